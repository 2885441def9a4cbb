"""Partners (SPEC §2.4, §2.5, §0.7 item 7): Jack of Diamonds, call-up, going alone, called
ace, hold card, ten call, unknown ("under") call."""

import pytest

from stich.engine.actions import Action
from stich.engine.cards import parse_card
from stich.engine.errors import IllegalAction

from .sheepshead_helpers import bury, calls, declare, do, pick_at, table


def reason(state, action):
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    return e.value.reason


# ------------------------------------------------------------------ Jack of Diamonds
def test_jd_holder_is_the_secret_partner():
    st = table({0: "JD 7H 8H 9H KH 10H"}, blind="7S 8S")
    st = bury(pick_at(st, 1), "7S 8S")
    st = declare(st)
    assert st.partner == 0 and not st.alone
    assert not st.contract.has("alone")


@pytest.mark.parametrize(("hand", "blind", "buried"), [
    ("JD QC QS 7H 8H 9H", "7S 8S", "7S 8S"),  # dealt
    ("QC QS QH 7H 8H 9H", "JD 8S", "7H 8S"),  # found in the blind
    ("QC QS QH 7H 8H 9H", "JD 8S", "JD 8S"),  # found and buried
])
def test_picker_with_jd_plays_alone_secretly(hand, blind, buried):
    st = bury(pick_at(table({1: hand}, blind=blind), 1), buried)
    st = declare(st)
    assert st.alone and st.partner is None
    assert not st.contract.has("alone")  # nobody else knows yet
    assert not st.observation(3).public["alone"]


def test_voluntary_alone_makes_the_jd_holder_a_defender():
    st = table({0: "JD 7H 8H 9H KH 10H"}, blind="7S 8S")
    st = declare(bury(pick_at(st, 1), "7S 8S"), alone=True)
    assert st.alone and st.partner is None and st.contract.has("alone")
    assert st.observation(2).public["alone"]


def test_go_alone_can_be_switched_off():
    st = bury(pick_at(table({0: "JD 7H 8H 9H KH 10H"}, blind="7S 8S", allow_go_alone=False),
                      1), "7S 8S")
    # with neither going alone nor calling up there is nothing to declare
    assert st.phase == "double" and st.partner == 0
    st = bury(pick_at(table({0: "JD 7H 8H 9H KH 10H"}, blind="7S 8S", allow_go_alone=False,
                            call_up=True), 1), "7S 8S")
    assert calls(st) == {"partner"}
    assert reason(st, Action(1, "declare", contract=declare_alone_contract())) == \
        "alone_not_allowed"


def declare_alone_contract():
    from stich.engine.variants.sheepshead.contracts import PICKER_ALONE
    return PICKER_ALONE


@pytest.mark.parametrize(("hand", "jack"), [
    ("JD QC QS 7H 8H 9H", "JH"),
    ("JD JH QS 7H 8H 9H", "JS"),
    ("JD JH JS 7H 8H 9H", "JC"),
    ("JD JH JS JC 8H 9H", None),
])
def test_call_up_to_the_next_higher_jack(hand, jack):
    st = bury(pick_at(table({1: hand}, blind="7S 8S", call_up=True), 1), "7S 8S")
    expected = {"partner", "alone"} | ({jack} if jack else set())
    assert calls(st) == expected
    if jack:
        st = do(st, "call", card=jack)
        holder = next(s for s in range(5) if st.hands[s] >> parse_card(jack) & 1)
        assert st.partner == holder != 1
        assert st.contract.has("call_up") and st.contract.suit == parse_card(jack) // 9


def test_call_up_counts_a_jd_from_the_blind_and_not_without_jd():
    st = bury(pick_at(table({1: "QC QS QH 7H 8H 9H"}, blind="JD 8S", call_up=True), 1),
              "7H 8S")
    assert "JH" in calls(st)
    st = bury(pick_at(table({1: "QC QS QH 7H 8H 9H"}, blind="7S 8S", call_up=True), 1),
              "7S 8S")
    assert calls(st) == {"partner", "alone"}
    assert reason(st, Action(1, "call", card=parse_card("JH"))) == "call_up_needs_jd"


def test_call_up_is_off_by_default():
    st = bury(pick_at(table({1: "JD QC QS 7H 8H 9H"}, blind="7S 8S"), 1), "7S 8S")
    assert calls(st) == {"partner", "alone"}
    assert reason(st, Action(1, "call", card=parse_card("JH"))) == "call_up_off"


# ------------------------------------------------------------------ Called ace
def ca(hand, blind="7D 8D", buried="7D 8D", **overrides):
    st = table({1: hand}, blind=blind, preset="called-ace", **overrides)
    return bury(pick_at(st, 1), buried)


def test_call_conditions():
    st = ca("QC QS KC 7S KH AH")
    # AC: hold KC; AS: hold 7S; AH is his own
    assert calls(st) == {"AC", "AS", "alone"}
    assert reason(st, Action(1, "call", card=parse_card("AH"))) == "call_own_card"
    assert reason(st, Action(1, "call", card=parse_card("AD"))) == "call_not_fail_ace"
    assert reason(st, Action(1, "call", card=parse_card("10C"))) == "ten_call_needs_aces"


def test_no_hold_card_no_call():
    st = ca("QC QS KC QH JD 9D")
    assert calls(st) == {"AC", "alone"}
    assert reason(st, Action(1, "call", card=parse_card("AS"))) == "call_no_hold"


