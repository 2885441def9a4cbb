"""How long the learning aids take: the hint (stich.bots.advice.advise) per decision and the
post-hand review (stich.bots.review.review_hand) per hand, for every game. Wall-clock and CPU
time; never a pass/fail test.

    .venv/bin/python bench/aids.py [--hands 3] [--budget 2.5] [--game sjavs] [--all-sizes]

``--all-sizes`` plays every table size of the default rules (Sjavs 4, 3 and 2; Skat 3 and 4),
not only the default one.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from stich.bots import make_bot
from stich.bots.advice import advise
from stich.bots.review import review_hand
from stich.engine.game import game_names, get_game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=3)
    ap.add_argument("--budget", type=float, default=2.5)
    ap.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    ap.add_argument("--all-sizes", action="store_true", help="every table size, not the default")
    args = ap.parse_args()
    print(f"{'game':10} {'hint wall p50/max s':>20} {'hint cpu p50 s':>15} "
          f"{'valued %':>9} {'review wall p50/max s':>22} {'review cpu p50 s':>17}")
    tables = []
    for game in args.game or game_names():
        g = get_game(game)
        sizes = g.player_counts(g.rules()) if args.all_sizes else (g.default_players(g.rules()),)
        tables += [(game, n, len(sizes) > 1) for n in sizes]
    for game, players, named in tables:
        g = get_game(game)
        label = f"{game}/{players}" if named else game
        hint_wall, hint_cpu, valued = [], [], []
        rev_wall, rev_cpu = [], []
        for seed in range(args.hands):
            st = g.new_hand(g.rules(), players=players, seed=1000 + seed)
            bot = make_bot(game, "medium")
            rng = random.Random(seed)
            k = 0
            while not st.is_terminal:
                s = st.to_move
                legal = st.legal_actions()
                if len(legal) > 1 and k % 3 == 0:
                    t0, c0 = time.perf_counter(), time.process_time()
                    opts = advise(game, st.observation(s), legal, random.Random(seed), args.budget)
                    hint_wall.append(time.perf_counter() - t0)
                    hint_cpu.append(time.process_time() - c0)
                    valued.append(opts[0].settlement is not None)
                k += len(legal) > 1
                st = st.apply(bot.choose(st.observation(s), legal, rng, 0.0))
            t0, c0 = time.perf_counter(), time.process_time()
            review_hand(st, 0, random.Random(0))
            rev_wall.append(time.perf_counter() - t0)
            rev_cpu.append(time.process_time() - c0)
        print(f"{label:10} {statistics.median(hint_wall):9.2f}/{max(hint_wall):<9.2f} "
              f"{statistics.median(hint_cpu):15.2f} {100 * sum(valued) / len(valued):9.0f} "
              f"{statistics.median(rev_wall):11.2f}/{max(rev_wall):<9.2f} "
              f"{statistics.median(rev_cpu):17.2f}")


if __name__ == "__main__":
    main()
