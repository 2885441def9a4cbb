"""The store as the UI sees it: open the data folder, resume, progress after every action."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from stich.store import stats
from stich.store.errors import WriteFailed
from stich.store.store import Store

from .helpers import new_match, play


def test_open_progress_resume(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "data")
    assert store.problems == []
    assert store.autosave.resume() == (None, None)
    match, info = new_match("stock", 11)
    last = None
    for state in play(match, 3, random.Random(11)):
        store.progress(match, state, info)
        last = state
    assert store.history.count() == 3
    store.close()

    store = Store.open(tmp_path / "data")
    loaded, problem = store.autosave.resume()
    assert problem is None and loaded is not None
    assert loaded.match.totals == match.totals and loaded.info == info
    assert last is not None and loaded.state is not None
    assert loaded.state.history() == last.history()
    # resuming and going on commits the next hands, never the old ones twice
    for state in play(loaded.match, 1, random.Random(1)):
        store.progress(loaded.match, state, loaded.info)
    assert store.history.count() == 4
    assert stats.summary(store.history).score == loaded.match.totals[0]
    assert store.save_now(loaded.match, None, loaded.info)
    assert not store.save_now(None, None, None)
    store.close()


def test_bad_files_at_start_are_reported_and_kept(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "presets").mkdir(parents=True)
    (data / "history.sqlite3").write_bytes(b"not a database at all")
    (data / "presets" / "x.json").write_bytes(b"{]")
    (data / "match.json").write_bytes(b'{"format": "stich-match", "version": 1}')
    (data / ".match.json.x.tmp").write_bytes(b"half written")
    os.utime(data / ".match.json.x.tmp", (0, 0))
    store = Store.open(data)
    assert sorted(p.reason for p in store.problems) == ["not_database", "not_json"]
    loaded, problem = store.autosave.resume()
    assert loaded is None and problem is not None and problem.reason == "invalid"
    names = sorted(p.name for p in data.iterdir())
    assert "history.sqlite3" in names and not (data / ".match.json.x.tmp").exists()
    assert sum(n.startswith("history.sqlite3.bad-") for n in names) == 1
    assert sum(n.startswith("match.json.bad-") for n in names) == 1
    # the app goes on: a new match is saved and its hands recorded
    match, info = new_match()
    for state in play(match, 1, random.Random(3)):
        store.progress(match, state, info)
    assert store.history.count() == 1
    assert json.loads((data / "match.json").read_text())["format"] == "stich-match"
    assert store.custom_presets() == []
    store.close()


def test_data_folder_that_cannot_be_made(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(WriteFailed):
        Store.open(tmp_path / "file" / "data")
