"""Schafkopf result and settlement: SPEC §1.9 (tariff, Laufende, schneider, schwarz, Tout, Sie,
Ramsch) and §0.7 items 5-6 (Ramsch edge cases, the Stock).

``details["lines"]`` explains the amount step by step for the end-of-hand summary: each line is
``{"item": NAME, ...numbers}`` and the UI turns the names into words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...actions import Contract
from ...state import Result
from .contracts import laufende
from .rules import SchafkopfRules

if TYPE_CHECKING:
    from .state import SchafkopfState


def settle(st: SchafkopfState) -> Result:
    n = st.players
    stock = int(st.context.get("stock", 0))
    streak = int(st.context.get("all_pass_streak", 0))
    if st.outcome in ("thrown_in", "stock"):
        pay = 0
        if st.outcome == "stock":
            pay = st.rules.t_base
            if st.rules.stock_cap:
                pay = max(0, min(pay, (st.rules.stock_cap - stock) // n))
        details = {"outcome": st.outcome, "lines": [{"item": st.outcome, "amount": pay}]}
        return Result(None, None, (), (), (0,) * n, (-pay,) * n, details,
                      {"stock": stock + n * pay, "all_pass_streak": streak + 1})
    contract = st.contract
    assert contract is not None
    if contract.kind == "ramsch":
        return _ramsch(st, stock)
    return _played(st, stock)


def _played(st: SchafkopfState, stock: int) -> Result:
    rules = st.rules
    contract = st.contract
    declarer = st.declarer
    assert contract is not None and declarer is not None
    n = st.players
    points = st.card_points()
    party = st.player_party()
    p_points = sum(points[s] for s in party)
    tricks_won = st.tricks_won
    p_tricks = sum(tricks_won[s] for s in party)
    all_tricks = len(st.tricks)
    kind = contract.kind
    factor = 2 ** st.doubling_exponent()
    details: dict[str, Any] = {"outcome": "played", "player_points": p_points,
                               "opponent_points": sum(points) - p_points}

    trumps = st.ranking.trumps if st.ranking is not None else ()
    party_cards = 0
    for s in party:
        for c in st.deal.hands[s]:
            party_cards |= 1 << c
    run, mit = laufende(trumps, party_cards)
    priced = price_game(rules, contract, p_points, p_tricks, all_tricks, run, mit)
    won, level, amount, lines = priced.won, priced.level, priced.amount, list(priced.lines)
    counted = priced.laufende_counted
    details.update(laufende=run, laufende_mit=mit, laufende_counted=counted)
    if factor > 1:
        lines.append({"item": "doublings", "factor": factor, "knocks": len(st.knocks),
                      "stoss": [k for _, k in st.doublings]})
    amount *= factor
    lines.append({"item": "amount", "amount": amount})
    details.update(won=won, level=level, amount=amount, factor=factor, lines=lines)

    sign = 1 if won else -1
    settlement = [0] * n
    opponents = [s for s in range(n) if s not in party]
    if len(party) == 2:
        for s in party:
            settlement[s] = sign * amount
        for s in opponents:
            settlement[s] = -sign * amount
        if rules.laufende_to_caller_only and not won and counted and not mit:
            shift = counted * rules.t_extra * factor
            settlement[declarer] -= shift
            settlement[party[1]] += shift
            details["laufende_to_caller"] = shift
            lines.append({"item": "laufende_caller_pays", "seat": declarer, "amount": -shift})
            lines.append({"item": "laufende_partner_spared", "seat": party[1],
                          "amount": shift})
    else:
        for s in opponents:
            settlement[s] = -sign * amount
        settlement[declarer] = sign * amount * len(opponents)

    stock_after = stock
    if stock and kind != "bettel":
        share = stock // len(party)
        if won:
            for s in party:
                settlement[s] += share
            stock_after = stock - share * len(party)
            details["stock_won"] = share * len(party)
            lines.append({"item": "stock_won", "amount": share, "seats": list(party)})
        else:
            pay = share
            if rules.stock_cap:
                pay = max(0, min(share, (rules.stock_cap - stock) // len(party)))
            for s in party:
                settlement[s] -= pay
            stock_after = stock + pay * len(party)
            details["stock_paid"] = pay * len(party)
            if pay:
                lines.append({"item": "stock_paid", "amount": -pay, "seats": list(party)})
    details["stock_before"] = stock
    details["stock_after"] = stock_after
    return Result(contract, declarer, party[1:], st.tricks, tuple(points), tuple(settlement),
                  details, {"stock": stock_after, "all_pass_streak": 0})


@dataclass(frozen=True)
class Priced:
    """The outcome of a played game before doublings: won, the level reached, the amount per
    opponent (per player in a Sauspiel), and the lines that explain it."""

    won: bool
    level: str
    amount: int
    laufende_counted: int
    lines: tuple[dict[str, Any], ...]


def price_game(rules: SchafkopfRules, contract: Contract, p_points: int, p_tricks: int,
               all_tricks: int, run: int, mit: bool) -> Priced:
    """SPEC §1.9.2-§1.9.6 as a function of the numbers: the player party's card points and
    tricks, the number of tricks in the hand, and the Laufende run (held by the player party
    or not)."""
    kind = contract.kind
    lauf_min = rules.lauf_min_wenz if kind in ("wenz", "geier") else rules.lauf_min_sauspiel_solo
    counted = run if run >= lauf_min and kind not in ("bettel", "sie") else 0
    if kind == "sie":
        counted = 8
    extra = rules.t_extra
    price = rules.t_base if kind in ("sauspiel", "bettel") else rules.t_solo
    lines: list[dict[str, Any]] = []
    if contract.has("tout"):
        won = p_tricks == all_tricks
        amount = (price + counted * extra) * 2
        lines.append({"item": "tout", "amount": price})
        if counted:
            lines.append({"item": "laufende", "count": counted, "amount": counted * extra,
                          "mit": mit})
        lines.append({"item": "tout_double", "factor": 2})
        level = "tout"
    elif kind == "sie":
        won = p_tricks == all_tricks
        amount = (price + 8 * extra) * 4
        lines.append({"item": "sie", "amount": price})
        lines.append({"item": "laufende", "count": 8, "amount": 8 * extra, "mit": True})
        lines.append({"item": "sie_quadruple", "factor": 4})
        level = "sie"
    elif kind == "bettel":
        won = p_tricks == 0
        amount = price
        lines.append({"item": "bettel", "amount": price})
        level = "bettel"
    else:
        need = rules.muss_win_points if contract.has("muss") else 61
        won = p_points >= need
        if (won and p_tricks == all_tricks) or (not won and p_tricks == 0):
            level = "schwarz"
        elif (won and p_points >= 91) or (not won and p_points <= 30):
            level = "schneider"
        else:
            level = "plain"
        amount = price
        lines.append({"item": "base" if kind == "sauspiel" else "solo", "amount": price})
        if level == "schneider":
            amount += extra
            lines.append({"item": "schneider", "amount": extra})
        elif level == "schwarz":
            amount += 2 * extra
            lines.append({"item": "schwarz", "amount": 2 * extra})
        if counted:
            amount += counted * extra
            lines.append({"item": "laufende", "count": counted, "amount": counted * extra,
                          "mit": mit})
    return Priced(won, level, amount, counted, tuple(lines))


def _ramsch(st: SchafkopfState, stock: int) -> Result:
    ranking = st.ranking
    assert ranking is not None
    top_trump = []
    taken = st.taken
    for s in range(st.players):
        won = taken[s] & ranking.trump_mask
        top_trump.append(max((ranking.strength[c] for c in range(36) if (won >> c) & 1),
                             default=0))
    points = st.card_points()
    settlement, details = ramsch_payments(st.rules, points, list(st.tricks_won), top_trump,
                                          len(st.tricks), len(st.knocks))
    return Result(st.contract, None, (), st.tricks, tuple(points), tuple(settlement), details,
                  {"stock": stock, "all_pass_streak": 0})


def ramsch_payments(rules: SchafkopfRules, points: list[int], tricks: list[int],
                    top_trump: list[int], total_tricks: int,
                    knocks: int) -> tuple[list[int], dict[str, Any]]:
    """SPEC §1.9.7 and §0.7 item 5 as a function of the numbers. ``top_trump`` is, per seat,
    the strength of the highest trump it won (0 if none)."""
    n = len(points)
    price = rules.ramsch_tariff * 2 ** knocks
    settlement = [0] * n
    details: dict[str, Any] = {"outcome": "ramsch"}
    lines: list[dict[str, Any]] = []
    top = max(points)
    winner = None
    if rules.ramsch_durchmarsch == "ALL_TRICKS":
        winner = next((s for s in range(n) if tricks[s] == total_tricks), None)
    elif rules.ramsch_durchmarsch == "AT_LEAST_91" and top >= 91:
        winner = points.index(top)
    if winner is not None:  # Durchmarsch ignores Jungfrau doubling (§0.7 item 5b)
        for s in range(n):
            if s != winner:
                settlement[s] -= price
                settlement[winner] += price
        lines.append({"item": "durchmarsch", "seat": winner, "amount": price})
        details.update(durchmarsch=winner, losers=[], jungfrauen=[], lines=lines)
        return settlement, details

    tied = [s for s in range(n) if points[s] == top]
    losers = ramsch_losers(rules.ramsch_tie, tied, tricks, top_trump)
    jungfrauen = [s for s in range(n) if tricks[s] == 0]
    j = len(jungfrauen)
    mode = rules.ramsch_jungfrau
    for loser in losers:
        for s in range(n):
            if s in losers:
                continue  # tied losers pay each other nothing (§0.7 item 5c)
            amt = price
            if mode == "DOUBLE_ALL":
                amt *= 2 ** j
            elif mode == "DOUBLE_INDIVIDUALLY_ONCE" and s in jungfrauen:
                amt *= 2
            elif mode == "DOUBLE_INDIVIDUALLY_MULTIPLE" and s in jungfrauen:
                amt *= 2 ** j
            settlement[loser] -= amt
            settlement[s] += amt
    # who loses and why: the most card points, and how a tie for them was decided
    tie = "" if len(tied) == 1 else "all" if len(losers) == len(tied) else \
        "trump" if rules.ramsch_tie == "HIGHEST_TRUMP_LOSES" and any(top_trump[s] for s in tied) \
        else "tricks"
    for loser in losers:
        lines.append({"item": "ramsch_loser", "seat": loser, "points": top, "tie": tie})
    lines.append({"item": "ramsch", "amount": rules.ramsch_tariff})
    if knocks:
        lines.append({"item": "doublings", "factor": 2 ** knocks, "knocks": knocks, "stoss": []})
    if j and mode != "OFF":
        lines.append({"item": "jungfrau", "count": j, "mode": mode})
    if mode in ("DOUBLE_ALL", "OFF"):  # the same to each (else the Jungfrau line says who)
        lines.append({"item": "amount", "amount": price * (2 ** j if mode == "DOUBLE_ALL"
                                                           else 1)})
    details.update(losers=losers, jungfrauen=jungfrauen, lines=lines)
    return settlement, details


def ramsch_losers(rule: str, tied: list[int], tricks: list[int],
                  top_trump: list[int]) -> list[int]:
    """Who loses a Ramsch among the players tied for most points (SPEC §1.9.7, §0.7 item 5)."""
    if len(tied) == 1 or rule == "ALL_TIED_LOSE":
        return tied
    if rule == "HIGHEST_TRUMP_LOSES":
        with_trump = [s for s in tied if top_trump[s]]
        if with_trump:
            return [max(with_trump, key=lambda s: top_trump[s])]
    most = max(tricks[s] for s in tied)
    return [s for s in tied if tricks[s] == most]
