"""Schafkopf contracts: card rankings (SPEC §1.3, §0.7 items 3-4), auction classes, Laufende.

A contract is ``Contract(kind, suit, flags)`` with kind one of ``sauspiel`` (suit = the called
ace's suit), ``solo``, ``wenz``, ``farbwenz``, ``geier``, ``farbgeier`` (suit = trump suit),
``bettel``, ``sie`` and ``ramsch``; flag ``tout`` marks a Tout, ``muss`` a forced game.
In the auction a player bids a *class*: the same value without a suit (a Herz-Solo keeps its
suit when Herz-Solo has priority).
"""

from __future__ import annotations

from functools import cache

from ...actions import Contract
from ...cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    EIGHT,
    HEARTS,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SPADES,
    SUITS,
    TEN,
    card,
)
from ...tricks import Ranking
from .rules import SOLO_LIKE, SchafkopfRules

E, G, H, S = CLUBS, SPADES, HEARTS, DIAMONDS  # Eichel, Gras, Herz, Schellen
OBER, UNTER = QUEEN, JACK
OBERS = tuple(card(OBER, s) for s in SUITS)
UNTERS = tuple(card(UNTER, s) for s in SUITS)
CALLABLE_SUITS = (E, G, S)

_PLAIN = (ACE, TEN, KING, NINE, EIGHT, SEVEN)
_PLAIN_WITH_O = (ACE, TEN, KING, OBER, NINE, EIGHT, SEVEN)
_PLAIN_WITH_U = (ACE, TEN, KING, UNTER, NINE, EIGHT, SEVEN)
_BETTEL = (ACE, KING, OBER, UNTER, TEN, NINE, EIGHT, SEVEN)

TOUT = frozenset({"tout"})
RAMSCH = Contract("ramsch")


def _in_deck(ranks: tuple[int, ...], short: bool) -> tuple[int, ...]:
    return tuple(r for r in ranks if not (short and r in (EIGHT, SEVEN)))


@cache
def ranking(kind: str, suit: int | None, short: bool) -> Ranking:
    """The card ranking of a contract kind (flags such as tout do not change it)."""
    plain = _in_deck(_PLAIN, short)
    if kind in ("sauspiel", "ramsch", "solo"):
        x = HEARTS if kind != "solo" else suit
        assert x is not None
        return Ranking(OBERS + UNTERS + tuple(card(r, x) for r in plain), plain)
    if kind == "sie":
        return Ranking(OBERS + UNTERS, plain)
    if kind in ("wenz", "farbwenz"):
        p = _in_deck(_PLAIN_WITH_O, short)
        tail = tuple(card(r, suit) for r in p) if kind == "farbwenz" and suit is not None else ()
        return Ranking(UNTERS + tail, p)
    if kind in ("geier", "farbgeier"):
        p = _in_deck(_PLAIN_WITH_U, short)
        tail = tuple(card(r, suit) for r in p) if kind == "farbgeier" and suit is not None else ()
        return Ranking(OBERS + tail, p)
    if kind == "bettel":
        return Ranking((), _in_deck(_BETTEL, short))
    raise ValueError(f"unknown Schafkopf contract {kind!r}")


def contract_ranking(contract: Contract, short: bool) -> Ranking:
    return ranking(contract.kind, contract.suit, short)


def is_solo_like(kind: str) -> bool:
    return kind in SOLO_LIKE


def class_of(contract: Contract, rules: SchafkopfRules) -> Contract:
    """The auction class of a concrete contract."""
    keep_suit = (contract.kind == "solo" and contract.suit == HEARTS
                 and rules.herz_solo_priority == "HERZ_SOLO_FIRST")
    flags = TOUT if contract.has("tout") else frozenset()
    return Contract(contract.kind, HEARTS if keep_suit else None, flags)


@cache
def class_ranks(rules: SchafkopfRules) -> dict[Contract, int]:
    """Every biddable class and its rank (higher outranks lower), SPEC §1.3, §0.7 item 4."""
    enabled = rules.contracts_enabled
    base: list[Contract] = []
    for kind in rules.priority_table:
        if kind not in enabled:
            continue
        base.append(Contract(kind))
        if kind == "solo" and rules.herz_solo_priority == "HERZ_SOLO_FIRST":
            base.append(Contract("solo", HEARTS))
    ranks: dict[Contract, int] = {}
    for i, c in enumerate(base):
        ranks[c] = i + 1
    top = len(base)
    if "tout" in enabled:
        touts = [Contract(c.kind, c.suit, TOUT) for c in base if is_solo_like(c.kind)]
        for i, c in enumerate(touts):
            ranks[c] = top + i + 1
        top += len(touts)
    if "sie" in enabled:
        ranks[Contract("sie")] = top + 1
    return ranks


def top_trumps(kind: str) -> tuple[int, ...]:
    """The trumps every contract of this kind starts with, whatever its suit."""
    if kind in ("wenz", "farbwenz"):
        return UNTERS
    if kind in ("geier", "farbgeier"):
        return OBERS
    return OBERS + UNTERS


def legal_calls(hand: int, short: bool) -> list[int]:
    """Suits the holder of ``hand`` may call in a Sauspiel (SPEC §1.3 preconditions)."""
    out = []
    for x in CALLABLE_SUITS:
        ace = card(ACE, x)
        if (hand >> ace) & 1:
            continue
        plain = [card(r, x) for r in _in_deck(_PLAIN, short) if r != ACE]
        if any((hand >> c) & 1 for c in plain):
            out.append(x)
    return out


def renonce_calls(hand: int) -> list[tuple[int, int]]:
    """(suit, called card) pairs for a gesperrt Muss player (SPEC §1.6 MUSS)."""
    for r in (ACE, TEN, KING):
        options = [(x, card(r, x)) for x in CALLABLE_SUITS if not (hand >> card(r, x)) & 1]
        if options:
            return options
    return []


def laufende(trumps: tuple[int, ...], party_mask: int) -> tuple[int, bool]:
    """(n, mit): the longest run of top trumps held by one party, and whether it is the player
    party's (SPEC §1.9.3). ``party_mask`` is every card the player party was dealt."""
    if not trumps:
        return 0, False
    mit = bool((party_mask >> trumps[0]) & 1)
    n = 0
    for c in trumps:
        if bool((party_mask >> c) & 1) != mit:
            break
        n += 1
    return n, mit
