"""Driving the table like a player: click cards and panel buttons through the view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from stich.ui.controller import GameSetup, SeatSetup, default_seats
from stich.ui.main_window import MainWindow
from stich.ui.scene_layout import discard_choices


def make_window(qtbot, game: str, seed: int, preset: str = "", human: bool = True,
                speed: str = "instant", players: int = 0) -> MainWindow:
    from stich.engine.game import get_game

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.view.table.set_speed(speed)
    g = get_game(game)
    players = players or g.default_players(g.rules(preset or None))
    seats = default_seats(players) if human else tuple(
        SeatSetup(human=False) for _ in range(players))
    window.start(GameSetup(game=game, preset=preset, players=players, seats=seats, seed=seed))
    return window


def bots_window(qtbot, game: str, players: int, seed: int, size: tuple[int, int] = (1280, 800),
                preset: str = "") -> MainWindow:
    """Medium bots in every seat (as ``stich --autoplay GAME --seed SEED``), instant speed, the
    window at ``size``: the table to watch."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.view.table.set_speed("instant")
    seats = tuple(SeatSetup(human=False, level="medium") for _ in range(players))
    window.start(GameSetup(game=game, preset=preset, players=players, seats=seats, seed=seed))
    return window


def settled(window: MainWindow) -> bool:
    """The scene shows the newest state and nothing is pending."""
    view = window.view
    c = window.controller
    return not view.table.busy and not c.bot_busy and view.table.displayed is c.current


def wait_for_player(qtbot, window: MainWindow, timeout: int = 10000) -> None:
    def ready() -> bool:
        snap = window.view.table.displayed
        return settled(window) and snap is not None and (snap.my_turn or snap.done)
    qtbot.waitUntil(ready, timeout=timeout)


def click_card(qtbot, window: MainWindow, card: int) -> None:
    view = window.view
    item = view.table.items_by_key[("c", card)]
    point = view.mapFromScene(item.mapToScene(0, item.height * 0.25))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def enabled_buttons(window: MainWindow) -> list[QPushButton]:
    panel = window.view.panel
    return [b for b in panel.buttons if b.isVisible() and b.isEnabled()]


def take_turn(qtbot, window: MainWindow) -> None:
    """One decision as the player: a panel button, a discard, or a legal card (all clicked)."""
    snap = window.view.table.displayed
    assert snap is not None and snap.my_turn
    choices = discard_choices(snap.legal)
    if choices:
        for c in choices[0]:
            click_card(qtbot, window, c)
        confirm = window.view.panel._confirm
        assert confirm is not None and confirm.isEnabled()
        qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        return
    plays = [a.card for a in snap.legal if a.type == "play"]
    if plays:
        click_card(qtbot, window, plays[0])
        return
    assert window.view.panel.isVisible()
    buttons = enabled_buttons(window)
    assert buttons, "the decision panel has no enabled button"
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def last_trick_title(snap, winner: int, newest: bool) -> str:
    """The English title of the last-trick panel for a trick ``winner`` won (``newest``: the
    hand's last trick so far)."""
    if winner == snap.human:
        return "Last trick, won by you" if newest else "Your last trick"
    return (f"Last trick, won by {snap.name(winner)}" if newest
            else f"The last trick won by {snap.name(winner)}")
