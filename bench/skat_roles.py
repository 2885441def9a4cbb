"""Where a Skat arena run's advantage comes from, by role (a benchmark, not a test).

    .venv/bin/python bench/skat_roles.py RUN.log [--seed 31] [--rules isko]

``RUN.log`` is ``stich-cli arena --game skat ... --progress`` stderr. Each deal's baseline table
(the medium bot in every seat: deterministic) is replayed to learn who declared there, at what
bid, and with what result. Under the ISkO list only the declarer scores (the defenders' own
settlement is 0 whatever happens, and a passed-out deal scores 0), so the hero's score in a seat
is its declared game's score, or 0. The advantage per hand is split by what the baseline did on
the deal: nobody declared; the medium declarer won; the medium declarer lost (lost as overbid
counted apart). Where the log's lines carry each seat's scores (``seats h/b/GAME ...``, since
2026-11-30), the hero's seats are split further: the hero declared where the medium bot also
did (the same kind of game - suit, grand, null - or another); the hero declared where the
medium bot did not (a game taken); the medium bot declared where the hero did not (a game left
to another seat); and the hero's games are counted won, lost and lost as overbid.
"""

from __future__ import annotations

import argparse
import math
import re
from collections import defaultdict

from stich.bots import make_bot
from stich.bots.arena import play_table
from stich.engine.game import get_game
from stich.engine.match import hand_seed

_LINE = re.compile(r"deal (\d+)/\d+: advantage ([-+]?\d+(?:\.\d+)?)(?: seats (.*))?")


Seats = list[tuple[float, float, str]]


def read(path: str) -> dict[int, tuple[float, Seats | None]]:
    out: dict[int, tuple[float, Seats | None]] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = _LINE.search(line)
            if not m:
                continue
            seats = None
            if m.group(3):
                seats = []
                for x in m.group(3).split():
                    h, b, *g = x.split("/")
                    seats.append((float(h), float(b), g[0] if g else ""))
            out[int(m.group(1))] = (float(m.group(2)), seats)
    return out


def ci(xs: list[float]) -> str:
    n = len(xs)
    if n < 2:
        return f"{sum(xs):+.2f}"
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    return f"{m:+.2f} [{m - 1.96 * sd / math.sqrt(n):+.2f}, {m + 1.96 * sd / math.sqrt(n):+.2f}]"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--rules", default="isko")
    args = ap.parse_args()
    game = get_game("skat")
    rules = game.rules(args.rules)
    players = 3
    field = [make_bot("skat", "medium") for _ in range(players)]
    rows = read(args.log)
    # per category: the deals' contributions to the advantage per hand (sum over seats / 3)
    by_deal: list[tuple[str, float]] = []
    seat_cats: dict[str, list[float]] = defaultdict(list)
    hero_games: dict[str, int] = defaultdict(int)
    for index in sorted(rows):
        adv, seats = rows[index]
        deal_seed = hand_seed(args.seed, index - 1)
        base = play_table(game, rules, players, (index - 1) % players, deal_seed, field,
                          ["medium"] * players, [1.0] * players, deal_seed * 11)
        res = base.result()
        b = [float(x) for x in res.settlement]
        if seats is not None:
            assert [round(x[1]) for x in seats] == [round(x) for x in b], (index, seats, b)
        total = round(3 * adv + sum(b))  # the hero's scores over its three seats
        d = res.declarer
        if d is None:
            cat = "medium passed out"
        elif b[d] > 0:
            cat = "medium declarer won"
        elif res.details.get("overbid") or any(
                ln.get("item") == "overbid" for ln in res.details.get("lines") or ()):
            cat = "medium declarer lost: overbid"
        else:
            cat = "medium declarer lost"
        by_deal.append((cat, (total - sum(b)) / 3))
        if seats is None:
            continue
        parts: dict[str, float] = defaultdict(float)
        for s, (h, _, g) in enumerate(seats):
            if g:
                hero_games[g] += 1
                if d == s and b[s] and (h > 0) != (b[s] > 0):
                    hero_games[f"{g} where medium {'won' if b[s] > 0 else 'lost'} here"] += 1
            if h and d == s:
                same = res.contract is not None and g.rstrip("+-!") == res.contract.kind
                key = "hero and medium declared, " + ("same kind" if same else "other kind")
            elif h:
                key = "hero declared, medium did not"
            elif d == s:
                key = "medium declared, hero did not"
            else:
                key = "neither declared"
            parts[key] += (h - b[s]) / 3
            parts.setdefault(key, 0.0)
        for k in set(seat_cats) | set(parts):
            seat_cats[k].append(parts.get(k, 0.0))
    n = len(rows)
    print(f"{args.log}: {n} deals; advantage per hand {ci([rows[i][0] for i in sorted(rows)])}")
    print("by the baseline's outcome (contribution to the advantage per hand, 95% CI; deals):")
    for k in sorted({c for c, _ in by_deal}):
        xs = [x if c == k else 0.0 for c, x in by_deal]
        print(f"  {k:34s} {ci(xs)}  ({sum(1 for x in xs if x)} deals changed)")
    if seat_cats:
        print("by the hero's seat:")
        for k, xs in sorted(seat_cats.items()):
            xs = [0.0] * (n - len(xs)) + xs
            print(f"  {k:38s} {ci(xs)}")
        print("the hero's own games (+ won, - lost, ! lost as overbid):")
        for k, c in sorted(hero_games.items()):
            print(f"  {k:38s} {c}")


if __name__ == "__main__":
    main()
