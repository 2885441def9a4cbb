"""Klørsjavs rules, SPEC §4A: ranking, deck, deal, bidding, the cat, concession, øre, the end
of the game, the 18-card game and the contract game with Tens."""

from __future__ import annotations

import pytest

from stich.engine.actions import Action, Contract
from stich.engine.cards import (
    DECK_KLOR_18,
    DECK_KLOR_20,
    POINTS,
    cards_of,
    cards_str,
    parse_card,
    parse_cards,
)
from stich.engine.errors import IllegalAction, InvalidRules
from stich.engine.game import get_game
from stich.engine.match import Match
from stich.engine.variants.klorsjavs.contracts import DECK_TENS_20, ranking
from stich.engine.variants.klorsjavs.settlement import end_of_game

from .helpers import act, deal_of, passes, play_tricks
from .sjavs_search import find_hand, prefer, random_hands
from .test_klorsjavs_examples import ks3

GAME = get_game("klorsjavs")
STANDARD = GAME.rules()
FOUR = GAME.rules("flyvesjavs")
TENS = GAME.rules("tens")

KS1 = deal_of("QC JS AC 5C KS QH", "QS JC JD KC 5S 5H", "JH KH AD KD QD 5D", extra="AS AH")


def plain_order(r, deck, suit_letter):
    cards = [c for c in deck if not r.is_trump(c) and "CSHD"[c // 9] == suit_letter]
    return cards_str(sorted(cards, key=lambda c: -r.strength[c]))


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


# ------------------------------------------------------------------ cards and ranking (§4A.2-3)

def test_deck_20_cards_120_points_and_the_five_counts_ten():
    assert len(DECK_KLOR_20) == 20
    assert sum(POINTS[c] for c in DECK_KLOR_20) == 120
    assert POINTS[parse_card("5C")] == 10
    assert GAME.deck(STANDARD, 3) == DECK_KLOR_20


def test_nine_trumps_clubs_permanently_and_plain_suits_in_natural_order():
    r = ranking("3P_20")
    assert cards_str(r.trumps) == "QC QS JC JS JH JD AC KC 5C"
    assert plain_order(r, DECK_KLOR_20, "C") == ""
    assert plain_order(r, DECK_KLOR_20, "S") == "AS KS 5S"
    assert plain_order(r, DECK_KLOR_20, "H") == "AH KH QH 5H"
    assert plain_order(r, DECK_KLOR_20, "D") == "AD KD QD 5D"


def test_trick_winner_jd_beats_kc_and_no_trump_means_led_suit_wins():
    r = ranking("3P_20")
    assert r.winning_index(parse_cards("KS KC JD")) == 2
    assert r.winning_index(parse_cards("5H AS AH")) == 2
    assert r.winning_index(parse_cards("KH AD QH")) == 0


def test_no_obligation_to_trump():
    st = GAME.new_hand(dealer=2, deal=KS1)
    st = act(act(st, "intent"), "hand")
    st = play_tricks(st, ["KS"])
    # M has 5S: must follow spades. After that R, void in spades, may discard anything.
    assert [a.card for a in st.legal_actions()] == [parse_card("5S")]
    st = play_tricks(st, ["5S"])
    assert len(st.legal_actions()) == 6


def test_must_follow_trumps_message():
    st = act(act(GAME.new_hand(dealer=2, deal=KS1), "intent"), "hand")
    st = play_tricks(st, ["QC"])
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "play", card=parse_card("5S")))
    assert e.value.reason == "must_follow"
    assert str(e.value) == "seat 1 must follow trumps"


# ------------------------------------------------------------------ deal (§4A.4, §4A.11)

def test_deal_3_cat_2_3_from_forehand():
    deck = list(DECK_KLOR_20)
    d = GAME.deal_cards(STANDARD, 3, 0, deck)  # dealer 0: forehand is seat 1
    assert d.hands[1] == (*deck[0:3], *deck[11:14])
    assert d.hands[2] == (*deck[3:6], *deck[14:17])
    assert d.hands[0] == (*deck[6:9], *deck[17:20])
    assert d.extra == tuple(deck[9:11])


