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

    def lead(self, best: K, other: K) -> tuple[float, float]:
        """Mean and standard error of ``best`` − ``other`` per world (at least 2 worlds)."""
        n = len(self.rows)
        diffs = [r[best] - r[other] for r in self.rows]
        m = sum(diffs) / n
        var = sum((d - m) ** 2 for d in diffs) / (n - 1)
        return m, (var / n) ** 0.5

    def settled(self, min_n: int, z: float = 2.6, every: int = 8) -> bool:
        """After ``min_n`` worlds (checked every ``every`` worlds): whether the leader beats
        every other candidate by ``z`` standard errors of the paired difference (or nothing
        differs at all)."""
        n = len(self.rows)
        if len(self.keys) < 2:
            return True
        if n < min_n or n % every:
            return False
        best = max(self.keys, key=lambda k: self.sums[k])
        for k in self.keys:
            if k == best:
                continue
            m, se = self.lead(best, k)
            if se == 0.0 and m == 0.0:
                continue
            if m - z * se <= 0:
                return False
        return True

    def drop_hopeless(self, alive: list[K], min_n: int, z: float = 3.0) -> list[K]:
        """Candidates clearly worse than the leader stop being played out."""
        if len(self.rows) < min_n or len(alive) < 3:
            return alive
        best = max(alive, key=lambda k: self.sums[k])
        keep = []
        for k in alive:
            if k != best:
                m, se = self.lead(best, k)
                if m > 0 and m - z * se > 0:
                    continue
            keep.append(k)
        return keep

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
        return pick if self.clear(pick, default, z) else default

    def clear(self, pick: K, default: K, z: float = 1.0, offset: float = 0.0) -> bool:
        """Whether ``pick`` leads ``default`` by more than ``z`` standard errors of the paired
        difference (trivially so when they are the same or fewer than 2 worlds were played):
        the test of :meth:`best_or`, for a search that ranks its candidates otherwise.
        ``offset`` is added to the lead (what ``pick`` is worth more than the worlds show)."""
        if pick == default or len(self.rows) < 2:
            return True
        m, se = self.lead(pick, default)
        return m + offset > z * se
