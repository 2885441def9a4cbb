"""The table for a screen reader: the hand, the trick and whose turn it is as accessible widgets,
and every play announced as it is shown.

Cards on the table are ``QGraphicsItem``s, which Qt's accessibility interface does not see. Three
transparent proxy widgets lie over the table (mouse clicks pass through them, nothing is drawn):
the hand (over the player's cards), the trick (over the middle) and the turn. Their accessible
names say what is there, in the player's language ("Your hand, 8 cards: Eichel-Ober, …"), and
change with every snapshot shown. Each shown play, bid, won trick and the player's turn is
announced (``QAccessibleAnnouncementEvent`` from Qt 6.8; before that the turn proxy's name
changes with a ``NameChanged`` event, which screen readers speak for live regions). The card
with the keyboard focus and the reason a card may not be played are said at once (assertive).

Keys on the table (read aloud on request): C the cards in the hand, T the trick, S the status.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

from . import labels
from .scene_layout import pile_cards, playable_cards, player_hand_order

if TYPE_CHECKING:
    from .snapshot import Snapshot
    from .table_view import TableView

SPOKEN_KEPT = 50  # the last announcements, kept for tests and for "S" (status)


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Ask the screen reader to say ``text`` (nothing happens when none is running)."""
    if not text or not QAccessible.isActive():
        return
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent  # Qt 6.8
    except ImportError:  # pragma: no cover - PySide6 6.6/6.7
        widget.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def _set_name(widget: QWidget, name: str) -> None:
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)  # Qt sends NameChanged itself


class Proxy(QWidget):
    """A transparent widget that only exists for the accessibility tree."""

    def __init__(self, parent: QWidget, object_name: str) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(0, 0, 1, 1)
        self.show()


