"""What a hand's outcome is worth to a seat: its own settlement, or its settlement relative to
the others'.

Most games' settlements are transfers between the players (what one wins the others pay), and
the own settlement is the measure. Klørsjavs' øre game deducts øre without paying them to
anyone (SPEC §4A.8-9): a declarer can only lose øre, the defenders lose when he wins, and who
first reaches 0 loses the game. There the own settlement rewards never declaring; what counts is
a seat's øre against the others', so a seat scores its settlement minus the mean of the other
seats' settlements in that hand (``relative``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def relative_score(game_name: str, rules: Any) -> bool:
    """Whether ``game_name`` under ``rules`` is scored relative to the other seats."""
    return game_name == "klorsjavs" and bool(getattr(rules, "oere_game", False))


def measure_name(game_name: str, rules: Any) -> str:
    """``"relative"`` or ``"own"``: the measure the arena reports and the search optimises."""
    return "relative" if relative_score(game_name, rules) else "own"


def seat_value(settlement: Sequence[int], seat: int, relative: bool) -> float:
    """``seat``'s own settlement, or (``relative``) it minus the mean of the others'."""
    own = float(settlement[seat])
    if not relative or len(settlement) < 2:
        return own
    others = sum(settlement) - settlement[seat]
    return own - others / (len(settlement) - 1)
