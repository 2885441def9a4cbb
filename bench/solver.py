"""Double-dummy solver speed on complete 10-card Skat and 8-card Schafkopf deals (a benchmark,
not a test).

    .venv/bin/python bench/solver.py [--game skat] [--game schafkopf] [--deals 200]
                                     [--exact 50] [--seed 0] [--baseline REV]

Each seeded deal gets a plausible contract and is solved from the opening lead.

* **Skat** (3 players, dealer seat 0): the seat with the strongest twelve cards (its ten and
  the skat) declares a grand with three or four jacks, else a suit game in its longest trump
  suit; it lays away the two side cards with fewest points, which count for it ("reaches 61"
  asks for 61 less their points in tricks).
* **Schafkopf**: the strongest solo hand plays a suit solo with six or more trumps, otherwise
  the seat with most trumps plays a Sauspiel with a legal call.

Questions: "does the declarer's party reach 61?" (the zero-window question that decides the
game, and the one the bots ask) on every deal, and the exact card points of that party (MTD(f)
over zero-window searches sharing one transposition table) on the first ``--exact`` deals
(far dearer: every probe near the true value is a hard one). Prints median, p95 and max time
(wall and CPU: this machine is shared), the positions searched (trick starts plus card plays:
median, p95 and all deals together) and the search speed in positions per CPU second.
``--baseline REV`` also answers the 61 question with the solver as it was at git revision
``REV`` (e.g. ``main``), deal by deal in the same run, and stops if an answer differs.
Target (issue 12): the 61 question on full Skat deals in a median of at most 50 ms, p95 at
most 0.5 s.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))

from stich.bots.dds import Solver, layout_for, solve_value
from stich.engine.actions import Contract
from stich.engine.cards import POINTS
from stich.engine.game import get_game
from stich.engine.tricks import TRUMP
from stich.engine.variants.schafkopf.contracts import (
    OBERS,
    contract_ranking,
    legal_calls,
)
from stich.engine.variants.skat.contracts import ranking_of

SCHAFKOPF = get_game("schafkopf")
SK_RULES = SCHAFKOPF.rules()
SK_DECK = SCHAFKOPF.deck(SK_RULES, 4)
SKAT = get_game("skat")
SKAT_RULES = SKAT.rules()
SKAT_DECK = SKAT.deck(SKAT_RULES, 3)


def schafkopf_deal(seed: int) -> tuple[Solver, int, str]:
    """(solver from the opening lead, value still needed for 61, contract kind)."""
    rng = random.Random(seed)
    deal = SCHAFKOPF.deal_from_seed(SK_RULES, 4, 3, seed)
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
    holder: int | None = None
    if n >= 6 or not calls:
        contract = Contract("solo", x)
    else:
        call = rng.choice(calls)
        holder = next(q for q in range(4) if (hands[q] >> (call * 9)) & 1)
        contract = Contract("sauspiel", call)
    rk = contract_ranking(contract, False)
    team = [q in (s, holder) for q in range(4)]
    called = contract.suit * 9 if contract.kind == "sauspiel" and contract.suit is not None \
        else None
    sv = Solver(layout_for(rk, SK_DECK), team, hands, (), 0, called=called, holder=holder,
                restricted=called is not None)
    return sv, 61, contract.kind


def skat_deal(seed: int) -> tuple[Solver, int, str]:
    """(solver from the opening lead, points still needed in tricks for 61, contract kind)."""
    deal = SKAT.deal_from_seed(SKAT_RULES, 3, 0, seed)
    hands = [sum(1 << c for c in h) for h in deal.hands]
    skat = sum(1 << c for c in deal.extra)
    best = None
    for s in range(3):
        twelve = hands[s] | skat
        jacks = (twelve & ranking_of("grand", None).trump_mask).bit_count()
        for t in range(4):
            rk = ranking_of("suit", t)
            trumps = (twelve & rk.trump_mask).bit_count()
            key = (jacks >= 3, trumps * 2 + jacks, s, t)
            if best is None or key > best:
                best = key
    assert best is not None
    grand, _, d, t = best
    rk = ranking_of("grand", None) if grand else ranking_of("suit", t)
    twelve = hands[d] | skat
    side = [c for c in range(36) if (twelve >> c) & 1 and rk.esuit[c] != TRUMP]
    side.sort(key=lambda c: (POINTS[c], -rk.strength[c], c))
    lay_away = side[:2]
    hands[d] = twelve & ~sum(1 << c for c in lay_away)
    sv = Solver(layout_for(rk, SKAT_DECK), [q == d for q in range(3)], hands, (), 1)
    return sv, 61 - sum(POINTS[c] for c in lay_away), "grand" if grand else "suit"


DEALS = {"skat": (skat_deal, "complete 10-card Skat deals"),
         "schafkopf": (schafkopf_deal, "complete 8-card Schafkopf deals")}


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(q * (len(xs) - 1)))]


ROOT = Path(__file__).resolve().parent.parent


def baseline_solver(rev: str, into: str) -> ModuleType:
    """``stich.bots.dds`` as it was at git revision ``rev`` (imported beside today's)."""
    src = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:desktop/stich/bots/dds.py"],
                         capture_output=True, check=True).stdout
    path = Path(into) / "dds_baseline.py"
    path.write_bytes(src)
    spec = importlib.util.spec_from_file_location("stich.bots._dds_baseline", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def using(mod: ModuleType) -> None:
    """Make the deal builders use ``mod``'s solver."""
    globals()["Solver"] = mod.Solver
    globals()["layout_for"] = mod.layout_for


def bench(game: str, deals: int, exact: int, seed: int,
          baseline: tuple[str, ModuleType] | None = None) -> None:
    make, what = DEALS[game]
    rows: dict[str, tuple[list[float], list[float], list[int]]] = {
        "reach 61": ([], [], []), "exact": ([], [], [])}
    if baseline:
        rows[f"61 @{baseline[0]}"] = ([], [], [])
    current = sys.modules["stich.bots.dds"]
    kinds: dict[str, int] = {}
    for i in range(deals):
        if baseline:
            using(baseline[1])
            sv, need, _ = make(seed * 100_003 + i)
            t, c = time.perf_counter(), time.process_time()
            before = sv.reach(need)
            rows[f"61 @{baseline[0]}"][0].append(time.perf_counter() - t)
            rows[f"61 @{baseline[0]}"][1].append(time.process_time() - c)
            rows[f"61 @{baseline[0]}"][2].append(sv.node_count)
            using(current)
        sv, need, kind = make(seed * 100_003 + i)
        kinds[kind] = kinds.get(kind, 0) + 1
        t, c = time.perf_counter(), time.process_time()
        answer = sv.reach(need)
        if baseline and answer != before:
            raise SystemExit(f"deal {seed * 100_003 + i}: {answer} here, {before} at "
                             f"{baseline[0]}")
        rows["reach 61"][0].append(time.perf_counter() - t)
        rows["reach 61"][1].append(time.process_time() - c)
        rows["reach 61"][2].append(sv.node_count)
        if i >= exact:
            continue
        sv, _, _ = make(seed * 100_003 + i)
        t, c = time.perf_counter(), time.process_time()
        solve_value(sv)
        rows["exact"][0].append(time.perf_counter() - t)
        rows["exact"][1].append(time.process_time() - c)
        rows["exact"][2].append(sv.node_count)
    print(f"double-dummy solves of {deals} {what} "
          f"(seed {seed}; {', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))})")
    print(f"{'question':10} {'deals':>6} {'median s':>9} {'p95 s':>8} {'max s':>8} "
          f"{'cpu med':>8} {'cpu p95':>8} {'cpu max':>8} {'nodes med':>10} {'nodes p95':>10} "
          f"{'nodes all':>11} {'nodes/cpu s':>12}")
    for name, (ts, cs, ns) in rows.items():
        if not ts:
            continue
        speed = sum(ns) / sum(cs) if sum(cs) else 0.0
        print(f"{name[:10]:10} {len(ts):>6} {statistics.median(ts):9.4f} {pct(ts, 0.95):8.3f} "
              f"{max(ts):8.3f} {statistics.median(cs):8.4f} {pct(cs, 0.95):8.3f} "
              f"{max(cs):8.3f} {int(statistics.median(ns)):>10} {int(pct(ns, 0.95)):>10} "
              f"{sum(ns):>11,} {speed:12,.0f}")
    print("(nodes: searched positions, trick starts and card plays)\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", action="append", choices=sorted(DEALS),
                    help="skat or schafkopf (repeatable; default both)")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--exact", type=int, default=50, help="deals also solved exactly")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--baseline", metavar="REV",
                    help="also ask the 61 question of the solver at git REV, same deals")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = (args.baseline, baseline_solver(args.baseline, tmp)) if args.baseline else None
        for game in args.game or ("skat", "schafkopf"):
            bench(game, args.deals, args.exact, args.seed, base)
    return 0


if __name__ == "__main__":
    sys.exit(main())
