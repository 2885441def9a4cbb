"""Skat under the International Skat Order (SPEC §3): 3 active players, 32 French cards, a
skat of two.

At a table of four the dealer deals and sits out: ``Deal.hands`` still has one entry per seat,
and the dealer's is empty; ``HandState.seats`` lists the three active seats. Skat is not
zero-sum: a hand's settlement is what each seat writes on the score sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from ...cards import DECK_32
from ...game import Game, register
from ...rules import HouseRules
from ...state import Deal, HandState, new_deal
from ...tricks import Ranking
from .rules import SkatRules
from .state import SkatState

# The packets of SPEC §3.3 as positions in the shuffled deck (one C call per hand).
_FOREHAND = itemgetter(0, 1, 2, 11, 12, 13, 14, 23, 24, 25)
_MIDDLEHAND = itemgetter(3, 4, 5, 15, 16, 17, 18, 26, 27, 28)
_REARHAND = itemgetter(6, 7, 8, 19, 20, 21, 22, 29, 30, 31)
_SKAT = itemgetter(9, 10)
# The active seats by table size and dealer: at a table of four the dealer sits out.
_ACTIVE = {n: tuple(tuple(s for s in range(n) if n == 3 or s != d) for d in range(n))
           for n in (3, 4)}


class Skat(Game):
    name = "skat"
    title = "Skat"
    face = "french"

    rules_class = SkatRules
    zero_sum = False

    def sort_ranking(self, rules: HouseRules) -> Ranking | None:
        """The four jacks on top (trumps in every suit game and grand)."""
        from .contracts import ranking_of
        return ranking_of("grand", None)

    def player_counts(self, rules: HouseRules) -> tuple[int, ...]:
        """3 or 4 at the table; the preferred number (``table_size``) first."""
        assert isinstance(rules, SkatRules)
        return (4, 3) if rules.table_size == 4 else (3, 4)

    def deck(self, rules: HouseRules, players: int) -> tuple[int, ...]:
        return DECK_32

    def hand_sizes(self, rules: HouseRules, players: int, dealer: int) -> tuple[int, ...]:
        if players == 4:
            return tuple(0 if s == dealer else 10 for s in range(4))
        return (10,) * players

    def extra_size(self, rules: HouseRules, players: int) -> int:
        return 2

    def deal_cards(self, rules: HouseRules, players: int, dealer: int,
                   deck: Sequence[int]) -> Deal:
        """3 - skat (2) - 4 - 3 clockwise from Forehand (SPEC §3.3): ``deck[0..8]`` in threes
        to F, M, R; ``deck[9..10]`` the skat; ``deck[11..22]`` in fours; ``deck[23..31]`` in
        threes. Each hand lists its cards in the order dealt; a dealer who sits out gets none."""
        hands: list[tuple[int, ...]] = [()] * players
        hands[(dealer + 1) % players] = _FOREHAND(deck)
        hands[(dealer + 2) % players] = _MIDDLEHAND(deck)
        hands[(dealer + 3) % players] = _REARHAND(deck)
        return new_deal(tuple(hands), _SKAT(deck))

    def default_context(self, rules: HouseRules, players: int) -> dict[str, Any]:
        assert isinstance(rules, SkatRules)
        return {"bock": 0} if rules.bock else {}

    def _start(self, rules: HouseRules, players: int, dealer: int, deal: Deal,
               context: dict[str, Any]) -> HandState:
        assert isinstance(rules, SkatRules)
        st = SkatState.__new__(SkatState)
        st._init_base(self, rules, players, dealer, deal, context, _ACTIVE[players][dealer])
        st._init_game()
        return st


SKAT = register(Skat())
