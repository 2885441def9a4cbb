"""Property-based: random bytes, truncations, flipped bytes and mutated JSON fed to every
loader, and damaged or foreign database files fed to the store. Each loader raises its typed
error or reports the problem; the file is never changed, and when it is set aside the kept
file equals the original byte for byte."""

from __future__ import annotations

import copy
import json
import logging
import random
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stich.store import stats
from stich.store.errors import REASONS, BadFile, BadPreset, BadRecordFile, BadSave, StoreError
from stich.store.history import History, read_record
from stich.store.match_save import AutoSave, load_match, match_to_json
from stich.store.presets import PresetStore, make_preset, read_preset_file
from stich.store.settings import ALL, DictBackend, Settings

from .helpers import new_match, play

FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _base_save() -> bytes:
    match, info = new_match("stock", 4)
    states = list(play(match, 2, random.Random(4), pass_bias=0.8))
    # one finished hand and the second one under way
    first_done = next(i for i, s in enumerate(states) if s.is_terminal)
    state = states[first_done + (len(states) - first_done) // 2]
    while len(match.rows) > 1:
        match.rows.pop()
    match.totals = list(match.rows[0].totals)
    match.context = dict(match.rows[0].result.carry)
    return json.dumps(match_to_json(match, state, info)).encode()


def _base_record() -> bytes:
    match, _ = new_match("alles", 2)
    for _state in play(match, 1, random.Random(2)):
        pass
    return json.dumps(match.rows[0].record).encode()


def _base_preset() -> bytes:
    from stich.engine.game import get_game

    rules = get_game("schafkopf").rules("wirtshaus", {"klopfen": True, "tariff": [20, 50, 10]})
    return json.dumps(make_preset("Stammtisch", "schafkopf", rules).to_json()).encode()


BASE_SAVE = _base_save()
BASE_RECORD = _base_record()
BASE_PRESET = _base_preset()
# strings that steer mutations towards meaningful content
TOKENS = ["EA", "GO", "H10", "S7", "QC", "pass", "play", "intent", "declare", "double",
          "sauspiel", "solo", "wenz", "ramsch", "schafkopf", "skat", "stich-match",
          "stich-record/1", "stich-preset", "wirtshaus", "kurz", "", "kontra", "stock"]

scalars = (st.none() | st.booleans() | st.integers(-3, 40) | st.integers()
           | st.floats(allow_nan=False) | st.sampled_from(TOKENS) | st.text(max_size=6))
json_values = st.recursive(scalars, lambda ch: st.lists(ch, max_size=3)
                           | st.dictionaries(st.sampled_from(TOKENS) | st.text(max_size=4),
                                             ch, max_size=3), max_leaves=6)


def _nodes(doc: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _nodes(v, (*path, i))


@st.composite
def mutated_json(draw: st.DrawFn, base: bytes) -> bytes:
    doc = json.loads(base)
    for _ in range(draw(st.integers(1, 3))):
        nodes = list(_nodes(doc))
        path = draw(st.sampled_from(nodes))
        if not path:
            continue
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = draw(st.sampled_from(["replace", "delete", "insert", "nudge", "duplicate"]))
        if op == "replace":
            parent[key] = draw(json_values)
        elif op == "delete":
            del parent[key]
        elif op == "insert" and isinstance(parent, dict):
            parent[draw(st.sampled_from(TOKENS))] = draw(json_values)
        elif op == "insert" and isinstance(parent, list):
            parent.insert(key, draw(json_values))
        elif op == "nudge" and isinstance(parent[key], int) and not isinstance(parent[key],
                                                                                   bool):
            parent[key] += draw(st.sampled_from([-1, 1, 9]))
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
    return json.dumps(doc, ensure_ascii=draw(st.booleans())).encode()


def damaged(base: bytes) -> st.SearchStrategy[bytes]:
    truncated = st.integers(0, len(base)).map(lambda n: base[:n])
    flipped = st.lists(st.tuples(st.integers(0, len(base) - 1), st.integers(0, 255)),
                       min_size=1, max_size=4).map(lambda fl: _flip(base, fl))
    return st.one_of(st.binary(max_size=300), truncated, flipped, mutated_json(base))


def _flip(base: bytes, flips: list[tuple[int, int]]) -> bytes:
    out = bytearray(base)
    for pos, value in flips:
        out[pos] = value
    return bytes(out)


@contextmanager
def file_with(raw: bytes, name: str) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / name
        path.write_bytes(raw)
        yield path


class _Unexpected(logging.Handler):
    """Catches the store's "the engine choked" log lines: they would mean a loader met an
    error other than the engine's typed ones."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@contextmanager
def no_unexpected_errors() -> Iterator[None]:
    handler = _Unexpected()
    logger = logging.getLogger("stich.store")
    logger.addHandler(handler)
    try:
        yield
    finally:
        logger.removeHandler(handler)
    assert handler.messages == []


def check_typed(load: Callable[[Path], object], raw: bytes, name: str,
                error: type[BadFile]) -> None:
    with file_with(raw, name) as path, no_unexpected_errors():
        try:
            load(path)
        except error as e:
            assert e.path == path and e.problem and e.reason in REASONS
        assert path.read_bytes() == raw


# ---------------------------------------------------------------- the loaders

def test_bases_are_good() -> None:
    with file_with(BASE_SAVE, "m.json") as p:
        assert load_match(p).hands_played == 1
    with file_with(BASE_RECORD, "r.json") as p:
        assert read_record(p).final.is_terminal
    with file_with(BASE_PRESET, "p.json") as p:
        assert read_preset_file(p).name == "Stammtisch"


@FUZZ
@given(damaged(BASE_SAVE))
def test_match_file(raw: bytes) -> None:
    check_typed(load_match, raw, "match.json", BadSave)


@FUZZ
@given(damaged(BASE_SAVE))
def test_autosave_resume(raw: bytes) -> None:
    with file_with(raw, "match.json") as path, no_unexpected_errors():
        loaded, problem = AutoSave(path).resume()
        if problem is None:
            assert loaded is not None and path.read_bytes() == raw
        else:
            assert loaded is None and problem.reason in REASONS and problem.path == path
            assert problem.kept_as is not None and problem.kept_as.read_bytes() == raw
            assert not path.exists()


@FUZZ
@given(damaged(BASE_RECORD))
def test_record_file(raw: bytes) -> None:
    check_typed(read_record, raw, "hand.json", BadRecordFile)


@FUZZ
@given(damaged(BASE_PRESET))
def test_preset_file(raw: bytes) -> None:
    check_typed(read_preset_file, raw, "preset.json", BadPreset)
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "p.json"
        path.write_bytes(raw)
        presets, problems = PresetStore(d).load_all()
        assert len(presets) + len(problems) == 1
        for problem in problems:
            assert problem.kept_as is not None and problem.kept_as.read_bytes() == raw


@FUZZ
@given(st.dictionaries(st.sampled_from([s.key for s in ALL]), json_values | st.binary()))
def test_settings_values(stored: dict[str, Any]) -> None:
    settings_ = Settings(DictBackend(stored))
    for setting in ALL:
        value = settings_.get(setting)
        assert isinstance(value, type(setting.default))
        if setting.choices:
            assert value in setting.choices


# ---------------------------------------------------------------- the database

def _base_db() -> bytes:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "history.sqlite3"
        h, _ = History.open(path)
        match, info = new_match("alles", 6)
        for _state in play(match, 3, random.Random(6)):
            pass
        h.record_match(match, info)
        h.close()
        return path.read_bytes()


BASE_DB = _base_db()


def _db_damage() -> st.SearchStrategy[bytes]:
    base = BASE_DB
    truncated = st.integers(0, len(base) - 1).map(lambda n: base[:n])
    flipped = st.lists(st.tuples(st.integers(0, len(base) - 1), st.integers(0, 255)),
                       min_size=1, max_size=8).map(lambda fl: _flip(base, fl))
    header = st.lists(st.tuples(st.integers(16, 99), st.integers(0, 255)),
                      min_size=1, max_size=3).map(lambda fl: _flip(base, fl))
    return st.one_of(st.binary(max_size=600), truncated, flipped, header)


def _use(history: History) -> None:
    """Everything the UI reads must answer or raise a store error."""
    try:
        stats.summary(history)
        stats.by_contract(history)
        stats.score_over_time(history)
        stats.groups(history)
        for row in history.hands():
            with suppress(StoreError, KeyError):
                history.load(row.id)
    except StoreError:
        pass


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(_db_damage())
def test_damaged_database(raw: bytes) -> None:
    with file_with(raw, "history.sqlite3") as path, no_unexpected_errors():
        history, problem = History.open(path)
        try:
            if problem is None:
                _use(history)
            else:
                assert problem.reason in REASONS and problem.kept_as is not None
                assert problem.kept_as.read_bytes() == raw
                assert history.count() == 0  # a fresh database
        finally:
            history.close()
        if problem is None and raw:
            # a file that passed every check is used; only switching it to WAL (header bytes
            # 18-19, the journal mode) may change it
            after = path.read_bytes()
            assert after[:18] + after[20:] == raw[:18] + raw[20:]


def test_foreign_databases() -> None:
    with tempfile.TemporaryDirectory() as d:
        for i, ddl in enumerate(["CREATE TABLE t (x)", "PRAGMA application_id = 7",
                                 "CREATE TABLE hands (id INTEGER PRIMARY KEY)"]):
            path = Path(d) / f"db{i}.sqlite3"
            conn = sqlite3.connect(path)
            conn.execute(ddl)
            if "application_id" in ddl:
                conn.execute("CREATE TABLE other (y)")
            conn.commit()
            conn.close()
            raw = path.read_bytes()
            history, problem = History.open(path)
            history.close()
            assert problem is not None and problem.reason == "foreign"
            assert problem.kept_as is not None and problem.kept_as.read_bytes() == raw


def test_damaged_context_is_a_typed_error(tmp_path: Path) -> None:
    """A context value of the wrong type (``{"stock": "x"}``) is refused as a bad file."""
    rec = json.loads(BASE_RECORD)
    rec["context"] = {"stock": "x", "all_pass_streak": 0}
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(rec))
    with pytest.raises(BadRecordFile) as e:
        read_record(path)
    assert e.value.reason == "invalid"
    save = json.loads(BASE_SAVE)
    save["hands"][0]["context"] = {"stock": None}
    path.write_text(json.dumps(save))
    with pytest.raises(BadSave) as e2:
        load_match(path)
    assert e2.value.reason == "invalid"
    assert path.read_text() == json.dumps(save)
