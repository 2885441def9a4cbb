"""Faroese Sjavs (SPEC §4B): 4 players in fixed partnerships with 32 cards; the 3-player game
with a 2-card skat (§4B.10) and the 2-player game with rows on the table (§4B.11)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import DECK_32
from ...errors import InvalidRecord
from ...game import Game, register
from ...rules import HouseRules
from ...state import Deal, HandState, Result
from ...tricks import Ranking
from .rules import SjavsRules
from .settlement import sides_of
from .state import SjavsState


class Sjavs(Game):
    name = "sjavs"

    title = "Sjavs"
    rules_class = SjavsRules
    # Each side counts its own ladder down; nobody pays anybody (SPEC §6 item 4).
    zero_sum = False

    def sort_ranking(self, rules: HouseRules) -> Ranking | None:
        """The six permanent trumps on top, as in every contract (clubs as the suit)."""
        from .contracts import ranking
        return ranking(0)

    def player_counts(self, rules: HouseRules) -> tuple[int, ...]:
        assert isinstance(rules, SjavsRules)
        # A hand nobody bid is played side against side: there are no sides of three.
        return (4, 2) if rules.all_pass == "PLAY_NO_BID" else (4, 3, 2)

    def deck(self, rules: HouseRules, players: int) -> tuple[int, ...]:
        return DECK_32

    def hand_sizes(self, rules: HouseRules, players: int, dealer: int) -> tuple[int, ...]:
        return ((8,) * 4, (10,) * 3, (16,) * 2)[4 - players]

    def extra_size(self, rules: HouseRules, players: int) -> int:
        return 2 if players == 3 else 0

    def deal_cards(self, rules: HouseRules, players: int, dealer: int,
                   deck: Sequence[int]) -> Deal:
        """SPEC §4B.2 (4 players: cut = fours twice round, tap = eight at a time), §4B.10
        (3 players: cut = 3-(1)-4-(1)-3, tap = 10-(1)-10-(1)-10), §4B.11 (2 players, see
        :func:`deal_two`). Packets go from forehand round to the dealer."""
        assert isinstance(rules, SjavsRules)
        if players == 2:
            return deal_two(dealer, deck)
        order = [(dealer + 1 + k) % players for k in range(players)]
        hands: list[list[int]] = [[] for _ in range(players)]
        skat: list[int] = []
        i = 0
        if players == 4:
            packets = (4, 4) if rules.deal_pattern == "CUT" else (8,)
            for size in packets:
                for seat in order:
                    hands[seat].extend(deck[i:i + size])
                    i += size
        elif rules.deal_pattern == "CUT":
            for rnd, size in enumerate((3, 4, 3)):
                for seat in order:
                    hands[seat].extend(deck[i:i + size])
                    i += size
                if rnd < 2:
                    skat.append(deck[i])
                    i += 1
        else:
            for k, seat in enumerate(order):
                hands[seat].extend(deck[i:i + 10])
                i += 10
                if k < 2:
                    skat.append(deck[i])
                    i += 1
        return Deal(tuple(tuple(h) for h in hands), tuple(skat))

    def default_context(self, rules: HouseRules, players: int) -> dict[str, Any]:
        assert isinstance(rules, SjavsRules)
        k = sides_of(players)
        return {"ladder": [rules.rubber_start] * k, "crosses": [0] * k, "ties_pending": 0}

    def next_dealer(self, rules: HouseRules, players: int, dealer: int, result: Result) -> int:
        # Nobody bid: the same dealer deals again (SPEC §4B.4 item 8).
        if result.details.get("outcome") == "thrown_in":
            return dealer
        return (dealer + 1) % players

    def _start(self, rules: HouseRules, players: int, dealer: int, deal: Deal,
               context: dict[str, Any]) -> HandState:
        assert isinstance(rules, SjavsRules)
        _check_context(context, sides_of(players))
        st = SjavsState.__new__(SjavsState)
        st._init_base(self, rules, players, dealer, deal, context)
        st._init_game()
        return st


def deal_two(dealer: int, deck: Sequence[int]) -> Deal:
    """Two players (SPEC §4B.11; DECISION on the order): a row of 4 face down to forehand,
    then to the dealer; a row of 4 face up on them, forehand first; then 8 hand cards each.
    Each seat's dealt cards are listed rows first: down 0-3, up 4-7 (up i lies on down i),
    hand 8-15."""
    f = 1 - dealer
    hands: list[list[int]] = [[], []]
    i = 0
    for _part in range(2):  # the face-down row, then the face-up row
        for seat in (f, dealer):
            hands[seat].extend(deck[i:i + 4])
            i += 4
    for seat in (f, dealer):
        hands[seat].extend(deck[i:i + 8])
        i += 8
    return Deal((tuple(hands[0]), tuple(hands[1])))


def _check_context(context: dict[str, Any], sides: int) -> None:
    for key in ("ladder", "crosses"):
        value = context.get(key)
        if value is None:
            continue
        if not isinstance(value, list | tuple) or len(value) != sides or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in value):
            raise InvalidRecord(f"context {key!r} must list a whole number for each of the "
                                f"{sides} sides, not {value!r}")
    ties = context.get("ties_pending", 0)
    if not isinstance(ties, int) or isinstance(ties, bool) or ties < 0:
        raise InvalidRecord(f"context 'ties_pending' must be a whole number, not {ties!r}")


SJAVS = register(Sjavs())
