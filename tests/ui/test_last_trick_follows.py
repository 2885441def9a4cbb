"""The open last-trick panel as a player uses it: it shows the last finished trick and follows
each trick that finishes (as after a resize), draws a new trick once, not at every size, and
keeps clear of the hint and the aids' buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from stich.bots import make_bot
from stich.ui.main_window import MainWindow

from .helpers import last_trick_title, make_window, wait_for_player
from .test_last_trick_place import _mid_trick


@pytest.fixture(autouse=True)
def no_work_left_behind():
    """The hint thinks on a thread pool: let it finish before the next test."""
    yield
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(60000)


def _shown_cards(window: MainWindow) -> list[str]:
    """The cards in the last-trick panel, by the names a screen reader hears."""
    row = window.view.last_trick._row
    return [row.itemAt(i).widget().layout().itemAt(0).widget().accessibleName()
            for i in range(row.count())]


def _trick_names(window: MainWindow, trick) -> list[str]:
    from stich.ui import labels

    snap = window.view.table.displayed
    return [labels.card_name(c, snap.pattern) for c in trick.cards]


def _next_trick(qtbot, window: MainWindow, done: int):
    """Play on by keyboard (a click on the table closes the panel) until more than ``done``
    tricks have been gathered."""
    view = window.view
    for _ in range(40):
        snap = view.table.displayed
        assert any(a.type == "play" for a in snap.legal)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Home)  # the first card; the first playable one:
        while view.table.focus_card not in {a.card for a in snap.legal if a.type == "play"}:
            QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Return)
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        if len(snap.tricks) > done and not snap.done:
            return snap
    raise AssertionError("no further trick")


@pytest.mark.parametrize(("game", "players", "size"), [
    ("skat", 3, (1280, 800)),  # its cards at full size: it used to keep its first trick
    ("schafkopf", 4, (1024, 700)),  # smaller cards
])
def test_the_open_last_trick_shows_each_trick_that_finishes(qtbot, game, players, size):
    window = make_window(qtbot, game, seed=3, players=players)
    window.resize(*size)
    snap = _mid_trick(qtbot, window)
    view = window.view
    assert view.show_last_trick()
    first = snap.tricks[-1]
    assert _shown_cards(window) == _trick_names(window, first)
    snap = _next_trick(qtbot, window, len(snap.tricks))
    newest = snap.tricks[-1]
    assert newest != first
    assert view.last_trick.isVisible()
    assert _shown_cards(window) == _trick_names(window, newest)
    assert view.last_trick.title.text() == last_trick_title(snap, newest.winner, True)
    # a resize shows the same trick, the newest one
    window.resize(size[0] + 60, size[1] + 40)
    qtbot.waitUntil(lambda: view.viewport().width() >= size[0] + 40)
    assert _shown_cards(window) == _trick_names(window, newest)


class _CountingArt:
    """The card art of the last-trick panel, counting the pictures it asks for."""

    def __init__(self, art) -> None:
        self.art = art
        self.pictures = 0

    def pixmap(self, *args, **kwargs):
        self.pictures += 1
        return self.art.pixmap(*args, **kwargs)


def test_a_new_last_trick_is_drawn_once_at_the_size_that_fitted(qtbot):
    window = make_window(qtbot, "schafkopf", seed=3, players=4)
    window.resize(1024, 700)  # the last trick fits at a size below the largest
    snap = _mid_trick(qtbot, window)
    view = window.view
    assert view.show_last_trick()
    width = view.last_trick.card_w
    assert width < view.table.geom.trick_w * 0.99
    counting = _CountingArt(view.last_trick.art)
    view.last_trick.art = counting
    snap = _next_trick(qtbot, window, len(snap.tricks))
    assert _shown_cards(window) == _trick_names(window, snap.tricks[-1])
    # each card of the new trick drawn once (it was drawn at each size from the largest down)
    assert counting.pictures == len(snap.tricks[-1].cards)
    assert view.last_trick.card_w == width


def _klorsjavs_mid_trick(qtbot, window: MainWindow) -> None:
    """Klørsjavs, the player passing (no concession), until a trick is under way after two
    have been won."""
    for _ in range(60):
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        assert not snap.done
        if len(snap.tricks) >= 2 and snap.trick:
            return
        plays = [a for a in snap.legal if a.type == "play"]
        passes = [a for a in snap.legal if a.type == "pass"]
        window.controller.act((plays or passes or list(snap.legal))[0])
    raise AssertionError("no trick in progress")


@pytest.mark.parametrize("hint_first", [True, False])
def test_the_last_trick_keeps_clear_of_the_hint_and_the_aids_buttons(qtbot, hint_first):
    # At 1024x700 Klørsjavs' last trick lies above the trick, where the hint opens (top right)
    from stich.ui.controller import GameSetup, SeatSetup

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.view.table.set_speed("instant")
    seats = tuple(SeatSetup(human=i == 0, level="medium") for i in range(3))
    window.start(GameSetup(game="klorsjavs", players=3, seats=seats, seed=3))
    _klorsjavs_mid_trick(qtbot, window)
    view, aids = window.view, window.aids
    aids.hint_bot = lambda game: make_bot(game, "medium")

    def hint() -> None:
        assert aids.hint()
        qtbot.waitUntil(lambda: bool(aids.panel.options), timeout=60000)

    if hint_first:
        hint()
    assert view.show_last_trick()
    if not hint_first:
        hint()
    panel = view.last_trick.geometry()
    assert aids.panel.isVisible() and aids.bar.isVisible()
    for other in (aids.panel, aids.bar):
        assert not panel.intersects(other.geometry()), (panel, other.geometry())
    assert QRect(0, 0, view.width(), view.height()).contains(panel)
    assert view.last_trick.card_w >= view.table.geom.trick_w * 0.7
    # the hint closed, the last trick stays clear of the rest
    aids.panel.dismiss()
    assert view.last_trick.isVisible()
    assert not view.last_trick.geometry().intersects(aids.bar.geometry())


def test_the_last_trick_opens_again_after_it_was_closed(qtbot):
    # L, L, L: the same trick at the same size, drawn already, must still be shown
    window = make_window(qtbot, "skat", seed=3, players=3)
    snap = _mid_trick(qtbot, window)
    view = window.view
    view.setFocus()
    for opened in (True, False, True, False, True):
        QTest.keyClick(view, Qt.Key.Key_L)
        assert view.last_trick.isVisible() == opened
    assert _shown_cards(window) == _trick_names(window, snap.tricks[-1])
    assert view.last_trick.title.text() == last_trick_title(snap, snap.tricks[-1].winner, True)
