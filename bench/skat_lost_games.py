"""Why the hard Skat bot lost its own games in an arena run (a benchmark, not a test).

    .venv/bin/python bench/skat_lost_games.py RUN.log --seed S [--deals 15 36] [--trace]

``RUN.log`` is ``stich-cli arena --game skat --rules isko ... --jobs 1 --progress`` stderr. Each
seat where the hero's own game was lost (``suit-``, ``null!``...) is replayed as the arena played
it (the same deal, dealer and random streams; the hard bot on the CPU clock, so a decision at its
threshold can come out otherwise) and judged double dummy on the true cards:

* **lost at the bid**: no game reaching the bid wins double dummy, whatever the declarer lays
  away among the rules' two best discards of each game (suit, grand, null, null ouvert); a hand
  game: the declared game loses from the first card;
* **another game**: the declared game loses double dummy, but another (game, discard) reaching
  the bid wins;
* **card play**: the declared game wins double dummy at the first card and one of the
  declarer's cards turns it into a loss (the card and the trick are printed).

Double dummy is the defenders' best play; against the medium defenders a game it loses is
sometimes won. ``--trace`` prints the double-dummy value before and after every card.

Two more modes look for points the hero left, not lost (session 13):

* ``--passed``: every seat where the hero passed on a deal that the medium bots passed out (so
  the hero could have had the game at 18): the hero's seat is made the declarer at 18 (the
  others pass), takes the skat up, and the rules' two best discards of each game are judged
  double dummy as above; prints the seats where a game wins (no hard bot is run: quick);
* ``--shortfall LOG [LOG ...]`` (no replay, no ``--seed``): every seat of the runs split by
  what the hero and the medium bot did in it (hero passed where medium won; hero won less than
  medium; ...), with the sum of hero - medium and its share of the advantage per deal;
* ``--won``: every suit game or grand the hero won: replayed as the arena played it, the
  declarer's card points double dummy at the first card against what he took (did he miss a
  schneider that was there, or make one the double-dummy defence would have stopped).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from stich.bots import clock, make_bot
from stich.bots.arena import DEFAULT_BUDGET, play_table
from stich.bots.dds import Solver, layout_for
from stich.bots.generic import GenericView
from stich.bots.skat import evaluate as ev
from stich.bots.skat.heuristic import contract_of
from stich.engine.actions import Action
from stich.engine.cards import POINTS, card_str, cards_of, cards_str
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game
from stich.engine.match import hand_seed
from stich.engine.state import HandState
from stich.engine.variants.skat.contracts import describe_contract

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from skat_roles import read


def names(mask: int) -> str:
    return cards_str(cards_of(mask))


def declarer_wins(st: HandState, d: int) -> tuple[bool, int | None]:
    """Whether declarer ``d`` wins from here double dummy (and the points he reaches)."""
    obs = st.observation(d)
    v = GenericView(obs)
    active = list(v.active)
    index = {s: i for i, s in enumerate(active)}
    hands = [st.observation(s).hand for s in active]
    lay = layout_for(v.ranking, v.game.deck(obs.rules, obs.players))
    team = [s == d for s in active]
    leader = index.get(obs.trick_leader, 0)
    c = obs.contract
    assert c is not None
    if c.kind == "null":
        if any(t.winner == d for t in obs.tricks):
            return False, None
        sv = Solver(lay, [not t for t in team], hands, obs.trick, leader, points=False,
                    trick_bonus=1, scorer=team)
        return not sv.reach(1), None
    # the two cards in no hand (skat or discards) count for the declarer
    held = sum(POINTS[x] for h in hands for x in range(36) if (h >> x) & 1)
    played = sum(POINTS[x] for t in obs.tricks for x in t.cards) + \
        sum(POINTS[x] for x in obs.trick)
    have = sum(POINTS[x] for t in obs.tricks if t.winner == d for x in t.cards) + \
        120 - held - played
    total = Solver(lay, team, hands, obs.trick, leader).value() + have
    return total >= (90 if c.has("schneider") else 61), total


def other_games(st: HandState, d: int) -> list[tuple[str, bool, bool]]:
    """At the declarer's discard: (game and discard, reaches the bid, wins double dummy) for
    the rules' two best discards of each game."""
    o = st.observation(d)
    bid = int(o.public.get("bid") or 0)
    out = []
    for g in ev.GAMES:
        for disc, _ in ev.top_discards(o.hand, g, False, 2):
            for game in ([g, "null_ouvert"] if g == "null" else [g]):
                value = ev.game_value(o.hand, "null", ouvert=True) if game == "null_ouvert" \
                    else ev.game_value(o.hand, game, known12=True)
                try:
                    s2 = st.apply(Action(d, "discard", cards=tuple(sorted(disc))))
                    s2 = s2.apply(Action(d, "declare", contract=contract_of(game, False)))
                except IllegalAction:
                    continue
                label = describe_contract(contract_of(game, False))
                out.append((f"{label} [{cards_str(sorted(disc))}] {value}",
                            value >= bid, declarer_wins(s2, d)[0]))
    return out


