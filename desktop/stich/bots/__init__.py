"""Bots: players that see only their seat's observation.

``make_bot(game, level)`` returns the bot of a level for a game: ``random`` (any legal action),
``easy`` (human-like rules with slips, timid bidding), ``medium`` (a solid rule-based player) and
``hard`` (determinized search). Every game has bots of its own: Schafkopf and Skat their own
search; Sheepshead, Klørsjavs and Sjavs share the search of :mod:`.determinized`.
``docs/bots.md`` explains them.
"""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS = ("random", "easy", "medium", "hard")
GAMES_WITH_BOTS = ("schafkopf", "skat", "sheepshead", "klorsjavs", "sjavs")


def make_bot(game: str, level: str) -> Bot:
    """The bot of ``level`` for ``game``."""
    if level == "random":
        return RandomBot()
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if game == "schafkopf":
        from .schafkopf.bot import SchafkopfBot
        return SchafkopfBot(level)
    if game == "skat":
        from .skat.bot import SkatBot
        return SkatBot(level)
    if game == "sheepshead":
        from .sheepshead import SheepsheadBot
        return SheepsheadBot(level)
    if game == "klorsjavs":
        from .klorsjavs import KlorsjavsBot
        return KlorsjavsBot(level)
    if game == "sjavs":
        from .sjavs import SjavsBot
        return SjavsBot(level)
    from ..engine.game import game_names
    if game not in game_names():
        raise ValueError(f"unknown game {game!r}")
    from .generic import GenericBot
    return GenericBot(game, level)


__all__ = ["GAMES_WITH_BOTS", "LEVELS", "Bot", "RandomBot", "make_bot"]
