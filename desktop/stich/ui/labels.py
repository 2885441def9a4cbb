"""Engine identifiers turned into English words: the one place the UI names engine things.

The engine speaks in identifiers (``"sauspiel"``, ``"must_follow"``, ``"QC"``, ``"kontra"``,
house-rule keys and values, result line items). Every word the player sees for them comes from
here. Each text is marked with ``QT_TRANSLATE_NOOP("labels", ...)`` and looked up with
``QCoreApplication.translate("labels", ...)`` so the translation engineer can run ``lupdate``
over this module; unknown identifiers (a game merged later) fall back to a readable form of the
identifier itself rather than failing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine.actions import Action, Contract
from ..engine.cards import ACE, rank_of, suit_of

CTX = "labels"


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


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
GERMAN_SUITS = (QT_TRANSLATE_NOOP("labels", "Acorns"), QT_TRANSLATE_NOOP("labels", "Leaves"),
                QT_TRANSLATE_NOOP("labels", "Hearts"), QT_TRANSLATE_NOOP("labels", "Bells"))
FRENCH_RANKS = (
    QT_TRANSLATE_NOOP("labels", "Ace"), QT_TRANSLATE_NOOP("labels", "Ten"),
    QT_TRANSLATE_NOOP("labels", "King"), QT_TRANSLATE_NOOP("labels", "Queen"),
    QT_TRANSLATE_NOOP("labels", "Jack"), QT_TRANSLATE_NOOP("labels", "Nine"),
    QT_TRANSLATE_NOOP("labels", "Eight"), QT_TRANSLATE_NOOP("labels", "Seven"),
    QT_TRANSLATE_NOOP("labels", "Five"),
)
GERMAN_RANKS = (
    QT_TRANSLATE_NOOP("labels", "Ace"), QT_TRANSLATE_NOOP("labels", "Ten"),
    QT_TRANSLATE_NOOP("labels", "King"), QT_TRANSLATE_NOOP("labels", "Ober"),
    QT_TRANSLATE_NOOP("labels", "Unter"), QT_TRANSLATE_NOOP("labels", "Nine"),
    QT_TRANSLATE_NOOP("labels", "Eight"), QT_TRANSLATE_NOOP("labels", "Seven"),
    QT_TRANSLATE_NOOP("labels", "Five"),
)
SUIT_SYMBOLS = ("♣", "♠", "♥", "♦")


def is_german(face: str) -> bool:
    return face == "german"


def suit_name(suit: int, face: str) -> str:
    """A suit in running text: "hearts" (French) or "Hearts" (German pattern)."""
    return tr((GERMAN_SUITS if is_german(face) else FRENCH_SUITS)[suit])


def card_name(c: int, face: str) -> str:
    """A card in words: "Queen of clubs", or for the German pattern "Acorns Ober"."""
    s, r = suit_of(c), rank_of(c)
    if is_german(face):
        return QCoreApplication.translate(CTX, "%1 %2").replace("%1", tr(GERMAN_SUITS[s])) \
            .replace("%2", tr(GERMAN_RANKS[r]))
    return QCoreApplication.translate(CTX, "%1 of %2").replace("%1", tr(FRENCH_RANKS[r])) \
        .replace("%2", tr(FRENCH_SUITS[s]))


def card_short(c: int, face: str) -> str:
    """A compact card text for tables and logs: "Q♣", "10♥" (German: "O♣" style with symbols)."""
    s, r = suit_of(c), rank_of(c)
    ranks_fr = ("A", "10", "K", "Q", "J", "9", "8", "7", "5")
    ranks_de = ("A", "10", "K", "O", "U", "9", "8", "7", "5")
    rank = (ranks_de if is_german(face) else ranks_fr)[r]
    return rank + SUIT_SYMBOLS[s]


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
    # Skat
    "suit": QT_TRANSLATE_NOOP("labels", "Suit game"),
    "grand": QT_TRANSLATE_NOOP("labels", "Grand"),
    "null": QT_TRANSLATE_NOOP("labels", "Null"),
    # Sjavs
    "spil": QT_TRANSLATE_NOOP("labels", "Spil"),
    "stryger": QT_TRANSLATE_NOOP("labels", "Stryger"),
    "tout": QT_TRANSLATE_NOOP("labels", "Tout"),
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
}

# Kinds whose suit is the called card's suit rather than the trump suit.
_CALLING_KINDS = ("sauspiel",)
# Kinds whose suit names the trump suit ("Hearts Solo", "Suit Wenz in Bells").
_SUIT_PREFIX_KINDS = ("solo", "suit")


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
    if contract.suit is not None:
        if kind in _CALLING_KINDS:
            base = QCoreApplication.translate(CTX, "%1 with the %2").replace("%1", base) \
                .replace("%2", ace_name(contract.suit, face))
        elif kind in _SUIT_PREFIX_KINDS:
            name = suit_name(contract.suit, face)
            name = name[:1].upper() + name[1:]
            base = name if kind == "suit" else \
                QCoreApplication.translate(CTX, "%1 %2").replace("%1", name).replace("%2", base)
        else:
            base = QCoreApplication.translate(CTX, "%1 in %2").replace("%1", base) \
                .replace("%2", suit_name(contract.suit, face))
    flags = [contract_flag(f) for f in sorted(contract.flags)]
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
             "hold": QT_TRANSLATE_NOOP("labels", "Yes (hold)")},
    "klorsjavs": {"intent": QT_TRANSLATE_NOOP("labels", "Play"),
                  "discard": QT_TRANSLATE_NOOP("labels", "Stroke the cat")},
    "sjavs": {"concede": QT_TRANSLATE_NOOP("labels", "Concede")},
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


def action_type(kind: str, game: str = "") -> str:
    special = GAME_ACTIONS.get(game, {}).get(kind)
    if special is not None:
        return tr(special)
    return _lookup(ACTION_TYPES, kind)


def double_kind(kind: str) -> str:
    return _lookup(DOUBLE_KINDS, kind)


def role_name(role: str, game: str = "") -> str:
    if role == "declarer":
        role = DECLARER_ROLE.get(game, "declarer")
    return _lookup(ROLES, role)


def action_text(action: Action, game: str, face: str) -> str:
    """A short text of an action for the history, bubbles and buttons ("Kontra", "Bid 18")."""
    t = action.type
    if t == "double" and action.kind:
        return double_kind(action.kind)
    if t == "bid":
        if action.contract is not None:
            return contract_name(action.contract, face)
        if action.value is not None:
            return str(action.value)
    if t == "declare" and action.contract is not None:
        return contract_name(action.contract, face)
    if t == "call":
        if action.card is not None:
            return card_name(action.card, face)
        if action.contract is not None:
            return contract_name(action.contract, face)
    if t == "play" and action.card is not None:
        return card_name(action.card, face)
    return action_type(t, game)


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
}


def phase_name(phase: str) -> str:
    return _lookup(PHASES, phase)


# ------------------------------------------------------------------ illegal-action reasons
REASONS = {
    "not_your_turn": QT_TRANSLATE_NOOP("labels", "It's not your turn."),
    "hand_over": QT_TRANSLATE_NOOP("labels", "The hand is over."),
    "wrong_phase": QT_TRANSLATE_NOOP("labels", "That is not possible now."),
    "not_in_hand": QT_TRANSLATE_NOOP("labels", "You do not hold that card."),
    "must_follow": QT_TRANSLATE_NOOP("labels", "You must follow %1."),
    "must_follow_trump": QT_TRANSLATE_NOOP("labels", "Trump was led: you must play a trump."),
    "must_play_called": QT_TRANSLATE_NOOP(
        "labels", "The called suit was led: the called ace (%1) must be played."),
    "called_suit_lead": QT_TRANSLATE_NOOP(
        "labels", "You may lead the called suit only with the %1 itself "
        "(running away needs four cards of the suit)."),
    "called_no_discard": QT_TRANSLATE_NOOP("labels", "You may not discard the called ace (%1)."),
    "must_beat": QT_TRANSLATE_NOOP("labels", "You must beat the trick if you can."),
    "must_overtrump": QT_TRANSLATE_NOOP("labels", "You must overtrump."),
    "call_hearts": QT_TRANSLATE_NOOP(
        "labels", "The Hearts Ace cannot be called: hearts are trumps."),
    "call_own_ace": QT_TRANSLATE_NOOP("labels", "You cannot call an ace you hold."),
    "call_no_suit_card": QT_TRANSLATE_NOOP(
        "labels", "To call this ace you need another card of its suit."),
    "double_wrong_party": QT_TRANSLATE_NOOP("labels", "Your side cannot give %1."),
    "double_closed": QT_TRANSLATE_NOOP("labels", "%1 is not possible any more."),
    "not_allowed": QT_TRANSLATE_NOOP("labels", "That is not allowed here."),
    "select_cards": QT_TRANSLATE_NOOP("labels", "Choose %1 cards first."),
    "wait": QT_TRANSLATE_NOOP("labels", "Wait a moment: the cards are still moving."),
}


def reason_text(reason: str, params: Mapping[str, Any] | None, face: str,
                fallback: str = "") -> str:
    """The player's sentence for an ``IllegalAction`` reason id and its params."""
    p = dict(params or {})
    if reason == "must_follow":
        suit = p.get("suit")
        if suit == "trump":
            return tr(REASONS["must_follow_trump"])
        if isinstance(suit, int):
            return tr(REASONS["must_follow"]).replace("%1", suit_name(suit, face))
    if reason in ("must_play_called", "called_suit_lead", "called_no_discard"):
        return tr(REASONS[reason]).replace("%1", _card_param(p.get("card"), face))
    if reason in ("double_wrong_party", "double_closed"):
        return tr(REASONS[reason]).replace("%1", double_kind(str(p.get("kind", ""))))
    if reason == "select_cards":
        return tr(REASONS[reason]).replace("%1", str(p.get("count", "")))
    text = REASONS.get(reason)
    if text is not None:
        return tr(text)
    return fallback[:1].upper() + fallback[1:] if fallback else tr(REASONS["not_allowed"])


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
    "tout": QT_TRANSLATE_NOOP("labels", "Tout tariff"),
    "sie": QT_TRANSLATE_NOOP("labels", "Sie tariff"),
    "bettel": QT_TRANSLATE_NOOP("labels", "Bettel tariff"),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch tariff"),
    "schneider": QT_TRANSLATE_NOOP("labels", "Schneider"),
    "schwarz": QT_TRANSLATE_NOOP("labels", "Schwarz"),
    "laufende": QT_TRANSLATE_NOOP("labels", "Runners"),
    "tout_double": QT_TRANSLATE_NOOP("labels", "Tout counts double"),
    "sie_quadruple": QT_TRANSLATE_NOOP("labels", "Sie counts four times"),
    "doublings": QT_TRANSLATE_NOOP("labels", "Doublings"),
    "amount": QT_TRANSLATE_NOOP("labels", "Each pays or receives"),
    "durchmarsch": QT_TRANSLATE_NOOP("labels", "Durchmarsch"),
    "jungfrau": QT_TRANSLATE_NOOP("labels", "Jungfrau"),
    "thrown_in": QT_TRANSLATE_NOOP("labels", "Everyone passed: the cards are thrown in"),
    "stock": QT_TRANSLATE_NOOP("labels", "Everyone passed: each pays into the Stock"),
    "game": QT_TRANSLATE_NOOP("labels", "Game"),
    "hand": QT_TRANSLATE_NOOP("labels", "Hand"),
    "matadors": QT_TRANSLATE_NOOP("labels", "Matadors"),
    "base_value": QT_TRANSLATE_NOOP("labels", "Base value"),
    "game_value": QT_TRANSLATE_NOOP("labels", "Game value"),
    "overbid": QT_TRANSLATE_NOOP("labels", "Overbid"),
    "lost_double": QT_TRANSLATE_NOOP("labels", "Lost: counts double"),
}

