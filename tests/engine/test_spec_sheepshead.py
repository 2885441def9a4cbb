"""SPEC §2 (Wisconsin Sheepshead): the rules that had no test of their own before the audit of
docs/games/sheepshead.md, "Rules and their tests". Each asserts what a player would notice."""

import pytest

from stich.engine.actions import Action
from stich.engine.cards import POINTS, parse_card
from stich.engine.errors import IllegalAction, InvalidRules
from stich.engine.match import Match

from .sheepshead_helpers import GAME, bury, do, legal_cards, pass_round, pick_at, play, rules, table


def ca_play(fixed, blind="7D 8D", **kw):
    """Seat 1 picks, buries the blind and calls the ace of spades; no cracks; seat 0 leads."""
    st = table(fixed, blind=blind, preset="called-ace", cracks=False, **kw)
    return do(bury(pick_at(st, 1), blind), "call", card="AS")


# ------------------------------------------------------------------ §2.1, §2.2

def test_five_players_six_cards_and_a_blind_of_two_120_points():
    r = rules()
    assert GAME.player_counts(r) == (5,)
    assert sum(POINTS[c] for c in r.form.deck) == 120
    st = GAME.new_hand(r, seed=3, dealer=0)
    assert [h.bit_count() for h in st.hands] == [6] * 5 and len(st.deal.extra) == 2
    assert st.to_move == 1  # the player left of the dealer picks first (§2.3) ...
    st = pass_round(st)  # ... and, in a leaster, leads (§2.6, §2.10)
    assert st.phase == "play" and st.to_move == 1


# ------------------------------------------------------------------ §2.8.2 no running

RUNNER = {0: "10S 9S QH 7H 8C AS", 1: "KS QC QS 7C 9D 8H"}


def test_by_default_the_partner_may_not_run():
    """DECISION §2.8.2: before spades are led, the partner leads spades only with the ace."""
    st = ca_play(RUNNER)
    assert st.partner == 0 and st.to_move == 0
    assert "10S" not in legal_cards(st)
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "play", card=parse_card("10S")))
    assert e.value.reason == "called_suit_lead"


def test_partner_may_run_house_rule():
    st = ca_play(RUNNER, partner_may_run=True)
    assert {"10S", "9S", "AS"} <= legal_cards(st)
    st = play(st, "10S")
    assert legal_cards(st) == {"KS"}  # the picker still follows with his hold card
    st = play(st, "KS")
    while st.trick:
        st = st.apply(st.legal_actions()[0])
    assert not st.ca_active  # spades have been led: the ace is free like any card
    assert st.observation(2).public["called_led"]


def test_partner_may_run_needs_the_called_ace():
    with pytest.raises(InvalidRules) as e:
        GAME.rules("tavern", {"partner_may_run": True})
    assert {"partner_may_run", "partner_mode"} <= set(e.value.keys)


# ------------------------------------------------------------------ §2.10 doubler dealer

def _all_pass(match):
    return match.finish_hand(pass_round(match.start_hand()))


def test_after_a_doubler_the_next_dealer_deals_by_default():
    match = Match(GAME, rules("doubler"), 5, seed=2)
    for _ in range(3):
        _all_pass(match)
    assert [row.dealer for row in match.rows] == [0, 1, 2] and match.dealer == 3


def test_same_dealer_redeals_at_most_three_times():
    match = Match(GAME, rules("doubler", doubler_dealer="SAME_DEALER"), 5, seed=2)
    for _ in range(5):
        _all_pass(match)
    assert [row.dealer for row in match.rows] == [0, 0, 0, 0, 1]
    assert match.context["doublers"] == 5
    # a picked hand passes the deal on as usual
    st = match.start_hand()
    st = do(st, "pick")
    assert match.game.next_dealer(match.rules, 5, 1, _finish(st).result()) == 2


def _finish(st):
    while not st.is_terminal:
        st = st.apply(st.legal_actions()[0])
    return st


def test_same_dealer_records_replay():
    from stich.engine.record import load_record
    match = Match(GAME, rules("doubler", doubler_dealer="SAME_DEALER"), 5, seed=4)
    row = _all_pass(match)
    again = load_record(match.rows[-1].record)
    assert again.final.result().carry == row.result.carry == {"doublers": 1, "redeals": 1}
