"""Play (SPEC §2.6, §2.8): the generic follow rule, every called-ace constraint of §2.8.2 and the
unknown call's under card (§2.5)."""

import pytest

from stich.engine.actions import Action
from stich.engine.cards import parse_card
from stich.engine.errors import IllegalAction

from .sheepshead_helpers import bury, do, legal_cards, pick_at, play, table


def refused(state, text):
    with pytest.raises(IllegalAction) as e:
        state.apply(Action(state.to_move, "play", card=parse_card(text)))
    return e.value


def ca_play(fixed, call="AS", blind="7D 8D", **kw):
    """Seat 1 picks, buries the blind and calls; no cracks; seat 0 leads."""
    st = table(fixed, blind=blind, preset="called-ace", cracks=False, **kw)
    st = bury(pick_at(st, 1), blind)
    if call == "alone":
        from .sheepshead_helpers import declare
        return declare(st, alone=True)
    if isinstance(call, tuple):
        return do(st, "call", card=call[0], kind="unknown", cards=call[1])
    return do(st, "call", card=call)


def first_legal(state):
    return state.apply(state.legal_actions()[0])


def test_generic_follow_rule_trumps_are_one_suit():
    st = table({0: "QH 7C 8C 9C KC 10C", 1: "JC 9H KD 8H 7H AC"}, blind="7D 8D",
               cracks=False)
    st = bury(pick_at(st, 0), "7D 8D")
    from .sheepshead_helpers import declare
    st = declare(st)
    st = play(st, "QH")  # a queen is trump, not a heart
    assert legal_cards(st) == {"JC", "KD"}
    e = refused(st, "9H")
    assert e.reason == "must_follow" and e.params["suit"] == "trump"
    assert str(e) == "seat 1 must follow trumps"


def test_no_obligation_to_trump_when_void():
    st = table({0: "AH 7C 8C 9C KC 10C", 1: "JC QS KD AS 10S AC"}, blind="7D 8D",
               cracks=False)
    from .sheepshead_helpers import declare
    st = declare(bury(pick_at(st, 0), "7D 8D"))
    st = play(st, "AH")
    assert legal_cards(st) == {"JC", "QS", "KD", "AS", "10S", "AC"}


PARTNER_LEADS = {0: "AS 10S 9S QH 7H 8C", 1: "KS QC QS 7C 9D 8H"}


def test_partner_may_lead_the_called_suit_only_with_the_ace():
    st = ca_play(PARTNER_LEADS)
    assert st.partner == 0 and st.to_move == 0
    assert legal_cards(st) == {"AS", "QH", "7H", "8C"}
    e = refused(st, "10S")
    assert e.reason == "called_suit_lead" and e.params["card"] == "AS"


def test_partner_must_play_the_ace_to_the_first_lead_of_the_suit():
    st = ca_play({0: "8S 7C 8C 9C KC 10C", 1: "KS QC QS 7H 9D 8H", 2: "AS 10S 9S QH JH KH"})
    st = play(st, "8S")
    assert legal_cards(st) == {"KS"}  # the picker follows with his hold card
    st = play(st, "KS")
    assert legal_cards(st) == {"AS"}
    e = refused(st, "10S")
    assert e.reason == "must_play_called"
    assert str(e) == "seat 2 must play the called AS: spades were led for the first time"


def test_partner_void_may_not_throw_off_the_ace():
    st = ca_play({0: "AH 7C 8C 9C KC 10C", 1: "KS QC QS 7H 9D 8H", 2: "AS 10S 9S QH JH KD"})
    st = play(st, "AH 7H")
    # clubs? no: hearts led, seat 2 has no hearts (QH, JH are trump)
    assert legal_cards(st) == {"10S", "9S", "QH", "JH", "KD"}
    assert refused(st, "AS").reason == "called_no_discard"


def test_partner_plays_the_ace_as_his_last_card():
    """'may not discard C (except as his last card)': spades are never led."""
    st = ca_play({0: "QC QS QH QD JC JS", 1: "KS AD 7H 9H 8H 8D", 2: "AS JH JD KD 9D 10D"},
                 blind="7D 7C")
    for lead in ["QC", "QS", "QH", "QD", "JC"]:
        st = play(st, lead)
        while st.trick:
            st = first_legal(st)
        assert st.to_move == 0
    st = first_legal(play(st, "JS"))
    assert st.trick[-1] == parse_card("KS")  # the picker kept his hold card to the end
    assert legal_cards(st) == {"AS"}
    st = play(st, "AS")
    assert st.revealed


