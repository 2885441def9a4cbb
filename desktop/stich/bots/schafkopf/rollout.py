"""Playouts of a sampled world with the rule-based player in every seat.

:func:`world_state` rebuilds the engine state of one world (the observed history replayed on a
deal where the hidden cards are as sampled): the engine itself then enforces every rule, so a
sample that contradicts the history is discarded. :func:`playout` finishes a hand from such a
state with :class:`~.heuristic.Heuristic` players and returns the settlement. The hard bot uses
playouts where the double-dummy solver is too slow or too optimistic about the others (the
first tricks, bidding, Kontra): they estimate what a decision is worth against players who, like
most players, do not see the cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...engine.actions import Action
from ...engine.cards import cards_of
from ...engine.errors import IllegalAction
from ...engine.game import get_game
from ...engine.state import Deal, HandState
from .view import SkView


def hand_context(v: SkView) -> dict[str, int]:
    """What the match handed to this hand (the engine's ``context``) as far as ``v`` shows it."""
    obs = v.obs
    contract = obs.contract
    # a forced game (Der Alte muss) follows an all-pass: the engine needs the previous
    # all-pass in the context, or replaying the passes throws the hand in. The table saw the
    # hands passed out before this one (public), and a forced game in play or being named
    # says so too.
    muss = any(c is not None and c.has("muss")
               for c in (contract, *(a.contract for a in obs.legal)))
    streak = int(obs.public.get("all_pass_streak", 0) or 0)
    return {"stock": int(obs.public.get("stock", 0) or 0),
            "all_pass_streak": max(streak, 1) if muss else streak}


def new_world(v: SkView, orig: Sequence[int],
              context: dict[str, int] | None = None) -> HandState | None:
    """The hand as dealt in the world where the seats were dealt ``orig`` (masks), before any
    action; None when a hand has the wrong size."""
    obs = v.obs
    if any(m.bit_count() != v.hand_size for m in orig):
        return None
    deal = Deal(tuple(tuple(cards_of(m)) for m in orig), ())
    try:
        return get_game(obs.game).new_hand(
            obs.rules, players=v.n, dealer=obs.dealer, deal=deal,
            context=hand_context(v) if context is None else context)
    except IllegalAction:
        return None


def world_state(v: SkView, hands: Sequence[int],
                history: Sequence[Action] | None = None,
                check: Callable[[HandState, Action], None] | None = None) -> HandState | None:
    """The state of the hand in the world where the seats hold ``hands`` now. ``check`` is
    called with each state and the action taken in it before it is applied."""
    st = new_world(v, [hands[s] | v.tv.played[s] for s in range(v.n)])
    if st is None:
        return None
    try:
        for a in (v.obs.history if history is None else history):
            if check is not None:
                check(st, a)
            st = st.apply(a)
    except IllegalAction:
        return None
    return st


def playout(state: HandState, seat: int, players: Sequence[Any],
            rng: random.Random) -> int:
    """Finish the hand with rule-based players; ``seat``'s settlement."""
    return finish(state, players, rng).result().settlement[seat]


def finish(state: HandState, players: Sequence[Any], rng: random.Random) -> HandState:
    """The hand finished from ``state`` with rule-based players (its terminal state)."""
    st = state
    while not st.is_terminal:
        s = st.to_move
        assert s is not None
        legal = st.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        else:
            a = players[s].choose(st.observation(s), legal, rng)
        st = st.apply(a)
    return st
