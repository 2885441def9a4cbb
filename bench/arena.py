"""Bot strength and think time in the duplicate arena (a benchmark, not a test).

    .venv/bin/python bench/arena.py [--game schafkopf] [--rules PRESET] [--deals 200]
                                    [--seed 1] [--jobs 1] [--pairs hard:medium,medium:easy]
                                    [--players N] [--budget SECONDS]

Runs ``stich-cli arena`` for each hero:field pair and prints one table: the hero's mean
advantage per hand over the field with its 95% confidence interval, and the think time per
decision of each level (p50/p95/p99/max of the wall clock over non-forced decisions, and the
p95 and max of the CPU time). ``--json FILE`` also writes the full reports.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from stich.bots.arena import run_arena
from stich.engine.game import get_game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="schafkopf")
    ap.add_argument("--rules", default=None)
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1,
                    help="deals in parallel (more makes the clock-bound hard bot weaker)")
    ap.add_argument("--pairs", default="hard:medium,medium:easy")
    ap.add_argument("--players", type=int, default=None, help="table size (Sjavs: 4, 3, 2)")
    ap.add_argument("--budget", type=float, default=None,
                    help="think time per decision for every level (default: the arena's)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="budgets in wall time or the thread's CPU time (load-independent)")
    ap.add_argument("--json", default=None, help="write the full reports to this file")
    args = ap.parse_args()
    game = get_game(args.game)
    rules = game.rules(args.rules)
    reports = []
    for pair in args.pairs.split(","):
        hero, field = pair.split(":")
        budgets = None if args.budget is None else {hero: args.budget, field: args.budget}
        reports.append(run_arena(game.name, rules, hero, field, args.deals, args.seed,
                                 players=args.players, budgets=budgets, jobs=args.jobs,
                                 clock_name=args.clock))
    print(f"{args.game} ({rules.to_json()['preset']}), {args.deals} duplicate deals, "
          f"seed {args.seed}")
    print(f"{'hero':7} {'field':7} {'advantage/hand':>15} {'95% CI':>20} {'seconds':>8}")
    for r in reports:
        a = r["advantage"]
        lo, hi = a["ci95"]
        print(f"{r['hero']:7} {r['field']:7} {a['mean']:>+15.2f} "
              f"{f'[{lo:+.2f}, {hi:+.2f}]':>20} {r['seconds']:>8}")
    print()
    print(f"{'level':7} {'decision':9} {'n':>7} {'p50 s':>8} {'p95 s':>8} {'p99 s':>8} "
          f"{'max s':>8} {'cpu p95':>8} {'cpu max':>8}")
    seen = set()
    for r in reports:
        cpu = r.get("think_cpu", {})
        for level, kinds in r["think_time"].items():
            if level in seen:
                continue
            seen.add(level)
            for kind, p in kinds.items():
                c = cpu.get(level, {}).get(kind, {"p95": 0.0, "max": 0.0})
                print(f"{level:7} {kind:9} {p['n']:>7} {p['p50']:>8.4f} {p['p95']:>8.4f} "
                      f"{p['p99']:>8.4f} {p['max']:>8.4f} {c['p95']:>8.4f} {c['max']:>8.4f}")
    if args.json:
        Path(args.json).write_text(json.dumps(reports, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
