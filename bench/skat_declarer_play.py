"""The hard Skat bot's card play as declarer or as defender, variant against variant on the
true deals (a benchmark, not a test).

    .venv/bin/python bench/skat_declarer_play.py [--positions 60] [--seed 701]
        [--base dd_declarer=7] [--new dd_declarer=10] [--budget 1.3] [--medium]
        [--role declarer|defenders|first|second]

Positions come from hands the medium bot bids, discards and declares in every seat (suit, grand
and null games; Ramsch skipped). From the first card of the hand, the declarer's cards are played
once by the hard bot with the ``--base`` options and once with the ``--new`` options (CPU clock,
``--budget`` seconds), the defenders by the medium bot with the same random streams; both are
scored by the declarer's ISkO settlement (``--base medium``: the medium bot is the base).
``--medium`` also plays the declarer's cards by the
medium bot. Prints the mean per game, the paired difference new - base with its 95% interval,
the changed games, and the hero's CPU time per decision (p50, p95, max).

``--role defenders`` plays both defenders' cards by the hero instead (``first``: only the
defender after the declarer in seat order, ``second``: only the other), the declarer and any
other defender by the medium bot; the figures are then the declarer's ISkO score, so lower is
better for the hero. (Under the ISkO list a defender's own settlement is 0 whatever happens, so
the arena's own-score measure gives the defence no credit; this bench shows what it is worth to
the table.)
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from stich.bots import clock, make_bot
from stich.bots.skat.bot import SkatBot
from stich.engine.state import HandState

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from skat_after_auction import positions


def options(spec: Sequence[str]) -> dict[str, object]:
    out: dict[str, object] = {}
    for item in spec:
        k, v = item.split("=", 1)
        out[k] = float(v) if "." in v else int(v)
    return out


def finish(st: HandState, seats: Sequence[int], hero: object, field: object, seed: int,
           budget: float, times: list[float]) -> int:
    """The hand played out, ``hero`` in ``seats``, ``field`` elsewhere: the declarer's ISkO
    score."""
    step = 0
    while not st.is_terminal:
        s = st.to_move
        assert s is not None
        legal = st.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        elif s in seats:
            t0 = clock.now()
            a = hero.choose(st.observation(s), legal,  # type: ignore[attr-defined]
                            random.Random(seed * 31 + step), budget)
            times.append(clock.now() - t0)
        else:
            a = field.choose(st.observation(s), legal,  # type: ignore[attr-defined]
                             random.Random(seed * 17 + step * 3 + s), budget)
        st = st.apply(a)
        step += 1
    res = st.result()
    assert res.declarer is not None
    return res.settlement[res.declarer]


def ci(xs: Sequence[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1))
    return m, 1.96 * sd / math.sqrt(len(xs))


def pct(xs: list[float], q: float) -> float:
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(q * len(ys)))] if ys else 0.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=701)
    ap.add_argument("--base", nargs="*", default=[])
    ap.add_argument("--new", nargs="*", default=["dd_declarer=10"])
    ap.add_argument("--budget", type=float, default=1.3)
    ap.add_argument("--medium", action="store_true")
    ap.add_argument("--role", default="declarer",
                    choices=["declarer", "defenders", "first", "second"])
    args = ap.parse_args()
    clock.use("cpu")
    field = make_bot("skat", "medium")
    # "--base medium": the medium bot's play is the base (e.g. "--role defenders --base medium
    # --new": today's hard defence against medium's)
    base = field if args.base == ["medium"] else SkatBot("hard", **options(args.base))
    new = SkatBot("hard", **options(args.new))
    rows: list[tuple[int, int, int | None]] = []
    times: dict[str, list[float]] = {"base": [], "new": []}
    for deal_seed, st in positions(args.seed, "play"):
        if len(rows) >= args.positions:
            break
        c = st.contract
        d = st.declarer
        if c is None or d is None or c.kind == "ramsch":
            continue
        defs = [(d + 1) % 3, (d + 2) % 3]
        seats = {"declarer": [d], "defenders": defs, "first": defs[:1],
                 "second": defs[1:]}[args.role]
        b = finish(st, seats, base, field, deal_seed, args.budget, times["base"])
        n = finish(st, seats, new, field, deal_seed, args.budget, times["new"])
        m = finish(st, seats, field, field, deal_seed, args.budget, []) if args.medium else None
        rows.append((b, n, m))
        mark = "" if b == n else "  *"
        print(f"{len(rows)}/{args.positions} seed {deal_seed} {c.kind} {c.suit}: base {b:+d} "
              f"new {n:+d}" + ("" if m is None else f" medium {m:+d}") + mark, flush=True)
    k = len(rows)
    mb, _ = ci([r[0] for r in rows])
    mn, _ = ci([r[1] for r in rows])
    d, h = ci([r[1] - r[0] for r in rows])
    print(f"{k} games, hero {args.role}; declarer's ISkO points per game: base {mb:+.2f}, "
          f"new {mn:+.2f}; "
          f"new - base {d:+.2f} [{d - h:+.2f}, {d + h:+.2f}]; changed "
          f"{sum(1 for r in rows if r[0] != r[1])} (better for the hero "
          f"{sum(1 for r in rows if r[1] != r[0] and (r[1] > r[0]) == (args.role == 'declarer'))})")
    if args.medium:
        mm, _ = ci([float(r[2] or 0) for r in rows])
        dm, hm = ci([r[0] - float(r[2] or 0) for r in rows])
        print(f"medium {mm:+.2f}; base - medium {dm:+.2f} [{dm - hm:+.2f}, {dm + hm:+.2f}]")
    for key, xs in times.items():
        print(f"{key} CPU s per decision: p50 {pct(xs, 0.5):.2f} p95 {pct(xs, 0.95):.2f} "
              f"max {max(xs, default=0):.2f} (n {len(xs)})")


if __name__ == "__main__":
    main()
