"""Klørsjavs decks, card rankings and contracts (SPEC §4A.2, §4A.3, §4A.11, §4A.12).

The plain game (3 players with 20 cards, or 4 with 18) has one contract, ``klorsjavs`` with
clubs trumps. The Danish contract game with Tens has four, low to high: ``spil``, ``stryger``,
``tout`` and ``stroget_tout`` (Strøget tout); its contract's suit is the trump suit (clubs
unless farvesjavs lets the declarer name another).
"""

from __future__ import annotations

from functools import cache

from ...actions import Contract
from ...cards import ACE, CLUBS, DECK_KLOR_18, DECK_KLOR_20, FIVE, JACK, KING, QUEEN, TEN, make_deck
from ...tricks import Ranking
from ..sjavs_family import permanent_ranking

DECK_TENS_20 = make_deck((ACE, KING, QUEEN, JACK, TEN))

KLORSJAVS = Contract("klorsjavs", CLUBS)
CONTRACT_KINDS = ("spil", "stryger", "tout", "stroget_tout")  # low to high
BID_CLASSES = tuple(Contract(k) for k in CONTRACT_KINDS)
# Chips each opponent pays a winning declarer (SPEC §4A.12, [DAWIKI]).
CONTRACT_BASE = {"spil": 1, "stryger": 4, "tout": 10, "stroget_tout": 15}
CAT_ALLOWED = frozenset({"spil", "tout"})  # the declarer may buy the cat
TOUT_KINDS = frozenset({"tout", "stroget_tout"})


def deck_for(variant: str) -> tuple[int, ...]:
    if variant == "4P_18":
        return DECK_KLOR_18
    if variant == "CONTRACT_TENS":
        return DECK_TENS_20
    return DECK_KLOR_20


@cache
def ranking(variant: str, trump_suit: int = CLUBS) -> Ranking:
    """Klørsjavs: QC QS JC JS JH JD AC KC 5C, plain A K Q 5 (SPEC §4A.3). The contract game:
    the same with the 10 for the 5, or (farvesjavs) the six permanent trumps then A K (Q) 10
    of the named suit (SPEC §4A.12)."""
    low = TEN if variant == "CONTRACT_TENS" else FIVE
    return permanent_ranking(trump_suit, (ACE, KING, QUEEN, JACK, low))


def contract_rank(contract: Contract) -> int:
    return CONTRACT_KINDS.index(contract.kind)
