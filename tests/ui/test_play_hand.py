"""For every game the engine has: a whole hand played as the player through the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from stich.engine.game import game_names, get_game
from stich.ui import labels

from .helpers import make_window, take_turn, wait_for_player


def table_sizes() -> list[tuple[str, str, int]]:
    """Every game at every table size it has: (game, the first preset that seats it, size)."""
    out = []
    for game in game_names():
        g = get_game(game)
        seen: set[int] = set()
        for preset in g.rules_class.preset_names():
            for n in g.player_counts(g.rules(preset)):
                if n not in seen:
                    seen.add(n)
                    out.append((game, preset, n))
    return out


@pytest.mark.parametrize(("game", "preset", "players"), table_sizes(),
                         ids=[f"{g}-{n}p" for g, _p, n in table_sizes()])
@pytest.mark.parametrize("seed", [1, 2])
def test_play_a_whole_hand_through_the_ui(qtbot, game, preset, players, seed):
    window = make_window(qtbot, game, seed, preset=preset, players=players)
    decisions = 0
    while True:
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        if snap.done:
            break
        take_turn(qtbot, window)
        decisions += 1
        assert decisions < 200
    qtbot.waitUntil(window.view.summary.isVisible, timeout=5000)
    row = window.controller.rows[-1]
    result = row.result
    summary = window.view.summary
    names = [s.name for s in window.controller.seats]
    assert [(n, a) for n, a, _t in summary.settlement_texts] == list(
        zip(names, result.settlement, strict=True))
    assert [t for _n, _a, t in summary.settlement_texts] == list(row.totals)
    expected = [labels.result_line(line, names) for line in result.details.get("lines", [])]
    assert summary.line_texts == expected
    assert all(label and amount for label, amount in summary.line_texts)
    # the score sheet keeps the match
    window.show_score_sheet()
    sheet = window._sheet
    assert sheet is not None and sheet.table.rowCount() == len(window.controller.rows) + 1
    # and the next hand starts from the summary
    qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.match.hand_index == 1 and
                    window.view.table.displayed is not None and
                    window.view.table.displayed.hand_index == 1, timeout=5000)
    assert not summary.isVisible()


def test_player_plays_cards_in_a_played_game(qtbot):
    """At least one seed where the player declares and plays all their cards."""
    window = make_window(qtbot, "schafkopf", 1)
    played = 0
    while True:
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        if snap.done:
            break
        if any(a.type == "play" for a in snap.legal):
            played += 1
        take_turn(qtbot, window)
    result = window.controller.rows[-1].result
    if result.contract is not None:
        assert played == len(result.tricks)
