"""Typed errors of the store and the problem reports the UI shows.

Every bad file raises a :class:`BadFile` subclass naming the file and what is wrong, with a
stable ``reason`` id (``"not_json"``, ``"newer_version"``...) the UI can put in words. When the
store sets a bad file of its own aside, it says so with a :class:`Problem`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

REASONS = (
    "unreadable",      # the file cannot be read (permissions, I/O error)
    "not_utf8",        # not UTF-8 text
    "not_json",        # not JSON (truncated, corrupt)
    "wrong_format",    # JSON, but not this kind of file
    "newer_version",   # written by a newer Stich
    "old_version",     # too old to migrate
    "invalid",         # the right kind of file, but its content is wrong (hand-edited?)
    "not_database",    # not an SQLite database, or a damaged one
    "foreign",         # an SQLite database, but not Stich's
    "unavailable",     # the database is locked or cannot be opened now (left alone)
    "unwritable",      # a file could not be written (disk full, permissions)
)


class StoreError(Exception):
    """Base of every error the store raises."""

    def __init__(self, path: Path | str | None, problem: str, reason: str = "invalid") -> None:
        self.path = Path(path) if path is not None else None
        self.problem = problem
        self.reason = reason
        super().__init__(f"{self.path}: {problem}" if self.path is not None else problem)


class BadFile(StoreError):
    """A file that cannot be used: unreadable, not JSON, wrong format or version, invalid."""


class BadSave(BadFile):
    """A match save (the autosave or a match file)."""


class BadPreset(BadFile):
    """A custom house-rule preset file."""


class BadRecordFile(BadFile):
    """A hand record file (``docs/record-format.md``)."""


class BadDatabase(BadFile):
    """The statistics and hand-history database."""


class DatabaseUnavailable(StoreError):
    """The database file is fine as far as we know but cannot be used now (locked by another
    Stich, disk full, no permission). It is left alone."""


class WriteFailed(StoreError):
    """A file could not be written (disk full, no permission). Nothing was half-written."""


class InvalidPreset(StoreError):
    """A preset that cannot be saved as asked (empty name, a built-in preset's name...)."""


@dataclass(frozen=True)
class Problem:
    """A bad file the store met and what it did about it, for the UI to show.

    ``kept_as`` is where the file now is (set aside under a new name), or ``None`` when it
    was left where it was (a file the player chose, which the store never renames).
    """

    path: Path
    what: str
    reason: str
    kept_as: Path | None = None

    @classmethod
    def from_error(cls, error: StoreError, kept_as: Path | None = None) -> Problem:
        return cls(error.path or Path(), error.problem, error.reason, kept_as)

    def __str__(self) -> str:
        text = f"{self.path}: {self.what}"
        if self.kept_as is not None:
            text += f" (kept as {self.kept_as.name})"
        return text
