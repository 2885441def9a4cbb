"""Game records: one hand as JSON (``docs/record-format.md`` is the reference).

:func:`make_record` writes a state's hand; :func:`load_record` checks a record's shape and
replays it action by action, so a record that loads is a legal hand. A record that is not
well-formed, names unknown things, breaks a rule, or claims a result that its actions do not
produce raises :class:`InvalidRecord` with one line saying where and why.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .actions import Action
from .errors import IllegalAction, InvalidRecord, InvalidRules, StichError
from .game import Game, get_game
from .state import HandState

FORMAT = "stich-record/1"
_TOP_FIELDS = {"format", "game", "rules", "players", "dealer", "seed", "context", "deal",
               "actions", "result", "meta"}


@dataclass(frozen=True)
class LoadedRecord:
    game: Game
    initial: HandState
    final: HandState
    seed: int | None
    meta: Mapping[str, Any]


def make_record(state: HandState, *, seed: int | None = None,
                meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The record of ``state``'s hand so far (with its result once the hand is over)."""
    game = state.game
    face = game.face
    rec: dict[str, Any] = {
        "format": FORMAT,
        "game": game.name,
        "rules": state.rules.to_json(),
        "players": state.players,
        "dealer": state.dealer,
    }
    if seed is not None:
        rec["seed"] = seed
    if state.context:
        rec["context"] = dict(state.context)
    rec["deal"] = state.deal.to_json(face)
    rec["actions"] = [a.to_json(face) for a in state.history()]
    if state.is_terminal:
        rec["result"] = state.result().to_json(face)
    if meta:
        rec["meta"] = dict(meta)
    return rec


def load_record(data: Any) -> LoadedRecord:
    """Check and replay a record (a parsed JSON object)."""
    if not isinstance(data, Mapping):
        raise InvalidRecord("a record must be a JSON object", "wrong_format")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise InvalidRecord(f"unknown record format {fmt!r} (expected {FORMAT!r})",
                            "newer_version" if _newer_format(fmt) else "wrong_format")
    unknown = set(data) - _TOP_FIELDS
    if unknown:
        raise InvalidRecord(f"unknown record field(s): {', '.join(sorted(unknown))}")
    name = data.get("game")
    if not isinstance(name, str):
        raise InvalidRecord("the record names no 'game'")
    game = get_game(name)
    try:
        rules = game.rules_class.from_json(data.get("rules"))
    except InvalidRules as e:
        raise InvalidRecord(f"rules: {e}") from None
    players = _int_field(data, "players", game.default_players(rules))
    dealer = _int_field(data, "dealer", 0)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise InvalidRecord(f"'seed' must be a whole number, not {seed!r}")
    context = data.get("context") or {}
    if not isinstance(context, Mapping):
        raise InvalidRecord("'context' must be an object")
    if "deal" in data:
        deal = game.deal_from_json(data["deal"], players)
    elif seed is not None:
        deal = None
    else:
        raise InvalidRecord("the record has neither a 'deal' nor a 'seed'")
    try:
        initial = game.new_hand(rules, players=players, dealer=dealer, seed=seed, deal=deal,
                                context=context)
    except InvalidRules as e:
        raise InvalidRecord(str(e)) from None
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise InvalidRecord("'actions' must be a list")
    state = initial
    for i, raw in enumerate(actions):
        try:
            action = Action.from_json(raw, game.face)
        except InvalidRecord as e:
            raise InvalidRecord(f"action {i}: {e}") from None
        try:
            state = state.apply(action)
        except IllegalAction as e:
            raise InvalidRecord(str(e.at(i))) from None
    if "result" in data:
        if not state.is_terminal:
            raise InvalidRecord("the record claims a result but its hand is not finished")
        _compare_result(data["result"], state.result().to_json(game.face))
    meta = data.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise InvalidRecord("'meta' must be an object")
    return LoadedRecord(game, initial, state, seed, meta)


def _newer_format(fmt: Any) -> bool:
    """A later format of Stich's own (``"stich-record/2"``): a newer Stich wrote it."""
    name, _slash, version = FORMAT.partition("/")
    if not isinstance(fmt, str) or not fmt.startswith(name + "/"):
        return False
    later = fmt[len(name) + 1:]
    return later.isdigit() and int(later) > int(version)


def read_record_file(path: str | Path) -> LoadedRecord:
    """Read, parse and replay a record file; every failure is an :class:`InvalidRecord`."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise InvalidRecord(f"{p}: cannot read ({e.strerror or e})", "unreadable") from None
    except UnicodeDecodeError:
        raise InvalidRecord(f"{p}: not UTF-8 text", "not_utf8") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InvalidRecord(f"{p}: not valid JSON (line {e.lineno}, column {e.colno}: "
                            f"{e.msg})", "not_json") from None
    try:
        return load_record(data)
    except StichError as e:
        raise InvalidRecord(f"{p}: {e}",
                            e.reason if isinstance(e, InvalidRecord) else "invalid") from None
    except RecursionError:
        raise InvalidRecord(f"{p}: nested too deeply") from None


def _int_field(data: Mapping[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidRecord(f"{key!r} must be a whole number, not {value!r}")
    return value


def _compare_result(claimed: Any, actual: dict[str, Any], path: str = "result") -> None:
    """Every field the record states must match the replay (fields it leaves out are not
    checked, so a hand-written record may give only the settlement)."""
    if isinstance(claimed, Mapping) and isinstance(actual, Mapping):
        for key, value in claimed.items():
            if key not in actual:
                raise InvalidRecord(f"{path}.{key} is not a result field")
            _compare_result(value, actual[key], f"{path}.{key}")
        return
    if claimed != actual:
        raise InvalidRecord(f"{path} is {json.dumps(claimed)} in the record, but the replay "
                            f"gives {json.dumps(actual)}")
