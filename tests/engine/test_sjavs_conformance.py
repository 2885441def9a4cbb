"""Random-play conformance for Faroese Sjavs: every preset at every player count and random
house-rule combinations."""

import random

import pytest

from stich.engine.game import get_game

from .conformance import random_rules, run_match

GAME = get_game("sjavs")
CASES = [(preset, players) for preset in GAME.rules_class.preset_names()
         for players in GAME.player_counts(GAME.rules(preset))]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_preset_plays_random_matches(preset, players):
    run_match(GAME, GAME.rules(preset), players, hands=50, seed=sum(map(ord, preset)) + players)


@pytest.mark.parametrize("players", [4, 3, 2])
def test_random_house_rule_combinations(players):
    rng = random.Random(2026 + players)
    done = 0
    while done < 25:
        rules = random_rules(GAME, rng)
        if players in GAME.player_counts(rules):
            run_match(GAME, rules, players, hands=6, seed=done)
            done += 1
