"""Random complete Skat hands per second: our engine against OpenSpiel's C++ Skat.

    .venv/bin/python bench/skat_speed.py [--hands N] [--rounds R] [--openspiel PYTHON]

(``bench/engine_throughput.py`` measures every game through the step API, with OpenSpiel when
it is importable in the same interpreter.)

A hand is: deal from a seed, auction, skat, declaration, play, settlement (``result()``),
the action picked uniformly at random. ``stich/step`` goes step by step through the public
API (``legal_actions`` and ``apply``, which validates and returns a new state);
``stich/playout`` is the rollout fast path ``SkatState.playout(rng)``, which plays the very
same hands (same rules code, same random draws) on one private copy.

``--openspiel`` names a Python that has ``pyspiel`` (``pip install open-spiel`` in a scratch
venv); its random playouts are measured in the same way (``legal_actions``/``apply_action``,
chance nodes by ``chance_outcomes`` as the OpenSpiel examples do, and by ``legal_actions``).
Rounds alternate between the engines so that load on the machine hits both alike; rates are
hands per second of CPU time (``time.process_time``, steadier than wall time on a shared
machine), the best round of each is reported.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "desktop"))

from stich.engine.game import get_game

OPENSPIEL = r"""
import json, random, sys, time
import pyspiel
game = pyspiel.load_game("skat")
rng = random.Random(1)
n = int(sys.argv[1])
out = {}
for mode in ("chance_outcomes", "legal_actions"):
    t = time.process_time()
    for _ in range(n):
        st = game.new_initial_state()
        while not st.is_terminal():
            if mode == "chance_outcomes" and st.is_chance_node():
                a = rng.choice(st.chance_outcomes())[0]
            else:
                a = rng.choice(st.legal_actions())
            st.apply_action(a)
        st.returns()
    out[mode] = n / (time.process_time() - t)
print(json.dumps(out))
"""


def ours(hands: int, preset: str | None, players: int, seed: int) -> float:
    """Step by step through the public API: legal_actions() and apply() (which validates)."""
    game = get_game("skat")
    rules = game.rules(preset)
    rng = random.Random(seed)
    t = time.process_time()
    for i in range(hands):
        st = game.new_hand(rules, players=players, dealer=i % players, seed=seed + i)
        while not st.is_terminal:
            st = st.apply(rng.choice(st.legal_actions()))
        st.result()
    return hands / (time.process_time() - t)


def ours_playout(hands: int, preset: str | None, players: int, seed: int) -> float:
    """The rollout fast path: SkatState.playout(rng), the same random hands as above."""
    game = get_game("skat")
    rules = game.rules(preset)
    rng = random.Random(seed)
    t = time.process_time()
    for i in range(hands):
        st = game.new_hand(rules, players=players, dealer=i % players, seed=seed + i)
        st.playout(rng)  # type: ignore[attr-defined]
    return hands / (time.process_time() - t)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hands", type=int, default=3000)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--rules", default=None, help="house-rule preset (default isko)")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--openspiel", default=None, metavar="PYTHON",
                   help="a Python interpreter with pyspiel installed")
    args = p.parse_args()
    best: dict[str, float] = {}
    for r in range(args.rounds):
        rate = ours(args.hands, args.rules, args.players, seed=r * 100_000)
        best["stich/step"] = max(best.get("stich/step", 0.0), rate)
        rate = ours_playout(args.hands, args.rules, args.players, seed=r * 100_000)
        best["stich/playout"] = max(best.get("stich/playout", 0.0), rate)
        if args.openspiel:
            out = subprocess.run([args.openspiel, "-c", OPENSPIEL, str(args.hands)],
                                 capture_output=True, text=True, check=True).stdout
            for mode, rate in json.loads(out).items():
                key = f"openspiel/{mode}"
                best[key] = max(best.get(key, 0.0), rate)
    report: dict[str, object] = {k: round(v) for k, v in best.items()}
    for ours_key in ("stich/step", "stich/playout"):
        for k, v in best.items():
            if k.startswith("openspiel"):
                report[f"{ours_key} / {k}"] = round(best[ours_key] / v, 2)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
