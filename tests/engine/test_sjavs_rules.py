"""Faroese Sjavs rules, SPEC §4B and §0.7 items 12-14: ranking, deals, bidding, naming trumps,
must overtrump, scoring rows, the 60:60 bonus, the cross, and the 3- and 2-player games."""

from __future__ import annotations

import pytest

from stich.engine.actions import Action
from stich.engine.cards import CLUBS, DECK_32, HEARTS, POINTS, SPADES, cards_str, parse_cards
from stich.engine.errors import IllegalAction, InvalidRules
from stich.engine.game import get_game
from stich.engine.match import Match
from stich.engine.tricks import TRUMP
from stich.engine.variants.sjavs.contracts import bid_key, bid_options, lengths, ranking

from .helpers import act, contract, deal_of, passes, play_tricks
from .sjavs_search import find_hand, random_hands
from .test_sjavs_examples import SJ1, SJ1_TRICKS, SJ2, SJ2_TRICKS, bid, sj1, sj2

GAME = get_game("sjavs")
RULES = GAME.rules()


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


def plain_order(r, suit_letter):
    cards = [c for c in DECK_32 if not r.is_trump(c) and "CSHD"[c // 9] == suit_letter]
    return cards_str(sorted(cards, key=lambda c: -r.strength[c]))


# ------------------------------------------------------------------ cards and ranking (§4B.3)

def test_trump_orders_12_black_13_red_ten_below_queen():
    assert cards_str(ranking(HEARTS).trumps) == "QC QS JC JS JH JD AH KH QH 10H 9H 8H 7H"
    assert cards_str(ranking(SPADES).trumps) == "QC QS JC JS JH JD AS KS 10S 9S 8S 7S"
    assert cards_str(ranking(CLUBS).trumps) == "QC QS JC JS JH JD AC KC 10C 9C 8C 7C"
    assert len(ranking(3).trumps) == 13


def test_plain_suits():
    r = ranking(SPADES)
    assert plain_order(r, "C") == "AC KC 10C 9C 8C 7C"
    assert plain_order(r, "H") == "AH KH QH 10H 9H 8H 7H"
    assert plain_order(r, "S") == ""
    assert sum(POINTS[c] for c in DECK_32) == 120


def test_trick_winner_queen_beats_ten_in_a_plain_suit():
    r = ranking(CLUBS)
    assert r.winning_index(parse_cards("10D QD 9D 7D")) == 1
    assert r.winning_index(parse_cards("AH KH 7C QH")) == 2


# ------------------------------------------------------------------ deal (§4B.2, §4B.10, §4B.11)

def test_four_player_cut_deals_fours_tap_deals_eights():
    deck = list(DECK_32)
    d = GAME.deal_cards(RULES, 4, 3, deck)
    assert d.hands[0] == (*deck[0:4], *deck[16:20])
    assert d.hands[3] == (*deck[12:16], *deck[28:32])
    d = GAME.deal_cards(GAME.rules("tap"), 4, 3, deck)
    assert d.hands[0] == tuple(deck[0:8]) and d.hands[3] == tuple(deck[24:32])
    d = GAME.deal_cards(RULES, 4, 0, deck)  # dealer 0: forehand 1 gets the first packet
    assert d.hands[1][:4] == tuple(deck[0:4])


def test_three_player_cut_3_1_4_1_3_and_tap_10_1_10_1_10():
    deck = list(DECK_32)
    d = GAME.deal_cards(RULES, 3, 2, deck)
    assert d.hands[0] == (*deck[0:3], *deck[10:14], *deck[23:26])
    assert d.hands[2] == (*deck[6:9], *deck[18:22], *deck[29:32])
    assert d.extra == (deck[9], deck[22])
    d = GAME.deal_cards(GAME.rules("tap"), 3, 2, deck)
    assert d.hands[0] == tuple(deck[0:10]) and d.hands[1] == tuple(deck[11:21])
    assert d.hands[2] == tuple(deck[22:32]) and d.extra == (deck[10], deck[21])


def test_two_player_rows_then_hands():
    deck = list(DECK_32)
    d = GAME.deal_cards(RULES, 2, 1, deck)
    assert d.hands[0] == (*deck[0:4], *deck[8:12], *deck[16:24])
    assert d.hands[1] == (*deck[4:8], *deck[12:16], *deck[24:32])
    assert d.extra == ()


# ------------------------------------------------------------------ bidding (§4B.4, §0.7 item 12)

def test_length_counts_permanent_trumps():
    assert lengths(mask("QS JC JH AH KH 10H AC KD")) == (4, 3, 6, 4)
    assert lengths(mask("QC JS 8H 7H AD 10D 9S 8C"))[3] == 4


def test_bid_order():
    assert bid_key(5, False) < bid_key(5, True) < bid_key(6, False) < bid_key(6, True)


def test_bid_options_simple_better_and_clubs_only():
    assert bid_options(mask("QS JC JH AC 10C AH KH AD"), False) == (5, [False, True])
    assert bid_options(mask("QS JC JH AC 10C AH KH AD"), True) == (5, [True])
    assert bid_options(mask("QC JS AC KC 10C 9C 7H 8D"), False) == (6, [True])
    assert bid_options(mask("QS JC JH AH KH 10H AC KD"), False) == (6, [False])


def test_five_or_more_must_be_stated_and_less_passes():
    st = GAME.new_hand(dealer=3, deal=SJ2)
    assert st.legal_actions() == [Action(0, "bid", value=5, kind="simple")]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "pass"))
    assert e.value.reason == "must_bid"
    assert str(e.value) == "seat 0 holds 5 trumps and must bid 5 simple"
    st = bid(st, 5)
    assert st.legal_actions() == [Action(1, "pass")]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "bid", value=5, kind="simple"))
    assert e.value.reason == "bid_too_short"


