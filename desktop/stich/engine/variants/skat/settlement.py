"""Skat result and score sheet: game value (SPEC §3.8-§3.9), the ISkO list and overbid
(§3.10), Seeger-Fabian (§3.11), and the table rules of §3.12 (Ramsch, Kontra/Re, Bock).

``Result.settlement`` is what goes onto the score sheet for each seat under the selected
scoring; Skat is not zero-sum. ``details["lines"]`` explains the value step by step
(``{"item": NAME, ...numbers}``); the UI turns the names into words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...cards import POINTS, card_texts, cards_of
from ...state import LazyDetails, Result
from .contracts import (
    BASE_VALUES,
    HAND,
    OUVERT,
    SCHNEIDER,
    SCHWARZ,
    matadors,
    null_value,
    overbid_value,
    trump_index,
)

if TYPE_CHECKING:
    from .state import SkatState

_tuple_new = tuple.__new__


# Card points of every pattern of one suit's eight ranks (A 10 K Q J 9 8 7 = bits 0..7).
_SUIT_POINTS = tuple(sum(POINTS[r] for r in range(8) if (pattern >> r) & 1)
                     for pattern in range(256))


def _points(mask: int) -> int:
    t = _SUIT_POINTS
    return t[mask & 255] + t[(mask >> 9) & 255] + t[(mask >> 18) & 255] + t[(mask >> 27) & 255]


def _cards(mask_or_cards: int | tuple[int, ...]) -> list[str]:
    return card_texts(cards_of(mask_or_cards) if isinstance(mask_or_cards, int)
                      else mask_or_cards)


class GameValue(NamedTuple):
    """The value of a suit or grand game after play (SPEC §3.8-§3.10)."""

    base: int
    levels: int
    level_items: tuple[str, ...]  # the levels above matadors and game, by name
    value: int  # base x levels
    schneider: bool  # achieved, by either party
    schwarz: bool  # achieved, by either party
    won: bool
    overbid: bool
    charged: int  # the value scored: the next multiple of the base at or above the bid if overbid
    missed_only: bool  # lost only because an announced schneider or schwarz was missed

    @property
    def score(self) -> int:
        """The ISkO list entry: +value when won, -2 x value when lost."""
        return self.charged if self.won else -2 * self.charged


# The levels above matadors and game, by name, in the order the score sheet lists them; and
# the names of every combination of them (bit i: the i-th name), so that a game's levels are
# one table lookup.
_LEVEL_NAMES = ("hand", "schneider", "schneider_announced", "schwarz", "schwarz_announced",
                "ouvert")
_LEVEL_ITEMS = tuple(tuple(name for i, name in enumerate(_LEVEL_NAMES) if (bits >> i) & 1)
                     for bits in range(64))


def game_value(base: int, mats: int, flags: frozenset[str], decl_points: int, decl_tricks: int,
               opp_tricks: int, bid: int, *, finished: bool = True,
               doubling: int = 1) -> GameValue:
    """Value and outcome of a suit or grand game: ``mats`` matadors, the announcement
    ``flags``, the declarer's card points (tricks and skat) and the tricks of each party.
    ``finished`` is False when play stopped early (a lost schwarz announcement); ``doubling``
    is the Kontra/Re factor when the overbid check is to see it (``kontra_overbid``)."""
    hand = HAND in flags
    schn_ann = SCHNEIDER in flags
    schw_ann = SCHWARZ in flags
    # Achieved by either party; not known when play stopped early (the announcement then
    # already carries schneider and schwarz).
    schneider = finished and (decl_points >= 90 or decl_points <= 30)
    schwarz = finished and (opp_tricks == 0 or decl_tricks == 0)
    items = _LEVEL_ITEMS[hand | (schneider or schn_ann) << 1 | schn_ann << 2
                         | (schwarz or schw_ann) << 3 | schw_ann << 4 | (OUVERT in flags) << 5]
    levels = mats + 1 + len(items)
    value = base * levels
    reached = decl_points >= 61 and finished
    won = reached and not (schn_ann and decl_points < 90) and not (schw_ann and opp_tricks > 0)
    overbid = value * doubling < bid
    charged = value
    if overbid:
        won = False
        charged = overbid_value(bid, base)
    missed_only = reached and not won and not overbid
    v: GameValue = _tuple_new(GameValue, (base, levels, items, value, schneider, schwarz, won,
                                          overbid, charged, missed_only))  # in one C call
    return v


def settle(st: SkatState) -> Result:
    a = st.auction
    bock_before = int(st.setup.context.get("bock", 0)) if st.rules.bock else 0
    bock = 2 if bock_before > 0 else 1
    if a.outcome == "passed":
        n = st.players
        details: dict[str, Any] = {"outcome": "passed", "bid": 0, "bock": bock,
                                   "skat": _cards(st.deal.extra),
                                   "lines": [{"item": "passed"}]}
        return Result(None, None, (), (), (0,) * n, (0,) * n, details,
                      _carry(st, bock_before, []))
    if a.outcome == "ramsch":
        return _ramsch(st, bock, bock_before)
    return _played(st, bock, bock_before)


def _carry(st: SkatState, bock_before: int, triggers: list[str]) -> dict[str, Any]:
    """The Bock count for the next deals: this deal used one, each trigger adds a round."""
    if not st.rules.bock:
        return {}
    left = max(0, bock_before - 1)
    if triggers:
        left += st.players * len(triggers)
    return {"bock": left}


def _played(st: SkatState, bock: int, bock_before: int) -> Result:
    a = st.auction
    rules = st.rules
    contract = a.contract
    d = a.declarer
    assert contract is not None and d is not None
    n = st.players
    bid = st.bid
    points = [0] * n
    decl_tricks = 0
    p = POINTS
    tricks = st.tricks
    # card points and the declarer's tricks in one pass. Speed: a trick's cards and winner
    # by index (CPython 3.11 unpacks a plain tuple fast, not a named tuple)
    for trick in tricks:
        x, y, z = trick[1]
        w = trick[2]
        points[w] += p[x] + p[y] + p[z]
        if w == d:
            decl_tricks += 1
    points[d] += _points(a.skat)  # the skat belongs to the declarer (SPEC §3.6 item 4)
    decl_points = points[d]
    opp_tricks = len(tricks) - decl_tricks
    flags = contract.flags
    hand = HAND in flags
    early = len(tricks) < 10  # play stopped early (SkatState.ended_early)
    triggers: list[str] = []
    missed_only = False
    v: GameValue | None = None
    mats = 0
    with_ = False
    if contract.kind == "null":
        value = null_value(contract)
        won = decl_tricks == 0
        overbid = False
        charged = value
    else:
        t = trump_index(contract)
        mats, with_ = matadors(st.setup.dealt[d] | st.setup.aside, t)  # st.twelve_cards()
        v = game_value(BASE_VALUES[t], mats, flags, decl_points, decl_tricks, opp_tricks,
                       bid, finished=not early,
                       doubling=2 ** len(a.doublings) if rules.kontra_overbid == "DOUBLED"
                       else 1)
        value, won, overbid, charged = v.value, v.won, v.overbid, v.charged
        missed_only = rules.missed_announcement_single and v.missed_only
        if decl_points == 60 and not early:
            triggers.append("sixty_sixty")
        if contract.kind == "grand" and hand and won:
            triggers.append("grand_hand")
    factor = 2 ** len(a.doublings)
    amount = charged * factor * bock
    if won:
        score = amount
    elif missed_only:
        score = -amount
    else:
        score = -2 * amount
    if "kontra" in a.doublings and not won:
        triggers.append("kontra_lost")
    if "re" in a.doublings:
        triggers.append("re")
    if charged >= 100:
        triggers.append("value_100")
    settlement = [0] * n
    settlement[d] = score
    seeger = rules.scoring == "SEEGER_FABIAN"
    bonus = others = 0
    if seeger:
        bonus = 50 if won else -50
        settlement[d] += bonus
        if not won:
            others = 40 if n == 3 else 30
            for s in st.order if n == 4 and not rules.seeger_fabian_dealer_bonus else range(n):
                if s != d:
                    settlement[s] += others
    fired = [x for x in triggers if x in rules.bock_triggers] if rules.bock else []
    # the explanation is made when first read, from these values alone (it must not hold
    # the state: the result is kept on it); one tuple, not a closure: no cell per variable
    explain = (bid, hand, decl_points, sum(points), decl_tricks, opp_tricks,
               st.setup.deal.extra,  # (st.deal without its property call)
               a.discards, early, v, value, mats, with_, overbid, charged, factor, a.doublings,
               bock, won, missed_only, score, seeger, bonus, others, fired)
    return Result(contract, d, (), st.tricks, tuple(points), tuple(settlement),
                  LazyDetails(_played_details, explain),
                  _carry(st, bock_before, fired) if rules.bock else {})


def _played_details(bid: int, hand: bool, decl_points: int, all_points: int, decl_tricks: int,
                    opp_tricks: int, dealt_skat: tuple[int, ...], discards: tuple[int, ...],
                    early: bool, v: GameValue | None, value: int, mats: int, with_: bool,
                    overbid: bool, charged: int, factor: int, doublings: tuple[str, ...],
                    bock: int, won: bool, missed_only: bool, score: int, seeger: bool,
                    bonus: int, others: int, fired: list[str]) -> dict[str, Any]:
    """``details`` of a played game (see :func:`_played`)."""
    lines: list[dict[str, Any]] = []
    details: dict[str, Any] = {
        "outcome": "played", "bid": bid, "hand": hand,
        "declarer_points": decl_points, "opponent_points": all_points - decl_points,
        "declarer_tricks": decl_tricks, "opponent_tricks": opp_tricks,
        "skat": _cards(dealt_skat), "discards": _cards(discards),
        "ended_early": early,
    }
    if v is None:
        lines.append({"item": "null", "value": value})
        details["null_value"] = value
    else:
        lines.append({"item": "matadors", "count": mats, "with": with_})
        lines.append({"item": "game", "levels": 1})
        for name in v.level_items:
            lines.append({"item": name, "levels": 1})
        lines.append({"item": "value", "levels": v.levels, "base": v.base, "value": value})
        if overbid:
            lines.append({"item": "overbid", "bid": bid, "value": charged})
        details.update(matadors=mats, matadors_with=with_, levels=v.levels, base=v.base,
                       schneider=v.schneider, schwarz=v.schwarz)
    if factor > 1:
        lines.append({"item": "doublings", "factor": factor, "said": list(doublings)})
    if bock > 1:
        lines.append({"item": "bock", "factor": bock})
    if won:
        pass
    elif missed_only:
        lines.append({"item": "missed_announcement_single"})
    else:
        lines.append({"item": "lost_double", "factor": 2})
    lines.append({"item": "score", "amount": score})
    if seeger:
        lines.append({"item": "seeger_fabian", "amount": bonus})
        if not won:
            lines.append({"item": "seeger_fabian_others", "amount": others})
    details.update(value=value, charged=charged, won=won, overbid=overbid,
                   multiplier=factor, bock=bock, score=score, bock_triggers=fired,
                   lines=lines)
    return details


def _ramsch(st: SkatState, bock: int, bock_before: int) -> Result:
    a = st.auction
    rules = st.rules
    n = st.players
    active = st.order
    points = st.card_points()
    last = st.tricks[-1].winner
    if rules.ramsch_skat == "LAST_TRICK":
        skat_to = last
    else:
        top = max(points[s] for s in active)
        tied = [s for s in active if points[s] == top]
        skat_to = tied[0]
        if len(tied) > 1:  # to the tied player who won a trick latest
            for trick in reversed(st.tricks):
                if trick.winner in tied:
                    skat_to = trick.winner
                    break
    points[skat_to] += _points(a.skat)
    lines: list[dict[str, Any]] = []
    settlement = [0] * n
    details: dict[str, Any] = {"outcome": "ramsch", "skat_to": skat_to,
                               "skat": _cards(a.skat), "pushes": a.pushes, "bock": bock}
    won = st.tricks_won
    all_tricks = [s for s in active if won[s] == len(st.tricks)]
    if rules.ramsch_durchmarsch and all_tricks:
        winner = all_tricks[0]
        settlement[winner] = 120 * bock
        lines.append({"item": "durchmarsch", "seat": winner, "amount": 120})
        if bock > 1:
            lines.append({"item": "bock", "factor": bock})
        details.update(durchmarsch=winner, losers=[], jungfrauen=[], multiplier=1,
                       lines=lines)
        return Result(a.contract, None, (), st.tricks, tuple(points), tuple(settlement),
                      details, _carry(st, bock_before, []))
    top = max(points[s] for s in active)
    losers = [s for s in active if points[s] == top]
    jungfrauen = [s for s in active if won[s] == 0] if rules.ramsch_jungfrau else []
    factor = 2 ** (a.pushes + len(jungfrauen))
    lines.append({"item": "ramsch", "points": top, "seats": losers})  # who pays
    if a.pushes:
        lines.append({"item": "pushes", "count": a.pushes, "factor": 2 ** a.pushes})
    if jungfrauen:
        lines.append({"item": "jungfrau", "count": len(jungfrauen),
                      "factor": 2 ** len(jungfrauen)})
    if bock > 1:
        lines.append({"item": "bock", "factor": bock})
    for s in losers:
        settlement[s] = -top * factor * bock
    lines.append({"item": "score", "amount": -top * factor * bock})
    details.update(durchmarsch=None, losers=losers, jungfrauen=jungfrauen, multiplier=factor,
                   lines=lines)
    return Result(a.contract, None, (), st.tricks, tuple(points), tuple(settlement), details,
                  _carry(st, bock_before, []))
