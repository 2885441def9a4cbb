"""SPEC §3.8-§3.11: game values, matadors, overbid, null values and the two score sheets,
checked against every vector of ``shared/rules/values.py``."""

import pytest

from stich.engine.cards import parse_cards
from stich.engine.variants.skat.contracts import (
    BASE_VALUES,
    GRAND,
    NULL_VALUES,
    best_matadors,
    matadors,
    overbid_value,
)
from stich.engine.variants.skat.settlement import game_value

from .helpers import play_tricks
from .skat_helpers import SKAT3, SUIT, auction, declare, do, hand, rules
from .test_skat_examples import SKAT3_TRICKS, skat3

BASE = {"D": 9, "H": 10, "S": 11, "C": 12, "G": 24}

# (name, game, matadors, declarer points, declarer tricks, opponent tricks, bid, flags,
#  levels, value charged, won, overbid, list score, Seeger-Fabian declarer) from values.py
VECTORS = [
    ("Ex1", "H", 2, 69, 6, 4, 22, (), 3, 30, True, False, 30, 80),
    ("Ex2", "G", 1, 109, 9, 1, 33, ("hand",), 4, 96, True, False, 96, 146),
    ("V1", "C", 3, 75, 6, 4, 18, (), 4, 48, True, False, 48, 98),
    ("V2", "D", 1, 95, 8, 2, 18, ("hand", "schneider"), 5, 45, True, False, 45, 95),
    ("V3", "G", 4, 120, 10, 0, 18, ("hand", "schneider", "schwarz", "ouvert"), 11, 264, True,
     False, 264, 314),
    ("V4", "C", 1, 75, 6, 4, 30, (), 2, 36, False, True, -72, -122),
    ("V4b", "C", 1, 92, 8, 2, 30, (), 3, 36, True, False, 36, 86),
    ("V5", "S", 2, 55, 4, 6, 20, (), 3, 33, False, False, -66, -116),
    ("V6", "H", 1, 28, 2, 8, 18, (), 3, 30, False, False, -60, -110),
    ("V7", "G", 4, 89, 8, 2, 18, ("hand", "schneider"), 8, 192, False, False, -384, -434),
    ("V8", "S", 1, 89, 8, 2, 23, (), 2, 33, False, True, -66, -116),
    ("V9", "G", 2, 0, 0, 10, 48, (), 5, 120, False, False, -240, -290),
]


@pytest.mark.parametrize("vec", VECTORS, ids=[v[0] for v in VECTORS])
def test_values_py_vectors(vec):
    (_name, g, mats, points, dt, ot, bid, flags, levels, charged, won, overbid, score,
     sf) = vec
    v = game_value(BASE[g], mats, frozenset(flags), points, dt, ot, bid)
    assert v.levels == levels
    assert v.charged == charged
    assert (v.won, v.overbid) == (won, overbid)
    assert v.score == score
    assert v.score + (50 if v.won else -50) == sf


def test_announced_levels_count_even_when_missed():
    v = game_value(24, 4, frozenset({"hand", "schneider"}), 89, 8, 2, 18)
    assert not v.won and v.levels == 8 and v.value == 192  # V7 [PRS]
    assert v.level_items == ("hand", "schneider", "schneider_announced")


def test_schneidered_declarer_raises_his_lost_value():
    v = game_value(10, 1, frozenset(), 28, 2, 8, 18)
    assert v.schneider and not v.won and v.levels == 3 and v.score == -60


def test_sixty_is_lost():
    v = game_value(12, 1, frozenset(), 60, 5, 5, 18)
    assert not v.won and v.score == -48
    assert game_value(12, 1, frozenset(), 61, 5, 5, 18).won


def test_overbid_charges_the_next_multiple_of_the_base():
    assert overbid_value(30, 12) == 36
    assert overbid_value(23, 11) == 33
    assert overbid_value(36, 12) == 36
    assert overbid_value(264, 9) == 270
    v = game_value(11, 1, frozenset(), 89, 8, 2, 23)  # court case 002 (V8)
    assert v.overbid and v.value == 22 and v.charged == 33 and v.score == -66


def test_schneider_can_lift_the_value_to_the_bid():
    v = game_value(12, 1, frozenset(), 92, 8, 2, 30)  # V4b
    assert v.won and not v.overbid and v.value == 36


