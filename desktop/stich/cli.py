"""``stich-cli``: headless tools (replay and check records, simulate hands, bot arena)."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from .engine.errors import StichError
from .engine.game import game_names, get_game
from .engine.match import Match
from .engine.record import load_record, read_record_file


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="stich-cli", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("replay", help="check a record file and print its result as JSON")
    p.add_argument("file")

    p = sub.add_parser("simulate", help="play hands with random legal actions")
    p.add_argument("--game", required=True)
    p.add_argument("--rules", default=None, help="house-rule preset")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override one house rule (repeatable)")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--deals", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--records", default=None, help="write each hand's record into this folder")
    p.add_argument("--verify", action="store_true",
                   help="replay every record written and compare its result")

    p = sub.add_parser("arena", help="duplicate bot arena: hero level against field level")
    p.add_argument("--game", required=True)
    p.add_argument("--rules", default=None, help="house-rule preset")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override one house rule (repeatable)")
    p.add_argument("--hero", required=True, help="bot level under test")
    p.add_argument("--field", required=True, help="bot level in the other seats")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=float, default=None,
                   help="think-time budget per decision in seconds (default: 1.3 for hard, "
                        "which never thinks longer; the other levels need far less)")
    p.add_argument("--jobs", type=int, default=1, help="deals played in parallel processes")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="what the bots' budget is measured on: wall time (as at the table) or "
                        "the thread's CPU time (the same thinking whatever the machine's load)")
    p.add_argument("--players", type=int, default=None,
                   help="table size where the game allows several (Sjavs: 4, 3 or 2)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--progress", action="store_true", help="report each deal on stderr")

    p = sub.add_parser("games", help="list the games and their house-rule presets")

    p = sub.add_parser("rules", help="list a game's house rules")
    p.add_argument("--game", required=True)
    p.add_argument("--rules", default=None, help="preset to show")

    args = parser.parse_args(argv)
    try:
        if args.command == "replay":
            return _replay(args.file)
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "arena":
            return _arena(args)
        if args.command == "games":
            for name in game_names():
                g = get_game(name)
                print(f"{name}: presets {', '.join(g.rules_class.preset_names())}")
            return 0
        if args.command == "rules":
            g = get_game(args.game)
            rules = g.rules(args.rules)
            for info in rules.options():
                value = getattr(rules, info.key)
                print(f"{info.key} = {_show(value)}    # {info.help}")
            return 0
    except StichError as e:
        print(f"stich-cli: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return 2


def _show(value: object) -> str:
    if isinstance(value, frozenset):
        return ",".join(sorted(value))
    if isinstance(value, tuple):
        return "/".join(map(str, value)) if all(isinstance(v, int) for v in value) \
            else ",".join(map(str, value))
    if isinstance(value, bool):
        return "ON" if value else "OFF"
    return str(value)


def _replay(path: str) -> int:
    loaded = read_record_file(path)
    state = loaded.final
    if state.is_terminal:
        out = state.result().to_json(loaded.game.face)
        out["finished"] = True
    else:
        out = {"finished": False, "phase": state.phase, "to_move": state.to_move}
    print(json.dumps(out, ensure_ascii=False))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    rules = game.rules(args.rules).with_text_overrides(args.set)
    if args.players and "players" in rules.as_dict() and rules.as_dict()["players"] != args.players:
        # a game whose table size is a house rule (Sheepshead): --players sets it
        rules = rules.with_text_overrides([f"players={args.players}"])
    players = args.players or game.default_players(rules)
    if args.deals < 0:
        raise StichError("--deals must be 0 or more")
    out_dir = Path(args.records) if args.records else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    match = Match(game, rules, players, seed=args.seed)
    contracts: Counter[str] = Counter()
    started = time.perf_counter()
    for i in range(args.deals):
        state = match.start_hand()
        rng = random.Random(match.seed * 7919 + i)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
        row = match.finish_hand(state)
        kind = row.result.contract.kind if row.result.contract else row.result.details.get(
            "outcome", "none")
        contracts[str(kind)] += 1
        if out_dir is not None:
            path = out_dir / f"hand-{i + 1:05d}.json"
            path.write_text(json.dumps(row.record, ensure_ascii=False), encoding="utf-8")
            if args.verify:
                read_record_file(path)
        elif args.verify:
            load_record(json.loads(json.dumps(row.record)))
    elapsed = time.perf_counter() - started
    summary = {
        "game": game.name, "rules": rules.to_json(), "players": players, "deals": args.deals,
        "seconds": round(elapsed, 3), "contracts": dict(sorted(contracts.items())),
        "totals": match.totals,
    }
    print(json.dumps(summary, ensure_ascii=False))
    return 0


def _arena(args: argparse.Namespace) -> int:
    from .bots import LEVELS
    from .bots.arena import DealOutcome, format_report, run_arena

    game = get_game(args.game)
    rules = game.rules(args.rules).with_text_overrides(args.set)
    for level in (args.hero, args.field):
        if level not in LEVELS:
            raise StichError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
    if args.deals < 2:
        raise StichError("--deals must be 2 or more (the interval needs two deals)")
    budgets = None
    if args.budget is not None:
        budgets = {args.hero: args.budget, args.field: args.budget}

    def progress(_done: int, outcome: DealOutcome) -> None:
        print(outcome.progress_line(args.deals), file=sys.stderr, flush=True)

    try:
        report = run_arena(game.name, rules, args.hero, args.field, args.deals, args.seed,
                           players=args.players, budgets=budgets, jobs=max(1, args.jobs),
                           clock_name=args.clock,
                           progress=progress if args.progress else None)
    except ValueError as e:
        raise StichError(str(e)) from None
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
