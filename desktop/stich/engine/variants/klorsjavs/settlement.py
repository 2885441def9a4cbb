"""Klørsjavs result: øre (SPEC §4A.8, §4A.11), the end of the game (§4A.9), and the chips of
the contract game (§4A.12).

Øre are deducted, not paid to anyone: ``settlement`` is each seat's change of øre, and the
match carries every seat's øre in the context (``carry["oere"]``) until somebody is at 0 or
less. The contract game pays chips from the losers to the winners (zero-sum).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...cards import card_str, cards_of, points_of
from ...state import Result
from .contracts import CONTRACT_BASE, TOUT_KINDS
from .rules import KlorsjavsRules

if TYPE_CHECKING:
    from .state import KlorsjavsState

CONCEDE_LOSS = 8
LOSS = 8
NO_TRICK_LOSS = 16
# (all tricks, big win, win) amount each defender loses.
DEFENDER_LOSS = {"all_tricks": 16, "big_win": 8, "win": 4}
# Declarer's points needed for a win and for a big win: 20 cards (120) and 18 cards (114).
THRESHOLDS = {"3P_20": (61, 91), "4P_18": (58, 86)}


def settle(st: KlorsjavsState) -> Result:
    n = st.players
    if st.outcome == "thrown_in":
        details: dict[str, Any] = {"outcome": "thrown_in", **revealed(st),
                                   "lines": [{"item": "thrown_in", "amount": 0}]}
        change = [0] * n
        carry: dict[str, Any] = dict(st.context)
        if st.rules.oere_game:
            more, carry = end_of_game(st.rules, st.context, change)
            details.update(more)
        return Result(None, None, (), (), (0,) * n, tuple(change), details, carry)
    if st.rules.oere_game:
        return _oere(st)
    return _chips(st)


def revealed(st: KlorsjavsState) -> dict[str, Any]:
    """What the end of the hand shows everybody: the cat, and the declarer's discards."""
    face = st.game.face
    return {"cat": [card_str(c, face) for c in st.deal.extra],
            "discards": [card_str(c, face) for c in cards_of(st.discards)]}


def _credited(st: KlorsjavsState) -> tuple[list[int], int]:
    """Card points per seat with the set-aside cards credited to the declarer."""
    points = st.card_points()
    aside = points_of(st.set_aside())
    if st.tricks:
        d = st.declarer
        assert d is not None
        points[d] += aside
    return points, aside


def _oere(st: KlorsjavsState) -> Result:
    rules = st.rules
    n = st.players
    d = st.declarer
    assert d is not None
    points, aside = _credited(st)
    won_tricks = st.tricks_won[d]
    dp = points[d]
    change = [0] * n
    defenders = [s for s in range(n) if s != d]
    if st.conceded:
        row = "conceded"
        change[d] = -CONCEDE_LOSS
    elif won_tricks == 0 and (rules.no_trick_row == "BY_TRICKS" or dp == 0):
        row = "no_trick"
        change[d] = -NO_TRICK_LOSS
    else:
        win, big = THRESHOLDS[rules.variant]
        if won_tricks == st.total_tricks:
            row = "all_tricks"
        elif dp >= big:
            row = "big_win"
        elif dp >= win:
            row = "win"
        else:
            row = "loss"
            change[d] = -LOSS
        if row != "loss":
            for s in defenders:
                change[s] = -DEFENDER_LOSS[row]
    lines = [{"item": row, "seat": s, "amount": change[s]} for s in range(n) if change[s]]
    details: dict[str, Any] = {
        "outcome": "conceded" if st.conceded else "played",
        "row": row,
        "won": row in DEFENDER_LOSS,
        "declarer_points": dp if st.tricks else 0,
        "declarer_tricks": won_tricks,
        "set_aside_points": aside,
        "cat_taken": st.cat_taken,
        "ended_early": st.conceded,
        **revealed(st),
        "lines": lines,
    }
    more, carry = end_of_game(rules, st.context, change)
    details.update(more)
    return Result(st.contract, d, (), st.tricks, tuple(points), tuple(change), details, carry)