def test_18_card_deal_2_cat_2_for_four_players():
    deck = list(DECK_KLOR_18)
    assert len(deck) == 18 and sum(POINTS[c] for c in deck) == 114
    assert not set(parse_cards("QH QD")) & set(deck)
    assert GAME.player_counts(FOUR) == (4,)
    d = GAME.deal_cards(FOUR, 4, 3, deck)  # dealer 3: forehand 0
    assert [len(h) for h in d.hands] == [4, 4, 4, 4]
    assert d.hands[0] == (*deck[0:2], *deck[10:12])
    assert d.hands[3] == (*deck[6:8], *deck[16:18])
    assert d.extra == tuple(deck[8:10])
    assert cards_str(ranking("4P_18").trumps) == "QC QS JC JS JH JD AC KC 5C"


def test_seeded_hand_shapes():
    for rules, n, size in ((STANDARD, 3, 6), (FOUR, 4, 4), (TENS, 3, 6)):
        st = GAME.new_hand(rules, seed=7)
        assert st.players == n
        assert [len(h) for h in st.deal.hands] == [size] * n and len(st.deal.extra) == 2
    with pytest.raises(InvalidRules):
        GAME.new_hand(STANDARD, players=4)


# ------------------------------------------------------------------ bidding (§4A.5)

def test_first_play_ends_the_bidding():
    st = GAME.new_hand(dealer=2, deal=KS1)
    assert st.to_move == 0 and {a.type for a in st.legal_actions()} == {"pass", "intent"}
    st = act(st, "intent")
    assert st.declarer == 0 and st.phase == "cat" and st.to_move == 0


def test_rearhand_may_play_after_two_passes():
    st = act(passes(GAME.new_hand(dealer=2, deal=KS1), 2), "intent")
    assert st.declarer == 2


def test_all_pass_throws_in_and_keeps_the_oere():
    ctx = {"oere": [52, 56, 40]}
    st = passes(GAME.new_hand(dealer=2, deal=KS1, context=ctx), 3)
    r = st.result()
    assert r.contract is None and r.settlement == (0, 0, 0) and r.tricks == ()
    assert r.details["outcome"] == "thrown_in" and not r.details["game_over"]
    assert r.carry["oere"] == [52, 56, 40]


@pytest.mark.parametrize(("all_pass", "dealer_after"), [("REDEAL_NEXT_DEALER", 1),
                                                        ("REDEAL_SAME_DEALER", 0)])
def test_redeal_rotation(all_pass, dealer_after):
    rules = GAME.rules(overrides={"all_pass": all_pass})
    match = Match(GAME, rules, 3, seed=3)
    st = passes(match.start_hand(), 3)
    match.finish_hand(st)
    assert match.dealer == dealer_after
    st = act(match.start_hand(), "intent")
    st = act(st, "concede")
    match.finish_hand(st)
    assert match.dealer == (dealer_after + 1) % 3  # a played (conceded) hand rotates


# ------------------------------------------------------------------ the cat (§4A.6)

def test_blind_exchange_discard_then_take_the_cat():
    st = act(GAME.new_hand(dealer=2, deal=KS1), "intent")
    types = [a.type for a in st.legal_actions()]
    assert types.count("discard") == 15 and "hand" in types and "concede" in types
    assert "pick" not in types
    st = act(st, "discard", cards=tuple(parse_cards("QH KS")))  # any order
    assert st.history()[-1].cards == tuple(sorted(parse_cards("KS QH")))
    assert st.hands[0] == mask("QC JS AC 5C AS AH")
    assert st.set_aside() == mask("KS QH")
    assert st.phase == "concede"


