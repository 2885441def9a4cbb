"""Bots never make an illegal move: many simulated hands over every preset and random house
rules, every level at every seat (mixed tables).

The default run is sized for CI. The full check of the issue (10,000 hands per game) is one
command (docs/bots.md, "Checking legality"):

    STICH_BOT_HANDS=10000 .venv/bin/python -m pytest tests/bots/test_bot_conformance.py -q -s

It plays 10,000 hands of every game spread over its presets and table sizes with the levels
rotating over the seats (so every hand has easy and medium seats, and hard or random ones where
the table has room), 10,000 more Schafkopf hands with easy, medium and random seats under random
house rules, and ``STICH_BOT_HANDS // 20`` Schafkopf hands with the hard bot in two seats
(its search with a small node budget). ``-s`` shows how many hands and seats each game played.

The hard bots of every game get the same check with their own command (their search with a few
sampled worlds and no clock, so the hands are reproducible; the search code is the table's):

    STICH_HARD_HANDS=10000 .venv/bin/python -m pytest \
        tests/bots/test_bot_conformance.py -q -s -k hard

plays that many hands per game with a hard seat (Schafkopf: two), over every preset and table
size and random house rules; ``STICH_HARD_FIRST=N`` starts each game's run at hand N, so that
a long run can go on where an earlier one stopped (or split over two processes).
"""

from __future__ import annotations

import os
import random

import pytest

from stich.bots import make_bot
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.engine.game import game_names, get_game

from ..engine.conformance import check_result, random_rules

GAME = get_game("schafkopf")
HANDS = int(os.environ.get("STICH_BOT_HANDS", "1200"))
HARD_HANDS = int(os.environ.get("STICH_HARD_HANDS", "0"))  # 0: the CI-sized default
# the first hand of a long hard run (every game): two processes with STICH_HARD_FIRST=0 and
# 5000, each with STICH_HARD_HANDS=5000, check hands 0-9999 on both cores
HARD_FIRST = int(os.environ.get("STICH_HARD_FIRST", "0"))
# games whose hard bot searches by the clock: the generic test plays them at the other levels,
# and their hard bots have tests of their own (a fixed number of samples instead of the clock)
SEARCHING_HARD_BOTS = ("schafkopf", "skat", "sheepshead", "klorsjavs", "sjavs")


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
    print(f"\nschafkopf: {HANDS} hands of easy, medium and random seats under presets and "
          "random house rules without an illegal move")


