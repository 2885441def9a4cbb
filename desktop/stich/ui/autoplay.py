"""``stich --autoplay``: bots in every seat play N hands with real animations; a screenshot of the
table in the middle of a hand is saved; the app exits 0 when done (1 on a timeout). The number
of players (``--players``, one the game's rules allow) and the window's size (``--size``, the
window as a whole; 1280x800 unless given, whatever size the player's window was saved at) are
chosen on the command line."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from .controller import GameSetup, SeatSetup
from .main_window import MainWindow
from .snapshot import Snapshot

SIZE = (1280, 800)  # the window unless --size says otherwise


class Autoplay(QObject):
    def __init__(self, window: MainWindow, game: str, preset: str | None, hands: int,
                 screenshot: str | None, seed: int | None = None, speed: str = "fast",
                 timeout_s: float = 600.0, players: int | None = None,
                 size: tuple[int, int] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.hands = max(1, hands)
        self.screenshot = Path(screenshot) if screenshot else None
        self.shot_taken = False
        self.finished = 0
        self.exit_code: int | None = None
        level = "medium"  # the table's real rule-based bots: quick, and hands look like real play
        from ..engine.errors import InvalidRules
        from ..engine.game import get_game
        g = get_game(game)
        rules = g.rules(preset)
        counts = g.player_counts(rules)
        if players is None:
            players = g.default_players(rules)
        elif players not in counts:
            raise InvalidRules(f"--players: {game} with these rules is played by "
                               f"{' or '.join(map(str, counts))} players, not {players}")
        least = window.minimumSize()
        if size is not None and (size[0] < least.width() or size[1] < least.height()):
            raise InvalidRules(f"--size: the window is at least {least.width()}x"
                               f"{least.height()}, not {size[0]}x{size[1]}")
        # the chosen size, else 1280x800: not the size the player's window was last left at
        # (restored from the settings), so that a screenshot's size does not depend on it
        window.resize(*(size or SIZE))
        setup = GameSetup(game=game, preset=preset or "", players=players,
                          seats=tuple(SeatSetup(human=False, level=level) for _ in range(players)),
                          seed=seed)
        window.view.table.set_speed(speed)
        window.view.status_changed.connect(self._on_shown)
        window.view.hand_shown.connect(self._on_hand)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self._on_timeout)
        self._timeout.start(int(timeout_s * 1000))
        window.start(setup)

    def _on_shown(self, snap: Snapshot) -> None:
        if self.shot_taken or self.screenshot is None:
            return
        if len(snap.tricks) >= 2 and len(snap.trick) >= 2:
            self._save()

    def _save(self) -> None:
        assert self.screenshot is not None
        self.screenshot.parent.mkdir(parents=True, exist_ok=True)
        self.window.grab().save(str(self.screenshot))
        self.shot_taken = True

    def _on_hand(self, snap: Snapshot) -> None:
        self.finished += 1
        if self.finished >= self.hands:
            if self.screenshot is not None and not self.shot_taken:
                self._save()
            self._finish(0)
        else:
            QTimer.singleShot(int(600 * self.window.view.table.factor), self.window.view,
                              self.window.view.next_hand)

    def _on_timeout(self) -> None:
        print("stich --autoplay: timed out", file=sys.stderr)
        self._finish(1)

    def _finish(self, code: int) -> None:
        self.exit_code = code
        self._timeout.stop()
        app = QApplication.instance()
        if app is not None:
            QTimer.singleShot(0, app, lambda: app.exit(code))
