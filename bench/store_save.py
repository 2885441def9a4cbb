"""How long the autosave after every action takes in a long match (never a timed test).

    .venv/bin/python bench/store_save.py [--hands 100 300] [--dir DIR]

Plays Schafkopf hands with random legal actions and saves after every action, as the UI does.
Reports, per action: building the JSON text, and the whole atomic save (write, fsync, rename,
fsync of the folder), as median / 95th percentile / max over the last 200 actions, plus the
file size and how long resuming (replaying every hand) takes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))

from stich.engine.game import get_game
from stich.engine.match import Match
from stich.store.match_save import (
    AutoSave,
    MatchInfo,
    MatchWriter,
    SavedSeat,
    load_match,
)


def run(hands: int, folder: Path) -> dict[str, float]:
    game = get_game("schafkopf")
    match = Match(game, game.rules("alles"), 4, seed=1, first_dealer=0)
    info = MatchInfo.new([SavedSeat(True, "", "You")] + [SavedSeat(False, "hard", n)
                                                         for n in ("A", "B", "C")])
    autosave = AutoSave(folder / "match.json")
    writer = MatchWriter()
    rng = random.Random(1)
    text_ms: list[float] = []
    save_ms: list[float] = []
    actions = 0
    for _ in range(hands):
        state = match.start_hand()
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
            actions += 1
            if state.is_terminal:
                match.finish_hand(state)
            t0 = time.perf_counter()
            writer.text(match, state, info)
            t1 = time.perf_counter()
            autosave.save(match, state, info)
            t2 = time.perf_counter()
            text_ms.append((t1 - t0) * 1000)
            save_ms.append((t2 - t1) * 1000)
    t0 = time.perf_counter()
    load_match(autosave.path)
    load_s = time.perf_counter() - t0
    tail_text, tail_save = text_ms[-200:], save_ms[-200:]
    return {
        "hands": hands, "actions": actions, "kB": autosave.path.stat().st_size / 1024,
        "text_median_ms": statistics.median(tail_text),
        "save_median_ms": statistics.median(tail_save),
        "save_p95_ms": sorted(tail_save)[int(len(tail_save) * 0.95)],
        "save_max_ms": max(tail_save), "resume_s": load_s,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, nargs="+", default=[100, 300])
    parser.add_argument("--dir", default=None, help="folder for the save (default: a temp dir)")
    args = parser.parse_args()
    for hands in args.hands:
        if args.dir:
            result = run(hands, Path(args.dir))
        else:
            with tempfile.TemporaryDirectory() as d:
                result = run(hands, Path(d))
        print("  ".join(f"{k}={v:.2f}" if isinstance(v, float) else f"{k}={v}"
                        for k, v in result.items()))


if __name__ == "__main__":
    main()
