"""SPEC §3.2, §3.7: card ranking, following, trick winners and the early ends of play."""

import pytest

from stich.engine.actions import Action
from stich.engine.cards import parse_card, parse_cards
from stich.engine.errors import IllegalAction
from stich.engine.variants.skat.contracts import ranking_of

from .helpers import play_tricks
from .skat_helpers import SKAT1, SKAT2, SKAT3, SUIT, auction, declare, do, finish, hand, rules
from .test_skat_examples import SKAT2_TRICKS

F_AT_33 = "bid 18, hold, bid 33, hold, pass, pass"


def cards(text):
    return parse_cards(text)


def test_suit_game_ranking():
    r = ranking_of("suit", SUIT["H"])
    assert r.trumps == tuple(cards("JC JS JH JD AH 10H KH QH 9H 8H 7H"))
    assert r.esuit_mask[0] == sum(1 << c for c in cards("AC 10C KC QC 9C 8C 7C"))


def test_grand_ranking():
    r = ranking_of("grand", None)
    assert r.trumps == tuple(cards("JC JS JH JD"))
    assert r.winning_index(cards("AS 10S JD")) == 2
    assert r.winning_index(cards("7S AS AC")) == 1


def test_null_ranking_jacks_belong_to_their_suits():
    r = ranking_of("null", None)
    assert r.trumps == ()
    assert r.winning_index(cards("10S JS 9S")) == 1  # A K Q J 10 9 8 7
    assert r.winning_index(cards("QD KD AD")) == 2
    assert r.esuit[parse_card("JC")] == 0


def playing(example, how, contract):
    st = auction(hand(example), how)
    st = do(st, "hand")
    return declare(st, *contract)


def test_jacks_are_trumps_for_following_in_a_suit_game():
    st = playing(SKAT1, "bid 18, hold, bid 20, hold, bid 22, pass, pass", ("suit", "H", "hand"))
    st = play_tricks(st, ["AS"])  # Forehand leads spades; Middlehand holds 10S and jacks
    legal = {a.card for a in st.legal_actions()}
    assert legal == {parse_card("10S")}
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "play", card=parse_card("JC")))
    assert e.value.reason == "must_follow" and str(e.value) == "seat 1 must follow spades"


def test_must_follow_trumps_message():
    st = playing(SKAT1, "bid 18, hold, bid 20, hold, bid 22, pass, pass", ("suit", "H", "hand"))
    st = play_tricks(st, ["AS 10S KS", "JH"])  # Forehand leads the JH: trumps
    assert st.to_move == 1
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "play", card=parse_card("AC")))
    assert str(e.value) == "seat 1 must follow trumps"
    assert e.value.params == {"seat": 1, "suit": "trump"}


def test_no_obligation_to_trump():
    st = playing(SKAT1, "bid 18, hold, bid 20, hold, bid 22, pass, pass", ("suit", "H", "hand"))
    st = play_tricks(st, ["AS 10S KS", "8D 7D 9D", "QS 9S"])
    assert st.to_move == 1  # Middlehand has no spade left: any card, trump or not
    assert {a.card for a in st.legal_actions()} == set(cards("JC JS AH 10H 9H 8H AC 7C"))


def test_null_jacks_follow_their_suit():
    st = auction(hand(SKAT3), "bid 18, pass, bid 20, hold, bid 22, hold, bid 23, pass")
    st = declare(do(do(st, "pick"), "discard", cards="AS AH"), "null")
    st = play_tricks(st, ["10C AD 9C", "10S"])
    assert {a.card for a in st.legal_actions()} == set(cards("QS JS"))


def test_play_from_forehand_and_winner_leads():
    st = playing(SKAT2, F_AT_33, ("grand", None, "hand"))
    assert st.to_move == 0 and st.phase == "play"
    st = play_tricks(st, SKAT2_TRICKS[:9])
    assert st.to_move == 1  # Middlehand won trick 9


def test_null_ends_at_the_declarers_first_trick():
    st = auction(hand(SKAT3), "bid 18, pass, bid 20, hold, bid 22, hold, bid 23, pass")
    st = declare(do(do(st, "pick"), "discard", cards="AS AH"), "null")
    st = play_tricks(st, ["10C AD 9C", "10S JS 9S", "10D KD 9D"])
    assert st.is_terminal and st.result().details["ended_early"]
    assert st.hands[0].bit_count() == 7  # the rest is not played


@pytest.mark.parametrize("flags,levels", [
    (("schneider", "schwarz"), 7), (("schneider", "schwarz", "ouvert"), 8)])
def test_announced_schwarz_ends_at_the_opponents_first_trick(flags, levels):
    st = playing(SKAT2, F_AT_33, ("grand", None, "hand", *flags))
    st = play_tricks(st, SKAT2_TRICKS[:9])
    assert st.is_terminal and len(st.tricks) == 9
    res = st.result()
    d = res.details
    assert d["ended_early"] and not d["won"] and d["levels"] == levels
    assert d["value"] == 24 * levels and res.settlement[0] == -2 * 24 * levels
    assert sum(res.points) < 120


def test_missed_schwarz_is_played_out_and_single_with_the_house_rule():
    r = rules(missed_announcement_single=True)
    st = auction(hand(SKAT2, r), F_AT_33)
    st = declare(do(st, "hand"), "grand", None, "hand", "schneider", "schwarz")
    st = play_tricks(st, SKAT2_TRICKS)
    res = st.result()
    assert not res.details["ended_early"] and len(res.tricks) == 10
    assert not res.details["won"] and res.details["declarer_points"] == 109
    assert res.settlement[0] == -168  # 7 levels x 24, lost single


def test_announced_schneider_missed_is_lost_with_the_announced_levels():
    # SKAT-2 with schneider announced: 109 points reach it, so it is won with 5 levels.
    st = playing(SKAT2, F_AT_33, ("grand", None, "hand", "schneider"))
    res = play_tricks(st, SKAT2_TRICKS).result()
    assert res.details["won"] and res.details["levels"] == 5 and res.settlement[0] == 120


def test_skat_counts_for_the_declarer_after_play():
    st = playing(SKAT1, "bid 18, hold, bid 20, hold, bid 22, pass, pass", ("suit", "H", "hand"))
    res = finish(st).result()
    assert sum(res.points) == 120
    assert res.details["declarer_points"] == res.points[1]
    assert res.details["skat"] == ["QC", "7S"]  # 3 points, in Middlehand's total


def test_three_card_winner_agrees_with_the_generic_trick_winner():
    import random

    from stich.engine.variants.skat.tables import winner3 as _winner3
    deck = [s * 9 + r for s in range(4) for r in range(8)]
    rng = random.Random(1)
    for kind, suit in [("suit", s) for s in range(4)] + [("grand", None), ("null", None)]:
        r = ranking_of(kind, suit)
        for _ in range(3000):
            cards = tuple(rng.sample(deck, 3))
            assert _winner3(r, cards) == r.winning_index(cards)
