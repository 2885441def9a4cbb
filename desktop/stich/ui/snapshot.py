"""Immutable pictures of the table for one viewer, built from the engine's state.

A :class:`Snapshot` holds what the seat at the bottom of the table may see (its observation)
plus what everyone sees (how many cards each seat holds, where the blind/skat/cat lies, who has
doubled). Views draw snapshots; they never touch the engine state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action, Contract
from ..engine.cards import cards_of
from ..engine.state import HandState, Result
from ..engine.tricks import Ranking, Trick


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    human: bool
    level: str = ""  # the bot's difficulty; "" for a human


@dataclass(frozen=True)
class Event:
    """What changed since the previous snapshot."""

    kind: str  # "deal", "action", "resume"
    action: Action | None = None
    completed: Trick | None = None  # the trick this action completed


@dataclass(frozen=True)
class Snapshot:
    serial: int
    game: str
    pattern: str  # deck pattern to draw: german, french, french-4color
    players: int
    active: tuple[int, ...]
    seats: tuple[SeatInfo, ...]
    viewer: int  # the seat drawn at the bottom
    human: int | None  # the seat the player controls (None: bots only)
    dealer: int
    hand_index: int
    phase: str
    to_move: int | None
    hands: tuple[tuple[int, ...], ...]  # cards of each seat the viewer can see
    hand_counts: tuple[int, ...]  # how many cards each seat holds
    extra: tuple[int, ...]  # the set-aside cards the viewer can see
    extra_count: int  # how many cards are set aside (blind, skat, cat, buried)
    extra_owner: int | None  # None: on the table; a seat: it took them (buried by it)
    trick: tuple[tuple[int, int], ...]  # (seat, card) in play order
    tricks: tuple[Trick, ...]
    legal: tuple[Action, ...]  # the player's legal actions when it is the player's turn
    contract: Contract | None
    declarer: int | None
    partners: tuple[int, ...]
    doublings: tuple[tuple[int, str], ...]  # (seat, kind) of every double, knock included
    multiplier: int
    ranking: Ranking | None  # how the current contract ranks cards (None: not yet known)
    said: tuple[Action | None, ...]  # each seat's last non-card action this hand
    said_phase: tuple[str, ...]  # the phase each of those was taken in ("" : none)
    public: dict[str, Any] = field(default_factory=dict)
    event: Event = field(default_factory=lambda: Event("resume"))
    result: Result | None = None
    totals: tuple[int, ...] = ()
    rules_text: str = ""
    deck: tuple[int, ...] = ()  # every card of this game's deck (empty: not known)
    # the viewer's cards that came from the blind/skat/cat, while its exchange lasts
    fresh: tuple[int, ...] = ()

    @property
    def done(self) -> bool:
        return self.phase == "done"

    @property
    def my_turn(self) -> bool:
        return self.human is not None and self.to_move == self.human and not self.done

    def won_tricks(self, seat: int) -> int:
        return sum(1 for t in self.tricks if t.winner == seat)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def said_by(self, kind: str) -> int | None:
        """The seat whose last word was an action of type ``kind`` with the highest value (the
        standing bidder for ``"bid"``), or None."""
        best: tuple[int, int] | None = None
        for seat, a in enumerate(self.said):
            if a is not None and a.type == kind:
                v = a.value or 0
                if best is None or v > best[0]:
                    best = (v, seat)
        return best[1] if best is not None else None


def fresh_cards(state: HandState, viewer: int, hand: int,
                history: Sequence[Action]) -> tuple[int, ...]:
    """The cards of ``hand`` (the viewer's) that were not dealt to it: taken from the blind,
    skat or cat. They count as new until the exchange is over: the viewer lays cards away
    after taking them up, or plays its first card (a blind exchange, Klørsjavs' or Sjavs',
    lays away first), or the hand ends."""
    if state.is_terminal or viewer >= len(state.setup.dealt):
        return ()
    took = False
    for a in history:
        if a.seat != viewer:
            continue
        if a.type == "pick":
            took = True
        elif a.type == "play" or (took and a.type == "discard"):
            return ()
    return tuple(cards_of(hand & ~state.setup.dealt[viewer]))


def build_snapshot(state: HandState, *, serial: int, seats: tuple[SeatInfo, ...], viewer: int,
                   human: int | None, pattern: str, hand_index: int, event: Event,
                   totals: tuple[int, ...], fallback_ranking: Ranking | None,
                   extra_public: dict[str, Any] | None = None) -> Snapshot:
    obs = state.observation(viewer)
    done = state.is_terminal
    n = state.players
    history = state.history()
    hands: list[tuple[int, ...]] = []
    for s in range(n):
        if s == viewer:
            hands.append(tuple(cards_of(obs.hand)))
        elif done:
            hands.append(tuple(cards_of(state.hands[s])))
        elif s in obs.known:
            hands.append(tuple(cards_of(obs.known[s] & state.hands[s])))
        else:
            hands.append(())
    counts = tuple(h.bit_count() for h in state.hands)

    aside = state.set_aside()
    # who took the set-aside cards up: a pick, or an exchange with them (a discard without a
    # pick: Klørsjavs' cat, 3-handed Sjavs' blind), whose laid-away cards then lie by its pile
    picker = next((a.seat for a in reversed(history) if a.type in ("pick", "discard")), None)
    if done:
        extra = tuple(cards_of(aside))
    else:
        seen = 0
        for a in history:
            if a.seat == viewer and a.cards:
                for c in a.cards:
                    seen |= 1 << c
        extra = tuple(cards_of(aside & seen))
    doublings: list[tuple[int, str]] = []
    said: list[Action | None] = [None] * n
    said_phase = [""] * n
    for a, phase in zip(history, state.history_phases(), strict=True):
        if a.type == "double" and a.kind:
            doublings.append((a.seat, a.kind))
        if a.type != "play":
            said[a.seat] = a
            said_phase[a.seat] = phase
    public = dict(obs.public)
    public.update(extra_public or {})
    mult = public.get("multiplier")
    multiplier = int(mult) if isinstance(mult, int) else 2 ** len(doublings)
    ranking = state.ranking if state.ranking is not None else fallback_ranking
    trick = tuple(zip(state.trick_seats, state.trick, strict=True))
    result = state.result() if done else None
    partners = obs.partners if not done or result is None else result.partners
    return Snapshot(
        serial=serial, game=state.game.name, pattern=pattern, players=n,
        active=state.seats, seats=seats, viewer=viewer, human=human, dealer=state.dealer,
        hand_index=hand_index, phase=state.phase, to_move=state.to_move, hands=tuple(hands),
        hand_counts=counts, extra=extra, extra_count=aside.bit_count(), extra_owner=picker,
        trick=trick, tricks=obs.tricks,
        legal=obs.legal if human is not None and viewer == human else (),
        contract=obs.contract, declarer=obs.declarer, partners=tuple(partners),
        doublings=tuple(doublings), multiplier=multiplier, ranking=ranking, said=tuple(said),
        said_phase=tuple(said_phase),
        public=public, event=event, result=result, totals=totals,
        deck=state.game.deck(state.rules, n),
        fresh=fresh_cards(state, viewer, obs.hand, history),
    )
