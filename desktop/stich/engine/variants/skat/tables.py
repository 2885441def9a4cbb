"""Skat's precomputed tables for the hot path: one shared :class:`Action` object per seat and
move (every bid, every discard pair, every declaration with what it can reach; the card plays
are the engine's, :func:`~stich.engine.state.play_actions`), and a fast trick winner.
"""

from __future__ import annotations

from ...actions import Action
from ...cards import JACK
from ...tricks import TRUMP, Ranking
from .contracts import (
    BASE_VALUES,
    BID_VALUES,
    HAND,
    NULL_VALUES,
    OUVERT,
    declarations,
    max_value,
    trump_index,
)

PASS = tuple(Action(s, "pass") for s in range(4))
HOLD = tuple(Action(s, "hold") for s in range(4))
PICK = tuple(Action(s, "pick") for s in range(4))
HAND_ACTION = tuple(Action(s, "hand") for s in range(4))
KONTRA = tuple(Action(s, "double", kind="kontra") for s in range(4))
RE = tuple(Action(s, "double", kind="re") for s in range(4))
BIDS = tuple(tuple(Action(s, "bid", value=v) for v in BID_VALUES) for s in range(4))
DECLARE = {
    hand_game: tuple(tuple(Action(s, "declare", contract=c) for c in declarations(hand_game))
                     for s in range(4))
    for hand_game in (False, True)
}


def _reach_info(a: Action) -> tuple[Action, int, int, int]:
    """(the declaration; its trump index, or -1 for a null; base value; levels over the
    matadors when schneider and schwarz are both achieved, or a null's fixed value), for the
    refusal of §0.7 item 10."""
    c = a.contract
    assert c is not None
    if c.kind == "null":
        return (a, -1, 0, NULL_VALUES[(c.has(HAND), c.has(OUVERT))])
    t = trump_index(c)
    return (a, t, BASE_VALUES[t], max_value(c, 0) // BASE_VALUES[t])


DECLARE_REACH = {
    hand_game: tuple(tuple(_reach_info(a) for a in DECLARE[hand_game][s]) for s in range(4))
    for hand_game in (False, True)
}


JACK_MASK = sum(1 << (s * 9 + JACK) for s in range(4))
# The discard action of every pair of cards, per seat: DISCARDS[seat][a][b] with a < b.
DISCARDS: tuple[tuple[tuple[Action | None, ...], ...], ...] = tuple(
    tuple(tuple(Action(seat, "discard", cards=(a, b)) if a < b else None for b in range(36))
          for a in range(36))
    for seat in range(4))


# PASS and the bids from each bid index on, per seat: the legal list of a speaker whose first
# allowed bid has that index (past the highest bid: PASS alone). Speed: one copy of a prepared
# tuple, not a slice and two unpackings.
BID_CHOICES = tuple(tuple((PASS[s], *BIDS[s][i:]) for i in range(len(BID_VALUES) + 1))
                    for s in range(4))


def discard_action(seat: int, a: int, b: int) -> Action:
    """The shared action laying away cards ``a`` and ``b`` (lower card number first)."""
    act = DISCARDS[seat][min(a, b)][max(a, b)]
    assert act is not None
    return act


def winner3(ranking: Ranking, cards: tuple[int, int, int]) -> int:
    """``ranking.winning_index`` for three cards: a card counts with its strength if it is a
    trump or of the led suit (trumps rank above every plain card), else not at all."""
    esuit, strength = ranking.esuit, ranking.strength
    a, b, c = cards
    led = esuit[a]
    best, top = 0, strength[a]
    e = esuit[b]
    if e in (led, TRUMP) and strength[b] > top:
        best, top = 1, strength[b]
    e = esuit[c]
    if e in (led, TRUMP) and strength[c] > top:
        best = 2
    return best
