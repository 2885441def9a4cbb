"""SPEC §3 (Skat) rules that no other test pinned down, found by the rule-by-rule audit in
``docs/games/skat.md`` ("Rules and their tests"), and the §6 invariants checked against the
spec's own tables (not the engine's) over random house-rule combinations."""

from __future__ import annotations

import random

import pytest

from stich.engine.actions import Action
from stich.engine.cards import POINTS, parse_cards
from stich.engine.variants.skat.settlement import game_value

from .conformance import random_rules
from .skat_helpers import (
    GAME,
    SKAT1,
    SKAT2,
    SKAT3,
    auction,
    declare,
    do,
    finish,
    hand,
    rules,
    swap,
)
from .spec_tricks import spec_follow, spec_winner
from .test_skat_conformance import plausible

# ------------------------------------------------------------------ §3.8 levels achieved


@pytest.mark.parametrize(("points", "schneider"), [(89, False), (90, True), (31, False),
                                                   (30, True)])
def test_schneider_is_a_party_with_30_or_less(points, schneider):
    # Clubs with 1, bid 18: 61..89 is a plain win (2 levels, 24); 90 adds schneider (36).
    # At 30 the declarer is himself schneidered: lost, with the schneider level (-72).
    v = game_value(12, 1, frozenset(), points, 5, 5, 18)
    assert v.schneider is schneider
    expected = {89: 24, 90: 36, 31: -48, 30: -72}[points]
    assert v.score == expected


def test_schwarz_is_decided_by_tricks_not_by_points():
    # The declarer takes no trick but the skat holds 14 points: he is still schwarz (§3.8,
    # §6 item 5): Clubs with 1, game, schneider, schwarz = 4 levels, 48, lost -96.
    v = game_value(12, 1, frozenset(), 14, 0, 10, 18)
    assert v.schwarz and v.schneider and v.levels == 4 and v.score == -96
    # One trick worth nothing more is not schwarz: 3 levels, 36, lost -72.
    w = game_value(12, 1, frozenset(), 14, 1, 9, 18)
    assert not w.schwarz and w.levels == 3 and w.score == -72


def test_schwarz_achieved_without_announcement_adds_two_levels():
    # Clubs with 1 and every trick: 1 + game + schneider + schwarz = 4 levels, 48 (§3.9).
    v = game_value(12, 1, frozenset(), 120, 10, 0, 18)
    assert v.won and v.schneider and v.schwarz and v.levels == 4 and v.score == 48


@pytest.mark.parametrize(("points", "won"), [(89, False), (90, True)])
def test_announced_schneider_needs_90(points, won):
    # Grand Hand with 1, schneider announced: 1 + game + hand + schneider + announced = 5.
    v = game_value(24, 1, frozenset({"hand", "schneider"}), points, 8, 2, 18)
    assert v.won is won and v.levels == 5
    assert v.score == (120 if won else -240)


# ------------------------------------------------------------------ §3.7, §3.9, §3.10 a won null

# SKAT-3 with Rearhand's KD and Forehand's 7D exchanged: Rearhand's ten lowest cards.
NULL_WON = swap(SKAT3, "KD", "7D")


@pytest.mark.parametrize(("how", "flags", "value"), [("pick", (), 23), ("hand", ("hand",), 35)])
def test_a_null_without_a_trick_is_won_at_its_fixed_value(how, flags, value):
    for preset, expected in (("isko", value), ("seeger-fabian", value + 50)):
        st = auction(hand(NULL_WON, rules(preset)),
                     "bid 18, pass, bid 20, hold, bid 22, hold, bid 23, pass")
        st = do(st, how)
        if how == "pick":
            st = do(st, "discard", cards="AS AH")
        res = finish(declare(st, "null", None, *flags)).result()
        assert len(res.tricks) == 10 and all(t.winner != 2 for t in res.tricks)
        assert res.details["won"] and res.details["null_value"] == value
        assert res.settlement == (0, 0, expected)  # nobody else scores for a won game


# ------------------------------------------------------------------ §3.6 item 2, §0.7 item 1


def test_the_hand_player_never_sees_the_skat():
    # Two deals that differ only in which cards lie in the skat and which Rearhand holds:
    # Middlehand, who plays hand, sees the same thing after declaring and through the play.
    other = swap(swap(SKAT1, "QC", "9D"), "7S", "QD")
    a = declare(do(auction(hand(SKAT1), "bid 18, hold, bid 20, hold, bid 22, pass, pass"),
                   "hand"), "suit", "H", "hand")
    b = declare(do(auction(hand(other), "bid 18, hold, bid 20, hold, bid 22, pass, pass"),
                   "hand"), "suit", "H", "hand")
    assert a.observation(1) == b.observation(1)
    for seat, card in ((0, "AS"), (1, "10S")):  # Forehand leads a spade, Middlehand follows
        play = Action(seat, "play", card=parse_cards(card)[0])
        a, b = a.apply(play), b.apply(play)
        assert a.observation(1) == b.observation(1)
    assert a.observation(2) != b.observation(2)  # Rearhand holds different cards


# ------------------------------------------------------------------ §3.9 Grand ouvert, §3.6


