"""Bavarian Schafkopf (SPEC §1): 4 players, German pack of 32 (or 24), no talon."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...cards import DECK_24, DECK_32
from ...game import Game, register
from ...rules import HouseRules
from ...state import Deal, HandState, Result
from ...tricks import Ranking
from .rules import SchafkopfRules
from .state import SchafkopfState


class Schafkopf(Game):
    name = "schafkopf"
    title = "Schafkopf"
    face = "german"

    rules_class = SchafkopfRules

    def sort_ranking(self, rules: HouseRules) -> Ranking | None:
        """The Sauspiel order (Ober, Unter, hearts): the most common game."""
        from .contracts import ranking
        return ranking("sauspiel", None, getattr(rules, "deck", "") == "SHORT24")

    def player_counts(self, rules: HouseRules) -> tuple[int, ...]:
        return (4,)

    def deck(self, rules: HouseRules, players: int) -> tuple[int, ...]:
        assert isinstance(rules, SchafkopfRules)
        return DECK_24 if rules.deck == "SHORT24" else DECK_32

    def hand_sizes(self, rules: HouseRules, players: int, dealer: int) -> tuple[int, ...]:
        size = len(self.deck(rules, players)) // 4
        return (size,) * 4

    def deal_cards(self, rules: HouseRules, players: int, dealer: int,
                   deck: Sequence[int]) -> Deal:
        """Two rounds of packets from Vorhand clockwise: 4-4 (long pack) or 3-3 (short), SPEC
        §1.2 item 4. Each hand lists its cards in the order dealt."""
        packet = len(deck) // 8
        hands: list[list[int]] = [[] for _ in range(4)]
        i = 0
        for _round in range(2):
            for k in range(4):
                seat = (dealer + 1 + k) % 4
                hands[seat].extend(deck[i:i + packet])
                i += packet
        return Deal(tuple(tuple(h) for h in hands), ())

    def pot_change(self, context: Mapping[str, Any], result: Result) -> int:
        return int(result.carry.get("stock", 0)) - int(context.get("stock", 0))

    def default_context(self, rules: HouseRules, players: int) -> dict[str, Any]:
        return {"stock": 0, "all_pass_streak": 0}

    def _start(self, rules: HouseRules, players: int, dealer: int, deal: Deal,
               context: dict[str, Any]) -> HandState:
        assert isinstance(rules, SchafkopfRules)
        st = SchafkopfState.__new__(SchafkopfState)
        st._init_base(self, rules, players, dealer, deal, context)
        st._init_game()
        return st


SCHAFKOPF = register(Schafkopf())
