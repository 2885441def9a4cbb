"""Every dialog can be worked from the keyboard: Tab reaches each of its controls, and Esc (or
Enter) closes it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QRadioButton,
    QTabBar,
    QWidget,
)

from stich.ui.controller import GameSetup, default_seats

from .app_helpers import launch
from .helpers import settled, take_turn, wait_for_player

CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView, QTabBar)


def controls(window: QWidget) -> list[QWidget]:
    """What a mouse user can work in ``window`` (visible and enabled)."""
    out = []
    for w in window.findChildren(QWidget):
        if isinstance(w, CONTROLS) and w.isVisibleTo(window) and w.isEnabled() \
                and w.window() is window and not _inside_combo(w) \
                and not isinstance(w, QHeaderView):  # (a table's header takes no focus)
            out.append(w)
    return out


def _inside_combo(w: QWidget) -> bool:
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, (QComboBox, QAbstractSpinBox)):
            return True
        p = p.parentWidget()
    return False


def tab_round(qtbot, window: QWidget, limit: int = 200) -> set[QWidget]:
    """Every widget the focus visits when Tab is pressed again and again."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is window, timeout=3000)
    seen: set[QWidget] = set()
    for _ in range(limit):
        w = QApplication.focusWidget()
        seen.add(w)
        qtbot.keyClick(w, Qt.Key.Key_Tab)
    return seen


def assert_all_reachable(qtbot, window: QWidget) -> None:
    seen = tab_round(qtbot, window)
    missed = []
    for w in controls(window):
        if w in seen:
            continue
        if isinstance(w, QRadioButton) and any(  # arrows move within a radio group
                isinstance(o, QRadioButton) and o.parentWidget() is w.parentWidget()
                for o in seen):
            continue
        missed.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}")
    assert not missed, f"{type(window).__name__}: Tab never reaches {missed}"


def closes_with_escape(qtbot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)


def finish_hand(qtbot, window) -> None:
    for _ in range(200):
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    qtbot.waitUntil(lambda: settled(window) and window.view.summary.isVisible(), timeout=10000)


def test_every_dialog_is_reachable_by_tab_and_closes_with_escape(qtbot, tmp_path):
    from stich.ui.new_game_dialog import NewGameDialog
    from stich.ui.settings_dialog import SettingsDialog
    from stich.ui.table_settings import TableSettings

    window, run, _start = launch(qtbot, tmp_path / "data")
    players = 3
    window.start(GameSetup(game="skat", players=players, seats=default_seats(players), seed=4))
    finish_hand(qtbot, window)
    # the summary on the table
    summary = window.view.summary
    seen = tab_round(qtbot, window, 60)
    for b in (summary.next_button, summary.sheet_button, summary.review_button):
        if b.isVisible():
            assert b in seen
    assert run.flush()

    new_game = NewGameDialog(window)
    new_game.show()
    assert_all_reachable(qtbot, new_game)
    # every tab of the dialog, the rules editor too
    tabs = new_game.findChild(QTabBar)
    for i in range(1, tabs.count()):
        for _ in range(100):  # Tab to the tab bar, Right to the next tab
            if QApplication.focusWidget() is tabs:
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(tabs, Qt.Key.Key_Right)
        assert tabs.currentIndex() == i
        assert_all_reachable(qtbot, new_game)
    closes_with_escape(qtbot, new_game)

    settings = SettingsDialog(TableSettings.load(), window)
    settings.show()
    assert_all_reachable(qtbot, settings)
    closes_with_escape(qtbot, settings)

    window.show_score_sheet()
    sheet = window._sheet
    assert_all_reachable(qtbot, sheet)
    closes_with_escape(qtbot, sheet)

    history = window.store_menu.show_history()
    assert_all_reachable(qtbot, history)
    # Enter on a hand in the list replays it, as a double click does
    history.table.setFocus()
    history.table.selectRow(0)
    qtbot.keyClick(history.table, Qt.Key.Key_Return)
    viewer = history.viewer
    assert viewer is not None and viewer.isVisible()
    assert_all_reachable(qtbot, viewer)
    closes_with_escape(qtbot, viewer)
    closes_with_escape(qtbot, history)

    stats = window.store_menu.show_statistics()
    assert_all_reachable(qtbot, stats)
    closes_with_escape(qtbot, stats)

    window.keyboard_help()
    keys = window._keys
    assert keys.isVisible()
    assert_all_reachable(qtbot, keys)
    closes_with_escape(qtbot, keys)


def test_start_up_prompts_by_keyboard(qtbot, tmp_path):
    """The bad-files dialog and the resume prompt: Tab reaches every button, Enter answers."""
    base = tmp_path / "data"
    base.mkdir()
    (base / "settings.ini").write_bytes(b"hello\x00\xff\xfe garbage\n[General\nfoo=1\n")
    window, run, start = launch(qtbot, base)
    problems = start.problems_dialog
    assert problems is not None and problems.isVisible()
    assert_all_reachable(qtbot, problems)
    ok = problems.buttons.button(problems.buttons.StandardButton.Ok)
    for _ in range(20):
        if QApplication.focusWidget() is ok:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(ok, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not problems.isVisible(), timeout=3000)
    window.start(GameSetup(game="schafkopf", players=4, seats=default_seats(4), seed=2))
    wait_for_player(qtbot, window)
    take_turn(qtbot, window)
    assert run.flush()
    run.close()
    _window2, _run2, start2 = launch(qtbot, base)
    prompt = start2.prompt
    assert prompt is not None and prompt.isVisible()
    assert_all_reachable(qtbot, prompt)
    for _ in range(20):  # Tab to "Continue", Enter
        if QApplication.focusWidget() is prompt.continue_button:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(prompt.continue_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: start2.done, timeout=5000)
    assert prompt.continue_


def test_ctrl_l_brings_the_score_sheet_back_to_the_keyboard(qtbot):
    from .helpers import make_window

    window = make_window(qtbot, "skat", 1)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    sheet = window._sheet
    qtbot.waitUntil(lambda: QApplication.activeWindow() is sheet, timeout=3000)
    window.activateWindow()  # back to the table, the sheet stays open behind
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is sheet, timeout=3000)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_the_keyboard_help_names_every_menus_alt_key(qtbot, lang):
    """Help ▸ Keyboard listed Alt+G, Alt+V, Alt+S, Alt+H, written out by hand: the Aids menu
    was missing in every language. It lists the menu bar's own keys, after a switch too."""
    from PySide6.QtGui import QKeySequence

    from stich.ui.main_window import MainWindow
    from stich.ui.translations import switch_language

    window = MainWindow()
    qtbot.addWidget(window)
    switch_language("en", remember=False)
    window.keyboard_help()
    help_ = window._keys
    try:
        switch_language(lang, remember=False)
        first = {"en": "&Game", "de": "&Spiel", "es": "&Partida"}[lang]
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == first)
        expected = [QKeySequence.mnemonic(a.text()).toString(
            QKeySequence.SequenceFormat.PortableText) for a in window.menuBar().actions()]
        assert len(expected) == 5 and all(expected)

        def listed() -> bool:
            menus = [row for _h, rows in help_.sections() for row in rows
                     if row[0].startswith("Alt+") and "," in row[0]]
            return len(menus) == 1 and menus[0][0] == ", ".join(expected) and all(
                a.text().replace("&", "") in menus[0][1] for a in window.menuBar().actions())
        qtbot.waitUntil(listed)
        text = help_.text.toPlainText()
        assert ", ".join(expected) in text
    finally:
        switch_language("en", remember=False)
