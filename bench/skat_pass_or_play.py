"""The hard Skat bot's bid limit against what its games score: on the deals the medium bot
passes out (a benchmark, not a test).

    .venv/bin/python bench/skat_pass_or_play.py [--positions 60] [--seed 901] [--budget 1.3]

Under the ISkO list only the declarer scores, and the medium bot passes 35-45% of the deals out
(each seat 0). On such a deal a seat's bid limit decides alone whether it declares at 18 (the
others pass whatever it bids). For every seat of such deals: the hard bot's bid limit at its
first bid decision (CPU clock, ``--budget`` seconds), the playouts' expected score at 18 behind
it (the rules' play in every seat: what the ``margin`` of :class:`HardPlayer` is compared
with), and the score of the game when the hard bot declares at 18 anyway (it takes the skat or
plays hand, discards, declares and plays its cards; the medium bot defends). Prints per bin of
the playouts' expectation: positions, how many the hard bot declares, the mean real score.
Where hands it passes score above 0 on average when declared, its bidding is too timid.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict

from stich.bots import clock, make_bot
from stich.bots.skat.bot import SkatBot
from stich.bots.skat.search import HardPlayer
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import HandState


def ci(xs: list[float]) -> str:
    n = len(xs)
    if not n:
        return "-"
    m = sum(xs) / n
    if n < 2:
        return f"{m:+.1f}"
    h = 1.96 * math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) / math.sqrt(n)
    return f"{m:+.1f} [{m - h:+.1f}, {m + h:+.1f}]"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=901)
    ap.add_argument("--budget", type=float, default=1.3)
    args = ap.parse_args()
    clock.use("cpu")
    game = get_game("skat")
    rules = game.rules("isko")
    medium = make_bot("skat", "medium")
    rows: list[tuple[int, float, int]] = []  # (limit, playout mean at 18, score declared)
    for index in range(100_000):
        if len(rows) >= args.positions:
            break
        deal_seed = hand_seed(args.seed, index)
        dealer = index % 3
        st0 = game.new_hand(rules, players=3, dealer=dealer, seed=deal_seed)
        st = st0
        step = 0
        while not st.is_terminal:
            s = st.to_move
            assert s is not None
            legal = st.legal_actions()
            rng = random.Random(deal_seed * 7_919 + step * 104_729 + s)
            st = st.apply(legal[0] if len(legal) == 1 else
                          medium.choose(st.observation(s), legal, rng, 1.0))
            step += 1
        if st.result().declarer is not None:
            continue
        for seat in range(3):
            hero = SkatBot("hard")
            player = hero._hard
            assert isinstance(player, HardPlayer)
            st = st0
            limit: int | None = None
            step = 0
            while not st.is_terminal:
                s = st.to_move
                assert s is not None
                legal = st.legal_actions()
                obs = st.observation(s)
                rng = random.Random(deal_seed * 31 + step * 7 + s)
                if st.phase in ("bid", "answer"):
                    if s == seat and limit is None:
                        t0 = clock.now()
                        limit = player.limit(obs, rng, t0 + args.budget * player.time_share,
                                             t0 + args.budget * 0.97)
                    # the seat bids (and holds) to 18, the others pass
                    want = "pass" if s != seat else None
                    a = next((x for x in legal if x.type == want), None) if want else \
                        next((x for x in legal if x.type in ("hold",) or
                              (x.type == "bid" and x.value == 18)), legal[0])
                    st = st.apply(a or legal[0])
                elif len(legal) == 1:
                    st = st.apply(legal[0])
                elif s == seat:
                    st = st.apply(hero.choose(obs, legal, rng, args.budget))
                else:
                    st = st.apply(medium.choose(obs, legal, rng, 1.0))
                step += 1
            res = st.result()
            if res.declarer != seat or limit is None:
                continue
            mean18 = _mean18(player, st0, seat)
            rows.append((limit, mean18, res.settlement[seat]))
            print(f"{len(rows)}/{args.positions} seed {deal_seed} seat {seat}: limit {limit} "
                  f"playouts at 18 {mean18:+.1f} declared {res.settlement[seat]:+d} "
                  f"({res.contract.kind if res.contract else '-'})", flush=True)
    bins: dict[str, list[tuple[int, float, int]]] = defaultdict(list)
    edges = [(-1e9, -30), (-30, -15), (-15, -8), (-8, 0), (0, 1e9)]
    for r in rows:
        for lo, hi in edges:
            if lo <= r[1] < hi:
                bins[f"[{lo:g}, {hi:g})".replace("-1e+09", "-inf").replace("1e+09", "inf")
                     ].append(r)
    print(f"{len(rows)} seats of passed-out deals (seed {args.seed}):")
    for lo, hi in edges:
        k = f"[{lo:g}, {hi:g})".replace("-1e+09", "-inf").replace("1e+09", "inf")
        xs = bins.get(k, [])
        print(f"  playouts at 18 in {k:14s}: {len(xs):3d} seats, hard declares "
              f"{sum(1 for r in xs if r[0] >= 18):3d}; declared by hard: {ci([r[2] for r in xs])}")
    passed = [float(r[2]) for r in rows if r[0] < 18]
    played = [float(r[2]) for r in rows if r[0] >= 18]
    print(f"  hands hard passes ({len(passed)}), declared anyway: {ci(passed)}")
    print(f"  hands hard declares ({len(played)}): {ci(played)}")


def _mean18(player: HardPlayer, st0: HandState, seat: int) -> float:
    """The playouts' expected score at 18 of ``seat``'s first bid decision (the rules'
    estimate counting as ``prior_weight`` worlds, as in :meth:`HardPlayer.limit`)."""
    from stich.bots.skat import evaluate as ev
    from stich.bots.skat.heuristic import forehand_of
    store = next(iter(player._bid_rows.values()))
    obs = st0.observation(seat)
    model = ev.evaluate(obs.hand, forehand_of(obs))
    m = max((e for e, _, _, v in model if v >= 18), default=-36.0)
    k = player.prior_weight
    tot = k * m + sum(r[0] for r in store.rows)
    return tot / (k + len(store.rows))


if __name__ == "__main__":
    main()
