"""A hand of Bavarian Schafkopf: Klopfen, the auction of §1.4, Kontra/Re, play (SPEC §1).

Phases, in order: ``knock`` (only with Klopfen), ``intent`` (each seat once: ``intent`` or
``pass``), ``auction`` (class bids among the interested seats), ``declare`` (the concrete
contract), ``double`` (Kontra/Re rounds, when the window is before the first or second card),
``play`` and ``done``.
"""

from __future__ import annotations

from typing import Any

from ...actions import Action, Contract
from ...cards import HEARTS, card_str, cards_of
from ...errors import IllegalAction
from ...state import HandState, Result, record_field, slot_copier
from ...tricks import TRUMP
from . import settlement
from .contracts import (
    OBERS,
    RAMSCH,
    UNTERS,
    class_ranks,
    contract_ranking,
    legal_calls,
    renonce_calls,
    top_trumps,
)
from .rules import SchafkopfRules

STOSS_KINDS = ("kontra", "re", "sup", "hirsch")
PASS = tuple(Action(s, "pass") for s in range(4))
KNOCK = tuple(Action(s, "double", kind="knock") for s in range(4))
INTENT = tuple(Action(s, "intent") for s in range(4))
_SUIT_WORDS = ("Eichel", "Gras", "Herz", "Schellen")


class Auction:
    """What Klopfen, the intents, the auction and the declaration settle (and an all-pass).

    Speed: card play never changes it, so all the states of the card play share one record;
    a step of those phases changes a copy (see :meth:`SchafkopfState._step`).
    """

    __slots__ = ("bid", "called", "contract", "declarer", "holder", "interested", "knocks",
                 "outcome", "partner", "queue", "round_pos")

    knocks: tuple[int, ...]
    interested: tuple[int, ...]
    round_pos: int
    holder: int | None
    bid: Contract | None
    queue: tuple[int, ...]
    contract: Contract | None
    declarer: int | None
    called: int | None  # the called card (a Sauspiel)
    partner: int | None
    outcome: str


_copy_auction = slot_copier(Auction)
_TALK_PHASES = frozenset({"knock", "intent", "auction", "declare"})


