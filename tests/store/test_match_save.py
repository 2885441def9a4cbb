"""The match save: resume restores an identical state after a kill between any two actions."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from stich.engine.record import make_record
from stich.store import match_save
from stich.store.atomic import remove_stale_temps
from stich.store.errors import BadSave, WriteFailed
from stich.store.match_save import (
    AutoSave,
    MatchInfo,
    MatchWriter,
    load_match,
    load_match_bytes,
    match_to_json,
    save_match,
)

from .helpers import assert_same, new_match, play, snapshot

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("preset", "seed", "hands"),
                         [("alles", 3, 3), ("stock", 11, 3), ("muss", 7, 4)])
def test_resume_between_any_two_actions(preset: str, seed: int, hands: int) -> None:
    """Save after every action of a random match (Ramsch, Bettel, Stock carried, all-pass
    streaks, a forced game); a kill after any save resumes identically, and play continues
    from the resumed state exactly as from the original. (The bytes are those the autosave
    writes; the file round trip is tested below.)"""
    match, info = new_match(preset, seed)
    writer = MatchWriter()
    rng = random.Random(seed)
    saved: list[tuple[bytes, dict[str, object]]] = []
    states = []
    for state in play(match, hands, rng):
        saved.append((writer.text(match, state, info).encode(), snapshot(match, state)))
        states.append(state)
    assert len(saved) > 80
    for i, (raw, expected) in enumerate(saved):
        loaded = load_match_bytes(raw)
        assert snapshot(loaded.match, loaded.state) == expected, f"after save {i}"
        assert loaded.info == info
        nxt = states[i + 1] if i + 1 < len(states) else None
        st = loaded.state
        if st is not None and not st.is_terminal and nxt is not None and not nxt.is_terminal:
            # the next action applies to the resumed state with the same outcome
            action = nxt.history()[-1]
            assert make_record(st.apply(action)) == make_record(nxt)


def test_resume_each_point_through_the_autosave_file(tmp_path: Path) -> None:
    match, info = new_match("ramsch", 21)
    autosave = AutoSave(tmp_path / "match.json")
    for state in play(match, 1, random.Random(2), pass_bias=0.9):
        autosave.save(match, state, info)
        assert_same(autosave.load(), match, state, info)


def test_states_between_hands(tmp_path: Path) -> None:
    match, info = new_match()
    path = tmp_path / "m.json"
    save_match(path, match, None, info)  # a match with nothing dealt
    loaded = load_match(path)
    assert loaded.state is None and loaded.hands_played == 0
    state = list(play(match, 1, random.Random(1)))[-1]
    assert state.is_terminal
    save_match(path, match, state, info)  # finished and on the sheet: "current" is null
    assert json.loads(path.read_text())["current"] is None
    loaded = load_match(path)
    assert loaded.state is not None and loaded.state.is_terminal
    assert not loaded.pending_finish
    assert_same(loaded, match, state, info)
    # a terminal hand not yet on the score sheet is saved with its result and reported
    nxt = match.start_hand()
    rng = random.Random(5)
    while not nxt.is_terminal:
        nxt = nxt.apply(rng.choice(nxt.legal_actions()))
    save_match(path, match, nxt, info)
    loaded = load_match(path)
    assert loaded.pending_finish
    loaded.match.finish_hand(loaded.state)
    match.finish_hand(nxt)
    assert snapshot(loaded.match, None) == snapshot(match, None)


def test_thrown_in_deal_with_the_same_dealer_is_not_finished_twice(tmp_path: Path) -> None:
    """Sjavs (Tórshavn) redeals a thrown-in deal by the same dealer: a save after that deal is
    on the score sheet must not offer it as a hand still to finish (it would count twice)."""
    from stich.engine.game import get_game
    from stich.engine.match import Match

    game = get_game("sjavs")
    rules = game.rules("torshavn")
    match = Match(game, rules, game.default_players(rules), seed=15)
    info = MatchInfo.new()
    state = match.start_hand()
    while not state.is_terminal:
        legal = state.legal_actions()
        state = state.apply(next((a for a in legal if a.type == "pass"), legal[0]))
    match.finish_hand(state)
    assert state.dealer == match.dealer  # thrown in, same dealer
    path = tmp_path / "m.json"
    save_match(path, match, state, info)
    assert json.loads(path.read_text())["current"] is None
    loaded = load_match(path)
    assert not loaded.pending_finish and loaded.hands_played == 1
    assert_same(loaded, match, state, info)


def test_writer_text_equals_plain_json(tmp_path: Path) -> None:
    match, info = new_match()
    writer = MatchWriter()
    for state in play(match, 2, random.Random(4)):
        text = writer.text(match, state, info)
        doc, plain = json.loads(text), match_to_json(match, state, info)
        doc.pop("saved_at"), plain.pop("saved_at")
        assert doc == json.loads(json.dumps(plain))


def test_real_kill(tmp_path: Path) -> None:
    """A child process plays and saves after every action; SIGKILL at random moments; the
    save left behind always loads and equals the child's state after some action."""
    if os.name == "nt":
        pytest.skip("SIGKILL is POSIX")
    script = (
        "import random, sys\n"
        "from tests.store.helpers import new_match, play\n"
        "from stich.store.match_save import AutoSave\n"
        "match, info = new_match('alles', 9)\n"
        "info = info.__class__('kill-test', info.seats, None, 'T', info.ui)\n"
        "a = AutoSave(sys.argv[1])\n"
        "n = 0\n"
        "for state in play(match, 10**6, random.Random(9)):\n"
        "    a.save(match, state, info)\n"
        "    n += 1\n"
        "    if n == 1: print('go', flush=True)\n"
    )
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'desktop'}{os.pathsep}{ROOT}"}
    path = tmp_path / "match.json"
    for delay in (0.05, 0.23, 0.61):
        proc = subprocess.Popen([sys.executable, "-c", script, str(path)], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "go"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        loaded = load_match(path)
        # recompute the child's game and find the action the save stopped at
        match, _ = new_match("alles", 9)
        target = snapshot(loaded.match, loaded.state)
        for state in play(match, loaded.hands_played + 1, random.Random(9)):
            if snapshot(match, state) == target:
                break
        else:
            pytest.fail("the save after a kill is no state the game went through")
        path.unlink()
    # a kill during a write may leave a temporary file: it is cleaned up, the saves never
    remove_stale_temps(tmp_path, older_than=0)
    assert list(tmp_path.iterdir()) == []


def test_failed_write_keeps_the_old_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    match, info = new_match()
    autosave = AutoSave(tmp_path / "match.json")
    states = list(play(match, 1, random.Random(8)))
    autosave.save(match, states[3], info)
    before = autosave.path.read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(WriteFailed):
        autosave.save(match, states[4], info)
    monkeypatch.undo()
    assert autosave.path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]  # no temp file left


