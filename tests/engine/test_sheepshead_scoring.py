"""Scoring (SPEC §2.9, §2.11, §0.7 items 8-9): levels at the exact thresholds, the payment
matrix, bury credit, alone, solo multiplier, double on the bump, partner exemption, 3- and
4-handed amounts."""

import pytest

from stich.engine.variants.sheepshead.settlement import amounts, level_of

from .sheepshead_helpers import bury, declare, do, pick_at, table

# ------------------------------------------------------------------ levels (§2.9.1)


@pytest.mark.parametrize(("points", "tricks", "expected"), [
    (120, 6, (True, 3, "win_no_tricker")),
    (119, 5, (True, 2, "win_schneider")),
    (91, 4, (True, 2, "win_schneider")),
    (90, 4, (True, 1, "win")),  # the picker side needs 91 for schneider
    (61, 3, (True, 1, "win")),
    (60, 3, (False, 1, "loss")),
    (31, 1, (False, 1, "loss")),  # 31 avoids schneider (SH-2)
    (30, 1, (False, 2, "loss_schneidered")),
    (0, 1, (False, 2, "loss_schneidered")),  # a trick without points is not a no-tricker
    (0, 0, (False, 3, "loss_no_tricker")),
])
def test_levels_at_the_thresholds(points, tricks, expected):
    assert level_of(points, tricks, 6, symmetric=False) == expected


def test_no_tricker_is_decided_by_tricks_not_points():
    assert level_of(118, 6, 6, symmetric=False)[2] == "win_no_tricker"


def test_schneider_symmetric():
    assert level_of(90, 4, 6, symmetric=True) == (True, 2, "win_schneider")
    assert level_of(89, 4, 6, symmetric=True) == (True, 1, "win")
    assert level_of(30, 1, 6, symmetric=True) == (False, 2, "loss_schneidered")


# ------------------------------------------------------------------ payment matrix (§2.9.2)
MATRIX = [  # (multiplier, won) -> picker, partner, each defender | picker alone, each defender
    (1, True, (2, 1, -1), (4, -1)),
    (2, True, (4, 2, -2), (8, -2)),
    (3, True, (6, 3, -3), (12, -3)),
    (1, False, (-2, -1, 1), (-4, 1)),
    (2, False, (-4, -2, 2), (-8, 2)),
    (3, False, (-6, -3, 3), (-12, 3)),
]


@pytest.mark.parametrize(("m", "won", "with_partner", "alone"), MATRIX)
def test_five_handed_payment_matrix(m, won, with_partner, alone):
    assert amounts(3, True, won, m) == with_partner
    picker, _, defender = amounts(4, False, won, m)
    assert (picker, defender) == alone


@pytest.mark.parametrize(("m", "won", "three", "four"), [
    (1, True, (2, -1), (3, -1)),
    (2, True, (4, -2), (6, -2)),
    (3, True, (6, -3), (9, -3)),
    (1, False, (-2, 1), (-3, 1)),
    (3, False, (-6, 3), (-9, 3)),
])
def test_three_and_four_handed_amounts(m, won, three, four):
    """§0.7 item 9: the picker alone against k = 2 or 3, no solo multiplier."""
    p, _, d = amounts(2, False, won, m)
    assert (p, d) == three
    p, _, d = amounts(3, False, won, m)
    assert (p, d) == four


def test_partner_exempt_split():
    assert amounts(3, True, False, 3, exempt=True) == (-9, 0, 3)


def test_four_handed_partner_form_splits_one_to_one():
    assert amounts(2, True, True, 1) == (1, 1, -1)


# ------------------------------------------------------------------ whole hands
TOP = "QC QS QH QD JC JS"


def run_out(st):
    """Play to the end: seat 0 holds the top trumps and leads them; others play their first
    legal card."""
    while not st.is_terminal:
        legal = st.legal_actions()
        if st.to_move == 0 and not st.trick:
            legal = sorted(legal, key=lambda a: -st.ranking.strength[a.card])
        st = st.apply(legal[0])
    return st


