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
from .card_pixmaps import CardPixmaps
from .games import hand_sort_key, sort_ranking

FELT = QColor(38, 112, 72)


class HandPicture(QWidget):
    """Every seat's remaining cards in a row, the set-aside cards, and the trick in play."""

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
        w, h = self.width(), self.height()
        rows = n + 1  # each seat, then the table (trick and set-aside cards)
        row_h = h / rows
        name_h = p.fontMetrics().height() + 2
        card_h = max(20.0, min(row_h - 10 - name_h / n, 120.0))
        card_w = card_h * 0.66
        label_w = 150.0
        ranking = state.ranking if state.ranking is not None else sort_ranking(state.game,
                                                                              state.rules)
        key = hand_sort_key(ranking)
        font = QFont(self.font())
        p.setFont(font)
        for seat in range(n):
            top = seat * row_h + (row_h - card_h) / 2
            active = seat == state.to_move
            p.setPen(QColor("#ffe082") if active else QColor("#f4f4ee"))
            bold = QFont(font)
            bold.setBold(active)
            p.setFont(bold)
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            marks = []
            if seat == state.dealer:
                marks.append(self.tr("dealer"))
            won = sum(1 for t in state.tricks if t.winner == seat)
            if won:
                marks.append(self.tr("%n trick(s)", "", won))
            text = name + ("\n" + ", ".join(marks) if marks else "")
            p.drawText(QRectF(8, top, label_w - 12, card_h),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                       | Qt.TextFlag.TextWordWrap, text)
            cards = sorted(cards_of(state.hands[seat]), key=key)
            self._draw_row(p, cards, label_w, top, card_w, card_h, w - label_w - 8, dpr)
        p.setFont(font)
        top = h - card_h - 6
        p.setPen(QColor("#f4f4ee"))
        x = label_w
        for seat, card in zip(state.trick_seats, state.trick, strict=True):
            pm = self.art.pixmap(self.pattern, card, card_w, dpr)
            p.drawPixmap(QRectF(x, top, card_w, card_h), pm, QRectF(pm.rect()))
            above = self.names[seat] if seat < len(self.names) else str(seat + 1)
            p.drawText(QRectF(x - 20, top - name_h, card_w + 40, name_h),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       p.fontMetrics().elidedText(above, Qt.TextElideMode.ElideRight,
                                                  int(card_w + 40)))
            x += card_w + 16
        p.drawText(QRectF(8, top, label_w - 12, card_h),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   self.tr("On the table"))
        aside = cards_of(state.set_aside())
        if aside:
            ax = max(x + 30, w - 8 - len(aside) * card_w * 0.55 - card_w * 0.45)
            self._draw_row(p, aside, ax, top, card_w, card_h, w - ax - 8, dpr)
        p.end()

    def _draw_row(self, p: QPainter, cards: Sequence[int], x: float, top: float, cw: float,
                  ch: float, room: float, dpr: float) -> None:
        if not cards:
            return
        step = min(cw * 1.06, (room - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for i, card in enumerate(cards):
            pm = self.art.pixmap(self.pattern, card, cw, dpr)
            p.drawPixmap(QRectF(x + i * step, top, cw, ch), pm, QRectF(pm.rect()))


class ReplayViewer(QDialog):
    """Step through ``states`` (the deal first, then one state per action)."""

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
        self.picture = HandPicture(CardPixmaps(), self)
        body.addWidget(self.picture, 1)
        self.actions = QListWidget(self)
        self.actions.setMinimumWidth(230)
        self.actions.currentRowChanged.connect(lambda r: self.go(r + 1 if r >= 0 else 0))
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
        super().changeEvent(event)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

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
        for w, value in ((self.slider, self.index), (self.actions, self.index - 1)):
            w.blockSignals(True)
            if w is self.slider:
                self.slider.setValue(value)
            else:
                self.actions.setCurrentRow(value)
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