def test_look_first_exchange_take_the_cat_then_discard_any_two_of_eight():
    rules = GAME.rules("look_first")
    st = act(GAME.new_hand(rules, dealer=2, deal=KS1), "intent")
    assert sorted(a.type for a in st.legal_actions()) == ["concede", "hand", "pick"]
    st = act(st, "pick")
    assert st.hands[0] == mask("QC JS AC 5C KS QH AS AH") and st.set_aside() == 0
    types = [a.type for a in st.legal_actions()]
    assert types.count("discard") == 28 and "concede" in types
    st = act(st, "discard", cards=tuple(parse_cards("AS QH")))  # a cat card may go back
    assert st.set_aside() == mask("AS QH") and st.phase == "play" and st.to_move == 0


def test_without_the_cat_it_stays_aside_and_counts_for_the_declarer():
    st = act(act(GAME.new_hand(dealer=2, deal=KS1), "intent"), "hand")
    assert st.set_aside() == mask("AS AH") and st.phase == "play"
    r = find_hand(GAME, STANDARD, 3, lambda s: s.result().details.get("outcome") == "played"
                  and not s.cat_taken, choose=prefer("intent", "hand"))
    d = r.declarer
    cat = sum(POINTS[c] for c in r.deal.extra)
    assert r.result().points[d] == r.card_points()[d] + cat


def test_discards_count_for_the_declarer():
    r = find_hand(GAME, STANDARD, 3, lambda s: s.cat_taken and not s.conceded,
                  choose=prefer("intent", "discard", "pass"))
    d = r.declarer
    disc = sum(POINTS[c] for c in cards_of(r.discards))
    assert r.result().points[d] == r.card_points()[d] + disc
    assert sum(r.result().points) == 120


def test_discard_errors():
    st = act(GAME.new_hand(dealer=2, deal=KS1), "intent")
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "discard", cards=(parse_card("KS"),)))
    assert e.value.reason == "discard_count"
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "discard", cards=tuple(parse_cards("KS QS"))))
    assert e.value.reason == "not_in_hand" and "QS" in str(e.value)


# ------------------------------------------------------------------ concession (§4A.6)

def test_concede_at_once_costs_8():
    st = act(act(GAME.new_hand(dealer=2, deal=KS1), "intent"), "concede")
    r = st.result()
    assert r.settlement == (-8, 0, 0) and r.details["row"] == "conceded"
    assert r.details["outcome"] == "conceded" and r.tricks == ()


def test_concede_after_seeing_the_cat_blind():
    st = act(GAME.new_hand(dealer=2, deal=KS1), "intent")
    st = act(st, "discard", cards=tuple(parse_cards("KS QH")))
    assert sorted(a.type for a in st.legal_actions()) == ["concede", "pass"]
    r = act(st, "concede").result()
    assert r.settlement == (-8, 0, 0)


def test_concede_after_look_first_pick():
    st = act(act(GAME.new_hand(GAME.rules("look_first"), dealer=2, deal=KS1), "intent"), "pick")
    assert act(st, "concede").result().settlement == (-8, 0, 0)


def test_no_concession_once_play_starts_or_when_off():
    st = act(act(GAME.new_hand(dealer=2, deal=KS1), "intent"), "hand")
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "concede"))
    assert e.value.reason == "concede_too_late"
    off = GAME.rules(overrides={"allow_concession": False})
    st = act(GAME.new_hand(off, dealer=2, deal=KS1), "intent")
    assert "concede" not in {a.type for a in st.legal_actions()}
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "concede"))
    assert e.value.reason == "concession_off"
    st = act(st, "discard", cards=tuple(parse_cards("KS QH")))
    assert st.phase == "play"  # no concede step after the blind exchange


def test_only_the_declarer_concedes():
    st = GAME.new_hand(dealer=2, deal=KS1)
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "concede"))
    assert e.value.reason == "concede_not_declarer"


# ------------------------------------------------------------------ øre (§4A.8, §4A.11)

