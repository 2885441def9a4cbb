"""The rule-based Schafkopf player behind the ``easy`` and ``medium`` levels.

One set of rules, two styles (:class:`Style`): ``medium`` counts trumps and points, tracks the
voids every seat has shown, infers the partner from play and bids on the calibrated win
probabilities of :mod:`.evaluate`; ``easy`` looks at less, bids timidly, and slips: it picks a
worse card now and then, the more rarely the more the slip costs (a softmax over the card
scores with a temperature).

Card play scores each legal card by what the current trick is likely to bring (who is likely to
win it, given the cards still out and the voids shown) plus the value of keeping the card for
later (high trumps and aces are worth keeping, a bare ten is a liability, a new void helps).
Leads follow the table's conventions: the player party pulls trumps, the partner plays trump to
the caller, the opponents search the called ace and cash their aces, nobody leads into a known
void of the other side.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.actions import Action, Contract
from ...engine.cards import ACE, SUITS, TEN, card
from ...engine.state import Observation
from ...engine.tricks import Ranking
from ...engine.variants.schafkopf.contracts import (
    OBERS,
    UNTERS,
    class_of,
    contract_ranking,
    legal_calls,
)
from ...engine.variants.schafkopf.rules import SchafkopfRules
from ..cardplay import TrickContext
from . import evaluate as ev
from .view import SkView

# the contracts one player plays alone against the other three, with a solo's tariff
SOLO_KINDS = ("solo", "wenz", "farbwenz", "geier", "farbgeier")


@dataclass(frozen=True)
class Style:
    name: str
    bid_bias: float         # added to the log-odds of winning (negative: timid)
    min_ev: float           # least expected settlement (in tariff base units) to announce
    track: bool             # track voids, outstanding cards and the partner
    temperature: float      # slips: softmax temperature over card scores (0: none)
    bid_slip: float         # chance to misjudge a bid by a random log-odds offset
    kontra: float           # readiness to double (higher: more often)


MEDIUM = Style("medium", bid_bias=0.0, min_ev=0.4, track=True, temperature=0.0, bid_slip=0.0,
               kontra=1.0)
EASY = Style("easy", bid_bias=-1.2, min_ev=1.0, track=False, temperature=2.2, bid_slip=0.15,
             kontra=0.4)


class Heuristic:
    """Rule-based decisions for every Schafkopf phase."""

    def __init__(self, style: Style) -> None:
        self.style = style
        # candidates() per (hand, leads, rules): the hard bot's samples ask the same seat about
        # the same hand several times (intent, auction, declare; once per bidding option)
        self._candidates: dict[tuple[int, bool, SchafkopfRules],
                               tuple[tuple[float, Contract], ...]] = {}

    # ================================================================ dispatch
    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        v = SkView(obs)
        phase = obs.phase
        if phase == "knock":
            return self.knock(v, legal, rng)
        if phase == "intent":
            return self.intent(v, legal, rng)
        if phase == "auction":
            return self.auction(v, legal, rng)
        if phase == "declare":
            return self.declare(v, legal, rng)
        if phase == "double":
            return self.double(v, legal, rng)
        doubles = [a for a in legal if a.type == "double"]
        if doubles and self.wants_double(v, rng):
            return doubles[0]
        plays = [a for a in legal if a.type == "play"]
        c = self.play(v, [a.card for a in plays if a.card is not None], rng)
        return next(a for a in plays if a.card == c)

    # ================================================================ bidding
    def candidates(self, v: SkView, hand: int) -> list[tuple[float, Contract]]:
        """Concrete contracts this hand could announce, with the expected settlement."""
        rules = v.rules
        lead = v.me == (v.obs.dealer + 1) % v.n
        key = (hand, lead, rules)
        got = self._candidates.get(key)
        if got is None:
            got = tuple(self._candidates_of(v, hand, lead))
            if len(self._candidates) >= 4096:
                self._candidates.clear()
            self._candidates[key] = got
        return list(got)

    def _candidates_of(self, v: SkView, hand: int, lead: bool) -> list[tuple[float, Contract]]:
        rules = v.rules
        enabled = rules.contracts_enabled
        out: list[tuple[float, Contract]] = []
        bias = self.style.bid_bias
        if "sie" in enabled and all((hand >> c) & 1 for c in OBERS + UNTERS):
            out.append((1e6, Contract("sie")))
        if "sauspiel" in enabled:
            for call in legal_calls(hand, v.short):
                sp = Contract("sauspiel", call)
                out.append((ev.expected_value(sp, hand, lead, rules, bias=bias), sp))
        for kind in SOLO_KINDS:
            if kind not in enabled:
                continue
            suits: tuple[int | None, ...] = (0, 1, 2, 3) if kind in ("solo", "farbwenz",
                                                                    "farbgeier") else (None,)
            for x in suits:
                c = Contract(kind, x)
                val = ev.expected_value(c, hand, lead, rules, bias=bias)
                out.append((val, c))
                if "tout" in enabled and self._sure_tout(hand, c, v.short):
                    out.append((val * 2.2 + 1, Contract(kind, x, frozenset({"tout"}))))
        if "bettel" in enabled and self._good_bettel(hand, v.short):
            out.append((rules.t_base * 3 * 0.6, Contract("bettel")))
        out.sort(key=lambda t: -t[0])
        return out

    def _sure_tout(self, hand: int, c: Contract, short: bool) -> bool:
        """A hand that takes every trick whatever the others hold: it holds at least as many
        top trumps in a row as there are trumps outside, and its side cards head their suits."""
        rk = contract_ranking(c, short)
        mine = hand & rk.trump_mask
        n_mine = mine.bit_count()
        outside = rk.trump_mask.bit_count() - n_mine
        top = 0
        for t in rk.trumps:
            if not (mine >> t) & 1:
                break
            top += 1
        if n_mine < 3 or top < outside:
            return False
        for s in SUITS:
            side = hand & rk.esuit_mask[s]
            k = side.bit_count()
            if not k:
                continue
            order = sorted((x for x in range(36) if (rk.esuit_mask[s] >> x) & 1),
                           key=lambda x: -rk.strength[x])
            if any(not (side >> x) & 1 for x in order[:k]):
                return False
        return True

    def _good_bettel(self, hand: int, short: bool) -> bool:
        rk = contract_ranking(Contract("bettel"), short)
        for s in SUITS:
            side = [x for x in range(36) if (hand >> x) & 1 and (rk.esuit_mask[s] >> x) & 1]
            if not side:
                continue
            order = sorted((x for x in range(36) if (rk.esuit_mask[s] >> x) & 1),
                           key=lambda x: rk.strength[x])  # low first
            # every card must be low enough: the i-th lowest of mine at most the 2i-th lowest
            mine = sorted(order.index(x) for x in side)
            for i, r in enumerate(mine):
                if r > 2 * i:
                    return False
        return True

    def _threshold(self, v: SkView) -> float:
        return self.style.min_ev * v.rules.t_base

    def _perturb(self, rng: random.Random, value: float, v: SkView) -> float:
        if self.style.bid_slip and rng.random() < self.style.bid_slip:
            return value + rng.gauss(0.0, 2.0 * v.rules.t_base)
        return value

    def knock(self, v: SkView, legal: Sequence[Action], rng: random.Random) -> Action:
        hand = v.hand  # the first half of the cards
        o = sum(1 for c in OBERS if (hand >> c) & 1)
        u = sum(1 for c in UNTERS if (hand >> c) & 1)
        strong = o >= 2 and o + u >= 3 if self.style.track else o >= 3
        want = "double" if strong else "pass"
        return next(a for a in legal if a.type == want)

    def intent(self, v: SkView, legal: Sequence[Action], rng: random.Random) -> Action:
        cands = self.candidates(v, v.hand)
        best = self._perturb(rng, cands[0][0], v) if cands else -1e9
        want = "intent" if best >= self._threshold(v) else "pass"
        return next(a for a in legal if a.type == want)

    def auction(self, v: SkView, legal: Sequence[Action], rng: random.Random) -> Action:
        cands = self.candidates(v, v.hand)
        ranks = {a.contract: a for a in legal if a.type == "bid" and a.contract is not None}
        thr = self._threshold(v)
        for val, c in cands:
            if val < thr:
                break
            cls = _class_of(c, v.rules)
            if cls in ranks:
                return ranks[cls]
        passes = [a for a in legal if a.type == "pass"]
        if passes:
            return passes[0]
        # the first to state a class must name one: the best he can
        for _val, c in cands:
            cls = _class_of(c, v.rules)
            if cls in ranks:
                return ranks[cls]
        return legal[0]

    def declare(self, v: SkView, legal: Sequence[Action], rng: random.Random) -> Action:
        lead = v.me == (v.obs.dealer + 1) % v.n
        best: tuple[float, Action] | None = None
        for a in legal:
            c = a.contract
            assert c is not None
            if c.kind == "sie":
                val = 1e6
            elif c.has("tout"):
                base = Contract(c.kind, c.suit)
                val = (ev.expected_value(base, v.hand, lead, v.rules) * 2.2
                       if self._sure_tout(v.hand, base, v.short) else -1e5)
            elif c.kind == "bettel":
                val = 1.0 if self._good_bettel(v.hand, v.short) else -1e4
            else:
                val = ev.expected_value(Contract(c.kind, c.suit), v.hand, lead, v.rules)
                if c.kind == "sauspiel" and c.suit is not None:
                    val += self._call_bonus(v.hand, c.suit, v)
            if best is None or val > best[0]:
                best = (val, a)
        assert best is not None
        return best[1]

    def _call_bonus(self, hand: int, x: int, v: SkView) -> float:
        """Table wisdom for the called suit: call where you hold one card (soon void), never
        leave a bare ten behind."""
        rk = v.ranking if v.contract is not None else contract_ranking(Contract("sauspiel", x),
                                                                        v.short)
        side = hand & rk.esuit_mask[x]
        n = side.bit_count()
        bonus = 0.0
        if n == 1:
            bonus += 0.5
        if (side >> card(TEN, x)) & 1:
            bonus += 0.3 if n >= 2 else 0.6
        return bonus * v.rules.t_base / 10

    # ================================================================ doubling
    def double(self, v: SkView, legal: Sequence[Action], rng: random.Random) -> Action:
        doubles = [a for a in legal if a.type == "double"]
        if doubles and self.wants_double(v, rng):
            return doubles[0]
        return next(a for a in legal if a.type == "pass")

    def wants_double(self, v: SkView, rng: random.Random) -> bool:
        c = v.contract
        if c is None or v.declarer is None:
            return False
        return self.would_double(v.hand, c, v.ranking, v.i_am_player,
                                 v.me == (v.obs.dealer + 1) % v.n, v.short)

    def would_double(self, hand: int, c: Contract, rk: Ranking, player: bool, leads: bool,
                     short: bool) -> bool:
        """Whether this player doubles contract ``c`` holding ``hand`` (dealt; ``player``: on
        the declarer's side, a Re; else a Kontra; ``leads``: this seat leads the first trick).
        The hard bot reads the others' Kontra and Re through it (search.py, plausibility)."""
        trumps = (hand & rk.trump_mask).bit_count()
        high = sum(1 for t in rk.trumps[:4] if (hand >> t) & 1)
        aces = sum(1 for s in SUITS if (hand >> card(ACE, s)) & 1
                   and not (rk.trump_mask >> card(ACE, s)) & 1)
        k = self.style.kontra
        if player:
            # Re: only with a hand that wins on its own
            if c.kind == "sauspiel":
                return trumps >= 6 and high >= 3 and k >= 1.0
            p = ev.win_probability(Contract(c.kind, c.suit), hand, leads, short)
            return p > 0.93 and k >= 1.0
        score = 0.0
        if c.kind == "sauspiel":
            score = (trumps - 4) + 0.8 * (high - 1) + 0.4 * aces
            return score * k >= 2.4
        if c.kind in ("wenz", "geier"):
            score = 1.6 * trumps + 0.8 * high + 0.7 * aces - 2.0
            return score * k >= 3.5
        if c.kind in ("bettel",) or c.has("tout"):
            return False
        score = (trumps - 3) + 0.7 * high + 0.5 * aces
        return score * k >= 3.4

    # ================================================================ card play
    def play(self, v: SkView, legal: list[int], rng: random.Random) -> int:
        if len(legal) == 1:
            return legal[0]
        scores = self.card_scores(v, legal)
        t = self.style.temperature
        if t > 0:
            top = max(scores.values())
            weights = [math.exp((scores[c] - top) / t) for c in legal]
            return rng.choices(legal, weights)[0]
        best = max(scores.values())
        return next(c for c in legal if scores[c] == best)

    def card_scores(self, v: SkView, legal: list[int]) -> dict[int, float]:
        ctx = TrickContext(v, self.style.track)
        kind = v.kind
        if kind == "bettel":
            return {c: ctx.bettel_score(c) for c in legal}
        if v.contract is not None and v.contract.has("tout"):
            return {c: ctx.tout_score(c) for c in legal}
        if kind == "ramsch":
            return {c: ctx.ramsch_score(c) for c in legal}
        if not v.obs.trick:
            return {c: ctx.lead_score(c) for c in legal}
        return {c: ctx.follow_score(c) for c in legal}


def _class_of(c: Contract, rules: SchafkopfRules) -> Contract:
    return class_of(c, rules)
