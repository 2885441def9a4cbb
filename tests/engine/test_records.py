"""Game records (docs/record-format.md): written, read, replayed, and refused when wrong."""

import copy
import json
import random

import pytest

from stich.engine.errors import InvalidRecord
from stich.engine.game import get_game
from stich.engine.record import FORMAT, load_record, make_record, read_record_file

GAME = get_game("schafkopf")


def finished(seed=7, preset=None):
    st = GAME.new_hand(GAME.rules(preset), dealer=seed % 4, seed=seed)
    rng = random.Random(seed)
    while not st.is_terminal:
        st = st.apply(rng.choice(st.legal_actions()))
    return st


def played_record(seed=7):
    for s in range(seed, seed + 50):
        st = finished(s)
        if st.result().tricks:
            return make_record(st, seed=s)
    raise AssertionError("no played hand")


def test_a_record_replays_to_the_same_result():
    rec = played_record()
    assert rec["format"] == FORMAT and rec["game"] == "schafkopf"
    assert rec["deal"]["hands"][0][0][0] in "EGHS"  # German notation in a Schafkopf record
    loaded = load_record(json.loads(json.dumps(rec)))
    assert make_record(loaded.final, seed=rec["seed"]) == rec


def test_a_record_may_give_only_the_seed():
    rec = played_record()
    del rec["deal"]
    assert load_record(rec).final.result().to_json("german") == rec["result"]


def test_french_card_names_are_accepted_in_a_german_game():
    rec = played_record()
    from stich.engine.cards import card_str, parse_card
    rec["deal"]["hands"] = [[card_str(parse_card(c), "french") for c in h]
                            for h in rec["deal"]["hands"]]
    load_record(rec)


def test_illegal_action_names_its_index_and_the_reason():
    rec = played_record()
    plays = [i for i, a in enumerate(rec["actions"]) if a["type"] == "play"]
    i = plays[1]
    bad = copy.deepcopy(rec)
    bad["actions"][i]["seat"] = (bad["actions"][i]["seat"] + 1) % 4
    with pytest.raises(InvalidRecord, match=rf"action {i}: it is seat \d's turn"):
        load_record(bad)


def test_a_wrong_result_is_refused():
    rec = played_record()
    rec["result"]["settlement"][0] += 10
    with pytest.raises(InvalidRecord, match=r"result\.settlement"):
        load_record(rec)


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.update(format="other/1"), "unknown record format"),
    (lambda r: r.update(game="chess"), "unknown game 'chess'"),
    (lambda r: r.update(extra_field=1), "unknown record field"),
    (lambda r: r["rules"].update(preset="nope"), "unknown preset"),
    (lambda r: r["deal"]["hands"][0].__setitem__(0, "XX"), "is not a card"),
    (lambda r: r["deal"]["hands"][0].__setitem__(0, r["deal"]["hands"][1][0]), "dealt twice"),
    (lambda r: r["deal"]["hands"].pop(), "the deal has 3 hands"),
    (lambda r: r["actions"].append({"seat": 0, "type": "fly"}), "unknown action type"),
    (lambda r: r["actions"].append({"seat": "x", "type": "pass"}), "integer 'seat'"),
    (lambda r: r.update(dealer="north"), "'dealer' must be a whole number"),
    (lambda r: r.update(actions={}), "'actions' must be a list"),
])
def test_malformed_records_give_one_clear_line(mutate, message):
    rec = played_record()
    mutate(rec)
    with pytest.raises(InvalidRecord, match=message) as e:
        load_record(rec)
    assert "\n" not in str(e.value)


def test_unreadable_files_are_invalid_records(tmp_path):
    p = tmp_path / "hand.json"
    p.write_text('{"format": "stich-record/1", ', encoding="utf-8")
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        read_record_file(p)
    p.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(InvalidRecord, match="not UTF-8"):
        read_record_file(p)
    with pytest.raises(InvalidRecord, match="cannot read"):
        read_record_file(tmp_path / "missing.json")


def test_unfinished_hand_record_loads_and_continues():
    st = GAME.new_hand(GAME.rules(), seed=3)
    st = st.apply(st.legal_actions()[0])
    rec = make_record(st)
    assert "result" not in rec
    loaded = load_record(rec)
    assert loaded.final.to_move == st.to_move and loaded.final.history() == st.history()


@pytest.mark.parametrize("context", [{"stock": "x"}, {"stock": None}, {"all_pass_streak": 1.5},
                                     {"stock": True}])
def test_a_damaged_context_is_an_invalid_record(context):
    rec = played_record()
    rec["context"] = context
    with pytest.raises(InvalidRecord, match="context"):
        load_record(rec)


@pytest.mark.parametrize("fmt, reason", [
    ("stich-record/2", "newer_version"), ("stich-record/17", "newer_version"),
    ("stich-record/0", "wrong_format"), ("stich-record/x", "wrong_format"),
    ("other/2", "wrong_format"), (None, "wrong_format"), (2, "wrong_format"),
])
def test_the_format_check_says_why_on_the_error(fmt, reason, tmp_path):
    """The store used to find "a newer version wrote it" by a regular expression on this
    error's English text; the reason now travels on the error, from the file too."""
    rec = {**played_record(), "format": fmt}
    with pytest.raises(InvalidRecord, match="unknown record format") as e:
        load_record(rec)
    assert e.value.reason == reason
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(rec))
    with pytest.raises(InvalidRecord) as e:
        read_record_file(path)
    assert e.value.reason == reason and str(e.value).startswith(f"{path}: unknown record format")
    path.write_text("[1, 2")
    with pytest.raises(InvalidRecord) as e:
        read_record_file(path)
    assert e.value.reason == "not_json"
