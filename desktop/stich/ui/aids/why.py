"""Why a finished trick went to its winner, in words: the trump order or the suit led, naming
the cards (the same words as the refusals of an illegal card: "must follow hearts")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QPoint

from ...engine.tricks import TRUMP, Ranking, Trick
from .. import labels


def why_text(trick: Trick, ranking: Ranking | None, face: str, names: Sequence[str]) -> str:
    """One or two sentences: who won the trick and why."""
    if ranking is None or not trick.cards:
        return ""
    cards = list(trick.cards)
    seats = list(trick.seats)
    i = seats.index(trick.winner) if trick.winner in seats else 0
    win = cards[i]
    led = cards[0]
    who = names[trick.winner] if trick.winner < len(names) else str(trick.winner)
    card = labels.card_name(win, face)
    esuit = ranking.esuit
    led_suit = esuit[led]
    trumps = [c for c in cards if esuit[c] == TRUMP]
    if esuit[win] == TRUMP:
        beaten = [labels.card_name(c, face) for c in trumps if c != win]
        if led_suit != TRUMP and len(trumps) == 1:
            first = Q.translate(
                "why", "%1 won with %2: a trump beats every card of the suit led (%3).")
            first = first.replace("%3", labels.suit_name(led_suit, face))
        elif not beaten:
            first = Q.translate(
                "why", "%1 won with %2, the only trump in the trick.")
        else:
            first = Q.translate(
                "why", "%1 won with %2: it is the highest trump in the trick, above %3.")
            first = first.replace("%3", labels.join_names(beaten))
    else:
        suit = labels.suit_name(led_suit, face)
        same = [labels.card_name(c, face) for c in cards if esuit[c] == led_suit and c != win]
        if same:
            first = Q.translate(
                "why", "%1 won with %2: nobody trumped, and it is the highest %3 card in the "
                       "trick, above %4.").replace("%4", labels.join_names(same))
        else:
            first = Q.translate(
                "why", "%1 won with %2: nobody trumped, and nobody else followed %3.")
        first = first.replace("%3", suit)
    first = first.replace("%1", who).replace("%2", card)
    off = [labels.card_name(c, face) for c in cards
           if esuit[c] != led_suit and esuit[c] != TRUMP]
    if off and led_suit == TRUMP:
        first += " " + Q.translate(
                "why", "%1: no trump, so it could not win.").replace(
            "%1", labels.join_names(off))
    elif off:
        first += " " + Q.translate(
                "why", "%1: neither %2 nor trump, so it could not win.").replace(
            "%1", labels.join_names(off)).replace("%2", labels.suit_name(led_suit, face))
    return first


def pile_seat_at(view: Any, pos: QPoint) -> int | None:
    """The seat whose pile of won tricks lies under ``pos`` (viewport coordinates) of the table
    view, or None: clicking a won pile shows that seat's last trick and why it won it."""
    from ..scene_layout import compute_layout

    table = view.table
    snap, geom = table.displayed, table.geom
    if snap is None or geom is None:
        return None
    item = view.itemAt(pos)
    if item is None:
        return None
    key = next((k for k, it in table.items_by_key.items() if it is item), None)
    if key is None:
        return None
    spot = compute_layout(snap, geom, None).get(key)
    if spot is None or spot.zone[0] != "pile":
        return None
    return spot.zone[1]
