"""Are the hard Schafkopf bot's bid values right? Each option played to the end on the true
deal (a benchmark, not a test; issue 8, docs/bots.md "Measurements/Schafkopf", session 16).

    .venv/bin/python bench/schafkopf_bid_forks.py [--deals 30] [--seed 12] [--rules wirtshaus]
        [--budget 1.3] [--within 60] [--hard-option NAME=VALUE] > OUT.tsv

The arena's deals (seed, index, dealer and random streams as ``stich-cli arena``), each seat
in turn played by the hard bot, the others medium. At the hero's first bidding decision where
the bot weighs two options or more (pass, go for one of its model's best contracts), the bot's
value of every option is kept (its playouts with the role edges, the model counted as six of
them: what it decides on), and then every option within ``--within`` of the best is played
to the end from there on the true cards: the hero going for the option's contract in the rest
of the auction (as the bot's playouts do) and the hard bot from the Kontra on, the others
medium (CPU clock). One line per option: the estimate, the true settlement of the hero's
seat, and whether the bot chose it. At the end: the estimate's error by kind of option and by
how far it stands from passing (calibration), and what the bot's choices gave against the
best option in hindsight.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

import hard_options
from stich.bots import Bot, clock, make_bot
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.bots.schafkopf.option_playouts import PlanPlayer
from stich.bots.schafkopf.search import HardPlayer
from stich.engine.actions import Action, Contract
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import HandState, Observation

BIDDING = ("intent", "auction", "declare")


class Recorder:
    """Wraps a hard bot's ``playout_options`` to keep the plans of the last bid decision."""

    def __init__(self, hard: HardPlayer) -> None:
        self.plans: list[tuple[str, Action, Contract | None]] = []
        inner = hard.playout_options

        def playout_options(v: Any, plans: list[tuple[str, Action, Contract | None]],
                            *args: Any, **kwargs: Any) -> dict[str, tuple[float, int]]:
            self.plans = list(plans)
            return inner(v, plans, *args, **kwargs)

        hard.playout_options = playout_options  # type: ignore[method-assign]


class Forked:
    """The hero after a fork: goes for ``contract`` in the rest of the bidding (or passes),
    the hard bot from the Kontra on."""

    def __init__(self, seat: int, contract: Contract | None, hard: Bot) -> None:
        self.plan = PlanPlayer(make_bot("schafkopf", "medium")._rules,  # type: ignore[attr-defined]
                               seat, contract)
        self.hard = hard

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        if len(legal) == 1:
            return legal[0]
        if obs.phase in BIDDING:
            return self.plan.choose(obs, legal, rng)
        return self.hard.choose(obs, legal, rng, budget)


def hard_bot(opts: dict[str, object]) -> SchafkopfBot:
    return SchafkopfBot("hard", **opts)


def finish(state: HandState, step: int, bots: Sequence[Any], rng_seed: int,
           budget: float) -> HandState:
    """Play ``state`` to the end as the arena's ``play_table`` does from move ``step``."""
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        rng = random.Random(rng_seed * 7_919 + step * 104_729 + seat)
        action = bots[seat].choose(state.observation(seat), legal, rng, budget)
        assert action in legal
        state = state.apply(action)
        step += 1
    return state


def kind_of(c: Contract | None) -> str:
    if c is None:
        return "pass"
    return "sauspiel" if c.kind == "sauspiel" else "solo"


def position(game: Any, rules: Any, deal: int, dealer: int, hero: int, opts: dict[str, object],
             budget: float, within: float, out: list[dict[str, Any]]) -> None:
    """Play to the hero's first weighed bid decision and fork every close option from it."""
    n = 4
    bot = hard_bot(opts)
    hard = bot._hard
    assert hard is not None
    rec = Recorder(hard)
    medium: list[Any] = [make_bot("schafkopf", "medium") for _ in range(n)]
    state = game.new_hand(rules, players=n, dealer=dealer, seed=deal)
    rng_seed = deal * 11
    step = 0
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        rng = random.Random(rng_seed * 7_919 + step * 104_729 + seat)
        obs = state.observation(seat)
        if seat != hero:
            state = state.apply(medium[seat].choose(obs, legal, rng, 1.0))
            step += 1
            continue
        if obs.phase not in BIDDING:
            return  # no weighed bid decision before the play
        rec.plans = []
        chosen = bot.choose(obs, legal, rng, budget)
        plans = rec.plans
        if len(plans) < 2 or len(hard.last_values) != len(plans):
            state = state.apply(chosen)
            step += 1
            continue
        values = [val for _a, val, _w, _n in hard.last_values]
        worlds = hard.last_values[0][3]
        best = max(values)
        # the option the bot went for: the plan with the chosen action and the best value
        mine = max((i for i, (_nm, a, _c) in enumerate(plans) if a == chosen),
                   key=lambda i: values[i], default=None)
        pass_value = next((values[i] for i, p in enumerate(plans) if p[2] is None), None)
        for i, (name, act, c) in enumerate(plans):
            if values[i] < best - within and i != mine:
                continue
            bots = list(medium)
            bots[hero] = Forked(hero, c, hard_bot(opts))
            end = finish(state.apply(act), step + 1, bots, rng_seed, budget)
            r = end.result()
            out.append({
                "deal": deal, "seat": hero, "phase": obs.phase, "option": name,
                "kind": kind_of(c), "estimate": values[i], "pass_estimate": pass_value,
                "true": r.settlement[hero], "chosen": i == mine, "worlds": worlds,
                "contract": str(r.contract), "declarer": r.declarer,
            })
            row = out[-1]
            print("\t".join(str(row[k]) for k in row), flush=True)
        return


