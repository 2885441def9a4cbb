"""Small helpers for the engine tests: build deals and play written-out tricks."""

from __future__ import annotations

from stich.engine.actions import Action, Contract
from stich.engine.cards import parse_card, parse_cards
from stich.engine.state import Deal, HandState


def deal_of(*hands: str, extra: str = "") -> Deal:
    return Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(extra)))


def act(state: HandState, type_: str, **kw) -> HandState:
    """Apply an action for the seat to move."""
    assert state.to_move is not None, "nobody is to move"
    if "card" in kw and isinstance(kw["card"], str):
        kw["card"] = parse_card(kw["card"])
    return state.apply(Action(state.to_move, type_, **kw))


def passes(state: HandState, n: int) -> HandState:
    for _ in range(n):
        state = act(state, "pass")
    return state


def play_tricks(state: HandState, tricks: list[str]) -> HandState:
    """Play each trick written as 'card card card ...' in play order; checks the seat order."""
    for i, text in enumerate(tricks):
        for c in parse_cards(text):
            seat = state.to_move
            assert seat is not None, f"trick {i + 1}: nobody to move before {text}"
            assert state.hands[seat] >> c & 1, (
                f"trick {i + 1}: seat {seat} is to play but does not hold {text}")
            state = state.apply(Action(seat, "play", card=c))
    return state


def contract(kind: str, suit: int | None = None, *flags: str) -> Contract:
    return Contract(kind, suit, frozenset(flags))
