"""A fingerprint of the engine's behaviour: random walks through every game, preset and table
size, each state hashed as the public API shows it.

    .venv/bin/python bench/engine_fingerprint.py [--hands N] [--game G] [--baseline REV]

Each walk starts a hand from a seed (``new_hand``) and applies random legal actions until the
hand is over. At every state the hash takes in every public field and property (``phase``,
``to_move``, ``hands``, ``trick``, ``tricks``, ``contract``, a game's own facts such as Skat's
``bid`` or ``doublings``...), ``legal_actions()``, ``history()``, ``history_phases()``,
``set_aside()``, ``card_points()``, the observation of every seat, the refusal (type, text,
reason and parameters) of one illegal action, and once the hand is over ``result()`` with its
details. The walks lean to the first or last legal action in two hands of three (so that
all-pass hands, Ramsch and high bids occur), and each hand starts with what the one before
carries (``Result.carry``: pots, Bock rounds), as in a match. Every third action is applied
as an equal copy (``Action.from_json``) instead of the shared object from the legal list, so
both ways into ``apply`` are walked. Each finished hand is written as a record
(``make_record``), read back (``load_record``) and its replayed final state hashed too.
The configurations: every preset at every table size it allows, and the
default preset with each house rule set to each other value it can take.

``--baseline REV`` runs the same walks on the engine at git revision ``REV`` (e.g. ``main``)
and compares configuration by configuration: a change that keeps behaviour shows every
digest the same (exit status 1 if any differs). Internal records (a state's ``setup`` and
``auction``) are not hashed: only what they show through the public fields is.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKER = r'''
import dataclasses, hashlib, json, random, sys
from collections.abc import Mapping
args = json.loads(sys.argv[1])
sys.path.insert(0, args["src"])
from stich.engine.actions import Action
from stich.engine.errors import StichError
from stich.engine.game import game_names, get_game
from stich.engine.record import load_record, make_record

INTERNAL = {"setup", "auction"}  # shared records, shown through the public fields
METHODS = ("legal_actions", "history", "history_phases", "set_aside", "card_points")


def canon(x):
    """A text for ``x`` that is the same for equal values and shows no object identity."""
    if x is None or isinstance(x, (bool, int, float, str)):
        return repr(x)
    if isinstance(x, (set, frozenset)):
        return "{" + ",".join(sorted(canon(v) for v in x)) + "}"
    if isinstance(x, tuple) and hasattr(x, "_fields"):  # a named tuple
        return type(x).__name__ + "(" + ",".join(canon(v) for v in x) + ")"
    if isinstance(x, (tuple, list)):
        return "[" + ",".join(canon(v) for v in x) + "]"
    if isinstance(x, Mapping):
        return "{" + ",".join(canon(k) + ":" + canon(v) for k, v in x.items()) + "}"
    if dataclasses.is_dataclass(x):
        return type(x).__name__ + "(" + ",".join(
            f.name + "=" + canon(getattr(x, f.name)) for f in dataclasses.fields(x)) + ")"
    if hasattr(x, "players") and hasattr(x, "rules_class"):  # a Game
        return "Game(" + x.name + ")"
    slots = [n for k in type(x).__mro__ for n in getattr(k, "__slots__", ())]
    if slots:  # e.g. a Ranking
        fields = (n + "=" + canon(getattr(x, n)) for n in slots)
        return type(x).__name__ + "(" + ",".join(fields) + ")"
    raise TypeError(f"no canonical form for {type(x).__name__}")


def attempt(fn):
    try:
        return canon(fn())
    except Exception as e:  # a property that refuses (e.g. no declarer yet) is behaviour too
        return "!" + type(e).__name__ + ":" + str(e)


def public_names(state):
    names = []
    for name in sorted(set(dir(state))):
        if name.startswith("_") or name in INTERNAL:
            continue
        member = getattr(type(state), name, None)
        if callable(member) and not isinstance(member, property):
            continue
        names.append(name)
    return names


def refusal(state, rng):
    """The refusal of one illegal action (a card the seat does not hold, a wrong seat...)."""
    seat = state.to_move if state.to_move is not None else 0
    tries = [Action(seat, "play", card=rng.randrange(36)),
             Action((seat + 1) % state.players, "pass"),
             Action(seat, "bid", value=rng.choice((0, 17, 18, 19, 20, 1000))),
             Action(seat, "discard", cards=(rng.randrange(36), rng.randrange(36))),
             Action(seat, "hold"), Action(7, "pass")]
    action = rng.choice(tries)
    try:
        state.apply(action)
        return "legal " + canon(action)
    except StichError as e:
        return canon(action) + " -> " + type(e).__name__ + ":" + str(e) + canon(
            [getattr(e, "reason", None), getattr(e, "params", None)])


def state_text(state, names):
    parts = [n + "=" + attempt(lambda n=n: getattr(state, n)) for n in names]
    parts += [m + "()=" + attempt(getattr(state, m)) for m in METHODS if hasattr(state, m)]
    parts += ["obs" + str(s) + "=" + attempt(lambda s=s: state.observation(s))
              for s in range(state.players)]
    if state.is_terminal:
        parts.append("result=" + attempt(state.result))
        parts.append("details=" + attempt(lambda: dict(state.result().details)))
    return "|".join(parts)


def choose(legal, style, rng):
    """A random legal action: uniformly, or leaning to the first (a pass, the lowest card)
    or the last (the highest bid...), so that all-pass hands, Ramsch and high bids occur."""
    if style == 1 and rng.random() < 0.6:
        return legal[0]
    if style == 2 and rng.random() < 0.3:
        return legal[-1]
    return rng.choice(legal)


def walk(game, rules, players, dealer, seed, context, out):
    rng = random.Random(seed)
    state = game.new_hand(rules, players=players, dealer=dealer, seed=seed, context=context)
    names = public_names(state)
    states = 1
    out.update(state_text(state, names).encode())
    step = 0
    while not state.is_terminal:
        out.update(refusal(state, rng).encode())
        action = choose(state.legal_actions(), seed % 3, rng)
        step += 1
        if step % 3 == 0:  # an equal action, not the shared object
            action = Action.from_json(action.to_json(game.face), game.face)
        state = state.apply(action)
        states += 1
        out.update(state_text(state, names).encode())
    record = json.loads(json.dumps(make_record(state, seed=seed)))
    out.update(json.dumps(record, sort_keys=True).encode())
    replayed = load_record(record).final
    out.update(state_text(replayed, names).encode())
    return states, state.result().carry


def configs(game):
    base = game.rules()
    out = []
    for preset in game.rules_class.preset_names():
        out.append((preset, {}))
    for info in game.rules_class.options():
        default = getattr(base, info.key)
        if info.kind == "bool":
            values = [not default]
        elif info.kind == "choice":
            values = [c for c in info.choices if c != default]
        elif info.kind == "int" and info.choices:
            values = [c for c in info.choices if c != default]
        elif info.kind == "set" and info.choices:
            values = [frozenset(info.choices), frozenset(info.choices[:1])]
            values = [v for v in values if v != default]
        else:
            values = []
        for v in values:
            out.append((game.rules_class.DEFAULT_PRESET, {info.key: v}))
    return out


results = []
for name in args["games"] or game_names():
    game = get_game(name)
    for preset, overrides in configs(game):
        try:
            rules = game.rules_class.from_preset(preset, overrides)
        except StichError:
            continue  # a combination the rules refuse
        for players in game.player_counts(rules):
            out = hashlib.sha256()
            states = 0
            context = None  # each hand gets what the one before carries, as in a match
            for i in range(args["hands"]):
                seed = 7919 * i + 13
                n, context = walk(game, rules, players, i % players, seed, context, out)
                states += n
            label = preset + "".join(f" {k}={canon(v)}" for k, v in overrides.items())
            results.append([name, label, players, states, out.hexdigest()[:16]])
print(json.dumps(results))
'''


def fingerprint(src: str, hands: int, games: list[str] | None) -> list[list[object]]:
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", WORKER,
                          json.dumps({"src": src, "hands": hands, "games": games or []})],
                         capture_output=True, text=True, check=True, env=env).stdout
    rows: list[list[object]] = json.loads(out)
    return rows


def export(rev: str, into: str) -> str:
    """The engine's source at git revision ``rev``, unpacked under ``into``."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "desktop"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", into], input=archive, check=True)
    return str(Path(into) / "desktop")


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--hands", type=int, default=30, help="walks per configuration (default 30)")
    p.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    p.add_argument("--baseline", metavar="REV", help="compare with the engine at git REV")
    args = p.parse_args()
    ours = fingerprint(str(ROOT / "desktop"), args.hands, args.game)
    theirs = None
    if args.baseline:
        with tempfile.TemporaryDirectory() as tmp:
            theirs = fingerprint(export(args.baseline, tmp), args.hands, args.game)
    differ = 0
    totals: dict[str, int] = {}
    for i, (game, label, players, states, digest) in enumerate(ours):
        line = f"{game:<11}{players:>2}  {label:<52}{states:>8}  {digest}"
        if theirs is not None:
            same = theirs[i] == ours[i]
            differ += not same
            line += "  same" if same else f"  DIFFERS ({args.baseline}: {theirs[i][4]})"
        print(line)
        totals[str(game)] = totals.get(str(game), 0) + int(states)  # type: ignore[call-overload]
    print("states:", ", ".join(f"{g} {n:,}" for g, n in totals.items()),
          f"({args.hands} hands per configuration)")
    if theirs is not None:
        print(f"{len(ours) - differ} of {len(ours)} configurations the same as {args.baseline}")
        if len(theirs) != len(ours) or differ:
            sys.exit(1)


if __name__ == "__main__":
    main()
