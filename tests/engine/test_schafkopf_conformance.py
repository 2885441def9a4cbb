"""Random-play conformance for Schafkopf across presets and random house-rule combinations."""

import random

import pytest

from stich.engine.game import get_game

from .conformance import random_rules, run_match

GAME = get_game("schafkopf")


@pytest.mark.parametrize("index, preset", list(enumerate(GAME.rules_class.preset_names())))
def test_every_preset_plays_random_matches(index, preset):
    for seed in (41 + index, 103 + index, 118 + index):
        run_match(GAME, GAME.rules(preset), 4, hands=25, seed=seed)


def test_random_house_rule_combinations():
    rng = random.Random(2026)
    for i in range(40):
        rules = random_rules(GAME, rng)
        run_match(GAME, rules, 4, hands=8, seed=i)
