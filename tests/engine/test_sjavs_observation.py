"""Faroese Sjavs observations (SPEC §0.7 item 1) and records."""

from __future__ import annotations

import json

import pytest

from stich.cli import main as cli
from stich.engine.actions import Action
from stich.engine.cards import HEARTS
from stich.engine.errors import IllegalAction, InvalidRecord
from stich.engine.game import get_game
from stich.engine.record import load_record, make_record
from stich.engine.state import Deal

from .helpers import contract, play_tricks
from .sjavs_search import find_hand, random_hands
from .test_sjavs_examples import SJ1_TRICKS, sj1

GAME = get_game("sjavs")
RULES = GAME.rules()


def test_four_players_see_their_own_hand_and_the_fixed_partnership():
    st = sj1()
    for seat in range(4):
        obs = st.observation(seat)
        assert obs.hand == st.hands[seat] and obs.known == {}
        assert obs.partners == (3,) and obs.declarer == 1
        assert obs.contract == contract("sjavs", HEARTS)
        assert obs.public["bids"] == ((1, 6, False),)


def test_bids_are_public_in_order():
    st = GAME.new_hand(RULES, dealer=3, seed=5)
    while st.phase == "bid":
        st = st.apply(st.legal_actions()[0])
    for seat in range(4):
        assert st.observation(seat).public["bids"] == st.bids


def three_player_exchange():
    return find_hand(GAME, RULES, 3, lambda s: s.declarer is not None and any(
        a.type == "discard" for a in s.history()), tries=500)


def test_three_players_discards_and_skat_are_hidden():
    st = three_player_exchange()
    d = st.declarer
    discard = next(a for a in st.history() if a.type == "discard")
    for seat in range(3):
        seen = next(a for a in st.observation(seat).history if a.type == "discard")
        assert seen.cards == (discard.cards if seat == d else None)
        assert st.observation(seat).public["exchanged"] == len(discard.cards)


def test_three_players_a_defender_cannot_tell_the_skat():
    st = three_player_exchange()
    d = st.declarer
    x, y = [s for s in range(3) if s != d]
    # Put the skat into y's hand, in place of two cards y still held when play began.
    start = _replay_until_play(st)
    held = [c for c in st.deal.hands[y] if start.hands[y] >> c & 1][:2]
    hands = [list(h) for h in st.deal.hands]
    skat = list(st.deal.extra)
    for i, c in enumerate(held):
        hands[y][hands[y].index(c)], skat[i] = skat[i], c
    other = Deal(tuple(tuple(h) for h in hands), tuple(skat))
    alt = GAME.new_hand(RULES, players=3, dealer=st.dealer, deal=other)
    for a in start.history():
        alt = alt.apply(a)
    assert alt.observation(x) == start.observation(x)


def _replay_until_play(st):
    again = GAME.new_hand(st.rules, players=st.players, dealer=st.dealer, deal=st.deal,
                          context=st.context)
    for a in st.history():
        if again.phase == "play":
            break
        again = again.apply(a)
    return again


def test_three_players_result_reveals_skat_and_discards():
    st = three_player_exchange()
    details = st.observation(0).result.details
    assert len(details["skat"]) == 2 and 1 <= len(details["discards"]) <= 2


def test_two_players_face_down_cards_hidden_from_their_owner_too():
    st = GAME.new_hand(RULES, players=2, dealer=1, seed=3)
    for seat in (0, 1):
        obs = st.observation(seat)
        down = st.down[seat]
        assert obs.hand & down == 0
        assert all(v & (st.down[0] | st.down[1]) == 0 for v in obs.known.values())


# ------------------------------------------------------------------ records

def test_record_of_sj1():
    st = play_tricks_sj1()
    rec = json.loads(json.dumps(make_record(st)))
    assert rec["actions"][:5] == [
        {"seat": 0, "type": "pass"},
        {"seat": 1, "type": "bid", "value": 6, "kind": "simple"},
        {"seat": 2, "type": "pass"},
        {"seat": 3, "type": "pass"},
        {"seat": 1, "type": "declare", "contract": {"kind": "sjavs", "suit": "H"}},
    ]
    assert rec["context"] == {"ladder": [24, 24], "crosses": [0, 0], "ties_pending": 0}
    assert rec["result"]["contract"] == {"kind": "sjavs", "suit": "H", "declarer": 1}
    assert rec["result"]["partners"] == [3]
    assert rec["result"]["carry"]["ladder"] == [24, 22]
    assert load_record(rec).final.result() == st.result()


def play_tricks_sj1():
    return play_tricks(sj1(), SJ1_TRICKS)


def test_a_must_overtrump_violation_in_a_record_is_refused():
    rec = make_record(play_tricks_sj1())
    del rec["result"]
    # Trick 2, P3 plays 9H under 10H instead of overtrumping with QH.
    i = next(i for i, a in enumerate(rec["actions"]) if a.get("card") == "QH")
    rec["actions"][i]["card"] = "9H"
    with pytest.raises(InvalidRecord, match="must overtrump"):
        load_record(rec)


@pytest.mark.parametrize("players", [4, 3, 2])
def test_records_round_trip(players):
    for preset in GAME.rules_class.preset_names():
        rules = GAME.rules(preset)
        if players not in GAME.player_counts(rules):
            continue
        for st in random_hands(GAME, rules, players, 15):
            rec = json.loads(json.dumps(make_record(st)))
            again = load_record(rec).final
            assert again.history() == st.history()
            assert again.result().to_json("french") == st.result().to_json("french")
            if players == 2:
                assert [len(h) for h in rec["deal"]["hands"]] == [16, 16]


def test_illegal_actions_leave_no_trace():
    st = sj1()
    before = json.dumps(make_record(st))
    with pytest.raises(IllegalAction):
        st.apply(Action(2, "play", card=0))
    assert json.dumps(make_record(st)) == before


def test_cli_simulate_every_preset_and_player_count(tmp_path, capsys):
    for preset in GAME.rules_class.preset_names():
        for players in GAME.player_counts(GAME.rules(preset)):
            out = tmp_path / f"{preset}-{players}"
            assert cli(["simulate", "--game", "sjavs", "--rules", preset, "--players",
                        str(players), "--deals", "15", "--seed", "1", "--records", str(out),
                        "--verify"]) == 0
    capsys.readouterr()
    assert cli(["simulate", "--game", "sjavs", "--rules", "base_system", "--players", "3",
                "--deals", "1"]) == 2
    assert "played by 4, 2, not 3" in capsys.readouterr().err


def test_three_player_discard_in_any_order():
    st = _replay_until_exchange(three_player_exchange())
    d = st.declarer
    a, b = sorted(c for c in range(36) if st.hands[d] >> c & 1)[:2]
    after = st.apply(Action(d, "discard", cards=(b, a)))
    assert after.history()[-1].cards == (a, b)


def _replay_until_exchange(st):
    again = GAME.new_hand(st.rules, players=st.players, dealer=st.dealer, deal=st.deal)
    for action in st.history():
        if again.phase == "exchange":
            break
        again = again.apply(action)
    return again
