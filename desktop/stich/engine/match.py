"""A match: many hands at one table, with dealer rotation and a running score sheet.

The match hands each game's ``carry`` (a Stock pot, the count of thrown-in deals, pending
doublers...) from one hand's result to the next hand's context, rotates the dealer after every
deal (thrown-in deals too, SPEC §0.2, unless the game's ``next_dealer`` keeps him) and sums the
settlements.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .game import Game
from .record import make_record
from .rules import HouseRules
from .state import HandState, Result


def hand_seed(match_seed: int, index: int) -> int:
    """The deal seed of hand ``index`` (0-based) of a match started with ``match_seed``."""
    return match_seed * 1_000_003 + index


@dataclass(frozen=True)
class SheetRow:
    index: int
    dealer: int
    seed: int
    result: Result
    totals: tuple[int, ...]
    record: dict[str, Any]


@dataclass
class Match:
    game: Game
    rules: HouseRules
    players: int
    seed: int = 0
    first_dealer: int = 0
    rows: list[SheetRow] = field(default_factory=list)
    context: dict[str, Any] = field(default_factory=dict)
    totals: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.players
        if not self.context:
            self.context = self.game.default_context(self.rules, self.players)

    @property
    def hand_index(self) -> int:
        return len(self.rows)

    @property
    def dealer(self) -> int:
        if not self.rows:
            return self.first_dealer
        last = self.rows[-1]
        return self.game.next_dealer(self.rules, self.players, last.dealer, last.result)

    def start_hand(self) -> HandState:
        return self.game.new_hand(self.rules, players=self.players, dealer=self.dealer,
                                  seed=hand_seed(self.seed, self.hand_index),
                                  context=self.context)

    def finish_hand(self, state: HandState) -> SheetRow:
        if not state.is_terminal:
            raise ValueError("the hand is not finished")
        result = state.result()
        for seat, amount in enumerate(result.settlement):
            self.totals[seat] += amount
        seed = hand_seed(self.seed, self.hand_index)
        row = SheetRow(self.hand_index, state.dealer, seed, result, tuple(self.totals),
                       make_record(state, seed=seed))
        self.rows.append(row)
        self.context = dict(result.carry)
        return row
