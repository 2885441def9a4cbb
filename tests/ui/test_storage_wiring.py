"""Issue 10 through the UI: bad files at start are shown and kept, resume after a kill, save and
load, statistics, hand records out and in, the crash handler, settings of the wrong type and
the window's geometry. The app is started as ``stich`` starts it, in a temporary data folder."""

from __future__ import annotations

import json
import random
import shutil
import sys
import threading
from itertools import accumulate
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialogButtonBox

from stich.engine.game import get_game
from stich.engine.record import make_record
from stich.store.match_save import load_match
from stich.ui import crash_dialog, crash_hook, prefs, session
from stich.ui.controller import GameSetup, default_seats
from stich.ui.translations import switch_language

from .app_helpers import game_state, launch
from .helpers import settled, take_turn, wait_for_player

BAD_SETTINGS = b"hello\x00\xff\xfe garbage\n[General\nfoo=1\n=bar\n"
BAD_SAVE = b'{"format": "stich-match", "version": 1, "game": "schafkopf", "hands": [{"for'


@pytest.fixture
def english():
    yield
    switch_language("en", remember=False)


def setup_for(game: str, seed: int) -> GameSetup:
    g = get_game(game)
    players = g.default_players(g.rules())
    return GameSetup(game=game, players=players, seats=default_seats(players), seed=seed)


def finish_hand(qtbot, window) -> None:
    for _ in range(200):
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    qtbot.waitUntil(lambda: settled(window) and window.view.summary.isVisible(), timeout=10000)


def next_hand(qtbot, window) -> None:
    index = window.controller.match.hand_index
    qtbot.mouseClick(window.view.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.view.table.displayed is not None
                    and window.view.table.displayed.hand_index == index, timeout=5000)


def kept(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(name + ".bad-"))


def test_a_corrupt_save_and_settings_file_are_shown_kept_and_a_game_can_be_played(
        qtbot, tmp_path, english):
    base = tmp_path / "data"
    base.mkdir()
    (base / "match.json").write_bytes(BAD_SAVE)
    (base / "settings.ini").write_bytes(BAD_SETTINGS)
    window, run, start = launch(qtbot, base)

    dialog = start.problems_dialog
    assert dialog is not None and dialog.isVisible()
    [save_copy] = kept(base, "match.json")
    [settings_copy] = kept(base, "settings.ini")
    assert save_copy.read_bytes() == BAD_SAVE  # set aside, same bytes
    assert settings_copy.read_bytes() == BAD_SETTINGS
    assert not (base / "match.json").exists()
    text = dialog.text()
    for words in ("The saved match", "match.json", save_copy.name, "not valid JSON",
                  "The settings", "settings.ini", settings_copy.name, str(base)):
        assert words in text, words
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: start.done)
    assert start.prompt is None  # nothing left to resume

    # a new game can be played, and it is saved and counted
    window.start(setup_for("schafkopf", 5))
    finish_hand(qtbot, window)
    assert run.flush()
    assert run.store.history.count() == 1
    assert load_match(base / "match.json").hands_played == 1
    window.set_speed("fast")
    prefs.qsettings().sync()
    assert "speed=fast" in (base / "settings.ini").read_text()
    assert save_copy.read_bytes() == BAD_SAVE
    assert settings_copy.read_bytes() == BAD_SETTINGS


@pytest.mark.parametrize(("game", "seed"), [("schafkopf", 3), ("skat", 4), ("sheepshead", 6)])
def test_resume_after_a_kill_restores_the_identical_state(qtbot, tmp_path, english, game, seed):
    first = tmp_path / "first"
    window, run, start = launch(qtbot, first)
    assert start.problems_dialog is None and start.prompt is None
    window.start(setup_for(game, seed))
    rng = random.Random(seed)
    kill_at = rng.randrange(2, 14)  # a decision in the first or a later hand
    decisions, image, expected, shown = 0, None, None, None
    while image is None or decisions < kill_at + 3:
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            next_hand(qtbot, window)
            continue
        if decisions == kill_at:
            assert run.flush()  # the writer thread has the newest save on disk: "kill" now
            image = shutil.copytree(first, tmp_path / "killed")
            expected = game_state(window.controller)
            shown = window.view.table.displayed
        take_turn(qtbot, window)
        decisions += 1
    run.close()  # the first app is gone; the second starts from the image

    window2, run2, start2 = launch(qtbot, image)
    assert start2.problems_dialog is None
    prompt = start2.prompt
    assert prompt is not None and prompt.isVisible()
    assert get_game(game).title in prompt.text() or game.title() in prompt.text()
    qtbot.mouseClick(prompt.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: start2.done)
    wait_for_player(qtbot, window2)
    assert game_state(window2.controller) == expected
    again = window2.view.table.displayed
    assert (again.hands[again.viewer], again.trick, again.hand_index, again.totals) == \
        (shown.hands[shown.viewer], shown.trick, shown.hand_index, shown.totals)
    # and the game goes on from there, saved under the same match
    finish_hand(qtbot, window2)
    assert run2.flush()
    saved = load_match(image / "match.json")
    assert saved.info.match_id == expected["match_id"]
    assert saved.hands_played == len(window2.controller.match.rows)
    assert run2.store.history.count() == len(window2.controller.match.rows)


