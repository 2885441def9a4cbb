"""The score sheet window: every hand of the match with its game, result and running totals."""

from __future__ import annotations

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


class ScoreSheet(QDialog):
    """A non-modal window; :meth:`refresh` redraws it from the match's rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self._args: tuple[str, list[str], list[SheetRow], str] | None = None
        self.resize(720, 420)
        box = QVBoxLayout(self)
        self.caption = QLabel(self)
        box.addWidget(self.caption)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        box.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        box.addWidget(buttons)

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
        n = len(names)
        headers = [self.tr("#"), self.tr("Dealer"), self.tr("Game"), *names]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows) + 1)
        for r, row in enumerate(rows):
            res = row.result
            if res.contract is not None:
                game_text = labels.contract_name(res.contract, pattern)
                if res.declarer is not None:
                    game_text += f" ({names[res.declarer]})"
            else:
                game_text = labels.result_item(str(res.details.get("outcome", "")))
            cells = [labels.number(row.index + 1), names[row.dealer], game_text]
            cells += [_signed(res.settlement[s]) for s in range(n)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 3 or c == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        totals = rows[-1].totals if rows else (0,) * n
        last = len(rows)
        self.table.setItem(last, 2, QTableWidgetItem(self.tr("Total")))
        for s in range(n):
            item = QTableWidgetItem(_signed(totals[s]))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.table.setItem(last, 3 + s, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.resizeColumnsToContents()
        if rows:
            self.table.scrollToBottom()


def _signed(v: int) -> str:
    return labels.signed(v)
