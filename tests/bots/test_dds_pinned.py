"""The double-dummy solver's answers pinned on seeded deals, so that a faster search (bounds,
transposition keys, move ordering) is proved to answer exactly as the solver it replaces.

The expected figures were produced by the solver before the search changes of the ``dds``
branch (commit 2474be3); ``exact=False`` answers are pinned too, since the bots use them."""

from __future__ import annotations

import pytest

from stich.bots.dds import Solver, layout_for, solve_value
from stich.engine.game import get_game
from stich.engine.variants.skat.contracts import ranking_of

from .test_dds import _random_position, _solver

SKAT = get_game("skat")
SKAT_DECK = SKAT.deck(SKAT.rules(), 3)


def _skat_deal(seed: int) -> tuple[Solver, Solver]:
    """A complete 10-card Skat deal, the seat with most jacks declaring a grand (three or four
    jacks) or a suit game in its longest suit; points and trick-count solvers."""
    deal = SKAT.deal_from_seed(SKAT.rules(), 3, 0, seed)
    hands = [sum(1 << c for c in h) for h in deal.hands]
    grand_rk = ranking_of("grand", None)
    decl = max(range(3), key=lambda s: ((hands[s] & grand_rk.trump_mask).bit_count(), s))
    if (hands[decl] & grand_rk.trump_mask).bit_count() >= 3:
        rk = grand_rk
    else:
        rk = max((ranking_of("suit", t) for t in range(4)),
                 key=lambda r: (hands[decl] & r.trump_mask).bit_count())
    team = [s == decl for s in range(3)]
    lay = layout_for(rk, SKAT_DECK)
    return (Solver(lay, team, hands, (), 1),
            Solver(lay, team, hands, (), 1, points=False, trick_bonus=1))


# seed: (reaches 46 of 120 from the opening lead, reaches 61, tricks it can surely take)
SKAT_PINNED: dict[int, tuple[bool, bool, int]] = {
    0: (False, False, 4), 1: (False, False, 4), 3: (False, False, 4), 4: (False, False, 3),
    5: (False, False, 5), 7: (False, False, 4), 8: (False, False, 3), 9: (True, False, 6),
    11: (True, False, 7), 13: (False, False, 3), 17: (False, False, 3), 21: (False, False, 4),
    30: (False, False, 3), 32: (False, False, 4)}
# seed: (exact value, default value) of Schafkopf positions with five tricks left
SCHAFKOPF_PINNED: dict[int, tuple[int, int]] = {
    0: (8, 8), 1: (0, 0), 2: (22, 22), 3: (36, 36), 4: (0, 0), 5: (25, 25), 6: (23, 23),
    7: (59, 59), 8: (0, 0), 9: (10, 10), 10: (37, 37), 11: (23, 23), 12: (0, 0), 13: (21, 21)}


@pytest.mark.parametrize("seed", sorted(SKAT_PINNED))
def test_skat_deals_answer_as_before(seed):
    points, tricks = _skat_deal(seed)
    r46, r61, sure = SKAT_PINNED[seed]
    assert points.reach(46) is r46
    assert points.reach(61) is r61
    assert tricks.reach(sure)
    assert not tricks.reach(sure + 1)


@pytest.mark.parametrize("seed", sorted(SCHAFKOPF_PINNED))
def test_schafkopf_values_as_before(seed):
    st = _random_position(1000 + seed, 5)
    exact, default = SCHAFKOPF_PINNED[seed]
    assert solve_value(_solver(st, exact=True)) == exact
    assert solve_value(_solver(st)) == default


def test_pins_are_not_empty():
    assert len(SKAT_PINNED) >= 12 and len(SCHAFKOPF_PINNED) >= 12
    assert any(r46 for r46, _, _ in SKAT_PINNED.values())
