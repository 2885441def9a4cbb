"""The status line at the smallest window: a long game and contract (Spanish, a called ace, a
partner, two doublings) gives way to the doublings, whose turn and the buttons; what does not
fit ends in "…" and the whole text is the tooltip. It was cut off mid-word ("— Tú cor")."""

from __future__ import annotations

from stich.ui.translations import switch_language

from .helpers import make_window, take_turn, wait_for_player


def test_a_long_contract_is_elided_and_told_whole_in_the_tooltip(qtbot):
    switch_language("es", remember=False)
    try:
        window = make_window(qtbot, "sheepshead", 7, preset="called-ace")
        window.resize(1024, 700)
        for _ in range(200):
            wait_for_player(qtbot, window)
            if window.view.table.displayed.done:
                break
            take_turn(qtbot, window)
        line = window.status_line
        whole = line.game.text()
        assert "Tú con Anna" in whole, whole
        qtbot.waitUntil(lambda: line.game.width() < line.game.fontMetrics().horizontalAdvance(
            whole))  # it does not fit at 1024 wide
        shown = line.game.shown_text()
        assert shown.endswith("…") and whole.startswith(shown[:-1]), shown
        qtbot.waitUntil(lambda: line.game.toolTip() == whole)  # set when it is drawn
        # the neighbours keep their whole words
        for label in (line.doublings, line.turn):
            assert label.width() >= label.sizeHint().width(), label.text()
        assert line.game.geometry().right() < line.doublings.geometry().left()
    finally:
        switch_language("en", remember=False)
