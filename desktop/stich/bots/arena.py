"""Duplicate arena: how much better one bot level (the hero) plays than another (the field).

Each deal is played ``players + 1`` times with the same cards: once with the field in every seat
(the baseline) and once with the hero in each seat and the field in the others. The hero's
advantage on a deal is the mean over seats of (hero's settlement in that seat - the field's
settlement in that seat in the baseline), so the luck of the cards cancels and what remains is
the difference in play. Where the settlement is not a transfer between the players (Klørsjavs'
øre game, :mod:`.measure`) a seat's settlement is taken relative to the others' (its settlement
minus the mean of the other seats' in that hand); the report names the measure. The report
gives the mean advantage per hand with a 95% confidence interval over deals, and each level's
think time per decision kind (forced moves, with a single legal action, are not timed), as
wall-clock time and as the process's CPU time (on a shared machine the wall-clock time includes
waiting for a core; the CPU time does not).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.game import Game, get_game
from ..engine.match import hand_seed
from ..engine.rules import HouseRules
from ..engine.state import HandState
from . import clock, make_bot
from .base import Bot
from .measure import measure_name, relative_score, seat_value

DEFAULT_BUDGET = {"random": 1.0, "easy": 1.0, "medium": 1.0, "hard": 1.3}
KIND_OF_PHASE = {"auction": "bid"}


def decision_kind(state: HandState, action_type: str) -> str:
    """The name a decision is timed under: the phase, or ``double`` for an in-play double."""
    if action_type == "double" and state.phase == "play":
        return "double"
    return KIND_OF_PHASE.get(state.phase, state.phase)


@dataclass
class DealOutcome:
    index: int
    baseline: tuple[float, ...]    # each seat's score with the field everywhere
    hero: tuple[float, ...]        # the hero's score with the hero in each seat
    times: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    contracts: list[str] = field(default_factory=list)
    cpu: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    # per hero seat, the hero's own game when it declared there: the contract kind and "+" won,
    # "-" lost, "!" lost as overbid (e.g. "suit+"); "" when another seat declared or none did
    hero_games: list[str] = field(default_factory=list)

    @property
    def advantage(self) -> float:
        n = len(self.hero)
        return sum(h - b for h, b in zip(self.hero, self.baseline, strict=True)) / n

    def progress_line(self, deals: int) -> str:
        """The line ``stich-cli arena --progress`` prints for this deal: its own number (its
        cards depend only on the seed and it, whatever order parallel jobs finish in;
        bench/paired.py pairs two runs by it), the advantage, and each seat's score with the
        hero there and with the field, with the hero's own game (bench/skat_roles.py)."""
        games = self.hero_games or [""] * len(self.hero)
        seats = " ".join(f"{h:g}/{b:g}{'/' + g if g else ''}" for h, b, g in
                         zip(self.hero, self.baseline, games, strict=True))
        line = f"deal {self.index + 1}/{deals}: advantage {self.advantage:+.1f}"
        return line + (f" seats {seats}" if seats else "")


def play_table(game: Game, rules: HouseRules, players: int, dealer: int, seed: int,
               bots: Sequence[Bot], levels: Sequence[str], budgets: Sequence[float],
               rng_seed: int, times: dict[str, dict[str, list[float]]] | None = None,
               cpu: dict[str, dict[str, list[float]]] | None = None) -> HandState:
    """Play one hand with ``bots[seat]`` in each seat; think times go into ``times`` (wall
    clock) and ``cpu`` (CPU time of this process)."""
    state = game.new_hand(rules, players=players, dealer=dealer, seed=seed)
    step = 0
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        obs = state.observation(seat)
        rng = random.Random(rng_seed * 7_919 + step * 104_729 + seat)
        c0 = time.process_time()
        t0 = time.perf_counter()
        action = bots[seat].choose(obs, legal, rng, budgets[seat])
        dt = time.perf_counter() - t0
        dc = time.process_time() - c0
        if action not in legal:
            raise AssertionError(f"{levels[seat]} bot chose an illegal action: {action}")
        if times is not None and len(legal) > 1:
            kind = decision_kind(state, action.type)
            times.setdefault(levels[seat], {}).setdefault(kind, []).append(dt)
            if cpu is not None:
                cpu.setdefault(levels[seat], {}).setdefault(kind, []).append(dc)
        state = state.apply(action)
        step += 1
    return state


