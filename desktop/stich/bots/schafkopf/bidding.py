"""The hard bot's bidding: Klopfen aside, every decision before the play.

The intent, the class bid and the concrete contract (with its called ace): passing and going
for each of the model's best contracts are played out on the same sampled worlds
(:mod:`.option_playouts`); the calibrated model of :mod:`.evaluate` counts as six playouts, and
the best value wins (with ``bid_stick`` > 0 the rules' bid stands unless the best option's
playouts beat it by that many standard errors). ``bid_eval="dd"`` values the contracts by
the double-dummy solver from the first lead instead (:meth:`Bidding.contract_values`, for
experiments).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Sequence

from ...engine.actions import Action, Contract
from ...engine.variants.schafkopf.contracts import class_of
from .. import clock
from ..dds import Timeout
from ..sampling import deal_hidden
from . import evaluate as ev
from .double_dummy import contract_value, doubling_factor
from .option_playouts import OptionPlayouts
from .view import SkView


class Bidding(OptionPlayouts):
    """Choosing a bid; a part of :class:`~.search.HardPlayer`."""

    # set by HardPlayer.__init__
    bid_samples: int
    bid_worlds: int
    bid_stick: float
    bid_eval: str
    node_limit: int | None
    last_values: list[tuple[object, float, float, int]]
    # contract_values() of the last few hands
    _bid_cache: OrderedDict[tuple[object, ...], dict[Contract, tuple[float, int]]]

    def bid(self, v: SkView, legal: Sequence[Action], rng: random.Random, soft: float,
            hard: float) -> Action:
        phase = v.obs.phase
        rules = v.rules
        model = self.rules.candidates(v, v.hand)
        if phase == "declare":
            options = [a.contract for a in legal if a.contract is not None]
        elif phase == "auction":
            allowed_classes = {a.contract for a in legal if a.type == "bid"}
            options = [c for _, c in model if class_of(c, rules) in allowed_classes]
        else:
            options = [c for _, c in model]
        model_ev = {c: val for val, c in model}
        for c in options:
            if c not in model_ev:
                model_ev[c] = self._model_value(v, c)
        ranked = sorted(options, key=lambda c: -model_ev[c])
        sure = [c for c in ranked if c.kind == "sie" or (c.has("tout") and model_ev[c] > 0)]
        if sure:
            return self._act_for(v, legal, sure[0], rng)
        # search only what could matter: the best few by the model, not hopeless ones
        floor = -2.5 * rules.t_solo
        short = [c for c in ranked if model_ev[c] > floor and not c.has("tout")
                 and c.kind != "bettel"][:3]
        can_pass = any(a.type == "pass" for a in legal)
        if not short:
            if can_pass:
                return next(a for a in legal if a.type == "pass")
            return self.rules.choose(v.obs, legal, rng)
        if self.bid_eval == "dd":
            thr = self.rules.style.min_ev * rules.t_base * 0.75
            got = self.contract_values(v, short, rng, soft, hard)
            values = {c: (t + 3.0 * model_ev[c]) / (k + 3.0) for c, (t, k) in got.items()}
            best = max(values, key=lambda c: values[c])
            if phase != "declare" and values[best] < thr and can_pass:
                return next(a for a in legal if a.type == "pass")
            return self._act_for(v, legal, best, rng)
        plans: list[tuple[str, Action, Contract | None]] = []
        if can_pass and phase != "declare":
            plans.append(("pass", next(a for a in legal if a.type == "pass"), None))
        for c in short:
            a = self._act_for(v, legal, c, rng)
            if a.type != "pass":
                plans.append((str(c), a, c))
        if len(plans) == 1:
            return plans[0][1]
        got2 = self.playout_options(v, plans, rng, soft, hard,
                                    self.bid_samples * self.bid_worlds, edges=True)
        tally = self._options_tally
        k = 6.0  # the model counts as this many playouts
        best_value = -1e18
        best_action = plans[0][1]
        best_name = plans[0][0]
        plan_values: dict[str, float] = {}
        wins = self._win_shares
        edge = {name: self._edge(plan) for name, _, plan in plans}
        for name, act, plan in plans:
            total, n = got2[name]
            if plan is None:
                value = total / n if n else 0.0
            else:
                # the playouts hold the edge of the role each ended in; the model's estimate
                # gets the declarer's
                value = (total + k * (model_ev[plan] + edge[name])) / (n + k)
            plan_values[name] = value
            self.last_values.append((act, value, wins.get(name, 0.0), n))
            if value > best_value:
                best_value, best_action, best_name = value, act, name
        if self.bid_stick > 0 and tally is not None and tally.n >= 2:
            # the rules' bid stands unless the playouts clearly say otherwise: over a few
            # dozen worlds the best of three or four options is partly luck, and a solo
            # announced on luck costs three times its price
            ruled = self.rules.choose(v.obs, legal, random.Random(0))
            own = [name for name, act, _ in plans if act == ruled]
            if own and ruled != best_action:
                default = max(own, key=lambda name: plan_values[name])
                if not tally.clear(best_name, default, self.bid_stick):
                    return ruled
        return best_action

    def _act_for(self, v: SkView, legal: Sequence[Action], c: Contract,
                 rng: random.Random) -> Action:
        """The action of this phase that goes for contract ``c``."""
        phase = v.obs.phase
        for a in legal:
            if phase == "intent" and a.type == "intent":
                return a
            if phase == "auction" and a.type == "bid" and a.contract == class_of(c, v.rules):
                return a
            if phase == "declare" and a.contract == c:
                return a
        passes = [a for a in legal if a.type == "pass"]
        return passes[0] if passes else self.rules.choose(v.obs, legal, rng)

    def _model_value(self, v: SkView, c: Contract) -> float:
        lead = v.me == (v.obs.dealer + 1) % v.n
        if c.kind == "sie":
            return 1e6
        if c.kind == "bettel":
            return 0.0
        if c.has("tout"):
            return -1e5
        return ev.expected_value(Contract(c.kind, c.suit, c.flags - {"tout"}), v.hand, lead,
                                 v.rules)

    def contract_values(self, v: SkView, contracts: list[Contract], rng: random.Random,
                        soft: float, hard: float) -> dict[Contract, tuple[float, int]]:
        """(sum of settlements, samples) per contract from sampled deals, solved from the first
        lead with this seat as declarer."""
        # everything the answer depends on: the deals (the cards, who leads, the rules' deck)
        # and their settlements (the rules, the stake so far: after a knock it is doubled)
        key = (v.hand, v.me, v.obs.dealer, v.rules, doubling_factor(v), tuple(contracts))
        got = self._bid_cache.get(key)
        if got is not None:
            return got
        n = v.n
        me = v.me
        others = [s for s in range(n) if s != me]
        unknown = [c for c in v.deck if not (v.hand >> c) & 1]
        size = len(v.deck) // n
        need = dict.fromkeys(others, size)
        totals = {c: [0.0, 0] for c in contracts}
        forehand = (v.obs.dealer + 1) % n
        tries = 0
        while tries < self.bid_samples:
            if clock.now() > soft and tries > 0:
                break
            tries += 1
            got_deal = deal_hidden(unknown, need, {}, rng)
            if got_deal is None:
                break
            hands = [got_deal.get(s, 0) for s in range(n)]
            hands[me] = v.hand
            try:
                for c in contracts:
                    val = contract_value(v, c, hands, forehand, hard, self.node_limit)
                    totals[c][0] += val
                    totals[c][1] += 1
            except Timeout:
                break
        out = {c: (t[0], int(t[1])) for c, t in totals.items()}
        self._bid_cache[key] = out
        while len(self._bid_cache) > 64:
            self._bid_cache.popitem(last=False)
        return out
