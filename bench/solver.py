"""Double-dummy solver speed on complete 8-card Schafkopf deals (a benchmark, not a test).

    .venv/bin/python bench/solver.py [--deals 200] [--exact 50] [--seed 0]

Each seeded deal gets a plausible contract (the strongest solo hand plays a suit solo with six
or more trumps, otherwise the seat with most trumps plays a Sauspiel with a legal call) and is
solved from the opening lead: "does the player party reach 61?" (the zero-window question that
decides the game, and the one the bots ask) on every deal, and the exact card points of the
player party (MTD(f) over zero-window searches sharing one transposition table) on the first
``--exact`` deals (far dearer: every probe near the true value is a hard one). Prints median,
p95 and max time and the search speed in positions (trick starts plus card plays) per second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from stich.bots.dds import Solver, layout_for, solve_value
from stich.engine.actions import Contract
from stich.engine.game import get_game
from stich.engine.variants.schafkopf.contracts import (
    OBERS,
    contract_ranking,
    legal_calls,
)

GAME = get_game("schafkopf")
RULES = GAME.rules()
DECK = GAME.deck(RULES, 4)


def deal_and_contract(seed: int) -> tuple[list[int], Contract, int, int | None]:
    rng = random.Random(seed)
    deal = GAME.deal_from_seed(RULES, 4, 3, seed)
    hands = [sum(1 << c for c in h) for h in deal.hands]
    best = None
    for s in range(4):
        for x in range(4):
            rk = contract_ranking(Contract("solo", x), False)
            n = (hands[s] & rk.trump_mask).bit_count()
            tops = sum(1 for c in OBERS if (hands[s] >> c) & 1)
            key = (n * 2 + tops, s, x, n)
            if best is None or key > best:
                best = key
    assert best is not None
    _, s, x, n = best
    calls = legal_calls(hands[s], False)
    if n >= 6 or not calls:
        return hands, Contract("solo", x), s, None
    call = rng.choice(calls)
    holder = next(q for q in range(4) if (hands[q] >> (call * 9)) & 1)
    return hands, Contract("sauspiel", call), s, holder


def solver_for(hands: list[int], contract: Contract, declarer: int,
               holder: int | None) -> Solver:
    rk = contract_ranking(contract, False)
    team = [q in (declarer, holder) for q in range(4)]
    called = contract.suit * 9 if contract.kind == "sauspiel" and contract.suit is not None \
        else None
    return Solver(layout_for(rk, DECK), team, hands, (), 0, called=called, holder=holder,
                  restricted=called is not None)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(q * (len(xs) - 1)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--exact", type=int, default=50, help="deals also solved exactly")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rows: dict[str, tuple[list[float], list[int]]] = {"reach 61": ([], []), "exact": ([], [])}
    kinds: dict[str, int] = {}
    for i in range(args.deals):
        hands, contract, declarer, holder = deal_and_contract(args.seed * 100_003 + i)
        kinds[contract.kind] = kinds.get(contract.kind, 0) + 1
        sv = solver_for(hands, contract, declarer, holder)
        t = time.perf_counter()
        sv.reach(61)
        rows["reach 61"][0].append(time.perf_counter() - t)
        rows["reach 61"][1].append(sv.node_count)
        if i >= args.exact:
            continue
        sv = solver_for(hands, contract, declarer, holder)
        t = time.perf_counter()
        solve_value(sv)
        rows["exact"][0].append(time.perf_counter() - t)
        rows["exact"][1].append(sv.node_count)
    print(f"double-dummy solves of {args.deals} complete 8-card Schafkopf deals "
          f"(seed {args.seed}; {', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))})")
    print(f"{'question':10} {'deals':>6} {'median s':>9} {'p95 s':>8} {'max s':>8} "
          f"{'nodes med':>10} {'nodes/s':>9}")
    for name, (ts, ns) in rows.items():
        if not ts:
            continue
        speed = sum(ns) / sum(ts) if sum(ts) else 0.0
        print(f"{name:10} {len(ts):>6} {statistics.median(ts):9.4f} {pct(ts, 0.95):8.3f} "
              f"{max(ts):8.3f} {int(statistics.median(ns)):>10} {speed:9.0f}")
    print("(nodes: searched positions, trick starts and card plays)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
