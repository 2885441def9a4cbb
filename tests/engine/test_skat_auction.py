"""SPEC §3.4-§3.5 with §0.7 items 11 and 15: bid values and every path of the auction."""

import pytest

from stich.engine.actions import Action
from stich.engine.errors import IllegalAction
from stich.engine.match import Match
from stich.engine.variants.skat.contracts import BID_VALUES

from .skat_helpers import GAME, SKAT1, auction, do, hand, rules

SPEC_LIST = """18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 63 66 70 72 77 80 81 84
88 90 96 99 100 108 110 117 120 121 126 130 132 135 140 143 144 150 153 154 156 160 162 165 168
170 176 180 187 192 198 204 216 240 264"""


def test_bid_list_is_exactly_the_63_values():
    assert len(BID_VALUES) == 63
    assert list(BID_VALUES) == [int(x) for x in SPEC_LIST.split()]
    expected = ({b * m for b in (9, 10, 11, 12) for m in range(2, 19)}
                | {24 * m for m in range(2, 12)} | {23, 35, 46, 59})
    assert set(BID_VALUES) == expected


def test_middlehand_speaks_first_and_may_bid_every_value():
    st = hand(SKAT1)
    assert st.phase == "bid" and st.to_move == 1
    legal = st.legal_actions()
    assert Action(1, "pass") in legal
    assert sorted(a.value for a in legal if a.type == "bid") == list(BID_VALUES)


@pytest.mark.parametrize("value", [0, 17, 19, 21, 25, 265, 300, -18])
def test_only_bid_values_are_accepted(value):
    st = hand(SKAT1)
    with pytest.raises(IllegalAction) as e:
        do(st, "bid", value=value)
    assert e.value.reason == "not_a_bid_value"
    assert str(e.value) == f"{value} is not a bid value"


def test_a_bid_must_be_above_the_current_bid():
    st = auction(hand(SKAT1), "bid 20, hold")
    for v in (18, 20):
        with pytest.raises(IllegalAction) as e:
            do(st, "bid", value=v)
        assert e.value.reason == "bid_too_low"
        assert e.value.params == {"value": v, "current": 20}
        assert str(e.value) == f"{v} is not above the current bid 20"
    assert auction(st, "bid 22").bid == 22


def test_skipping_values_is_allowed():
    st = auction(hand(SKAT1), "bid 48")
    assert st.bid == 48 and st.phase == "answer" and st.to_move == 0


def test_the_listener_only_holds_or_passes():
    st = auction(hand(SKAT1), "bid 18")
    assert st.to_move == 0
    assert {a.type for a in st.legal_actions()} == {"hold", "pass"}
    with pytest.raises(IllegalAction) as e:
        do(st, "bid", value=20)
    assert e.value.reason == "wrong_phase"
    st = do(st, "hold")
    assert st.bid == 18 and st.to_move == 1  # a hold keeps the value


def test_forehand_passes_middlehand_survives_then_rearhand_speaks_to_him():
    st = auction(hand(SKAT1), "bid 18, hold, bid 20, pass")
    assert (st.stage, st.speaker, st.listener, st.to_move) == (2, 2, 1, 2)
    st = auction(st, "bid 22, hold, bid 23, pass")
    assert st.declarer == 2 and st.bid == 23 and st.phase == "skat"


def test_middlehand_passes_rearhand_speaks_to_forehand():
    st = auction(hand(SKAT1), "pass")
    assert (st.stage, st.speaker, st.listener, st.to_move) == (2, 2, 0, 2)
    st = auction(st, "bid 18, hold, pass")
    assert st.declarer == 0 and st.bid == 18


def test_survivor_of_phase_one_keeps_the_game_when_rearhand_passes():
    st = auction(hand(SKAT1), "bid 30, hold, pass, pass")
    assert st.declarer == 0 and st.bid == 30


def test_rearhand_wins_when_the_survivor_passes():
    st = auction(hand(SKAT1), "pass, bid 24, pass")
    assert st.declarer == 2 and st.bid == 24


def test_special_case_forehand_may_play_at_18():
    st = auction(hand(SKAT1), "pass, pass")
    assert st.phase == "bid" and st.stage == 3 and st.to_move == 0 and st.declarer is None
    legal = st.legal_actions()
    assert legal == [Action(0, "pass"), Action(0, "bid", value=18)]
    with pytest.raises(IllegalAction) as e:
        do(st, "bid", value=20)
    assert e.value.reason == "forehand_18_only"
    st = do(st, "bid", value=18)
    assert st.declarer == 0 and st.bid == 18 and st.phase == "skat"


def test_all_pass_is_a_redeal_by_default():
    st = auction(hand(SKAT1), "pass, pass, pass")
    assert st.is_terminal
    res = st.result()
    assert res.contract is None and res.settlement == (0, 0, 0) and res.tricks == ()
    assert res.details["outcome"] == "passed"
    sf = auction(hand(SKAT1, rules("seeger-fabian")), "pass, pass, pass").result()
    assert sf.settlement == (0, 0, 0)  # eingepasst deals score nothing (§3.11)


def test_passed_forehand_cannot_bid_again():
    st = auction(hand(SKAT1), "bid 18, pass, bid 20")
    assert st.to_move == 1  # Rearhand speaks to Middlehand, not to the passed Forehand
    with pytest.raises(IllegalAction) as e:
        st.apply(Action(0, "bid", value=22))
    assert e.value.reason == "not_your_turn"


def test_four_at_the_table_the_dealer_sits_out():
    st = GAME.new_hand(GAME.rules(), players=4, dealer=1, seed=7)
    assert st.seats == (0, 2, 3)
    assert st.deal.hands[1] == () and st.hands[1] == 0
    assert [len(h) for h in st.deal.hands] == [10, 0, 10, 10] and len(st.deal.extra) == 2
    assert st.order == (2, 3, 0) and st.to_move == 3  # F = 2, M = 3, R = 0
    st = auction(st, "pass, pass")
    assert st.to_move == 2  # the special case goes to Forehand
    with pytest.raises(IllegalAction):
        st.apply(Action(1, "pass"))


def test_the_dealer_rotates_over_the_whole_table():
    for players in (3, 4):
        match = Match(GAME, GAME.rules(), players)
        dealers = []
        for _ in range(players + 1):
            st = match.start_hand()
            dealers.append(st.dealer)
            assert st.forehand == (st.dealer + 1) % players
            st = auction(st, "pass, pass, pass")
            match.finish_hand(st)
        assert dealers == [*range(players), 0]


def test_deal_packets_follow_the_canonical_order():
    deck = list(range(36))
    deck = [c for c in deck if c % 9 != 8]  # the 32 cards
    deal = GAME.deal_cards(GAME.rules(), 3, 2, deck)
    f, m, r = deal.hands
    assert f == (*deck[0:3], *deck[11:15], *deck[23:26])
    assert m == (*deck[3:6], *deck[15:19], *deck[26:29])
    assert r == (*deck[6:9], *deck[19:23], *deck[29:32])
    assert deal.extra == (deck[9], deck[10])
    deal4 = GAME.deal_cards(GAME.rules(), 4, 0, deck)
    assert deal4.hands[0] == () and deal4.hands[1] == f and deal4.hands[3] == r


def test_seeded_deals_are_the_engines_canonical_shuffle():
    from stich.engine.game import Game
    rules_ = GAME.rules()
    for players in (3, 4):
        for seed in [*range(500), 2**40 + 7, 10**20, -5]:
            dealer = seed % players
            assert GAME.deal_from_seed(rules_, players, dealer, seed) == \
                Game.deal_from_seed(GAME, rules_, players, dealer, seed)
