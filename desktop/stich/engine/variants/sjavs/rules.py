"""Faroese Sjavs house rules (SPEC §4B.13, §4B.2, §4B.12, §0.7 items 12-14) and presets.

The spec's ``players`` key (4, 3 or 2) is the table size that every game takes from
``new_hand(players=...)`` and ``stich-cli --players``; it is not repeated here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import InvalidRules
from ...rules import HouseRules, option


@dataclass(frozen=True)
class SjavsRules(HouseRules):
    GAME: ClassVar[str] = "sjavs"
    DEFAULT_PRESET: ClassVar[str] = "torshavn"
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}

    variant: str = option(
        "TORSHAVN", "choice", choices=("TORSHAVN", "SUDUROY"), group="game",
        help="The Tórshavn game (pagat). The Suðuroy variations are reserved: their rules are "
             "not known yet.")
    deal_pattern: str = option(
        "CUT", "choice", choices=("CUT", "TAP"), group="deal",
        help="The dealer's right-hand neighbour cuts (deal in fours; 3 players 3-(1)-4-(1)-3) "
             "or taps the pack (eight at a time; 3 players ten at a time).")
    all_pass: str = option(
        "REDEAL_SAME_DEALER", "choice", choices=("REDEAL_SAME_DEALER", "PLAY_NO_BID"),
        group="bidding",
        help="Nobody has five trumps: the same dealer deals again, or the hand is played "
             "with clubs trumps and the side with 61 or more scores 4.")
    equal_bid_winner: str = option(
        "EARLIER_BIDDER", "choice", choices=("EARLIER_BIDDER", "LATER_BIDDER"), group="bidding",
        help="Two equal bids: the earlier bidder keeps it (a later player needs a better "
             "holding), or the later bidder takes it.")
    must_name_clubs_if_possible: bool = option(
        False, "bool", group="bidding",
        help="A player whose clubs are among his longest suits must bid and play them "
             "(\"better\").")
    must_overtrump: bool = option(
        True, "bool", group="play",
        help="A player void in a plain suit that has been trumped must beat the highest trump "
             "if he can, even over his partner.")
    overtrump_partner: bool = option(
        True, "bool", group="play",
        help="Must overtrump applies even when the player's partner is winning the trick "
             "(OFF: a player whose partner is winning may play any card).")
    overtrump_trump_lead: bool = option(
        False, "bool", group="play",
        help="Must overtrump also on a trump lead: a player following trumps must beat the "
             "highest trump in the trick if he can (OFF: any trump follows).")
    tie_bonus: str = option(
        "2", "choice", choices=("2", "2_SIMPLE_4_CLUBS"), group="scoring",
        help="What a 60:60 deal gives the winners of the next scored deal: 2, or 2 and 4 if "
             "that deal is played in clubs.")
    defender_scoring: str = option(
        "PAGAT", "choice", choices=("PAGAT", "FLAT"), group="scoring",
        help="Defenders score 4/8/16 by how badly the declarers failed (pagat), or always 4 "
             "(8 in clubs).")
    individual_vol_bonus: bool = option(
        False, "bool", group="scoring",
        help="All eight tricks taken by one player of the declaring side score 16 (24 in "
             "clubs) instead of 12 (16). Four players only; unverified.")
    rubber_start: int = option(
        24, "int", minimum=1, maximum=1000, group="scoring",
        help="Where each side's ladder starts; the first to count down to 0 wins the cross.")

    def check(self) -> None:
        if self.variant == "SUDUROY":
            raise InvalidRules("variant=SUDUROY is reserved: the Suðuroy rules are not known "
                               "(SPEC §4B.12), so nothing is implemented under it", ("variant",))


SjavsRules.PRESETS.update({
    # The spec's defaults: pagat's Tórshavn game as reproduced by sjavs-backend.
    "torshavn": {},
    # sjavs-backend's readings: the later of two equal bidders wins, clubs must be named when
    # possible, individual vol scores 16/24.
    "sjavs_backend": {"equal_bid_winner": "LATER_BIDDER", "must_name_clubs_if_possible": True,
                      "individual_vol_bonus": True},
    # The seed's "less elaborate" base system as far as it is known: flat defender scores,
    # the 60:60 bonus 4 in clubs, and a hand nobody bids is played (4 players or 2).
    "base_system": {"defender_scoring": "FLAT", "tie_bonus": "2_SIMPLE_4_CLUBS",
                    "all_pass": "PLAY_NO_BID"},
    # Tapped pack: eight at a time (ten at a time for three).
    "tap": {"deal_pattern": "TAP"},
})