class SchafkopfState(HandState):
    __slots__ = (
        "auction",
        "dbl_level",
        "dbl_queue",
        "doublings",
        "ran_away",
        "resume",
        "revealed",
        "searched",
    )

    rules: SchafkopfRules
    auction: Auction
    # The auction's fields, readable on the state as before the record existed.
    knocks: tuple[int, ...] = record_field("auction", "knocks")
    interested: tuple[int, ...] = record_field("auction", "interested")
    round_pos: int = record_field("auction", "round_pos")
    holder: int | None = record_field("auction", "holder")
    bid: Contract | None = record_field("auction", "bid")
    queue: tuple[int, ...] = record_field("auction", "queue")
    called: int | None = record_field("auction", "called")
    partner: int | None = record_field("auction", "partner")
    outcome: str = record_field("auction", "outcome")
    revealed: bool
    searched: bool
    ran_away: bool
    doublings: tuple[tuple[int, str], ...]
    dbl_level: int
    dbl_queue: tuple[int, ...]
    resume: int

    def _init_game(self) -> None:
        a = self.auction = Auction()
        a.knocks = ()
        a.interested = ()
        a.round_pos = 0
        a.holder = None
        a.bid = None
        a.queue = ()
        a.contract = None
        a.declarer = None
        a.called = None
        a.partner = None
        a.outcome = ""
        self.revealed = False
        self.searched = False
        self.ran_away = False
        self.doublings = ()
        self.dbl_level = 0
        self.dbl_queue = ()
        self.resume = self.forehand
        self.phase = "knock" if self.rules.klopfen else "intent"
        self.to_move = self.forehand

    # ---------------------------------------------------------------- facts
    @property
    def short(self) -> bool:
        return self.rules.deck == "SHORT24"

    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def declarer(self) -> int | None:
        return self.auction.declarer

    def seat_index(self, seat: int) -> int:
        """Position counted from Vorhand (0) to the dealer (3)."""
        return (seat - self.forehand) % self.players

    def player_party(self) -> tuple[int, ...]:
        if self.auction.declarer is None:
            return ()
        if self.auction.partner is not None and self.auction.partner != self.auction.declarer:
            return (self.auction.declarer, self.auction.partner)
        return (self.auction.declarer,)

    def doubling_exponent(self) -> int:
        return len(self.auction.knocks) + len(self.doublings)

    def _publicly_player(self, seat: int) -> bool:
        if seat == self.auction.declarer:
            return True
        if any(s == seat and k in ("re", "hirsch") for s, k in self.doublings):
            return True
        return self.revealed and seat == self.auction.partner

    def _publicly_opponent(self, seat: int) -> bool:
        if seat == self.auction.declarer:
            return False
        if any(s == seat and k in ("kontra", "sup") for s, k in self.doublings):
            return True
        c = self.auction.contract
        if c is not None and c.kind != "sauspiel":
            return True
        return self.revealed and seat != self.auction.partner

    # ---------------------------------------------------------------- legal actions
    def _legal(self) -> list[Action]:
        seat = self.to_move
        assert seat is not None
        phase = self.phase
        if phase == "play":
            acts = self._play_actions()
            if self._in_turn_double_open(seat):
                kind = STOSS_KINDS[self.dbl_level]
                acts = [*acts, Action(seat, "double", kind=kind)]
            return acts
        if phase == "knock":
            return [PASS[seat], KNOCK[seat]]
        if phase == "intent":
            # "Ich spiel" only with a hand that can play some enabled game: otherwise the
            # auction would reach a player with nothing to bid.
            if any(self._can_play_class(seat, c) for c in class_ranks(self.rules)):
                return [PASS[seat], INTENT[seat]]
            return [PASS[seat]]
        if phase == "auction":
            return self._auction_actions(seat)
        if phase == "declare":
            return [Action(seat, "declare", contract=c) for c in self._declarable(seat)]
        if phase == "double":
            acts = [PASS[seat]]
            if self._may_double(seat, self.dbl_level):
                acts.append(Action(seat, "double", kind=STOSS_KINDS[self.dbl_level]))
            return acts
        raise AssertionError(phase)

    def _can_play_class(self, seat: int, cls: Contract) -> bool:
        hand = self.hands[seat]
        if cls.kind == "sauspiel":
            return bool(legal_calls(hand, self.short))
        if cls.kind == "sie":
            return all((hand >> c) & 1 for c in OBERS + UNTERS)
        if cls.has("tout") and self.rules.tout_allowed_without_runners == "MIN_3_RUNNERS":
            return all((hand >> c) & 1 for c in top_trumps(cls.kind)[:3])
        return True

    def _auction_actions(self, seat: int) -> list[Action]:
        ranks = class_ranks(self.rules)
        if self.auction.bid is None:
            need = 1
        else:
            holder = self.auction.holder
            assert holder is not None
            need = ranks[self.auction.bid] + (0 if self.seat_index(seat) < self.seat_index(holder)
                                              else 1)
        acts = [] if self.auction.bid is None else [PASS[seat]]
        for cls, rank in sorted(ranks.items(), key=lambda kv: kv[1]):
            if rank >= need and self._can_play_class(seat, cls):
                acts.append(Action(seat, "bid", contract=cls))
        return acts

    def _declarable(self, seat: int) -> list[Contract]:
        """Concrete contracts the declarer may name (of his bid class, or any class he can play
        if nobody else bid)."""
        hand = self.hands[seat]
        if self.phase == "declare" and self.auction.bid is None and self.auction.outcome == "muss":
            calls = legal_calls(hand, self.short)
            if calls:
                return [Contract("sauspiel", x, frozenset({"muss"})) for x in calls]
            return [Contract("sauspiel", x, frozenset({"muss", "renonce"}))
                    for x, _ in renonce_calls(hand)]
        ranks = class_ranks(self.rules)
        classes = [self.auction.bid] if self.auction.bid is not None else [
            c for c in sorted(ranks, key=ranks.__getitem__) if self._can_play_class(seat, c)]
        out: list[Contract] = []
        for cls in classes:
            assert cls is not None
            kind, flags = cls.kind, cls.flags
            if kind == "sauspiel":
                out.extend(Contract(kind, x) for x in legal_calls(hand, self.short))
            elif kind in ("solo", "farbwenz", "farbgeier"):
                if cls.suit is not None:
                    out.append(Contract(kind, cls.suit, flags))
                else:
                    out.extend(Contract(kind, x, flags) for x in range(4))
            else:
                out.append(Contract(kind, None, flags))
        return list(dict.fromkeys(out))  # a Herz-Solo class and the solo class overlap

    def _may_double(self, seat: int, level: int) -> bool:
        if level >= self.rules.max_stoss:
            return False
        in_party = seat in self.player_party()
        return in_party if level % 2 else not in_party

    def _in_turn_double_open(self, seat: int) -> bool:
        return (self.rules.kontra_window == "ALL_CARDS_IN_HAND" and not self.tricks
                and self.auction.contract is not None and self.auction.contract.kind != "ramsch"
                and self._may_double(seat, self.dbl_level))

    # ---------------------------------------------------------------- applying actions
    def _step(self, action: Action) -> None:
        phase = self.phase
        seat = action.seat
        a = self.auction
        if phase in _TALK_PHASES:  # this state's own copy of the record it changes
            a = self.auction = _copy_auction(a)
        if phase == "play":
            if action.type == "double":
                assert action.kind is not None
                self._record_double(seat, action.kind)
                self.dbl_level += 1
                return
            assert action.card is not None
            self._play_card(seat, action.card)
        elif phase == "knock":
            if action.type == "double":
                a.knocks = (*a.knocks, seat)
            a.round_pos += 1
            if a.round_pos == self.players:
                self.phase, a.round_pos, self.to_move = "intent", 0, self.forehand
            else:
                self.to_move = self.next_seat(seat)
        elif phase == "intent":
            if action.type == "intent":
                a.interested = (*a.interested, seat)
            a.round_pos += 1
            if a.round_pos < self.players:
                self.to_move = self.next_seat(seat)
            elif a.interested:
                self.phase = "auction"
                a.holder = a.interested[-1]
                a.queue = a.interested[:-1]
                self.to_move = a.holder
                if not a.queue:
                    self.phase = "declare"
            else:
                self._all_pass()
        elif phase == "auction":
            if action.type == "bid":
                if a.bid is not None:
                    assert a.holder is not None
                    a.queue = (*a.queue, a.holder)
                a.holder, a.bid = seat, action.contract
            self._ask_next()
        elif phase == "declare":
            assert action.contract is not None
            self._declare(seat, action.contract)
        elif phase == "double":
            if action.type == "double":
                assert action.kind is not None
                self._record_double(seat, action.kind)
                if self.tricks:  # the Re after the first trick: nobody holds 8 cards any more
                    self.dbl_level += 1
                    self._close_doubling()
                else:
                    self._open_double_level(self.dbl_level + 1)
            else:
                self._next_in_double_round()

    def _ask_next(self) -> None:
        a = self.auction
        if a.queue:
            self.to_move = a.queue[-1]
            a.queue = a.queue[:-1]
        else:
            self.phase = "declare"
            self.to_move = a.holder

    def _all_pass(self) -> None:
        mode = self.rules.all_pass
        if mode == "RAMSCH":
            self.auction.contract = RAMSCH
            self.ranking = contract_ranking(RAMSCH, self.short)
            self.phase, self.to_move = "play", self.forehand
        elif mode == "MUSS" and self.context.get("all_pass_streak", 0) >= 1:
            eo = OBERS[0]
            self.auction.outcome = "muss"
            self.phase = "declare"
            self.to_move = next(s for s in range(self.players) if (self.hands[s] >> eo) & 1)
        else:
            self.auction.outcome = "stock" if mode == "STOCK" else "thrown_in"
            self.phase, self.to_move = "done", None

    def _declare(self, seat: int, contract: Contract) -> None:
        self.auction.contract = contract
        self.auction.declarer = seat
        self.ranking = contract_ranking(contract, self.short)
        if contract.kind == "sauspiel":
            assert contract.suit is not None
            if contract.has("renonce"):
                called = dict(renonce_calls(self.hands[seat]))[contract.suit]
            else:
                called = contract.suit * 9  # the ace of the called suit
            self.auction.called = called
            self.auction.partner = next(s for s in range(self.players)
                                        if (self.hands[s] >> called) & 1)
        self.resume = self.forehand
        self.phase, self.to_move = "play", self.forehand
        if self.rules.kontra_window == "BEFORE_FIRST_CARD":
            self._open_double_level(0)

    # ---------------------------------------------------------------- Kontra and Re
    def _record_double(self, seat: int, kind: str) -> None:
        self.doublings = (*self.doublings, (seat, kind))
        if kind in ("re", "hirsch") and seat == self.auction.partner:
            self.revealed = True

    def _open_double_level(self, level: int) -> None:
        self.dbl_level = level
        if level >= self.rules.max_stoss:
            self._close_doubling()
            return
        player_level = level % 2 == 1
        cands = [s for s in self.order_from(self.forehand)
                 if (not self._publicly_opponent(s) if player_level
                     else not self._publicly_player(s))]
        if not cands:
            self._close_doubling()
            return
        self.phase = "double"
        self.to_move = cands[0]
        self.dbl_queue = tuple(cands[1:])

    def _next_in_double_round(self) -> None:
        if self.dbl_queue:
            self.to_move = self.dbl_queue[0]
            self.dbl_queue = self.dbl_queue[1:]
        else:
            self._close_doubling()

    def _close_doubling(self) -> None:
        self.phase = "play"
        self.dbl_queue = ()
        self.to_move = self.resume

    # ---------------------------------------------------------------- play
    def _play_mask(self, seat: int) -> int:
        hand = self.hands[seat]
        ranking = self.ranking
        assert ranking is not None
        a = self.auction
        called = a.called
        restricted = (called is not None and seat == a.partner and (hand >> called) & 1
                      and not self.searched and not self.ran_away)
        if not self.trick:
            if not restricted:
                return hand
            assert called is not None
            x_cards = hand & ranking.esuit_mask[called // 9]
            if x_cards.bit_count() >= 4:
                return hand
            return hand & ~(x_cards & ~(1 << called))
        if hand & (hand - 1) == 0:
            return hand
        led = ranking.esuit[self.trick[0]]
        if restricted:
            assert called is not None
            if led == ranking.esuit[called]:
                return 1 << called
            same = hand & ranking.esuit_mask[led]
            return same or (hand & ~(1 << called))
        same = hand & ranking.esuit_mask[led]
        if not same and called is not None and seat == a.declarer and not self.searched \
                and self.rules.caller_keeps_called_suit:
            x_cards = hand & ranking.esuit_mask[ranking.esuit[called]]
            if x_cards and x_cards & (x_cards - 1) == 0:
                return hand & ~x_cards  # his last card of the called suit stays (DECISION)
        if same and a.contract is not None and a.contract.kind == "bettel" \
                and self.rules.bettel_stichzwang:
            beating = self._beating(same)
            return beating or same
        return same or hand

    def _beating(self, candidates: int) -> int:
        """The cards among ``candidates`` that would take the lead in the current trick."""
        ranking = self.ranking
        assert ranking is not None
        best = self.trick[ranking.winning_index(self.trick)]
        out = 0
        for c in cards_of(candidates):
            if ranking.beats(c, best):
                out |= 1 << c
        return out

    def _play_card(self, seat: int, c: int) -> None:
        called = self.auction.called
        if called is not None and seat == self.auction.partner:
            if c == called:
                self.revealed = True
            elif not self.trick and not self.ran_away and not self.searched \
                    and (self.hands[seat] >> called) & 1:
                ranking = self.ranking
                assert ranking is not None
                if ranking.esuit[c] == ranking.esuit[called]:
                    self.ran_away = True
        first_card_of_hand = not self.tricks and not self.trick
        done = self._play(seat, c)
        if done is not None:
            ranking = self.ranking
            assert ranking is not None
            if called is not None and ranking.esuit[done.cards[0]] == ranking.esuit[called]:
                self.searched = True
            if not any(self.hands):
                self.phase, self.to_move = "done", None
            elif len(self.tricks) == 1 and self.dbl_level % 2 == 1 \
                    and self.rules.kontra_window == "ALL_CARDS_IN_HAND":
                # Re "while everyone still holds 7" [ISK]: after the first trick, the players
                # not known to be opponents are asked once more, before the next lead.
                self.resume = done.winner
                self._open_double_level(self.dbl_level)
        elif first_card_of_hand and self.rules.kontra_window == "BEFORE_SECOND_CARD" \
                and self.auction.contract is not None and self.auction.contract.kind != "ramsch":
            self.resume = self.next_seat(seat)
            self._open_double_level(0)

    def _explain_play(self, seat: int, c: int) -> IllegalAction:
        ranking = self.ranking
        called = self.auction.called
        assert ranking is not None
        face = self.game.face
        hand = self.hands[seat]
        if self.trick:
            led = ranking.esuit[self.trick[0]]
            same = hand & ranking.esuit_mask[led]
            if same and not (same >> c) & 1:
                what = "trumps" if led == TRUMP else _SUIT_WORDS[led]
                return IllegalAction(
                    f"seat {seat} must follow {what}", reason="must_follow",
                    params={"seat": seat, "suit": "trump" if led == TRUMP else led})
        if called is not None and seat == self.auction.partner:
            ace = card_str(called, "german")
            if self.trick and ranking.esuit[self.trick[0]] == ranking.esuit[called]:
                return IllegalAction(f"seat {seat} must play the called {ace} now",
                                     reason="must_play_called", params={"card": ace})
            if not self.trick:
                return IllegalAction(
                    f"seat {seat} may lead the called suit only with the {ace} itself "
                    f"(running away needs four cards of the suit)",
                    reason="called_suit_lead", params={"card": ace})
            if c == called:
                return IllegalAction(f"seat {seat} may not discard the called {ace}",
                                     reason="called_no_discard", params={"card": ace})
        if self.trick and called is not None and seat == self.auction.declarer \
                and self.rules.caller_keeps_called_suit and not self.searched \
                and ranking.esuit[c] == ranking.esuit[called]:
            return IllegalAction(
                f"seat {seat} must keep his last {_SUIT_WORDS[called // 9]} card until the "
                f"called suit has been led", reason="caller_keeps_suit",
                params={"seat": seat, "suit": called // 9})
        if self.trick:
            return IllegalAction(f"seat {seat} must beat the trick if he can (Stichzwang)",
                                 reason="must_beat", params={"seat": seat})
        return IllegalAction(f"seat {seat} cannot play {card_str(c, face)} now")

    def _explain_specific(self, action: Action) -> IllegalAction | None:
        seat = action.seat
        if action.type == "double" and action.kind in STOSS_KINDS \
                and self.auction.contract is not None:
            level = STOSS_KINDS.index(action.kind)
            if level % 2 == 0 and seat in self.player_party():
                return IllegalAction(f"seat {seat} plays with the declarer and cannot give "
                                     f"{action.kind}", reason="double_wrong_party",
                                     params={"kind": action.kind})
            if level % 2 == 1 and seat not in self.player_party():
                return IllegalAction(f"seat {seat} is an opponent and cannot give {action.kind}",
                                     reason="double_wrong_party", params={"kind": action.kind})
            return IllegalAction(f"{action.kind} is not possible now", reason="double_closed",
                                 params={"kind": action.kind})
        if action.type == "declare" and action.contract is not None \
                and action.contract.kind == "sauspiel" and action.contract.suit is not None:
            x = action.contract.suit
            if self.phase != "declare" or x in legal_calls(self.hands[seat], self.short) \
                    or action.contract.has("renonce"):
                return None
            if x == HEARTS:
                return IllegalAction("the Herz-Sau cannot be called: hearts are trumps",
                                     reason="call_hearts")
            hand = self.hands[seat]
            if (hand >> (x * 9)) & 1:
                return IllegalAction(f"seat {seat} holds the {_SUIT_WORDS[x]}-Sau and cannot "
                                     "call it", reason="call_own_ace", params={"suit": x})
            return IllegalAction(f"seat {seat} has no {_SUIT_WORDS[x]} card to call the "
                                 f"{_SUIT_WORDS[x]}-Sau with", reason="call_no_suit_card",
                                 params={"suit": x})
        return None

    # ---------------------------------------------------------------- observation
    def _visible_hand(self, seat: int) -> int:
        if self.phase == "knock":
            first = self.deal.hands[seat][: len(self.deal.hands[seat]) // 2]
            m = 0
            for c in first:
                m |= 1 << c
            return m
        return self.hands[seat]

    def _known_cards(self, seat: int) -> dict[int, int]:
        """In a forced game everyone knows who holds the Eichel-Ober: he must play."""
        if self.auction.outcome == "muss":
            eo = OBERS[0]
            holder = self.auction.declarer if self.auction.declarer is not None else self.to_move
            if holder is not None and holder != seat and (self.hands[holder] >> eo) & 1:
                return {holder: 1 << eo}
        return {}

    def _known_partners(self, seat: int) -> tuple[int, ...]:
        if self.auction.partner is None or self.auction.partner == self.auction.declarer:
            return ()
        if self.revealed or seat == self.auction.partner or self.phase == "done":
            return (self.auction.partner,)
        return ()

    def _public_info(self, seat: int) -> dict[str, Any]:
        return {
            "knocks": self.auction.knocks,
            "interested": self.auction.interested,
            "holder": self.auction.holder,
            "bid": self.auction.bid,
            "called": self.auction.called,
            "doublings": self.doublings,
            "multiplier": 2 ** self.doubling_exponent(),
            "searched": self.searched,
            "ran_away": self.ran_away,
            "stock": self.context.get("stock", 0),
            # hands passed out in a row before this one: everyone at the table saw them
            # thrown in (under "Der Alte muss" it decides what an all-pass does)
            "all_pass_streak": self.context.get("all_pass_streak", 0),
        }

    # ---------------------------------------------------------------- result
    def _result(self) -> Result:
        return settlement.settle(self)