def play_deal(game_name: str, rules_json: dict[str, Any], players: int, hero: str, field: str,
              index: int, seed: int, budgets: dict[str, float]) -> DealOutcome:
    game = get_game(game_name)
    rules = game.rules_class.from_json(rules_json)
    deal_seed = hand_seed(seed, index)
    dealer = index % players
    times: dict[str, dict[str, list[float]]] = {}
    cpu: dict[str, dict[str, list[float]]] = {}
    field_bots = [make_bot(game_name, field) for _ in range(players)]
    hero_bot = make_bot(game_name, hero)
    base_levels = [field] * players
    base = play_table(game, rules, players, dealer, deal_seed, field_bots, base_levels,
                      [budgets.get(field, 1.0)] * players, deal_seed * 11, times, cpu)
    relative = relative_score(game_name, rules)
    settled = base.result().settlement
    baseline = [seat_value(settled, s, relative) for s in range(players)]
    contracts = [_contract_name(base)]
    hero_scores = []
    hero_games: list[str] = []
    for seat in range(players):
        bots = list(field_bots)
        bots[seat] = hero_bot
        levels = list(base_levels)
        levels[seat] = hero
        bud = [budgets.get(lv, 1.0) for lv in levels]
        # the hero's table uses other random streams than the baseline's only where the hero
        # sits: the field bots see the same seeds, so identical situations replay identically
        final = play_table(game, rules, players, dealer, deal_seed, bots, levels, bud,
                           deal_seed * 11, times, cpu)
        hero_scores.append(seat_value(final.result().settlement, seat, relative))
        contracts.append(_contract_name(final))
        hero_games.append(_own_game(final, seat))
    return DealOutcome(index, tuple(baseline), tuple(hero_scores), times, contracts, cpu,
                       hero_games)


def _own_game(state: HandState, seat: int) -> str:
    """``seat``'s game when it declared (kind and "+" won, "-" lost, "!" lost as overbid)."""
    res = state.result()
    if res.declarer != seat or res.contract is None:
        return ""
    if res.details.get("overbid"):
        return res.contract.kind + "!"
    return res.contract.kind + ("+" if res.settlement[seat] > 0 else "-")


def _contract_name(state: HandState) -> str:
    res = state.result()
    if res.contract is None:
        return str(res.details.get("outcome", "none"))
    return res.contract.kind


def _play_deal_star(args: tuple[Any, ...]) -> DealOutcome:
    *deal_args, clock_name = args
    clock.use(clock_name)      # a worker process starts on the default clock
    return play_deal(*deal_args)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = math.floor(k)
    hi = math.ceil(k)
    if lo == hi:
        return sorted_values[lo]
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def _t95(df: int) -> float:
    """Two-sided 95% quantile of Student's t (normal beyond 120 degrees of freedom)."""
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
             9: 2.262, 10: 2.228, 12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042,
             40: 2.021, 60: 2.000, 120: 1.980}
    if df <= 0:
        return float("inf")
    for k in sorted(table):
        if df <= k:
            return table[k]
    return 1.960


def summarize(outcomes: Sequence[DealOutcome]) -> dict[str, Any]:
    adv = [o.advantage for o in outcomes]
    n = len(adv)
    mean = sum(adv) / n if n else 0.0
    var = sum((a - mean) ** 2 for a in adv) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n) if n > 1 else float("inf")
    half = _t95(n - 1) * se if n > 1 else float("inf")
    think = _think([o.times for o in outcomes])
    think_cpu = _think([o.cpu for o in outcomes])
    contracts: dict[str, int] = {}
    for o in outcomes:
        for c in o.contracts:
            contracts[c] = contracts.get(c, 0) + 1
    return {
        "deals": n,
        "advantage": {
            "mean": round(mean, 3),
            "ci95": [round(mean - half, 3), round(mean + half, 3)] if n > 1 else None,
            "stderr": round(se, 3) if n > 1 else None,
            "sd": round(math.sqrt(var), 3),
        },
        "think_time": think,
        "think_cpu": think_cpu,
        "contracts": dict(sorted(contracts.items())),
    }