def picker_takes_all(**kw):
    st = table({0: TOP, 3: "JD 7H 8H 9H KH 10H"}, blind="7S 8S", cracks=False, **kw)
    return bury(do(st, "pick"), "7S 8S")


def test_picker_side_takes_every_trick():
    st = declare(picker_takes_all())
    r = run_out(st).result()
    assert r.details["level"] == "win_no_tricker"
    assert r.settlement == (6, -3, -3, 3, -3)
    assert r.details["bury_credited"] and r.points[0] == 120 - sum(r.points[1:])


def test_alone_with_solo_multiplier():
    r = run_out(declare(picker_takes_all(), alone=True)).result()
    assert r.settlement == (12, -3, -3, -3, -3)
    r = run_out(declare(picker_takes_all(solo_multiplier=2), alone=True)).result()
    assert r.settlement == (24, -6, -6, -6, -6)
    assert {"item": "solo", "factor": 2} in r.details["lines"]


def picker_takes_nothing(**kw):
    st = table({0: TOP, 1: "7C 8C 9C 7H 8H 9H", 3: "JD KC 10C KH 10H 9S"}, blind="AS 10S",
               cracks=False, **kw)
    st = bury(pick_at(st, 1), "AS 10S")
    return declare(st)


def test_picker_side_takes_no_trick_forfeits_the_bury():
    r = run_out(picker_takes_nothing()).result()
    assert r.details["level"] == "loss_no_tricker"
    assert r.details["bury_points"] == 21 and not r.details["bury_credited"]
    assert r.details["uncredited_points"] == 21
    assert r.details["picker_side_points"] == 0 and r.details["defender_points"] == 120
    assert r.points[1] == 0 and r.points[3] == 0
    assert r.settlement == (3, -6, 3, -3, 3)


def test_partner_exempt_on_no_trick():
    r = run_out(picker_takes_nothing(partner_exempt_on_no_trick=True)).result()
    assert r.settlement == (3, -9, 3, 0, 3)
    assert r.details["partner_exempt"]


def test_double_on_the_bump_doubles_losses_only():
    r = run_out(picker_takes_nothing(double_on_the_bump=True)).result()
    assert r.settlement == (6, -12, 6, -6, 6)
    r = run_out(declare(picker_takes_all(double_on_the_bump=True))).result()
    assert r.settlement == (6, -3, -3, 3, -3)


def test_three_handed_no_tricker_and_wergin():
    def hand(**kw):
        st = table({0: TOP + " JH JD AD 10D"}, blind="7S 8S", preset="three-handed",
                   cracks=False, **kw)
        return run_out(bury(do(st, "pick"), "7S 8S")).result()
    r = hand()
    assert r.contract.has("alone") and r.partners == ()
    assert r.settlement == (6, -3, -3)
    assert hand(wergin_3hand=True).settlement == (12, -6, -6)
    assert hand(solo_multiplier=2).settlement == (6, -3, -3)  # no solo factor 3-handed


def test_three_handed_loss():
    st = table({0: TOP + " JH JD AD 10D"}, blind="7S 8S", preset="three-handed", cracks=False)
    st = bury(pick_at(st, 1), "7S 8S")
    r = run_out(st).result()
    assert r.settlement == (3, -6, 3)


def test_four_handed_cutthroat():
    st = table({0: TOP + " JH"}, blind="7S 8S 9S 10S", preset="four-handed", cracks=False)
    st = bury(do(st, "pick"), "7S 8S 9S 10S")
    r = run_out(st).result()
    assert r.settlement == (9, -3, -3, -3)
    assert r.details["bury_points"] == 10


def test_four_handed_partner_form():
    st = table({0: TOP + " 7H", 2: "AH 10S 9S 8S KS JD 9D"}, blind="KC 10C",
               preset="four-handed-partner", cracks=False)
    st = do(bury(do(st, "pick"), "KC 10C"), "call", card="AH")
    assert st.partner == 2
    r = run_out(st).result()
    assert r.details["level"] == "win_no_tricker"
    assert r.settlement == (3, -3, 3, -3)