def test_hand_edited_saves_are_refused(tmp_path: Path) -> None:
    match, info = new_match("stock", 11)
    states = list(play(match, 3, random.Random(11)))
    good = match_to_json(match, states[-1], info)
    good = json.loads(json.dumps(good))

    def refused(change, words: str) -> None:
        doc = json.loads(json.dumps(good))
        change(doc)
        with pytest.raises(BadSave, match=words or None) as e:
            match_save.match_from_json(doc, tmp_path / "x.json")
        assert e.value.path == tmp_path / "x.json"

    refused(lambda d: d["totals"].__setitem__(0, d["totals"][0] + 10), "totals")
    refused(lambda d: d["context"].__setitem__("stock", 999), "context")
    refused(lambda d: d.__setitem__("first_dealer", (d["first_dealer"] + 1) % 4), "dealer")
    refused(lambda d: d["hands"][0]["actions"].pop(), "")
    refused(lambda d: d.__setitem__("hands", d["hands"][1:]), "")
    refused(lambda d: d.__setitem__("players", 3), "not played by 3")
    refused(lambda d: d.__setitem__("seats", d["seats"][:2]), "seats")
    refused(lambda d: d.__setitem__("game", "tarock"), "unknown game")
    refused(lambda d: d.__setitem__("extra", 1), "unknown field")
    refused(lambda d: d["hands"][1].__setitem__("rules", {"preset": "kurz"}), "")
    refused(lambda d: d.__setitem__("version", 99), "newer version")
    refused(lambda d: d.__setitem__("format", "stich-preset"), "not a stich-match")


