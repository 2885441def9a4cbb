"""The whole game from the keyboard alone: every key goes to the widget that has the focus,
as a player's keys do; no click, no direct call."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from stich.ui import labels
from stich.ui.scene_layout import discard_choices

from .helpers import make_window, wait_for_player


def press(qtbot, window, key) -> None:
    target = QApplication.focusWidget()
    assert target is not None and target.window() is window, "the focus left the window"
    qtbot.keyClick(target, key)


def focus_card(qtbot, window, card: int) -> None:
    table = window.view.table
    for _ in range(40):
        if table.focus_card == card:
            return
        press(qtbot, window, Qt.Key.Key_Right)
    raise AssertionError(f"card {card} never got the keyboard focus")


def panel_button(qtbot, window, wanted: QPushButton | None = None) -> QPushButton:
    """Up into the decision panel, then Right until ``wanted`` (or the first enabled one)."""
    panel = window.view.panel
    press(qtbot, window, Qt.Key.Key_Up)
    trail = [wanted.text() if wanted else None]
    for _ in range(30):
        w = QApplication.focusWidget()
        if isinstance(w, QPushButton) and w.isEnabled() and w in panel.buttons and (
                wanted is None or w is wanted):
            return w
        trail.append((type(w).__name__, w.text() if hasattr(w, "text") else "", w.isEnabled()))
        press(qtbot, window, Qt.Key.Key_Right)
    raise AssertionError(f"no panel button got the focus: {trail}")


def keyboard_turn(qtbot, window) -> None:
    snap = window.view.table.displayed
    choices = discard_choices(snap.legal)
    if choices:
        for c in choices[0]:
            focus_card(qtbot, window, c)
            press(qtbot, window, Qt.Key.Key_Return)
        confirm = window.view.panel._confirm
        panel_button(qtbot, window, confirm)
        press(qtbot, window, Qt.Key.Key_Space)
        return
    plays = [a.card for a in snap.legal if a.type == "play"]
    if plays:
        focus_card(qtbot, window, plays[-1])
        press(qtbot, window, Qt.Key.Key_Return)
        return
    # the player takes part: the first choice that is not the default pass
    live = [b for b in window.view.panel.buttons if b.isVisible() and b.isEnabled()]
    concede = labels.action_type("concede", snap.game, snap.phase)
    bold = [b for b in live if not b.isDefault() and b.text() != concede]
    panel_button(qtbot, window, (bold or [b for b in live if b.text() != concede] or live)[0])
    press(qtbot, window, Qt.Key.Key_Space)


GAMES = [("schafkopf", "", 0), ("skat", "", 0), ("sheepshead", "", 5), ("sjavs", "", 4),
         ("sjavs", "", 2), ("klorsjavs", "", 0)]


@pytest.mark.parametrize(("game", "preset", "players"), GAMES,
                         ids=[f"{g}-{n or 'default'}" for g, _p, n in GAMES])
def test_a_whole_hand_by_keyboard_alone(qtbot, game, preset, players):
    window = make_window(qtbot, game, 3, preset=preset, players=players)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    decisions = 0
    kinds: set[str] = set()
    while True:
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        kinds.add("play" if any(a.type == "play" for a in window.view.table.displayed.legal)
                  else "decide")
        keyboard_turn(qtbot, window)
        decisions += 1
        assert decisions < 200
    qtbot.waitUntil(window.view.summary.isVisible, timeout=5000)
    assert window.controller.rows, "the hand was not scored"
    assert kinds == {"decide", "play"}, "the player both decided and played cards"
    # Enter on the summary starts the next hand
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.match.hand_index == 1, timeout=5000)
    assert not window.view.summary.isVisible()
