"""Danish Klørsjavs (SPEC §4A): 3 players with 20 cards and a 2-card cat; the 18-card game for
four (§4A.11); the contract game with Tens (§4A.12)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...errors import InvalidRecord
from ...game import Game, register
from ...rules import HouseRules
from ...state import Deal, HandState, Result
from ...tricks import Ranking
from .contracts import deck_for
from .rules import KlorsjavsRules
from .state import KlorsjavsState


class Klorsjavs(Game):
    name = "klorsjavs"

    title = "Klørsjavs"
    rules_class = KlorsjavsRules
    # Øre are deducted, not paid to another player (SPEC §6 item 4).
    zero_sum = False

    def sort_ranking(self, rules: HouseRules) -> Ranking | None:
        """Clubs and the permanent trumps on top (the øre games' only contract)."""
        from .contracts import ranking
        return ranking(str(getattr(rules, "variant", "3P_20")))

    def player_counts(self, rules: HouseRules) -> tuple[int, ...]:
        assert isinstance(rules, KlorsjavsRules)
        return (rules.players,)

    def deck(self, rules: HouseRules, players: int) -> tuple[int, ...]:
        assert isinstance(rules, KlorsjavsRules)
        return deck_for(rules.variant)

    def hand_sizes(self, rules: HouseRules, players: int, dealer: int) -> tuple[int, ...]:
        size = (len(self.deck(rules, players)) - 2) // players
        return (size,) * players

    def extra_size(self, rules: HouseRules, players: int) -> int:
        return 2

    def deal_cards(self, rules: HouseRules, players: int, dealer: int,
                   deck: Sequence[int]) -> Deal:
        """3-(2)-3 (SPEC §4A.4) or, with four players, 2-(2)-2 (§4A.11): a packet to each
        seat from forehand round to the dealer, the 2-card cat, then a second round."""
        packet = (len(deck) - 2) // (2 * players)
        hands: list[list[int]] = [[] for _ in range(players)]
        i = 0
        cat: tuple[int, ...] = ()
        for rnd in range(2):
            for k in range(players):
                hands[(dealer + 1 + k) % players].extend(deck[i:i + packet])
                i += packet
            if rnd == 0:
                cat = tuple(deck[i:i + 2])
                i += 2
        return Deal(tuple(tuple(h) for h in hands), cat)

    def default_context(self, rules: HouseRules, players: int) -> dict[str, Any]:
        assert isinstance(rules, KlorsjavsRules)
        if not rules.oere_game:
            return {}
        return {"oere": [rules.start_oere] * players}

    def next_dealer(self, rules: HouseRules, players: int, dealer: int, result: Result) -> int:
        assert isinstance(rules, KlorsjavsRules)
        if rules.all_pass == "REDEAL_SAME_DEALER" and result.details.get("outcome") \
                == "thrown_in":
            return dealer
        return (dealer + 1) % players

    def _start(self, rules: HouseRules, players: int, dealer: int, deal: Deal,
               context: dict[str, Any]) -> HandState:
        assert isinstance(rules, KlorsjavsRules)
        if rules.oere_game:
            _check_context(context, players)
        st = KlorsjavsState.__new__(KlorsjavsState)
        st._init_base(self, rules, players, dealer, deal, context)
        st._init_game()
        return st


def _check_context(context: dict[str, Any], players: int) -> None:
    for key in ("oere", "games_lost"):
        value = context.get(key)
        if value is None:
            continue
        if not isinstance(value, list | tuple) or len(value) != players or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in value):
            raise InvalidRecord(f"context {key!r} must list a whole number for each of the "
                                f"{players} seats, not {value!r}")
    decider = context.get("decider", [])
    if not isinstance(decider, list | tuple) or not all(
            isinstance(x, int) and not isinstance(x, bool) and 0 <= x < players
            for x in decider):
        raise InvalidRecord(f"context 'decider' must list seats, not {decider!r}")


KLORSJAVS = register(Klorsjavs())
