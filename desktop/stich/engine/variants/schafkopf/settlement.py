"""Schafkopf result and settlement: SPEC §1.9 (tariff, Laufende, schneider, schwarz, Tout, Sie,
Ramsch) and §0.7 items 5-6 (Ramsch edge cases, the Stock).

``details["lines"]`` explains the amount step by step for the end-of-hand summary: each line is
``{"item": NAME, ...numbers}`` and the UI turns the names into words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...state import Result
from .contracts import laufende

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
    p_tricks = sum(st.tricks_won[s] for s in party)
    all_tricks = len(st.tricks)
    kind = contract.kind
    factor = 2 ** st.doubling_exponent()
    lines: list[dict[str, Any]] = []
    details: dict[str, Any] = {"outcome": "played", "player_points": p_points,
                               "opponent_points": sum(points) - p_points}

    trumps = st.ranking.trumps if st.ranking is not None else ()
    party_cards = 0
    for s in party:
        for c in st.deal.hands[s]:
            party_cards |= 1 << c
    run, mit = laufende(trumps, party_cards)
    lauf_min = rules.lauf_min_wenz if kind in ("wenz", "geier") else rules.lauf_min_sauspiel_solo
    counted = run if run >= lauf_min and kind not in ("bettel", "sie") else 0
    if kind == "sie":
        counted = 8
    details.update(laufende=run, laufende_mit=mit, laufende_counted=counted)

    solo_price = kind != "sauspiel" and kind != "bettel"
    price = rules.t_solo if solo_price else rules.t_base
    if contract.has("tout"):
        won = p_tricks == all_tricks
        amount = (price + counted * rules.t_extra) * 2
        lines.append({"item": "tout", "amount": price})
        if counted:
            lines.append({"item": "laufende", "count": counted, "amount": counted * rules.t_extra})
        lines.append({"item": "tout_double", "factor": 2})
        level = "tout"
    elif kind == "sie":
        won = p_tricks == all_tricks
        amount = (price + 8 * rules.t_extra) * 4
        lines.append({"item": "sie", "amount": price})
        lines.append({"item": "laufende", "count": 8, "amount": 8 * rules.t_extra})
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
            amount += rules.t_extra
            lines.append({"item": "schneider", "amount": rules.t_extra})
        elif level == "schwarz":
            amount += 2 * rules.t_extra
            lines.append({"item": "schwarz", "amount": 2 * rules.t_extra})
        if counted:
            amount += counted * rules.t_extra
            lines.append({"item": "laufende", "count": counted, "amount": counted * rules.t_extra,
                          "mit": mit})
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
        else:
            pay = share
            if rules.stock_cap:
                pay = max(0, min(share, (rules.stock_cap - stock) // len(party)))
            for s in party:
                settlement[s] -= pay
            stock_after = stock + pay * len(party)
            details["stock_paid"] = pay * len(party)
    details["stock_before"] = stock
    details["stock_after"] = stock_after
    return Result(contract, declarer, party[1:], st.tricks, tuple(points), tuple(settlement),
                  details, {"stock": stock_after, "all_pass_streak": 0})


def _ramsch(st: SchafkopfState, stock: int) -> Result:
    rules = st.rules
    n = st.players
    points = st.card_points()
    tricks = st.tricks_won
    price = rules.ramsch_tariff * 2 ** len(st.knocks)
    total_tricks = len(st.tricks)
    settlement = [0] * n
    details: dict[str, Any] = {"outcome": "ramsch"}
    lines: list[dict[str, Any]] = []

    top = max(points)
    winner = None
    if rules.ramsch_durchmarsch == "ALL_TRICKS":
        winner = next((s for s in range(n) if tricks[s] == total_tricks), None)
    elif rules.ramsch_durchmarsch == "AT_LEAST_91" and top >= 91:
        winner = points.index(top)
    if winner is not None:
        for s in range(n):
            if s != winner:
                settlement[s] -= price
                settlement[winner] += price
        lines.append({"item": "durchmarsch", "seat": winner, "amount": price})
        details.update(durchmarsch=winner, losers=[], jungfrauen=[], lines=lines)
        return Result(st.contract, None, (), st.tricks, tuple(points), tuple(settlement),
                      details, {"stock": stock, "all_pass_streak": 0})

    losers = _ramsch_losers(st, [s for s in range(n) if points[s] == top])
    jungfrauen = [s for s in range(n) if tricks[s] == 0]
    j = len(jungfrauen)
    mode = rules.ramsch_jungfrau
    for loser in losers:
        for s in range(n):
            if s in losers:
                continue
            amt = price
            if mode == "DOUBLE_ALL":
                amt *= 2 ** j
            elif mode == "DOUBLE_INDIVIDUALLY_ONCE" and s in jungfrauen:
                amt *= 2
            elif mode == "DOUBLE_INDIVIDUALLY_MULTIPLE" and s in jungfrauen:
                amt *= 2 ** j
            settlement[loser] -= amt
            settlement[s] += amt
    lines.append({"item": "ramsch", "amount": rules.ramsch_tariff})
    if st.knocks:
        lines.append({"item": "doublings", "factor": 2 ** len(st.knocks),
                      "knocks": len(st.knocks), "stoss": []})
    if j and mode != "OFF":
        lines.append({"item": "jungfrau", "count": j, "mode": mode})
    details.update(losers=losers, jungfrauen=jungfrauen, lines=lines)
    return Result(st.contract, None, (), st.tricks, tuple(points), tuple(settlement), details,
                  {"stock": stock, "all_pass_streak": 0})


def _ramsch_losers(st: SchafkopfState, tied: list[int]) -> list[int]:
    """Who loses a Ramsch among the players tied for most points (SPEC §1.9.7, §0.7 item 5)."""
    if len(tied) == 1:
        return tied
    rule = st.rules.ramsch_tie
    if rule == "ALL_TIED_LOSE":
        return tied
    if rule == "HIGHEST_TRUMP_LOSES":
        ranking = st.ranking
        assert ranking is not None
        best_seat, best_strength = None, -1
        for s in tied:
            won = st.taken[s] & ranking.trump_mask
            if won:
                strength = max(ranking.strength[c] for c in range(36) if (won >> c) & 1)
                if strength > best_strength:
                    best_seat, best_strength = s, strength
        if best_seat is not None:
            return [best_seat]
    most = max(st.tricks_won[s] for s in tied)
    by_tricks = [s for s in tied if st.tricks_won[s] == most]
    return by_tricks
