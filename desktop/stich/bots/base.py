"""The one bot interface of every game: ``choose(observation, legal_actions, rng, budget)``.

A bot only ever receives one seat's :class:`~stich.engine.state.Observation`, never the state,
so no level can look at hidden cards. ``budget`` is the think time in seconds the bot may use;
a bot must return a legal action within it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action
from ..engine.state import Observation


class Bot(Protocol):
    name: str
    level: str

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action: ...


class RandomBot:
    """The simplest legal bot: any legal action, uniformly at random."""

    name = "random"
    level = "random"

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return rng.choice(list(legal_actions))
