"""The end-of-hand summary lies below the revealed blind, skat or cat (they lay half under
it, their lower halves showing through) and inside the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from stich.ui.snapshot import Snapshot
from stich.ui.translations import switch_language

from .helpers import bots_window


@pytest.mark.parametrize("game,players,size,preset,seed", [
    ("skat", 3, (1280, 800), "", 3), ("skat", 4, (1024, 700), "", 3),
    ("sheepshead", 5, (1024, 700), "", 3),
    # 4 at the table: the cat lay right of the middle, under the summary's corner (its rows
    # of Øre make it tall)
    ("klorsjavs", 4, (1024, 768), "flyvesjavs", 5), ("klorsjavs", 4, (1280, 800), "flyvesjavs", 5)])
def test_the_summary_leaves_the_set_aside_cards_in_view(qtbot, game, players, size, preset,
                                                        seed):
    window = bots_window(qtbot, game, players, seed, size=size, preset=preset)
    view = window.view
    done: list[Snapshot] = []
    view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert done[0].extra_count > 0
    snap = done[0]
    keys = [("c", c) for c in snap.extra] + [("x", i) for i in range(snap.extra_count)]
    extra = QRectF()
    for key in keys:
        item = view.table.items_by_key.get(key)
        if item is not None:
            extra = extra.united(QRectF(view.mapFromScene(item.sceneBoundingRect())
                                        .boundingRect()))
    panel = view.summary.geometry()
    assert view.summary.isVisible() and not extra.isEmpty()
    assert not extra.intersects(panel.toRectF()), (extra, panel)
    assert view.viewport().rect().contains(panel), (panel, view.viewport().rect())


@pytest.mark.parametrize("game,players,lang,seed", [
    ("sheepshead", 5, "de", 1), ("sheepshead", 5, "es", 1), ("sheepshead", 5, "de", 2),
    ("sheepshead", 5, "es", 3), ("sheepshead", 5, "en", 1), ("schafkopf", 4, "de", 1),
    ("skat", 3, "es", 1), ("klorsjavs", 3, "de", 1)])
def test_the_summary_leaves_every_name_plate_readable(qtbot, game, players, lang, seed):
    # 5-player Sheepshead at 1024x700 in German or Spanish: the summary (~490 px wide) lay over
    # Anna's score and David's name; a player reads the scores beside it
    switch_language(lang, remember=False)
    try:
        window = bots_window(qtbot, game, players, seed, size=(1024, 700))
        view = window.view
        done: list[Snapshot] = []
        view.hand_shown.connect(done.append)
        qtbot.waitUntil(lambda: bool(done), timeout=60000)
        panel = view.summary
        assert panel.isVisible()
        # with a few pixels of felt between it and a plate
        rect = QRectF(view.mapToScene(panel.geometry()).boundingRect()).adjusted(-3, 0, 3, 0)
        hit = [p for p in view.table.plate_rects() if p.intersects(rect)]
        assert not hit, (rect, hit)
        assert view.viewport().rect().contains(panel.geometry())
        # every line still explained, none cut: the panel holds what its rows ask for
        assert panel.height() >= panel.heightForWidth(panel.width()) - 1
        assert panel.line_texts and panel.settlement_texts
    finally:
        switch_language("en", remember=False)


def _concede_klorsjavs(qtbot, size, seed: int = 0, preset: str = ""):
    """Klørsjavs, seed 0: the player takes the cat and concedes; the summary over a hand
    that still holds six cards."""
    from PySide6.QtCore import Qt

    from stich.ui import labels

    from .helpers import make_window, wait_for_player
    from .test_fresh_cards import _bold_turn

    window = make_window(qtbot, "klorsjavs", seed, preset=preset)
    window.resize(*size)
    for _ in range(60):
        wait_for_player(qtbot, window, timeout=30000)
        if window.view.table.displayed.phase == "concede":
            break
        _bold_turn(qtbot, window)
    snap = window.view.table.displayed
    assert snap.phase == "concede"
    concede = labels.action_type("concede", snap.game, snap.phase)
    button = next(b for b in window.view.panel.buttons if b.isVisible() and b.text() == concede)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.view.summary.isVisible(), timeout=30000)
    return window


@pytest.mark.parametrize("lang", ["en", "de", "es"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
def test_the_summary_leaves_the_cards_still_held_in_view(qtbot, size, lang):
    # a conceded hand: the summary lay over the top of the player's six cards, their corners
    # hidden; it goes up (over the cat, which it names) and closes its rows up
    switch_language(lang, remember=False)
    try:
        window = _concede_klorsjavs(qtbot, size)
        view = window.view
        hand = [view.view_rect(r) for r in view.table.player_card_rects()]
        assert len(hand) == 6
        panel = QRectF(view.summary.geometry())
        hit = [r for r in hand if r.intersects(panel)]
        assert not hit, (panel, hit)
        assert view.viewport().rect().contains(view.summary.geometry())
        plates = [view.view_rect(r) for r in view.table.plate_rects()]
        assert not [p for p in plates if p.intersects(panel)]
        # every row still there: the panel holds what its rows ask for
        assert view.summary.height() >= view.summary.heightForWidth(view.summary.width()) - 1
    finally:
        switch_language("en", remember=False)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)], ids=["1024x768", "1280x800"])
@pytest.mark.parametrize("seed,preset", [(0, ""), (7, "flyvesjavs")], ids=["3", "4"])
def test_a_conceded_hands_summary_leaves_the_laid_away_cards_in_view(qtbot, size, seed,
                                                                     preset):
    """Klørsjavs, the cat taken and conceded at once: the summary, pushed up by the cards
    still held, lay over the lower half of the two cards laid away (its corner over their
    indices, 4 at the table); they lie at the top edge now. Its note said "Play stopped
    after 0 tricks: the game was lost there." (Skat's words); it says the hand was
    conceded."""
    switch_language("en", remember=False)
    window = _concede_klorsjavs(qtbot, size, seed, preset)
    view = window.view
    extra = view.view_rect(view.table.extra_rect())
    assert not extra.isEmpty()
    assert not extra.intersects(QRectF(view.summary.geometry())), (extra,
                                                                   view.summary.geometry())
    assert view.summary.early_note == "Conceded before the first trick."


def test_a_skat_hand_stopped_early_says_why_its_points_are_short(qtbot):
    """A lost null or schwarz announcement stops Skat's play: the summary listed card points
    that did not add up to 120 (15 and 13) without a word; it says where play stopped."""
    from .helpers import make_window

    switch_language("en", remember=False)
    window = make_window(qtbot, "skat", 7, human=False, players=4)
    done: list[Snapshot] = []
    window.view.hand_shown.connect(done.append)
    seen = {True: 0, False: 0}
    for hand in range(40):
        qtbot.waitUntil(lambda n=hand: len(done) > n, timeout=60000)
        snap = done[-1]
        details = snap.result.details if snap.result is not None else {}
        if details.get("outcome") == "played":
            early = bool(details.get("ended_early"))
            note = window.view.summary.early_note
            if early:
                assert sum(snap.result.points) < 120
                assert note == (f"Play stopped after {len(snap.tricks)} trick"
                                f"{'s' if len(snap.tricks) != 1 else ''}: the game was lost "
                                "there."), note
            else:
                assert note == ""
            seen[early] += 1
            if seen[True] and seen[False]:
                return
        window.view.next_hand()
    raise AssertionError(f"no early end in 40 hands: {seen}")
