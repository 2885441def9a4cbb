"""Going on with a saved match: the prompt at start, and putting a saved match on the table
(resume, Load match).

The prompt names the game, the hands played and when it was saved; "Continue" puts the match
on the table exactly where it was, "New game" keeps the save as ``match.previous.json`` (Game ▸
Load match… opens it) and starts afresh.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from . import labels

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from ..engine.match import Match
    from ..engine.state import Deal, HandState
    from ..store.match_save import LoadedMatch, MatchInfo
    from .controller import GameSetup
    from .main_window import MainWindow
    from .session import Session


def when_text(stamp: str) -> str:
    """An ISO time from a save ("2026-11-29T21:30:00+0100") in the locale's short form."""
    try:
        moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S%z")
    except ValueError:
        return stamp
    dt = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(dt, QLocale.FormatType.ShortFormat)


class ResumePrompt(QMessageBox):
    """Continue the saved match, or start a new game. Opened with ``open()``; ``continue_``
    tells which was chosen once it is finished."""

    def __init__(self, loaded: LoadedMatch, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.loaded = loaded
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Resume match"))
        game = labels.game_name(loaded.match.game.name)
        self.setText(self.tr("You have an unfinished match of %1: %n hand(s) played, last "
                             "saved %2.", "", loaded.hands_played)
                     .replace("%1", game).replace("%2", when_text(loaded.saved_at)))
        self.setInformativeText(self.tr(
            "Continue where you left off? A new game keeps this match as "
            "match.previous.json; Game ▸ Load match… opens it."))
        self.continue_button: QPushButton = self.addButton(
            self.tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button: QPushButton = self.addButton(
            self.tr("New game"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(self.new_button)

    @property
    def continue_(self) -> bool:
        return self.clickedButton() is self.continue_button


def put_on_table(window: MainWindow, match: Match, state: HandState | None,
                 info: MatchInfo) -> None:
    """Show a saved match on the table and go on from there (bots move if it is their
    turn)."""
    view = window.view
    view.summary.hide()
    view.last_trick.hide()
    view.table.clear_table()
    window.controller.restore(match, state, info)
    view.setFocus()


def resume(window: MainWindow, session: Session, loaded: LoadedMatch) -> None:
    """Continue the autosaved match: the autosave keeps being this match's."""
    session.adopt(loaded.info.match_id)
    put_on_table(window, loaded.match, loaded.state, loaded.info)


def play_deal(window: MainWindow, setup: GameSetup, deal: Deal, dealer: int,
              context: Mapping[str, Any]) -> None:
    """A new match whose first hand is ``deal`` (play a recorded deal again)."""
    from dataclasses import replace

    from ..engine.game import get_game
    from .games import default_pattern
    from .table_settings import TableSettings

    base = setup.pattern or default_pattern(get_game(setup.game))
    setup = replace(setup, pattern=TableSettings.load().pattern(base))
    view = window.view
    view.summary.hide()
    view.last_trick.hide()
    view.table.clear_table()
    window.controller.new_match(setup, deal=deal, dealer=dealer, context=context)
    view.setFocus()
