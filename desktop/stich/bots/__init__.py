"""Bots: players that see only their seat's observation.

``make_bot(game, level)`` returns the bot of a level for a game: ``random`` (any legal action),
``easy`` (human-like rules with slips, timid bidding), ``medium`` (a solid rule-based player) and
``hard`` (determinized double-dummy search). ``docs/bots.md`` explains them.
"""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS = ("random", "easy", "medium", "hard")
GAMES_WITH_BOTS = ("schafkopf",)


def make_bot(game: str, level: str) -> Bot:
    """The bot of ``level`` for ``game``."""
    if level == "random":
        return RandomBot()
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if game == "schafkopf":
        from .schafkopf.bot import SchafkopfBot
        return SchafkopfBot(level)
    raise ValueError(f"no {level!r} bot for {game} yet (games with bots: "
                     f"{', '.join(GAMES_WITH_BOTS)})")


__all__ = ["GAMES_WITH_BOTS", "LEVELS", "Bot", "RandomBot", "make_bot"]
