"""A hand of Klørsjavs (SPEC §4A): bidding, stroking the cat, concession, play.

Phases, in order: ``bid`` (each seat once from forehand: ``intent`` = "play" or ``pass``; in the
contract game ``bid`` with a contract or ``pass``), ``declare`` (farvesjavs only: the declarer
names trumps), ``cat`` (the declarer strokes the cat, plays without it, or concedes),
``discard`` (look-first exchange: discard 2 of the 8 cards), ``concede`` (after a blind
exchange: the declarer, having seen the cat, concedes or plays on with ``pass``), ``play`` and
``done``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...actions import Action, Contract
from ...cards import card_str, cards_of
from ...errors import IllegalAction
from ...state import HandState, Result, record_field, slot_copier
from ..sjavs_family import sorted_discard
from . import settlement
from .contracts import (
    BID_CLASSES,
    CAT_ALLOWED,
    CONTRACT_KINDS,
    KLORSJAVS,
    contract_rank,
    ranking,
)
from .rules import KlorsjavsRules

_SEATS = range(4)
PASS = tuple(Action(s, "pass") for s in _SEATS)
INTENT = tuple(Action(s, "intent") for s in _SEATS)
HAND = tuple(Action(s, "hand") for s in _SEATS)
PICK = tuple(Action(s, "pick") for s in _SEATS)
CONCEDE = tuple(Action(s, "concede") for s in _SEATS)


class Auction:
    """What the bidding, the cat and a concession settle.

    Speed: card play never changes it, so all the states of the card play share one record;
    a step before the play changes a copy (see :meth:`KlorsjavsState._step`).
    """

    __slots__ = ("bid", "cat_taken", "conceded", "contract", "declarer", "discards", "holder",
                 "outcome", "round_pos")

    bid: Contract | None
    cat_taken: bool
    conceded: bool
    contract: Contract | None
    declarer: int | None
    discards: int
    holder: int | None
    outcome: str
    round_pos: int


_copy_auction = slot_copier(Auction)


class KlorsjavsState(HandState):
    __slots__ = ("auction",)

    rules: KlorsjavsRules
    auction: Auction
    # The auction's fields, readable on the state as before the record existed.
    bid: Contract | None = record_field("auction", "bid")
    cat_taken: bool = record_field("auction", "cat_taken")
    conceded: bool = record_field("auction", "conceded")
    discards: int = record_field("auction", "discards")
    holder: int | None = record_field("auction", "holder")
    outcome: str = record_field("auction", "outcome")
    round_pos: int = record_field("auction", "round_pos")

    def _init_game(self) -> None:
        a = self.auction = Auction()
        a.contract = None
        a.declarer = None
        a.bid = None
        a.holder = None
        a.round_pos = 0
        a.cat_taken = False
        a.discards = 0
        a.conceded = False
        a.outcome = ""
        self.phase = "bid"
        self.to_move = self.forehand

    # ---------------------------------------------------------------- facts
    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def declarer(self) -> int | None:
        return self.auction.declarer

    @property
    def cat(self) -> int:
        return self.setup.aside

    @property
    def total_tricks(self) -> int:
        return len(self.setup.deal.hands[0])

    @property
    def may_concede(self) -> bool:
        return self.rules.allow_concession and self.rules.oere_game

    def set_aside(self) -> int:
        a = self.auction
        return a.discards if a.cat_taken else self.cat | a.discards

    # ---------------------------------------------------------------- legal actions
    def _legal(self) -> list[Action]:
        seat = self.to_move
        assert seat is not None
        phase = self.phase
        if phase == "play":
            return self._play_actions()
        if phase == "bid":
            if self.rules.oere_game:
                return [PASS[seat], INTENT[seat]]
            low = -1 if self.auction.bid is None else contract_rank(self.auction.bid)
            return [PASS[seat]] + [Action(seat, "bid", contract=c) for c in BID_CLASSES
                                   if contract_rank(c) > low]
        if phase == "declare":
            assert self.auction.bid is not None
            return [Action(seat, "declare", contract=Contract(self.auction.bid.kind, s))
                    for s in range(4)]
        concede = [CONCEDE[seat]] if self.may_concede else []
        if phase == "cat":
            if self.rules.cat_exchange == "LOOK_FIRST":
                return [PICK[seat], HAND[seat], *concede]
            return [*self._discards(seat), HAND[seat], *concede]
        if phase == "discard":
            return [*self._discards(seat), *concede]
        if phase == "concede":
            return [PASS[seat], CONCEDE[seat]]
        raise AssertionError(phase)

    def _discards(self, seat: int) -> list[Action]:
        return [Action(seat, "discard", cards=pair)
                for pair in combinations(cards_of(self.hands[seat]), 2)]

    def apply(self, action: Action) -> HandState:
        return super().apply(sorted_discard(action))

    # ---------------------------------------------------------------- applying actions
    def _step(self, action: Action) -> None:
        phase = self.phase
        seat = action.seat
        typ = action.type
        if phase == "play":
            assert action.card is not None
            self._play(seat, action.card)
            if len(self.tricks) == self.total_tricks:
                self.phase, self.to_move = "done", None
            return
        # Every step before the play changes the auction record: this state's own copy.
        a = self.auction = _copy_auction(self.auction)
        if phase == "bid":
            self._bid(seat, action)
        elif phase == "declare":
            assert action.contract is not None
            self._set_contract(action.contract)
        elif typ == "concede":
            a.conceded = True
            a.outcome = "conceded"
            self.phase, self.to_move = "done", None
        elif typ == "discard":
            assert action.cards is not None
            gone = (1 << action.cards[0]) | (1 << action.cards[1])
            hands = list(self.hands)
            if phase == "cat":  # blind: discard first, then take the cat
                hands[seat] = (hands[seat] & ~gone) | self.cat
                a.cat_taken = True
            else:
                hands[seat] &= ~gone
            self.hands = tuple(hands)
            a.discards = gone
            if phase == "cat" and self.may_concede:
                self.phase = "concede"
            else:
                self._start_play()
        elif typ == "pick":
            hands = list(self.hands)
            hands[seat] |= self.cat
            self.hands = tuple(hands)
            a.cat_taken = True
            self.phase = "discard"
        else:  # hand (play without the cat), or pass in the concede phase
            self._start_play()

    def _bid(self, seat: int, action: Action) -> None:
        a = self.auction
        if action.type == "intent":
            a.declarer = seat
            self._set_contract(KLORSJAVS)
            return
        if action.type == "bid":
            a.bid, a.holder = action.contract, seat
        a.round_pos += 1
        if a.round_pos < self.players:
            self.to_move = self.next_seat(seat)
        elif a.holder is not None:
            assert a.bid is not None
            a.declarer = a.holder
            if self.rules.farvesjavs:
                self.phase, self.to_move = "declare", a.holder
            else:
                self._set_contract(Contract(a.bid.kind, KLORSJAVS.suit))
        else:
            a.outcome = "thrown_in"
            self.phase, self.to_move = "done", None

    def _set_contract(self, contract: Contract) -> None:
        assert contract.suit is not None
        self.auction.contract = contract
        self.ranking = ranking(self.rules.variant, contract.suit)
        if contract.kind == KLORSJAVS.kind or contract.kind in CAT_ALLOWED:
            self.phase, self.to_move = "cat", self.auction.declarer
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.auction.outcome = "played"
        self.phase, self.to_move = "play", self.forehand

    # ---------------------------------------------------------------- errors
    def _explain_specific(self, action: Action) -> IllegalAction | None:
        if action.type == "concede":
            return self._explain_concede(action.seat)
        return None

    def _explain_concede(self, seat: int) -> IllegalAction:
        if not self.rules.oere_game:
            return IllegalAction("the contract game has no concession",
                                 reason="concession_off", params={"seat": seat})
        if not self.rules.allow_concession:
            return IllegalAction("the house rules do not allow a concession",
                                 reason="concession_off", params={"seat": seat})
        if seat != self.auction.declarer:
            return IllegalAction(f"only the declarer may concede, and seat {seat} is not the "
                                 "declarer", reason="concede_not_declarer", params={"seat": seat})
        return IllegalAction("the declarer may concede only before the first card is led",
                             reason="concede_too_late", params={"seat": seat})

    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        seat = action.seat
        face = self.game.face
        if action.type == "discard":
            cards = action.cards or ()
            if len(cards) != 2 or cards[0] == cards[1]:
                return IllegalAction(f"seat {seat} must discard exactly 2 cards",
                                     reason="discard_count", params={"seat": seat, "count": 2})
            for c in cards:
                if not (self.hands[seat] >> c) & 1:
                    return IllegalAction(f"seat {seat} does not hold {card_str(c, face)}",
                                         reason="not_in_hand",
                                         params={"seat": seat, "card": card_str(c, face)})
        if action.type == "bid" and action.contract is not None:
            kind = action.contract.kind
            if kind not in CONTRACT_KINDS:
                return IllegalAction(f"{kind!r} is not a contract of this game (bid "
                                     f"{', '.join(CONTRACT_KINDS)})", reason="unknown_contract",
                                     params={"contract": kind})
            if self.auction.bid is not None:
                return IllegalAction(f"seat {seat} must bid higher than {self.auction.bid.kind}",
                                     reason="bid_too_low",
                                     params={"seat": seat, "bid": self.auction.bid.kind})
        bid = self.auction.bid
        if action.type == "declare" and bid is not None and action.contract is not None \
                and action.contract.kind != bid.kind:
            return IllegalAction(f"seat {seat} won the auction with {bid.kind} and must "
                                 f"name trumps for it", reason="declare_other_contract",
                                 params={"seat": seat, "bid": bid.kind})
        return super()._explain_other(action, legal)

    # ---------------------------------------------------------------- observation
    def _public_action(self, action: Action, seat: int) -> Action:
        if action.type == "discard" and action.seat != seat:
            return Action(action.seat, "discard")
        return action

    def _public_info(self, seat: int) -> dict[str, Any]:
        ctx = self.context
        info: dict[str, Any] = {
            "variant": self.rules.variant,
            "cat_taken": self.auction.cat_taken,
            "conceded": self.auction.conceded,
            "bid": self.auction.bid,
            "holder": self.auction.holder,
        }
        if self.rules.oere_game:
            info["oere"] = tuple(ctx.get("oere", ()))
            info["decider"] = tuple(ctx.get("decider", ()))
        return info

    # ---------------------------------------------------------------- result
    def _result(self) -> Result:
        return settlement.settle(self)
