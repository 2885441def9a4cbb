"""SPEC §4B.14: the Faroese worked examples SJ-1..SJ-3 and the cross ledger, replayed.

The spec numbers seats from forehand (P0) to the dealer (P3), so the dealer is seat 3.
"""

from __future__ import annotations

import pytest

from stich.engine.actions import Action
from stich.engine.cards import CLUBS, DIAMONDS, HEARTS, cards_str, parse_card, parse_cards
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game

from .helpers import act, contract, deal_of, play_tricks

GAME = get_game("sjavs")

SJ1 = deal_of(
    "QC JS 8H 7H AD 10D 9S 8C",
    "QS JC JH AH KH 10H AC KD",
    "KC 7C 10S 8S 7S QD 9D 7D",
    "JD QH 9H AS KS 10C 9C 8D",
)
SJ1_TRICKS = ["AD KD 7D 8D", "10D 10H 9D QH", "AS 9S AC 7S", "KS 7H KH 8S", "JC 7C 9H QC",
              "8C JH KC 10C", "AH QD JD JS", "8H QS 10S 9C"]
SJ2 = deal_of(
    "QC JD 9H 8H 7H AS 7D 8D",
    "JS KC 9C QH 10H KS 10S KD",
    "QS JC JH AC 10C AH KH AD",
    "8C 7C 9S 8S 7S QD 10D 9D",
)
SJ2_TRICKS = ["AS KS KH 9S", "QC 9C 10C 7C", "7H QH AH 8C", "QD 8D KD AD", "QS 9D JD JS",
              "JC 10D 7D KC", "JH 8S 9H 10H", "AC 7S 8H 10S"]
SJ3 = deal_of(
    "QC QS QD KH QH AS 10C 8C",
    "JS KD 8D AH 10H 9S 8S 7C",
    "JC 7D 9H 8H KS 7S AC 9C",
    "JH JD AD 10D 9D 7H 10S KC",
)
SJ3_TRICKS = ["10C 7C AC KC", "KS 10S AS 9S", "KH AH 9H 7H", "10H 8H 9D QH", "JD QS 8D 7D",
              "8C JS 9C 10D", "KD JC JH QD", "7S AD QC 8S"]


def bid(state, value, kind="simple"):
    return act(state, "bid", value=value, kind=kind)


def sj1(context=None):
    st = GAME.new_hand(dealer=3, deal=SJ1, context=context)
    st = act(st, "pass")
    st = bid(st, 6)
    st = act(act(st, "pass"), "pass")
    assert st.phase == "declare" and st.to_move == 1
    st = act(st, "declare", contract=contract("sjavs", HEARTS))
    return st


def test_sj1_hearts_p1_bids_6_declaring_team_82_scores_2():
    st = sj1()
    assert cards_str(st.ranking.trumps) == "QC QS JC JS JH JD AH KH QH 10H 9H 8H 7H"
    st = play_tricks(st, SJ1_TRICKS)
    r = st.result()
    assert [t.winner for t in r.tricks] == [0, 3, 3, 1, 0, 1, 0, 1]
    assert r.details["side_points"] == [38, 82]
    assert r.details["row"] == "win" and r.details["score"] == 2
    assert r.settlement == (0, 2, 0, 2)
    assert r.carry["ladder"] == [24, 22]


def test_sj1_trick_2_p3_must_overtrump_although_partner_wins():
    st = sj1()
    st = play_tricks(st, [*SJ1_TRICKS[:1], "10D 10H 9D"])
    assert st.to_move == 3
    assert sorted(a.card for a in st.legal_actions()) == sorted(parse_cards("JD QH"))
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(3, "play", card=parse_card("9H")))
    assert e.value.reason == "must_overtrump"
    assert str(e.value).startswith("seat 3 must overtrump 10H")
    assert e.value.params["with"] == ["JD", "QH"]
    assert str(e.value) == "seat 3 must overtrump 10H (with JD or QH)"


def test_sj1_trick_7_trump_lead_has_no_overtrump_duty():
    st = play_tricks(sj1(), [*SJ1_TRICKS[:6], "AH QD JD"])
    # P0 holds JS and 8H: both follow trumps, JS need not beat JD.
    assert sorted(a.card for a in st.legal_actions()) == sorted(parse_cards("JS 8H"))


def sj2(context=None):
    st = GAME.new_hand(dealer=3, deal=SJ2, context=context)
    st = bid(st, 5)
    st = act(st, "pass")
    st = bid(st, 5, "better")
    st = act(st, "pass")
    assert st.to_move == 2
    return act(st, "declare", contract=contract("sjavs", CLUBS))


def test_sj2_clubs_5_better_declaring_team_106_scores_8():
    st = sj2()
    assert cards_str(st.ranking.trumps) == "QC QS JC JS JH JD AC KC 10C 9C 8C 7C"
    st = play_tricks(st, SJ2_TRICKS)
    r = st.result()
    assert [t.winner for t in r.tricks] == [0, 0, 3, 2, 2, 2, 2, 2]
    assert r.details["side_points"] == [106, 14]
    assert r.details["row"] == "win_90" and r.details["clubs"]
    assert r.settlement == (8, 0, 8, 0)


def sj3(context=None):
    st = GAME.new_hand(dealer=3, deal=SJ3, context=context)
    st = act(act(act(st, "pass"), "pass"), "pass")
    st = bid(st, 5)
    return act(st, "declare", contract=contract("sjavs", DIAMONDS))


def test_sj3_diamonds_declaring_team_40_defenders_score_4():
    st = sj3()
    st = play_tricks(st, SJ3_TRICKS)
    r = st.result()
    assert [t.winner for t in r.tricks] == [2, 0, 1, 3, 0, 1, 2, 0]
    assert r.details["declaring_points"] == 40
    assert r.details["side_points"] == [80, 40]
    assert r.details["row"] == "lose" and r.details["scorers"] == [0]
    assert r.settlement == (4, 0, 4, 0)


def test_sj3_trick_6_cannot_overtrump_so_free():
    st = sj3()
    st = play_tricks(st, [*SJ3_TRICKS[:5], "8C JS 9C"])
    assert st.to_move == 3
    # P3 is void in clubs; JS trumped; JH AD 10D cannot beat JS → anything goes.
    assert sorted(a.card for a in st.legal_actions()) == sorted(parse_cards("JH AD 10D"))


def test_cross_ledger_sj1_to_sj3():
    ctx = None
    ledger = []
    for start, tricks in ((sj1, SJ1_TRICKS), (sj2, SJ2_TRICKS), (sj3, SJ3_TRICKS)):
        st = play_tricks(start(ctx), tricks)
        ctx = dict(st.result().carry)
        ledger.append(tuple(ctx["ladder"]))
    assert ledger == [(24, 22), (16, 22), (12, 22)]
