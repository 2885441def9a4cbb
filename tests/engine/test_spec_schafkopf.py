"""SPEC §1 (Bavarian Schafkopf): the rules that had no test of their own before the audit of
docs/games/schafkopf.md, "Rules and their tests". Each asserts what a player would notice."""

import pytest

from stich.engine.actions import Action, Contract
from stich.engine.cards import CLUBS, DIAMONDS, HEARTS, POINTS, SPADES, parse_cards
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game
from stich.engine.variants.schafkopf.contracts import class_ranks
from stich.engine.variants.schafkopf.settlement import price_game

from .helpers import act, contract, deal_of, passes, play_tricks

GAME = get_game("schafkopf")
E, G, H, S = CLUBS, SPADES, HEARTS, DIAMONDS
TOUT = frozenset({"tout"})

SK1 = ("SO HU H10 H8 E10 EK G7 SA", "EO GO EU GU HA HK GK E7",
       "SU H7 E9 E8 S10 SK S9 S8", "HO H9 EA GA G10 G9 G8 S7")
SK1_TRICKS = ["EK E7 E9 EA", "G8 G7 GK H7", "S10 S7 SA GU", "EO SU H9 H8", "GO S8 HO HU",
              "EU S9 G9 SO", "E10 HK E8 GA", "HA SK G10 H10"]
SK3 = ("HU HA H10 HK EK S10 G9 E7", "SU HO H9 H8 SK S9 GO E9",
       "H7 S8 SO GK G8 G7 EO E8", "EU GU EA E10 GA G10 SA S7")
SK3_TRICKS = ["HA H8 H7 GU", "EU HU SU G7", "EA E7 E9 E8", "E10 EK S9 EO", "GA G9 GO G8",
              "G10 HK H9 GK", "S7 S10 SK S8", "H10 HO SO SA"]
# B (seat 1) calls the Gras-Sau with his only Gras card, GK; D (seat 3) holds GA G10 G9 G8 and
# no Schellen; A (seat 0) leads.
GRAS = ("SA S10 SK S9 E10 EK H8 G7", "EO GO EU GU HA HK GK E7",
        "E9 H10 H7 HU SO SU S8 S7", "GA G10 G9 G8 HO H9 EA E8")


def card(text):
    return parse_cards(text)[0]


def new(hands=SK1, rules=None, dealer=3, context=None):
    return GAME.new_hand(rules or GAME.rules(), dealer=dealer, deal=deal_of(*hands),
                         context=context)


def intents(st, *seats):
    for _ in range(4):
        st = act(st, "intent" if st.to_move in seats else "pass")
    return st


def declared(hands, seat, con, rules=None, context=None):
    st = act(intents(new(hands, rules, context=context), seat), "declare", contract=con)
    while st.phase == "double":
        st = act(st, "pass")
    return st


def playable(st):
    return {a.card for a in st.legal_actions() if a.type == "play"}


def refusal(st, action):
    with pytest.raises(IllegalAction) as e:
        st.apply(action)
    return e.value.reason


def price(con, points, tricks, run=0, rules=None):
    return price_game(rules or GAME.rules(), con, points, tricks, 8, run, True)


# ------------------------------------------------------------------ §1.1 players, deck

def test_four_players_32_cards_8_each_120_points():
    rules = GAME.rules()
    assert GAME.player_counts(rules) == (4,)
    deck = GAME.deck(rules, 4)
    assert len(deck) == 32 and sum(POINTS[c] for c in deck) == 120
    st = GAME.new_hand(rules, dealer=0, seed=1)
    assert [h.bit_count() for h in st.hands] == [8, 8, 8, 8]


# ------------------------------------------------------------------ §1.3 calling an ace

def test_call_needs_a_plain_card_of_the_suit_and_not_its_ace():
    """SK-1: B may call Gras (GK) or Eichel (E7), not Schellen (none) nor Herz (trumps)."""
    st = intents(new(), 1)
    assert st.phase == "declare"
    calls = [a.contract for a in st.legal_actions() if a.contract.kind == "sauspiel"]
    assert calls == [Contract("sauspiel", E), Contract("sauspiel", G)]
    assert refusal(st, Action(1, "declare", contract=Contract("sauspiel", S))) == \
        "call_no_suit_card"
    assert refusal(st, Action(1, "declare", contract=Contract("sauspiel", H))) == "call_hearts"
    # D holds the Eichel-Sau and the Gras-Sau: only Schellen (S7) is callable
    st = intents(new(), 3)
    calls = [a.contract for a in st.legal_actions() if a.contract.kind == "sauspiel"]
    assert calls == [Contract("sauspiel", S)]
    assert refusal(st, Action(3, "declare", contract=Contract("sauspiel", G))) == \
        "call_own_ace"


