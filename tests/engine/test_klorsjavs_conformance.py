"""Random-play conformance for Klørsjavs: every preset and random house-rule combinations."""

import random

import pytest

from stich.engine.game import get_game

from .conformance import random_rules, run_match

GAME = get_game("klorsjavs")


@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_every_preset_plays_random_matches(preset):
    rules = GAME.rules(preset)
    for players in GAME.player_counts(rules):
        run_match(GAME, rules, players, hands=80, seed=sum(map(ord, preset)))


def test_random_house_rule_combinations():
    rng = random.Random(2026)
    for i in range(60):
        rules = random_rules(GAME, rng)
        for players in GAME.player_counts(rules):
            run_match(GAME, rules, players, hands=8, seed=i)


def test_a_long_match_reaches_the_end_of_games():
    rules = GAME.rules(overrides={"start_oere": 16, "untouched_penalty": True})
    match = run_match(GAME, rules, 3, hands=120, seed=9, check_illegal=False,
                      check_observations=False)
    over = [row for row in match.rows if row.result.details.get("game_over")]
    assert over and sum(match.context["games_lost"]) == len(over)