def test_declining_to_resume_keeps_the_save_as_previous(qtbot, tmp_path, english):
    base = tmp_path / "data"
    window, run, _start = launch(qtbot, base)
    window.start(setup_for("sjavs", 2))
    wait_for_player(qtbot, window)
    take_turn(qtbot, window)
    assert run.flush()
    raw = (base / "match.json").read_bytes()
    run.close()
    window2, _run2, start2 = launch(qtbot, base)
    assert start2.prompt is not None
    qtbot.mouseClick(start2.prompt.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: start2.done)
    assert not (base / "match.json").exists()
    assert (base / "match.previous.json").read_bytes() == raw
    assert window2.store_menu.load_match(base / "match.previous.json")  # and it still opens


def test_save_match_as_and_load_match(qtbot, tmp_path, english):
    base = tmp_path / "data"
    window, run, _start = launch(qtbot, base)
    window.start(setup_for("schafkopf", 12))
    for _ in range(4):
        wait_for_player(qtbot, window)
        take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    menu = window.store_menu
    target = menu.save_match_as(tmp_path / "saves" / "mine.json")
    assert target is not None and target.exists()
    expected = game_state(window.controller)
    window.start(setup_for("klorsjavs", 1))  # another match on the table
    wait_for_player(qtbot, window)
    assert menu.load_match(target)
    wait_for_player(qtbot, window)
    assert game_state(window.controller) == expected
    assert run.flush()
    assert load_match(base / "match.json").info.match_id == expected["match_id"]
    # the Klørsjavs match the loaded one replaced is kept
    assert load_match(base / "match.previous.json").match.game.name == "klorsjavs"
    # a file from a newer Stich: said so, and left as it is
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"format": "stich-match", "version": 99}))
    raw = newer.read_bytes()
    assert not menu.load_match(newer)
    assert "newer version of Stich" in menu.messages[-1]
    assert newer.read_bytes() == raw
    assert game_state(window.controller) == expected


def test_statistics_window_shows_the_played_hands(qtbot, tmp_path, english):
    window, run, _start = launch(qtbot, tmp_path / "data")
    window.start(setup_for("schafkopf", 8))
    finish_hand(qtbot, window)
    next_hand(qtbot, window)
    finish_hand(qtbot, window)
    assert run.flush()
    c = window.controller
    human = c.human
    rows = c.rows
    stats = window.store_menu.show_statistics()
    qtbot.waitExposed(stats)
    assert stats.summary is not None and stats.summary.hands == 2
    assert stats.figures[0].text() == "2"
    settlements = [r.result.settlement[human] for r in rows]
    assert stats.plot.totals == list(accumulate(settlements))
    assert stats.summary.score == sum(settlements)
    # one row per contract: its kind with its flags (a Wenz Tout apart from a Wenz)
    kinds = {(r.result.contract.kind, r.result.contract.flags) if r.result.contract else None
             for r in rows}
    assert stats.table.rowCount() == len(kinds)
    declared = sum(r.result.declarer == human for r in rows)
    assert stats.summary.declared == declared
    # per game and per preset
    assert stats.choose("schafkopf", "wirtshaus")
    assert stats.summary.hands == 2
    assert stats.choose(None)
    assert stats.summary.hands == 2
    stats.grab()  # draws without error