def test_an_ober_or_unter_of_the_suit_does_not_count_for_the_call():
    hands = ("SO HU H10 H8 E10 EK G7 SA", "EO GO EU GU HA HK SK E7",
             "SU H7 E9 E8 S10 GK S9 S8", "HO H9 EA GA G10 G9 G8 S7")
    st = intents(new(hands), 1)  # B holds GO and GU, but no plain Gras card
    calls = [a.contract for a in st.legal_actions() if a.contract.kind == "sauspiel"]
    assert calls == [Contract("sauspiel", E), Contract("sauspiel", S)]
    assert refusal(st, Action(1, "declare", contract=Contract("sauspiel", G))) == \
        "call_no_suit_card"


GESPERRT = ("SO HU H8 H7 E10 EK G7 SA", "EO GO EU GU HA HK H10 H9",
            "SU E7 E9 E8 S10 SK S9 S8", "HO GK EA GA G10 G9 G8 S7")


def test_a_gesperrt_player_cannot_announce_a_sauspiel():
    st = intents(new(GESPERRT), 1)  # B holds only trumps
    kinds = {a.contract.kind for a in st.legal_actions()}
    assert "sauspiel" not in kinds and {"solo", "wenz"} <= kinds
    st = intents(new(GESPERRT), 0, 1)  # in the auction too
    assert st.to_move == 1
    assert Contract("sauspiel") not in [a.contract for a in st.legal_actions()]


def test_default_class_order():
    """§1.3: Sauspiel < Wenz < Farbsolo < Wenz-Tout < Farbsolo-Tout < Sie."""
    ranks = class_ranks(GAME.rules())
    order = sorted(ranks, key=ranks.__getitem__)
    assert order == [Contract("sauspiel"), Contract("wenz"), Contract("solo"),
                     Contract("wenz", None, TOUT), Contract("solo", None, TOUT),
                     Contract("sie")]


def test_sie_cannot_be_lost():
    sie = ("EO GO HO SO EU GU HU SU", "HA H10 HK H9 H8 H7 EA E10",
           "EK E9 E8 E7 GA G10 GK G9", "G8 G7 SA S10 SK S9 S8 S7")
    st = declared(sie, 0, contract("sie"))
    while not st.is_terminal:
        st = st.apply(st.legal_actions()[-1])
    r = st.result()
    assert r.details["won"] and r.settlement == (1560, -520, -520, -520)


# ------------------------------------------------------------------ §1.5 the hidden partner

def test_the_holder_of_the_called_ace_stays_hidden_until_it_falls():
    st = declared(SK1, 1, contract("sauspiel", G))
    assert st.observation(0).partners == () and st.observation(2).partners == ()
    assert st.observation(3).partners == (3,)  # he knows it himself
    st = play_tricks(st, SK1_TRICKS[:6])
    assert st.observation(0).partners == ()
    st = play_tricks(st, ["E10 HK E8 GA"])
    assert st.observation(0).partners == (3,)


# ------------------------------------------------------------------ §1.7.2 Kontra and Re

def test_by_default_kontra_and_re_then_play_and_no_kontra_after_the_first_card():
    st = act(intents(new(), 1), "declare", contract=contract("solo", E))
    st = act(st, "double", kind="kontra")  # A
    st = act(st, "double", kind="re")  # B, the soloist
    assert st.phase == "play" and st.doubling_exponent() == 2  # max 1 Kontra + 1 Re
    st = act(intents(new(), 1), "declare", contract=contract("solo", E))
    st = passes(st, 3)
    st = act(st, "play", card="EK")  # A leads; B (the soloist) is to move
    st = act(st, "play", card="EO")
    assert not any(a.type == "double" for a in st.legal_actions())
    assert refusal(st, Action(2, "double", kind="kontra")) == "double_closed"


# ------------------------------------------------------------------ §1.8.2 the called ace

