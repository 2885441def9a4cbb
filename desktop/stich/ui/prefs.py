"""Where the app keeps its preferences, and typed access to them.

At start the app opens ``settings.ini`` in the data folder (:func:`open_prefs`); from then on
:func:`qsettings` is that file and :func:`settings` a :class:`~stich.store.settings.Settings`
over it. Before that, and in tests that build windows directly, both fall back to a default
``QSettings()``.

Light on purpose, because the first window needs it: a readable settings file costs one
``QSettings``; the store's modules are imported only for a bad file (set aside, kept) or when
the typed view is first used. The first window reads its few values directly (a value of the
wrong type is ignored there: geometry must be bytes, the speed one of four, the language one
we have); :func:`check_all`, run once the window is up, reads every setting through the typed
view and the file for lines Qt skips: a file with something wrong is copied, repaired (the bad
values back to their defaults) and reported once.

:func:`data_dir` is the data folder: ``$STICH_DATA_DIR`` when set (tests, portable use), else
Qt's ``AppDataLocation`` (``docs/storage.md`` lists it per OS).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths

if TYPE_CHECKING:
    from ..store.errors import Problem
    from ..store.settings import SettingProblem, Settings

log = logging.getLogger(__name__)

ENV_DATA_DIR = "STICH_DATA_DIR"
SETTINGS_FILE = "settings.ini"  # StorePaths.settings_file's name

_qsettings: QSettings | None = None
_typed: Settings | None = None
_path: Path | None = None
_problems: list[Problem] = []


def data_dir() -> Path:
    """The folder of every file Stich writes (``$STICH_DATA_DIR`` or ``AppDataLocation``)."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))


def open_prefs(path: Path) -> Problem | None:
    """Use the INI file at ``path`` for every preference from now on. A file Qt cannot read is
    set aside (kept) and a fresh one started; the problem is returned (and kept for
    :func:`take_problems`)."""
    global _qsettings, _typed, _path
    from .settings_backend import open_settings

    EarlyLog.install()  # a warning about the file reaches the log once it is open
    first = not Path(path).exists()
    try:
        backend, problem = open_settings(path)
    except Exception as e:  # StoreError: the bad file could not even be set aside
        from ..store.errors import Problem, StoreError

        if not isinstance(e, StoreError):
            raise
        log.warning("settings file %s: %s; using defaults for this session", path, e)
        _qsettings, _typed, _path = None, None, None
        problem = Problem.from_error(e)
    else:
        _qsettings, _typed, _path = backend.qsettings, None, path
        if first and problem is None:
            _adopt_old_settings(backend.qsettings)
    if problem is not None:
        _problems.append(problem)
    return problem


def _adopt_old_settings(target: QSettings) -> None:
    """A first start with ``settings.ini``: take over what an earlier version kept in Qt's
    default place (``QSettings()`` for organisation and application "Stich"), so the player
    keeps their language, window and New Game choices. The old file is left as it is."""
    old = QSettings()
    keys = old.allKeys()
    if not keys:
        return
    for key in keys:
        target.setValue(key, old.value(key))
    target.sync()
    log.info("settings taken over from %s (%d values)", old.fileName(), len(keys))


def take_problems() -> list[Problem]:
    """The bad settings file met by :func:`open_prefs` (for the start-up dialog), once."""
    found = list(_problems)
    _problems.clear()
    return found


def close_prefs() -> None:
    """Write pending changes and forget the file (the app's exit; tests)."""
    global _qsettings, _typed, _path
    if _qsettings is not None:
        _qsettings.sync()
    _qsettings, _typed, _path = None, None, None
    _problems.clear()


def settings_path() -> Path | None:
    return _path


def qsettings() -> QSettings:
    """The app's settings (the data folder's INI file once opened)."""
    return _qsettings if _qsettings is not None else QSettings()


def settings() -> Settings:
    """Typed, checked preferences (a stored value of the wrong type: the default, and a
    warning in the log)."""
    global _typed
    from ..store.settings import Settings
    from .settings_backend import QSettingsBackend

    if _qsettings is None:
        return Settings(QSettingsBackend(QSettings()))
    if _typed is None:
        _typed = Settings(QSettingsBackend(_qsettings))
    return _typed


