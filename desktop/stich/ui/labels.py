"""Engine identifiers turned into English words: the one place the UI names engine things.

The engine speaks in identifiers (``"sauspiel"``, ``"must_follow"``, ``"QC"``, ``"kontra"``,
house-rule keys and values, result line items). Every word the player sees for them comes from
here. Each text is marked with ``QT_TRANSLATE_NOOP("labels", ...)`` and looked up with
``QCoreApplication.translate("labels", ...)`` so the translation engineer can run ``lupdate``
over this module; unknown identifiers (a game merged later) fall back to a readable form of the
identifier itself rather than failing.

lupdate reads only literal contexts: write ``QT_TRANSLATE_NOOP("labels", ...)`` or
``QCoreApplication.translate("labels", ...)``, never a variable as the context. Cards of the
German pattern have their own context (``german_cards``) because their words differ from the
French pack's ("Sau", not "Ass"); house-rule explanations are in the context ``rules``
(``rule_texts.py``, generated from the engine). Numbers are written with the locale
(:func:`number`, :func:`signed`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject

from ..engine import cards
from ..engine.actions import Action, Contract
from ..engine.cards import ACE, JACK, TEN, card, rank_of, suit_of

CTX = "labels"


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def number(n: int) -> str:
    """An integer in the current locale's digits and grouping (1.234 in German)."""
    return QLocale().toString(n)


def signed(n: int) -> str:
    """A score change: "+12", "−4" (a real minus sign), "0"."""
    if n > 0:
        return "+" + number(n)
    if n < 0:
        return "−" + number(-n)
    return number(0)


def signed_decimal(x: float, decimals: int = 1) -> str:
    """An average score change: "+2.5", "−0.1", "+3.0", in the current locale's digits
    ("+2,5" in German); a figure that shows as zero has no sign ("0.0", never "−0.0"). Rounded
    as the hint ranks its options (``advice.rank``: Python's ``round``, 2.25 to 2.2), so two
    options that read the same are ranked the same."""
    n = round(x, decimals)
    text = QLocale().toString(abs(n), "f", decimals)
    if n == 0:
        return text
    return ("+" if n > 0 else "−") + text


def join_names(names: Sequence[str]) -> str:
    """ "Anna", "Anna and Ben", "Anna, Ben and Clara" in the current language."""
    parts = list(names)
    if len(parts) <= 1:
        return parts[0] if parts else ""
    return QCoreApplication.translate("labels", "%1 and %2").replace(
        "%1", ", ".join(parts[:-1])).replace("%2", parts[-1])


def _fallback(ident: str) -> str:
    return ident.replace("_", " ").strip().capitalize() if ident else ""


def _lookup(table: Mapping[str, str], ident: str) -> str:
    text = table.get(ident)
    return tr(text) if text is not None else _fallback(ident)


# ------------------------------------------------------------------ games and decks
GAMES = {
    "schafkopf": QT_TRANSLATE_NOOP("labels", "Schafkopf"),
    "sheepshead": QT_TRANSLATE_NOOP("labels", "Sheepshead"),
    "skat": QT_TRANSLATE_NOOP("labels", "Skat"),
    "klorsjavs": QT_TRANSLATE_NOOP("labels", "Klørsjavs"),
    "sjavs": QT_TRANSLATE_NOOP("labels", "Sjavs"),
}

DECK_PATTERNS = {
    "german": QT_TRANSLATE_NOOP("labels", "German-suited"),
    "french": QT_TRANSLATE_NOOP("labels", "French-suited"),
    "french-4color": QT_TRANSLATE_NOOP("labels", "Four-colour"),
}

