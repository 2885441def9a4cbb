"""A hand state is a value: applying an action, asking for the legal actions or the result, or
going on from an earlier state along another branch never changes a state already made.

The engine shares what does not change between states (the hand's setup, a game's record of
what the talk before the first card settled) and copies the rest; this checks, for every game,
preset and random house rules, that nothing shared is changed in place.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from stich.engine.game import game_names, get_game
from stich.engine.state import HandState

from .conformance import random_rules

_OWN = ("_parent", "_action", "_cache_legal", "_cache_result")


def _slot_names(cls: type) -> list[str]:
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        for name in getattr(klass, "__slots__", ()):
            if name not in names:
                names.append(name)
    return names


def _value(v: Any) -> Any:
    """A game's own record (a class with slots in a variant module) by its fields."""
    t = type(v)
    if t.__module__.startswith("stich.engine.variants") and hasattr(t, "__slots__"):
        return (t.__name__, tuple((n, _value(getattr(v, n, None))) for n in _slot_names(t)))
    return v


def snapshot(st: HandState) -> tuple[Any, ...]:
    fields = tuple((n, _value(getattr(st, n))) for n in _slot_names(type(st)) if n not in _OWN)
    seat = st.to_move
    seen = st.observation(seat) if seat is not None else None
    return fields, tuple(st.legal_actions()), seen


def _walk(state: HandState, rng: random.Random) -> list[HandState]:
    chain = [state]
    while not chain[-1].is_terminal:
        chain.append(chain[-1].apply(rng.choice(chain[-1].legal_actions())))
    chain[-1].result()
    return chain


def _rules_to_try(name: str) -> list[Any]:
    game = get_game(name)
    rng = random.Random(7)
    out = [game.rules(p) for p in game.rules_class.preset_names()]
    out += [random_rules(game, rng) for _ in range(4)]
    return out


@pytest.mark.parametrize("name", game_names())
def test_applying_actions_changes_no_state_already_made(name: str) -> None:
    game = get_game(name)
    rng = random.Random(11)
    for r, rules in enumerate(_rules_to_try(name)):
        for players in game.player_counts(rules):
            for hand in range(3):
                start = game.new_hand(rules, players=players, dealer=hand % players,
                                      seed=1000 * r + 10 * players + hand)
                chain = _walk(start, rng)
                before = [snapshot(st) for st in chain]
                # Branch off from every state along the way, then look again.
                for st in chain[:-1]:
                    _walk(st.apply(rng.choice(st.legal_actions())), rng)
                assert [snapshot(st) for st in chain] == before, (name, rules, players, hand)
