"""One run of the app and its data folder: the log, the store, the autosave after every action.

``Session(base).begin()`` once the first window is up (creates the folder, starts the log,
checks the settings); the store itself (SQLite, the engine, the presets) is opened on first
use. :meth:`Session.watch` hooks a :class:`GameController`: after each deal and each action
the UI thread builds the save's text (a fraction of a millisecond) and a writer thread puts it
on disk (write, fsync, rename: a few to tens of milliseconds on slow disks), so an animation
never waits for the disk. A finished hand is committed to the history (SQLite, one
transaction) from the event loop once the save that holds it is on disk.

A save that fails (disk full, no permission) is reported once (``save_problem``) and play goes
on; the crash handler's save (:meth:`save_now`) writes synchronously.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..store.errors import Problem, StoreError
from ..store.paths import StorePaths
from . import prefs

if TYPE_CHECKING:
    from ..engine.match import Match
    from ..store.match_save import MatchInfo
    from ..store.store import Store
    from .controller import GameController

log = logging.getLogger(__name__)

_current: Session | None = None


def current() -> Session:
    """The app's session; one for ``prefs.data_dir()`` is made on first use (windows built
    directly, as tests do, have no ``app.main``)."""
    global _current
    if _current is None:
        _current = Session(prefs.data_dir())
    return _current


def set_current(session: Session | None) -> None:
    global _current
    _current = session


class AutosaveWriter:
    """Writes the newest save text on a thread of its own. Only the newest text matters: a
    text not yet written is replaced by a newer one. ``flush`` waits until the disk has the
    newest text."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._cond = threading.Condition()
        self._pending: str | None = None
        self._busy = False
        self._stop = False
        self._error: StoreError | None = None
        self._thread: threading.Thread | None = None
        self.write_times: deque[float] = deque(maxlen=5000)  # seconds per write (worker)

    def submit(self, text: str) -> None:
        with self._cond:
            self._pending = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="stich-autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything submitted is on disk (``False``: timed out)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout)

    @property
    def idle(self) -> bool:
        with self._cond:
            return self._pending is None and not self._busy

    def take_error(self) -> StoreError | None:
        with self._cond:
            error, self._error = self._error, None
            return error

    def close(self, timeout: float = 10.0) -> None:
        self.flush(timeout)
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        from ..store.atomic import write_text_atomic

        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._stop)
                if self._pending is None:
                    return
                text, self._pending = self._pending, None
                self._busy = True
            t0 = time.perf_counter()
            error: StoreError | None = None
            try:
                write_text_atomic(self.path, text)
            except StoreError as e:
                error = e
            except Exception as e:  # never let the writer thread die silently
                log.exception("autosave writer")
                error = StoreError(self.path, f"{type(e).__name__}: {e}", "unwritable")
            self.write_times.append(time.perf_counter() - t0)
            with self._cond:
                self._busy = False
                if error is not None:
                    self._error = error
                self._cond.notify_all()


