"""Sheepshead cards and contracts: the one fixed ranking (SPEC §2.1), the calls of §2.4-§2.5
(§0.7 item 7), blitz pairs (§2.7) and the Schwanzer count (§2.10).

Contracts are ``Contract("picker", suit, flags)`` (suit: the called card's suit, or the called
jack's suit for a call-up; flags ``alone``, ``ten``, ``unknown``, ``call_up``, ``forced``),
``Contract("leaster")`` and ``Contract("schwanzer")``.
"""

from __future__ import annotations

from itertools import combinations

from ...actions import Action, Contract
from ...cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    EIGHT,
    HEARTS,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SPADES,
    SUITS,
    TEN,
    card,
    cards_of,
)
from ...tricks import Ranking

FAIL_SUITS = (CLUBS, SPADES, HEARTS)
QUEENS = tuple(card(QUEEN, s) for s in SUITS)
JACKS = tuple(card(JACK, s) for s in SUITS)
DIAMOND_TAIL = tuple(card(r, DIAMONDS) for r in (ACE, TEN, KING, NINE, EIGHT, SEVEN))
TRUMPS = QUEENS + JACKS + DIAMOND_TAIL
PLAIN = (ACE, TEN, KING, NINE, EIGHT, SEVEN)
RANKING = Ranking(TRUMPS, PLAIN)

JD = card(JACK, DIAMONDS)
CALL_UP_ORDER = (card(JACK, HEARTS), card(JACK, SPADES), card(JACK, CLUBS))
BLACK_QUEENS = (card(QUEEN, CLUBS), card(QUEEN, SPADES))
RED_QUEENS = (card(QUEEN, HEARTS), card(QUEEN, DIAMONDS))
ACES = tuple(card(ACE, s) for s in FAIL_SUITS)
ACES_MASK = sum(1 << c for c in ACES)

PICKER = Contract("picker")
PICKER_ALONE = Contract("picker", None, frozenset({"alone"}))
LEASTER = Contract("leaster")
SCHWANZER = Contract("schwanzer")


def bit(c: int) -> int:
    return 1 << c


def fail_mask(suit: int) -> int:
    """The six fail cards of ``suit`` (A 10 K 9 8 7; its Q and J are trump)."""
    return RANKING.esuit_mask[suit]


_BURY2: dict[tuple[int, tuple[int, ...]], Action] = {}


def bury_actions(seat: int, hand: int, size: int) -> list[Action]:
    """Every ``discard`` of ``size`` cards from ``hand``, each with its cards in ascending
    card numbers. Two-card buries are shared actions (at most 8 seats × 496 pairs), since a
    bury is offered 28 to 66 ways in every hand; the 330 four-card buries of the 4-handed
    cutthroat game are built afresh."""
    combos = combinations(cards_of(hand), size)
    if size != 2:
        return [Action(seat, "discard", cards=combo) for combo in combos]
    cache = _BURY2
    out = []
    for combo in combos:
        key = (seat, combo)
        a = cache.get(key)
        if a is None:
            a = cache[key] = Action(seat, "discard", cards=combo)
        out.append(a)
    return out


def ace_calls(hand: int, eight: int) -> list[int]:
    """Fail aces the picker may call: not among his 8 cards (hand after picking, bury included),
    with a hold card of that suit among the cards he keeps (SPEC §2.5, §0.7 item 7)."""
    return [card(ACE, x) for x in FAIL_SUITS
            if not (eight >> card(ACE, x)) & 1 and hand & fail_mask(x)]


def ten_calls(hand: int, eight: int) -> list[int]:
    """Ten calls: the picker has all three fail aces among his 8 cards; he calls a ten he does
    not hold in a suit whose ace he keeps (the ace is the hold card) [JAY][ESI 4.1]."""
    if eight & ACES_MASK != ACES_MASK:
        return []
    return [card(TEN, x) for x in FAIL_SUITS
            if (hand >> card(ACE, x)) & 1 and not (eight >> card(TEN, x)) & 1]


def unknown_calls(hand: int, eight: int) -> list[int]:
    """Aces of suits the picker holds no card of (the 'unknown' call, SPEC §2.5)."""
    return [card(ACE, x) for x in FAIL_SUITS
            if not (eight >> card(ACE, x)) & 1 and not hand & fail_mask(x)]


def call_up_jack(eight: int) -> int | None:
    """The jack a picker holding J♦ calls up to: the next higher jack he lacks (SPEC §2.4)."""
    if not (eight >> JD) & 1:
        return None
    for j in CALL_UP_ORDER:
        if not (eight >> j) & 1:
            return j
    return None


def blitz_pairs(hand: int, mode: str) -> list[tuple[int, ...]]:
    """The queen pairs in ``hand`` that may be shown for a blitz under ``mode``."""
    pairs: list[tuple[int, ...]] = []
    if mode == "OFF":
        return pairs
    for pair in (BLACK_QUEENS, RED_QUEENS) if mode == "BLACK_AND_RED_QUEENS" else (BLACK_QUEENS,):
        if all((hand >> c) & 1 for c in pair):
            pairs.append(tuple(sorted(pair)))
    return pairs


def blitz_actions(seat: int, hand: int, mode: str) -> list[Action]:
    return [Action(seat, "double", kind="blitz", cards=p) for p in blitz_pairs(hand, mode)]


def schwanzer_count(hand: int) -> int:
    """Queens 3, jacks 2, other diamonds 1 (SPEC §2.10 SCHWANZER)."""
    total = 0
    for c in QUEENS:
        total += 3 * ((hand >> c) & 1)
    for c in JACKS:
        total += 2 * ((hand >> c) & 1)
    for c in DIAMOND_TAIL:
        total += (hand >> c) & 1
    return total


def highest_card_strength(hand: int) -> int:
    return max((RANKING.strength[c] for c in range(36) if (hand >> c) & 1), default=0)