def test_hard_bot_plays_only_legal_moves():
    rng = random.Random(7)
    presets = GAME.rules_class.preset_names()
    hard = SchafkopfBot("hard", samples=3, bid_samples=1, rollouts=4, deterministic=True)
    hands = max(6, HANDS // 20) if "STICH_BOT_HANDS" in os.environ else 6
    hands = HARD_HANDS or hands
    rng.seed(7 + HARD_FIRST)
    for i in range(HARD_FIRST, HARD_FIRST + hands):
        rules = GAME.rules(presets[i % len(presets)]) if i % 2 else random_rules(GAME, rng)
        bots = [hard, make_bot("schafkopf", "medium"), hard, make_bot("schafkopf", "easy")]
        start = GAME.new_hand(rules, seed=100 + i, dealer=i % 4,
                              context={"all_pass_streak": 1})
        check_result(GAME, start, _play(start, bots, rng))
        if HARD_HANDS and (i + 1 - HARD_FIRST) % 500 == 0:  # long runs: how far they got
            print(f"schafkopf: {i + 1 - HARD_FIRST} hands with the hard bot so far "
                  f"(hands {HARD_FIRST}-{i})", flush=True)
    print(f"\nschafkopf: {hands} hands with the hard bot in two seats (hands {HARD_FIRST}-"
          f"{HARD_FIRST + hands - 1}) without an illegal move")


@pytest.mark.parametrize("name", game_names())
def test_every_game_plays_legally_at_every_level(name):
    rng = random.Random(99)
    per_game = HANDS if "STICH_BOT_HANDS" in os.environ else 60
    game = get_game(name)
    tables = [(preset, players) for preset in game.rules_class.preset_names()
              for players in game.player_counts(game.rules(preset))]
    per = max(2, -(-per_game // len(tables)))  # at least per_game hands in all
    levels = ["easy", "medium", "hard", "random"]
    if name in SEARCHING_HARD_BOTS:
        levels[2] = "medium"  # the hard bots search by the clock: they have tests of their own
    hands = 0
    seats: dict[str, int] = dict.fromkeys(levels, 0)
    for preset, players in tables:
        rules = game.rules(preset)
        for i in range(per):
            table = [levels[(i + s) % 4] for s in range(players)]
            bots = [make_bot(name, level) for level in table]
            start = game.new_hand(rules, players=players, seed=i, dealer=i % players)
            check_result(game, start, _play(start, bots, rng))
            hands += 1
            for level in table:
                seats[level] += 1
    assert hands >= min(per_game, 2 * len(tables))
    print(f"\n{name}: {hands} hands without an illegal move, over {len(tables)} tables "
          f"(preset x players); seats played per level: "
          + ", ".join(f"{k} {v}" for k, v in seats.items()))


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


@pytest.mark.parametrize("name", ["sheepshead", "klorsjavs", "sjavs", "skat"])
def test_family_hard_bots_play_only_legal_moves(name):
    """Skat, Sheepshead, Klørsjavs and Sjavs hard (a few sampled worlds per decision) at every
    preset and table size, mixed with the other levels."""
    from stich.bots.klorsjavs import KlorsjavsBot
    from stich.bots.sheepshead import SheepsheadBot
    from stich.bots.sjavs import SjavsBot
    from stich.bots.skat.bot import SkatBot
    rng = random.Random(31 + HARD_FIRST)
    game = get_game(name)
    if name == "skat":  # a fixed number of samples instead of the clock
        hard = SkatBot("hard", samples=3, rollouts=4, bid_samples=3, deterministic=True)
    else:
        cls = {"sheepshead": SheepsheadBot, "klorsjavs": KlorsjavsBot, "sjavs": SjavsBot}[name]
        hard = cls("hard", deterministic=True, worlds=2, min_worlds=2, min_switch=2, z=0.0)
    tables = [(preset, players) for preset in game.rules_class.preset_names()
              for players in game.player_counts(game.rules(preset))]
    # the hands are spread over the tables: from hand HARD_FIRST on, each table's from its
    # share of them on (STICH_HARD_FIRST=5000 after a run of 5000 hands goes on where it ended)
    first = -(-HARD_FIRST // len(tables))
    played = 0
    for k, (preset, players) in enumerate(tables):
        per_table = -(-HARD_HANDS // len(tables)) if HARD_HANDS else max(2, HANDS // 600)
        for i in range(first, first + per_table):
            rules = game.rules(preset) if (k + i) % 3 else random_rules(game, rng)
            if players not in game.player_counts(rules):
                rules = game.rules(preset)
            others = ["easy", "medium", "random"]
            bots = [hard if s == i % players else make_bot(name, others[(s + i) % 3])
                    for s in range(players)]
            start = game.new_hand(rules, players=players, seed=500 + 7 * k + i,
                                  dealer=i % players)
            check_result(game, start, _play(start, bots, rng))
            played += 1
            if HARD_HANDS and played % 500 == 0:  # long runs: how far they got
                print(f"{name}: {played} hands with a hard seat so far", flush=True)
    print(f"\n{name}: {played} hands with a hard seat (hands {first}-{first + per_table - 1} of "
          f"each of {len(tables)} tables) without an illegal move")


def test_hard_bot_names_a_forced_game_after_an_all_pass():
    # "Der Alte muss": after an all-pass, everyone passes again and the Eichel-Ober holder
    # must name a Sauspiel. The hard bot's samples must rebuild that situation, not a throw-in.
    rules = GAME.rules("muss")
    hard = SchafkopfBot("hard", samples=3, bid_samples=2, rollouts=4, deterministic=True)
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        st = GAME.new_hand(rules, seed=seed, dealer=seed % 4, context={"all_pass_streak": 1})
        while st.phase != "declare" and not st.is_terminal:
            legal = st.legal_actions()
            st = st.apply(next((a for a in legal if a.type == "pass"), legal[0]))
        if st.phase != "declare" or len(st.legal_actions()) < 2:
            continue
        legal = st.legal_actions()
        assert all(a.contract is not None and a.contract.has("muss") for a in legal)
        assert hard.choose(st.observation(st.to_move), legal, rng, 1.0) in legal
        checked += 1
    assert checked >= 3


def test_hard_bot_knows_a_pass_now_forces_the_eichel_ober_after_a_passed_out_hand():
    # The previous hand was passed out at the table (public). Under "Der Alte muss" passing
    # again now leads to a forced game, not a throw-in; the hard bot's rebuilt worlds must
    # say so before anyone has declared anything, so that it values passing rightly.
    from stich.bots.schafkopf.rollout import world_state
    from stich.bots.schafkopf.view import SkView
    rules = GAME.rules("muss")
    st = GAME.new_hand(rules, seed=5, dealer=0, context={"all_pass_streak": 1})
    obs = st.observation(st.to_move)
    assert obs.public["all_pass_streak"] == 1
    v = SkView(obs)
    world = world_state(v, st.hands)
    assert world is not None
    while world.phase not in ("declare", "done"):
        legal = world.legal_actions()
        world = world.apply(next((a for a in legal if a.type == "pass"), legal[0]))
    assert world.phase == "declare"   # the Eichel-Ober holder must name a game
    fresh = GAME.new_hand(rules, seed=5, dealer=0)
    assert fresh.observation(fresh.to_move).public["all_pass_streak"] == 0
