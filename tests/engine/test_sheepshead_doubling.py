"""Cracks, re-cracks and blitzes (SPEC §2.7): who may, when, and what they are worth."""

import pytest

from stich.engine.actions import Action
from stich.engine.cards import parse_cards
from stich.engine.errors import IllegalAction

from .helpers import play_tricks
from .sheepshead_helpers import bury, declare, do, pass_round, pick_at, start, table

CRACK = ("double", "crack")


def asked(state):
    """The seats asked in the current doubling round, in order, all passing."""
    seats = []
    phase, rnd = state.phase, state.dbl_round
    while state.phase == phase and state.dbl_round == rnd:
        seats.append(state.to_move)
        state = do(state, "pass")
    return seats, state


def kinds(state):
    return {(a.type, a.kind) for a in state.legal_actions()}


def jd_hand(picker=1, jd_at=3, **kw):
    fixed = {jd_at: "JD 7H 8H 9H KH 10H"}
    st = table(fixed, blind="7S 8S", **kw)
    st = bury(pick_at(st, picker), "7S 8S")
    return declare(st) if st.phase == "call" else st


def test_only_seats_after_the_picker_may_crack():
    seats, st = asked(jd_hand(picker=1))
    assert seats == [2, 3, 4]  # seat 0 had the chance to pick
    assert st.phase == "play"


def test_the_dealer_picking_leaves_nobody_to_crack():
    st = jd_hand(picker=4)
    assert st.phase == "play"


def test_any_defender_may_crack_with_that_option():
    seats, _ = asked(jd_hand(picker=1, crack_eligibility="ANY_DEFENDER"))
    assert seats == [2, 3, 4, 0]
    st = jd_hand(picker=4, crack_eligibility="ANY_DEFENDER")
    assert st.phase == "double" and st.to_move == 0


def test_partner_is_asked_but_cannot_crack():
    st = jd_hand(picker=1, jd_at=3)
    st = do(st, "pass")  # seat 2
    assert st.to_move == 3
    assert kinds(st) == {("pass", None)}
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(3, "double", kind="crack"))
    assert e.value.reason == "crack_by_partner"


def test_a_voluntarily_alone_picker_can_be_cracked_by_the_jd_holder():
    st = table({3: "JD 7H 8H 9H KH 10H"}, blind="7S 8S")
    st = declare(bury(pick_at(st, 1), "7S 8S"), alone=True)
    st = do(st, "pass")
    assert CRACK in kinds(st)


def test_crack_then_recrack_round():
    st = jd_hand(picker=1, jd_at=3)
    st = do(st, "double", kind="crack")  # seat 2
    assert st.dbl_round == "recrack" and st.to_move == 1
    assert ("double", "recrack") in kinds(st)
    seats, done = asked(st)
    assert seats == [1, 3, 4, 0]  # the picker, then everyone not known to defend
    assert done.phase == "play" and done.doubling_exponent() == 1


def test_only_picker_or_partner_may_recrack():
    st = do(jd_hand(picker=1, jd_at=3), "double", kind="crack")
    st = do(st, "pass")  # picker
    assert st.to_move == 3 and ("double", "recrack") in kinds(st)  # the partner
    st2 = do(st, "pass")
    assert st2.to_move == 4 and kinds(st2) == {("pass", None)}
    with pytest.raises(IllegalAction) as e:
        st2.apply(Action(4, "double", kind="recrack"))
    assert e.value.reason == "recrack_by_defender"


def test_partner_recrack_reveals_him():
    st = do(jd_hand(picker=1, jd_at=3), "double", kind="crack")
    st = do(do(st, "pass"), "double", kind="recrack")
    assert st.phase == "play" and st.revealed
    assert st.observation(0).partners == (3,)
    assert st.observation(0).public["partner"] == 3
    assert st.doubling_exponent() == 2


def test_picker_recrack_ends_the_round():
    st = do(jd_hand(picker=1), "double", kind="crack")
    st = do(st, "double", kind="recrack")
    assert st.phase == "play" and not st.revealed
    assert st.observation(0).public["stakes"] == 4


def test_one_crack_per_hand():
    st = do(jd_hand(picker=1), "double", kind="crack")
    assert st.dbl_round == "recrack"
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "double", kind="crack"))
    assert e.value.reason == "crack_limit"


def test_no_recrack_with_one_plus_zero():
    st = do(jd_hand(picker=1, max_cracks="1+0"), "double", kind="crack")
    assert st.phase == "play"


def test_cracks_off():
    st = jd_hand(picker=1, cracks=False)
    assert st.phase == "play"


