"""Hand history: every finished hand in SQLite, each in one transaction; records in and out.

:meth:`History.record_match` is the hook the UI calls after every action: it commits the
match's finished hands that are not in the database yet (one transaction per hand, the match's
row with its first hand). It is idempotent (``UNIQUE(match_id, hand_index)``), so a hand
committed just before a crash is not counted twice after resuming.

The ``contract`` column holds the contract's kind only (what the statistics filter on); the
whole contract (suit, Tout, Hand, schneider announced, alone...) is read from each hand's stored
record (``result.contract``) when listing, so a database from any earlier version shows it too.

Record files (``docs/record-format.md``) are exported atomically and imported with the
engine's checks; an imported hand is listed for replay but never counted in the statistics.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.actions import Contract
from ..engine.errors import InvalidRecord, StichError
from ..engine.game import get_game
from ..engine.match import Match, SheetRow
from ..engine.record import (
    LoadedRecord,
    load_record,
    make_record,
    read_record_file,
)
from ..engine.state import HandState, Result
from .atomic import write_json_atomic
from .database import db_errors, open_database
from .errors import REASONS, BadDatabase, BadRecordFile, Problem
from .match_save import MatchInfo, now_iso

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HandRow:
    """One hand as listed in the history window."""

    id: int
    match_id: str | None
    hand_index: int | None
    source: str
    played_at: str
    game: str
    preset: str
    preset_custom: bool
    players: int
    dealer: int
    human_seat: int | None
    contract: str | None
    declarer_seat: int | None
    human_role: str | None
    human_won: bool | None
    human_settlement: int | None
    human_points: int | None
    seed: int | None = None  # the deal's seed (fair dealing: every deal can be checked)
    aided: bool = False  # played with a learning aid (a hint, an undo)
    # the whole contract (suit and flags: "Wenz Tout", "Grand Hand"), None when thrown in
    full_contract: Contract | None = None


# The stored record's contract as JSON text (NULL when the record is not JSON): SQLite reads
# it, much faster than parsing every record in Python.
CONTRACT_JSON = ("CASE WHEN json_valid(record_json) "
                 "THEN json_extract(record_json, '$.result.contract') END")

_ROW_COLUMNS = ("id, match_id, hand_index, source, played_at, game, preset, preset_custom, "
                "players, dealer, human_seat, contract, declarer_seat, human_role, human_won, "
                "human_settlement, human_points, seed, "
                "instr(record_json, '\"aids\":') > 0, " + CONTRACT_JSON)


def _hand_row(r: tuple[Any, ...]) -> HandRow:
    won = r[14]
    return HandRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), r[8], r[9], r[10],
                   r[11], r[12], r[13], None if won is None else bool(won), r[15], r[16],
                   r[17], bool(r[18]), stored_contract(r[11], r[19], r[5]))


def stored_contract(kind: str | None, text: Any, game: str) -> Contract | None:
    """The whole contract of a hand from its record's ``result.contract`` (JSON text), checked
    against the ``contract`` column's kind. ``None`` when thrown in; just the kind when the
    record does not say more (damaged, hand-edited, another kind)."""
    if kind is None:
        return None
    try:
        data = json.loads(text) if isinstance(text, str) else None
        if isinstance(data, dict):
            contract = Contract.from_json(data, get_game(game).face)
            if contract.kind == kind:
                return contract
    except (StichError, ValueError, RecursionError):
        pass
    return Contract(kind)


@dataclass(frozen=True)
class HandFacts:
    """What the statistics need of a hand, from the human seat's point of view."""

    contract: str | None
    declarer_seat: int | None
    human_role: str | None
    human_won: bool | None
    human_settlement: int | None
    human_points: int | None


def hand_facts(result: Result, human: int | None) -> HandFacts:
    """The contract kind (``None`` when thrown in), and for the human seat: declarer, partner
    or opponent, won or lost, the score change and the card points."""
    kind = result.contract.kind if result.contract is not None else None
    declarer = result.declarer
    if human is None or not 0 <= human < len(result.settlement):
        return HandFacts(kind, declarer, None, None, None, None)
    settlement = result.settlement[human]
    points = result.points[human] if human < len(result.points) else None
    role: str | None = None
    if declarer is not None:
        if human == declarer:
            role = "declarer"
        elif human in result.partners:
            role = "partner"
        else:
            role = "opponent"
    won: bool | None
    declarer_won = result.details.get("won")
    if role is not None and isinstance(declarer_won, bool):
        won = declarer_won if role != "opponent" else not declarer_won
    elif settlement:
        won = settlement > 0
    else:
        won = None
    return HandFacts(kind, declarer, role, won, settlement, points)


