"""SPEC §3.13: the worked examples SKAT-1..SKAT-3 replayed to the spec's numbers, at a table
of three (dealer seat 2) and of four (the dealer, seat 3, sits out)."""

import pytest

from .helpers import play_tricks
from .skat_helpers import SKAT1, SKAT2, SKAT3, auction, declare, do, hand, rules

SKAT1_TRICKS = ["AS 7S KS", "10D 8H 9D", "JC 7H QH", "JS KH JH", "9H JD 8S", "AD KD 10H",
                "AH 9C 9S", "7C 10C 8C", "QS 8D QC", "QD KC AC"]
SKAT2_TRICKS = ["JC JS 7C", "JH 7S 8C", "AC 9C 9S", "10C QH 8S", "KC KD 8H", "QC KH 7H",
                "AS 10D QS", "10S AD KS", "9H AH 9D", "10H QD JD"]
SKAT3_TRICKS = ["10C AD 9C", "10S JS 9S", "10D KD 9D"]


def skat1(r=None, players=3):
    st = hand(SKAT1, r, players=players)
    st = auction(st, "bid 18, hold, bid 20, hold, bid 22, pass, pass")
    assert st.declarer == 1 and st.bid == 22
    st = do(st, "pick")
    st = do(st, "discard", cards="10S 7D")
    st = declare(st, "suit", "H")
    return play_tricks(st, SKAT1_TRICKS)


def skat2(r=None, players=3):
    st = hand(SKAT2, r, players=players)
    st = auction(st, "bid 18, hold, bid 20, hold, bid 22, hold, bid 23, hold, bid 24, hold, "
                     "bid 27, hold, bid 30, hold, bid 33, hold, pass, pass")
    assert st.declarer == 0 and st.bid == 33
    st = do(st, "hand")
    st = declare(st, "grand", None, "hand")
    return play_tricks(st, SKAT2_TRICKS)


def skat3(r=None, players=3):
    st = hand(SKAT3, r, players=players)
    st = auction(st, "bid 18, pass, bid 20, hold, bid 22, hold, bid 23, pass")
    assert st.declarer == 2 and st.bid == 23
    st = do(st, "pick")
    assert st.hands[2].bit_count() == 12
    st = do(st, "discard", cards="AS AH")
    st = declare(st, "null")
    return play_tricks(st, SKAT3_TRICKS)


@pytest.mark.parametrize("players", [3, 4])
def test_skat1_hearts_with_two(players):
    st = skat1(players=players)
    assert st.is_terminal
    res = st.result()
    d = res.details
    assert [t.winner for t in res.tricks] == [0, 1, 1, 1, 2, 1, 1, 2, 2, 2]
    assert d["declarer_points"] == 69 and d["opponent_points"] == 51
    assert d["discards"] == ["10S", "7D"]
    assert (d["matadors"], d["matadors_with"]) == (2, True)
    assert d["levels"] == 3 and d["value"] == 30 and d["won"] and not d["schneider"]
    assert res.settlement == ((0, 30, 0) if players == 3 else (0, 30, 0, 0))
    assert res.points[1] == 69 and sum(res.points) == 120
    sf = skat1(rules("seeger-fabian"), players).result()
    assert sf.settlement[:3] == (0, 80, 0)


@pytest.mark.parametrize("players", [3, 4])
def test_skat2_grand_hand_with_one_schneider(players):
    st = skat2(players=players)
    res = st.result()
    d = res.details
    assert d["declarer_points"] == 109 and d["opponent_points"] == 11
    assert d["schneider"] and not d["schwarz"] and d["hand"]
    assert (d["matadors"], d["matadors_with"]) == (1, True)
    assert d["levels"] == 4 and d["value"] == 96 and d["won"]
    assert res.settlement[0] == 96 and sum(res.settlement) == 96
    assert d["skat"] == ["8D", "7D"]
    assert skat2(rules("seeger-fabian"), players).result().settlement[0] == 146


@pytest.mark.parametrize("players", [3, 4])
def test_skat3_null_lost_in_trick_three(players):
    st = skat3(players=players)
    assert st.is_terminal and len(st.tricks) == 3
    res = st.result()
    d = res.details
    assert d["ended_early"] and not d["won"] and d["null_value"] == 23
    assert res.tricks[2].winner == 2
    assert res.settlement[:3] == (0, 0, -46)
    sf = skat3(rules("seeger-fabian"), players).result().settlement
    if players == 3:
        assert sf == (40, 40, -96)
    else:
        assert sf == (30, 30, -96, 30)  # the dealer who sat out gets the 30 too
