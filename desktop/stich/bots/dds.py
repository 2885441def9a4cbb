"""A double-dummy solver for trick-taking games, generic over a contract's :class:`Ranking`.

"Double dummy" means every hand is open: the solver answers what the best play is when everyone
sees everything. The hard bots sample the hidden cards many times and ask this solver about each
sample (determinized search).

How it is fast in pure Python:

* Cards are re-numbered for the contract (:class:`Layout`): each effective suit occupies
  consecutive bit positions ordered by strength, trumps on top. So "does ``c`` beat the card
  winning the trick" is ``c > best and (same effective suit or c is trump)``, and two cards are
  *equivalent* (interchangeable for taking tricks) when no card still in play lies between them.
* The search is a fail-soft zero-window alpha-beta ("does the maximising side reach ``need``
  more value?", answered with a bound that may say more than yes or no). A transposition table
  at trick starts stores proven lower and upper bounds of the value still to come, so searches
  with different targets share their work; exact values come from MTD(f). Its key is each
  suit's layout (who holds which of the cards still in play, with their points), so positions
  differing only in cards already played share an entry; a new entry starts from bounds (the
  trumps of one side above all the other side's each win a trick; masters the leader can cash),
  and positions with two tricks left are solved exactly.
* Of a group of equivalent cards only the one with most and the one with fewest points are tried
  (``exact=True`` merges only cards of equal points: exact, about a quarter more nodes; the
  default can, rarely, miss a line that needs a middle card and be off by a point or two).
  Where the side that wins the current trick is already known (the last card of a trick, or
  nobody after the mover can take it from the side holding it), only one card of such a run
  is tried, whatever the points: the richest if the trick counts for the mover's side, else the
  poorest (exact: the swapped card can do later whatever the other one could);
  moves are ordered by cheap trick-play rules (cash masters nobody can ruff, lead towards a
  partner's master, not into an opponent's ruff; take the trick, schmier on a partner's trick
  or one a partner after us may take, discard low), the best move stored for the position and,
  at a defender's lead, the lead that last refuted the declarer at that depth.
* A probe from seven cards a hand up runs in a CPython frame-stack chunk of its own and with
  the cyclic garbage collector paused (:func:`_in_room`); a dropped solver breaks its closures'
  reference cycles. Both leave the positions searched as they are and save about a quarter of
  the CPU time of a full deal.

The value counted is, per trick won by the maximising side, the card points of the trick plus a
per-trick bonus: ``points=True, trick_bonus=0`` counts card points, ``points=False,
trick_bonus=1`` counts tricks (for "schwarz", Tout or Bettel questions).

Game-specific follow constraints are options of :class:`Solver`: the Schafkopf called ace
(``called``: the partner must play it when its suit is led, may not discard it, may lead its suit
only with it unless he holds four, SPEC §1.8.2) and "must beat the trick if following"
(``must_beat``, e.g. Bettel with Stichzwang).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.cards import POINTS
from ..engine.tricks import TRUMP, Ranking
from . import clock as bot_clock


def _in_room(search: Callable[[int | None, int], int], card: int | None, t: int) -> int:
    """``search(card, t)`` called from a frame that reserves room for the whole recursion,
    with the cyclic garbage collector paused.

    CPython (3.11 and later) keeps the frames of Python calls on a per-thread stack of 16 KB
    chunks, allocating a chunk with ``mmap`` when a call does not fit in the current one and
    unmapping it as soon as the call that opened it returns. A full deal's search nests about
    17 KB of frames (``lead``, ``follow``... per trick), so somewhere in the tree a chunk
    boundary is crossed; where it falls among the last tricks, where most positions are, every
    call across it costs an ``mmap``/``munmap`` pair (25,000 pairs in one 0.5 s solve, a fifth
    to a third of its CPU time). This frame declares an oversized value stack (never used), so
    calling it always opens a fresh 64 KB chunk of which it occupies the first 26 KB, and the
    search runs in the rest, one chunk for all its frames: one pair of system calls per
    probe (about 15 us) instead.

    The search makes no reference cycles (its garbage goes by reference counts), but the
    table entries and cached move orders it keeps make the collector run, and each full
    collection walks every table: about a tenth of the CPU time of a slow solve. So the
    collector is off while deep searches run (counted across threads; back on, if it was on,
    when the last one ends)."""
    with _GC_LOCK:
        if not _GC_PAUSE[0]:
            _GC_PAUSE[1] = gc.isenabled()
            gc.disable()
        _GC_PAUSE[0] += 1
    try:
        return search(card, t)
    finally:
        with _GC_LOCK:
            _GC_PAUSE[0] -= 1
            if not _GC_PAUSE[0] and _GC_PAUSE[1]:
                gc.enable()


# The frame size of _in_room: more than a whole 16 KB chunk (so it never fits in the current
# one), less than 64 KB minus the search's depth.
_in_room.__code__ = _in_room.__code__.replace(co_stacksize=3300)
# Positions from which a probe runs in _in_room: a hand of this many cards or more. The room
# costs 20-40 us a probe (a fresh chunk's pages); on random Skat positions it paid from about
# seven cards a hand (3.5 ms a probe either way) and 7 % at eight (2026-11-30, load 10).
ROOMY_FROM = 7
_GC_LOCK = threading.Lock()
_GC_PAUSE = [0, False]  # deep searches running; whether the collector was on before them


class Timeout(Exception):
    """The solver's deadline passed; the answer of the interrupted search is unknown."""


