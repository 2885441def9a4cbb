"""A hand of Skat under the ISkO (SPEC §3): auction, skat, declaration, play.

Phases, in order:

* ``bid``: the speaker names a value (``bid``) or passes; ``answer``: the listener holds
  (``hold``) or passes (SPEC §3.5 with §0.7 item 11). ``stage`` is 1 (Middlehand speaks to
  Forehand), 2 (Rearhand speaks to the survivor) or 3 (both passed without a bid: Forehand may
  play at 18, written ``bid 18``, or pass).
* ``skat``: the declarer takes up the skat (``pick``) or plays hand (``hand``); ``discard``: he
  lays two cards away; ``declare``: he names the game; ``raise`` (only with
  ``allow_raise_before_lead``): he may name a higher game or ``pass``.
* ``double`` (only with ``kontra_re``): the opponents who bid or held may say Kontra, then the
  declarer may say Re.
* ``push`` (Schieberamsch only): each player in turn takes up the skat (``pick``, then
  ``discard``) or pushes it on unseen (``hand``).
* ``play``, then ``done``.

At a table of four the dealer sits out: he is dealt no cards and is not in ``seats``.
The hot path (card play) works on bitmasks with shared, precomputed :class:`Action` objects,
and what the talk before the first card settled is one :class:`Auction` record that the states
of the card play share. The states of the card play are :class:`SkatPlayState` objects (the
talk's last step wraps the full state it made in one): each sets only what a card changes and
reads the rest off the full state the play started in.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from typing import Any

from ...actions import Action, Contract
from ...cards import cards_of
from ...errors import IllegalAction
from ...state import (
    SUIT_PLAYS,
    HandState,
    Result,
    play_actions,
    record_field,
    slot_copier,
    suit_plays,
)
from ...tricks import TRUMP, Ranking, Trick
from . import refusals, rollout, settlement
from .contracts import (
    BID_INDEX,
    OUVERT,
    RAMSCH,
    SCHWARZ,
    all_best_matadors,
    all_matadors,
    contract_ranking,
    max_value,
    trump_index,
)
from .rules import SkatRules
from .tables import (
    BID_CHOICES,
    BIDS,
    DECLARE_REACH,
    DISCARDS,
    HAND_ACTION,
    HOLD,
    JACK_MASK,
    KONTRA,
    PASS,
    PICK,
    RE,
    discard_action,
    winner3,
)


class Auction:
    """What the talk before the first card settles besides the bidding itself: the
    declarer, the skat, the declaration, Kontra/Re and the Schieberamsch pushes.

    Speed: card play never changes it, so all the states of the card play share one record
    (a step copies one reference instead of 12 slots); a step before the play that changes it
    changes a copy (see :meth:`SkatState._step`). The bids and answers change only the
    bidding's own fields, which are the state's (``bid``, ``stage``, ``speaker``, ``listener``,
    ``bidders``): they share the record too.
    """

    __slots__ = (
        "contract", "dbl_queue", "declarer", "discards", "doublings", "outcome", "picked",
        "push_queue", "pushes", "skat", "stop", "taken_skat",
    )

    declarer: int | None
    contract: Contract | None
    picked: bool | None  # whether the declarer took up the skat (None: not decided yet)
    skat: int  # the cards aside (a mask): the skat as dealt, later the discards
    discards: tuple[int, ...]
    taken_skat: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, skat cards) of each pick-up
    stop: int  # play stops at 1: the declarer's first trick (null), 2: the opponents' first
    doublings: tuple[str, ...]
    dbl_queue: tuple[int, ...]
    pushes: int
    push_queue: tuple[int, ...]
    outcome: str  # "" until decided, then "played", "ramsch" or "passed"


_copy_auction = slot_copier(Auction)
_BID_COUNT = len(BID_INDEX)  # the bid values (see ``SkatState.apply``)
# Speed: CPython 3.11 compiles a method call on a name bound by an import
# (``BID_INDEX.get(...)``) as a generic attribute read and a call, not as a method call: the
# bound method made once, here, is one global read and a fast builtin call
_bid_index = BID_INDEX.get
_tuple_new = tuple.__new__  # a Trick in one C call (see tricks.new_trick)
_BIT = tuple(1 << c for c in range(36))
_ALL = (1 << 36) - 1  # every card (see ``SkatState.hands``)
_SUIT_SHIFT = (0, 9, 18, 27)  # where each suit's nine bits begin in a mask


@lru_cache(maxsize=4096)
def _declarable(hand_game: bool, seat: int, mats: tuple[int, ...], bid: int,
                refuse: bool) -> tuple[Action, ...]:
    """The declarations of :meth:`SkatState._declare_actions` (none yet declared): those that
    can still reach the bid, or when none can, every suit or grand game. Speed: a pure
    function of a few small values, so remembered."""
    out = []
    fallback = []
    for a, t, base, levels in DECLARE_REACH[hand_game][seat]:
        if t < 0:  # a null game: its value is fixed
            if levels >= bid:
                out.append(a)
        elif not refuse or base * (mats[t] + levels) >= bid:
            out.append(a)
        else:
            fallback.append(a)
    return tuple(out or fallback)


class SkatState(HandState):
    __slots__ = ("_holding", "_unplayed", "auction", "bid", "bidders", "listener", "speaker",
                 "stage")

    rules: SkatRules
    auction: Auction
    # the bidding (SPEC §3.5)
    bid: int  # the highest bid so far (0: none)
    stage: int  # 1, 2 or 3 (see the module text)
    speaker: int
    listener: int
    bidders: int  # the seats that bid or held (a mask)
    # The hands are kept as the hands before the card play (``_holding``, changed by the
    # skat and the discards) and the cards not played yet (``_unplayed``, one mask): a card
    # clears one bit instead of making a new tuple (see ``hands``).
    _holding: tuple[int, ...]
    _unplayed: int

    # The auction's fields, readable on the state as before the record existed.
    picked: bool | None = record_field("auction", "picked")
    skat: int = record_field("auction", "skat")
    discards: tuple[int, ...] = record_field("auction", "discards")
    taken_skat: tuple[tuple[int, tuple[int, ...]], ...] = record_field("auction", "taken_skat")
    stop: int = record_field("auction", "stop")
    doublings: tuple[str, ...] = record_field("auction", "doublings")
    dbl_queue: tuple[int, ...] = record_field("auction", "dbl_queue")
    pushes: int = record_field("auction", "pushes")
    push_queue: tuple[int, ...] = record_field("auction", "push_queue")
    outcome: str = record_field("auction", "outcome")

    def _init_game(self) -> None:
        f, m, _r = self.setup.order
        self.bid = 0
        self.stage = 1
        self.speaker = m
        self.listener = f
        self.bidders = 0
        a = self.auction = Auction()
        a.declarer = None
        a.contract = None
        a.picked = None
        a.skat = self.setup.aside
        a.discards = ()
        a.taken_skat = ()
        a.stop = 0
        a.doublings = ()
        a.dbl_queue = ()
        a.pushes = 0
        a.push_queue = ()
        a.outcome = ""
        self.phase = "bid"
        self.to_move = m

    # ---------------------------------------------------------------- facts
    @property
    def hands(self) -> tuple[int, ...]:
        """Each seat's cards (a mask per seat), made when asked for (see the slots)."""
        unplayed = self._unplayed
        return tuple([h & unplayed for h in self._holding])

    @hands.setter
    def hands(self, hands: tuple[int, ...]) -> None:
        self._holding = hands
        self._unplayed = _ALL

    @property
    def contract(self) -> Contract | None:
        return self.auction.contract

    @property
    def declarer(self) -> int | None:
        return self.auction.declarer

    @property
    def order(self) -> tuple[int, int, int]:
        """(Forehand, Middlehand, Rearhand)."""
        f, m, r = self.setup.order
        return f, m, r

    @property
    def ended_early(self) -> bool:
        """Whether play stopped before the tenth trick (a null or schwarz game lost early)."""
        return self.phase == "done" and self.auction.outcome == "played" and len(self.tricks) < 10

    def twelve_cards(self) -> int:
        """The declarer's 10 dealt cards and the skat as dealt (for the matadors, §3.9)."""
        d = self.auction.declarer
        assert d is not None
        return self.setup.dealt[d] | self.setup.aside

    def set_aside(self) -> int:
        return self.auction.skat

    # ---------------------------------------------------------------- the fast path
    def legal_actions(self) -> list[Action]:
        """As :meth:`HandState.legal_actions`. Speed: the cards to play, the bids and
        answers of the auction and the skat's pick or hand are worked out here (as in
        :meth:`_legal`), without two more calls."""
        legal = self._cache_legal
        if legal is None:
            phase = self.phase
            if phase == "play":  # a full state in the card play (apply makes SkatPlayStates)
                return self._card_legal()
            if phase == "answer":
                seat = self.to_move
                assert seat is not None
                legal = [PASS[seat], HOLD[seat]]
            elif phase == "bid" and self.stage != 3:
                seat = self.to_move
                assert seat is not None
                bid = self.bid  # _first_bid_index(), inline
                legal = list(BID_CHOICES[seat][BID_INDEX[bid] + 1 if bid else 0])
            elif phase == "skat":
                seat = self.to_move
                assert seat is not None
                legal = [PICK[seat], HAND_ACTION[seat]]
            else:
                legal = [] if phase == "done" else self._legal()
            self._cache_legal = legal
        return legal

    def apply(self, action: Action) -> SkatState:
        """As :meth:`HandState.apply`. Speed: a card goes to :meth:`_apply_card`; a bid from
        the bid table is checked by its index, without scanning the up to 63 bids; a discard
        may name its cards in any order."""
        phase = self.phase
        if phase == "play":  # a full state in the card play (apply makes SkatPlayStates)
            return self._apply_card(action)
        legal = self._cache_legal
        # the first or last legal action (pass, pick, hold...) by identity; a bid taken from
        # the legal list by identity at its place there, which its value gives (the list is
        # PASS and the bids from the first allowed one on); a bid or discard by its table;
        # anything else by the generic check
        listed = legal and (action is legal[0] or action is legal[-1])
        if not listed and legal and phase == "bid" and type(action.value) is int:
            at = _bid_index(action.value, -_BID_COUNT) + len(legal) - _BID_COUNT
            listed = 0 < at < len(legal) and legal[at] is action
        if not listed and not self._is_listed(action) and not self._is_legal(action):
            action = self._match_legal(action, self.legal_actions())
        # _child and _step, in one frame
        new: SkatState = self._clone_fn(self, action)
        if phase == "bid":
            if action.type == "bid" and new.stage != 3:  # _speak's common case, inline
                new.bid = action.value  # type: ignore[assignment]
                new.bidders |= 1 << action.seat
                new.phase = "answer"
                new.to_move = new.listener
                return new
            new._speak(action)
        elif phase == "answer":
            if action.type == "hold":  # _answer's common case, inline
                new.bidders |= 1 << action.seat
                new.phase = "bid"
                new.to_move = new.speaker
                return new
            new._answer(action)
        else:
            new.auction = _copy_auction(self.auction)
            new._talk(phase, action)
        if new.phase == "play":  # the card play starts: the state users hold is a play state
            return _play_start(new)
        new.is_terminal = new.phase == "done"
        return new

    # ---------------------------------------------------------------- the card play
    @property
    def _start(self) -> SkatState:
        """The state the card play started in, which holds what the card play does not
        change: this state itself (a :class:`SkatPlayState` keeps it in a slot)."""
        return self

    def _card_legal(self) -> list[Action]:
        """:meth:`legal_actions` in the card play (a :class:`SkatPlayState`'s own)."""
        legal = self._cache_legal
        if legal is None:
            start = self._start
            seat: int = self.to_move  # type: ignore[assignment]
            hand = start._holding[seat] & self._unplayed
            t = SUIT_PLAYS[seat] or suit_plays(seat)  # play_actions(seat, hand), inline
            trick = self.trick
            if trick:
                r: Ranking = start.ranking  # type: ignore[assignment]
                led = r.esuit[trick[0]]
                follow = hand & r.esuit_mask[led]
                if follow and led != TRUMP:  # a plain suit followed: one suit's cards
                    legal = self._cache_legal = [*t[led][(follow >> _SUIT_SHIFT[led]) & 511]]
                    return legal
                hand = follow or hand
            # Speed: the hand in two halves of two suits each, so that three of the four
            # suits' lookups work on ints below 2^30 (see cards_of)
            low = hand & 262143
            high = hand >> 18
            legal = self._cache_legal = [
                *t[0][low & 511], *t[1][low >> 9], *t[2][high & 511], *t[3][high >> 9]]
        return legal

    def _apply_card(self, action: Action) -> SkatState:
        """:meth:`apply` in the card play (a :class:`SkatPlayState`'s own): an action from
        the legal list is found by identity, and the new state sets only what the card
        changes. Speed: the new state is made here, not in a function of its own (a call
        per card)."""
        for a in self._cache_legal or ():
            if a is action:
                break
        else:
            if not self._is_legal(action):
                raise self.explain_illegal(action)
        start = self._start
        seat = action.seat
        c: int = action.card  # type: ignore[assignment]
        unplayed = self._unplayed ^ _BIT[c]
        trick = self.trick
        tricks = self.tricks
        if not trick:
            trick = (c,)
            leader = seat
            to_move = start.setup.nxt[seat]
        elif len(trick) == 1:
            trick = (trick[0], c)
            leader = self.leader
            to_move = start.setup.nxt[seat]
        else:  # the trick's last card: who won it, and whether the hand is over
            x, y = trick
            ranking: Ranking = start.ranking  # type: ignore[assignment]
            seats = start.setup.rounds[self.leader]
            # winner3(ranking, (x, y, c)), inline (a call per trick): a card counts with its
            # strength if it is a trump or of the led suit
            esuit, strength = ranking.esuit, ranking.strength
            led = esuit[x]
            best, top = 0, strength[x]
            e = esuit[y]
            if (e == led or e == TRUMP) and strength[y] > top:  # noqa: SIM109 (no tuple)
                best, top = 1, strength[y]
            e = esuit[c]
            if (e == led or e == TRUMP) and strength[c] > top:  # noqa: SIM109
                best = 2
            winner = seats[best]
            done = _tuple_new(Trick, (self.leader, (x, y, c), winner, seats))
            tricks = tricks + (done,)  # noqa: RUF005 (one concatenation, no list made)
            auction = start.auction
            stop = auction.stop
            if len(tricks) == 10 or (stop and (winner == auction.declarer) == (stop == 1)):
                return self._hand_over(action, unplayed, winner, tricks, start)
            trick = ()
            leader = to_move = winner
        new = SkatPlayState()  # (an empty object: no __init__)
        new._parent = self
        new._action = action
        new._cache_legal = None
        new._unplayed = unplayed
        new.trick = trick
        new.leader = leader
        new.to_move = to_move
        new.tricks = tricks
        new._start = start
        return new

    def _hand_over(self, action: Action, unplayed: int, winner: int,
                   tricks: tuple[Trick, ...], start: SkatState) -> SkatState:
        """The state after the card that ends the hand (the tenth trick, or a null or
        schwarz game decided early): a full state, made from ``start``."""
        new: SkatState = SkatState._clone_fn(start, self, action)
        new._unplayed = unplayed
        new.trick = ()
        new.leader = winner
        new.tricks = tricks
        new.phase = "done"  # (before the tenth trick: decided early, see ended_early)
        new.is_terminal = True
        new.to_move = None
        return new

    def _is_listed(self, action: Action) -> bool:
        """Whether ``action`` is one of the shared bid or discard actions (:mod:`.tables`)
        and legal now, found without scanning the up to 63 bids or 66 discards."""
        seat = action.seat
        if seat != self.to_move:
            return False
        phase = self.phase
        if phase == "bid":
            v = action.value
            if action.type != "bid" or type(v) is not int:
                return False
            i = _bid_index(v, -1)  # above the bid so far, and the shared action
            bid = self.bid
            return (self.stage != 3 and i >= 0 and (bid == 0 or i > BID_INDEX[bid])
                    and action is BIDS[seat][i])
        if phase == "discard":
            cs = action.cards
            if action.type != "discard" or type(cs) is not tuple or len(cs) != 2:
                return False
            a, b = cs
            if not (type(a) is int and type(b) is int and 0 <= a < b < 36) \
                    or action is not DISCARDS[seat][a][b]:
                return False
            m = self._discardable_mask(seat)
            return bool((m >> a) & (m >> b) & 1)
        return False

    def playout(self, rng: random.Random) -> Result:
        """The result of finishing this hand with uniformly random legal actions: the same
        result as ``while not st.is_terminal: st = st.apply(rng.choice(st.legal_actions()))``
        with the same ``rng``, without a state per step or the history (bots' rollouts,
        benchmarks); see :mod:`.rollout`."""
        return rollout.playout(self, rng)

    def _match_legal(self, action: Action, legal: list[Action]) -> Action:
        """The legal action equal to ``action`` (a discard may name its cards in any order),
        or the reason it is illegal."""
        if action.type == "discard" and action.cards is not None and len(action.cards) == 2:
            a, b = action.cards
            ok = 0 <= action.seat < 4 and a != b and all(
                isinstance(c, int) and 0 <= c < 36 for c in (a, b))
            same = discard_action(action.seat, a, b) if ok else None
            if same is not None and same in legal:
                return same
        raise self.explain_illegal(action)

    # ---------------------------------------------------------------- legal actions
    def _legal(self) -> list[Action]:
        seat = self.to_move
        assert seat is not None
        phase = self.phase
        if phase == "play":
            hand = self.hands[seat]
            trick = self.trick
            if trick:
                r = self.ranking
                assert r is not None
                hand = hand & r.esuit_mask[r.esuit[trick[0]]] or hand
            return play_actions(seat, hand)
        if phase == "bid":
            if self.stage == 3:
                return [PASS[seat], BIDS[seat][0]]
            return list(BID_CHOICES[seat][self._first_bid_index()])
        if phase == "answer":
            return [PASS[seat], HOLD[seat]]
        if phase in ("skat", "push"):
            return [PICK[seat], HAND_ACTION[seat]]
        if phase == "discard":
            return self._discard_actions(seat)
        if phase == "declare":
            return self._declare_actions(seat, None)
        if phase == "raise":
            return [PASS[seat], *self._declare_actions(seat, self.auction.contract)]
        if phase == "double":
            kind = KONTRA if not self.auction.doublings else RE
            return [PASS[seat], kind[seat]]
        raise AssertionError(phase)

    def _first_bid_index(self) -> int:
        c = self.bid
        return 0 if c == 0 else BID_INDEX[c] + 1

    def _discardable_mask(self, seat: int) -> int:
        """The cards ``seat`` may lay away (no jacks in Schieberamsch unless the house rule
        allows them)."""
        hand = self._holding[seat]  # (before the play: no card played)
        if self.auction.outcome == "ramsch" and not self.rules.schieberamsch_jacks:
            hand &= ~JACK_MASK
        return hand

    def _discardable(self, seat: int) -> list[int]:
        """:meth:`_discardable_mask` as a list, lowest card number first."""
        return cards_of(self._discardable_mask(seat))

    def _discard_actions(self, seat: int) -> list[Action]:
        """Every pair of discardable cards, in card order (the shared actions)."""
        table = DISCARDS[seat]
        pairs = combinations(self._discardable(seat), 2)
        return [table[a][b] for a, b in pairs]  # type: ignore[misc]

    def _declaration_matadors(self, seat: int) -> list[int]:
        """Matadors per trump index (0..3 suits, 4 grand) that the declarer can count on: the
        12 cards after taking up the skat, else the best case of an unseen skat."""
        a = self.auction
        hand = self._holding[seat]  # (before the play: no card played)
        if a.picked:
            return all_matadors(hand | a.skat)
        return all_best_matadors(hand)

    def _declare_actions(self, seat: int, current: Contract | None) -> list[Action]:
        """Declarations that can still reach the bid (SPEC §0.7 item 10). When none can, any
        suit or grand game may be declared (it is lost as overbid)."""
        mats = self._declaration_matadors(seat)
        bid = self.bid
        refuse = self.rules.refuse_unreachable  # OFF: a suit or grand game short of the bid
        hand_game = not self.auction.picked  # is lost as overbid
        if current is None:
            return list(_declarable(hand_game, seat, tuple(mats), bid, refuse))
        floor = self._reach(current, mats)
        out = []
        for a, t, base, levels in DECLARE_REACH[hand_game][seat]:
            reach = levels if t < 0 else base * (mats[t] + levels)
            if not refuse and t >= 0:
                reach = max(reach, bid)
            c = a.contract
            assert c is not None
            if reach <= floor or not c.flags >= current.flags or c == current:
                continue
            if reach >= bid:
                out.append(a)
        return out

    @staticmethod
    def _reach(contract: Contract, mats: list[int]) -> int:
        if contract.kind == "null":
            return max_value(contract, 0)
        return max_value(contract, mats[trump_index(contract)])

    # ---------------------------------------------------------------- applying actions
    def _step(self, action: Action) -> None:
        phase = self.phase
        if phase == "play":
            assert action.card is not None
            self._play_card(action.seat, action.card)
            return
        if phase == "bid":
            self._speak(action)
        elif phase == "answer":
            self._answer(action)
        else:  # every other step before the play changes the auction: this state's own copy
            self.auction = _copy_auction(self.auction)
            self._talk(phase, action)

    def _talk(self, phase: str, action: Action) -> None:
        """A step after the bidding and before the play, on a state whose auction record is
        its own."""
        a = self.auction
        if phase == "skat":
            if action.type == "pick":
                self._take_skat(action.seat)
            else:
                a.picked = False
                self.phase = "declare"
        elif phase == "discard":
            self._discard(action)
        elif phase == "declare":
            assert action.contract is not None
            self._declare(action.contract)
            if self.rules.allow_raise_before_lead:
                self.phase = "raise"
            else:
                self._after_declaration()
        elif phase == "raise":
            if action.type == "pass":
                self._after_declaration()
            else:
                assert action.contract is not None
                self._declare(action.contract)
        elif phase == "double":
            self._double(action)
        elif phase == "push":
            if action.type == "pick":
                self._take_skat(action.seat)
            else:
                a.pushes += 1
                self._next_push()
        else:
            raise AssertionError(phase)

    # auction (SPEC §3.5, §0.7 item 11)
    # A bid or an answer changes the state's own bidding fields; the auction record is
    # copied only when the bidding ends (_make_declarer, _all_pass).
    def _speak(self, action: Action) -> None:
        stage = self.stage
        if action.type == "bid":
            assert action.value is not None
            self.bid = action.value
            self.bidders |= 1 << action.seat
            if stage == 3:
                self._make_declarer(action.seat)
            else:
                self.phase = "answer"
                self.to_move = self.listener
            return
        # the speaker passes
        if stage == 1:
            self._stage_two(self.listener)
        elif stage == 2:
            if self.bid == 0:
                self.stage = 3
                self.speaker = self.listener = self.to_move = self.setup.order[0]  # forehand
            else:
                self._make_declarer(self.listener)
        else:
            self._all_pass()

    def _answer(self, action: Action) -> None:
        if action.type == "hold":
            self.bidders |= 1 << action.seat
            self.phase = "bid"
            self.to_move = self.speaker
        elif self.stage == 1:
            self._stage_two(self.speaker)
        else:
            self._make_declarer(self.speaker)

    def _stage_two(self, survivor: int) -> None:
        self.stage = 2
        self.speaker = self.setup.order[2]  # rearhand
        self.listener = survivor
        self.phase = "bid"
        self.to_move = self.speaker

    def _make_declarer(self, seat: int) -> None:
        a = self.auction = _copy_auction(self.auction)
        a.declarer = seat
        self.phase = "skat"
        self.to_move = seat

    def _all_pass(self) -> None:
        a = self.auction = _copy_auction(self.auction)
        if self.rules.all_pass == "RAMSCH":
            a.outcome = "ramsch"
            a.contract = RAMSCH
            self.ranking = contract_ranking(RAMSCH)
            if self.rules.schieberamsch:
                self.phase = "push"
                self.to_move = self.forehand
                a.push_queue = self.order[1:]
            else:
                self._start_play()
        else:
            a.outcome = "passed"
            self.phase = "done"
            self.to_move = None

    # skat, discard, declaration (SPEC §3.6)
    def _take_skat(self, seat: int) -> None:
        a = self.auction
        skat = a.skat
        hands = list(self._holding)  # (before the play: no card played)
        hands[seat] |= skat
        self._holding = tuple(hands)
        a.taken_skat = (*a.taken_skat, (seat, tuple(cards_of(skat))))
        a.skat = 0
        if a.outcome != "ramsch":
            a.picked = True
        self.phase = "discard"

    def _discard(self, action: Action) -> None:
        assert action.cards is not None
        a = self.auction
        seat = action.seat
        m = 0
        for c in action.cards:
            m |= 1 << c
        hands = list(self._holding)  # (before the play: no card played)
        hands[seat] &= ~m
        self._holding = tuple(hands)
        a.skat = m
        if a.outcome == "ramsch":
            self._next_push()
        else:
            a.discards = action.cards
            self.phase = "declare"

    def _next_push(self) -> None:
        a = self.auction
        if a.push_queue:
            self.phase = "push"
            self.to_move = a.push_queue[0]
            a.push_queue = a.push_queue[1:]
        else:
            self._start_play()

    def _declare(self, contract: Contract) -> None:
        a = self.auction
        a.contract = contract
        self.ranking = contract_ranking(contract)
        if contract.kind == "null":
            a.stop = 1  # lost at the declarer's first trick
        elif SCHWARZ in contract.flags and not self.rules.missed_announcement_single:
            a.stop = 2  # lost at the opponents' first trick
        else:
            a.stop = 0
        a.outcome = "played"

    def _after_declaration(self) -> None:
        a = self.auction
        if self.rules.kontra_re:
            d = a.declarer
            queue = tuple(s for s in self.order if s != d and (self.bidders >> s) & 1)
            if queue:
                self.phase = "double"
                self.to_move = queue[0]
                a.dbl_queue = queue[1:]
                return
        self._start_play()

    def _double(self, action: Action) -> None:
        a = self.auction
        if action.type == "double":
            assert action.kind is not None
            a.doublings = (*a.doublings, action.kind)
            if action.kind == "kontra":
                a.dbl_queue = ()
                self.to_move = a.declarer
                return
            self._start_play()
        elif a.dbl_queue:
            self.to_move = a.dbl_queue[0]
            a.dbl_queue = a.dbl_queue[1:]
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        self.auction.dbl_queue = ()
        self.leader = self.to_move = self.setup.order[0]  # forehand

    # play (SPEC §3.7)
    def _play_card(self, seat: int, c: int) -> None:
        """Play card ``c`` for ``seat`` on this fresh copy (:meth:`_step`; :meth:`apply`
        makes the same state in one call)."""
        self._unplayed ^= _BIT[c]
        trick = self.trick
        if len(trick) < 2:
            if not trick:
                self.leader = seat
            self.trick = (*trick, c)
            self.to_move = self.setup.nxt[seat]
            return
        cards = (trick[0], trick[1], c)
        ranking = self.ranking
        assert ranking is not None
        leader = self.leader
        seats = self.setup.rounds[leader]
        winner = seats[winner3(ranking, cards)]
        tricks = self.tricks = (*self.tricks, _tuple_new(Trick, (leader, cards, winner, seats)))
        self.trick = ()
        self.leader = self.to_move = winner
        stop = self.auction.stop
        if len(tricks) == 10 or (stop and (winner == self.auction.declarer) == (stop == 1)):
            self.phase = "done"
            self.is_terminal = True
            self.to_move = None

    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        return refusals.explain(self, action, legal)

    # ---------------------------------------------------------------- observation
    def _public_action(self, action: Action, seat: int) -> Action:
        if action.type == "discard" and action.seat != seat:
            return Action(action.seat, "discard")
        return action

    def _known_cards(self, seat: int) -> dict[int, int]:
        c = self.auction.contract
        d = self.auction.declarer
        if c is not None and d is not None and c.has(OUVERT):
            return {d: self.hands[d]}
        return {}

    def _public_info(self, seat: int) -> dict[str, Any]:
        a = self.auction
        order = self.order
        info: dict[str, Any] = {
            "forehand": order[0],
            "middlehand": order[1],
            "rearhand": order[2],
            "bid": self.bid,
            "stage": self.stage,
            "hand": None if a.picked is None else not a.picked,
            "doublings": a.doublings,
            "pushes": a.pushes,
            "bock": int(self.context.get("bock", 0)) > 0 and self.rules.bock,
        }
        for s, cards in a.taken_skat:
            if s == seat:
                info["skat"] = cards
        if seat == a.declarer and a.discards:
            info["discards"] = a.discards
        return info

    # ---------------------------------------------------------------- result
    _result = settlement.settle  # (the function is the method: a call less per result)