def test_grand_ouvert_with_four_played_out_is_worth_264():
    # SKAT-2's Forehand holds JC JH JD; with JS he has all four. Give him JS for the 9H.
    ex = swap(SKAT2, "JS", "9H")
    st = do(auction(hand(ex), "bid 18, hold, bid 33, hold, pass, pass"), "hand")
    st = declare(st, "grand", None, "hand", "schneider", "schwarz", "ouvert")
    res = st
    while not res.is_terminal:
        res = res.apply(res.legal_actions()[0])
    d = res.result().details
    assert len(res.tricks) == 10 and d["won"] and d["matadors"] == 4  # V3
    assert d["levels"] == 11 and d["value"] == 264 and res.result().settlement == (264, 0, 0)


# ------------------------------------------------------------------ §6 invariants, §0.4, §3.2

JACKS = parse_cards("JC JS JH JD")
NULL_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")
SUIT_ORDER = ("A", "10", "K", "Q", "9", "8", "7")


def spec_order(kind, trump_suit):
    """SPEC §3.2's table: (trumps high to low, rank order inside a plain suit)."""
    letters = "CSHD"
    if kind == "null":
        return [], NULL_ORDER
    trumps = list(JACKS)
    if kind == "suit":
        s = letters[trump_suit]
        trumps += parse_cards(" ".join(r + s for r in SUIT_ORDER))
    return trumps, SUIT_ORDER


@pytest.mark.parametrize("players", [3, 4])
def test_random_hands_keep_the_spec_invariants(players):
    rng = random.Random(80 + players)
    plays = 0
    for i in range(60):
        rules = random_rules(GAME, rng)
        st = GAME.new_hand(rules, players=players, dealer=i % players, seed=i)
        # §6 item 1: ten cards to each active seat, two in the skat, none to a sitting dealer.
        sizes = [len(h) for h in st.deal.hands]
        assert sorted(sizes) == ([10, 10, 10] if players == 3 else [0, 10, 10, 10])
        assert len(st.deal.extra) == 2
        if players == 4:
            assert sizes[st.dealer] == 0
        while not st.is_terminal:
            if st.phase == "play":
                trumps, plain = spec_order(st.contract.kind, st.contract.suit)
                seat = st.to_move
                held = [c for c in range(36) if st.hands[seat] >> c & 1]
                legal = {a.card for a in st.legal_actions()}
                assert legal == spec_follow(held, list(st.trick), trumps)  # §6 item 2
                plays += 1
            st = st.apply(plausible(st, rng))
        res = st.result()
        active = set(st.seats)
        for k, t in enumerate(res.tricks):
            assert sorted(t.seats) == sorted(active)  # one card per active player
            trumps, plain = spec_order(res.contract.kind, res.contract.suit)
            assert t.seats[spec_winner(list(t.cards), trumps, plain)] == t.winner
            leader = st.forehand if k == 0 else res.tricks[k - 1].winner
            assert t.seats[0] == leader  # forehand leads, then the trick's winner
        d = res.details
        if d["outcome"] == "played" and not d.get("ended_early"):
            # §6 items 3 and 6: 120 in all, the skat (discards or untouched) to the declarer.
            assert sum(res.points) == 120
            won = sum(POINTS[c] for t in res.tricks if t.winner == res.declarer
                      for c in t.cards)
            aside = parse_cards(" ".join(d["discards"] or d["skat"]))
            assert res.points[res.declarer] == won + sum(POINTS[c] for c in aside)
    assert plays > 1000


# ------------------------------------------------------------------ §3.10 overbid boundary


def test_a_value_equal_to_the_bid_is_not_overbid():
    # Clubs with 1 is worth 24: at a bid of 24 it is won (+24), at 27 overbid (charged 36).
    v = game_value(12, 1, frozenset(), 75, 6, 4, 24)
    assert v.won and not v.overbid and v.score == 24
    w = game_value(12, 1, frozenset(), 75, 6, 4, 27)
    assert w.overbid and w.charged == 36 and w.score == -72


# ------------------------------------------------------------------ §3.12 Bock triggers


def test_sixty_sixty_starts_a_bock_round():
    from .sjavs_search import find_hand

    r = rules(bock=True, bock_triggers=["sixty_sixty"])

    def sixty(st):
        d = st.result().details
        return d["outcome"] == "played" and d.get("declarer_points") == 60 \
            and not d["ended_early"]
    st = find_hand(GAME, r, 3, sixty, choose=lambda s, rng: plausible(s, rng))
    res = st.result()
    assert not res.details["won"] and res.details["bock_triggers"] == ["sixty_sixty"]
    assert res.carry == {"bock": 3}


def test_only_a_won_grand_hand_starts_a_bock_round():
    r = rules(bock=True, bock_triggers=["grand_hand"])
    st = do(auction(hand(SKAT2, r), "bid 18, hold, bid 33, hold, pass, pass"), "pick")
    st = declare(do(st, "discard", cards="8D 7D"), "grand")
    res = finish(st).result()
    assert res.details["won"] and res.details["bock_triggers"] == []
    assert res.carry == {"bock": 0}
