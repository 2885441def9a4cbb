"""SPEC §4B (Faroese Sjavs) rules that no other test pinned down, found by the rule-by-rule
audit in ``docs/games/sjavs.md`` ("Rules and their tests"): the must-overtrump DECISIONs made
switchable (``overtrump_partner``, ``overtrump_trump_lead``) and the §6 invariants checked
against the spec's own tables and pseudo-code over random house-rule combinations."""

from __future__ import annotations

import random

import pytest

from stich.engine.actions import Action
from stich.engine.cards import HEARTS, POINTS, parse_card, parse_cards
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game

from .conformance import random_rules
from .helpers import act, contract, play_tricks
from .spec_tricks import spec_esuit, spec_winner
from .test_sjavs_examples import SJ1, SJ1_TRICKS, bid

GAME = get_game("sjavs")


def sj1(**overrides):
    """SJ-1 (P1 bids 6 and names hearts) under the default rules changed by ``overrides``."""
    st = GAME.new_hand(GAME.rules(overrides=overrides), dealer=3, deal=SJ1)
    st = act(act(bid(act(st, "pass"), 6), "pass"), "pass")
    return act(st, "declare", contract=contract("sjavs", HEARTS))


def legal_cards(st):
    return sorted(a.card for a in st.legal_actions())


# ------------------------------------------------------------------ §4B.6 DECISION: partner


def test_overtrump_partner_off_frees_a_player_whose_partner_wins():
    # SJ-1 trick 2: P3 is void in diamonds, his partner P1 is winning with 10H. By default he
    # must overtrump (JD or QH); with overtrump_partner OFF he may play any of his 7 cards.
    st = play_tricks(sj1(), [SJ1_TRICKS[0], "10D 10H 9D"])
    assert legal_cards(st) == sorted(parse_cards("JD QH"))
    off = play_tricks(sj1(overtrump_partner=False), [SJ1_TRICKS[0], "10D 10H 9D"])
    assert legal_cards(off) == sorted(parse_cards("JD QH 9H AS KS 10C 9C"))
    # ...and the rest of SJ-1 is still legal and scores the same.
    r = play_tricks(off, ["QH", *SJ1_TRICKS[2:]]).result()
    assert r.settlement == (0, 2, 0, 2)


# ------------------------------------------------------------------ §4B.6 DECISION: trump lead


def test_overtrump_on_a_trump_lead_as_a_house_rule():
    # SJ-1 trick 7: P1 leads AH, P2 discards QD, P3 plays JD; P0 holds JS and 8H. By default
    # either trump follows (he chooses JS); with overtrump_trump_lead he must beat JD.
    start = [*SJ1_TRICKS[:6], "AH QD JD"]
    assert legal_cards(play_tricks(sj1(), start)) == sorted(parse_cards("JS 8H"))
    st = play_tricks(sj1(overtrump_trump_lead=True), start)
    assert legal_cards(st) == [parse_card("JS")]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "play", card=parse_card("8H")))
    assert e.value.reason == "must_overtrump"
    assert str(e.value) == "seat 0 must overtrump JD (with JS)"
    # Trick 5, JC led: P3's trumps (JD 9H) cannot beat it, so either follows; P0 holds
    # QC JS 8H and must play QC, the only one above JC (by default any of the three).
    rules = {"overtrump_trump_lead": True}
    st = play_tricks(sj1(**rules), [*SJ1_TRICKS[:4], "JC 7C"])
    assert legal_cards(st) == sorted(parse_cards("JD 9H"))
    st = play_tricks(sj1(**rules), [*SJ1_TRICKS[:4], "JC 7C 9H"])
    assert legal_cards(st) == [parse_card("QC")]
    assert legal_cards(play_tricks(sj1(), [*SJ1_TRICKS[:4], "JC 7C 9H"])) == sorted(
        parse_cards("QC JS 8H"))


def test_the_trump_lead_rule_needs_must_overtrump():
    st = play_tricks(sj1(overtrump_trump_lead=True, must_overtrump=False),
                     [*SJ1_TRICKS[:6], "AH QD JD"])
    assert legal_cards(st) == sorted(parse_cards("JS 8H"))


# ------------------------------------------------------------------ §6 invariants, §4B.3-§4B.7

PERMANENT = parse_cards("QC QS JC JS JH JD")
RANKS = ("A", "K", "Q", "10", "9", "8", "7")  # SPEC §4B.3: the ten below the queen


