"""A hand of Wisconsin Sheepshead (SPEC §2): picking, the bury, the partner, cracks, play.

Phases, in order: ``pick`` (each seat once from the dealer's left: ``pick`` or ``pass``; a
picker may first show a blitz), ``bury`` (the picker's ``discard``), ``call`` (called-ace mode:
``call`` a card or ``declare`` alone; Jack-of-Diamonds mode when going alone or calling up is
allowed: ``declare`` with or without partner, or ``call`` up to a jack), ``double`` (a crack
round, then a re-crack round), ``play`` and ``done``. An all-pass ends in a leaster (``play``
with no picker), a doubler or a Schwanzer (``done`` at once), or, with a forced pick, never
happens.

The partner stays hidden: every round asks seats by position (the partner is asked to crack
and may only pass), and the public contract carries ``alone`` only once it is public.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...actions import Action, Contract
from ...cards import cards_of
from ...errors import IllegalAction
from ...state import HandState, Result, record_field, slot_copier
from ...tricks import TRUMP, Trick
from . import explain, settlement
from .contracts import (
    JD,
    LEASTER,
    PICKER,
    PICKER_ALONE,
    RANKING,
    SCHWANZER,
    ace_calls,
    blitz_actions,
    bury_actions,
    call_up_jack,
    ten_calls,
    unknown_calls,
)
from .rules import Form, SheepsheadRules

ESUIT = RANKING.esuit
MASK = RANKING.esuit_mask
STRENGTH = RANKING.strength
PASS = tuple(Action(s, "pass") for s in range(8))
PICK = tuple(Action(s, "pick") for s in range(8))
CRACK = tuple(Action(s, "double", kind="crack") for s in range(8))
RECRACK = tuple(Action(s, "double", kind="recrack") for s in range(8))
DECLARE = tuple(Action(s, "declare", contract=PICKER) for s in range(8))
DECLARE_ALONE = tuple(Action(s, "declare", contract=PICKER_ALONE) for s in range(8))


class Auction:
    """What picking, the bury, the call and the cracks settle.

    Speed: card play never changes it, so all the states of the card play share one record;
    a step before the play changes a copy (see :meth:`SheepsheadState._step`).
    """

    __slots__ = ("alone", "asked", "bury", "dbl_queue", "dbl_round", "doubles", "outcome",
                 "partner", "partner_card", "picker", "shown", "under")

    alone: bool
    asked: int
    bury: int
    dbl_queue: tuple[int, ...]
    dbl_round: str
    doubles: tuple[tuple[int, str], ...]
    outcome: str
    partner: int | None
    partner_card: int | None
    picker: int | None
    shown: tuple[tuple[int, int], ...]
    under: int


_copy_auction = slot_copier(Auction)


class SheepsheadState(HandState):
    __slots__ = ("_contract", "auction", "ca_active", "revealed", "under_led")

    rules: SheepsheadRules
    auction: Auction
    # The auction's fields, readable on the state as before the record existed.
    alone: bool = record_field("auction", "alone")
    asked: int = record_field("auction", "asked")
    bury: int = record_field("auction", "bury")
    dbl_queue: tuple[int, ...] = record_field("auction", "dbl_queue")
    dbl_round: str = record_field("auction", "dbl_round")
    doubles: tuple[tuple[int, str], ...] = record_field("auction", "doubles")
    outcome: str = record_field("auction", "outcome")
    partner: int | None = record_field("auction", "partner")
    partner_card: int | None = record_field("auction", "partner_card")
    picker: int | None = record_field("auction", "picker")
    shown: tuple[tuple[int, int], ...] = record_field("auction", "shown")
    under: int = record_field("auction", "under")
    _contract: Contract | None
    ca_active: bool
    under_led: bool
    revealed: bool

    def _init_game(self) -> None:
        a = self.auction = Auction()
        a.picker = None
        a.partner = None
        a.partner_card = None
        a.alone = False
        a.asked = 0
        a.bury = 0
        a.under = -1
        a.doubles = ()
        a.shown = ()
        a.dbl_round = ""
        a.dbl_queue = ()
        a.outcome = ""
        self._contract = None
        self.ca_active = False
        self.under_led = False
        self.revealed = False
        self.ranking = RANKING
        self.phase = "pick"
        self.to_move = self.forehand

    # ---------------------------------------------------------------- facts
    @property
    def form(self) -> Form:
        return self.rules.form

    @property
    def contract(self) -> Contract | None:
        c = self._contract
        if c is not None and self.phase == "done" and self.auction.alone and not c.has("alone"):
            return Contract(c.kind, c.suit, c.flags | {"alone"})
        return c

    @property
    def declarer(self) -> int | None:
        return self.auction.picker

    def blind_mask(self) -> int:
        return self.setup.aside

    def picker_side(self) -> tuple[int, ...]:
        if self.auction.picker is None:
            return ()
        if self.auction.partner is not None:
            return (self.auction.picker, self.auction.partner)
        return (self.auction.picker,)

    def doubling_exponent(self) -> int:
        """Cracks, re-cracks and blitzes: a defender's blitz is a crack and a blitz (×4)."""
        k = 0
        picker = self.auction.picker
        for seat, kind in self.auction.doubles:
            defender_blitz = kind == "blitz" and picker is not None and seat != picker
            k += 2 if defender_blitz else 1
        return k

    def doubler_factor(self) -> int:
        """×2 while doublers are pending (×2 per doubler with compound stacking), picked
        hands only (SPEC §2.10)."""
        pending = int(self.context.get("doublers", 0))
        if self.auction.picker is None or pending <= 0:
            return 1
        return 2 ** pending if self.rules.doubler_stacking == "COMPOUND" else 2

    def alone_is_public(self) -> bool:
        c = self._contract
        return c is not None and c.has("alone")

    def called_suit_led(self) -> bool:
        c = self._contract
        return (c is not None and c.suit is not None and not c.has("call_up")
                and not self.ca_active)

    # ---------------------------------------------------------------- legal actions
    def _legal(self) -> list[Action]:
        seat = self.to_move
        assert seat is not None
        phase = self.phase
        if phase == "play":
            return self._play_actions()
        if phase == "pick":
            return self._pick_actions(seat)
        if phase == "bury":
            return bury_actions(seat, self.hands[seat], self.form.bury)
        if phase == "call":
            return self._call_actions(seat)
        if phase == "double":
            return self._double_actions(seat)
        raise AssertionError(phase)

    def _pick_actions(self, seat: int) -> list[Action]:
        last = self._action
        if last is not None and last.kind == "blitz":
            return [PICK[seat]]  # the blitz was shown to pick
        forced = self.rules.all_pass == "FORCED_PICK" and self.auction.asked == self.players - 1
        acts = [PICK[seat]] if forced else [PASS[seat], PICK[seat]]
        if self.rules.blitz != "OFF":
            acts.extend(blitz_actions(seat, self.hands[seat], self.rules.blitz))
        return acts

    def _call_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        eight = hand | self.auction.bury
        rules = self.rules
        if not rules.called_ace:
            acts = [DECLARE[seat]]
            if rules.allow_go_alone:
                acts.append(DECLARE_ALONE[seat])
            if rules.call_up:
                jack = call_up_jack(eight)
                if jack is not None:
                    acts.append(Action(seat, "call", card=jack))
            return acts
        calls = ace_calls(hand, eight)
        if rules.ten_call:
            calls += ten_calls(hand, eight)
        acts = [Action(seat, "call", card=c) for c in calls]
        if rules.allow_go_alone or not calls:
            acts.append(DECLARE_ALONE[seat])
        if rules.unknown_call and not calls:
            for ace in unknown_calls(hand, eight):
                acts.extend(Action(seat, "call", card=ace, kind="unknown", cards=(u,))
                            for u in cards_of(hand))
        return acts

    def _double_actions(self, seat: int) -> list[Action]:
        acts = [PASS[seat]]
        if self.auction.dbl_round == "crack":
            if seat != self.auction.partner:
                acts.append(CRACK[seat])
                if self.rules.blitz != "OFF" and not any(s == seat for s, _ in self.auction.shown):
                    acts.extend(blitz_actions(seat, self.hands[seat], self.rules.blitz))
        elif seat == self.auction.picker or seat == self.auction.partner:
            acts.append(RECRACK[seat])
        return acts

    # ---------------------------------------------------------------- applying actions
    def apply(self, action: Action) -> HandState:
        cs = action.cards
        if cs is not None and len(cs) > 1 and list(cs) != sorted(cs):
            action = replace(action, cards=tuple(sorted(cs)))  # card sets in canonical order
        return HandState.apply(self, action)

    def _step(self, action: Action) -> None:
        phase = self.phase
        seat = action.seat
        if phase == "play":
            assert action.card is not None
            self._play_card(seat, action.card)
            return
        # Every step before the play changes the auction record: this state's own copy.
        self.auction = _copy_auction(self.auction)
        if phase == "pick":
            self._step_pick(action)
        elif phase == "bury":
            assert action.cards is not None
            m = 0
            for c in action.cards:
                m |= 1 << c
            self.auction.bury = m
            hands = list(self.hands)
            hands[seat] &= ~m
            self.hands = tuple(hands)
            self._after_bury()
        elif phase == "call":
            self._step_call(action)
        elif phase == "double":
            self._step_double(action)

    def _step_pick(self, action: Action) -> None:
        seat = action.seat
        if action.type == "double":
            assert action.cards is not None
            self.auction.doubles = (*self.auction.doubles, (seat, "blitz"))
            self.auction.shown = (*self.auction.shown, (seat, sum(1 << c for c in action.cards)))
        elif action.type == "pick":
            self.auction.picker = seat
            forced = self.auction.asked == self.players - 1 and self.rules.all_pass == "FORCED_PICK"
            self._contract = Contract("picker", None, frozenset({"forced"})) if forced else PICKER
            hands = list(self.hands)
            hands[seat] |= self.blind_mask()
            self.hands = tuple(hands)
            self.phase = "bury"
        else:
            self.auction.asked += 1
            if self.auction.asked < self.players:
                self.to_move = self.next_seat(seat)
            else:
                self._all_pass()

    def _all_pass(self) -> None:
        mode = self.rules.all_pass
        if mode == "LEASTER":
            self._contract = LEASTER
            self.auction.outcome = "leaster"
            self.phase, self.to_move = "play", self.forehand
        else:  # DOUBLER or SCHWANZER (a forced pick never gets here)
            self.auction.outcome = "doubler" if mode == "DOUBLER" else "schwanzer"
            self._contract = SCHWANZER if mode == "SCHWANZER" else None
            self.phase, self.to_move = "done", None

    def _after_bury(self) -> None:
        rules = self.rules
        if not self.form.partner:
            self.auction.alone = True
            self._add_flags("alone")
            self._start_cracks()
        elif rules.called_ace or rules.allow_go_alone or rules.call_up:
            self.phase = "call"
        else:
            self._jd_partner(JD)
            self._start_cracks()

    def _add_flags(self, *flags: str, suit: int | None = None) -> None:
        c = self._contract
        assert c is not None
        self._contract = Contract(c.kind, suit if suit is not None else c.suit,
                                  c.flags | frozenset(flags))

    def _holder(self, c: int) -> int | None:
        for s in range(self.players):
            if s != self.auction.picker and (self.hands[s] >> c) & 1:
                return s
        return None

    def _jd_partner(self, c: int) -> None:
        """The holder of ``c`` (J♦ or the called-up jack) is the secret partner; a picker who
        holds J♦ himself (dealt, found in the blind or buried) plays alone (SPEC §2.4)."""
        self.auction.partner_card = c
        self.auction.partner = self._holder(c)
        self.auction.alone = self.auction.partner is None

    def _step_call(self, action: Action) -> None:
        if action.type == "declare":
            assert action.contract is not None
            if action.contract.has("alone"):
                self.auction.alone = True
                self._add_flags("alone")
            else:
                self._jd_partner(JD)
        else:
            c = action.card
            assert c is not None
            if not self.rules.called_ace:
                self._add_flags("call_up", suit=c // 9)
                self._jd_partner(c)
            else:
                flags = ("ten",) if c % 9 == 1 else ()
                if action.kind == "unknown":
                    assert action.cards is not None
                    self.auction.under = action.cards[0]
                    flags = ("unknown",)
                self._add_flags(*flags, suit=c // 9)
                self.auction.partner_card = c
                self.auction.partner = self._holder(c)
                self.ca_active = True
        self._start_cracks()

    # ---------------------------------------------------------------- cracks
    def _start_cracks(self) -> None:
        picker = self.auction.picker
        assert picker is not None
        if not self.rules.cracks:
            self._start_play()
            return
        seats = []
        s = self.next_seat(picker)
        while s != picker:
            seats.append(s)
            if s == self.dealer and self.rules.crack_eligibility == "AFTER_PICKER_ONLY":
                break
            s = self.next_seat(s)
        if picker == self.dealer and self.rules.crack_eligibility == "AFTER_PICKER_ONLY":
            seats = []
        self._open_round("crack", seats)

    def _open_round(self, name: str, seats: list[int]) -> None:
        if not seats:
            self._start_play()
            return
        self.phase = "double"
        self.auction.dbl_round = name
        self.to_move = seats[0]
        self.auction.dbl_queue = tuple(seats[1:])

    def _step_double(self, action: Action) -> None:
        seat = action.seat
        if action.type == "pass":
            if self.auction.dbl_queue:
                self.to_move = self.auction.dbl_queue[0]
                self.auction.dbl_queue = self.auction.dbl_queue[1:]
            else:
                self._start_play()
            return
        kind = action.kind
        assert kind is not None
        self.auction.doubles = (*self.auction.doubles, (seat, kind))
        if kind == "blitz":
            assert action.cards is not None
            self.auction.shown = (*self.auction.shown, (seat, sum(1 << c for c in action.cards)))
        if kind == "recrack":
            if seat != self.auction.picker:
                self.revealed = True  # only the partner may re-crack besides the picker
            self._start_play()
            return
        if self.rules.max_cracks == "1+0":
            self._start_play()
            return
        picker = self.auction.picker
        assert picker is not None
        # Re-crack: the picker, then every seat not known to defend (the partner is hidden).
        seats = [picker]
        if self.form.partner and not self.alone_is_public():
            seats += [s for s in self.order_from(self.next_seat(picker))
                      if s != picker and s != seat]
        self._open_round("recrack", seats)

    def _start_play(self) -> None:
        self.phase = "play"
        self.auction.dbl_round = ""
        self.auction.dbl_queue = ()
        self.to_move = self.forehand

    # ---------------------------------------------------------------- play
    def _play_mask(self, seat: int) -> int:
        hand = self.hands[seat]
        if self.ca_active and (seat == self.auction.partner or seat == self.auction.picker):
            return self._called_mask(seat, hand)
        trick = self.trick
        if not trick:
            return hand
        led = self._led_suit()
        return (hand & MASK[led]) or hand

    def _led_suit(self) -> int:
        if self.under_led:
            assert self.auction.partner_card is not None
            return self.auction.partner_card // 9
        return ESUIT[self.trick[0]]

    def _called_mask(self, seat: int, hand: int) -> int:
        """SPEC §2.8.2 before the called suit has been led (``ca_active``)."""
        c = self.auction.partner_card
        assert c is not None
        x = c // 9
        xm = MASK[x]
        cb = 1 << c
        trick = self.trick
        if seat == self.auction.partner:
            if not trick:
                if self.rules.partner_may_run:
                    return hand  # a low card of X "runs": the suit is led, C is free after
                return hand & ~(xm & ~cb)  # the called suit may be led only with C
            if hand & (hand - 1) == 0:
                return hand
            led = self._led_suit()
            if led == x:
                return cb
            same = hand & MASK[led]
            return same or (hand & ~cb)
        # the picker and his hold card (or the under card)
        u = self.auction.under
        ub = (1 << u) if u >= 0 and (hand >> u) & 1 else 0
        hold = ub or (hand & xm)
        if not trick or hand & (hand - 1) == 0:
            return hand
        led = self._led_suit()
        if led == x:
            return hold or hand
        same = hand & ~ub & MASK[led]
        if same:
            return same
        if hold and hold & (hold - 1) == 0:
            return hand & ~hold  # his last hold card stays until the suit is led
        return hand & ~ub

    def _play_card(self, seat: int, c: int) -> None:
        a = self.auction
        if c == a.partner_card:
            if seat == a.partner:
                self.revealed = True
            elif seat == a.picker and not self.alone_is_public():
                self._add_flags("alone")  # the picker showed J♦: he is alone
        if c == a.under and not self.trick:
            self.under_led = True
        done = self._play(seat, c)
        if done is None:
            return
        if a.under >= 0 and a.under in done.cards:
            done = self._rescore_under_trick(done)
        if self.ca_active:
            assert a.partner_card is not None
            if self.under_led or ESUIT[done.cards[0]] == a.partner_card // 9:
                self.ca_active = False
        self.under_led = False
        if not any(self.hands):
            self.phase, self.to_move = "done", None

    def _rescore_under_trick(self, done: Trick) -> Trick:
        """The under card counts as the called suit and cannot win (SPEC §2.5)."""
        assert self.auction.partner_card is not None
        led = self.auction.partner_card // 9 if self.under_led else ESUIT[done.cards[0]]
        best = -1
        for i, c in enumerate(done.cards):
            if c == self.auction.under:
                continue
            e = ESUIT[c]
            if e != TRUMP and e != led:
                continue
            if best < 0:
                best = i
                continue
            b = done.cards[best]
            if (e == ESUIT[b] and STRENGTH[c] > STRENGTH[b]) or (e == TRUMP and ESUIT[b] != TRUMP):
                best = i
        if best < 0:
            best = next(i for i, c in enumerate(done.cards) if c != self.auction.under)
        winner = done.seats[best]
        if winner == done.winner:
            return done
        fixed = Trick(done.leader, done.cards, winner, done.seats)
        self.tricks = (*self.tricks[:-1], fixed)
        self.leader = self.to_move = winner
        return fixed

    # ---------------------------------------------------------------- errors
    def explain_illegal(self, action: Action) -> IllegalAction:
        # The game's own reason first (a call when only declaring is possible, a pass that a
        # forced pick forbids...); the core explains wrong seats, phases and cards not held.
        if self.phase not in ("done", "play") and action.seat == self.to_move:
            err = explain.other(self, action, self.legal_actions())
            if err is not None:
                return err
        return super().explain_illegal(action)

    def _explain_play(self, seat: int, c: int) -> IllegalAction:
        return explain.play(self, seat, c)

    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        return explain.other(self, action, legal) or super()._explain_other(action, legal)

    # ---------------------------------------------------------------- observation
    def set_aside(self) -> int:
        if self.auction.picker is None:
            return self.blind_mask()
        return self.auction.bury

    def _public_action(self, action: Action, seat: int) -> Action:
        if action.seat == seat or self.phase == "done":
            return action
        if action.type == "discard":
            return Action(action.seat, "discard")
        if action.type == "call" and action.cards is not None:
            return Action(action.seat, "call", card=action.card, kind=action.kind)
        return action

    def _known_partners(self, seat: int) -> tuple[int, ...]:
        p = self.auction.partner
        if p is not None and (self.revealed or seat == p or self.phase == "done"):
            return (p,)
        return ()

    def _known_cards(self, seat: int) -> dict[int, int]:
        out: dict[int, int] = {}
        for s, m in self.auction.shown:
            held = m & self.hands[s]
            if held:
                out[s] = out.get(s, 0) | held
        return out

    def _public_info(self, seat: int) -> dict[str, Any]:
        c = self._contract
        called = self.auction.partner_card if c is not None and c.suit is not None else None
        return {
            "picker": self.auction.picker,
            "blind_size": self.form.blind,
            "bury_size": self.form.bury,
            "called": called,
            "under_set": self.auction.under >= 0,
            "called_led": self.called_suit_led(),
            "partner": self.auction.partner if self.revealed else None,
            "alone": self.alone_is_public(),
            "doubles": self.auction.doubles,
            "stakes": 2 ** self.doubling_exponent() * self.doubler_factor(),
            "doublers": int(self.context.get("doublers", 0)),
        }

    # ---------------------------------------------------------------- result
    def _result(self) -> Result:
        return settlement.settle(self)
