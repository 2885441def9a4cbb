"""Random-play conformance for Sheepshead across presets and random house-rule combinations."""

import random

import pytest

from stich.engine.game import get_game

from .conformance import random_rules, run_match

GAME = get_game("sheepshead")


@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_every_preset_plays_random_matches(preset):
    rules = GAME.rules(preset)
    run_match(GAME, rules, rules.players, hands=40, seed=sum(map(ord, preset)))


def test_random_house_rule_combinations():
    rng = random.Random(2026)
    for i in range(40):
        rules = random_rules(GAME, rng)
        run_match(GAME, rules, rules.players, hands=6, seed=i)
