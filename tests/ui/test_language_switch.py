"""Switching the language while a game is open: menus, the status line, the table and an open
dialog follow at once, without a restart; numbers follow the locale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from stich.ui import labels, translations
from stich.ui.new_game_dialog import NewGameDialog

from .helpers import make_window, take_turn, wait_for_player


@pytest.fixture
def back_to_english():
    yield
    translations.switch_language("en", remember=False)


def _menus(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_switching_language_while_a_game_is_open(qtbot, back_to_english):
    translations.switch_language("en", remember=False)
    window = make_window(qtbot, "schafkopf", seed=11)
    wait_for_player(qtbot, window)
    dialog = NewGameDialog(window)
    dialog.show()
    qtbot.waitExposed(dialog)
    human = window.controller.human
    assert _menus(window) == ["&Game", "&View", "&Aids", "&Settings", "&Help"]
    assert window.status_line.turn.text() in ("Your turn", "Hand over")
    assert dialog.windowTitle() == "New game"
    assert window.view.table.plates[human].name == "You"

    # as a player does it: Settings > Language > Deutsch
    window._language_actions["de"].trigger()
    german = ["&Spiel", "&Ansicht", "&Lernhilfen", "&Einstellungen", "&Hilfe"]
    qtbot.waitUntil(lambda: _menus(window) == german)
    qtbot.waitUntil(lambda: window.view.table.plates[human].name == "Du")
    status = window.status_line
    assert "Schafkopf, Spiel 1" in status.game.text()
    assert status.turn.text() in ("Du bist dran", "Spiel vorbei")
    assert status.last_button.text() == "Letzter Stich"
    assert dialog.windowTitle() == "Neue Partie"
    assert dialog.tabs.tabText(1) == "Sonder&regeln"
    assert dialog.game_label.text() == "&Spiel"
    long_pack = dialog.editor._controls["deck"][2]
    assert long_pack.toolTip().startswith("Langes Blatt mit 32 Karten")
    if window.view.panel.isVisible():
        texts = {b.text() for b in window.view.panel.buttons}
        assert texts & {"Ich spiel", "Weiter"}, texts
    assert window._language_actions["de"].isChecked()
    assert QSettings().value(translations.SETTINGS_KEY) == "de"
    assert labels.signed(-1234) == "−1.234"

    # and on to Spanish, with the dialog still open
    window.set_language("es")
    spanish = ["&Partida", "&Ver", "Apre&ndizaje", "&Ajustes", "A&yuda"]
    qtbot.waitUntil(lambda: _menus(window) == spanish)
    qtbot.waitUntil(lambda: window.view.table.plates[human].name == "Tú")
    assert status.turn.text() in ("Te toca", "Mano terminada")
    assert dialog.windowTitle() == "Nueva partida"
    assert dialog.seat_kinds[0].itemText(0) == "Tú"
    assert window.controller.seats[human].name == "Tú"

    # the game goes on: the player can still act, and the hand can be finished in Spanish
    from .helpers import settled, take_turn
    for _ in range(40):
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    qtbot.waitUntil(lambda: settled(window) and window.view.summary.isVisible(), timeout=15000)
    assert window.view.summary.next_button.text() == "Siguiente mano"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.view.summary.next_button.text() == "Next hand")
    qtbot.waitUntil(lambda: window.view.table.plates[human].name == "You")


def test_every_language_has_its_menu_entry_in_its_own_words(qtbot, back_to_english):
    window = make_window(qtbot, "schafkopf", seed=2)
    names = {code: act.text() for code, act in window._language_actions.items()}
    assert names == {"en": "English", "de": "Deutsch", "es": "Español"}
    translations.switch_language("de", remember=False)
    qtbot.waitUntil(lambda: _menus(window)[0] == "&Spiel")
    assert {code: act.text() for code, act in window._language_actions.items()} == names


def test_start_up_language_comes_from_the_switch_the_settings_or_the_system():
    assert translations.startup_language("de") == "de"
    assert translations.startup_language("es_MX") == "es"
    QSettings().setValue(translations.SETTINGS_KEY, "es")
    assert translations.startup_language(None) == "es"
    assert translations.startup_language("xx") == "es"
    QSettings().remove(translations.SETTINGS_KEY)
    assert translations.startup_language(None) == translations.system_language()
    assert translations.normalize("de-AT") == "de" and translations.normalize("fr") is None


def test_every_language_loads_its_translation(back_to_english):
    for code in translations.LANGUAGES:
        assert translations.switch_language(code, remember=False) == code
        assert translations.manager().missing == []
    translations.switch_language("en", remember=False)
    assert labels.card_name(3, "german") == "Acorns Ober"
    translations.switch_language("es", remember=False)
    assert labels.card_name(3, "german") == "Ober de bellotas"
    assert "caballo" in labels.card_tooltip(3, "german")
    translations.switch_language("de", remember=False)
    assert labels.card_name(0, "german") == "Eichel-Sau"
    assert labels.card_name(3, "french") == "Kreuz-Dame"


def test_an_open_summary_keeps_its_rows_when_the_language_changes(qtbot, back_to_english):
    """The summary shown anew in the new language while it is open: its rows (a new widget in
    a visible panel) counted for its size at once. They did not: the panel shrank to its
    title and squeezed buttons until the window was resized."""
    translations.switch_language("en", remember=False)
    window = make_window(qtbot, "skat", seed=4)
    for _ in range(200):
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    summary = window.view.summary
    qtbot.waitUntil(summary.isVisible)
    before = summary.height()
    window.set_language("de")
    qtbot.waitUntil(lambda: summary.next_button.text() == "Nächstes Spiel")
    qtbot.wait(50)  # the relabel and any queued showing of its new rows
    assert summary.height() >= before - 20, (before, summary.height())
    content = summary._content
    assert content is not None and content.isVisible()
    assert summary.rect().contains(content.geometry())
