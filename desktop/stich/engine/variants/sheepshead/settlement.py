"""Sheepshead result and settlement: SPEC §2.9 (levels, payments), §2.10 (leaster, doubler,
Schwanzer), §2.11 and §0.7 items 8-9.

``details["lines"]`` explains the payment step by step (``{"item": NAME, ...numbers}``; the UI
turns the names into words). ``carry`` is ``{"doublers": n}``: the doublers still pending (and,
with ``doubler_dealer=SAME_DEALER``, ``"redeals"``: how often in a row the dealer dealt again).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...cards import card_str, cards_of, points_of
from ...state import Result
from .contracts import JD, RANKING, SCHWANZER, highest_card_strength, schwanzer_count
from .rules import MAX_REDEALS

if TYPE_CHECKING:
    from .state import SheepsheadState

DECK_POINTS = 120


def settle(st: SheepsheadState) -> Result:
    pending = int(st.context.get("doublers", 0))
    if st.outcome == "doubler":
        result = _doubler(st, pending)
    elif st.outcome == "schwanzer":
        result = _schwanzer(st, pending)
    elif st.outcome == "leaster":
        result = _leaster(st, pending)
    else:
        result = _picked(st, pending)
    if st.rules.doubler_dealer == "SAME_DEALER":
        # How often in a row this dealer has thrown in and deals again (Game.next_dealer).
        redeals = int(st.context.get("redeals", 0))
        again = st.outcome == "doubler" and redeals < MAX_REDEALS
        result = replace(result, carry={**result.carry, "redeals": redeals + 1 if again else 0})
    return result


def _cards(st: SheepsheadState, mask_or_cards: int | tuple[int, ...]) -> list[str]:
    cs = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else list(mask_or_cards)
    cs.sort(key=RANKING.order_key)
    return [card_str(c, st.game.face) for c in cs]


def level_of(side_points: int, side_tricks: int, all_tricks: int,
             symmetric: bool) -> tuple[bool, int, str]:
    """(won, multiplier, level) for the picker side (SPEC §2.9.1): 91 for schneider (90 with
    ``schneider_symmetric``), 61 to win, 31 to avoid schneider, no-tricker by tricks."""
    if side_tricks == all_tricks:
        return True, 3, "win_no_tricker"
    if side_points >= (90 if symmetric else 91):
        return True, 2, "win_schneider"
    if side_points >= 61:
        return True, 1, "win"
    if side_tricks == 0:
        return False, 3, "loss_no_tricker"
    if side_points <= 30:
        return False, 2, "loss_schneidered"
    return False, 1, "loss"


def _picked(st: SheepsheadState, pending: int) -> Result:
    rules = st.rules
    n = st.players
    picker = st.picker
    assert picker is not None
    partner = st.partner
    side = st.picker_side()
    points = st.card_points()
    tricks_won = st.tricks_won
    side_tricks = sum(tricks_won[s] for s in side)
    bury_points = points_of(st.bury)
    credited = side_tricks > 0
    if credited:
        points[picker] += bury_points
    side_points = sum(points[s] for s in side)
    won, m, level = level_of(side_points, side_tricks, len(st.tricks), rules.schneider_symmetric)

    unit = 2 if rules.wergin_3hand else 1
    k = st.doubling_exponent()
    dbl = st.doubler_factor()
    bump = 2 if rules.double_on_the_bump and not won else 1
    solo = rules.solo_multiplier if st.form.partner and st.alone else 1
    per_defender = m * unit * 2 ** k * dbl * bump * solo

    lines: list[dict[str, Any]] = [{"item": level, "multiplier": m, "points": side_points}]
    if unit != 1:
        lines.append({"item": "unit", "amount": unit})
    if k:
        lines.append({"item": "doublings", "count": k, "factor": 2 ** k,
                      "kinds": [kind for _, kind in st.doubles]})
    if dbl > 1:
        lines.append({"item": "doubler", "factor": dbl})
    if bump > 1:
        lines.append({"item": "bump", "factor": bump})
    if solo > 1:
        lines.append({"item": "solo", "factor": solo})
    lines.append({"item": "per_defender", "amount": per_defender})

    defenders = [s for s in range(n) if s not in side]
    exempt = (partner is not None and not won and side_tricks == 0
              and rules.partner_exempt_on_no_trick)
    pay_picker, pay_partner, pay_defender = amounts(len(defenders), partner is not None, won,
                                                    per_defender, exempt)
    settlement = [0] * n
    settlement[picker] = pay_picker
    lines.append({"item": "picker", "seat": picker, "amount": pay_picker})
    if partner is not None:
        settlement[partner] = pay_partner
        lines.append({"item": "partner_exempt" if exempt else "partner", "seat": partner,
                      "amount": pay_partner})
    for s in defenders:
        settlement[s] = pay_defender
        lines.append({"item": "defender", "seat": s, "amount": pay_defender})

    c = st.contract
    after = 0 if rules.doubler_stacking == "COMPOUND" else max(0, pending - 1)
    details: dict[str, Any] = {
        "outcome": "picked",
        "picker": picker,
        "partner": partner,
        "alone": st.alone,
        "call": call_kind(st),
        "called": card_str(st.partner_card, st.game.face) if st.partner_card is not None
        else None,
        "under": card_str(st.under, st.game.face) if st.under >= 0 else None,
        "blind": _cards(st, st.deal.extra),
        "bury": _cards(st, st.bury),
        "bury_points": bury_points,
        "bury_credited": credited,
        "picker_side_points": side_points,
        "defender_points": DECK_POINTS - side_points,
        "picker_side_tricks": side_tricks,
        "won": won,
        "level": level,
        "multiplier": m,
        "doublings": k,
        "doubles": [[s, kind] for s, kind in st.doubles],
        "doubler_factor": dbl,
        "per_defender": per_defender,
        "partner_exempt": exempt,
        "uncredited_points": 0 if credited else bury_points,
        "doublers_before": pending,
        "doublers_after": after,
        "lines": lines,
    }
    partners = (partner,) if partner is not None else ()
    return Result(c, picker, partners, st.tricks, tuple(points), tuple(settlement), details,
                  {"doublers": after})


def call_kind(st: SheepsheadState) -> str:
    """How the partner was chosen: ``none`` (no partner form), ``alone`` (declared), ``jd``,
    ``call_up``, ``ace``, ``ten`` or ``unknown``."""
    c = st._contract
    flags = c.flags if c is not None else frozenset()
    if not st.form.partner:
        return "none"
    if st.partner_card is None:
        return "alone"
    for flag in ("unknown", "ten", "call_up"):
        if flag in flags:
            return flag
    return "ace" if st.rules.called_ace else "jd"


def amounts(defenders: int, partner: bool, won: bool, per_defender: int,
            exempt: bool = False) -> tuple[int, int, int]:
    """(picker, partner, each defender) for one hand (SPEC §2.9.2, §0.7 items 8-9).

    Every defender pays (receives) ``per_defender``. Alone, the picker takes all of it. With a
    partner, the partner takes one share and the picker the rest: 2 : 1 with three defenders
    (5-handed), 1 : 1 with two (4-handed partner form). ``exempt``
    (``partner_exempt_on_no_trick``): the picker pays everything, the partner nothing."""
    sign = 1 if won else -1
    total = per_defender * defenders
    if not partner:
        return sign * total, 0, -sign * per_defender
    if exempt:
        return -total, 0, per_defender
    return sign * (total - per_defender), sign * per_defender, -sign * per_defender


def _leaster(st: SheepsheadState, pending: int) -> Result:
    rules = st.rules
    n = st.players
    points = st.card_points()
    tricks = st.tricks_won
    blind_points = points_of(st.blind_mask())
    mode = rules.leaster_blind
    blind_to = None
    if mode == "LAST_TRICK":
        blind_to = st.tricks[-1].winner
    elif mode == "FIRST_TRICK":
        blind_to = st.tricks[0].winner
    if blind_to is not None:
        points[blind_to] += blind_points
    eligible = [s for s in range(n) if tricks[s] > 0 or not rules.leaster_requires_trick]
    low = min(points[s] for s in eligible)
    winners = [s for s in eligible if points[s] == low]
    unit = 2 if rules.wergin_3hand else 1
    settlement = [0] * n
    lines: list[dict[str, Any]] = []
    wash = len(winners) > 1 and rules.leaster_tie == "WASH"
    if wash:
        lines.append({"item": "leaster_wash", "seats": winners, "points": low})
    else:
        for w in winners:
            amount = unit * (2 if rules.wergin_3hand and tricks[w] == 0 else 1)
            for s in range(n):
                if s not in winners:
                    settlement[s] -= amount
                    settlement[w] += amount
            lines.append({"item": "leaster_winner", "seat": w, "points": low,
                          "each": amount, "amount": settlement[w]})
        for s in range(n):
            if s not in winners:
                lines.append({"item": "leaster_loser", "seat": s, "amount": settlement[s]})
    details: dict[str, Any] = {
        "outcome": "leaster",
        "blind": _cards(st, st.deal.extra),
        "blind_points": blind_points,
        "blind_to": blind_to,
        "eligible": eligible,
        "winners": [] if wash else winners,
        "tied": winners if len(winners) > 1 else [],
        "wash": wash,
        "uncredited_points": blind_points if blind_to is None else 0,
        "doublers_before": pending,
        "doublers_after": pending,
        "lines": lines,
    }
    return Result(st.contract, None, (), st.tricks, tuple(points), tuple(settlement), details,
                  {"doublers": pending})


def _doubler(st: SheepsheadState, pending: int) -> Result:
    n = st.players
    details = {
        "outcome": "doubler",
        "blind": _cards(st, st.deal.extra),
        "doublers_before": pending,
        "doublers_after": pending + 1,
        "lines": [{"item": "doubler_added", "pending": pending + 1}],
    }
    return Result(None, None, (), (), (0,) * n, (0,) * n, details, {"doublers": pending + 1})


def _schwanzer(st: SheepsheadState, pending: int) -> Result:
    """Highest count (queens 3, jacks 2, other diamonds 1) pays 1 to each other player; a tie
    goes against the holder of the highest card; the J♦ holder cannot lose in JD mode."""
    n = st.players
    hands = [sum(1 << c for c in h) for h in st.deal.hands]
    counts = [schwanzer_count(h) for h in hands]
    exempt = None
    if st.form.partner and not st.rules.called_ace:
        exempt = next((s for s in range(n) if (hands[s] >> JD) & 1), None)
    cands = [s for s in range(n) if s != exempt]
    top = max(counts[s] for s in cands)
    tied = [s for s in cands if counts[s] == top]
    loser = max(tied, key=lambda s: highest_card_strength(hands[s]))
    settlement = [1] * n
    settlement[loser] = -(n - 1)
    lines: list[dict[str, Any]] = [{"item": "schwanzer_count", "seat": s, "count": counts[s]}
                                   for s in range(n)]
    lines.append({"item": "schwanzer_loser", "seat": loser, "amount": -(n - 1)})
    details = {
        "outcome": "schwanzer",
        "blind": _cards(st, st.deal.extra),
        "counts": counts,
        "loser": loser,
        "tied": tied if len(tied) > 1 else [],
        "exempt": exempt,
        "doublers_before": pending,
        "doublers_after": pending,
        "lines": lines,
    }
    return Result(SCHWANZER, None, (), (), (0,) * n, tuple(settlement), details,
                  {"doublers": pending})
