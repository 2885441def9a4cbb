"""Schafkopf play, doubling and all-pass rules: SPEC §1.6, §1.7, §1.8."""

import pytest

from stich.engine.actions import Action, Contract
from stich.engine.cards import CLUBS, HEARTS, SPADES, parse_cards
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game
from stich.engine.match import Match

from .helpers import act, contract, deal_of, passes, play_tricks

GAME = get_game("schafkopf")
E, G, H = CLUBS, SPADES, HEARTS
SK1 = ("SO HU H10 H8 E10 EK G7 SA", "EO GO EU GU HA HK GK E7",
       "SU H7 E9 E8 S10 SK S9 S8", "HO H9 EA GA G10 G9 G8 S7")


def card(text):
    return parse_cards(text)[0]


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


def new(hands=SK1, rules=None, context=None):
    return GAME.new_hand(rules or GAME.rules(), dealer=3, deal=deal_of(*hands), context=context)


def intents(st, *seats):
    for _ in range(4):
        st = act(st, "intent" if st.to_move in seats else "pass")
    return st


def declared(hands, seat, con, rules=None):
    st = act(intents(new(hands, rules), seat), "declare", contract=con)
    while st.phase == "double":
        st = act(st, "pass")
    return st


def playable(st):
    return {a.card for a in st.legal_actions() if a.type == "play"}


# ------------------------------------------------------------------ §1.8.2 the called ace
# B (seat 1) calls the Gras-Sau; D (seat 3) holds it with two more Gras (G9 G8).
CALL = ("EA E10 EK HA H10 HK G10 G7", "EO GO HO SO EU GK E7 E8",
        "GU HU SU H9 H8 H7 S10 SK", "GA G9 G8 SA S9 S8 S7 E9")


def test_the_called_ace_must_be_played_when_its_suit_is_led():
    st = declared(CALL, 1, contract("sauspiel", G))
    st = play_tricks(st, ["G10 GK H7"])  # A leads Gras, B follows, C trumps
    assert playable(st) == {card("GA")}  # D must play the ace though he holds G9 G8
    with pytest.raises(IllegalAction) as e:
        act(st, "play", card="G9")
    assert e.value.reason == "must_play_called"
    st = act(st, "play", card="GA")
    assert st.searched and st.revealed
    assert st.observation(0).partners == (3,)


def test_the_called_ace_may_not_be_discarded():
    st = declared(CALL, 1, contract("sauspiel", G))
    st = play_tricks(st, ["HA EO H7"])  # a trump lead: D has no trump
    assert card("GA") not in playable(st)
    with pytest.raises(IllegalAction) as e:
        act(st, "play", card="GA")
    assert e.value.reason == "called_no_discard"


def test_the_holder_may_not_lead_a_low_card_of_the_called_suit():
    st = declared(CALL, 1, contract("sauspiel", G))
    st = play_tricks(st, ["EA E7 H7 E9", "S10 SA G7 E8"])  # D wins the second trick
    assert st.to_move == 3
    # GA G9 G8: only three Gras, so no running away; he may lead the ace itself.
    assert playable(st) == {card("GA"), card("S9"), card("S8"), card("S7")}
    with pytest.raises(IllegalAction) as e:
        act(st, "play", card="G9")
    assert e.value.reason == "called_suit_lead"


def test_running_away_needs_four_and_frees_the_ace():
    # SK-1: D holds GA G10 G9 G8 and leads G8 ("davonlaufen").
    st = declared(SK1, 1, contract("sauspiel", G))
    st = play_tricks(st, ["EK E7 E9 EA"])
    assert st.to_move == 3 and card("G8") in playable(st)
    st = act(st, "play", card="G8")
    assert st.ran_away


