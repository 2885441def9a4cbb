"""What saving after every action costs the UI (never a timed test).

    .venv/bin/python bench/ui_autosave.py [--hands 30] [--dir DIR]

Plays Schafkopf through the real window and controller (instant animations, random bots, the
player's decisions chosen at random) with the app's session: after each deal and each action
the UI thread builds the save's text and hands it to the writer thread (write, fsync, rename,
fsync of the folder); a finished hand is committed to SQLite from the event loop once its save
is on disk. Reports the time the UI thread spends per save and per commit, the writer thread's
time per write,
then, for comparison, the same match saved synchronously on the UI thread
(``store.progress``, what the controller would cost without the writer thread). The data
folder is on the real disk (``--dir``, default a new folder under the system's temp folder),
with fsync on, as in the app.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))


def ms(xs: list[float]) -> str:
    xs = sorted(xs)
    if not xs:
        return "-"
    p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
    return (f"median {statistics.median(xs) * 1000:6.2f}  p95 {p95 * 1000:6.2f}  "
            f"max {xs[-1] * 1000:6.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--dir", type=Path, default=None)
    args = ap.parse_args()
    base = args.dir or Path(tempfile.mkdtemp(prefix="stich-bench-"))

    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from stich.store.match_save import MatchInfo
    from stich.ui import session
    from stich.ui.controller import GameSetup, default_seats
    from stich.ui.main_window import MainWindow

    run = session.Session(base).begin(logging_on=False)
    session.set_current(run)
    run.store  # noqa: B018 - opened at start by the app too (before the resume prompt)
    window = MainWindow()
    window.show()
    window.view.table.set_speed("instant")
    run.watch(window.controller)
    c = window.controller
    window.start(GameSetup(game="schafkopf", players=4, seats=default_seats(4), seed=5))
    rng = random.Random(5)
    hands = 0
    started = time.perf_counter()
    while hands < args.hands:
        app.processEvents()
        state = c.state
        if state is None or c.bot_busy:
            continue
        if state.is_terminal:
            hands += 1
            c.next_hand()
        elif state.to_move == c.human:
            c.act(rng.choice(state.legal_actions()))
    run.flush()
    played = time.perf_counter() - started
    ui = list(run.save_times)
    commits = list(run.commit_times)
    writes = list(run._writer.write_times) if run._writer is not None else []

    # the same match again, saved synchronously on the UI thread, action by action
    match = c.match
    assert match is not None
    store = run.store
    info = MatchInfo.new(c.info.seats if c.info is not None else ())
    from stich.engine.match import Match
    from stich.engine.record import load_record

    replay = Match(match.game, match.rules, match.players, seed=match.seed,
                   first_dealer=match.first_dealer)
    sync: list[float] = []
    for row in match.rows:
        loaded = load_record(row.record)
        state = loaded.initial
        steps = [state]
        for action in loaded.final.history():
            state = state.apply(action)
            steps.append(state)
        for i, st in enumerate(steps):
            if i == len(steps) - 1:
                replay.finish_hand(st)
            t0 = time.perf_counter()
            store.progress(replay, st, info)
            sync.append(time.perf_counter() - t0)
    run.close()
    size = (base / "match.json").stat().st_size / 1024
    print(f"data folder: {base}  hands: {len(match.rows)}  saves: {len(ui)}  "
          f"save file: {size:.0f} kB  played in {played:.1f} s")
    print(f"{'UI thread per save (writer thread)':<40} {ms(ui)}  ms")
    print(f"{'  the five longest':<40} " + ", ".join(f"{x * 1000:.1f}" for x in sorted(ui)[-5:]))
    print(f"{'writer thread per write':<40} {ms(writes)}  ms")
    print(f"{'UI thread per hand: history commit':<40} {ms(commits)}  ms")
    print(f"{'synchronous store.progress per action':<40} {ms(sync)}  ms")


if __name__ == "__main__":
    main()
