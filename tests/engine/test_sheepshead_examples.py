"""SPEC §2.14: the worked examples SH-1..SH-3 replay to the spec's numbers (forehand = seat 0,
so the dealer is seat 4), and their records round-trip."""

import json

from stich.engine.record import load_record, make_record

from .helpers import play_tricks
from .sheepshead_helpers import bury, declare, do, pass_round, start


def sh1():
    st = start("QH JS 9D AH 10H 7S",
               "QC QS JC AD 10C 7H",
               "QD 10D 8D AC 9C KS",
               "JD KD 7D AS 10S 8C",
               "JH 9H 8H KH 8S 7C", blind="KC 9S")
    st = do(st, "pass")
    st = do(st, "pick")
    assert st.to_move == 1 and st.phase == "bury"
    st = bury(st, "10C KC")
    st = declare(st)
    assert st.phase == "double" and st.to_move == 2  # the seats after the picker may crack
    st = pass_round(st)
    return play_tricks(st, [
        "AH 7H 9C 7D 8H",
        "KD JH 9D JC QD",
        "AC 8C 7C 10H QS",
        "QC 8D JD 8S JS",
        "AD 10D 10S 9H QH",
        "7S 9S KS AS KH",
    ])


def test_sh1_jack_of_diamonds_partner_wins_75():
    st = sh1()
    r = st.result()
    assert [t.winner for t in r.tricks] == [3, 2, 1, 1, 0, 3]
    assert r.declarer == 1 and r.partners == (3,)
    assert r.details["bury_points"] == 14
    assert r.details["picker_side_points"] == 75
    assert r.details["defender_points"] == 45
    assert r.details["level"] == "win"
    assert r.points == (34 + 0, 24 + 7 + 14, 11, 11 + 19, 0)
    assert r.settlement == (-1, 2, -1, 1, -1)


def sh2(**overrides):
    st = start("QC JC AD 8D AC 9H",
               "QS 10D 7D KC 9C 7H",
               "QD JH KD 9D KS 8H",
               "QH JS AH KH 8S 8C",
               "JD AS 10S 9S 10C 7S", blind="7C 10H", preset="called-ace", **overrides)
    st = do(st, "pass")
    st = do(st, "pass")
    st = do(st, "pick")
    st = bury(st, "10H 7C")
    st = do(st, "call", card="AS")
    assert st.phase == "double" and st.to_move == 3
    st = do(st, "double", kind="crack")
    assert st.to_move == 2  # the re-crack round starts with the picker
    st = pass_round(st)
    assert st.phase == "play" and st.to_move == 0
    return play_tricks(st, [
        "AC 9C 9D 8C 10C",
        "KS 8S AS 8D 10D",
        "QS JH JS JD QC",
        "JC 7D QD QH 9S",
        "AH 7S 9H 7H 8H",
        "KH 10S AD KC KD",
    ])


def test_sh2_called_ace_cracked_loses_with_exactly_31():
    st = sh2()
    r = st.result()
    assert [t.winner for t in r.tricks] == [2, 1, 0, 3, 3, 0]
    assert r.partners == (4,)
    assert r.details["picker_side_points"] == 31
    assert r.details["level"] == "loss"  # 31 is not schneidered
    assert r.details["doublings"] == 1
    assert r.settlement == (2, 2, -4, 2, -2)


def test_sh2_with_double_on_the_bump():
    r = sh2(double_on_the_bump=True).result()
    assert r.settlement == (4, 4, -8, 4, -4)


def sh3():
    st = start("QC JS AD 9C 8S 7H",
               "QS JH 10D AC 10C 9H",
               "QH JD KD KC 7S 8H",
               "QD 9D 8D AS KS 10H",
               "JC 7D 8C 10S 9S AH", blind="7C KH")
    st = pass_round(st)
    assert st.phase == "play" and st.contract.kind == "leaster"
    return play_tricks(st, [
        "7H 9H 8H 10H AH",
        "7D JS 10D KD 8D",
        "8S AC 7S KS 9S",
        "9D JC AD JH JD",
        "8C 9C 10C KC AS",
        "QS QH QD 10S QC",
    ])


def test_sh3_leaster():
    r = sh3().result()
    assert [t.winner for t in r.tricks] == [4, 0, 3, 4, 1, 0]
    assert r.details["blind_to"] == 0
    assert r.points == (42, 25, 0, 15, 38)
    assert sum(r.points) == 120
    assert r.details["winners"] == [3]
    assert r.settlement == (-1, -1, -1, 4, -1)


def test_examples_round_trip_as_records():
    for st in (sh1(), sh2(), sh3()):
        rec = json.loads(json.dumps(make_record(st)))
        again = load_record(rec).final
        assert again.history() == st.history()
        assert again.result().to_json("french") == st.result().to_json("french")
