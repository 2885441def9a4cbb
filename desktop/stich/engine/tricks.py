"""The generic trick machine of SPEC §0.4: effective suits, the follow rule and the trick winner.

A :class:`Ranking` says, for one contract, which cards are trump and how every card ranks.
Trumps form one effective suit (:data:`TRUMP`); an Ober, Unter, Queen or Jack that is trump does
not belong to its printed suit. Contracts with extra constraints (the called ace, must
overtrump) narrow :meth:`Ranking.follow_mask` in their own module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import NUM_CARDS, SUIT_NAMES, SUITS, card

TRUMP = 4
ESUIT_NAMES = (*SUIT_NAMES, "trumps")


class Ranking:
    """Trumps (high to low) and the rank order of the plain suits (high to low)."""

    __slots__ = ("esuit", "esuit_mask", "plain_ranks", "strength", "trump_mask", "trumps")

    def __init__(self, trumps: Sequence[int], plain_ranks: Sequence[int],
                 suit_ranks: dict[int, Sequence[int]] | None = None) -> None:
        self.trumps: tuple[int, ...] = tuple(trumps)
        self.plain_ranks: tuple[int, ...] = tuple(plain_ranks)
        self.trump_mask = 0
        for c in self.trumps:
            self.trump_mask |= 1 << c
        esuit = [c // 9 for c in range(NUM_CARDS)]
        strength = [0] * NUM_CARDS
        for i, c in enumerate(self.trumps):
            esuit[c] = TRUMP
            strength[c] = 100 + len(self.trumps) - i
        masks = [0] * 5
        for s in SUITS:
            ranks = (suit_ranks or {}).get(s, self.plain_ranks)
            for i, r in enumerate(ranks):
                c = card(r, s)
                if not (self.trump_mask >> c) & 1:
                    strength[c] = len(ranks) - i
                    masks[s] |= 1 << c
        masks[TRUMP] = self.trump_mask
        self.esuit: tuple[int, ...] = tuple(esuit)
        self.strength: tuple[int, ...] = tuple(strength)
        self.esuit_mask: tuple[int, ...] = tuple(masks)

    def is_trump(self, c: int) -> bool:
        return bool((self.trump_mask >> c) & 1)

    def follow_mask(self, hand: int, led: int) -> int:
        """Generic follow rule: cards of the led effective suit if any, else the whole hand."""
        same = hand & self.esuit_mask[self.esuit[led]]
        return same or hand

    def beats(self, c: int, best: int) -> bool:
        """Whether ``c`` played later in a trick beats the card ``best`` that is winning it."""
        ec, eb = self.esuit[c], self.esuit[best]
        if ec == eb:
            return self.strength[c] > self.strength[best]
        return ec == TRUMP

    def winning_index(self, cards: Sequence[int]) -> int:
        """Index, in play order, of the card that wins the trick."""
        esuit, strength = self.esuit, self.strength
        best = 0
        bc = cards[0]
        be, bs = esuit[bc], strength[bc]
        for i in range(1, len(cards)):
            c = cards[i]
            e = esuit[c]
            if (e == be and strength[c] > bs) or (e == TRUMP and be != TRUMP):
                best, be, bs = i, e, strength[c]
        return best

    def order_key(self, c: int) -> tuple[int, int]:
        """Sort key: trumps first (highest first), then suits C S H D, each highest first."""
        e = self.esuit[c]
        return (0 if e == TRUMP else 1 + e, -self.strength[c])


class Trick(NamedTuple):
    """A finished trick. Speed: a named tuple, made in one C call (:func:`new_trick`) once
    per trick on the hot path; its fields read like a frozen dataclass's."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    seats: tuple[int, ...]  # who played each card, in play order

    def card_of(self, seat: int) -> int | None:
        for s, c in zip(self.seats, self.cards, strict=True):
            if s == seat:
                return c
        return None


_tuple_new = tuple.__new__


def new_trick(leader: int, cards: tuple[int, ...], winner: int, seats: tuple[int, ...]) -> Trick:
    """``Trick(leader, cards, winner, seats)``, made faster."""
    t: Trick = _tuple_new(Trick, (leader, cards, winner, seats))
    return t