class TableReader(QObject):
    """Keeps the proxies' names up to date and announces what happens at the table."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        # A QGraphicsView tells the accessibility tree of its viewport and scroll bars only:
        # the proxies and the panels over the table live in the viewport (which covers the
        # frameless view exactly), so a screen reader finds them.
        port = view.viewport()
        for w in (view.panel, view.summary, view.last_trick, view.toast, view.reopen):
            shown = w.isVisible()
            w.setParent(port)
            # a click on a panel's margin must not reach the cards beneath it (the view
            # ignored it; the viewport would pass it to the scene)
            w.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)
            w.setVisible(shown)
        self.hand = Proxy(port, "a11yHand")
        self.trick = Proxy(port, "a11yTrick")
        self.turn = Proxy(port, "a11yTurn")
        for p in (self.hand, self.trick, self.turn):
            p.stackUnder(view.panel)
        self.spoken: list[str] = []
        self._serial = -1
        view.status_changed.connect(self.on_shown)
        view.table.focus_changed.connect(self.on_focus)
        view.controller.refused.connect(self.on_focus)  # why a card may not be played
        view.hand_shown.connect(self.on_hand_shown)
        view.installEventFilter(self)
        self.on_shown(None)

    # ---------------------------------------------------------------- texts
    def hand_text(self, snap: Snapshot | None) -> str:
        if snap is None:
            return self.tr("Your hand: no cards")
        face = snap.pattern
        cards = player_hand_order(snap)
        names = [labels.card_name(c, face) for c in cards]
        piles = [self.tr("%1 (on the table)").replace("%1", labels.card_name(c, face))
                 for c in pile_cards(snap, snap.viewer)]
        if not names and not piles:
            return self.tr("Your hand: no cards")
        text = self.tr("Your hand, %n card(s)", "", len(cards)) + ": " + ", ".join(names + piles)
        playable = playable_cards(snap.legal) if snap.my_turn else set()
        if playable and len(playable) < len(cards) + len(piles):
            order = [c for c in cards + pile_cards(snap, snap.viewer) if c in playable]
            text += ". " + self.tr("Playable: %1").replace(
                "%1", ", ".join(labels.card_name(c, face) for c in order))
        return text

    def trick_text(self, snap: Snapshot | None) -> str:
        """The trick, and the other seats' face-up pile cards (two-player Sjavs)."""
        if snap is None:
            return self.tr("Trick: no card played yet")
        if not snap.trick:
            text = self.tr("Trick: no card played yet")
        else:
            plays = [self._played(snap, seat, labels.card_name(card, snap.pattern))
                     for seat, card in snap.trick]
            text = self.tr("Trick: %1").replace("%1", "; ".join(plays))
        for seat in range(snap.players):
            cards = pile_cards(snap, seat) if seat != snap.viewer else []
            if cards:
                text += ". " + self.tr("%1's cards on the table: %2").replace(
                    "%1", snap.name(seat)).replace(
                    "%2", ", ".join(labels.card_name(c, snap.pattern) for c in cards))
        return text

    def _played(self, snap: Snapshot, seat: int, card: str) -> str:
        """"Anna played the Acorns Ober"; the player's own card in the second person (not
        "Du spielt", "Tú juega")."""
        if seat == snap.human:
            return self.tr("You played %1").replace("%1", card)
        return self.tr("%1 played %2").replace("%1", snap.name(seat)).replace("%2", card)

    def turn_text(self, snap: Snapshot | None) -> str:
        if snap is None:
            return self.tr("No game yet")
        if snap.done:
            return self.tr("The hand is over")
        if snap.my_turn:
            if any(a.type == "play" for a in snap.legal):
                return self.tr("Your turn: play a card")
            return self.tr("Your turn: %1. Press Up for the choices").replace(
                "%1", labels.phase_name(snap.phase, snap.game))
        if snap.to_move is not None:
            return self.tr("%1's turn").replace("%1", snap.name(snap.to_move))
        return ""

    def status_text(self, snap: Snapshot | None) -> str:
        """Game, contract, turn and the running scores (the S key)."""
        if snap is None:
            return self.turn_text(snap)
        parts = [labels.game_name(snap.game)]
        if snap.contract is not None:
            text = labels.contract_name(snap.contract, snap.pattern)
            if snap.declarer is not None and snap.declarer == snap.human:
                text = self.tr("You play %1").replace("%1", text)
            elif snap.declarer is not None:
                text = self.tr("%1 plays %2").replace("%1", snap.name(snap.declarer)).replace(
                    "%2", text)
            parts.append(text)
        parts.append(self.turn_text(snap))
        if snap.totals:
            parts.append(self.tr("Scores: %1").replace("%1", ", ".join(
                f"{snap.name(s)} {labels.signed(t)}" for s, t in enumerate(snap.totals))))
        return ". ".join(p for p in parts if p)

    def event_text(self, snap: Snapshot) -> str:
        """What just happened: the action, the trick's winner, the end, the player's turn."""
        parts: list[str] = []
        ev = snap.event
        if ev.kind == "deal":
            parts.append(self.tr("New hand, you deal") if snap.dealer == snap.human else
                         self.tr("New hand, %1 deals").replace("%1", snap.name(snap.dealer)))
        a = ev.action
        if a is not None:
            what = labels.action_text(a, snap.game, snap.pattern, snap.said_phase[a.seat]
                                      if a.seat < len(snap.said_phase) else "")
            if a.type == "play":
                parts.append(self._played(snap, a.seat, what))
            else:
                parts.append(self.tr("%1: %2").replace("%1", snap.name(a.seat)).replace(
                    "%2", what))
        if ev.completed is not None:
            winner = ev.completed.winner
            parts.append(self.tr("You win the trick") if winner == snap.human else
                         self.tr("%1 wins the trick").replace("%1", snap.name(winner)))
        if snap.done:
            parts.append(self.tr("The hand is over"))
        elif snap.my_turn:
            parts.append(self.turn_text(snap))
        return ". ".join(parts)

    # ---------------------------------------------------------------- updates
    def on_shown(self, snap: Snapshot | None) -> None:
        _set_name(self.hand, self.hand_text(snap))
        _set_name(self.trick, self.trick_text(snap))
        _set_name(self.turn, self.turn_text(snap))
        self.place()
        if snap is not None and snap.serial != self._serial:
            self._serial = snap.serial
            self.say(self.event_text(snap))

    def on_hand_shown(self, snap: Snapshot) -> None:
        """The summary is up: its headline and what each seat got."""
        summary = self.view.summary
        title = summary.title.text()
        summary.setAccessibleName(title)
        got = ", ".join(f"{name} {labels.signed(amount)}"
                        for name, amount, _total in summary.settlement_texts)
        self.say(". ".join(t.rstrip(".") for t in (title, got) if t))

    def on_focus(self, text: str) -> None:
        self.say(text, assertive=True)

    def say(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        self.spoken.append(text)
        del self.spoken[:-SPOKEN_KEPT]
        announce(self.turn, text, assertive)

    def place(self) -> None:
        """Lay the hand proxy over the player's cards and the trick proxy over the middle, so
        a screen reader's pointer finds them where they are drawn."""
        view = self.view
        table = view.table
        geom = table.geom
        if geom is None:
            return
        rect = QRectF()
        for c in table.hand_cards():
            item = table.items_by_key.get(("c", c))
            if item is not None:
                rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            x, y = geom.seats[0].hand if geom.seats else (geom.width / 2, geom.height - 60)
            rect = QRectF(x - geom.card_w, y - geom.card_h / 2, 2 * geom.card_w, geom.card_h)
        self.hand.setGeometry(self._to_view(rect))
        cx, cy = geom.centre
        t = geom.trick_w * 1.6
        self.trick.setGeometry(self._to_view(QRectF(cx - t, cy - t * 1.1, 2 * t, 2.2 * t)))
        self.turn.setGeometry(QRect(0, 0, max(1, view.viewport().width()), 4))

    def _to_view(self, rect: QRectF) -> QRect:
        port = self.view.viewport()
        return self.view.mapFromScene(rect).boundingRect().intersected(port.rect())

    # ---------------------------------------------------------------- keys
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.place()
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            snap = self.view.table.displayed
            key = event.key()
            text = {Qt.Key.Key_C: self.hand_text, Qt.Key.Key_T: self.trick_text,
                    Qt.Key.Key_S: self.status_text}.get(Qt.Key(key))
            if text is not None:
                self.say(text(snap), assertive=True)
                return True
        return False