def replay(seed: int, deal: int, seat: int) -> list[tuple[HandState, Action]]:
    """The hero's table of arena deal ``deal`` (1-based) with the hero in ``seat``: each
    state and the action taken in it, played by the arena's own loop and seeds."""
    game = get_game("skat")
    rules = game.rules("isko")
    index = deal - 1
    deal_seed = hand_seed(seed, index)
    levels = ["medium"] * 3
    levels[seat] = "hard"
    final = play_table(game, rules, 3, index % 3, deal_seed,
                       [make_bot("skat", lv) for lv in levels], levels,
                       [DEFAULT_BUDGET[lv] for lv in levels], deal_seed * 11)
    st = game.new_hand(rules, players=3, dealer=index % 3, seed=deal_seed)
    out = []
    for a in final.history():
        out.append((st, a))
        st = st.apply(a)
    out.append((st, Action(0, "end")))
    return out


def judge(seed: int, deal: int, seat: int, trace: bool) -> str:
    steps = replay(seed, deal, seat)
    final = steps[-1][0]
    res = final.result()
    d = res.declarer
    if d != seat or res.contract is None or res.settlement[seat] > 0:
        print(f"seed {seed} deal {deal} seat {seat}: the replay did not lose a game of the hero's")
        return "replay differs"
    talk = [f"{a.type} {a.value}" if a.value else a.type
            for st, a in steps if a.seat == seat and a.type in ("bid", "hold", "pass")]
    print(f"seed {seed} deal {deal} seat {seat}: {names(steps[0][0].observation(seat).hand)}; "
          f"{', '.join(talk)}; {describe_contract(res.contract)} bid {res.details.get('bid')} "
          f"-> {res.settlement[seat]}")
    plays = [(st, a) for st, a in steps if a.type == "play"]
    won0, pts0 = declarer_wins(plays[0][0], d)
    discard = next((st for st, a in steps if a.type == "discard" and a.seat == d), None)
    others = other_games(discard, d) if discard is not None else []
    for text, reaches, wins in others:
        if trace or wins:
            print(f"    {text}{'' if reaches else ' (short of the bid)'}: "
                  f"{'wins' if wins else 'loses'} double dummy")
    verdict = "lost at the bid"
    if won0:
        verdict = "card play"
        for k, (st, a) in enumerate(plays):
            nxt = st.apply(a)
            if nxt.is_terminal:
                break
            before, after = declarer_wins(st, d), declarer_wins(nxt, d)
            if trace:
                print(f"    {'declarer' if a.seat == d else 'defender'} {card_str(a.card or 0)}: "
                      f"{before} -> {after}")
            if a.seat == d and before[0] and not after[0]:
                print(f"    the declarer's {card_str(a.card or 0)} in trick {k // 3 + 1} loses the "
                      f"won game ({before[1]} -> {after[1]} points)")
                if not trace:
                    break
    elif any(reaches and wins for _, reaches, wins in others):
        verdict = "another game"
    print(f"    double dummy at the first card: {'won' if won0 else 'lost'} ({pts0}); "
          f"{verdict}", flush=True)
    return verdict


def declarer_at_18(seed: int, deal: int, seat: int) -> HandState:
    """Arena deal ``deal`` (1-based) with ``seat`` the declarer at 18 (the others pass), at his
    discard after taking the skat up."""
    game = get_game("skat")
    index = deal - 1
    st = game.new_hand(game.rules("isko"), players=3, dealer=index % 3,
                       seed=hand_seed(seed, index))
    while st.phase != "discard":
        legal = st.legal_actions()
        by = {a.type: a for a in legal}
        if st.to_move == seat:
            a = by.get("pick") or by.get("hold") or min(
                (x for x in legal if x.type == "bid"), key=lambda x: x.value or 0)
        else:
            a = by["pass"]
        st = st.apply(a)
    return st


