"""The crash handler on ``sys.excepthook``, light at start-up: the store's handler (and
its imports with it) and the dialog (``crash_dialog``) are loaded on the first error.
The handler saves the match first, then logs the traceback, then shows the dialog with the
log's path; the app goes on. ``threading.excepthook`` only logs.
"""

from __future__ import annotations

import sys
import threading
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..store.logging_setup import CrashHandler, CrashReport
    from .session import Session


class LazyCrashHandler:
    """``sys.excepthook`` that builds the store's crash handler on the first error (importing
    ``logging_setup`` at start-up would cost its imports)."""

    def __init__(self, window: QWidget | None, run: Session | None = None) -> None:
        self.window = window
        self.run = run  # None: the app's session (made once the first window is up)
        self._handler: CrashHandler | None = None

    @property
    def session(self) -> Session:
        from . import session

        return self.run if self.run is not None else session.current()

    @property
    def handler(self) -> CrashHandler:
        if self._handler is None:
            from ..store.logging_setup import crash_handler

            self.session.start_logging()
            self._handler = crash_handler(save=lambda: self.session.save_now(),
                                          show=self._show)
        return self._handler

    def _show(self, report: CrashReport) -> None:
        from .crash_dialog import show_crash

        show_crash(report, self.window)

    @property
    def reports(self) -> list[CrashReport]:
        return self._handler.reports if self._handler is not None else []

    def __call__(self, exc_type: type[BaseException], exc: BaseException,
                 tb: TracebackType | None) -> None:
        self.handler(exc_type, exc, tb)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        self.handler.thread_hook(args)


def install(window: QWidget | None, run: Session | None = None) -> LazyCrashHandler:
    """The crash handler on ``sys.excepthook``: save first, log, then the dialog."""
    hook = LazyCrashHandler(window, run)
    sys.excepthook = hook
    threading.excepthook = hook.thread_hook
    return hook