def test_the_four_cards_for_running_away_count_when_leading():
    """D was dealt four Gras but threw G8 off a Schellen lead: with three left he may not run
    away, only lead the Sau itself."""
    st = declared(GRAS, 1, contract("sauspiel", G))
    st = play_tricks(st, ["SA E7 S7"])
    assert card("G8") in playable(st)  # a low Gras may be thrown off, the Sau may not
    st = play_tricks(st, ["G8", "H8 HK H7 HO"])
    assert st.to_move == 3 and not st.ran_away
    assert playable(st) == set(parse_cards("GA H9 EA E8"))
    assert refusal(st, Action(3, "play", card=card("G9"))) == "called_suit_lead"


def test_the_caller_may_throw_off_his_last_card_of_the_called_suit():
    """DECISION §1.8.2 (default): the caller has no obligation."""
    st = play_tricks(declared(GRAS, 1, contract("sauspiel", G)), ["SA"])
    assert card("GK") in playable(st)  # B's only Gras, on a Schellen lead he cannot follow


def test_caller_keeps_called_suit_house_rule():
    rules = GAME.rules(overrides={"caller_keeps_called_suit": True})
    st = play_tricks(declared(GRAS, 1, contract("sauspiel", G), rules), ["SA"])
    assert card("GK") not in playable(st) and card("E7") in playable(st)
    with pytest.raises(IllegalAction) as e:
        act(st, "play", card="GK")
    assert e.value.reason == "caller_keeps_suit" and "last Gras" in str(e.value)


# ------------------------------------------------------------------ §1.9 settlement

def test_laufende_minimum_of_farbwenz_and_geier():
    """§1.9.3: Farbwenz counts from 3 like a suit solo, Geier from 2 like a Wenz."""
    farbwenz, geier = Contract("farbwenz", E), Contract("geier")
    assert price(farbwenz, 70, 4, run=2).laufende_counted == 0
    assert price(farbwenz, 70, 4, run=3).amount == 80
    assert price(geier, 70, 4, run=2).laufende_counted == 2
    assert price(geier, 70, 4, run=2).amount == 70


def test_tout_has_no_schneider_or_schwarz_bonus():
    tout = Contract("solo", E, TOUT)
    won = price(tout, 120, 8)
    assert won.won and won.level == "tout" and won.amount == 100  # 50 doubled, nothing else


def test_stock_a_soloist_takes_it_all_and_an_odd_unit_stays():
    rules = GAME.rules("stock")
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK3), context={"stock": 45})
    st = act(passes(st, 3), "intent")
    st = passes(act(st, "declare", contract=contract("wenz")), 3)
    r = play_tricks(st, SK3_TRICKS).result()
    assert r.settlement == (-70, -70, -70, 255) and r.carry["stock"] == 0
    st = declared(SK1, 1, contract("sauspiel", G), rules, context={"stock": 45})
    r = play_tricks(st, SK1_TRICKS).result()
    assert r.settlement == (-50, 72, -50, 72) and r.carry["stock"] == 1


def test_bettel_does_not_touch_the_stock():
    rules = GAME.rules("stock", {"contracts_enabled": ["sauspiel", "solo", "bettel"]})
    st = declared(SK1, 0, contract("bettel"), rules, context={"stock": 40})
    while not st.is_terminal:
        st = st.apply(st.legal_actions()[0])
    r = st.result()
    assert r.carry["stock"] == 40 and "stock_won" not in r.details
    assert sorted(map(abs, r.settlement)) == [10, 10, 10, 30] and sum(r.settlement) == 0


def test_a_ramsch_does_not_touch_the_stock():
    # §0.7 item 6: a pot standing when a Ramsch is played stays as it is
    rules = GAME.rules(overrides={"all_pass": "RAMSCH"})
    for seed in range(5):
        st = GAME.new_hand(rules, dealer=3, seed=seed, context={"stock": 40})
        while not st.is_terminal:
            legal = st.legal_actions()
            passes = [a for a in legal if a.type == "pass"]
            st = st.apply(passes[0] if passes and st.phase in ("intent", "knock") else legal[0])
        r = st.result()
        assert r.contract is not None and r.contract.kind == "ramsch"
        assert r.carry["stock"] == 40 and "stock_won" not in r.details
        assert "stock_paid" not in r.details and sum(r.settlement) == 0


