"""``QSettings`` as the store's settings backend (:mod:`stich.store.settings`).

The settings live in the data folder as an INI file (``StorePaths.settings_file``), so every
file of Stich is in one place. A settings file Qt cannot parse, or one that is not text, is set
aside (kept under a new name) before Qt would rewrite it, and the app starts with defaults. A
readable file whose lines or values cannot all be used is checked once the first window is up
(``prefs.check_all``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings

if TYPE_CHECKING:  # the store's modules only for a bad file: a good one costs one QSettings
    from ..store.errors import Problem

log = logging.getLogger(__name__)


class QSettingsBackend:
    """contains/value/set_value/remove over a ``QSettings``; bytes travel as ``QByteArray``
    (``QSettings`` would pickle a Python ``bytes``)."""

    def __init__(self, settings: QSettings) -> None:
        self.qsettings = settings

    def contains(self, key: str) -> bool:
        return bool(self.qsettings.contains(key))

    def value(self, key: str) -> Any:
        value = self.qsettings.value(key)
        if isinstance(value, QByteArray):
            return bytes(value.data())
        return value

    def set_value(self, key: str, value: Any) -> None:
        if isinstance(value, bytes | bytearray):
            value = QByteArray(bytes(value))
        self.qsettings.setValue(key, value)

    def remove(self, key: str) -> None:
        self.qsettings.remove(key)


def open_settings(path: Path | str) -> tuple[QSettingsBackend, Problem | None]:
    """The INI settings at ``path``; one Qt cannot parse, or that is not text at all (Qt would
    read a binary file as empty and write over it), is set aside and a fresh one used."""
    p = Path(path)
    qs = QSettings(str(p), QSettings.Format.IniFormat)
    problem = None
    what, reason = "", ""
    if qs.status() != QSettings.Status.NoError:
        what = ("not a settings file Qt can read"
                if qs.status() == QSettings.Status.FormatError else "cannot be read")
        reason = "wrong_format"
    else:
        from ..store.text_check import not_text  # imports nothing: a good file costs no store

        what, reason = not_text(_read(p)) or "", "not_utf8"
    if what:
        del qs
        from ..store.atomic import set_aside
        from ..store.errors import Problem

        kept = set_aside(p) if p.exists() else None
        log.warning("settings file %s: %s; kept as %s, using defaults", p, what, kept)
        problem = Problem(p, what, reason, kept)
        qs = QSettings(str(p), QSettings.Format.IniFormat)
    return QSettingsBackend(qs), problem


def _read(path: Path) -> bytes:
    """The file's bytes; none if it cannot be read (Qt read it, or there is none: the first
    write will say if it cannot be written)."""
    try:
        return path.read_bytes()
    except OSError:
        return b""