def judge_passed(seed: int, deal: int, seat: int) -> str:
    st = declarer_at_18(seed, deal, seat)
    others = other_games(st, seat)
    wins = [text for text, reaches, won in others if reaches and won]
    print(f"seed {seed} deal {deal} seat {seat}: {names(st.observation(seat).hand)}: "
          f"{'; '.join(wins) if wins else 'no game wins'}", flush=True)
    return "a game wins" if wins else "no game wins"


def judge_won(seed: int, deal: int, seat: int) -> str:
    steps = replay(seed, deal, seat)
    res = steps[-1][0].result()
    if res.declarer != seat or res.contract is None or res.settlement[seat] <= 0:
        return "replay differs"
    plays = [(st, a) for st, a in steps if a.type == "play"]
    _, dd = declarer_wins(plays[0][0], seat)
    took = res.points[seat] if res.points else None
    assert dd is not None
    verdict = ("schneider missed" if dd >= 90 and took is not None and took < 90 else
               "schneider made, not double dummy" if dd < 90 and took is not None and took >= 90
               else "schneider made" if took is not None and took >= 90 else "no schneider there")
    print(f"seed {seed} deal {deal} seat {seat}: {describe_contract(res.contract)} "
          f"-> {res.settlement[seat]}; took {took}, double dummy {dd}: {verdict}", flush=True)
    return verdict


def seat_kind(h: float, b: float, g: str) -> str:
    """What happened in a seat of a run's line: the hero's score ``h``, the medium bot's ``b``
    in the same seat, the hero's game ``g`` (``suit+``, ``null-``..., empty: none)."""
    medium = "medium won" if b > 0 else "medium lost" if b < 0 else "medium none"
    if not g:
        return f"hero passed, {medium}" if b else "neither declared"
    if g[-1] != "+":
        return f"hero lost, {medium}"
    if b <= 0:
        return f"hero won, {medium}"
    return "hero won more" if h > b else "hero won less" if h < b else "hero won the same"


def shortfall(logs: list[str]) -> None:
    sums: dict[str, list[float]] = {}
    deals = 0
    for path in logs:
        for _, seats in read(path).values():
            deals += 1
            for h, b, g in seats or []:
                row = sums.setdefault(seat_kind(h, b, g), [0, 0.0])
                row[0] += 1
                row[1] += h - b
    print(f"{deals} deals, {3 * deals} seats; hero - medium in the same seat:")
    for kind, (n, diff) in sorted(sums.items(), key=lambda kv: kv[1][1]):
        print(f"  {kind:28s} {int(n):5d} seats  {diff:+8.0f}  {diff / 3 / deals:+.2f} per deal")
    print(f"  {'all':28s} {3 * deals:5d} seats  "
          f"{sum(d for _, d in sums.values()):+8.0f}  "
          f"{sum(d for _, d in sums.values()) / 3 / deals:+.2f} per deal")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("log", nargs="+")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--deals", type=int, nargs="*", default=None)
    ap.add_argument("--trace", action="store_true")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--passed", action="store_true",
                      help="seats the hero passed on a deal the medium bots passed out")
    mode.add_argument("--won", action="store_true", help="the hero's won suit games and grands")
    mode.add_argument("--shortfall", action="store_true",
                      help="hero - medium per seat by what happened, from the logs alone")
    args = ap.parse_args()
    if args.shortfall:
        shortfall(args.log)
        return
    if args.seed is None or len(args.log) != 1:
        ap.error("one log and --seed (except with --shortfall)")
    clock.use("cpu")
    counts: Counter[str] = Counter()
    for deal, (_, seats) in sorted(read(args.log[0]).items()):
        if args.deals and deal not in args.deals:
            continue
        everyone_passed = all(b == 0 for _, b, _ in seats or [])
        for seat, (_, _, g) in enumerate(seats or []):
            if args.passed:
                if everyone_passed and not g:
                    counts[judge_passed(args.seed, deal, seat)] += 1
            elif args.won:
                if g in ("suit+", "grand+"):
                    counts[judge_won(args.seed, deal, seat)] += 1
            elif g and g[-1] in "-!":
                counts[judge(args.seed, deal, seat, args.trace)] += 1
    print(", ".join(f"{k}: {v}" for k, v in counts.most_common()))


if __name__ == "__main__":
    main()
