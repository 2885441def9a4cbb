"""A finished hand, replayed card by card: every seat's cards face up, the trick on the table,
and the list of actions; step forwards and back, jump to any action, or let it play.

The states come from the store (``replay_steps(history.load(id))``): the engine replays the
record, so what is shown is exactly what was played.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import cards_of
from ..engine.state import HandState
from . import labels
from .card_pixmaps import BACK, CardPixmaps
from .games import hand_sort_key, sort_ranking
from .translations import manager

FELT = QColor(38, 112, 72)


PILE_CARD = 0.9  # a pile's cards (two-player Sjavs), in hand card heights
PILE_SHIFT = 0.1  # its face-up card lies this far (in card heights) right of and below the other
LABEL_W = 150.0  # the names on the left


class HandPicture(QWidget):
    """Every seat's remaining cards in a row, the set-aside cards, and the trick in play. On a
    two-player Sjavs table each seat's row ends with its four piles as the table shows them (a
    face-down card, the face-up card on it): they were drawn, both seats' mixed together and the
    face-down ones face up, in the row of the trick."""

    def __init__(self, art: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.state: HandState | None = None
        self.names: list[str] = []
        self.pattern = "french"
        self.setMinimumSize(560, 380)

    def show_state(self, state: HandState, names: Sequence[str], pattern: str) -> None:
        self.state, self.names, self.pattern = state, list(names), pattern
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(760, 460)

    def _card_size(self, font_h: float) -> tuple[float, float, float]:
        """Each row's height and a card's width and height."""
        assert self.state is not None
        n = self.state.players
        row_h = self.height() / (n + 1)  # each seat, then the table (trick and set-aside cards)
        card_h = max(20.0, min(row_h - 10 - (font_h + 2) / n, 120.0))
        return row_h, card_h * 0.66, card_h

    def card_places(self, font_h: float) -> list[tuple[int, int, QRectF]]:
        """Where each card is drawn, in painting order: (row, card or ``BACK``, rectangle);
        row ``players`` is the table's (the trick, the set-aside cards)."""
        state = self.state
        if state is None:
            return []
        n = state.players
        w = self.width()
        row_h, card_w, card_h = self._card_size(font_h)
        ranking = state.ranking if state.ranking is not None else sort_ranking(state.game,
                                                                              state.rules)
        key = hand_sort_key(ranking)
        piles = _table_piles(state)
        out: list[tuple[int, int, QRectF]] = []
        for seat in range(n):
            top = seat * row_h + (row_h - card_h) / 2
            right = w - 8
            if piles is not None:
                pw, ph = card_w * PILE_CARD, card_h * PILE_CARD
                shift = card_h * PILE_SHIFT
                step = pw + shift + 8
                right -= 4 * step
                for i, (face, covered) in enumerate(piles[seat]):
                    x = right + 12 + i * step
                    if covered:
                        out.append((seat, BACK, QRectF(x, top, pw, ph)))
                    if face is not None:
                        at = QRectF(x + shift, top + shift, pw, ph) if covered else \
                            QRectF(x, top, pw, ph)
                        out.append((seat, face, at))
            cards = sorted(cards_of(state.hands[seat]), key=key)
            out += [(seat, c, r) for c, r in _row(cards, LABEL_W, top, card_w, card_h,
                                                    right - LABEL_W)]
        top = self._table_top(card_h)
        trick = self._trick_rects(card_w, card_h)
        out += [(n, card, rect) for card, rect in zip(state.trick, trick, strict=True)]
        x = trick[-1].right() + 16 if trick else LABEL_W
        # with rows on the table every card set aside lies in a pile
        aside = cards_of(state.set_aside()) if piles is None else []
        if aside:
            ax = max(x + 30, w - 8 - len(aside) * card_w * 0.55 - card_w * 0.45)
            out += [(n, c, r) for c, r in _row(aside, ax, top, card_w, card_h, w - ax - 8)]
        return out

    def _table_top(self, card_h: float) -> float:
        """The top of the table's row (the trick, the set-aside cards)."""
        return self.height() - card_h - 6

    def _trick_rects(self, card_w: float, card_h: float) -> list[QRectF]:
        """Where the trick's cards lie, left to right (their players' names go above)."""
        assert self.state is not None
        top = self._table_top(card_h)
        return [QRectF(LABEL_W + i * (card_w + 16), top, card_w, card_h)
                for i in range(len(self.state.trick))]

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.fillRect(self.rect(), FELT)
        state = self.state
        if state is None:
            return
        n = state.players
        dpr = self.devicePixelRatioF()
        name_h = p.fontMetrics().height() + 2
        row_h, card_w, card_h = self._card_size(p.fontMetrics().height())
        font = QFont(self.font())
        p.setFont(font)
        for seat in range(n):
            top = seat * row_h + (row_h - card_h) / 2
            active = seat == state.to_move
            p.setPen(QColor("#ffe082") if active else QColor("#f4f4ee"))
            bold = QFont(font)
            bold.setBold(active)
            p.setFont(bold)
            name = seat_name(self.names, seat)
            marks = []
            if seat == state.dealer:
                marks.append(self.tr("dealer"))
            won = sum(1 for t in state.tricks if t.winner == seat)
            if won:
                marks.append(self.tr("%n trick(s)", "", won))
            text = name + ("\n" + ", ".join(marks) if marks else "")
            p.drawText(QRectF(8, top, LABEL_W - 12, card_h),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                       | Qt.TextFlag.TextWordWrap, text)
        p.setFont(font)
        for _row_index, card, rect in self.card_places(p.fontMetrics().height()):
            pm = self.art.pixmap(self.pattern, card, rect.width(), dpr)
            p.drawPixmap(rect, pm, QRectF(pm.rect()))
        p.setPen(QColor("#f4f4ee"))
        for seat, rect in zip(state.trick_seats, self._trick_rects(card_w, card_h),
                              strict=True):
            p.drawText(QRectF(rect.left() - 20, rect.top() - name_h, card_w + 40, name_h),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       p.fontMetrics().elidedText(seat_name(self.names, seat),
                                                  Qt.TextElideMode.ElideRight,
                                                  int(card_w + 40)))
        p.drawText(QRectF(8, self._table_top(card_h), LABEL_W - 12, card_h),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   self.tr("On the table"))
        p.end()


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name, or its number where the record names none."""
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)


def _row(cards: Sequence[int], x: float, top: float, cw: float, ch: float,
         room: float) -> list[tuple[int, QRectF]]:
    """``cards`` left to right from ``x``, overlapping where ``room`` is short."""
    step = min(cw * 1.06, (room - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
    return [(card, QRectF(x + i * step, top, cw, ch)) for i, card in enumerate(cards)]


def _table_piles(state: HandState) -> tuple[tuple[tuple[int | None, bool], ...], ...] | None:
    """Each seat's piles on the table (two-player Sjavs: ``public["piles"]``, the face-up card
    or None and whether a face-down card lies under it), as the table draws them; or None."""
    piles = state.observation(0).public.get("piles")
    return piles if isinstance(piles, tuple) and len(piles) == state.players else None


class ReplayViewer(QDialog):
    """Step through ``states`` (the deal first, then one state per action). It opens at the
    deal; the list's first row is the deal, then one row per action."""

    def __init__(self, states: Sequence[HandState], names: Sequence[str], pattern: str,
                 title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.states = list(states)
        self.names = list(names)
        self.pattern = pattern
        self.title = title
        self.index = 0
        self.resize(1000, 620)
        box = QVBoxLayout(self)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        box.addWidget(self.caption)
        body = QHBoxLayout()
        art = CardPixmaps()
        art.set_letters(manager().current)
        self.picture = HandPicture(art, self)
        body.addWidget(self.picture, 1)
        self.actions = QListWidget(self)
        self.actions.setMinimumWidth(230)
        # row 0 is the deal, row n the state after action n: the list always has a current
        # row, so taking the focus (on opening, by Tab) never moves the replay on to action 1
        self.actions.currentRowChanged.connect(lambda r: self.go(max(0, r)))
        body.addWidget(self.actions)
        box.addLayout(body, 1)
        self.step_label = QLabel(self)
        box.addWidget(self.step_label)
        controls = QHBoxLayout()
        self.first_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.play_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, max(0, len(self.states) - 1))
        self.slider.valueChanged.connect(self.go)
        for b in (self.first_button, self.back_button, self.play_button, self.next_button,
                  self.last_button):
            controls.addWidget(b)
        controls.addWidget(self.slider, 1)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        controls.addWidget(self.close_button)
        box.addLayout(controls)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.index - 1))
        self.next_button.clicked.connect(lambda: self.go(self.index + 1))
        self.last_button.clicked.connect(lambda: self.go(len(self.states) - 1))
        self.play_button.clicked.connect(self.toggle_play)
        icon = self.style().standardIcon
        sp = QStyle.StandardPixmap
        self.first_button.setIcon(icon(sp.SP_MediaSkipBackward))
        self.back_button.setIcon(icon(sp.SP_MediaSeekBackward))
        self.next_button.setIcon(icon(sp.SP_MediaSeekForward))
        self.last_button.setIcon(icon(sp.SP_MediaSkipForward))
        self.back_button.setShortcut(Qt.Key.Key_Left)
        self.next_button.setShortcut(Qt.Key.Key_Right)
        self.timer = QTimer(self)
        self.timer.setInterval(700)
        self.timer.timeout.connect(self._tick)
        self._retranslate()
        self.go(0)

    # ---------------------------------------------------------------- texts
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.first_button.setText(self.tr("Deal"))
        self.back_button.setText(self.tr("Back"))
        self.next_button.setText(self.tr("Next"))
        self.last_button.setText(self.tr("End"))
        self.close_button.setText(self.tr("Close"))
        self._play_text()
        self.actions.clear()
        if self.states:
            game = self.states[0].game.name
            self.actions.addItem(self.tr("Cards dealt", "the replay's first step"))
            for action in self.states[-1].history():
                self.actions.addItem(self.tr("%1: %2").replace("%1", self._name(action.seat))
                                     .replace("%2", self._action(action, game)))
        self._show()

    def _play_text(self) -> None:
        playing = self.timer.isActive()
        self.play_button.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing
            else QStyle.StandardPixmap.SP_MediaPlay))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self.picture.art.set_letters(manager().current):
                self.picture.update()
        super().changeEvent(event)

    def _name(self, seat: int) -> str:
        return seat_name(self.names, seat)

    def _action(self, action: object, game: str) -> str:
        from ..engine.actions import Action

        assert isinstance(action, Action)
        if action.type == "play" and action.card is not None:
            return labels.card_name(action.card, self.pattern)
        return labels.action_text(action, game, self.pattern)

    # ---------------------------------------------------------------- stepping
    def go(self, index: int) -> None:
        if not self.states:
            return
        self.index = max(0, min(index, len(self.states) - 1))
        self._show()

    def _show(self) -> None:
        if not self.states:
            return
        state = self.states[self.index]
        self.picture.show_state(state, self.names, self.pattern)
        for w in (self.slider, self.actions):
            w.blockSignals(True)
        self.slider.setValue(self.index)
        self.actions.setCurrentRow(self.index)
        for w in (self.slider, self.actions):
            w.blockSignals(False)
        total = len(self.states) - 1
        self.step_label.setText(self.tr("Action %1 of %2").replace(
            "%1", labels.number(self.index)).replace("%2", labels.number(total)))
        self.back_button.setEnabled(self.index > 0)
        self.first_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < total)
        self.last_button.setEnabled(self.index < total)
        self.caption.setText(self._caption(state))

    def _caption(self, state: HandState) -> str:
        parts = [self.title] if self.title else []
        if state.is_terminal:
            result = state.result()
            if result.contract is not None:
                parts.append(labels.contract_name(result.contract, self.pattern))
            scores = [self.tr("%1 %2").replace("%1", self._name(s)).replace(
                "%2", labels.signed(v)) for s, v in enumerate(result.settlement)]
            parts.append(", ".join(scores))
        else:
            obs = state.observation(0)
            if obs.contract is not None and obs.declarer is not None:
                parts.append(self.tr("%1: %2").replace("%1", self._name(obs.declarer)).replace(
                    "%2", labels.contract_name(obs.contract, self.pattern)))
            parts.append(labels.phase_name(state.phase, state.game.name))
        return " — ".join(p for p in parts if p)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.index >= len(self.states) - 1:
                self.go(0)
            self.timer.start()
        self._play_text()

    def _tick(self) -> None:
        if self.index >= len(self.states) - 1:
            self.timer.stop()
            self._play_text()
            return
        self.go(self.index + 1)
