"""All pass (SPEC §2.10): leaster and its options, doublers carried across hands (count and
compound), forced pick, Schwanzer."""

import random

import pytest

from stich.engine.actions import Action
from stich.engine.cards import card_str
from stich.engine.errors import IllegalAction
from stich.engine.match import Match

from .helpers import play_tricks
from .sheepshead_helpers import GAME, bury, declare, do, pass_round, rules, start, table

SH3_HANDS = ("QC JS AD 9C 8S 7H", "QS JH 10D AC 10C 9H", "QH JD KD KC 7S 8H",
             "QD 9D 8D AS KS 10H", "JC 7D 8C 10S 9S AH")
SH3_TRICKS = ["7H 9H 8H 10H AH", "7D JS 10D KD 8D", "8S AC 7S KS 9S", "9D JC AD JH JD",
              "8C 9C 10C KC AS", "QS QH QD 10S QC"]


def sh3(**overrides):
    st = pass_round(start(*SH3_HANDS, blind="7C KH", **overrides))
    return play_tricks(st, SH3_TRICKS).result()


def test_leaster_blind_to_the_first_trick():
    r = sh3(leaster_blind="FIRST_TRICK")
    assert r.details["blind_to"] == 4
    assert r.points == (38, 25, 0, 15, 42)
    assert r.settlement == (-1, -1, -1, 4, -1)


def test_leaster_blind_to_nobody():
    r = sh3(leaster_blind="NONE")
    assert r.details["blind_to"] is None and r.details["uncredited_points"] == 4
    assert r.points == (38, 25, 0, 15, 38)
    assert r.settlement == (-1, -1, -1, 4, -1)


def test_leaster_without_the_trick_requirement():
    r = sh3(leaster_requires_trick=False)
    assert r.details["winners"] == [2]
    assert r.settlement == (-1, -1, 4, -1, -1)


def _random_leasters(overrides, players=5, want=lambda r: True, tries=3000):
    """Random all-pass hands (deterministic) whose result satisfies ``want``."""
    r_ = rules("tavern" if players == 5 else "three-handed", **overrides)
    rng = random.Random(7)
    for seed in range(tries):
        st = GAME.new_hand(r_, seed=seed, dealer=seed % players)
        st = pass_round(st)
        while not st.is_terminal:
            st = st.apply(rng.choice(st.legal_actions()))
        res = st.result()
        if want(res):
            return res
    raise AssertionError("no such leaster found")


def test_leaster_tie_all_tied_win():
    r = _random_leasters({}, want=lambda r: len(r.details["tied"]) == 2)
    a, b = r.details["winners"]
    assert r.settlement[a] == r.settlement[b] == 3
    assert sorted(r.settlement) == [-2, -2, -2, 3, 3]


def test_leaster_tie_wash():
    r = _random_leasters({"leaster_tie": "WASH"}, want=lambda r: len(r.details["tied"]) > 1)
    assert r.details["wash"] and r.settlement == (0,) * 5


def test_leaster_winner_takes_a_trick_even_with_fewer_points_elsewhere():
    r = _random_leasters({}, want=lambda r: 0 in r.points and not r.details["tied"]
                         and r.points.index(0) not in r.details["winners"])
    w = r.details["winners"][0]
    assert r.settlement[w] == 4


def test_wergin_three_handed_leaster():
    r = _random_leasters({"wergin_3hand": True}, players=3,
                         want=lambda r: not r.details["tied"])
    w = r.details["winners"][0]
    assert r.settlement[w] == 4 and sorted(r.settlement) == [-2, -2, 4]
    r = _random_leasters({"wergin_3hand": True, "leaster_requires_trick": False}, players=3,
                         want=lambda r: not r.details["tied"]
                         and any(t == 0 for t in
                                 [sum(1 for x in r.tricks if x.winner == s) for s in range(3)]))
    w = r.details["winners"][0]
    assert sum(1 for t in r.tricks if t.winner == w) == 0
    assert r.settlement[w] == 8  # 4 from each when the winner took no trick


# ------------------------------------------------------------------ doublers
def test_all_pass_throws_in_a_doubler():
    st = pass_round(GAME.new_hand(rules("doubler"), seed=3, dealer=4))
    assert st.is_terminal
    r = st.result()
    assert r.details["outcome"] == "doubler" and r.contract is None
    assert r.settlement == (0,) * 5 and r.carry == {"doublers": 1}


def _picked(st):
    st = bury(do(st, "pick"), " ".join(card_str(c) for c in st.deal.extra))
    if st.phase == "call":
        st = declare(st)
    st = pass_round(st) if st.phase == "double" else st
    rng = random.Random(1)
    while not st.is_terminal:
        st = st.apply(rng.choice(st.legal_actions()))
    return st


def _match_hand(match, pick):
    st = match.start_hand()
    if pick:
        st = _picked(st)
    else:
        st = pass_round(st)
    return match.finish_hand(st)