def test_ouvert_always_adds_seven_levels():
    flags = frozenset({"hand", "schneider", "schwarz", "ouvert"})
    assert game_value(24, 4, flags, 120, 10, 0, 18).value == 264
    assert game_value(12, 11, flags, 120, 10, 0, 18).value == 216  # clubs ouvert with 11


@pytest.mark.parametrize("hand_game,ouvert,value", [
    (False, False, 23), (True, False, 35), (False, True, 46), (True, True, 59)])
def test_null_values(hand_game, ouvert, value):
    assert NULL_VALUES[(hand_game, ouvert)] == value


def test_base_values():
    assert BASE_VALUES == (12, 11, 10, 9, 24)  # C S H D, grand 24 since 1999


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


@pytest.mark.parametrize("cards,t,expected", [
    ("JC JS 9H", SUIT["H"], (2, True)),
    ("JC JS JH JD AH 10H KH QH 9H 8H 7H", SUIT["H"], (11, True)),
    ("JH AH", SUIT["H"], (2, False)),
    ("JS", GRAND, (1, False)),
    ("JD 7D", GRAND, (3, False)),
    ("", GRAND, (4, False)),
    ("JC JS JH JD", GRAND, (4, True)),
    ("JC JH JD AC", SUIT["C"], (1, True)),
])
def test_matadors_with_and_without(cards, t, expected):
    assert matadors(mask(cards), t) == expected


def test_best_matadors_for_an_unseen_skat():
    assert best_matadors(mask("JC JH"), GRAND) == 4  # JS and JD may be in the skat
    assert best_matadors(mask("JC"), GRAND) == 3
    assert best_matadors(mask("JD"), GRAND) == 3  # without 3
    assert best_matadors(mask("JS JH JD"), GRAND) == 4  # JC may be in the skat


@pytest.mark.parametrize("how,flags,value", [
    ("pick", (), 23), ("hand", ("hand",), 35), ("pick", ("ouvert",), 46),
    ("hand", ("hand", "ouvert"), 59)])
def test_lost_null_games_n1_to_n4(how, flags, value):
    for preset, expected in (("isko", -2 * value), ("seeger-fabian", -2 * value - 50)):
        st = auction(hand(SKAT3, rules(preset)),
                     "bid 18, pass, bid 20, hold, bid 22, hold, bid 23, pass")
        st = do(st, how)
        if how == "pick":
            st = do(st, "discard", cards="AS AH")
        res = play_tricks(declare(st, "null", None, *flags), SKAT3_TRICKS).result()
        assert res.details["null_value"] == value
        assert res.settlement[2] == expected


@pytest.mark.parametrize("players,others", [(3, 40), (4, 30)])
def test_seeger_fabian_for_a_lost_game(players, others):
    res = skat3(rules("seeger-fabian"), players).result()
    assert res.settlement[2] == -46 - 50
    for s in range(players):
        if s != 2:
            assert res.settlement[s] == others


def test_matadors_of_every_game_at_once_agree_with_one_by_one():
    import random

    from stich.engine.variants.skat.contracts import all_best_matadors, all_matadors
    rng = random.Random(3)
    deck = [s * 9 + r for s in range(4) for r in range(8)]
    for _ in range(2000):
        cards = rng.sample(deck, rng.choice((10, 12)))
        m = 0
        for c in cards:
            m |= 1 << c
        assert all_matadors(m) == [matadors(m, t)[0] for t in range(5)]
        assert all_best_matadors(m) == [best_matadors(m, t) for t in range(5)]


def test_seeger_fabian_without_the_dealer_bonus():
    res = skat3(rules("seeger-fabian", seeger_fabian_dealer_bonus=False), 4).result()
    assert res.settlement == (30, 30, -96, 0)


def test_kontra_overbid_check_on_the_doubled_value():
    # V8 with Kontra: 22 < 23 is overbid undoubled, but 44 >= 23 doubled.
    assert game_value(11, 1, frozenset(), 89, 8, 2, 23).overbid
    doubled = game_value(11, 1, frozenset(), 89, 8, 2, 23, doubling=2)
    assert not doubled.overbid and doubled.won and doubled.charged == 22
