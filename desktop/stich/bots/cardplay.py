"""Scoring the cards of one trick decision, for the rule-based players of every game.

:class:`TrickContext` looks at the current trick, the seats still to play, the cards still out
and the voids shown, and scores each legal card: what the trick is likely to bring (the chance
that a later seat of the other side beats it) plus what keeping the card is worth (high trumps
and masters are worth keeping, a ten under an outstanding ace is a liability, a new void
helps). Leads follow the conventions of the Schafkopf family: the declarer's side pulls trumps,
the defenders cash masters and do not lead into the other side's voids; with a called ace
(Schafkopf's Sauspiel) the defenders search it.

A game's view (:class:`CardView`) says who is on which side as far as the seat knows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine.cards import POINTS
from ..engine.state import Observation
from ..engine.tricks import TRUMP, Ranking
from .knowledge import TableView


class CardView(Protocol):
    obs: Observation
    me: int
    n: int
    ranking: Ranking
    tv: TableView
    declarer: int | None
    called: int | None
    searched: bool

    @property
    def kind(self) -> str: ...

    @property
    def i_am_player(self) -> bool: ...

    @property
    def holder(self) -> int | None: ...

    def friend(self, seat: int) -> float: ...

    def outstanding(self) -> int: ...


def _p_holds(k: int, n_s: int, pool: int) -> float:
    """Probability that a hand of ``n_s`` cards drawn from ``pool`` unseen cards holds at least
    one of ``k`` given cards."""
    if k <= 0 or n_s <= 0 or pool <= 0:
        return 0.0
    if k + n_s > pool:
        return 1.0
    p_none = 1.0
    for i in range(n_s):
        p_none *= (pool - k - i) / (pool - i)
    return 1.0 - p_none



class TrickContext:
    """What one card decision looks at: the trick, who is after me, the cards still out.

    ``v`` is a game's seat view (:class:`CardView`); ``track`` false (easy) ignores voids and
    guesses about unknown partners."""

    def __init__(self, v: CardView, track: bool) -> None:
        self.v = v
        self.track = track
        rk = v.ranking
        self.rk = rk
        obs = v.obs
        self.me = v.me
        self.n = v.n
        self.trick = obs.trick
        self.seats = v.tv.trick_seats
        k = len(self.trick)
        active = tuple(getattr(v, "active", ())) or tuple(range(self.n))
        order = [s for s in (((self.me + i) % self.n) for i in range(1, self.n)) if s in active]
        self.others = order
        self.after = order[:max(0, len(active) - 1 - k)]
        if k:
            bi = rk.winning_index(self.trick)
            self.best = self.trick[bi]
            self.best_seat = self.seats[bi]
            self.led = rk.esuit[self.trick[0]]
        else:
            self.best = -1
            self.best_seat = -1
            self.led = -1
        self.trick_points = sum(POINTS[c] for c in self.trick)
        self.out = v.outstanding()
        self.pool = max(1, v.tv.unknown.bit_count())
        self.hand = obs.hand
        self.friend = {s: v.friend(s) for s in range(self.n)}
        if not track:
            # easy: sides only when certain, voids ignored
            for s in range(self.n):
                if s != self.me and self.friend[s] not in (0.0, 1.0):
                    self.friend[s] = 0.0
        self.voids = v.tv.voids if track else [0] * self.n
        self.tricks_left = obs.hand.bit_count()

    # ---------------------------------------------------------------- probabilities
    def stronger_out(self, c: int) -> int:
        """Outstanding cards of ``c``'s effective suit that beat it."""
        rk = self.rk
        e = rk.esuit[c]
        m = self.out & rk.esuit_mask[e]
        out = 0
        st = rk.strength[c]
        while m:
            low = m & -m
            x = low.bit_length() - 1
            if rk.strength[x] > st:
                out |= low
            m ^= low
        return out

    def p_void(self, s: int, e: int) -> float:
        if (self.voids[s] >> e) & 1:
            return 1.0
        k = (self.out & self.rk.esuit_mask[e]).bit_count()
        return 1.0 - _p_holds(k, self.v.tv.left[s], self.pool)

    def p_has(self, s: int, mask: int) -> float:
        rk = self.rk
        k = 0
        m = mask
        while m:
            low = m & -m
            x = low.bit_length() - 1
            if not (self.voids[s] >> rk.esuit[x]) & 1:
                k += 1
            m ^= low
        return _p_holds(k, self.v.tv.left[s], self.pool)

    def p_beaten(self, c: int, led: int, seats: Sequence[int]) -> float:
        """Probability that one of ``seats`` of the other side beats ``c`` in a trick led in
        effective suit ``led``."""
        rk = self.rk
        e = rk.esuit[c]
        higher = self.stronger_out(c)
        trumps = self.out & rk.trump_mask
        keep = 1.0
        for s in seats:
            adverse = 1.0 - self.friend[s]
            if adverse <= 0.0:
                continue
            if e == TRUMP:
                if led == TRUMP:
                    p = self.p_has(s, higher)
                else:
                    p = self.p_void(s, led) * self.p_has(s, higher)
            else:
                p = self.p_has(s, higher) + self.p_void(s, led) * self.p_has(s, trumps)
            keep *= 1.0 - adverse * min(1.0, p)
        return 1.0 - keep

    def keep_value(self, c: int) -> float:
        """What holding ``c`` for later is worth (points-like units)."""
        rk = self.rk
        e = rk.esuit[c]
        if e == TRUMP:
            higher = self.stronger_out(c).bit_count()
            base = 9.0 - 2.0 * higher
            return max(1.0, base) + (1.5 if self.v.i_am_player else 0.0)
        # a plain card: masters are worth keeping, a ten behind an outstanding ace is a risk
        higher = self.stronger_out(c)
        suit_left = (self.out & rk.esuit_mask[e]).bit_count()
        if not higher:
            return 4.0 + (3.0 if suit_left >= 2 else 0.0)
        if POINTS[c] >= 10:
            return -2.0
        return 0.0

    def void_bonus(self, c: int) -> float:
        rk = self.rk
        e = rk.esuit[c]
        if e == TRUMP:
            return 0.0
        mine = self.hand & rk.esuit_mask[e]
        if mine.bit_count() == 1 and self.hand & rk.trump_mask:
            return 2.0
        return 0.0

    def expected_after(self) -> float:
        """Points the seats after me are expected to add to the trick."""
        return 4.0 * len(self.after)

    # ---------------------------------------------------------------- following
    def follow_score(self, c: int) -> float:
        rk = self.rk
        pts = POINTS[c]
        total = self.trick_points + pts
        wins = rk.beats(c, self.best)
        extra = self.expected_after()
        if wins:
            lose = self.p_beaten(c, self.led, self.after)
            gain = (1 - lose) * (total + extra) - lose * (total + extra)
            return gain - self.keep_value(c)
        # the current winner keeps it unless someone after me overtakes
        f = self.friend[self.best_seat]
        over = self.p_beaten(self.best, self.led, self.after) if f > 0.5 else 0.0
        f_eff = f * (1 - over)
        gain = f_eff * (total + extra) - (1 - f_eff) * (total + extra)
        return gain - self.keep_value(c) + self.void_bonus(c)

    # ---------------------------------------------------------------- leading
    def lead_score(self, c: int) -> float:
        v = self.v
        rk = self.rk
        e = rk.esuit[c]
        pts = POINTS[c]
        trumps_out = (self.out & rk.trump_mask).bit_count()
        my_trumps = (self.hand & rk.trump_mask).bit_count()
        higher = self.stronger_out(c)
        others = self.others
        player = v.i_am_player
        score = 0.0
        if e == TRUMP:
            lose = self.p_beaten(c, TRUMP, others)
            if player:
                # pull trumps while the other side has some
                score += 6.0 if trumps_out else -4.0
                if my_trumps >= trumps_out and not higher:
                    score += 6.0
                score += (1 - 2 * lose) * (pts + 8)
                if v.kind == "sauspiel" and v.me != v.declarer:
                    score += 3.0  # the partner plays trump to the caller
            else:
                score -= 6.0  # the opponents leave trumps alone
                if my_trumps >= 4 and not higher:
                    score += 4.0
                score += (1 - 2 * lose) * (pts + 6)
            return score - 0.4 * self.keep_value(c)
        # a plain suit
        suit_out = self.out & rk.esuit_mask[e]
        lose = self.p_beaten(c, e, others)
        first_round = not any(rk.esuit[t.cards[0]] == e for t in v.obs.tricks)
        score += (1 - 2 * lose) * (pts + 3 * min(3, suit_out.bit_count()))
        if not higher and first_round:
            score += 4.0  # cash an ace while everyone still follows
        if v.kind == "sauspiel" and v.called is not None and e == rk.esuit[v.called] \
                and not v.searched and v.holder is None:
            # the opponents search the called ace; the caller himself rarely does
            score += 9.0 - pts if not player else -3.0
        if v.kind == "sauspiel" and v.called == c:
            score += 4.0 if v.holder == self.me else 0.0
        # do not lead into a void of the other side (they trump) unless it pulls a trump
        for s in others:
            adverse = 1.0 - self.friend[s]
            if (self.voids[s] >> e) & 1 and self.v.tv.left[s]:
                if adverse > 0.5:
                    score -= 3.0 + pts
                else:
                    score += 2.0  # our side ruffs
        if player and trumps_out and my_trumps > 0 and pts >= 10 and higher:
            score -= 5.0
        return score - 0.5 * self.keep_value(c) + self.void_bonus(c)

    # ---------------------------------------------------------------- special contracts
    def ramsch_score(self, c: int) -> float:
        rk = self.rk
        pts = POINTS[c]
        if not self.trick:
            others = self.others
            lose = self.p_beaten(c, rk.esuit[c], others)
            return -(1 - lose) * (pts + 12) - 0.3 * rk.strength[c] / 10
        total = self.trick_points + pts + self.expected_after()
        if rk.beats(c, self.best):
            lose = self.p_beaten(c, self.led, self.after)
            return -(1 - lose) * total - 0.1 * rk.strength[c]
        return pts * 0.5 + 0.2 * rk.strength[c] / 10

    def tout_score(self, c: int) -> float:
        rk = self.rk
        me_player = self.v.i_am_player
        strength = rk.strength[c] + (100 if rk.esuit[c] == TRUMP else 0)
        if not self.trick:
            return strength if me_player else -self.p_beaten(c, rk.esuit[c], []) + strength
        if rk.beats(c, self.best):
            return 1000 + (strength if me_player else -strength)
        return -strength

    def bettel_score(self, c: int) -> float:
        rk = self.rk
        me_player = self.v.i_am_player
        st = rk.strength[c]
        if not self.trick:
            return -st
        wins = rk.beats(c, self.best)
        if me_player:
            return (-1000 if wins else 0) + st
        # opponents: let the declarer win: play under him, keep low cards
        if self.best_seat == self.v.declarer:
            return -1000 if wins else st
        return -st

