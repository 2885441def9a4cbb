"""Klørsjavs observations (SPEC §0.7 item 1) and records."""

from __future__ import annotations

import json

import pytest

from stich.cli import main as cli
from stich.engine.cards import parse_cards
from stich.engine.errors import InvalidRecord
from stich.engine.game import get_game
from stich.engine.record import load_record, make_record
from stich.engine.state import Deal

from .helpers import act
from .sjavs_search import random_hands
from .test_klorsjavs_examples import KS1, ks1

GAME = get_game("klorsjavs")


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


def swap_cat(deal, seat, cards):
    """The same deal with the cat exchanged for two of ``seat``'s cards."""
    cards = parse_cards(cards)
    cat = list(deal.extra)
    hand = list(deal.hands[seat])
    for i, c in enumerate(cards):
        hand[hand.index(c)], cat[i] = cat[i], c
    hands = list(deal.hands)
    hands[seat] = tuple(hand)
    return Deal(tuple(hands), tuple(cat))


def test_each_seat_sees_only_its_own_cards():
    st = act(GAME.new_hand(dealer=2, deal=KS1), "intent")
    for seat in range(3):
        obs = st.observation(seat)
        assert obs.hand == st.hands[seat] and obs.known == {}
        assert obs.hand & mask("AS AH") == 0
        assert obs.legal == (tuple(st.legal_actions()) if seat == 0 else ())


def test_blind_discards_hidden_from_the_others_the_declarer_keeps_seeing_them():
    st = act(GAME.new_hand(dealer=2, deal=KS1), "intent")
    st = act(st, "discard", cards=tuple(parse_cards("KS QH")))
    assert st.observation(0).history[-1].cards == tuple(sorted(parse_cards("KS QH")))
    assert st.observation(0).hand == mask("QC JS AC 5C AS AH")
    for seat in (1, 2):
        last = st.observation(seat).history[-1]
        assert last.type == "discard" and last.cards is None
        assert st.observation(seat).public["cat_taken"]


def test_a_defender_cannot_tell_which_cat_the_declarer_took():
    # R holds JH KH AD KD QD 5D: give him AS AH and put AD KD in the cat instead.
    other = swap_cat(KS1, 2, "AD KD")
    seen = []
    for deal in (KS1, other):
        st = act(GAME.new_hand(dealer=2, deal=deal), "intent")
        st = act(act(st, "discard", cards=tuple(parse_cards("KS QH"))), "pass")
        seen.append(st.observation(1))
    assert seen[0] == seen[1]


def test_an_unused_cat_stays_unseen_until_the_end():
    other = swap_cat(KS1, 2, "AD KD")
    seen = []
    for deal in (KS1, other):
        st = act(act(GAME.new_hand(dealer=2, deal=deal), "intent"), "hand")
        seen.append([st.observation(s) for s in (0, 1)])
    assert seen[0] == seen[1]


def test_the_result_reveals_the_cat_and_the_discards():
    st = ks1()
    for seat in range(3):
        details = st.observation(seat).result.details
        assert details["cat"] == ["AS", "AH"] and details["discards"] == ["KS", "QH"]


def test_oere_standings_are_public():
    st = GAME.new_hand(dealer=2, deal=KS1, context={"oere": [52, 56, 40]})
    assert st.observation(1).public["oere"] == (52, 56, 40)


# ------------------------------------------------------------------ records

def test_record_of_ks1():
    rec = json.loads(json.dumps(make_record(ks1())))
    assert rec["game"] == "klorsjavs" and rec["deal"]["extra"] == ["AS", "AH"]
    assert rec["actions"][:3] == [
        {"seat": 0, "type": "intent"},
        {"seat": 0, "type": "discard", "cards": ["KS", "QH"]},
        {"seat": 0, "type": "pass"},
    ]
    assert rec["context"] == {"oere": [60, 60, 60]}
    assert rec["result"]["settlement"] == [0, -4, -4]
    assert rec["result"]["carry"]["oere"] == [60, 56, 56]
    loaded = load_record(rec)
    assert loaded.final.result() == ks1().result()
    rec["result"]["settlement"] = [0, -8, -8]
    with pytest.raises(InvalidRecord, match="settlement"):
        load_record(rec)


def test_a_record_with_discards_in_any_order_replays():
    st = act(GAME.new_hand(dealer=2, deal=KS1), "intent")
    rec = make_record(st)
    rec["actions"].append({"seat": 0, "type": "discard", "cards": ["QH", "KS"]})
    assert load_record(rec).final.set_aside() == mask("KS QH")


def test_a_bad_context_is_refused():
    rec = make_record(GAME.new_hand(dealer=2, deal=KS1))
    rec["context"] = {"oere": [60, 60]}
    with pytest.raises(InvalidRecord, match="oere"):
        load_record(rec)


@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_records_round_trip(preset):
    rules = GAME.rules(preset)
    for st in random_hands(GAME, rules, rules.players, 30):
        again = load_record(json.loads(json.dumps(make_record(st)))).final
        assert again.history() == st.history()
        assert again.result().to_json("french") == st.result().to_json("french")


def test_cli_replays_a_written_record(tmp_path, capsys):
    path = tmp_path / "ks1.json"
    path.write_text(json.dumps(make_record(ks1())), encoding="utf-8")
    assert cli(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] and out["settlement"] == [0, -4, -4]


def test_cli_simulate_every_preset(tmp_path, capsys):
    for preset in GAME.rules_class.preset_names():
        out = tmp_path / preset
        assert cli(["simulate", "--game", "klorsjavs", "--rules", preset, "--deals", "20",
                    "--seed", "1", "--records", str(out), "--verify"]) == 0
        assert len(list(out.iterdir())) == 20
    capsys.readouterr()