def test_hand_record_export_import_round_trip(qtbot, tmp_path, english):
    window, run, _start = launch(qtbot, tmp_path / "data")
    window.start(setup_for("sheepshead", 9))
    finish_hand(qtbot, window)
    assert run.flush()
    record = window.controller.rows[0].record
    history = window.store_menu.show_history()
    assert len(history.rows) == 1 and history.rows[0].source == "played"
    out = tmp_path / "share" / "hand.json"
    assert history.export_record(out) == out
    assert json.loads(out.read_text()) == record
    hand_id = window.store_menu.import_record(out)
    assert hand_id is not None
    assert history.selected() is not None and history.selected().id == hand_id
    assert history.rows[0].source == "imported"
    assert run.store.history.record(hand_id) == record
    assert window.store_menu.show_statistics().summary.hands == 1  # imported: not counted
    # replay, card by card
    viewer = history.replay(hand_id)
    assert viewer is not None
    assert len(viewer.states) == len(record["actions"]) + 1
    assert viewer.actions.count() == len(record["actions"]) + 1  # the deal, each action
    qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    assert viewer.index == 1
    qtbot.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    assert viewer.states[viewer.index].is_terminal
    assert viewer.grab().width() > 0
    viewer.close()
    # a damaged record file: said so, left alone
    broken = tmp_path / "broken.json"
    broken.write_bytes(out.read_bytes()[:200])
    assert window.store_menu.import_record(broken) is None
    assert "damaged" in history.messages[-1]
    assert broken.read_bytes() == out.read_bytes()[:200]
    # the Game menu exports the last finished hand too
    last = window.store_menu.export_last_hand(tmp_path / "last.json")
    assert last is not None and json.loads(last.read_text()) == record
    # the same deal again, against the bots
    assert history.play_again(hand_id)
    c = window.controller
    assert c.match.hand_index == 0 and c.match.game.name == "sheepshead"
    assert make_record(c.state)["deal"] == record["deal"]
    assert c.state.dealer == record["dealer"]
    finish_hand(qtbot, window)
    assert run.flush()
    assert run.store.history.count() == 3  # played, imported, played again


def test_an_unexpected_error_saves_the_match_first_and_shows_the_log(
        qtbot, tmp_path, english, monkeypatch):
    base = tmp_path / "data"
    window, run, _start = launch(qtbot, base)
    window.start(setup_for("schafkopf", 21))
    wait_for_player(qtbot, window)
    take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    assert run.flush()
    (base / "match.json").unlink()  # so that only the crash handler can have written it
    hook = crash_hook.install(window, run)
    monkeypatch.setattr(sys, "excepthook", hook)
    monkeypatch.setattr(threading, "excepthook", hook.thread_hook)

    def boom() -> None:
        raise RuntimeError("boom in a slot")

    QTimer.singleShot(0, window, boom)
    qtbot.waitUntil(lambda: bool(hook.reports), timeout=5000)
    report = hook.reports[0]
    assert report.saved and report.log_path == base / "logs" / "stich.log"
    assert "boom in a slot" in report.log_path.read_text()
    saved = load_match(base / "match.json")
    assert game_state(window.controller)["record"] == make_record(saved.state)
    dialog = crash_dialog._open[-1]
    assert dialog.isVisible() and str(report.log_path) in dialog.informativeText()
    dialog.accept()
    # the app goes on
    take_turn(qtbot, window)
    wait_for_player(qtbot, window)


def test_settings_of_the_wrong_type_are_reported_once_kept_and_the_defaults_used(
        qtbot, tmp_path, english):
    base = tmp_path / "data"
    base.mkdir()
    text = ("[table]\nspeed=warp\ncard_scale=7\ncard_back=green\nhigh_contrast=true\n"
            "[window]\ngeometry=hello\n[ui]\nlanguage=fr\n[aids]\nhint=vielleicht\n")
    (base / "settings.ini").write_text(text)
    window, _run, start = launch(qtbot, base)
    dialog = start.problems_dialog
    assert dialog is not None and dialog.isVisible()
    [copy] = kept(base, "settings.ini")
    assert copy.read_text() == text  # the player's text, kept before anything wrote over it
    said = dialog.text()
    for words in ("The settings", "settings.ini", "Language ([ui] language): “fr”",
                  "Animation speed ([table] speed): “warp”", "Card size ([table] card_scale)",
                  "Card back ([table] card_back): “green”", "Window size and position",
                  "back to their defaults", copy.name):
        assert words in said, words
    assert "high_contrast" not in said  # a good value is not reported...
    assert window._speed_actions["normal"].isChecked()  # the defaults, as the dialog says
    from stich.ui import translations

    assert translations.startup_language(None) == translations.system_language()
    log = (base / "logs" / "stich.log").read_text()
    for key in ("table/speed", "window/geometry", "ui/language", "aids/hint"):
        assert f"setting {key}: ignoring" in log, key
    repaired = (base / "settings.ini").read_text()
    assert "high_contrast=true" in repaired  # ... and kept in the file
    assert "warp" not in repaired and "fr" not in repaired

    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    _run.close()
    prefs.close_prefs()
    session.set_current(None)
    _window2, _run2, start2 = launch(qtbot, base)
    assert start2.problems_dialog is None  # said once: the next start finds a good file
    assert kept(base, "settings.ini") == [copy]


