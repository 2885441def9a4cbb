"""Reading the store's JSON documents: parse, check the format name and version, migrate.

A document is a JSON object ``{"format": NAME, "version": N, ...}``. Older versions are lifted
to the current one by a chain of migrations (``migrations[n]`` turns version ``n`` into
``n + 1``); a newer version is refused (a newer Stich wrote it). Migration happens in memory:
the file on disk is rewritten only by the next ordinary save.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .errors import BadFile

Migration = Callable[[dict[str, Any]], dict[str, Any]]

# A document larger than this is not one of ours (a long match is well under 10 MB).
MAX_BYTES = 64 * 1024 * 1024


def read_json(path: Path, error: type[BadFile]) -> Any:
    """Read and parse a JSON file; every failure is an ``error`` naming the file."""
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise error(path, "the file does not exist", "unreadable") from None
    except OSError as e:
        raise error(path, f"cannot read the file ({e.strerror or e})", "unreadable") from None
    if len(raw) > MAX_BYTES:
        raise error(path, f"the file is larger than {MAX_BYTES // 2**20} MB", "wrong_format")
    return parse_json(raw, path, error)


def parse_json(raw: bytes, path: Path, error: type[BadFile]) -> Any:
    if not raw.strip():
        raise error(path, "the file is empty", "not_json")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(path, f"not UTF-8 text (byte {e.start})", "not_utf8") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise error(path, f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})",
                    "not_json") from None
    except (ValueError, RecursionError) as e:  # huge numbers, absurd nesting
        raise error(path, f"not usable JSON ({type(e).__name__})", "not_json") from None


def upgrade(data: Any, path: Path, error: type[BadFile], *, fmt: str, current: int,
            migrations: Mapping[int, Migration]) -> tuple[dict[str, Any], int]:
    """Check ``data`` is a ``fmt`` document and bring it to version ``current``.

    Returns the document and the version it was written in.
    """
    if not isinstance(data, dict):
        raise error(path, f"not a {fmt} file (the JSON is not an object)", "wrong_format")
    if data.get("format") != fmt:
        raise error(path, f"not a {fmt} file (format {_short(data.get('format'))})",
                    "wrong_format")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise error(path, f"the version must be a whole number, not {_short(version)}",
                    "invalid")
    if version > current:
        raise error(path, f"written by a newer version of Stich (format version {version}; "
                          f"this version reads up to {current})", "newer_version")
    original = version
    doc = data
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise error(path, f"format version {version} is too old to read", "old_version")
        try:
            doc = step(doc)
        except BadFile:
            raise
        except Exception as e:  # a migration meeting content it cannot lift
            raise error(path, f"cannot upgrade from format version {version} "
                              f"({type(e).__name__}: {e})", "invalid") from None
        version += 1
        doc["version"] = version
    return doc, original


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
