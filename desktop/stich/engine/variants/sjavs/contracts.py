"""Faroese Sjavs rankings, suit lengths and bids (SPEC §4B.3, §4B.4, §0.7 item 12).

A contract is ``Contract("sjavs", X)`` with X the trump suit the declarer named, or
``Contract("no_bid", CLUBS)`` for a hand nobody bid (``all_pass = PLAY_NO_BID``). A bid is a
pair ``(n, better)``: n is the length of the bidder's longest suit with the six permanent
trumps counted, better is true for a clubs bid. Bids are ordered by :func:`bid_key`:
``(n, False) < (n, True) < (n + 1, False)``.
"""

from __future__ import annotations

from functools import cache

from ...actions import Contract
from ...cards import ACE, CLUBS, DECK_32, EIGHT, KING, NINE, QUEEN, SEVEN, SUIT_MASK, SUITS, TEN
from ...tricks import Ranking
from ..sjavs_family import PERMANENT_MASK, permanent_ranking

RANKS = (ACE, KING, QUEEN, TEN, NINE, EIGHT, SEVEN)  # the 10 below the queen (SPEC §4B.3)
MIN_BID = 5
SIMPLE, BETTER = "simple", "better"

_DECK_MASK = sum(1 << c for c in DECK_32)
# The cards that make suit X long besides the permanent trumps.
OWN_SUIT: tuple[int, ...] = tuple(SUIT_MASK[x] & _DECK_MASK & ~PERMANENT_MASK for x in SUITS)


def sjavs(suit: int) -> Contract:
    return Contract("sjavs", suit)


NO_BID = Contract("no_bid", CLUBS)


@cache
def ranking(trump_suit: int) -> Ranking:
    """QC QS JC JS JH JD, then A K (Q) 10 9 8 7 of the trump suit: 12 trumps for a black
    suit, 13 for a red one. Plain suits A K (Q) 10 9 8 7."""
    return permanent_ranking(trump_suit, RANKS)


@cache
def overtrumps(trump_suit: int) -> tuple[int, ...]:
    """For each trump card, the mask of the trumps that beat it (0 for other cards)."""
    r = ranking(trump_suit)
    out = [0] * 36
    above = 0
    for c in r.trumps:
        out[c] = above
        above |= 1 << c
    return tuple(out)


def lengths(hand: int) -> tuple[int, ...]:
    """``len(hand, X)`` for X = C S H D: permanent trumps plus the other cards of suit X."""
    perm = (hand & PERMANENT_MASK).bit_count()
    return tuple(perm + (hand & OWN_SUIT[x]).bit_count() for x in SUITS)


def bid_key(value: int, better: bool) -> int:
    return 2 * value + (1 if better else 0)


def bid_options(hand: int, must_name_clubs: bool) -> tuple[int, list[bool]]:
    """(n, the ``better`` flags the holder of ``hand`` may bid n with).

    ``better`` needs clubs among the longest suits. A simple bid needs another suit of length
    n: the declarer names clubs exactly when he bid better (SPEC §0.7 item 12). With
    ``must_name_clubs_if_possible`` a player whose clubs are among his longest must bid better.
    """
    lens = lengths(hand)
    n = max(lens)
    clubs = lens[CLUBS] == n
    other = any(lens[x] == n for x in SUITS if x != CLUBS)
    flags: list[bool] = []
    if other and not (clubs and must_name_clubs):
        flags.append(False)
    if clubs:
        flags.append(True)
    return n, flags


def nameable(hand: int, value: int, better: bool) -> list[int]:
    """Suits the bid winner may name: his length there equals the bid, clubs iff better."""
    lens = lengths(hand)
    if better:
        return [CLUBS] if lens[CLUBS] == value else []
    return [x for x in SUITS if x != CLUBS and lens[x] == value]