LEVEL_WORDS = {
    "plain": QT_TRANSLATE_NOOP("labels", "plain"),
    "schneider": QT_TRANSLATE_NOOP("labels", "schneider"),
    "schwarz": QT_TRANSLATE_NOOP("labels", "schwarz"),
    "tout": QT_TRANSLATE_NOOP("labels", "tout"),
    "sie": QT_TRANSLATE_NOOP("labels", "Sie"),
    "bettel": QT_TRANSLATE_NOOP("labels", "Bettel"),
}

OUTCOMES = {
    "thrown_in": QT_TRANSLATE_NOOP("labels", "Everyone passed: the cards are thrown in."),
    "stock": QT_TRANSLATE_NOOP("labels", "Everyone passed: each player pays into the Stock."),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch: the most card points lose."),
}


def result_item(item: str) -> str:
    return _lookup(RESULT_ITEMS, item)


def level_word(level: str) -> str:
    return _lookup(LEVEL_WORDS, level)


def outcome_text(outcome: str) -> str:
    return _lookup(OUTCOMES, outcome)


def result_line(line: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str]:
    """One line of ``Result.details["lines"]`` as (label, amount text)."""
    item = str(line.get("item", ""))
    label = result_item(item)
    count = line.get("count")
    if item == "laufende" and count is not None:
        mit = line.get("mit")
        if mit is True:
            label = tr(QT_TRANSLATE_NOOP("labels", "Runners: with %1")).replace("%1", str(count))
        elif mit is False:
            label = tr(QT_TRANSLATE_NOOP("labels", "Runners: without %1")).replace(
                "%1", str(count))
        else:
            label = tr(QT_TRANSLATE_NOOP("labels", "Runners: %1")).replace("%1", str(count))
    elif item == "jungfrau" and count is not None:
        label = tr(QT_TRANSLATE_NOOP("labels", "Jungfrau: %1 player(s) without a trick")) \
            .replace("%1", str(count))
    elif item == "durchmarsch" and isinstance(line.get("seat"), int):
        seat = line["seat"]
        who = names[seat] if 0 <= seat < len(names) else str(seat)
        label = tr(QT_TRANSLATE_NOOP("labels", "Durchmarsch by %1")).replace("%1", who)
    elif item == "doublings":
        parts = []
        knocks = line.get("knocks")
        if knocks:
            parts.append(tr(QT_TRANSLATE_NOOP("labels", "%1 knock(s)")).replace("%1", str(knocks)))
        for k in line.get("stoss") or ():
            parts.append(double_kind(str(k)))
        if parts:
            label = f"{label} ({', '.join(parts)})"
    if "factor" in line and "amount" not in line:
        return label, f"× {line['factor']}"
    amount = line.get("amount")
    if isinstance(amount, int):
        return label, str(amount)
    rest = [f"{k} {v}" for k, v in line.items() if k != "item"]
    return label, ", ".join(rest)


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
    "ramsch_tie": QT_TRANSLATE_NOOP("labels", "Ramsch tie"),
    "ramsch_jungfrau": QT_TRANSLATE_NOOP("labels", "Jungfrau"),
    "ramsch_durchmarsch": QT_TRANSLATE_NOOP("labels", "Durchmarsch"),
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
}

