"""Menu accelerators (Alt+letter) must be unique in every language, or a keyboard player's
Alt+letter opens the wrong menu or only cycles between two entries."""

from __future__ import annotations

import pytest


def _mnemonic(text: str) -> str | None:
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def _clashes(texts: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    clashes = []
    for t in texts:
        m = _mnemonic(t)
        if m is None:
            continue
        if m in seen:
            clashes.append(f"{seen[m]!r} and {t!r} both use Alt+{m.upper()}")
        seen[m] = t
    return clashes


def _wait_for_language(qtbot, window, lang: str) -> None:
    """The menus follow a switch once its event has been delivered: until then they are in
    the language before (the checks read another language's menus)."""
    game = {"en": "&Game", "de": "&Spiel", "es": "&Partida"}[lang]
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == game)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_menu_accelerators_are_unique(qtbot, lang):
    from stich.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.set_language(lang)
    _wait_for_language(qtbot, window, lang)
    top = [a.text() for a in window.menuBar().actions()]
    assert all(_mnemonic(t) for t in top), top
    problems = _clashes(top)
    for action in window.menuBar().actions():
        menu = action.menu()
        if menu is not None:
            problems += _clashes([a.text() for a in menu.actions() if a.text()])
    assert problems == []


def test_the_check_sees_a_clash():
    assert _clashes(["&Hilfen", "&Hilfe"]) == ["'&Hilfen' and '&Hilfe' both use Alt+H"]
    assert _clashes(["Save && &quit", "&Quit"]) != []
    assert _mnemonic("Save && go") is None


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_no_two_menus_read_alike(qtbot, lang):
    """Spanish had "Ayudas" (the learning aids) beside "Ayuda" (help): two menus a player
    tells apart only by an s."""
    from stich.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.set_language(lang)
    _wait_for_language(qtbot, window, lang)
    words = [a.text().replace("&", "").lower() for a in window.menuBar().actions()]
    for i, a in enumerate(words):
        for b in words[i + 1:]:
            assert a.rstrip("s") != b.rstrip("s"), (a, b)
