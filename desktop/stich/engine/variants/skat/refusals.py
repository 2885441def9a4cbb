"""Why a Skat action is refused: each refusal has an English sentence, a stable ``reason`` id
and ``params`` (see ``docs/games/skat.md``). Called only for actions that are not legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import card_str
from ...errors import IllegalAction
from ...state import HandState
from .contracts import BID_INDEX, declaration_problem, describe_contract

if TYPE_CHECKING:
    from .state import SkatState


def explain(st: SkatState, action: Action, legal: list[Action]) -> IllegalAction:
    """Why ``action`` is illegal here (after the engine's checks of seat, turn and phase)."""
    seat = action.seat
    if action.type == "bid":
        return _bid(st, action)
    if action.type == "discard":
        return _discard(st, action)
    if action.type == "declare" and st.phase in ("declare", "raise"):
        return _declare(st, action)
    if action.type == "double":
        if action.kind not in ("kontra", "re"):
            return IllegalAction(f"{action.kind!r} is not a Skat doubling (kontra or re)",
                                 reason="unknown_double", params={"kind": action.kind})
        expected = "kontra" if not st.doublings else "re"
        return IllegalAction(f"seat {seat} can only say {expected} now",
                             reason="double_out_of_turn",
                             params={"seat": seat, "expected": expected})
    return HandState._explain_other(st, action, legal)


def _bid(st: SkatState, action: Action) -> IllegalAction:
    v = action.value
    if v is None:
        return IllegalAction("a bid needs a value", reason="bid_without_value")
    if v not in BID_INDEX:
        return IllegalAction(f"{v} is not a bid value", reason="not_a_bid_value",
                             params={"value": v})
    if st.stage == 3:
        return IllegalAction(
            f"both other players passed: seat {action.seat} can only play at 18 or pass",
            reason="forehand_18_only", params={"seat": action.seat, "value": v})
    return IllegalAction(f"{v} is not above the current bid {st.bid}",
                         reason="bid_too_low", params={"value": v, "current": st.bid})


def _discard(st: SkatState, action: Action) -> IllegalAction:
    seat = action.seat
    cs = action.cards or ()
    if len(cs) != 2 or len(set(cs)) != 2:
        return IllegalAction(f"seat {seat} must lay away exactly two different cards",
                             reason="discard_two", params={"seat": seat})
    for c in cs:
        if not isinstance(c, int) or not 0 <= c < 36:
            return IllegalAction(f"{c!r} is not a card", reason="not_a_card",
                                 params={"seat": seat})
        if not (st.hands[seat] >> c) & 1:
            return IllegalAction(f"seat {seat} does not hold {card_str(c)}",
                                 reason="not_in_hand",
                                 params={"seat": seat, "card": card_str(c)})
    return IllegalAction("jacks may not be passed on in Schieberamsch",
                         reason="no_jacks_in_skat", params={"seat": seat})


def _declare(st: SkatState, action: Action) -> IllegalAction:
    seat = action.seat
    c = action.contract
    if c is None:
        return IllegalAction("a declaration needs a contract", reason="no_contract")
    hand_game = not st.picked
    problem = declaration_problem(c, hand_game)
    if problem is not None:
        reason, text = problem
        return IllegalAction(f"seat {seat} cannot declare {describe_contract(c)}: {text}",
                             reason=reason, params={"seat": seat})
    mats = st._declaration_matadors(seat)
    reach = st._reach(c, mats)
    cur = st.auction.contract
    if st.phase == "raise" and cur is not None:
        if not c.flags >= cur.flags:
            return IllegalAction(
                f"a raise keeps every announcement of {describe_contract(cur)}",
                reason="raise_drops_announcement", params={"seat": seat})
        return IllegalAction(
            f"{describe_contract(c)} is not higher than {describe_contract(cur)}",
            reason="raise_not_higher", params={"seat": seat})
    if c.kind == "null":
        return IllegalAction(
            f"{describe_contract(c)} is worth {reach}, below the bid {st.bid}",
            reason="cannot_reach_bid", params={"value": reach, "bid": st.bid})
    return IllegalAction(
        f"{describe_contract(c)} can reach at most {reach}, below the bid {st.bid}",
        reason="cannot_reach_bid", params={"value": reach, "bid": st.bid})
