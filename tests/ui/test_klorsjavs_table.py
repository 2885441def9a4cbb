"""Klørsjavs as a player sees it (20 and 18 cards).

* The end-of-hand summary: when the declarer wins, each defender loses øre, and the line says
  that the declarer won, with how many points, and whose øre it is ("Ben won with 71 points:
  You −4"). It read "Won: You −4", as if that seat had won, and a big win said "Won with 91 or
  more" where the 18-card game needs 86.
* The cat: the greyed-out "Exchange with the cat" (until two cards are chosen) reads; its word
  was grey on grey (2.6:1).
"""

from __future__ import annotations

import pytest

from stich.ui.snapshot import Snapshot
from stich.ui.translations import switch_language

from .helpers import bots_window
from .test_table_looks import _word_contrast

WON = {"en": "{who} won with {points} points: {seat}",
       "de": "{who} – gewonnen mit {points} Augen: {seat}",
       "es": "{who} – victoria con {points} puntos: {seat}"}
EVERY = {"en": "{who} took every trick: {seat}",
         "de": "{who} – alle Stiche: {seat}",
         "es": "{who} – todas las bazas: {seat}"}


@pytest.mark.parametrize(("preset", "players", "lang"), [
    ("", 3, "en"), ("flyvesjavs", 4, "en"), ("flyvesjavs", 4, "de"), ("", 3, "es")])
def test_a_defenders_oere_line_says_the_declarer_won(qtbot, preset, players, lang):
    switch_language(lang, remember=False)
    try:
        window = bots_window(qtbot, "klorsjavs", players, 1, size=(1024, 700), preset=preset)
        view = window.view
        done: list[Snapshot] = []
        view.hand_shown.connect(done.append)
        for hand in range(12):
            qtbot.waitUntil(lambda n=hand: len(done) > n, timeout=60000)
            snap = done[-1]
            if snap.result.details.get("row") in ("win", "big_win", "all_tricks"):
                break
            view.next_hand()
        else:
            raise AssertionError("no hand the declarer won")
        result = snap.result
        details = result.details
        who = snap.name(result.declarer)
        lines = details["lines"]
        assert len(lines) == players - 1  # each defender
        assert len(view.summary.line_texts) == len(lines)
        for line, (label, amount) in zip(lines, view.summary.line_texts, strict=True):
            seat = snap.name(line["seat"])
            words = EVERY if details["row"] == "all_tricks" else WON
            assert label == words[lang].format(who=who, points=details["declarer_points"],
                                               seat=seat)
            assert amount.startswith("\u2212")  # the øre that seat loses
    finally:
        switch_language("en", remember=False)


@pytest.mark.parametrize(("preset", "players", "lang"), [("", 3, "de"), ("flyvesjavs", 4, "es")])
def test_the_greyed_out_exchange_button_at_the_cat_still_reads(qtbot, preset, players, lang):
    from stich.ui.controller import GameSetup, SeatSetup
    from stich.ui.main_window import MainWindow

    from .helpers import wait_for_player

    switch_language(lang, remember=False)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        window.view.table.set_speed("instant")
        seats = tuple(SeatSetup(human=i == 0, level="medium") for i in range(players))
        window.start(GameSetup(game="klorsjavs", preset=preset, players=players, seats=seats,
                               seed=2 if players == 3 else 1))
        for _ in range(10):  # the player says "play" and comes to the cat
            wait_for_player(qtbot, window)
            snap = window.view.table.displayed
            if any(a.type == "discard" for a in snap.legal):
                break
            window.controller.act(next(a for a in snap.legal if a.type == "intent"))
        else:
            raise AssertionError("the player did not come to the cat")
        confirm = window.view.panel._confirm
        assert confirm is not None and confirm.isVisible() and not confirm.isEnabled()
        background, text = _word_contrast(window, confirm)
        assert (background + 0.05) / (text + 0.05) >= 4.5, (background, text)
    finally:
        switch_language("en", remember=False)