class Layout:
    """A contract's cards renumbered so that each effective suit is a run of bit positions."""

    __slots__ = ("card_at", "deck", "esuit", "esuit_mask", "points", "pos", "size", "trump_mask")

    def __init__(self, ranking: Ranking, deck: Sequence[int]) -> None:
        def key(c: int) -> tuple[int, int, int]:
            e = ranking.esuit[c]
            return (1 if e == TRUMP else 0, e, ranking.strength[c])

        order = sorted(deck, key=key)
        self.deck = tuple(deck)
        self.size = len(order)
        self.card_at: tuple[int, ...] = tuple(order)
        pos = [-1] * 36
        for i, c in enumerate(order):
            pos[c] = i
        self.pos: tuple[int, ...] = tuple(pos)
        self.points: tuple[int, ...] = tuple(POINTS[c] for c in order)
        self.esuit: tuple[int, ...] = tuple(ranking.esuit[c] for c in order)
        masks = [0] * 5
        for i, c in enumerate(order):
            masks[ranking.esuit[c]] |= 1 << i
        self.esuit_mask: tuple[int, ...] = tuple(masks)
        self.trump_mask = masks[TRUMP]

    def to_pos(self, mask: int) -> int:
        """A card mask in layout positions."""
        pos = self.pos
        out = 0
        while mask:
            low = mask & -mask
            out |= 1 << pos[low.bit_length() - 1]
            mask ^= low
        return out

    def to_cards(self, pmask: int) -> int:
        card_at = self.card_at
        out = 0
        while pmask:
            low = pmask & -pmask
            out |= 1 << card_at[low.bit_length() - 1]
            pmask ^= low
        return out


_LAYOUTS: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], Layout] = {}


def layout_for(ranking: Ranking, deck: Sequence[int]) -> Layout:
    key = (ranking.esuit, ranking.strength, tuple(deck))
    lay = _LAYOUTS.get(key)
    if lay is None:
        lay = _LAYOUTS[key] = Layout(ranking, deck)
    return lay


