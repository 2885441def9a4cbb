"""Each candidate's settlements over the hard bot's sampled worlds (its every search)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from ..tally import Tally

K = TypeVar("K")


class SettlementTally(Tally[K]):
    """The shared tally, plus what the hint reads (``summary``) and the ``stick`` rule."""

    def summary(self) -> list[tuple[object, float, float, int]]:
        """(key, mean, share of worlds where it settles positive, worlds) of each candidate."""
        n = len(self.rows)
        if not n:
            return []
        return [(k, self.sums[k] / n, sum(1 for r in self.rows if r.get(k, 0.0) > 0) / n, n)
                for k in self.keys]

    def best(self, prior: Mapping[K, float], stick: float = 0.0) -> K:
        """The candidate with the best mean (the rules' preference breaks ties). ``stick`` > 0:
        keep the rules' choice unless the best beats it by ``stick`` standard errors of the
        paired difference (few noisy samples should not overrule a sound rule)."""
        best = super().best(prior)
        n = len(self.rows)
        if stick <= 0 or not n:
            return best
        top = max(prior[k] for k in self.keys)
        ruled = next(k for k in self.keys if prior[k] == top)
        if best != ruled and n < 2:
            return ruled
        return self.best_or(ruled, prior, stick)
