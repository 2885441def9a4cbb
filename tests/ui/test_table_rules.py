"""Illegal clicks are refused with the reason shown; the window stays responsive while a bot
thinks; keyboard play."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt, QTimer

from stich.engine.actions import Action
from stich.ui import labels
from stich.ui.controller import GameSetup, SeatSetup

from .helpers import click_card, make_window, settled, take_turn, wait_for_player


def _until(qtbot, window, want):
    """Play (as the player, through the UI) until ``want(snapshot)`` holds at the player's turn."""
    for _ in range(200):
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        if snap.done:
            return None
        if want(snap):
            return snap
        take_turn(qtbot, window)
    return None


def _illegal_card(snap):
    legal = {a.card for a in snap.legal if a.type == "play"}
    return next((c for c in snap.hands[snap.human] if c not in legal), None)


def test_illegal_click_is_refused_with_the_reason(qtbot):
    for seed in range(1, 30):
        window = make_window(qtbot, "schafkopf", seed)
        snap = _until(qtbot, window, lambda s: s.trick and _illegal_card(s) is not None)
        if snap is None:
            window.close()
            continue
        bad = _illegal_card(snap)
        state_before = window.controller.state
        item = window.view.table.items_by_key[("c", bad)]
        assert item.dimmed and not item.playable  # dimmed and not lifting
        click_card(qtbot, window, bad)
        assert window.controller.state is state_before  # nothing happened
        assert window.view.toast.isVisible()
        error = state_before.explain_illegal(Action(snap.human, "play", card=bad))
        expected = labels.reason_text(error.reason, error.params, snap.pattern, error.message,
                                          game=snap.game)
        assert window.view.toast.text() == expected
        assert expected and "seat" not in expected  # a sentence for the player, not a log line
        return
    raise AssertionError("no seed gave the player an illegal card to click")


def test_clicking_during_a_bots_turn_says_so(qtbot):
    window = make_window(qtbot, "schafkopf", 3)
    wait_for_player(qtbot, window)
    window.controller.play_card(0) if not window.view.table.displayed.my_turn else None
    text = labels.reason_text("not_your_turn", {}, "german")
    assert text == "It's not your turn."


class HeldBot:
    """A bot that thinks until the test releases it (no clock involved)."""

    name = level = "held"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, observation, legal_actions, rng, budget):
        self.release.wait(30)
        return legal_actions[0]


def test_window_stays_responsive_while_a_bot_thinks(qtbot):
    from stich.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.view.table.set_speed("instant")
    bot = HeldBot()
    window.controller.use_bot_for_level("random", bot)
    seats = (SeatSetup(human=False),) * 4
    window.start(GameSetup(game="schafkopf", players=4, seats=seats, seed=4))
    before = len(window.controller.state.history())
    try:
        assert window.controller.bot_busy
        ticks = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start(10)
        qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=10000)  # the event loop runs...
        timer.stop()
        assert window.controller.bot_busy  # ...while the bot is still thinking
        # the UI answers input meanwhile: open and close the score sheet
        qtbot.mouseClick(window.status_line.sheet_button, Qt.MouseButton.LeftButton)
        assert window._sheet is not None and window._sheet.isVisible()
        window._sheet.close()
        assert window.controller.bot_busy
        assert len(window.controller.state.history()) == before  # nothing played meanwhile
    finally:
        bot.release.set()
    qtbot.waitUntil(lambda: len(window.controller.state.history()) > before, timeout=10000)
    window.controller.runner.pool.waitForDone(3000)


def test_keyboard_plays_a_card(qtbot):
    for seed in range(1, 20):
        window = make_window(qtbot, "schafkopf", seed)
        snap = _until(qtbot, window, lambda s: any(a.type == "play" for a in s.legal))
        if snap is None:
            continue
        view = window.view
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focus = view.table.focus_card
        assert focus is not None
        assert view.table.items_by_key[("c", focus)].focused
        # walk to a legal card and play it with Enter
        legal = {a.card for a in snap.legal if a.type == "play"}
        for _ in range(len(snap.hands[snap.human])):
            if view.table.focus_card in legal:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        card = view.table.focus_card
        assert card in legal
        assert view.accessibleDescription().endswith("playable")
        qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda w=window: settled(w), timeout=5000)
        history = window.controller.state.history()
        assert any(a.type == "play" and a.card == card and a.seat == snap.human
                   for a in history)
        return
    raise AssertionError("no seed let the player play")


def test_decision_panel_from_the_keyboard(qtbot):
    window = make_window(qtbot, "schafkopf", 5)
    wait_for_player(qtbot, window)
    snap = window.view.table.displayed
    if snap.done or not window.view.panel.isVisible():
        return
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    focused = window.focusWidget()
    assert focused in window.view.panel.buttons
    assert focused.isDefault()  # the safe choice (pass) gets the focus first
    before = len(window.controller.state.history())
    qtbot.keyClick(focused, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(window.controller.state.history()) > before, timeout=5000)
    assert window.controller.state.history()[before].type == "pass"


def test_every_speed_animates_a_hand_to_the_end(qtbot):
    window = make_window(qtbot, "schafkopf", 7, human=False, speed="fast")
    qtbot.waitUntil(window.view.summary.isVisible, timeout=30000)
    assert window.controller.rows
    assert not window.view.table.busy
