"""The duplicate arena with options for the hard bot (a benchmark, not a test; issue 8).

    .venv/bin/python bench/arena_options.py --hard bid_stick=1.0 [--hard KEY=VALUE ...] \\
        ARENA-OPTIONS...

Runs ``stich-cli arena`` (the options after the ``--hard`` ones are the arena's, e.g. ``--game
schafkopf --rules wirtshaus --hero hard --field medium --deals 40 --seed S --json --clock cpu
--progress``) with every hard bot built with the options given (the keyword arguments of the
game's ``HardPlayer``, e.g. ``bid_stick``, ``samples``, ``max_time``). Values are read as Python
literals (``1.0``, ``True``, ``'dd'``); a bare word stays a string. Paired with a run of the
default bot on the same seed (``bench/paired.py``), the difference is what the options are worth.

``--jobs 1`` only: parallel deals run in fresh processes, which would build the default bot.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import hard_options
import stich.bots.arena as arena
from stich.bots import make_bot
from stich.cli import main as cli_main


def hard_with(options: dict[str, Any]) -> Any:
    """``make_bot`` whose hard bots get ``options`` (only Schafkopf and Skat take any)."""

    def make(game: str, level: str) -> Any:
        if level != "hard" or not options:
            return make_bot(game, level)
        if game == "schafkopf":
            from stich.bots.schafkopf.bot import SchafkopfBot
            return SchafkopfBot(level, **options)
        if game == "skat":
            from stich.bots.skat.bot import SkatBot
            return SkatBot(level, **options)
        raise SystemExit(f"the hard bot of {game} takes no options here")

    return make


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hard", type=hard_options.parse, action="append", default=[],
                    metavar="KEY=VALUE", help="an option of the hard bot (repeatable)")
    args, rest = ap.parse_known_args(argv)
    hard_options.one_job_only(ap, rest,
                              "parallel deals run in fresh processes with the default bot")
    options = dict(args.hard)
    print(f"hard bot options: {options or 'the defaults'}", file=sys.stderr)
    arena.make_bot = hard_with(options)  # type: ignore[attr-defined]  # the arena builds its bots
    return cli_main(["arena", *rest])


if __name__ == "__main__":
    sys.exit(main())
