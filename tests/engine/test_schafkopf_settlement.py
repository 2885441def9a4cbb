"""Schafkopf results and payments: SPEC §1.9 and §0.7 item 5, with the table of §1.9.4."""

from stich.engine.actions import Contract
from stich.engine.cards import CLUBS, SPADES, parse_cards
from stich.engine.game import get_game
from stich.engine.variants.schafkopf.contracts import contract_ranking, laufende
from stich.engine.variants.schafkopf.settlement import price_game, ramsch_payments

from .helpers import act, contract, deal_of, passes, play_tricks

GAME = get_game("schafkopf")
RULES = GAME.rules()
SAUSPIEL = Contract("sauspiel", SPADES)
SOLO = Contract("solo", CLUBS)
TOUT = Contract("solo", CLUBS, frozenset({"tout"}))


def price(con=SAUSPIEL, points=61, tricks=4, run=0, mit=True, rules=RULES, all_tricks=8):
    return price_game(rules, con, points, tricks, all_tricks, run, mit)


def test_61_wins_and_60_loses():
    assert price(points=61).won
    assert not price(points=60).won


def test_schneider_thresholds():
    assert price(points=90).level == "plain"
    assert price(points=91).level == "schneider"
    assert price(points=31, tricks=2).level == "plain"     # 31 is schneiderfrei
    assert price(points=30, tricks=2).level == "schneider"


def test_schwarz_is_by_tricks_not_points():
    assert price(points=120, tricks=8).level == "schwarz"
    assert price(points=120, tricks=7).level == "schneider"  # a zero-point trick breaks it
    lost = price(points=0, tricks=0)
    assert not lost.won and lost.level == "schwarz"
    assert price(points=0, tricks=1).level == "schneider"


def test_tariff_table_of_section_1_9_4():
    # value per opponent (per player in a Sauspiel), default 10/50/10, no doublings
    assert price(points=70).amount == 10
    assert price(points=95).amount == 20
    assert price(points=120, tricks=8).amount == 30
    assert price(points=70, run=3).amount == 40
    assert price(points=70, run=4).amount == 50
    assert price(SOLO, points=70).amount == 50
    assert price(SOLO, points=95).amount == 60
    assert price(SOLO, points=120, tricks=8).amount == 70
    assert price(SOLO, points=70, run=3).amount == 80
    assert price(SOLO, points=70, run=4).amount == 90
    assert price(TOUT, points=120, tricks=8, run=3).amount == 160
    assert price(Contract("sie"), points=120, tricks=8, run=8).amount == 520


def test_laufende_minimums_per_contract():
    assert price(points=70, run=2).laufende_counted == 0            # Sauspiel needs 3
    wenz = Contract("wenz")
    assert price(wenz, points=70, run=2).laufende_counted == 2        # Wenz counts from 2
    strict = GAME.rules(overrides={"lauf_min_wenz": 3})
    assert price(wenz, points=70, run=2, rules=strict).laufende_counted == 0


def test_tout_is_won_only_with_every_trick_and_lost_for_the_same_amount():
    won = price(TOUT, points=110, tricks=8, run=3)
    lost = price(TOUT, points=110, tricks=7, run=3)
    assert won.won and not lost.won and won.amount == lost.amount == 160


def test_bettel_is_won_without_a_trick_at_the_base_price():
    bettel = Contract("bettel")
    assert price(bettel, points=0, tricks=0).won
    assert not price(bettel, points=2, tricks=1).won
    assert price(bettel, points=0, tricks=0).amount == 10


def test_forced_game_may_win_with_60():
    muss = Contract("sauspiel", SPADES, frozenset({"muss"}))
    assert not price(muss, points=60).won
    assert price(muss, points=60, rules=GAME.rules("muss", {"muss_win_points": 60})).won


def test_laufende_count_mit_and_ohne():
    trumps = contract_ranking(SAUSPIEL, False).trumps
    cards = parse_cards
    mit = 0
    for c in cards("EO GO HO EU"):
        mit |= 1 << c
    assert laufende(trumps, mit) == (3, True)
    ohne = 0
    for c in cards("HU SU HA"):
        ohne |= 1 << c
    assert laufende(trumps, ohne) == (6, False)  # EO GO HO SO EU GU with the opponents
    wenz = contract_ranking(Contract("wenz"), False).trumps
    all_unter = 0
    for c in cards("EU GU HU SU"):
        all_unter |= 1 << c
    assert laufende(wenz, all_unter) == (4, True)


# ------------------------------------------------------------------ payments in a hand
SK3 = ("HU HA H10 HK EK S10 G9 E7", "SU HO H9 H8 SK S9 GO E9",
       "H7 S8 SO GK G8 G7 EO E8", "EU GU EA E10 GA G10 SA S7")
SK3_TRICKS = ["HA H8 H7 GU", "EU HU SU G7", "EA E7 E9 E8", "E10 EK S9 EO", "GA G9 GO G8",
              "G10 HK H9 GK", "S7 S10 SK S8", "H10 HO SO SA"]


def wenz_hand(rules=RULES, kontra=False):
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK3))
    st = act(passes(st, 3), "intent")
    st = act(st, "declare", contract=contract("wenz"))
    if kontra and st.phase == "double":
        st = act(st, "double", kind="kontra")
    while st.phase == "double":
        st = act(st, "pass")
    return play_tricks(st, SK3_TRICKS).result()


