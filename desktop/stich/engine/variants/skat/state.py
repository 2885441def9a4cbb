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
The hot path (card play) works on bitmasks with shared, precomputed :class:`Action` objects.
"""

from __future__ import annotations

import random
from typing import Any

from ...actions import Action, Contract
from ...cards import cards_of
from ...errors import IllegalAction
from ...state import HandState, Result
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
    BIDS,
    DECLARE_REACH,
    DISCARDS,
    HAND_ACTION,
    HOLD,
    JACK_MASK,
    KONTRA,
    PASS,
    PICK,
    PLAYS,
    RE,
    discard_action,
    new_trick,
    seat_tables,
    winner3,
)


class SkatState(HandState):
    __slots__ = (
        "_contract",
        "_declarer",
        "_res",
        "bid",
        "bidders",
        "dbl_queue",
        "discards",
        "doublings",
        "ended_early",
        "listener",
        "nxt",
        "order",
        "outcome",
        "picked",
        "push_queue",
        "pushes",
        "skat",
        "speaker",
        "stage",
        "stop",
        "taken_skat",
    )

    rules: SkatRules
    nxt: tuple[int, ...]
    order: tuple[int, int, int]
    bid: int
    stage: int
    speaker: int
    listener: int
    bidders: int
    _declarer: int | None
    _contract: Contract | None
    _res: Result | None
    picked: bool | None
    skat: int
    discards: tuple[int, ...]
    taken_skat: tuple[tuple[int, tuple[int, ...]], ...]
    stop: int
    doublings: tuple[str, ...]
    dbl_queue: tuple[int, ...]
    pushes: int
    push_queue: tuple[int, ...]
    outcome: str
    ended_early: bool

    def _init_game(self) -> None:
        self.nxt, self.order = seat_tables(self.players, self.dealer)
        f, m, _r = self.order
        self.bid = 0
        self.stage = 1
        self.speaker = m
        self.listener = f
        self.bidders = 0
        self._declarer = None
        self._contract = None
        self._res = None
        self.picked = None
        a, b = self.deal.extra
        self.skat = (1 << a) | (1 << b)
        self.discards = ()
        self.taken_skat = ()
        self.stop = 0
        self.doublings = ()
        self.dbl_queue = ()
        self.pushes = 0
        self.push_queue = ()
        self.outcome = ""
        self.ended_early = False
        self.phase = "bid"
        self.to_move = m

    # ---------------------------------------------------------------- facts
    @property
    def contract(self) -> Contract | None:
        return self._contract

    @property
    def declarer(self) -> int | None:
        return self._declarer

    def twelve_cards(self) -> int:
        """The declarer's 10 dealt cards and the skat as dealt (for the matadors, §3.9)."""
        assert self._declarer is not None
        m = 0
        for c in self.deal.hands[self._declarer]:
            m |= 1 << c
        for c in self.deal.extra:
            m |= 1 << c
        return m

    def set_aside(self) -> int:
        return self.skat

    # ---------------------------------------------------------------- the fast path
    def apply(self, action: Action) -> SkatState:
        """As :meth:`HandState.apply`, with an identity check first: a legal action taken
        from :meth:`legal_actions` is accepted without comparing field by field (a bid by
        its index in the bid list); anything else is compared, or refused with its reason."""
        phase = self.phase
        if phase == "bid" and action.type == "bid" and action.seat == self.to_move \
                and self.stage != 3 and isinstance(action.value, int) \
                and BID_INDEX.get(action.value, -1) >= self._first_bid_index() \
                and action is BIDS[action.seat][BID_INDEX[action.value]]:
            pass  # one of the up to 63 bids, found without scanning the list
        else:
            legal = self._cache_legal
            if legal is None:
                legal = self.legal_actions()
            for a in legal:
                if a is action:
                    break
            else:
                action = self._match_legal(action, legal)
        new: SkatState = self._clone_fn()
        new._parent = self
        new._action = action
        new._cache_legal = None
        if phase == "play":
            new._play_card(action.seat, action.card)  # type: ignore[arg-type]
        else:
            new._step(action)
        return new

    def playout(self, rng: random.Random) -> Result:
        """The result of finishing this hand with uniformly random legal actions: the same
        result as ``while not st.is_terminal: st = st.apply(rng.choice(st.legal_actions()))``
        with the same ``rng``, without a state per step or the history (bots' rollouts,
        benchmarks); see :mod:`.rollout`."""
        return rollout.playout(self, rng)

    def _match_legal(self, action: Action, legal: list[Action]) -> Action:
        """The legal action equal to ``action`` (a discard may name its cards in any order),
        or the reason it is illegal."""
        if action in legal:
            return action
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
                m = hand & r.esuit_mask[r.esuit[trick[0]]] or hand
            else:
                m = hand
            t = PLAYS[seat]
            return [*t[0][m & 255], *t[1][(m >> 9) & 255], *t[2][(m >> 18) & 255],
                    *t[3][(m >> 27) & 255]]
        if phase == "bid":
            if self.stage == 3:
                return [PASS[seat], BIDS[seat][0]]
            return [PASS[seat], *BIDS[seat][self._first_bid_index():]]
        if phase == "answer":
            return [PASS[seat], HOLD[seat]]
        if phase in ("skat", "push"):
            return [PICK[seat], HAND_ACTION[seat]]
        if phase == "discard":
            return self._discard_actions(seat)
        if phase == "declare":
            return self._declare_actions(seat, None)
        if phase == "raise":
            return [PASS[seat], *self._declare_actions(seat, self._contract)]
        if phase == "double":
            kind = KONTRA if not self.doublings else RE
            return [PASS[seat], kind[seat]]
        raise AssertionError(phase)

    def _first_bid_index(self) -> int:
        c = self.bid
        return 0 if c == 0 else BID_INDEX[c] + 1

    def _discardable(self, seat: int) -> list[int]:
        """The cards ``seat`` may lay away, lowest card number first (no jacks in
        Schieberamsch unless the house rule allows them)."""
        hand = self.hands[seat]
        if self.outcome == "ramsch" and not self.rules.schieberamsch_jacks:
            hand &= ~JACK_MASK
        return cards_of(hand)

    def _discard_actions(self, seat: int) -> list[Action]:
        """Every pair of discardable cards, in card order (the shared actions)."""
        cs = self._discardable(seat)
        table = DISCARDS[seat]
        out: list[Action] = []
        for i, a in enumerate(cs):
            row = table[a]
            out += [row[b] for b in cs[i + 1:]]  # type: ignore[misc]
        return out

    def _declaration_matadors(self, seat: int) -> list[int]:
        """Matadors per trump index (0..3 suits, 4 grand) that the declarer can count on: the
        12 cards after taking up the skat, else the best case of an unseen skat."""
        if self.picked:
            return all_matadors(self.hands[seat] | self.skat)
        return all_best_matadors(self.hands[seat])

    def _declare_actions(self, seat: int, current: Contract | None) -> list[Action]:
        """Declarations that can still reach the bid (SPEC §0.7 item 10). When none can, any
        suit or grand game may be declared (it is lost as overbid)."""
        mats = self._declaration_matadors(seat)
        bid = self.bid
        floor = -1
        if current is not None:
            floor = self._reach(current, mats)
        out = []
        fallback = []
        refuse = self.rules.refuse_unreachable  # OFF: a suit or grand game short of the bid
        for a, t, base, levels in DECLARE_REACH[not self.picked][seat]:  # is lost as overbid
            reach = levels if t < 0 else base * (mats[t] + levels)
            if not refuse and t >= 0:
                reach = max(reach, bid)
            if current is not None:
                c = a.contract
                assert c is not None
                if reach <= floor or not c.flags >= current.flags or c == current:
                    continue
            if reach >= bid:
                out.append(a)
            elif t >= 0:
                fallback.append(a)
        if out or current is not None:
            return out
        return fallback

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
        elif phase == "bid":
            self._speak(action)
        elif phase == "answer":
            self._answer(action)
        elif phase == "skat":
            if action.type == "pick":
                self._take_skat(action.seat)
            else:
                self.picked = False
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
                self.pushes += 1
                self._next_push()
        else:
            raise AssertionError(phase)

    # auction (SPEC §3.5, §0.7 item 11)
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
                self.speaker = self.listener = self.order[0]
                self.to_move = self.order[0]
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
        self.speaker = self.order[2]
        self.listener = survivor
        self.phase = "bid"
        self.to_move = self.speaker

    def _make_declarer(self, seat: int) -> None:
        self._declarer = seat
        self.phase = "skat"
        self.to_move = seat

    def _all_pass(self) -> None:
        if self.rules.all_pass == "RAMSCH":
            self.outcome = "ramsch"
            self._contract = RAMSCH
            self.ranking = contract_ranking(RAMSCH)
            if self.rules.schieberamsch:
                self.phase = "push"
                self.to_move = self.order[0]
                self.push_queue = self.order[1:]
            else:
                self._start_play()
        else:
            self.outcome = "passed"
            self.phase = "done"
            self.to_move = None

    # skat, discard, declaration (SPEC §3.6)
    def _take_skat(self, seat: int) -> None:
        skat = self.skat
        hands = list(self.hands)
        hands[seat] |= skat
        self.hands = tuple(hands)
        self.taken_skat = (*self.taken_skat, (seat, tuple(cards_of(skat))))
        self.skat = 0
        if self.outcome != "ramsch":
            self.picked = True
        self.phase = "discard"

    def _discard(self, action: Action) -> None:
        assert action.cards is not None
        seat = action.seat
        m = 0
        for c in action.cards:
            m |= 1 << c
        hands = list(self.hands)
        hands[seat] &= ~m
        self.hands = tuple(hands)
        self.skat = m
        if self.outcome == "ramsch":
            self._next_push()
        else:
            self.discards = action.cards
            self.phase = "declare"

    def _next_push(self) -> None:
        if self.push_queue:
            self.phase = "push"
            self.to_move = self.push_queue[0]
            self.push_queue = self.push_queue[1:]
        else:
            self._start_play()

    def _declare(self, contract: Contract) -> None:
        self._contract = contract
        self.ranking = contract_ranking(contract)
        if contract.kind == "null":
            self.stop = 1  # lost at the declarer's first trick
        elif contract.has(SCHWARZ) and not self.rules.missed_announcement_single:
            self.stop = 2  # lost at the opponents' first trick
        else:
            self.stop = 0
        self.outcome = "played"

    def _after_declaration(self) -> None:
        if self.rules.kontra_re:
            d = self._declarer
            queue = tuple(s for s in self.order if s != d and (self.bidders >> s) & 1)
            if queue:
                self.phase = "double"
                self.to_move = queue[0]
                self.dbl_queue = queue[1:]
                return
        self._start_play()

    def _double(self, action: Action) -> None:
        if action.type == "double":
            assert action.kind is not None
            self.doublings = (*self.doublings, action.kind)
            if action.kind == "kontra":
                self.dbl_queue = ()
                self.to_move = self._declarer
                return
            self._start_play()
        elif self.dbl_queue:
            self.to_move = self.dbl_queue[0]
            self.dbl_queue = self.dbl_queue[1:]
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        self.dbl_queue = ()
        self.leader = self.to_move = self.order[0]

    # play (SPEC §3.7)
    def _play_card(self, seat: int, c: int) -> None:
        hands = list(self.hands)
        hands[seat] ^= 1 << c
        self.hands = tuple(hands)
        trick = self.trick
        n = len(trick)
        if n == 0:
            self.leader = seat
            self.trick = (c,)
            self.trick_seats = (seat,)
            self.to_move = self.nxt[seat]
            return
        if n == 1:
            self.trick = (trick[0], c)
            self.trick_seats = (self.trick_seats[0], seat)
            self.to_move = self.nxt[seat]
            return
        cards = (trick[0], trick[1], c)
        seats = (*self.trick_seats, seat)
        ranking = self.ranking
        assert ranking is not None
        winner = seats[winner3(ranking, cards)]
        tricks = self.tricks = (*self.tricks, new_trick(self.leader, cards, winner, seats))
        taken = list(self.taken)
        taken[winner] |= (1 << cards[0]) | (1 << cards[1]) | (1 << c)
        self.taken = tuple(taken)
        won = list(self.tricks_won)
        won[winner] += 1
        self.tricks_won = tuple(won)
        self.trick = ()
        self.trick_seats = ()
        self.leader = self.to_move = winner
        if len(tricks) == 10:
            self.phase = "done"
            self.to_move = None
        elif self.stop and (winner == self._declarer) == (self.stop == 1):
            self.ended_early = True
            self.phase = "done"
            self.to_move = None

    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        return refusals.explain(self, action, legal)

    # ---------------------------------------------------------------- observation
    def _public_action(self, action: Action, seat: int) -> Action:
        if action.type == "discard" and action.seat != seat:
            return Action(action.seat, "discard")
        return action

    def _known_cards(self, seat: int) -> dict[int, int]:
        c = self._contract
        d = self._declarer
        if c is not None and d is not None and c.has(OUVERT):
            return {d: self.hands[d]}
        return {}

    def _public_info(self, seat: int) -> dict[str, Any]:
        info: dict[str, Any] = {
            "forehand": self.order[0],
            "middlehand": self.order[1],
            "rearhand": self.order[2],
            "bid": self.bid,
            "stage": self.stage,
            "hand": None if self.picked is None else not self.picked,
            "doublings": self.doublings,
            "pushes": self.pushes,
            "bock": int(self.context.get("bock", 0)) > 0 and self.rules.bock,
        }
        for s, cards in self.taken_skat:
            if s == seat:
                info["skat"] = cards
        if seat == self._declarer and self.discards:
            info["discards"] = self.discards
        return info

    # ---------------------------------------------------------------- result
    def result(self) -> Result:
        """The result, computed once per finished state (records and matches ask twice)."""
        res = self._res
        if res is None:
            res = self._res = super().result()
        return res

    def _result(self) -> Result:
        return settlement.settle(self)

