"""Refit the Skat hand scores' win curves of ``stich.bots.skat.evaluate`` (not a test).

    .venv/bin/python bench/calibrate_skat.py [--hands 4000] [--seed 0]

Self-play calibration: for random deals one seat is made to win the auction at 18 and to play a
random game (suit, grand or null; with the skat, or hand), discarding by the rules' best discard
for that game; the rule-based ``medium`` player plays every seat. For each family the outcome
("won") is fitted to a logistic curve of the hand's score before the skat (``pre``: what the
bidding sees), after the discard (``post``: what the declaration sees) and for hand games. The
printed ``mid`` (score of an even chance) and ``slope`` go into ``MID`` and ``SLOPE``.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict

from stich.bots.skat import evaluate as ev
from stich.bots.skat.heuristic import MEDIUM, Rules, contract_of
from stich.engine.actions import Action
from stich.engine.game import get_game
from stich.engine.variants.skat.contracts import GRAND

GAME = get_game("skat")
RULES = GAME.rules()


def fit(rows: list[tuple[float, int]]) -> tuple[float, float]:
    a, b = 1.0, -5.0
    for _ in range(1500):
        ga = gb = 0.0
        for x, y in rows:
            z = max(-30.0, min(30.0, a * x + b))
            p = 1 / (1 + math.exp(-z))
            ga += (y - p) * x
            gb += y - p
        a += 0.3 * ga / len(rows)
        b += 0.3 * gb / len(rows)
    return a, -b / a


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    rules = Rules(MEDIUM)
    data: dict[str, list[tuple[float, int]]] = defaultdict(list)
    for i in range(args.hands):
        st = GAME.new_hand(RULES, players=3, dealer=i % 3, seed=args.seed * 1_000_003 + i)
        me = (i + 1) % 3
        pre = st.hands[me]
        fh = st.forehand == me
        # a game the hand might play: a family at random, the best suit of a suit game
        games = list(ev.GAMES)
        scores = {g: ev.game_score(pre, g, fh) for g in games}
        r = rng.random()
        g = "null" if r < 0.2 else GRAND if r < 0.45 else max(range(4), key=lambda x: scores[x])
        hand_game = rng.random() < 0.25
        while st.phase in ("bid", "answer"):
            legal = st.legal_actions()
            s = st.to_move
            if s == me:
                a = next((x for x in legal if x.type == "hold"), None) or min(
                    (x for x in legal if x.type == "bid"), key=lambda x: x.value or 0)
            else:
                a = next(x for x in legal if x.type == "pass")
            st = st.apply(a)
        st = st.apply(next(x for x in st.legal_actions() if x.type == ("hand" if hand_game
                                                                          else "pick")))
        if not hand_game:
            disc, _ = ev.best_discard(st.hands[me], g, fh)
            st = st.apply(Action(me, "discard", cards=tuple(sorted(disc))))
        post = st.hands[me]
        c = contract_of(g, hand_game)
        legal = st.legal_actions()
        a = next((x for x in legal if x.contract == c), None)
        if a is None:
            continue
        st = st.apply(a)
        while not st.is_terminal:
            legal = st.legal_actions()
            s = st.to_move
            st = st.apply(legal[0] if len(legal) == 1 else
                          rules.choose(st.observation(s), legal, rng))
        won = int(bool(st.result().details.get("won")))
        fam = ev.family(g)
        if hand_game:
            data[fam + "-hand"].append((scores[g], won))
        else:
            data[fam + "-pre"].append((scores[g], won))
            data[fam + "-post"].append((ev.game_score(post, g, fh), won))
    for key in sorted(data):
        rows = data[key]
        slope, mid = fit(rows)
        print(f"{key:12} n={len(rows):5}  mid {mid:6.2f}  slope {slope:5.2f}  "
              f"won {sum(y for _, y in rows) / len(rows):.2f}")
        bins: dict[int, list[int]] = defaultdict(list)
        for x, y in rows:
            bins[math.floor(x)].append(y)
        print("   " + "  ".join(f"{b}:{sum(v) / len(v):.2f}/{len(v)}"
                                for b, v in sorted(bins.items()) if len(v) >= 5))


if __name__ == "__main__":
    main()
