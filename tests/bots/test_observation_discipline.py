"""A bot sees only its seat's observation: the same observation and seed give the same action,
whatever the cards it cannot see (SPEC §0.7 item 1)."""

from __future__ import annotations

import random

import pytest

from stich.bots import make_bot
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.engine.game import get_game

from .helpers import redeal_hidden

GAME = get_game("schafkopf")


def _bot(level: str):
    if level == "hard":
        # a fixed number of samples instead of a clock, so the answer is reproducible
        return SchafkopfBot("hard", samples=4, bid_samples=2, rollouts=6, deterministic=True)
    return make_bot("schafkopf", level)


def _positions(seed: int, count: int):
    """Decision points from random-ish hands (every phase appears)."""
    rng = random.Random(seed)
    mover = make_bot("schafkopf", "medium")
    out = []
    hand = 0
    while len(out) < count:
        rules = GAME.rules(rng.choice(["wirtshaus", "alles", "ramsch", "muss"]))
        st = GAME.new_hand(rules, seed=seed * 1000 + hand, dealer=hand % 4)
        hand += 1
        while not st.is_terminal:
            legal = st.legal_actions()
            if len(legal) > 1 and rng.random() < 0.15:
                out.append(st)
            seat = st.to_move
            st = st.apply(mover.choose(st.observation(seat), legal, rng, 1.0))
    return out


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_same_observation_same_action(level):
    rng = random.Random(11)
    checked = 0
    for st in _positions(3, 14 if level == "hard" else 40):
        seat = st.to_move
        alt = redeal_hidden(st, seat, rng)
        if alt is None or alt.hands == st.hands:
            continue
        obs = st.observation(seat)
        assert alt.observation(seat) == obs  # two different deals, one observation
        a1 = _bot(level).choose(obs, st.legal_actions(), random.Random(5), 1.0)
        a2 = _bot(level).choose(alt.observation(seat), alt.legal_actions(), random.Random(5), 1.0)
        assert a1 == a2, f"{level}: {a1} vs {a2} in phase {st.phase}"
        checked += 1
    assert checked >= 5


# ---------------------------------------------------------------- Sheepshead, Klørsjavs, Sjavs
FAMILY_TABLES = [
    ("sheepshead", "tavern", 5), ("sheepshead", "called-ace", 5),
    ("sheepshead", "three-handed", 3), ("sheepshead", "four-handed", 4),
    ("klorsjavs", "standard", 3), ("klorsjavs", "look_first", 3), ("klorsjavs", "tens", 3),
    ("klorsjavs", "flyvesjavs", 4), ("sjavs", "torshavn", 4), ("sjavs", "torshavn", 3),
    ("sjavs", "torshavn", 2),
]


def _family_bot(game: str, level: str):
    if level != "hard":
        return make_bot(game, level)
    from stich.bots.klorsjavs import KlorsjavsBot
    from stich.bots.sheepshead import SheepsheadBot
    from stich.bots.sjavs import SjavsBot
    cls = {"sheepshead": SheepsheadBot, "klorsjavs": KlorsjavsBot, "sjavs": SjavsBot}[game]
    # a fixed number of sampled worlds instead of a clock: a reproducible answer
    return cls("hard", deterministic=True, worlds=4, min_worlds=2, min_switch=2, z=0.0)


def _family_positions(game_name: str, preset: str, players: int, seed: int, count: int):
    game = get_game(game_name)
    rng = random.Random(seed)
    mover = make_bot(game_name, "medium")
    out = []
    hand = 0
    while len(out) < count and hand < 40:
        st = game.new_hand(game.rules(preset), players=players, seed=seed * 1000 + hand,
                           dealer=hand % players)
        hand += 1
        while not st.is_terminal:
            legal = st.legal_actions()
            if len(legal) > 1 and (rng.random() < 0.12 or st.phase != "play"):
                out.append(st)
            st = st.apply(mover.choose(st.observation(st.to_move), legal, rng, 1.0))
    return out[:count]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("game_name,preset,players", FAMILY_TABLES)
def test_family_bots_see_only_their_observation(game_name, preset, players, level):
    rng = random.Random(17)
    checked = 0
    for st in _family_positions(game_name, preset, players, 5, 8 if level == "hard" else 20):
        seat = st.to_move
        alt = None
        for _ in range(30):  # forced bids (Sjavs) rule out most re-deals
            alt = redeal_hidden(st, seat, rng)
            if alt is not None and alt.hands != st.hands:
                break
        if alt is None or alt.hands == st.hands:
            continue
        obs = st.observation(seat)
        assert alt.observation(seat) == obs
        a1 = _family_bot(game_name, level).choose(obs, st.legal_actions(), random.Random(5), 1.0)
        a2 = _family_bot(game_name, level).choose(alt.observation(seat), alt.legal_actions(),
                                                  random.Random(5), 1.0)
        assert a1 == a2, f"{game_name} {level}: {a1} vs {a2} in phase {st.phase}"
        checked += 1
    assert checked >= 3


# ---------------------------------------------------------------- Skat
SKAT = get_game("skat")


def _skat_bot(level: str):
    if level == "hard":
        from stich.bots.skat.bot import SkatBot
        # fixed numbers of samples instead of a clock, so the answer is reproducible
        return SkatBot("hard", samples=20, rollouts=40, bid_samples=30, deterministic=True)
    return make_bot("skat", level)


def _skat_positions(seed: int, count: int):
    """Skat decision points of every phase, from hands over several presets and tables."""
    rng = random.Random(seed)
    mover = make_bot("skat", "medium")
    out = []
    hand = 0
    while len(out) < count:
        preset, players = rng.choice([("isko", 3), ("kneipe", 3), ("isko-4", 4)])
        rules = SKAT.rules(preset)
        st = SKAT.new_hand(rules, players=players, seed=seed * 1000 + hand,
                           dealer=hand % players)
        hand += 1
        while not st.is_terminal:
            legal = st.legal_actions()
            if len(legal) > 1 and rng.random() < (0.5 if st.phase != "play" else 0.12):
                out.append(st)
            seat = st.to_move
            st = st.apply(mover.choose(st.observation(seat), legal, rng, 1.0))
    return out


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_skat_same_observation_same_action(level):
    rng = random.Random(12)
    checked = 0
    phases = set()
    for st in _skat_positions(4, 12 if level == "hard" else 40):
        seat = st.to_move
        alt = redeal_hidden(st, seat, rng)
        if alt is None or alt.hands == st.hands:
            continue
        obs = st.observation(seat)
        assert alt.observation(seat) == obs
        a1 = _skat_bot(level).choose(obs, st.legal_actions(), random.Random(5), 1.0)
        a2 = _skat_bot(level).choose(alt.observation(seat), alt.legal_actions(),
                                     random.Random(5), 1.0)
        assert a1 == a2, f"{level}: {a1} vs {a2} in phase {st.phase}"
        checked += 1
        phases.add(st.phase)
    assert checked >= 5
    assert {"bid", "play"} <= phases