def test_the_ace_goes_in_the_last_trick_when_its_suit_was_never_led():
    st = declared(CALL, 1, contract("sauspiel", G))
    ace = card("GA")
    while len(st.tricks) < 7:
        legal = [a for a in st.legal_actions() if a.type == "play"]
        no_gras_lead = [a for a in legal if st.trick or a.card // 9 != G]
        st = st.apply(no_gras_lead[0])
    assert not st.searched and (st.hands[3] >> ace) & 1
    while st.to_move != 3:
        st = st.apply(st.legal_actions()[0])
    assert playable(st) == {ace}


def test_caller_has_no_special_obligation():
    st = declared(SK1, 1, contract("sauspiel", G))
    st = play_tricks(st, ["EK"])
    assert playable(st) == {card("E7")}
    st = play_tricks(st, ["E7 E9 EA", "G8"])
    assert playable(st) == {card("G7")}  # A follows
    st = act(st, "play", card="G7")
    assert playable(st) == {card("GK")}  # B (the caller) simply follows


def test_no_obligation_to_trump_or_to_head_the_trick():
    st = declared(SK1, 1, contract("sauspiel", G))
    st = play_tricks(st, ["EK E7 E9 EA", "G8 G7 GK"])
    # C has no Gras: any card, trump or not
    assert playable(st) == set(parse_cards("SU H7 E8 S10 SK S9 S8"))


def test_a_trump_lead_must_be_followed_with_trump_including_ober_and_unter():
    st = declared(SK1, 1, contract("sauspiel", G))
    st = play_tricks(st, ["EK E7 E9 EA", "G8 G7 GK H7", "S10 S7 SA GU"])
    st = act(st, "play", card="EO")
    assert playable(st) == set(parse_cards("SU"))  # C's only trump is the Schellen-Unter
    with pytest.raises(IllegalAction) as e:
        act(st, "play", card="S9")
    assert e.value.reason == "must_follow" and "trumps" in str(e.value)


def test_wenz_ober_follows_its_suit():
    hands = ("HU HA H10 HK EK S10 G9 E7", "SU HO H9 H8 SK S9 GO E9",
             "H7 S8 SO GK G8 G7 EO E8", "EU GU EA E10 GA G10 SA S7")
    st = declared(hands, 3, contract("wenz"))
    st = play_tricks(st, ["HA"])
    assert playable(st) == set(parse_cards("HO H9 H8"))  # the Herz-Ober is a Herz card


def test_bettel_stichzwang_forces_heading_the_trick():
    rules = GAME.rules(overrides={"contracts_enabled": ["sauspiel", "solo", "bettel"],
                                  "bettel_stichzwang": True})
    st = declared(SK1, 0, contract("bettel"), rules)
    st = play_tricks(st, ["H8"])  # B holds HA HK: must beat the H8
    assert playable(st) == set(parse_cards("HA HK"))
    st = act(st, "play", card="HK")
    st = act(st, "play", card="H7")  # C cannot beat the HK: any Herz
    assert playable(st) == set(parse_cards("HO H9"))


# ------------------------------------------------------------------ §1.7 doubling

def test_kontra_only_by_opponents_and_the_hidden_partner_is_asked_too():
    st = act(intents(new(), 1), "declare", contract=contract("sauspiel", G))
    asked = []
    while st.phase == "double":
        asked.append(st.to_move)
        if st.to_move == 3:  # D holds the Gras-Sau: he may only pass
            assert [a.type for a in st.legal_actions()] == ["pass"]
            with pytest.raises(IllegalAction) as e:
                st.apply(Action(3, "double", kind="kontra"))
            assert e.value.reason == "double_wrong_party"
        st = act(st, "pass")
    assert asked == [0, 2, 3]


def test_re_by_the_partner_reveals_him():
    st = act(intents(new(), 1), "declare", contract=contract("sauspiel", G))
    st = act(st, "double", kind="kontra")  # A
    asked = []
    while st.phase == "double":
        asked.append(st.to_move)
        st = act(st, "double", kind="re") if st.to_move == 3 else act(st, "pass")
    assert asked == [1, 2, 3]  # the declarer and the two not known to be opponents
    assert st.revealed and st.observation(0).partners == (3,)
    assert st.doubling_exponent() == 2


def test_an_opponent_cannot_give_re():
    st = act(intents(new(), 1), "declare", contract=contract("sauspiel", G))
    st = act(st, "double", kind="kontra")
    st = act(st, "pass")  # B
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(2, "double", kind="re"))
    assert e.value.reason == "double_wrong_party"


def test_four_stoss_allow_sup_and_hirsch_and_zero_turns_doubling_off():
    rules = GAME.rules(overrides={"max_stoss": 4})
    st = act(intents(new(rules=rules), 1), "declare", contract=contract("solo", E))
    st = act(st, "double", kind="kontra")
    st = act(st, "double", kind="re")
    assert st.to_move == 0 and st.legal_actions()[-1].kind == "sup"
    st = act(st, "double", kind="sup")
    st = act(st, "double", kind="hirsch")
    assert st.phase == "play" and st.doubling_exponent() == 4
    rules = GAME.rules(overrides={"max_stoss": 0})
    st = act(intents(new(rules=rules), 1), "declare", contract=contract("solo", E))
    assert st.phase == "play"


def test_kontra_window_before_second_card():
    rules = GAME.rules(overrides={"kontra_window": "BEFORE_SECOND_CARD"})
    st = act(intents(new(rules=rules), 1), "declare", contract=contract("solo", E))
    assert st.phase == "play" and st.to_move == 0
    st = act(st, "play", card="EK")
    assert st.phase == "double" and st.to_move == 0
    st = act(st, "double", kind="kontra")
    st = act(st, "pass")  # B, the soloist, gives no Re
    assert st.phase == "play" and st.to_move == 1