class Solver:
    """Zero-window double-dummy search over one fully known position.

    ``team[s]`` is true for the seats of the maximising side; the value counted is what the seats
    of ``scorer`` win (``team`` unless given: a Bettel asks whether the opponents can make the
    declarer take a trick, Ramsch whether the others can load points on one seat). ``hands`` are
    card masks (engine
    card numbers); ``trick`` the cards already in the current trick in play order, led by
    ``leader``. ``called``/``holder``/``restricted`` describe a Schafkopf called ace still bound
    by its rules; ``keeper`` (the caller, with the house rule ``caller_keeps_called_suit``) may
    not discard his last card of the called suit while it is bound (the suit not yet led).
    ``deadline`` (a :func:`.clock.now` value) makes a search raise :class:`Timeout` once
    passed; ``node_limit`` does the same after that many positions (a reproducible
    budget: the counter counts every position searched over the solver's life).
    """

    def __init__(self, layout: Layout, team: Sequence[bool], hands: Sequence[int],
                 trick: Sequence[int], leader: int, *, points: bool = True,
                 trick_bonus: int = 0, called: int | None = None, holder: int | None = None,
                 restricted: bool = False, keeper: int | None = None,
                 must_beat: bool = False, deadline: float | None = None,
                 scorer: Sequence[bool] | None = None, exact: bool = False,
                 node_limit: int | None = None) -> None:
        self.layout = layout
        self.players = n = len(hands)
        self.team = tuple(bool(t) for t in team)
        self.scorer = tuple(bool(t) for t in scorer) if scorer is not None else self.team
        self.points_mode = points
        self.trick_bonus = trick_bonus
        self.hands = [layout.to_pos(h) for h in hands]
        self.trick = [layout.pos[c] for c in trick]
        self.leader = leader
        self.trick_seats = [(leader + i) % n for i in range(len(trick))]
        self.called = layout.pos[called] if called is not None else -1
        self.holder = holder if holder is not None else -1
        self.restricted = bool(restricted and called is not None and holder is not None
                               and (self.hands[holder] >> self.called) & 1)
        # while ``restricted`` holds the called suit has not been led (the ace leaves the
        # holder's hand only on its suit's first trick), which is when the caller keeps his card
        self.keeper = keeper if keeper is not None and self.restricted else -1
        self.must_beat = must_beat
        self.exact = exact
        self.deadline = deadline
        self.node_limit = node_limit
        self.tt: dict[tuple[int, ...], list[int]] = {}  # keyed by suit layouts and leader
        self._build()

    # ------------------------------------------------------------------ public questions
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.players

    def remaining(self) -> int:
        """The value still to be won: points in hands and trick plus bonuses of tricks left."""
        pts = self._pts
        total = 0
        for h in self.hands:
            m = h
            while m:
                low = m & -m
                total += pts[low.bit_length() - 1]
                m ^= low
        for p in self.trick:
            total += pts[p]
        cards_left = sum(h.bit_count() for h in self.hands) + len(self.trick)
        return total + self.trick_bonus * (cards_left // self.players)

    def legal(self) -> list[int]:
        """Legal cards (engine numbers) for the seat to move."""
        seat = self.to_move()
        mask = self._legal_mask(seat, self.hands[seat], self.trick, self.restricted)
        card_at = self.layout.card_at
        out = []
        while mask:
            low = mask & -mask
            out.append(card_at[low.bit_length() - 1])
            mask ^= low
        return out

    def reach(self, need: int) -> bool:
        """Whether the maximising side wins at least ``need`` more value from here."""
        return self.probe(None, need) >= need

    def reach_after(self, card: int, need: int) -> bool:
        """Whether the maximising side reaches ``need`` more value after the mover plays
        ``card`` (the value of the current trick counts)."""
        return self.probe(card, need) >= need

    def value(self, guess: int | None = None) -> int:
        """The exact value the maximising side wins from here (MTD(f))."""
        return self._mtdf(None, guess)

    def value_after(self, card: int, guess: int | None = None) -> int:
        """The exact value the maximising side wins from here after the mover plays ``card``."""
        return self._mtdf(card, guess)

    def _mtdf(self, card: int | None, guess: int | None) -> int:
        lower, upper = 0, self.remaining()
        g = guess if guess is not None else (lower + upper) // 2
        while lower < upper:
            t = min(max(g, lower + 1), upper)
            g = self.probe(card, t)
            if g >= t:
                lower = g
            else:
                upper = g
        return lower

    # ------------------------------------------------------------------ the search
    def probe(self, card: int | None, t: int) -> int:
        """Fail-soft zero-window search at threshold ``t`` (after ``card``, or with the mover
        choosing): a result ``g >= t`` proves the value is at least ``g``, ``g < t`` proves it
        is at most ``g``."""
        if max(h.bit_count() for h in self.hands) >= ROOMY_FROM:
            return _in_room(self._probe, card, t)
        return self._probe(card, t)

    def _probe(self, card: int | None, t: int) -> int:
        n = self.players
        hands = self.hands
        trick = list(self.trick)
        seats = list(self.trick_seats)
        restricted = self.restricted
        seat = (self.leader + len(trick)) % n
        rem = self.remaining()
        if card is not None:
            first = self.layout.pos[card]
            if first < 0 or not (hands[seat] >> first) & 1:
                raise ValueError("the card is not in the mover's hand")
            return self._play_root(seat, first, trick, seats, t, rem, restricted)
        if not trick:
            return int(self._lead(self.leader, t, rem, restricted))
        # mid-trick root: try every legal card
        mx = self.team[seat]
        best = -1 if mx else rem + 1
        for c in self._cards(self._legal_mask(seat, hands[seat], trick, restricted)):
            g = self._play_root(seat, c, trick, seats, t, rem, restricted)
            if mx:
                if g >= t:
                    return g
                best = max(best, g)
            else:
                if g < t:
                    return g
                best = min(best, g)
        return best

    def _play_root(self, seat: int, c: int, trick: list[int], seats: list[int], t: int,
                   rem: int, restricted: bool) -> int:
        """Play ``c`` for ``seat`` on a copy of the root trick and search on."""
        n = self.players
        hands = self.hands
        es = self.layout.esuit
        pts = self._pts
        called = self.called
        if restricted and seat == self.holder:
            if c == called:
                restricted = False
            elif not trick and es[c] == es[called]:
                restricted = False  # ran away
        hands[seat] ^= 1 << c
        try:
            tr = [*trick, c]
            ss = [*seats, seat]
            best = tr[0]
            bseat = ss[0]
            tp = 0
            for i in range(len(tr)):
                x = tr[i]
                tp += pts[x]
                if i and x > best and (es[x] == es[best] or es[x] == TRUMP):
                    best, bseat = x, ss[i]
            if len(tr) == n:
                tv = tp + self.trick_bonus
                if restricted and called >= 0 and es[tr[0]] == es[called]:
                    restricted = False
                if self.scorer[bseat]:
                    return tv + int(self._lead(bseat, t - tv, rem - tv, restricted))
                return int(self._lead(bseat, t, rem - tv, restricted))
            present = 0
            for h in hands:
                present |= h
            for x in tr:
                present |= 1 << x
            return int(self._follow((seat + 1) % n, len(tr), t, rem, restricted, es[tr[0]],
                                    best, bseat, tp, present))
        finally:
            hands[seat] ^= 1 << c

    def _cards(self, mask: int) -> list[int]:
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def _legal_mask(self, seat: int, hand: int, trick: Sequence[int], restricted: bool) -> int:
        es = self.layout.esuit
        esm = self.layout.esuit_mask
        called = self.called
        bound = restricted and seat == self.holder
        if not trick:
            if not bound:
                return hand
            x = hand & esm[es[called]]
            if x.bit_count() >= 4:
                return hand
            return hand & ~(x & ~(1 << called))
        if hand & (hand - 1) == 0:
            return hand
        led = es[trick[0]]
        if bound:
            if led == es[called]:
                return 1 << called
            same = hand & esm[led]
            return same or (hand & ~(1 << called))
        same = hand & esm[led]
        if not same and restricted and seat == self.keeper:
            x = hand & esm[es[called]]
            if x and x & (x - 1) == 0:
                return hand & ~x  # the caller's last card of the called suit stays
        if same and self.must_beat:
            best = trick[0]
            for x in trick[1:]:
                if x > best and (es[x] == es[best] or es[x] == TRUMP):
                    best = x
            if es[best] == led:
                beating = same & ~((1 << (best + 1)) - 1)
                if beating:
                    return beating
        return same or hand

    def _build(self) -> None:
        """Create the recursive search functions as closures over the tables (fast locals)."""
        lay = self.layout
        n = self.players
        team = self.team
        scorer = self.scorer
        es = lay.esuit
        esm = lay.esuit_mask
        pts = lay.points if self.points_mode else (0,) * lay.size
        self._pts = pts
        npts = tuple(-p for p in pts)
        pkey = pts.__getitem__
        nkey = npts.__getitem__
        bonus = self.trick_bonus
        hands = self.hands
        tt = self.tt
        gcache: dict[tuple[int, int], tuple[int, ...]] = {}
        gget = gcache.get
        called = self.called
        called_es = es[called] if called >= 0 else -1
        holder = self.holder
        keeper = self.keeper
        called_esm = esm[called_es] if called >= 0 else 0
        must_beat = self.must_beat
        deadline = self.deadline
        node_limit = self.node_limit if self.node_limit is not None else 1 << 62
        clock = bot_clock.reader()
        counter = [0, 2048]  # positions searched, next clock check
        exact = self.exact

        def groups(legal: int, present: int) -> tuple[int, ...]:
            """One or two cards (most and fewest points) per group of equivalent legal cards:
            cards of one effective suit with no other card in play between them (``present``
            matters only between the lowest and the highest legal card)."""
            key = (legal, present)
            got = gcache.get(key)
            if got is not None:
                return got
            blockers = present & ~legal
            out: list[int] = []
            prev = -2
            gmax = gmin = -1
            m = legal
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                if prev >= 0 and es[c] == es[prev] and (not exact or pts[c] == pts[prev]) \
                        and not (blockers & ((1 << c) - (1 << (prev + 1)))):
                    if pts[c] >= pts[gmax]:
                        gmax = c
                    if pts[c] < pts[gmin]:
                        gmin = c
                else:
                    if gmax >= 0:
                        out.append(gmax)
                        if pts[gmin] != pts[gmax]:
                            out.append(gmin)
                    gmax = gmin = c
                prev = c
            if gmax >= 0:
                out.append(gmax)
                if pts[gmin] != pts[gmax]:
                    out.append(gmin)
            res = tuple(out)
            gcache[key] = res
            return res

        trump_mask = lay.trump_mask
        three = n == 3
        bits = tuple(1 << i for i in range(lay.size))  # each card's mask, made once
        last_k = n - 1
        # later[seat][k]: the seats still to play after ``seat`` plays the k-th card of a trick
        later = tuple(tuple(tuple((seat + i) % n for i in range(1, n - k)) for k in range(n))
                      for seat in range(n))
        ocache: dict[tuple[int, ...], tuple[int, ...]] = {}
        TBIT = 1 << 40  # the side bit of ``laters`` below
        tbit = tuple(TBIT if t else 0 for t in team)
        oget = ocache.get

        seen: dict[tuple[int, ...], list[int]] = {}  # the same entries keyed by the hands
        sget = seen.get

        def follow(seat: int, k: int, need: int, rem: int, restricted: bool, led: int,
                   bestc: int, bseat: int, tp: int, present: int) -> int:
            """``seat`` plays the ``k``-th card (0-based) of a trick led in suit ``led``;
            fail-soft value (from the start of this trick) against threshold ``need``."""
            counter[0] += 1
            hand = hands[seat]
            # legal cards (SPEC §0.4 plus the called-ace and must-beat options)
            if hand & (hand - 1) == 0:
                legal = hand
            elif restricted and seat == holder:
                if led == called_es:
                    legal = 1 << called
                else:
                    legal = (hand & esm[led]) or (hand & ~(1 << called))
            else:
                legal = hand & esm[led]
                if not legal:
                    legal = hand
                    if restricted and seat == keeper:
                        x = hand & called_esm
                        if x and x & (x - 1) == 0:
                            legal = hand & ~x  # the caller keeps his last called-suit card
                elif must_beat and es[bestc] == led:
                    beating = legal & ~((1 << (bestc + 1)) - 1)
                    if beating:
                        legal = beating
            mx = team[seat]
            bound = restricted and seat == holder
            if legal & (legal - 1) == 0:
                cs: Sequence[int] = (legal.bit_length() - 1,)
            else:
                span = present & ((1 << legal.bit_length()) - (legal & -legal))
                # the cards still in hands between the legal ones (the trick's are gone after it)
                if three:
                    live = (hands[0] | hands[1] | hands[2]) & span
                else:
                    live = hands[0] | hands[1]
                    for i in range(2, n):
                        live |= hands[i]
                    live &= span
                if k == last_k:
                    # the last card: of the trick's best card only which legal cards beat it
                    # matters (no later seat)
                    beat = legal & (trump_mask | esm[es[bestc]]) & -(2 << bestc)
                    if not bound and points_mode:
                        # one card per run, so the cards of the trick between them do not
                        # matter either
                        okey: tuple[int, ...] = (legal, live, beat, mx, team[bseat],
                                                 scorer[seat], scorer[bseat])
                        cs = lget(okey) or order_last(legal, live, beat, mx, team[bseat],
                                                      scorer[seat], scorer[bseat], okey)
                    else:
                        okey = (legal, span, live, -1 - beat, mx, team[bseat], scorer[seat],
                                scorer[bseat], bound)
                        cs = oget(okey) or order(legal, span, live, led, bestc, mx,
                                                 team[bseat], scorer[seat], scorer[bseat],
                                                 bound, (), okey)
                else:
                    # what the later seats could beat with, and their sides
                    rel = esm[led] | trump_mask
                    if k == last_k - 1:
                        s = (seat + 1) % n
                        x = hands[s] & rel | tbit[s]
                        laters: tuple[int, ...] = (x,)
                        okey = (legal, span, live, bestc, mx, team[bseat], scorer[seat],
                                scorer[bseat], bound, led, x)
                    else:
                        laters = tuple([hands[s] & rel | tbit[s] for s in later[seat][k]])
                        okey = (legal, span, live, bestc, mx, team[bseat], scorer[seat],
                                scorer[bseat], bound, led, *laters)
                    cs = oget(okey) or order(legal, span, live, led, bestc, mx, team[bseat],
                                             scorer[seat], scorer[bseat], bound, laters, okey)
            best = -1 if mx else 1 << 20
            if k == last_k:
                # every card's next trick start is looked up in the table first (enhanced
                # transposition cutoffs): any card the table or lead()'s quick answers
                # already decide can cut before another card is searched
                todo = None
                for c in cs:
                    r = restricted
                    if bound and c == called:
                        r = False
                    if c > bestc and (es[c] == es[bestc] or es[c] == TRUMP):
                        s2 = seat
                    else:
                        s2 = bseat
                    tv = tp + pts[c] + bonus
                    off = tv if scorer[s2] else 0
                    cn = need - off  # what the next tricks must bring
                    if cn <= 0:
                        g = off
                    elif cn > rem - tv:
                        g = rem - tv + off
                    else:
                        if r and led == called_es:
                            r = False
                        hands[seat] = hand ^ bits[c]
                        e = sget((hands[0], hands[1], hands[2], s2, r) if three
                                 else (*hands, s2, r))
                        hands[seat] = hand
                        if e is not None and e[0] >= cn:
                            counter[0] += 1
                            g = off + e[0]
                        elif e is not None and e[1] < cn:
                            counter[0] += 1
                            g = off + e[1]
                        else:
                            if todo is None:
                                todo = [(c, s2, r, off, cn, tv)]
                            else:
                                todo.append((c, s2, r, off, cn, tv))
                            continue
                    if mx:
                        if g >= need:
                            return g
                        if g > best:
                            best = g
                    else:
                        if g < need:
                            return g
                        if g < best:
                            best = g
                if todo is not None:
                    for c, s2, r, off, cn, tv in todo:
                        hands[seat] = hand ^ bits[c]
                        g = off + lead(s2, cn, rem - tv, r)
                        hands[seat] = hand
                        if mx:
                            if g >= need:
                                return g
                            if g > best:
                                best = g
                        else:
                            if g < need:
                                return g
                            if g < best:
                                best = g
                return best
            nxt = (seat + 1) % n
            for c in cs:
                r = restricted
                if bound and c == called:
                    r = False
                if c > bestc and (es[c] == es[bestc] or es[c] == TRUMP):
                    b2, s2 = c, seat
                else:
                    b2, s2 = bestc, bseat
                hands[seat] = hand ^ bits[c]
                g = follow(nxt, k + 1, need, rem, r, led, b2, s2, tp + pts[c], present)
                hands[seat] = hand
                if mx:
                    if g >= need:
                        return g
                    if g > best:
                        best = g
                else:
                    if g < need:
                        return g
                    if g < best:
                        best = g
            return best

        points_mode = self.points_mode

        def live_runs(cs: Sequence[int], blockers: int,
                      bestc: int) -> list[list[int]]:
            """The cards of ``cs`` in runs of two or more that are equivalent from here on: one
            effective suit, no card still in a hand (``blockers``) between them, and all of
            them beating the trick's best card ``bestc`` or none."""
            out = []
            srt = sorted(cs)
            run = [srt[0]]
            prev = srt[0]
            pw = prev > bestc and (es[prev] == es[bestc] or es[prev] == TRUMP)
            for c in srt[1:]:
                w = c > bestc and (es[c] == es[bestc] or es[c] == TRUMP)
                if es[c] == es[prev] and w == pw \
                        and not (blockers & ((1 << c) - (1 << (prev + 1)))):
                    run.append(c)
                else:
                    if len(run) > 1:
                        out.append(run)
                    run = [c]
                prev, pw = c, w
            if len(run) > 1:
                out.append(run)
            return out

        same_side = scorer == team

        def lthreat(laters: tuple[int, ...], led: int, best: int, side: bool) -> bool:
            """Whether a later seat of the trick (``laters``: its cards of the led suit and
            trumps, with its side in bit 40) not of ``side`` can beat ``best``."""
            for x in laters:
                if (x >= TBIT) == side:
                    continue
                f = x & esm[led]
                if f:
                    if es[best] == led and f >> (best + 1):
                        return True
                else:
                    t = x & trump_mask
                    if t and (es[best] != TRUMP or t >> (best + 1)):
                        return True
            return False

        def order(legal: int, span: int, live: int, led: int, bestc: int, mx: bool,
                  bteam: bool,
                  sscore: bool, bscore: bool, bound: bool, laters: tuple[int, ...],
                  okey: tuple[int, ...]) -> tuple[int, ...]:
            """The groups of legal cards (``okey`` starts with the legal cards and the cards
            in play between them) in the order to try them, remembered under ``okey``.

            Where the side that wins the trick is already known, only one card of a run of
            equivalent cards is tried: the richest if the trick counts for the mover's side,
            else the poorest. Exact: whatever the mover does later with the card he keeps,
            he could do with the other one, and every trick goes to the same seat, so the
            swap changes the value only by the difference of the two cards' points, in the
            direction chosen."""
            cs = gget((legal, span)) or groups(legal, span)
            if len(cs) > 1 and not bound and points_mode:
                runs = live_runs(cs, live & ~legal, bestc)
                drop: list[int] = []
                for run in runs:
                    c = run[0]
                    if c > bestc and (es[c] == es[bestc] or es[c] == TRUMP):
                        side, counts, b2 = mx, sscore, max(run)
                    else:
                        side, counts, b2 = bteam, bscore, bestc
                    if laters and not (same_side and not lthreat(laters, led, b2, side)):
                        continue  # who wins the trick is still open
                    if counts == mx:
                        pick = max(run, key=pkey)
                    else:
                        pick = min(run, key=pkey)
                    drop.extend(x for x in run if x != pick)
                if drop:
                    cs = tuple(c for c in cs if c not in drop)
            ours = bteam == mx
            if len(cs) > 1:
                # whether a seat of our side after us could take the trick
                partner = bool(laters) and lthreat(laters, led, bestc, not mx)
                win = []
                lose = []
                for c in cs:
                    if c > bestc and (es[c] == es[bestc] or es[c] == TRUMP):
                        win.append(c)
                    else:
                        lose.append(c)
                if ours and not lthreat(laters, led, bestc, mx):
                    # our trick and nobody after us can take it: schmier
                    cs = tuple(sorted(cs, key=nkey))
                elif win:
                    # take it: with a card nobody after us can beat, richest first
                    safe = [c for c in win if not lthreat(laters, led, c, mx)]
                    if safe:
                        safe.sort(key=nkey)
                        rest = [c for c in cs if c not in safe]
                        # if a partner after us may take it, the others richest first
                        rest.sort(key=nkey if partner else pkey)
                        if partner and led != TRUMP and es[safe[0]] == TRUMP:
                            # void in the suit led (the winners are trumps): rather than
                            # ruff a trick the partner may take, throw a card on it first
                            cs = (*rest, *safe)
                        else:
                            cs = (*safe, *rest)
                    else:
                        win.sort(reverse=True)
                        lose.sort(key=pkey)
                        cs = (*win, *lose)
                elif partner:
                    # a partner after us may take it: schmier
                    cs = tuple(sorted(cs, key=nkey))
                else:
                    cs = tuple(sorted(cs, key=pkey))
            ocache[okey] = cs
            return cs

        lcache: dict[tuple[int | bool, ...], tuple[int, ...]] = {}
        lget = lcache.get

        def order_last(legal: int, live: int, beat: int, mx: bool, bteam: bool,
                       sscore: bool, bscore: bool, okey: tuple[int | bool, ...]
                       ) -> tuple[int, ...]:
            """``order`` for the last card of a trick (points counted, no called ace bound):
            one card of each run of legal cards of one effective suit with no card still in
            a hand (``live``) between them that all beat the trick (``beat``) or none, the
            richest if the trick then counts for the mover's side, else the poorest; on our
            side's trick the richest first, else the cards that take it richest first, then
            the rest cheapest first. Remembered under ``okey``."""
            blockers = live & ~legal
            out: list[int] = []
            prev = pick = -1
            pw = 0
            rich = False
            m = legal
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                w = beat & low
                if prev >= 0 and es[c] == es[prev] and (w == 0) == (pw == 0) \
                        and not (blockers & ((1 << c) - (1 << (prev + 1)))):
                    if rich:
                        if pts[c] >= pts[pick]:
                            pick = c
                    elif pts[c] < pts[pick]:
                        pick = c
                else:
                    if pick >= 0:
                        out.append(pick)
                    pick = c
                    rich = (sscore if w else bscore) == mx
                prev, pw = c, w
            out.append(pick)
            if len(out) > 1:
                if bteam == mx:
                    out.sort(key=nkey)  # our trick: schmier
                else:
                    win = [c for c in out if beat >> c & 1]
                    if win:
                        win.sort(key=nkey)
                        rest = [c for c in out if not beat >> c & 1]
                        rest.sort(key=pkey)
                        out = win + rest
                    else:
                        out.sort(key=pkey)
            cs = tuple(out)
            lcache[okey] = cs
            return cs

        side_suits = tuple(e for e in range(5) if e != TRUMP and esm[e])
        side_masks = tuple(esm[e] for e in side_suits)
        bounds = not must_beat

        suit_masks = tuple(m for m in esm if m)
        four_suits = len(suit_masks) == 4
        five_suits = len(suit_masks) == 5
        m0, m1, m2, m3, m4 = (*suit_masks, 0, 0, 0, 0, 0)[:5]
        codes: dict[tuple[int, ...], int] = {}
        shapes: dict[tuple[int, ...], int] = {}
        cget = codes.get

        def code(parts: tuple[int, ...]) -> int:
            """A number for the layout of one effective suit (who holds which of its cards still
            in play, in order, with their points): suits differing only in cards already played
            get the same number, so the transposition table merges such positions."""
            got = codes.get(parts)
            if got is None:
                cards: dict[int, int] = {}
                for i, m in enumerate(parts):
                    for c in _bits(m):
                        cards[c] = i * 64 + pts[c]
                shape = tuple(cards[c] for c in sorted(cards))
                got = shapes.get(shape)
                if got is None:
                    got = shapes[shape] = len(shapes) + 1
                codes[parts] = got
            return got

        cheapest: dict[tuple[int, int], int] = {}
        cget2 = cheapest.get
        other_seats = tuple(tuple(s for s in range(n) if s != q) for q in range(n))

        def cheap(mask: int, r: int) -> int:
            """The fewest points ``r`` cards of ``mask`` can hold (all of them if fewer)."""
            v = cheapest[(mask, r)] = sum(sorted([pts[c] for c in _bits(mask)])[:r])
            return v

        def sure(leader: int) -> int:
            """Value the leader's side surely wins by cashing masters from the top: the
            leader's top trumps, then the top cards of each side suit while nobody who could
            ruff is void; the others' forced cards count their fewest points."""
            hand = hands[leader]
            if three:
                present = hands[0] | hands[1] | hands[2]
            else:
                present = 0
                for h in hands:
                    present |= h
            oth = present & ~hand
            # the leader's trumps above all the others' (x & -(1 << b) keeps the bits from b up)
            run = present & trump_mask & -(1 << (oth & trump_mask).bit_length())
            if run:
                v = rpget(run)
                if v is None:
                    v = run_pts[run] = sum([pts[c] for c in _bits(run)])
                total = v
                tricks = run.bit_count()
            else:
                for m in side_masks:
                    x = present & m
                    if x and (hand >> (x.bit_length() - 1)) & 1:
                        break
                else:
                    return 0  # no master at all
                total = tricks = 0
            others = [hands[s] for s in other_seats[leader]]
            trumps_left = []
            clean = []  # still holds every card it had (never discarded)
            for h in others:
                t = h & trump_mask
                tc = t.bit_count()
                if tricks and tc:
                    v = cget2((t, tricks))
                    total += cheap(t, tricks) if v is None else v
                trumps_left.append(tc > tricks)
                clean.append(tc >= tricks)
            for m in side_masks:
                x = present & m
                if not x or not (hand >> (x.bit_length() - 1)) & 1:
                    continue
                run = x & -(1 << (oth & m).bit_length())  # the leader's masters of the suit
                r = k = run.bit_count()
                for i, h in enumerate(others):
                    if trumps_left[i]:
                        y = (h & m).bit_count()
                        if y < r:
                            r = y
                if not r:
                    continue
                tricks += r
                if r == k:
                    v = rpget(run)
                    if v is None:
                        v = run_pts[run] = sum([pts[c] for c in _bits(run)])
                    total += v
                else:
                    for _ in range(r):
                        c = run.bit_length() - 1
                        total += pts[c]
                        run ^= 1 << c
                for i, h in enumerate(others):
                    if clean[i]:
                        y = h & m
                        if y:
                            v = cget2((y, r))
                            total += cheap(y, r) if v is None else v
                        if y.bit_count() < r:
                            clean[i] = False
            return total + bonus * tricks

        small = not must_beat

        max_seats = tuple(s for s in range(n) if team[s])
        min_seats = tuple(s for s in range(n) if not team[s])

        solo = len(max_seats) == 1 and n == 3  # one seat against two (Skat's declarer)
        s_max = max_seats[0] if solo else -1
        s_min1, s_min2 = min_seats[:2] if solo else (-1, -1)
        run_pts: dict[int, int] = {}
        rpget = run_pts.get

        def top_trumps() -> int:
            """The value one side surely wins with its trumps above all the other side's:
            each takes a trick, in which every other seat gives at least its cheapest cards.
            Positive for the maximising side, negative (or zero) for the other."""
            if solo:
                a = hands[s_max] & trump_mask
                h1 = hands[s_min1]
                h2 = hands[s_min2]
                b = (h1 | h2) & trump_mask
                if a > b:
                    run = a & ~((1 << b.bit_length()) - 1)
                    t = run.bit_count()
                    v = cget2((h1, t))
                    total = cheap(h1, t) if v is None else v
                    v = cget2((h2, t))
                    total += cheap(h2, t) if v is None else v
                    sign = 1
                elif b:
                    run = b & ~((1 << a.bit_length()) - 1)
                    t = (h1 & run).bit_count()
                    x = (h2 & run).bit_count()
                    if x > t:
                        t = x
                    h = hands[s_max]
                    v = cget2((h, t))
                    total = cheap(h, t) if v is None else v
                    sign = -1
                else:
                    return 0
                v = rpget(run)
                if v is None:
                    v = run_pts[run] = sum([pts[c] for c in _bits(run)])
                return sign * (total + v + bonus * t)
            a = 0
            for s in max_seats:
                a |= hands[s]
            a &= trump_mask
            b = 0
            for s in min_seats:
                b |= hands[s]
            b &= trump_mask
            if a > b:
                run = a & ~((1 << b.bit_length()) - 1)
                mine, theirs, sign = max_seats, min_seats, 1
            elif b:
                run = b & ~((1 << a.bit_length()) - 1)
                mine, theirs, sign = min_seats, max_seats, -1
            else:
                return 0
            total = 0
            m = run
            while m:
                low = m & -m
                total += pts[low.bit_length() - 1]
                m ^= low
            t = 0
            for s in mine:
                x = (hands[s] & run).bit_count()
                if x > t:
                    t = x
            for s in theirs:
                h = hands[s]
                v = cget2((h, t))
                total += cheap(h, t) if v is None else v
            return sign * (total + bonus * t)

        def exact2(seat: int, k: int, led: int, bestc: int, bseat: int, tp: int) -> int:
            """Exact value of the last two tricks from the ``k``-th card of the first."""
            counter[0] += 1
            hand = hands[seat]
            legal = hand if k == 0 else (hand & esm[led]) or hand
            mx = team[seat]
            best = -1 if mx else 1 << 20
            while legal:
                low = legal & -legal
                legal ^= low
                c = low.bit_length() - 1
                if k == 0:
                    led2, b2, s2 = es[c], c, seat
                elif c > bestc and (es[c] == es[bestc] or es[c] == TRUMP):
                    led2, b2, s2 = led, c, seat
                else:
                    led2, b2, s2 = led, bestc, bseat
                hands[seat] = hand ^ low
                if k == n - 1:
                    tv = tp + pts[c] + bonus
                    # the last trick: everyone's last card
                    lb = hands[s2].bit_length() - 1
                    ls = s2
                    lv = pts[lb] + bonus
                    q = s2
                    for _ in range(n - 1):
                        q = (q + 1) % n
                        x = hands[q].bit_length() - 1
                        lv += pts[x]
                        if x > lb and (es[x] == es[lb] or es[x] == TRUMP):
                            lb, ls = x, q
                    v = (tv if scorer[s2] else 0) + (lv if scorer[ls] else 0)
                else:
                    v = exact2((seat + 1) % n, k + 1, led2, b2, s2, tp + pts[c])
                hands[seat] = hand
                if mx:
                    if v > best:
                        best = v
                elif v < best:
                    best = v
            return best

        killer: dict[int, int] = {}
        partners = tuple(tuple(q for q in range(n) if q != s and team[q] == team[s])
                         for s in range(n))
        opponents = tuple(tuple(q for q in range(n) if team[q] != team[s]) for s in range(n))

        def lead(leader: int, need: int, rem: int, restricted: bool) -> int:
            """Fail-soft value of the tricks from here (``leader`` to lead) against threshold
            ``need``: ``>= need`` is a lower bound, ``< need`` an upper bound."""
            if need <= 0:
                return 0
            if need > rem:
                return rem
            hand = hands[leader]
            counter[0] += 1
            if counter[0] >= counter[1]:
                counter[1] = counter[0] + 2048
                if (deadline is not None and clock() > deadline) or counter[0] > node_limit:
                    raise Timeout
            if hand & (hand - 1) == 0:
                # last trick: everyone's last card
                best = hand.bit_length() - 1
                bseat = leader
                tv = pts[best] + bonus
                s = leader
                for _ in range(n - 1):
                    s = (s + 1) % n
                    c = hands[s].bit_length() - 1
                    tv += pts[c]
                    if c > best and (es[c] == es[best] or es[c] == TRUMP):
                        best, bseat = c, s
                return tv if scorer[bseat] else 0
            raw = (hands[0], hands[1], hands[2], leader, restricted) if three \
                else (*hands, leader, restricted)
            entry = seen.get(raw)
            if entry is None and not restricted:
                # the same layout with other cards already played
                if n == 3:
                    h0, h1, h2 = hands
                    if four_suits:
                        # spelt out: no comprehension's frame
                        a0 = (h0 & m0, h1 & m0, h2 & m0)
                        a1 = (h0 & m1, h1 & m1, h2 & m1)
                        a2 = (h0 & m2, h1 & m2, h2 & m2)
                        a3 = (h0 & m3, h1 & m3, h2 & m3)
                        key: tuple[int, ...] = (
                            cget(a0) or code(a0), cget(a1) or code(a1), cget(a2) or code(a2),
                            cget(a3) or code(a3), leader)
                    elif five_suits:
                        a0 = (h0 & m0, h1 & m0, h2 & m0)
                        a1 = (h0 & m1, h1 & m1, h2 & m1)
                        a2 = (h0 & m2, h1 & m2, h2 & m2)
                        a3 = (h0 & m3, h1 & m3, h2 & m3)
                        a4 = (h0 & m4, h1 & m4, h2 & m4)
                        key = (cget(a0) or code(a0), cget(a1) or code(a1), cget(a2) or code(a2),
                               cget(a3) or code(a3), cget(a4) or code(a4), leader)
                    else:
                        key = (*[cget((h0 & m, h1 & m, h2 & m))
                                 or code((h0 & m, h1 & m, h2 & m)) for m in suit_masks],
                               leader)
                else:
                    key = (*[code(tuple([h & m for h in hands])) for m in suit_masks], leader)
                entry = tt.get(key)
                if entry is not None:
                    seen[raw] = entry
            if entry is not None:
                if entry[0] >= need:
                    return entry[0]
                if entry[1] < need:
                    return entry[1]
                hint = entry[2]
            else:
                lo, hi = 0, rem
                if bounds and not restricted:
                    if same_side and points_mode:
                        tv = top_trumps()
                        if tv > 0:
                            lo = tv
                        else:
                            hi = rem + tv
                    if lo < need <= hi and (hand.bit_count() > 2 or not small):
                        if team[leader]:
                            if scorer[leader]:
                                v = sure(leader)
                                if v > lo:
                                    lo = v
                        elif not scorer[leader]:
                            v = rem - sure(leader)
                            if v < hi:
                                hi = v
                entry = [lo, hi, -1]
                seen[raw] = entry
                if not restricted:
                    tt[key] = entry
                if lo >= need:
                    return lo
                if hi < need:
                    return hi
                hint = -1
            if small and hand.bit_count() == 2 and not restricted:
                # two tricks left: the exact value, so every later threshold is answered
                v = exact2(leader, 0, -1, -1, leader, 0)
                entry[0] = entry[1] = v
                return v
            if three:
                present = hands[0] | hands[1] | hands[2]
            else:
                present = hands[0] | hands[1]
                for i in range(2, n):
                    present |= hands[i]
            if restricted and leader == holder:
                x = hand & esm[called_es]
                legal = hand if x.bit_count() >= 4 else hand & ~(x & ~(1 << called))
            else:
                legal = hand
            span = present & ((1 << legal.bit_length()) - (legal & -legal))
            cs: Sequence[int] = gget((legal, span)) or groups(legal, span)
            if len(cs) > 1:
                # the side suits in which an opponent of the leader can ruff
                ruff = 0
                for q in opponents[leader]:
                    h = hands[q]
                    if h & trump_mask:
                        for m in side_masks:
                            if not h & m:
                                ruff |= m
                pm = 0  # the partners' cards
                for q in partners[leader]:
                    pm |= hands[q]
                # masters (richest first), then the other cards (cheapest first: first the
                # suits in which a partner holds the master, last those an opponent can
                # ruff), then the masters an opponent can ruff
                top = []
                ruffed = []
                rest = []
                to_partner = []
                rest_ruffed = []
                for c in cs:
                    x = (present & esm[es[c]]).bit_length() - 1
                    if x == c:
                        if ruff >> c & 1:
                            ruffed.append(c)
                        else:
                            top.append(c)
                    elif ruff >> c & 1:
                        rest_ruffed.append(c)
                    elif pm >> x & 1:
                        to_partner.append(c)
                    else:
                        rest.append(c)
                if len(top) > 1:
                    top.sort(key=nkey)
                if ruffed:
                    ruffed.sort(key=nkey)
                if len(rest) > 1:
                    rest.sort(key=pkey)
                if to_partner:
                    to_partner.sort(key=pkey)
                    rest = to_partner + rest
                if rest_ruffed:
                    rest_ruffed.sort(key=pkey)
                    rest += rest_ruffed
                cs = top + rest + ruffed if ruffed else top + rest
                if not team[leader]:
                    kl = killer.get(leader * 16 + hand.bit_count(), -1)
                    if kl >= 0 and kl != hint and kl in cs:
                        cs.remove(kl)
                        cs.insert(0, kl)
                if hint >= 0 and hint in cs:
                    cs.remove(hint)
                    cs.insert(0, hint)
            mx = team[leader]
            nxt = (leader + 1) % n
            best = -1 if mx else 1 << 20
            for c in cs:
                r = restricted
                if r and leader == holder and (c == called or es[c] == called_es):
                    r = False  # the ace itself, or running away
                hands[leader] = hand ^ bits[c]
                g = follow(nxt, 1, need, rem, r, es[c], c, leader, pts[c], present)
                hands[leader] = hand
                if mx:
                    if g > best:
                        best = g
                    if g >= need:
                        entry[2] = c
                        break
                else:
                    if g < best:
                        best = g
                    if g < need:
                        entry[2] = c
                        killer[leader * 16 + hand.bit_count()] = c
                        break
            if best >= need:
                if best > entry[0]:
                    entry[0] = best
            elif best < entry[1]:
                entry[1] = best
            return best

        def unlink() -> None:
            """Break the reference cycles of the recursive closures (each calls itself or the
            other through a cell), so that a dropped solver's tables go at once, by reference
            counts, instead of waiting for (and lengthening) a run of the cyclic collector."""
            nonlocal follow, lead, exact2
            follow = lead = exact2 = _unlinked

        self._lead = lead
        self._follow = follow
        self._counter = counter
        self._unlink = unlink

    def __del__(self) -> None:
        unlink = getattr(self, "_unlink", None)
        if unlink is not None:
            unlink()

    @property
    def node_count(self) -> int:
        return self._counter[0]


def _unlinked(*args: Any, **kwargs: Any) -> int:
    raise RuntimeError("the solver was dropped")


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def solve_value(solver: Solver, guess: int | None = None) -> int:
    """The exact double-dummy value for the maximising side from the root position."""
    return solver.value(guess)
