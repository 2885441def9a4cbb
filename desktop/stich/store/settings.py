"""Preferences: a typed, validated view over a key-value backend.

The backend is anything with ``contains``, ``value``, ``set_value`` and ``remove`` (the UI
passes :class:`stich.ui.settings_backend.QSettingsBackend`; tests pass :class:`DictBackend`).
Values read back as text from an INI file are accepted in their text form (``"true"``,
``"3"``); a stored value of the wrong type or outside the allowed choices is ignored: the
default is used and a warning goes to the log (once per key and value).
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Generic, Protocol, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class SettingsBackend(Protocol):
    def contains(self, key: str) -> bool: ...

    def value(self, key: str) -> Any: ...

    def set_value(self, key: str, value: Any) -> None: ...

    def remove(self, key: str) -> None: ...


class DictBackend:
    """An in-memory backend (tests, and a stand-in when no settings file can be used)."""

    def __init__(self, data: Mapping[str, Any] | None = None) -> None:
        self.data: dict[str, Any] = dict(data or {})

    def contains(self, key: str) -> bool:
        return key in self.data

    def value(self, key: str) -> Any:
        return self.data.get(key)

    def set_value(self, key: str, value: Any) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


@dataclass(frozen=True)
class Setting(Generic[T]):
    key: str
    default: T
    choices: tuple[T, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    help: str = ""
    check: Callable[[Any], str | None] | None = field(default=None, compare=False)

    @property
    def kind(self) -> type:
        return type(self.default)

    def coerce(self, raw: Any) -> T:
        """The stored value as this setting's type, or ``ValueError`` saying why not."""
        kind = self.kind
        value: Any
        if kind is bool:
            value = _as_bool(raw)
        elif kind is int:
            value = _as_int(raw)
        elif kind is float:
            value = _as_float(raw)
        elif kind is bytes:
            if not isinstance(raw, bytes | bytearray | memoryview):
                raise ValueError(f"expected bytes, got {type(raw).__name__}")
            value = bytes(raw)
        else:
            if not isinstance(raw, str):
                raise ValueError(f"expected text, got {type(raw).__name__}")
            value = raw
        if self.choices and value not in self.choices:
            raise ValueError(f"{value!r} is not one of {', '.join(map(repr, self.choices))}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{value!r} is below {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"{value!r} is above {self.maximum}")
        why = self.check(value) if self.check is not None else None
        if why:
            raise ValueError(why)
        return value  # type: ignore[no-any-return]


def _as_bool(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "1", "0", "yes", "no"):
        return raw.strip().lower() in ("true", "1", "yes")
    raise ValueError(f"expected true or false, got {raw!r:.40}")


def _as_int(raw: Any) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and len(raw) <= 30:
        try:
            return int(raw.strip())
        except ValueError:
            pass
    raise ValueError(f"expected a whole number, got {raw!r:.40}")


def _as_float(raw: Any) -> float:
    value: float | None = None
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        value = float(raw)
    elif isinstance(raw, str) and len(raw) <= 40:
        try:
            value = float(raw.strip())
        except ValueError:
            value = None
    if value is None or not math.isfinite(value):
        raise ValueError(f"expected a number, got {raw!r:.40}")
    return value


LANGUAGES = ("", "de", "en", "es")  # "": the system's language
SPEEDS = ("slow", "normal", "fast", "instant")

# Only the keys the app reads and writes: a file from an older version may hold others
# (``ui/sounds``, ``table/deck_pattern``, ``window/state``, ``new_game/game`` and
# ``new_game/setup`` were never used); they are not checked and stay in the file untouched.
LANGUAGE = Setting("ui/language", "", LANGUAGES, help="language of the interface")
SPEED = Setting("table/speed", "normal", SPEEDS, help="animation speed")
WINDOW_GEOMETRY = Setting("window/geometry", b"", help="QWidget.saveGeometry()")


def _json_object(text: str) -> str | None:
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError as e:
        return f"not valid JSON ({e})"
    return None if isinstance(data, dict) else "not a JSON object"


# What the UI keeps under these keys (``ui/new_game_dialog.py``, ``ui/table_settings.py``,
# ``ui/aids/settings.py``); the choices of the card back are the art's, so the UI passes
# them to :meth:`Settings.invalid`.
NEW_GAME = Setting("newgame/last", "", check=_json_object,
                   help="the New Game dialog's last choices (JSON)")
HIGH_CONTRAST = Setting("table/high_contrast", False, help="high-contrast felt")
FOUR_COLOUR = Setting("table/four_colour", False, help="four-colour French deck")
CARD_BACK = Setting("table/card_back", "blue", help="card back (one of the art's)")
CARD_SIZES = (1.0, 1.15, 1.3)  # the player's cards: normal, large, largest (the UI's choices)
CARD_SCALE = Setting("table/card_scale", 1.0, CARD_SIZES, help="size of the own cards")
MARKS = Setting("table/marks", False, help="colour-blind-safe highlights")
AID_HINT = Setting("aids/hint", True, help="the hint")
AID_UNDO = Setting("aids/undo", True, help="undo")
AID_REVIEW = Setting("aids/review", True, help="could I have done better?")
AID_WHY = Setting("aids/why", True, help="why? (the last trick explained)")

ALL: tuple[Setting[Any], ...] = (
    LANGUAGE, SPEED, WINDOW_GEOMETRY, NEW_GAME, HIGH_CONTRAST, FOUR_COLOUR, CARD_BACK,
    CARD_SCALE, MARKS, AID_HINT, AID_UNDO, AID_REVIEW, AID_WHY)


@dataclass(frozen=True)
class SettingProblem:
    key: str
    stored: str
    why: str


class Settings:
    """Typed access: ``settings.get(SPEED)``, ``settings.set(SPEED, "fast")``, or the
    properties (``settings.speed``)."""

    def __init__(self, backend: SettingsBackend) -> None:
        self.backend = backend
        self._warned: set[tuple[str, str]] = set()
        self.problems: list[SettingProblem] = []

    def get(self, setting: Setting[T]) -> T:
        try:
            if not self.backend.contains(setting.key):
                return setting.default
            raw = self.backend.value(setting.key)
        except Exception as e:  # a broken backend must not stop the app
            self._warn(setting, "<unreadable>", f"{type(e).__name__}: {e}")
            return setting.default
        try:
            return setting.coerce(raw)
        except ValueError as e:
            self._warn(setting, _show(raw), str(e))
            return setting.default

    def invalid(self, choices: Mapping[str, tuple[Any, ...]] | None = None
                ) -> list[SettingProblem]:
        """Every known setting whose stored value cannot be used (each is logged once, as
        :meth:`get` does); ``choices`` adds the allowed values the store cannot know (the
        card backs of the art)."""
        found = []
        for s in ALL:
            if choices and s.key in choices:
                s = replace(s, choices=tuple(choices[s.key]))
            try:
                if not self.backend.contains(s.key):
                    continue
                raw = self.backend.value(s.key)
            except Exception as e:  # a broken backend must not stop the app
                found.append(SettingProblem(s.key, "<unreadable>", f"{type(e).__name__}: {e}"))
                continue
            try:
                s.coerce(raw)
            except ValueError as e:
                found.append(SettingProblem(s.key, _show(raw), str(e)))
                self._warn(s, _show(raw), str(e))
        return found

    def set(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` (``TypeError``/``ValueError`` if it is not a valid value: a
        programming error, not a bad file)."""
        if not isinstance(value, setting.kind) or (
                setting.kind is int and isinstance(value, bool)):
            raise TypeError(f"{setting.key} takes {setting.kind.__name__}, "
                            f"not {type(value).__name__}")
        setting.coerce(value)
        self.backend.set_value(setting.key, value)

    def reset(self, setting: Setting[Any]) -> None:
        self.backend.remove(setting.key)

    def _warn(self, setting: Setting[Any], stored: str, why: str) -> None:
        if (setting.key, stored) in self._warned:
            return
        self._warned.add((setting.key, stored))
        self.problems.append(SettingProblem(setting.key, stored, why))
        log.warning("setting %s: ignoring stored value %s (%s); using the default %r",
                    setting.key, stored, why, setting.default)

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        for s in ALL:
            yield s.key, self.get(s)

    # ---------------------------------------------------------------- typed properties
    @property
    def language(self) -> str:
        return self.get(LANGUAGE)

    @language.setter
    def language(self, value: str) -> None:
        self.set(LANGUAGE, value)

    @property
    def speed(self) -> str:
        return self.get(SPEED)

    @speed.setter
    def speed(self, value: str) -> None:
        self.set(SPEED, value)

    @property
    def window_geometry(self) -> bytes:
        return self.get(WINDOW_GEOMETRY)

    @window_geometry.setter
    def window_geometry(self, value: bytes) -> None:
        self.set(WINDOW_GEOMETRY, value)


def _show(raw: Any) -> str:
    text = repr(raw)
    return text if len(text) <= 60 else text[:57] + "..."
