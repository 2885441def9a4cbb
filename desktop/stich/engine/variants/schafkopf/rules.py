"""Schafkopf house rules (SPEC §1.10, §1.6, §0.7 items 4-6) and the named presets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import InvalidRules
from ...rules import HouseRules, option

BASE_CLASSES = ("sauspiel", "bettel", "farbgeier", "geier", "farbwenz", "wenz", "solo")
CONTRACT_OPTIONS = ("sauspiel", "wenz", "solo", "tout", "sie",
                    "farbwenz", "geier", "farbgeier", "bettel")
SOLO_LIKE = ("farbgeier", "geier", "farbwenz", "wenz", "solo")


@dataclass(frozen=True)
class SchafkopfRules(HouseRules):
    GAME: ClassVar[str] = "schafkopf"
    DEFAULT_PRESET: ClassVar[str] = "wirtshaus"
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}

    deck: str = option("LONG32", "choice", choices=("LONG32", "SHORT24"), group="deal",
                       help="Long pack of 32 cards, or the short pack of 24 (9 to Ace, 6 each).")
    all_pass: str = option(
        "REDEAL", "choice", choices=("REDEAL", "RAMSCH", "STOCK", "MUSS"), group="all pass",
        help="When everyone passes: throw in, play Ramsch, pay into the Stock, or the holder "
             "of the Eichel-Ober must play after a second all-pass.")
    tariff: tuple[int, ...] = option(
        (10, 50, 10), "ints", length=3, minimum=0, maximum=100000, group="tariff",
        help="Base (Sauspiel, Bettel), solo, and the extra for schneider, schwarz and each "
             "Laufender.")
    ramsch_tariff: int = option(10, "int", minimum=1, maximum=100000, group="tariff",
                                help="What the Ramsch loser pays each other player.")
    stock_cap: int = option(0, "int", minimum=0, maximum=1000000, group="all pass",
                            help="Largest the Stock pot may grow (0 = no limit).")
    muss_win_points: int = option(61, "int", choices=(61, 60), group="all pass",
                                  help="Card points a forced game (Der Alte muss) needs to win.")
    lauf_min_sauspiel_solo: int = option(
        3, "int", minimum=1, maximum=14, group="tariff",
        help="Fewest Laufende that count in a Sauspiel, suit solo, Farbwenz or Farbgeier.")
    lauf_min_wenz: int = option(2, "int", minimum=1, maximum=4, group="tariff",
                                help="Fewest Laufende that count in a Wenz or Geier.")
    laufende_to_caller_only: bool = option(
        False, "bool", group="tariff",
        help="In a lost Sauspiel 'ohne', the Laufende are charged to the caller alone.")
    caller_keeps_called_suit: bool = option(
        False, "bool", group="contracts",
        help="Sauspiel: until the called suit has been led, the caller may not discard his "
             "last card of it.")
    klopfen: bool = option(False, "bool", group="doubling",
                           help="After the first cards, each player may knock once (x2 each).")
    kontra_window: str = option(
        "BEFORE_FIRST_CARD", "choice",
        choices=("BEFORE_FIRST_CARD", "BEFORE_SECOND_CARD", "ALL_CARDS_IN_HAND"),
        group="doubling",
        help="Until when Kontra and Re may be given: before the first card, before the "
             "second card, or while the doubler still holds all his cards.")
    max_stoss: int = option(2, "int", minimum=0, maximum=4, group="doubling",
                            help="How many doublings in a row: 2 = Kontra and Re, 4 adds Sup "
                                 "and Hirsch, 0 = none.")
    contracts_enabled: frozenset[str] = option(
        frozenset({"sauspiel", "wenz", "solo", "tout", "sie"}), "set", choices=CONTRACT_OPTIONS,
        group="contracts", help="Which games may be announced.")
    priority_table: tuple[str, ...] = option(
        BASE_CLASSES, "order", choices=BASE_CLASSES, group="contracts",
        help="Which game outranks which in the auction, lowest first; Tout forms come above "
             "all of them in the same order, and Sie highest.")
    herz_solo_priority: str = option(
        "NONE", "choice", choices=("NONE", "HERZ_SOLO_FIRST"), group="contracts",
        help="Whether a Herz-Solo outranks the other suit solos.")
    tout_allowed_without_runners: str = option(
        "YES", "choice", choices=("YES", "MIN_3_RUNNERS"), group="contracts",
        help="Whether a Tout needs at least three Laufende in the player's hand.")
    bettel_stichzwang: bool = option(
        False, "bool", group="contracts",
        help="In a Bettel, a player who follows suit must beat the trick if he can.")
    ramsch_tie: str = option(
        "HIGHEST_TRUMP_LOSES", "choice",
        choices=("HIGHEST_TRUMP_LOSES", "MORE_TRICKS_LOSES", "ALL_TIED_LOSE"), group="ramsch",
        help="Who loses a Ramsch when two players tie for the most points.")
    ramsch_jungfrau: str = option(
        "DOUBLE_ALL", "choice",
        choices=("DOUBLE_ALL", "DOUBLE_INDIVIDUALLY_ONCE", "DOUBLE_INDIVIDUALLY_MULTIPLE", "OFF"),
        group="ramsch", help="How a player who takes no trick (Jungfrau) doubles the payment.")
    ramsch_durchmarsch: str = option(
        "ALL_TRICKS", "choice", choices=("ALL_TRICKS", "AT_LEAST_91", "OFF"), group="ramsch",
        help="When one player wins the Ramsch outright: all tricks, at least 91 points, never.")

    def check(self) -> None:
        enabled = self.contracts_enabled
        if not enabled & {"sauspiel", "wenz", "solo", "farbwenz", "geier", "farbgeier",
                          "bettel", "sie"}:
            raise InvalidRules("contracts_enabled must allow at least one game",
                               ("contracts_enabled",))
        if "tout" in enabled and not enabled & set(SOLO_LIKE):
            raise InvalidRules("contracts_enabled: 'tout' needs a solo-like game "
                               "(solo, wenz, farbwenz, geier or farbgeier)", ("contracts_enabled",))
        if self.all_pass == "MUSS" and "sauspiel" not in enabled:
            raise InvalidRules("all_pass=MUSS forces a Sauspiel, so contracts_enabled must "
                               "include sauspiel", ("all_pass", "contracts_enabled"))
        base, solo, _extra = self.tariff
        if base <= 0 or solo <= 0:
            raise InvalidRules("tariff: the base and solo prices must be above 0", ("tariff",))
        if self.deck == "SHORT24" and self.lauf_min_sauspiel_solo > 12:
            raise InvalidRules("deck=SHORT24 has 12 trumps at most, so lauf_min_sauspiel_solo "
                               "must be 12 or less", ("deck", "lauf_min_sauspiel_solo"))

    @property
    def t_base(self) -> int:
        return self.tariff[0]

    @property
    def t_solo(self) -> int:
        return self.tariff[1]

    @property
    def t_extra(self) -> int:
        return self.tariff[2]


SchafkopfRules.PRESETS.update({
    # The spec's defaults: what a Bavarian Wirtshaus table plays without discussion.
    "wirtshaus": {},
    # Tournament-like: no Ramsch, Tout only with three runners, Kontra before the first card.
    "turnier": {"tout_allowed_without_runners": "MIN_3_RUNNERS", "tariff": (20, 50, 10)},
    # The short pack (kurzer Schafkopf): 24 cards, 6 each.
    "kurz": {"deck": "SHORT24"},
    # Ramsch when all pass, with Klopfen.
    "ramsch": {"all_pass": "RAMSCH", "klopfen": True},
    # Everything on: all optional games, Klopfen, four doublings, Ramsch.
    "alles": {
        "all_pass": "RAMSCH", "klopfen": True, "max_stoss": 4,
        "contracts_enabled": frozenset(CONTRACT_OPTIONS),
    },
    # Stock: all-pass pays into a pot that the next game wins or doubles.
    "stock": {"all_pass": "STOCK"},
    # Der Alte muss: after a second all-pass the Eichel-Ober plays.
    "muss": {"all_pass": "MUSS"},
})