def _think(per_deal: Sequence[dict[str, dict[str, list[float]]]],
           ) -> dict[str, dict[str, dict[str, float]]]:
    """Percentiles per level and decision kind (and over all kinds) of the deals' times."""
    times: dict[str, dict[str, list[float]]] = {}
    for deal in per_deal:
        for level, kinds in deal.items():
            for kind, ts in kinds.items():
                times.setdefault(level, {}).setdefault(kind, []).extend(ts)
    think: dict[str, dict[str, dict[str, float]]] = {}
    for level, kinds in sorted(times.items()):
        think[level] = {}
        all_ts: list[float] = []
        for kind, ts in sorted(kinds.items()):
            ts = sorted(ts)
            all_ts.extend(ts)
            think[level][kind] = _pcts(ts)
        think[level]["all"] = _pcts(sorted(all_ts))
    return think


def _pcts(ts: Sequence[float]) -> dict[str, float]:
    return {
        "n": len(ts),
        "p50": round(percentile(ts, 0.50), 4),
        "p95": round(percentile(ts, 0.95), 4),
        "p99": round(percentile(ts, 0.99), 4),
        "max": round(max(ts), 4) if ts else 0.0,
    }


def run_arena(game_name: str, rules: HouseRules | None, hero: str, field: str, deals: int,
              seed: int, *, players: int | None = None, budgets: dict[str, float] | None = None,
              jobs: int = 1, progress: Callable[[int, DealOutcome], None] | None = None,
              clock_name: str = "wall") -> dict[str, Any]:
    """Play ``deals`` duplicate deals and return the report (JSON-ready).

    ``clock_name`` is what the bots' budgets are measured on (:mod:`.clock`): ``"cpu"`` gives a
    clock-bound bot the same thinking whatever the machine's load."""
    game = get_game(game_name)
    rules = rules if rules is not None else game.rules()
    players = players or game.default_players(rules)
    bud = dict(DEFAULT_BUDGET)
    bud.update(budgets or {})
    args = [(game_name, rules.to_json(), players, hero, field, i, seed, bud, clock_name)
            for i in range(deals)]
    previous_clock = clock.kind()
    started = time.perf_counter()
    outcomes: list[DealOutcome] = []
    if jobs > 1 and deals > 1:
        import multiprocessing as mp
        with mp.get_context("spawn").Pool(jobs) as pool:
            for o in pool.imap_unordered(_play_deal_star, args):
                outcomes.append(o)
                if progress:
                    progress(len(outcomes), o)
    else:
        for a in args:
            o = _play_deal_star(a)
            outcomes.append(o)
            if progress:
                progress(len(outcomes), o)
    clock.use(previous_clock)
    outcomes.sort(key=lambda o: o.index)
    report = {"game": game_name, "rules": rules.to_json(), "players": players, "hero": hero,
              "field": field, "seed": seed, "measure": measure_name(game_name, rules),
              "budget": {hero: bud.get(hero), field: bud.get(field)}, "clock": clock_name}
    report.update(summarize(outcomes))
    report["seconds"] = round(time.perf_counter() - started, 1)
    return report


def format_report(report: dict[str, Any]) -> str:
    adv = report["advantage"]
    ci = adv["ci95"]
    lines = [
        f"{report['game']}  hero={report['hero']}  field={report['field']}  "
        f"deals={report['deals']}  seed={report['seed']}  "
        f"measure={report.get('measure', 'own')}  clock={report.get('clock', 'wall')}",
        f"hero advantage per hand: {adv['mean']:+.2f}  95% CI "
        + (f"[{ci[0]:+.2f}, {ci[1]:+.2f}]" if ci else "n/a")
        + f"  (sd {adv['sd']:.1f})",
        "",
        f"{'level':8} {'decision':9} {'n':>6} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}"
        f" {'cpu p95':>8} {'cpu max':>8}",
    ]
    cpu = report.get("think_cpu", {})
    for level, kinds in report["think_time"].items():
        for kind, p in kinds.items():
            c = cpu.get(level, {}).get(kind, {"p95": 0.0, "max": 0.0})
            lines.append(f"{level:8} {kind:9} {p['n']:>6} {p['p50']:>8.4f} {p['p95']:>8.4f} "
                         f"{p['p99']:>8.4f} {p['max']:>8.4f} {c['p95']:>8.4f} {c['max']:>8.4f}")
    lines.append("")
    lines.append("contracts: " + ", ".join(f"{k} {v}" for k, v in report["contracts"].items()))
    lines.append(f"({report['seconds']} s)")
    return "\n".join(lines)
