"""Hand history and statistics in SQLite: WAL, schema versions, one transaction per hand,
records in and out, and what happens to damaged, foreign or newer database files."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from stich.engine.match import Match
from stich.engine.record import make_record
from stich.store import database, stats
from stich.store.errors import BadRecordFile, WriteFailed
from stich.store.history import History, hand_facts, read_record, replay_steps
from stich.store.match_save import MatchInfo, SavedSeat

from .helpers import new_match, play


def played(preset: str = "alles", seed: int = 5, hands: int = 6) -> tuple[Match, MatchInfo]:
    match, info = new_match(preset, seed)
    for _ in play(match, hands, random.Random(seed)):
        pass
    return match, info


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    h, problem = History.open(tmp_path / "history.sqlite3")
    assert problem is None
    yield h
    h.close()


def test_wal_and_schema(durable: None, tmp_path: Path) -> None:
    history, _ = History.open(tmp_path / "durable.sqlite3")
    conn = history.conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA application_id").fetchone()[0] == database.APPLICATION_ID
    assert conn.execute("SELECT version FROM schema_version").fetchall() == [(1,)]
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    history.close()


def test_record_match_commits_each_finished_hand_once(history: History) -> None:
    match, info = new_match("stock", 11)
    rng = random.Random(11)
    committed = []
    for _state in play(match, 4, rng):
        committed += history.record_match(match, info)  # the per-action hook
        assert history.count() == len(match.rows)
    assert len(committed) == 4
    # a second History on the same file (after a restart) adds nothing twice
    again = History(history.conn, history.path)
    assert again.record_match(match, info) == []
    rows = history.hands(newest_first=False)
    assert [r.hand_index for r in rows] == [0, 1, 2, 3]
    for r, sheet in zip(rows, match.rows, strict=True):
        assert history.record(r.id) == json.loads(json.dumps(sheet.record))
        assert r.human_settlement == sheet.result.settlement[0]
        assert r.match_id == info.match_id and r.source == "played"
        assert r.preset == "stock" and not r.preset_custom


def test_one_transaction_per_hand(history: History, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure in the middle of a hand's insert (the match row is written, the hand row
    fails) leaves nothing of that hand, and the next attempt commits it whole."""
    match, info = played(hands=2)

    def fail(*args: object, **kwargs: object) -> None:
        raise sqlite3.OperationalError("disk I/O error (simulated)")

    monkeypatch.setattr(History, "_insert_hand", fail)
    with pytest.raises(WriteFailed):
        history.record_match(match, info)
    monkeypatch.undo()
    assert history.conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 0
    assert history.count() == 0
    assert not history.conn.in_transaction
    history._recorded.clear()
    assert len(history.record_match(match, info)) == 2
    assert history.conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 1


def test_hand_facts() -> None:
    match, _ = played("alles", 3, hands=8)
    for row in match.rows:
        r = row.result
        f = hand_facts(r, 0)
        assert f.human_settlement == r.settlement[0]
        if r.contract is None:
            assert f.contract is None and f.human_role is None
        elif r.declarer is None:
            assert f.human_role is None  # Ramsch
        elif r.declarer == 0:
            assert f.human_role == "declarer" and f.human_won == r.details["won"]
        elif 0 in r.partners:
            assert f.human_role == "partner" and f.human_won == r.details["won"]
        else:
            assert f.human_role == "opponent" and f.human_won == (not r.details["won"])
    assert hand_facts(match.rows[0].result, None).human_role is None


