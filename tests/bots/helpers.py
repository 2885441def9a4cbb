"""Helpers for the bot tests: play hands with bots, and re-deal what a seat cannot see."""

from __future__ import annotations

import random

from stich.engine.errors import IllegalAction
from stich.engine.state import HandState


def redeal_hidden(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same hand with the cards ``seat`` cannot see dealt differently among the other
    seats (each keeps its played cards and its hand size), replayed to the same point; ``None``
    when the new deal does not allow the same actions."""
    # only cards still in the hand they were dealt to (a picked-up blind stays where it is)
    dealt = [sum(1 << c for c in h) for h in state.deal.hands]
    hidden = [state.hands[s] & dealt[s] if s != seat else 0 for s in range(state.players)]
    # two-player Sjavs: the face-down cards still covered, every seat's (nobody sees them)
    down = getattr(state, "down", ())
    for s, m in enumerate(down):
        hidden[s] |= m
    pool = [c for s in range(state.players) for c in range(36) if (hidden[s] >> c) & 1]
    rng.shuffle(pool)
    hands = [list(h) for h in state.deal.hands]
    for s in range(state.players):
        for i, c in enumerate(hands[s]):
            if (hidden[s] >> c) & 1:
                hands[s][i] = pool.pop()
    alt_deal = type(state.deal)(tuple(tuple(h) for h in hands), state.deal.extra)
    alt = state.game.new_hand(state.rules, players=state.players, dealer=state.dealer,
                              deal=alt_deal, context=state.context)
    try:
        for a in state.history():
            alt = alt.apply(a)
    except IllegalAction:
        return None
    return alt