def flag(value: object, default: bool) -> bool:
    """A stored flag as the first window reads it (the table's and the learning aids'
    settings); text that is no flag gives the default, as :func:`check_all` says."""
    text = str(value).strip().lower()
    if value is True or text in ("true", "1", "yes"):
        return True
    if value is False or text in ("false", "0", "no"):
        return False
    return default


def check_all() -> list[SettingProblem]:
    """Check the settings file once the first window is up: every known setting is read
    through the typed view (a value that cannot be used gets its warning in the log, and is
    ignored wherever it is read), and the file for lines Qt skips. If anything is wrong, a
    copy of the file as it was is kept (``settings.ini.bad-...``), the bad values are reset to
    their defaults and the file rewritten with the good ones, and one problem goes to the
    start-up dialog (:func:`take_problems`); so it is said once, and the player's text is in
    the copy before Qt writes over it."""
    typed = settings()
    values = typed.invalid({"table/card_back": _card_backs()})
    lines = _stray_lines(_path)
    if _qsettings is not None and _path is not None and (values or lines):
        _problems.append(_repair(_qsettings, _path, values, lines))
    return values


def _card_backs() -> tuple[str, ...]:
    from .table_settings import card_backs

    return card_backs()


def _stray_lines(path: Path | None) -> list[tuple[int, str]]:
    from ..store.settings_file import stray_lines

    try:
        text = path.read_bytes().decode("utf-8-sig") if path is not None else ""
    except (OSError, UnicodeDecodeError):  # not text: open_prefs set it aside
        return []
    return stray_lines(text)


def _repair(qs: QSettings, path: Path, values: list[SettingProblem],
            lines: list[tuple[int, str]]) -> Problem:
    """Keep a copy of the file, then rewrite it without the bad values and the stray lines
    (the good values stay). If no copy can be written the file is left as it is."""
    from ..store.atomic import keep_copy, write_bytes_atomic
    from ..store.errors import StoreError
    from ..store.settings_file import settings_problem

    try:
        kept: Path | None = keep_copy(path)
    except StoreError as e:
        log.warning("settings file %s: %s; no copy could be kept (%s), so it is left as it "
                    "is", path, settings_problem(path, values, lines).what, e)
        return settings_problem(path, values, lines)
    bad = {p.key for p in values}
    good = [k for k in qs.allKeys() if k and not k.endswith("/") and k not in bad]
    for key in good:
        qs.setValue(key, qs.value(key))  # so Qt writes the file again, with every good value
    for key in bad:
        qs.remove(key)
    qs.sync()
    if not good and not bad:  # only stray lines: Qt has nothing to write; they are in the copy
        try:
            write_bytes_atomic(path, b"")
        except StoreError as e:
            log.warning("settings file %s: cannot empty it (%s)", path, e)
    problem = settings_problem(path, values, lines, kept)
    log.warning("settings file %s: %s; a copy was kept as %s", path, problem.what,
                kept.name if kept else None)
    return problem


class EarlyLog(logging.Handler):
    """Keeps what is logged before the log file is open (at most a few hundred records);
    :meth:`replay` hands them to the file once it is."""

    LIMIT = 500
    _handler: EarlyLog | None = None

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < self.LIMIT:
            self.records.append(record)

    @classmethod
    def install(cls) -> None:
        if cls._handler is None:
            cls._handler = cls()
            root = logging.getLogger()
            root.addHandler(cls._handler)
            if root.getEffectiveLevel() > logging.INFO:
                root.setLevel(logging.INFO)

    @classmethod
    def pending_warnings(cls) -> bool:
        h = cls._handler
        return h is not None and any(r.levelno >= logging.WARNING for r in h.records)

    @classmethod
    def replay(cls) -> None:
        h, cls._handler = cls._handler, None
        if h is None:
            return
        root = logging.getLogger()
        root.removeHandler(h)
        for record in h.records:
            for target in root.handlers:
                if record.levelno >= target.level:
                    target.handle(record)
