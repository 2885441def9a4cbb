"""Random complete hands per second for every game (deal, auction, play, settlement).

    .venv/bin/python bench/engine_throughput.py [--hands N] [--rounds R] [--game G]

Each round plays N hands with uniformly random legal actions through the public engine API
(``legal_actions`` / ``apply`` / ``result``), as a match would. With ``open-spiel`` installed
(the optional ``bench`` extra), OpenSpiel's C++ Skat is measured in the same run, driven from
Python the same way, and the ratio is printed. Figures are medians over the rounds; this
machine is shared and noisy, so compare only figures from one run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))

from stich.engine.game import game_names, get_game


def ours(game_name: str, players: int, hands: int, seed: int) -> float:
    game = get_game(game_name)
    rules = game.rules()
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(hands):
        state = game.new_hand(rules, players=players, dealer=i % players, seed=seed + i)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
        state.result()
    return hands / (time.perf_counter() - start)


def openspiel_skat(hands: int, seed: int) -> float | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("skat")
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        state.returns()
    return hands / (time.perf_counter() - start)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=2000)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--game", action="append", default=None)
    args = p.parse_args()
    names = args.game or game_names()
    rows: list[tuple[str, str, float]] = []
    for name in names:
        game = get_game(name)
        for players in game.player_counts(game.rules()):
            rates = [ours(name, players, args.hands, 1000 * r) for r in range(args.rounds)]
            rows.append((f"{name} ({players})", "stich", statistics.median(rates)))
            if name == "skat" and players == 3:
                theirs = [openspiel_skat(args.hands, 1000 * r) for r in range(args.rounds)]
                if all(t is not None for t in theirs):
                    rows.append(("skat (3)", "OpenSpiel C++",
                                 statistics.median(t for t in theirs if t is not None)))
    print(f"{'game':<22} {'engine':<14} {'hands/s':>10}")
    for game_label, engine, rate in rows:
        print(f"{game_label:<22} {engine:<14} {rate:>10.0f}")
    ours_skat = next((r for g, e, r in rows if g == "skat (3)" and e == "stich"), None)
    their_skat = next((r for g, e, r in rows if e == "OpenSpiel C++"), None)
    if ours_skat and their_skat:
        print(f"\nSkat ratio stich / OpenSpiel: {ours_skat / their_skat:.2f}x")


if __name__ == "__main__":
    main()
