"""The hard Skat bot's decisions after the auction, scored on the true cards (a benchmark, not
a test).

    .venv/bin/python bench/skat_after_auction.py --decision skat [--positions 80] [--seed 601]
        [--bonus 0 5 10 15]
    .venv/bin/python bench/skat_after_auction.py --decision discard [--positions 80] [--seed 501]

Positions come from hands the medium bot bids in every seat: the declarer's decision after the
auction (``skat``: hand or pick up, only where the search runs, a hand game plausible; ``discard``:
the discard with the declaration). Every option is finished on the hand's true cards, the medium
bot playing the cards in every seat (the arena's field); for "pick up" the hard bot's own discard
search lays away and declares. The hard bot's search picks an option as it plays (CPU clock,
1.3 s), and each way of choosing is scored by the true outcome of its pick: the mean per
position and the paired difference to the search with 95% intervals. ``--bonus``: the search's
choice of hand or skat with that many points credited to "pick up" in every world
(``PICK_BONUS``, from the same worlds). The true deal is one draw of what the sampled worlds
stand for, so the scores are noisy per position and fair on average.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Iterator, Sequence

from stich.bots import clock, make_bot
from stich.bots.skat import evaluate as ev
from stich.bots.skat import search as search_mod
from stich.bots.skat.heuristic import forehand_of
from stich.bots.skat.world import outcome, playout
from stich.bots.tally import Tally
from stich.engine.actions import Action
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import HandState
from stich.engine.variants.skat.contracts import describe_contract

BUDGET = 1.3


def positions(seed: int, phase: str) -> Iterator[tuple[int, HandState]]:
    """(deal seed, state) at the declarer's first ``phase`` decision, medium bidding."""
    game = get_game("skat")
    rules = game.rules("isko")
    field = make_bot("skat", "medium")
    for index in range(100_000):
        deal_seed = hand_seed(seed, index)
        st = game.new_hand(rules, players=3, dealer=index % 3, seed=deal_seed)
        step = 0
        while not st.is_terminal and st.phase != phase:
            s = st.to_move
            assert s is not None
            legal = st.legal_actions()
            rng = random.Random(deal_seed * 7_919 + step * 104_729 + s)
            a = legal[0] if len(legal) == 1 else field.choose(st.observation(s), legal, rng, 1.0)
            st = st.apply(a)
            step += 1
        if not st.is_terminal:
            yield deal_seed, st


def finish(st: HandState, seat: int, hero: object, rules: object, seed: int) -> float:
    """The hand played to the end: the hard bot (``hero``) discards and declares for
    ``seat``, the medium bot does the rest."""
    while not st.is_terminal:
        s = st.to_move
        assert s is not None
        legal = st.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        elif s == seat and st.phase in ("discard", "declare"):
            a = hero.choose(st.observation(s), legal, random.Random(seed), BUDGET)  # type: ignore[attr-defined]
        else:
            a = rules.choose(st.observation(s), legal, random.Random(seed + s))  # type: ignore[attr-defined]
        st = st.apply(a)
    return outcome(st, seat, False)