def _chips(st: KlorsjavsState) -> Result:
    n = st.players
    d = st.declarer
    contract = st.contract
    assert d is not None and contract is not None
    points, aside = _credited(st)
    dp = points[d]
    dt = st.tricks_won[d]
    total = st.total_tricks
    base = CONTRACT_BASE[contract.kind]
    loss = st.rules.contract_loss
    if contract.kind in TOUT_KINDS and dt == total:
        won = True
        mult, level = 1, "tout"
    elif contract.kind in TOUT_KINDS and loss != "SCALED_ALL":
        won = False
        mult, level = 1, "tout"
    elif dp >= 61 and contract.kind not in TOUT_KINDS:
        won = True
        opp_points, opp_tricks = sum(points) - dp, total - dt
        mult, level = (3, "no_trick") if opp_tricks == 0 else (2, "jan") if opp_points < 31 \
            else (1, "plain")
    elif loss == "BASE_RATE":
        won = False
        mult, level = 1, "plain"
    else:
        won = False
        mult, level = (3, "no_trick") if dt == 0 else (2, "jan") if dp < 31 else (1, "plain")
    amount = base * mult
    sign = 1 if won else -1
    settlement = [-sign * amount] * n
    settlement[d] = sign * amount * (n - 1)
    lines: list[dict[str, Any]] = [{"item": contract.kind, "amount": base}]
    if mult > 1:
        lines.append({"item": level, "factor": mult})
    lines.append({"item": "amount", "amount": amount})
    details = {
        "outcome": "played", "won": won, "level": level, "base": base, "multiplier": mult,
        "amount": amount, "declarer_points": dp, "declarer_tricks": dt,
        "set_aside_points": aside, "cat_taken": st.cat_taken, "game_over": False,
        **revealed(st), "lines": lines,
    }
    return Result(contract, d, (), st.tricks, tuple(points), tuple(settlement), details,
                  dict(st.context))


def oere_of(rules: KlorsjavsRules, context: Mapping[str, Any], n: int) -> list[int]:
    oere = context.get("oere")
    return [int(x) for x in oere] if oere is not None else [rules.start_oere] * n


def end_of_game(rules: KlorsjavsRules, context: Mapping[str, Any],
                change: list[int]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Apply a deal's øre and decide whether the game is over (SPEC §4A.9).

    The first player at 0 or less loses. Two or more reaching it in the same deal: the one
    who had fewer øre before the deal loses; equal → a deciding deal (DECISION: after it, the
    tied player with the fewest øre loses; still equal → another deciding deal). Returns the
    result details and the next hand's context (a new game at ``start_oere`` once over)."""
    n = len(change)
    start = rules.start_oere
    before = oere_of(rules, context, n)
    after = [b + c for b, c in zip(before, change, strict=True)]
    decider = [int(s) for s in context.get("decider", ())]
    lost = [int(x) for x in context.get("games_lost", [0] * n)]
    loser: int | None = None
    tied: list[int] = []
    if decider:
        low = min(after[s] for s in decider)
        tied = [s for s in decider if after[s] == low]
    else:
        crossed = [s for s in range(n) if after[s] <= 0]
        if crossed:
            low = min(before[s] for s in crossed)
            tied = [s for s in crossed if before[s] == low]
    if len(tied) == 1:
        loser, tied = tied[0], []
    details: dict[str, Any] = {
        "oere_before": before, "oere_after": after, "game_over": loser is not None,
        "loser": loser, "decider": tied,
    }
    carry: dict[str, Any] = {k: v for k, v in context.items()
                             if k not in ("oere", "decider", "games_lost")}
    if loser is not None:
        untouched = [s for s in range(n) if after[s] == start]
        lost[loser] += 1
        details["untouched"] = untouched
        details["forfeits"] = [loser, *(untouched if rules.untouched_penalty else [])]
        carry.update(oere=[start] * n, games_lost=lost)
    else:
        carry.update(oere=after, games_lost=lost)
        if tied:
            carry["decider"] = tied
    return details, carry
