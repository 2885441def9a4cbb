"""SPEC §1.11: the worked examples SK-1..SK-4 replay to the spec's numbers.

Seats as in the spec: A = Vorhand (0), B (1), C (2), D = dealer (3).
"""

from stich.engine.cards import CLUBS, SPADES
from stich.engine.game import get_game

from .helpers import act, contract, deal_of, passes, play_tricks

GAME = get_game("schafkopf")


def test_sk1_sauspiel_gras_sau_davonlaufen_schneider_three_laufende():
    deal = deal_of("SO HU H10 H8 E10 EK G7 SA", "EO GO EU GU HA HK GK E7",
                   "SU H7 E9 E8 S10 SK S9 S8", "HO H9 EA GA G10 G9 G8 S7")
    st = GAME.new_hand(GAME.rules(), dealer=3, deal=deal)
    st = act(st, "pass")
    st = act(st, "intent")
    st = passes(st, 2)
    st = act(st, "declare", contract=contract("sauspiel", SPADES))  # mit der Gras-Sau
    st = passes(st, 3)  # no Kontra
    st = play_tricks(st, ["EK E7 E9 EA", "G8 G7 GK H7"])
    assert st.ran_away  # D led G8 holding GA G10 G9 G8
    st = play_tricks(st, ["S10 S7 SA GU", "EO SU H9 H8", "GO S8 HO HU", "EU S9 G9 SO",
                          "E10 HK E8 GA", "HA SK G10 H10"])
    r = st.result()
    assert [t.winner for t in r.tricks] == [3, 2, 1, 1, 1, 0, 1, 1]
    assert r.details["player_points"] == 111 and r.details["opponent_points"] == 9
    assert r.details["level"] == "schneider" and r.details["won"]
    assert r.details["laufende"] == 3 and r.details["laufende_mit"]
    assert r.partners == (3,)
    assert r.settlement == (-50, 50, -50, 50)


def test_sk2_eichel_solo_with_kontra_lost():
    deal = deal_of("GO SU EA EK HA H10 S9 G7", "SO GU E8 GK G9 HK H9 SA",
                   "EO HO EU HU E10 E9 GA S7", "E7 G10 G8 H8 H7 S10 SK S8")
    st = GAME.new_hand(GAME.rules(), dealer=3, deal=deal)
    st = passes(st, 2)
    st = act(st, "intent")
    st = act(st, "pass")
    st = act(st, "declare", contract=contract("solo", CLUBS))
    assert st.phase == "double" and st.to_move == 0
    st = act(st, "double", kind="kontra")
    assert st.to_move == 2  # only the soloist may answer with Re
    st = act(st, "pass")
    st = play_tricks(st, ["HA H9 E9 H7", "EO E7 SU E8", "HO S8 GO GU", "H10 HK HU H8",
                          "EU G8 EK SO", "SA S7 S10 S9", "GK GA G10 G7", "E10 SK EA G9"])
    r = st.result()
    assert r.points[2] == 57 and r.details["opponent_points"] == 63
    assert not r.details["won"] and r.details["level"] == "plain"
    assert r.details["laufende"] == 1 and r.details["laufende_counted"] == 0
    assert r.settlement == (100, 100, -300, 100)


def test_sk3_wenz_won_with_two_laufende():
    deal = deal_of("HU HA H10 HK EK S10 G9 E7", "SU HO H9 H8 SK S9 GO E9",
                   "H7 S8 SO GK G8 G7 EO E8", "EU GU EA E10 GA G10 SA S7")
    st = GAME.new_hand(GAME.rules(), dealer=3, deal=deal)
    st = passes(st, 3)
    st = act(st, "intent")
    st = act(st, "declare", contract=contract("wenz"))
    st = passes(st, 3)
    st = play_tricks(st, ["HA H8 H7 GU", "EU HU SU G7", "EA E7 E9 E8", "E10 EK S9 EO",
                          "GA G9 GO G8", "G10 HK H9 GK", "S7 S10 SK S8", "H10 HO SO SA"])
    r = st.result()
    assert r.points[3] == 79 and r.details["won"] and r.details["level"] == "plain"
    assert r.details["laufende_counted"] == 2
    assert r.settlement == (-70, -70, -70, 210)


SK4_DEAL = ("EO HA EA E10 SA G9 S9 E9", "GO HO SU H9 GA G10 S10 SK",
            "H7 E7 E8 G7 G8 S7 S8 GK", "SO EU GU HU H10 HK H8 EK")
SK4_TRICKS = ["E9 S10 E7 EK", "H8 HA H9 H7", "G9 G10 GK HK", "H10 EO SU G8", "SA SK S8 HU",
              "GU S9 HO G7", "GA S7 EU E10", "SO EA GO E8"]


def _sk4(jungfrau: str):
    rules = GAME.rules(overrides={"all_pass": "RAMSCH", "ramsch_jungfrau": jungfrau})
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK4_DEAL))
    st = passes(st, 4)
    assert st.contract is not None and st.contract.kind == "ramsch"
    return play_tricks(st, SK4_TRICKS).result()


def test_sk4_ramsch_with_a_jungfrau():
    r = _sk4("DOUBLE_ALL")
    assert r.points == (26, 22, 0, 72)
    assert r.details["losers"] == [3] and r.details["jungfrauen"] == [2]
    assert r.settlement == (20, 20, 20, -60)


def test_sk4_under_double_individually_once():
    assert _sk4("DOUBLE_INDIVIDUALLY_ONCE").settlement == (10, 10, 20, -40)
