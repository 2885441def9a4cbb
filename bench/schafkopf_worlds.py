"""CPU per world of the hard Schafkopf bot's card-play worlds (issue 8), and a checksum of them.

    .venv/bin/python bench/schafkopf_worlds.py [--positions 24] [--worlds 12] [--rounds 3]
                                               [--baseline main]
    .venv/bin/python bench/schafkopf_worlds.py --hands 4 [--seats 1] [--budget 1.0]
                                               [--baseline main]

Positions: card play of contract games after 1 to 6 tricks, medium in every seat (seeded). At
each, a deterministic hard bot samples ``--worlds`` worlds (``HardPlayer.sample_world``: the
others' bids and card play as evidence, Metropolis steps). Prints the CPU time per world
(median of the rounds) and a checksum of every world sampled: the same checksum means the same
worlds from the same random numbers. ``--baseline REV`` runs the same positions with the bot as
it was at git revision ``REV`` (its ``desktop`` tree, in a process of its own, rounds
interleaved) and says whether the worlds are the same. ``--hands N`` plays N whole hands with
a deterministic hard bot (``samples=3``) in ``--seats`` seats instead, so that a hand's worlds
come back at its later decisions: the CPU time spent in ``sample_world`` per world, and a
checksum of every action taken. With ``--budget B`` the hard bot plays as in a game, thinking
B seconds of CPU time per decision: the worlds each card-play search got in that time.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def positions(count: int) -> list[object]:
    from stich.bots import make_bot
    from stich.engine.game import get_game

    g = get_game("schafkopf")
    rules = g.rules("wirtshaus")
    mover = make_bot("schafkopf", "medium")
    out: list[object] = []
    for hand in range(2000):
        rng = random.Random(hand)
        st = g.new_hand(rules, players=4, dealer=hand % 4, seed=9100 + hand)
        at = 1 + hand % 6
        while not st.is_terminal:
            if st.phase == "play" and len(st.tricks) == at and not st.trick:
                obs = st.observation(st.to_move)
                if obs.contract is not None and obs.contract.kind != "ramsch":
                    out.append(st)
                break
            legal = st.legal_actions()
            st = st.apply(mover.choose(st.observation(st.to_move), legal, rng, 1.0))
        if len(out) >= count:
            break
    return out


def run(count: int, worlds: int) -> tuple[float, str, int]:
    """(CPU seconds, checksum, worlds) of sampling ``worlds`` worlds at each position."""
    from stich.bots.schafkopf.heuristic import MEDIUM, Heuristic
    from stich.bots.schafkopf.search import HardPlayer
    from stich.bots.schafkopf.view import SkView

    sts = positions(count)
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True)
    digest = hashlib.sha256()
    n = 0
    cpu = 0.0
    for i, st in enumerate(sts):
        v = SkView(st.observation(st.to_move))  # type: ignore[attr-defined]
        rng = random.Random(i)
        t = time.process_time()
        got = [player.sample_world(v, rng) for _ in range(worlds)]
        cpu += time.process_time() - t
        for w in got:
            digest.update(repr(w).encode())
            n += 1
    return cpu, digest.hexdigest()[:16], n


def play(hands: int, seats: int, budget: float = 0.0) -> tuple[float, str, int, list[int]]:
    """(CPU seconds in ``sample_world``, checksum of every action, worlds, the worlds of each
    card-play search as ``tricks left * 1000 + worlds``) of ``hands`` whole hands with a
    deterministic hard bot (``samples=3``) in the first ``seats`` seats and medium in the
    others: the worlds are offered again at a hand's later decisions. ``budget`` > 0: the hard
    bot as it plays, with this budget per decision in CPU seconds."""
    from stich.bots import clock, make_bot
    from stich.bots.schafkopf.bot import SchafkopfBot
    from stich.bots.schafkopf.search import HardPlayer
    from stich.engine.game import get_game

    spent = [0.0, 0]
    inner = HardPlayer.sample_world

    def timed(self: HardPlayer, *a: object, **k: object) -> list[int] | None:
        t = time.process_time()
        try:
            return inner(self, *a, **k)  # type: ignore[arg-type]
        finally:
            spent[0] += time.process_time() - t
            spent[1] += 1

    HardPlayer.sample_world = timed  # type: ignore[method-assign]
    g = get_game("schafkopf")
    rules = g.rules("wirtshaus")
    digest = hashlib.sha256()
    searches: list[int] = []
    if budget:
        clock.use("cpu")
    for hand in range(hands):
        bots = [(SchafkopfBot("hard") if budget else
                 SchafkopfBot("hard", samples=3, bid_samples=2, rollouts=6, deterministic=True))
                if s < seats else make_bot("schafkopf", "medium") for s in range(4)]
        rng = random.Random(hand)
        st = g.new_hand(rules, players=4, dealer=hand % 4, seed=5300 + hand)
        while not st.is_terminal:
            legal = st.legal_actions()
            seat = st.to_move
            assert seat is not None
            a = bots[seat].choose(st.observation(seat), legal, rng, budget or 1.0)
            digest.update(repr(a).encode())
            st = st.apply(a)
        for b in bots[:seats]:
            hard = getattr(b, "_hard", None)
            if hard is not None:
                searches.extend(t * 1000 + k for t, _c, k in hard.stats)
    return spent[0], digest.hexdigest()[:16], int(spent[1]), searches


def export(rev: str, into: str) -> str:
    """The ``desktop`` tree of git revision ``rev`` under ``into``; its import path."""
    tar = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "desktop"],
                         capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", into], input=tar, check=True)
    return str(Path(into) / "desktop")


def measure(path: str | None, args: list[str]) -> tuple[float, str, int, list[int]]:
    env = dict(os.environ)
    if path:
        env["PYTHONPATH"] = path
    out = subprocess.run([sys.executable, __file__, "--inner", *args], env=env,
                         capture_output=True, text=True, check=True).stdout
    got = json.loads(out.strip().splitlines()[-1])
    return float(got[0]), str(got[1]), int(got[2]), list(got[3]) if len(got) > 3 else []


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=24)
    ap.add_argument("--worlds", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--hands", type=int, default=0,
                    help="play this many whole hands instead (hard in --seats seats)")
    ap.add_argument("--seats", type=int, default=1)
    ap.add_argument("--budget", type=float, default=0.0,
                    help="with --hands: the hard bot as it plays, this many CPU seconds per "
                         "decision (the worlds then differ between revisions)")
    ap.add_argument("--baseline", default=None, help="a git revision to compare with")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.inner:
        print(json.dumps(play(args.hands, args.seats, args.budget) if args.hands
                         else run(args.positions, args.worlds)))
        return 0
    what = ["--hands", str(args.hands), "--seats", str(args.seats), "--budget",
            str(args.budget)] if args.hands else \
        ["--positions", str(args.positions), "--worlds", str(args.worlds)]
    with tempfile.TemporaryDirectory() as tmp:
        builds: list[tuple[str, str | None]] = [("this tree", None)]
        if args.baseline:
            builds.append((args.baseline, export(args.baseline, tmp)))
        times: dict[str, list[float]] = {name: [] for name, _ in builds}
        sums: dict[str, str] = {}
        counts: dict[str, int] = {}
        searched: dict[str, list[int]] = {}
        for _ in range(args.rounds):
            for name, path in builds:
                cpu, digest, counts[name], searched[name] = measure(path, what)
                times[name].append(cpu)
                sums[name] = digest
    if args.hands:
        how = f"CPU budget {args.budget} s" if args.budget else "deterministic, samples=3"
        print(f"{args.hands} hands, hard in {args.seats} seat(s), {how}; median of "
              f"{args.rounds} rounds (CPU in sample_world; checksum of the actions)")
    else:
        print(f"{args.positions} positions x {args.worlds} worlds, median of {args.rounds} "
              f"rounds (CPU)")
    print(f"{'code':<12} {'worlds':>7} {'ms per world':>12} {'checksum':>18}"
          + ("   worlds per card-play search (median, p10-p90): 8-6 tricks left | 5-2"
             if args.budget else ""))
    for name, ts in times.items():
        line = (f"{name:<12} {counts[name]:>7} {statistics.median(ts) / counts[name] * 1000:>12.2f}"
                f" {sums[name]:>18}")
        if args.budget:
            for lo, hi in ((6, 8), (2, 5)):
                ks = sorted(x % 1000 for x in searched[name] if lo <= x // 1000 <= hi)
                if ks:
                    line += (f"   {statistics.median(ks):>5.0f} ({ks[len(ks) // 10]}-"
                             f"{ks[len(ks) * 9 // 10]}, {len(ks)} searches)")
        print(line)
    if args.baseline:
        same = sums["this tree"] == sums[args.baseline]
        per = {name: statistics.median(ts) / counts[name] for name, ts in times.items()}
        ratio = per[args.baseline] / per["this tree"]
        what_same = "actions" if args.hands else "worlds"
        print(f"same {what_same}: {'yes' if same else 'NO'}; CPU per world {ratio:.2f}x less")
        return 0 if same or args.budget else 1
    return 0

if __name__ == "__main__":
    sys.exit(main())
