"""Typed settings: wrong types are ignored with a warning, never an error."""

from __future__ import annotations

import logging

import pytest

from stich.store import settings as s
from stich.store.settings import DictBackend, Settings


def test_defaults_and_round_trip() -> None:
    backend = DictBackend()
    st = Settings(backend)
    assert st.language == "" and st.speed == "normal" and st.window_geometry == b""
    st.language = "de"
    st.speed = "instant"
    st.window_geometry = b"\x01\x02"
    st.set(s.NEW_GAME, '{"game": "skat"}')
    assert backend.data == {"ui/language": "de", "table/speed": "instant",
                            "window/geometry": b"\x01\x02", "newgame/last": '{"game": "skat"}'}
    assert (st.language, st.speed, st.window_geometry) == ("de", "instant", b"\x01\x02")
    assert dict(st)["newgame/last"] == '{"game": "skat"}'
    st.reset(s.SPEED)
    assert st.speed == "normal"


def test_text_forms_from_an_ini_file() -> None:
    st = Settings(DictBackend({"aids/hint": "false", "table/speed": "fast",
                               "window/geometry": bytearray(b"ab")}))
    assert st.get(s.AID_HINT) is False and st.speed == "fast" and st.window_geometry == b"ab"
    number = s.Setting("x/n", 3, minimum=1, maximum=9)
    ratio = s.Setting("x/r", 0.5)
    st = Settings(DictBackend({"x/n": " 7", "x/r": "0.25"}))
    assert st.get(number) == 7 and st.get(ratio) == 0.25


def test_keys_of_older_versions_are_left_alone() -> None:
    """Keys no version read (sounds, deck pattern, window state, new_game/...) are not checked:
    an old file holding them, with any value, reads without a problem."""
    old = {"ui/sounds": "vielleicht", "table/deck_pattern": None, "window/state": 12,
           "new_game/game": b"skat", "new_game/setup": "x", "table/speed": "fast"}
    backend = DictBackend(old)
    st = Settings(backend)
    assert st.invalid() == [] and st.problems == []
    assert dict(st)["table/speed"] == "fast" and "ui/sounds" not in dict(st)
    assert backend.data == old


@pytest.mark.parametrize(("key", "stored"), [
    ("ui/language", 42), ("ui/language", "klingon"), ("aids/hint", "vielleicht"),
    ("aids/hint", 2), ("table/speed", ["fast"]), ("window/geometry", "not bytes"),
    ("window/geometry", 12), ("table/card_scale", None), ("newgame/last", b"skat"),
])
def test_wrong_types_fall_back_with_one_warning(key: str, stored: object,
                                                caplog: pytest.LogCaptureFixture) -> None:
    st = Settings(DictBackend({key: stored}))
    setting = next(x for x in s.ALL if x.key == key)
    with caplog.at_level(logging.WARNING, logger="stich.store.settings"):
        assert st.get(setting) == setting.default
        assert st.get(setting) == setting.default
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and key in warnings[0].getMessage()
    assert [p.key for p in st.problems] == [key]


def test_out_of_range_and_nan() -> None:
    number = s.Setting("x/n", 3, minimum=1, maximum=9)
    ratio = s.Setting("x/r", 0.5)
    st = Settings(DictBackend({"x/n": 12, "x/r": "nan"}))
    assert st.get(number) == 3 and st.get(ratio) == 0.5
    assert len(st.problems) == 2


def test_setting_a_wrong_value_is_a_programming_error() -> None:
    st = Settings(DictBackend())
    with pytest.raises(TypeError):
        st.set(s.AID_HINT, "yes")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        st.set(s.SPEED, "ludicrous")
    with pytest.raises(TypeError):
        st.set(s.SPEED, 3)  # type: ignore[arg-type]


def test_a_broken_backend_gives_defaults() -> None:
    class Broken(DictBackend):
        def value(self, key: str) -> object:
            raise RuntimeError("backend gone")

    st = Settings(Broken({"table/speed": "fast"}))
    assert st.speed == "normal" and st.problems


def test_invalid_lists_every_stored_value_that_cannot_be_used() -> None:
    st = Settings(DictBackend({
        "ui/language": "fr", "table/card_scale": "7", "table/card_back": "green",
        "newgame/last": '{"game": "sk', "aids/hint": "yes", "table/speed": "fast",
        "table/high_contrast": "vielleicht", "something/else": "kept"}))
    found = st.invalid({"table/card_back": ("blue", "red")})
    assert [p.key for p in found] == ["ui/language", "newgame/last", "table/high_contrast",
                                      "table/card_back", "table/card_scale"]
    why = {p.key: p.why for p in found}
    assert "not valid JSON" in why["newgame/last"]
    assert "'green' is not one of 'blue', 'red'" in why["table/card_back"]
    assert st.invalid({"table/card_back": ("blue", "red")}) == found  # again: the same list
    assert Settings(DictBackend({"table/card_back": "green"})).invalid() == []  # no choices


def test_stray_lines_and_text_that_is_no_ini_file() -> None:
    from stich.store.settings_file import settings_problem, stray_lines
    from stich.store.text_check import not_text

    text = ("; comment\n# hash\n\n[table]\nspeed=fast\nlong=a \\\n  continued\n=odd\n[ui]\n"
            "langu")
    assert stray_lines(text) == [(10, "langu")]
    assert stray_lines("[table]\nspeed=fast\n") == []
    assert not_text(b"[ui]\nlanguage=de\n") is None
    assert "NUL byte at byte 1" in (not_text(b"[\0") or "")
    assert "not UTF-8 at byte 5" in (not_text(b"[ui]\n\xe9") or "")
    from pathlib import Path

    values = Settings(DictBackend({"table/speed": "warp"})).invalid()
    problem = settings_problem(Path("settings.ini"), values, [(10, "langu")])
    assert problem.reason == "invalid" and problem.kept_as is None
    assert "table/speed = 'warp'" in problem.what and "line 10 is not a setting" in \
        problem.what and problem.what.endswith("the defaults are used for table/speed")
