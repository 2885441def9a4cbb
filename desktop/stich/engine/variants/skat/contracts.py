"""Skat contracts: bid values (SPEC §3.4, §0.7 item 15), card rankings (§3.2), matadors and
game values (§3.9).

A contract is ``Contract(kind, suit, flags)``: kind ``suit`` (with the trump suit), ``grand``
or ``null``; flags ``hand``, ``schneider``, ``schwarz`` and ``ouvert``. Announcements are
written out in full: schwarz announced carries ``schneider`` too, and a suit or grand ouvert
carries ``hand``, ``schneider`` and ``schwarz``. All-pass Ramsch is ``Contract("ramsch")``.
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

BID_VALUES: tuple[int, ...] = tuple(sorted(
    {b * m for b in (9, 10, 11, 12) for m in range(2, 19)}
    | {24 * m for m in range(2, 12)}
    | {23, 35, 46, 59}
))
BID_INDEX: dict[int, int] = {v: i for i, v in enumerate(BID_VALUES)}

GRAND = 4  # trump index of a grand (0..3 are the suits C S H D)
BASE_VALUES = (12, 11, 10, 9, 24)  # clubs, spades, hearts, diamonds, grand
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}

JACKS = tuple(card(JACK, s) for s in SUITS)  # JC JS JH JD
_PLAIN = (ACE, TEN, KING, QUEEN, NINE, EIGHT, SEVEN)
_NULL_ORDER = (ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT, SEVEN)

HAND, SCHNEIDER, SCHWARZ, OUVERT = "hand", "schneider", "schwarz", "ouvert"
FLAGS = (HAND, SCHNEIDER, SCHWARZ, OUVERT)
KINDS = ("suit", "grand", "null")
RAMSCH = Contract("ramsch")

# The announcement levels a suit or grand game may carry, in full: (flags, extra levels over
# the matadors when schneider and schwarz are both achieved, SPEC §3.9).
_SUIT_FLAGS_PICKED: tuple[frozenset[str], ...] = (frozenset(),)
_SUIT_FLAGS_HAND: tuple[frozenset[str], ...] = (
    frozenset({HAND}),
    frozenset({HAND, SCHNEIDER}),
    frozenset({HAND, SCHNEIDER, SCHWARZ}),
    frozenset({HAND, SCHNEIDER, SCHWARZ, OUVERT}),
)


def trump_index(contract: Contract) -> int:
    """0..3 for a suit game (its suit), 4 for a grand (and Ramsch, which ranks as a grand)."""
    if contract.kind == "suit":
        assert contract.suit is not None
        return contract.suit
    return GRAND


@cache
def ranking_of(kind: str, suit: int | None) -> Ranking:
    """The card ranking of a contract kind (SPEC §3.2); Ramsch ranks as a grand."""
    if kind == "suit":
        assert suit is not None
        return Ranking(JACKS + tuple(card(r, suit) for r in _PLAIN), _PLAIN)
    if kind in ("grand", "ramsch"):
        return Ranking(JACKS, _PLAIN)
    if kind == "null":
        return Ranking((), _NULL_ORDER)
    raise ValueError(f"unknown Skat contract {kind!r}")


def contract_ranking(contract: Contract) -> Ranking:
    return ranking_of(contract.kind, contract.suit)


def trump_order(t: int) -> tuple[int, ...]:
    """The matador order: JC JS JH JD, then A 10 K Q 9 8 7 of the trump suit (suit games)."""
    return ranking_of("grand", None).trumps if t == GRAND else ranking_of("suit", t).trumps


_TRUMP_ORDERS = tuple(trump_order(t) for t in range(5))


def matadors(cards: int, t: int) -> tuple[int, bool]:
    """(n, with): the run of top trumps all held ("with n") or all missing ("without n") in
    ``cards`` (the declarer's 12 cards: 10 dealt and the skat), SPEC §3.9."""
    order = _TRUMP_ORDERS[t]
    held = bool((cards >> order[0]) & 1)
    n = 0
    for c in order:
        if bool((cards >> c) & 1) != held:
            break
        n += 1
    return n, held


def best_matadors(hand: int, t: int) -> int:
    """The most matadors a hand game can have when the skat is unknown: the declarer's ten
    cards plus the best two cards the skat could hold (so a refusal leaks nothing of it)."""
    order = _TRUMP_ORDERS[t]
    without = 0
    for c in order:
        if (hand >> c) & 1:
            break
        without += 1
    gaps = 0
    with_ = 0
    for c in order:
        if not (hand >> c) & 1:
            if gaps == 2:
                break
            gaps += 1
        with_ += 1
    return max(without, with_)


def all_matadors(cards: int) -> list[int]:
    """:func:`matadors` (the count only) for each trump index 0..4, sharing the jacks."""
    grand = matadors(cards, GRAND)[0]
    if grand < 4:  # the run ends among the jacks: the same in every game
        return [grand] * 5
    return [*(matadors(cards, t)[0] for t in range(4)), 4]


def all_best_matadors(hand: int) -> list[int]:
    """:func:`best_matadors` for each trump index 0..4; suits differ only when a run reaches
    past the four jacks."""
    grand = best_matadors(hand, GRAND)
    if grand < 4:
        return [grand] * 5
    return [*(best_matadors(hand, t) for t in range(4)), 4]


def announced_levels(contract: Contract) -> int:
    """Levels the announcement itself adds (hand, schneider and schwarz announced, ouvert)."""
    f = contract.flags
    return (HAND in f) + (SCHNEIDER in f) + (SCHWARZ in f) + (OUVERT in f)


def null_value(contract: Contract) -> int:
    return NULL_VALUES[(contract.has(HAND), contract.has(OUVERT))]


def max_value(contract: Contract, mats: int) -> int:
    """The highest value the declaration can reach with ``mats`` matadors: schneider and
    schwarz both achieved (SPEC §0.7 item 10). A null's value is fixed."""
    if contract.kind == "null":
        return null_value(contract)
    t = trump_index(contract)
    # matadors + game + schneider + schwarz (achieved) + the announced levels
    return BASE_VALUES[t] * (mats + 3 + announced_levels(contract))


def overbid_value(bid: int, base: int) -> int:
    """The smallest multiple of the base value that is at least the bid (SPEC §3.10)."""
    return -(-bid // base) * base


def declarations(hand_game: bool) -> tuple[Contract, ...]:
    """Every declaration allowed after taking up the skat (``hand_game`` False) or when
    playing hand, with announcements written out in full (SPEC §3.6)."""
    return _DECLARATIONS[hand_game]


def _build_declarations(hand_game: bool) -> tuple[Contract, ...]:
    out: list[Contract] = []
    flag_sets = _SUIT_FLAGS_HAND if hand_game else _SUIT_FLAGS_PICKED
    for s in (DIAMONDS, HEARTS, SPADES, CLUBS):
        out.extend(Contract("suit", s, f) for f in flag_sets)
    out.extend(Contract("grand", None, f) for f in flag_sets)
    base = frozenset({HAND}) if hand_game else frozenset()
    out.append(Contract("null", None, base))
    out.append(Contract("null", None, base | {OUVERT}))
    return tuple(out)


_DECLARATIONS = {False: _build_declarations(False), True: _build_declarations(True)}


def declaration_problem(contract: Contract, hand_game: bool) -> tuple[str, str] | None:
    """Why ``contract`` is not a well-formed declaration: (reason id, English text), or None."""
    kind, flags = contract.kind, contract.flags
    if kind not in KINDS:
        return "unknown_kind", f"{kind!r} is not a Skat game (suit, grand or null)"
    unknown = sorted(flags - set(FLAGS))
    if unknown:
        return "unknown_flag", f"{', '.join(unknown)} is not a Skat announcement"
    if kind == "suit" and contract.suit is None:
        return "suit_missing", "a suit game must name its trump suit"
    if kind == "suit" and contract.suit not in SUITS:
        return "unknown_suit", f"{contract.suit!r} is not a suit"
    if kind != "suit" and contract.suit is not None:
        return "suit_not_allowed", f"a {kind} names no trump suit"
    if hand_game and HAND not in flags:
        return "hand_required", "the skat was not taken up, so the game is a hand game"
    if not hand_game and HAND in flags:
        return "hand_after_pickup", "the skat was taken up, so the game cannot be hand"
    if kind == "null":
        if flags & {SCHNEIDER, SCHWARZ}:
            return "null_no_announcement", "a null game has no schneider or schwarz"
        return None
    if OUVERT in flags and not hand_game:
        return "ouvert_needs_hand", "a suit or grand ouvert must be played hand"
    if OUVERT in flags and not flags >= {SCHNEIDER, SCHWARZ}:
        return "ouvert_implies", "ouvert includes schneider and schwarz announced: name them"
    if flags & {SCHNEIDER, SCHWARZ} and not hand_game:
        return "announce_needs_hand", "schneider and schwarz can be announced only in a hand game"
    if SCHWARZ in flags and SCHNEIDER not in flags:
        return "schwarz_implies", "schwarz announced includes schneider announced: name it"
    return None


def describe_contract(contract: Contract) -> str:
    """English text of a declaration: "hearts hand schneider", "grand ouvert", "null"."""
    if contract.kind == "suit" and contract.suit is not None:
        name = ("clubs", "spades", "hearts", "diamonds")[contract.suit]
    else:
        name = contract.kind
    order = [f for f in FLAGS if f in contract.flags]
    return " ".join([name, *order])

