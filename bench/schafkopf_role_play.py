"""Where does the hard Schafkopf bot's card play (and Kontra/Re) gain over medium's, by role?
(a benchmark, not a test; docs/bots.md, "Measurements/Schafkopf".)

    .venv/bin/python bench/schafkopf_role_play.py [--hands 100] [--seed 505] [--budget 1.3]
        [--role any|solo-def|saus-def|saus-partner|saus-decl|solo-decl]

Deals hands at random (the arena's dealers and random streams) and lets an all-medium table
bid them; the contract and the sides follow. One seat of the wanted role (``any``: the seat
``hand index mod 4``) is then played once more with the hard bot in the phases after the
bidding (Kontra/Re and the card play; CPU clock), the bidding and the other seats medium with
the same random streams, so the contract is the same. Prints per hand and per role the seat's
settlement under both and the paired difference with its 95% interval.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from collections.abc import Iterator, Sequence

import hard_options
from stich.bots import Bot, clock, make_bot
from stich.bots.arena import play_table
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.engine.actions import Action
from stich.engine.game import Game, get_game
from stich.engine.match import hand_seed
from stich.engine.rules import HouseRules
from stich.engine.state import HandState, Observation

BIDDING = ("intent", "auction", "declare", "knock")


class AfterBidding:
    """The rules in the bidding, ``player`` from the Kontra on."""

    name = level = "after-bidding"

    def __init__(self, rules: Bot, player: Bot, budget: float) -> None:
        self.rules = rules
        self.player = player
        self.budget = budget

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        if obs.phase in BIDDING:
            return self.rules.choose(obs, legal, rng, budget)
        return self.player.choose(obs, legal, rng, self.budget)


def medium_tables(game: Game, rules: HouseRules, seed: int,
                  n: int = 4) -> Iterator[tuple[int, int, int, HandState]]:
    """Deal 0, 1, 2... of match ``seed`` (the arena's deal seeds, dealers and random streams)
    bid and played by an all-medium table: (index, deal seed, dealer, the finished hand)."""
    i = 0
    while True:
        deal, dealer = hand_seed(seed, i), i % n
        medium: list[Bot] = [make_bot("schafkopf", "medium") for _ in range(n)]
        yield i, deal, dealer, play_table(game, rules, n, dealer, deal, medium,
                                          ["medium"] * n, [1.0] * n, deal * 11)
        i += 1


def replay_seat(game: Game, rules: HouseRules, deal: int, dealer: int, seat: int, hard: Bot,
                budget: float, n: int = 4) -> HandState:
    """The same hand again with ``seat`` played by ``hard`` from the Kontra on (its bidding
    medium's, so the contract is the same), the others medium."""
    bots: list[Bot] = [make_bot("schafkopf", "medium") for _ in range(n)]
    bots[seat] = AfterBidding(make_bot("schafkopf", "medium"), hard, budget)
    return play_table(game, rules, n, dealer, deal, bots, ["medium"] * n, [1.0] * n, deal * 11)


def role_of(st: HandState, seat: int) -> str | None:
    r = st.result()
    c = r.contract
    if c is None or r.declarer is None or c.kind not in ("sauspiel", "solo", "wenz"):
        return None
    kind = "saus" if c.kind == "sauspiel" else "solo"
    if seat == r.declarer:
        return kind + "-decl"
    if seat in r.partners:
        return kind + "-partner"
    return kind + "-def"


def summary(name: str, diffs: list[float]) -> str:
    k = len(diffs)
    m = sum(diffs) / k
    sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / max(1, k - 1))
    half = 1.96 * sd / math.sqrt(k)
    better = sum(d > 0 for d in diffs)
    worse = sum(d < 0 for d in diffs)
    return (f"{name}: {k} hands, hard - medium per hand for the seat {m:+.2f} "
            f"[{m - half:+.2f}, {m + half:+.2f}] (sd {sd:.1f}; {better} better, {worse} worse)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--seed", type=int, default=505)
    ap.add_argument("--rules", default="wirtshaus")
    ap.add_argument("--budget", type=float, default=1.3)
    ap.add_argument("--role", default="any")
    ap.add_argument("--hard-option", action="append", default=[],
                    help="NAME=VALUE for the hard bot's constructor (a variant)")
    args = ap.parse_args()
    clock.use("cpu")
    game = get_game("schafkopf")
    rules = game.rules(args.rules)
    n = 4
    opts = hard_options.collect(args.hard_option)
    diffs: dict[str, list[float]] = defaultdict(list)
    doubled: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    done = 0
    for i, seed, dealer, base in medium_tables(game, rules, args.seed, n):
        if done >= args.hands:
            break
        if args.role == "any":
            seats = [(i + 1) % n]
        else:
            seats = [s for s in range(n) if role_of(base, s) == args.role]
        if not seats or role_of(base, seats[0]) is None:
            continue
        s = seats[0]
        role = role_of(base, s)
        assert role is not None
        hard = make_bot("schafkopf", "hard")
        if opts:
            hard = SchafkopfBot("hard", **opts)
        st = replay_seat(game, rules, seed, dealer, s, hard, args.budget, n)
        r0, r1 = base.result(), st.result()
        if r1.contract != r0.contract or r1.declarer != r0.declarer:
            print(f"hand seed {seed}: contract changed, skipped", file=sys.stderr)
            continue
        done += 1
        d = r1.settlement[s] - r0.settlement[s]
        diffs[role].append(d)
        kontra0 = int(r0.details.get("factor", 1) or 1)
        kontra1 = int(r1.details.get("factor", 1) or 1)
        doubled[role][0] += kontra0 > 1
        doubled[role][1] += kontra1 > 1
        print(f"hand {done}: seed {seed} seat {s} {role} {r0.contract}: medium "
              f"{r0.settlement[s]:+d} (factor {kontra0}), hard {r1.settlement[s]:+d} "
              f"(factor {kontra1})", file=sys.stderr, flush=True)
    for role in sorted(diffs):
        print(summary(role, diffs[role]) + f"; doubled: medium {doubled[role][0]}, "
              f"hard {doubled[role][1]}")
    everything = [d for ds in diffs.values() for d in ds]
    print(summary("all", everything))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
