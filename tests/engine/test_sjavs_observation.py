"""Faroese Sjavs observations (SPEC §0.7 item 1) and records."""

from __future__ import annotations

import json
import random

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


# ------------------------------------------------------------------ two players: the piles

def _states(final):
    """Every state of a finished 2-player hand, from the deal on."""
    st = GAME.new_hand(final.rules, players=2, dealer=final.dealer, deal=final.deal,
                       context=final.context)
    yield st
    for a in final.history():
        st = st.apply(a)
        yield st


def test_two_players_piles_start_face_up_on_covered_cards():
    st = GAME.new_hand(RULES, players=2, dealer=1, seed=3)
    for viewer in (0, 1):
        piles = st.observation(viewer).public["piles"]
        for s in (0, 1):
            assert piles[s] == tuple((c, True) for c in st.deal.hands[s][4:8])


def test_two_players_piles_are_public_and_match_the_rows():
    for final in random_hands(GAME, RULES, 2, 20):
        for st in _states(final):
            piles = st.observation(0).public["piles"]
            assert st.observation(1).public["piles"] == piles
            for s in (0, 1):
                dealt = st.deal.hands[s]
                assert tuple(cov for _, cov in piles[s]) == st.observation(0).public["covered"][s]
                faces = [c for c, _ in piles[s] if c is not None]
                assert sum(1 << c for c in faces) == st.up[s] and len(faces) == st.up[s].bit_count()
                for i, (c, cov) in enumerate(piles[s]):
                    assert cov == bool(st.down[s] >> dealt[i] & 1)
                    assert c in (None, dealt[i], dealt[4 + i])
                    if cov:  # the face-down card is never named while it lies face down
                        assert c != dealt[i]


def test_two_players_a_turned_card_shows_on_its_pile():
    def pred(st):
        return any(t.cards[0] in st.deal.hands[t.seats[0]][4:8] for t in st.tricks[:1])
    final = find_hand(GAME, RULES, 2, pred, tries=2000)
    seat, lead = final.tricks[0].seats[0], final.tricks[0].cards[0]
    i = final.deal.hands[seat].index(lead) - 4
    below = final.deal.hands[seat][i]
    states = list(_states(final))
    start = next(k for k, st in enumerate(states) if st.phase == "play")
    played, ended = states[start + 1], states[start + 2]
    assert played.observation(1 - seat).public["piles"][seat][i] == (None, True)
    assert ended.observation(1 - seat).public["piles"][seat][i] == (below, False)


def test_two_players_piles_hide_the_covered_cards():
    """Swap the cards still face down among the covered piles: neither seat sees a change."""
    rng = random.Random(7)
    checked = 0
    for final in random_hands(GAME, RULES, 2, 30):
        for st in _states(final):
            if rng.random() > 0.15:
                continue
            slots = [(s, i) for s in (0, 1) for i in range(4)
                     if st.down[s] >> st.deal.hands[s][i] & 1]
            if len(slots) < 2:
                continue
            cards = [st.deal.hands[s][i] for s, i in slots]
            rng.shuffle(cards)
            hands = [list(h) for h in st.deal.hands]
            for (s, i), c in zip(slots, cards, strict=True):
                hands[s][i] = c
            alt = GAME.new_hand(st.rules, players=2, dealer=st.dealer,
                                deal=Deal(tuple(map(tuple, hands)), st.deal.extra),
                                context=st.context)
            for a in st.history():
                alt = alt.apply(a)
            for viewer in (0, 1):
                assert alt.observation(viewer) == st.observation(viewer)
            checked += 1
    assert checked > 20


def test_two_players_rows_remember_where_each_pile_card_came_from():
    """``rows`` names each pile's face-up card from the deal on and its face-down card from
    the moment it is turned up, also after both are played; never a covered card."""
    named_after_play = 0
    for final in random_hands(GAME, RULES, 2, 20):
        for st in _states(final):
            rows = st.observation(0).public["rows"]
            assert st.observation(1).public["rows"] == rows
            played = [sum(1 << a.card for a in st.history() if a.type == "play" and a.seat == s)
                      for s in (0, 1)]
            for s in (0, 1):
                dealt = st.deal.hands[s]
                for i, (top, below) in enumerate(rows[s]):
                    assert top == dealt[4 + i]
                    covered = bool(st.down[s] >> dealt[i] & 1)
                    assert below == (None if covered else dealt[i])
                    if below is not None and played[s] >> below & 1:
                        named_after_play += 1
    assert named_after_play > 50
