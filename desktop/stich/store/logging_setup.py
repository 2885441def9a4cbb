"""The log: a rotating file in the data folder, and what to do when the UI meets an
unexpected exception (save the match first, log the traceback, tell the dialog where the log
is).

``setup_logging(paths)`` once at start; ``crash_handler(save=..., show=...)`` gives a function
to install as ``sys.excepthook`` (and ``threading.excepthook`` via ``.thread_hook``).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from .paths import StorePaths

log = logging.getLogger("stich.crash")

MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_HANDLER_NAME = "stich-file-log"
_previous_level: int | None = None


class RotatingLog(logging.FileHandler):
    """A log file that starts afresh at ``max_bytes``, keeping ``backups`` old files
    (``stich.log.1`` the newest), as ``logging.handlers.RotatingFileHandler`` does: that module
    brings ``socket``, ``pickle`` and ``queue`` with it, 1.3 MB of a running app for nothing
    it uses here."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
        except Exception:  # pragma: no cover - as logging's own handlers do
            self.handleError(record)
            return
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        pos = self.stream.tell()
        return bool(pos) and pos + len(self.format(record)) + 1 >= self.max_bytes \
            and os.path.isfile(self.baseFilename)

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        base = self.baseFilename
        for i in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{i}"):
                os.replace(f"{base}.{i}", f"{base}.{i + 1}")
        if self.backups > 0:
            os.replace(base, f"{base}.1")
        else:
            os.remove(base)
        self.stream = self._open()


def setup_logging(paths: StorePaths, level: int = logging.INFO) -> Path | None:
    """Log to ``logs/stich.log`` (rotating at 1 MB, three old files kept) and warnings too.
    Idempotent. Returns the log path, or ``None`` when the file cannot be opened (the app
    goes on logging to stderr)."""
    global _previous_level
    root = logging.getLogger()
    for h in root.handlers:
        if h.get_name() == _HANDLER_NAME:
            return paths.log_file
    _previous_level = root.level
    if root.getEffectiveLevel() > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    try:
        paths.logs_dir.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingLog(paths.log_file, MAX_BYTES, BACKUPS)
    except OSError as e:
        if not root.handlers:
            logging.basicConfig(level=level, format=FORMAT)
        logging.getLogger(__name__).warning("cannot open the log file %s (%s)",
                                            paths.log_file, e)
        return None
    handler.set_name(_HANDLER_NAME)
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    return paths.log_file


def teardown_logging() -> None:
    """Remove and close the file handler and undo the rest of :func:`setup_logging` (tests;
    the app's exit)."""
    global _previous_level
    root = logging.getLogger()
    for h in list(root.handlers):
        if h.get_name() == _HANDLER_NAME:
            root.removeHandler(h)
            h.close()
    if _previous_level is not None:
        root.setLevel(_previous_level)
        _previous_level = None
        logging.captureWarnings(False)


def log_path() -> Path | None:
    for h in logging.getLogger().handlers:
        if h.get_name() == _HANDLER_NAME and isinstance(h, logging.FileHandler):
            return Path(h.baseFilename)
    return None


@dataclass(frozen=True)
class CrashReport:
    """What the crash dialog shows: the error in one line, where the log is, and whether the
    match was saved first."""

    summary: str
    log_path: Path | None
    saved: bool
    save_error: str | None


def record_crash(exc_type: type[BaseException], exc: BaseException,
                 tb: TracebackType | None, *,
                 save: Callable[[], object] | None = None) -> CrashReport:
    """Save the match (``save``: the UI's "save now"; returning ``False`` means there was
    nothing to save), then log the exception with its traceback. Never raises."""
    saved, save_error = False, None
    if save is not None:
        try:
            saved = save() is not False
        except Exception as e:
            save_error = f"{type(e).__name__}: {e}"
    try:
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        log.critical("unexpected error%s\n%s",
                     "" if saved or save is None else f" (the match could not be saved: "
                                                      f"{save_error})", text.rstrip())
        if save is not None and saved:
            log.info("the match was saved before reporting the error")
    except Exception:  # pragma: no cover - logging itself broke
        pass
    summary = f"{exc_type.__name__}: {exc}"
    return CrashReport(summary[:500], log_path(), saved, save_error)


class CrashHandler:
    """Install as ``sys.excepthook``. ``show`` is the UI's dialog (called with the report); a
    crash inside the handler or the dialog is logged, never re-raised."""

    def __init__(self, save: Callable[[], object] | None,
                 show: Callable[[CrashReport], object] | None = None) -> None:
        self.save = save
        self.show = show
        self._busy = False
        self.reports: list[CrashReport] = []

    def __call__(self, exc_type: type[BaseException], exc: BaseException,
                 tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        if self._busy:  # an error while handling an error: log only
            log.critical("error while handling an error", exc_info=(exc_type, exc, tb))
            return
        self._busy = True
        try:
            report = record_crash(exc_type, exc, tb, save=self.save)
            self.reports.append(report)
            if self.show is not None:
                try:
                    self.show(report)
                except Exception:
                    log.exception("the crash dialog failed")
        finally:
            self._busy = False

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """For ``threading.excepthook``: log only (the dialog belongs to the UI thread)."""
        if args.exc_value is None:
            return
        record_crash(args.exc_type, args.exc_value, args.exc_traceback, save=None)


def crash_handler(save: Callable[[], object] | None,
                  show: Callable[[CrashReport], object] | None = None) -> CrashHandler:
    return CrashHandler(save, show)
