"""The main window: the status line, the table, the menus; it owns the game controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from . import prefs, translations
from .felt import Felt
from .status_line import StatusLine
from .translations import LANGUAGES

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from .controller import GameController, GameSetup
    from .keyboard_help import KeyboardHelp
    from .score_sheet import ScoreSheet
    from .snapshot import Snapshot
    from .table_view import TableView

SPEEDS = ("slow", "normal", "fast", "instant")
# The speed names of labels.SPEEDS (same context and text), without importing labels and the
# engine before the first window is up.
_SPEED_TEXTS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Off (instant)"}


def speed_text(name: str) -> str:
    return QCoreApplication.translate("labels", _SPEED_TEXTS[name])


def app_settings() -> QSettings:
    return prefs.qsettings()  # settings.ini in the data folder once the app has opened it


def set_shortcut(action: QAction, keys: QKeySequence) -> None:
    """``action.setShortcut(keys)`` through the property: PySide6's overload resolution of
    ``setShortcut`` builds every enum of the ``Qt`` namespace on first use (about 25 ms at
    start-up); the property setter does not."""
    action.setProperty("shortcut", keys)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.resize(1280, 800)
        self.setMinimumSize(1024, 700)
        # The first window is light: the table view and the game controller (with the engine,
        # the card art and the panels) are built when a game starts (start-up, issue #12).
        self._controller: GameController | None = None
        self._view: TableView | None = None
        self._speed = "normal"
        body = QWidget(self)
        self._box = QVBoxLayout(body)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(0)
        self.status_line = StatusLine(body)
        self.felt = Felt(body)
        self._box.addWidget(self.status_line)
        self._box.addWidget(self.felt, 1)
        self.setCentralWidget(body)
        self._sheet: ScoreSheet | None = None
        self._keys: KeyboardHelp | None = None
        self.status_line.last_trick.connect(lambda: self.view.show_last_trick())
        self.status_line.score_sheet.connect(self.show_score_sheet)
        self._build_menus()
        settings = app_settings()  # values of the wrong type are ignored (prefs.check_all)
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self.set_speed(str(settings.value("table/speed", "normal")), remember=False)

    # ---------------------------------------------------------------- built on first use
    @property
    def controller(self) -> GameController:
        if self._controller is None:
            from .controller import GameController

            self._controller = GameController(self)
        return self._controller

    @property
    def view(self) -> TableView:
        if self._view is None:
            from .table_view import TableView

            view = TableView(self.controller, self.centralWidget())
            self._view = view
            view.table.set_speed(self._speed)
            from .table_settings import TableSettings

            view.apply_settings(TableSettings.load())
            view.status_changed.connect(self._on_status)
            view.hand_shown.connect(lambda _s: self._refresh_sheet())
            view.summary.score_sheet.connect(self.show_score_sheet)
            self._box.replaceWidget(self.felt, view)
            self.felt.hide()
            self.felt.deleteLater()
            view.show()
            view.setFocus()
            self.aids.attach(view)
        return self._view

    # ---------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        self._game_menu = self.menuBar().addMenu("")
        game = self._game_menu
        self._new_action = QAction(self)
        set_shortcut(self._new_action, QKeySequence(QKeySequence.StandardKey.New))
        self._new_action.triggered.connect(self.new_game_dialog)
        game.addAction(self._new_action)
        self._next_action = QAction(self)
        set_shortcut(self._next_action, QKeySequence("Ctrl+Return"))
        self._next_action.triggered.connect(lambda: self.view.next_hand())
        game.addAction(self._next_action)
        game.addSeparator()
        self._sheet_action = QAction(self)
        set_shortcut(self._sheet_action, QKeySequence("Ctrl+L"))
        self._sheet_action.triggered.connect(self.show_score_sheet)
        game.addAction(self._sheet_action)
        self._last_action = QAction(self)
        self._last_action.triggered.connect(lambda: self.view.show_last_trick())
        game.addAction(self._last_action)
        self._summary_action = QAction(self)
        self._summary_action.triggered.connect(lambda: self.view.show_summary())
        game.addAction(self._summary_action)
        game.addSeparator()
        from .match_files import StoreMenu  # save/load, hand history, statistics

        self.store_menu = StoreMenu(self, game)
        game.addSeparator()
        self._quit_action = QAction(self)
        set_shortcut(self._quit_action, QKeySequence(QKeySequence.StandardKey.Quit))
        self._quit_action.triggered.connect(self.close)
        game.addAction(self._quit_action)
        self._view_menu = self.menuBar().addMenu("")
        self._speed_menu = self._view_menu.addMenu("")
        self._speed_group = QActionGroup(self)
        self._speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            act = QAction(speed_text(name), self, checkable=True)
            act.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            self._speed_group.addAction(act)
            self._speed_menu.addAction(act)
            self._speed_actions[name] = act
        self._look_action = QAction(self)
        self._look_action.triggered.connect(self.table_settings_dialog)
        self._view_menu.addAction(self._look_action)
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
        self._help_menu = self.menuBar().addMenu("")
        self._keys_action = QAction(self)
        set_shortcut(self._keys_action, QKeySequence("F1"))
        self._keys_action.triggered.connect(self.keyboard_help)
        self._help_menu.addAction(self._keys_action)
        self._retranslate_menus()
        from .aids.manager import Aids  # hint, undo, review, fair dealing (issue #13)

        self.aids = Aids(self)

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
            act.setText(speed_text(name))
        self._look_action.setText(self.tr("&Table settings…"))
        self._settings_menu.setTitle(self.tr("&Settings"))
        self._language_menu.setTitle(self.tr("&Language"))
        self._help_menu.setTitle(self.tr("&Help"))
        self._keys_action.setText(self.tr("&Keyboard…"))
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
            if self._controller is not None:
                self._controller.retranslate()
            QTimer.singleShot(0, self, self._refresh_sheet)
        super().changeEvent(event)

    def keyboard_help(self) -> None:
        """Help ▸ Keyboard (F1): every key, in a window that may stay open beside the table."""
        from .keyboard_help import KeyboardHelp

        if self._keys is None:
            self._keys = KeyboardHelp(self)
        self._keys.show()
        self._keys.raise_()
        self._keys.activateWindow()

    def table_settings_dialog(self) -> None:
        from .settings_dialog import SettingsDialog  # not needed for the first window
        from .table_settings import TableSettings

        dialog = SettingsDialog(TableSettings.load(), self)
        if dialog.exec():
            self.apply_table_settings(dialog.settings())

    def apply_table_settings(self, settings: object) -> None:
        """Keep the player's table settings and show them at once (the four-colour deck too:
        it showed only from the next game on, the dialog's OK changing nothing to see)."""
        from .table_settings import TableSettings

        assert isinstance(settings, TableSettings)
        settings.save()
        if self._view is not None:
            self._view.apply_settings(settings)
        c = self._controller
        if c is not None and c.game is not None and c.pattern.startswith("french"):
            pattern = settings.pattern("french")
            if pattern != c.pattern:
                c.pattern = pattern
                self.view.table.set_pattern(pattern)

    def set_speed(self, speed: str, remember: bool = True) -> None:
        speed = speed if speed in SPEEDS else "normal"
        self._speed = speed
        if self._view is not None:
            self._view.table.set_speed(speed)
        self._speed_actions[speed].setChecked(True)
        if remember:
            app_settings().setValue("table/speed", speed)

    # ---------------------------------------------------------------- games
    def new_game_dialog(self) -> None:
        from .new_game_dialog import NewGameDialog  # not needed for the first window

        dialog = NewGameDialog(self)
        if dialog.exec():
            self.start(dialog.setup())
        dialog.deleteLater()

    def start(self, setup: GameSetup) -> None:
        from .table_settings import TableSettings

        look = TableSettings.load()
        if look.four_colour:
            from dataclasses import replace

            from ..engine.game import get_game
            from .games import default_pattern

            base = setup.pattern or default_pattern(get_game(setup.game))
            setup = replace(setup, pattern=look.pattern(base))
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
        self._sheet.activateWindow()  # the keys go to it (it may have been open behind)

    def _refresh_sheet(self) -> None:
        c = self._controller
        if self._sheet is None or c is None or c.game is None:
            return
        self._sheet.refresh(c.game.name, [s.name for s in c.seats], c.rows, c.pattern)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._controller is not None:
            self._controller.runner.shutdown()
        settings = app_settings()
        geometry = self.saveGeometry()
        if settings.value("window/geometry") != geometry:  # a write costs a file sync
            settings.setValue("window/geometry", geometry)
        super().closeEvent(event)
