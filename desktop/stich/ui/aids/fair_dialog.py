"""Fair dealing: the player's dealt cards next to everyone else's, from the stored history
(:mod:`stich.store.fairness`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.game import game_names
from ...store.errors import StoreError
from .. import labels

if TYPE_CHECKING:
    from ...store.fairness import Fairness, Tally
    from ..session import Session


class FairDealingDialog(QDialog):
    def __init__(self, session: Session, game: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.result: Fairness | None = None
        self.resize(640, 520)
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label = QLabel(self)
        self.games = QComboBox(self)
        self.game_label.setBuddy(self.games)
        for name in game_names():
            self.games.addItem(labels.game_name(name), name)
        if game is not None and self.games.findData(game) >= 0:
            self.games.setCurrentIndex(self.games.findData(game))
        self.games.currentIndexChanged.connect(lambda _i: self.refresh())
        top.addWidget(self.game_label)
        top.addWidget(self.games)
        top.addStretch(1)
        box.addLayout(top)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        self.means = QTableWidget(self)
        self.histogram = QTableWidget(self)
        for t in (self.means, self.histogram):
            t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            t.verticalHeader().setVisible(False)
            t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.hist_label = QLabel(self)
        box.addWidget(self.means)
        box.addWidget(self.hist_label)
        box.addWidget(self.histogram, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.setWindowTitle(self.tr("Fair dealing"))
        self.game_label.setText(self.tr("&Game"))
        self.refresh()

    def refresh(self) -> None:
        from ...store.fairness import Fairness, fairness

        game = str(self.games.currentData())
        try:
            self.result = fairness(self.session.store.history, game)
        except StoreError:
            self.result = Fairness(game)
        self._fill(self.result)

    def _fill(self, f: Fairness) -> None:
        self.intro.setText(self.tr(
            "Every deal comes from a seed that is shown in the hand history, and nobody "
            "chooses it. Here are your dealt cards next to those of the other seats in the "
            "%n hand(s) you played; they should differ only by chance.", "", f.deals))
        heads = [self.tr("Per dealt hand"), self.tr("You"), self.tr("The other seats")]
        rows = [
            (self.tr("Hands counted"), labels.number(f.you.hands),
             labels.number(f.others.hands)),
            (self.tr("Trumps (of the usual trumps)"), _mean(f.you, "trumps"),
             _mean(f.others, "trumps")),
            (self.tr("Top four trumps"), _mean(f.you, "top"), _mean(f.others, "top")),
            (self.tr("Side aces"), _mean(f.you, "aces"), _mean(f.others, "aces")),
        ]
        _table(self.means, heads, rows)
        self.hist_label.setText(self.tr("How many trumps a hand was dealt:"))
        top = max([*f.you.histogram, *f.others.histogram, 0])
        hist_rows = []
        for k in range(top + 1):
            hist_rows.append((labels.number(k), _share(f.you, k), _share(f.others, k)))
        _table(self.histogram, [self.tr("Trumps"), self.tr("You"), self.tr("The other seats")],
               hist_rows)


# Per dealt hand to a tenth, as the statistics show the trumps per hand (and every average the
# UI shows): this table had two decimals, so the same figure read 1.37 here and 1.4 there.
MEAN_DECIMALS = 1


def _mean(t: Tally, what: str) -> str:
    return QLocale().toString(t.mean(what), "f", MEAN_DECIMALS) if t.hands else "—"


def _share(t: Tally, k: int) -> str:
    n = t.histogram.get(k, 0)
    if not t.hands:
        return "—"
    pct = QLocale().toString(100.0 * n / t.hands, "f", 1)
    return f"{labels.number(n)}  ({pct} %)"


def _table(table: QTableWidget, heads: list[str], rows: list[tuple[str, str, str]]) -> None:
    table.clear()
    table.setColumnCount(len(heads))
    table.setHorizontalHeaderLabels(heads)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    if len(rows) <= 5:  # the means: exactly as high as their rows
        row_h = table.verticalHeader().defaultSectionSize()
        head_h = table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(head_h + row_h * len(rows) + 2 * table.frameWidth() + 2)