def test_better_overcalls_simple_earlier_bidder_keeps_equal():
    st = act(bid(GAME.new_hand(dealer=3, deal=SJ2), 5), "pass")
    assert st.legal_actions() == [Action(2, "bid", value=5, kind="better")]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(2, "bid", value=5, kind="simple"))
    assert e.value.reason == "bid_too_low"
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(2, "bid", value=6, kind="better"))
    assert e.value.reason == "bid_length"


def test_later_bidder_option_takes_an_equal_bid():
    rules = GAME.rules(overrides={"equal_bid_winner": "LATER_BIDDER"})
    st = act(bid(GAME.new_hand(rules, dealer=3, deal=SJ2), 5), "pass")
    assert {(a.value, a.kind) for a in st.legal_actions()} == {(5, "simple"), (5, "better")}
    st = act(bid(st, 5), "pass")
    assert st.declarer == 2 and st.bid == (5, False)
    assert [a.contract.suit for a in st.legal_actions()] == [HEARTS]


def test_better_bid_needs_clubs_among_the_longest():
    st = GAME.new_hand(dealer=3, deal=SJ1)
    st = act(st, "pass")
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "bid", value=6, kind="better"))
    assert e.value.reason == "bid_kind"


def test_must_name_clubs_option_forces_better():
    rules = GAME.rules(overrides={"must_name_clubs_if_possible": True})
    st = act(bid(GAME.new_hand(rules, dealer=3, deal=SJ2), 5), "pass")
    assert st.legal_actions() == [Action(2, "bid", value=5, kind="better")]


def test_longer_simple_beats_shorter_better():
    def pred(st):
        b = st.bids
        return any(x[1:] == (5, True) and y[2] is False and y[1] == 6
                   for i, x in enumerate(b) for y in b[i + 1:])
    st = find_hand(GAME, RULES, 4, pred)
    assert st.declarer == st.bids[-1][0] and st.bids[-1][1] >= 6


