"""Playouts of each option of a bidding or Kontra/Re decision, for the hard bot.

Each option (pass, go for a contract, double or not) is applied to every sampled world
(:mod:`.worlds`), the rest of the auction goes on with this seat going for the option's
contract (:class:`PlanPlayer`) and the hand is played out with the rule-based player in every
seat (:mod:`.rollout`). Each playout can add the edge of the role this seat ends up in: what
its own card play is worth over the rules' (declarer of a solo or a Sauspiel, partner,
defender), times the hand's doubling factor.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine.actions import Action, Contract
from ...engine.state import HandState, Observation
from ...engine.variants.schafkopf.contracts import class_of
from ...engine.variants.schafkopf.rules import SchafkopfRules
from .. import clock
from .heuristic import SOLO_KINDS, Heuristic
from .rollout import finish
from .tally import SettlementTally
from .view import SkView
from .worlds import Worlds


class OptionPlayouts(Worlds):
    """Valuing a decision's options by playouts; a part of :class:`~.search.HardPlayer`."""

    # set by HardPlayer.__init__: the edges (see _role_edge)
    solo_edge: float
    re_solo_edge: float
    sauspiel_edge: float
    partner_edge: float
    defence_edge: float
    solo_defence_edge: float
    # the last playouts' share of worlds each option settled positive in, and their tally
    _win_shares: dict[str, float]
    _options_tally: SettlementTally[str] | None

    def playout_options(self, v: SkView, plans: list[tuple[str, Action, Contract | None]],
                        rng: random.Random, soft: float, hard: float,
                        limit: int, edges: bool = False,
                        re: bool = False) -> dict[str, tuple[float, int]]:
        """Sum of settlements and number of playouts per plan: apply the plan's action now,
        go for its contract in the rest of the auction, play the hand out with the rules
        (``edges``: plus the edge of the role this seat ends up in, see ``_role_edge``;
        ``re``: the declarer's at a Re decision)."""
        me = v.me
        tally = SettlementTally([name for name, _, _ in plans])
        for st in self.playout_worlds(v, rng, soft, hard, tally, limit):
            got = {}
            for name, a, c in plans:
                players: list[Any] = [self.rules] * v.n
                players[me] = PlanPlayer(self.rules, me, c)
                end = finish(st.apply(a), players, rng)
                got[name] = end.result().settlement[me] + (
                    self._role_edge(end, me, re) if edges else 0.0)
                if clock.now() > hard:
                    break
            else:
                tally.add(got)
        self._win_shares = {str(key): share for key, _m, share, _n in tally.summary()}
        self._options_tally = tally
        return {name: (tally.sums[name], tally.n) for name in tally.keys}

    def _edge(self, plan: Contract | None, re: bool = False) -> float:
        """What this seat's own card play is worth over the rules' in contract ``plan`` if it
        declares it (the playouts play every seat with the rules): ``solo_edge`` for a solo or
        Wenz (``re_solo_edge`` when deciding the Re on it), ``sauspiel_edge`` for a Sauspiel,
        nothing for a pass."""
        if plan is None:
            return 0.0
        if plan.kind in SOLO_KINDS:
            return self.re_solo_edge if re else self.solo_edge
        if plan.kind == "sauspiel":
            return self.sauspiel_edge
        return 0.0

    def _role_edge(self, st: HandState, me: int, re: bool = False) -> float:
        """The edge of the role ``me`` plays in the finished hand ``st`` (see ``_edge``;
        ``re``: at the Re decision), times the hand's doubling factor (a Kontra doubles what
        the own play makes too)."""
        r = st.result()
        c = r.contract
        if c is None or r.declarer is None:
            return 0.0
        if me == r.declarer:
            edge = self._edge(c, re)
        elif c.kind == "sauspiel":
            edge = self.partner_edge if me in r.partners else self.defence_edge
        elif c.kind in SOLO_KINDS:
            edge = self.solo_defence_edge
        else:
            return 0.0
        return edge * int(r.details.get("factor", 1) or 1)


class PlanPlayer:
    """A rule-based player that, in the auction, goes for one contract (or passes)."""

    def __init__(self, rules: Heuristic, seat: int, contract: Contract | None) -> None:
        self.rules = rules
        self.seat = seat
        self.contract = contract

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if obs.seat == self.seat and obs.phase in ("intent", "auction", "declare"):
            c = self.contract
            rules = obs.rules
            assert isinstance(rules, SchafkopfRules)
            want = None if c is None else class_of(c, rules)
            for a in legal:
                if c is None:
                    if a.type == "pass":
                        return a
                    continue
                if (obs.phase == "intent" and a.type == "intent") \
                        or (obs.phase == "auction" and a.type == "bid" and a.contract == want) \
                        or (obs.phase == "declare" and a.contract == c):
                    return a
            if obs.phase == "auction":
                passes = [a for a in legal if a.type == "pass"]
                if passes:
                    return passes[0]
        return self.rules.choose(obs, legal, rng)
