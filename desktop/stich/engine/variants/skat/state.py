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
from collections.abc import Callable
from typing import Any

from ...actions import Action, Contract
from ...cards import JACK, card_str, cards_of
from ...errors import IllegalAction
from ...state import HandState, Result, play_action
from ...tricks import TRUMP, Ranking, Trick
from . import settlement
from .contracts import (
    BASE_VALUES,
    BID_INDEX,
    BID_VALUES,
    HAND,
    NULL_VALUES,
    OUVERT,
    RAMSCH,
    SCHWARZ,
    all_best_matadors,
    all_matadors,
    contract_ranking,
    declaration_problem,
    declarations,
    describe_contract,
    max_value,
    trump_index,
)
from .rules import SkatRules

# ------------------------------------------------------------------ shared action objects
PASS = tuple(Action(s, "pass") for s in range(4))
HOLD = tuple(Action(s, "hold") for s in range(4))
PICK = tuple(Action(s, "pick") for s in range(4))
HAND_ACTION = tuple(Action(s, "hand") for s in range(4))
KONTRA = tuple(Action(s, "double", kind="kontra") for s in range(4))
RE = tuple(Action(s, "double", kind="re") for s in range(4))
BIDS = tuple(tuple(Action(s, "bid", value=v) for v in BID_VALUES) for s in range(4))
DECLARE = {
    hand_game: tuple(tuple(Action(s, "declare", contract=c) for c in declarations(hand_game))
                     for s in range(4))
    for hand_game in (False, True)
}


def _reach_info(a: Action) -> tuple[Action, int, int, int]:
    """(the declaration; its trump index, or -1 for a null; base value; levels over the
    matadors when schneider and schwarz are both achieved, or a null's fixed value), for the
    refusal of §0.7 item 10."""
    c = a.contract
    assert c is not None
    if c.kind == "null":
        return (a, -1, 0, NULL_VALUES[(c.has(HAND), c.has(OUVERT))])
    t = trump_index(c)
    return (a, t, BASE_VALUES[t], max_value(c, 0) // BASE_VALUES[t])


_DECLARE_REACH = {
    hand_game: tuple(tuple(_reach_info(a) for a in DECLARE[hand_game][s]) for s in range(4))
    for hand_game in (False, True)
}


def _chunk_table(seat: int) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the play actions of every 8-bit pattern of that suit's ranks."""
    out = []
    for s in range(4):
        out.append(tuple(
            tuple(play_action(seat, s * 9 + r) for r in range(8) if (pattern >> r) & 1)
            for pattern in range(256)))
    return tuple(out)


_PLAYS = tuple(_chunk_table(s) for s in range(4))
_JACK_MASK = sum(1 << (s * 9 + JACK) for s in range(4))
# The discard action of every pair of cards, per seat: _DISCARDS[seat][a][b] with a < b.
_DISCARDS: tuple[tuple[tuple[Action | None, ...], ...], ...] = tuple(
    tuple(tuple(Action(seat, "discard", cards=(a, b)) if a < b else None for b in range(36))
          for a in range(36))
    for seat in range(4))


def discard_action(seat: int, a: int, b: int) -> Action:
    """The shared action laying away cards ``a`` and ``b`` (lower card number first)."""
    act = _DISCARDS[seat][min(a, b)][max(a, b)]
    assert act is not None
    return act


_SEATS: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, int, int]]] = {}


def _seat_tables(players: int, dealer: int) -> tuple[tuple[int, ...], tuple[int, int, int]]:
    """(next active seat of every seat, (Forehand, Middlehand, Rearhand)) for a table."""
    key = (players, dealer)
    tables = _SEATS.get(key)
    if tables is None:
        active = [s for s in range(players) if players == 3 or s != dealer]
        nxt = []
        for s in range(players):
            t = (s + 1) % players
            while t not in active:
                t = (t + 1) % players
            nxt.append(t)
        f = nxt[dealer]
        tables = _SEATS[key] = (tuple(nxt), (f, nxt[f], nxt[nxt[f]]))
    return tables


# A Trick is a frozen dataclass; filling its slots directly is twice as fast as its __init__
# and this runs once per trick on the hot path.
_new_object = object.__new__
_set_leader = vars(Trick)["leader"].__set__
_set_cards = vars(Trick)["cards"].__set__
_set_winner = vars(Trick)["winner"].__set__
_set_seats = vars(Trick)["seats"].__set__


