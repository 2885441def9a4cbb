"""The .ts files: complete for German and Spanish, in step with the code, and well formed."""

from __future__ import annotations

import re
import shutil

import pytest

from .helpers import ROOT, i18n_tool

tool = i18n_tool()
LANGS = ("de", "es", "en")
PLURAL_FORMS = {"de": 2, "es": 2, "en": 2}
PLACEHOLDER = re.compile(r"%(?:n|L?\d)")
# Placeholders a translation may leave out: %1 and %2 are the same suit there (capitalised and
# not), and Spanish says it once in lower case.
MAY_DROP = {("%1 was led: you must play %2.", "%1")}


def _key(m):
    return (m["context"], m["source"], m["comment"], m["numerus"])


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_finished(lang):
    msgs = tool.messages(tool.ts_file(lang))
    assert len(msgs) > 300
    unfinished = [(m["context"], m["source"]) for m in msgs if not m["finished"]]
    assert not unfinished, f"{lang}: {len(unfinished)} unfinished, e.g. {unfinished[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_plural_entries_have_every_form(lang):
    for m in tool.messages(tool.ts_file(lang)):
        if m["numerus"]:
            assert len(m["forms"]) == PLURAL_FORMS[lang], (m["source"], m["forms"])
            assert all("%n" in f for f in m["forms"]), (m["source"], m["forms"])


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang):
    """A translation uses the same %1, %2, %n as its source (else a name or number is lost)."""
    bad = []
    for m in tool.messages(tool.ts_file(lang)):
        want = set(PLACEHOLDER.findall(m["source"]))
        optional = {p for src, p in MAY_DROP if src == m["source"]}
        texts = m["forms"] if m["numerus"] else [m["translation"]]
        for text in texts:
            have = set(PLACEHOLDER.findall(text))
            if not (want - optional <= have <= want):
                bad.append((m["source"], text))
    assert not bad, bad[:5]


def test_languages_hold_the_same_strings():
    keys = [{_key(m) for m in tool.messages(tool.ts_file(lang))} for lang in LANGS]
    assert keys[0] == keys[1] == keys[2]


def test_rule_texts_match_the_engine():
    """rule_texts.py lists exactly the engine's house-rule explanations (regenerate it with
    `python scripts/i18n.py sources`)."""
    assert tool.RULE_TEXTS.read_text(encoding="utf-8") == tool.rule_texts_source()


def test_ts_files_are_up_to_date_with_the_code(tmp_path):
    """lupdate over the code into copies of the .ts files adds and removes nothing
    (run `scripts/build-translations --update`, then translate what is new)."""
    for lang in LANGS:
        before = {_key(m) for m in tool.messages(tool.ts_file(lang))}
        copy = tmp_path / f"stich_{lang}.ts"
        shutil.copy(tool.ts_file(lang), copy)
        tool.lupdate([copy])
        after = {_key(m) for m in tool.messages(copy)}
        assert after == before, (
            f"{lang}: new in the code: {sorted(after - before)[:8]}; "
            f"gone from the code: {sorted(before - after)[:8]}")


def test_qm_files_are_built_and_not_committed():
    import subprocess

    for lang in LANGS:
        assert (ROOT / "i18n" / f"stich_{lang}.qm").is_file(), "run scripts/build-translations"
    tracked = subprocess.run(["git", "ls-files", "i18n"], cwd=ROOT, capture_output=True,
                             text=True).stdout.split()
    if tracked:  # (not a git checkout: nothing to check)
        assert not [p for p in tracked if p.endswith(".qm")]
        assert {f"i18n/stich_{lang}.ts" for lang in LANGS} <= set(tracked)


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_sheet_has_one_name(lang):
    """The status line's button, the Game menu entry, the sheet's title, the summary's button
    and the keyboard help call the score sheet by one name (Spanish said "Puntuación" on the
    status line and "Hoja de puntuación" everywhere else)."""
    names = {}
    for m in tool.messages(tool.ts_file(lang)):
        if m["source"].replace("&", "") == "Score sheet":
            names[m["context"]] = m["translation"].replace("&", "")
        elif "(Last trick, Score sheet)" in m["source"]:
            names[m["context"] + " (keys)"] = m["translation"]
    assert {"StatusLine", "MainWindow", "ScoreSheet"} <= set(names), names
    word = names["StatusLine"]
    assert all(word in text for text in names.values()), names
