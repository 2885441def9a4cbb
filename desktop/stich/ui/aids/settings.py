"""Which learning aids are switched on (all by default), kept in the app's settings."""

from __future__ import annotations

from typing import NamedTuple

from .. import prefs

KEY = "aids/"


class AidSettings(NamedTuple):
    """A named tuple, not a dataclass: the first window builds it, and ``dataclasses`` costs
    4 ms of start-up to import (issue #12)."""

    hint: bool = True
    undo: bool = True
    review: bool = True
    why: bool = True

    @staticmethod
    def load() -> AidSettings:
        s = prefs.qsettings()
        values = {name: prefs.flag(s.value(KEY + name, True), True)
                  for name in AidSettings._fields}
        return AidSettings(**values)

    def save(self) -> None:
        s = prefs.qsettings()
        for name in self._fields:
            s.setValue(KEY + name, getattr(self, name))
