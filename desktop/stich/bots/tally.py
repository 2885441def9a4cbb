"""Per-world results of each candidate of a decision, for the search bots (paired samples:
every candidate is tried on the same worlds)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar

K = TypeVar("K")


class Tally(Generic[K]):
    """Sums and rows of per-world values, and whether the best candidate is already clear."""

    def __init__(self, keys: Sequence[K]) -> None:
        self.keys = list(keys)
        self.sums: dict[K, float] = dict.fromkeys(self.keys, 0.0)
        self.rows: list[Mapping[K, float]] = []

    @property
    def n(self) -> int:
        return len(self.rows)

    def add(self, values: Mapping[K, float]) -> None:
        self.rows.append(values)
        for k, x in values.items():
            self.sums[k] += x

    def settled(self, min_n: int, z: float = 2.6) -> bool:
        """After ``min_n`` worlds: whether the leader beats every other candidate by ``z``
        standard errors of the paired difference (or nothing differs at all)."""
        n = len(self.rows)
        if len(self.keys) < 2:
            return True
        if n < min_n or n % 8:
            return False
        best = max(self.keys, key=lambda k: self.sums[k])
        for k in self.keys:
            if k == best:
                continue
            diffs = [r[best] - r[k] for r in self.rows]
            m = sum(diffs) / n
            var = sum((d - m) ** 2 for d in diffs) / (n - 1)
            if var == 0.0 and m == 0.0:
                continue
            if m - z * (var / n) ** 0.5 <= 0:
                return False
        return True

    def mean(self, k: K) -> float:
        return self.sums[k] / self.n if self.rows else 0.0

    def best(self, prior: Mapping[K, float], weight: float = 1e-3) -> K:
        """The candidate with the best mean; ``prior`` (the rules' preference) breaks ties,
        or decides alone when no world was evaluated."""
        if not self.rows:
            return max(self.keys, key=lambda k: prior.get(k, 0.0))
        n = len(self.rows)
        return max(self.keys, key=lambda k: self.sums[k] / n + prior.get(k, 0.0) * weight)

    def best_or(self, default: K, prior: Mapping[K, float], z: float = 1.0) -> K:
        """:meth:`best`, unless it leads ``default`` by less than ``z`` standard errors of the
        paired difference: with many candidates and few worlds the best mean is partly luck
        (most of all for a game of high value and high variance), so ``default`` keeps the
        decision until the worlds clearly say otherwise."""
        pick = self.best(prior)
        n = len(self.rows)
        if pick == default or n < 2:
            return pick
        diffs = [r[pick] - r[default] for r in self.rows]
        m = sum(diffs) / n
        var = sum((d - m) ** 2 for d in diffs) / (n - 1)
        return pick if m > z * (var / n) ** 0.5 else default
