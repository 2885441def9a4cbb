"""The score sheet window: every hand of the match with its game, result and running totals,
and each game family's own sheet read from the engine's results (``Result.details``/``carry``):

* Skat: the ISkO list (bid, game value, the declarer's list entry) and, under Seeger-Fabian, the
  won and lost games per player;
* Sheepshead: the payments and the doublers still pending after each hand;
* Klørsjavs: each player's øre (counted down from the start), and where a game ended, who lost
  it; the contract game is a plain payment sheet;
* Faroese Sjavs: each side's cross ladder (counted down from 24) and the crosses won.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.match import SheetRow
from . import labels


@dataclass
class Sheet:
    """A score sheet as text: column headers, rows of cells, a totals row, notes below."""

    headers: list[str]
    rows: list[list[str]] = field(default_factory=list)
    total: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    numeric_from: int = 3  # columns from here on are right-aligned numbers


class ScoreSheet(QDialog):
    """A non-modal window; :meth:`refresh` redraws it from the match's rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self._args: tuple[str, list[str], list[SheetRow], str] | None = None
        self.resize(760, 460)
        box = QVBoxLayout(self)
        self.caption = QLabel(self)
        box.addWidget(self.caption)
        self.table = QTableWidget(self)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list (arrows move in it)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        box.addWidget(self.table)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        box.addWidget(self.notes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        box.addWidget(buttons)
        self.sheet: Sheet | None = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Score sheet"))
            if self._args is not None:
                self.refresh(*self._args)
        super().changeEvent(event)

    def refresh(self, game: str, names: list[str], rows: list[SheetRow], pattern: str) -> None:
        self._args = (game, names, rows, pattern)
        self.caption.setText(self.tr("%1: %n hand(s)", "", len(rows)).replace(
            "%1", labels.game_name(game)))
        builder = {"skat": self._skat, "sheepshead": self._sheepshead,
                   "klorsjavs": self._klorsjavs, "sjavs": self._sjavs}.get(game, self._plain)
        sheet = builder(names, rows, pattern)
        self.sheet = sheet
        self.table.clear()
        self.table.setColumnCount(len(sheet.headers))
        self.table.setHorizontalHeaderLabels(sheet.headers)
        self.table.setRowCount(len(sheet.rows) + (1 if sheet.total else 0))
        for r, cells in enumerate(sheet.rows):
            for c, text in enumerate(cells):
                self.table.setItem(r, c, self._cell(text, c >= sheet.numeric_from or c == 0))
        if sheet.total:
            last = len(sheet.rows)
            for c, text in enumerate(sheet.total):
                item = self._cell(text, c >= sheet.numeric_from)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                self.table.setItem(last, c, item)
        self.notes.setText("\n".join(sheet.notes))
        self.notes.setVisible(bool(sheet.notes))
        header = self.table.horizontalHeader()
        self.table.resizeColumnsToContents()
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        if rows:
            self.table.scrollToBottom()

    @staticmethod
    def _cell(text: str, number: bool) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if number:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def cell(self, row: int, column: int) -> str:
        """The text of a cell (tests)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    # ---------------------------------------------------------------- the common columns
    def _game_text(self, row: SheetRow, names: Sequence[str], pattern: str) -> str:
        res = row.result
        if res.contract is not None:
            text = labels.contract_name(res.contract, pattern)
            if res.declarer is not None:
                text += f" ({names[res.declarer]})"
            return text
        return labels.outcome_text(str(res.details.get("outcome", "")))

    def _start(self, names: Sequence[str], extra: Sequence[str] = ()) -> Sheet:
        return Sheet([self.tr("#"), self.tr("Dealer"), self.tr("Game"), *extra, *names],
                     numeric_from=3)

    def _plain(self, names: list[str], rows: list[SheetRow], pattern: str) -> Sheet:
        sheet = self._start(names)
        for row in rows:
            sheet.rows.append([labels.number(row.index + 1), names[row.dealer],
                               self._game_text(row, names, pattern),
                               *[labels.signed(v) for v in row.result.settlement]])
        sheet.total = self._totals(rows, len(names), 0)
        return sheet

    def _totals(self, rows: list[SheetRow], n: int, extra: int) -> list[str]:
        totals = rows[-1].totals if rows else (0,) * n
        return ["", "", self.tr("Total"), *[""] * extra, *[labels.signed(t) for t in totals]]

    # ---------------------------------------------------------------- Skat
    def _skat(self, names: list[str], rows: list[SheetRow], pattern: str) -> Sheet:
        """The ISkO list: the declarer writes his game's score (+value won, −2×value lost);
        Seeger-Fabian adds ±50 and 40 (30 at four) to the others for a lost game."""
        n = len(names)
        sheet = self._start(names, [self.tr("Bid"), self.tr("Value")])
        sheet.numeric_from = 3
        won = [0] * n
        lost = [0] * n
        seeger = False
        for row in rows:
            d: Mapping[str, Any] = row.result.details
            res = row.result
            outcome = str(d.get("outcome", ""))
            bid = labels.number(int(d["bid"])) if d.get("bid") else ""
            value = d.get("charged", d.get("null_value"))
            game = self._game_text(row, names, pattern)
            if outcome == "played" and res.declarer is not None:
                mark = self.tr("won") if d.get("won") else self.tr("lost")
                game = f"{game} — {mark}"
                if d.get("overbid"):
                    game += " " + self.tr("(overbid)")
                if d.get("won"):
                    won[res.declarer] += 1
                else:
                    lost[res.declarer] += 1
            seeger = seeger or any(line.get("item") == "seeger_fabian"
                                   for line in d.get("lines") or ())
            cells = [labels.number(row.index + 1), names[row.dealer], game, bid,
                     labels.number(int(value)) if isinstance(value, int) else ""]
            for s in range(n):
                amount = res.settlement[s]
                cells.append(labels.signed(amount) if amount or s == res.declarer else "")
            sheet.rows.append(cells)
        sheet.total = self._totals(rows, n, 2)
        if seeger:
            parts = [self.tr("%1: %2 won, %3 lost").replace("%1", names[s])
                     .replace("%2", labels.number(won[s])).replace("%3", labels.number(lost[s]))
                     for s in range(n)]
            sheet.notes.append(self.tr("Seeger-Fabian — games: %1").replace(
                "%1", "; ".join(parts)))
        else:
            sheet.notes.append(self.tr("ISkO list: the declarer writes the game's score, "
                                       "the others nothing."))
        return sheet

    # ---------------------------------------------------------------- Sheepshead
    def _sheepshead(self, names: list[str], rows: list[SheetRow], pattern: str) -> Sheet:
        n = len(names)
        sheet = self._start(names, [self.tr("Doublers")])
        pending = 0
        for row in rows:
            d = row.result.details
            pending = int(row.result.carry.get("doublers", d.get("doublers_after", 0)) or 0)
            factor = int(d.get("doubler_factor", 1) or 1)
            game = self._game_text(row, names, pattern)
            if factor > 1:
                game += " " + self.tr("(doubled ×%1)").replace("%1", labels.number(factor))
            sheet.rows.append([labels.number(row.index + 1), names[row.dealer], game,
                               labels.number(pending) if pending else "",
                               *[labels.signed(v) for v in row.result.settlement]])
        sheet.total = self._totals(rows, n, 1)
        if pending:
            sheet.notes.append(self.tr("Doublers pending: %1 (the next picked hand counts "
                                       "double)").replace("%1", labels.number(pending)))
        return sheet

    # ---------------------------------------------------------------- Klørsjavs
    def _klorsjavs(self, names: list[str], rows: list[SheetRow], pattern: str) -> Sheet:
        if not any("oere_after" in r.result.details for r in rows) and rows:
            return self._plain(names, rows, pattern)  # the contract game pays chips
        n = len(names)
        sheet = self._start(names)
        games_lost = [0] * n
        for row in rows:
            d = row.result.details
            before = list(d.get("oere_before") or [])
            after = list(d.get("oere_after") or before)
            game = self._game_text(row, names, pattern)
            if d.get("game_over") and isinstance(d.get("loser"), int):
                game += " — " + self.tr("game over: %1 loses").replace(
                    "%1", names[int(d["loser"])])
                games_lost = list(row.result.carry.get("games_lost") or games_lost)
            elif d.get("decider"):
                game += " — " + self.tr("a deciding deal follows")
            cells = [labels.number(row.index + 1), names[row.dealer], game]
            for s in range(n):
                change = row.result.settlement[s]
                own = labels.number(int(after[s])) if s < len(after) else ""
                cells.append(f"{own} ({labels.signed(change)})" if change else own)
            sheet.rows.append(cells)
        standing = rows[-1].result.carry.get("oere") if rows else None
        if standing is not None:
            sheet.total = ["", "", self.tr("Øre now"), *[labels.number(int(v)) for v in standing]]
        sheet.notes.append(self.tr("Øre count down from the start; the first player at 0 "
                                   "loses the game."))
        if any(games_lost):
            sheet.notes.append(self.tr("Games lost: %1").replace("%1", "; ".join(
                f"{names[s]} {labels.number(games_lost[s])}" for s in range(n))))
        return sheet

    # ---------------------------------------------------------------- Faroese Sjavs
    def _sjavs(self, names: list[str], rows: list[SheetRow], pattern: str) -> Sheet:
        n = len(names)
        sides = [labels.side_names(x, names) for x in range(2 if n == 4 else n)]
        sheet = self._start(sides)
        crosses: list[int] = [0] * len(sides)
        for row in rows:
            d = row.result.details
            after = list(d.get("ladder_after") or [])
            game = self._game_text(row, names, pattern)
            for c in d.get("cross") or ():
                side = int(c.get("side", 0))
                who = sides[side] if side < len(sides) else str(side)
                text = self.tr("double cross for %1") if c.get("double") else \
                    self.tr("cross for %1")
                game += " — " + text.replace("%1", who)
            cells = [labels.number(row.index + 1), names[row.dealer], game]
            scorers = set(d.get("scorers") or ())
            for x in range(len(sides)):
                own = labels.number(int(after[x])) if x < len(after) else ""
                if x in scorers and d.get("score"):
                    own = f"{own} (−{labels.number(int(d['score']))})"
                cells.append(own)
            sheet.rows.append(cells)
            crosses = list(d.get("crosses") or crosses)
        ladder = rows[-1].result.carry.get("ladder") if rows else None
        if ladder is not None:
            sheet.total = ["", "", self.tr("Ladder now"),
                           *[labels.number(int(v)) for v in ladder]]
        sheet.notes.append(self.tr("Each side counts down from 24 to a cross."))
        sheet.notes.append(self.tr("Crosses won: %1").replace("%1", "; ".join(
            f"{sides[x]} {labels.number(int(crosses[x]))}" for x in range(len(sides)))))
        ties = rows[-1].result.carry.get("ties_pending") if rows else 0
        if ties:
            sheet.notes.append(self.tr("60:60 ties pending: %1").replace(
                "%1", labels.number(int(ties))))
        return sheet
