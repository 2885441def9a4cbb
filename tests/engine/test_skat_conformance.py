"""Random-play conformance for Skat across presets, house-rule combinations and table sizes."""

import random

import pytest

from stich.engine.game import get_game

from .conformance import random_rules, run_match

GAME = get_game("skat")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_every_preset_plays_random_matches(preset, players):
    run_match(GAME, GAME.rules(preset), players, hands=24, seed=hash((preset, players)) % 1000)


@pytest.mark.parametrize("players", [3, 4])
def test_random_house_rule_combinations(players):
    rng = random.Random(2026 + players)
    for i in range(24):
        rules = random_rules(GAME, rng)
        run_match(GAME, rules, players, hands=6, seed=i)