LEVELS = {
    "random": QT_TRANSLATE_NOOP("labels", "Random (simplest legal bot)"),
    "easy": QT_TRANSLATE_NOOP("labels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("labels", "Medium"),
    "hard": QT_TRANSLATE_NOOP("labels", "Hard"),
}
LEVEL_BADGES = {
    "random": QT_TRANSLATE_NOOP("labels", "random"),
    "easy": QT_TRANSLATE_NOOP("labels", "easy"),
    "medium": QT_TRANSLATE_NOOP("labels", "medium"),
    "hard": QT_TRANSLATE_NOOP("labels", "hard"),
}

SPEEDS = {
    "slow": QT_TRANSLATE_NOOP("labels", "Slow"),
    "normal": QT_TRANSLATE_NOOP("labels", "Normal"),
    "fast": QT_TRANSLATE_NOOP("labels", "Fast"),
    "instant": QT_TRANSLATE_NOOP("labels", "Off (instant)"),
}


def game_name(name: str) -> str:
    return _lookup(GAMES, name)


def deck_pattern(name: str) -> str:
    return _lookup(DECK_PATTERNS, name)


def level_name(level: str) -> str:
    return _lookup(LEVELS, level)


def level_badge(level: str) -> str:
    return _lookup(LEVEL_BADGES, level)


def speed_name(speed: str) -> str:
    return _lookup(SPEEDS, speed)


# ------------------------------------------------------------------ cards
FRENCH_SUITS = (QT_TRANSLATE_NOOP("labels", "clubs"), QT_TRANSLATE_NOOP("labels", "spades"),
                QT_TRANSLATE_NOOP("labels", "hearts"), QT_TRANSLATE_NOOP("labels", "diamonds"))
FRENCH_RANKS = (
    QT_TRANSLATE_NOOP("labels", "Ace"), QT_TRANSLATE_NOOP("labels", "Ten"),
    QT_TRANSLATE_NOOP("labels", "King"), QT_TRANSLATE_NOOP("labels", "Queen"),
    QT_TRANSLATE_NOOP("labels", "Jack"), QT_TRANSLATE_NOOP("labels", "Nine"),
    QT_TRANSLATE_NOOP("labels", "Eight"), QT_TRANSLATE_NOOP("labels", "Seven"),
    QT_TRANSLATE_NOOP("labels", "Five"),
)
# The German pattern has words of its own in every language (GLOSSARY §1): Ober and Unter stay
# German everywhere; the ace is the "Sau" in German.
GERMAN_SUITS = (QT_TRANSLATE_NOOP("german_cards", "Acorns"),
                QT_TRANSLATE_NOOP("german_cards", "Leaves"),
                QT_TRANSLATE_NOOP("german_cards", "Hearts"),
                QT_TRANSLATE_NOOP("german_cards", "Bells"))
GERMAN_RANKS = (
    QT_TRANSLATE_NOOP("german_cards", "Ace"), QT_TRANSLATE_NOOP("german_cards", "Ten"),
    QT_TRANSLATE_NOOP("german_cards", "King"), QT_TRANSLATE_NOOP("german_cards", "Ober"),
    QT_TRANSLATE_NOOP("german_cards", "Unter"), QT_TRANSLATE_NOOP("german_cards", "Nine"),
    QT_TRANSLATE_NOOP("german_cards", "Eight"), QT_TRANSLATE_NOOP("german_cards", "Seven"),
    QT_TRANSLATE_NOOP("german_cards", "Five"),
)
# What a German-pattern card is, for a tooltip (rank index -> explanation).
GERMAN_RANK_HINTS = {
    0: QT_TRANSLATE_NOOP("german_cards", "The Sau is the ace of the German pack."),
    3: QT_TRANSLATE_NOOP("german_cards",
                         "Ober: the upper court card of the German pack (the queen's place "
                         "in the French pack)."),
    4: QT_TRANSLATE_NOOP("german_cards",
                         "Unter: the lower court card of the German pack (the jack's place "
                         "in the French pack)."),
}
SUIT_SYMBOLS = ("♣", "♠", "♥", "♦")


def is_german(face: str) -> bool:
    return face == "german"


def _german(text: str) -> str:
    return QCoreApplication.translate("german_cards", text)


def suit_name(suit: int, face: str) -> str:
    """A suit in running text: "hearts" (French) or "Hearts" (German pattern)."""
    if is_german(face):
        return _german(GERMAN_SUITS[suit])
    return tr(FRENCH_SUITS[suit])


def card_name(c: int, face: str) -> str:
    """A card in words: "Queen of clubs", or for the German pattern "Acorns Ober"."""
    s, r = suit_of(c), rank_of(c)
    if is_german(face):
        # German: "Eichel-Ober"; Spanish: "Ober de bellotas".
        return QCoreApplication.translate("german_cards", "%1 %2", "suit, rank").replace(
            "%1", _german(GERMAN_SUITS[s])).replace("%2", _german(GERMAN_RANKS[r]))
    return QCoreApplication.translate("labels", "%1 of %2", "rank, suit").replace(
        "%1", tr(FRENCH_RANKS[r])).replace("%2", tr(FRENCH_SUITS[s]))


def card_tooltip(c: int, face: str) -> str:
    """The card's name, and for the German pattern's Sau, Ober and Unter what they are."""
    name = card_name(c, face)
    hint = GERMAN_RANK_HINTS.get(rank_of(c)) if is_german(face) else None
    return f"{name}\n{_german(hint)}" if hint else name


# The French faces' queen and jack where a language reads them otherwise: German packs show D
# (Dame) and B (Bube). The card art has those cards with these letters (``french-de/``, made by
# assets/cards/make_cards.py), and the short card texts follow them.
INDEX_LETTERS = {"de": {"Q": "D", "J": "B"}}


def card_short(c: int, face: str) -> str:
    """A compact card text for tables and logs: "Q♣", "10♥" (German: "O♣" style with symbols;
    a French face in German: "D♣", as its index reads)."""
    from .translations import manager

    s, r = suit_of(c), rank_of(c)
    if is_german(face):
        return cards.GERMAN_RANKS[r] + SUIT_SYMBOLS[s]
    rank = cards.FRENCH_RANKS[r]
    return INDEX_LETTERS.get(manager().current, {}).get(rank, rank) + SUIT_SYMBOLS[s]


def ace_name(suit: int, face: str) -> str:
    return card_name(suit * 9 + ACE, face)


# ------------------------------------------------------------------ contracts
CONTRACT_KINDS = {
    # Schafkopf
    "sauspiel": QT_TRANSLATE_NOOP("labels", "Sauspiel"),
    "solo": QT_TRANSLATE_NOOP("labels", "Solo"),
    "wenz": QT_TRANSLATE_NOOP("labels", "Wenz"),
    "farbwenz": QT_TRANSLATE_NOOP("labels", "Suit Wenz"),
    "geier": QT_TRANSLATE_NOOP("labels", "Geier"),
    "farbgeier": QT_TRANSLATE_NOOP("labels", "Suit Geier"),
    "bettel": QT_TRANSLATE_NOOP("labels", "Bettel"),
    "sie": QT_TRANSLATE_NOOP("labels", "Sie"),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch"),
    # Sheepshead
    "picker": QT_TRANSLATE_NOOP("labels", "Picker's game"),
    "leaster": QT_TRANSLATE_NOOP("labels", "Leaster"),
    "alone": QT_TRANSLATE_NOOP("labels", "Alone"),
    "called_ace": QT_TRANSLATE_NOOP("labels", "Called ace"),
    "jd": QT_TRANSLATE_NOOP("labels", "Jack of Diamonds partner"),
    "schwanzer": QT_TRANSLATE_NOOP("labels", "Schwanzer"),
    # Skat
    "suit": QT_TRANSLATE_NOOP("labels", "Suit game"),
    "grand": QT_TRANSLATE_NOOP("labels", "Grand"),
    "null": QT_TRANSLATE_NOOP("labels", "Null"),
    # Klørsjavs and Faroese Sjavs
    "klorsjavs": QT_TRANSLATE_NOOP("labels", "Klørsjavs"),
    "sjavs": QT_TRANSLATE_NOOP("labels", "Sjavs"),
    "no_bid": QT_TRANSLATE_NOOP("labels", "No bid"),
    "spil": QT_TRANSLATE_NOOP("labels", "Spil"),
    "stryger": QT_TRANSLATE_NOOP("labels", "Stryger"),
    "tout": QT_TRANSLATE_NOOP("labels", "Tout"),
    "stroget_tout": QT_TRANSLATE_NOOP("labels", "Strøget tout"),
}

CONTRACT_FLAGS = {
    "tout": QT_TRANSLATE_NOOP("labels", "Tout"),
    "muss": QT_TRANSLATE_NOOP("labels", "forced"),
    "renonce": QT_TRANSLATE_NOOP("labels", "barred"),
    "hand": QT_TRANSLATE_NOOP("labels", "Hand"),
    "schneider": QT_TRANSLATE_NOOP("labels", "schneider announced"),
    "schwarz": QT_TRANSLATE_NOOP("labels", "schwarz announced"),
    "ouvert": QT_TRANSLATE_NOOP("labels", "ouvert"),
    "alone": QT_TRANSLATE_NOOP("labels", "alone"),
    "ten": QT_TRANSLATE_NOOP("labels", "ten call"),
    "unknown": QT_TRANSLATE_NOOP("labels", "unknown call"),
    "call_up": QT_TRANSLATE_NOOP("labels", "call-up"),
    "forced": QT_TRANSLATE_NOOP("labels", "forced"),
}

# Kinds whose suit is the called card's suit rather than the trump suit.
_CALLING_KINDS = ("sauspiel",)
# Kinds whose suit names the trump suit ("Hearts Solo", "Suit Wenz in Bells").
_SUIT_PREFIX_KINDS = ("solo", "suit")
# Kinds whose name does not say the trump suit: "Stryger (hearts trumps)"; clubs are the
# Klørsjavs game's own trumps and go without saying.
_TRUMPS_KINDS = ("sjavs", "no_bid", "spil", "stryger", "tout", "stroget_tout")


def contract_kind(kind: str) -> str:
    return _lookup(CONTRACT_KINDS, kind)


def contract_flag(flag: str) -> str:
    return _lookup(CONTRACT_FLAGS, flag)


def contract_name(contract: Contract | None, face: str) -> str:
    """A contract in words: "Sauspiel with the Leaves Ace", "Hearts Solo Tout", "Grand Hand"."""
    if contract is None:
        return ""
    kind = contract.kind
    base = contract_kind(kind)
    shown = set(contract.flags)
    if contract.suit is not None and kind != "klorsjavs":
        if kind == "picker":
            # Sheepshead: the suit is the called card's, not trumps ("in spades" read as
            # spades trumps): "Picker's game with the Ace of spades"; the card says the call
            rank = JACK if "call_up" in shown else TEN if "ten" in shown else ACE
            base = QCoreApplication.translate("labels", "%1 with the %2",
                                              "picker's game, called card") \
                .replace("%1", base).replace("%2", card_name(card(rank, contract.suit), face))
            shown -= {"call_up", "ten"}
        elif kind in _CALLING_KINDS:
            base = QCoreApplication.translate("labels", "%1 with the %2", "game, called ace") \
                .replace("%1", base).replace("%2", ace_name(contract.suit, face))
        elif kind in _SUIT_PREFIX_KINDS:
            name = suit_name(contract.suit, face)
            base = name if kind == "suit" else QCoreApplication.translate(
                "labels", "%1 %2", "suit, game: Hearts Solo").replace("%1", name) \
                .replace("%2", base)
            base = base[:1].upper() + base[1:]
        elif kind in _TRUMPS_KINDS:
            base = QCoreApplication.translate("labels", "%1 (%2 trumps)", "game, trump suit") \
                .replace("%1", base).replace("%2", suit_name(contract.suit, face))
        else:
            base = QCoreApplication.translate("labels", "%1 in %2", "game, suit: Wenz in Bells") \
                .replace("%1", base).replace("%2", suit_name(contract.suit, face))
    if "schwarz" in shown:  # Skat: schwarz announced includes schneider announced
        shown.discard("schneider")
    if "ouvert" in shown and kind != "null":  # ouvert includes both announcements
        shown -= {"schneider", "schwarz"}
    flags = [contract_flag(f) for f in sorted(shown)]
    return " ".join([base, *flags])


def contract_choice(contract: Contract, face: str) -> str:
    """The text on a declaration button: the suit part only when the kind is already shown."""
    if contract.suit is None:
        return contract_name(contract, face)
    if contract.kind in _CALLING_KINDS:
        return ace_name(contract.suit, face)
    name = suit_name(contract.suit, face)
    return name[:1].upper() + name[1:]


# ------------------------------------------------------------------ actions and roles
ACTION_TYPES = {
    "pass": QT_TRANSLATE_NOOP("labels", "Pass"),
    "bid": QT_TRANSLATE_NOOP("labels", "Bid"),
    "hold": QT_TRANSLATE_NOOP("labels", "Hold"),
    "intent": QT_TRANSLATE_NOOP("labels", "I'll play"),
    "pick": QT_TRANSLATE_NOOP("labels", "Pick up"),
    "hand": QT_TRANSLATE_NOOP("labels", "Play from the hand"),
    "discard": QT_TRANSLATE_NOOP("labels", "Discard"),
    "declare": QT_TRANSLATE_NOOP("labels", "Declare"),
    "call": QT_TRANSLATE_NOOP("labels", "Call"),
    "double": QT_TRANSLATE_NOOP("labels", "Double"),
    "concede": QT_TRANSLATE_NOOP("labels", "Concede"),
    "play": QT_TRANSLATE_NOOP("labels", "Play"),
}

DOUBLE_KINDS = {
    "kontra": QT_TRANSLATE_NOOP("labels", "Kontra"),
    "re": QT_TRANSLATE_NOOP("labels", "Re"),
    "sup": QT_TRANSLATE_NOOP("labels", "Sup"),
    "hirsch": QT_TRANSLATE_NOOP("labels", "Hirsch"),
    "knock": QT_TRANSLATE_NOOP("labels", "Knock"),
    "crack": QT_TRANSLATE_NOOP("labels", "Crack"),
    "recrack": QT_TRANSLATE_NOOP("labels", "Re-crack"),
    "blitz": QT_TRANSLATE_NOOP("labels", "Blitz"),
}

# Game-specific words for the same action type (GLOSSARY §3): game -> type -> text.
GAME_ACTIONS = {
    "schafkopf": {"pass": QT_TRANSLATE_NOOP("labels", "Weiter"),
                  "intent": QT_TRANSLATE_NOOP("labels", "I'll play")},
    "sheepshead": {"pick": QT_TRANSLATE_NOOP("labels", "Pick"),
                   "discard": QT_TRANSLATE_NOOP("labels", "Bury")},
    "skat": {"pick": QT_TRANSLATE_NOOP("labels", "Pick up the skat"),
             "hand": QT_TRANSLATE_NOOP("labels", "Hand game"),
             "hold": QT_TRANSLATE_NOOP("labels", "Yes (hold)"),
             "discard": QT_TRANSLATE_NOOP("labels", "Lay away")},
    "klorsjavs": {"intent": QT_TRANSLATE_NOOP("labels", "Play"),
                  "pick": QT_TRANSLATE_NOOP("labels", "Take the cat"),
                  "hand": QT_TRANSLATE_NOOP("labels", "Play without the cat"),
                  "discard": QT_TRANSLATE_NOOP("labels", "Stroke the cat")},
    "sjavs": {"hand": QT_TRANSLATE_NOOP("labels", "Keep my cards"),
              "discard": QT_TRANSLATE_NOOP("labels", "Exchange with the skat")},
}
# The same action type in one phase of one game: (game, phase) -> type -> text.
PHASE_ACTIONS = {
    ("klorsjavs", "concede"): {"pass": QT_TRANSLATE_NOOP("labels", "Play on")},
    # Skat: keep the declared game; Schieberamsch: push the skat on unseen
    ("skat", "raise"): {"pass": QT_TRANSLATE_NOOP("labels", "Keep my game")},
    ("skat", "push"): {"hand": QT_TRANSLATE_NOOP("labels", "Push on unseen")},
}
# Faroese Sjavs bids: "6", "6 better" (clubs).
BID_KINDS = {
    "simple": QT_TRANSLATE_NOOP("labels", "%1 simple"),
    "better": QT_TRANSLATE_NOOP("labels", "%1 better"),
}

ROLES = {
    "declarer": QT_TRANSLATE_NOOP("labels", "Declarer"),
    "partner": QT_TRANSLATE_NOOP("labels", "Partner"),
    "dealer": QT_TRANSLATE_NOOP("labels", "Dealer"),
    "picker": QT_TRANSLATE_NOOP("labels", "Picker"),
    "player": QT_TRANSLATE_NOOP("labels", "Player"),
}
# What the declarer is called in each game.
DECLARER_ROLE = {"schafkopf": "player", "sheepshead": "picker"}


def action_type(kind: str, game: str = "", phase: str = "") -> str:
    special = PHASE_ACTIONS.get((game, phase), {}).get(kind) or GAME_ACTIONS.get(game, {}).get(kind)
    if special is not None:
        return tr(special)
    return _lookup(ACTION_TYPES, kind)


def double_kind(kind: str) -> str:
    return _lookup(DOUBLE_KINDS, kind)


def role_name(role: str, game: str = "") -> str:
    if role == "declarer":
        role = DECLARER_ROLE.get(game, "declarer")
    return _lookup(ROLES, role)


def action_text(action: Action, game: str, face: str, phase: str = "") -> str:
    """A short text of an action for the history, bubbles and buttons ("Kontra", "Bid 18");
    ``phase``, the phase the action was taken in, picks that phase's own word as the decision
    panel's button does (Schieberamsch: "Push on unseen", not "Hand game")."""
    t = action.type
    if t == "double" and action.kind:
        return double_kind(action.kind)
    if t == "bid":
        if action.contract is not None:
            return contract_name(action.contract, face)
        if action.value is not None:
            return bid_text(action.value, action.kind or "")
    if t == "declare" and action.contract is not None:
        return contract_name(action.contract, face)
    if t == "call":
        if action.card is not None:
            return card_name(action.card, face)
        if action.contract is not None:
            return contract_name(action.contract, face)
    if t == "play" and action.card is not None:
        return card_name(action.card, face)
    return action_type(t, game, phase)


# ------------------------------------------------------------------ phases
PHASES = {
    "knock": QT_TRANSLATE_NOOP("labels", "Knocking"),
    "intent": QT_TRANSLATE_NOOP("labels", "Who plays?"),
    "auction": QT_TRANSLATE_NOOP("labels", "Auction"),
    "bidding": QT_TRANSLATE_NOOP("labels", "Bidding"),
    "declare": QT_TRANSLATE_NOOP("labels", "Declaring"),
    "double": QT_TRANSLATE_NOOP("labels", "Kontra and Re"),
    "pick": QT_TRANSLATE_NOOP("labels", "Picking"),
    "bury": QT_TRANSLATE_NOOP("labels", "Burying"),
    "discard": QT_TRANSLATE_NOOP("labels", "Discarding"),
    "call": QT_TRANSLATE_NOOP("labels", "Calling"),
    "play": QT_TRANSLATE_NOOP("labels", "Play"),
    "done": QT_TRANSLATE_NOOP("labels", "Hand over"),
    "bid": QT_TRANSLATE_NOOP("labels", "Bidding"),
    "cat": QT_TRANSLATE_NOOP("labels", "The cat"),
    "concede": QT_TRANSLATE_NOOP("labels", "Concede or play on"),
    "exchange": QT_TRANSLATE_NOOP("labels", "Exchange with the skat"),
    # Skat
    "answer": QT_TRANSLATE_NOOP("labels", "Bidding"),
    "skat": QT_TRANSLATE_NOOP("labels", "Skat or hand"),
    "raise": QT_TRANSLATE_NOOP("labels", "Raise the game?"),
    "push": QT_TRANSLATE_NOOP("labels", "Schieberamsch"),
}


# The same phase in one game's words: (game, phase) -> text.
GAME_PHASES = {
    ("sheepshead", "double"): QT_TRANSLATE_NOOP("labels", "Cracking"),
    # with the Jack of Diamonds as the partner nothing is called: the picker plays with its
    # holder or alone
    ("sheepshead", "call"): QT_TRANSLATE_NOOP("labels", "Partner or alone"),
    ("skat", "discard"): QT_TRANSLATE_NOOP("labels", "Discarding two cards"),
}


def phase_name(phase: str, game: str = "") -> str:
    special = GAME_PHASES.get((game, phase))
    return tr(special) if special is not None else _lookup(PHASES, phase)


# ------------------------------------------------------------------ illegal-action reasons
REASONS = {
    "not_your_turn": QT_TRANSLATE_NOOP("labels", "It's not your turn."),
    "hand_over": QT_TRANSLATE_NOOP("labels", "The hand is over."),
    "wrong_phase": QT_TRANSLATE_NOOP("labels", "That is not possible now."),
    "no_such_seat": QT_TRANSLATE_NOOP("labels", "There is no such seat."),
    "not_in_hand": QT_TRANSLATE_NOOP("labels", "You do not hold that card."),
    "must_follow": QT_TRANSLATE_NOOP("labels", "You must follow %1."),
    "must_follow_trump": QT_TRANSLATE_NOOP("labels",
                                           "Trumps were led: you must follow with a trump."),
    # Schafkopf says it its own way (GLOSSARY §5, err.follow_suit.sk): "zugeben".
    "must_follow_sk": QT_TRANSLATE_NOOP("labels", "%1 was led: you must play %2."),
    "must_follow_trump_sk": QT_TRANSLATE_NOOP("labels", "Trump was led: you must play a trump."),
    "must_play_called": QT_TRANSLATE_NOOP(
        "labels", "The called suit was led: the called ace (%1) must be played."),
    "called_suit_lead": QT_TRANSLATE_NOOP(
        "labels", "You may lead the called suit only with the %1 itself "
        "(running away needs four cards of the suit)."),
    "called_suit_lead_sh": QT_TRANSLATE_NOOP(
        "labels", "You may lead the called suit only with the %1 itself until that suit has "
        "been led."),
    "called_no_discard": QT_TRANSLATE_NOOP("labels", "You may not discard the called ace (%1)."),
    "must_beat": QT_TRANSLATE_NOOP("labels", "You must beat the trick if you can."),
    "caller_keeps_suit": QT_TRANSLATE_NOOP(
        "labels", "Keep your last card of the called suit until that suit is led."),
    "must_overtrump": QT_TRANSLATE_NOOP("labels", "You must overtrump."),
    "must_overtrump_card": QT_TRANSLATE_NOOP("labels",
                                             "You must overtrump the %1 (with %2)."),
    "call_hearts": QT_TRANSLATE_NOOP(
        "labels", "The Hearts Ace cannot be called: hearts are trumps."),
    "call_own_ace": QT_TRANSLATE_NOOP("labels", "You cannot call an ace you hold."),
    "call_no_suit_card": QT_TRANSLATE_NOOP(
        "labels", "To call this ace you need another card of its suit."),
    "double_wrong_party": QT_TRANSLATE_NOOP("labels", "Your side cannot give %1."),
    "double_closed": QT_TRANSLATE_NOOP("labels", "%1 is not possible any more."),
    "not_allowed": QT_TRANSLATE_NOOP("labels", "That is not allowed here."),
    "wait": QT_TRANSLATE_NOOP("labels", "Wait a moment: the cards are still moving."),
    # Faroese Sjavs: bidding by the length of the trump suit
    "must_bid": QT_TRANSLATE_NOOP("labels",
                                  "Your cards beat the standing bid: you must bid %1."),
    "bid_form": QT_TRANSLATE_NOOP("labels", "A bid needs a length, simple or better."),
    "bid_too_short": QT_TRANSLATE_NOOP(
        "labels", "Your longest suit has %1 cards: you must pass (a bid needs %2)."),
    "bid_length": QT_TRANSLATE_NOOP("labels",
                                    "Your longest suit has %1 cards: you can only bid %1."),
    "bid_kind": QT_TRANSLATE_NOOP(
        "labels", "You cannot bid %1: a better bid is a clubs bid, and only clubs among your "
        "longest suits allow it."),
    "bid_too_low": QT_TRANSLATE_NOOP("labels", "Your bid must be higher than %1."),
    "bid_too_low_plain": QT_TRANSLATE_NOOP("labels",
                                           "Your bid must be higher than the standing bid."),
    "declare_suit": QT_TRANSLATE_NOOP("labels", "Name a trump suit."),
    "declare_clubs": QT_TRANSLATE_NOOP("labels", "You bid better: clubs must be trumps."),
    "declare_no_clubs": QT_TRANSLATE_NOOP(
        "labels", "You bid simple: you cannot name clubs (clubs need a better bid)."),
    "declare_length": QT_TRANSLATE_NOOP(
        "labels", "You bid %1: name a suit of that length (%2: %3)."),
    # Klørsjavs
    "discard_range": QT_TRANSLATE_NOOP("labels", "Exchange one or two cards."),
    "concession_off": QT_TRANSLATE_NOOP("labels", "These rules do not allow conceding."),
    "concede_not_declarer": QT_TRANSLATE_NOOP("labels", "Only the declarer can concede."),
    "concede_too_late": QT_TRANSLATE_NOOP(
        "labels", "It is too late to concede: the first card has been led."),
    "unknown_contract": QT_TRANSLATE_NOOP("labels", "That game cannot be bid here."),
    "declare_other_contract": QT_TRANSLATE_NOOP(
        "labels", "Name trumps for the game you bid (%1)."),
    # Sheepshead
    "illegal_card": QT_TRANSLATE_NOOP("labels", "You cannot play that card now."),
    "must_play_under": QT_TRANSLATE_NOOP(
        "labels", "The called suit was led: you must play your under card."),
    "under_card_only_called": QT_TRANSLATE_NOOP(
        "labels", "You may play the under card only to a lead of the called suit (or as your "
        "last card)."),
    "hold_card": QT_TRANSLATE_NOOP(
        "labels", "Keep your hold card until the called suit is led."),
    "blitz_then_pick": QT_TRANSLATE_NOOP("labels", "You showed a blitz: now you must pick."),
    "forced_pick": QT_TRANSLATE_NOOP("labels",
                                     "Everyone else passed: the dealer must pick."),
    "blitz_off": QT_TRANSLATE_NOOP("labels", "Blitzes are not played at this table."),
    "blitz_once": QT_TRANSLATE_NOOP("labels", "You have already shown a blitz."),
    "blitz_no_queens": QT_TRANSLATE_NOOP(
        "labels", "A blitz needs both black (or both red) queens in your hand."),
    "blitz_cards": QT_TRANSLATE_NOOP("labels", "A blitz must show its two queens."),
    "bury_illegal": QT_TRANSLATE_NOOP("labels", "You cannot bury these cards."),
    "declare_picker": QT_TRANSLATE_NOOP(
        "labels", "Declare the picker's game, alone or with a partner."),
    "alone_not_allowed": QT_TRANSLATE_NOOP(
        "labels", "You may not go alone: going alone is off and a call is possible."),
    "call_needed": QT_TRANSLATE_NOOP("labels", "Call a card, or go alone."),
    "call_up_off": QT_TRANSLATE_NOOP("labels", "Calling up is not played at this table."),
    "call_up_needs_jd": QT_TRANSLATE_NOOP(
        "labels", "You can call up only while holding the Jack of Diamonds."),
    "call_up_jack": QT_TRANSLATE_NOOP("labels",
                                      "Calling up names the next higher jack you lack."),
    "call_not_fail_ace": QT_TRANSLATE_NOOP(
        "labels", "Call a fail ace (or, holding all three fail aces, a fail ten)."),
    "call_own_card": QT_TRANSLATE_NOOP("labels",
                                       "You hold the %1 (in hand or bury): you cannot call it."),
    "unknown_call_off": QT_TRANSLATE_NOOP("labels",
                                          "The unknown call is not played at this table."),
    "unknown_call_not_needed": QT_TRANSLATE_NOOP(
        "labels", "You have a legal call: the unknown call is only for a picker who has none."),
    "unknown_call_has_suit": QT_TRANSLATE_NOOP(
        "labels", "An unknown call names a suit you hold no card of."),
    "under_card": QT_TRANSLATE_NOOP(
        "labels", "An unknown call sets exactly one of your cards aside as the under card."),
    "ten_call_off": QT_TRANSLATE_NOOP("labels", "Ten calls are not played at this table."),
    "ten_call_needs_aces": QT_TRANSLATE_NOOP(
        "labels", "You may call a ten only while holding all three fail aces."),
    "call_no_hold": QT_TRANSLATE_NOOP(
        "labels", "To call the %1 you must keep a card of its suit (the hold card)."),
    "crack_by_partner": QT_TRANSLATE_NOOP("labels",
                                          "You play with the picker: you cannot crack."),
    "crack_limit": QT_TRANSLATE_NOOP("labels", "Only one crack is allowed per hand."),
    "recrack_by_defender": QT_TRANSLATE_NOOP(
        "labels", "Only the picker or the partner can re-crack."),
    # Skat
    "bid_without_value": QT_TRANSLATE_NOOP("labels", "A bid needs a value."),
    "not_a_bid_value": QT_TRANSLATE_NOOP("labels", "%1 is not a bid value."),
    "not_a_bid_value_plain": QT_TRANSLATE_NOOP("labels", "That is not a bid value."),
    "forehand_18_only": QT_TRANSLATE_NOOP(
        "labels", "Both other players passed: you can only play at 18 or pass."),
    "discard_two": QT_TRANSLATE_NOOP("labels", "Discard exactly two different cards."),
    "not_a_card": QT_TRANSLATE_NOOP("labels", "That is not a card."),
    "no_jacks_in_skat": QT_TRANSLATE_NOOP(
        "labels", "Jacks may not be passed on in Schieberamsch."),
    "no_contract": QT_TRANSLATE_NOOP("labels", "Name the game you play."),
    "unknown_kind": QT_TRANSLATE_NOOP("labels",
                                      "That is not a Skat game (suit, Grand or Null)."),
    "unknown_flag": QT_TRANSLATE_NOOP("labels", "That is not a Skat announcement."),
    "suit_missing": QT_TRANSLATE_NOOP("labels", "A suit game must name its trump suit."),
    "unknown_suit": QT_TRANSLATE_NOOP("labels", "That is not a suit."),
    "suit_not_allowed": QT_TRANSLATE_NOOP("labels", "Grand and Null name no trump suit."),
    "hand_required": QT_TRANSLATE_NOOP(
        "labels", "You did not pick up the skat: the game is a hand game."),
    "hand_after_pickup": QT_TRANSLATE_NOOP(
        "labels", "You picked up the skat: the game cannot be a hand game."),
    "null_no_announcement": QT_TRANSLATE_NOOP("labels",
                                              "A Null game has no schneider or schwarz."),
    "ouvert_needs_hand": QT_TRANSLATE_NOOP(
        "labels", "A suit game or Grand ouvert must be played hand."),
    "ouvert_implies": QT_TRANSLATE_NOOP(
        "labels", "Ouvert includes schneider and schwarz announced: announce them too."),
    "announce_needs_hand": QT_TRANSLATE_NOOP(
        "labels", "Schneider and schwarz can be announced only in a hand game."),
    "schwarz_implies": QT_TRANSLATE_NOOP(
        "labels", "Schwarz announced includes schneider announced: announce it too."),
    "cannot_reach_bid": QT_TRANSLATE_NOOP(
        "labels", "This game is worth at most %1, below your bid of %2."),
    "raise_not_higher": QT_TRANSLATE_NOOP("labels", "A raise must be a higher game."),
    "raise_drops_announcement": QT_TRANSLATE_NOOP(
        "labels", "A raise keeps every announcement already made."),
    "unknown_double": QT_TRANSLATE_NOOP("labels", "Skat knows only Kontra and Re."),
    "double_out_of_turn": QT_TRANSLATE_NOOP("labels", "Only %1 can be said now."),
}
# Reasons whose %1 is the card in ``params["card"]``.
_CARD_REASONS = ("must_play_called", "called_suit_lead", "called_no_discard", "call_own_card",
                 "call_no_hold")


class Counts(QObject):
    """Texts with a count that need plural forms ("1 card", "2 cards"; Spanish and German
    alike). lupdate marks plural forms (``%n``) only in ``self.tr(text, "", n)`` calls, so
    these live in this class (translation context ``Counts``)."""

    def choose_first(self, n: int) -> str:
        return self.tr("Choose %n card(s) first.", "", n)

    def choose_exactly(self, n: int) -> str:
        return self.tr("Choose exactly %n card(s).", "", n)

    def jungfrau(self, n: int) -> str:
        return self.tr("Jungfrau: %n player(s) without a trick", "", n)

    def knocks(self, n: int) -> str:
        return self.tr("%n knock(s)", "", n)

    def ties_pending(self, n: int) -> str:
        return self.tr("60:60: no score (%n tie(s) pending)", "", n)

    def tie_bonus(self, n: int) -> str:
        return self.tr("60:60 bonus (%n tie(s))", "", n)

    def bury(self, n: int) -> str:
        return self.tr("Bury exactly %n card(s).", "", n)

    def doublers_pending(self, n: int) -> str:
        return self.tr("Doubler: %n hand(s) to be doubled", "", n)

    def pushes(self, n: int) -> str:
        return self.tr("Schieberamsch: pushed on unseen %n time(s)", "", n)


_counts: Counts | None = None


def counts() -> Counts:
    global _counts
    if _counts is None:
        _counts = Counts()
    return _counts


def reason_text(reason: str, params: Mapping[str, Any] | None, face: str,
                fallback: str = "", game: str = "") -> str:
    """The player's sentence for an ``IllegalAction`` reason id and its params."""
    p = dict(params or {})
    if reason == "must_follow":
        suit = p.get("suit")
        if game == "schafkopf":
            if suit == "trump":
                return tr(REASONS["must_follow_trump_sk"])
            if isinstance(suit, int):
                name = suit_name(suit, face)
                return tr(REASONS["must_follow_sk"]).replace(
                    "%1", name[:1].upper() + name[1:]).replace("%2", name)
        if suit == "trump":
            return tr(REASONS["must_follow_trump"])
        if isinstance(suit, int):
            return tr(REASONS["must_follow"]).replace("%1", suit_name(suit, face))
    if reason == "called_suit_lead" and game == "sheepshead" and p.get("card") is not None:
        return tr(REASONS["called_suit_lead_sh"]).replace("%1", _card_param(p["card"], face))
    if reason in _CARD_REASONS and p.get("card") is not None:
        return tr(REASONS[reason]).replace("%1", _card_param(p.get("card"), face))
    if reason == "bury_count" and isinstance(p.get("count"), int):
        return counts().bury(p["count"])
    if reason in ("double_wrong_party", "double_closed"):
        return tr(REASONS[reason]).replace("%1", double_kind(str(p.get("kind", ""))))
    if reason == "select_cards":
        return counts().choose_first(int(p.get("count", 0) or 0))
    if reason == "must_overtrump" and p.get("card"):
        others = [_card_param(c, face) for c in p.get("with") or ()]
        return tr(REASONS["must_overtrump_card"]).replace(
            "%1", _card_param(p.get("card"), face)).replace("%2", _either(others))
    if reason in ("must_bid", "bid_kind") and isinstance(p.get("kind"), str):
        bid = bid_text(p.get("value"), str(p["kind"]))
        return tr(REASONS[reason]).replace("%1", bid)
    if reason == "not_a_bid_value":
        if isinstance(p.get("value"), int):
            return tr(REASONS[reason]).replace("%1", number(p["value"]))
        return tr(REASONS["not_a_bid_value_plain"])
    if reason == "cannot_reach_bid" and isinstance(p.get("value"), int) \
            and isinstance(p.get("bid"), int):
        return tr(REASONS[reason]).replace("%1", number(p["value"])).replace(
            "%2", number(p["bid"]))
    if reason == "double_out_of_turn" and isinstance(p.get("expected"), str):
        return tr(REASONS[reason]).replace("%1", double_kind(p["expected"]))
    if reason == "bid_too_low":
        if isinstance(p.get("current"), int):  # Skat: the value standing
            return tr(REASONS["bid_too_low"]).replace("%1", number(p["current"]))
        if isinstance(p.get("value"), int):
            bid = bid_text(p["value"], str(p.get("kind", "")))
            return tr(REASONS["bid_too_low"]).replace("%1", bid)
        if isinstance(p.get("bid"), str):
            return tr(REASONS["bid_too_low"]).replace("%1", contract_kind(p["bid"]))
        return tr(REASONS["bid_too_low_plain"])
    if reason in ("bid_too_short", "bid_length") and isinstance(p.get("length"), int):
        return tr(REASONS[reason]).replace("%1", number(p["length"])).replace(
            "%2", number(int(p.get("minimum", 5))))
    if reason == "declare_length" and isinstance(p.get("suit"), int):
        name = suit_name(p["suit"], face)
        return tr(REASONS[reason]).replace("%1", number(int(p.get("value", 0)))).replace(
            "%2", name[:1].upper() + name[1:]).replace("%3", number(int(p.get("length", 0))))
    if reason == "discard_count":
        if isinstance(p.get("count"), int):
            return counts().choose_exactly(p["count"])
        return tr(REASONS["discard_range"])
    if reason == "declare_other_contract" and isinstance(p.get("bid"), str):
        return tr(REASONS[reason]).replace("%1", contract_kind(p["bid"]))
    if reason == "not_a_bid_value" and isinstance(p.get("value"), int):
        return tr(REASONS[reason]).replace("%1", number(p["value"]))
    if reason == "cannot_reach_bid" and isinstance(p.get("value"), int):
        return tr(REASONS[reason]).replace("%1", number(p["value"])).replace(
            "%2", number(int(p.get("bid", 0))))
    text = REASONS.get(reason)
    if text is not None and "%" not in text:
        return tr(text)
    # A reason without words yet (a game merged later): the engine's English sentence is
    # better than nothing for an English player; other languages get the general sentence.
    from .translations import manager
    if fallback and manager().current in ("", "en"):
        return fallback[:1].upper() + fallback[1:]
    return tr(REASONS["not_allowed"])


def bid_text(value: Any, kind: str) -> str:
    """A Sjavs-style bid: "6", "6 better"."""
    v = number(value) if isinstance(value, int) else str(value or "")
    return tr(BID_KINDS[kind]).replace("%1", v) if kind in BID_KINDS else v


def _either(items: Sequence[str]) -> str:
    """ "A", "A or B", "A, B or C"."""
    if len(items) <= 1:
        return items[0] if items else ""
    return QCoreApplication.translate("labels", "%1 or %2").replace(
        "%1", ", ".join(items[:-1])).replace("%2", items[-1])


def _card_param(value: Any, face: str) -> str:
    from ..engine.cards import CardParseError, parse_card
    if isinstance(value, int):
        return card_name(value, face)
    if isinstance(value, str):
        try:
            return card_name(parse_card(value), face)
        except CardParseError:
            return value
    return ""


# ------------------------------------------------------------------ results
RESULT_ITEMS = {
    "base": QT_TRANSLATE_NOOP("labels", "Base tariff"),
    "solo": QT_TRANSLATE_NOOP("labels", "Solo tariff"),
    # a Tout and Sie are priced at the solo tariff, then the sum is multiplied ("Tout tariff
    # 50" over "Tout counts double ×2" read as if the tout's own price were 50)
    "tout": QT_TRANSLATE_NOOP("labels", "Solo tariff"),
    "sie": QT_TRANSLATE_NOOP("labels", "Solo tariff"),
    "bettel": QT_TRANSLATE_NOOP("labels", "Bettel tariff"),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch tariff"),
    "schneider": QT_TRANSLATE_NOOP("labels", "Schneider"),
    "schwarz": QT_TRANSLATE_NOOP("labels", "Schwarz"),
    "laufende": QT_TRANSLATE_NOOP("labels", "Runners"),
    "tout_double": QT_TRANSLATE_NOOP("labels", "Tout: the sum counts double"),
    "sie_quadruple": QT_TRANSLATE_NOOP("labels", "Sie: the sum counts four times"),
    "doublings": QT_TRANSLATE_NOOP("labels", "Doublings"),
    "amount": QT_TRANSLATE_NOOP("labels", "Each pays or receives"),
    "durchmarsch": QT_TRANSLATE_NOOP("labels", "Durchmarsch"),
    "jungfrau": QT_TRANSLATE_NOOP("labels", "Jungfrau"),
    "thrown_in": QT_TRANSLATE_NOOP("labels", "Everyone passed: the cards are thrown in"),
    "stock": QT_TRANSLATE_NOOP("labels", "Everyone passed: each pays into the Stock"),
    "ramsch_loser": QT_TRANSLATE_NOOP("labels", "Loses with the most card points"),
    "laufende_caller_pays": QT_TRANSLATE_NOOP("labels", "Runners charged to the caller alone"),
    "laufende_partner_spared": QT_TRANSLATE_NOOP("labels", "Runners not charged to the partner"),
    "stock_won": QT_TRANSLATE_NOOP("labels", "From the Stock"),
    "stock_paid": QT_TRANSLATE_NOOP("labels", "Into the Stock"),
    "game": QT_TRANSLATE_NOOP("labels", "Game"),
    "hand": QT_TRANSLATE_NOOP("labels", "Hand"),
    "matadors": QT_TRANSLATE_NOOP("labels", "Matadors"),
    "base_value": QT_TRANSLATE_NOOP("labels", "Base value"),
    "game_value": QT_TRANSLATE_NOOP("labels", "Game value"),
    "overbid": QT_TRANSLATE_NOOP("labels", "Overbid"),
    "lost_double": QT_TRANSLATE_NOOP("labels", "Lost: counts double"),
    # Klørsjavs (øre rows and the contract game) and Faroese Sjavs (rows of the table)
    "all_tricks": QT_TRANSLATE_NOOP("labels", "All tricks"),
    "big_win": QT_TRANSLATE_NOOP("labels", "Won with 91 or more"),
    "win": QT_TRANSLATE_NOOP("labels", "Won"),
    "loss": QT_TRANSLATE_NOOP("labels", "Lost"),
    "lose": QT_TRANSLATE_NOOP("labels", "Lost"),
    "no_trick": QT_TRANSLATE_NOOP("labels", "No trick"),
    "conceded": QT_TRANSLATE_NOOP("labels", "Conceded"),
    "jan": QT_TRANSLATE_NOOP("labels", "Jan (under 31 points)"),
    "individual_vol": QT_TRANSLATE_NOOP("labels", "Vol by one player"),
    "vol": QT_TRANSLATE_NOOP("labels", "Vol (all tricks)"),
    "win_90": QT_TRANSLATE_NOOP("labels", "Won with 90 or more"),
    "javn": QT_TRANSLATE_NOOP("labels", "Javn (30 or less)"),
    "no_bid": QT_TRANSLATE_NOOP("labels", "No bid: 61 or more wins"),
    "tie": QT_TRANSLATE_NOOP("labels", "60:60"),
    "tie_bonus": QT_TRANSLATE_NOOP("labels", "60:60 bonus"),
    "cross": QT_TRANSLATE_NOOP("labels", "Cross"),
    # Sheepshead
    "win_schneider": QT_TRANSLATE_NOOP("labels", "Won, schneider"),
    "win_no_tricker": QT_TRANSLATE_NOOP("labels", "Won, no-tricker"),
    "loss_schneidered": QT_TRANSLATE_NOOP("labels", "Lost, schneidered"),
    "loss_no_tricker": QT_TRANSLATE_NOOP("labels", "Lost, no-tricker"),
    "unit": QT_TRANSLATE_NOOP("labels", "Unit"),
    "doubler": QT_TRANSLATE_NOOP("labels", "Doubler"),
    "bump": QT_TRANSLATE_NOOP("labels", "Double on the bump"),
    "per_defender": QT_TRANSLATE_NOOP("labels", "Each defender pays or receives"),
    "picker": QT_TRANSLATE_NOOP("labels", "Picker"),
    "partner": QT_TRANSLATE_NOOP("labels", "Partner"),
    "partner_exempt": QT_TRANSLATE_NOOP("labels", "Partner (pays nothing)"),
    "defender": QT_TRANSLATE_NOOP("labels", "Defender"),
    "leaster_winner": QT_TRANSLATE_NOOP("labels", "Leaster won"),
    "leaster_loser": QT_TRANSLATE_NOOP("labels", "Leaster lost"),
    "leaster_wash": QT_TRANSLATE_NOOP("labels", "Leaster: a wash, fewest points"),
    "schwanzer_count": QT_TRANSLATE_NOOP("labels", "Schwanzer count"),
    "schwanzer_loser": QT_TRANSLATE_NOOP("labels", "Schwanzer lost"),
    "doubler_added": QT_TRANSLATE_NOOP("labels", "Doubler"),
    # Skat: the game value level by level, the list and Seeger-Fabian
    "schneider_announced": QT_TRANSLATE_NOOP("labels", "Schneider announced"),
    "schwarz_announced": QT_TRANSLATE_NOOP("labels", "Schwarz announced"),
    "ouvert": QT_TRANSLATE_NOOP("labels", "Ouvert"),
    "value": QT_TRANSLATE_NOOP("labels", "Game value"),
    "bock": QT_TRANSLATE_NOOP("labels", "Bock"),
    "missed_announcement_single": QT_TRANSLATE_NOOP(
        "labels", "Lost only by the announcement: counts single"),
    "score": QT_TRANSLATE_NOOP("labels", "On the list"),
    "seeger_fabian": QT_TRANSLATE_NOOP("labels", "Seeger-Fabian: won game"),
    "seeger_fabian_lost": QT_TRANSLATE_NOOP("labels", "Seeger-Fabian: lost game"),
    "seeger_fabian_others": QT_TRANSLATE_NOOP("labels", "Each other player gets"),
    "passed": QT_TRANSLATE_NOOP("labels", "Everyone passed"),
    "pushes": QT_TRANSLATE_NOOP("labels", "Schieberamsch"),
}

LEVEL_WORDS = {
    "plain": QT_TRANSLATE_NOOP("labels", "plain"),
    "schneider": QT_TRANSLATE_NOOP("labels", "schneider"),
    "schwarz": QT_TRANSLATE_NOOP("labels", "schwarz"),
    "tout": QT_TRANSLATE_NOOP("labels", "tout"),
    "sie": QT_TRANSLATE_NOOP("labels", "Sie"),
    "bettel": QT_TRANSLATE_NOOP("labels", "Bettel"),
    "jan": QT_TRANSLATE_NOOP("labels", "jan"),
    "no_trick": QT_TRANSLATE_NOOP("labels", "no trick"),
    "win": QT_TRANSLATE_NOOP("labels", "won"),
    "win_schneider": QT_TRANSLATE_NOOP("labels", "won, schneider"),
    "win_no_tricker": QT_TRANSLATE_NOOP("labels", "won, no-tricker"),
    "loss": QT_TRANSLATE_NOOP("labels", "lost"),
    "loss_schneidered": QT_TRANSLATE_NOOP("labels", "lost, schneidered"),
    "loss_no_tricker": QT_TRANSLATE_NOOP("labels", "lost, no-tricker"),
}

OUTCOMES = {
    "thrown_in": QT_TRANSLATE_NOOP("labels", "Everyone passed: the cards are thrown in."),
    "stock": QT_TRANSLATE_NOOP("labels", "Everyone passed: each player pays into the Stock."),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch: the most card points lose."),
    "conceded": QT_TRANSLATE_NOOP("labels", "The declarer conceded."),
    "no_bid": QT_TRANSLATE_NOOP("labels", "Nobody bid: played with clubs trumps."),
    "leaster": QT_TRANSLATE_NOOP("labels", "Everyone passed: a leaster, the fewest points win."),
    "doubler": QT_TRANSLATE_NOOP(
        "labels", "Everyone passed: the cards are thrown in and a later hand counts double."),
    "schwanzer": QT_TRANSLATE_NOOP(
        "labels", "Everyone passed: Schwanzer, the hands are scored as dealt."),
    "passed": QT_TRANSLATE_NOOP("labels", "Everyone passed: the deal is void."),
}


def result_item(item: str) -> str:
    if item not in RESULT_ITEMS and item in CONTRACT_KINDS:
        return contract_kind(item)  # the contract game's base rate: "Stryger"
    return _lookup(RESULT_ITEMS, item)


def level_word(level: str) -> str:
    return _lookup(LEVEL_WORDS, level)


def outcome_text(outcome: str) -> str:
    return _lookup(OUTCOMES, outcome)


def side_names(side: int, names: Sequence[str]) -> str:
    """A Sjavs side: seats s and s+2 at a table of four, else the one seat."""
    seats = (side, side + 2) if len(names) == 4 else (side,)
    return join_names([names[x] for x in seats if 0 <= x < len(names)])


KLORSJAVS_WINS = ("win", "big_win", "all_tricks")  # a defender loses øre: the declarer won


# per-seat lines (Sheepshead; a Sauspiel's runners charged to the caller): each seat's
# payment, signed like the settlement
SEAT_PAYMENTS = ("picker", "partner", "partner_exempt", "defender", "leaster_winner",
                 "leaster_loser", "schwanzer_loser", "laufende_caller_pays",
                 "laufende_partner_spared")


def result_line(line: Mapping[str, Any], names: Sequence[str], game: str = "",
                declarer: int | None = None, points: int | None = None) -> tuple[str, str]:
    """One line of ``Result.details["lines"]`` as (label, amount text); ``game``, the
    ``declarer`` and his card ``points`` word the lines of a hand the declarer won."""
    item = str(line.get("item", ""))
    label = result_item(item)
    if game == "klorsjavs" and item in CONTRACT_KINDS:
        # the contract game's own rate: a Klørsjavs Tout costs 10 (not "Solo tariff", the
        # word for Schafkopf's Tout, priced at the solo tariff and then doubled)
        label = contract_kind(item)
    seat = line.get("seat")
    if game == "klorsjavs" and item in KLORSJAVS_WINS and isinstance(seat, int) \
            and declarer is not None and seat != declarer \
            and 0 <= seat < len(names) and 0 <= declarer < len(names):
        # a defender's øre, lost because the declarer won: "Ben won with 71 points: You".
        # It read "Won: You −4", as if that seat had won, and "Won with 91 or more" where
        # 18 cards need 86.
        if item == "all_tricks":
            text = tr(QT_TRANSLATE_NOOP("labels", "%1 took every trick: %2"))
        elif isinstance(points, int):
            text = tr(QT_TRANSLATE_NOOP("labels", "%1 won with %2 points: %3")).replace(
                "%2", number(points)).replace("%3", "%2")
        else:
            text = tr(QT_TRANSLATE_NOOP("labels", "%1 won: %2"))
        label = text.replace("%1", names[declarer]).replace("%2", names[seat])
        amount = line.get("amount")
        return label, signed(amount) if isinstance(amount, int) else "—"
    count = line.get("count")
    if item == "laufende" and count is not None:
        mit = line.get("mit")
        if mit is True:
            label = tr(QT_TRANSLATE_NOOP("labels", "Runners: with %1")).replace(
                "%1", number(count))
        elif mit is False:
            label = tr(QT_TRANSLATE_NOOP("labels", "Runners: without %1")).replace(
                "%1", number(count))
        else:
            label = tr(QT_TRANSLATE_NOOP("labels", "Runners: %1")).replace("%1", number(count))
    elif item == "jungfrau" and count is not None:
        label = counts().jungfrau(int(count))
        if "amount" not in line and "factor" not in line and line.get("mode"):
            return label, rule_value(str(line["mode"]))
    elif item == "durchmarsch" and isinstance(line.get("seat"), int):
        seat = line["seat"]
        who = names[seat] if 0 <= seat < len(names) else str(seat)
        label = tr(QT_TRANSLATE_NOOP("labels", "Durchmarsch by %1")).replace("%1", who)
    elif item == "doublings":
        parts = []
        knocks = line.get("knocks")
        if knocks:
            parts.append(counts().knocks(int(knocks)))
        for k in line.get("stoss") or line.get("kinds") or line.get("said") or ():
            parts.append(double_kind(str(k)))
        if parts:
            label = f"{label} ({', '.join(parts)})"
    elif item == "tie" and isinstance(line.get("ties_pending"), int):
        return counts().ties_pending(line["ties_pending"]), number(0)
    elif item == "tie_bonus" and isinstance(line.get("ties"), int):
        label = counts().tie_bonus(line["ties"])
    elif item == "solo" and "factor" in line and "amount" not in line:
        label = tr(QT_TRANSLATE_NOOP("labels", "Alone in a partner game"))
    elif item == "doubler_added" and isinstance(line.get("pending"), int):
        return counts().doublers_pending(line["pending"]), "× 2"
    elif item == "leaster_wash" and isinstance(line.get("points"), int):
        return label, number(line["points"])
    elif item == "schwanzer_count" and isinstance(line.get("seat"), int):
        seat = line["seat"]
        who = names[seat] if 0 <= seat < len(names) else str(seat)
        return QCoreApplication.translate("labels", "%1: %2", "result line: what, who") \
            .replace("%1", label).replace("%2", who), number(int(line.get("count", 0)))
    elif item in LEVEL_WORDS and "multiplier" in line and "amount" not in line:
        points = line.get("points")
        if isinstance(points, int):
            label = tr(QT_TRANSLATE_NOOP("labels", "%1 with %2 points")).replace(
                "%1", label).replace("%2", number(points))
        return label, f"× {number(int(line['multiplier']))}"
    elif item == "matadors" and isinstance(count, int) and "with" in line:
        # Skat: "with 2" / "without 3", each a level of the game value
        text = QT_TRANSLATE_NOOP("labels", "Matadors: with %1") if line["with"] else \
            QT_TRANSLATE_NOOP("labels", "Matadors: without %1")
        return tr(text).replace("%1", number(count)), number(count)
    elif "levels" in line and item != "value":
        # Skat: game, hand, schneider...; "sin skat" (Hand) starts a line in Spanish
        return label[:1].upper() + label[1:], number(int(line["levels"]))
    elif item == "value" and isinstance(line.get("base"), int):
        label = tr(QT_TRANSLATE_NOOP("labels", "Game value: %1 × %2")).replace(
            "%1", number(int(line.get("levels", 0)))).replace("%2", number(line["base"]))
        return label, number(int(line.get("value", 0)))
    elif item == "null" and isinstance(line.get("value"), int):
        return label, number(line["value"])
    elif item == "overbid" and isinstance(line.get("bid"), int):
        label = tr(QT_TRANSLATE_NOOP("labels", "Overbid: bid %1")).replace(
            "%1", number(line["bid"]))
        return label, number(int(line.get("value", 0)))
    elif item == "ramsch" and isinstance(line.get("points"), int) and "amount" not in line:
        # Skat's Ramsch: who loses, with his card points (players tied for the most all lose)
        losers = [names[x] for x in line.get("seats") or ()
                  if isinstance(x, int) and 0 <= x < len(names)]
        if not losers:  # a record from before the seats were in the line
            return tr(QT_TRANSLATE_NOOP("labels", "Ramsch: most card points")), \
                number(line["points"])
        text = QT_TRANSLATE_NOOP("labels", "Loses with the most card points: %1") \
            if len(losers) == 1 else \
            QT_TRANSLATE_NOOP("labels", "Tied for most card points, all tied lose: %1")
        return tr(text).replace("%1", join_names(losers)), number(line["points"])
    elif item == "pushes" and isinstance(count, int):
        label = counts().pushes(count)
    elif item == "seeger_fabian" and isinstance(line.get("amount"), int) \
            and line["amount"] < 0:
        label = tr(RESULT_ITEMS["seeger_fabian_lost"])
    elif item == "ramsch_loser" and isinstance(seat, int) and 0 <= seat < len(names):
        # Schafkopf's Ramsch: who pays, with his card points; a tie for the most says how it
        # was decided (the card points of two players read the same)
        text = {
            "trump": QT_TRANSLATE_NOOP("labels", "Tied for most card points, took the highest "
                                                 "trump: %1"),
            "tricks": QT_TRANSLATE_NOOP("labels", "Tied for most card points, took more "
                                                  "tricks: %1"),
            "all": QT_TRANSLATE_NOOP("labels", "Tied for most card points, all tied lose: %1"),
        }.get(str(line.get("tie", "")),
              QT_TRANSLATE_NOOP("labels", "Loses with the most card points: %1"))
        points = line.get("points")
        return tr(text).replace("%1", names[seat]), \
            number(points) if isinstance(points, int) else "—"
    elif item in ("stock_won", "stock_paid") and isinstance(line.get("seats"), list):
        # Schafkopf's Stock: what the player party takes from the pot or pays into it, on top
        # of the game's amount (each of a Sauspiel's pair; a soloist alone)
        seats = [s for s in line["seats"] if isinstance(s, int) and 0 <= s < len(names)]
        each = len(seats) > 1
        if item == "stock_won":
            text = QT_TRANSLATE_NOOP("labels", "From the Stock to %1, each") if each else \
                QT_TRANSLATE_NOOP("labels", "From the Stock to %1")
        else:
            text = QT_TRANSLATE_NOOP("labels", "Into the Stock from %1, each") if each else \
                QT_TRANSLATE_NOOP("labels", "Into the Stock from %1")
        amount = line.get("amount")
        return tr(text).replace("%1", join_names([names[s] for s in seats])), \
            signed(amount) if isinstance(amount, int) else "—"
    elif item == "missed_announcement_single":
        return label, "× 1"
    elif item == "cross" and isinstance(line.get("side"), int):
        text = QT_TRANSLATE_NOOP("labels", "Double cross for %1") if line.get("double") else \
            QT_TRANSLATE_NOOP("labels", "Cross for %1")
        # the amount is how many crosses it counts for
        return tr(text).replace("%1", side_names(line["side"], names)), \
            number(2 if line.get("double") else 1)
    elif isinstance(line.get("seat"), int) and 0 <= line["seat"] < len(names):
        label = QCoreApplication.translate("labels", "%1: %2", "result line: what, who") \
            .replace("%1", label).replace("%2", names[line["seat"]])
    if "factor" in line and "amount" not in line:
        return label, f"× {number(int(line['factor']))}"
    amount = line.get("amount")
    if isinstance(amount, int):
        # what a seat pays or receives reads as the settlement does ("Defender: Anna +4"
        # under "Picker: You −8"); other amounts are sizes ("Each defender pays 4")
        if item in SEAT_PAYMENTS:
            return label, signed(amount)
        return label, number(amount) if amount >= 0 else signed(amount)
    rest = [f"{k} {v}" for k, v in line.items() if k not in ("item", "seat")]
    return label, ", ".join(rest) or "—"


# ------------------------------------------------------------------ house rules
RULE_GROUPS = {
    "general": QT_TRANSLATE_NOOP("labels", "General"),
    "deal": QT_TRANSLATE_NOOP("labels", "Deal"),
    "all pass": QT_TRANSLATE_NOOP("labels", "When everyone passes"),
    "tariff": QT_TRANSLATE_NOOP("labels", "Tariff"),
    "doubling": QT_TRANSLATE_NOOP("labels", "Doubling"),
    "contracts": QT_TRANSLATE_NOOP("labels", "Games"),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch"),
    "scoring": QT_TRANSLATE_NOOP("labels", "Scoring"),
    "bidding": QT_TRANSLATE_NOOP("labels", "Bidding"),
    "play": QT_TRANSLATE_NOOP("labels", "Play"),
    "game": QT_TRANSLATE_NOOP("labels", "Game"),
    "cat": QT_TRANSLATE_NOOP("labels", "The cat"),
    "table": QT_TRANSLATE_NOOP("labels", "Table"),
    "partner": QT_TRANSLATE_NOOP("labels", "Partner"),
    "declaration": QT_TRANSLATE_NOOP("labels", "Declaring"),
    "bock": QT_TRANSLATE_NOOP("labels", "Bock rounds"),
}

RULE_KEYS = {
    "deck": QT_TRANSLATE_NOOP("labels", "Pack"),
    "all_pass": QT_TRANSLATE_NOOP("labels", "All pass"),
    "tariff": QT_TRANSLATE_NOOP("labels", "Tariff"),
    "ramsch_tariff": QT_TRANSLATE_NOOP("labels", "Ramsch tariff"),
    "stock_cap": QT_TRANSLATE_NOOP("labels", "Stock limit"),
    "muss_win_points": QT_TRANSLATE_NOOP("labels", "Forced game needs"),
    "lauf_min_sauspiel_solo": QT_TRANSLATE_NOOP("labels", "Runners from (Sauspiel, Solo)"),
    "lauf_min_wenz": QT_TRANSLATE_NOOP("labels", "Runners from (Wenz, Geier)"),
    "laufende_to_caller_only": QT_TRANSLATE_NOOP("labels", "Runners charged to the caller"),
    "klopfen": QT_TRANSLATE_NOOP("labels", "Knocking (Klopfen)"),
    "kontra_window": QT_TRANSLATE_NOOP("labels", "Kontra until"),
    "max_stoss": QT_TRANSLATE_NOOP("labels", "Doublings in a row"),
    "contracts_enabled": QT_TRANSLATE_NOOP("labels", "Games allowed"),
    "priority_table": QT_TRANSLATE_NOOP("labels", "Game ranking (lowest first)"),
    "herz_solo_priority": QT_TRANSLATE_NOOP("labels", "Hearts Solo priority"),
    "tout_allowed_without_runners": QT_TRANSLATE_NOOP("labels", "Tout without runners"),
    "bettel_stichzwang": QT_TRANSLATE_NOOP("labels", "Bettel: must beat"),
    "caller_keeps_called_suit": QT_TRANSLATE_NOOP("labels", "Caller keeps the called suit"),
    "ramsch_tie": QT_TRANSLATE_NOOP("labels", "Ramsch tie"),
    "ramsch_jungfrau": QT_TRANSLATE_NOOP("labels", "Jungfrau"),
    "ramsch_durchmarsch": QT_TRANSLATE_NOOP("labels", "Durchmarsch"),
    # Klørsjavs
    "variant": QT_TRANSLATE_NOOP("labels", "Variant"),
    "start_oere": QT_TRANSLATE_NOOP("labels", "Øre at the start"),
    "cat_exchange": QT_TRANSLATE_NOOP("labels", "Stroking the cat"),
    "allow_concession": QT_TRANSLATE_NOOP("labels", "Conceding"),
    "untouched_penalty": QT_TRANSLATE_NOOP("labels", "Forfeit for the untouched"),
    "farvesjavs": QT_TRANSLATE_NOOP("labels", "Farvesjavs"),
    "no_trick_row": QT_TRANSLATE_NOOP("labels", "Declarer without a trick"),
    "contract_loss": QT_TRANSLATE_NOOP("labels", "A lost contract costs"),
    # Faroese Sjavs
    "deal_pattern": QT_TRANSLATE_NOOP("labels", "Cut or tap"),
    "equal_bid_winner": QT_TRANSLATE_NOOP("labels", "Equal bids"),
    "must_name_clubs_if_possible": QT_TRANSLATE_NOOP("labels", "Clubs must be bid better"),
    "must_overtrump": QT_TRANSLATE_NOOP("labels", "Must overtrump"),
    "overtrump_partner": QT_TRANSLATE_NOOP("labels", "Overtrump the partner too"),
    "overtrump_trump_lead": QT_TRANSLATE_NOOP("labels", "Overtrump on a trump lead"),
    "tie_bonus": QT_TRANSLATE_NOOP("labels", "60:60 bonus"),
    "defender_scoring": QT_TRANSLATE_NOOP("labels", "Defenders score"),
    "individual_vol_bonus": QT_TRANSLATE_NOOP("labels", "Vol by one player"),
    "rubber_start": QT_TRANSLATE_NOOP("labels", "Ladder starts at"),
    # Sheepshead
    "players": QT_TRANSLATE_NOOP("labels", "Players"),
    "four_handed": QT_TRANSLATE_NOOP("labels", "Four players"),
    "partner_mode": QT_TRANSLATE_NOOP("labels", "Partner"),
    "call_up": QT_TRANSLATE_NOOP("labels", "Call-up"),
    "allow_go_alone": QT_TRANSLATE_NOOP("labels", "Going alone"),
    "ten_call": QT_TRANSLATE_NOOP("labels", "Ten call"),
    "unknown_call": QT_TRANSLATE_NOOP("labels", "Unknown call (under card)"),
    "partner_may_run": QT_TRANSLATE_NOOP("labels", "Partner may run"),
    "leaster_blind": QT_TRANSLATE_NOOP("labels", "Leaster: the blind goes to"),
    "leaster_requires_trick": QT_TRANSLATE_NOOP("labels", "Leaster needs a trick"),
    "leaster_tie": QT_TRANSLATE_NOOP("labels", "Leaster tie"),
    "doubler_stacking": QT_TRANSLATE_NOOP("labels", "Doublers"),
    "doubler_dealer": QT_TRANSLATE_NOOP("labels", "After a doubler"),
    "cracks": QT_TRANSLATE_NOOP("labels", "Cracks"),
    "crack_eligibility": QT_TRANSLATE_NOOP("labels", "Who may crack"),
    "max_cracks": QT_TRANSLATE_NOOP("labels", "Cracks per hand"),
    "blitz": QT_TRANSLATE_NOOP("labels", "Blitz"),
    "double_on_the_bump": QT_TRANSLATE_NOOP("labels", "Double on the bump"),
    "solo_multiplier": QT_TRANSLATE_NOOP("labels", "Alone multiplier"),
    "partner_exempt_on_no_trick": QT_TRANSLATE_NOOP("labels", "Partner exempt without a trick"),
    "schneider_symmetric": QT_TRANSLATE_NOOP("labels", "Schneider for both sides"),
    "wergin_3hand": QT_TRANSLATE_NOOP("labels", "Wergin (3 players)"),
    # Skat
    "table_size": QT_TRANSLATE_NOOP("labels", "Players at the table"),
    "scoring": QT_TRANSLATE_NOOP("labels", "Scoring system"),
    "missed_announcement_single": QT_TRANSLATE_NOOP("labels",
                                                    "Missed announcement counts single"),
    "refuse_unreachable": QT_TRANSLATE_NOOP("labels", "Refuse games below the bid"),
    "allow_raise_before_lead": QT_TRANSLATE_NOOP("labels", "Raise before the first card"),
    "seeger_fabian_dealer_bonus": QT_TRANSLATE_NOOP("labels",
                                                    "Seeger-Fabian: the dealer scores too"),
    "ramsch_scoring": QT_TRANSLATE_NOOP("labels", "Ramsch scoring"),
    "ramsch_skat": QT_TRANSLATE_NOOP("labels", "Ramsch: the skat goes to"),
    "schieberamsch": QT_TRANSLATE_NOOP("labels", "Schieberamsch"),
    "schieberamsch_jacks": QT_TRANSLATE_NOOP("labels", "Schieberamsch: jacks may be passed"),
    "kontra_re": QT_TRANSLATE_NOOP("labels", "Kontra and Re"),
    "kontra_overbid": QT_TRANSLATE_NOOP("labels", "Overbid checked with"),
    "bock": QT_TRANSLATE_NOOP("labels", "Bock rounds"),
    "bock_triggers": QT_TRANSLATE_NOOP("labels", "A Bock round after"),
}

RULE_VALUES = {
    "LONG32": QT_TRANSLATE_NOOP("labels", "Long pack (32)"),
    "SHORT24": QT_TRANSLATE_NOOP("labels", "Short pack (24)"),
    "REDEAL": QT_TRANSLATE_NOOP("labels", "Throw in and redeal"),
    "RAMSCH": QT_TRANSLATE_NOOP("labels", "Play Ramsch"),
    "STOCK": QT_TRANSLATE_NOOP("labels", "Pay into the Stock"),
    "MUSS": QT_TRANSLATE_NOOP("labels", "The Acorns Ober must play"),
    "BEFORE_FIRST_CARD": QT_TRANSLATE_NOOP("labels", "Before the first card"),
    "BEFORE_SECOND_CARD": QT_TRANSLATE_NOOP("labels", "Before the second card"),
    "ALL_CARDS_IN_HAND": QT_TRANSLATE_NOOP("labels", "While the doubler holds all cards"),
    "NONE": QT_TRANSLATE_NOOP("labels", "None"),
    "HERZ_SOLO_FIRST": QT_TRANSLATE_NOOP("labels", "Hearts Solo outranks other solos"),
    "YES": QT_TRANSLATE_NOOP("labels", "Allowed"),
    "MIN_3_RUNNERS": QT_TRANSLATE_NOOP("labels", "Only with three runners"),
    "HIGHEST_TRUMP_LOSES": QT_TRANSLATE_NOOP("labels", "Highest trump loses"),
    "MORE_TRICKS_LOSES": QT_TRANSLATE_NOOP("labels", "More tricks lose"),
    "ALL_TIED_LOSE": QT_TRANSLATE_NOOP("labels", "All tied players lose"),
    "DOUBLE_ALL": QT_TRANSLATE_NOOP("labels", "Doubles every payment"),
    "DOUBLE_INDIVIDUALLY_ONCE": QT_TRANSLATE_NOOP("labels", "Doubles the Jungfrau's share once"),
    "DOUBLE_INDIVIDUALLY_MULTIPLE": QT_TRANSLATE_NOOP(
        "labels", "Doubles the Jungfrau's share per Jungfrau"),
    "OFF": QT_TRANSLATE_NOOP("labels", "Off"),
    "ALL_TRICKS": QT_TRANSLATE_NOOP("labels", "All tricks"),
    "AT_LEAST_91": QT_TRANSLATE_NOOP("labels", "At least 91 points"),
    # Klørsjavs
    "3P_20": QT_TRANSLATE_NOOP("labels", "3 players, 20 cards"),
    "4P_18": QT_TRANSLATE_NOOP("labels", "4 players, 18 cards (Flyvesjavs)"),
    "CONTRACT_TENS": QT_TRANSLATE_NOOP("labels", "Contract game with Tens"),
    "REDEAL_NEXT_DEALER": QT_TRANSLATE_NOOP("labels", "The next dealer deals"),
    "REDEAL_SAME_DEALER": QT_TRANSLATE_NOOP("labels", "The same dealer deals again"),
    "BLIND": QT_TRANSLATE_NOOP("labels", "Discard blind, then take the cat"),
    "LOOK_FIRST": QT_TRANSLATE_NOOP("labels", "Take the cat, then discard"),
    "BY_TRICKS": QT_TRANSLATE_NOOP("labels", "Loses 16 whatever the cat holds"),
    "BY_POINTS": QT_TRANSLATE_NOOP("labels", "Loses 8 if the cat gives him points"),
    "SCALED_NOT_TOUT": QT_TRANSLATE_NOOP("labels", "Spil and Stryger ×2 or ×3, Tout the base"),
    "BASE_RATE": QT_TRANSLATE_NOOP("labels", "Always the base rate"),
    "SCALED_ALL": QT_TRANSLATE_NOOP("labels", "×2 or ×3 for every game"),
    # Faroese Sjavs
    "TORSHAVN": QT_TRANSLATE_NOOP("labels", "Tórshavn"),
    "SUDUROY": QT_TRANSLATE_NOOP("labels", "Suðuroy (not available yet)"),
    "CUT": QT_TRANSLATE_NOOP("labels", "Cut"),
    "TAP": QT_TRANSLATE_NOOP("labels", "Tap"),
    "PLAY_NO_BID": QT_TRANSLATE_NOOP("labels", "Play with clubs trumps"),
    "EARLIER_BIDDER": QT_TRANSLATE_NOOP("labels", "The earlier bidder keeps it"),
    "LATER_BIDDER": QT_TRANSLATE_NOOP("labels", "The later bidder takes it"),
    "2_SIMPLE_4_CLUBS": QT_TRANSLATE_NOOP("labels", "2, or 4 in clubs"),
    "PAGAT": QT_TRANSLATE_NOOP("labels", "4, 8 or 16 by the result"),
    "FLAT": QT_TRANSLATE_NOOP("labels", "Always 4 (8 in clubs)"),
    # Sheepshead
    "CUTTHROAT": QT_TRANSLATE_NOOP("labels", "Cutthroat (picker alone)"),
    "PARTNER": QT_TRANSLATE_NOOP("labels", "With a partner"),
    "JD": QT_TRANSLATE_NOOP("labels", "Jack of Diamonds"),
    "CALLED_ACE": QT_TRANSLATE_NOOP("labels", "Called ace"),
    "LEASTER": QT_TRANSLATE_NOOP("labels", "Play a leaster"),
    "DOUBLER": QT_TRANSLATE_NOOP("labels", "Throw in, a later hand doubled"),
    "FORCED_PICK": QT_TRANSLATE_NOOP("labels", "The dealer must pick"),
    "SCHWANZER": QT_TRANSLATE_NOOP("labels", "Schwanzer (score the hands)"),
    "LAST_TRICK": QT_TRANSLATE_NOOP("labels", "The last trick's winner"),
    "FIRST_TRICK": QT_TRANSLATE_NOOP("labels", "The first trick's winner"),
    "ALL_TIED_WIN": QT_TRANSLATE_NOOP("labels", "All tied players win"),
    "WASH": QT_TRANSLATE_NOOP("labels", "A wash: nobody is paid"),
    "COUNT": QT_TRANSLATE_NOOP("labels", "One later hand each"),
    "COMPOUND": QT_TRANSLATE_NOOP("labels", "The next hand, once per doubler"),
    "NEXT_DEALER": QT_TRANSLATE_NOOP("labels", "The next dealer deals"),
    "SAME_DEALER": QT_TRANSLATE_NOOP("labels", "The same dealer deals again (up to 3 times)"),
    "AFTER_PICKER_ONLY": QT_TRANSLATE_NOOP("labels", "Only players after the picker"),
    "ANY_DEFENDER": QT_TRANSLATE_NOOP("labels", "Any defender"),
    "1+1": QT_TRANSLATE_NOOP("labels", "Crack and re-crack"),
    "1+0": QT_TRANSLATE_NOOP("labels", "Crack only"),
    "BLACK_QUEENS": QT_TRANSLATE_NOOP("labels", "Black queens"),
    "BLACK_AND_RED_QUEENS": QT_TRANSLATE_NOOP("labels", "Black or red queens"),
    # Skat
    "ISKO_LIST": QT_TRANSLATE_NOOP("labels", "ISkO list"),
    "SEEGER_FABIAN": QT_TRANSLATE_NOOP("labels", "Seeger-Fabian"),
    "LOSER_MINUS_POINTS": QT_TRANSLATE_NOOP("labels", "The loser scores his card points minus"),
    "LOSER": QT_TRANSLATE_NOOP("labels", "The loser"),
    "UNDOUBLED": QT_TRANSLATE_NOOP("labels", "The value before Kontra and Re"),
    "DOUBLED": QT_TRANSLATE_NOOP("labels", "The value after Kontra and Re"),
    "sixty_sixty": QT_TRANSLATE_NOOP("labels", "60:60"),
    "kontra_lost": QT_TRANSLATE_NOOP("labels", "A lost game with Kontra"),
    "re": QT_TRANSLATE_NOOP("labels", "A game with Re"),
    "grand_hand": QT_TRANSLATE_NOOP("labels", "A won Grand Hand"),
    "value_100": QT_TRANSLATE_NOOP("labels", "A game worth 100 or more"),
}

PRESETS = {
    "wirtshaus": QT_TRANSLATE_NOOP("labels", "Wirtshaus (standard)"),
    "turnier": QT_TRANSLATE_NOOP("labels", "Tournament"),
    "kurz": QT_TRANSLATE_NOOP("labels", "Short pack"),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch and Klopfen"),
    "alles": QT_TRANSLATE_NOOP("labels", "Everything on"),
    "stock": QT_TRANSLATE_NOOP("labels", "Stock"),
    "muss": QT_TRANSLATE_NOOP("labels", "Der Alte muss"),
    # Klørsjavs
    "standard": QT_TRANSLATE_NOOP("labels", "Standard"),
    "look_first": QT_TRANSLATE_NOOP("labels", "Look at the cat first"),
    "flyvesjavs": QT_TRANSLATE_NOOP("labels", "Flyvesjavs (4 players)"),
    "tens": QT_TRANSLATE_NOOP("labels", "Contract game with Tens"),
    "farvesjavs": QT_TRANSLATE_NOOP("labels", "Farvesjavs"),
    # Faroese Sjavs
    "torshavn": QT_TRANSLATE_NOOP("labels", "Tórshavn (standard)"),
    "sjavs_backend": QT_TRANSLATE_NOOP("labels", "Online rules (sjavs-backend)"),
    "base_system": QT_TRANSLATE_NOOP("labels", "Base system"),
    "tap": QT_TRANSLATE_NOOP("labels", "Tap instead of cut"),
    # Sheepshead
    "tavern": QT_TRANSLATE_NOOP("labels", "Tavern (standard)"),
    "called-ace": QT_TRANSLATE_NOOP("labels", "Called ace"),
    "doubler": QT_TRANSLATE_NOOP("labels", "Doublers"),
    "three-handed": QT_TRANSLATE_NOOP("labels", "Three-handed"),
    "four-handed": QT_TRANSLATE_NOOP("labels", "Four-handed cutthroat"),
    "four-handed-partner": QT_TRANSLATE_NOOP("labels", "Four-handed with a partner"),
    "tournament": QT_TRANSLATE_NOOP("labels", "Tournament"),
    # Skat
    "isko": QT_TRANSLATE_NOOP("labels", "ISkO (standard)"),
    "isko-4": QT_TRANSLATE_NOOP("labels", "ISkO, four at the table"),
    "seeger-fabian": QT_TRANSLATE_NOOP("labels", "Seeger-Fabian (tournament)"),
    "seeger-fabian-4": QT_TRANSLATE_NOOP("labels", "Seeger-Fabian, four at the table"),
    "kneipe": QT_TRANSLATE_NOOP("labels", "Pub table (Ramsch, Kontra, Bock)"),
    "schieberamsch": QT_TRANSLATE_NOOP("labels", "Schieberamsch"),
}


def rule_group(group: str) -> str:
    return _lookup(RULE_GROUPS, group)


def rule_key(key: str) -> str:
    return _lookup(RULE_KEYS, key)


def rule_value(value: Any) -> str:
    """A house-rule value (a choice identifier, a contract name in a set...) in words."""
    if isinstance(value, bool):
        return tr(QT_TRANSLATE_NOOP("labels", "On")) if value else tr(
            QT_TRANSLATE_NOOP("labels", "Off"))
    if isinstance(value, int):
        return number(value)
    text = str(value)
    if text in RULE_VALUES:
        return tr(RULE_VALUES[text])
    if text in CONTRACT_KINDS:
        return contract_kind(text)
    if text in CONTRACT_FLAGS:
        return contract_flag(text)
    return _fallback(text) if text.isupper() or "_" in text else text


def rule_help(help_text: str, key: str = "", game: str = "") -> str:
    """The one-line explanation of a house rule. The engine writes it in English
    (``option(help=...)``); ``rule_texts.py`` lists every one for lupdate in the context
    ``rules``, keyed by ``game.key`` (the disambiguation), so it is translated like any other
    text while the engine stays free of Qt. A text the translations do not know yet (the
    engine changed it) is shown as the engine wrote it."""
    if key and game:
        return QCoreApplication.translate("rules", help_text, f"{game}.{key}")
    return QCoreApplication.translate("rules", help_text)


def preset_name(name: str) -> str:
    return _lookup(PRESETS, name) if name in PRESETS else name