def expected_oere(st):
    """SPEC §4A.8 / §4A.11, written out independently of the engine."""
    n = st.players
    d = st.declarer
    out = [0] * n
    if st.conceded:
        out[d] = -8
        return out
    total = 120 if n == 3 else 114
    win, big = (61, 91) if n == 3 else (58, 86)
    dp = sum(POINTS[c] for t in st.tricks if t.winner == d for c in t.cards)
    dp += sum(POINTS[c] for c in cards_of(st.set_aside()))
    tricks = sum(1 for t in st.tricks if t.winner == d)
    if tricks == 0:
        out[d] = -16
    elif dp == total:
        out = [-16] * n
        out[d] = 0
    elif dp >= big:
        out = [-8] * n
        out[d] = 0
    elif dp >= win:
        out = [-4] * n
        out[d] = 0
    else:
        out[d] = -8
    return out


@pytest.mark.parametrize("preset", ["standard", "look_first", "flyvesjavs"])
def test_oere_rows_match_the_table_in_random_hands(preset):
    rules = GAME.rules(preset)
    rows = set()
    for st in random_hands(GAME, rules, rules.players, 400, choose=prefer("intent")):
        r = st.result()
        assert list(r.settlement) == expected_oere(st)
        rows.add(r.details["row"])
    assert rows >= {"big_win", "win", "loss", "no_trick", "conceded"}


def declarer_points(target, rules=STANDARD):
    def pred(st):
        r = st.result()
        return r.details.get("outcome") == "played" and r.points[st.declarer] == target
    return find_hand(GAME, rules, rules.players, pred, choose=prefer("intent"))


@pytest.mark.parametrize(("points", "row", "defender", "declarer"), [
    (60, "loss", 0, -8), (61, "win", -4, 0), (90, "win", -4, 0), (91, "big_win", -8, 0),
])
def test_thresholds_20_cards(points, row, defender, declarer):
    st = declarer_points(points)
    r = st.result()
    d = st.declarer
    assert r.details["row"] == row
    assert r.settlement[d] == declarer
    assert all(r.settlement[s] == defender for s in range(3) if s != d)


@pytest.mark.parametrize(("points", "row", "defender", "declarer"), [
    (57, "loss", 0, -8), (58, "win", -4, 0), (85, "win", -4, 0), (86, "big_win", -8, 0),
])
def test_thresholds_18_cards(points, row, defender, declarer):
    st = declarer_points(points, FOUR)
    r = st.result()
    d = st.declarer
    assert r.details["row"] == row
    assert r.settlement[d] == declarer
    assert all(r.settlement[s] == defender for s in range(4) if s != d)


@pytest.mark.parametrize("rules", [STANDARD, FOUR])
def test_all_tricks_costs_each_defender_16(rules):
    def pred(st):
        return st.declarer is not None and st.tricks_won[st.declarer] == len(st.tricks) > 0
    st = find_hand(GAME, rules, rules.players, pred, choose=prefer("intent"))
    r = st.result()
    assert r.points[st.declarer] == (120 if rules.players == 3 else 114)
    assert r.details["row"] == "all_tricks"
    assert sorted(r.settlement) == [-16] * (rules.players - 1) + [0]


def test_no_trick_costs_16_even_with_points_in_the_cat():
    def pred(st):
        r = st.result()
        return (r.details.get("outcome") == "played" and st.tricks_won[st.declarer] == 0
                and r.details["set_aside_points"] > 0)
    st = find_hand(GAME, STANDARD, 3, pred, choose=prefer("intent"))
    r = st.result()
    assert r.points[st.declarer] == r.details["set_aside_points"] > 0
    assert r.details["row"] == "no_trick" and r.settlement[st.declarer] == -16


# ------------------------------------------------------------------ end of the game (§4A.9)

def test_game_goes_on_above_zero():
    details, carry = end_of_game(STANDARD, {"oere": [60, 60, 60]}, [0, -4, -4])
    assert not details["game_over"] and carry["oere"] == [60, 56, 56]


def test_first_player_at_zero_loses_and_a_new_game_starts():
    details, carry = end_of_game(STANDARD, {"oere": [8, 30, 60]}, [-8, 0, 0])
    assert details["game_over"] and details["loser"] == 0
    assert details["forfeits"] == [0] and details["untouched"] == [2]
    assert carry["oere"] == [60, 60, 60] and carry["games_lost"] == [1, 0, 0]