def test_statistics(history: History) -> None:
    m1, i1 = played("alles", 3, hands=8)
    m2, i2 = played("stock", 11, hands=5)
    i2 = MatchInfo(i2.match_id, i2.seats, "Stammtisch", i2.started_at)
    history.record_match(m1, i1)
    history.record_match(m2, i2)
    bots_only = MatchInfo.new([SavedSeat(False, "random")] * 4)
    m3, _ = played("alles", 4, hands=2)
    history.record_match(m3, bots_only)  # history, but no statistics
    assert history.count() == 15
    assert stats.groups(history) == [stats.Group("schafkopf", "Stammtisch", True, 5),
                                     stats.Group("schafkopf", "alles", False, 8)]
    s = stats.summary(history, "schafkopf", "alles")
    facts = [hand_facts(r.result, 0) for r in m1.rows]
    assert s.hands == 8
    assert s.score == sum(r.result.settlement[0] for r in m1.rows) == m1.totals[0]
    assert s.declared == sum(f.human_role == "declarer" for f in facts)
    assert s.declared_won == sum(f.human_role == "declarer" and bool(f.human_won)
                                 for f in facts)
    assert s.won == sum(f.human_won is True for f in facts)
    assert s.lost == sum(f.human_won is False for f in facts)
    assert s.card_points == sum(r.result.points[0] for r in m1.rows)
    assert s.played == 8 and s.average_card_points == pytest.approx(s.card_points / 8)
    # card points per hand: over the hands played out (a thrown-in deal takes none)
    s2 = stats.summary(history, "schafkopf", "Stammtisch")
    out = [r.result.points[0] for r in m2.rows if r.result.contract is not None]
    assert 0 < len(out) < len(m2.rows)  # this match has thrown-in deals
    assert s2.played == len(out)
    assert s2.average_card_points == pytest.approx(sum(out) / len(out))
    assert stats.summary(history).hands == 13
    by = stats.by_contract(history, "schafkopf", "alles")
    assert sum(c.hands for c in by) == 8
    assert {c.contract for c in by} == {f.contract for f in facts}
    for c in by:
        assert c.declared == sum(f.contract == c.contract and f.human_role == "declarer"
                                 for f in facts)
    curve = stats.score_over_time(history, preset="Stammtisch")
    assert [p.n for p in curve] == [1, 2, 3, 4, 5]
    assert curve[-1].total == m2.totals[0]
    assert [p.total for p in curve] == [r.totals[0] for r in m2.rows]
    assert stats.score_over_time(history, match_id=i1.match_id)[-1].total == m1.totals[0]
    assert stats.summary(history, "skat") == stats.Summary(0, 0, 0, 0, 0, 0, 0)


def test_records_out_and_in(history: History, tmp_path: Path) -> None:
    match, info = played(hands=2)
    history.record_match(match, info)
    first = history.hands(newest_first=False)[0]
    out = tmp_path / "share" / "hand.json"
    history.export_record(first.id, out)
    assert json.loads(out.read_text()) == match.rows[0].record
    hand_id, loaded = history.import_record(out)
    assert make_record(loaded.final) == make_record(history.load(first.id).final)
    imported = history.hands(source="imported")
    assert [h.id for h in imported] == [hand_id]
    assert imported[0].human_seat is None and imported[0].match_id is None
    assert stats.summary(history).hands == 2  # imported hands are not statistics
    steps = replay_steps(history.load(hand_id))
    assert steps[0].history() == [] and steps[-1].is_terminal
    assert len(steps) == len(loaded.final.history()) + 1
    # the replay viewer's seat names: the match's, none for an imported hand
    assert history.seat_names(first.id) == [s.name for s in info.seats]
    assert history.seat_names(hand_id) == []


def test_bad_record_files_are_left_alone(history: History, tmp_path: Path) -> None:
    match, _ = played(hands=1)
    good = match.rows[0].record
    cases = {
        "trunc.json": json.dumps(good).encode()[:200],
        "latin1.json": "{\"game\": \"sch\xe4fkopf\"}".encode("latin-1"),
        "other.json": b'{"format": "stich-match", "version": 1}',
        "newer.json": json.dumps({**good, "format": "stich-record/2"}).encode(),
        "cheat.json": json.dumps({**good, "result": {**good["result"],
                                                     "settlement": [0, 0, 0, 0]}}).encode(),
    }
    reasons = {}
    for name, raw in cases.items():
        path = tmp_path / name
        path.write_bytes(raw)
        with pytest.raises(BadRecordFile) as e:
            history.import_record(path)
        assert path.read_bytes() == raw and e.value.path == path
        reasons[name] = e.value.reason
    assert reasons == {"trunc.json": "not_json", "latin1.json": "not_utf8",
                       "other.json": "wrong_format", "newer.json": "newer_version",
                       "cheat.json": "invalid"}
    assert history.count() == 0
    unfinished = tmp_path / "half.json"
    rec = dict(good)
    rec.pop("result")
    rec["actions"] = rec["actions"][:3]
    unfinished.write_text(json.dumps(rec))
    assert not read_record(unfinished).final.is_terminal
    with pytest.raises(BadRecordFile, match="not finished"):
        history.import_record(unfinished)


