"""Helpers for the Sheepshead tests: start a hand from written-out cards, drive its phases."""

from __future__ import annotations

from typing import Any

from stich.engine.actions import Action, Contract
from stich.engine.cards import parse_card, parse_cards
from stich.engine.game import get_game
from stich.engine.state import HandState

from .helpers import deal_of

GAME = get_game("sheepshead")


def rules(preset: str = "tavern", **overrides: Any):
    return GAME.rules(preset, overrides)


def start(*hands: str, blind: str, preset: str = "tavern", dealer: int | None = None,
          context: dict[str, Any] | None = None, **overrides: Any) -> HandState:
    """A hand from the cards as written; the dealer defaults to the last seat, so that seat 0
    is forehand as in the spec's worked examples."""
    r = rules(preset, **overrides)
    n = len(hands)
    return GAME.new_hand(r, players=n, dealer=n - 1 if dealer is None else dealer,
                         deal=deal_of(*hands, extra=blind), context=context)


def do(state: HandState, type_: str, seat: int | None = None, **kw: Any) -> HandState:
    """Apply an action (for the seat to move unless ``seat`` is given); cards as text."""
    if isinstance(kw.get("card"), str):
        kw["card"] = parse_card(kw["card"])
    if isinstance(kw.get("cards"), str):
        kw["cards"] = tuple(parse_cards(kw["cards"]))
    s = state.to_move if seat is None else seat
    assert s is not None
    return state.apply(Action(s, type_, **kw))


def bury(state: HandState, cards: str) -> HandState:
    return do(state, "discard", cards=cards)


def declare(state: HandState, alone: bool = False) -> HandState:
    flags = frozenset({"alone"}) if alone else frozenset()
    return do(state, "declare", contract=Contract("picker", None, flags))


def pass_round(state: HandState) -> HandState:
    """Everyone asked in the current pick or doubling round passes."""
    phase = state.phase
    while state.phase == phase and not state.is_terminal:
        state = do(state, "pass")
    return state


def legal_cards(state: HandState) -> set[str]:
    from stich.engine.cards import card_str
    return {card_str(a.card) for a in state.legal_actions() if a.type == "play"}


def legal_types(state: HandState) -> list[tuple[str, str | None]]:
    return [(a.type, a.kind) for a in state.legal_actions()]


def play(state: HandState, cards: str) -> HandState:
    for c in parse_cards(cards):
        state = state.apply(Action(state.to_move, "play", card=c))
    return state


def table(fixed: dict[int, str], blind: str, preset: str = "tavern", dealer: int | None = None,
          context: dict[str, Any] | None = None, **overrides: Any) -> HandState:
    """A hand where the seats in ``fixed`` hold the written cards and the blind is as given;
    the other seats get the remaining cards in deck order."""
    from stich.engine.cards import card_str
    r = rules(preset, **overrides)
    form = r.form
    written = parse_cards(blind) + [c for text in fixed.values() for c in parse_cards(text)]
    assert len(set(written)) == len(written), "a card is written twice"
    used = set(written)
    rest = [c for c in form.deck if c not in used]
    hands = []
    for s in range(form.players):
        if s in fixed:
            hands.append(fixed[s])
        else:
            hands.append(" ".join(card_str(c) for c in rest[:form.hand]))
            rest = rest[form.hand:]
    assert not rest
    return start(*hands, blind=blind, preset=preset, dealer=dealer, context=context,
                 **overrides)


def pick_at(state: HandState, seat: int) -> HandState:
    """Everyone before ``seat`` passes and ``seat`` picks."""
    while state.to_move != seat:
        state = do(state, "pass")
    return do(state, "pick")


def calls(state: HandState) -> set[str]:
    from stich.engine.cards import card_str
    out = set()
    for a in state.legal_actions():
        if a.type == "call":
            out.add(card_str(a.card) + ("?" if a.kind == "unknown" else ""))
        elif a.type == "declare":
            out.add("alone" if a.contract.has("alone") else "partner")
    return out
