"""What happens once the first window is up: open the store, tell the player about bad files,
offer to resume the saved match, else the New Game dialog.

Each step is a non-blocking dialog (``open()``) whose ``finished`` starts the next, so the
event loop keeps running (and tests can answer the dialogs).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from ..store.errors import Problem
    from ..store.match_save import LoadedMatch
    from .main_window import MainWindow
    from .problems_dialog import ProblemsDialog
    from .resume import ResumePrompt
    from .session import Session

log = logging.getLogger(__name__)


class StartUp(QObject):
    def __init__(self, window: MainWindow, session: Session, new_game: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.new_game = new_game  # open the New Game dialog when there is nothing to resume
        self.problems: list[Problem] = []
        self.loaded: LoadedMatch | None = None
        self.problems_dialog: ProblemsDialog | None = None
        self.prompt: ResumePrompt | None = None
        self.done = False

    def run(self) -> None:
        """Open the store, check the autosave, then the dialogs in turn."""
        session = self.session
        store = session.store
        session.watch(self.window.controller)
        session.save_problem.connect(self.window.store_menu.save_failed)
        loaded, problem = store.autosave.resume()
        self.loaded = loaded
        self.problems = session.problems()
        if problem is not None:
            self.problems.append(problem)
        for p in self.problems:
            log.warning("at start: %s", p)
        if self.problems:
            from .problems_dialog import ProblemsDialog

            self.problems_dialog = ProblemsDialog(self.problems, session.paths.base,
                                                  self.window)
            self.problems_dialog.finished.connect(lambda _r: self._offer_resume())
            self.problems_dialog.open()
        else:
            self._offer_resume()

    def _offer_resume(self) -> None:
        if self.loaded is None:
            self._finish(resumed=False)
            return
        from .resume import ResumePrompt

        self.prompt = ResumePrompt(self.loaded, self.window)
        self.prompt.finished.connect(lambda _r: self._answered())
        self.prompt.open()

    def _answered(self) -> None:
        assert self.prompt is not None and self.loaded is not None
        if self.prompt.continue_:
            from .resume import resume

            resume(self.window, self.session, self.loaded)
            self._finish(resumed=True)
        else:
            kept = self.session.retire_autosave()
            log.info("the player started afresh; the save was kept as %s", kept)
            self._finish(resumed=False)

    def _finish(self, resumed: bool) -> None:
        self.done = True
        if not resumed and self.new_game:
            QTimer.singleShot(0, self.window, self.window.new_game_dialog)
