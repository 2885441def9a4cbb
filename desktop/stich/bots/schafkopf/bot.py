"""The Schafkopf bot of each level behind the one bot interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine.actions import Action
from ...engine.state import Observation, play_action
from .heuristic import EASY, MEDIUM, Heuristic


class SchafkopfBot:
    """``easy`` and ``medium``: rules (:mod:`.heuristic`); ``hard``: search (:mod:`.search`)."""

    def __init__(self, level: str, **options: Any) -> None:
        self.level = level
        self.name = f"schafkopf-{level}"
        if level == "easy":
            self._rules = Heuristic(EASY)
        elif level == "medium":
            self._rules = Heuristic(MEDIUM)
        elif level == "hard":
            from .search import HardPlayer
            self._rules = Heuristic(MEDIUM)
            self._hard: HardPlayer | None = HardPlayer(self._rules, **options)
        else:
            raise ValueError(f"no Schafkopf bot level {level!r}")
        if level != "hard":
            self._hard = None

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self._hard is not None:
            return self._hard.choose(observation, legal_actions, rng, budget)
        return self._rules.choose(observation, legal_actions, rng)

    def analyse(self, observation: Observation, legal_actions: Sequence[Action],
                rng: random.Random, budget: float
                ) -> tuple[Action, list[tuple[Action, float, float, int]]]:
        """The action :meth:`choose` takes with these arguments, and what the hard level's
        search found for each option it weighed: (action, mean settlement for this seat,
        share of the sampled worlds where it settles positive, worlds). The list is empty
        where the choice came from the rules (a forced move, Klopfen, Ramsch play...)."""
        action = self.choose(observation, legal_actions, rng, budget)
        if self._hard is None or len(legal_actions) == 1:
            return action, []
        seat = observation.seat
        best: dict[Action, tuple[Action, float, float, int]] = {}
        for key, mean, share, n in self._hard.last_values:
            a = play_action(seat, key) if isinstance(key, int) else key
            if not isinstance(a, Action) or a not in legal_actions:
                continue
            if a not in best or mean > best[a][1]:
                best[a] = (a, mean, share, n)
        return action, list(best.values())
