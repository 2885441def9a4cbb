"""Statistics per game and per house-rule preset: hands played, games declared and won, by
contract, points, and the running score as a line. Only hands the player played count
(imported hands and bots-only matches are history, not statistics)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Contract
from ..store.errors import StoreError
from . import labels
from .score_plot import ScorePlot

if TYPE_CHECKING:
    from ..store.fairness import Fairness
    from ..store.stats import ContractStats, Group, Summary
    from .session import Session

log = logging.getLogger(__name__)

FIGURES = 12  # the figures above the table, in two columns
# a game's score is in whole points (half ones at most): an average per hand to a tenth
SCORE_DECIMALS = 1
# trumps dealt per hand to a tenth as well (they had two decimals beside the others' one)
TRUMPS_DECIMALS = 1


def percent(part: int, whole: int) -> str:
    if whole <= 0:
        return "—"
    return labels.number(round(100 * part / whole)) + " %"


class StatsWindow(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.groups: list[Group] = []
        self.summary: Summary | None = None
        self.contracts: list[ContractStats] = []
        self.totals: list[int] = []
        self.fair: Fairness | None = None  # the player's dealt cards against the others'
        self.choices: list[tuple[str | None, str | None]] = []  # (game, preset) per entry
        self.resize(820, 680)
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        self.choice_label = QLabel(self)
        self.choice = QComboBox(self)
        self.choice_label.setBuddy(self.choice)
        self.choice.currentIndexChanged.connect(lambda _i: self._show())
        top.addWidget(self.choice_label)
        top.addWidget(self.choice, 1)
        box.addLayout(top)
        grid = QGridLayout()
        self.figure_names: list[QLabel] = []
        self.figures: list[QLabel] = []
        for i in range(FIGURES):
            name, value = QLabel(self), QLabel(self)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(name, i // 2, (i % 2) * 2)
            grid.addWidget(value, i // 2, (i % 2) * 2 + 1)
            self.figure_names.append(name)
            self.figures.append(value)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setHorizontalSpacing(18)
        box.addLayout(grid)
        self.by_contract_label = QLabel(self)
        box.addWidget(self.by_contract_label)
        self.table = QTableWidget(self)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list (arrows move in it)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        box.addWidget(self.table, 2)
        self.plot_label = QLabel(self)
        box.addWidget(self.plot_label)
        self.plot = ScorePlot(self)
        box.addWidget(self.plot, 3)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        bottom.addWidget(self.close_button)
        box.addLayout(bottom)
        self._retranslate()

    # ---------------------------------------------------------------- texts
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.choice_label.setText(self.tr("&Show"))
        self.by_contract_label.setText(self.tr("<b>By contract</b>"))
        self.plot_label.setText(self.tr("<b>Your running score</b>, hand by hand"))
        self.close_button.setText(self.tr("Close"))
        self._fill_choices()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ---------------------------------------------------------------- data
    def refresh(self) -> None:
        from ..store import stats

        try:
            self.groups = stats.groups(self.session.store.history)
        except StoreError as e:
            log.error("statistics: %s", e)
            self.groups = []
        self._fill_choices()

    def _fill_choices(self) -> None:
        from .history_window import preset_text

        i = self.choice.currentIndex()
        current = self.choices[i] if 0 <= i < len(self.choices) else None
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choices = [(None, None)]
        games: list[str] = []
        for g in self.groups:
            if g.game not in games:
                games.append(g.game)
        self.choice.addItem(self.tr("All games"))
        for game in games:
            mine = [g for g in self.groups if g.game == game]
            hands = sum(g.hands for g in mine)
            self.choice.addItem(self.tr("%1 — all rules (%2)").replace(
                "%1", labels.game_name(game)).replace("%2", labels.number(hands)))
            self.choices.append((game, None))
            for g in mine:
                self.choice.addItem(self.tr("%1 — %2 (%3)").replace(
                    "%1", labels.game_name(game)).replace(
                    "%2", preset_text(g.preset, g.preset_custom)).replace(
                    "%3", labels.number(g.hands)))
                self.choices.append((game, g.preset))
        idx = self.choices.index(current) if current in self.choices else -1
        if idx <= 0 and len(games) == 1:
            idx = 1  # one game only: show it rather than "all games"
        self.choice.setCurrentIndex(max(0, idx))
        self.choice.blockSignals(False)
        self._show()

    def choose(self, game: str | None, preset: str | None = None) -> bool:
        if (game, preset) not in self.choices:
            return False
        self.choice.setCurrentIndex(self.choices.index((game, preset)))
        return True

    def _show(self) -> None:
        from ..store import stats
        from ..store.fairness import fairness

        i = self.choice.currentIndex()
        game, preset = self.choices[i] if 0 <= i < len(self.choices) else (None, None)
        try:
            h = self.session.store.history
            self.summary = stats.summary(h, game, preset)
            self.contracts = stats.by_contract(h, game, preset)
            self.totals = [p.total for p in stats.score_over_time(h, game, preset)]
            self.fair = fairness(h, game) if game is not None else None
        except StoreError as e:
            log.error("statistics: %s", e)
            self.summary, self.contracts, self.totals = None, [], []
            self.fair = None
        self._show_figures()
        self._show_table(game)
        self.plot.set_totals(self.totals)

    def _show_figures(self) -> None:
        """Two columns: the hands on the left, the points on the right; each figure per
        hand beside the same figure in all (card points were a sum over all hands beside the
        score per hand)."""
        s = self.summary
        names = [self.tr("Hands played"), self.tr("Hands won"),
                 self.tr("Games you declared"), self.tr("Hands lost"),
                 self.tr("… and won"), self.tr("Hands with a learning aid"),
                 self.tr("Score"), self.tr("Card points in all"),
                 self.tr("Score per hand"), self.tr("Card points per hand"),
                 self.tr("Trumps dealt per hand: you / others"), ""]
        if s is None:
            values = ["—"] * (FIGURES - 1) + [""]
        else:
            values = [
                labels.number(s.hands),
                f"{labels.number(s.won)} ({percent(s.won, s.hands)})",
                labels.number(s.declared),
                f"{labels.number(s.lost)} ({percent(s.lost, s.hands)})",
                f"{labels.number(s.declared_won)} ({percent(s.declared_won, s.declared)})",
                f"{labels.number(s.aided)} ({percent(s.aided, s.hands)})",
                labels.signed(s.score),
                labels.number(s.card_points),
                self._average(s.average_score, SCORE_DECIMALS) if s.hands else "—",
                labels.number(round(s.average_card_points)) if s.played else "—",
                self._fair_text(),
                "",
            ]
        for name, value, n, v in zip(self.figure_names, self.figures, names, values,
                                     strict=True):
            name.setText(n)
            value.setText(v)

    def _fair_text(self) -> str:
        """The player's trumps per dealt hand next to the other seats' (fair dealing; the
        details are under Aids ▸ Fair dealing…)."""
        from PySide6.QtCore import QLocale

        f = self.fair
        if f is None or not f.you.hands or not f.others.hands:
            return "—"
        loc = QLocale()
        return (f"{loc.toString(f.you.mean('trumps'), 'f', TRUMPS_DECIMALS)} / "
                f"{loc.toString(f.others.mean('trumps'), 'f', TRUMPS_DECIMALS)}")

    @staticmethod
    def _average(x: float, decimals: int) -> str:
        return labels.signed_decimal(x, decimals)

    def _show_table(self, game: str | None) -> None:
        headers = [self.tr("Contract"), self.tr("Hands"), self.tr("Declared"),
                   self.tr("Declared and won"), self.tr("As partner"),
                   self.tr("As opponent"), self.tr("Won"), self.tr("Score")]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(self.contracts))
        for r, c in enumerate(self.contracts):
            # the kind with its flags, in the table's words ("Wenz Tout", "Grand Hand"); the
            # suit is not a contract of its own here
            name = labels.contract_name(Contract(c.contract, None, c.flags), "french") \
                if c.contract is not None else self.tr("thrown in")
            cells = [name, labels.number(c.hands), labels.number(c.declared),
                     f"{labels.number(c.declared_won)} ({percent(c.declared_won, c.declared)})",
                     labels.number(c.as_partner), labels.number(c.as_opponent),
                     f"{labels.number(c.won)} ({percent(c.won, c.hands)})",
                     labels.signed(c.score)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