def test_solo_pays_three_times_and_doublings_multiply():
    assert wenz_hand().settlement == (-70, -70, -70, 210)
    r = wenz_hand(kontra=True)
    assert r.settlement == (-140, -140, -140, 420)
    line = {"item": "doublings", "factor": 2, "knocks": 0, "stoss": ["kontra"]}
    assert line in r.details["lines"]


def test_laufende_charged_to_the_caller_alone():
    # B calls the Gras-Sau (D); A holds the six top trumps, so B and D play "ohne 6".
    rules = GAME.rules(overrides={"laufende_to_caller_only": True})
    hands = ("EO GO HO SO EU GU E10 EK", "HU SU HA H10 GK E7 E8 E9",
             "HK H9 H8 H7 SA S10 SK S9", "GA G10 G9 G8 G7 EA S8 S7")
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*hands))
    st = act(act(st, "pass"), "intent")
    st = act(passes(st, 2), "declare", contract=contract("sauspiel", SPADES))
    st = passes(st, 3)
    while not st.is_terminal:
        st = st.apply(st.legal_actions()[0])
    r = st.result()
    assert not r.details["won"] and r.details["laufende_counted"] == 6
    assert not r.details["laufende_mit"]
    shift = r.details["laufende_to_caller"]
    amount = r.details["amount"]
    assert r.settlement[1] == -amount - shift and r.settlement[3] == -amount + shift
    assert sum(r.settlement) == 0


# ------------------------------------------------------------------ Ramsch (§1.9.7, §0.7.5)

def ramsch(points, tricks, top=(0, 0, 0, 0), total=8, knocks=0, **over):
    rules = GAME.rules("ramsch", over)
    return ramsch_payments(rules, list(points), list(tricks), list(top), total, knocks)


def test_ramsch_loser_pays_each_other_player():
    pay, d = ramsch((40, 30, 30, 20), (3, 2, 2, 1))
    assert pay == [-30, 10, 10, 10] and d["losers"] == [0]


def test_ramsch_jungfrau_modes():
    pts, tr = (26, 22, 0, 72), (2, 2, 0, 4)
    assert ramsch(pts, tr)[0] == [20, 20, 20, -60]
    assert ramsch(pts, tr, ramsch_jungfrau="DOUBLE_INDIVIDUALLY_ONCE")[0] == [10, 10, 20, -40]
    two = (48, 0, 0, 72), (4, 0, 0, 4)
    assert ramsch(*two, ramsch_jungfrau="DOUBLE_INDIVIDUALLY_MULTIPLE")[0] == [10, 40, 40, -90]
    assert ramsch(*two, ramsch_jungfrau="OFF")[0] == [10, 10, 10, -30]


def test_ramsch_tie_rules():
    pts, tr = (45, 45, 20, 10), (3, 2, 2, 1)
    # the tied player who won the higher trump loses
    pay, d = ramsch(pts, tr, top=(105, 110, 0, 0))
    assert d["losers"] == [1] and pay == [10, -30, 10, 10]
    # neither won a trump: more tricks loses (§0.7 5a)
    assert ramsch(pts, tr, top=(0, 0, 5, 0))[1]["losers"] == [0]
    # still tied: all tied lose, each paying the others, not each other (§0.7 5c)
    pay, d = ramsch(pts, (2, 2, 2, 2))
    assert d["losers"] == [0, 1] and pay == [-20, -20, 20, 20]
    assert ramsch(pts, tr, ramsch_tie="MORE_TRICKS_LOSES")[1]["losers"] == [0]
    assert ramsch(pts, tr, ramsch_tie="ALL_TIED_LOSE")[1]["losers"] == [0, 1]


def test_tied_losers_pay_the_jungfrau_multiplied_amount_and_nothing_to_each_other():
    # §0.7 5c with a Jungfrau (seat 2 took no trick): seats 0 and 1 tied for the most, both
    # lose. DOUBLE_ALL: each pays each non-loser 10 x 2 = 20, nothing to each other.
    pts, tr = (60, 60, 0, 0), (3, 3, 0, 2)
    pay, d = ramsch(pts, tr, ramsch_tie="ALL_TIED_LOSE")
    assert d["losers"] == [0, 1] and pay == [-40, -40, 40, 40]
    # DOUBLE_INDIVIDUALLY_ONCE: only the Jungfrau receives double (20), seat 3 receives 10
    pay, _ = ramsch(pts, tr, ramsch_tie="ALL_TIED_LOSE", ramsch_jungfrau="DOUBLE_INDIVIDUALLY_ONCE")
    assert pay == [-30, -30, 40, 20]


def test_durchmarsch_variants():
    pay, d = ramsch((120, 0, 0, 0), (8, 0, 0, 0))
    assert d["durchmarsch"] == 0 and pay == [30, -10, -10, -10]  # no Jungfrau doubling
    pay, d = ramsch((95, 15, 10, 0), (6, 1, 1, 0), ramsch_durchmarsch="AT_LEAST_91")
    assert d["durchmarsch"] == 0
    pay, d = ramsch((120, 0, 0, 0), (8, 0, 0, 0), ramsch_durchmarsch="OFF")
    assert d["losers"] == [0] and pay == [-240, 80, 80, 80]  # three Jungfrauen: x8


def test_knocks_double_the_ramsch():
    assert ramsch((40, 30, 30, 20), (3, 2, 2, 1), knocks=2)[0] == [-120, 40, 40, 40]
