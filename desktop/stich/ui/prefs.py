"""Where the app keeps its preferences, and typed access to them.

At start the app opens ``settings.ini`` in the data folder (:func:`open_prefs`); from then on
:func:`qsettings` is that file and :func:`settings` a :class:`~stich.store.settings.Settings`
over it (a stored value of the wrong type is ignored with a warning in the log). Before that,
and in tests that build windows directly, both fall back to a default ``QSettings()``.

:func:`data_dir` is the data folder: ``$STICH_DATA_DIR`` when set (tests, portable use), else
Qt's ``AppDataLocation`` (``docs/storage.md`` lists it per OS). Light on purpose: the first
window needs it, so it imports no engine, no SQLite and no store beyond the settings.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from ..store.errors import Problem, StoreError
from ..store.settings import Settings
from .settings_backend import QSettingsBackend, open_settings

log = logging.getLogger(__name__)

ENV_DATA_DIR = "STICH_DATA_DIR"

_qsettings: QSettings | None = None
_typed: Settings | None = None
_path: Path | None = None


def data_dir() -> Path:
    """The folder of every file Stich writes (``$STICH_DATA_DIR`` or ``AppDataLocation``)."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))


def open_prefs(path: Path) -> Problem | None:
    """Use the INI file at ``path`` for every preference from now on. A file Qt cannot read is
    set aside (kept) and a fresh one started; the problem is returned for the start-up
    dialog."""
    global _qsettings, _typed, _path
    try:
        backend, problem = open_settings(path)
    except StoreError as e:  # the bad file could not even be set aside: leave it, use memory
        log.warning("settings file %s: %s; using defaults for this session", path, e)
        _qsettings, _typed, _path = None, None, None
        return Problem.from_error(e)
    _qsettings, _typed, _path = backend.qsettings, Settings(backend), path
    return problem


def close_prefs() -> None:
    """Write pending changes and forget the file (the app's exit; tests)."""
    global _qsettings, _typed, _path
    if _qsettings is not None:
        _qsettings.sync()
    _qsettings, _typed, _path = None, None, None


def settings_path() -> Path | None:
    return _path


def qsettings() -> QSettings:
    """The app's settings (the data folder's INI file once opened)."""
    return _qsettings if _qsettings is not None else QSettings()


def settings() -> Settings:
    """Typed, checked preferences (window geometry, speed, language...)."""
    if _typed is not None:
        return _typed
    return Settings(QSettingsBackend(QSettings()))
