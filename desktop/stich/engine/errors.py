"""Typed errors of the engine. Each carries a one-line message a player or a log can read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class StichError(Exception):
    """Base of every error the engine raises on bad input."""


class IllegalAction(StichError):
    """An action that the rules do not allow in this state.

    ``reason`` is a stable identifier (``"must_follow"``, ``"not_your_turn"``...) and ``params``
    its arguments, so the UI can say the same thing in the player's language; ``str(error)`` is
    the English sentence. ``index`` is the action's position in a record, when replaying one.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: str = "illegal",
        params: Mapping[str, Any] | None = None,
        index: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason
        self.params = dict(params or {})
        self.index = index

    def at(self, index: int) -> IllegalAction:
        """The same error, located at action ``index`` of a record."""
        return IllegalAction(
            f"action {index}: {self.message}", reason=self.reason, params=self.params, index=index
        )


class InvalidRecord(StichError):
    """A game record that is not well-formed, names unknown things, or does not replay.

    ``reason`` says what kind of trouble, as a stable identifier set where it is found (the
    store's reasons: ``"unreadable"``, ``"not_utf8"``, ``"not_json"``, ``"wrong_format"`` (not
    a hand record), ``"newer_version"`` (a later ``stich-record`` format than this version
    reads), ``"invalid"``); ``str(error)`` is the English sentence.
    """

    def __init__(self, message: str, reason: str = "invalid") -> None:
        super().__init__(message)
        self.reason = reason


class InvalidRules(StichError):
    """A house-rule set with an unknown key, a bad value, or a contradictory combination."""

    def __init__(self, message: str, keys: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.keys = keys