def test_two_at_zero_in_one_deal_the_lower_before_loses():
    details, _ = end_of_game(STANDARD, {"oere": [8, 4, 60]}, [-8, -8, 0])
    assert details["loser"] == 1


def test_equal_scores_before_need_a_deciding_deal():
    details, carry = end_of_game(STANDARD, {"oere": [4, 4, 60]}, [-4, -4, 0])
    assert not details["game_over"] and details["decider"] == [0, 1]
    assert carry["decider"] == [0, 1] and carry["oere"] == [0, 0, 60]
    # The deciding deal: still equal (both defenders lose 4) → another deciding deal.
    details, carry = end_of_game(STANDARD, carry, [-4, -4, 0])
    assert not details["game_over"] and carry["decider"] == [0, 1]
    # A thrown-in deal decides nothing.
    details, carry = end_of_game(STANDARD, carry, [0, 0, 0])
    assert carry["decider"] == [0, 1]
    # Seat 1 declares and loses: he has fewer øre after the deal and loses the game.
    details, carry = end_of_game(STANDARD, carry, [0, -8, 0])
    assert details["game_over"] and details["loser"] == 1 and "decider" not in carry


def test_untouched_penalty():
    on = GAME.rules(overrides={"untouched_penalty": True})
    details, _ = end_of_game(on, {"oere": [8, 60, 52]}, [-8, 0, 0])
    assert details["forfeits"] == [0, 1] and details["untouched"] == [1]
    details, _ = end_of_game(STANDARD, {"oere": [8, 60, 52]}, [-8, 0, 0])
    assert details["forfeits"] == [0]


def test_game_over_through_a_played_hand():
    # KS-3 (R loses 8) with R at 8 øre: he reaches 0 and loses the game.
    r = ks3({"oere": [52, 56, 8]}).result()
    assert r.settlement == (0, 0, -8)
    assert r.details["game_over"] and r.details["loser"] == 2
    assert r.details["oere_after"] == [52, 56, 0]
    assert r.carry["oere"] == [60, 60, 60] and r.carry["games_lost"] == [0, 0, 1]


def test_start_oere_house_rule():
    rules = GAME.rules(overrides={"start_oere": 30})
    st = GAME.new_hand(rules, seed=1)
    assert st.context["oere"] == [30, 30, 30]


# ------------------------------------------------------------------ the contract game (§4A.12)

def test_tens_deck_and_ranking():
    assert len(DECK_TENS_20) == 20 and sum(POINTS[c] for c in DECK_TENS_20) == 120
    assert parse_card("10C") in DECK_TENS_20 and parse_card("5C") not in DECK_TENS_20
    r = ranking("CONTRACT_TENS")
    assert cards_str(r.trumps) == "QC QS JC JS JH JD AC KC 10C"
    assert plain_order(r, DECK_TENS_20, "H") == "AH KH QH 10H"


def test_farvesjavs_trumps():
    assert cards_str(ranking("CONTRACT_TENS", 2).trumps) == "QC QS JC JS JH JD AH KH QH 10H"
    assert cards_str(ranking("CONTRACT_TENS", 1).trumps) == "QC QS JC JS JH JD AS KS 10S"
    with pytest.raises(InvalidRules):
        GAME.rules(overrides={"farvesjavs": True})


def tens_hand(rules=TENS, seed=3):
    return GAME.new_hand(rules, dealer=2, seed=seed)


def bid(st, kind):
    return act(st, "bid", contract=Contract(kind))


def test_auction_one_round_higher_bids_only():
    st = tens_hand()
    kinds = [a.contract.kind for a in st.legal_actions() if a.type == "bid"]
    assert kinds == ["spil", "stryger", "tout", "stroget_tout"]
    st = bid(st, "stryger")
    assert [a.contract.kind for a in st.legal_actions() if a.type == "bid"] == [
        "tout", "stroget_tout"]
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(1, "bid", contract=Contract("spil")))
    assert e.value.reason == "bid_too_low"
    st = act(st, "pass")
    st = bid(st, "tout")
    assert st.declarer == 2 and st.contract == Contract("tout", 0) and st.phase == "cat"


