"""The QSettings adapter of the store's settings (an INI file in the data folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from stich.store import settings as s
from stich.store.settings import Settings
from stich.ui import prefs
from stich.ui.aids.settings import AidSettings
from stich.ui.settings_backend import open_settings
from stich.ui.table_settings import TableSettings


def test_round_trip_through_an_ini_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    backend, problem = open_settings(path)
    assert problem is None
    st = Settings(backend)
    st.speed = "fast"
    st.set(s.AID_HINT, False)
    st.window_geometry = b"\x00\x01geometry"
    st.set(s.NEW_GAME, '{"game": "schafkopf"}')
    backend.qsettings.sync()
    del st, backend
    text = path.read_text()
    assert "PyObjectWrapper" not in text  # bytes stored as QByteArray, not pickled
    backend, problem = open_settings(path)
    st = Settings(backend)
    assert (st.speed, st.get(s.AID_HINT), st.window_geometry) == \
        ("fast", False, b"\x00\x01geometry")
    assert st.get(s.NEW_GAME) == '{"game": "schafkopf"}'
    assert st.problems == []


def test_wrong_types_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[ui]\nlanguage=de\n[aids]\nhint=vielleicht\n[table]\nspeed=42\n")
    backend, problem = open_settings(path)
    assert problem is None
    st = Settings(backend)
    assert (st.get(s.AID_HINT), st.language, st.speed) == (True, "de", "normal")
    assert sorted(p.key for p in st.problems) == ["aids/hint", "table/speed"]


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


@pytest.mark.parametrize("raw", [bytes(range(256)), "[ui]\nlanguage=de\n".encode("utf-16"),
                                 b"[ui]\nlanguage=d\xe9\n"], ids=["binary", "utf-16", "latin-1"])
def test_a_file_that_is_not_text_is_set_aside_before_qt_writes_over_it(
        tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(raw)
    backend, problem = open_settings(path)
    assert problem is not None and problem.reason == "not_utf8"
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == raw
    assert "not a text file" in problem.what
    st = Settings(backend)
    st.speed = "slow"
    backend.qsettings.sync()
    assert "speed=slow" in path.read_text()
    assert problem.kept_as.read_bytes() == raw


def test_the_first_window_reads_a_word_that_is_no_flag_as_the_default(tmp_path: Path) -> None:
    """The window reads the aids and the table's look before the settings check runs; a
    flag that is neither true nor false must give the default there too, as the check's
    report says (it turned the hint off before)."""
    path = tmp_path / "settings.ini"
    path.write_text("[aids]\nhint=vielleicht\nundo=no\n[table]\nhigh_contrast=ja\n"
                    "marks=yes\n")
    prefs.open_prefs(path)
    try:
        aids, table = AidSettings.load(), TableSettings.load()
    finally:
        prefs.close_prefs()
    assert (aids.hint, aids.undo) == (True, False)
    assert (table.high_contrast, table.marks) == (False, True)


def test_a_good_file_is_checked_without_importing_the_store(tmp_path: Path) -> None:
    """Whether the file is text at all is asked on every start: that check must not import
    the store's settings modules (27 ms measured here); they are for a bad file only."""
    import subprocess
    import sys

    path = tmp_path / "settings.ini"
    path.write_text("[ui]\nlanguage=de\n")
    code = ("import sys\nfrom stich.ui.settings_backend import open_settings\n"
            f"backend, problem = open_settings({str(path)!r})\n"
            "assert problem is None and backend.value('ui/language') == 'de'\n"
            "print(sorted(m for m in sys.modules if m.startswith('stich.store.')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "['stich.store.text_check']"
