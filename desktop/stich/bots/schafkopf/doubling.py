"""The hard bot's Kontra and Re (and Sup, Hirsch).

In the doubling round before the play, doubling and passing are played out on the same sampled
worlds (:mod:`.option_playouts`, with the edge of this seat's own play, doubled like the rest)
and the seat doubles when doubling is worth more than a margin of 0.05 of the tariff. During
the play (the house rule ``kontra_window``), or with ``bid_eval="dd"``, the worlds are solved
double dummy instead (:mod:`.double_dummy`) and the seat doubles when its mean settlement is
over a quarter of the tariff (three quarters on its own solo). Clearly weak hands do not
search.
"""

from __future__ import annotations

import random

from ...engine.actions import Action, Contract
from .. import clock
from ..dds import Timeout
from . import evaluate as ev
from .double_dummy import doubling_factor, world_values
from .option_playouts import OptionPlayouts
from .view import SkView


class Doubling(OptionPlayouts):
    """Deciding a Kontra or Re; a part of :class:`~.search.HardPlayer`."""

    # set by HardPlayer.__init__
    samples: int
    bid_samples: int
    bid_eval: str
    double_stick: float
    node_limit: int | None
    last_values: list[tuple[object, float, float, int]]

    def wants_double(self, v: SkView, rng: random.Random, soft: float, hard: float) -> bool:
        c = v.contract
        if c is None or v.declarer is None or c.kind in ("sie", "ramsch"):
            return False
        quick = self.rules.wants_double(v, rng)
        # clearly weak hands do not search
        rk = v.ranking
        trumps = (v.hand & rk.trump_mask).bit_count()
        if not quick and trumps < (2 if c.kind in ("wenz", "geier") else 4):
            return False
        if v.obs.phase == "double" and self.bid_eval != "dd":
            legal = v.obs.legal
            plans: list[tuple[str, Action, Contract | None]] = [
                ("pass", next(a for a in legal if a.type == "pass"), None),
                ("double", next(a for a in legal if a.type == "double"), None)]
            # with the edge of this seat's own play, doubled by the Kontra or Re like the rest
            got = self.playout_options(v, plans, rng, soft, hard, self.bid_samples * 3,
                                       edges=True, re=v.me == v.declarer)
            (tp, n), (td, _) = got["pass"], got["double"]
            if not n:
                return quick
            self.last_values = [(plans[0][1], tp / n, self._win_shares.get("pass", 0.0), n),
                                (plans[1][1], td / n, self._win_shares.get("double", 0.0), n)]
            margin = 0.05 * ev.unit_price(c, v.rules)
            want = td / n > tp / n + margin
            tally = self._options_tally
            if self.double_stick > 0 and want != quick and tally is not None and tally.n >= 2:
                # a Kontra doubles what is at stake, and over a hundred worlds the two options
                # often lie within a point of each other (the same hand doubled in one run and
                # not in the next, as the clock cut the worlds): the rules' choice stands
                # unless the playouts clearly say otherwise, as in the bidding
                if want and not tally.clear("double", "pass", self.double_stick, -margin):
                    return quick
                if not want and not tally.clear("pass", "double", self.double_stick, margin):
                    return quick
            return want
        total = 0.0
        k = 0
        tried = 0
        limit = max(8, self.samples // 3)
        while k < limit and tried < limit * 3:
            if clock.now() > soft and k > 0:
                break
            tried += 1
            world = self.sample_world(v, rng, deadline=hard)
            if world is None:
                break
            if not self.possible(v, world):
                continue  # a fallback world the history rules out (as the playouts drop it)
            try:
                vals = world_values(v, world, [None], hard, True, self.node_limit)
            except Timeout:
                break
            if vals is None:
                continue
            total += vals[None]
            k += 1
        if not k:
            return quick
        mean = total / k
        unit = ev.unit_price(c, v.rules) * doubling_factor(v)
        mult = 3 if v.me == v.declarer and c.kind != "sauspiel" else 1
        return mean > 0.25 * unit * mult
