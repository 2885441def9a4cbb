"""Cards as small ints, hands as bitmasks, and the one place where card text is parsed and printed.

A card is ``suit * 9 + rank`` with

* suits ``C S H D`` (French) = ``E G H S`` (German: Eichel, Gras, Herz, Schellen) = 0..3, and
* ranks ``A 10 K Q J 9 8 7 5`` = 0..8 (German: Sau, 10, König, Ober, Unter, 9, 8, 7; no 5).

So ``QC`` (French) and ``EO`` (German, "der Alte") are the same card, number 3. A set of cards
is an ``int`` bitmask with bit ``card`` set. Which suit is trump, and how cards rank, is not a
property of the card but of the contract (see :mod:`stich.engine.tricks`).

Text: French cards are written rank first (``QC``, ``10D``, ``5C``), German cards suit first
(``EO``, ``H10``, ``GA``). The two never collide (French text starts with a rank, German text with
a suit letter), so :func:`parse_card` reads either.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Literal

Face = Literal["french", "german"]

CLUBS, SPADES, HEARTS, DIAMONDS = 0, 1, 2, 3
SUITS = (CLUBS, SPADES, HEARTS, DIAMONDS)
ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN, FIVE = range(9)
RANKS = (ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN, FIVE)
NUM_CARDS = 36

FRENCH_SUITS = "CSHD"
GERMAN_SUITS = "EGHS"
FRENCH_RANKS = ("A", "10", "K", "Q", "J", "9", "8", "7", "5")
GERMAN_RANKS = ("A", "10", "K", "O", "U", "9", "8", "7", "5")
SUIT_NAMES = ("clubs", "spades", "hearts", "diamonds")
GERMAN_SUIT_NAMES = ("Eichel", "Gras", "Herz", "Schellen")

# Card points shared by every game (SPEC §0.3); the 5 counts only in Klørsjavs' deck.
RANK_POINTS = (11, 10, 4, 3, 2, 0, 0, 0, 10)


def card(rank: int, suit: int) -> int:
    return suit * 9 + rank


def suit_of(c: int) -> int:
    return c // 9


def rank_of(c: int) -> int:
    return c % 9


POINTS: tuple[int, ...] = tuple(RANK_POINTS[c % 9] for c in range(NUM_CARDS))
SUIT_MASK: tuple[int, ...] = tuple(0x1FF << (9 * s) for s in SUITS)
RANK_MASK: tuple[int, ...] = tuple(sum(1 << card(r, s) for s in SUITS) for r in RANKS)


def bit(c: int) -> int:
    return 1 << c


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """The cards in ``mask``, lowest card number first. Speed: four table lookups, one per
    suit's 9 bits (a loop over the bits of a mask above 30 bits costs an allocation per
    operation in CPython)."""
    if 0 <= mask < _ALL_CARDS:
        t = _GROUP_CARDS
        return [*t[0][mask & 511], *t[1][(mask >> 9) & 511], *t[2][(mask >> 18) & 511],
                *t[3][mask >> 27]]
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


_ALL_CARDS = 1 << 36
# The cards of every 9-bit pattern of each suit's ranks.
_GROUP_CARDS = tuple(tuple(tuple(9 * s + r for r in range(9) if (p >> r) & 1)
                           for p in range(512)) for s in range(4))


def iter_cards(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: int) -> int:
    return mask.bit_count()


def points_of(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def make_deck(ranks: Iterable[int], drop: Iterable[int] = ()) -> tuple[int, ...]:
    """A deck in canonical order: suit by suit (C S H D), ranks in the given order."""
    dropped = set(drop)
    rank_list = list(ranks)
    return tuple(card(r, s) for s in SUITS for r in rank_list if card(r, s) not in dropped)


DECK_32 = make_deck((ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN))
DECK_24 = make_deck((ACE, TEN, KING, QUEEN, JACK, NINE))
DECK_KLOR_20 = make_deck((ACE, KING, QUEEN, JACK, FIVE))
DECK_KLOR_18 = make_deck((ACE, KING, QUEEN, JACK, FIVE),
                         drop=(card(QUEEN, HEARTS), card(QUEEN, DIAMONDS)))

DECKS: dict[str, tuple[int, ...]] = {
    "32": DECK_32,
    "24": DECK_24,
    "klor20": DECK_KLOR_20,
    "klor18": DECK_KLOR_18,
}


class CardParseError(ValueError):
    """Raised by :func:`parse_card` for text that names no card."""


def _build_parse_table() -> dict[str, int]:
    table: dict[str, int] = {}
    for s in SUITS:
        for r in RANKS:
            c = card(r, s)
            table[FRENCH_RANKS[r] + FRENCH_SUITS[s]] = c
            table[GERMAN_SUITS[s] + GERMAN_RANKS[r]] = c
    # Common alternatives: "T" for the ten, "D" (Daus) for the German ace.
    for s in SUITS:
        table["T" + FRENCH_SUITS[s]] = card(TEN, s)
        table[GERMAN_SUITS[s] + "T"] = card(TEN, s)
        table[GERMAN_SUITS[s] + "D"] = card(ACE, s)
    return table


_PARSE = _build_parse_table()
_FRENCH_TEXT = tuple(FRENCH_RANKS[c % 9] + FRENCH_SUITS[c // 9] for c in range(NUM_CARDS))
_GERMAN_TEXT = tuple(GERMAN_SUITS[c // 9] + GERMAN_RANKS[c % 9] for c in range(NUM_CARDS))


def parse_card(text: str) -> int:
    """Read ``QC``, ``10D``, ``5C`` (French) or ``EO``, ``H10``, ``GA`` (German)."""
    if not isinstance(text, str):
        raise CardParseError(f"a card must be written as text, not {text!r}")
    c = _PARSE.get(text.strip().upper())
    if c is None:
        raise CardParseError(f"{text!r} is not a card (write e.g. 'QC', '10D' or 'EO', 'H10')")
    return c


def card_str(c: int, face: Face = "french") -> str:
    if face == "german":
        return _GERMAN_TEXT[c]
    return _FRENCH_TEXT[c]


def card_texts(cards: Iterable[int], face: Face = "french") -> list[str]:
    """:func:`card_str` of each card."""
    table = _GERMAN_TEXT if face == "german" else _FRENCH_TEXT
    return [table[c] for c in cards]


def cards_str(cards: Iterable[int], face: Face = "french") -> str:
    return " ".join(card_str(c, face) for c in cards)


def parse_cards(text: str | Iterable[str]) -> list[int]:
    items = text.split() if isinstance(text, str) else list(text)
    return [parse_card(t) for t in items]


def parse_suit(text: str, face: Face = "french") -> int:
    """A suit letter: ``C S H D`` (French) or ``E G H S`` (German, where ``S`` is Schellen)."""
    letters = GERMAN_SUITS if face == "german" else FRENCH_SUITS
    t = text.strip().upper() if isinstance(text, str) else ""
    if len(t) == 1 and t in letters:
        return letters.index(t)
    raise CardParseError(f"{text!r} is not a suit ({', '.join(letters)})")


def suit_str(suit: int, face: Face = "french") -> str:
    return (GERMAN_SUITS if face == "german" else FRENCH_SUITS)[suit]
