"""Atomic writes, setting bad files aside, the data folder's layout, versioned documents."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from stich.store.atomic import (
    remove_stale_temps,
    set_aside,
    write_bytes_atomic,
    write_json_atomic,
)
from stich.store.errors import BadPreset, Problem, WriteFailed
from stich.store.paths import StorePaths, default_data_dir
from stich.store.versioned import read_json, upgrade


def test_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "a.json"
    write_json_atomic(target, {"x": "ä"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"x": "ä"}
    write_json_atomic(target, [1, 2], indent=2)
    assert json.loads(target.read_text()) == [1, 2]
    assert [p.name for p in target.parent.iterdir()] == ["a.json"]


def test_write_is_flushed_to_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  durable: None) -> None:
    """In the app (``durable``) the file is fsync-ed before the rename and its folder after."""
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def spy_fsync(fd: int) -> None:
        calls.append("fsync-dir" if os.path.isdir(f"/proc/self/fd/{fd}") else "fsync")
        real_fsync(fd)

    def spy_replace(src: str, dst: str) -> None:
        calls.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", spy_fsync)
    monkeypatch.setattr(os, "replace", spy_replace)
    write_bytes_atomic(tmp_path / "a.bin", b"data")
    if os.path.isdir("/proc/self/fd"):
        assert calls == ["fsync", "rename", "fsync-dir"]
    else:  # pragma: no cover - macOS uses F_FULLFSYNC for the file
        assert "rename" in calls


def test_write_failure_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      durable: None) -> None:
    target = tmp_path / "a.bin"
    write_bytes_atomic(target, b"old")

    def no_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", no_fsync)
    with pytest.raises(WriteFailed) as e:
        write_bytes_atomic(target, b"new")
    assert e.value.path == target and e.value.reason == "unwritable"
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.bin"]


def test_nan_is_refused_before_writing(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        write_json_atomic(tmp_path / "n.json", {"x": float("nan")})
    assert not (tmp_path / "n.json").exists()


def test_set_aside_keeps_bytes_and_companions(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    db.write_bytes(b"main")
    (tmp_path / "history.sqlite3-wal").write_bytes(b"wal")
    first = set_aside(db, ("-wal", "-shm"))
    assert not db.exists() and first.read_bytes() == b"main"
    assert first.name.startswith("history.sqlite3.bad-")
    assert Path(str(first) + "-wal").read_bytes() == b"wal"
    assert not (tmp_path / "history.sqlite3-wal").exists()
    db.write_bytes(b"again")
    second = set_aside(db, ("-wal", "-shm"))  # same second: a new name, nothing replaced
    assert second != first and second.read_bytes() == b"again"
    assert first.read_bytes() == b"main"


def test_stale_temps(tmp_path: Path) -> None:
    (tmp_path / ".match.json.abc.tmp").write_bytes(b"half")
    (tmp_path / "match.json").write_bytes(b"{}")
    assert remove_stale_temps(tmp_path) == []  # too fresh: maybe a write in progress
    assert remove_stale_temps(tmp_path, older_than=0) == [tmp_path / ".match.json.abc.tmp"]
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]


def test_paths(tmp_path: Path) -> None:
    paths = StorePaths(tmp_path / "data").ensure()
    assert paths.autosave == tmp_path / "data" / "match.json"
    assert paths.database.name == "history.sqlite3"
    assert paths.settings_file.name == "settings.ini"
    assert paths.log_file.parent == paths.logs_dir and paths.presets_dir.is_dir()
    assert default_data_dir().parts[-2:] == ("Stich", "Stich")


def test_versioned_reading(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    with pytest.raises(BadPreset, match="does not exist") as e:
        read_json(path, BadPreset)
    assert e.value.reason == "unreadable"
    for raw, reason in [(b"", "not_json"), (b"\xff\xfe", "not_utf8"), (b"{", "not_json"),
                        (b"[" * 100000, "not_json"), (b"1" * 5000, "not_json")]:
        path.write_bytes(raw)
        with pytest.raises(BadPreset) as e:
            read_json(path, BadPreset)
        assert e.value.reason == reason, raw[:10]
    steps = {0: lambda d: {**d, "b": d["a"] + 1}, 1: lambda d: {**d, "c": d["b"] * 2}}
    doc, version = upgrade({"format": "f", "version": 0, "a": 1}, path, BadPreset, fmt="f",
                           current=2, migrations=steps)
    assert (doc, version) == ({"format": "f", "version": 2, "a": 1, "b": 2, "c": 4}, 0)
    for data, reason in [([], "wrong_format"), ({"format": "g", "version": 1}, "wrong_format"),
                         ({"format": "f", "version": "1"}, "invalid"),
                         ({"format": "f", "version": 3}, "newer_version"),
                         ({"format": "f", "version": 0}, "invalid")]:  # step 0 needs "a"
        with pytest.raises(BadPreset) as e:
            upgrade(data, path, BadPreset, fmt="f", current=2, migrations=steps)
        assert e.value.reason == reason, data
    with pytest.raises(BadPreset) as e:
        upgrade({"format": "f", "version": 0}, path, BadPreset, fmt="f", current=1,
                migrations={})
    assert e.value.reason == "old_version"


def test_problem_text(tmp_path: Path) -> None:
    err = BadPreset(tmp_path / "a.json", "not valid JSON", "not_json")
    p = Problem.from_error(err, tmp_path / "a.json.bad-1")
    assert str(p).endswith("not valid JSON (kept as a.json.bad-1)")
    assert str(err) == f"{tmp_path / 'a.json'}: not valid JSON"


def test_keep_copy_copies_byte_for_byte_and_leaves_the_file(tmp_path) -> None:
    from stich.store.atomic import keep_copy

    path = tmp_path / "settings.ini"
    path.write_bytes(b"[ui]\nlanguage=fr\n")
    first = keep_copy(path)
    second = keep_copy(path)
    assert first != second and first.name.startswith("settings.ini.bad-")
    assert first.read_bytes() == second.read_bytes() == path.read_bytes()