def test_auction_all_pass_is_thrown_in():
    r = passes(tens_hand(), 3).result()
    assert r.details["outcome"] == "thrown_in"


def test_stryger_has_no_cat_and_no_concession():
    st = bid(passes(tens_hand(), 2), "stryger")
    assert st.phase == "play" and st.set_aside() == st.cat
    st = bid(passes(tens_hand(), 2), "spil")
    assert st.phase == "cat"
    assert "concede" not in {a.type for a in st.legal_actions()}
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(2, "concede"))
    assert e.value.reason == "concession_off"


def test_farvesjavs_declarer_names_trumps():
    st = bid(passes(tens_hand(GAME.rules("farvesjavs")), 2), "stryger")
    assert st.phase == "declare"
    assert [a.contract.suit for a in st.legal_actions()] == [0, 1, 2, 3]
    st = act(st, "declare", contract=Contract("stryger", 2))
    assert st.contract == Contract("stryger", 2) and st.phase == "play"
    assert cards_str(st.ranking.trumps) == "QC QS JC JS JH JD AH KH QH 10H"


def expected_chips(st):
    """SPEC §4A.12 with its DECISIONs, written out independently of the engine."""
    d, kind = st.declarer, st.contract.kind
    base = {"spil": 1, "stryger": 4, "tout": 10, "stroget_tout": 15}[kind]
    dp = sum(POINTS[c] for t in st.tricks if t.winner == d for c in t.cards)
    dp += sum(POINTS[c] for c in cards_of(st.set_aside()))
    dt = sum(1 for t in st.tricks if t.winner == d)
    if kind in ("tout", "stroget_tout"):
        won, mult = dt == 6, 1
    elif dp >= 61:
        won = True
        mult = 3 if dt == 6 else 2 if 120 - dp < 31 else 1
    else:
        won = False
        mult = 3 if dt == 0 else 2 if dp < 31 else 1
    amount = base * mult * (1 if won else -1)
    return [amount * 2 if s == d else -amount for s in range(3)]


@pytest.mark.parametrize("preset", ["tens", "farvesjavs"])
def test_chips_match_the_rates_in_random_hands(preset):
    rules = GAME.rules(preset)
    levels = set()
    def choose(st, rng):  # someone bids; later seats mostly pass
        if st.phase == "bid" and (st.bid is not None or st.round_pos == 2) \
                and rng.random() < 0.7:
            return Action(st.to_move, "pass") if st.bid is not None else None
        return None
    for st in random_hands(GAME, rules, 3, 600, choose=choose):
        r = st.result()
        if r.details["outcome"] != "played":
            continue
        assert list(r.settlement) == expected_chips(st)
        assert sum(r.settlement) == 0  # chips go from losers to winners
        levels.add((r.contract.kind, r.details["won"], r.details["multiplier"]))
    assert {("spil", True, 1), ("spil", False, 1), ("spil", False, 2)} <= levels


@pytest.mark.parametrize(("kind", "won", "mult"), [
    ("spil", True, 2), ("spil", False, 3), ("stryger", True, 1), ("tout", False, 1),
])
def test_chip_levels(kind, won, mult):
    def pred(st):
        r = st.result()
        return (r.details["outcome"] == "played" and r.contract.kind == kind
                and r.details["won"] == won and r.details["multiplier"] == mult)

    def choose(st, rng):
        if st.phase == "bid":
            want = [a for a in st.legal_actions() if a.contract and a.contract.kind == kind]
            return want[0] if want else Action(st.to_move, "pass")
        return None
    st = find_hand(GAME, TENS, 3, pred, choose=choose)
    base = {"spil": 1, "stryger": 4, "tout": 10}[kind]
    amount = base * mult
    d = st.declarer
    assert st.result().settlement[d] == (2 if won else -2) * amount
