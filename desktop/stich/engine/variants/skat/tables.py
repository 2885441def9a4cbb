"""Skat's precomputed tables for the hot path: one shared :class:`Action` object per seat and
move (plays by 8-bit suit pattern, every bid, every discard pair, every declaration with what
it can reach), the seat order of a table, and a fast trick winner and trick builder.
"""

from __future__ import annotations

from ...actions import Action
from ...cards import JACK
from ...state import play_action
from ...tricks import TRUMP, Ranking, Trick
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


def _chunk_table(seat: int) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the play actions of every 8-bit pattern of that suit's ranks."""
    out = []
    for s in range(4):
        out.append(tuple(
            tuple(play_action(seat, s * 9 + r) for r in range(8) if (pattern >> r) & 1)
            for pattern in range(256)))
    return tuple(out)


PLAYS = tuple(_chunk_table(s) for s in range(4))
JACK_MASK = sum(1 << (s * 9 + JACK) for s in range(4))
# The discard action of every pair of cards, per seat: DISCARDS[seat][a][b] with a < b.
DISCARDS: tuple[tuple[tuple[Action | None, ...], ...], ...] = tuple(
    tuple(tuple(Action(seat, "discard", cards=(a, b)) if a < b else None for b in range(36))
          for a in range(36))
    for seat in range(4))


def discard_action(seat: int, a: int, b: int) -> Action:
    """The shared action laying away cards ``a`` and ``b`` (lower card number first)."""
    act = DISCARDS[seat][min(a, b)][max(a, b)]
    assert act is not None
    return act


SEATS: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, int, int]]] = {}


def seat_tables(players: int, dealer: int) -> tuple[tuple[int, ...], tuple[int, int, int]]:
    """(next active seat of every seat, (Forehand, Middlehand, Rearhand)) for a table."""
    key = (players, dealer)
    tables = SEATS.get(key)
    if tables is None:
        active = [s for s in range(players) if players == 3 or s != dealer]
        nxt = []
        for s in range(players):
            t = (s + 1) % players
            while t not in active:
                t = (t + 1) % players
            nxt.append(t)
        f = nxt[dealer]
        tables = SEATS[key] = (tuple(nxt), (f, nxt[f], nxt[nxt[f]]))
    return tables


# A Trick is a frozen dataclass; filling its slots directly is twice as fast as its __init__
# and this runs once per trick on the hot path.
_new_object = object.__new__
_set_leader = vars(Trick)["leader"].__set__
_set_cards = vars(Trick)["cards"].__set__
_set_winner = vars(Trick)["winner"].__set__
_set_seats = vars(Trick)["seats"].__set__


def new_trick(leader: int, cards: tuple[int, ...], winner: int, seats: tuple[int, ...]) -> Trick:
    t: Trick = _new_object(Trick)
    _set_leader(t, leader)
    _set_cards(t, cards)
    _set_winner(t, winner)
    _set_seats(t, seats)
    return t


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