def spec_trumps(suit):
    letter = "CSHD"[suit]
    rest = parse_cards(" ".join(r + letter for r in RANKS))
    return list(PERMANENT) + [c for c in rest if c not in PERMANENT]


def side(seat, st):
    if st.players == 4:
        return seat % 2
    if st.players == 3 and st.declarer is not None:
        return seat == st.declarer
    return seat


def spec_legal(held, st, trumps, rules):
    """SPEC §4B.6's pseudo-code with its DECISIONs as the house rules set them."""
    trick, seats = list(st.trick), st.trick_seats
    if not trick:
        return set(held)
    led = spec_esuit(trick[0], trumps)
    same = {c for c in held if spec_esuit(c, trumps) == led}
    if same and led != "T":
        return same
    duty = rules.must_overtrump and (led != "T" or rules.overtrump_trump_lead)
    if duty and not rules.overtrump_partner:
        winner = seats[spec_winner(trick, trumps, RANKS)]
        duty = side(winner, st) != side(st.to_move, st) or st.players == 2
    played = [c for c in trick if c in trumps]
    if duty and played:
        best = min(trumps.index(c) for c in played)
        over = {c for c in (same or held) if c in trumps and trumps.index(c) < best}
        if over:
            return over
    return same or set(held)


@pytest.mark.parametrize("players", [4, 3, 2])
def test_random_hands_keep_the_spec_invariants(players):
    rng = random.Random(40 + players)
    plays = 0
    done = 0
    while done < 40:
        rules = random_rules(GAME, rng)
        if players not in GAME.player_counts(rules):
            continue
        st = GAME.new_hand(rules, players=players, dealer=done % players, seed=done)
        done += 1
        sizes = {4: 8, 3: 10, 2: 16}[players]  # §6 item 1 (2 players: rows and hand)
        assert [len(h) for h in st.deal.hands] == [sizes] * players
        assert len(st.deal.extra) == (2 if players == 3 else 0)
        while not st.is_terminal:
            if st.phase == "play":
                trumps = spec_trumps(st.contract.suit)
                held = [c for c in range(36) if st.playable(st.to_move) >> c & 1]
                assert {a.card for a in st.legal_actions()} == spec_legal(
                    held, st, trumps, rules)  # §6 item 2
                plays += 1
            st = st.apply(rng.choice(st.legal_actions()))
        r = st.result()
        if r.details["outcome"] == "thrown_in":
            continue
        trumps = spec_trumps(r.contract.suit)
        for k, t in enumerate(r.tricks):
            assert sorted(t.seats) == list(range(players))  # one card per player
            assert t.seats[spec_winner(list(t.cards), trumps, RANKS)] == t.winner
            assert t.seats[0] == (st.forehand if k == 0 else r.tricks[k - 1].winner)
        assert sum(r.points) == 120  # §6 item 3
        if players == 3:  # §6 item 6 (4B.10): the skat left and the discards to the declarer
            d = st.declarer
            won = sum(POINTS[c] for t in r.tricks if t.winner == d for c in t.cards)
            aside = sum(POINTS[c] for c in range(36) if st.set_aside() >> c & 1)
            assert r.points[d] == won + aside
    assert plays > 1000


# ------------------------------------------------------------------ §4B.8 bonuses, PLAY_NO_BID


def test_the_clubs_tie_bonus_is_still_2_in_a_simple_game():
    # tie_bonus = 2_SIMPLE_4_CLUBS: SJ-1 is played in hearts, so one pending 60:60 adds 2.
    r = GAME.new_hand(GAME.rules(overrides={"tie_bonus": "2_SIMPLE_4_CLUBS"}), dealer=3,
                      deal=SJ1, context={"ties_pending": 1})
    for a in play_tricks(sj1(), SJ1_TRICKS).history():
        r = r.apply(a)
    res = r.result()
    assert res.details["bonus"] == 2 and res.settlement == (0, 4, 0, 4)


def test_a_60_60_hand_nobody_bid_scores_nothing():
    from .sjavs_search import find_hand

    rules = GAME.rules(overrides={"all_pass": "PLAY_NO_BID"})
    st = find_hand(GAME, rules, 4, lambda s: s.result().details["outcome"] == "no_bid"
                   and s.result().details["side_points"] == [60, 60], tries=60000)
    res = st.result()
    assert res.details["row"] == "tie" and res.details["scorers"] == []
    assert res.settlement == (0, 0, 0, 0) and res.carry["ties_pending"] == 1
