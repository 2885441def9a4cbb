"""Score arena runs from their ``--progress`` lines, alone and paired by deal (a benchmark, not a
test). A deal's cards depend only on the seed and its index, so two heroes run on the same seed
can be compared deal by deal, and a run cut short still counts for the deals it finished.

    .venv/bin/python bench/paired.py base.log new.log [base2.log new2.log ...]

Each pair of logs is one seed: base (e.g. ``main``'s hard bot) and new, both ``stich-cli arena
... --progress`` stderr. Prints each run's mean advantage per hand with its 95% interval over the
deals both finished, and the paired difference new - base per deal, per seed and pooled.
A line's deal number is the deal's own since 2026-11-30 (session 9); before, a run with
``--jobs 2`` or more numbered its lines in the order the deals finished, and such a log
cannot be paired deal by deal.
"""

from __future__ import annotations

import math
import re
import sys

_LINE = re.compile(r"deal (\d+)/\d+: advantage ([-+]?\d+(?:\.\d+)?)")


def read(path: str) -> dict[int, float]:
    out: dict[int, float] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = _LINE.search(line)
            if m:
                out[int(m.group(1))] = float(m.group(2))
    return out


def _t95(df: int) -> float:
    table = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26,
             10: 2.23, 15: 2.13, 20: 2.09, 30: 2.04, 60: 2.00}
    best = max(k for k in table if k <= max(1, df))
    return table[best] if df < 120 else 1.96


def describe(xs: list[float]) -> str:
    n = len(xs)
    if n == 0:
        return "no deals"
    m = sum(xs) / n
    if n < 2:
        return f"{m:+.2f} (1 deal)"
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = _t95(n - 1) * sd / math.sqrt(n)
    return f"{m:+.2f} [{m - half:+.2f}, {m + half:+.2f}] over {n} deals (sd {sd:.1f})"


def main(argv: list[str]) -> int:
    if len(argv) < 2 or len(argv) % 2:
        print(__doc__)
        return 2
    pooled: list[float] = []
    for base_path, new_path in zip(argv[::2], argv[1::2], strict=True):
        base, new = read(base_path), read(new_path)
        common = sorted(set(base) & set(new))
        print(f"{base_path}: {describe([base[i] for i in common])}")
        print(f"{new_path}: {describe([new[i] for i in common])}")
        diffs = [new[i] - base[i] for i in common]
        print(f"  paired new - base: {describe(diffs)}")
        pooled += diffs
    if len(argv) > 2:
        print(f"all seeds, paired new - base: {describe(pooled)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
