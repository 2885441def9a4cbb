"""House rules: frozen, validated dataclasses with named presets.

Each game declares its rules as a subclass of :class:`HouseRules` whose fields are made with
:func:`option`. The option metadata (kind, allowed values, group, one-line help) is what the
validation, the command line's ``--set KEY=VALUE`` and the UI's house-rule editor all read, so
a new option is declared in exactly one place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

from .errors import InvalidRules

Kind = Literal["choice", "int", "bool", "ints", "set", "order"]
R = TypeVar("R", bound="HouseRules")


def option(
    default: Any,
    kind: Kind,
    *,
    choices: Sequence[Any] = (),
    minimum: int | None = None,
    maximum: int | None = None,
    length: int | None = None,
    group: str = "general",
    help: str = "",
) -> Any:
    """Declare one house rule. ``help`` is the English one-line explanation shown in the editor."""
    meta = {
        "kind": kind,
        "choices": tuple(choices),
        "minimum": minimum,
        "maximum": maximum,
        "length": length,
        "group": group,
        "help": help,
    }
    return field(default=default, metadata=meta)


@dataclass(frozen=True, slots=True)
class OptionInfo:
    key: str
    kind: Kind
    default: Any
    choices: tuple[Any, ...]
    minimum: int | None
    maximum: int | None
    length: int | None
    group: str
    help: str


@dataclass(frozen=True)
class HouseRules:
    """Base of every game's house rules. Subclasses add fields made with :func:`option`."""

    GAME: ClassVar[str] = ""
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}
    DEFAULT_PRESET: ClassVar[str] = ""

    preset: str = field(default="", compare=False, repr=False, metadata={"internal": True})

    def __post_init__(self) -> None:
        for info in self.options():
            value = getattr(self, info.key)
            object.__setattr__(self, info.key, _check_value(info, value))
        self.check()

    def check(self) -> None:
        """Refuse contradictory combinations (override; raise :class:`InvalidRules`)."""

    # ---------------------------------------------------------------- introspection
    @classmethod
    def options(cls) -> list[OptionInfo]:
        out = []
        for f in dataclasses.fields(cls):
            if f.metadata.get("internal") or "kind" not in f.metadata:
                continue
            m = f.metadata
            out.append(OptionInfo(f.name, m["kind"], f.default, m["choices"], m["minimum"],
                                  m["maximum"], m["length"], m["group"], m["help"]))
        return out

    @classmethod
    def option_info(cls, key: str) -> OptionInfo:
        for info in cls.options():
            if info.key == key:
                return info
        known = ", ".join(i.key for i in cls.options())
        raise InvalidRules(f"{cls.GAME}: unknown house rule {key!r} (known: {known})", (key,))

    # ---------------------------------------------------------------- construction
    @classmethod
    def preset_names(cls) -> list[str]:
        return list(cls.PRESETS)

    @classmethod
    def from_preset(cls: type[R], name: str | None = None,
                    overrides: Mapping[str, Any] | None = None) -> R:
        name = name or cls.DEFAULT_PRESET
        if name not in cls.PRESETS:
            raise InvalidRules(
                f"{cls.GAME}: unknown preset {name!r} (known: {', '.join(cls.PRESETS)})")
        values: dict[str, Any] = dict(cls.PRESETS[name])
        for key, value in (overrides or {}).items():
            info = cls.option_info(key)
            values[key] = _from_json_value(info, value)
        for key in values:
            cls.option_info(key)
        return cls(preset=name, **values)

    @classmethod
    def from_json(cls: type[R], data: Any) -> R:
        """Read ``{"preset": NAME, "overrides": {...}}`` (both parts optional)."""
        if data is None:
            return cls.from_preset()
        if not isinstance(data, Mapping):
            raise InvalidRules(
                f"rules must be an object with 'preset' and 'overrides', not {data!r}")
        unknown = set(data) - {"preset", "overrides"}
        if unknown:
            raise InvalidRules(f"unknown field(s) in rules: {sorted(unknown)}")
        overrides = data.get("overrides") or {}
        if not isinstance(overrides, Mapping):
            raise InvalidRules("rules 'overrides' must be an object")
        preset = data.get("preset")
        if preset is not None and not isinstance(preset, str):
            raise InvalidRules(f"rules 'preset' must be a name, not {preset!r}")
        return cls.from_preset(preset, overrides)

    def to_json(self) -> dict[str, Any]:
        # Rules are immutable, so the JSON form is computed once (a match writes it into every
        # hand's record); each call returns fresh containers the caller may change.
        cached: dict[str, Any] | None = self.__dict__.get("_json")
        if cached is None:
            base_name = self.preset if self.preset in self.PRESETS else self.DEFAULT_PRESET
            base = type(self).from_preset(base_name)
            cached = {"preset": base_name, "overrides": {
                info.key: _to_json_value(getattr(self, info.key))
                for info in self.options()
                if getattr(self, info.key) != getattr(base, info.key)
            }}
            object.__setattr__(self, "_json", cached)
        return {"preset": cached["preset"],
                "overrides": {k: list(v) if isinstance(v, list) else v
                              for k, v in cached["overrides"].items()}}

    def with_overrides(self: R, overrides: Mapping[str, Any]) -> R:
        values = {k: _from_json_value(self.option_info(k), v) for k, v in overrides.items()}
        return dataclasses.replace(self, **values)

    def with_text_overrides(self: R, pairs: Sequence[str]) -> R:
        """Apply ``KEY=VALUE`` strings (the command line's ``--set``)."""
        values: dict[str, Any] = {}
        for pair in pairs:
            if "=" not in pair:
                raise InvalidRules(f"--set needs KEY=VALUE, got {pair!r}")
            key, text = pair.split("=", 1)
            info = self.option_info(key.strip())
            values[info.key] = parse_option_text(info, text.strip())
        return self.with_overrides(values)

    def as_dict(self) -> dict[str, Any]:
        return {info.key: getattr(self, info.key) for info in self.options()}


