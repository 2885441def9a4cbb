"""The SQLite file behind hand history and statistics: open, check, migrate.

Standard library ``sqlite3``, WAL journal, ``synchronous=FULL``, foreign keys on, autocommit
(every write names its own transaction). The file carries ``PRAGMA application_id`` "STCH" and
a ``schema_version`` table; ``MIGRATIONS[n]`` lifts schema ``n`` to ``n + 1`` inside one
transaction, so an interrupted migration leaves the old schema.

A file that is not an SQLite database, a damaged one, a foreign one (another program's tables)
or one from a newer Stich is set aside with its ``-wal``/``-shm`` (renamed, kept) and a fresh
database is created; :func:`open_database` reports it as a :class:`Problem`.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

from .atomic import set_aside
from .errors import BadDatabase, DatabaseUnavailable, Problem, WriteFailed

log = logging.getLogger(__name__)

APPLICATION_ID = 0x53544348  # "STCH"
SQLITE_MAGIC = b"SQLite format 3\x00"
COMPANIONS = ("-wal", "-shm", "-journal")
BUSY_TIMEOUT = 5.0  # seconds to wait for another connection's lock
# FULL: a committed hand survives a power cut. Only the test suite lowers it (see atomic.FSYNC).
SYNCHRONOUS = "FULL"

_V1 = """
CREATE TABLE matches (
    id            TEXT PRIMARY KEY,
    game          TEXT NOT NULL,
    preset        TEXT NOT NULL,
    preset_custom INTEGER NOT NULL DEFAULT 0,
    rules_json    TEXT NOT NULL,
    players       INTEGER NOT NULL,
    human_seat    INTEGER,
    seats_json    TEXT NOT NULL DEFAULT '[]',
    seed          INTEGER,
    started_at    TEXT NOT NULL
);
CREATE TABLE hands (
    id               INTEGER PRIMARY KEY,
    match_id         TEXT REFERENCES matches(id),
    hand_index       INTEGER,
    source           TEXT NOT NULL DEFAULT 'played' CHECK (source IN ('played', 'imported')),
    played_at        TEXT NOT NULL,
    game             TEXT NOT NULL,
    preset           TEXT NOT NULL,
    preset_custom    INTEGER NOT NULL DEFAULT 0,
    rules_json       TEXT NOT NULL,
    players          INTEGER NOT NULL,
    dealer           INTEGER NOT NULL,
    human_seat       INTEGER,
    contract         TEXT,
    declarer_seat    INTEGER,
    human_role       TEXT CHECK (human_role IN ('declarer', 'partner', 'opponent')),
    human_declarer   INTEGER NOT NULL DEFAULT 0,
    human_won        INTEGER,
    human_settlement INTEGER,
    human_points     INTEGER,
    seed             INTEGER,
    record_json      TEXT NOT NULL,
    UNIQUE (match_id, hand_index)
);
CREATE INDEX hands_by_game ON hands (game, preset, id);
"""


def _v0_to_v1(conn: sqlite3.Connection) -> None:
    for statement in _V1.split(";"):
        if statement.strip():
            conn.execute(statement)


# MIGRATIONS[n] lifts schema version n to n + 1 (0: an empty file).
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v0_to_v1]


def schema_version() -> int:
    return len(MIGRATIONS)


# SQLite result codes that mean the file itself is bad (others: busy, locked, disk full,
# permissions... mean it cannot be used right now, and it is left alone).
_DAMAGE = ("SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_FORMAT", "SQLITE_SCHEMA",
           "SQLITE_ERROR", "SQLITE_MISMATCH", "SQLITE_CONSTRAINT")


def open_database(path: Path | str) -> tuple[sqlite3.Connection, Problem | None]:
    """Open (or create) the database; a bad file is set aside and a fresh one made. When the
    file cannot be used right now (another Stich holds it, the disk is full...) it is left
    alone and an in-memory database stands in for this session, with the problem reported."""
    p = Path(path)
    try:
        return connect_checked(p), None
    except DatabaseUnavailable as e:
        log.warning("statistics database unavailable: %s", e)
        mem = sqlite3.connect(":memory:", isolation_level=None)
        mem.text_factory = _text
        mem.execute("PRAGMA foreign_keys=ON")
        migrate(mem, Path(":memory:"))
        return mem, Problem.from_error(e)
    except BadDatabase as e:
        log.warning("statistics database unusable: %s", e)
        kept = set_aside(p, COMPANIONS)
        log.warning("bad database kept as %s", kept)
        return connect_checked(p), Problem.from_error(e, kept)


def connect_checked(path: Path) -> sqlite3.Connection:
    """Connect, check that the file is Stich's, and migrate it to the current schema. Raises
    :class:`BadDatabase` (with the connection closed) for a bad file. Nothing is written to
    a file before it has passed the checks."""
    existed = path.exists() and path.stat().st_size > 0
    if existed:
        _check_header(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT)
    conn.text_factory = _text
    try:
        if existed and _check_contents(conn, path) == schema_version():
            _check_schema(conn, path)  # before anything is written
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            log.warning("%s: WAL journal refused (%s)", path, mode)
        conn.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
        conn.execute("PRAGMA foreign_keys=ON")
        migrate(conn, path)
        _check_schema(conn, path)
    except sqlite3.DatabaseError as e:
        conn.close()
        code = getattr(e, "sqlite_errorname", "")
        if code in _DAMAGE or not code:
            raise BadDatabase(path, f"damaged ({e})", "not_database") from None
        raise DatabaseUnavailable(path, f"cannot be used now ({code}: {e})",
                                  "unavailable") from None
    except UnicodeDecodeError:  # SQLite's own message quoting damaged text
        conn.close()
        raise BadDatabase(path, "damaged (unreadable text in the schema)",
                          "not_database") from None
    except BaseException:
        conn.close()
        raise
    return conn


def _text(raw: bytes) -> str:
    """Damaged text in the file reads with replacement characters instead of failing."""
    return raw.decode("utf-8", "replace")


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as f:
            head = f.read(len(SQLITE_MAGIC))
    except OSError as e:
        raise BadDatabase(path, f"cannot read ({e.strerror or e})", "unreadable") from None
    if head != SQLITE_MAGIC:
        raise BadDatabase(path, "not an SQLite database", "not_database")


def _check_contents(conn: sqlite3.Connection, path: Path) -> int:
    """Read-only checks; returns the file's schema version (0: an empty database)."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = {r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
    if app_id not in (0, APPLICATION_ID) or (app_id == 0 and tables):
        raise BadDatabase(path, "an SQLite database of another program "
                                f"(tables: {', '.join(sorted(tables)) or 'none'})", "foreign")
    check = [r[0] for r in conn.execute("PRAGMA quick_check")]
    if check != ["ok"]:
        raise BadDatabase(path, f"damaged ({'; '.join(map(str, check[:3]))})", "not_database")
    if app_id == APPLICATION_ID:
        if "schema_version" not in tables:
            raise BadDatabase(path, "the schema version is missing", "invalid")
        version = _read_version(conn, path)
        if version > schema_version():
            raise BadDatabase(path, f"written by a newer version of Stich (schema {version}; "
                                    f"this version knows up to {schema_version()})",
                              "newer_version")
        return version
    return 0


