"""The match in progress as a JSON file: saved after every action, resumed after a crash.

A save holds the records of the finished hands, the record of the current hand (its actions so
far), the score sheet totals, the match context (Stock, pending doublers, Bock...), the seats
with their bot levels, the match seed and the rules. Loading replays every record with the
engine (:func:`~stich.engine.record.load_record`), rebuilds the :class:`Match` hand by hand and
checks the stored totals and context against the replay, so a resumed match is identical to
the one saved, and a damaged or hand-edited save is refused with a :class:`BadSave`.

Saving after every action is cheap: :class:`MatchWriter` keeps the JSON text of the finished
hands and serializes only the current hand's record each time.

Format versions: 1 is current. Version 0 is the bare hand record (``stich-record/1``), which
``docs/record-format.md`` named as the save of a hand before the store existed; it loads as a
match whose first hand is that record.
"""

from __future__ import annotations

import json
import logging
import os
import time
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import StichError
from ..engine.game import Game, get_game
from ..engine.match import Match, hand_seed
from ..engine.record import FORMAT as RECORD_FORMAT
from ..engine.record import load_record, make_record
from ..engine.rules import HouseRules
from ..engine.state import HandState
from .atomic import set_aside, write_text_atomic
from .errors import BadSave, Problem, StoreError, WriteFailed
from .versioned import Migration, parse_json, read_json, upgrade

log = logging.getLogger(__name__)

FORMAT = "stich-match"
VERSION = 1


@dataclass(frozen=True)
class SavedSeat:
    """One seat: a human or a bot of ``level``; ``name`` as shown at the table."""

    human: bool
    level: str = ""
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"human": self.human, "level": self.level, "name": self.name}


@dataclass(frozen=True)
class MatchInfo:
    """What the store keeps about a match besides the engine's :class:`Match`.

    ``preset_name`` is the custom preset the rules came from (``None``: the built-in preset
    ``rules.preset``); statistics are grouped by it. ``ui`` is a JSON object the UI may fill
    with anything it wants back on resume (deck pattern, which seat is viewed...).
    """

    match_id: str
    seats: tuple[SavedSeat, ...] = ()
    preset_name: str | None = None
    started_at: str = ""
    ui: Mapping[str, Any] = field(default_factory=dict)

    @staticmethod
    def new(seats: Sequence[SavedSeat] = (), preset_name: str | None = None,
            ui: Mapping[str, Any] | None = None) -> MatchInfo:
        return MatchInfo(uuid.uuid4().hex, tuple(seats), preset_name, now_iso(), dict(ui or {}))

    @property
    def human_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.human), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "match_id": self.match_id,
            "started_at": self.started_at,
            "preset_name": self.preset_name,
            "seats": [s.to_json() for s in self.seats],
            "ui": dict(self.ui),
        }


@dataclass(frozen=True)
class LoadedMatch:
    """A save, replayed. ``state`` is the hand in progress; when the last hand is finished and
    the next not yet dealt it is that hand's final state (``is_terminal``), and ``None`` when
    no hand was dealt yet. A terminal ``state`` that is not yet on the score sheet
    (``pending_finish``) is given to ``match.finish_hand`` by the UI."""

    match: Match
    state: HandState | None
    info: MatchInfo
    path: Path
    saved_at: str
    version: int

    @property
    def pending_finish(self) -> bool:
        s = self.state
        return s is not None and s.is_terminal and not on_sheet(self.match, s)

    @property
    def hands_played(self) -> int:
        return len(self.match.rows)


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


# ---------------------------------------------------------------- writing

