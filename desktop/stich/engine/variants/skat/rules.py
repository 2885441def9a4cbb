"""Skat house rules (SPEC §3.12, §3.10, §0.7 item 10) and the named presets.

The defaults are the International Skat Order (ISkO): redeal when all pass, no Kontra, no
Bock, the ISkO list. Everything else is an unofficial table rule and must be switched on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import InvalidRules
from ...rules import HouseRules, option

BOCK_TRIGGERS = ("sixty_sixty", "kontra_lost", "re", "grand_hand", "value_100")


@dataclass(frozen=True)
class SkatRules(HouseRules):
    GAME: ClassVar[str] = "skat"
    DEFAULT_PRESET: ClassVar[str] = "isko"
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}

    table_size: int = option(
        3, "int", choices=(3, 4), group="table",
        help="Players at the table when none is named: 3, or 4 where the dealer sits out.")
    scoring: str = option(
        "ISKO_LIST", "choice", choices=("ISKO_LIST", "SEEGER_FABIAN"), group="scoring",
        help="The ISkO list (won +value, lost -2 x value) or Seeger-Fabian tournament scoring "
             "(+50 per won game, 40 or 30 to each other player per lost game).")
    missed_announcement_single: bool = option(
        False, "bool", group="scoring",
        help="A game lost only because an announced schneider or schwarz was missed counts "
             "-value instead of -2 x value (such games are then played to the last trick).")
    refuse_unreachable: bool = option(
        True, "bool", group="declaration",
        help="Refuse a declaration that cannot reach the bid even with schneider and schwarz "
             "(SPEC 0.7 item 10); OFF: any game may be declared and is lost as overbid.")
    allow_raise_before_lead: bool = option(
        False, "bool", group="declaration",
        help="The declarer may raise to a higher game after declaring, before the first lead.")
    seeger_fabian_dealer_bonus: bool = option(
        True, "bool", group="scoring",
        help="Seeger-Fabian at a table of four: the dealer who sat out also gets the 30 for "
             "a lost game (OFF: only the two opponents).")
    all_pass: str = option(
        "REDEAL", "choice", choices=("REDEAL", "RAMSCH"), group="all pass",
        help="When all pass: the deal is void (ISkO), or Ramsch is played.")
    ramsch_scoring: str = option(
        "LOSER_MINUS_POINTS", "choice", choices=("LOSER_MINUS_POINTS",), group="ramsch",
        help="Ramsch: the player with the most card points loses and scores minus them.")
    ramsch_skat: str = option(
        "LAST_TRICK", "choice", choices=("LAST_TRICK", "LOSER"), group="ramsch",
        help="Ramsch: the skat goes to the winner of the last trick, or to the loser.")
    ramsch_jungfrau: bool = option(
        True, "bool", group="ramsch",
        help="Ramsch: each player who takes no trick (Jungfrau) doubles the loser's minus.")
    ramsch_durchmarsch: bool = option(
        True, "bool", group="ramsch",
        help="Ramsch: a player who takes all ten tricks (Durchmarsch) scores +120 instead.")
    schieberamsch: bool = option(
        False, "bool", group="ramsch",
        help="Schieberamsch: before play each player in turn takes up the skat and passes two "
             "cards on, or pushes it on unseen (each unseen push doubles).")
    schieberamsch_jacks: bool = option(
        False, "bool", group="ramsch",
        help="Schieberamsch: jacks may be passed on in the skat.")
    kontra_re: bool = option(
        False, "bool", group="doubling",
        help="Kontra and Re (unofficial): an opponent who bid or held may double before the "
             "first card, the declarer may redouble; each doubles the value.")
    kontra_overbid: str = option(
        "UNDOUBLED", "choice", choices=("UNDOUBLED", "DOUBLED"), group="doubling",
        help="Whether the overbid check compares the bid with the value before or after "
             "Kontra and Re.")
    bock: bool = option(
        False, "bool", group="bock",
        help="Bock rounds (unofficial): after a trigger, the next round of deals counts double.")
    bock_triggers: frozenset[str] = option(
        frozenset({"sixty_sixty", "kontra_lost"}), "set", choices=BOCK_TRIGGERS, group="bock",
        help="What starts a Bock round: 60:60, a lost game with Kontra, a game with Re, a won "
             "Grand Hand, a game worth 100 or more.")

    def check(self) -> None:
        if self.bock and not self.bock_triggers:
            raise InvalidRules("bock needs at least one of bock_triggers",
                               ("bock", "bock_triggers"))


SkatRules.PRESETS.update({
    # The International Skat Order: redeal when all pass, the ISkO list, 3 at the table.
    "isko": {},
    # The same at a table of four: the dealer deals and sits out.
    "isko-4": {"table_size": 4},
    # Tournament scoring (ISPA/DSkV list): +50 per won game, 40 to each other player per loss.
    "seeger-fabian": {"scoring": "SEEGER_FABIAN"},
    # Tournament scoring at a table of four (30 to each other player per loss).
    "seeger-fabian-4": {"scoring": "SEEGER_FABIAN", "table_size": 4},
    # A pub table: Ramsch when all pass, Kontra and Re, Bock rounds.
    "kneipe": {
        "all_pass": "RAMSCH", "kontra_re": True, "bock": True,
        "bock_triggers": frozenset({"sixty_sixty", "kontra_lost", "re"}),
    },
    # A pub table with Schieberamsch, the skat to the Ramsch loser.
    "schieberamsch": {
        "all_pass": "RAMSCH", "schieberamsch": True, "ramsch_skat": "LOSER",
        "kontra_re": True, "bock": True,
    },
})
