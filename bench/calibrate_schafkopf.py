"""Refit the Schafkopf bidding model of ``stich.bots.schafkopf.evaluate`` (not a test).

    .venv/bin/python bench/calibrate_schafkopf.py [--hands 60000] [--seed 0]

Self-play calibration: for random deals, one seat is made to announce a random plausible
contract (a suit solo with four or more trumps, a Wenz with an Unter, a Sauspiel with two or more
trumps and a legal call), the rule-based ``medium`` player plays every seat, and the outcome is
recorded with the declarer's hand features. A logistic regression per contract family (solo,
Wenz, Sauspiel) of "won" and of "won schneider" on the features is printed in the form of
``WIN_MODELS`` and ``SCHNEIDER_MODELS``, with a calibration table (predicted vs observed).
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from stich.bots.schafkopf import evaluate as ev
from stich.bots.schafkopf.heuristic import MEDIUM, Heuristic
from stich.engine.actions import Contract
from stich.engine.game import get_game
from stich.engine.variants.schafkopf.contracts import class_of, contract_ranking, legal_calls

GAME = get_game("schafkopf")
RULES = GAME.rules()


def force(state, seat, contract):
    while state.phase != "play":
        s = state.to_move
        acts = state.legal_actions()
        if state.phase == "intent":
            a = next(x for x in acts if x.type == ("intent" if s == seat else "pass"))
        elif state.phase == "auction":
            a = next(x for x in acts if x.type == "bid"
                     and x.contract == class_of(contract, RULES))
        elif state.phase == "declare":
            a = next(x for x in acts if x.contract == contract)
        else:
            a = next(x for x in acts if x.type == "pass")
        state = state.apply(a)
    return state


def samples(hands: int, seed: int):
    player = Heuristic(MEDIUM)
    for i in range(hands):
        rng = random.Random(seed * 1_000_003 + i)
        start = GAME.new_hand(RULES, seed=seed * 1_000_003 + i, dealer=rng.randrange(4))
        seat = rng.randrange(4)
        h = start.hands[seat]
        options = [Contract("solo", x) for x in range(4)
                   if (h & contract_ranking(Contract("solo", x), False).trump_mask
                       ).bit_count() >= 4]
        if (h & contract_ranking(Contract("wenz"), False).trump_mask).bit_count() >= 1:
            options.append(Contract("wenz"))
        if (h & contract_ranking(Contract("sauspiel", 0), False).trump_mask).bit_count() >= 2:
            options += [Contract("sauspiel", x) for x in legal_calls(h, False)]
        if not options:
            continue
        contract = rng.choice(options)
        st = force(start, seat, contract)
        while not st.is_terminal:
            s = st.to_move
            st = st.apply(player.choose(st.observation(s), st.legal_actions(), rng))
        res = st.result()
        lead = seat == (st.dealer + 1) % 4
        called = contract.suit if contract.kind == "sauspiel" else None
        f = ev.features(h, contract_ranking(contract, False), lead, called)
        won = bool(res.details["won"])
        yield (ev.family(contract.kind), list(f.vector()), won,
               won and res.details["level"] in ("schneider", "schwarz"))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(a)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        if abs(m[i][i]) < 1e-12:
            continue
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                for c in range(i, n + 1):
                    m[r][c] -= f * m[i][c]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(xs: list[list[float]], ys: list[float], l2: float = 1.0) -> list[float]:
    """Logistic regression by Newton's method with a small ridge penalty."""
    d = len(xs[0])
    w = [0.0] * d
    for _ in range(25):
        g = [0.0] * d
        h = [[0.0] * d for _ in range(d)]
        for x, t in zip(xs, ys, strict=True):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))
            p = 1 / (1 + math.exp(-z))
            for i in range(d):
                g[i] += (p - t) * x[i]
                for j in range(d):
                    h[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(1, d):
            g[i] += l2 * w[i]
            h[i][i] += l2
        step = _solve(h, g)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    data: dict[str, list[tuple[list[float], bool, bool]]] = {}
    for fam, x, won, schneider in samples(args.hands, args.seed):
        x[2] = min(x[2], 4)
        data.setdefault(fam, []).append((x, won, schneider))
    for name, idx in (("WIN_MODELS", 1), ("SCHNEIDER_MODELS", 2)):
        print(f"{name} = {{")
        for fam in ("solo", "wenz", "sauspiel"):
            rows = data.get(fam, [])
            if not rows:
                continue
            xs = [r[0] for r in rows]
            ys = [1.0 if r[idx] else 0.0 for r in rows]
            w = fit(xs, ys)
            print(f'    "{fam}": ({", ".join(f"{v:.3f}" for v in w)}),')
            if idx == 1:
                bins: dict[int, list[float]] = {}
                for x, t in zip(xs, ys, strict=True):
                    z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))
                    b = min(9, int(10 / (1 + math.exp(-z))))
                    bins.setdefault(b, []).append(t)
                cal = ", ".join(f"{b / 10:.1f}+: {sum(v) / len(v):.2f} (n={len(v)})"
                                for b, v in sorted(bins.items()))
                print(f"    # {fam}: {len(rows)} hands; predicted bin: observed {cal}",
                      file=sys.stderr)
        print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
