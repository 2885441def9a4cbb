"""SPEC §0.7 item 1 for Skat: the skat and the discards are hidden from the opponents, the
declarer knows what he took up and laid away; records round-trip."""

import json
import random

import pytest

from stich.engine.actions import Action
from stich.engine.errors import InvalidRecord
from stich.engine.record import load_record, make_record

from .conformance import play_random_hand
from .skat_helpers import GAME, SKAT1, auction, declare, do, hand, rules, swap
from .test_skat_examples import skat1, skat2, skat3

M_AT_22 = "bid 18, hold, bid 20, hold, bid 22, pass, pass"


def test_nobody_sees_the_skat_before_it_is_taken_up():
    # Two deals that differ only in which cards are in the skat and which in Rearhand's hand:
    # Forehand and Middlehand cannot tell them apart.
    a = hand(SKAT1)
    b = hand(swap(swap(SKAT1, "QC", "9D"), "7S", "QD"))
    for seat in (0, 1):
        assert a.observation(seat) == b.observation(seat)
    assert a.observation(2) != b.observation(2)  # Rearhand sees his own hand


def test_opponents_see_a_discard_without_its_cards():
    st = do(do(auction(hand(SKAT1), M_AT_22), "pick"), "discard", cards="10S 7D")
    for seat in (0, 2):
        last = st.observation(seat).history[-1]
        assert last == Action(1, "discard")
    assert st.observation(1).history[-1].cards is not None


def test_opponents_cannot_tell_what_was_taken_up_or_laid_away():
    # Middlehand lays away the two skat cards or two of his own: the opponents' view is the same.
    base = do(auction(hand(SKAT1), M_AT_22), "pick")
    kept = do(base, "discard", cards="QC 7S")
    other = do(base, "discard", cards="10S 7D")
    for seat in (0, 2):
        assert kept.observation(seat) == other.observation(seat)
        assert declare(kept, "suit", "H").observation(seat) == \
            declare(other, "suit", "H").observation(seat)
    assert kept.observation(1) != other.observation(1)


def test_the_skat_dealt_does_not_show_after_a_pickup():
    # Two deals whose skat and Middlehand's hand trade places: after taking up and laying
    # away the same two cards, Middlehand holds the same ten cards in both.
    a = swap(swap(SKAT1, "QC", "AH"), "7S", "10H")
    sa = do(do(auction(hand(SKAT1), M_AT_22), "pick"), "discard", cards="10S 7D")
    sb = do(do(auction(hand(a), M_AT_22), "pick"), "discard", cards="10S 7D")
    assert sa.hands == sb.hands
    for seat in (0, 2):
        assert sa.observation(seat) == sb.observation(seat)
    assert sa.observation(1).public["skat"] != sb.observation(1).public["skat"]


def test_everything_is_revealed_at_the_end():
    res = skat1().result()
    assert res.details["skat"] == ["QC", "7S"] and res.details["discards"] == ["10S", "7D"]
    obs = skat1().observation(0)
    assert obs.result is not None and obs.result.details["discards"] == ["10S", "7D"]


def test_observation_lists_the_legal_actions_only_for_the_seat_to_move():
    st = hand(SKAT1)
    assert st.observation(1).legal == tuple(st.legal_actions())
    assert st.observation(0).legal == () and st.observation(2).legal == ()


def test_observation_of_a_four_seat_table():
    st = GAME.new_hand(GAME.rules(), players=4, dealer=0, seed=3)
    obs = st.observation(0)
    assert obs.hand == 0 and obs.to_move == 2 and obs.public["forehand"] == 1


def roundtrip(state):
    rec = json.loads(json.dumps(make_record(state)))
    again = load_record(rec).final
    assert again.history() == state.history()
    if state.is_terminal:
        assert again.result().to_json("french") == state.result().to_json("french")
    return rec


@pytest.mark.parametrize("make", [skat1, skat2, skat3])
def test_examples_round_trip(make):
    rec = roundtrip(make())
    assert rec["game"] == "skat"
    kinds = {a["type"] for a in rec["actions"]}
    assert kinds <= {"bid", "hold", "pass", "pick", "hand", "discard", "declare", "play"}


def test_record_shapes():
    rec = roundtrip(skat1())
    declare_json = next(a for a in rec["actions"] if a["type"] == "declare")
    assert declare_json == {"seat": 1, "type": "declare",
                            "contract": {"kind": "suit", "suit": "H"}}
    discard_json = next(a for a in rec["actions"] if a["type"] == "discard")
    assert discard_json == {"seat": 1, "type": "discard", "cards": ["10S", "7D"]}
    bid_json = rec["actions"][0]
    assert bid_json == {"seat": 1, "type": "bid", "value": 18}
    assert rec["result"]["contract"] == {"kind": "suit", "suit": "H", "declarer": 1}
    grand = roundtrip(skat2())
    assert grand["result"]["contract"] == {"kind": "grand", "hand": True, "declarer": 0}


@pytest.mark.parametrize("preset,players", [
    ("isko", 3), ("isko", 4), ("kneipe", 3), ("kneipe", 4), ("schieberamsch", 3)])
def test_random_hands_round_trip(preset, players):
    rng = random.Random(5)
    for i in range(10):
        st = GAME.new_hand(rules(preset), players=players, dealer=i % players, seed=i)
        roundtrip(play_random_hand(st, rng, check_illegal=False, check_observations=False))


def test_a_record_with_an_illegal_bid_does_not_load():
    rec = json.loads(json.dumps(make_record(skat3())))
    rec["actions"][0]["value"] = 19
    rec.pop("result")
    with pytest.raises(InvalidRecord) as e:
        load_record(rec)
    assert "19 is not a bid value" in str(e.value)

