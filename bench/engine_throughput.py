"""Random complete hands per second for every game (deal, auction, play, settlement).

    .venv/bin/python bench/engine_throughput.py [--hands N] [--rounds R] [--game G]
                                                [--baseline REV] [--openspiel PYTHON]
                                                [--instructions N]

A hand is ``new_hand`` from a seed, then ``state.apply(rng.choice(state.legal_actions()))``
until ``is_terminal``, then ``result()``: the public engine API, as a match or a bot's rollout
drives it. With ``open-spiel`` importable (the optional ``bench`` extra, or ``--openspiel`` naming
a Python that has it), OpenSpiel's C++ Skat is measured in the same run, driven from Python the
same way: ``apply_action`` with the 32 chance nodes of the deal (one card at a time) drawn
from ``chance_outcomes()`` as OpenSpiel's own examples do; the same with the cheaper
``legal_actions()`` at chance nodes; and with ``state = state.child(action)`` in place of
``apply_action``, which like our ``apply`` returns a new state and leaves the old one as it was
(``apply_action`` changes the state in place).
``--baseline REV`` also measures the engine as it was at git revision ``REV`` (e.g. ``main``).

Every measurement runs in a fresh worker process that first plays ``--warmup`` hands untimed
(tables made on first use, caches), and the rounds interleave the engines, so load on this
shared machine hits them alike; rates are hands per CPU second of the worker
(``time.process_time``), the median over the rounds. Compare figures only within one run.
``--instructions N`` adds a figure that load does not move: instructions executed per hand
(valgrind's callgrind, ``N`` hands less none, after the same warm-up). Fewer instructions is
not always less time (a C++ engine's instructions are cheaper than an interpreter's), so it
is a check on a change, not a verdict.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

STICH = r"""
import json, random, sys, time
args = json.loads(sys.argv[1])
sys.path.insert(0, args["src"])
from stich.engine.game import get_game
game = get_game(args["game"])
rules = game.rules()
players, hands, seed = args["players"], args["hands"], args["seed"]


def play(hands, seed):
    rng = random.Random(seed)
    steps = 0
    for i in range(hands):
        state = game.new_hand(rules, players=players, dealer=i % players, seed=seed + i)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
            steps += 1
        state.result()
    return steps


play(args["warmup"], -1 - seed)
t = time.process_time()
steps = play(hands, seed)
rate = hands / max(time.process_time() - t, 1e-9)
print(json.dumps({"rate": rate, "steps": steps / max(hands, 1)}))
"""

OPENSPIEL = r"""
import json, random, sys, time
import pyspiel
args = json.loads(sys.argv[1])
game = pyspiel.load_game("skat")


def play(hands, seed, mode):
    rng = random.Random(seed)
    steps = 0
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                if mode == "legal_actions":
                    state.apply_action(rng.choice(state.legal_actions()))
                    continue
                action = rng.choice(state.chance_outcomes())[0]
            else:
                steps += 1
                action = rng.choice(state.legal_actions())
            if mode == "child":
                state = state.child(action)
            else:
                state.apply_action(action)
        state.returns()
    return steps


out = {}
for mode in args.get("modes", ("chance_outcomes", "legal_actions", "child")):
    play(args["warmup"], -1 - args["seed"], mode)
    t = time.process_time()
    steps = play(args["hands"], args["seed"], mode)
    out[mode] = {"rate": args["hands"] / max(time.process_time() - t, 1e-9),
                 "steps": steps / max(args["hands"], 1)}
print(json.dumps(out))
"""


MODES = {
    "chance_outcomes": "apply_action, deal by chance_outcomes()",
    "legal_actions": "apply_action, deal by legal_actions()",
    "child": "child() (a new state per step), chance_outcomes()",
}


def run(python: str, code: str, **args: object) -> dict[str, object]:
    out = subprocess.run([python, "-c", code, json.dumps(args)], capture_output=True,
                         text=True, check=True).stdout
    result: dict[str, object] = json.loads(out)
    return result


def instructions(python: str, code: str, hands: int, **args: object) -> float:
    """Instructions per hand of ``code``'s hands, counted by callgrind."""
    def collected(n: int) -> int:
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, "-c",
               code, json.dumps({**args, "hands": n, "seed": 0})]
        err = subprocess.run(cmd, capture_output=True, text=True, check=True).stderr
        return int(next(line for line in err.splitlines() if "Collected" in line).split()[-1])
    return (collected(hands) - collected(0)) / hands


def has_pyspiel(python: str) -> bool:
    return subprocess.run([python, "-c", "import pyspiel"], capture_output=True).returncode == 0