def test_simple_bid_with_clubs_may_be_overcalled_by_better():
    def pred(st):
        b = st.bids
        if len(b) < 2 or b[0][2] or b[1][1:] != (b[0][1], True):
            return False
        return lengths(mask_of_deal(st, b[0][0]))[CLUBS] == b[0][1]
    st = find_hand(GAME, RULES, 4, pred, tries=40000)
    assert st.declarer == st.bids[1][0]


def mask_of_deal(st, seat):
    m = 0
    for c in st.deal.hands[seat]:
        m |= 1 << c
    return m


def test_bids_in_random_hands_follow_the_rules():
    for st in random_hands(GAME, RULES, 4, 300):
        best = -1
        for seat, value, better in st.bids:
            hand = mask_of_deal(st, seat)
            n = max(lengths(hand))
            assert value == n >= 5
            assert not better or lengths(hand)[CLUBS] == n
            assert bid_key(value, better) > best
            best = bid_key(value, better)
        for a in st.history():
            if a.type == "pass" and st.phase != "bid":
                hand = mask_of_deal(st, a.seat)
                n, flags = bid_options(hand, False)
                assert n < 5 or all(bid_key(n, f) <= best for f in flags) or not st.bids


# ------------------------------------------------------------------ naming trumps (§4B.4 item 7)

def test_declarer_names_a_suit_of_the_bid_length_clubs_iff_better():
    st = act(bid(act(bid(GAME.new_hand(dealer=3, deal=SJ2), 5), "pass"), 5, "better"), "pass")
    assert st.legal_actions() == [Action(2, "declare", contract=contract("sjavs", CLUBS))]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(2, "declare", contract=contract("sjavs", HEARTS)))
    assert e.value.reason == "declare_clubs"
    st = act(bid(act(GAME.new_hand(dealer=3, deal=SJ1), "pass"), 6), "pass")
    st = act(st, "pass")
    assert [a.contract.suit for a in st.legal_actions()] == [HEARTS]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "declare", contract=contract("sjavs", SPADES)))
    assert e.value.reason == "declare_length" and "spades has 3" in str(e.value)


def test_declarer_chooses_when_several_suits_qualify():
    st = find_hand(GAME, RULES, 4, lambda s: s.declarer is not None and len(
        [a for a in s.history() if a.type == "declare"]) == 1 and _choices(s) >= 2)
    assert st.contract.suit != CLUBS or st.bid[1]


def _choices(st):
    hand = mask_of_deal(st, st.declarer)
    value, better = st.bid
    lens = lengths(hand)
    return sum(1 for x in range(4) if lens[x] == value and (x == CLUBS) == better)


# ------------------------------------------------------------------ all pass (§4B.4 item 8)

def all_pass_deal():
    return find_hand(GAME, RULES, 4, lambda s: s.result().details["outcome"] == "thrown_in")


def test_all_pass_same_dealer_redeals_and_the_bonus_survives():
    st = all_pass_deal()
    again = GAME.new_hand(RULES, dealer=3, deal=st.deal, context={"ties_pending": 2})
    r = passes(again, 4).result()
    assert r.settlement == (0, 0, 0, 0) and r.carry["ties_pending"] == 2
    assert GAME.next_dealer(RULES, 4, 3, r) == 3
    match = Match(GAME, RULES, 4, seed=0)
    match.finish_hand(passes(GAME.new_hand(RULES, dealer=0, deal=st.deal), 4))
    assert match.dealer == 0


def test_play_no_bid_clubs_no_declarer_side_with_61_scores_4():
    rules = GAME.rules(overrides={"all_pass": "PLAY_NO_BID"})
    st = all_pass_deal()
    st = passes(GAME.new_hand(rules, dealer=3, deal=st.deal), 4)
    assert st.phase == "play" and st.declarer is None
    assert st.contract == contract("no_bid", CLUBS) and st.to_move == 0
    for s in random_hands(GAME, rules, 4, 400):
        r = s.result()
        if r.details["outcome"] != "no_bid":
            continue
        pts = r.details["side_points"]
        if max(pts) >= 61:
            side = pts.index(max(pts))
            assert r.details["scorers"] == [side] and r.details["amount"] == 4
        else:
            assert r.details["row"] == "tie" and r.carry["ties_pending"] == 1


