"""Hand evaluation for Schafkopf bidding: features of a hand under a contract, a win-probability
model, and the amount a contract is worth (SPEC §1.9.4).

The model is a logistic regression on a handful of features (trumps, top trumps, side aces,
voids, losers, whether the hand leads). Its coefficients were fitted offline to double-dummy
outcomes of random deals (``bench/calibrate_schafkopf.py`` regenerates them), so the rule-based
bots bid on a number rather than on folklore; the hard bot checks its candidate contracts with
the solver itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ...engine.actions import Contract
from ...engine.cards import ACE, SUITS, TEN, card
from ...engine.tricks import Ranking
from ...engine.variants.schafkopf.contracts import contract_ranking
from ...engine.variants.schafkopf.rules import SchafkopfRules


@dataclass(frozen=True)
class Features:
    trumps: int
    run: int          # top trumps held without a gap (Laufende "mit")
    high: int         # trumps among the top four
    mid: int          # trumps among the next four
    aces: int         # side aces
    tens: int         # side tens held with their ace
    voids: int        # side suits without a card
    losers: int       # side cards that are neither an ace nor a ten behind its ace
    long_side: int    # longest side suit headed by its ace (for Wenz-like games)
    lead: int         # 1 if the hand leads to the first trick
    called_len: int   # Sauspiel: cards held in the called suit

    def vector(self) -> tuple[float, ...]:
        return (1.0, self.trumps, min(self.run, 4), self.high, self.mid, self.aces, self.tens,
                self.voids, self.losers, self.long_side, self.lead, self.called_len)


def features(hand: int, ranking: Ranking, lead: bool, called_suit: int | None = None,
             short: bool = False) -> Features:
    trumps = ranking.trumps
    tmask = ranking.trump_mask
    mine = hand & tmask
    run = 0
    for c in trumps:
        if not (mine >> c) & 1:
            break
        run += 1
    high = sum(1 for c in trumps[:4] if (mine >> c) & 1)
    mid = sum(1 for c in trumps[4:8] if (mine >> c) & 1)
    aces = tens = voids = losers = long_side = 0
    for s in SUITS:
        side = hand & ranking.esuit_mask[s]
        if ranking.esuit_mask[s] == 0:
            continue
        n = side.bit_count()
        if n == 0:
            voids += 1
            continue
        a = card(ACE, s)
        t = card(TEN, s)
        has_a = bool((side >> a) & 1) and not (tmask >> a) & 1
        has_t = bool((side >> t) & 1) and not (tmask >> t) & 1
        if has_a:
            aces += 1
            if has_t:
                tens += 1
            long_side = max(long_side, n)
        losers += n - (1 if has_a else 0) - (1 if has_a and has_t else 0)
    called_len = 0
    if called_suit is not None:
        called_len = (hand & ranking.esuit_mask[called_suit]).bit_count()
    return Features(mine.bit_count(), run, high, mid, aces, tens, voids, losers, long_side,
                    1 if lead else 0, called_len)


# Logistic models P(win) per contract family, fitted to self-play outcomes
# (bench/calibrate_schafkopf.py). Order of coefficients as in Features.vector().
WIN_MODELS: dict[str, tuple[float, ...]] = {
    "solo": (-7.071, 0.657, 0.441, 0.758, 0.171, 1.103, -0.916, 1.191, -0.844, -0.184, -0.238,
             0.0),
    "wenz": (-1.418, 0.325, 0.302, 0.325, 0.0, 0.953, -0.399, 0.783, -0.879, -0.075, -0.839, 0.0),
    "sauspiel": (-0.173, 0.183, 0.181, 0.310, 0.082, 0.382, -0.306, 0.460, -0.259, -0.115,
                 -0.025, -0.169),
}
SCHNEIDER_MODELS: dict[str, tuple[float, ...]] = {
    "solo": (-11.653, 0.438, 0.665, 1.160, 0.249, 1.393, -0.763, 1.892, -1.068, -0.101, -0.381,
             0.0),
    "wenz": (-6.876, 0.417, 0.527, 0.417, 0.0, 1.132, -0.240, 1.539, -1.309, 0.513, -0.263, 0.0),
    "sauspiel": (-2.748, 0.266, 0.116, 0.390, 0.103, 0.360, -0.382, 0.492, -0.243, -0.052,
                 -0.038, -0.146),
}


def family(kind: str) -> str:
    if kind in ("wenz", "geier"):
        return "wenz"
    if kind == "sauspiel":
        return "sauspiel"
    return "solo"


def _logistic(coef: tuple[float, ...], f: Features) -> float:
    z = sum(a * b for a, b in zip(coef, f.vector(), strict=True))
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))


# Pure functions of their arguments, asked again and again about the same hands by the hard
# bot's samples and playouts (each seat's bidding is replayed in every sample): cached.
@lru_cache(maxsize=1 << 16)
def win_probability(contract: Contract, hand: int, lead: bool, short: bool = False) -> float:
    rk = contract_ranking(contract, short)
    called = contract.suit if contract.kind == "sauspiel" else None
    f = features(hand, rk, lead, called, short)
    fam = family(contract.kind)
    if contract.kind in ("farbwenz", "farbgeier"):
        # fewer trumps than a suit solo: count them as a solo would (3 fewer top trumps)
        f = Features(f.trumps + 3, f.run, f.high, f.mid, f.aces, f.tens, f.voids, f.losers,
                     f.long_side, f.lead, 0)
    return _logistic(WIN_MODELS[fam], f)


@lru_cache(maxsize=1 << 16)
def schneider_probability(contract: Contract, hand: int, lead: bool, short: bool = False) -> float:
    rk = contract_ranking(contract, short)
    called = contract.suit if contract.kind == "sauspiel" else None
    f = features(hand, rk, lead, called, short)
    return _logistic(SCHNEIDER_MODELS[family(contract.kind)], f)


def laufende_mit(hand: int, contract: Contract, rules: SchafkopfRules) -> int:
    """Laufende this hand holds alone (counted if they reach the minimum)."""
    rk = contract_ranking(contract, rules.deck == "SHORT24")
    n = 0
    for c in rk.trumps:
        if not (hand >> c) & 1:
            break
        n += 1
    lmin = rules.lauf_min_wenz if contract.kind in ("wenz", "geier") \
        else rules.lauf_min_sauspiel_solo
    return n if n >= lmin else 0


def unit_price(contract: Contract, rules: SchafkopfRules) -> int:
    kind = contract.kind
    return rules.t_base if kind in ("sauspiel", "bettel") else rules.t_solo


def expected_value(contract: Contract, hand: int, lead: bool, rules: SchafkopfRules,
                   factor: int = 1, bias: float = 0.0) -> float:
    """The declarer's expected settlement for ``contract`` (model estimate), ``bias`` added to
    the win probability's log-odds (negative = more careful)."""
    short = rules.deck == "SHORT24"
    p = win_probability(contract, hand, lead, short)
    if bias:
        p = min(max(p, 1e-9), 1 - 1e-9)
        z = math.log(p / (1 - p)) + bias
        p = 1 / (1 + math.exp(-z))
    ps = schneider_probability(contract, hand, lead, short) if p > 0.05 else 0.0
    ps = min(ps, p)
    price = unit_price(contract, rules)
    extra = rules.t_extra
    lauf = laufende_mit(hand, contract, rules) * extra
    win_amount = price + lauf + extra * ps / max(p, 1e-9)
    lose_amount = price + extra * 0.1
    mult = 3 if contract.kind != "sauspiel" else 1
    return factor * mult * (p * win_amount - (1 - p) * lose_amount)
