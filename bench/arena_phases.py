"""Which decisions does the hard search help? A duplicate arena where the hero is the hard bot
only in the named phases and the medium bot elsewhere (a benchmark, not a test).

    .venv/bin/python bench/arena_phases.py --game sheepshead --rules tavern \\
        --phases pick,double --deals 100 --budget 0.8 [--players N] [--seed 5] [--clock cpu]

Prints the hero's mean advantage per hand over an all-medium table with its 95% interval
(normal approximation), as ``stich-cli arena`` does for whole levels.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from stich.bots import clock, make_bot
from stich.bots.arena import play_table
from stich.bots.measure import relative_score, seat_value
from stich.engine.actions import Action
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import Observation


class PhaseHero:
    def __init__(self, game: str, phases: set[str], budget: float) -> None:
        self.name = self.level = "phase-hero"
        self.hard = make_bot(game, "hard")
        self.medium = make_bot(game, "medium")
        self.phases = phases
        self.budget = budget

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        if obs.phase in self.phases:
            return self.hard.choose(obs, legal, rng, self.budget)
        return self.medium.choose(obs, legal, rng, budget)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="sheepshead")
    ap.add_argument("--rules", default=None)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--phases", default="play")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--budget", type=float, default=0.3)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="what the budget is measured on (cpu: the same thinking under load)")
    ap.add_argument("--progress", action="store_true", help="each deal's gain on stderr")
    args = ap.parse_args()
    clock.use(args.clock)
    game = get_game(args.game)
    rules = game.rules(args.rules)
    n = args.players or game.default_players(rules)
    phases = set(args.phases.split(","))
    relative = relative_score(args.game, rules)  # as the arena measures (bots/measure.py)
    advs = []
    for i in range(args.deals):
        seed = hand_seed(args.seed, i)
        field = [make_bot(args.game, "medium") for _ in range(n)]
        levels = ["medium"] * n
        base = play_table(game, rules, n, i % n, seed, field, levels, [1.0] * n, seed * 11)
        gain = 0.0
        for s in range(n):
            bots = list(field)
            bots[s] = PhaseHero(args.game, phases, args.budget)
            st = play_table(game, rules, n, i % n, seed, bots, levels, [1.0] * n, seed * 11)
            gain += (seat_value(st.result().settlement, s, relative)
                     - seat_value(base.result().settlement, s, relative))
        advs.append(gain / n)
        if args.progress:
            print(f"deal {i + 1}/{args.deals}: {gain / n:+.2f}", file=sys.stderr)
    m = sum(advs) / len(advs)
    sd = math.sqrt(sum((a - m) ** 2 for a in advs) / max(1, len(advs) - 1))
    half = 1.96 * sd / math.sqrt(len(advs))
    print(f"{args.game} {args.rules or ''} phases={args.phases} budget={args.budget} "
          f"deals={args.deals}: {m:+.3f} [{m - half:+.3f}, {m + half:+.3f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
