"""The Skat bot of each level behind the one bot interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine.actions import Action
from ...engine.state import Observation
from .heuristic import EASY, MEDIUM, Rules


class SkatBot:
    """``easy`` and ``medium``: rules (:mod:`.heuristic`); ``hard``: search (:mod:`.search`)."""

    def __init__(self, level: str, **options: Any) -> None:
        self.level = level
        self.name = f"skat-{level}"
        self._rules = Rules(EASY if level == "easy" else MEDIUM)
        self._hard = None
        if level == "hard":
            from .search import HardPlayer
            self._hard = HardPlayer(self._rules, **options)
        elif level not in ("easy", "medium"):
            raise ValueError(f"no Skat bot level {level!r}")

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self._hard is not None:
            return self._hard.choose(observation, legal_actions, rng, budget)
        return self._rules.choose(observation, legal_actions, rng)