def test_picker_keeps_his_last_hold_card_when_void():
    st = ca_play({0: "AH 7C 8C 9C KC 10C", 1: "KS QC QS 10D 9D JD"})
    st = play(st, "AH")
    assert legal_cards(st) == {"QC", "QS", "10D", "9D", "JD"}
    e = refused(st, "KS")
    assert e.reason == "hold_card"
    assert "until spades have been led" in str(e)


def test_picker_with_two_hold_cards_may_throw_one():
    st = ca_play({0: "AH 7C 8C 9C KC 10C", 1: "KS 9S QS 10D 9D JD"})
    st = play(st, "AH")
    assert legal_cards(st) == {"KS", "9S", "QS", "10D", "9D", "JD"}


def test_picker_may_lead_the_hold_card_and_partner_must_answer():
    st = table({1: "KS QC QS 10D 9D JD", 2: "AS 10S 9S QH JH KH", 0: "AD 7C 8C 9C KC 10C"},
               blind="7H 8H", preset="called-ace", cracks=False)
    st = do(bury(pick_at(st, 1), "7H 8H"), "call", card="AS")
    st = play(st, "AD")  # seat 0 leads a trump
    st = play(st, "QC")  # picker wins with QC
    while st.trick:
        st = first_legal(st)
    assert st.to_move == 1
    assert "KS" in legal_cards(st)
    st = play(st, "KS")
    assert legal_cards(st) == {"AS"}


def test_constraints_end_with_the_first_trick_of_the_suit():
    st = ca_play({0: "8S 7C 8C 9C KC 10C", 1: "KS 7S QS 7H 9D 8H", 2: "AS 10S 9S QH JH KH"})
    assert st.ca_active
    st = play(st, "8S KS AS")
    st = first_legal(first_legal(st))
    assert not st.ca_active and st.observation(3).public["called_led"]


def test_partner_and_picker_unbound_when_alone():
    st = ca_play({0: "AS 10S 9S QH 7H 8C", 1: "KS QC QS 7C 9D 8H"}, call="alone")
    assert legal_cards(st) == {"AS", "10S", "9S", "QH", "7H", "8C"}


def test_ten_call_constraints():
    st = ca_play({0: "10S 9S 8S QH 7H 8C", 1: "AS AC AH QC QS 9D"}, call="10S")
    assert st.partner == 0
    assert legal_cards(st) == {"10S", "QH", "7H", "8C"}


# ------------------------------------------------------------------ the under card
UNDER = {0: "AH 10H KH 7C 8C 9C", 1: "QC QS QH QD JD 9D", 2: "9H 8H 7H AC 10C KC"}


def under_hand(under="QD"):
    return ca_play(UNDER, call=("AH", under), unknown_call=True)


def test_under_card_played_to_the_first_lead_cannot_win():
    st = under_hand()
    assert st.partner == 0
    st = play(st, "AH")
    assert legal_cards(st) == {"QD"}  # the under card counts as a heart
    e = refused(st, "QC")
    assert e.reason == "must_play_under"
    st = play(st, "QD")
    assert legal_cards(st) == {"9H", "8H", "7H"}  # the led suit is hearts
    while st.trick:
        st = first_legal(st)
    t = st.tricks[0]
    assert t.winner != 1  # QD would win as a trump; as the under card it cannot
    assert st.taken[t.winner] >> parse_card("QD") & 1  # its points go to the winner
    assert not st.ca_active


def test_under_card_may_not_be_thrown_off():
    st = under_hand()
    st = play(st, "7C")
    # the picker is void in clubs: anything but the under card
    assert legal_cards(st) == {"QC", "QS", "QH", "JD", "9D"}
    assert refused(st, "QD").reason == "under_card_only_called"


def test_picker_may_lead_the_under_card():
    st = under_hand(under="9D")
    st = play(st, "7C")
    st = play(st, "QC")  # the picker wins the club trick with QC
    while st.trick:
        st = first_legal(st)
    assert st.to_move == 1 and "9D" in legal_cards(st)
    st = play(st, "9D")
    assert st.under_led
    # the led suit is hearts, not trumps (9D is the under card)
    assert legal_cards(st) == {"9H", "8H", "7H"}
    st = play(st, "9H")
    while st.to_move != 0:
        st = first_legal(st)
    assert legal_cards(st) == {"AH"}  # the partner must answer with the ace
    st = play(st, "AH")
    t = st.tricks[1]
    assert t.leader == 1 and t.winner != 1
    assert not st.ca_active
