"""The hard Schafkopf bot's Re on its own solo or Wenz after a Kontra, and what its worlds make
of the doubling seat (a benchmark, not a test; docs/bots.md, "Measurements/Schafkopf").

    .venv/bin/python bench/schafkopf_re.py RUN.log --seed S [--worlds 200] [--hard KEY=VALUE]

``RUN.log`` is ``stich-cli arena --game schafkopf --rules wirtshaus --hero hard --field medium
--jobs 1 --progress`` stderr. Each seat where the hero declared a solo or Wenz (``solo+`` ...)
is replayed as the arena played it (the arena's ``play_table``, the same deal, dealer and random
streams; the hard bot on the CPU clock, so a decision at its threshold can come out otherwise)
until the hero's first card; where the others gave a Kontra, the hand is played out and the Re
decision is printed: Re or not, the search's mean and win share of both options, the settlement
of the replay and of the log. Then ``--worlds`` worlds are sampled at the Re decision as the bot
samples them, and for the doubling seat: its trumps in truth and on average in the worlds, and
the share of worlds in which the rule-based player (the field, ``medium``) would have given the
Kontra with the sampled hand.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections.abc import Sequence

import hard_options
from stich.bots import clock, make_bot
from stich.bots.arena import DEFAULT_BUDGET, play_table
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.bots.schafkopf.rollout import new_world
from stich.bots.schafkopf.search import HardPlayer
from stich.bots.schafkopf.view import SkView
from stich.engine.actions import Action
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import HandState, Observation

SOLOS = ("solo", "wenz", "geier", "farbwenz", "farbgeier")
LINE = re.compile(r"deal (\d+)/\d+: advantage \S+ seats (.*)")


class Stop(Exception):
    pass


class Recorder:
    """The hard bot in the hero's seat: records its Re decision after a Kontra; stops the
    hand at its first card when nobody gave a Kontra."""

    def __init__(self, bot: SchafkopfBot) -> None:
        self.bot = bot
        self.name = bot.name
        self.level = "hard"
        self.re: tuple[Observation, Action, list[tuple[Action, float, float, int]]] | None = None

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        kontra = any(a.type == "double" and a.seat != obs.seat for a in obs.history)
        if obs.phase == "play" and not kontra:
            raise Stop
        if obs.phase == "double" and obs.declarer == obs.seat and kontra and self.re is None:
            action, values = self.bot.analyse(obs, legal, rng, budget)
            self.re = (obs, action, values)
            return action
        return self.bot.choose(obs, legal, rng, budget)


def own_solos(path: str) -> list[tuple[int, int, str, float]]:
    """(deal, seat, game, hero's score) of each seat where the hero declared a solo or Wenz."""
    out = []
    with open(path) as f:
        lines = f.readlines()
    for line in lines:
        m = LINE.search(line)
        if not m:
            continue
        for seat, entry in enumerate(m.group(2).split()):
            parts = entry.split("/")
            if len(parts) == 3 and parts[2].rstrip("+-!") in SOLOS:
                out.append((int(m.group(1)), seat, parts[2], float(parts[0])))
    return out


def kontra_worlds(obs: Observation, hard: HardPlayer, worlds: int, rng: random.Random
                  ) -> tuple[int, int, float, float, float]:
    """(doubling seat, its true trumps filled in by the caller, mean sampled trumps, share of
    worlds where medium would have given the Kontra, share of worlds the bids fully explain)."""
    v = SkView(obs)
    kontra_i, kontra = next((i, a) for i, a in enumerate(obs.history)
                            if a.type == "double" and a.seat != obs.seat)
    s = kontra.seat
    rk = v.ranking
    trumps = 0
    would = 0
    explained = 0
    n = 0
    for _ in range(worlds):
        hands = hard.sample_world(v, rng)
        if hands is None:
            break
        n += 1
        trumps += (hands[s] & rk.trump_mask).bit_count()
        if hard.consistency(v, hands) >= 1.0:
            explained += 1
        st: HandState | None = new_world(v, hands)
        assert st is not None
        try:
            for a in obs.history[:kontra_i]:
                st = st.apply(a)
        except IllegalAction:
            # a world no deal explained (sample_world's fallback): its bidding is illegal
            continue
        legal = st.legal_actions()
        if hard.rules.choose(st.observation(s), legal, random.Random(0)) == kontra:
            would += 1
    return s, 0, trumps / max(n, 1), would / max(n, 1), explained / max(n, 1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--worlds", type=int, default=200)
    ap.add_argument("--deals", type=int, nargs="*")
    ap.add_argument("--hard", action="append", default=[],
                    help="KEY=VALUE option of the hard bot")
    args = ap.parse_args()
    clock.use("cpu")
    opts = hard_options.collect(args.hard)
    game = get_game("schafkopf")
    rules = game.rules("wirtshaus")
    for deal, seat, label, logged in own_solos(args.log):
        if args.deals and deal not in args.deals:
            continue
        index = deal - 1
        deal_seed = hand_seed(args.seed, index)
        levels = ["medium"] * 4
        levels[seat] = "hard"
        hero = Recorder(SchafkopfBot("hard", **opts))
        bots = [make_bot("schafkopf", lv) for lv in levels]
        bots[seat] = hero  # type: ignore[call-overload]
        try:
            final = play_table(game, rules, 4, index % 4, deal_seed, bots, levels,
                               [DEFAULT_BUDGET[lv] for lv in levels], deal_seed * 11)
        except Stop:
            continue
        if hero.re is None:
            print(f"seed {args.seed} deal {deal} seat {seat} {label}: Kontra, no Re decision")
            continue
        obs, action, values = hero.re
        res = final.result()
        said = "Re" if action.type == "double" else "no Re"
        vals = " ".join(f"{'re' if a.type == 'double' else 'pass'} {m:+.0f}/{sh:.2f}"
                        for a, m, sh, _n in sorted(values, key=lambda x: x[0].type))
        kontra = next(a for a in obs.history if a.type == "double" and a.seat != seat)
        dealt = game.new_hand(rules, players=4, dealer=index % 4, seed=deal_seed)
        true_hand = dealt.observation(kontra.seat).hand
        rk = SkView(obs).ranking
        true_t = (true_hand & rk.trump_mask).bit_count()
        hard = hero.bot._hard
        assert hard is not None
        s, _, mean_t, would, explained = kontra_worlds(obs, hard, args.worlds,
                                                       random.Random(deal_seed))
        c = res.contract
        print(f"seed {args.seed} deal {deal} seat {seat} {c.kind if c else '?'}"
              f"{'' if c is None or c.suit is None else c.suit}: {said} [{vals}] "
              f"-> {res.settlement[seat]:+g} (log {logged:+g} {label}); kontra seat {s} "
              f"trumps true {true_t} sampled {mean_t:.2f}; would kontra {would:.2f}; "
              f"explained {explained:.2f}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