def read_record(path: Path | str) -> LoadedRecord:
    """Read and check a record file the player chose; raises :class:`BadRecordFile` (the file
    is never changed or renamed)."""
    p = Path(path)
    try:
        return read_record_file(p)
    except StichError as e:
        text = str(e)
        prefix = f"{p}: "
        raise BadRecordFile(p, text[len(prefix):] if text.startswith(prefix) else text,
                            _record_reason(e)) from None
    except Exception as e:  # the engine choked on strange content: still no crash
        log.exception("unexpected error while reading record %s", p)
        raise BadRecordFile(p, f"cannot be replayed ({type(e).__name__}: {e})") from None


def _record_reason(error: StichError) -> str:
    """The engine's reason for a bad record (``InvalidRecord.reason``, set where the trouble
    was found: a later record format is ``newer_version``); another engine error (an illegal
    action while replaying) is ``invalid``."""
    if isinstance(error, InvalidRecord) and error.reason in REASONS:
        return error.reason
    return "invalid"


def write_record(path: Path | str, record: Mapping[str, Any]) -> None:
    """Write a record file atomically (pretty-printed, UTF-8)."""
    write_json_atomic(path, dict(record), indent=1)


def replay_steps(loaded: LoadedRecord) -> list[HandState]:
    """Every state of a hand from the deal to the end, for a card-by-card replay viewer."""
    states = [loaded.initial]
    for action in loaded.final.history():
        states.append(states[-1].apply(action))
    return states