def test_play_no_bid_the_team_that_wins_takes_the_60_60_bonus():
    # §0.7 item 14: under PLAY_NO_BID the pending bonus goes to the team that wins the deal
    rules = GAME.rules(overrides={"all_pass": "PLAY_NO_BID"})
    scored = 0
    for s in random_hands(GAME, rules, 4, 400, context={"ties_pending": 2}):
        r = s.result()
        if r.details["outcome"] != "no_bid" or r.details["row"] == "tie":
            continue
        scored += 1
        (side,) = r.details["scorers"]
        assert r.details["bonus"] == 4 and r.carry["ties_pending"] == 0
        each = r.details["amount"] + r.details["bonus"]
        assert r.settlement == tuple(each if seat % 2 == side else 0 for seat in range(4))
    assert scored > 0


def test_play_no_bid_has_no_three_player_form():
    rules = GAME.rules(overrides={"all_pass": "PLAY_NO_BID"})
    assert GAME.player_counts(rules) == (4, 2)
    with pytest.raises(InvalidRules):
        GAME.new_hand(rules, players=3)


def test_suduroy_is_reserved():
    with pytest.raises(InvalidRules, match="Suðuroy"):
        GAME.rules(overrides={"variant": "SUDUROY"})


# ------------------------------------------------------------------ must overtrump (§4B.6)

def spec_legal(hand, trick, r, must_overtrump=True):
    """SPEC §4B.6 pseudo-code, written out independently of the engine."""
    cards = [c for c in range(36) if hand >> c & 1]
    if not trick:
        return set(cards)
    led = r.esuit[trick[0]]
    same = [c for c in cards if r.esuit[c] == led]
    if same:
        return set(same)
    trumps = [c for c in trick if r.is_trump(c)]
    if led != TRUMP and trumps and must_overtrump:
        over = [c for c in cards if r.is_trump(c)
                and all(r.strength[c] > r.strength[t] for t in trumps)]
        if over:
            return set(over)
    return set(cards)


@pytest.mark.parametrize(("players", "on"), [(4, True), (3, True), (2, True), (4, False)])
def test_every_play_follows_the_spec_pseudo_code(players, on):
    rules = GAME.rules(overrides={"must_overtrump": on})
    seen_over = 0
    for i in range(60):
        st = GAME.new_hand(rules, players=players, dealer=players - 1, seed=i)
        import random
        rng = random.Random(i)
        while not st.is_terminal:
            legal = st.legal_actions()
            if st.phase == "play":
                hand = st.playable(st.to_move)
                want = spec_legal(hand, st.trick, st.ranking, on)
                assert {a.card for a in legal} == want
                seen_over += want != spec_legal(hand, st.trick, st.ranking, False)
            st = st.apply(rng.choice(legal))
    assert (seen_over > 0) == (on and players > 2)


def test_void_without_trump_in_the_trick_is_free():
    st = play_tricks(sj1(), [*SJ1_TRICKS[:2], "AS 9S"])
    assert st.to_move == 1  # void in spades, no trump yet: any of his six cards
    assert {a.card for a in st.legal_actions()} == set(parse_cards("QS JC JH AH KH AC"))


def test_overtrump_rule_off():
    st = GAME.new_hand(GAME.rules(overrides={"must_overtrump": False}), dealer=3, deal=SJ1)
    st = act(bid(act(st, "pass"), 6), "pass")
    st = act(act(st, "pass"), "declare", contract=contract("sjavs", HEARTS))
    st = play_tricks(st, [SJ1_TRICKS[0], "10D 10H 9D"])
    assert len(st.legal_actions()) == 7  # P3 may play anything