def test_a_publicly_alone_picker_alone_is_asked_to_recrack():
    st = table({3: "JD 7H 8H 9H KH 10H"}, blind="7S 8S")
    st = declare(bury(pick_at(st, 1), "7S 8S"), alone=True)
    st = do(st, "double", kind="crack")
    seats, _ = asked(st)
    assert seats == [1]


def test_three_handed_cracks():
    st = table({}, blind="7S 8S", preset="three-handed")
    st = bury(pick_at(st, 0), "7S 8S")
    seats, _ = asked(st)
    assert seats == [1, 2]
    st = table({}, blind="7S 8S", preset="three-handed")
    st = do(bury(pick_at(st, 0), "7S 8S"), "double", kind="crack")
    seats, _ = asked(st)
    assert seats == [0]


# ------------------------------------------------------------------ blitz
def test_picker_blitz_before_picking():
    st = table({0: "QC QS 7H 8H 9H KH"}, blind="7S 8S", blitz="BLACK_QUEENS")
    pair = tuple(sorted(parse_cards("QC QS")))
    assert Action(0, "double", kind="blitz", cards=pair) in st.legal_actions()
    st = do(st, "double", kind="blitz", cards="QS QC")  # any order
    assert [(a.type) for a in st.legal_actions()] == ["pick"]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "pass"))
    assert e.value.reason == "blitz_then_pick"
    assert st.observation(2).known == {0: sum(1 << c for c in pair)}
    st = do(st, "pick")
    assert st.doubling_exponent() == 1


def test_blitz_needs_the_pair_and_the_option():
    st = table({0: "QC 7S 7H 8H 9H KH"}, blind="8S 9S", blitz="BLACK_QUEENS")
    assert all(a.kind != "blitz" for a in st.legal_actions())
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "double", kind="blitz", cards=tuple(parse_cards("QC QS"))))
    assert e.value.reason == "blitz_no_queens"
    st = table({0: "QC QS 7H 8H 9H KH"}, blind="7S 8S")
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "double", kind="blitz", cards=tuple(parse_cards("QC QS"))))
    assert e.value.reason == "blitz_off"


def test_red_queens_blitz_only_with_that_option():
    st = table({0: "QH QD 7H 8H 9H KH"}, blind="7S 8S", blitz="BLACK_QUEENS")
    assert all(a.kind != "blitz" for a in st.legal_actions())
    st = table({0: "QH QD 7H 8H 9H KH"}, blind="7S 8S", blitz="BLACK_AND_RED_QUEENS")
    assert any(a.kind == "blitz" for a in st.legal_actions())


def test_defender_blitz_crack_is_worth_four():
    st = table({2: "QC QS 7H 8H 9H KH", 3: "JD 10S 9S 10C 9C KC"}, blind="7S 8S",
               blitz="BLACK_QUEENS")
    st = do(st, "pass")
    st = do(st, "pick")  # seat 1
    st = declare(bury(st, "7S 8S"))
    assert st.to_move == 2
    assert ("double", "blitz") in kinds(st) and CRACK in kinds(st)
    st = do(st, "double", kind="blitz", cards="QC QS")
    assert st.doubling_exponent() == 2 and st.dbl_round == "recrack"
    assert st.observation(0).public["stakes"] == 4
    st = do(st, "double", kind="recrack")
    assert st.doubling_exponent() == 3


def sh1_deal():
    return start("QH JS 9D AH 10H 7S", "QC QS JC AD 10C 7H", "QD 10D 8D AC 9C KS",
                 "JD KD 7D AS 10S 8C", "JH 9H 8H KH 8S 7C", blind="KC 9S")


SH1_TRICKS = ["AH 7H 9C 7D 8H", "KD JH 9D JC QD", "AC 8C 7C 10H QS",
              "QC 8D JD 8S JS", "AD 10D 10S 9H QH", "7S 9S KS AS KH"]


@pytest.mark.parametrize(("recrack", "settlement"), [
    (False, (-2, 4, -2, 2, -2)),
    (True, (-4, 8, -4, 4, -4)),
])
def test_stakes_multiply_the_payment(recrack, settlement):
    """SH-1's hand, cracked (×2) and re-cracked by the picker (×4)."""
    st = declare(bury(do(do(sh1_deal(), "pass"), "pick"), "10C KC"))
    st = do(st, "double", kind="crack")  # seat 2
    st = do(st, "double", kind="recrack") if recrack else pass_round(st)
    st = play_tricks(st, SH1_TRICKS)
    assert st.result().settlement == settlement
