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


def _run(pattern: int, length: int) -> tuple[int, bool]:
    """(n, held) of the first ``length`` bits of ``pattern`` (bit i: the i-th trump of the
    matador order held): how many in a row are held (or missing) from the top."""
    held = bool(pattern & 1)
    n = 0
    while n < length and bool((pattern >> n) & 1) == held:
        n += 1
    return n, held


def _best_run(pattern: int, length: int) -> int:
    """:func:`best_matadors` of an order pattern (see :func:`_run`)."""
    without = 0
    while without < length and not (pattern >> without) & 1:
        without += 1
    gaps = with_ = 0
    for i in range(length):
        if not (pattern >> i) & 1:
            if gaps == 2:
                break
            gaps += 1
        with_ += 1
    return max(without, with_)


# The matador order of a game as bits: the jacks JC JS JH JD (bits 0..3), then for a suit game
# A 10 K Q 9 8 7 of the trump suit (bits 4..10). Speed: the counts are table lookups.
_JACK_BITS = {sum(1 << (9 * s + JACK) for s in range(4) if (p >> s) & 1): p for p in range(16)}
_JACK_MASK = sum(1 << (9 * s + JACK) for s in range(4))
_SUIT_ORDER = tuple(sum(1 << i for i, r in enumerate(_PLAIN) if (p >> r) & 1)
                    for p in range(512))  # a suit's 9 rank bits -> its 7 bits in trump order
_RUN_11 = tuple(_run(p, 11) for p in range(2048))
_BEST_4 = tuple(_best_run(p, 4) for p in range(16))
_BEST_11 = tuple(_best_run(p, 11) for p in range(2048))


def _order_pattern(cards: int, t: int) -> int:
    """The trumps of game ``t`` held in ``cards``, as bits in the matador order."""
    jacks = _JACK_BITS[cards & _JACK_MASK]
    if t == GRAND:
        return jacks
    return jacks | _SUIT_ORDER[(cards >> (9 * t)) & 511] << 4


def matadors(cards: int, t: int) -> tuple[int, bool]:
    """(n, with): the run of top trumps all held ("with n") or all missing ("without n") in
    ``cards`` (the declarer's 12 cards: 10 dealt and the skat), SPEC §3.9."""
    n, held = _RUN_11[_order_pattern(cards, t)]
    return (4 if n > 4 else n, held) if t == GRAND else (n, held)


def best_matadors(hand: int, t: int) -> int:
    """The most matadors a hand game can have when the skat is unknown: the declarer's ten
    cards plus the best two cards the skat could hold (so a refusal leaks nothing of it)."""
    if t == GRAND:
        return _BEST_4[_JACK_BITS[hand & _JACK_MASK]]
    return _BEST_11[_order_pattern(hand, t)]


def all_matadors(cards: int) -> list[int]:
    """:func:`matadors` (the count only) for each trump index 0..4, sharing the jacks."""
    jacks = _JACK_BITS[cards & _JACK_MASK]
    grand = _RUN_11[jacks][0]
    if grand < 4:  # the run ends among the jacks: the same in every game
        return [grand] * 5
    order, run = _SUIT_ORDER, _RUN_11
    return [run[jacks | order[cards & 511] << 4][0], run[jacks | order[(cards >> 9) & 511] << 4][0],
            run[jacks | order[(cards >> 18) & 511] << 4][0],
            run[jacks | order[(cards >> 27) & 511] << 4][0], 4]


def all_best_matadors(hand: int) -> list[int]:
    """:func:`best_matadors` for each trump index 0..4; suits differ only when a run reaches
    past the four jacks."""
    jacks = _JACK_BITS[hand & _JACK_MASK]
    grand = _BEST_4[jacks]
    if grand < 4:
        return [grand] * 5
    order, best = _SUIT_ORDER, _BEST_11
    return [best[jacks | order[hand & 511] << 4], best[jacks | order[(hand >> 9) & 511] << 4],
            best[jacks | order[(hand >> 18) & 511] << 4],
            best[jacks | order[(hand >> 27) & 511] << 4], 4]


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