def _trick(leader: int, cards: tuple[int, ...], winner: int, seats: tuple[int, ...]) -> Trick:
    t: Trick = _new_object(Trick)
    _set_leader(t, leader)
    _set_cards(t, cards)
    _set_winner(t, winner)
    _set_seats(t, seats)
    return t


def _winner3(ranking: Ranking, cards: tuple[int, int, int]) -> int:
    """``ranking.winning_index`` for three cards: a card counts with its strength if it is a
    trump or of the led suit (trumps rank above every plain card), else not at all."""
    esuit, strength = ranking.esuit, ranking.strength
    a, b, c = cards
    led = esuit[a]
    best, top = 0, strength[a]
    e = esuit[b]
    if e in (led, TRUMP) and strength[b] > top:
        best, top = 1, strength[b]
    e = esuit[c]
    if e in (led, TRUMP) and strength[c] > top:
        best = 2
    return best


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
        self.nxt, self.order = _seat_tables(self.players, self.dealer)
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

    @property
    def forehand_seat(self) -> int:
        return self.order[0]

    def opponents(self) -> tuple[int, ...]:
        d = self._declarer
        return tuple(s for s in self.order if s != d)

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
        from :meth:`legal_actions` is accepted without comparing field by field."""
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
        if self.phase == "play":
            new._play_card(action.seat, action.card)  # type: ignore[arg-type]
        else:
            new._step(action)
        return new

    def playout(self, rng: random.Random) -> Result:
        """The result of finishing this hand with uniformly random legal actions: the same
        result as ``while not st.is_terminal: st = st.apply(rng.choice(st.legal_actions()))``
        with the same ``rng``, but on one private copy, with no state per step and no history
        (bots' rollouts, benchmarks). The same rules code (``_legal``, ``_step``) decides."""
        st: SkatState = self._clone_fn()
        st._parent = None
        st._action = None
        st._cache_legal = None
        choice = rng.choice
        randrange = rng.randrange  # choice(seq) is seq[randrange(len(seq))]: the same draws
        while True:
            phase = st.phase
            if phase == "play":
                st._play_out(randrange)
            elif phase == "done":
                return st._result()
            elif phase == "discard":  # the k-th pair of _discard_actions, without the list
                seat = st.to_move
                assert seat is not None
                cs = st._discardable(seat)
                n = len(cs)
                k = randrange(n * (n - 1) // 2)
                i = 0
                while k >= n - 1 - i:
                    k -= n - 1 - i
                    i += 1
                st._step(discard_action(seat, cs[i], cs[i + 1 + k]))
            else:
                st._step(choice(st._legal()))

    def _play_out(self, randrange: Callable[[int], int]) -> None:
        """Play the remaining cards at random in place (the card play of :meth:`playout`):
        the legal cards and the trick as in ``_legal`` and ``_play_card``, kept in locals
        until the hand is over. The k-th legal card, lowest card number first, is what
        ``rng.choice(legal_actions())`` picks with the same draw."""
        r = self.ranking
        seat = self.to_move
        assert r is not None and seat is not None
        esuit, esuit_mask, nxt = r.esuit, r.esuit_mask, self.nxt
        declarer, stop = self._declarer, self.stop
        hands = list(self.hands)
        taken = list(self.taken)
        won = list(self.tricks_won)
        tricks = list(self.tricks)
        trick = list(self.trick)
        seats = list(self.trick_seats)
        leader = self.leader
        ended_early = False
        while True:
            m = hands[seat]
            if trick:
                m = m & esuit_mask[esuit[trick[0]]] or m
            else:
                leader = seat
            k = randrange(m.bit_count())
            while k:
                m &= m - 1
                k -= 1
            hands[seat] ^= m & -m
            trick.append((m & -m).bit_length() - 1)
            seats.append(seat)
            if len(trick) < 3:
                seat = nxt[seat]
                continue
            cards = (trick[0], trick[1], trick[2])
            tseats = (seats[0], seats[1], seats[2])
            winner = tseats[_winner3(r, cards)]
            tricks.append(_trick(leader, cards, winner, tseats))
            taken[winner] |= (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2])
            won[winner] += 1
            trick.clear()
            seats.clear()
            seat = leader = winner
            if len(tricks) == 10:
                break
            if stop and (winner == declarer) == (stop == 1):
                ended_early = True
                break
        self.hands = tuple(hands)
        self.taken = tuple(taken)
        self.tricks_won = tuple(won)
        self.tricks = tuple(tricks)
        self.trick = ()
        self.trick_seats = ()
        self.leader = seat
        self.ended_early = ended_early
        self.phase = "done"
        self.to_move = None

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
            t = _PLAYS[seat]
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
            hand &= ~_JACK_MASK
        return cards_of(hand)

    def _discard_actions(self, seat: int) -> list[Action]:
        cs = self._discardable(seat)
        table = _DISCARDS[seat]
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
        for a, t, base, levels in _DECLARE_REACH[not self.picked][seat]:  # is lost as overbid
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
        winner = seats[_winner3(ranking, cards)]
        tricks = self.tricks = (*self.tricks, _trick(self.leader, cards, winner, seats))
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

    # ---------------------------------------------------------------- errors
    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        seat = action.seat
        if action.type == "bid":
            return self._explain_bid(action)
        if action.type == "discard":
            return self._explain_discard(action)
        if action.type in ("declare",) and self.phase in ("declare", "raise"):
            return self._explain_declare(action)
        if action.type == "double":
            if action.kind not in ("kontra", "re"):
                return IllegalAction(f"{action.kind!r} is not a Skat doubling (kontra or re)",
                                     reason="unknown_double", params={"kind": action.kind})
            expected = "kontra" if not self.doublings else "re"
            return IllegalAction(f"seat {seat} can only say {expected} now",
                                 reason="double_out_of_turn",
                                 params={"seat": seat, "expected": expected})
        return super()._explain_other(action, legal)

    def _explain_bid(self, action: Action) -> IllegalAction:
        v = action.value
        if v is None:
            return IllegalAction("a bid needs a value", reason="bid_without_value")
        if v not in BID_INDEX:
            return IllegalAction(f"{v} is not a bid value", reason="not_a_bid_value",
                                 params={"value": v})
        if self.stage == 3:
            return IllegalAction(
                f"both other players passed: seat {action.seat} can only play at 18 or pass",
                reason="forehand_18_only", params={"seat": action.seat, "value": v})
        return IllegalAction(f"{v} is not above the current bid {self.bid}",
                             reason="bid_too_low", params={"value": v, "current": self.bid})

    def _explain_discard(self, action: Action) -> IllegalAction:
        seat = action.seat
        cs = action.cards or ()
        if len(cs) != 2 or len(set(cs)) != 2:
            return IllegalAction(f"seat {seat} must lay away exactly two different cards",
                                 reason="discard_two", params={"seat": seat})
        for c in cs:
            if not isinstance(c, int) or not 0 <= c < 36:
                return IllegalAction(f"{c!r} is not a card", reason="not_a_card",
                                     params={"seat": seat})
            if not (self.hands[seat] >> c) & 1:
                return IllegalAction(f"seat {seat} does not hold {card_str(c)}",
                                     reason="not_in_hand",
                                     params={"seat": seat, "card": card_str(c)})
        return IllegalAction("jacks may not be passed on in Schieberamsch",
                             reason="no_jacks_in_skat", params={"seat": seat})

    def _explain_declare(self, action: Action) -> IllegalAction:
        seat = action.seat
        c = action.contract
        if c is None:
            return IllegalAction("a declaration needs a contract", reason="no_contract")
        hand_game = not self.picked
        problem = declaration_problem(c, hand_game)
        if problem is not None:
            reason, text = problem
            return IllegalAction(f"seat {seat} cannot declare {describe_contract(c)}: {text}",
                                 reason=reason, params={"seat": seat})
        mats = self._declaration_matadors(seat)
        reach = self._reach(c, mats)
        if self.phase == "raise" and self._contract is not None:
            cur = self._contract
            if not c.flags >= cur.flags:
                return IllegalAction(
                    f"a raise keeps every announcement of {describe_contract(cur)}",
                    reason="raise_drops_announcement", params={"seat": seat})
            return IllegalAction(
                f"{describe_contract(c)} is not higher than {describe_contract(cur)}",
                reason="raise_not_higher", params={"seat": seat})
        if c.kind == "null":
            return IllegalAction(
                f"{describe_contract(c)} is worth {reach}, below the bid {self.bid}",
                reason="cannot_reach_bid", params={"value": reach, "bid": self.bid})
        return IllegalAction(
            f"{describe_contract(c)} can reach at most {reach}, below the bid {self.bid}",
            reason="cannot_reach_bid", params={"value": reach, "bid": self.bid})

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

