"""Bots: players that see only their seat's observation."""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS = ("random",)


def make_bot(game: str, level: str) -> Bot:
    """The bot of ``level`` for ``game``."""
    if level == "random":
        return RandomBot()
    raise ValueError(f"no {level!r} bot for {game}")


__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]
