"""Actions and contracts: tiny immutable values with a JSON form.

An action is what one seat does at one decision: ``pass``, ``bid``, ``hold``, ``intent``,
``pick``, ``hand``, ``discard``, ``declare``, ``call``, ``double``, ``concede`` or ``play``.
Only the fields the type needs are set. A contract is the game a declarer plays: a ``kind``
(``"sauspiel"``, ``"solo"``, ``"grand"``...), an optional ``suit`` and a set of flags
(``"tout"``, ``"hand"``, ``"ouvert"``...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import CardParseError, Face, card_str, parse_card, parse_suit, suit_str
from .errors import InvalidRecord

ACTION_TYPES = (
    "pass", "bid", "hold", "intent", "pick", "hand", "discard",
    "declare", "call", "double", "concede", "play",
)
DOUBLE_KINDS = ("kontra", "re", "sup", "hirsch", "knock", "crack", "recrack", "blitz")


@dataclass(frozen=True, slots=True, order=True)
class Contract:
    kind: str
    suit: int | None = None
    flags: frozenset[str] = field(default_factory=frozenset)

    def has(self, flag: str) -> bool:
        return flag in self.flags

    def to_json(self, face: Face = "french") -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.suit is not None:
            out["suit"] = suit_str(self.suit, face)
        for f in sorted(self.flags):
            out[f] = True
        return out

    @staticmethod
    def from_json(data: Any, face: Face = "french") -> Contract:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise InvalidRecord(f"a contract must be an object with a 'kind', not {data!r}")
        suit = None
        if data.get("suit") is not None:
            try:
                suit = parse_suit(data["suit"], face)
            except CardParseError as e:
                raise InvalidRecord(str(e)) from None
        flags = set()
        for k, v in data.items():
            if k in ("kind", "suit", "declarer"):
                continue
            if v is True:
                flags.add(k)
            elif v is not False:
                raise InvalidRecord(f"contract field {k!r} must be true or false, not {v!r}")
        return Contract(data["kind"], suit, frozenset(flags))

    def __str__(self) -> str:
        parts = [self.kind]
        if self.suit is not None:
            parts.append(suit_str(self.suit))
        parts.extend(sorted(self.flags))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    type: str
    card: int | None = None
    cards: tuple[int, ...] | None = None
    value: int | None = None
    contract: Contract | None = None
    kind: str | None = None

    def to_json(self, face: Face = "french") -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.card is not None:
            out["card"] = card_str(self.card, face)
        if self.cards is not None:
            out["cards"] = [card_str(c, face) for c in self.cards]
        if self.value is not None:
            out["value"] = self.value
        if self.contract is not None:
            out["contract"] = self.contract.to_json(face)
        if self.kind is not None:
            out["kind"] = self.kind
        return out

    @staticmethod
    def from_json(data: Any, face: Face = "french") -> Action:
        if not isinstance(data, dict):
            raise InvalidRecord(f"an action must be an object, not {data!r}")
        unknown = set(data) - {"seat", "type", "card", "cards", "value", "contract", "kind"}
        if unknown:
            raise InvalidRecord(f"unknown action field(s) {sorted(unknown)}")
        seat, typ = data.get("seat"), data.get("type")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise InvalidRecord(f"an action needs an integer 'seat', got {seat!r}")
        if typ not in ACTION_TYPES:
            raise InvalidRecord(f"unknown action type {typ!r}")
        try:
            c = parse_card(data["card"]) if data.get("card") is not None else None
            cs = None
            if data.get("cards") is not None:
                if not isinstance(data["cards"], list):
                    raise InvalidRecord("'cards' must be a list")
                cs = tuple(parse_card(x) for x in data["cards"])
        except CardParseError as e:
            raise InvalidRecord(str(e)) from None
        value = data.get("value")
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise InvalidRecord(f"'value' must be an integer, not {value!r}")
        contract = Contract.from_json(data["contract"], face) if "contract" in data else None
        kind = data.get("kind")
        if kind is not None and not isinstance(kind, str):
            raise InvalidRecord(f"'kind' must be text, not {kind!r}")
        return Action(seat, typ, c, cs, value, contract, kind)

    def __str__(self) -> str:
        parts = [f"seat {self.seat} {self.type}"]
        if self.kind:
            parts.append(self.kind)
        if self.value is not None:
            parts.append(str(self.value))
        if self.contract is not None:
            parts.append(str(self.contract))
        if self.card is not None:
            parts.append(card_str(self.card))
        if self.cards is not None:
            parts.append(" ".join(card_str(c) for c in self.cards))
        return " ".join(parts)


def describe(action: Action, face: Face = "french") -> str:
    """Short English text of an action in the game's own card notation (for messages)."""
    parts = [action.type]
    if action.kind:
        parts.append(action.kind)
    if action.value is not None:
        parts.append(str(action.value))
    if action.contract is not None:
        c = action.contract
        parts.append(c.kind + (f" {suit_str(c.suit, face)}" if c.suit is not None else ""))
        parts.extend(sorted(c.flags))
    if action.card is not None:
        parts.append(card_str(action.card, face))
    if action.cards is not None:
        parts.append(" ".join(card_str(x, face) for x in action.cards))
    return " ".join(parts)