class Session(QObject):
    save_problem = Signal(str)  # a save or a history commit failed (the English detail)

    def __init__(self, base: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = StorePaths(Path(base))
        self.startup_problems: list[Problem] = []
        self.log_path: Path | None = None
        self._store: Store | None = None
        self._writer: AutosaveWriter | None = None
        self.controller: GameController | None = None
        self.autosave_enabled = True
        self.save_times: deque[float] = deque(maxlen=5000)  # UI-thread seconds per save
        self.commit_times: deque[float] = deque(maxlen=1000)  # UI-thread seconds per commit
        self._saved_id: str | None = None  # whose match match.json holds (ours, this run)
        self._rows_recorded: tuple[str, int] = ("", -1)
        self._to_commit: list[tuple[Match, MatchInfo]] = []  # finished hands for the history
        self._warned = False

    # ---------------------------------------------------------------- start
    def begin(self, logging_on: bool = True) -> Session:
        """Create the data folder (a temporary one if it cannot be), start the log, open the
        settings file if the app has not yet (``app.main`` opens it before the first window),
        and check every stored setting (a value that cannot be used: a copy of the file kept,
        the default used, one problem for the start-up dialog). No store, no engine yet."""
        try:
            self.paths.ensure()
        except OSError as e:
            import tempfile

            fallback = Path(tempfile.mkdtemp(prefix="stich-"))
            self.startup_problems.append(Problem(
                self.paths.base, f"cannot create the data folder ({e.strerror or e}); using "
                f"{fallback} for this session", "unwritable"))
            self.paths = StorePaths(fallback).ensure()
        if prefs.settings_path() is None:
            prefs.open_prefs(self.paths.settings_file)
        if logging_on:
            self.start_logging()  # with what was logged before it (a bad settings file)
        else:
            prefs.EarlyLog.replay()
        log.info("Stich started; data folder %s", self.paths.base)
        prefs.check_all()  # a file with bad values or lines: copied, repaired, one problem
        self.startup_problems.extend(prefs.take_problems())
        return self

    def start_logging(self) -> Path | None:
        """Open the rotating log in the data folder (idempotent); records logged before are
        written to it first."""
        from ..store.logging_setup import log_path, setup_logging

        if log_path() is None:
            self.log_path = setup_logging(self.paths)
        prefs.EarlyLog.replay()
        return self.log_path

    @property
    def store_open(self) -> bool:
        return self._store is not None

    @property
    def store(self) -> Store:
        """The store, opened on first use (bad files found now are in :meth:`problems`)."""
        if self._store is None:
            from ..store.errors import WriteFailed
            from ..store.store import Store

            try:
                self._store = Store.open(self.paths.base)
            except WriteFailed as e:
                import tempfile

                fallback = Path(tempfile.mkdtemp(prefix="stich-"))
                self.startup_problems.append(Problem.from_error(e))
                log.error("cannot open the data folder %s (%s); using %s", self.paths.base,
                          e, fallback)
                self.paths = StorePaths(fallback)
                self._store = Store.open(fallback)
        return self._store

    def problems(self) -> list[Problem]:
        """Every bad file met so far (settings, database, presets; the autosave's is added by
        the resume check)."""
        found = list(self.startup_problems)
        if self._store is not None:
            found.extend(self._store.problems)
        return found

    # ---------------------------------------------------------------- the autosave
    def watch(self, controller: GameController) -> None:
        """Save the controller's match after each deal and each action."""
        if self.controller is controller:
            return
        if self.controller is not None:
            self.controller.progressed.disconnect(self._progress)
        self.controller = controller
        controller.progressed.connect(self._progress)

    def adopt(self, match_id: str) -> None:
        """The autosave now holds this match (it was resumed from it)."""
        self._saved_id = match_id

    def _writer_for(self, store: Store) -> AutosaveWriter:
        if self._writer is None or self._writer.path != store.autosave.path:
            if self._writer is not None:
                self._writer.close()
            self._writer = AutosaveWriter(store.autosave.path)
        return self._writer

    def save_soon(self) -> None:
        """Save the watched match now (a loaded match, before its first action)."""
        self._progress()

    def _progress(self) -> None:
        c = self.controller
        if not self.autosave_enabled or c is None or c.match is None or c.info is None:
            return
        t0 = time.perf_counter()
        try:
            store = self.store
            writer = self._writer_for(store)
            earlier = writer.take_error()  # a write that failed since the last action
            if self._saved_id != c.info.match_id:
                self._retire_other(store, writer)
                self._saved_id = c.info.match_id
            writer.submit(store.autosave.writer.text(c.match, c.state, c.info))
            if earlier is not None:
                self._report(earlier)
            rows = (c.info.match_id, len(c.match.rows))
            if rows != self._rows_recorded:  # a hand was finished: into the history, soon
                self._rows_recorded = rows
                if not self._to_commit:
                    QTimer.singleShot(0, self, self._commit_history)
                self._to_commit.append((c.match, c.info))
        except StoreError as e:
            self._report(e)
        finally:
            self.save_times.append(time.perf_counter() - t0)

    def _commit_history(self, wait: bool = False) -> None:
        """Commit the finished hands once the save that holds them is on disk (the save knows
        a hand before the history does, so a crash in between never counts a hand the save
        does not have). Polled from the event loop, so no animation waits for the disk;
        ``wait``: block until then (flush, exit)."""
        if not self._to_commit:
            return
        writer = self._writer
        if writer is not None and not writer.idle:
            if not wait:
                QTimer.singleShot(5, self, self._commit_history)
                return
            writer.flush()
        pending, self._to_commit = self._to_commit, []
        if writer is not None:
            failed = writer.take_error()
            if failed is not None:
                self._report(failed)
        t0 = time.perf_counter()
        try:
            history = self.store.history
            for match, info in pending:
                history.record_match(match, info)
        except StoreError as e:
            self._report(e)
        finally:
            self.commit_times.append(time.perf_counter() - t0)

    def _report(self, error: StoreError) -> None:
        """A save or a history commit failed: logged each time, told to the player once."""
        log.error("saving the match failed: %s", error)
        if not self._warned:
            self._warned = True
            self.save_problem.emit(error.problem)

    def _retire_other(self, store: Store, writer: AutosaveWriter) -> None:
        """Another match is about to be saved: the one in ``match.json`` (a match the player
        left for a new one, or a save not resumed) becomes ``match.previous.json``."""
        writer.flush()
        if store.autosave.exists():
            kept = store.autosave.retire()
            log.info("the earlier match's save was kept as %s", kept)

    def retire_autosave(self) -> Path | None:
        """The player chose not to resume: keep the save as ``match.previous.json``."""
        store = self.store
        if self._writer is not None:
            self._writer.flush()
        self._saved_id = None
        return store.autosave.retire()

    def flush(self, timeout: float = 10.0) -> bool:
        """The newest save on disk and the finished hands in the history (``False``: the
        disk did not answer in time)."""
        done = self._writer.flush(timeout) if self._writer is not None else True
        self._commit_history(wait=True)
        return done

    def save_now(self) -> bool:
        """The crash handler's save: synchronous; ``False`` when there is no match."""
        c = self.controller
        if not self.autosave_enabled or c is None or c.match is None or c.info is None:
            return False
        self.flush(2.0)
        return self.store.save_now(c.match, c.state, c.info)

    def save_stats(self) -> str:
        """Save times in milliseconds: on the UI thread and on the writer thread."""
        import statistics

        def fmt(xs: list[float]) -> str:
            if not xs:
                return "none"
            xs = sorted(xs)
            p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
            return (f"median {statistics.median(xs) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms, "
                    f"max {xs[-1] * 1000:.2f} ms")
        writes = list(self._writer.write_times) if self._writer is not None else []
        return (f"{len(self.save_times)} saves; UI thread {fmt(list(self.save_times))}; "
                f"disk write (writer thread) {fmt(writes)}; history commit per hand (UI "
                f"thread) {fmt(list(self.commit_times))}")

    def close(self) -> None:
        """The app's exit: the last save reaches the disk, the database is closed."""
        if prefs.EarlyLog.pending_warnings():
            self.start_logging()  # a warning before the log was opened is not lost
        if self._writer is not None:
            self._writer.close()
            error = self._writer.take_error()
            if error is not None:
                log.error("the last save failed: %s", error)
        if self._to_commit and self._store is not None:
            self._commit_history(wait=True)
        if self.save_times:
            log.info("autosave: %s", self.save_stats())
        self._writer = None
        if self._store is not None:
            self._store.close()
            self._store = None
        prefs.close_prefs()