class History:
    """The hand-history database."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path
        self._recorded: dict[str, int] = {}  # match id -> hands known to be in the database

    @classmethod
    def open(cls, path: Path | str) -> tuple[History, Problem | None]:
        conn, problem = open_database(path)
        return cls(conn, Path(path)), problem

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- writing
    def record_match(self, match: Match, info: MatchInfo) -> list[int]:
        """Commit the finished hands of ``match`` not yet in the database (the hook called
        after every action; usually it does nothing). Returns the new hands' ids."""
        done = self._recorded.get(info.match_id)
        if done == len(match.rows):
            return []
        with db_errors(self.path):
            present = {r[0] for r in self.conn.execute(
                "SELECT hand_index FROM hands WHERE match_id = ?", (info.match_id,))}
        ids = []
        for sheet_row in match.rows[done or 0:]:
            if sheet_row.index in present:
                continue
            hand_id = self.add_hand(match, sheet_row, info)
            if hand_id is not None:
                ids.append(hand_id)
        self._recorded[info.match_id] = len(match.rows)
        return ids

    def add_hand(self, match: Match, row: SheetRow, info: MatchInfo,
                 played_at: str | None = None) -> int | None:
        """Commit one finished hand (and its match's row, the first time) in one transaction.
        Returns its id, or ``None`` if this hand of this match is already there."""
        human = info.human_seat
        facts = hand_facts(row.result, human)
        preset, custom = _preset_of(match, info)
        rules_json = _dumps(match.rules.to_json())
        with db_errors(self.path, writing=True):
            return self._add_hand(match, row, info, human, facts, preset, custom, rules_json,
                                  played_at)

    def _add_hand(self, match: Match, row: SheetRow, info: MatchInfo, human: int | None,
                  facts: HandFacts, preset: str, custom: bool, rules_json: str,
                  played_at: str | None) -> int | None:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(
                "INSERT OR IGNORE INTO matches (id, game, preset, preset_custom, rules_json, "
                "players, human_seat, seats_json, seed, started_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (info.match_id, match.game.name, preset, int(custom), rules_json,
                 match.players, human, _dumps([s.to_json() for s in info.seats]), match.seed,
                 info.started_at or now_iso()))
            cur = self._insert_hand(
                match_id=info.match_id, hand_index=row.index, source="played",
                played_at=played_at or now_iso(), game=match.game.name, preset=preset,
                preset_custom=int(custom), rules_json=rules_json, players=match.players,
                dealer=row.dealer, human_seat=human, facts=facts, seed=row.seed,
                record_json=_dumps(row.record))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return cur

    def _insert_hand(self, *, match_id: str | None, hand_index: int | None, source: str,
                     played_at: str, game: str, preset: str, preset_custom: int,
                     rules_json: str, players: int, dealer: int, human_seat: int | None,
                     facts: HandFacts, seed: int | None, record_json: str) -> int | None:
        cur = self.conn.execute(
            "INSERT OR IGNORE INTO hands (match_id, hand_index, source, played_at, game, "
            "preset, preset_custom, rules_json, players, dealer, human_seat, contract, "
            "declarer_seat, human_role, human_declarer, human_won, human_settlement, "
            "human_points, seed, record_json) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, hand_index, source, played_at, game, preset, preset_custom, rules_json,
             players, dealer, human_seat, facts.contract, facts.declarer_seat,
             facts.human_role, int(facts.human_role == "declarer"),
             None if facts.human_won is None else int(facts.human_won),
             facts.human_settlement, facts.human_points, seed, record_json))
        return cur.lastrowid if cur.rowcount == 1 else None

    def import_record(self, path: Path | str) -> tuple[int, LoadedRecord]:
        """Check a record file and add it to the history (for replay; not counted in the
        statistics). Raises :class:`BadRecordFile`; the file is left as it is."""
        loaded = read_record(path)
        if not loaded.final.is_terminal:
            raise BadRecordFile(path, "the hand is not finished", "invalid")
        state = loaded.final
        rules_json = _dumps(state.rules.to_json())
        record = _dumps(_record_of(loaded))
        facts = hand_facts(state.result(), None)
        with db_errors(self.path, writing=True):
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                hand_id = self._insert_hand(
                    match_id=None, hand_index=None, source="imported", played_at=now_iso(),
                    game=state.game.name, preset=state.rules.to_json()["preset"],
                    preset_custom=0, rules_json=rules_json, players=state.players,
                    dealer=state.dealer, human_seat=None, facts=facts, seed=loaded.seed,
                    record_json=record)
                self.conn.execute("COMMIT")
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
        assert hand_id is not None
        return hand_id, loaded

    # ---------------------------------------------------------------- reading
    def hands(self, *, game: str | None = None, preset: str | None = None,
              source: str | None = None, match_id: str | None = None, limit: int = -1,
              offset: int = 0, newest_first: bool = True) -> list[HandRow]:
        where, args = _where(game=game, preset=preset, source=source, match_id=match_id)
        order = "DESC" if newest_first else "ASC"
        with db_errors(self.path):
            rows = self.conn.execute(
                f"SELECT {_ROW_COLUMNS} FROM hands {where} ORDER BY id {order} "
                "LIMIT ? OFFSET ?", (*args, limit, offset)).fetchall()
        return [_hand_row(r) for r in rows]

    def count(self, *, game: str | None = None, preset: str | None = None,
              source: str | None = None) -> int:
        where, args = _where(game=game, preset=preset, source=source)
        with db_errors(self.path):
            return int(self.conn.execute(f"SELECT COUNT(*) FROM hands {where}",
                                         args).fetchone()[0])

    def seat_names(self, hand_id: int) -> list[str]:
        """The names at the table of a played hand (as shown when its match started; empty
        for an imported hand or a name that is not text)."""
        with db_errors(self.path):
            row = self.conn.execute(
                "SELECT m.seats_json FROM hands h JOIN matches m ON m.id = h.match_id "
                "WHERE h.id = ?", (hand_id,)).fetchone()
        try:
            seats = json.loads(row[0]) if row is not None else []
        except (TypeError, ValueError, RecursionError):
            return []
        if not isinstance(seats, list):
            return []
        names: list[str] = []
        for s in seats:
            name = s.get("name") if isinstance(s, dict) else None
            names.append(name if isinstance(name, str) else "")
        return names

    def record(self, hand_id: int) -> dict[str, Any]:
        """The record of a hand as stored. Raises ``KeyError`` for an unknown id and
        :class:`BadDatabase` when the stored text is not a record."""
        with db_errors(self.path):
            row = self.conn.execute("SELECT record_json FROM hands WHERE id = ?",
                                    (hand_id,)).fetchone()
        if row is None:
            raise KeyError(hand_id)
        try:
            data = json.loads(row[0])
        except (TypeError, ValueError, RecursionError):
            raise BadDatabase(self.path, f"hand {hand_id}: the stored record is damaged",
                              "invalid") from None
        if not isinstance(data, dict):
            raise BadDatabase(self.path, f"hand {hand_id}: the stored record is damaged",
                              "invalid")
        return data

    def load(self, hand_id: int) -> LoadedRecord:
        """The hand replayed by the engine (for the replay viewer)."""
        data = self.record(hand_id)
        try:
            return load_record(data)
        except StichError as e:
            raise BadDatabase(self.path, f"hand {hand_id}: {e}", "invalid") from None
        except Exception as e:
            log.exception("unexpected error replaying hand %s", hand_id)
            raise BadDatabase(self.path, f"hand {hand_id} cannot be replayed "
                                         f"({type(e).__name__})", "invalid") from None

    def export_record(self, hand_id: int, path: Path | str) -> None:
        """Write the hand's record to a file (``docs/record-format.md``)."""
        write_record(path, self.record(hand_id))


def _record_of(loaded: LoadedRecord) -> dict[str, Any]:
    return make_record(loaded.final, seed=loaded.seed, meta=loaded.meta)


def _preset_of(match: Match, info: MatchInfo) -> tuple[str, bool]:
    if info.preset_name:
        return info.preset_name, True
    return str(match.rules.to_json()["preset"]), False


def _where(**filters: Any) -> tuple[str, tuple[Any, ...]]:
    parts = [f"{k} = ?" for k, v in filters.items() if v is not None]
    args = tuple(v for v in filters.values() if v is not None)
    return ("WHERE " + " AND ".join(parts)) if parts else "", args


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)
