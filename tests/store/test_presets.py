"""Custom house-rule presets: save, list, export/import, bad files set aside, migrations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from stich.engine.game import get_game
from stich.store import presets as presets_mod
from stich.store.errors import BadPreset, InvalidPreset
from stich.store.presets import (
    PresetStore,
    export_preset,
    import_preset,
    make_preset,
    read_preset_file,
)

GAME = get_game("schafkopf")


def stammtisch() -> presets_mod.CustomPreset:
    rules = GAME.rules("wirtshaus", {"klopfen": True, "tariff": [20, 50, 10]})
    return make_preset("  Unser   Stammtisch ", "schafkopf", rules, "mit Klopfen")


def test_save_list_delete(tmp_path: Path) -> None:
    store = PresetStore(tmp_path / "presets")
    assert store.load_all() == ([], [])
    p = stammtisch()
    assert p.name == "Unser Stammtisch"
    path = store.save(p)
    assert path.parent == store.folder and path.name.startswith("schafkopf--unser-stammtisch--")
    other = make_preset("Öha! 100 %", "schafkopf", GAME.rules("kurz"))
    store.save(other)
    loaded, problems = store.load_all()
    assert problems == []
    assert [x.name for x in loaded] == ["Unser Stammtisch", "Öha! 100 %"]  # by code point
    assert loaded[0] == p and loaded[0].rules.klopfen is True
    assert loaded[1].rules == GAME.rules("kurz")
    # saving again under the same name replaces it
    store.save(make_preset("unser stammtisch", "schafkopf", GAME.rules("wirtshaus")))
    assert len(store.for_game("schafkopf")) == 2
    assert store.delete("schafkopf", "Unser  Stammtisch")
    assert not store.delete("schafkopf", "Unser Stammtisch")
    assert [x.name for x in store.for_game("schafkopf")] == ["Öha! 100 %"]


def test_names_are_checked() -> None:
    rules = GAME.rules()
    for name, reason in [("   ", "empty_name"), ("x" * 81, "name_too_long"),
                         ("Wirtshaus", "builtin_name")]:
        with pytest.raises(InvalidPreset) as e:
            make_preset(name, "schafkopf", rules)
        assert e.value.reason == reason
    with pytest.raises(InvalidPreset):
        make_preset("x", "tarock", rules)


def test_export_import(tmp_path: Path) -> None:
    p = stammtisch()
    out = tmp_path / "share" / "stammtisch.json"
    export_preset(p, out)
    doc = json.loads(out.read_text())
    assert doc["format"] == "stich-preset" and doc["version"] == 1
    assert doc["rules"]["overrides"] == {"klopfen": True, "tariff": [20, 50, 10]}
    assert import_preset(out) == p


def test_bad_preset_files_are_set_aside(tmp_path: Path) -> None:
    store = PresetStore(tmp_path)
    store.save(stammtisch())
    bad = {
        "trunc.json": b'{"format": "stich-preset", "vers',
        "rules.json": json.dumps({"format": "stich-preset", "version": 1, "name": "a",
                                  "game": "schafkopf",
                                  "rules": {"overrides": {"klopfen": "ja"}}}).encode(),
        "newer.json": json.dumps({"format": "stich-preset", "version": 7}).encode(),
        "foreign.json": b'{"hello": "world"}',
        "binary.json": bytes(range(256)),
    }
    for name, raw in bad.items():
        (tmp_path / name).write_bytes(raw)
    presets, problems = store.load_all()
    assert [p.name for p in presets] == ["Unser Stammtisch"]
    assert sorted(p.path.name for p in problems) == sorted(bad)
    for problem in problems:
        assert problem.kept_as is not None
        assert problem.kept_as.read_bytes() == bad[problem.path.name]
        assert not problem.path.exists()
    reasons = {p.path.name: p.reason for p in problems}
    assert reasons == {"trunc.json": "not_json", "rules.json": "invalid",
                       "newer.json": "newer_version", "foreign.json": "wrong_format",
                       "binary.json": "not_utf8"}
    # the set-aside files are not read again
    assert store.load_all()[1] == []


def test_import_never_renames(tmp_path: Path) -> None:
    path = tmp_path / "download.json"
    path.write_bytes(b'{"format": "stich-preset", "version": 1, "name": "Wirtshaus", '
                     b'"game": "schafkopf"}')
    with pytest.raises(BadPreset, match="built-in"):
        import_preset(path)
    assert path.exists()


def test_migration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend version 1 called the description "notes" and version 2 is current."""
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": "stich-preset", "version": 1, "name": "Alt",
                                "game": "schafkopf", "rules": {"preset": "kurz"},
                                "notes": "x"}))
    raw = path.read_bytes()

    def v1_to_v2(doc: dict) -> dict:
        doc["description"] = doc.pop("notes")
        return doc

    with pytest.raises(BadPreset, match="unknown field"):
        read_preset_file(path)
    monkeypatch.setattr(presets_mod, "VERSION", 2)
    monkeypatch.setitem(presets_mod.MIGRATIONS, 1, v1_to_v2)
    preset = read_preset_file(path)
    assert (preset.name, preset.description, preset.rules) == ("Alt", "x", GAME.rules("kurz"))
    assert path.read_bytes() == raw
    assert preset.to_json()["version"] == 2


