"""Helpers for the bot tests: play hands with bots, and re-deal what a seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Callable

from stich.bots import make_bot
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game
from stich.engine.state import HandState


def medium_positions(game: str, preset: str, players: int, seed: int,
                     wanted: Callable[[HandState], bool], count: int, hands: int = 400,
                     give_up: Callable[[HandState], bool] | None = None) -> list[HandState]:
    """Positions of hands the medium bot plays in every seat (hand ``i`` dealt from seed
    ``seed + i`` by seat ``i % players``, the bots' random numbers from ``Random(i)``): the
    first position of each hand that ``wanted`` accepts, until there are ``count``; a hand is
    left at a position ``give_up`` rejects."""
    g = get_game(game)
    rules = g.rules(preset)
    mover = make_bot(game, "medium")
    out: list[HandState] = []
    for hand in range(hands):
        rng = random.Random(hand)
        st = g.new_hand(rules, players=players, dealer=hand % players, seed=seed + hand)
        while not st.is_terminal:
            if wanted(st):
                out.append(st)
                break
            if give_up is not None and give_up(st):
                break
            st = st.apply(mover.choose(st.observation(st.to_move), st.legal_actions(), rng, 1.0))
        if len(out) >= count:
            break
    return out


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
