"""Why a Sheepshead action is illegal: one English sentence, a stable ``reason`` id and its
``params`` (the UI words them in the player's language). Called only for refused actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import ACE, SUIT_NAMES, TEN, card, card_str
from ...errors import IllegalAction
from ...tricks import ESUIT_NAMES, TRUMP
from .contracts import (
    ACES_MASK,
    BLACK_QUEENS,
    FAIL_SUITS,
    JD,
    RANKING,
    ace_calls,
    blitz_pairs,
    call_up_jack,
    fail_mask,
    ten_calls,
)

if TYPE_CHECKING:
    from .state import SheepsheadState


def _suit_param(esuit: int) -> int | str:
    return "trump" if esuit == TRUMP else esuit


def play(st: SheepsheadState, seat: int, c: int) -> IllegalAction:
    face = st.game.face
    hand = st.hands[seat]
    name = card_str(c, face)
    pc = st.partner_card
    x = pc // 9 if pc is not None else -1
    led = st._led_suit() if st.trick else -1
    if st.ca_active and pc is not None:
        called = card_str(pc, face)
        params = {"seat": seat, "card": called, "suit": x}
        if seat == st.partner:
            if led == x:
                return IllegalAction(
                    f"seat {seat} must play the called {called}: {SUIT_NAMES[x]} were led for "
                    f"the first time", reason="must_play_called", params=params)
            if not st.trick:
                return IllegalAction(
                    f"seat {seat} may lead {SUIT_NAMES[x]} only with the called {called} until "
                    f"{SUIT_NAMES[x]} have been led", reason="called_suit_lead", params=params)
            if c == pc and not hand & RANKING.esuit_mask[led]:
                return IllegalAction(
                    f"seat {seat} may not throw off the called {called} before "
                    f"{SUIT_NAMES[x]} have been led", reason="called_no_discard", params=params)
        elif seat == st.picker:
            u = st.under
            if u >= 0 and (hand >> u) & 1:
                if led == x:
                    return IllegalAction(
                        f"seat {seat} must play the under card: {SUIT_NAMES[x]} were led",
                        reason="must_play_under", params=params)
                if c == u:
                    return IllegalAction(
                        f"seat {seat} may play the under card only to a {SUIT_NAMES[x]} lead "
                        f"(or as his last card)", reason="under_card_only_called", params=params)
            elif led != x and not hand & RANKING.esuit_mask[led] \
                    and (hand & fail_mask(x)).bit_count() == 1 and (hand & fail_mask(x)) >> c & 1:
                return IllegalAction(
                    f"seat {seat} must keep his last {SUIT_NAMES[x]} (the hold card) until "
                    f"{SUIT_NAMES[x]} have been led", reason="hold_card",
                    params={**params, "hold": name})
    if st.trick:
        return IllegalAction(f"seat {seat} must follow {ESUIT_NAMES[led]}",
                             reason="must_follow",
                             params={"seat": seat, "suit": _suit_param(led)})
    return IllegalAction(f"seat {seat} cannot play {name} now", reason="illegal_card",
                         params={"seat": seat, "card": name})


def other(st: SheepsheadState, action: Action, legal: list[Action]) -> IllegalAction | None:
    phase = st.phase
    if phase == "pick":
        return _pick(st, action)
    if phase == "bury" and action.type == "discard":
        return _bury(st, action)
    if phase == "call":
        return _call(st, action)
    if phase == "double" and action.type == "double":
        return _double(st, action)
    return None


def _pick(st: SheepsheadState, action: Action) -> IllegalAction | None:
    seat = action.seat
    last = st._action
    if action.type == "pass" and last is not None and last.kind == "blitz":
        return IllegalAction(f"seat {seat} showed a blitz and must pick",
                             reason="blitz_then_pick", params={"seat": seat})
    if action.type == "pass":
        return IllegalAction(f"seat {seat} is the dealer and must pick: everyone else passed",
                             reason="forced_pick", params={"seat": seat})
    if action.type == "double":
        return _blitz(st, action)
    return None


def _blitz(st: SheepsheadState, action: Action) -> IllegalAction:
    seat = action.seat
    mode = st.rules.blitz
    if action.kind != "blitz":
        return IllegalAction(f"{action.kind or 'a double'} is not possible now",
                             reason="double_closed", params={"kind": action.kind})
    if mode == "OFF":
        return IllegalAction("blitzes are not played at this table", reason="blitz_off")
    if any(s == seat for s, _ in st.shown):
        return IllegalAction(f"seat {seat} has already shown a blitz", reason="blitz_once",
                             params={"seat": seat})
    which = "both black queens" if mode == "BLACK_QUEENS" else "both black or both red queens"
    if not blitz_pairs(st.hands[seat], mode) or action.cards not in (
            None, *blitz_pairs(st.hands[seat], mode)):
        return IllegalAction(f"a blitz shows {which}; seat {seat} does not hold them",
                             reason="blitz_no_queens",
                             params={"seat": seat, "cards": [card_str(c) for c in BLACK_QUEENS]})
    return IllegalAction("a blitz must name the queens it shows", reason="blitz_cards",
                         params={"seat": seat})


def _bury(st: SheepsheadState, action: Action) -> IllegalAction:
    seat = action.seat
    size = st.form.bury
    cs = action.cards or ()
    if len(cs) != size or len(set(cs)) != len(cs):
        return IllegalAction(f"the picker must bury exactly {size} different cards",
                             reason="bury_count", params={"seat": seat, "count": size})
    for c in cs:
        if not (st.hands[seat] >> c) & 1:
            name = card_str(c, st.game.face)
            return IllegalAction(f"seat {seat} does not hold {name}", reason="not_in_hand",
                                 params={"seat": seat, "card": name})
    return IllegalAction(f"seat {seat} cannot bury these cards", reason="bury_illegal",
                         params={"seat": seat})


def _call(st: SheepsheadState, action: Action) -> IllegalAction | None:
    seat = action.seat
    rules = st.rules
    hand = st.hands[seat]
    eight = hand | st.bury
    face = st.game.face
    calls = ace_calls(hand, eight) + (ten_calls(hand, eight) if rules.ten_call else [])
    if action.type == "declare":
        contract = action.contract
        if contract is None or contract.kind != "picker":
            return IllegalAction("the picker declares the contract 'picker' (alone or not)",
                                 reason="declare_picker", params={"seat": seat})
        if contract.has("alone"):
            return IllegalAction(
                f"seat {seat} may not go alone: going alone is off and a call is possible",
                reason="alone_not_allowed", params={"seat": seat})
        return IllegalAction(f"seat {seat} must call a card or declare alone",
                             reason="call_needed", params={"seat": seat})
    if action.type != "call" or action.card is None:
        return None
    c = action.card
    name = card_str(c, face)
    if not rules.called_ace:
        if not rules.call_up:
            return IllegalAction("calling up is not played at this table", reason="call_up_off")
        jack = call_up_jack(eight)
        if jack is None:
            return IllegalAction(f"seat {seat} can call up only while holding the "
                                 f"{card_str(JD, face)}", reason="call_up_needs_jd",
                                 params={"seat": seat})
        return IllegalAction(f"seat {seat} calls up to the next higher jack he lacks: "
                             f"{card_str(jack, face)}", reason="call_up_jack",
                             params={"seat": seat, "card": card_str(jack, face)})
    x, rank = c // 9, c % 9
    params = {"seat": seat, "card": name}
    if x not in FAIL_SUITS or rank not in (ACE, TEN):
        return IllegalAction(f"{name} cannot be called: call a fail ace (or, holding all three "
                             "fail aces, a fail ten)", reason="call_not_fail_ace", params=params)
    if (eight >> c) & 1:
        return IllegalAction(f"seat {seat} holds the {name} (in hand or bury) and cannot call "
                             "it", reason="call_own_card", params=params)
    if action.kind == "unknown":
        if not rules.unknown_call:
            return IllegalAction("the unknown call is not played at this table",
                                 reason="unknown_call_off")
        if calls:
            return IllegalAction(f"seat {seat} has a legal call; the unknown call is only for a "
                                 "picker who has none", reason="unknown_call_not_needed",
                                 params=params)
        if hand & fail_mask(x):
            return IllegalAction(f"an unknown call names a suit the picker holds no card of; "
                                 f"seat {seat} holds {SUIT_NAMES[x]}",
                                 reason="unknown_call_has_suit", params=params)
        return IllegalAction("an unknown call sets aside exactly one card of the picker's hand "
                             "as the under card", reason="under_card", params=params)
    if rank == TEN:
        if not rules.ten_call:
            return IllegalAction("ten calls are not played at this table",
                                 reason="ten_call_off")
        if eight & ACES_MASK != ACES_MASK:
            return IllegalAction("a ten may be called only by a picker holding all three fail "
                                 "aces", reason="ten_call_needs_aces", params=params)
        return IllegalAction(f"seat {seat} must keep the {card_str(card(ACE, x), face)} as "
                             f"the hold card to call the {name}", reason="call_no_hold",
                             params=params)
    if action.kind is not None:
        return None
    return IllegalAction(f"seat {seat} has no {SUIT_NAMES[x]} to keep as the hold card for the "
                         f"{name}", reason="call_no_hold", params=params)


def _double(st: SheepsheadState, action: Action) -> IllegalAction | None:
    seat = action.seat
    kind = action.kind
    if st.dbl_round == "crack":
        if kind in ("crack", "blitz") and seat == st.partner:
            return IllegalAction(f"seat {seat} plays with the picker and cannot crack",
                                 reason="crack_by_partner", params={"seat": seat})
        if kind == "blitz":
            return _blitz(st, action)
        if kind == "recrack":
            return IllegalAction("there is no crack to re-crack", reason="double_closed",
                                 params={"kind": kind})
    else:
        if kind in ("crack", "blitz"):
            return IllegalAction("only one crack is allowed per hand", reason="crack_limit",
                                 params={"kind": kind})
        if kind == "recrack":
            return IllegalAction(f"seat {seat} defends and cannot re-crack (only the picker or "
                                 "his partner may)", reason="recrack_by_defender",
                                 params={"seat": seat})
    return None