def mean_ci(xs: list[float]) -> str:
    k = len(xs)
    if not k:
        return "-"
    m = sum(xs) / k
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, k - 1))
    half = 1.96 * sd / math.sqrt(k)
    return f"{m:+.1f} [{m - half:+.1f}, {m + half:+.1f}] (n {k})"


def report(rows: list[dict[str, Any]]) -> None:
    by_pos: dict[tuple[int, int], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_pos[(r["deal"], r["seat"])].append(r)
    # calibration: the option's estimated lead over passing against its true lead
    lead: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for pos in by_pos.values():
        base = [r for r in pos if r["kind"] == "pass"]
        if not base:
            continue
        for r in pos:
            if r["kind"] != "pass":
                lead[r["kind"]].append((r["estimate"] - base[0]["estimate"],
                                        r["true"] - base[0]["true"]))
    print("\noption's lead over passing: estimated and true (hard play on the true deal)")
    for kind, pairs in sorted(lead.items()):
        for lo, hi in ((-1e9, -30), (-30, -10), (-10, 0), (0, 10), (10, 30), (30, 1e9)):
            sel = [(e, t) for e, t in pairs if lo <= e < hi]
            if not sel:
                continue
            est = sum(e for e, _ in sel) / len(sel)
            print(f"  {kind:9s} estimate in [{lo:+.0f}, {hi:+.0f}): mean estimate {est:+.1f}, "
                  f"true {mean_ci([t for _, t in sel])}, "
                  f"error {mean_ci([t - e for e, t in sel])}")
        print(f"  {kind:9s} all: true - estimate {mean_ci([t - e for e, t in pairs])}")
    chosen, hindsight, by_est = [], [], []
    for pos in by_pos.values():
        mine = [r for r in pos if r["chosen"]]
        if not mine:
            continue
        chosen.append(mine[0]["true"])
        hindsight.append(max(r["true"] for r in pos))
        by_est.append(max(pos, key=lambda r: r["estimate"])["true"])
    print(f"\npositions {len(chosen)}: the bot's choice {mean_ci(chosen)}; the best estimate "
          f"{mean_ci(by_est)}; the best in hindsight {mean_ci(hindsight)}")


def read(path: str) -> list[dict[str, Any]]:
    """The rows of an earlier run's output (its summary lines skipped)."""
    rows = []
    with open(path, encoding="utf-8") as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) != len(head):
                continue
            row: dict[str, Any] = dict(zip(head, cells, strict=True))
            for k in ("deal", "seat", "true", "worlds"):
                row[k] = int(row[k])
            for k in ("estimate", "pass_estimate"):
                row[k] = None if row[k] == "None" else float(row[k])
            row["chosen"] = row["chosen"] == "True"
            rows.append(row)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--first", type=int, default=0, help="the first deal's index")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--rules", default="wirtshaus")
    ap.add_argument("--budget", type=float, default=1.3)
    ap.add_argument("--within", type=float, default=60.0)
    ap.add_argument("--hard-option", action="append", default=[],
                    help="NAME=VALUE for the hard bot's constructor (a variant)")
    ap.add_argument("--report", nargs="+", metavar="TSV",
                    help="only the summary, of earlier runs' output pooled")
    args = ap.parse_args()
    if args.report:
        report([row for path in args.report for row in read(path)])
        return 0
    clock.use("cpu")
    game = get_game("schafkopf")
    rules = game.rules(args.rules)
    opts = hard_options.collect(args.hard_option)
    rows: list[dict[str, Any]] = []
    print("deal\tseat\tphase\toption\tkind\testimate\tpass_estimate\ttrue\tchosen\tworlds\t"
          "contract\tdeclarer", flush=True)
    for i in range(args.first, args.first + args.deals):
        deal, dealer = hand_seed(args.seed, i), i % 4
        for hero in range(4):
            position(game, rules, deal, dealer, hero, opts, args.budget, args.within, rows)
        print(f"deal {i} done, {len(rows)} rows", file=sys.stderr, flush=True)
    report(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
