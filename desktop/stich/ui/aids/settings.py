"""Which learning aids are switched on (all by default), kept in the app's settings."""

from __future__ import annotations

from dataclasses import dataclass, fields

from .. import prefs

KEY = "aids/"


@dataclass(frozen=True)
class AidSettings:
    hint: bool = True
    undo: bool = True
    review: bool = True
    why: bool = True

    @staticmethod
    def load() -> AidSettings:
        s = prefs.qsettings()
        values = {f.name: _bool(s.value(KEY + f.name, True)) for f in fields(AidSettings)}
        return AidSettings(**values)

    def save(self) -> None:
        s = prefs.qsettings()
        for f in fields(self):
            s.setValue(KEY + f.name, getattr(self, f.name))


def _bool(value: object) -> bool:
    return value is True or str(value).lower() in ("true", "1", "yes")
