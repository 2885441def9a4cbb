"""The table widget: the felt, the scene, and the panels that lie over it.

Wires the controller to the scene (snapshots in, the player's choices out) and keeps the
overlays in place: the decision panel above the hand, the end-of-hand summary, the message
that says why a card may not be played, and the last-trick review. Keyboard (every key in
Help ▸ Keyboard, ``keyboard_help.py``): Left/Right/Home/End choose a card, Enter plays it (or
skips the pause after a trick), Up goes to the decision panel, Down comes back, L shows the
last trick; C/T/S read the hand, the trick and the status aloud (``accessible.py``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from . import labels
from .aside_spots import (
    ASIDE_EDGE,
    ASIDE_GAP,
    ASIDE_TOP,
    ASIDE_WIDTHS,
    aside_spots,
    hidden,
    tallest_spot,
)
from .card_pixmaps import CardPixmaps
from .controller import GameController
from .decision_panel import DecisionPanel
from .felt import paint_felt
from .snapshot import Snapshot
from .summary_panel import SummaryPanel
from .table_scene import TableScene
from .table_settings import TableSettings
from .translations import manager

SUMMARY_GAP = 6  # felt left between the summary and a name plate beside it
WHY_W = 300  # the last trick's "why" text, beside its cards
LAST_SCALES = (1.0, 0.85, 0.72, 0.62, 0.54)  # the last trick's cards, in trick card widths
WHY_WIDTHS = (WHY_W, 240, 190)  # narrower, its words in more lines, before smaller cards
# the last trick's sizes from the largest cards down: (card scale, text width)
LAST_FITS = tuple((scale, text) for scale in LAST_SCALES for text in WHY_WIDTHS)
LAST_GAP = 4  # felt between the last trick and the trick in progress
LAST_SLIDE = 16  # the last trick slides sideways by this much to find room
TAB_CLEAR = 4  # felt between a new card's tab and the decision panel


class LastTrickPanel(QFrame):
    """The last completed trick, face up, with who played each card."""

    def __init__(self, parent: QWidget, art: CardPixmaps) -> None:
        super().__init__(parent)
        self.art = art
        self.setStyleSheet("LastTrickPanel { background: rgba(12, 32, 22, 225); "
                           "border: 1px solid rgba(255,255,255,80); border-radius: 12px; }"
                           "QLabel { color: #f4f4ee; }")
        # The cards in a row, the title and the "why" text beside them, not above and below:
        # a flat panel finds room between the trick in progress and the player's hand.
        self._outer = QHBoxLayout(self)
        self._outer.setContentsMargins(10, 6, 12, 6)
        self._outer.setSpacing(14)
        self._row = QHBoxLayout()
        self._row.setSpacing(8)
        self._outer.addLayout(self._row)
        self._box = QVBoxLayout()
        self._box.setSpacing(2)
        self._outer.addLayout(self._box)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.title.setFixedWidth(WHY_W)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self._box.addWidget(self.title)
        self.why = QLabel(self)  # "Why?": who won and why (learning aids, issue #13)
        self.why.setWordWrap(True)
        self.why.setFixedWidth(WHY_W)
        self._box.addWidget(self.why)
        self._box.addStretch(1)
        self.card_w = 0.0  # the width its cards were drawn at
        self._seat: int | None = None  # whose last trick it shows (None: the last one)
        self._shown: tuple[object, ...] | None = None  # the trick and card width on show
        self.hide()

    def show_for(self, snap: Snapshot, card_w: float, seat: int | None = None,
                 force: bool = False) -> bool:
        """The last trick (``seat``: the last trick that seat won), its cards ``card_w``
        wide; False (and nothing shown) if there is none. The trick and the size it already
        shows are not drawn again (``force``: they are, in the current language)."""
        won = [(i, t) for i, t in enumerate(snap.tricks) if seat is None or t.winner == seat]
        if not won:
            self._clear()
            self._shown = None
            return False
        number, trick = won[-1]
        newest = number == len(snap.tricks) - 1  # "Last trick" or "The last trick won by"
        key = (number, newest, trick.seats, trick.cards, seat, round(card_w, 1), snap.pattern)
        if key == self._shown and not force:  # drawn already (perhaps hidden: L, L, L)
            self._show_why()  # (the "why" aid may have been switched on or off since)
            if self.isHidden():
                self.show()
                self.raise_()
            return True
        self._clear()
        self._shown = key
        if trick.winner == snap.human:  # not "won by You", "gemacht von Du", "ganada por Tú"
            title = self.tr("Last trick, won by you") if trick is snap.tricks[-1] else \
                self.tr("Your last trick")
        else:
            title = self.tr("Last trick, won by %1") if trick is snap.tricks[-1] else \
                self.tr("The last trick won by %1")
        self.title.setText(title.replace("%1", snap.name(trick.winner)))
        dpr = self.devicePixelRatioF()
        for who, c in zip(trick.seats, trick.cards, strict=True):
            cell = QVBoxLayout()
            # no margins round a card and its name: they took 18 px of the panel's height, the
            # band between the trick and the hand, and the cards had to be that much smaller
            cell.setContentsMargins(0, 0, 0, 0)
            cell.setSpacing(2)
            pic = QLabel(self)
            pic.setPixmap(self.art.pixmap(snap.pattern, c, card_w, dpr))
            pic.setAccessibleName(labels.card_name(c, snap.pattern))
            name = QLabel(snap.name(who), self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            holder = QWidget(self)
            cell.addWidget(pic)
            cell.addWidget(name)
            holder.setLayout(cell)
            self._row.addWidget(holder)
            holder.show()  # now: a hidden child does not count in the panel's size
        from .aids.why import why_text

        self.why.setText(why_text(trick, snap.ranking, snap.pattern,
                                  [snap.name(s) for s in range(snap.players)]))
        self._show_why()
        self.card_w = card_w
        self._seat = seat
        self.adjustSize()
        self.show()
        self.raise_()
        return True

    def _show_why(self) -> None:
        """The "why" text, when the trick has one and the player has that aid on."""
        from .aids.settings import AidSettings

        self.why.setVisible(bool(self.why.text()) and AidSettings.load().why)

    def set_text_width(self, width: int) -> None:
        """The title and the "why" text ``width`` wide (narrower: in more lines)."""
        if width != self.title.maximumWidth():
            self.title.setFixedWidth(width)
            self.why.setFixedWidth(width)
            self.adjustSize()

    def _clear(self) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()

    def seat(self) -> int | None:
        return self._seat

    def mousePressEvent(self, event: object) -> None:
        self.hide()


class TableView(QGraphicsView):
    status_changed = Signal(object)  # the snapshot now on screen
    hand_shown = Signal(object)  # the end of a hand is on screen
    resized = Signal()  # the table is laid out at a new size; the overlays not yet placed

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        art = CardPixmaps()
        art.set_letters(manager().current)  # the French faces' index letters: D, B in German
        self.table = TableScene(art)
        super().__init__(self.table, parent)
        # A viewport made here, so that Python already knows it: the first ``viewport()`` of
        # the one Qt made would have PySide6 work out the type of an unknown QWidget, which
        # creates every widget class of QtWidgets and their enums (74 enums, 2 MB, 30-70 ms).
        self.setViewport(QWidget())
        # The view owns the scene (Qt deletes it with the view). A scene owned by Python
        # outlived a closed table, its cards still moving, kept alive only by the slot of an
        # animation group waiting to be deleted; deleting that group released the slot, Python
        # deleted the scene, and the scene deleted the group a second time: the crash of
        # docs/ui.md, "A crash in the UI tests (fixed)".
        self.table.setParent(self)
        self.controller = controller
        self.settings = TableSettings()
        # No SmoothPixmapTransform for the whole view: the felt and the plates' cached pictures
        # are blitted pixel for pixel, and with the hint Qt sends a picture with a pixel ratio
        # (2x) through its slow transformed path. A card drawn turned or scaled sets it itself.
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt is drawn once into a picture of our own (not Qt's CacheBackground) when the
        # view is resized or the look changes, not in the first paint of an animation (the
        # radial gradient took 1-2.5 ms of the deal's first frame); each paint copies the
        # exposed part of it, as Qt's cache did (see ``_make_felt`` for its pixel format).
        self._felt: QImage | None = None
        # The felt covers every pixel of the viewport: Qt need not fill it with the palette's
        # colour first (a whole-window fill per paint, 1.7 ms at 2x).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.panel = DecisionPanel(self)
        self.summary = SummaryPanel(self)
        self.last_trick = LastTrickPanel(self, self.table.art)
        self._last_fit = 0  # the index in LAST_FITS of the size the last trick fitted at
        # widgets of others lying over the table (the aids' buttons and hint) that the last
        # trick keeps clear of, and where they were when it was placed
        self.clear_of: list[QWidget] = []
        self._placed_clear: list[QRect] = []
        # widgets of others (the hint) the view sets aside where they hide nothing (``place_aside``)
        self.asides: list[QWidget] = []
        self.toast = QLabel(self)
        self.toast.setStyleSheet("background: rgba(120, 24, 20, 230); color: white; "
                                 "border-radius: 9px; padding: 8px 16px; font-weight: bold;")
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self._summary_serial = -1

        controller.snapshot.connect(self.table.push)
        controller.refused.connect(self.show_message)
        controller.thinking.connect(self.table.set_thinking)
        self.table.shown.connect(self._on_shown)
        self.table.card_activated.connect(self._play)
        # a method, not a lambda: a lambda holding the view would keep the (parentless) scene
        # and the view alive after the window closed
        self.table.selection_changed.connect(self._selection_changed)
        self.table.focus_changed.connect(self.setAccessibleDescription)
        self.panel.chosen.connect(self._decide)
        self.panel.leave.connect(self.setFocus)
        self.summary.next_hand.connect(self.next_hand)
        self.summary.review.connect(self._review)
        self.reopen = QPushButton(self)
        self.reopen.setStyleSheet("QPushButton { background: #f3efe2; color: #1d2a22; "
                                  "border: 3px solid #f3efe2; border-radius: 8px; "
                                  "padding: 4px 12px; } QPushButton:focus { border-color: "
                                  "#4fc3ff; }")
        self.reopen.clicked.connect(self.show_summary)
        self.reopen.hide()
        self._relabel_pending = False
        self._retranslate()
        from .accessible import TableReader

        self.reader = TableReader(self)  # the table for a screen reader

    # ---------------------------------------------------------------- language
    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.reopen.setText(self.tr("Show the summary"))
        self.reopen.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if not self._relabel_pending:  # once the event has reached every child
                self._relabel_pending = True
                QTimer.singleShot(0, self, self.relabel)
        super().changeEvent(event)

    def relabel(self) -> None:
        """Show everything on the table in the current language: plates, status, the
        decision panel, the summary and the last trick are drawn anew from the snapshot (with
        the controller's seat names, which follow the language for unnamed seats)."""
        self._relabel_pending = False
        self.toast.hide()  # a refusal in the old language
        self.table.rename_seats(self.controller.seats, self.controller)
        if self.table.art.set_letters(manager().current):
            self.table.repaint_cards()
        snap = self.table.displayed
        if snap is None:
            return
        self.table.refresh_labels()
        self.status_changed.emit(snap)
        if self.panel.isVisible():
            self.panel.hide()  # shown again with its new buttons at once
            self.panel.show_for(snap, self.table.selection)
        if self.summary.isVisible():
            self.summary.show_for(snap)
        if self.last_trick.isVisible() and self.table.geom is not None:
            self.last_trick.show_for(snap, self.last_trick.card_w, self.last_trick.seat(),
                                     force=True)
            self._last_fit = 0  # its words' height may differ: the largest cards first
        self._place_overlays()

    # ---------------------------------------------------------------- flow
    def _selection_changed(self) -> None:
        self.panel.set_selection(self.table.selection)

    def _play(self, card: int) -> None:
        self.controller.play_card(card)

    def _decide(self, action: object) -> None:
        from ..engine.actions import Action
        if isinstance(action, Action):
            self.panel.hide()
            if not self.controller.act(action):
                self.panel.show_for(self.table.displayed, self.table.selection)
            self.setFocus()

    def next_hand(self) -> None:
        self.summary.hide()
        self.reopen.hide()
        self.last_trick.hide()
        self.controller.next_hand()
        self.setFocus()

    def _on_shown(self, snap: Snapshot) -> None:
        self.status_changed.emit(snap)
        if self.table.busy:
            self.panel.hide()
            return
        self.panel.show_for(snap if snap.my_turn else None, self.table.selection)
        self._place_overlays()
        if snap.done and snap.result is not None and snap.serial != self._summary_serial:
            self._summary_serial = snap.serial
            self.last_trick.hide()  # the summary takes the middle of the table
            self.summary.show_for(snap)
            self._place_overlays()
            self.hand_shown.emit(snap)
        elif not snap.done:
            self.summary.hide()

    def show_message(self, text: str) -> None:
        self.toast.setText(text)
        self.toast.adjustSize()
        self._place_overlays()
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start(3500)

    def show_last_trick(self, seat: int | None = None) -> bool:
        snap = self.table.displayed
        if self.last_trick.isVisible():
            self.last_trick.hide()
            return False
        if snap is not None and self.table.geom is not None \
                and self.last_trick.show_for(snap, self.table.geom.trick_w * LAST_FITS[0][0],
                                             seat):
            self._last_fit = 0
            self._place_overlays()
            return True
        return False

    def show_summary(self) -> None:
        snap = self.table.displayed
        if snap is not None and snap.done:
            self.reopen.hide()
            self.summary.show_for(snap)
            self._place_overlays()

    def _review(self) -> None:
        """Hide the summary to look at the table; a button brings it back."""
        self.summary.hide()
        self.reopen.adjustSize()
        self.reopen.show()
        self._place_overlays()
        self.reopen.setFocus()

    # ---------------------------------------------------------------- geometry
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_table_size(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self._make_felt()
        self.resized.emit()  # (the aids' buttons, placed by the plates where they are now)
        self._last_fit = 0  # more room, or less: the last trick's largest cards first
        for aside in self.asides:  # before the last trick, which then keeps clear of them
            if aside.isVisible():
                self.place_aside(aside, after_last_trick=False)
        self._place_overlays()

    def _place_overlays(self) -> None:
        w, h = self.viewport().width(), self.viewport().height()
        geom = self.table.geom
        hand_top = geom.panel_bottom if geom else h - h * 0.25 - 12  # above hand and row
        if self.panel.isVisible():
            self.panel.adjustSize()
            ps = self.panel.sizeHint()
            pw = min(ps.width(), w - 40)
            x = int((w - pw) / 2)
            bottom = self._above_tabs(x, x + pw, hand_top)
            self.panel.setGeometry(x, int(bottom - ps.height()), pw, ps.height())
        if self.summary.isVisible():
            self.summary.setGeometry(self._summary_place(w, h))
        if self.toast.isVisible() or self.toast.text():
            ts = self.toast.sizeHint()
            x = int((w - ts.width()) / 2)
            top = self.panel.y() - ts.height() - 10 if self.panel.isVisible() else \
                self._above_tabs(x, x + ts.width(), hand_top) - ts.height()
            self.toast.setGeometry(int((w - ts.width()) / 2), int(top), ts.width(), ts.height())
        if self.reopen.isVisible():
            rs = self.reopen.sizeHint()
            self.reopen.setGeometry(int((w - rs.width()) / 2), int(h * 0.45), rs.width(),
                                    rs.height())
        if self.last_trick.isVisible():
            self._place_last_trick(w, hand_top)

    def _above_tabs(self, x0: float, x1: float, bottom: float) -> float:
        """``bottom``, or higher where a new card's tab between ``x0`` and ``x1`` would lie
        under it: a chosen new card (lifted) had its tab half under the decision panel."""
        for tab in self.table.fresh_tab_rects():
            r = self.mapFromScene(tab).boundingRect()
            if r.right() >= x0 - TAB_CLEAR and r.left() <= x1 + TAB_CLEAR:
                bottom = min(bottom, r.top() - TAB_CLEAR)
        return bottom

    def clear_of_moved(self) -> None:
        """A widget of ``clear_of`` was shown, hidden or moved: the last trick finds its room
        again (the largest cards first)."""
        if self.last_trick.isVisible() and self._clear_rects() != self._placed_clear:
            self._last_fit = 0
            self._place_overlays()

    def _clear_rects(self) -> list[QRect]:
        return [w.geometry() for w in (self.panel, *self.clear_of) if w.isVisible()]

    def _place_last_trick(self, w: int, hand_top: float) -> None:
        """The last trick beside the trick in progress, never over it, a name plate, a count
        badge, the decision panel or the aids' buttons and hint: below the trick (above the
        player's hand), else above it, its cards as large as fit; with no room anywhere, at
        its smallest where it hides the least.

        It shows the last finished trick (opened from a won pile: that seat's last trick),
        the newest one each time it is placed: when the next trick has been gathered, as after
        a resize. The size its cards fitted at is where the next placing starts (a new trick
        is drawn once, not at each size from the largest down); a resize, or the aids' panels
        showing or going, start again from the largest."""
        snap, geom = self.table.displayed, self.table.geom
        if snap is None or geom is None:
            return
        seat = self.last_trick.seat()
        first = min(self._last_fit, len(LAST_FITS) - 1)
        if not self.last_trick.show_for(snap, geom.trick_w * LAST_FITS[first][0], seat):
            self.last_trick.hide()  # a new hand: no trick yet
            return
        clear = self._clear_rects()
        self._placed_clear = clear
        keep = self._table_rects() + [QRectF(r) for r in clear]
        trick = self.view_rect(self.table.trick_rect())

        def covered(rect: QRect) -> float:  # how much of what must stay in sight it hides
            return hidden(QRectF(rect), keep)

        def spots(width: int, height: int) -> list[QRect]:
            """Below the trick (and lower, down to the hand), then above it, then level with
            it: centred, then slid left and right."""
            mid = int((w - width) / 2)
            xs = [mid]
            for step in range(LAST_SLIDE, w // 3, LAST_SLIDE):
                xs += [mid - step, mid + step]
            below = int(trick.bottom() + LAST_GAP)
            lowest = max(below, int(hand_top - height))
            tops = [*range(below, lowest, LAST_SLIDE // 2), lowest,
                    int(trick.top() - LAST_GAP - height),
                    int(trick.center().y() - height / 2)]  # beside it (two players' rows)
            return [QRect(x, y, width, height) for y in tops for x in xs
                    if x >= 0 and x + width < w and y >= 0]

        best: tuple[float, QRect] | None = None
        for index in range(first, len(LAST_FITS)):
            scale, text = LAST_FITS[index]
            self.last_trick.set_text_width(text)
            self.last_trick.show_for(snap, geom.trick_w * scale, seat)
            self._last_fit = index
            size = self.last_trick.sizeHint()
            for rect in spots(size.width(), size.height()):
                if rect.bottom() <= hand_top and not covered(rect):
                    self.last_trick.setGeometry(rect)
                    return
                if index == len(LAST_FITS) - 1:  # no room at all: hide the least
                    cost = covered(rect) + max(0.0, rect.bottom() - hand_top) * rect.width()
                    if best is None or cost < best[0]:
                        best = (cost, rect)
        size = self.last_trick.sizeHint()
        place = best[1] if best is not None else QRect(
            int((w - size.width()) / 2), int(trick.bottom() + LAST_GAP), size.width(),
            size.height())
        self.last_trick.setGeometry(place)

    def _table_rects(self) -> list[QRectF]:
        """What a panel over the table leaves in sight, in the viewport: every name plate,
        count badge and card but the player's, the set-aside cards and the trick in progress
        (where each seat's card lands)."""
        t = self.table
        keep = [self.view_rect(r) for r in t.plate_rects() + t.badge_rects()
                + t.other_card_rects()]
        for r in (t.extra_rect(), t.trick_rect()):
            if not r.isEmpty():
                keep.append(self.view_rect(r))
        return keep

    def place_aside(self, widget: QWidget, after_last_trick: bool = True) -> None:
        """``widget`` (the hint) where it hides none of the table (``_table_rects``), the
        player's cards, the decision panel, the other widgets over the table and the last
        trick: the top right corner, else lower down the right edge, then down the left edge,
        then along the top and the bottom, at its own width, else narrower or wider. Where only
        the last trick is in the way, over it (the last trick then moves aside: it is placed
        after this, clear of it; at once when not ``after_last_trick``). With no room for its
        whole height, shorter where the largest share of it shows (its words scroll: at
        1024x768 in 5-handed Sheepshead it lay over David's hand); with no room even for that,
        where it hides the least: never over the player's cards."""
        w, h = self.viewport().width(), self.viewport().height()
        if self.table.geom is None or w <= 0 or h <= 0:
            return
        others = [QRectF(o.geometry()) for o in (self.panel, self.summary, *self.clear_of)
                  if o is not widget and o.isVisible()]
        keep = self._table_rects() + others
        mine = [self.view_rect(r) for r in self.table.player_card_rects()]
        own = widget.sizeHint().width()
        least = widget.minimumSizeHint().width()
        top = min(widget.maximumWidth(), w - 2 * ASIDE_EDGE)
        widths = sorted({own, *(x for x in ASIDE_WIDTHS if least <= x <= top)},
                        key=lambda x: (abs(x - own), x))
        sizes = [(x, widget.heightForWidth(x)) for x in widths]
        sizes = [(x, y if y > 0 else widget.sizeHint().height()) for x, y in sizes]
        pad = ASIDE_GAP / 2

        def search(keep: list[QRectF]) -> tuple[float, QRect] | None:
            """The first place that hides nothing, else the one that hides the least."""
            candidates = [((*order, rank), rect) for rank, (width, height) in enumerate(sizes)
                          for order, rect in aside_spots(w, h, width, height, keep)]
            candidates.sort(key=lambda c: c[0])
            best: tuple[float, QRect] | None = None
            for _, rect in candidates:
                r = QRectF(rect)
                if any(r.intersects(m) for m in mine):
                    continue  # never over the player's own cards
                cost = hidden(r.adjusted(-pad, -pad, pad, pad), keep)  # a little felt between
                if not cost:
                    return 0.0, rect
                if best is None or cost < best[0]:
                    best = (cost, rect)
            return best

        found = None
        if after_last_trick and self.last_trick.isVisible():
            found = search([*keep, QRectF(self.last_trick.geometry())])
        if found is None or found[0]:
            alone = search(keep)  # the last trick moves aside
            if alone is not None and (found is None or alone[0] < found[0]):
                found = alone
        if found is not None and found[0]:  # shorter where it hides nothing (it scrolls)
            short = tallest_spot(w, h, sizes, widget.minimumSizeHint().height(), keep + mine)
            if short is not None:
                found = (0.0, short)
        if found is not None:
            widget.setGeometry(found[1])
        else:  # taller than the table, or only over the player's cards: the top right
            widget.adjustSize()
            widget.move(max(ASIDE_EDGE, w - widget.width() - ASIDE_EDGE), ASIDE_TOP)

    def _summary_place(self, w: int, h: int) -> QRect:
        """The summary in the middle, below the revealed blind/skat/cat where it fits, and no
        wider than the felt between the name plates beside it (at 1024x700 it lay over the
        side seats' names and scores); narrower, its rows wrap and it grows taller."""
        self.summary.set_compact(False)
        ss = self.summary.sizeHint()
        sw = min(max(ss.width(), 420), w - 40)
        least = self.summary.minimumSizeHint().width()
        plates = [self.view_rect(r) for r in self.table.plate_rects()]
        place = self._summary_at(w, h, sw)
        for _ in range(3):  # narrower is taller: it may then reach other plates
            half = sw / 2
            for p in plates:
                if p.bottom() < place.top() or p.top() > place.bottom():
                    continue
                if p.right() < w / 2:
                    half = min(half, w / 2 - p.right() - SUMMARY_GAP)
                elif p.left() > w / 2:
                    half = min(half, p.left() - w / 2 - SUMMARY_GAP)
            narrow = max(int(2 * half), least)
            if narrow >= sw:
                break
            sw = narrow
            self.summary.set_compact(True)
            place = self._summary_at(w, h, sw)
        return place

    def _summary_at(self, w: int, h: int, sw: int) -> QRect:
        """The summary ``sw`` wide, as tall as its rows need at that width."""
        sh = self._summary_height(sw, h)
        top = max(20, (h - sh) / 2 - h * 0.04)
        # below the revealed blind/skat/cat where it fits (it lay half under the panel)
        extra = self.view_rect(self.table.extra_rect())
        x0, x1 = (w - sw) / 2, (w + sw) / 2
        if not extra.isEmpty() and extra.right() > x0 and extra.left() < x1 \
                and extra.bottom() > top:
            top = max(top, min(extra.bottom() + 6, h - 8 - sh))
        # above the cards the player still holds (a concession, a lost null): it lay over
        # their corners; rather over the blind/skat/cat, which the summary names
        hand = [self.view_rect(r) for r in self.table.player_card_rects()]
        hand_top = min((r.top() for r in hand if r.right() > x0 and r.left() < x1),
                       default=float(h))
        if top + sh > hand_top - SUMMARY_GAP:
            if not self.summary.compact:
                self.summary.set_compact(True)
                sh = self._summary_height(sw, h)
            top = max(self._summary_floor(x0, x1, top), hand_top - SUMMARY_GAP - sh)
        return QRect(int(x0), int(top), sw, sh)

    def _summary_height(self, sw: int, h: int) -> int:
        """The summary's height at ``sw`` wide: as its rows need, at most the window less 40."""
        need = self.summary.heightForWidth(sw)
        return min(need if need > 0 else self.summary.sizeHint().height(), h - 40)

    def _summary_floor(self, x0: float, x1: float, top: float) -> float:
        """How high the summary between ``x0`` and ``x1`` may go: below every name plate,
        count badge, card (but the blind, skat or cat) and aids' button above ``top``."""
        extra = self.view_rect(self.table.extra_rect())
        table = self.table
        rects = [self.view_rect(r) for r in (*table.plate_rects(), *table.badge_rects(),
                                             *table.other_card_rects())]
        rects += [QRectF(w.geometry()) for w in self.clear_of if w.isVisible()]
        floor = 20.0
        for r in rects:
            if r.right() > x0 and r.left() < x1 and r.bottom() <= top \
                    and not (not extra.isEmpty() and extra.contains(r.center())):
                floor = max(floor, r.bottom() + SUMMARY_GAP)
        return floor

    def view_rect(self, scene_rect: QRectF) -> QRectF:
        """A scene rectangle in the viewport's coordinates (where the overlays are placed)."""
        if scene_rect.isEmpty():
            return QRectF()
        return QRectF(self.mapFromScene(scene_rect).boundingRect())

    def apply_settings(self, settings: TableSettings) -> None:
        """The player's table settings: felt contrast, card back, card size, clear marks."""
        self.settings = settings
        self.table.set_look(settings.card_scale, settings.back)
        self.table.set_style(marks=settings.marks, high_contrast=settings.high_contrast)
        self._make_felt()
        self.viewport().update()
        self._place_overlays()

    def _make_felt(self) -> QImage:
        """The felt at the viewport's size, as Qt's background cache held it (an opaque
        picture, so a paint copies it without blending).

        At a pixel ratio of 1 the picture is drawn at half the size and each of its pixels
        fills two by two on the table: a quarter of the memory (0.9 MB instead of 3.7 at
        1280x800) for a slower copy (0.4 ms instead of 0.1 for the whole window). The felt is
        a soft radial gradient whose colour steps by one level every ten pixels or so, so the
        table differs from a full-size felt by one level in one channel at the edges of those
        steps (2-3 % of the pixels), nothing an eye can tell. At 2x the whole copy
        already takes 2-3 ms of the 4 ms a full paint may take, so there the felt is kept at
        full size (bench/README.md, "Start-up, drawing, memory")."""
        size, ratio = self.viewport().size(), self._felt_ratio()
        w, h = max(1, size.width()), max(1, size.height())
        felt = QImage(math.ceil(w * ratio), math.ceil(h * ratio), QImage.Format.Format_RGB32)
        painter = QPainter(felt)
        painter.scale(ratio, ratio)
        paint_felt(painter, w, h, self.settings.high_contrast)
        painter.end()
        felt.setDevicePixelRatio(ratio)
        self._felt = felt
        return felt

    def _felt_ratio(self) -> float:
        """The felt picture's pixels per logical pixel (half of the screen's at 1x)."""
        dpr = self.devicePixelRatioF()
        return 0.5 if dpr == 1.0 else dpr

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        felt = self._felt
        if felt is None or felt.devicePixelRatio() != self._felt_ratio():
            felt = self._make_felt()  # not shown yet, or moved to a screen of another ratio
        # the scene's coordinates are the viewport's (no scrolling, no transform); the painter
        # is clipped to the exposed part. A half-size felt is scaled by two without filtering
        # (each pixel to two by two), whatever painter draws the view (a grab may filter).
        ratio = felt.devicePixelRatio()
        if ratio >= 1.0:  # the screen's own pixels: a plain copy
            painter.drawImage(0, 0, felt)
            return
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if smooth:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(QRectF(0, 0, felt.width() / ratio, felt.height() / ratio), felt)
        if smooth:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        self.table.art.frame_painted()  # a picture made ahead may come now (one a frame)

    # ---------------------------------------------------------------- keys
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.table.move_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.table.move_focus(0, to_end=key == Qt.Key.Key_End)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.table.busy:
                self.table.skip_pause()  # on to the next trick, like a click
            elif self.summary.isVisible():
                self.next_hand()
            elif self.table.focus_card is None:
                self.table.move_focus(0)
            else:
                self.table.activate_focus()
        elif key == Qt.Key.Key_Up:
            if self.panel.isVisible():
                self.panel.focus_first()
        elif key == Qt.Key.Key_L:
            self.show_last_trick()
        elif key == Qt.Key.Key_Escape:
            self.last_trick.hide()
            self.toast.hide()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: object) -> None:
        self.last_trick.hide()
        from .aids.why import pile_seat_at  # a click on a won pile: that seat's last trick

        seat = pile_seat_at(self, event.position().toPoint())  # type: ignore[attr-defined]
        if seat is not None and self.show_last_trick(seat):
            event.accept()  # type: ignore[attr-defined]
            return
        super().mousePressEvent(event)  # type: ignore[arg-type]