# ---------------------------------------------------------------- damaged database files

def make_db(path: Path, hands: int = 2) -> bytes:
    h, _ = History.open(path)
    match, info = played(hands=hands)
    h.record_match(match, info)
    h.close()
    return path.read_bytes()


def test_foreign_database_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE moz_places (url TEXT)")
    conn.execute("INSERT INTO moz_places VALUES ('https://example.org')")
    conn.commit()
    conn.close()
    raw = path.read_bytes()
    h, problem = History.open(path)
    assert problem is not None and problem.reason == "foreign" and "moz_places" in problem.what
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == raw
    assert h.count() == 0
    h.close()


def test_newer_schema_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    make_db(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = 9")
    conn.commit()
    conn.close()
    raw = path.read_bytes()
    h, problem = History.open(path)
    assert problem is not None and problem.reason == "newer_version"
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == raw
    h.close()


def test_altered_schema_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    make_db(path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE hands")
    conn.commit()
    conn.close()
    h, problem = History.open(path)
    assert problem is not None and problem.reason == "invalid"
    h.close()


def test_stale_wal_moves_with_the_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"garbage" * 100)
    (tmp_path / "history.sqlite3-wal").write_bytes(b"old wal")
    h, problem = History.open(path)
    assert problem is not None and problem.reason == "not_database"
    assert problem.kept_as is not None
    assert Path(str(problem.kept_as) + "-wal").read_bytes() == b"old wal"
    assert h.count() == 0
    h.close()


def test_locked_database_is_left_alone(tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT", 0.05)
    path = tmp_path / "history.sqlite3"
    make_db(path)
    blocker = sqlite3.connect(path, isolation_level=None, timeout=0)
    blocker.execute("PRAGMA locking_mode=EXCLUSIVE")
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        h, problem = History.open(path)
        assert problem is not None and problem.reason == "unavailable"
        assert problem.kept_as is None and path.exists()
        assert h.count() == 0  # an in-memory stand-in for this session
        h.record_match(*played(hands=1))
        h.close()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    h, problem = History.open(path)
    assert problem is None and h.count() == 2
    h.close()


def test_schema_migration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A version-1 file is lifted by the next migration in one transaction; a failing
    migration leaves the file at its old version with its data."""
    path = tmp_path / "history.sqlite3"
    make_db(path)

    def v1_to_v2(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE hands ADD COLUMN note TEXT")
        conn.execute("UPDATE hands SET note = 'old'")

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE hands ADD COLUMN note TEXT")
        raise sqlite3.OperationalError("power cut (simulated)")

    monkeypatch.setattr(database, "MIGRATIONS", [*database.MIGRATIONS, broken])
    monkeypatch.setattr(database, "_EXPECTED", None)
    with pytest.raises(sqlite3.OperationalError):
        database.migrate(sqlite3.connect(path, isolation_level=None), path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version FROM schema_version").fetchone() == (1,)
    assert "note" not in [r[1] for r in conn.execute("PRAGMA table_info(hands)")]
    conn.close()

    monkeypatch.setattr(database, "MIGRATIONS", [*database.MIGRATIONS[:1], v1_to_v2])
    monkeypatch.setattr(database, "_EXPECTED", None)
    h, problem = History.open(path)
    assert problem is None
    assert h.conn.execute("SELECT version FROM schema_version").fetchone() == (2,)
    assert h.conn.execute("SELECT DISTINCT note FROM hands").fetchall() == [("old",)]
    assert h.count() == 2
    h.close()


def test_a_newer_record_is_told_by_the_engines_reason_not_by_its_words(tmp_path: Path) -> None:
    """The reason travels on the engine's error; matching its English text also took a record
    whose game name quoted the format for one written by a newer Stich."""
    match, _ = played(hands=1)
    good = match.rows[0].record
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**good, "format": "stich-record/3"}))
    with pytest.raises(BadRecordFile) as e:
        read_record(newer)
    assert e.value.reason == "newer_version"
    assert e.value.problem == "unknown record format 'stich-record/3' (expected " \
        "'stich-record/1')"  # the same words as before
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps({**good, "game": "unknown record format 'stich-record/5'"}))
    with pytest.raises(BadRecordFile) as e:
        read_record(odd)
    assert "stich-record/5" in e.value.problem and e.value.reason == "invalid"