# ------------------------------------------------------------------ scoring (§4B.8)

def expected_score(st, rules):
    """SPEC §4B.8 written out: (scoring sides, game points before any 60:60 bonus)."""
    n = st.players
    side = (lambda s: s % 2) if n == 4 else (lambda s: s)
    k = 2 if n == 4 else n
    pts, tricks = [0] * k, [0] * k
    for t in st.tricks:
        pts[side(t.winner)] += sum(POINTS[c] for c in t.cards)
        tricks[side(t.winner)] += 1
    clubs = st.contract.suit == CLUBS
    if st.declarer is None:
        winners = [x for x in range(k) if pts[x] >= 61]
        return (winners, 4) if winners else ([], 0)
    ds = side(st.declarer)
    if n == 3:
        pts[ds] += sum(POINTS[c] for c in range(36) if st.set_aside() >> c & 1)
    t = pts[ds]
    defenders = [x for x in range(k) if x != ds]
    flat = rules.defender_scoring == "FLAT"
    total = len(st.tricks)
    if tricks[ds] == total:
        one = n == 4 and any(sum(1 for tr in st.tricks if tr.winner == s) == total
                             for s in range(n))
        if one and rules.individual_vol_bonus:
            return [ds], 24 if clubs else 16
        return [ds], 16 if clubs else 12
    if t >= 90:
        return [ds], 8 if clubs else 4
    if t >= 61:
        return [ds], 4 if clubs else 2
    if t == 60:
        return [], 0
    if tricks[ds] == 0:
        return defenders, (8 if clubs else 4) if flat else 16
    if t <= 30:
        return defenders, (8 if clubs else 4) if flat else (16 if clubs else 8)
    return defenders, 8 if clubs else 4


@pytest.mark.parametrize(("preset", "players"), [
    ("torshavn", 4), ("torshavn", 3), ("torshavn", 2), ("sjavs_backend", 4),
    ("base_system", 4), ("base_system", 2),
])
def test_scores_match_the_table_in_random_hands(preset, players):
    rules = GAME.rules(preset)
    rows = set()
    for st in random_hands(GAME, rules, players, 300):
        r = st.result()
        if r.details["outcome"] == "thrown_in":
            continue
        scorers, amount = expected_score(st, rules)
        assert r.details["scorers"] == scorers
        assert r.details["amount"] == amount or r.details["row"] == "tie"
        rows.add(r.details["row"])
    assert len(rows) >= 4


def steer(for_declarers):
    """Random bidding, then one side plays its strongest cards and the other its weakest."""
    def choose(st, rng):
        if st.phase != "play" or st.declarer is None:
            return None
        same = st.to_move % 2 == st.declarer % 2
        pick = max if same == for_declarers else min
        return pick(st.legal_actions(), key=lambda a: st.ranking.strength[a.card])
    return choose


STEER = {"vol": True, "individual_vol": True, "javn": False, "no_trick": False}


def hand_with(row, rules=RULES, players=4, clubs=None):
    def pred(st):
        r = st.result()
        return r.details.get("row") == row and (clubs is None or r.details["clubs"] == clubs)
    choose = steer(STEER[row]) if row in STEER else None
    return find_hand(GAME, rules, players, pred, tries=60000, choose=choose)


@pytest.mark.parametrize(("row", "clubs", "amount", "declarers"), [
    ("vol", False, 12, True), ("vol", True, 16, True),
    ("win_90", False, 4, True), ("win_90", True, 8, True),
    ("win", False, 2, True), ("win", True, 4, True),
    ("lose", False, 4, False), ("lose", True, 8, False),
    ("javn", False, 8, False), ("javn", True, 16, False),
])
def test_each_scoring_row(row, clubs, amount, declarers):
    st = hand_with(row, clubs=clubs)
    r = st.result()
    ds = st.declarer % 2
    assert r.details["amount"] == amount
    assert r.details["scorers"] == ([ds] if declarers else [1 - ds])
    assert [r.settlement[s] for s in range(4)] == [
        amount if (s % 2 == ds) == declarers else 0 for s in range(4)]