def test_version_0_is_a_bare_record(tmp_path: Path) -> None:
    """A hand record (what docs/record-format.md called a save) loads as a match."""
    match, _ = new_match("stock", 4)
    states = list(play(match, 1, random.Random(4)))
    record = make_record(states[len(states) // 2], seed=99)
    record["context"] = {"stock": 40, "all_pass_streak": 0}
    # replay with that context so the record is consistent
    from stich.engine.record import load_record

    loaded_rec = load_record(record)
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(make_record(loaded_rec.final, seed=99)))
    loaded = load_match(path)
    assert loaded.version == 0
    assert loaded.hands_played == 0
    assert loaded.state is not None
    assert make_record(loaded.state, seed=99) == make_record(loaded_rec.final, seed=99)
    assert loaded.match.context["stock"] == 40
    assert loaded.match.dealer == record["dealer"]
    # finishing it and saving gives a current (version 1) save that loads again
    st = loaded.state
    rng = random.Random(1)
    while not st.is_terminal:
        st = st.apply(rng.choice(st.legal_actions()))
    loaded.match.finish_hand(st)
    save_match(path, loaded.match, st, loaded.info)
    again = load_match(path)
    assert again.version == match_save.VERSION and again.hands_played == 1


def test_migration_chain(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file of an older version goes through every step up to the current one, in memory;
    the file itself is only rewritten by the next save."""
    match, info = new_match()
    states = list(play(match, 1, random.Random(6)))
    path = tmp_path / "old.json"
    doc = match_to_json(match, states[-1], info)
    doc["version"] = 1
    doc["ui"] = {"deck": "german"}  # pretend version 1 called it "deck"
    path.write_text(json.dumps(doc))
    raw = path.read_bytes()

    def v1_to_v2(d: dict) -> dict:
        d["ui"] = {"pattern": d["ui"].pop("deck")}
        return d

    monkeypatch.setattr(match_save, "VERSION", 2)
    monkeypatch.setitem(match_save.MIGRATIONS, 1, v1_to_v2)
    loaded = load_match(path)
    assert loaded.version == 1
    assert loaded.info.ui == {"pattern": "german"}
    assert path.read_bytes() == raw
    save_match(path, loaded.match, loaded.state, loaded.info)
    assert json.loads(path.read_text())["version"] == 2


def test_resume_sets_a_bad_autosave_aside(tmp_path: Path) -> None:
    autosave = AutoSave(tmp_path / "match.json")
    assert autosave.resume() == (None, None)
    autosave.path.write_bytes(b'{"format": "stich-match", "version": 1, "game": ')
    loaded, problem = autosave.resume()
    assert loaded is None and problem is not None
    assert problem.reason == "not_json" and problem.path == autosave.path
    assert problem.kept_as is not None and problem.kept_as.read_bytes().startswith(b'{"format"')
    assert not autosave.path.exists()
    assert autosave.resume() == (None, None)


def test_retire(tmp_path: Path) -> None:
    match, info = new_match()
    autosave = AutoSave(tmp_path / "match.json")
    autosave.save(match, match.start_hand(), info)
    kept = autosave.retire()
    assert kept == tmp_path / "match.previous.json" and kept.exists()
    assert not autosave.exists() and autosave.retire() is None


def test_info_round_trip() -> None:
    info = MatchInfo.new(preset_name="Stammtisch", ui={"viewer": 0})
    assert info.human_seat is None and len(info.match_id) == 32


def test_a_finished_hand_marked_with_learning_aids_is_still_on_the_sheet(tmp_path: Path) -> None:
    # the table notes the aids used in the sheet's record (meta.aids); the finished hand on
    # the table is still that hand, so the save must not carry it again as the current hand
    # (a load would then find the current hand dealt by the previous dealer and refuse it)
    match, info = new_match()
    state = list(play(match, 1, random.Random(1)))[-1]
    match.rows[-1].record.setdefault("meta", {})["aids"] = ["undo"]
    path = tmp_path / "m.json"
    save_match(path, match, state, info)
    assert json.loads(path.read_text())["current"] is None
    loaded = load_match(path)
    assert loaded.state is not None and loaded.state.is_terminal
    assert loaded.hands_played == 1
