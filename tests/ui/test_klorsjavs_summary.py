"""Klørsjavs' end-of-hand summary as a player reads it: when the declarer wins, each defender
loses øre, and the line says that the declarer won, with how many points, and whose øre it
is ("Ben won with 71 points: You −4"). It read "Won: You −4", as if that seat had won, and a
big win said "Won with 91 or more" where the 18-card game needs 86."""

from __future__ import annotations

import pytest

from stich.ui.snapshot import Snapshot
from stich.ui.translations import switch_language

from .helpers import bots_window

WON = {"en": "{who} won with {points} points: {seat}",
       "de": "{who} hat mit {points} Augen gewonnen: {seat}",
       "es": "{who} ganó con {points} puntos: {seat}"}
EVERY = {"en": "{who} took every trick: {seat}",
         "de": "{who} hat alle Stiche gemacht: {seat}",
         "es": "{who} hizo todas las bazas: {seat}"}


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
