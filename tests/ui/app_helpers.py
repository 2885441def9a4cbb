"""Starting the app as ``stich`` does (data folder, log, settings, the store, the start-up
dialogs) in a given folder, without ``app.exec()``; and what "the same game" means."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from stich.engine.record import make_record
from stich.ui import session as session_mod
from stich.ui.controller import GameController
from stich.ui.main_window import MainWindow
from stich.ui.session import Session
from stich.ui.startup import StartUp
from stich.ui.translations import switch_language


def launch(qtbot, base: Path, lang: str = "en") -> tuple[MainWindow, Session, StartUp]:
    """The app's start in ``base``; the start-up dialogs are open (answer them in the test).
    A session launched before (a "killed" app) is simply dropped: nothing of it is closed."""
    run = Session(base).begin()
    session_mod.set_current(run)
    switch_language(lang, remember=False)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.view.table.set_speed("instant")
    start = StartUp(window, run, new_game=False)
    start.run()
    return window, run, start


def game_state(c: GameController) -> dict[str, Any]:
    """Everything a resumed game must reproduce, in comparable form."""
    match, state = c.match, c.state
    assert match is not None and state is not None
    seat = c.human if c.human is not None else 0
    return {
        "game": match.game.name,
        "rules": match.rules,
        "seed": match.seed,
        "totals": list(match.totals),
        "context": match.context,
        "rows": [(r.index, r.dealer, r.record) for r in match.rows],
        "record": make_record(state),
        "observation": state.observation(seat),
        "legal": list(state.legal_actions()),
        "to_move": state.to_move,
        "human": c.human,
        "seats": [(s.name, s.human, s.level) for s in c.seats],
        "pattern": c.pattern,
        "match_id": c.info.match_id if c.info is not None else None,
    }
