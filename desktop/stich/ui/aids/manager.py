"""The learning aids' menu, the buttons on the table and the wiring to the game controller.

:class:`Aids` is made by the main window with its menus; :meth:`Aids.attach` is called once
the table exists. Keys: H (hint; also Ctrl+H), Ctrl+Z (undo), Ctrl+R (review of the finished
hand).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .settings import AidSettings

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from ..snapshot import Snapshot
    from ..table_view import TableView
    from .hint import HintPanel
    from .review_dialog import ReviewDialog

BUTTON_STYLE = ("QPushButton { background: rgba(243, 239, 226, 235); color: #1d2a22; "
                "border: 2px solid #f3efe2; border-radius: 8px; padding: 4px 12px; }"
                "QPushButton:focus { border-color: #4fc3ff; }"
                # not now: see-through, but its word still reads (grey on grey did not)
                "QPushButton:disabled { color: #333d37; background: rgba(243,239,226,150); "
                "border-color: rgba(243,239,226,150); }")


class AidsBar(QWidget):
    """Hint, Undo and "Could I have done better?" in the table's top-left corner."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        from PySide6.QtCore import Qt  # the Qt namespace's enums cost 15 ms: not at start-up

        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(8)
        self.hint = QPushButton(self)
        self.undo = QPushButton(self)
        self.review = QPushButton(self)
        for b in (self.hint, self.undo, self.review):
            b.setStyleSheet(BUTTON_STYLE)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            box.addWidget(b)
        self._retranslate()

    def _retranslate(self) -> None:
        self.hint.setText(self.tr("Hint"))
        self.hint.setToolTip(self.tr("What would the strong bot do here? (H)"))
        self.undo.setText(self.tr("Undo"))
        self.undo.setToolTip(self.tr("Take back your last card or decision (Ctrl+Z)"))
        self.review.setText(self.tr("Could I have done better?"))
        self.review.setToolTip(self.tr("Go through your decisions with all cards known "
                                       "(Ctrl+R)"))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class AidsDialog(QDialog):
    """Settings ▸ Learning aids: each aid on or off."""

    def __init__(self, settings: AidSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learning aids"))
        box = QVBoxLayout(self)
        intro = QLabel(self.tr("Hands played with a hint or an undo are marked in the hand "
                               "history."), self)
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.hint = QCheckBox(self.tr("&Hint: the strong bot's suggestion on request"), self)
        self.undo = QCheckBox(self.tr("&Undo your last card or decision"), self)
        self.review = QCheckBox(self.tr("&Review after the hand: “Could I have done "
                                        "better?”"), self)
        self.why = QCheckBox(self.tr("&Why? Explain who won the last trick and why"), self)
        for name in ("hint", "undo", "review", "why"):
            check: QCheckBox = getattr(self, name)
            check.setChecked(getattr(settings, name))
            box.addWidget(check)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def settings(self) -> AidSettings:
        return AidSettings(self.hint.isChecked(), self.undo.isChecked(),
                           self.review.isChecked(), self.why.isChecked())


class Aids(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.settings = AidSettings.load()
        self.view: TableView | None = None
        self.bar: AidsBar | None = None
        self.panel: HintPanel | None = None
        self.review_dialog: ReviewDialog | None = None
        self._hint_token: object = None
        self._hint_serial = -1
        self.hint_bot: Any = None  # tests: a function game -> the bot the hint asks
        self._build_menu()
        window.installEventFilter(self)

    # ---------------------------------------------------------------- menu
    def _build_menu(self) -> None:
        w = self.window
        bar = w.menuBar()
        self.menu = bar.addMenu("")
        settings_menu = getattr(w, "_settings_menu", None)
        if settings_menu is not None:  # before Settings
            bar.insertMenu(settings_menu.menuAction(), self.menu)
        self.hint_action = QAction(w)
        self.hint_action.setProperty("shortcuts", [QKeySequence("H"), QKeySequence("Ctrl+H")])
        self.hint_action.triggered.connect(self.hint)
        self.undo_action = QAction(w)
        self.undo_action.setProperty("shortcut", QKeySequence(QKeySequence.StandardKey.Undo))
        self.undo_action.triggered.connect(self.undo)
        self.review_action = QAction(w)
        self.review_action.setProperty("shortcut", QKeySequence("Ctrl+R"))
        self.review_action.triggered.connect(self.review)
        self.fair_action = QAction(w)
        self.fair_action.triggered.connect(self.fair_dealing)
        self.settings_action = QAction(w)
        self.settings_action.triggered.connect(self.settings_dialog)
        for a in (self.hint_action, self.undo_action, self.review_action):
            self.menu.addAction(a)
        self.menu.addSeparator()
        self.menu.addAction(self.fair_action)
        self.menu.addSeparator()
        self.menu.addAction(self.settings_action)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Aids"))
        self.hint_action.setText(self.tr("&Hint"))
        self.undo_action.setText(self.tr("&Undo"))
        self.review_action.setText(self.tr("Could I have done &better?"))
        self.fair_action.setText(self.tr("&Fair dealing…"))
        self.settings_action.setText(self.tr("&Learning aids…"))

    # ---------------------------------------------------------------- the table
    def attach(self, view: TableView) -> None:
        from .hint import HintPanel

        self.view = view
        self.bar = AidsBar(view)
        self.bar.hint.clicked.connect(self.hint)
        self.bar.undo.clicked.connect(self.undo)
        self.bar.review.clicked.connect(self.review)
        self.panel = HintPanel(view)
        self.panel.closed.connect(view.setFocus)
        self.panel.closed.connect(view.clear_of_moved)  # the last trick may grow again
        view.clear_of += [self.bar, self.panel]  # the last trick keeps clear of them
        view.asides.append(self.panel)  # the hint hides nothing of the table (resize too)
        # placed on a resize once the table is laid out at the new size (an event filter on
        # the view placed them by the plates of the size before)
        view.resized.connect(self._place)
        c = self.window.controller
        c.snapshot.connect(self._on_snapshot)
        c.runner.done.connect(self._hint_done)
        view.table.shown.connect(self._on_shown)  # a method: disconnected with this object
        self._update()
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def place(self) -> None:
        """The buttons and the hint in their places, and the last trick clear of them."""
        self._place()
        if self.view is not None:
            if self.panel is not None and self.panel.isVisible():
                self.view.place_aside(self.panel)
                self.panel.raise_()
            self.view.clear_of_moved()

    def _place(self) -> None:
        view = self.view
        if view is None or self.bar is None or self.panel is None:
            return
        self.bar.adjustSize()
        self.bar.move(12, self._bar_top(view))
        self.bar.raise_()  # the hint: placed by the view (``TableView.place_aside``)

    def _bar_top(self, view: TableView) -> int:
        """10 px from the top, or below a name plate (and what its seat said) it would lie
        over: a long button ("Hätte ich es besser machen können?") covered the name of the seat
        at the top of a small window."""
        assert self.bar is not None
        top = 10
        offset = view.viewport().mapTo(view, QPoint(0, 0))
        plates = [QRectF(view.mapFromScene(r).boundingRect()).translated(offset.x(), offset.y())
                  for r in view.table.plate_rects()]
        for _ in range(len(plates)):
            bar = QRectF(12, top, self.bar.width(), self.bar.height())
            hit = [r for r in plates if r.intersects(bar)]
            if not hit:
                break
            top = int(max(r.bottom() for r in hit)) + 8
        return top

    def _snap(self) -> Snapshot | None:
        c = self.window._controller
        return c.current if c is not None else None

    def _update(self) -> None:
        s = self.settings
        c = self.window._controller
        snap = self._snap()
        my_turn = snap is not None and snap.my_turn
        can_undo = c is not None and c.can_undo
        done = snap is not None and snap.done and c is not None and c.human is not None \
            and c.state is not None and c.state.is_terminal
        self.hint_action.setEnabled(s.hint and my_turn)
        self.hint_action.setVisible(s.hint)
        self.undo_action.setEnabled(s.undo and can_undo)
        self.undo_action.setVisible(s.undo)
        self.review_action.setEnabled(s.review and done)
        self.review_action.setVisible(s.review)
        if self.bar is not None:
            self.bar.hint.setVisible(s.hint and not done)
            self.bar.hint.setEnabled(my_turn)
            self.bar.undo.setVisible(s.undo and not done)
            self.bar.undo.setEnabled(can_undo)
            self.bar.review.setVisible(s.review and done)
            self.bar.setVisible(snap is not None and (s.hint or s.undo or s.review))
            self.place()

    def _on_shown(self, _snap: object) -> None:
        self._update()

    def _on_snapshot(self, snap: Snapshot) -> None:
        if self.panel is not None and snap.serial != self._hint_serial:
            self._hint_token = None
            if self.panel.isVisible():
                self.panel.hide()
        self._update()

    # ---------------------------------------------------------------- hint
    def hint(self) -> bool:
        """Ask the strong bot for the player's decision now (on a bot thread)."""
        from .hint import BUDGET, Advisor

        c = self.window._controller
        snap = self._snap()
        if not self.settings.hint or c is None or c.state is None or snap is None \
                or not snap.my_turn or c.human is None or self.panel is None:
            return False
        state = c.state
        legal = list(state.legal_actions())
        if len(legal) == 1:  # nothing to weigh: say so at once, no sampled deals
            from ...bots.advice import Option

            self._hint_serial = snap.serial
            self._hint_token = None
            c.aids_used.add("hint")
            self.panel.show_options([Option(legal[0], None, None, 0, True)], snap.game,
                                    snap.pattern, snap.phase, forced=True)
            self.place()
            return True
        obs = state.observation(c.human)
        seed = self.hint_seed()
        self._hint_serial = snap.serial
        self._hint_token = ("hint", snap.serial)
        c.aids_used.add("hint")
        self.panel.show_thinking()
        self.place()
        bot = self.hint_bot(state.game.name) if self.hint_bot is not None else None
        c.runner.start(self._hint_token, Advisor(state.game.name, bot), obs, legal,
                       random.Random(seed), BUDGET)
        return True

    def hint_seed(self) -> int:
        """The seed of the hint's random choices at this point of the match (the same
        position gives the same hint)."""
        c = self.window._controller
        if c is None or c.state is None:
            return 0
        return (c.match.seed if c.match is not None else 0) * 7919 + len(c.state.history())

    def _hint_done(self, token: object, options: Any, error: object) -> None:
        if token is None or token != self._hint_token or self.panel is None:
            return
        self._hint_token = None
        snap = self._snap()
        if snap is None:
            return
        opts = options if isinstance(options, list) else []
        self.panel.show_options(opts, snap.game, snap.pattern, snap.phase)
        self.place()

    # ---------------------------------------------------------------- undo, review
    def undo(self) -> bool:
        c = self.window._controller
        if not self.settings.undo or c is None or not c.can_undo:
            return False
        if self.view is not None:
            self.view.panel.hide()
        done = c.undo()
        self._update()
        return done

    def review(self) -> ReviewDialog | None:
        from .review_dialog import ReviewDialog

        c = self.window._controller
        if not self.settings.review or c is None or c.state is None \
                or not c.state.is_terminal or c.human is None:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
            self.review_dialog.deleteLater()
        dialog = ReviewDialog(c.state, c.human, [s.name for s in c.seats], c.pattern,
                              self.window, c.runner.pool)
        self.review_dialog = dialog
        dialog.show()
        dialog.start()
        return dialog

    # ---------------------------------------------------------------- fair dealing, settings
    def fair_dealing(self) -> QDialog:
        from PySide6.QtCore import Qt

        from ..session import current
        from .fair_dialog import FairDealingDialog

        c = self.window._controller
        game = c.game.name if c is not None and c.game is not None else None
        dialog = FairDealingDialog(current(), game, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def settings_dialog(self) -> None:
        dialog = AidsDialog(self.settings, self.window)
        if dialog.exec():
            self.apply(dialog.settings())
        dialog.deleteLater()

    def apply(self, settings: AidSettings) -> None:
        self.settings = settings
        settings.save()
        if self.panel is not None and not settings.hint:
            self.panel.hide()
        self._update()
