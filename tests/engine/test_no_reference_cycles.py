"""A finished hand leaves no reference cycle: its states, its result and the result's
explanation are freed as soon as the last reference to them goes, without the garbage collector.

A cycle per hand makes the collector run again and again through every bot rollout and match
(a Skat settlement whose lazy explanation held the state once cost a fifth more work per hand).
"""

from __future__ import annotations

import gc
import random

import pytest

from stich.engine.game import game_names, get_game


def _play_hands(name: str) -> None:
    game = get_game(name)
    rng = random.Random(3)
    for preset in game.rules_class.preset_names():
        rules = game.rules(preset)
        for players in game.player_counts(rules):
            for hand in range(4):
                state = game.new_hand(rules, players=players, dealer=hand % players, seed=hand)
                while not state.is_terminal:
                    state = state.apply(rng.choice(state.legal_actions()))
                    state.observation(0)
                result = state.result()
                if hand % 2:  # the explanation, made on first read (or never: a rollout)
                    dict(result.details)


@pytest.mark.parametrize("name", game_names())
def test_a_finished_hand_leaves_no_reference_cycle(name: str) -> None:
    gc.collect()
    gc.disable()
    try:
        _play_hands(name)
        unreachable = gc.collect()  # only what was found in cycles
    finally:
        gc.enable()
    assert unreachable == 0