# ------------------------------------------------------------------ §1.10 house rules

SPEC_KEYS = {
    "deck": ("LONG32", ("LONG32", "SHORT24")),
    "all_pass": ("REDEAL", ("REDEAL", "RAMSCH", "STOCK", "MUSS")),
    "tariff": ((10, 50, 10), None),
    "lauf_min_sauspiel_solo": (3, None),
    "lauf_min_wenz": (2, None),
    "klopfen": (False, None),
    "kontra_window": ("BEFORE_FIRST_CARD",
                      ("BEFORE_FIRST_CARD", "BEFORE_SECOND_CARD", "ALL_CARDS_IN_HAND")),
    "max_stoss": (2, None),
    "contracts_enabled": (frozenset({"sauspiel", "wenz", "solo", "tout", "sie"}), None),
    "herz_solo_priority": ("NONE", ("NONE", "HERZ_SOLO_FIRST")),
    "ramsch_tie": ("HIGHEST_TRUMP_LOSES",
                   ("HIGHEST_TRUMP_LOSES", "MORE_TRICKS_LOSES", "ALL_TIED_LOSE")),
    "ramsch_jungfrau": ("DOUBLE_ALL", ("DOUBLE_ALL", "DOUBLE_INDIVIDUALLY_ONCE",
                                       "DOUBLE_INDIVIDUALLY_MULTIPLE", "OFF")),
    "ramsch_durchmarsch": ("ALL_TRICKS", ("ALL_TRICKS", "AT_LEAST_91", "OFF")),
    "laufende_to_caller_only": (False, None),
    "tout_allowed_without_runners": ("YES", ("YES", "MIN_3_RUNNERS")),
    "ramsch_tariff": (10, None),  # T_ramsch = T_base (§1.9.7)
    "stock_cap": (0, None),  # none (§0.7 item 6)
    "bettel_stichzwang": (False, None),  # §0.7 item 4
    "caller_keeps_called_suit": (False, None),  # §1.8.2 DECISION
}


def test_every_spec_key_with_its_default_and_values():
    r = GAME.rules()
    infos = {i.key: i for i in GAME.rules_class.options()}
    for key, (default, choices) in SPEC_KEYS.items():
        assert getattr(r, key) == default, key
        if choices is not None:
            assert infos[key].choices == choices, key
    assert r.preset == "wirtshaus"
    prio = r.priority_table
    assert prio.index("sauspiel") < prio.index("farbgeier") < prio.index("geier") \
        < prio.index("farbwenz") < prio.index("wenz") < prio.index("solo")
    assert prio.index("sauspiel") < prio.index("bettel") < prio.index("farbgeier")


SK2 = ("GO SU EA EK HA H10 S9 G7", "SO GU E8 GK G9 HK H9 SA",
       "EO HO EU HU E10 E9 GA S7", "E7 G10 G8 H8 H7 S10 SK S8")


def test_all_cards_in_hand_re_while_everyone_still_holds_seven():
    """§1.7.2 window [ISK]: Kontra while the giver holds all 8 cards, Re while everyone still
    holds 7. SK-2's deal: D gives Kontra before his first card, after the soloist C has
    played; C may still answer with Re once the first trick is complete."""
    rules = GAME.rules(overrides={"kontra_window": "ALL_CARDS_IN_HAND"})
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK2))
    st = act(passes(st, 2), "intent")
    st = act(act(st, "pass"), "declare", contract=contract("solo", E))
    st = play_tricks(st, ["HA H9 E9"])
    st = act(st, "double", kind="kontra")  # D still holds 8 cards
    st = play_tricks(st, ["H7"])
    assert st.phase == "double" and st.to_move == 2  # C won the trick and is asked
    st = act(st, "double", kind="re")
    assert st.phase == "play" and st.to_move == 2 and st.doubling_exponent() == 2
    st = play_tricks(st, ["EO E7 SU E8"])
    assert not any(a.type == "double" for a in st.legal_actions())
    # without a Kontra nobody is asked after the first trick
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK2))
    st = act(passes(st, 2), "intent")
    st = act(act(st, "pass"), "declare", contract=contract("solo", E))
    st = play_tricks(st, ["HA H9 E9 H7"])
    assert st.phase == "play" and st.to_move == 2