def skat_rows(n: int, seed: int, bonuses: Sequence[float]) -> list[dict[str, float]]:
    hero = make_bot("skat", "hard")
    player = hero._hard  # type: ignore[attr-defined]
    rules = player.rules
    rows = []
    for deal_seed, st in positions(seed, "skat"):
        if len(rows) >= n:
            break
        seat = st.to_move
        obs = st.observation(seat)
        legal = st.legal_actions()
        best = ev.evaluate(obs.hand, forehand_of(obs), hand_game=True)
        bid = int(obs.public.get("bid") or 0)
        if not any(p >= 0.45 and v >= bid for _, _, p, v in best):
            continue  # the rules decide alone
        options: dict[str, tuple[Action, ...]] = {a.type: (a,) for a in legal}
        if "hand" in options:
            for c in search_mod.announcements(best, bid):
                options[describe_contract(c)] = (options["hand"][0],
                                                 Action(seat, "declare", contract=c))
        truth = {}
        for k, seq in options.items():
            s2 = st
            for a in seq:
                s2 = s2.apply(a)
            truth[k] = finish(s2, seat, hero, rules, deal_seed)
        rule = rules.choose(obs, legal, random.Random(1)).type
        t0 = clock.now()
        tally = player._playouts(obs, options, random.Random(deal_seed * 3),
                                 t0 + BUDGET * 0.85, t0 + BUDGET * 0.97, team=False)
        row = {"rules": truth[rule], "always pick": truth["pick"],
               "oracle": max(truth.values())}
        for b in bonuses:
            shifted: Tally[str] = Tally(list(options))
            for r in tally.rows:
                shifted.add({k: x + (b if k == "pick" else 0.0) for k, x in r.items()})
            row[f"search, pick +{b:g}"] = truth[shifted.best_or(rule, {rule: 1.0})]
        rows.append(row)
        print(f"{len(rows)}/{n}", flush=True)
    return rows


def discard_rows(n: int, seed: int) -> list[dict[str, float]]:
    player = make_bot("skat", "hard")._hard  # type: ignore[attr-defined]
    rules = player.rules
    rows = []
    for deal_seed, st in positions(seed, "discard"):
        if len(rows) >= n:
            break
        seat = st.to_move
        obs = st.observation(seat)
        if obs.contract is not None and obs.contract.kind == "ramsch":
            continue
        cands = search_mod.discard_candidates(obs, st.legal_actions())
        if len(cands) < 2:
            continue
        truth = [outcome(playout(st.apply(da).apply(decl), [rules] * 3,
                                 random.Random(deal_seed)), seat, False)
                 for _, da, decl in cands]
        options = {str(i): (da, decl) for i, (_, da, decl) in enumerate(cands)}
        prior = {str(i): e / 10 for i, (e, _, _) in enumerate(cands)}
        t0 = clock.now()
        tally = player._playouts(obs, options, random.Random(deal_seed * 31 + 7),
                                 t0 + BUDGET * 0.85, t0 + BUDGET * 0.97, team=False)
        rows.append({"search": truth[int(tally.best_or("0", prior))],
                     "best mean": truth[int(tally.best(prior))],
                     "rules": truth[0], "oracle": max(truth)})
        print(f"{len(rows)}/{n}", flush=True)
    return rows


def report(rows: list[dict[str, float]], ref: str) -> None:
    def ci(xs: Sequence[float]) -> tuple[float, float]:
        m = sum(xs) / len(xs)
        sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1))
        return m, 1.96 * sd / math.sqrt(len(xs))

    print(f"{len(rows)} positions; ISkO points per position, the declarer's")
    print(f"{'choice':22s} {'mean':>7s}  {'minus ' + ref:>22s}")
    for k in rows[0]:
        m, _ = ci([r[k] for r in rows])
        d, h = ci([r[k] - r[ref] for r in rows])
        print(f"{k:22s} {m:7.2f}  {d:+8.2f} [{d - h:+.2f}, {d + h:+.2f}]")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decision", choices=("skat", "discard"), required=True)
    ap.add_argument("--positions", type=int, default=80)
    ap.add_argument("--seed", type=int, default=601)
    ap.add_argument("--bonus", type=float, nargs="*", default=[0.0, 5.0, 10.0, 15.0])
    args = ap.parse_args()
    clock.use("cpu")
    if args.decision == "skat":
        rows = skat_rows(args.positions, args.seed, args.bonus)
        ref = f"search, pick +{search_mod.PICK_BONUS:g}"
        if ref not in rows[0]:
            ref = next(k for k in rows[0] if k.startswith("search"))
    else:
        rows = discard_rows(args.positions, args.seed)
        ref = "search"
    report(rows, ref)


if __name__ == "__main__":
    main()
