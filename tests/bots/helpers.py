"""Helpers for the bot tests: play hands with bots, and re-deal what a seat cannot see."""

from __future__ import annotations

import random

from stich.engine.errors import IllegalAction
from stich.engine.state import HandState


def redeal_hidden(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same hand with the cards ``seat`` cannot see dealt differently among the other
    seats (each keeps its played cards and its hand size), replayed to the same point; ``None``
    when the new deal does not allow the same actions."""
    others = [s for s in range(state.players) if s != seat]

    def dealt(s: int) -> int:
        m = 0
        for c in state.deal.hands[s]:
            m |= 1 << c
        return m

    # cards still held that were dealt to the seat (not a Skat declarer's skat cards)
    pool = [c for s in others for c in range(36) if ((state.hands[s] & dealt(s)) >> c) & 1]
    rng.shuffle(pool)
    hands = [list(h) for h in state.deal.hands]
    for s in others:
        held = state.hands[s] & dealt(s)
        for i, c in enumerate(hands[s]):
            if (held >> c) & 1:
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