class MatchWriter:
    """Builds a save's JSON text. The finished hands' records are serialized once and kept, so
    each save after an action costs one hand's record plus writing the file."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._hands: list[str] = []

    def text(self, match: Match, state: HandState | None, info: MatchInfo) -> str:
        if self._match is not match or len(self._hands) > len(match.rows):
            self._match = match
            self._hands = []
        for row in match.rows[len(self._hands):]:
            self._hands.append(_dumps(row.record))
        head = match_header(match, info)
        current = current_record(match, state)
        return (_dumps(head)[:-1] + ', "hands": [' + ", ".join(self._hands) + '], "current": '
                + _dumps(current) + "}\n")


def match_header(match: Match, info: MatchInfo) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": now_iso(),
        "game": match.game.name,
        "rules": match.rules.to_json(),
        "players": match.players,
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "totals": list(match.totals),
        "context": plain(match.context),
        **info.to_json(),
    }


def current_record(match: Match, state: HandState | None) -> dict[str, Any] | None:
    """The record of the hand in progress, or ``None`` when ``state`` is already on the score
    sheet (a finished hand, the next one not yet dealt) or there is none."""
    if state is None or on_sheet(match, state):
        return None
    return make_record(state, seed=hand_seed(match.seed, match.hand_index))


def on_sheet(match: Match, state: HandState) -> bool:
    """Whether ``state`` is a finished hand already on the score sheet (its last row). Not
    "the dealer has moved on": after a thrown-in deal some games (Sjavs) keep the dealer."""
    if not state.is_terminal or not match.rows:
        return False
    row = match.rows[-1]
    made = make_record(state, seed=row.seed)
    # the sheet's record may carry notes the state does not (``meta``: learning aids used)
    return {k: v for k, v in row.record.items() if k != "meta"} == \
        {k: v for k, v in made.items() if k != "meta"}


def match_to_json(match: Match, state: HandState | None, info: MatchInfo) -> dict[str, Any]:
    """The save as a JSON object (what :class:`MatchWriter` writes as text)."""
    doc = match_header(match, info)
    doc["hands"] = [row.record for row in match.rows]
    doc["current"] = current_record(match, state)
    return doc


def save_match(path: Path | str, match: Match, state: HandState | None,
               info: MatchInfo) -> None:
    """Save a match to a file the player chose ("Save match as"), atomically."""
    write_text_atomic(path, MatchWriter().text(match, state, info))


class AutoSave:
    """The match in progress in the data folder, rewritten after every action."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.writer = MatchWriter()

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, match: Match, state: HandState | None, info: MatchInfo) -> None:
        """Write the save; raises :class:`~stich.store.errors.WriteFailed` (the old save is
        then untouched)."""
        write_text_atomic(self.path, self.writer.text(match, state, info))

    def load(self) -> LoadedMatch:
        """Replay the save; a bad save raises :class:`BadSave` and stays where it is."""
        return load_match(self.path)

    def resume(self) -> tuple[LoadedMatch | None, Problem | None]:
        """What the app calls at start: ``(match, None)`` when there is a save to offer,
        ``(None, None)`` when there is none, ``(None, problem)`` when the save was bad; the bad
        file is then set aside (kept under a new name) and the app goes on without it."""
        if not self.path.exists():
            return None, None
        try:
            return self.load(), None
        except BadSave as e:
            log.warning("autosave unusable: %s", e)
            kept = set_aside(self.path)
            log.warning("bad autosave kept as %s", kept)
            return None, Problem.from_error(e, kept)

    def retire(self) -> Path | None:
        """The player declined to resume, or the match is over: the save becomes
        ``match.previous.json`` (replacing an older one), so starting afresh loses nothing."""
        if not self.path.exists():
            return None
        dest = self.path.with_name(self.path.stem + ".previous" + self.path.suffix)
        try:
            os.replace(self.path, dest)
        except OSError as e:
            raise WriteFailed(self.path, f"cannot rename ({e.strerror or e})",
                              "unwritable") from None
        self.writer = MatchWriter()
        return dest


# ---------------------------------------------------------------- reading

