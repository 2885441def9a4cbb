"""The New Game choices as JSON in a match save (``MatchInfo.ui["setup"]``) and back.

A resumed or loaded match gets its seats (who is the player, bot levels, chosen names), deck
pattern and custom preset name from there. Anything missing or of the wrong shape falls back to
what the save's checked part says (``MatchInfo.seats``, the match's rules), so a save from
another version or a hand-edited ``ui`` blob never stops a resume.
"""

from __future__ import annotations

from typing import Any

from ..engine.match import Match
from ..store.match_save import MatchInfo
from .controller import GameSetup, SeatSetup


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    return {
        "game": setup.game,
        "preset": setup.preset,
        "overrides": dict(setup.overrides),
        "players": setup.players,
        "seats": [{"human": s.human, "level": s.level, "name": s.name} for s in setup.seats],
        "pattern": setup.pattern,
        "seed": setup.seed,
        "preset_name": setup.preset_name,
    }


def setup_from_info(match: Match, info: MatchInfo) -> GameSetup:
    """The set-up of a saved match: rules and seed from the match itself (checked by the
    replay), seats and pattern from the UI's blob where it fits, else from the saved seats."""
    raw = info.ui.get("setup") if isinstance(info.ui, dict) else None
    blob: dict[str, Any] = raw if isinstance(raw, dict) else {}
    rules = match.rules.to_json()
    seats = _seats(blob.get("seats"), match.players)
    if seats is None:
        seats = tuple(SeatSetup(human=s.human, level=s.level or "random",
                                name=s.name if not s.human else "")
                      for s in info.seats) if len(info.seats) == match.players else ()
    pattern = info.ui.get("pattern") if isinstance(info.ui, dict) else None
    return GameSetup(
        game=match.game.name, preset=str(rules["preset"]), overrides=dict(rules["overrides"]),
        players=match.players, seats=seats, pattern=pattern if isinstance(pattern, str) else "",
        seed=match.seed, preset_name=info.preset_name or "")


def _seats(raw: Any, players: int) -> tuple[SeatSetup, ...] | None:
    if not isinstance(raw, list) or len(raw) != players:
        return None
    out = []
    for s in raw:
        if not isinstance(s, dict):
            return None
        human, level, name = s.get("human"), s.get("level", "random"), s.get("name", "")
        if not isinstance(human, bool) or not isinstance(level, str) \
                or not isinstance(name, str):
            return None
        out.append(SeatSetup(human=human, level=level or "random", name=name))
    if sum(s.human for s in out) > 1:
        return None
    return tuple(out)
