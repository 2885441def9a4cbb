"""A hand of Faroese Sjavs (SPEC §4B): bidding by trump length, naming trumps, the 3-player
skat exchange, play with must-overtrump, and the 2-player rows.

Phases, in order: ``bid`` (each seat once from forehand: ``bid`` with ``value`` = length and
``kind`` = ``simple`` or ``better``, or ``pass``), ``declare`` (the bid winner names trumps),
``exchange`` (3 players: the declarer discards 1 or 2 cards blind and takes as many skat
cards, or keeps his ``hand``), ``play`` and ``done``.

With 2 players each seat has four piles on the table (a face-down card under a face-up
one): ``deal.hands[seat]`` lists the four face-down cards, then the four face-up cards on
them (pile i = positions i and 4 + i), then the eight hand cards. ``hands`` holds only the
hand cards; the rows are ``up`` and ``down``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...actions import Action, Contract
from ...cards import SUIT_NAMES, card_str, cards_of
from ...errors import IllegalAction
from ...state import HandState, Result, record_field, slot_copier
from ...tricks import TRUMP
from ..sjavs_family import sorted_discard
from . import settlement
from .contracts import (
    BETTER,
    MIN_BID,
    NO_BID,
    SIMPLE,
    bid_key,
    bid_options,
    lengths,
    nameable,
    overtrumps,
    ranking,
    sjavs,
)
from .rules import SjavsRules

_SEATS = range(4)
PASS = tuple(Action(s, "pass") for s in _SEATS)
HAND = tuple(Action(s, "hand") for s in _SEATS)


class Auction:
    """What the bidding, the declaration and the exchange settle (and, with two players,
    which face-down card lies under which face-up one).

    Speed: card play never changes it, so all the states of the card play share one record;
    a step before the play changes a copy (see :meth:`SjavsState._step`).
    """

    __slots__ = ("best", "bids", "contract", "declarer", "discards", "holder", "outcome", "over",
                 "round_pos", "skat_taken", "under")

    best: int
    bids: tuple[tuple[int, int, bool], ...]
    contract: Contract | None
    declarer: int | None
    discards: int
    holder: int | None
    outcome: str
    over: tuple[int, ...]
    round_pos: int
    skat_taken: int
    under: tuple[int, ...]


_copy_auction = slot_copier(Auction)


class SjavsState(HandState):
    __slots__ = ("auction", "down", "flips", "up")

    rules: SjavsRules
    auction: Auction
    # The auction's fields, readable on the state as before the record existed.
    bids: tuple[tuple[int, int, bool], ...] = record_field("auction", "bids")
    best: int = record_field("auction", "best")
    discards: int = record_field("auction", "discards")
    holder: int | None = record_field("auction", "holder")
    outcome: str = record_field("auction", "outcome")
    over: tuple[int, ...] = record_field("auction", "over")
    round_pos: int = record_field("auction", "round_pos")
    skat_taken: int = record_field("auction", "skat_taken")
    under: tuple[int, ...] = record_field("auction", "under")
    up: tuple[int, ...]
    down: tuple[int, ...]
    flips: tuple[tuple[int, int], ...]

    def _init_game(self) -> None:
        a = self.auction = Auction()
        a.contract = None
        a.declarer = None
        a.bids = ()
        a.best = -1
        a.holder = None
        a.round_pos = 0
        a.over = ()
        a.discards = 0
        a.skat_taken = 0
        a.under = ()
        a.outcome = ""
        self.up = self.down = ()
        self.flips = ()
        if self.players == 2:
            self._lay_rows()
        self.phase = "bid"
        self.to_move = self.forehand

    def _lay_rows(self) -> None:
        under = [-1] * 36
        hands, up, down = [], [], []
        for dealt in self.deal.hands:
            down.append(_mask(dealt[:4]))
            up.append(_mask(dealt[4:8]))
            hands.append(_mask(dealt[8:]))
            for i in range(4):
                under[dealt[4 + i]] = dealt[i]
        self.hands, self.up, self.down = tuple(hands), tuple(up), tuple(down)
        self.auction.under = tuple(under)

    # ---------------------------------------------------------------- facts
    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def declarer(self) -> int | None:
        return self.auction.declarer

    @property
    def total_tricks(self) -> int:
        return (32 - len(self.setup.deal.extra)) // self.players

    @property
    def bid(self) -> tuple[int, bool] | None:
        """The standing bid as (length, better)."""
        if self.auction.best < 0:
            return None
        return self.auction.best // 2, bool(self.auction.best % 2)

    def playable(self, seat: int) -> int:
        """The cards ``seat`` may play from: his hand and, with 2 players, his face-up row."""
        if self.up:
            return self.hands[seat] | self.up[seat]
        return self.hands[seat]

    def side_of(self, seat: int) -> int:
        """Partnerships 0 & 2 and 1 & 3 with four players; every seat for itself otherwise."""
        return seat % 2 if self.players == 4 else seat

    def set_aside(self) -> int:
        if self.up:
            return self.up[0] | self.up[1] | self.down[0] | self.down[1]
        skat = 0
        for c in self.deal.extra:
            skat |= 1 << c
        return (skat & ~self.auction.skat_taken) | self.auction.discards

    # ---------------------------------------------------------------- legal actions
    def _legal(self) -> list[Action]:
        seat = self.to_move
        assert seat is not None
        phase = self.phase
        if phase == "play":
            return self._play_actions()
        if phase == "bid":
            bids = self._bids(seat)
            return bids or [PASS[seat]]
        if phase == "declare":
            value, better = self.bid or (0, False)
            return [Action(seat, "declare", contract=sjavs(x))
                    for x in nameable(self.playable(seat), value, better)]
        if phase == "exchange":
            hand = cards_of(self.hands[seat])
            return [HAND[seat],
                    *(Action(seat, "discard", cards=(c,)) for c in hand),
                    *(Action(seat, "discard", cards=p) for p in combinations(hand, 2))]
        raise AssertionError(phase)

    def apply(self, action: Action) -> HandState:
        return super().apply(sorted_discard(action))

    def _bids(self, seat: int) -> list[Action]:
        """The bids ``seat`` must choose from (empty: he passes). A holding of 5 or more that
        beats the standing bid must be stated (SPEC §4B.4)."""
        n, flags = bid_options(self.playable(seat), self.rules.must_name_clubs_if_possible)
        if n < MIN_BID:
            return []
        equal_ok = self.rules.equal_bid_winner == "LATER_BIDDER"
        out = []
        for better in flags:
            key = bid_key(n, better)
            if key > self.auction.best or (equal_ok and key == self.auction.best):
                out.append(Action(seat, "bid", value=n, kind=BETTER if better else SIMPLE))
        return out

    def _play_mask(self, seat: int) -> int:
        hand = self.hands[seat] | self.up[seat] if self.up else self.hands[seat]
        trick = self.trick
        if not trick:
            return hand
        ranking = self.ranking
        assert ranking is not None
        led = ranking.esuit[trick[0]]
        same = hand & ranking.esuit_mask[led]
        if same and led != TRUMP:
            return same
        if self._overtrump_duty(seat, led):
            over = self._overtrumps(same or hand)
            if over:
                return over
        return same or hand

    def _overtrump_duty(self, seat: int, led: int) -> bool:
        """Whether must overtrump (SPEC §4B.6) binds ``seat`` in the current trick: a plain
        suit led (a trump lead too with ``overtrump_trump_lead``), and, without
        ``overtrump_partner``, not while his partner is winning the trick."""
        rules = self.rules
        if not rules.must_overtrump or (led == TRUMP and not rules.overtrump_trump_lead):
            return False
        if rules.overtrump_partner:
            return True
        ranking = self.ranking
        assert ranking is not None
        winner = self.trick_seats[ranking.winning_index(self.trick)]
        return not self._partners(seat, winner)

    def _partners(self, a: int, b: int) -> bool:
        """Same side: seats 0 & 2 and 1 & 3 with four players; the two defenders with three."""
        if self.players == 4:
            return a % 2 == b % 2
        d = self.declarer
        return self.players == 3 and d is not None and a != d and b != d

    def _overtrumps(self, hand: int) -> int:
        """The trumps in ``hand`` that beat every trump in the trick (0 if none was played)."""
        ranking = self.ranking
        assert ranking is not None
        tm = ranking.trump_mask
        best = -1
        for c in self.trick:
            if (tm >> c) & 1 and (best < 0 or ranking.strength[c] > ranking.strength[best]):
                best = c
        if best < 0:
            return 0
        return hand & self.auction.over[best]

    # ---------------------------------------------------------------- applying actions
    def _step(self, action: Action) -> None:
        phase = self.phase
        seat = action.seat
        if phase == "play":
            assert action.card is not None
            self._play_card(seat, action.card)
            return
        # Every step before the play changes the auction record: this state's own copy.
        a = self.auction = _copy_auction(self.auction)
        if phase == "bid":
            if action.type == "bid":
                assert action.value is not None
                better = action.kind == BETTER
                a.bids = (*a.bids, (seat, action.value, better))
                a.best = bid_key(action.value, better)
                a.holder = seat
            a.round_pos += 1
            if a.round_pos < self.players:
                self.to_move = self.next_seat(seat)
            elif a.holder is not None:
                a.declarer = a.holder
                self.phase, self.to_move = "declare", a.holder
            elif self.rules.all_pass == "PLAY_NO_BID":
                self._set_contract(NO_BID)
            else:
                a.outcome = "thrown_in"
                self.phase, self.to_move = "done", None
        elif phase == "declare":
            assert action.contract is not None
            self._set_contract(action.contract)
        elif phase == "exchange":
            if action.type == "discard":
                assert action.cards is not None
                gone = _mask(action.cards)
                taken = _mask(self.deal.extra[:len(action.cards)])
                hands = list(self.hands)
                hands[seat] = (hands[seat] & ~gone) | taken
                self.hands = tuple(hands)
                a.discards, a.skat_taken = gone, taken
            self._start_play()

    def _set_contract(self, contract: Contract) -> None:
        assert contract.suit is not None
        self.auction.contract = contract
        self.ranking = ranking(contract.suit)
        self.auction.over = overtrumps(contract.suit)
        if self.players == 3 and self.auction.declarer is not None:
            self.phase, self.to_move = "exchange", self.auction.declarer
        else:
            self._start_play()

    def _start_play(self) -> None:
        a = self.auction
        a.outcome = "played" if a.declarer is not None else "no_bid"
        self.phase, self.to_move = "play", self.forehand

    def _play_card(self, seat: int, c: int) -> None:
        if self.up and (self.up[seat] >> c) & 1:
            up, hands = list(self.up), list(self.hands)
            up[seat] &= ~(1 << c)
            hands[seat] |= 1 << c
            self.up, self.hands = tuple(up), tuple(hands)
            below = self.auction.under[c]
            if below >= 0 and (self.down[seat] >> below) & 1:
                self.flips = (*self.flips, (seat, below))
        done = self._play(seat, c)
        if done is None:
            return
        if self.flips:  # the cards under played face-up cards are turned at the trick's end
            up, down = list(self.up), list(self.down)
            for s, b in self.flips:
                down[s] &= ~(1 << b)
                up[s] |= 1 << b
            self.up, self.down, self.flips = tuple(up), tuple(down), ()
        if len(self.tricks) == self.total_tricks:
            self.phase, self.to_move = "done", None

    # ---------------------------------------------------------------- errors
    def _explain_specific(self, action: Action) -> IllegalAction | None:
        if self.phase == "bid" and action.type in ("bid", "pass"):
            return self._explain_bid(action, self.playable(action.seat), self.legal_actions())
        # A face-up card (2 players) is not in ``hands`` but may be played.
        if action.type == "play" and action.card is not None and self.phase == "play" \
                and self.up and (self.up[action.seat] >> action.card) & 1:
            return self._explain_play(action.seat, action.card)
        return None

    def _explain_play(self, seat: int, c: int) -> IllegalAction:
        ranking = self.ranking
        assert ranking is not None and self.trick
        hand = self.playable(seat)
        led = ranking.esuit[self.trick[0]]
        same = hand & ranking.esuit_mask[led]
        if same and not (led == TRUMP and (same >> c) & 1):
            name = "trumps" if led == TRUMP else SUIT_NAMES[led]
            return IllegalAction(f"seat {seat} must follow {name}", reason="must_follow",
                                 params={"seat": seat, "suit": "trump" if led == TRUMP else led})
        face = self.game.face
        over = sorted(cards_of(self._overtrumps(same or hand)),
                      key=lambda x: -ranking.strength[x])
        best = max((x for x in self.trick if ranking.is_trump(x)),
                   key=lambda x: ranking.strength[x])
        names = [card_str(x, face) for x in over]
        return IllegalAction(
            f"seat {seat} must overtrump {card_str(best, face)} (with {' or '.join(names)})",
            reason="must_overtrump",
            params={"seat": seat, "card": card_str(best, face), "with": names})

    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        seat = action.seat
        hand = self.playable(seat)
        if self.phase == "declare" and action.contract is not None:
            value, better = self.bid or (0, False)
            x = action.contract.suit
            if action.contract.kind != "sjavs" or x is None:
                return IllegalAction(f"seat {seat} must name a trump suit",
                                     reason="declare_suit", params={"seat": seat})
            if better and x != 0:
                return IllegalAction(f"seat {seat} bid {value} better and must name clubs",
                                     reason="declare_clubs", params={"seat": seat})
            if not better and x == 0:
                return IllegalAction(f"seat {seat} bid {value} simple and cannot name clubs "
                                     f"(clubs need a \"better\" bid)", reason="declare_no_clubs",
                                     params={"seat": seat})
            return IllegalAction(
                f"seat {seat} bid {value} and must name a suit of that length "
                f"({SUIT_NAMES[x]} has {lengths(hand)[x]})", reason="declare_length",
                params={"seat": seat, "value": value, "suit": x, "length": lengths(hand)[x]})
        if self.phase == "exchange" and action.type == "discard":
            cards = action.cards or ()
            if not 1 <= len(cards) <= 2 or len(set(cards)) != len(cards):
                return IllegalAction(f"seat {seat} may exchange 1 or 2 cards",
                                     reason="discard_count", params={"seat": seat})
            face = self.game.face
            for c in cards:
                if not (self.hands[seat] >> c) & 1:
                    return IllegalAction(f"seat {seat} does not hold {card_str(c, face)}",
                                         reason="not_in_hand",
                                         params={"seat": seat, "card": card_str(c, face)})
        return super()._explain_other(action, legal)

    def _explain_bid(self, action: Action, hand: int, legal: list[Action]) -> IllegalAction:
        seat = action.seat
        n, flags = bid_options(hand, self.rules.must_name_clubs_if_possible)
        if action.type == "pass":
            bid = legal[0]
            return IllegalAction(
                f"seat {seat} holds {n} trumps and must bid {bid.value} {bid.kind}",
                reason="must_bid", params={"seat": seat, "value": bid.value, "kind": bid.kind})
        value, better = action.value, action.kind == BETTER
        if action.kind not in (SIMPLE, BETTER) or value is None:
            return IllegalAction("a bid needs a length and kind 'simple' or 'better'",
                                 reason="bid_form", params={"seat": seat})
        if n < MIN_BID:
            return IllegalAction(f"seat {seat}'s longest suit has {n} cards: he must pass "
                                 f"(a bid needs {MIN_BID})", reason="bid_too_short",
                                 params={"seat": seat, "length": n, "minimum": MIN_BID})
        if value != n:
            return IllegalAction(f"seat {seat}'s longest suit has {n} cards, so he can only "
                                 f"bid {n}", reason="bid_length",
                                 params={"seat": seat, "length": n})
        if better not in flags:
            why = ("clubs are not among his longest suits" if better else
                   "clubs are his only longest suit" if not self.rules.must_name_clubs_if_possible
                   else "his clubs are among his longest suits and must be bid better")
            return IllegalAction(f"seat {seat} cannot bid {n} {action.kind}: {why}",
                                 reason="bid_kind", params={"seat": seat, "kind": action.kind})
        standing = self.bid
        assert standing is not None
        return IllegalAction(
            f"seat {seat} cannot bid {n} {action.kind}: the bid of {standing[0]} "
            f"{BETTER if standing[1] else SIMPLE} stands", reason="bid_too_low",
            params={"seat": seat, "value": standing[0],
                    "kind": BETTER if standing[1] else SIMPLE})

    # ---------------------------------------------------------------- observation
    def _visible_hand(self, seat: int) -> int:
        return self.playable(seat)

    def _public_action(self, action: Action, seat: int) -> Action:
        if action.type == "discard" and action.seat != seat:
            return Action(action.seat, "discard")
        return action

    def _known_cards(self, seat: int) -> dict[int, int]:
        if not self.up:
            return {}
        return {s: self.up[s] for s in range(self.players) if self.up[s]}

    def _known_partners(self, seat: int) -> tuple[int, ...]:
        if self.players == 4 and self.auction.declarer is not None:
            return ((self.auction.declarer + 2) % 4,)
        return ()

    def _public_info(self, seat: int) -> dict[str, Any]:
        ctx = self.context
        info: dict[str, Any] = {
            "bids": self.auction.bids,
            "bid": self.bid,
            "holder": self.auction.holder,
            "ladder": tuple(ctx.get("ladder", ())),
            "crosses": tuple(ctx.get("crosses", ())),
            "ties_pending": ctx.get("ties_pending", 0),
        }
        if self.players == 3:
            info["exchanged"] = self.auction.discards.bit_count()
        if self.up:
            info["covered"] = tuple(self._covered(s) for s in range(self.players))
            info["piles"] = tuple(self._piles(s) for s in range(self.players))
            info["rows"] = tuple(self._rows(s) for s in range(self.players))
        return info

    def _covered(self, s: int) -> tuple[bool, ...]:
        """For each of seat ``s``'s four piles, whether a face-down card is still in it."""
        return tuple(bool((self.down[s] >> c) & 1) for c in self.deal.hands[s][:4])

    def _piles(self, s: int) -> tuple[tuple[int | None, bool], ...]:
        """Seat ``s``'s four piles as ``(face-up card or None, covered)``: the card dealt face
        up on pile i, or the face-down card once it is turned up; covered while a face-down
        card is still in the pile. Only what lies face up is named."""
        dealt, up, down = self.deal.hands[s], self.up[s], self.down[s]
        out = []
        for i in range(4):
            below, top = dealt[i], dealt[4 + i]
            face = top if (up >> top) & 1 else below if (up >> below) & 1 else None
            out.append((face, bool((down >> below) & 1)))
        return tuple(out)

    def _rows(self, s: int) -> tuple[tuple[int, int | None], ...]:
        """Seat ``s``'s four piles as dealt, as far as the table has seen them: ``(face-up
        card, face-down card)``, the face-down card ``None`` while it is still covered. Both
        stay named after they are played: a player at the table remembers which pile a card
        came from."""
        dealt, down = self.deal.hands[s], self.down[s]
        return tuple((dealt[4 + i], None if (down >> dealt[i]) & 1 else dealt[i])
                     for i in range(4))

    # ---------------------------------------------------------------- result
    def _result(self) -> Result:
        return settlement.settle(self)


def _mask(cards: tuple[int, ...] | list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