# Diamonds by P0 (JD 10D 9D 8D 7D = 5); the defenders hold every higher trump and the aces.
NO_TRICK = deal_of(
    "JD 10D 9D 8D 7D 7C 7S 7H",
    "QC QS JC AD KD AC AS AH",
    "8C 9C 8S 9S 8H 9H 10C 10S",
    "JS JH QD KC KS KH QH 10H",
)
NO_TRICK_PLAY = ["JD QC 8C JS", "QS 9C JH 7D", "JC 10C QD 8D", "AD 8S KC 9D", "KD 9S KS 10D",
                 "AC 10S 10H 7C", "AS 8H QH 7S", "AH 9H KH 7H"]


def no_trick_hand(rules=RULES):
    st = GAME.new_hand(rules, dealer=3, deal=NO_TRICK)
    st = passes(bid(st, 5), 3)
    st = act(st, "declare", contract=contract("sjavs", 3))
    return play_tricks(st, NO_TRICK_PLAY)


def test_no_trick_defenders_score_16_whatever_the_trumps():
    r = no_trick_hand().result()
    assert r.details["row"] == "no_trick" and r.details["declaring_tricks"] == 0
    assert r.settlement == (0, 16, 0, 16)


@pytest.mark.parametrize(("points", "row"), [(90, "win_90"), (89, "win"), (61, "win"),
                                             (60, "tie"), (59, "lose"), (31, "lose"),
                                             (30, "javn")])
def test_scoring_thresholds(points, row):
    def pred(st):
        r = st.result()
        return r.details.get("declaring_points") == points and r.details["declaring_tricks"] < 8
    st = find_hand(GAME, RULES, 4, pred, tries=60000)
    assert st.result().details["row"] == row


def test_individual_vol_option():
    rules = GAME.rules(overrides={"individual_vol_bonus": True})
    st = hand_with("individual_vol", rules)
    r = st.result()
    assert max(st.tricks_won) == 8
    assert r.details["amount"] == (24 if r.details["clubs"] else 16)
    off = GAME.new_hand(RULES, dealer=3, deal=st.deal)
    for a in st.history():
        off = off.apply(a)
    assert off.result().details["row"] == "vol"


def test_flat_defender_scoring():
    rules = GAME.rules(overrides={"defender_scoring": "FLAT"})
    st = hand_with("javn", rules, clubs=False)
    assert st.result().details["amount"] == 4
    assert no_trick_hand(rules).result().settlement == (0, 4, 0, 4)


# ------------------------------------------------------------------ 60:60 (§4B.8, §0.7 item 14)

def test_sixty_sixty_scores_nothing_and_adds_a_bonus():
    st = hand_with("tie")
    again = GAME.new_hand(RULES, dealer=3, deal=st.deal, context={"ties_pending": 1})
    for a in st.history():
        again = again.apply(a)
    r = again.result()
    assert r.settlement == (0, 0, 0, 0) and r.carry["ties_pending"] == 2
    assert r.carry["ladder"] == [24, 24]


def test_bonus_goes_to_the_next_winners():
    st = play_tricks(sj1({"ties_pending": 2}), SJ1_TRICKS)
    r = st.result()
    assert r.details["bonus"] == 4 and r.settlement == (0, 6, 0, 6)
    assert r.carry["ladder"] == [24, 18] and r.carry["ties_pending"] == 0


