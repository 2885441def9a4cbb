"""The table's look, chosen by the player and kept in the app's settings: high-contrast felt,
a four-colour French deck, the card back, larger cards, colour-blind-safe highlights.

Nothing on the table is told by colour alone: playable cards stand out of the hand, unplayable
ones are dimmed (and hatched with the clear marks), chosen cards lift and are outlined (and
ticked), the seat to move glows, has an arrow on its plate and is named in the status line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..store.settings import CARD_SIZES  # the store checks a stored size against them
from . import prefs
from .card_pixmaps import art_root

KEY = "table/"


@dataclass(frozen=True)
class TableSettings:
    high_contrast: bool = False
    four_colour: bool = False  # French-suited games use the four-colour pack
    back: str = "blue"
    card_scale: float = 1.0
    marks: bool = False  # colour-blind-safe highlights: hatched, ticked, black-and-white rings

    @staticmethod
    def load() -> TableSettings:
        s = prefs.qsettings()
        scale = _float(s.value(KEY + "card_scale", 1.0))
        back = str(s.value(KEY + "card_back", "blue"))
        return TableSettings(
            high_contrast=prefs.flag(s.value(KEY + "high_contrast", False), False),
            four_colour=prefs.flag(s.value(KEY + "four_colour", False), False),
            back=back if back in card_backs() else "blue",
            card_scale=scale if scale in CARD_SIZES else 1.0,
            marks=prefs.flag(s.value(KEY + "marks", False), False))

    def save(self) -> None:
        s = prefs.qsettings()
        s.setValue(KEY + "high_contrast", self.high_contrast)
        s.setValue(KEY + "four_colour", self.four_colour)
        s.setValue(KEY + "card_back", self.back)
        s.setValue(KEY + "card_scale", self.card_scale)
        s.setValue(KEY + "marks", self.marks)

    def pattern(self, pattern: str) -> str:
        """The deck pattern to draw for a game's pattern."""
        return "french-4color" if self.four_colour and pattern == "french" else pattern


def card_backs() -> tuple[str, ...]:
    """The card backs of the art (``assets/cards/manifest.json``), the default first."""
    root = art_root()
    names: list[str] = []
    if root is not None:
        try:
            data = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
            names = list(data.get("backs") or {})
            default = data.get("default_back")
            if default in names:
                names.remove(default)
                names.insert(0, default)
        except (OSError, ValueError):
            names = sorted(p.stem for p in (root / "backs").glob("*.svg"))
    return tuple(names) or ("blue",)


def _float(value: object) -> float:
    try:
        return round(float(str(value)), 2)
    except ValueError:
        return 1.0