def _read_version(conn: sqlite3.Connection, path: Path) -> int:
    rows = conn.execute("SELECT version FROM schema_version").fetchall()
    if len(rows) != 1 or not isinstance(rows[0][0], int) or rows[0][0] < 1:
        raise BadDatabase(path, f"the schema version is unreadable ({rows[:2]!r})", "invalid")
    return int(rows[0][0])


_EXPECTED: dict[str, list[str]] | None = None


def _columns(conn: sqlite3.Connection) -> dict[str, list[str]]:
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    return {t: [r[1] for r in conn.execute(f"PRAGMA table_info('{t}')")] for t in tables}


def _check_schema(conn: sqlite3.Connection, path: Path) -> None:
    """The tables and columns must be those the migrations make (a hand-edited file may have
    lost some)."""
    global _EXPECTED
    if _EXPECTED is None:
        mem = sqlite3.connect(":memory:", isolation_level=None)
        try:
            migrate(mem, Path(":memory:"))
            _EXPECTED = _columns(mem)
        finally:
            mem.close()
    actual = _columns(conn)
    for table, cols in _EXPECTED.items():
        if actual.get(table) != cols:
            raise BadDatabase(path, f"table {table!r} is missing or altered", "invalid")


def migrate(conn: sqlite3.Connection, path: Path) -> int:
    """Bring the schema to the current version, one transaction per step; returns the version
    the file had."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    start = _read_version(conn, path) if app_id == APPLICATION_ID else 0
    version = start
    while version < schema_version():
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](conn)
            if version == 0:
                conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                conn.execute("INSERT INTO schema_version (version) VALUES (1)")
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            else:
                conn.execute("UPDATE schema_version SET version = ?", (version + 1,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version += 1
        if start:
            log.info("%s: schema migrated to version %d", path, version)
    return start


@contextlib.contextmanager
def db_errors(path: Path, *, writing: bool = False) -> Iterator[None]:
    """Turn ``sqlite3`` errors met while using the database into store errors: damage found
    late is a :class:`BadDatabase` (set aside at the next start), anything else a
    :class:`WriteFailed` or :class:`DatabaseUnavailable`."""
    try:
        yield
    except sqlite3.DatabaseError as e:
        code = getattr(e, "sqlite_errorname", "")
        if code in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
            raise BadDatabase(path, f"damaged ({e})", "not_database") from None
        if writing:
            raise WriteFailed(path, f"cannot save ({code or type(e).__name__}: {e})",
                              "unwritable") from None
        raise DatabaseUnavailable(path, f"cannot be read now ({code or type(e).__name__}: "
                                        f"{e})", "unavailable") from None
    except UnicodeDecodeError:  # SQLite's own message quoting damaged text
        raise BadDatabase(path, "damaged (unreadable text)", "not_database") from None