def test_bonus_four_in_clubs_option():
    four = GAME.rules(overrides={"tie_bonus": "2_SIMPLE_4_CLUBS"})
    st = GAME.new_hand(four, dealer=3, deal=SJ2, context={"ties_pending": 1})
    st = act(bid(act(bid(st, 5), "pass"), 5, "better"), "pass")
    st = play_tricks(act(st, "declare", contract=contract("sjavs", CLUBS)), SJ2_TRICKS)
    assert st.result().details["bonus"] == 4 and st.result().settlement == (12, 0, 12, 0)
    r = play_tricks(sj2({"ties_pending": 1}), SJ2_TRICKS).result()
    assert r.details["bonus"] == 2


# ------------------------------------------------------------------ the cross (§4B.9)

def test_cross_double_when_the_other_side_is_still_at_start():
    r = play_tricks(sj1({"ladder": [24, 2]}), SJ1_TRICKS).result()
    assert r.details["cross"] == [{"side": 1, "double": True}]
    assert r.carry == {"ladder": [24, 24], "crosses": [0, 2], "ties_pending": 0}


def test_single_cross_and_overshoot_ignored():
    r = play_tricks(sj1({"ladder": [20, 1], "crosses": [3, 1]}), SJ1_TRICKS).result()
    assert r.details["ladder_after"] == [20, -1]
    assert r.details["cross"] == [{"side": 1, "double": False}]
    assert r.carry["crosses"] == [3, 2] and r.carry["ladder"] == [24, 24]


def test_on_the_hook_is_shown():
    r = play_tricks(sj1({"ladder": [24, 8]}), SJ1_TRICKS).result()
    assert r.details["on_the_hook"] == [1] and r.carry["ladder"] == [24, 6]


def test_rubber_start_option():
    rules = GAME.rules(overrides={"rubber_start": 12})
    assert GAME.new_hand(rules, seed=1).context["ladder"] == [12, 12]


def test_ladder_runs_across_a_match():
    match = Match(GAME, RULES, 4, seed=11)
    import random
    rng = random.Random(1)
    crosses = 0
    for _ in range(80):
        st = match.start_hand()
        before = list(match.context["ladder"])
        while not st.is_terminal:
            st = st.apply(rng.choice(st.legal_actions()))
        row = match.finish_hand(st)
        d = row.result.details
        assert d["ladder_before"] == before
        crosses += len(d["cross"])
        if not d["cross"]:
            assert match.context["ladder"] == d["ladder_after"]
    assert sum(match.context["crosses"]) >= crosses > 0


# ------------------------------------------------------------------ three players (§4B.10)

def three_player_declared():
    return find_hand(GAME, RULES, 3, lambda s: s.declarer is not None, tries=500)


def replay_until(st, phase):
    again = GAME.new_hand(st.rules, players=st.players, dealer=st.dealer, deal=st.deal,
                          context=st.context)
    for a in st.history():
        if again.phase == phase:
            break
        again = again.apply(a)
    return again


def test_three_players_exchange_blind_one_or_two_cards():
    st = replay_until(three_player_declared(), "exchange")
    d = st.declarer
    legal = st.legal_actions()
    assert st.to_move == d and len(legal) == 1 + 10 + 45
    hand = st.hands[d]
    one = next(a for a in legal if a.type == "discard" and len(a.cards) == 1)
    after = st.apply(one)
    assert after.hands[d] == (hand & ~(1 << one.cards[0])) | (1 << st.deal.extra[0])
    assert after.set_aside() == (1 << one.cards[0]) | (1 << st.deal.extra[1])
    two = next(a for a in legal if a.type == "discard" and len(a.cards) == 2)
    after = st.apply(two)
    assert after.set_aside() == (1 << two.cards[0]) | (1 << two.cards[1])
    assert after.observation((d + 1) % 3).public["exchanged"] == 2
    kept = st.apply(Action(d, "hand"))
    assert kept.set_aside() == (1 << st.deal.extra[0]) | (1 << st.deal.extra[1])
    assert kept.phase == "play" and kept.to_move == 0


