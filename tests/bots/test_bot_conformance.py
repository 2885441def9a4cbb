"""Bots never make an illegal move: many simulated hands over every preset and random house
rules, every level at every seat (mixed tables).

The default run is sized for CI; ``STICH_BOT_HANDS=10000`` runs the full check of the issue
(10,000 hands of Schafkopf with the rule-based levels, and 10,000 hands of every other game
spread over its presets and table sizes).
"""

from __future__ import annotations

import os
import random

from stich.bots import make_bot
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.engine.game import get_game

from ..engine.conformance import check_result, random_rules

GAME = get_game("schafkopf")
HANDS = int(os.environ.get("STICH_BOT_HANDS", "1200"))


def _play(state, bots, rng):
    while not state.is_terminal:
        seat = state.to_move
        legal = state.legal_actions()
        assert legal, f"the engine offers no action in phase {state.phase}"
        action = bots[seat].choose(state.observation(seat), legal, rng, 0.05)
        assert action in legal, f"illegal {action} in phase {state.phase}"
        state = state.apply(action)
    return state


def test_rule_based_bots_play_only_legal_moves():
    rng = random.Random(2026)
    presets = GAME.rules_class.preset_names()
    levels = ["easy", "medium", "random"]
    for i in range(HANDS):
        rules = GAME.rules(presets[i % len(presets)]) if i % 3 else random_rules(GAME, rng)
        bots = [make_bot("schafkopf", rng.choice(levels)) for _ in range(4)]
        start = GAME.new_hand(rules, seed=i, dealer=i % 4,
                              context={"all_pass_streak": i % 2})
        check_result(GAME, start, _play(start, bots, rng))


def test_hard_bot_plays_only_legal_moves():
    rng = random.Random(7)
    presets = GAME.rules_class.preset_names()
    hard = SchafkopfBot("hard", samples=3, bid_samples=1, rollouts=4, deterministic=True)
    for i in range(max(6, HANDS // 200)):
        rules = GAME.rules(presets[i % len(presets)]) if i % 2 else random_rules(GAME, rng)
        bots = [hard, make_bot("schafkopf", "medium"), hard, make_bot("schafkopf", "easy")]
        start = GAME.new_hand(rules, seed=100 + i, dealer=i % 4,
                              context={"all_pass_streak": 1})
        check_result(GAME, start, _play(start, bots, rng))


def test_every_game_plays_legally_at_every_level():
    from stich.engine.game import game_names
    rng = random.Random(99)
    per_game = HANDS if "STICH_BOT_HANDS" in os.environ else 60
    for name in game_names():
        game = get_game(name)
        tables = [(preset, players) for preset in game.rules_class.preset_names()
                  for players in game.player_counts(game.rules(preset))]
        per = max(2, per_game // len(tables))
        for preset, players in tables:
            rules = game.rules(preset)
            for i in range(per):
                levels = ["easy", "medium", "hard", "random"]
                if name in ("schafkopf", "sheepshead", "klorsjavs", "sjavs"):
                    levels[2] = "medium"  # their hard bots have tests of their own
                bots = [make_bot(name, levels[(i + s) % 4]) for s in range(players)]
                start = game.new_hand(rules, players=players, seed=i, dealer=i % players)
                check_result(game, start, _play(start, bots, rng))


def test_generic_bots_use_the_contract_ranking():
    from stich.bots.generic import GenericView
    from stich.engine.game import game_names
    rng = random.Random(4)
    for name in game_names():
        game = get_game(name)
        rules = game.rules()
        for i in range(20):
            st = game.new_hand(rules, seed=i, dealer=0)
            while not st.is_terminal and st.phase != "play":
                st = st.apply(rng.choice(st.legal_actions()))
            if st.is_terminal or st.ranking is None:
                continue
            v = GenericView(st.observation(st.to_move))
            assert v.ranking.esuit == st.ranking.esuit, name
            assert v.ranking.strength == st.ranking.strength, name


def test_family_hard_bots_play_only_legal_moves():
    """Sheepshead, Klørsjavs and Sjavs hard (a few sampled worlds per decision) at every preset
    and table size, mixed with the other levels."""
    from stich.bots.klorsjavs import KlorsjavsBot
    from stich.bots.sheepshead import SheepsheadBot
    from stich.bots.sjavs import SjavsBot
    rng = random.Random(31)
    classes = {"sheepshead": SheepsheadBot, "klorsjavs": KlorsjavsBot, "sjavs": SjavsBot}
    for name, cls in classes.items():
        game = get_game(name)
        hard = cls("hard", deterministic=True, worlds=2, min_worlds=2, min_switch=2, z=0.0)
        tables = [(preset, players) for preset in game.rules_class.preset_names()
                  for players in game.player_counts(game.rules(preset))]
        for k, (preset, players) in enumerate(tables):
            rules = game.rules(preset) if k % 3 else random_rules(game, rng)
            if players not in game.player_counts(rules):
                rules = game.rules(preset)
            for i in range(max(2, HANDS // 600)):
                others = ["easy", "medium", "random"]
                bots = [hard if s == i % players else make_bot(name, others[(s + i) % 3])
                        for s in range(players)]
                start = game.new_hand(rules, players=players, seed=500 + 7 * k + i,
                                      dealer=i % players)
                check_result(game, start, _play(start, bots, rng))
