"""Does the hard Schafkopf bot play its own solo better than the rules do? (a benchmark, not a
test: the measurement behind the hard bot's ``solo_edge``, docs/bots.md.)

    .venv/bin/python bench/schafkopf_solo_play.py [--hands 100] [--seed 101] [--budget 1.3]

Deals hands at random (the arena's dealers and random streams); the first seat whose best solo
or Wenz is a close call by the bidding model (expected settlement in [--low, --high], about a
third to three fifths won by the medium player) is made to announce it, medium bidding
elsewhere (``--kind sauspiel``: the same for a Sauspiel); the declarer's cards are played once
by the medium player and once by the hard bot (CPU clock), the other seats by medium, the same
random streams. A hand where the seat does not
end up declaring that contract is skipped. Prints, per hand and in total, the declarer's
settlement under both and the paired difference with its 95% interval.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from stich.bots import Bot, clock, make_bot
from stich.bots.arena import play_table
from stich.bots.schafkopf.heuristic import MEDIUM, Heuristic
from stich.bots.schafkopf.option_playouts import PlanPlayer
from stich.bots.schafkopf.view import SkView
from stich.engine.actions import Action, Contract
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import Observation

BIDDING = ("intent", "auction", "declare")


class Declarer:
    """Goes for ``contract`` in the bidding (the rules otherwise), plays with ``player``."""

    name = level = "declarer"

    def __init__(self, rules: Heuristic, seat: int, contract: Contract, player: Bot,
                 budget: float) -> None:
        self.plan = PlanPlayer(rules, seat, contract)
        self.player = player
        self.budget = budget

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        if obs.phase in BIDDING:
            return self.plan.choose(obs, legal, rng)
        return self.player.choose(obs, legal, rng, self.budget)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--rules", default="wirtshaus")
    ap.add_argument("--budget", type=float, default=1.3)
    ap.add_argument("--low", type=float, default=-70.0)
    ap.add_argument("--high", type=float, default=50.0)
    ap.add_argument("--kind", choices=("solo", "sauspiel"), default="solo",
                    help="solo: suit solos and Wenz; sauspiel: the Sauspiel (try --low -10 "
                         "--high 15)")
    args = ap.parse_args()
    clock.use("cpu")
    game = get_game("schafkopf")
    rules = game.rules(args.rules)
    n = 4
    model = Heuristic(MEDIUM)
    diffs: list[float] = []
    wins = [0, 0]
    i = 0
    while len(diffs) < args.hands:
        seed = hand_seed(args.seed, i)
        dealer = i % n
        i += 1
        start = game.new_hand(rules, players=n, dealer=dealer, seed=seed)
        for s in range(n):
            v = SkView(start.observation(s))
            kinds = ("solo", "wenz") if args.kind == "solo" else ("sauspiel",)
            solos = [(x, c) for x, c in model.candidates(v, v.hand) if c.kind in kinds]
            if not solos:
                continue
            value, contract = max(solos, key=lambda t: t[0])
            if not args.low <= value <= args.high:
                continue
            got = []
            for level in ("medium", "hard"):
                bots = [make_bot("schafkopf", "medium") for _ in range(n)]
                bots[s] = Declarer(model, s, contract, make_bot("schafkopf", level),
                                   args.budget)
                st = play_table(game, rules, n, dealer, seed, bots, ["medium"] * n,
                                [1.0] * n, seed * 11)
                r = st.result()
                got.append((r.settlement[s], r.contract == contract))
            if not got[0][1]:
                break
            diffs.append(got[1][0] - got[0][0])
            wins[0] += got[0][0] > 0
            wins[1] += got[1][0] > 0
            print(f"hand {len(diffs)}: seed {seed} seat {s} {contract} model {value:+.1f}: "
                  f"medium {got[0][0]:+d}, hard {got[1][0]:+d}", file=sys.stderr, flush=True)
            break
    k = len(diffs)
    m = sum(diffs) / k
    sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / max(1, k - 1))
    half = 1.96 * sd / math.sqrt(k)
    what = "solos and Wenz" if args.kind == "solo" else "Sauspiele"
    print(f"{k} close {what}: won by medium {wins[0]}, by hard {wins[1]}; "
          f"hard - medium per game for the declarer {m:+.1f} [{m - half:+.1f}, {m + half:+.1f}]"
          f" (sd {sd:.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
