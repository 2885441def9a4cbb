"""Wisconsin Sheepshead (SPEC §2): 5 players (also 3 and 4), French pack of 32, a blind."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...game import Game, register
from ...rules import HouseRules
from ...state import Deal, HandState, Result
from ...tricks import Ranking
from .rules import MAX_REDEALS, SheepsheadRules
from .state import SheepsheadState


class Sheepshead(Game):
    name = "sheepshead"
    title = "Sheepshead"
    face = "french"

    rules_class = SheepsheadRules

    @staticmethod
    def _rules(rules: HouseRules) -> SheepsheadRules:
        assert isinstance(rules, SheepsheadRules)
        return rules

    def sort_ranking(self, rules: HouseRules) -> Ranking | None:
        """The one fixed trump order of every Sheepshead hand."""
        from .contracts import RANKING
        return RANKING

    def player_counts(self, rules: HouseRules) -> tuple[int, ...]:
        return (self._rules(rules).players,)

    def deck(self, rules: HouseRules, players: int) -> tuple[int, ...]:
        return self._rules(rules).form.deck

    def hand_sizes(self, rules: HouseRules, players: int, dealer: int) -> tuple[int, ...]:
        form = self._rules(rules).form
        return (form.hand,) * form.players

    def extra_size(self, rules: HouseRules, players: int) -> int:
        return self._rules(rules).form.blind

    def deal_cards(self, rules: HouseRules, players: int, dealer: int,
                   deck: Sequence[int]) -> Deal:
        """The canonical packets of SPEC §2.2 / §2.11, clockwise from forehand and ending with
        the dealer; the blind gets its packets between rounds, never the last cards."""
        form = self._rules(rules).form
        n = form.players
        hands: list[list[int]] = [[] for _ in range(n)]
        blind: list[int] = []
        i = 0
        for where, k in form.packets:
            if where == "blind":
                blind.extend(deck[i:i + k])
                i += k
                continue
            for j in range(n):
                hands[(dealer + 1 + j) % n].extend(deck[i:i + k])
                i += k
        return Deal(tuple(tuple(h) for h in hands), tuple(blind))

    def default_context(self, rules: HouseRules, players: int) -> dict[str, Any]:
        if self._rules(rules).doubler_dealer == "SAME_DEALER":
            return {"doublers": 0, "redeals": 0}
        return {"doublers": 0}

    def next_dealer(self, rules: HouseRules, players: int, dealer: int, result: Result) -> int:
        """The next dealer deals (SPEC §2.10 DECISION); with ``doubler_dealer=SAME_DEALER`` the
        dealer of a thrown-in doubler deals again, up to three redeals in a row [S101]."""
        if self._rules(rules).doubler_dealer == "SAME_DEALER" \
                and result.details.get("outcome") == "doubler" \
                and 0 < int(result.carry.get("redeals", 0)) <= MAX_REDEALS:
            return dealer
        return (dealer + 1) % players

    def _start(self, rules: HouseRules, players: int, dealer: int, deal: Deal,
               context: dict[str, Any]) -> HandState:
        st = SheepsheadState.__new__(SheepsheadState)
        st._init_base(self, self._rules(rules), players, dealer, deal, context)
        st._init_game()
        return st


SHEEPSHEAD = register(Sheepshead())
