"""The hint opens where it hides nothing of the table: no name plate, count badge, won pile,
card of the trick or of the player's hand, and not the last trick either (at 1024x700 it lay
over Clara's name in 5-handed Sheepshead and Ben's won pile in Schafkopf)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from stich.bots import make_bot
from stich.ui.main_window import MainWindow

from .helpers import make_window, take_turn, wait_for_player
from .test_last_trick_place import SIZES, TABLES, _mid_trick


@pytest.fixture(autouse=True)
def no_work_left_behind():
    """The hint thinks on a thread pool: let it finish before the next test."""
    yield
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(60000)


def _hint(qtbot, window: MainWindow) -> QRectF:
    aids = window.aids
    aids.hint_bot = lambda game: make_bot(game, "medium")
    assert aids.hint()
    qtbot.waitUntil(lambda: bool(aids.panel.options), timeout=60000)
    assert aids.panel.isVisible()
    return QRectF(aids.panel.geometry())


def _hidden_by(window: MainWindow, panel: QRectF) -> list[tuple[str, QRectF]]:
    """What of the table ``panel`` (in the view) lies over."""
    view, table = window.view, window.view.table
    things = [("plate", r) for r in table.plate_rects()] + \
        [("badge", r) for r in table.badge_rects()] + \
        [("card", r) for r in table.other_card_rects()] + \
        [("your card", table.items_by_key[("c", c)].sceneBoundingRect())
         for c in table.hand_cards()]
    out = [(what, view.view_rect(r)) for what, r in things]
    if view.last_trick.isVisible():
        out.append(("last trick", QRectF(view.last_trick.geometry())))
    out.append(("aids buttons", QRectF(window.aids.bar.geometry())))
    return [(what, r) for what, r in out if panel.intersects(r)]


@pytest.mark.parametrize(("game", "players", "size"), [
    ("sheepshead", 5, (1024, 700)),  # it lay over Clara's name plate
    ("schafkopf", 4, (1024, 700)),  # over Ben's won pile and its count badge
])
def test_the_hint_hides_no_plate_badge_or_pile(qtbot, game, players, size):
    window = make_window(qtbot, game, seed=3, players=players)
    window.resize(*size)
    _mid_trick(qtbot, window)
    panel = _hint(qtbot, window)
    assert _hidden_by(window, panel) == [], panel
    assert QRectF(window.view.viewport().rect()).contains(panel)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), TABLES)
@pytest.mark.parametrize("last_first", [True, False])
def test_the_hint_and_the_last_trick_keep_clear_of_the_table_and_each_other(
        qtbot, game, players, size, last_first):
    window = make_window(qtbot, game, seed=3, players=players)
    window.resize(*size)
    _mid_trick(qtbot, window)
    view = window.view
    if last_first:
        assert view.show_last_trick()
    _hint(qtbot, window)
    if not last_first:
        assert view.show_last_trick()
    panel = QRectF(window.aids.panel.geometry())
    assert _hidden_by(window, panel) == [], panel
    assert QRectF(view.viewport().rect()).contains(panel)
    # a larger window: it finds its place again
    window.resize(size[0] + 80, size[1] + 60)
    qtbot.waitUntil(lambda: view.viewport().width() >= size[0] + 60)
    panel = QRectF(window.aids.panel.geometry())
    assert _hidden_by(window, panel) == [], panel


# every table each game is played at, by its preset
EVERY_TABLE = [("sheepshead", 5, ""), ("sheepshead", 4, "four-handed"),
               ("sheepshead", 3, "three-handed"), ("schafkopf", 4, ""), ("skat", 3, ""),
               ("skat", 4, "isko-4"), ("sjavs", 2, ""), ("sjavs", 3, ""), ("sjavs", 4, ""),
               ("klorsjavs", 3, ""), ("klorsjavs", 4, "flyvesjavs")]


def _largest_hint(window: MainWindow) -> QRectF:
    """The hint at its largest (the suggestion and three alternatives, each valued), as it
    comes back from the bot threads; where it was placed."""
    from stich.bots.advice import MAX_OPTIONS, Option

    aids, c = window.aids, window.controller
    legal = list(c.state.legal_actions())[:MAX_OPTIONS]
    options = [Option(a, -12.5 + i, 0.56 - i / 10, 128, i == 0) for i, a in enumerate(legal)]
    token = ("hint", c.current.serial)
    aids._hint_serial, aids._hint_token = c.current.serial, token
    aids._hint_done(token, options, None)
    assert aids.panel.isVisible()
    return QRectF(aids.panel.geometry())


def _play_on(qtbot, window: MainWindow) -> None:
    """One decision as the player, bidding or declaring rather than passing (so that the hand
    is played out)."""
    c = window.controller
    if window.view.table.displayed.phase == "play":
        take_turn(qtbot, window)
        return
    legal = list(c.state.legal_actions())
    c.act(next((a for a in legal if a.type not in ("pass", "concede")), legal[0]))


@pytest.mark.parametrize("size", [(1024, 700), (1024, 768), (1280, 800)])
@pytest.mark.parametrize(("game", "players", "preset"), EVERY_TABLE)
def test_the_hint_covers_no_seat_s_cards_plate_or_pile_at_any_table(qtbot, game, players,
                                                                      preset, size):
    """At every decision of a hand, the hint at its largest. At 1024x768 in 5-handed
    Sheepshead it lay over David's hand, at 1024x700 over Ben's name, in 3-handed games at
    1024x700 over a side seat's cards: no place fitted all of it, and it went where it hid the
    least. Now it is shorter there and its words scroll (passes with QT_SCALE_FACTOR=2 too)."""
    window = make_window(qtbot, game, seed=3, players=players, preset=preset)
    window.resize(*size)
    view = window.view
    decisions = 0
    for _ in range(80):
        wait_for_player(qtbot, window)
        if view.table.displayed.done:
            break
        decisions += 1
        panel = _largest_hint(window)
        assert _hidden_by(window, panel) == [], (decisions, panel)
        trick = view.view_rect(view.table.trick_rect())
        assert not panel.intersects(trick), (decisions, panel, trick)
        assert QRectF(view.viewport().rect()).contains(panel), (decisions, panel)
        # the suggestion itself is in sight, above the fold of a shortened hint
        body = window.aids.panel.body
        seen = body.visibleRegion().boundingRect()
        assert seen.top() == 0 and seen.height() >= 2 * body.fontMetrics().lineSpacing(), \
            (decisions, seen)
        window.aids.panel.dismiss()
        _play_on(qtbot, window)
    assert decisions >= 4  # the hand was played, not thrown in


def test_the_words_scroll_area_is_made_only_when_a_hint_first_shows(qtbot):
    """A table whose player never asks for a hint makes no scroll area for it (made with the
    table it cost 1.3 MB of peak memory, bench/memory.py); the first hint makes it, and the
    hint's words are in it."""
    from PySide6.QtWidgets import QScrollArea

    window = make_window(qtbot, "sheepshead", seed=3, players=5)
    _mid_trick(qtbot, window)
    panel = window.aids.panel
    assert panel.findChildren(QScrollArea) == []
    _hint(qtbot, window)
    areas = panel.findChildren(QScrollArea)
    assert len(areas) == 1 and areas[0].widget() is panel.body
    assert panel.body.text()
