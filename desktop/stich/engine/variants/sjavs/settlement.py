"""Faroese Sjavs scoring per deal (SPEC §4B.8, §0.7 items 13-14) and the cross (§4B.9).

A *side* is a partnership with four players (side 0 = seats 0 and 2, side 1 = seats 1 and 3)
and a single seat with three or two. ``settlement`` gives each seat the game points its side
scored in this deal (so a match's totals add up the game points scored); the ladder counts
each side down from ``rubber_start`` and is carried from hand to hand in the context.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...cards import CLUBS, card_str, cards_of, points_of
from ...state import Result
from .rules import SjavsRules

if TYPE_CHECKING:
    from .state import SjavsState

# Row → (simple, clubs) game points. Declarer rows first, then defender rows.
TABLE = {
    "individual_vol": (16, 24),
    "vol": (12, 16),
    "win_90": (4, 8),
    "win": (2, 4),
    "lose": (4, 8),
    "javn": (8, 16),
    "no_trick": (16, 16),
}
DEFENDER_ROWS = ("lose", "javn", "no_trick")
FLAT = (4, 8)
NO_BID_SCORE = 4


def revealed(st: SjavsState) -> dict[str, Any]:
    """What the end of a 3-player hand shows everybody: the skat and the declarer's discards."""
    if st.players != 3:
        return {}
    face = st.game.face
    return {"skat": [card_str(c, face) for c in st.deal.extra],
            "discards": [card_str(c, face) for c in cards_of(st.discards)]}


def sides_of(players: int) -> int:
    return 2 if players == 4 else players


def side_of(seat: int, players: int) -> int:
    return seat % 2 if players == 4 else seat


def settle(st: SjavsState) -> Result:
    rules = st.rules
    n = st.players
    ladder, crosses, ties = context_scores(rules, st.context, n)
    if st.outcome == "thrown_in":
        details: dict[str, Any] = {
            "outcome": "thrown_in", "ladder_before": ladder, "ladder_after": ladder,
            "crosses": crosses, "ties_pending": ties, "cross": [],
            "on_the_hook": _hook(ladder), **revealed(st),
            "lines": [{"item": "thrown_in", "amount": 0}]}
        carry = {"ladder": ladder, "crosses": crosses, "ties_pending": ties}
        return Result(None, None, (), (), (0,) * n, (0,) * n, details, carry)

    contract = st.contract
    assert contract is not None
    clubs = contract.suit == CLUBS
    d = st.declarer
    points = st.card_points()
    aside = points_of(st.set_aside())
    if d is not None and n == 3:
        points[d] += aside
    k = sides_of(n)
    side_points = [0] * k
    side_tricks = [0] * k
    won = st.tricks_won
    for s in range(n):
        side_points[side_of(s, n)] += points[s]
        side_tricks[side_of(s, n)] += won[s]

    details = {"outcome": st.outcome, **revealed(st)}
    if d is None:  # nobody bid and the hand was played (PLAY_NO_BID)
        scorers = [x for x in range(k) if side_points[x] >= 61]
        row = "no_bid" if scorers else "tie"
        amount = NO_BID_SCORE
    else:
        ds = side_of(d, n)
        t, tricks = side_points[ds], side_tricks[ds]
        defenders = [x for x in range(k) if x != ds]
        if tricks == st.total_tricks:
            row = "individual_vol" if (rules.individual_vol_bonus and n == 4 and max(
                won) == st.total_tricks) else "vol"
        elif t >= 90:
            row = "win_90"
        elif t >= 61:
            row = "win"
        elif t == 60:
            row = "tie"
        elif tricks == 0:
            row = "no_trick"
        elif t <= 30:
            row = "javn"
        else:
            row = "lose"
        scorers = [] if row == "tie" else defenders if row in DEFENDER_ROWS else [ds]
        amount = 0 if row == "tie" else TABLE[row][clubs]
        if row in DEFENDER_ROWS and rules.defender_scoring == "FLAT":
            amount = FLAT[clubs]
        details.update(bid=list(st.bid) if st.bid else None, declaring_side=ds,
                       declaring_points=t, declaring_tricks=tricks)

    lines: list[dict[str, Any]] = []
    bonus = 0
    if row == "tie":
        ties += 1
        lines.append({"item": "tie", "ties_pending": ties})
    else:
        bonus = ties * (4 if clubs and rules.tie_bonus == "2_SIMPLE_4_CLUBS" else 2)
        lines.append({"item": row, "amount": amount})
        if bonus:
            lines.append({"item": "tie_bonus", "ties": ties, "amount": bonus})
        ties = 0
    score = 0 if row == "tie" else amount + bonus
    settlement = [score if side_of(s, n) in scorers else 0 for s in range(n)]
    before = list(ladder)
    after = [v - score if x in scorers else v for x, v in enumerate(ladder)]
    start = rules.rubber_start
    cross = []
    for x in scorers:
        if after[x] <= 0:
            double = all(after[o] == start for o in range(k) if o != x)
            crosses[x] += 2 if double else 1
            cross.append({"side": x, "double": double})
            lines.append({"item": "cross", "side": x, "double": double})
    ladder = [start] * k if cross else after
    if cross:
        ties = 0  # a pending 60:60 bonus dies with the rubber (SPEC §4B.9)
    details.update(
        row=row, clubs=clubs, side_points=side_points, side_tricks=side_tricks,
        set_aside_points=aside if n == 3 else 0, scorers=scorers, amount=amount, bonus=bonus,
        score=score, ladder_before=before, ladder_after=after, cross=cross, crosses=crosses,
        ties_pending=ties, on_the_hook=_hook(ladder), lines=lines)
    partners = ((d + 2) % 4,) if d is not None and n == 4 else ()
    carry = {"ladder": ladder, "crosses": crosses, "ties_pending": ties}
    return Result(contract, d, partners, st.tricks, tuple(points), tuple(settlement), details,
                  carry)


def _hook(ladder: list[int]) -> list[int]:
    """Sides with exactly 6 left are "on the hook" (display only, SPEC §4B.9)."""
    return [x for x, v in enumerate(ladder) if v == 6]


def context_scores(rules: SjavsRules, context: Mapping[str, Any],
                   players: int) -> tuple[list[int], list[int], int]:
    k = sides_of(players)
    ladder = [int(v) for v in context.get("ladder", [rules.rubber_start] * k)]
    crosses = [int(v) for v in context.get("crosses", [0] * k)]
    return ladder, crosses, int(context.get("ties_pending", 0))
