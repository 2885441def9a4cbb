"""The hard bot's card play: the candidate cards valued over sampled worlds (:mod:`.worlds`).

In the last ``dd_tricks`` tricks, once the table knows the sides, each world is solved double
dummy for every candidate card (:mod:`.double_dummy`); before, and while a Sauspiel partner is
hidden from the table, each world's state is rebuilt and each candidate played out with the
rule-based player in every seat (:mod:`.rollout`). The candidates are the legal cards, one of
each set that is the same in every world; the card with the best mean settlement wins, the
rules' preference breaks ties.
"""

from __future__ import annotations

import random
from collections import deque

from ...engine.cards import POINTS
from ...engine.state import play_action
from .. import clock
from ..dds import Timeout, layout_for
from .double_dummy import world_values
from .rollout import playout
from .tally import SettlementTally
from .view import SkView
from .worlds import Worlds


class CardPlay(Worlds):
    """Choosing a card; a part of :class:`~.search.HardPlayer`."""

    # set by HardPlayer.__init__
    samples: int
    rollouts: int
    dd_tricks: int
    stick: float
    hidden_partner_playouts: bool
    node_limit: int | None
    # (tricks left, candidates, samples) of the last decisions, for measurements
    stats: deque[tuple[int, int, int]]
    # what the last decision's search found per option (the hint reads it)
    last_values: list[tuple[object, float, float, int]]

    def play(self, v: SkView, legal: list[int], rng: random.Random, soft: float,
             hard: float) -> int:
        cands = self.root_candidates(v, legal)
        if len(cands) == 1:
            return cands[0]
        prior = self.rules.card_scores(v, cands)
        tricks_left = v.hand.bit_count()
        if tricks_left > self.dd_tricks or (self.hidden_partner_playouts
                                            and self.partner_hidden(v)):
            return self.playout_play(v, cands, prior, rng, soft, hard)
        tally = SettlementTally(cands)
        limit = self.samples
        tried = 0
        while tally.n < limit and tried < limit * 3 and not tally.settled(16):
            now = clock.now()
            if now > soft and (tally.n > 0 or now > hard):
                break
            tried += 1
            world = self.sample_world(v, rng, deadline=hard)
            if world is None:
                break
            if not self.possible(v, world):
                continue  # a fallback world the history rules out (as the playouts drop it)
            # one world may not eat the whole budget: a cut-off world is dropped
            cap = min(hard, now + max(0.12, (soft - now) / 2.5))
            try:
                vals = world_values(v, world, list(cands), cap, tricks_left <= 6,
                                    self.node_limit)
            except Timeout:
                continue
            if vals is None:
                continue
            tally.add({c: x for c, x in vals.items() if c is not None})
        self.stats.append((tricks_left, len(cands), tally.n))
        self.last_values = tally.summary()
        return tally.best(prior)

    @staticmethod
    def partner_hidden(v: SkView) -> bool:
        """A Sauspiel whose partner the table does not know yet: double dummy would let every
        player see who plays with whom, which is exactly what they must find out, so the
        playouts (where each player only sees its own cards) judge better."""
        if v.kind != "sauspiel" or v.called is None:
            return False
        if any(c == v.called for _, c in v.tv.plays):
            return False
        return not any(a.type == "double" and a.kind in ("re", "hirsch") and a.seat != v.declarer
                       for a in v.obs.history)

    def playout_play(self, v: SkView, cands: list[int], prior: dict[int, float],
                     rng: random.Random, soft: float, hard: float) -> int:
        """Early tricks: the card whose playouts (rule-based players in every seat, over
        sampled worlds, the same worlds for every card) end best on average."""
        me = v.me
        players = [self.rules] * v.n
        tally = SettlementTally(cands)
        for st in self.playout_worlds(v, rng, soft, hard, tally, self.rollouts):
            got = {}
            for c in cands:
                got[c] = playout(st.apply(play_action(me, c)), me, players, rng)
                if clock.now() > hard:
                    break
            else:
                tally.add(got)
        self.stats.append((v.hand.bit_count(), len(cands), tally.n))
        self.last_values = tally.summary()
        return tally.best(prior, self.stick)

    def root_candidates(self, v: SkView, legal: list[int]) -> list[int]:
        """Legal cards, one of each set of cards that are the same in every world (same
        effective suit and points, no card still in play between them)."""
        rk = v.ranking
        lay = layout_for(rk, v.deck)
        blockers = lay.to_pos(v.tv.in_play() & ~v.hand)
        for c in v.obs.trick:
            blockers |= 1 << lay.pos[c]
        ps = sorted(lay.pos[c] for c in legal)
        out: list[int] = []
        prev = -1
        for p in ps:
            c = lay.card_at[p]
            if prev >= 0:
                pc = lay.card_at[prev]
                if rk.esuit[pc] == rk.esuit[c] and POINTS[pc] == POINTS[c] and not (
                        blockers & ((1 << p) - (1 << (prev + 1)))):
                    prev = p
                    continue
            out.append(c)
            prev = p
        return out
