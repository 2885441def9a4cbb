"""Bots: players that see only their seat's observation.

``make_bot(game, level)`` returns the bot of a level for a game: ``random`` (any legal action),
``easy`` (human-like rules with slips, timid bidding), ``medium`` (a solid rule-based player) and
``hard`` (determinized search). Schafkopf and Skat have bots of their own; the other games are
played by the generic rule-based player of :mod:`.generic` at every level for now.
``docs/bots.md`` explains them.
"""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS = ("random", "easy", "medium", "hard")
GAMES_WITH_BOTS = ("schafkopf", "skat")


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
    from ..engine.game import game_names
    if game not in game_names():
        raise ValueError(f"unknown game {game!r}")
    from .generic import GenericBot
    return GenericBot(game, level)


__all__ = ["GAMES_WITH_BOTS", "LEVELS", "Bot", "RandomBot", "make_bot"]
