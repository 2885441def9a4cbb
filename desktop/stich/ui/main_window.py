"""The main window: the status line, the table, the menus; it owns the game controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from . import labels
from .controller import GameController, GameSetup
from .snapshot import Snapshot
from .status_line import StatusLine
from .table_view import TableView

if TYPE_CHECKING:
    from .score_sheet import ScoreSheet

SPEEDS = ("slow", "normal", "fast", "instant")


def app_settings() -> QSettings:
    return QSettings()


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Stich"))
        self.resize(1280, 800)
        self.setMinimumSize(1024, 700)
        self.controller = GameController(self)
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.status_line = StatusLine(body)
        self.view = TableView(self.controller, body)
        box.addWidget(self.status_line)
        box.addWidget(self.view, 1)
        self.setCentralWidget(body)
        self._sheet: ScoreSheet | None = None
        self.view.status_changed.connect(self._on_status)
        self.view.hand_shown.connect(lambda _s: self._refresh_sheet())
        self.view.summary.score_sheet.connect(self.show_score_sheet)
        self.status_line.last_trick.connect(self.view.show_last_trick)
        self.status_line.score_sheet.connect(self.show_score_sheet)
        self._build_menus()
        settings = app_settings()
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self.set_speed(str(settings.value("table/speed", "normal")))
        self.view.setFocus()

    # ---------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new = QAction(self.tr("&New game…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.new_game_dialog)
        game.addAction(new)
        nxt = QAction(self.tr("Ne&xt hand"), self)
        nxt.setShortcut(QKeySequence("Ctrl+Return"))
        nxt.triggered.connect(self.view.next_hand)
        game.addAction(nxt)
        game.addSeparator()
        sheet = QAction(self.tr("&Score sheet"), self)
        sheet.setShortcut(QKeySequence("Ctrl+L"))
        sheet.triggered.connect(self.show_score_sheet)
        game.addAction(sheet)
        last = QAction(self.tr("&Last trick"), self)
        last.triggered.connect(self.view.show_last_trick)
        game.addAction(last)
        summary = QAction(self.tr("Hand s&ummary"), self)
        summary.triggered.connect(self.view.show_summary)
        game.addAction(summary)
        game.addSeparator()
        quit_ = QAction(self.tr("&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        view = self.menuBar().addMenu(self.tr("&View"))
        speed = view.addMenu(self.tr("Animation &speed"))
        self._speed_group = QActionGroup(self)
        self._speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            act = QAction(labels.speed_name(name), self, checkable=True)
            act.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            self._speed_group.addAction(act)
            speed.addAction(act)
            self._speed_actions[name] = act

    def set_speed(self, speed: str) -> None:
        speed = speed if speed in SPEEDS else "normal"
        self.view.table.set_speed(speed)
        self._speed_actions[speed].setChecked(True)
        app_settings().setValue("table/speed", speed)

    # ---------------------------------------------------------------- games
    def new_game_dialog(self) -> None:
        from .new_game_dialog import NewGameDialog  # not needed for the first window

        dialog = NewGameDialog(self)
        if dialog.exec():
            self.start(dialog.setup())

    def start(self, setup: GameSetup) -> None:
        self.view.summary.hide()
        self.view.last_trick.hide()
        self.view.table.clear_table()
        self.controller.new_match(setup)
        self._refresh_sheet()
        self.view.setFocus()

    def _on_status(self, snap: Snapshot) -> None:
        self.status_line.show_snapshot(snap)

    def show_score_sheet(self) -> None:
        from .score_sheet import ScoreSheet

        if self._sheet is None:
            self._sheet = ScoreSheet(self)
        self._refresh_sheet()
        self._sheet.show()
        self._sheet.raise_()

    def _refresh_sheet(self) -> None:
        c = self.controller
        if self._sheet is None or c.game is None:
            return
        self._sheet.refresh(c.game.name, [s.name for s in c.seats], c.rows, c.pattern)

    def closeEvent(self, event: QCloseEvent) -> None:
        app_settings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