def test_kontra_window_while_the_doubler_holds_all_cards():
    rules = GAME.rules(overrides={"kontra_window": "ALL_CARDS_IN_HAND"})
    st = act(intents(new(rules=rules), 1), "declare", contract=contract("solo", E))
    assert any(a.type == "double" for a in st.legal_actions())  # A, before leading
    st = act(st, "play", card="EK")
    assert not any(a.type == "double" for a in st.legal_actions())  # B is the soloist
    st = act(st, "play", card="EO")
    st = act(st, "double", kind="kontra")  # C, before his first card
    assert st.to_move == 2 and all(a.type == "play" for a in st.legal_actions())
    st = play_tricks(st, ["E9", "EA"])
    # the first trick is complete: the soloist, who had played, may still give Re
    assert st.phase == "double" and st.to_move == 1
    st = act(st, "pass")
    assert st.phase == "play" and not any(a.type == "double" for a in st.legal_actions())


def test_klopfen_after_the_first_packet_doubles_everything():
    rules = GAME.rules(overrides={"klopfen": True})
    st = new(rules=rules)
    assert st.phase == "knock"
    assert st.observation(0).hand == mask("SO HU H10 H8")  # only the first packet is seen
    st = act(st, "double", kind="knock")
    st = passes(st, 3)
    assert st.phase == "intent" and st.observation(0).hand == mask(SK1[0])
    st = act(intents(st, 2), "declare", contract=contract("sauspiel", E))
    assert st.doubling_exponent() == 1


# ------------------------------------------------------------------ §1.6 all pass

def test_redeal_and_the_dealer_rotates():
    match = Match(GAME, GAME.rules(), 4, seed=3)
    row = match.finish_hand(passes(match.start_hand(), 4))
    assert row.result.settlement == (0, 0, 0, 0) and row.result.details["outcome"] == "thrown_in"
    assert match.dealer == 1 and match.context["all_pass_streak"] == 1


SK1_TRICKS = ["EK E7 E9 EA", "G8 G7 GK H7", "S10 S7 SA GU", "EO SU H9 H8", "GO S8 HO HU",
              "EU S9 G9 SO", "E10 HK E8 GA", "HA SK G10 H10"]


def test_stock_collects_and_the_next_won_game_takes_it():
    rules = GAME.rules("stock")
    r = passes(new(rules=rules), 4).result()
    assert r.settlement == (-10, -10, -10, -10) and r.carry["stock"] == 40
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK1), context=r.carry)
    st = act(intents(st, 1), "declare", contract=contract("sauspiel", G))
    st = play_tricks(passes(st, 3), SK1_TRICKS)
    r2 = st.result()
    assert r2.settlement == (-50, 70, -50, 70) and r2.carry["stock"] == 0
    assert GAME.pot_change(st.context, r2) == -40


def test_a_lost_game_doubles_the_stock():
    rules = GAME.rules("stock")
    st = GAME.new_hand(rules, dealer=3, deal=deal_of(*SK1), context={"stock": 40})
    st = act(intents(st, 0), "declare", contract=contract("solo", H))
    st = passes(st, 3)
    # A's Herz-Solo with this hand: A plays low and loses (opponents hold the top trumps).
    while not st.is_terminal:
        st = st.apply(st.legal_actions()[-1])
    r = st.result()
    assert not r.details["won"]
    assert r.details["stock_paid"] == 40 and r.carry["stock"] == 80
    assert sum(r.settlement) + GAME.pot_change(st.context, r) == 0


def test_stock_cap():
    rules = GAME.rules("stock", {"stock_cap": 50})
    r = passes(new(rules=rules, context={"stock": 40}), 4).result()
    assert r.carry["stock"] == 40 + 4 * 2 and r.settlement == (-2, -2, -2, -2)


def test_der_alte_muss_after_the_second_all_pass():
    rules = GAME.rules("muss")
    assert passes(new(rules=rules), 4).result().carry["all_pass_streak"] == 1
    st = passes(new(rules=rules, context={"all_pass_streak": 1}), 4)
    assert st.phase == "declare" and st.to_move == 1  # B holds the Eichel-Ober
    muss = frozenset({"muss"})
    assert [a.contract for a in st.legal_actions()] == [
        Contract("sauspiel", E, muss), Contract("sauspiel", G, muss)]


def test_gesperrt_muss_player_calls_renonce():
    rules = GAME.rules("muss")
    hands = ("EO EA GA SA H7 H8 H9 HK", "EU GU HU SU HA H10 E7 E8",
             "E10 EK E9 G10 GK G9 G8 G7", "GO HO SO S10 SK S9 S8 S7")
    st = passes(new(hands, rules, {"all_pass_streak": 1}), 4)
    assert st.to_move == 0
    calls = [a.contract for a in st.legal_actions()]
    renonce = frozenset({"muss", "renonce"})
    assert calls == [Contract("sauspiel", x, renonce) for x in (E, G, 3)]
    st = act(st, "declare", contract=calls[1])  # holds all three aces: calls the Gras-Zehn
    assert st.called == card("G10") and st.partner == 2


def test_ramsch_when_all_pass_has_no_doubling():
    st = passes(new(rules=GAME.rules("ramsch")), 4)  # the knock round
    st = passes(st, 4)
    assert st.contract == Contract("ramsch") and st.phase == "play" and st.to_move == 0
    assert not any(a.type == "double" for a in st.legal_actions())
