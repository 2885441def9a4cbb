"""The end-of-hand summary: who won what, the result line by line, the settlement and totals.

It lies over the table (not a modal dialog): the cards stay visible around it and "Review" hides
it to look at the table. Everything comes from the engine's ``Result`` (``details["lines"]``
explain the amount step by step) and the match's running totals.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from . import labels
from .snapshot import Snapshot

STYLE = """
SummaryPanel { background: rgba(250, 248, 238, 245); border: 1px solid #8c8672;
               border-radius: 14px; }
QLabel { color: #1d2a22; }
QLabel#title { font-size: 17px; font-weight: bold; }
QLabel#section { font-weight: bold; color: #4a5a4f; }
QLabel#amount, QLabel#total { font-weight: bold; }
QPushButton { background: #2f6d4a; color: white; border: 3px solid transparent;
              border-radius: 8px; padding: 4px 10px; }
QPushButton:focus { border: 3px solid #1a73e8; text-decoration: underline; outline: none; }
QPushButton#secondary { background: #dcd6c4; color: #1d2a22; }
"""


class _Words(QLabel):
    """A row's words: in one line where there is room, wrapping where the table leaves the
    summary narrow (at 1024x700 it lies between the side seats' name plates). A wrapping
    QLabel asks for less than a line's width; this one asks for the whole line."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        self.ensurePolished()
        m = self.contentsMargins()
        line = self.fontMetrics().horizontalAdvance(self.text()) + m.left() + m.right() \
            + 2 * self.margin() + 1
        width = max(super().sizeHint().width(), line)
        return QSize(width, self.heightForWidth(width))


def _count(n: int) -> str:
    """A count that may fall below zero (Klørsjavs' øre at the end of a game), its minus the
    real one, as the settlement's "−16" beside it (not "-14")."""
    return labels.signed(n) if n < 0 else labels.number(n)


class SummaryPanel(QFrame):
    next_hand = Signal()
    score_sheet = Signal()
    review = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self._box = QVBoxLayout(self)
        self._compact = False
        self._grid: QGridLayout | None = None
        self._space()
        self._content: QWidget | None = None
        buttons = QHBoxLayout()
        self.next_button = QPushButton(self)
        self.sheet_button = QPushButton(self)
        self.review_button = QPushButton(self)
        for b in (self.sheet_button, self.review_button):
            b.setObjectName("secondary")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next_hand)
        self.sheet_button.clicked.connect(self.score_sheet)
        self.review_button.clicked.connect(self.review)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.sheet_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        self._buttons = buttons
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self._box.addWidget(self.title)
        self._box.addLayout(buttons)
        self.line_texts: list[tuple[str, str]] = []
        self.early_note = ""  # why the card points do not add up (play stopped early)
        self.settlement_texts: list[tuple[str, int, int]] = []
        self._retranslate()
        self.hide()

    def _retranslate(self) -> None:
        """The fixed texts; the table view shows the summary anew in the new language."""
        self.next_button.setText(self.tr("Next hand"))
        self.sheet_button.setText(self.tr("Score sheet"))
        self.review_button.setText(self.tr("Review the table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def show_for(self, snap: Snapshot) -> None:
        result = snap.result
        if result is None:
            return
        if self._content is not None:
            self._content.setParent(None)
            self._content.deleteLater()
        names = [s.name for s in snap.seats]
        face = snap.pattern
        self.early_note = ""
        details = dict(result.details)
        content = QWidget(self)
        grid = QGridLayout(content)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(18)
        self._grid = grid
        self._space()
        row = 0

        outcome = str(details.get("outcome", ""))
        if result.contract is not None and result.declarer is not None \
                and result.contract.kind != "ramsch":
            party = [result.declarer, *result.partners]
            who = self._names(party, names, snap)
            won = result.settlement[result.declarer] > 0 if "won" not in details \
                else bool(details["won"])
            game = labels.contract_name(result.contract, face)
            if details.get("row") == "tie":  # Faroese Sjavs 60:60: neither won nor lost
                title = self.tr("%1 played the %2 to 60:60: nobody scores.")
            elif won:
                title = self.tr("%1 won the %2.")
            else:
                title = self.tr("%1 lost the %2.")
            self.title.setText(title.replace("%1", who).replace("%2", game))
            p_points = sum(result.points[s] for s in party)
            o_points = sum(result.points) - p_points
            others = [s for s in range(snap.players) if s not in party and s in snap.active]
            row = self._section(grid, row, self.tr("Card points"))
            grid.addWidget(self._text(who), row, 0)
            grid.addWidget(self._num(labels.number(p_points)), row, 1)
            row += 1
            grid.addWidget(self._text(self._names(others, names, snap)), row, 0)
            grid.addWidget(self._num(labels.number(o_points)), row, 1)
            row += 1
            level = details.get("level")
            if isinstance(level, str) and level != "plain":
                grid.addWidget(self._text(self.tr("Level")), row, 0)
                grid.addWidget(self._num(labels.level_word(level)), row, 1, 1, 2)
                row += 1
        else:
            self.title.setText(labels.outcome_text(outcome or (
                result.contract.kind if result.contract is not None else "")))
            if any(result.points):
                row = self._section(grid, row, self.tr("Card points"))
                for s in range(snap.players):
                    if s in snap.active:
                        grid.addWidget(self._text(names[s]), row, 0)
                        grid.addWidget(self._num(labels.number(result.points[s])), row, 1)
                        row += 1

        if details.get("ended_early"):
            # Skat: a lost null or schwarz announcement stops the play; the card points
            # above are then those of the tricks played (they did not add up to 120)
            n = len(snap.tricks)
            if details.get("outcome") == "conceded":  # Klørsjavs: the declarer gave up
                text = self.tr("Conceded before the first trick.") if n == 0 else self.tr(
                    "Conceded after %n trick(s): the card points are those of the tricks "
                    "played.", "", n)
            else:
                text = self.tr("Play stopped after %n trick(s): the game was lost there.", "",
                               n)
            note = self._small(text)
            note.setAlignment(Qt.AlignmentFlag.AlignLeft)
            note.setWordWrap(True)
            grid.addWidget(note, row, 0, 1, 3)
            self.early_note = note.text()
            row += 1
        aside = self._set_aside(details, snap.game)
        if aside:
            for title, cards in aside:
                grid.addWidget(self._text(title), row, 0)
                grid.addWidget(self._cards(cards, face), row, 1, 1, 2)
                row += 1
        elif snap.extra:
            grid.addWidget(self._text(self.tr("Set aside")), row, 0)
            grid.addWidget(self._cards(snap.extra, face), row, 1, 1, 2)
            row += 1

        lines = details.get("lines") or []
        self.line_texts = []
        if lines:
            row = self._section(grid, row, self.tr("Scoring"))
            for line in lines:
                if not isinstance(line, dict):
                    continue
                points = details.get("declarer_points")
                label, amount = labels.result_line(
                    line, names, snap.game, result.declarer,
                    points if isinstance(points, int) else None)
                self.line_texts.append((label, amount))
                grid.addWidget(self._text(label), row, 0)
                lab = self._num(amount)
                if line.get("item") == "amount":
                    lab.setObjectName("amount")
                grid.addWidget(lab, row, 1)
                row += 1

        row = self._standings(grid, row, details, names, snap)
        row = self._section(grid, row, self.tr("Settlement"))
        grid.addWidget(self._small(self.tr("this hand")), row, 1)
        grid.addWidget(self._small(self.tr("total")), row, 2)
        row += 1
        self.settlement_texts = []
        for s in range(snap.players):
            amount = result.settlement[s]
            total = snap.totals[s] if s < len(snap.totals) else amount
            self.settlement_texts.append((names[s], amount, total))
            grid.addWidget(self._text(names[s]), row, 0)
            a = self._num(labels.signed(amount))
            a.setStyleSheet("color: #1f7a3a;" if amount > 0 else
                            "color: #b3261e;" if amount < 0 else "")
            grid.addWidget(a, row, 1)
            t = self._num(labels.signed(total))
            t.setObjectName("total")
            grid.addWidget(t, row, 2)
            row += 1
        grid.setColumnStretch(0, 1)
        self._box.insertWidget(1, content)
        self._content = content
        # In a panel already shown (drawn anew in another language) a new child is shown only
        # later, by the event loop, and counts for the size only then: show it now, or the
        # summary shrinks to its title and buttons.
        content.show()
        self.adjustSize()
        self.show()
        self.raise_()
        self.next_button.setFocus()

    @property
    def compact(self) -> bool:
        return self._compact

    def set_compact(self, compact: bool) -> None:
        """Closer rows, for a small window where the summary lies narrowed between the name
        plates and its rows wrap (it then still fits below the blind)."""
        if compact != self._compact:
            self._compact = compact
            self._space()

    def _space(self) -> None:
        c = self._compact
        self._box.setContentsMargins(18, 12 if c else 16, 18, 12 if c else 16)
        self._box.setSpacing(6 if c else 8)
        if self._grid is not None:
            self._grid.setVerticalSpacing(2 if c else 3)

    def _set_aside(self, details: dict, game: str) -> list[tuple[str, list[int]]]:
        """The blind/skat/cat as dealt and what was buried or laid away, in the game's words,
        from the result's details (cards as text)."""
        from ..engine.cards import CardParseError, parse_card

        words = {
            "blind": self.tr("Blind"), "bury": self.tr("Buried"), "skat": self.tr("Skat"),
            "cat": self.tr("Cat"),
            "discards": self.tr("Buried") if game == "sheepshead" else self.tr("Laid away"),
        }
        out: list[tuple[str, list[int]]] = []
        for key in ("blind", "skat", "cat", "bury", "discards"):
            value = details.get(key)
            if not isinstance(value, list | tuple) or not value:
                continue
            try:
                cards = [parse_card(str(c)) for c in value]
            except CardParseError:
                continue
            out.append((words[key], cards))
        return out

    def _standings(self, grid: QGridLayout, row: int, details: dict, names: list[str],
                   snap: Snapshot) -> int:
        """Klørsjavs' øre and Sjavs' cross ladder after this deal; Sheepshead's doublers."""
        after = details.get("oere_after")
        if isinstance(after, list | tuple) and after:
            row = self._section(grid, row, self.tr("Øre (counted down)"))
            before = details.get("oere_before") or after
            for s in range(min(len(after), len(names))):
                grid.addWidget(self._text(names[s]), row, 0)
                grid.addWidget(self._num(_count(int(before[s]))), row, 1)
                grid.addWidget(self._num("→ " + _count(int(after[s]))), row, 2)
                row += 1
            loser = details.get("loser")
            if details.get("game_over") and isinstance(loser, int):
                lab = self._text(self.tr("Game over, lost by %1. A new game starts.").replace(
                    "%1", names[loser]))
                lab.setObjectName("amount")
                grid.addWidget(lab, row, 0, 1, 3)
                row += 1
            elif details.get("decider"):
                # who is level (at −14 each, say: "Tied at 0" said nothing of whom, or why)
                tied = [names[s] for s in details["decider"] if 0 <= s < len(names)]
                grid.addWidget(self._text(self.tr(
                    "%1 level at 0 or below: a deciding deal follows.").replace(
                        "%1", labels.join_names(tied))), row, 0, 1, 3)
                row += 1
        ladder = details.get("ladder_after")
        if isinstance(ladder, list | tuple) and ladder:
            row = self._section(grid, row, self.tr("Cross ladder (counted down from 24)"))
            before = details.get("ladder_before") or ladder
            crosses = details.get("crosses") or [0] * len(ladder)
            for x in range(len(ladder)):
                grid.addWidget(self._text(labels.side_names(x, names)), row, 0)
                grid.addWidget(self._num(labels.number(int(before[x]))), row, 1)
                text = "→ " + labels.number(int(ladder[x]))
                if x < len(crosses) and crosses[x]:
                    text += " " + self.tr("(crosses: %1)").replace(
                        "%1", labels.number(int(crosses[x])))
                grid.addWidget(self._num(text), row, 2)
                row += 1
        pending = details.get("doublers_after")
        if isinstance(pending, int) and pending:
            grid.addWidget(self._text(self.tr("Doublers pending")), row, 0)
            grid.addWidget(self._num(labels.number(pending)), row, 1)
            row += 1
        return row

    def _names(self, seats: list[int], names: list[str], snap: Snapshot) -> str:
        return labels.join_names([names[s] for s in seats])

    def _section(self, grid: QGridLayout, row: int, text: str) -> int:
        lab = self._text(text)
        lab.setObjectName("section")
        if row:
            lab.setContentsMargins(0, 6, 0, 0)
        grid.addWidget(lab, row, 0, 1, 3)
        return row + 1

    def _cards(self, cards: Sequence[int], face: str) -> QLabel:
        """Cards in short ("Q♣ 10♣"), read out in full by a screen reader."""
        lab = self._num(" ".join(labels.card_short(c, face) for c in cards))
        lab.setAccessibleName(", ".join(labels.card_name(c, face) for c in cards))
        return lab

    @staticmethod
    def _text(text: str) -> QLabel:
        return _Words(text)

    @staticmethod
    def _num(text: str) -> QLabel:
        lab = QLabel(text)
        lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return lab

    @staticmethod
    def _small(text: str) -> QLabel:
        lab = QLabel(text)
        lab.setAlignment(Qt.AlignmentFlag.AlignRight)
        lab.setStyleSheet("color: #6a7068; font-size: 11px;")
        return lab

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not any(
                b.hasFocus() for b in (self.sheet_button, self.review_button)):
            self.next_hand.emit()
            return
        super().keyPressEvent(event)
