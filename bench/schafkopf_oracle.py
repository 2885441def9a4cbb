"""How much would knowing the hidden cards give the hard Schafkopf bot? (a ceiling, not a bot;
issue 8, docs/bots.md "Measurements/Schafkopf", session 15.)

    .venv/bin/python bench/schafkopf_oracle.py --phases play|bid|all ARENA-OPTIONS...

Runs ``stich-cli arena`` (the options after ``--phases`` are the arena's: ``--game schafkopf
--rules wirtshaus --hero hard --field medium --deals 40 --seed S --json --clock cpu
--progress``) with one change: wherever the hard bot samples a world of the hidden cards
(``Worlds.sample_world``), it gets the true deal instead, in the card play (``play``), in
every decision outside the card-play phase (``bid``: intent, auction, contract, a Kontra/Re
given before the play) or in both (``all``). Everything else, the evaluation of a world
(playouts with the rule-based player, double dummy in the last tricks, the edges), stays the
bot's. Paired with a run of the
real bot on the same deals (``bench/paired.py``), the difference is what perfect inference in
those phases is worth with the bot's own evaluation: an upper bound for what better worlds
there (more Metropolis steps, stricter evidence, a better model of the others) could add.

The bots themselves never see hidden cards; only this script hands the true deal to the
sampler, from the deal the arena's table plays (``--jobs 1`` only: parallel deals run in fresh
processes without the patch).
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

import hard_options
import stich.bots.arena as arena
from stich.bots.schafkopf import worlds
from stich.cli import main as cli_main
from stich.engine.state import HandState

_dealt: list[tuple[int, ...]] = []  # the hands as dealt at the table being played
_play_table = arena.play_table
_sample_world = worlds.Worlds.sample_world


def play_table(game: Any, rules: Any, players: int, dealer: int, seed: int,
               *args: Any, **kwargs: Any) -> HandState:
    """The arena's ``play_table``, the deal it plays kept for the sampler."""
    _dealt[:] = [game.new_hand(rules, players=players, dealer=dealer, seed=seed).hands]
    return _play_table(game, rules, players, dealer, seed, *args, **kwargs)


def oracle(phases: str) -> None:
    """Patch the sampler: the true deal (as the hands are now) in the ``phases`` given."""

    def sample_world(self: worlds.Worlds, v: Any, rng: random.Random, tries: int = 30,
                     deadline: float = float("inf")) -> list[int] | None:
        in_play = v.obs.phase == "play"
        if phases == "all" or (phases == "play") == in_play:
            hands = [h & ~v.tv.played[s] for s, h in enumerate(_dealt[0])]
            assert hands[v.me] == v.hand, "the table's hands are not the bot's"
            return hands
        return _sample_world(self, v, rng, tries, deadline)

    worlds.Worlds.sample_world = sample_world  # type: ignore[method-assign]
    arena.play_table = play_table


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--phases", choices=("play", "bid", "all"), required=True)
    args, rest = ap.parse_known_args()
    hard_options.one_job_only(ap, rest, "parallel deals run without the patch")
    oracle(args.phases)
    return cli_main(["arena", *rest])


if __name__ == "__main__":
    sys.exit(main())
