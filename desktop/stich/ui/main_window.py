"""The main window: the status line, the table, the menus; it owns the game controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from . import labels, prefs, translations
from .controller import GameController, GameSetup
from .snapshot import Snapshot
from .status_line import StatusLine
from .table_view import TableView
from .translations import LANGUAGES

if TYPE_CHECKING:
    from .score_sheet import ScoreSheet

SPEEDS = ("slow", "normal", "fast", "instant")


def app_settings() -> QSettings:
    return prefs.qsettings()  # settings.ini in the data folder once the app has opened it


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
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
        settings = prefs.settings()  # a stored value of the wrong type: default, and a warning
        if settings.window_geometry:
            self.restoreGeometry(QByteArray(settings.window_geometry))
        self.set_speed(settings.speed)
        self.view.setFocus()

    # ---------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        self._game_menu = self.menuBar().addMenu("")
        game = self._game_menu
        self._new_action = QAction(self)
        self._new_action.setShortcut(QKeySequence.StandardKey.New)
        self._new_action.triggered.connect(self.new_game_dialog)
        game.addAction(self._new_action)
        self._next_action = QAction(self)
        self._next_action.setShortcut(QKeySequence("Ctrl+Return"))
        self._next_action.triggered.connect(self.view.next_hand)
        game.addAction(self._next_action)
        game.addSeparator()
        self._sheet_action = QAction(self)
        self._sheet_action.setShortcut(QKeySequence("Ctrl+L"))
        self._sheet_action.triggered.connect(self.show_score_sheet)
        game.addAction(self._sheet_action)
        self._last_action = QAction(self)
        self._last_action.triggered.connect(self.view.show_last_trick)
        game.addAction(self._last_action)
        self._summary_action = QAction(self)
        self._summary_action.triggered.connect(self.view.show_summary)
        game.addAction(self._summary_action)
        game.addSeparator()
        from .match_files import StoreMenu  # save/load, hand history, statistics

        self.store_menu = StoreMenu(self, game)
        game.addSeparator()
        self._quit_action = QAction(self)
        self._quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self._quit_action.triggered.connect(self.close)
        game.addAction(self._quit_action)
        self._view_menu = self.menuBar().addMenu("")
        self._speed_menu = self._view_menu.addMenu("")
        self._speed_group = QActionGroup(self)
        self._speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            act = QAction(labels.speed_name(name), self, checkable=True)
            act.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            self._speed_group.addAction(act)
            self._speed_menu.addAction(act)
            self._speed_actions[name] = act
        self._settings_menu = self.menuBar().addMenu("")
        self._language_menu = self._settings_menu.addMenu("")
        self._language_group = QActionGroup(self)
        self._language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            act = QAction(name, self, checkable=True)  # each language in its own words
            act.setData(code)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self._language_group.addAction(act)
            self._language_menu.addAction(act)
            self._language_actions[code] = act
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        self.setWindowTitle(self.tr("Stich"))
        self._game_menu.setTitle(self.tr("&Game"))
        self._new_action.setText(self.tr("&New game…"))
        self._next_action.setText(self.tr("Ne&xt hand"))
        self._sheet_action.setText(self.tr("&Score sheet"))
        self._last_action.setText(self.tr("&Last trick"))
        self._summary_action.setText(self.tr("Hand s&ummary"))
        self._quit_action.setText(self.tr("&Quit"))
        self._view_menu.setTitle(self.tr("&View"))
        self._speed_menu.setTitle(self.tr("Animation &speed"))
        for name, act in self._speed_actions.items():
            act.setText(labels.speed_name(name))
        self._settings_menu.setTitle(self.tr("&Settings"))
        self._language_menu.setTitle(self.tr("&Language"))
        current = translations.manager().current or translations.DEFAULT
        for code, act in self._language_actions.items():
            act.setChecked(code == current)
            act.setToolTip(self.tr("Switch the interface to %1").replace("%1", LANGUAGES[code]))

    def set_language(self, code: str) -> None:
        """Switch the language now (every open window follows) and remember it."""
        translations.switch_language(code)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The window hears of it before its children: rename the default seats first, so
            # the table (which relabels itself next) shows "Du" instead of "You".
            self._retranslate_menus()
            self.controller.retranslate()
            QTimer.singleShot(0, self._refresh_sheet)
        super().changeEvent(event)

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
        dialog.deleteLater()

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
        prefs.settings().window_geometry = bytes(self.saveGeometry().data())
        super().closeEvent(event)
