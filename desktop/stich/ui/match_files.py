"""The Game menu's file and history entries: Save match as…, Load match…, Hand history…,
Statistics…, Import hand record…, Export hand record… (the last finished hand on the table).

Light at import (Qt only): the store, the engine and the windows are imported when an entry
is used. Each entry takes an optional path so that tests (and scripts) skip the file dialog.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

# QFileDialog, QMessageBox and the Qt namespace are imported where used: building their enums
# costs tens of milliseconds, and this module is imported with the first window.

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from ..store.errors import StoreError
    from .history_window import HistoryWindow
    from .main_window import MainWindow
    from .session import Session
    from .stats_window import StatsWindow

log = logging.getLogger(__name__)


class StoreMenu(QObject):
    """Adds the entries to ``menu`` (the Game menu) and runs them for ``window``."""

    def __init__(self, window: MainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.save_action = QAction(window)
        self.save_action.setProperty("shortcut", QKeySequence("Ctrl+Shift+S"))
        self.save_action.triggered.connect(lambda: self.save_match_as())
        self.load_action = QAction(window)
        self.load_action.setProperty("shortcut", QKeySequence("Ctrl+O"))
        self.load_action.triggered.connect(lambda: self.load_match())
        self.history_action = QAction(window)
        self.history_action.setProperty("shortcut", QKeySequence("Ctrl+H"))
        self.history_action.triggered.connect(lambda: self.show_history())
        self.stats_action = QAction(window)
        self.stats_action.triggered.connect(lambda: self.show_statistics())
        self.import_action = QAction(window)
        self.import_action.triggered.connect(lambda: self.import_record())
        self.export_action = QAction(window)
        self.export_action.triggered.connect(lambda: self.export_last_hand())
        menu.addAction(self.save_action)
        menu.addAction(self.load_action)
        menu.addSeparator()
        menu.addAction(self.history_action)
        menu.addAction(self.stats_action)
        menu.addAction(self.import_action)
        menu.addAction(self.export_action)
        self.history: HistoryWindow | None = None
        self.stats: StatsWindow | None = None
        self.messages: list[str] = []  # what was reported to the player (tests)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.save_action.setText(self.tr("Sa&ve match as…"))
        self.load_action.setText(self.tr("L&oad match…"))
        self.history_action.setText(self.tr("&Hand history…"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.import_action.setText(self.tr("&Import hand record…"))
        self.export_action.setText(self.tr("&Export the last hand…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    @property
    def session(self) -> Session:
        from . import session

        return session.current()

    # ---------------------------------------------------------------- reports
    def _warn(self, title: str, html_text: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        self.messages.append(html_text)
        log.info("%s: %s", title, html_text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, html_text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not blocking: the game (and tests) go on

    def save_failed(self, detail: str) -> None:
        """The autosave (or the history) could not be written: said once; play goes on."""
        import html

        self._warn(self.tr("Save match"), self.tr(
            "Your match cannot be saved right now (%1). You can play on; Game ▸ Save match "
            "as… may work on another disk.").replace("%1", html.escape(detail)))

    def _store_error(self, title: str, error: StoreError) -> None:
        from .problems_dialog import error_html

        self._warn(title, error_html(error))

    # ---------------------------------------------------------------- save and load
    def save_match_as(self, path: str | Path | None = None) -> Path | None:
        """Write the match in progress to a file the player chooses."""
        from PySide6.QtWidgets import QFileDialog

        from ..store.errors import StoreError
        from ..store.match_save import save_match

        c = self.window.controller
        if c.match is None or c.info is None:
            self._warn(self.tr("Save match"), self.tr("There is no match to save yet."))
            return None
        if path is None:
            folder = self.session.paths.saves_dir
            folder.mkdir(parents=True, exist_ok=True)
            name = f"{c.match.game.name}-{time.strftime('%Y%m%d-%H%M')}.json"
            chosen, _f = QFileDialog.getSaveFileName(
                self.window, self.tr("Save match as"), str(folder / name),
                self.tr("Stich matches (*.json)"))
            if not chosen:
                return None
            path = chosen
        target = Path(path)
        try:
            save_match(target, c.match, c.state, c.info)
        except StoreError as e:
            self._store_error(self.tr("Save match"), e)
            return None
        log.info("match saved as %s", target)
        return target

    def load_match(self, path: str | Path | None = None) -> bool:
        """Open a saved match and play on from there (the match on the table stays in the
        autosave history: its save becomes ``match.previous.json``)."""
        from PySide6.QtWidgets import QFileDialog

        from ..store.errors import BadSave
        from ..store.match_save import load_match
        from .resume import put_on_table

        if path is None:
            folder = self.session.paths.saves_dir
            chosen, _f = QFileDialog.getOpenFileName(
                self.window, self.tr("Load match"), str(folder if folder.is_dir()
                                                        else self.session.paths.base),
                self.tr("Stich matches (*.json);;All files (*)"))
            if not chosen:
                return False
            path = chosen
        try:
            loaded = load_match(Path(path))
        except BadSave as e:
            self._store_error(self.tr("Load match"), e)
            return False
        self.session.watch(self.window.controller)
        put_on_table(self.window, loaded.match, loaded.state, loaded.info)
        self.session.save_soon()
        log.info("match loaded from %s", path)
        return True

    # ---------------------------------------------------------------- history
    def show_history(self) -> HistoryWindow:
        from .history_window import HistoryWindow

        if self.history is None:
            self.history = HistoryWindow(self.session, self.window)
        self.history.refresh()
        self.history.show()
        self.history.raise_()
        self.history.activateWindow()  # the keys go to it (it may have been open behind)
        return self.history

    def show_statistics(self) -> StatsWindow:
        from .stats_window import StatsWindow

        if self.stats is None:
            self.stats = StatsWindow(self.session, self.window)
        self.stats.refresh()
        self.stats.show()
        self.stats.raise_()
        self.stats.activateWindow()  # the keys go to it (it may have been open behind)
        return self.stats

    def import_record(self, path: str | Path | None = None) -> int | None:
        """Add a hand record file to the history (not to the statistics) and show it."""
        history = self.show_history()
        return history.import_record(path)

    def export_last_hand(self, path: str | Path | None = None) -> Path | None:
        """Write the record of the last finished hand of the match on the table (to share
        "look at this hand"; Import hand record reads it back)."""
        from PySide6.QtWidgets import QFileDialog

        from ..store.errors import StoreError
        from ..store.history import write_record

        c = self.window.controller
        if c.match is None or not c.match.rows:
            self._warn(self.tr("Export hand record"), self.tr("No hand has been finished yet."))
            return None
        row = c.match.rows[-1]
        if path is None:
            folder = self.session.paths.records_dir
            folder.mkdir(parents=True, exist_ok=True)
            name = f"{c.match.game.name}-{time.strftime('%Y%m%d-%H%M')}-{row.index + 1}.json"
            chosen, _f = QFileDialog.getSaveFileName(
                self.window, self.tr("Export hand record"), str(folder / name),
                self.tr("Hand records (*.json)"))
            if not chosen:
                return None
            path = chosen
        target = Path(path)
        try:
            write_record(target, row.record)
        except StoreError as e:
            self._store_error(self.tr("Export hand record"), e)
            return None
        return target
