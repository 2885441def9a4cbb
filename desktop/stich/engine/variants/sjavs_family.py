"""What Danish Klørsjavs and Faroese Sjavs share: the six permanent trumps QC QS JC JS JH JD
on top of every trump suit (SPEC §4A.3, §4A.12, §4B.3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..actions import Action
from ..cards import CLUBS, DIAMONDS, HEARTS, JACK, QUEEN, SPADES, card
from ..tricks import Ranking

PERMANENT: tuple[int, ...] = (
    card(QUEEN, CLUBS), card(QUEEN, SPADES), card(JACK, CLUBS), card(JACK, SPADES),
    card(JACK, HEARTS), card(JACK, DIAMONDS),
)
PERMANENT_MASK = sum(1 << c for c in PERMANENT)


def permanent_ranking(trump_suit: int, ranks: Sequence[int]) -> Ranking:
    """The six permanent trumps, then the other cards of ``trump_suit`` in ``ranks`` order;
    every suit (the trump suit's leftovers included) ranks in ``ranks`` order when plain."""
    tail = tuple(card(r, trump_suit) for r in ranks if card(r, trump_suit) not in PERMANENT)
    return Ranking(PERMANENT + tail, ranks)


def sorted_discard(action: Action) -> Action:
    """A discard with its cards in card order: the player may name them in any order, the
    legal actions and the record list them sorted."""
    cs = action.cards
    if action.type == "discard" and cs is not None and len(cs) > 1:
        ordered = tuple(sorted(cs))
        if ordered != cs:  # an action already in order stays the very object (found by identity)
            return replace(action, cards=ordered)
    return action