def test_three_players_skat_counts_for_the_declarer_and_each_scores_alone():
    for st in random_hands(GAME, RULES, 3, 200):
        r = st.result()
        if r.details["outcome"] != "played":
            continue
        assert sum(r.points) == 120
        d = st.declarer
        aside = sum(POINTS[c] for c in range(36) if st.set_aside() >> c & 1)
        assert r.points[d] == st.card_points()[d] + aside
        scorers = r.details["scorers"]
        assert scorers in ([d], [s for s in range(3) if s != d], [])
        assert [s for s in range(3) if r.settlement[s]] == scorers
        for s in scorers:
            assert r.details["ladder_after"][s] == r.details["ladder_before"][s] - \
                r.settlement[s]


# ------------------------------------------------------------------ two players (§4B.11)

def two_player_hand(seed=4):
    return GAME.new_hand(RULES, players=2, dealer=1, seed=seed)


def test_two_players_rows_are_public_and_covered_cards_unknown():
    st = two_player_hand()
    dealt = st.deal.hands
    for s in (0, 1):
        up = sum(1 << c for c in dealt[s][4:8])
        down = sum(1 << c for c in dealt[s][:4])
        hand = sum(1 << c for c in dealt[s][8:])
        assert st.hands[s] == hand and st.up[s] == up and st.down[s] == down
        for viewer in (0, 1):
            obs = st.observation(viewer)
            assert obs.known[s] == up
            assert obs.public["covered"][s] == (True,) * 4
        assert st.observation(s).hand == hand | up
        assert st.observation(s).hand & down == 0


def test_two_players_bid_with_hand_and_face_up_cards():
    for st in random_hands(GAME, RULES, 2, 100):
        for seat, value, _ in st.bids:
            visible = sum(1 << c for c in st.deal.hands[seat][4:])
            assert value == max(lengths(visible))


def test_two_players_card_under_a_played_face_up_card_turns_at_the_trick_end():
    def pred(st):
        return any(t.cards[0] in st.deal.hands[t.seats[0]][4:8] for t in st.tricks[:1])
    st = find_hand(GAME, RULES, 2, pred, tries=2000)
    fresh = replay_until(st, "play")
    lead = st.tricks[0].cards[0]
    seat = st.tricks[0].seats[0]
    below = st.deal.hands[seat][st.deal.hands[seat].index(lead) - 4]
    mid = fresh.apply(Action(seat, "play", card=lead))
    assert not (mid.up[seat] >> below) & 1 and (mid.down[seat] >> below) & 1
    assert all(a.card != below for a in mid.legal_actions())
    reply = st.tricks[0].cards[1]
    end = mid.apply(Action(1 - seat, "play", card=reply))
    assert (end.up[seat] >> below) & 1 and not (end.down[seat] >> below) & 1
    assert end.observation(1 - seat).known[seat] >> below & 1


def test_two_players_play_all_sixteen_tricks():
    for st in random_hands(GAME, RULES, 2, 50):
        r = st.result()
        if r.details["outcome"] == "thrown_in":
            continue
        assert len(r.tricks) == 16 and sum(r.points) == 120
        assert st.up == (0, 0) and st.down == (0, 0)


def test_two_players_face_up_card_refused_with_the_follow_rule():
    for st in random_hands(GAME, RULES, 2, 50):
        if st.result().details["outcome"] != "played":
            continue
        fresh = replay_until(st, "play")
        fresh = fresh.apply(st.history()[len(fresh.history())])
        seat = fresh.to_move
        illegal = [c for c in range(36) if fresh.up[seat] >> c & 1
                   and all(a.card != c for a in fresh.legal_actions())]
        if illegal:
            with pytest.raises(IllegalAction) as e:
                fresh.apply(Action(seat, "play", card=illegal[0]))
            assert e.value.reason in ("must_follow", "must_overtrump")
            return
    raise AssertionError("no refused face-up card found")