def test_a_buried_ace_cannot_be_called():
    """SPEC §0.7 item 7: the called card must not be among the picker's 8 cards."""
    st = ca("QC QS KC QH JD 9D", blind="AC 8D", buried="AC 8D")
    assert calls(st) == {"alone"}  # AC was his; nothing else has a hold card
    assert reason(st, Action(1, "call", card=parse_card("AC"))) == "call_own_card"


def test_burying_the_last_hold_card_loses_the_call():
    st = ca("QC QS KC QH JD 9D", blind="7D 8D", buried="KC 8D")
    assert calls(st) == {"alone"}
    assert reason(st, Action(1, "call", card=parse_card("AC"))) == "call_no_hold"


def test_no_legal_call_forces_alone_even_when_going_alone_is_off():
    st = ca("QC QS QH QD JD 9D", allow_go_alone=False)
    assert calls(st) == {"alone"}
    st = ca("QC QS KC QH JD 9D", allow_go_alone=False)
    assert calls(st) == {"AC"}


def test_ten_call_with_all_three_aces():
    st = ca("AC AS AH KC QC QS")
    assert calls(st) == {"10C", "10S", "10H", "alone"}
    st = ca("AC AS AH 10C QC QS")
    assert calls(st) == {"10S", "10H", "alone"}
    st = do(st, "call", card="10S")
    assert st.contract.has("ten") and st.partner_card == parse_card("10S")


def test_ten_call_counts_a_buried_ace_but_needs_the_kept_ace():
    # all three aces among the 8 cards, AH buried: 10H has no hold card
    st = ca("AC AS QH KC QC QS", blind="AH 8D", buried="AH 8D")
    assert calls(st) == {"10C", "10S", "alone"}


def test_ten_call_can_be_switched_off():
    st = ca("AC AS AH KC QC QS", ten_call=False)
    assert calls(st) == {"alone"}
    assert reason(st, Action(1, "call", card=parse_card("10C"))) == "ten_call_off"


def test_unknown_call_only_without_a_legal_call():
    st = ca("QC QS KC QH JD 9D", unknown_call=True)
    assert calls(st) == {"AC", "alone"}
    a = Action(1, "call", card=parse_card("AS"), kind="unknown", cards=(parse_card("9D"),))
    assert reason(st, a) == "unknown_call_not_needed"
    st = ca("QC QS QH QD JD 9D", unknown_call=True)
    got = calls(st)
    assert got == {"alone", "AC?", "AS?", "AH?"}
    unknown = [a for a in st.legal_actions() if a.kind == "unknown"]
    assert len(unknown) == 3 * 6  # each ace with each card as the under card
    st = do(st, "call", card="AH", kind="unknown", cards="9D")
    assert st.under == parse_card("9D") and st.contract.has("unknown")
    # the others see the call but not the under card
    seen = st.observation(0).history[-1]
    assert seen.card == parse_card("AH") and seen.kind == "unknown" and seen.cards is None
    assert st.observation(1).history[-1].cards == (parse_card("9D"),)


def test_called_ace_partner_is_the_holder():
    st = ca("QC QS KC 7S KH AH")
    st = do(st, "call", card="AS")
    holder = next(s for s in range(5) if st.hands[s] >> parse_card("AS") & 1)
    assert st.partner == holder and st.partner != 1
    assert st.contract.suit == parse_card("AS") // 9
    assert st.observation(3).partners == (() if holder != 3 else (3,))


def test_going_alone_in_called_ace():
    st = declare(ca("QC QS KC 7S KH AH"), alone=True)
    assert st.alone and st.partner is None and st.contract.has("alone")


# ------------------------------------------------------------------ picking and the bury
def test_first_pick_ends_the_picking_and_the_picker_holds_the_blind():
    st = table({}, blind="7S 8S")
    assert st.to_move == 0 and {a.type for a in st.legal_actions()} == {"pick", "pass"}
    st = do(do(st, "pass"), "pick")
    assert st.picker == 1 and st.phase == "bury" and st.to_move == 1
    assert st.hands[1].bit_count() == 8


def test_any_two_cards_may_be_buried():
    st = pick_at(table({1: "QC QS JD AD KH 9H"}, blind="7S 8S"), 1)
    options = [a for a in st.legal_actions() if a.type == "discard"]
    assert len(options) == 28  # 8 choose 2: trumps and blind cards included
    st = bury(st, "QC JD")
    assert st.set_aside() == (1 << parse_card("QC")) | (1 << parse_card("JD"))
    assert st.hands[1].bit_count() == 6


def test_bury_must_be_the_right_number_of_held_cards():
    st = pick_at(table({1: "QC QS JD AD KH 9H"}, blind="7S 8S"), 1)
    bad = Action(1, "discard", cards=(parse_card("QC"),))
    assert reason(st, bad) == "bury_count"
    bad = Action(1, "discard", cards=(parse_card("QC"), parse_card("QH")))
    assert reason(st, bad) == "not_in_hand"


def test_four_handed_cutthroat_buries_four():
    st = pick_at(table({}, blind="7S 8S 9S 10S", preset="four-handed"), 0)
    assert st.hands[0].bit_count() == 11
    assert len(st.legal_actions()) == 330  # 11 choose 4
    st = bury(st, "7S 8S 9S 10S")
    assert st.phase == "double" and st.alone and st.contract.has("alone")
