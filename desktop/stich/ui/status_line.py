"""The status line above the table: game and contract in words, doublings, whose turn it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from .snapshot import Snapshot


class ElidedLabel(QLabel):
    """A one-line label that gives way to its neighbours: what does not fit ends in "…" and the
    whole text is its tooltip, set when it is drawn (the game and contract at 1024 wide in
    Spanish or German were cut off mid-word, "— Tú cor"). ``text()`` stays the whole text."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def shown_text(self) -> str:
        """The text as drawn at the label's width."""
        text, width, metrics = self.text(), self.contentsRect().width(), self.fontMetrics()
        if metrics.horizontalAdvance(text) <= width:
            return text
        # only here: the first window imports no Qt namespace (its 93 enums cost start-up
        # 12 ms; bench/startup.py)
        from PySide6.QtCore import Qt

        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self.shown_text()
        # the tooltip is set here, where the text is measured anyway: measuring it in setText
        # loaded the fonts before the first window was shown (start-up +15 ms)
        tip = self.text() if shown != self.text() else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()),
                                  self.palette(), self.isEnabled(), shown,
                                  self.foregroundRole())


class StatusLine(QFrame):
    last_trick = Signal()
    score_sheet = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setStyleSheet("#statusLine { background: #13281c; } QLabel { color: #eef3ea; } "
                           "QLabel#turn { color: #ffd86b; } "
                           "QPushButton { background: #24422f; color: #eef3ea; border: 1px solid "
                           "#3f6a50; border-radius: 6px; padding: 3px 10px; } "
                           "QPushButton:focus { border: 2px solid #4fc3ff; "
                           "text-decoration: underline; } "
                           # greyed out: flat on the status line, its word still 7:1
                           "QPushButton:disabled { color: #a3b3a7; background: #13281c; "
                           "border-color: #2f5240; }")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 5, 12, 5)
        lay.setSpacing(14)
        self.game = ElidedLabel(self)
        self.game.setObjectName("game")
        self.doublings = QLabel(self)
        self.turn = QLabel(self)
        self.turn.setObjectName("turn")
        bold = self.turn.font()  # bold by font, not style sheet: the label is then sized for it
        bold.setBold(True)
        self.turn.setFont(bold)
        self.last_button = QPushButton(self)
        self.last_button.clicked.connect(self.last_trick)
        self.sheet_button = QPushButton(self)
        self.sheet_button.clicked.connect(self.score_sheet)
        self._snap: Snapshot | None = None
        lay.addWidget(self.game, 1)
        lay.addWidget(self.doublings)
        lay.addWidget(self.turn)
        lay.addWidget(self.last_button)
        lay.addWidget(self.sheet_button)
        self._retranslate()

    def _retranslate(self) -> None:
        self.last_button.setText(self.tr("Last trick"))
        self.last_button.setToolTip(self.tr("Show the last trick (L)"))
        self.sheet_button.setText(self.tr("Score sheet"))
        if self._snap is None:
            self.show_idle()
        else:
            self.show_snapshot(self._snap)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def show_idle(self) -> None:
        self._snap = None
        self.game.setText(self.tr("Stich: choose Game ▸ New game to start"))
        self.doublings.setText("")
        self.turn.setText("")
        self.last_button.setEnabled(False)
        self._fit()

    def show_snapshot(self, snap: Snapshot, thinking: int = -1) -> None:
        self._snap = snap
        from . import labels  # not needed for the first window

        game = labels.game_name(snap.game)
        parts = [self.tr("%1, hand %2").replace("%1", game).replace(
            "%2", labels.number(snap.hand_index + 1))]
        if snap.game == "sheepshead" and snap.phase in ("bury", "call") \
                and snap.declarer is not None:
            # the picker is known, his game not yet: "Picker's game — You" read as if he had
            # chosen to play with the Jack of Diamonds' holder
            parts.append(self.tr("Picker: %1").replace("%1", snap.name(snap.declarer)))
            parts.append(labels.phase_name(snap.phase, snap.game))
        elif snap.contract is not None:
            text = labels.contract_name(snap.contract, snap.pattern)
            if snap.declarer is not None:
                text += " — " + snap.name(snap.declarer)
            if snap.partners:
                text += self.tr(" with %1").replace(
                    "%1", ", ".join(snap.name(p) for p in snap.partners))
            parts.append(text)
        else:
            parts.append(labels.phase_name(snap.phase, snap.game))
        self.game.setText(" · ".join(parts))
        kinds = [labels.double_kind(k) for _, k in snap.doublings]
        self.doublings.setText(f"×{labels.number(snap.multiplier)} ({', '.join(kinds)})"
                               if kinds else "")
        if snap.done:
            self.turn.setText(self.tr("Hand over"))
        elif snap.my_turn:
            self.turn.setText(self.tr("Your turn"))
        elif snap.to_move is not None:
            self.turn.setText(self.tr("%1's turn").replace("%1", snap.name(snap.to_move)))
        else:
            self.turn.setText("")
        self.last_button.setEnabled(bool(snap.tricks))
        self._fit()

    def _fit(self) -> None:
        """Size the labels for their new texts now, not at Qt's next layout pass: a picture of
        the window taken before that pass (``--autoplay --screenshot`` grabs it in the slot
        that set the texts) showed the turn label at its old text's width, its last letter
        cut off."""
        lay = self.layout()
        if lay is not None:
            lay.activate()
