"""What the table needs to know about a game beyond the engine's API: small, generic defaults.

Everything here has a generic answer, so a game merged later works without an entry; an entry
only makes the table nicer (the usual deck pattern, how to sort a hand before the contract is
known).
"""

from __future__ import annotations

from ..engine.cards import FIVE, rank_of
from ..engine.game import Game
from ..engine.rules import HouseRules
from ..engine.tricks import Ranking

PATTERNS = ("german", "french", "french-4color")


def deck_patterns(game: Game, rules: HouseRules, players: int) -> tuple[str, ...]:
    """The deck patterns this game can be shown with: the German pack has no fives."""
    deck = game.deck(rules, players)
    if any(rank_of(c) == FIVE for c in deck):
        return ("french", "french-4color")
    if game.face == "german":
        return PATTERNS
    return ("french", "french-4color", "german")


def default_pattern(game: Game) -> str:
    return "german" if game.face == "german" else "french"


def sort_ranking(game: Game, rules: HouseRules) -> Ranking | None:
    """How to sort a hand before any contract is known (None: by suit and rank): the game's
    own hint (``Game.sort_ranking``)."""
    return game.sort_ranking(rules)


# Suits in an order that alternates colours (♣ ♥ ♠ ♦) for sorting a hand.
SUIT_ORDER = (0, 2, 1, 3)


def hand_sort_key(ranking: Ranking | None):  # type: ignore[no-untyped-def]
    """A sort key for a hand: trumps first (highest first), then suits alternating colour."""
    if ranking is None:
        from ..engine.cards import suit_of

        def plain(c: int) -> tuple[int, int]:
            return (SUIT_ORDER.index(suit_of(c)), rank_of(c))
        return plain

    def key(c: int) -> tuple[int, int]:
        e = ranking.esuit[c]
        return (0 if e == 4 else 1 + SUIT_ORDER.index(e), -ranking.strength[c])
    return key
