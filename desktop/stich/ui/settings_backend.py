"""``QSettings`` as the store's settings backend (:mod:`stich.store.settings`).

The settings live in the data folder as an INI file (``StorePaths.settings_file``), so every
file of Stich is in one place. A settings file Qt cannot parse is set aside (kept under a new
name) before Qt would rewrite it, and the app starts with defaults.
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
    """The INI settings at ``path``; an unreadable one is set aside and a fresh one used."""
    p = Path(path)
    qs = QSettings(str(p), QSettings.Format.IniFormat)
    problem = None
    if qs.status() != QSettings.Status.NoError:
        what = ("not a settings file Qt can read"
                if qs.status() == QSettings.Status.FormatError else "cannot be read")
        del qs
        from ..store.atomic import set_aside
        from ..store.errors import Problem

        kept = set_aside(p) if p.exists() else None
        log.warning("settings file %s: %s; kept as %s, using defaults", p, what, kept)
        problem = Problem(p, what, "wrong_format", kept)
        qs = QSettings(str(p), QSettings.Format.IniFormat)
    return QSettingsBackend(qs), problem
