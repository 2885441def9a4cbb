"""SPEC §4A.13: the Klørsjavs worked examples KS-1..KS-3, replayed, and the running øre.

F = forehand = seat 0, M = seat 1, R = the dealer, seat 2.
"""

from __future__ import annotations

from stich.engine.cards import cards_str, parse_cards
from stich.engine.game import get_game
from stich.engine.record import load_record, make_record

from .helpers import act, deal_of, play_tricks

GAME = get_game("klorsjavs")

KS1 = deal_of("QC JS AC 5C KS QH", "QS JC JD KC 5S 5H", "JH KH AD KD QD 5D", extra="AS AH")
KS1_TRICKS = ["QC JD JH", "JS JC 5D", "5H KH AH", "AS 5S QD", "AC QS KD", "KC AD 5C"]
KS2 = deal_of("JS JH 5C KS 5S KH", "QC QS JC AC KC AH", "JD QH 5H AD KD 5D", extra="AS QD")
KS2_TRICKS = ["KS KC JD", "KD KH QS", "QC QH JH", "JC 5D JS", "AC 5H 5C", "AH AD 5S"]
KS3 = deal_of("QC JC KC AS KS AH", "JS JD AC KH QH 5H", "QS JH 5C AD KD QD", extra="5S 5D")
KS3_TRICKS = ["QC JD JH", "JC JS QS", "AD KC 5H", "AS QH 5S", "AH KH 5C", "5D KS AC"]


def ks1(context=None):
    st = GAME.new_hand(dealer=2, deal=KS1, context=context)
    st = act(st, "intent")
    st = act(st, "discard", cards=tuple(parse_cards("KS QH")))
    assert cards_str(sorted(parse_cards("QC JS AC 5C AS AH"))) == cards_str(
        sorted(c for c in range(36) if st.hands[0] >> c & 1))
    st = act(st, "pass")  # seen the cat: plays on
    return play_tricks(st, KS1_TRICKS)


def ks2(context=None):
    st = GAME.new_hand(dealer=2, deal=KS2, context=context)
    st = act(act(st, "pass"), "intent")
    assert st.phase == "cat" and st.to_move == 1
    st = act(st, "hand")
    return play_tricks(st, KS2_TRICKS)


def ks3(context=None):
    st = GAME.new_hand(dealer=2, deal=KS3, context=context)
    st = act(act(act(st, "pass"), "pass"), "intent")
    st = act(st, "discard", cards=tuple(parse_cards("KD QD")))
    st = act(st, "pass")
    return play_tricks(st, KS3_TRICKS)


def test_ks1_forehand_strokes_the_cat_and_wins_63():
    r = ks1().result()
    assert [t.winner for t in r.tricks] == [0, 1, 0, 0, 1, 1]
    assert r.details["set_aside_points"] == 7
    assert r.points == (63, 57, 0)
    assert r.details["row"] == "win"
    assert r.settlement == (0, -4, -4)
    assert r.details["oere_after"] == [60, 56, 56]


def test_ks2_middlehand_plays_without_the_cat_and_wins_110():
    r = ks2().result()
    assert [t.winner for t in r.tricks] == [2, 1, 1, 1, 1, 1]
    assert r.details["set_aside_points"] == 14 and not r.details["cat_taken"]
    assert r.points[1] == 110
    assert r.details["row"] == "big_win"
    assert r.settlement == (-8, 0, -8)


def test_ks3_rearhand_strokes_the_cat_and_loses_39():
    r = ks3().result()
    assert [t.winner for t in r.tricks] == [0, 2, 0, 0, 2, 1]
    assert r.points[2] == 39 and r.details["declarer_tricks"] == 2
    assert r.details["row"] == "loss"
    assert r.settlement == (0, 0, -8)


def test_running_oere_over_ks1_to_ks3():
    ctx = None
    after = []
    for play in (ks1, ks2, ks3):
        r = play(ctx).result()
        ctx = dict(r.carry)
        after.append(tuple(ctx["oere"]))
        assert not r.details["game_over"]
    assert after == [(60, 56, 56), (52, 56, 48), (52, 56, 40)]


def test_examples_replay_from_their_records():
    for play in (ks1, ks2, ks3):
        st = play()
        again = load_record(make_record(st)).final
        assert again.result() == st.result()
