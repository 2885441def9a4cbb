"""What a seat knows about the cards, derived from its observation only (SPEC §0.7 item 1).

:func:`table_view` reads an :class:`~stich.engine.state.Observation` and a contract's
:class:`~stich.engine.tricks.Ranking` and returns the cards each seat has played, how many each
still holds, the cards nobody has shown (``unknown``) and the effective suits a seat has shown
to be void in (it did not follow a lead of that suit). Games add their own inferences on top
(a called ace, bids, announcements).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.state import Observation
from ..engine.tricks import Ranking


@dataclass
class TableView:
    seat: int
    players: int
    deck: int                      # every card of the deck (mask)
    hand: int                      # the seat's own cards
    plays: list[tuple[int, int]]   # (seat, card) in play order, the whole hand so far
    played: list[int]              # per seat: the cards it has played (mask)
    trick_seats: tuple[int, ...]   # who played the cards of the current trick
    left: list[int]                # per seat: how many cards it still holds
    known: list[int]               # per seat: cards it holds that this seat can see
    unknown: int                   # cards in other hands (or set aside) not seen
    voids: list[int]               # per seat: bit e set = shown void in effective suit e

    def in_play(self) -> int:
        """Cards not yet played (in some hand or set aside)."""
        out = self.deck
        for m in self.played:
            out &= ~m
        return out


def table_view(obs: Observation, ranking: Ranking | None, deck: Sequence[int],
               hand_sizes: Sequence[int], set_aside: int = 0) -> TableView:
    """``hand_sizes``: cards each seat held when play began; ``set_aside``: cards this seat
    knows are in no hand (its own discards)."""
    n = obs.players
    deck_mask = 0
    for c in deck:
        deck_mask |= 1 << c
    plays = [(a.seat, a.card) for a in obs.history if a.type == "play" and a.card is not None]
    played = [0] * n
    for s, c in plays:
        played[s] |= 1 << c
    k = len(obs.trick)
    trick_seats = tuple(s for s, _ in plays[len(plays) - k:]) if k else ()
    left = [hand_sizes[s] - played[s].bit_count() for s in range(n)]
    known = [0] * n
    for s, m in obs.known.items():
        if s != obs.seat:
            known[s] = m & ~played[s]
    known[obs.seat] = obs.hand
    unknown = deck_mask & ~obs.hand & ~set_aside
    for s in range(n):
        unknown &= ~played[s] & ~known[s]
    voids = [0] * n
    if ranking is not None:
        esuit = ranking.esuit
        tricks = [(t.seats, t.cards) for t in obs.tricks]
        if k:
            tricks.append((trick_seats, obs.trick))
        for seats, cards in tricks:
            led = esuit[cards[0]]
            for s, c in zip(seats[1:], cards[1:], strict=True):
                if esuit[c] != led:
                    voids[s] |= 1 << led
    return TableView(obs.seat, n, deck_mask, obs.hand, plays, played, trick_seats, left, known,
                     unknown, voids)


def cards_in(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