PRESETS = {
    "wirtshaus": QT_TRANSLATE_NOOP("labels", "Wirtshaus (standard)"),
    "turnier": QT_TRANSLATE_NOOP("labels", "Tournament"),
    "kurz": QT_TRANSLATE_NOOP("labels", "Short pack"),
    "ramsch": QT_TRANSLATE_NOOP("labels", "Ramsch and Klopfen"),
    "alles": QT_TRANSLATE_NOOP("labels", "Everything on"),
    "stock": QT_TRANSLATE_NOOP("labels", "Stock"),
    "muss": QT_TRANSLATE_NOOP("labels", "Der Alte muss"),
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
        return str(value)
    text = str(value)
    if text in RULE_VALUES:
        return tr(RULE_VALUES[text])
    if text in CONTRACT_KINDS:
        return contract_kind(text)
    if text in CONTRACT_FLAGS:
        return contract_flag(text)
    return _fallback(text) if text.isupper() or "_" in text else text


def rule_help(help_text: str) -> str:
    """The one-line explanation of a house rule (English from the engine; translated via lupdate
    extraction of the engine's help strings in a later issue)."""
    return QCoreApplication.translate("rules", help_text)


def preset_name(name: str) -> str:
    return _lookup(PRESETS, name) if name in PRESETS else name
