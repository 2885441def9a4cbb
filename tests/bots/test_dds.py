"""The double-dummy solver against brute-force minimax over the engine's own rules."""

from __future__ import annotations

import random

import pytest

from stich.bots.dds import Solver, Timeout, layout_for, solve_value
from stich.engine.actions import Action, Contract
from stich.engine.cards import points_of
from stich.engine.game import get_game
from stich.engine.state import HandState
from stich.engine.variants.schafkopf.contracts import class_of, legal_calls

GAME = get_game("schafkopf")


def _to_play(rules, seed: int, contract: Contract, declarer: int) -> HandState:
    """A hand of ``seed`` driven to the first card with ``declarer`` playing ``contract``."""
    st = GAME.new_hand(rules, seed=seed, dealer=3)
    while st.phase != "play":
        s = st.to_move
        acts = st.legal_actions()
        if st.phase == "intent":
            a = next(x for x in acts if x.type == ("intent" if s == declarer else "pass"))
        elif st.phase == "auction":
            a = next(x for x in acts if x.contract == class_of(contract, rules))
        elif st.phase == "declare":
            a = next(x for x in acts if x.contract == contract)
        else:
            a = next(x for x in acts if x.type == "pass")
        st = st.apply(a)
    return st


def _random_position(seed: int, tricks_left: int) -> HandState:
    rng = random.Random(seed)
    rules = GAME.rules()
    while True:
        s = rng.randrange(10**6)
        st = GAME.new_hand(rules, seed=s, dealer=3)
        decl = rng.randrange(4)
        options = [Contract("solo", rng.randrange(4)), Contract("wenz")]
        calls = legal_calls(st.hands[decl], False)
        options += [Contract("sauspiel", x) for x in calls] * 2
        con = rng.choice(options)
        st = _to_play(rules, s, con, decl)
        limit = 4 * tricks_left - rng.randrange(4)
        while not st.is_terminal and sum(h.bit_count() for h in st.hands) > limit:
            st = st.apply(rng.choice(st.legal_actions()))
        if not st.is_terminal:
            return st


def _brute(st: HandState, party: tuple[int, ...]) -> int:
    if st.is_terminal:
        return sum(points_of(st.taken[s]) for s in party)
    vals = [_brute(st.apply(a), party) for a in st.legal_actions() if a.type == "play"]
    return max(vals) if st.to_move in party else min(vals)


def _brute_tricks(st: HandState, party: tuple[int, ...]) -> int:
    if st.is_terminal:
        return sum(st.tricks_won[x] for x in party)
    vals = [_brute_tricks(st.apply(a), party) for a in st.legal_actions() if a.type == "play"]
    return max(vals) if st.to_move in party else min(vals)


def _solver(st, **kw) -> Solver:
    lay = layout_for(st.ranking, GAME.deck(st.rules, 4))
    party = st.player_party()
    return Solver(lay, [s in party for s in range(4)], st.hands, st.trick, st.leader,
                  called=st.called, holder=st.partner,
                  restricted=st.called is not None and not st.searched and not st.ran_away,
                  **kw)


@pytest.mark.parametrize("seed", range(40))
def test_exact_values_match_brute_force(seed):
    st = _random_position(seed, 3)
    party = st.player_party()
    base = sum(points_of(st.taken[s]) for s in party)
    assert base + solve_value(_solver(st, exact=True)) == _brute(st, party)
    sv = _solver(st, exact=True)
    legal = sorted(a.card for a in st.legal_actions() if a.type == "play")
    assert sorted(sv.legal()) == legal
    for c in legal:
        after = st.apply(Action(st.to_move, "play", card=c))
        assert base + sv.value_after(c) == _brute(after, party)


def test_trick_counting_mode():
    for seed in range(15):
        st = _random_position(100 + seed, 3)
        party = st.player_party()
        sv = _solver(st, points=False, trick_bonus=1, exact=True)
        left = sv.remaining()
        # tricks the party can be sure of, by brute force over tricks instead of points

        won_before = sum(st.tricks_won[x] for x in party)
        best = _brute_tricks(st, party) - won_before
        assert 0 <= best <= left
        assert sv.reach(best)
        assert not sv.reach(best + 1)


def test_full_deal_is_solved_and_deadline_interrupts():
    st = _to_play(GAME.rules(), 5, Contract("solo", 0), 1)
    sv = _solver(st)
    assert sv.reach(0)
    assert not sv.reach(121)
    assert isinstance(sv.reach(61), bool)
    late = _solver(st, deadline=0.0)  # long past
    with pytest.raises(Timeout):
        for need in range(1, 120, 7):
            late.reach(need)
