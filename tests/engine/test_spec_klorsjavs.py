"""SPEC §4A (Klørsjavs) rules that no other test pinned down, found by the rule-by-rule audit in
``docs/games/klorsjavs.md`` ("Rules and their tests"): the DECISIONs made switchable
(``no_trick_row``, ``contract_loss``), which contracts may take the cat, and the §6 invariants
checked against the spec's own tables over random house-rule combinations."""

from __future__ import annotations

import random

import pytest

from stich.engine.actions import Action, Contract
from stich.engine.cards import POINTS, parse_cards
from stich.engine.game import get_game

from .conformance import random_rules
from .helpers import act, passes
from .sjavs_search import find_hand, prefer
from .spec_tricks import spec_follow, spec_winner

GAME = get_game("klorsjavs")
STANDARD = GAME.rules()
TENS = GAME.rules("tens")


def replay(st, rules):
    """The same deal and actions under other house rules."""
    again = GAME.new_hand(rules, players=st.players, dealer=st.dealer, deal=st.deal,
                          context=st.context)
    for a in st.history():
        again = again.apply(a)
    return again


# ------------------------------------------------------------------ §4A.8 DECISION: no trick


def test_no_trick_row_by_points_lets_the_cat_save_half():
    # A declarer without a trick whose cat (or discards) hold points: -16 by default (the
    # DECISION "decided by tricks"); with no_trick_row = BY_POINTS those points put him in
    # the "1-60 points" row of the seed's table: -8.
    def pred(st):
        r = st.result()
        return (r.details.get("outcome") == "played" and st.tricks_won[st.declarer] == 0
                and r.details["set_aside_points"] > 0)
    st = find_hand(GAME, STANDARD, 3, pred, choose=prefer("intent"))
    d = st.declarer
    assert st.result().settlement[d] == -16
    by_points = replay(st, GAME.rules(overrides={"no_trick_row": "BY_POINTS"})).result()
    assert by_points.details["row"] == "loss" and by_points.settlement[d] == -8
    assert [x for s, x in enumerate(by_points.settlement) if s != d] == [0, 0]


# ------------------------------------------------------------------ §4A.12 DECISIONs: lost games


def contract_hand(kind, pred):
    def choose(st, rng):
        if st.phase == "bid":
            want = [a for a in st.legal_actions() if a.contract and a.contract.kind == kind]
            return want[0] if want else Action(st.to_move, "pass")
        return None
    return find_hand(GAME, TENS, 3, lambda s: s.result().details["outcome"] == "played"
                     and s.contract.kind == kind and pred(s), choose=choose)


def test_a_lost_spil_below_31_costs_double_or_the_base_rate():
    st = contract_hand("spil", lambda s: s.tricks_won[s.declarer] > 0
                       and s.result().details["declarer_points"] < 31)
    d = st.declarer
    assert st.result().details["multiplier"] == 2 and st.result().settlement[d] == -4
    base = replay(st, GAME.rules("tens", {"contract_loss": "BASE_RATE"})).result()
    assert base.details["multiplier"] == 1 and base.settlement[d] == -2
    assert sorted(base.settlement) == [-2, 1, 1]


def test_a_lost_tout_costs_the_base_rate_or_scaled():
    st = contract_hand("tout", lambda s: s.tricks_won[s.declarer] == 0)
    d = st.declarer
    assert st.result().details["multiplier"] == 1 and st.result().settlement[d] == -20
    scaled = replay(st, GAME.rules("tens", {"contract_loss": "SCALED_ALL"})).result()
    assert scaled.details["multiplier"] == 3 and scaled.settlement[d] == -60
    assert sorted(scaled.settlement) == [-60, 30, 30]


def test_a_won_tout_is_the_base_rate_under_every_option():
    st = contract_hand("tout", lambda s: s.tricks_won[s.declarer] == 6)
    for loss in ("SCALED_NOT_TOUT", "BASE_RATE", "SCALED_ALL"):
        r = replay(st, GAME.rules("tens", {"contract_loss": loss})).result()
        assert r.details["won"] and r.settlement[st.declarer] == 20


@pytest.mark.parametrize(("kind", "cat"), [("spil", True), ("stryger", False), ("tout", True),
                                           ("stroget_tout", False)])
def test_which_contracts_may_buy_the_cat(kind, cat):
    st = act(passes(GAME.new_hand(TENS, dealer=2, seed=3), 2), "bid", contract=Contract(kind))
    assert (st.phase == "cat") is cat
    assert st.phase in ("cat", "play")


# ------------------------------------------------------------------ §6 invariants, §0.4, §4A.3

PERMANENT = parse_cards("QC QS JC JS JH JD")
PLAIN_RANKS = ("A", "K", "Q", "J", "10", "5")


def spec_trumps(variant, suit):
    """SPEC §4A.3 / §4A.12: the six permanent trumps, then A K (Q) 5 (or 10) of the suit."""
    low = "10" if variant == "CONTRACT_TENS" else "5"
    letter = "CSHD"[suit]
    rest = [r + letter for r in ("A", "K", "Q", low)]
    return list(PERMANENT) + [c for c in parse_cards(" ".join(rest)) if c not in PERMANENT]


def test_random_hands_keep_the_spec_invariants():
    rng = random.Random(4)
    plays = 0
    for i in range(150):
        rules = random_rules(GAME, rng)
        n = rules.players
        st = GAME.new_hand(rules, players=n, dealer=i % n, seed=i)
        size = 4 if rules.variant == "4P_18" else 6  # §6 item 1
        assert [len(h) for h in st.deal.hands] == [size] * n and len(st.deal.extra) == 2
        while not st.is_terminal:
            if st.phase == "play":
                trumps = spec_trumps(rules.variant, st.contract.suit)
                held = [c for c in range(36) if st.hands[st.to_move] >> c & 1]
                assert {a.card for a in st.legal_actions()} == spec_follow(
                    held, list(st.trick), trumps)  # §6 item 2
                plays += 1
            legal = st.legal_actions()
            intent = [a for a in legal if a.type in ("intent", "bid")]
            st = st.apply(intent[0] if intent and rng.random() < 0.5 else rng.choice(legal))
        r = st.result()
        if r.details["outcome"] != "played":
            continue
        trumps = spec_trumps(rules.variant, r.contract.suit)
        for k, t in enumerate(r.tricks):
            assert sorted(t.seats) == list(range(n))  # one card per player
            assert t.seats[spec_winner(list(t.cards), trumps, PLAIN_RANKS)] == t.winner
            assert t.seats[0] == (st.forehand if k == 0 else r.tricks[k - 1].winner)
        # §6 items 3 and 6: every point counted, the cat or the discards to the declarer.
        deck_total = 114 if rules.variant == "4P_18" else 120
        assert sum(r.points) == deck_total
        won = sum(POINTS[c] for t in r.tricks if t.winner == r.declarer for c in t.cards)
        aside = parse_cards(" ".join(r.details["discards"] or r.details["cat"]))
        assert r.points[r.declarer] == won + sum(POINTS[c] for c in aside)
    assert plays > 1500


# ------------------------------------------------------------------ §4A.9 untouched


def test_only_a_player_still_at_the_start_is_untouched():
    from stich.engine.variants.klorsjavs.settlement import end_of_game

    on = GAME.rules(overrides={"untouched_penalty": True})
    details, _ = end_of_game(on, {"oere": [8, 56, 60]}, [-8, 0, 0])
    assert details["loser"] == 0 and details["untouched"] == [2]
    assert details["forfeits"] == [0, 2]  # the player at 56 was touched: no forfeit
