"""The hard Schafkopf bot after a Kontra against a solo or Wenz: as the declarer (its Re and
its play) and as the defender whose partner doubled (a benchmark, not a test; docs/bots.md,
"Measurements/Schafkopf").

    .venv/bin/python bench/schafkopf_after_kontra.py [--hands 40] [--seed 606]
        [--hard-option NAME=VALUE ...] > OUT.txt

Deals hands at random (the arena's dealers and random streams) and lets an all-medium table
bid and double them; a hand counts where a defender gave Kontra against a solo or Wenz. Its
declarer's seat, and the first defender who did not double, are then played once more each
with the hard bot from the doubling on (``schafkopf_role_play.AfterBidding``; CPU clock), so
the contract and the Kontra are the same. Prints per hand and seat the settlement and whether
the declarer gave Re. Two runs of this (two revisions, or two ``--hard-option``) pair hand by
hand: ``--pair A.txt B.txt`` prints the paired difference per role with its 95% interval.
"""

from __future__ import annotations

import argparse
import math
import re
import sys

import hard_options
from stich.bots import clock
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.engine.game import get_game

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from schafkopf_role_play import medium_tables, replay_seat

LINE = re.compile(r"hand seed (\d+) seat (\d+) (\w+): ([-+]?\d+)")


def pair(a: str, b: str) -> None:
    def read(path: str) -> dict[tuple[int, int], tuple[str, int]]:
        out = {}
        with open(path) as f:
            for line in f:
                m = LINE.search(line)
                if m:
                    out[(int(m.group(1)), int(m.group(2)))] = (m.group(3), int(m.group(4)))
        return out

    ra, rb = read(a), read(b)
    roles: dict[str, list[float]] = {}
    for k in sorted(set(ra) & set(rb)):
        roles.setdefault(ra[k][0], []).append(rb[k][1] - ra[k][1])
    roles["all"] = [d for ds in list(roles.values()) for d in ds]
    for role, ds in roles.items():
        n = len(ds)
        m = sum(ds) / n
        sd = math.sqrt(sum((d - m) ** 2 for d in ds) / max(1, n - 1))
        half = 1.96 * sd / math.sqrt(n)
        print(f"{role}: {n} seats, B - A {m:+.1f} [{m - half:+.1f}, {m + half:+.1f}] per hand "
              f"(sd {sd:.0f}; {sum(d > 0 for d in ds)} better, {sum(d < 0 for d in ds)} worse)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--seed", type=int, default=606)
    ap.add_argument("--budget", type=float, default=1.3)
    ap.add_argument("--hard-option", action="append", default=[])
    ap.add_argument("--pair", nargs=2)
    args = ap.parse_args()
    if args.pair:
        pair(*args.pair)
        return 0
    clock.use("cpu")
    game = get_game("schafkopf")
    rules = game.rules("wirtshaus")
    opts = hard_options.collect(args.hard_option)
    n = 4
    done = 0
    for _, seed, dealer, base in medium_tables(game, rules, args.seed, n):
        if done >= args.hands:
            break
        r0 = base.result()
        c = r0.contract
        d = r0.declarer
        if c is None or d is None or c.kind not in ("solo", "wenz"):
            continue
        doublers = [a.seat for a in base.history() if a.type == "double" and a.seat != d]
        if not doublers:
            continue
        done += 1
        quiet = [s for s in range(n) if s != d and s not in doublers]
        for s, role in [(d, "declarer"), *[(q, "defender") for q in quiet[:1]]]:
            st = replay_seat(game, rules, seed, dealer, s, SchafkopfBot("hard", **opts),
                             args.budget, n)
            r1 = st.result()
            re_given = any(a.type == "double" and a.seat == d for a in st.history())
            print(f"hand seed {seed} seat {s} {role}: {r1.settlement[s]:+d} (medium "
                  f"{r0.settlement[s]:+d}; {c}; Re {'yes' if re_given else 'no'})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
