"""Find seeded random hands that end in a given way (for thresholds no worked example hits).

The search is deterministic: hand ``i`` is dealt from seed ``i`` and played with
``random.Random(i)``, so a test that finds a hand finds the same hand every run.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from stich.engine.game import Game
from stich.engine.rules import HouseRules
from stich.engine.state import HandState


def random_hands(game: Game, rules: HouseRules, players: int, count: int, *,
                 context: Mapping[str, Any] | None = None,
                 choose: Callable[[HandState, random.Random], Any] | None = None,
                 ) -> Iterator[HandState]:
    """``count`` finished hands, each dealt by seat ``players - 1`` (forehand = seat 0)."""
    for i in range(count):
        rng = random.Random(i)
        st = game.new_hand(rules, players=players, dealer=players - 1, seed=i, context=context)
        while not st.is_terminal:
            action = choose(st, rng) if choose is not None else None
            st = st.apply(action if action is not None else rng.choice(st.legal_actions()))
        yield st


def find_hand(game: Game, rules: HouseRules, players: int,
              predicate: Callable[[HandState], bool], *, tries: int = 20000,
              context: Mapping[str, Any] | None = None,
              choose: Callable[[HandState, random.Random], Any] | None = None) -> HandState:
    for st in random_hands(game, rules, players, tries, context=context, choose=choose):
        if predicate(st):
            return st
    raise AssertionError("no hand found")


def prefer(*types: str) -> Callable[[HandState, random.Random], Any]:
    """A chooser that takes an action of the first available of ``types`` (else random)."""
    def choose(st: HandState, rng: random.Random) -> Any:
        legal = st.legal_actions()
        for t in types:
            picks = [a for a in legal if a.type == t]
            if picks:
                return rng.choice(picks)
        return None
    return choose
