"""Helpers for the Skat tests: deal the spec's examples (Forehand = seat 0) and run auctions."""

from __future__ import annotations

from stich.engine.actions import Action, Contract
from stich.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, parse_cards
from stich.engine.game import get_game
from stich.engine.rules import HouseRules
from stich.engine.state import HandState

from .helpers import deal_of

GAME = get_game("skat")
SUIT = {"C": CLUBS, "S": SPADES, "H": HEARTS, "D": DIAMONDS}

# SPEC §3.13: the worked examples, Forehand first.
SKAT1 = ("JH QH KC 8C AS 9S 8S 10D KD 8D", "JC JS AH 10H 9H 8H AC 7C 10S 7D",
         "JD KH 7H 10C 9C KS QS AD QD 9D", "QC 7S")
SKAT2 = ("JC JH JD AC 10C KC QC AS 10S 9H", "JS 9C AH 10H KH QH AD 10D KD 7S",
         "8C 7C KS QS 9S 8S 8H 7H QD 9D", "8D 7D")
SKAT3 = ("7D 8D 9D AC 10C KC QC JC 10S KS", "AD QD 10D JD 10H KH QH JH QS JS",
         "7C 8C 9C 7S 8S 9S 7H 8H 9H KD", "AS AH")


def rules(preset: str | None = None, **overrides: object) -> HouseRules:
    return GAME.rules(preset, overrides)


def hand(example: tuple[str, str, str, str], rules_: HouseRules | None = None, *,
         players: int = 3, context: dict | None = None) -> HandState:
    """A hand dealt as in ``example`` (F, M, R, skat) with Forehand at seat 0: the dealer is
    seat 2 at a table of three, seat 3 (who sits out) at a table of four."""
    f, m, r, skat = example
    hands = (f, m, r) if players == 3 else (f, m, r, "")
    return GAME.new_hand(rules_ or GAME.rules(), players=players, dealer=players - 1,
                         deal=deal_of(*hands, extra=skat), context=context)


def do(state: HandState, type_: str, **kw: object) -> HandState:
    """Apply an action for the seat to move; ``cards`` may be text."""
    assert state.to_move is not None, "nobody is to move"
    if isinstance(kw.get("cards"), str):
        kw["cards"] = tuple(parse_cards(kw["cards"]))  # type: ignore[arg-type]
    return state.apply(Action(state.to_move, type_, **kw))  # type: ignore[arg-type]


def auction(state: HandState, script: str) -> HandState:
    """Run an auction written as 'bid 18, hold, bid 20, pass, pass'."""
    for step in (s.strip() for s in script.split(",")):
        parts = step.split()
        if parts[0] == "bid":
            state = do(state, "bid", value=int(parts[1]))
        else:
            state = do(state, parts[0])
    return state


def game(kind: str, suit: str | None = None, *flags: str) -> Contract:
    return Contract(kind, SUIT[suit] if suit else None, frozenset(flags))


def declare(state: HandState, kind: str, suit: str | None = None, *flags: str) -> HandState:
    return do(state, "declare", contract=game(kind, suit, *flags))


def finish(state: HandState) -> HandState:
    """Play the first legal card until the hand ends (a fixed, simple line of play)."""
    while not state.is_terminal:
        state = state.apply(state.legal_actions()[0])
    return state


def swap(example: tuple[str, str, str, str], a: str, b: str) -> tuple[str, str, str, str]:
    """The example with cards ``a`` and ``b`` exchanged wherever they are."""
    out = []
    for part in example:
        cards = [b if c == a else a if c == b else c for c in part.split()]
        out.append(" ".join(cards))
    return (out[0], out[1], out[2], out[3])
