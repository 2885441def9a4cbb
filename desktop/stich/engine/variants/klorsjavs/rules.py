"""Klørsjavs house rules (SPEC §4A.10, §4A.11, §4A.12) and the named presets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import InvalidRules
from ...rules import HouseRules, option

VARIANTS = ("3P_20", "4P_18", "CONTRACT_TENS")


@dataclass(frozen=True)
class KlorsjavsRules(HouseRules):
    GAME: ClassVar[str] = "klorsjavs"
    DEFAULT_PRESET: ClassVar[str] = "standard"
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}

    variant: str = option(
        "3P_20", "choice", choices=VARIANTS, group="game",
        help="3 players with 20 cards (A K Q J 5), 4 players with 18 cards (no red queens), "
             "or the Danish contract game with Tens (Spil, Stryger, Tout, Strøget tout).")
    start_oere: int = option(60, "int", minimum=1, maximum=10000, group="scoring",
                             help="Øre each player starts a game with; at 0 or less he loses.")
    all_pass: str = option(
        "REDEAL_NEXT_DEALER", "choice", choices=("REDEAL_NEXT_DEALER", "REDEAL_SAME_DEALER"),
        group="bidding", help="When all pass, the next dealer or the same dealer deals again.")
    cat_exchange: str = option(
        "BLIND", "choice", choices=("BLIND", "LOOK_FIRST"), group="cat",
        help="Stroking the cat: discard 2 blind and then take the cat, or take the cat first "
             "and then discard any 2 cards.")
    allow_concession: bool = option(
        True, "bool", group="cat",
        help="The declarer may give up before the first card is led (loses 8 øre).")
    untouched_penalty: bool = option(
        False, "bool", group="scoring",
        help="A player still untouched at the starting øre when the game ends also pays a "
             "forfeit.")
    no_trick_row: str = option(
        "BY_TRICKS", "choice", choices=("BY_TRICKS", "BY_POINTS"), group="scoring",
        help="A declarer who takes no trick loses 16 øre whatever the cat or his discards "
             "hold; or, counting those, 8 when they give him points (16 only at 0 points).")
    contract_loss: str = option(
        "SCALED_NOT_TOUT", "choice", choices=("SCALED_NOT_TOUT", "BASE_RATE", "SCALED_ALL"),
        group="scoring",
        help="Contract game, a lost game: Spil and Stryger cost double below 31 points and "
             "triple without a trick, Tout the base rate; or every lost game the base rate; "
             "or every lost game scaled, Tout too.")
    farvesjavs: bool = option(
        False, "bool", group="game",
        help="Contract game only: the declarer names the trump suit (farvesjavs) instead of "
             "clubs.")

    def check(self) -> None:
        if self.farvesjavs and self.variant != "CONTRACT_TENS":
            raise InvalidRules("farvesjavs belongs to the contract game: it needs "
                               "variant=CONTRACT_TENS", ("farvesjavs", "variant"))

    @property
    def players(self) -> int:
        return 4 if self.variant == "4P_18" else 3

    @property
    def oere_game(self) -> bool:
        """Øre scoring with the end of the game (not the contract game's chips)."""
        return self.variant != "CONTRACT_TENS"


KlorsjavsRules.PRESETS.update({
    # The spec's defaults (kortdrengene.dk via Wikipedia): 3 players, blind cat, concession.
    "standard": {},
    # Take the cat first, then discard any two of the eight cards.
    "look_first": {"cat_exchange": "LOOK_FIRST"},
    # Four players with 18 cards (Flyvesjavs), SPEC §4A.11.
    "flyvesjavs": {"variant": "4P_18"},
    # The Danish contract game with Tens, clubs trumps (SPEC §4A.12).
    "tens": {"variant": "CONTRACT_TENS"},
    # The contract game in which the declarer names trumps.
    "farvesjavs": {"variant": "CONTRACT_TENS", "farvesjavs": True},
})
