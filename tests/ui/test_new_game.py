"""The New Game dialog remembers its choices; presets round-trip through the store; bad files
are reported, set aside under a new name (same bytes) and never overwritten."""

from __future__ import annotations

import json

from stich.engine.game import get_game
from stich.ui.new_game_dialog import CUSTOM, NewGameDialog
from stich.ui.preset_store import PresetStore


def test_dialog_remembers_the_last_choices(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.preset.setCurrentIndex(d.preset.findData("ramsch"))
    d.seed.setText("42")
    d.seat_names[1].setText("Zoe")
    d.seat_kinds[0].setCurrentIndex(1)  # a bot in seat 1 ...
    d.seat_kinds[2].setCurrentIndex(0)  # ... and the player in seat 3
    d.pattern.setCurrentIndex(d.pattern.findData("french"))
    # a rule edited away from the preset
    info_key = "ramsch_tariff"
    _get, set_, _w = d.editor._controls[info_key]
    set_(30)
    d.editor._changed()
    first = d.setup()
    assert first.overrides.get(info_key) == 30
    d.accept()

    again = NewGameDialog()
    qtbot.addWidget(again)
    second = again.setup()
    assert second == first
    assert again.seed.text() == "42"
    assert again.seat_names[1].text() == "Zoe"
    assert second.seats[2].human and not second.seats[0].human
    assert second.rules().ramsch_tariff == 30 and second.preset == "ramsch"


def test_only_one_seat_is_the_player(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.seat_kinds[3].setCurrentIndex(0)
    assert [k.currentData() == "human" for k in d.seat_kinds] == [False, False, False, True]


def test_preset_save_export_import_round_trip(qtbot, tmp_path):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.preset.setCurrentIndex(d.preset.findData("turnier"))
    _g, set_, _w = d.editor._controls["max_stoss"]
    set_(4)
    saved = d.save_preset("Our table")
    assert saved is not None and d.store.path_of(saved).exists()
    assert d.preset.currentData() == CUSTOM + "Our table"
    assert d.setup().preset_name == "Our table"  # statistics group by the custom preset
    target = tmp_path / "export" / "ours.json"
    assert d.export_preset(str(target))
    data = json.loads(target.read_text())
    assert (data["format"], data["version"], data["name"]) == ("stich-preset", 1, "Our table")
    d.delete_preset()
    assert d.preset.findData(CUSTOM + "Our table") < 0
    imported = d.import_preset(str(target))
    assert imported is not None
    assert imported.rules == saved.rules
    assert imported.rules.max_stoss == 4
    assert d.editor.rules() == saved.rules
    assert d.setup().rules() == saved.rules
    # no temporary files are left behind by the atomic writes
    assert not [p for p in d.store.folder.iterdir() if p.name.startswith(".")]
    # a rule changed after choosing the preset: no longer that preset
    _g, set_, _w = d.editor._controls["max_stoss"]
    set_(2)
    d.editor._changed()
    assert d.setup().preset_name == ""


def test_corrupt_preset_file_is_reported_and_kept(qtbot, tmp_path):
    store = PresetStore(tmp_path / "data" / "presets")
    store.folder.mkdir(parents=True)
    bad = store.folder / "schafkopf-ours.json"
    bad.write_text('{"format": "stich-preset/1", "game": "schafkopf", "name": "ours", ')
    before = bad.read_bytes()
    d = NewGameDialog(store=store)
    qtbot.addWidget(d)
    assert any("schafkopf-ours.json" in m and "not valid JSON" in m for m in d.messages)
    kept = [p for p in store.folder.iterdir() if p.name.startswith("schafkopf-ours.json.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == before  # set aside, same bytes
    assert not bad.exists()
    saved = d.save_preset("ours")  # same name: must not overwrite the unreadable file
    assert saved is not None and store.path_of(saved) != bad
    assert kept[0].read_bytes() == before
    # importing a broken file says why and leaves it alone
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "stich-preset/1", "game": "schafkopf",
                                  "name": "x", "rules": {"overrides": {"max_stoss": 99}}}))
    content = broken.read_bytes()
    assert d.import_preset(str(broken)) is None
    assert "max_stoss must be at most 4" in d.messages[-1]
    assert broken.read_bytes() == content


def test_rules_editor_shows_every_rule_with_its_help(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    g = get_game(d.game_name)
    keys = {i.key for i in g.rules_class.options()}
    assert set(d.editor._controls) == keys
    for info in g.rules_class.options():
        assert d.editor._controls[info.key][2].toolTip() == info.help
    # a contradictory combination is explained and blocks Start
    _g, set_, _w = d.editor._controls["contracts_enabled"]
    set_(frozenset({"tout"}))
    d.editor._changed()
    assert not d.editor.is_valid()
    assert "contracts_enabled" in d.editor.error.text()
    d.accept()
    assert d.result() == 0 and d.tabs.currentIndex() == 1


def test_a_bad_preset_file_is_said_once_to_be_left_unchanged(qtbot, tmp_path):
    """Importing a damaged preset said "(it was not changed)" and then "The file was not
    changed." again."""
    from stich.ui.translations import switch_language

    switch_language("en", remember=False)
    dialog = NewGameDialog(store=PresetStore(tmp_path / "presets"))
    qtbot.addWidget(dialog)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "stich-preset"')
    assert dialog.import_preset(str(bad)) is None
    text = dialog.messages[-1]
    assert "broken.json" in text and "not valid JSON" in text
    assert text.lower().count("not changed") == 1, text
    assert bad.read_text() == '{"format": "stich-preset"'


def test_deleting_a_custom_preset_asks_first(qtbot, tmp_path, monkeypatch):
    """One click on Delete removed the preset's file for good, without a word."""
    from PySide6.QtWidgets import QMessageBox

    from stich.ui.translations import switch_language

    switch_language("en", remember=False)
    dialog = NewGameDialog(store=PresetStore(tmp_path / "presets"))
    qtbot.addWidget(dialog)
    saved = dialog.save_preset("Stammtisch")
    assert saved is not None
    path = dialog.store.path_of(saved)
    asked: list[str] = []

    def answer(reply):
        def question(_parent, _title, text, *_args):
            asked.append(text)
            return reply
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    dialog.delete_button.click()
    assert asked and "Stammtisch" in asked[-1]
    assert path.exists() and dialog.preset.currentData() == CUSTOM + "Stammtisch"
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    dialog.delete_button.click()
    assert not path.exists() and dialog.preset.findData(CUSTOM + "Stammtisch") < 0
    assert dialog.messages[-1] == "Deleted the preset \u201cStammtisch\u201d."


def _answers(monkeypatch, reply):
    """QMessageBox.question answers ``reply``; the questions asked, in order."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def question(_parent, _title, text, *_args):
        asked.append(text)
        return reply
    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_saving_over_a_custom_preset_asks_first(qtbot, tmp_path, monkeypatch):
    """Save as… under an existing preset's name replaced it without a word."""
    from PySide6.QtWidgets import QMessageBox

    from stich.ui.translations import switch_language

    switch_language("en", remember=False)
    dialog = NewGameDialog(store=PresetStore(tmp_path / "presets"))
    qtbot.addWidget(dialog)
    asked = _answers(monkeypatch, QMessageBox.StandardButton.No)
    first = dialog.save_preset("Stammtisch")
    assert first is not None and asked == []  # a new name: nothing to ask
    _g, set_, _w = dialog.editor._controls["max_stoss"]
    set_(4)
    dialog.editor._changed()
    assert dialog.save_preset("stammtisch") is None  # No: the old one stays as it was
    assert asked == ["A preset named \u201cStammtisch\u201d already exists. Replace it?"]
    assert dialog.store.find("schafkopf", "Stammtisch").rules == first.rules
    _answers(monkeypatch, QMessageBox.StandardButton.Yes)
    again = dialog.save_preset("Stammtisch")
    assert again is not None
    assert dialog.store.find("schafkopf", "Stammtisch").rules.max_stoss == 4
    # importing a file of that name asks as well
    target = tmp_path / "other.json"
    from stich.store.presets import export_preset, make_preset
    export_preset(make_preset("STAMMTISCH", "schafkopf", get_game("schafkopf").rules("kurz")),
                  target)
    asked = _answers(monkeypatch, QMessageBox.StandardButton.No)
    assert dialog.import_preset(str(target)) is None and len(asked) == 1
    assert dialog.store.find("schafkopf", "Stammtisch").rules.max_stoss == 4


def test_a_custom_preset_can_be_renamed(qtbot, tmp_path, monkeypatch):
    """There was no Rename: a player saved under the new name and deleted the old one."""
    from stich.ui.translations import switch_language

    switch_language("en", remember=False)
    dialog = NewGameDialog(store=PresetStore(tmp_path / "presets"))
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("turnier"))
    assert not dialog.rename_button.isEnabled()  # a built-in preset keeps its name
    saved = dialog.save_preset("Stammtisch")
    dialog.save_preset("Freitag")
    dialog.preset.setCurrentIndex(dialog.preset.findData(CUSTOM + "Stammtisch"))
    assert dialog.rename_button.isEnabled() and dialog.rename_button.text() == "Re&name…"
    renamed = dialog.rename_preset("Sonntag")
    assert renamed is not None and renamed.rules == saved.rules
    assert dialog.preset.currentData() == CUSTOM + "Sonntag"
    assert dialog.preset.findData(CUSTOM + "Stammtisch") < 0
    assert dialog.messages[-1] == \
        "Renamed the preset \u201cStammtisch\u201d to \u201cSonntag\u201d."
    # never over another preset
    assert dialog.rename_preset("freitag") is None
    assert dialog.messages[-1] == ("The preset could not be renamed: Another preset has this "
                                   "name: choose another one.")
    assert dialog.preset.currentData() == CUSTOM + "Sonntag"
    assert sorted(p.name for p in dialog.store.load("schafkopf")[0]) == ["Freitag", "Sonntag"]
