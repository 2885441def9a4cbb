"""Hand history: every finished hand (played or imported), newest first. Replay one card by
card, export it as a record file, import a record file, or play the same deal again against
the bots.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..engine.game import game_names
from ..store.errors import StoreError
from . import labels
from .resume import when_text

if TYPE_CHECKING:
    from ..store.history import HandRow
    from .main_window import MainWindow
    from .replay_viewer import ReplayViewer
    from .session import Session

log = logging.getLogger(__name__)

LIMIT = 2000  # hands listed (newest first)


def preset_text(preset: str, custom: bool) -> str:
    return ("★ " + preset) if custom else labels.preset_name(preset)


class HistoryWindow(QDialog):
    def __init__(self, session: Session, window: MainWindow | None = None) -> None:
        super().__init__(window)
        self.session = session
        self.main = window
        self.rows: list[HandRow] = []
        self.viewer: ReplayViewer | None = None
        self.messages: list[str] = []
        self.resize(900, 520)
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        self.filter_label = QLabel(self)
        self.filter = QComboBox(self)
        self.filter_label.setBuddy(self.filter)
        self.filter.addItem("", None)
        for name in game_names():
            self.filter.addItem(labels.game_name(name), name)
        self.filter.currentIndexChanged.connect(lambda _i: self.refresh())
        self.count = QLabel(self)
        top.addWidget(self.filter_label)
        top.addWidget(self.filter)
        top.addStretch(1)
        top.addWidget(self.count)
        box.addLayout(top)
        self.table = QTableWidget(self)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list (arrows move in it)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.doubleClicked.connect(lambda _i: self.replay())
        self.table.activated.connect(lambda _i: self.replay())  # Enter, as a double click
        self.table.itemSelectionChanged.connect(self._selection_changed)
        box.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.seat_choice = QComboBox(self)  # replay the deal from this seat
        self.replay_button.clicked.connect(lambda: self.replay())
        self.again_button.clicked.connect(lambda: self.play_again())
        self.export_button.clicked.connect(lambda: self.export_record())
        self.import_button.clicked.connect(lambda: self.import_record())
        self.close_button.clicked.connect(self.close)
        for b in (self.replay_button, self.again_button, self.seat_choice, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.close_button)
        box.addLayout(buttons)
        self._retranslate()

    # ---------------------------------------------------------------- texts
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hand history"))
        self.filter_label.setText(self.tr("&Game"))
        self.filter.setItemText(0, self.tr("All games"))
        for i in range(1, self.filter.count()):
            self.filter.setItemText(i, labels.game_name(str(self.filter.itemData(i))))
        self.replay_button.setText(self.tr("&Replay…"))
        self.again_button.setText(self.tr("&Play this deal again"))
        self.again_button.setToolTip(self.tr(
            "A new match whose first hand is dealt exactly like this one, against the bots"))
        self.seat_choice.setToolTip(self.tr("The seat you play when you play the deal again"))
        self.seat_choice.setAccessibleName(self.tr("Seat for playing the deal again"))
        self.export_button.setText(self.tr("&Export record…"))
        self.import_button.setText(self.tr("&Import record…"))
        self.close_button.setText(self.tr("Close"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ---------------------------------------------------------------- the list
    def refresh(self, select: int | None = None) -> None:
        game = self.filter.currentData()
        try:
            self.rows = self.session.store.history.hands(game=game, limit=LIMIT)
        except StoreError as e:
            log.error("hand history: %s", e)
            self.rows = []
        self._fill(select)

    def _fill(self, select: int | None = None) -> None:
        headers = [self.tr("Played"), self.tr("Game"), self.tr("Rules"), self.tr("Contract"),
                   self.tr("Your part"), self.tr("Result"), self.tr("Score"), self.tr("Aids"),
                   self.tr("Seed")]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            cells = [when_text(row.played_at), labels.game_name(row.game),
                     preset_text(row.preset, row.preset_custom), self._contract(row),
                     self._role(row), self._result(row),
                     labels.signed(row.human_settlement)
                     if row.human_settlement is not None else "—",
                     self.tr("used") if row.aided else "",
                     str(row.seed) if row.seed is not None else "—"]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 7 and row.aided:
                    item.setToolTip(self.tr("Played with a learning aid (a hint or an undo)"))
                if c == 8:
                    item.setToolTip(self.tr("The seed this deal was shuffled with: the same "
                                            "seed always gives the same cards"))
                if c in (6, 8):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                item.setData(Qt.ItemDataRole.UserRole, row.id)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.count.setText(self.tr("%n hand(s)", "", len(self.rows)))
        if select is not None:
            for r, row in enumerate(self.rows):
                if row.id == select:
                    self.table.selectRow(r)
                    break
        elif self.rows:
            self.table.selectRow(0)
        self._selection_changed()

    def _contract(self, row: HandRow) -> str:
        """The whole contract in the table's words ("Wenz Tout", "Hearts Solo", "Grand
        Hand"), its suit in the game's usual deck pattern (as the replay shows it)."""
        from ..engine.actions import Contract
        from ..engine.errors import StichError
        from ..engine.game import get_game
        from .games import default_pattern

        if row.contract is None:
            return self.tr("thrown in")
        contract = row.full_contract or Contract(row.contract)
        try:
            pattern = default_pattern(get_game(row.game))
        except StichError:  # a game this version does not know
            pattern = "french"
        return labels.contract_name(contract, pattern)

    def _role(self, row: HandRow) -> str:
        if row.source == "imported":
            return self.tr("imported")
        if row.human_seat is None:
            return self.tr("bots only")
        if row.human_role is None:
            return "—"
        return labels.role_name(row.human_role, row.game) if row.human_role != "opponent" \
            else self.tr("Opponent")

    def _result(self, row: HandRow) -> str:
        if row.human_won is None:
            return "—"
        return self.tr("won") if row.human_won else self.tr("lost")

    def selected(self) -> HandRow | None:
        items = self.table.selectedItems()
        if not items:
            return None
        r = items[0].row()
        return self.rows[r] if 0 <= r < len(self.rows) else None

    def _selection_changed(self) -> None:
        row = self.selected()
        has = row is not None
        for b in (self.replay_button, self.again_button, self.export_button, self.seat_choice):
            b.setEnabled(has)
        self.seat_choice.clear()
        if row is not None:
            for seat, name in enumerate(self.seat_names(row)):
                self.seat_choice.addItem(self.tr("as %1").replace("%1", name), seat)
            here = row.human_seat if row.human_seat is not None else 0
            self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(here)))

    def _warn(self, title: str, text: str) -> None:
        self.messages.append(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ---------------------------------------------------------------- actions
    def seat_names(self, row: HandRow) -> list[str]:
        """The names at the table ("You" in the current language for the player)."""
        try:
            stored = self.session.store.history.seat_names(row.id)
        except StoreError:
            stored = []
        names = []
        for s in range(row.players):
            if s == row.human_seat:
                names.append(self.tr("You"))
            elif s < len(stored) and stored[s]:
                names.append(stored[s])
            else:
                names.append(self.tr("Seat %1").replace("%1", labels.number(s + 1)))
        return names

    def replay(self, hand_id: int | None = None) -> ReplayViewer | None:
        from ..store.history import replay_steps
        from .games import default_pattern
        from .replay_viewer import ReplayViewer

        row = self._row(hand_id)
        if row is None:
            return None
        try:
            loaded = self.session.store.history.load(row.id)
        except StoreError as e:
            from .problems_dialog import error_html

            self._warn(self.tr("Replay"), error_html(e))
            return None
        pattern = default_pattern(loaded.game)
        title = self.tr("%1, %2").replace("%1", labels.game_name(row.game)).replace(
            "%2", when_text(row.played_at))
        if self.viewer is not None:
            self.viewer.close()
            self.viewer.deleteLater()
        self.viewer = ReplayViewer(replay_steps(loaded), self.seat_names(row), pattern, title,
                                   self)
        self.viewer.show()
        return self.viewer

    def _row(self, hand_id: int | None) -> HandRow | None:
        if hand_id is None:
            return self.selected()
        return next((r for r in self.rows if r.id == hand_id), None)

    def export_record(self, path: str | Path | None = None,
                      hand_id: int | None = None) -> Path | None:
        row = self._row(hand_id)
        if row is None:
            return None
        if path is None:
            folder = self.session.paths.records_dir
            folder.mkdir(parents=True, exist_ok=True)
            name = f"{row.game}-{row.played_at[:10]}-{row.id}.json"
            chosen, _f = QFileDialog.getSaveFileName(
                self, self.tr("Export hand record"), str(folder / name),
                self.tr("Hand records (*.json)"))
            if not chosen:
                return None
            path = chosen
        try:
            self.session.store.history.export_record(row.id, Path(path))
        except StoreError as e:
            from .problems_dialog import error_html

            self._warn(self.tr("Export hand record"), error_html(e))
            return None
        return Path(path)

    def import_record(self, path: str | Path | None = None) -> int | None:
        """Check a record file and list it (imported hands are not in the statistics)."""
        if path is None:
            folder = self.session.paths.records_dir
            chosen, _f = QFileDialog.getOpenFileName(
                self, self.tr("Import hand record"),
                str(folder if folder.is_dir() else self.session.paths.base),
                self.tr("Hand records (*.json);;All files (*)"))
            if not chosen:
                return None
            path = chosen
        try:
            hand_id, _loaded = self.session.store.history.import_record(Path(path))
        except StoreError as e:
            from .problems_dialog import error_html

            self._warn(self.tr("Import hand record"), error_html(e))
            return None
        self.filter.setCurrentIndex(0)
        self.refresh(select=hand_id)
        return hand_id

    def play_again(self, hand_id: int | None = None, seat: int | None = None) -> bool:
        """A new match against the bots whose first hand is this deal (same dealer, same
        house rules and carried context); the player sits at ``seat``, by default the seat
        chosen next to the button (where they sat; seat 1 for an imported hand)."""
        from ..bots import LEVELS
        from .controller import GameSetup, SeatSetup
        from .resume import play_deal

        row = self._row(hand_id)
        if row is None or self.main is None:
            return False
        try:
            loaded = self.session.store.history.load(row.id)
        except StoreError as e:
            from .problems_dialog import error_html

            self._warn(self.tr("Play this deal again"), error_html(e))
            return False
        first = loaded.initial
        human = row.human_seat if row.human_seat is not None else 0
        chosen = self.seat_choice.currentData() if hand_id is None else None
        if seat is not None:
            human = seat
        elif isinstance(chosen, int):
            human = chosen
        level = "medium" if "medium" in LEVELS else LEVELS[0]
        rules = first.rules.to_json()
        current = self.main.controller.setup
        setup = GameSetup(
            game=first.game.name, preset=str(rules["preset"]),
            overrides=dict(rules["overrides"]), players=first.players,
            seats=tuple(SeatSetup(human=s == human, level=level) for s in range(first.players)),
            pattern=current.pattern if current is not None and current.game == row.game
            else "",
            preset_name=row.preset if row.preset_custom else "")
        self.session.watch(self.main.controller)
        play_deal(self.main, setup, first.deal, first.dealer, dict(first.context))
        self.main.raise_()
        self.main.activateWindow()
        return True
