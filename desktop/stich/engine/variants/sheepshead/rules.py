"""Sheepshead house rules (SPEC §2.13, §2.10, §2.11, §0.7 items 7-9), the table forms and the
named presets.

Every key of the spec's HOUSE RULES table is here with the spec's default; two keys come from
the text of §2.11: ``four_handed`` (the optional 2-against-2 form) and ``wergin_3hand``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import CLUBS, DECK_32, SEVEN, SPADES, card
from ...errors import InvalidRules
from ...rules import HouseRules, option

MAX_REDEALS = 3  # doubler_dealer=SAME_DEALER: the same dealer redeals up to three times [S101]
DECK_30 = tuple(c for c in DECK_32 if c not in (card(SEVEN, CLUBS), card(SEVEN, SPADES)))


@dataclass(frozen=True, slots=True)
class Form:
    """The shape of the table: deck, hand and blind sizes, the deal's packets and whether the
    picker may have a partner (SPEC §2.2, §2.11)."""

    players: int
    deck: tuple[int, ...]
    hand: int
    blind: int
    bury: int
    partner: bool
    # The deal in packets, clockwise from forehand: ("hands", k) gives k cards to every
    # player, ("blind", k) puts k cards into the blind.
    packets: tuple[tuple[str, int], ...]


FORMS = {
    # 3 to each, 2 to the blind, 3 to each (SPEC §2.2).
    5: Form(5, DECK_32, 6, 2, 2, True, (("hands", 3), ("blind", 2), ("hands", 3))),
    # DECISION 3-(2)-4-3 (SPEC §2.11).
    3: Form(3, DECK_32, 10, 2, 2, False,
            (("hands", 3), ("blind", 2), ("hands", 4), ("hands", 3))),
    # Cutthroat 2-(2)-3-(2)-2 (SPEC §2.11).
    4: Form(4, DECK_32, 7, 4, 4, False,
            (("hands", 2), ("blind", 2), ("hands", 3), ("blind", 2), ("hands", 2))),
}
# The 4-handed partner form: 7C and 7S removed, 7 each + 2 blind. The spec gives no deal
# pattern; DECISION 3-(2)-4, the 5-handed pattern's shape.
FORM_4_PARTNER = Form(4, DECK_30, 7, 2, 2, True, (("hands", 3), ("blind", 2), ("hands", 4)))


@dataclass(frozen=True)
class SheepsheadRules(HouseRules):
    GAME: ClassVar[str] = "sheepshead"
    DEFAULT_PRESET: ClassVar[str] = "tavern"
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}

    players: int = option(5, "int", choices=(5, 3, 4), group="table",
                          help="Players at the table: 5 (6 cards each), 3 (10 each) or 4 "
                               "(7 each).")
    four_handed: str = option(
        "CUTTHROAT", "choice", choices=("CUTTHROAT", "PARTNER"), group="table",
        help="4 players: cutthroat (picker alone, 4-card blind) or the partner form (7C and 7S "
             "removed, 2-card blind, picker and partner against two).")
    partner_mode: str = option(
        "JD", "choice", choices=("JD", "CALLED_ACE"), group="partner",
        help="Who plays with the picker: the holder of the Jack of Diamonds, or the holder of "
             "the fail ace the picker calls.")
    call_up: bool = option(
        False, "bool", group="partner",
        help="A picker holding the Jack of Diamonds may call the next higher jack he lacks.")
    allow_go_alone: bool = option(True, "bool", group="partner",
                                  help="The picker may choose to play alone.")
    ten_call: bool = option(
        True, "bool", group="partner",
        help="A picker holding all three fail aces may call a fail ten instead.")
    unknown_call: bool = option(
        False, "bool", group="partner",
        help="With no legal call, the picker may call an ace of a suit he lacks and set one "
             "card aside face down as the 'under' card.")
    partner_may_run: bool = option(
        False, "bool", group="partner",
        help="Called ace: before the called suit has been led, the partner may lead a low card "
             "of it (running); the ace is then free like any card.")
    all_pass: str = option(
        "LEASTER", "choice", choices=("LEASTER", "DOUBLER", "FORCED_PICK", "SCHWANZER"),
        group="all pass",
        help="When everyone passes: play a leaster, throw in and double the next hand, the "
             "dealer must pick, or score the hands as dealt (Schwanzer).")
    leaster_blind: str = option(
        "LAST_TRICK", "choice", choices=("LAST_TRICK", "FIRST_TRICK", "NONE"), group="all pass",
        help="In a leaster the blind goes to the winner of the last trick, of the first trick, "
             "or to nobody.")
    leaster_requires_trick: bool = option(
        True, "bool", group="all pass",
        help="A leaster is won only by a player who took at least one trick.")
    leaster_tie: str = option(
        "ALL_TIED_WIN", "choice", choices=("ALL_TIED_WIN", "WASH"), group="all pass",
        help="Players tied for the fewest points in a leaster all win, or nobody is paid.")
    doubler_stacking: str = option(
        "COUNT", "choice", choices=("COUNT", "COMPOUND"), group="all pass",
        help="Doublers: each thrown-in deal doubles one later hand (count), or the next hand "
             "is doubled once for every thrown-in deal (compound).")
    doubler_dealer: str = option(
        "NEXT_DEALER", "choice", choices=("NEXT_DEALER", "SAME_DEALER"), group="all pass",
        help="After a doubler the next dealer deals, or the same dealer deals again (at most "
             "three times in a row).")
    cracks: bool = option(True, "bool", group="doubling",
                          help="A defender may crack (double) before the first lead.")
    crack_eligibility: str = option(
        "AFTER_PICKER_ONLY", "choice", choices=("AFTER_PICKER_ONLY", "ANY_DEFENDER"),
        group="doubling",
        help="Who may crack: only players seated after the picker in picking order, or any "
             "defender.")
    max_cracks: str = option(
        "1+1", "choice", choices=("1+1", "1+0"), group="doubling",
        help="One crack and one re-crack per hand, or one crack and no re-crack.")
    blitz: str = option(
        "OFF", "choice", choices=("OFF", "BLACK_QUEENS", "BLACK_AND_RED_QUEENS"),
        group="doubling",
        help="Showing both black (or both red) queens doubles the stakes: the picker before "
             "he picks, a defender when he cracks.")
    double_on_the_bump: bool = option(False, "bool", group="scoring",
                                      help="Every loss of the picker's side is doubled.")
    solo_multiplier: int = option(
        1, "int", choices=(1, 2), group="scoring",
        help="Extra multiplier when the picker plays alone in a partner game.")
    partner_exempt_on_no_trick: bool = option(
        False, "bool", group="scoring",
        help="If the picker's side takes no trick, the picker pays everything and the partner "
             "nothing.")
    schneider_symmetric: bool = option(
        False, "bool", group="scoring",
        help="Schneider at 30 or fewer for either side (the picker's side then needs 90, not "
             "91, to win schneider).")
    wergin_3hand: bool = option(
        False, "bool", group="scoring",
        help="3-handed: double payments (2/4/6 per opponent) and a leaster worth 2, or 4 when "
             "the winner took no trick.")

    def check(self) -> None:
        if self.four_handed == "PARTNER" and self.players != 4:
            raise InvalidRules("four_handed=PARTNER is a 4-player form; players must be 4",
                               ("four_handed", "players"))
        partner_form = self.form.partner
        if not partner_form:
            for key, bad in (("partner_mode", self.partner_mode == "CALLED_ACE"),
                             ("call_up", self.call_up), ("unknown_call", self.unknown_call)):
                if bad:
                    raise InvalidRules(
                        f"{key}: the picker has no partner with {self.players} players"
                        + (" (cutthroat)" if self.players == 4 else ""), (key, "players"))
        if self.call_up and self.partner_mode != "JD":
            raise InvalidRules("call_up belongs to the Jack of Diamonds partner mode",
                               ("call_up", "partner_mode"))
        if self.partner_may_run and self.partner_mode != "CALLED_ACE":
            raise InvalidRules("partner_may_run belongs to the called-ace partner mode",
                               ("partner_may_run", "partner_mode"))
        if self.unknown_call and self.partner_mode != "CALLED_ACE":
            raise InvalidRules("unknown_call belongs to the called-ace partner mode",
                               ("unknown_call", "partner_mode"))
        if self.wergin_3hand and self.players != 3:
            raise InvalidRules("wergin_3hand is a 3-handed schedule; players must be 3",
                               ("wergin_3hand", "players"))

    @property
    def form(self) -> Form:
        if self.players == 4 and self.four_handed == "PARTNER":
            return FORM_4_PARTNER
        return FORMS[self.players]

    @property
    def called_ace(self) -> bool:
        return self.partner_mode == "CALLED_ACE" and self.form.partner


SheepsheadRules.PRESETS.update({
    # "Wisconsin tavern": the spec's defaults (Jack of Diamonds partner, leasters, cracks).
    "tavern": {},
    # Called ace with cracks (and re-cracks), leasters.
    "called-ace": {"partner_mode": "CALLED_ACE"},
    # Doubler table: an all-pass throws the cards in and doubles a later hand.
    "doubler": {"all_pass": "DOUBLER"},
    # 3-handed: picker alone against two, 10 cards each.
    "three-handed": {"players": 3},
    # 4-handed cutthroat: picker alone against three, 4-card blind.
    "four-handed": {"players": 4},
    # 4-handed partner form (SPEC §2.11, unverified by the spec; called ace, 2 against 2).
    "four-handed-partner": {"players": 4, "four_handed": "PARTNER",
                            "partner_mode": "CALLED_ACE"},
    # Tournament-like: called ace, double on the bump, doublers, no leasters.
    "tournament": {"partner_mode": "CALLED_ACE", "double_on_the_bump": True,
                   "all_pass": "DOUBLER"},
})