def test_the_dialogs_old_preset_files_still_read(tmp_path: Path) -> None:
    """Files the New Game dialog wrote before the store ("stich-preset/1", no version) are
    read as version 0, untouched on disk; deleting the preset removes them too."""
    folder = tmp_path / "presets"
    folder.mkdir()
    old = folder / "schafkopf-our-table.json"
    old.write_text(json.dumps({"format": "stich-preset/1", "game": "schafkopf",
                               "name": "Our table",
                               "rules": {"preset": "turnier", "overrides": {"max_stoss": 4}}}))
    raw = old.read_bytes()
    store = PresetStore(folder)
    presets, problems = store.load_all()
    assert problems == [] and [p.name for p in presets] == ["Our table"]
    assert presets[0].rules == GAME.rules("turnier", {"max_stoss": 4})
    assert old.read_bytes() == raw
    store.save(presets[0])  # written again in the current format, under the new file name
    assert len(store.load_all()[0]) == 1
    assert store.delete("schafkopf", "Our table")
    assert list(folder.glob("*.json")) == []


def test_rename_keeps_the_rules_and_never_replaces_another_preset(tmp_path: Path) -> None:
    store = PresetStore(tmp_path / "presets")
    p = stammtisch()
    old_path = store.save(p)
    store.save(make_preset("Kurze Karten", "schafkopf", GAME.rules("kurz")))
    renamed = store.rename("schafkopf", "unser stammtisch", "  Freitagsrunde ")
    assert renamed.name == "Freitagsrunde"
    assert (renamed.rules, renamed.description) == (p.rules, p.description)
    assert not old_path.exists() and store.path_of(renamed).exists()
    assert [x.name for x in store.for_game("schafkopf")] == ["Freitagsrunde", "Kurze Karten"]
    # another preset's name, a built-in one's, none: refused, nothing changed
    for name, reason in (("KURZE karten", "name_taken"), ("wirtshaus", "builtin_name"),
                         (" ", "empty_name")):
        with pytest.raises(InvalidPreset) as e:
            store.rename("schafkopf", "Freitagsrunde", name)
        assert e.value.reason == reason
    with pytest.raises(InvalidPreset) as e:
        store.rename("schafkopf", "nobody", "x")
    assert e.value.reason == "no_such_preset"
    assert [x.name for x in store.for_game("schafkopf")] == ["Freitagsrunde", "Kurze Karten"]
    assert store.find("schafkopf", "kurze karten").rules == GAME.rules("kurz")
    # only its spelling: the same preset, the new spelling
    assert store.rename("schafkopf", "Freitagsrunde", "freitagsrunde").name == "freitagsrunde"
    assert [x.name for x in store.for_game("schafkopf")] == ["freitagsrunde", "Kurze Karten"]
    assert len(list(store.folder.glob("*.json"))) == 2
