"""A hand's Result is a frozen value: it keeps its fields through copying and pickling (its
``__new__`` is written for speed, so the usual ways of making one again are checked here)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

from stich.engine.game import get_game


def _finished_skat_hand(seed: int):
    game = get_game("skat")
    state = game.new_hand(game.rules(), players=3, dealer=0, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
    return state.result()


def test_a_result_survives_pickling_and_copying_unchanged():
    result = _finished_skat_hand(7)
    for again in (pickle.loads(pickle.dumps(result)), copy.copy(result), copy.deepcopy(result)):
        assert type(again) is type(result)
        assert again == result
        assert dict(again.details) == dict(result.details)


def test_a_result_cannot_be_changed_but_can_be_replaced():
    result = _finished_skat_hand(8)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.settlement = (0, 0, 0)  # type: ignore[misc]
    zero = dataclasses.replace(result, settlement=(0, 0, 0))
    assert zero.settlement == (0, 0, 0)
    assert zero.tricks == result.tricks and zero.points == result.points
    assert result.settlement != (0, 0, 0)  # the original is untouched