@pytest.mark.parametrize(("stacking", "factors", "pending"), [
    ("COUNT", [2, 2, 1], [1, 0, 0]),
    ("COMPOUND", [4, 1, 1], [0, 0, 0]),
])
def test_doublers_carry_across_hands(stacking, factors, pending):
    match = Match(GAME, rules("doubler", doubler_stacking=stacking), 5, seed=11)
    assert match.context == {"doublers": 0}
    assert _match_hand(match, False).result.carry == {"doublers": 1}
    assert _match_hand(match, False).result.carry == {"doublers": 2}
    for want, left in zip(factors, pending, strict=True):
        row = _match_hand(match, True)
        r = row.result
        assert r.details["doubler_factor"] == want
        assert r.carry == {"doublers": left}
        per = r.details["per_defender"]
        assert per % want == 0
        assert row.record["context"]["doublers"] == r.details["doublers_before"]
    assert [row.dealer for row in match.rows] == [0, 1, 2, 3, 4]
    assert match.totals == [sum(row.result.settlement[s] for row in match.rows)
                            for s in range(5)]


def test_doubler_factor_shows_in_the_payment():
    st = table({0: "QC QS QH QD JC JS", 3: "JD 7H 8H 9H KH 10H"}, blind="7S 8S",
               preset="doubler", cracks=False, context={"doublers": 1})
    st = declare(bury(do(st, "pick"), "7S 8S"))
    assert st.observation(2).public["stakes"] == 2
    while not st.is_terminal:
        legal = st.legal_actions()
        if st.to_move == 0 and not st.trick:
            legal = sorted(legal, key=lambda a: -st.ranking.strength[a.card])
        st = st.apply(legal[0])
    r = st.result()
    assert r.settlement == (12, -6, -6, 6, -6)
    assert {"item": "doubler", "factor": 2} in r.details["lines"]


# ------------------------------------------------------------------ forced pick
def test_forced_pick():
    st = GAME.new_hand(rules("tavern", all_pass="FORCED_PICK"), seed=5, dealer=2)
    for _ in range(4):
        st = do(st, "pass")
    assert st.to_move == 2
    assert [a.type for a in st.legal_actions()] == ["pick"]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(2, "pass"))
    assert e.value.reason == "forced_pick"
    st = do(st, "pick")
    assert st.picker == 2 and st.contract.has("forced")


# ------------------------------------------------------------------ Schwanzer
def test_schwanzer_highest_count_pays_each():
    st = pass_round(start("QC QS 7H 8H 9H KH",      # 6
                          "QH JC 7C 8C 9C KC",      # 5
                          "QD JS JH 7S 8S 9S",      # 7
                          "JD AD 10D 10C AC 10H",   # 4
                          "KD 9D 8D 7D AS 10S",     # 4
                          blind="AH KS", all_pass="SCHWANZER"))
    r = st.result()
    assert r.contract.kind == "schwanzer" and r.tricks == ()
    assert r.details["counts"] == [6, 5, 7, 4, 4]
    assert r.details["loser"] == 2
    assert r.settlement == (1, 1, -4, 1, 1)


def test_schwanzer_tie_goes_against_the_highest_card():
    st = pass_round(start("QS QH 7H 8H 9H KH",      # 6, highest QS
                          "QC 7C 8C 9C KC 10C",     # 3
                          "QD JS JH 7S 8S 9S",      # 7
                          "JC AD 10D KD 9D AC",     # 6, highest JC
                          "JD 8D 7D AS 10S KS",     # 4
                          blind="AH 10H", all_pass="SCHWANZER"))
    r = st.result()
    assert r.details["loser"] == 2
    st = pass_round(start("QS QH 7H 8H 9H KH",      # 6
                          "QC 7C 8C 9C KC 10C",     # 3
                          "QD JS 9D 7S 8S 9S",      # 6, highest QD
                          "JC JH KD 10D AC AS",     # 6, highest JC
                          "JD AD 8D 7D 10S KS",     # 5
                          blind="AH 10H", all_pass="SCHWANZER"))
    r = st.result()
    assert r.details["counts"] == [6, 3, 6, 6, 5]
    assert r.details["tied"] == [0, 2, 3] and r.details["loser"] == 0


def test_schwanzer_jd_holder_cannot_lose_in_jd_mode():
    hands = ("QC QS 7H 8H 9H KH",      # 6
             "QH 7C 8C 9C KC 10C",     # 3
             "QD JS JH JD 8S 9S",      # 9, holds JD
             "JC AD 10D KD AC 7S",     # 5
             "9D 8D 7D AS 10S KS")     # 3
    r = pass_round(start(*hands, blind="AH 10H", all_pass="SCHWANZER")).result()
    assert r.details["exempt"] == 2 and r.details["loser"] == 0
    r = pass_round(start(*hands, blind="AH 10H", all_pass="SCHWANZER",
                         partner_mode="CALLED_ACE")).result()
    assert r.details["exempt"] is None and r.details["loser"] == 2