# ``self._clone_fn(parent, action)``: as for every game, but the ``hands`` slot is not used
# (``hands`` is read off ``_holding`` and ``_unplayed``)
SkatState._clone_fn = slot_copier(SkatState, skip=("hands",), given=("_parent", "_action"),
                                  cleared=("_cache_legal", "_cache_result"))


class SkatPlayState(SkatState):
    """A state of the card play before its end (the first one made by :func:`_play_start`).

    Speed: a card changes only the trick, the leader, the seat to move, the cards not played
    and the tricks, so a card-play state sets only those (and its own ``_parent``, ``_action``
    and legal list) and reads the rest off the state the card play started in (``_start``):
    a card makes a state of 9 slots instead of 17 (:meth:`SkatState._apply_card`). Its
    ``phase`` is ``"play"``; the state that ends the hand is a full :class:`SkatState`.
    """

    __slots__ = ("_start",)

    _start: SkatState
    phase = "play"
    is_terminal = False
    # what the card play does not change, read off the state it started in
    rules = record_field("_start", "rules")
    players = record_field("_start", "players")
    setup = record_field("_start", "setup")
    ranking = record_field("_start", "ranking")
    auction = record_field("_start", "auction")
    _holding = record_field("_start", "_holding")
    bid = record_field("_start", "bid")
    stage = record_field("_start", "stage")
    speaker = record_field("_start", "speaker")
    listener = record_field("_start", "listener")
    bidders = record_field("_start", "bidders")

    legal_actions = SkatState._card_legal
    apply = SkatState._apply_card

    def result(self) -> Result:
        raise ValueError("the hand is not finished")


def _full_copy(self: SkatPlayState, parent: HandState | None,
               action: Action | None) -> SkatState:
    """A card-play state's ``_clone_fn``: the same state as a full :class:`SkatState` (a
    rollout steps on its copy)."""
    new: SkatState = SkatState._clone_fn(self._start, parent, action)
    new._unplayed = self._unplayed
    new.trick = self.trick
    new.leader = self.leader
    new.to_move = self.to_move
    new.tricks = self.tricks
    return new


SkatPlayState._clone_fn = _full_copy


def _play_start(start: SkatState) -> SkatPlayState:
    """The state before the first card as a :class:`SkatPlayState` on the full ``start``
    (the state the talk's last step made). Speed: then every state of the card play is a
    SkatPlayState, and the first card needs no detour through :meth:`SkatState.apply`."""
    new = SkatPlayState()  # (an empty object: no __init__)
    new._parent = start._parent
    new._action = start._action
    new._cache_legal = None
    new._unplayed = start._unplayed
    new.trick = start.trick
    new.leader = start.leader
    new.to_move = start.to_move
    new.tricks = start.tricks
    new._start = start
    return new