# -------------------------------------------------------------------- values

def _check_value(info: OptionInfo, value: Any) -> Any:
    key = info.key
    if info.kind == "choice":
        if value not in info.choices:
            raise InvalidRules(
                f"{key} must be one of {', '.join(map(str, info.choices))}, not {value!r}", (key,))
        return value
    if info.kind == "bool":
        if not isinstance(value, bool):
            raise InvalidRules(f"{key} must be true or false, not {value!r}", (key,))
        return value
    if info.kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise InvalidRules(f"{key} must be a whole number, not {value!r}", (key,))
        _check_range(info, value)
        if info.choices and value not in info.choices:
            raise InvalidRules(
                f"{key} must be one of {', '.join(map(str, info.choices))}, not {value}", (key,))
        return value
    if info.kind == "ints":
        if not isinstance(value, list | tuple) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise InvalidRules(f"{key} must be a list of whole numbers, not {value!r}", (key,))
        if info.length is not None and len(value) != info.length:
            raise InvalidRules(f"{key} needs exactly {info.length} numbers, got {len(value)}",
                               (key,))
        for v in value:
            _check_range(info, v)
        return tuple(value)
    if info.kind == "set":
        if isinstance(value, str) or not isinstance(value, list | tuple | set | frozenset):
            raise InvalidRules(f"{key} must be a list of names, not {value!r}", (key,))
        bad = [v for v in value if v not in info.choices]
        if bad:
            raise InvalidRules(
                f"{key}: unknown {', '.join(map(str, bad))} "
                f"(allowed: {', '.join(map(str, info.choices))})", (key,))
        return frozenset(value)
    if info.kind == "order":
        if isinstance(value, str) or not isinstance(value, list | tuple):
            raise InvalidRules(f"{key} must be a list of names, not {value!r}", (key,))
        if sorted(value) != sorted(info.choices):
            raise InvalidRules(
                f"{key} must list each of {', '.join(info.choices)} exactly once, got {value!r}",
                (key,))
        return tuple(value)
    raise AssertionError(info.kind)


def _check_range(info: OptionInfo, value: int) -> None:
    if info.minimum is not None and value < info.minimum:
        raise InvalidRules(f"{info.key} must be at least {info.minimum}, not {value}", (info.key,))
    if info.maximum is not None and value > info.maximum:
        raise InvalidRules(f"{info.key} must be at most {info.maximum}, not {value}", (info.key,))


def _from_json_value(info: OptionInfo, value: Any) -> Any:
    if info.kind == "ints" and isinstance(value, str):
        return parse_option_text(info, value)
    if info.kind in ("set", "order", "ints") and isinstance(value, list):
        return tuple(value) if info.kind != "set" else frozenset(value)
    return value


def _to_json_value(value: Any) -> Any:
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return list(value)
    return value


def parse_option_text(info: OptionInfo, text: str) -> Any:
    """Read an option value written as text (``ON``, ``3``, ``10/50/10``, ``a,b,c``)."""
    if info.kind == "bool":
        low = text.lower()
        if low in ("on", "true", "yes", "1"):
            return True
        if low in ("off", "false", "no", "0"):
            return False
        raise InvalidRules(f"{info.key} must be ON or OFF, not {text!r}", (info.key,))
    if info.kind == "int":
        try:
            return int(text)
        except ValueError:
            raise InvalidRules(f"{info.key} must be a whole number, not {text!r}",
                               (info.key,)) from None
    if info.kind == "ints":
        try:
            return tuple(int(x) for x in text.replace(",", "/").split("/") if x.strip())
        except ValueError:
            raise InvalidRules(f"{info.key} must be numbers like 10/50/10, not {text!r}",
                               (info.key,)) from None
    if info.kind in ("set", "order"):
        items = [x.strip() for x in text.replace("<", ",").split(",") if x.strip()]
        return frozenset(items) if info.kind == "set" else tuple(items)
    return text
