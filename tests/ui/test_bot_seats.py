"""The table plays each seat with the bot of the level chosen for it in the New Game dialog,
and bots think on a worker thread with their level's budget (the window keeps running)."""

from __future__ import annotations

import threading

from stich.bots import make_bot
from stich.ui.controller import BUDGETS
from stich.ui.main_window import MainWindow
from stich.ui.new_game_dialog import NewGameDialog


class Recorder:
    """Wraps a real bot and notes the thread and the budget of every call."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.calls: list[tuple[int, float]] = []

    def choose(self, observation, legal_actions, rng, budget):
        self.calls.append((threading.get_ident(), budget))
        return self.bot.choose(observation, legal_actions, rng, budget)


def test_new_seats_default_to_medium_bots(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    assert [k.currentData() for k in d.seat_kinds] == ["human", "medium", "medium", "medium"]
    assert [s.level for s in d.setup().seats if not s.human] == ["medium"] * 3


def test_each_seat_plays_the_level_chosen_in_the_dialog(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.game.setCurrentIndex(d.game.findData("schafkopf"))
    d.seed.setText("5")
    chosen = {1: "easy", 2: "medium", 3: "hard"}
    for seat, level in chosen.items():
        d.seat_kinds[seat].setCurrentIndex(d.seat_kinds[seat].findData(level))
    setup = d.setup()
    assert [s.level for s in setup.seats[1:]] == ["easy", "medium", "hard"]

    window = MainWindow()
    qtbot.addWidget(window)
    window.view.table.set_speed("instant")
    window.start(setup)
    c = window.controller
    assert sorted(c.bots) == [1, 2, 3]
    assert {seat: bot.name for seat, bot in c.bots.items()} == {
        seat: f"schafkopf-{level}" for seat, level in chosen.items()}
    assert {seat: c.seats[seat].level for seat in chosen} == chosen  # the seat badges
    window.controller.runner.pool.waitForDone(5000)


def test_bots_think_off_the_ui_thread_with_their_levels_budget(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.view.table.set_speed("instant")
    recorders = {level: Recorder(make_bot("schafkopf", level))
                 for level in ("easy", "medium", "hard")}
    for level, rec in recorders.items():
        window.controller.use_bot_for_level(level, rec)
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.game.setCurrentIndex(d.game.findData("schafkopf"))
    d.seed.setText("11")
    d.seat_kinds[0].setCurrentIndex(d.seat_kinds[0].findData("hard"))  # no player: bots only
    for seat, level in ((1, "easy"), (2, "medium"), (3, "hard")):
        d.seat_kinds[seat].setCurrentIndex(d.seat_kinds[seat].findData(level))
    window.start(d.setup())
    c = window.controller
    # the bidding goes round every seat: each level has been asked at least once
    qtbot.waitUntil(lambda: all(r.calls for r in recorders.values())
                    and len(c.state.history()) >= 4, timeout=30000)
    ui = threading.get_ident()
    for level, rec in recorders.items():
        assert all(thread != ui for thread, _ in rec.calls), level
        assert {budget for _, budget in rec.calls} == {BUDGETS[level]}, level
    c.runner.pool.waitForDone(5000)