def export(rev: str, into: str) -> str:
    """The engine's source at git revision ``rev``, unpacked under ``into``."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "desktop"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", into], input=archive, check=True)
    return str(Path(into) / "desktop")


def tables(names: list[str] | None) -> list[tuple[str, int]]:
    sys.path.insert(0, str(ROOT / "desktop"))
    from stich.engine.game import game_names, get_game

    out = []
    for name in names or game_names():
        game = get_game(name)
        out += [(name, p) for p in game.player_counts(game.rules())]
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--hands", type=int, default=2000, help="hands per round (default 2000)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--warmup", type=int, default=200,
                   help="hands played before the clock starts, in every worker (default 200)")
    p.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    p.add_argument("--baseline", metavar="REV", help="also measure the engine at git REV")
    p.add_argument("--openspiel", metavar="PYTHON", default=sys.executable,
                   help="a Python with pyspiel (default: this one)")
    p.add_argument("--instructions", type=int, default=0, metavar="N",
                   help="also count instructions per hand over N hands (needs valgrind)")
    args = p.parse_args()
    todo = tables(args.game)
    with_openspiel = any(g == "skat" for g, _ in todo) and has_pyspiel(args.openspiel)
    with tempfile.TemporaryDirectory() as tmp:
        sources = {"stich": str(ROOT / "desktop")}
        if args.baseline:
            sources[args.baseline] = export(args.baseline, tmp)
        rates: dict[tuple[str, int, str], list[float]] = {}
        steps: dict[tuple[str, int, str], float] = {}
        for r in range(args.rounds):
            seed = 1000 * r
            for name, players in todo:
                for label, src in sources.items():
                    res = run(sys.executable, STICH, src=src, game=name, players=players,
                              hands=args.hands, seed=seed, warmup=args.warmup)
                    key = (name, players, label)
                    rates.setdefault(key, []).append(float(res["rate"]))  # type: ignore[arg-type]
                    steps[key] = float(res["steps"])  # type: ignore[arg-type]
            if with_openspiel:
                res = run(args.openspiel, OPENSPIEL, hands=args.hands, seed=seed,
                          warmup=args.warmup)
                for mode, figures in res.items():
                    key = ("skat", 3, f"OpenSpiel/{mode}")
                    rates.setdefault(key, []).append(figures["rate"])  # type: ignore[index]
                    steps[key] = figures["steps"]  # type: ignore[index]
        if args.instructions:
            counts = count_instructions(args, todo, sources, with_openspiel)
    med = {k: statistics.median(v) for k, v in rates.items()}
    labels = list(sources)
    head = f"{'game (players)':<17}" + "".join(f"{x:>14}" for x in labels)
    if args.baseline:
        head += f"{'speed-up':>10}"
    print(head + f"{'decisions/hand':>16}")
    for name, players in todo:
        row = f"{f'{name} ({players})':<17}"
        row += "".join(f"{med[(name, players, x)]:>14,.0f}" for x in labels)
        if args.baseline:
            ratio = med[(name, players, "stich")] / med[(name, players, args.baseline)]
            row += f"{ratio:>9.2f}x"
        print(row + f"{steps[(name, players, 'stich')]:>16.1f}")
    if with_openspiel and ("skat", 3, "stich") in med:
        print(f"\nOpenSpiel C++ Skat (3), {args.rounds} rounds of {args.hands} hands, "
              "hands per CPU second:")
        for mode, what in MODES.items():
            theirs = med[("skat", 3, f"OpenSpiel/{mode}")]
            line = f"  {what + ':':<46}{theirs:>9,.0f}"
            line += "".join(f"   {x} / OpenSpiel {med[('skat', 3, x)] / theirs:.2f}x"
                            for x in labels)
            print(line)
        print(f"  ({steps[('skat', 3, 'OpenSpiel/chance_outcomes')]:.1f} decisions and 32 "
              "chance steps per hand)")
    if args.instructions:
        print(f"\nInstructions per hand (callgrind, {args.instructions} hands):")
        for key, n in counts.items():
            print(f"  {key:<58}{n / 1000:>9,.0f}k")


def count_instructions(args: argparse.Namespace, todo: list[tuple[str, int]],
                       sources: dict[str, str], with_openspiel: bool) -> dict[str, float]:
    out = {}
    for name, players in todo:
        for label, src in sources.items():
            out[f"{name} ({players}) {label}"] = instructions(
                sys.executable, STICH, args.instructions, src=src, game=name, players=players,
                warmup=args.warmup)
    if with_openspiel:
        for mode, what in MODES.items():
            out[f"OpenSpiel, {what}"] = instructions(
                args.openspiel, OPENSPIEL, args.instructions, warmup=args.warmup,
                modes=[mode])
    return out


if __name__ == "__main__":
    main()
