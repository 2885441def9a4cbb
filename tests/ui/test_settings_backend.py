"""The QSettings adapter of the store's settings (an INI file in the data folder)."""

from __future__ import annotations

from pathlib import Path

from stich.store import settings as s
from stich.store.settings import Settings
from stich.ui.settings_backend import open_settings


def test_round_trip_through_an_ini_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    backend, problem = open_settings(path)
    assert problem is None
    st = Settings(backend)
    st.speed = "fast"
    st.sounds = False
    st.window_geometry = b"\x00\x01geometry"
    st.set(s.LAST_SETUP, '{"game": "schafkopf"}')
    backend.qsettings.sync()
    del st, backend
    text = path.read_text()
    assert "PyObjectWrapper" not in text  # bytes stored as QByteArray, not pickled
    backend, problem = open_settings(path)
    st = Settings(backend)
    assert (st.speed, st.sounds, st.window_geometry) == ("fast", False, b"\x00\x01geometry")
    assert st.get(s.LAST_SETUP) == '{"game": "schafkopf"}'
    assert st.problems == []


def test_wrong_types_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[ui]\nsounds=vielleicht\nlanguage=de\n[table]\nspeed=42\n")
    backend, problem = open_settings(path)
    assert problem is None
    st = Settings(backend)
    assert (st.sounds, st.language, st.speed) == (True, "de", "normal")
    assert sorted(p.key for p in st.problems) == ["table/speed", "ui/sounds"]


def test_unreadable_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    raw = b"hello\x00\xff\xfe garbage\n[General\nfoo=1\n=bar\n"
    path.write_bytes(raw)
    backend, problem = open_settings(path)
    assert problem is not None and problem.kept_as is not None
    assert problem.kept_as.read_bytes() == raw
    st = Settings(backend)
    assert st.speed == "normal"
    st.speed = "slow"
    backend.qsettings.sync()
    assert problem.kept_as.read_bytes() == raw
    assert "speed=slow" in path.read_text()
