"""The hard bot's worlds: deals of the cards its seat cannot see, consistent with what it saw.

:meth:`Worlds.sample_world` deals the hidden cards respecting the hard facts (the voids shown,
the called ace's rules, the caller's called-suit card, hand sizes) and weighs each deal by the
evidence through rejection: the bids (:mod:`.plausibility`) and, with ``model_others``, the
others' actions replayed on the deal (:mod:`.evidence`: would the rule-based player in their
seat have taken them?). In card play a world then takes a few Metropolis steps towards one that
explains the others' cards, and the worlds accepted at one decision are offered again at the
hand's next (a particle filter). :meth:`Worlds.playout_worlds` hands the searches the worlds'
engine states one at a time.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from ...engine.cards import cards_of
from ...engine.state import HandState, Observation
from .. import clock
from ..sampling import deal_hidden
from ..tally import Tally
from .evidence import Evidence
from .plausibility import Plausibility
from .rollout import world_state
from .view import SkView


class Worlds(Plausibility):
    """Sampling the worlds of a decision; a part of :class:`~.search.HardPlayer`."""

    # set by HardPlayer.__init__
    model_others: bool
    model_play: float
    prior_tries: int
    mh_steps: int
    pool_size: int
    # judges worlds by the others' actions, remembering the verdicts (consistency())
    _evidence: Evidence
    # worlds (original deals) accepted in this hand, offered again at its next decisions
    _pool_key: tuple[object, ...] | None
    _pool: dict[tuple[int, ...], None]
    _pool_obs: Observation | None
    _offer: list[tuple[int, ...]]

    def sample_world(self, v: SkView, rng: random.Random, tries: int = 30,
                     deadline: float = float("inf")) -> list[int] | None:
        """A deal of the hidden cards consistent with the observation (hands per seat, as
        they are now), weighted by the bids through rejection. None when no deal fits, or
        when ``deadline`` passes first (the rejections can take long on a busy machine).
        When no deal passes within the tries, the one that best explains the bids, not
        checked against the others' actions: it may contradict the rules (a Kontra from the
        called ace's holder, a Sauspiel bid without a suit to call...), see :meth:`possible`."""
        tv = v.tv
        me = v.me
        rk = v.ranking
        n = v.n
        unknown = [c for c in range(36) if (tv.unknown >> c) & 1]
        need = {s: tv.left[s] - tv.known[s].bit_count() for s in range(n) if s != me}
        allowed: dict[int, int] = {}
        contract_known = v.contract is not None
        for c in unknown:
            a = 0
            e = rk.esuit[c]
            for s in range(n):
                if s == me or need[s] <= 0:
                    continue
                if contract_known and (tv.voids[s] >> e) & 1:
                    continue
                a |= 1 << s
            allowed[c] = a
        musts: list[tuple[int, int]] = []
        if v.kind == "sauspiel" and v.called is not None and (tv.unknown >> v.called) & 1:
            h = v.holder
            if h is not None:
                allowed[v.called] &= 1 << h
            else:
                allowed[v.called] &= ~(1 << (v.declarer or 0)) & ~(1 << me)
            must = v.caller_must_hold() & tv.unknown
            if must and v.declarer is not None:
                musts.append((v.declarer, must))
        best: list[int] | None = None
        reuse = self._reusable(v)
        if self._refines(v):
            # the Metropolis steps below do better than more rejected deals for the same CPU
            tries = min(tries, 6)
        pooled = 0
        best_plaus = -1.0
        # deals the bids alone reject (a solo player's hand that would not announce it) are
        # cheap to draw and rejected often: up to ``prior_tries`` of them are not counted
        free = self.prior_tries
        while tries > 0:
            if clock.now() > deadline:
                return None
            # fresh deals count against ``tries``; kept worlds only up to as many again
            pooled_now = bool(reuse) and pooled < tries
            if pooled_now:
                pooled += 1
                # a world accepted at an earlier decision of this hand, as it is now: it
                # already explains what was seen then, so it passes the new evidence far more
                # often than a fresh deal (a particle filter, refreshed by new deals)
                orig = reuse.pop()
                hands = [orig[s] & ~tv.played[s] for s in range(n)]
                if hands[me] != v.hand:
                    continue
            else:
                tries -= 1
                got = deal_hidden(unknown, need, allowed, rng, musts)
                if got is None:
                    return best
                hands = [0] * n
                for s in range(n):
                    hands[s] = tv.known[s] | got.get(s, 0)
                hands[me] = v.hand
            plaus = self.plausibility(v, hands)
            if not pooled_now and plaus > best_plaus:
                # if no deal passes, the one that best explains the bids: the first deal
                # drawn would be an unweighted one (a solo player with a random hand)
                best, best_plaus = hands, plaus
            if rng.random() >= plaus:
                if not pooled_now and free > 0:
                    free -= 1
                    tries += 1
                continue
            if self.model_others:
                floor = rng.random()
                if floor >= self.consistency(v, hands, floor):
                    continue
            return self._refined(v, hands, allowed, rng, deadline)
        if best is not None:
            return self._refined(v, best, allowed, rng, deadline)
        return best

    def _refined(self, v: SkView, hands: list[int], allowed: Mapping[int, int],
                 rng: random.Random, deadline: float) -> list[int]:
        """With the card play as evidence: up to ``mh_steps`` Metropolis steps from ``hands``
        (swap two hidden cards between two other seats; keep the swap with the ratio of how
        well the two worlds explain the bids and the plays), stopping once the world explains
        every action seen, so that a world that got a card of the play wrong is moved towards
        one that explains it; the world then joins the pool."""
        if not self._refines(v):
            return hands
        me = v.me
        tv = v.tv
        hidden = [hands[s] & ~tv.known[s] if s != me else 0 for s in range(v.n)]
        seats = [s for s in range(v.n) if hidden[s]]
        if len(seats) < 2:
            return hands
        cur = list(hands)
        fits = self.consistency(v, cur)
        value = self.plausibility(v, cur) * fits
        for _ in range(self.mh_steps):
            # a world that explains every action seen needs no moving (and costs nothing more)
            if fits >= 1.0 or clock.now() > deadline:
                break
            a, b = rng.sample(seats, 2)
            x = rng.choice(cards_of(hidden[a]))
            y = rng.choice(cards_of(hidden[b]))
            if not ((allowed.get(x, 0) >> b) & 1 and (allowed.get(y, 0) >> a) & 1):
                continue
            new = list(cur)
            new[a] = new[a] & ~(1 << x) | (1 << y)
            new[b] = new[b] & ~(1 << y) | (1 << x)
            plaus = self.plausibility(v, new)
            if plaus <= 0:
                continue
            floor = rng.random() * value / plaus
            got = self.consistency(v, new, floor) if floor < 1.0 else 0.0
            if got > floor:
                cur = new
                fits = got
                value = plaus * got
                hidden[a] = hidden[a] & ~(1 << x) | (1 << y)
                hidden[b] = hidden[b] & ~(1 << y) | (1 << x)
        self._keep(v, cur)
        return cur

    def _refines(self, v: SkView) -> bool:
        return self.model_play > 0 and self.model_others and self.mh_steps > 0 \
            and v.obs.phase == "play"

    def _hand_key(self, v: SkView) -> tuple[object, ...]:
        """Which hand a view belongs to (this seat's original cards, the dealer, the rules)."""
        return (v.me, v.obs.dealer, v.hand | v.tv.played[v.me], v.rules)

    def _reusable(self, v: SkView) -> list[tuple[int, ...]]:
        """The worlds accepted at this hand's earlier decisions (original deals), not yet
        tried at this decision; empty when card play is not modelled."""
        if self.model_play <= 0 or not self.model_others:
            return []
        key = self._hand_key(v)
        if self._pool_key != key:
            self._pool_key = key
            self._pool = {}
            self._pool_obs = None
        if self._pool_obs is not v.obs:
            # a new decision: the worlds kept so far are offered once each
            self._pool_obs = v.obs
            self._offer = list(self._pool)
            self._pool = {}
        return self._offer

    def _keep(self, v: SkView, hands: list[int]) -> None:
        if self._pool_key != self._hand_key(v):
            return
        orig = tuple(hands[s] | v.tv.played[s] for s in range(v.n))
        if len(self._pool) < self.pool_size:
            self._pool[orig] = None

    def consistency(self, v: SkView, hands: list[int], floor: float = 0.0) -> float:
        """How well the world explains the others' bidding (and, with ``model_play``, their
        card play): replay the hand on it and ask the rule-based player what each other seat
        would have done with the sampled cards (a field of rule-based players is modelled
        exactly; people are not, hence a soft factor per mismatch). The replay stops, and 0 is
        returned, as soon as the factor falls to ``floor`` or below (the world is rejected
        anyway). Each seat's action is judged once per hand it could have held
        (:mod:`.evidence`)."""
        judge = self._evidence
        if judge.model_play != self.model_play:  # changed since (an experiment)
            judge = self._evidence = Evidence(self.rules, self.model_play)
        return judge.factor(v, hands, floor)

    def possible(self, v: SkView, hands: list[int]) -> bool:
        """Whether the observed history could have happened in this world (the engine accepts
        it replayed on the world's deal): not so for some of :meth:`sample_world`'s fallback
        worlds, nor, without ``model_others``, for any world it was not checked on. The
        playouts drop such a world (:meth:`world_state` is None); the double-dummy searches
        ask this."""
        return self.world_state(v, hands) is not None

    def world_state(self, v: SkView, hands: list[int]) -> HandState | None:
        """The engine state of a sampled world (from the replay consistency() began, if it
        judged this world last)."""
        st = self._evidence.state(v, hands)
        return st if st is not None else world_state(v, hands)

    def playout_worlds(self, v: SkView, rng: random.Random, soft: float, hard: float,
                       tally: Tally[Any], limit: int) -> Iterator[HandState]:
        """The worlds' engine states to play out, one at a time (the caller adds each world's
        results to ``tally``): until ``limit`` worlds are in, three times as many were tried,
        the best candidate is clear after 32, or the time is up."""
        tried = 0
        while tally.n < limit and tried < limit * 3 and not tally.settled(32):
            now = clock.now()
            if now > soft and (tally.n > 0 or now > hard):
                return
            tried += 1
            world = self.sample_world(v, rng, deadline=hard)
            if world is None:
                return
            st = self.world_state(v, world)
            if st is not None:
                yield st