def _from_record(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 0 -> 1: a bare hand record (``{"version": 0, "record": {...}}`` as wrapped by
    :func:`match_from_json`) becomes a match with that hand in progress, dealt by the
    record's dealer, carrying the record's context."""
    rec = doc["record"]
    game = get_game(str(rec.get("game")))
    rules = game.rules_class.from_json(rec.get("rules"))
    players = rec.get("players", game.default_players(rules))
    seed = rec.get("seed", 0)
    context = {**game.default_context(rules, players), **(rec.get("context") or {})}
    return {
        "format": FORMAT,
        "game": game.name,
        "rules": rules.to_json(),
        "players": players,
        "seed": seed,
        "first_dealer": rec.get("dealer", 0),
        "totals": [0] * players if isinstance(players, int) else None,
        "context": plain(context),
        "match_id": uuid.uuid4().hex,
        "started_at": now_iso(),
        "hands": [],
        "current": rec,
    }


MIGRATIONS: dict[int, Migration] = {0: _from_record}


def load_match(path: Path | str) -> LoadedMatch:
    """Read and replay a match save (the autosave or a file the player chose). Raises
    :class:`BadSave`; the file is never changed."""
    p = Path(path)
    return match_from_json(read_json(p, BadSave), p)


def load_match_bytes(raw: bytes, path: Path | str = "<memory>") -> LoadedMatch:
    p = Path(path)
    return match_from_json(parse_json(raw, p, BadSave), p)


def match_from_json(data: Any, path: Path) -> LoadedMatch:
    if isinstance(data, dict) and data.get("format") == RECORD_FORMAT:
        data = {"format": FORMAT, "version": 0, "record": data}
    doc, version = upgrade(data, path, BadSave, fmt=FORMAT, current=VERSION,
                           migrations=MIGRATIONS)
    try:
        return _rebuild(doc, path, version)
    except StoreError:
        raise
    except StichError as e:
        raise BadSave(path, str(e), "invalid") from None
    except RecursionError:
        raise BadSave(path, "nested too deeply", "invalid") from None
    except Exception as e:  # never crash on a save; but say that the engine choked
        log.exception("unexpected error while replaying %s", path)
        raise BadSave(path, f"cannot be replayed ({type(e).__name__}: {e})", "invalid") from None


def _rebuild(doc: dict[str, Any], path: Path, version: int) -> LoadedMatch:
    def bad(what: str) -> BadSave:
        return BadSave(path, what, "invalid")

    known = {"format", "version", "saved_at", "game", "rules", "players", "seed",
             "first_dealer", "totals", "context", "match_id", "started_at", "preset_name",
             "seats", "ui", "hands", "current"}
    unknown = sorted(set(doc) - known)
    if unknown:
        raise bad(f"unknown field(s): {', '.join(unknown)}")
    game = get_game(_typed(doc, "game", str, bad))
    try:
        rules = game.rules_class.from_json(doc.get("rules"))
    except StichError as e:
        raise bad(f"rules: {e}") from None
    players = _int(doc, "players", bad)
    if players not in game.player_counts(rules):
        raise bad(f"{game.name} is not played by {players}")
    seed = _int(doc, "seed", bad)
    first_dealer = _int(doc, "first_dealer", bad)
    if not 0 <= first_dealer < players:
        raise bad(f"first_dealer {first_dealer} is not a seat")
    info = _info(doc, players, bad)
    hands = doc.get("hands")
    if not isinstance(hands, list):
        raise bad("'hands' must be a list of hand records")
    current = doc.get("current")
    match = Match(game, rules, players, seed=seed, first_dealer=first_dealer,
                  context=_start_context(hands[0] if hands else current, game, rules, players))
    last: HandState | None = None
    for i, rec in enumerate(hands):
        last = _replay(rec, f"hand {i + 1}", match, game, rules, bad)
        if not last.is_terminal:
            raise bad(f"hand {i + 1} is not finished")
        match.finish_hand(last)
    state = last
    if current is not None:
        state = _replay(current, "the current hand", match, game, rules, bad)
    totals = doc.get("totals")
    if totals != match.totals:
        raise bad(f"the score sheet totals {_short(totals)} do not match the hands played "
                  f"({match.totals})")
    if doc.get("context") != plain(match.context):
        raise bad(f"the match context {_short(doc.get('context'))} does not match the hands "
                  f"played ({plain(match.context)})")
    saved_at = doc.get("saved_at", "")
    if not isinstance(saved_at, str):
        raise bad("'saved_at' must be text")
    return LoadedMatch(match, state, info, path, saved_at, version)


def _start_context(rec: Any, game: Game, rules: HouseRules, players: int) -> dict[str, Any]:
    """The context the match started with: the first hand's (a match may begin with a shared
    hand's Stock, say), else the game's default."""
    ctx = game.default_context(rules, players)
    if isinstance(rec, dict) and isinstance(rec.get("context"), dict):
        ctx.update(rec["context"])
    return ctx


def _replay(rec: Any, where: str, match: Match, game: Game, rules: HouseRules,
            bad: Any) -> HandState:
    if not isinstance(rec, dict):
        raise bad(f"{where}: a hand record must be an object")
    try:
        loaded = load_record(rec)
    except StichError as e:
        raise bad(f"{where}: {e}") from None
    state = loaded.final
    if loaded.game is not game:
        raise bad(f"{where} is a hand of {loaded.game.name}, not {game.name}")
    if state.rules != rules:
        raise bad(f"{where} was played with other house rules than the match")
    if state.players != match.players:
        raise bad(f"{where} has {state.players} players, the match {match.players}")
    if state.dealer != match.dealer:
        raise bad(f"{where}: the dealer is seat {state.dealer}; the match's rotation says "
                  f"seat {match.dealer}")
    expected = plain({**game.default_context(rules, match.players), **match.context})
    if plain(dict(state.context)) != expected:
        raise bad(f"{where}: its context {_short(plain(dict(state.context)))} is not what "
                  f"the match carried ({_short(expected)})")
    return state


def _info(doc: dict[str, Any], players: int, bad: Any) -> MatchInfo:
    match_id = doc.get("match_id")
    if not isinstance(match_id, str) or not match_id:
        raise bad("'match_id' must be non-empty text")
    started_at = doc.get("started_at", "")
    if not isinstance(started_at, str):
        raise bad("'started_at' must be text")
    preset_name = doc.get("preset_name")
    if preset_name is not None and not isinstance(preset_name, str):
        raise bad("'preset_name' must be text or null")
    raw_seats = doc.get("seats", [])
    if not isinstance(raw_seats, list) or (raw_seats and len(raw_seats) != players):
        raise bad(f"'seats' must list the {players} seats")
    seats = []
    for i, s in enumerate(raw_seats):
        if not isinstance(s, dict) or set(s) - {"human", "level", "name"}:
            raise bad(f"seat {i}: must be an object with 'human', 'level' and 'name'")
        human, level, name = s.get("human"), s.get("level", ""), s.get("name", "")
        if not isinstance(human, bool) or not isinstance(level, str) or not isinstance(name, str):
            raise bad(f"seat {i}: 'human' must be true or false, 'level' and 'name' text")
        seats.append(SavedSeat(human, level, name))
    ui = doc.get("ui", {})
    if not isinstance(ui, dict):
        raise bad("'ui' must be an object")
    return MatchInfo(match_id, tuple(seats), preset_name, started_at, ui)


def _typed(doc: dict[str, Any], key: str, kind: type, bad: Any) -> Any:
    value = doc.get(key)
    if not isinstance(value, kind):
        raise bad(f"{key!r} must be {kind.__name__}, not {_short(value)}")
    return value


def _int(doc: dict[str, Any], key: str, bad: Any) -> int:
    value = doc.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise bad(f"{key!r} must be a whole number, not {_short(value)}")
    return value


def plain(value: Any) -> Any:
    """``value`` as it reads back from JSON (tuples as lists, sets sorted, keys as text)."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(plain(v) for v in value)
    return value


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= 80 else text[:77] + "..."