@pytest.mark.parametrize("raw", [
    b"[table]\nspeed=fast\n[ui]\nlangu",                # cut off in the middle of a line
    bytes(range(256)) * 8,                              # binary
    "[table]\nspeed=fast\n".encode("utf-16"),          # not UTF-8 (Qt reads it as nothing)
], ids=["truncated", "binary", "utf-16"])
def test_a_settings_file_qt_reads_without_complaint_is_still_reported_and_kept(
        qtbot, tmp_path, english, raw):
    base = tmp_path / "data"
    base.mkdir()
    (base / "settings.ini").write_bytes(raw)
    window, _run, start = launch(qtbot, base)
    dialog = start.problems_dialog
    assert dialog is not None and dialog.isVisible()
    [copy] = kept(base, "settings.ini")
    assert copy.read_bytes() == raw
    said = dialog.text()
    for words in ("The settings", "settings.ini", copy.name):
        assert words in said, words
    assert ("Line 4 is not a setting: “langu”" in said) if b"langu" in raw \
        else ("is not a text file" in said)
    window.set_speed("slow")  # the app goes on, and writes its settings again
    prefs.qsettings().sync()
    assert "speed=slow" in (base / "settings.ini").read_text()
    assert copy.read_bytes() == raw


def test_a_good_settings_file_is_not_reported_or_copied(qtbot, tmp_path, english):
    base = tmp_path / "data"
    base.mkdir()
    text = ("; my settings\n[table]\nspeed=fast\ncard_scale=1.15\ncard_back=red\n"
            "[aids]\nhint=false\n[ui]\nlanguage=en\n[newgame]\n"
            'last="{\\"game\\": \\"skat\\"}"\n')
    (base / "settings.ini").write_text(text)
    window, _run, start = launch(qtbot, base)
    assert start.problems_dialog is None
    assert kept(base, "settings.ini") == []
    assert (base / "settings.ini").read_text() == text  # not even rewritten
    assert window._speed_actions["fast"].isChecked()


def test_window_geometry_is_remembered(qtbot, tmp_path, english):
    base = tmp_path / "data"
    window, run, _start = launch(qtbot, base)
    window.resize(1024, 720)  # the offscreen screen is 800 x 800: a size that fits its height
    window.close()
    stored = prefs.settings().window_geometry
    assert stored == bytes(window.saveGeometry().data())
    run.close()
    session.set_current(None)
    window2, _run2, _start2 = launch(qtbot, base)
    assert (window2.width(), window2.height()) == (1024, 720)


def test_a_save_that_fails_is_said_once_and_play_goes_on(qtbot, tmp_path, english, monkeypatch):
    from stich.store import atomic
    from stich.store.errors import WriteFailed

    base = tmp_path / "data"
    window, run, _start = launch(qtbot, base)
    window.start(setup_for("schafkopf", 31))
    wait_for_player(qtbot, window)
    assert run.flush()

    def disk_full(path, data):
        raise WriteFailed(path, "cannot write (No space left on device)", "unwritable")

    monkeypatch.setattr(atomic, "write_bytes_atomic", disk_full)
    finish_hand(qtbot, window)  # every save fails; the hand is played to its end anyway
    run.flush()
    menu = window.store_menu
    qtbot.waitUntil(lambda: any("No space left" in m for m in menu.messages), timeout=5000)
    assert sum("cannot be saved" in m for m in menu.messages) == 1  # said once
    assert run.store.history.count() == 1  # the history (SQLite) still got the hand
    monkeypatch.undo()
    next_hand(qtbot, window)
    assert run.flush()
    assert load_match(base / "match.json").hands_played == 1  # saving works again


def test_settings_of_an_earlier_version_are_taken_over(qtbot, tmp_path, english):
    """Before the data folder had settings.ini, Qt kept the settings in its default place."""
    from PySide6.QtCore import QSettings

    old = QSettings()
    old.setValue("table/speed", "fast")
    old.setValue("newgame/last", '{"game": "skat"}')
    old.sync()
    base = tmp_path / "data"
    window, _run, _start = launch(qtbot, base)
    assert window._speed_actions["fast"].isChecked()
    assert prefs.qsettings().value("newgame/last") == '{"game": "skat"}'
    assert "speed=fast" in (base / "settings.ini").read_text()
    assert QSettings().value("table/speed") == "fast"  # the old file is left as it is
