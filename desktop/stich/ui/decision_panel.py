"""The decision panel above the hand: one control per legal decision, never a modal popup.

Built only from the legal actions, so every game's decisions get controls without game code:
single buttons (pass, hold, I'll play, pick, hand, concede), one button per legal bid (values
or contract classes), doublings by kind, calls, declarations (kind and suit buttons, with
toggles for flags such as hand/schneider/ouvert/tout), and discards chosen in the hand. The safe
choice (pass) is the default button (yellow edge); the keyboard focus is a blue edge and
underlined text, so the two differ by more than colour.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Action, Contract
from ..engine.cards import DIAMONDS, JACK, card
from . import labels
from .snapshot import Snapshot

MAX_BID_BUTTONS = 6
STYLE = """
DecisionPanel { background: rgba(12, 32, 22, 215); border: 1px solid rgba(255,255,255,70);
                border-radius: 12px; }
QLabel { color: #f4f4ee; }
QLabel#prompt { font-weight: bold; }
QCheckBox { color: #f4f4ee; }
QPushButton { background: #f3efe2; color: #1d2a22; border: 3px solid #f3efe2;
              border-radius: 8px; padding: 3px 10px; min-height: 1.6em; }
QPushButton:hover { background: #fffbe9; }
QPushButton:default { border: 3px solid #ffd54a; }
QPushButton:focus { border: 3px solid #1a73e8; text-decoration: underline; outline: none; }
QPushButton:disabled { background: #8d978f; color: #1d2a22; border-color: #8d978f; }
QComboBox { background: #f3efe2; color: #1d2a22; border-radius: 6px; padding: 3px 8px; }
QComboBox:focus { border: 3px solid #1a73e8; }
QCheckBox:focus { text-decoration: underline; }
"""


# Sheepshead's picker's game with the Jack of Diamonds as the partner (no call, no flag)
JD_PARTNER = Contract("picker")
JACK_OF_DIAMONDS = card(JACK, DIAMONDS)


class DecisionPanel(QFrame):
    chosen = Signal(object)  # the Action the player chose
    leave = Signal()  # Down or Esc: back to the hand

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.setStyleSheet(STYLE)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(14, 10, 14, 12)
        self._box.setSpacing(6)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._box.addWidget(self.prompt)
        self._rows: list[QWidget] = []
        self.buttons: list[QPushButton] = []
        self._bid_buttons: list[QPushButton] = []
        self._discards: list[tuple[int, ...]] = []
        self._confirm: QPushButton | None = None
        self._selection: set[int] = set()
        self._refreshers: list[Callable[[], None]] = []
        self.snapshot: Snapshot | None = None
        self.hide()

    # ---------------------------------------------------------------- building
    def show_for(self, snap: Snapshot | None, selection: set[int] | None = None) -> None:
        self._clear()
        self.snapshot = snap
        legal = [a for a in snap.legal if a.type != "play"] if snap and snap.my_turn else []
        if snap is None or not legal:
            self.hide()
            return
        self._selection = set(selection or ())
        self.prompt.setText(self._prompt(snap, legal))
        game, face = snap.game, snap.pattern
        by_type: dict[str, list[Action]] = {}
        for a in legal:
            by_type.setdefault(a.type, []).append(a)
        simple = self._row()
        for t in ("intent", "hold", "pick", "hand", "concede"):
            for a in by_type.get(t, []):
                self._button(simple, labels.action_type(t, game, snap.phase), a)
        for a in by_type.get("double", []):
            self._button(simple, labels.double_kind(a.kind or ""), a)
        if "bid" in by_type:
            self._bids(by_type["bid"], face)
        if "call" in by_type:
            row = self._row(self.tr("Call:"))
            for a in by_type["call"]:
                self._button(row, labels.action_text(a, game, face), a)
        if "declare" in by_type:
            self._declarations(by_type["declare"], face)
        if "discard" in by_type:
            self._discard_row(by_type["discard"], game)
        passes = by_type.get("pass", [])
        if passes:
            row = simple if simple.findChildren(QPushButton) else self._row()
            default = self._button(row, labels.action_type("pass", game, snap.phase), passes[0])
            default.setDefault(True)
            default.setAutoDefault(True)
        for r in self._rows:
            if not r.findChildren(QPushButton) and not r.findChildren(QCheckBox):
                r.hide()
        for w in self.findChildren(QWidget):  # arrow keys stay in the panel (eventFilter)
            if w.focusPolicy() & Qt.FocusPolicy.TabFocus:
                w.installEventFilter(self)
        # New rows and buttons of a hidden panel count for its size only once shown: show
        # them now (they appear with the panel), or the panel is sized without them.
        for r in self._rows:
            for w in (r, *(c for c in r.children() if isinstance(c, QWidget))):
                if not w.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                    w.setVisible(True)
        self.adjustSize()
        self.show()
        self.raise_()

    def _prompt(self, snap: Snapshot, legal: list[Action]) -> str:
        types = {a.type for a in legal}
        phase = snap.phase
        # the game's own words first: the cat and the Sjavs exchange say what the choice is
        special = self._game_prompt(snap, types)
        if special:
            return special
        if "discard" in types:
            sizes = sorted({len(a.cards or ()) for a in legal if a.type == "discard" and a.cards})
            if len(sizes) > 1:
                return self.tr("Choose %1 to %2 cards in your hand, then confirm.").replace(
                    "%1", str(sizes[0])).replace("%2", str(sizes[-1]))
            n = sizes[0] if sizes else 0
            return self.tr("Choose %n card(s) in your hand, then confirm.", "", n)
        if phase == "knock":
            return self.tr("Knock? It doubles the stakes.")
        if phase == "intent":
            return self.tr("Do you want to play?")
        if phase == "auction" or "bid" in types:
            return self.tr("Bid a higher game, or pass.")
        if "declare" in types:
            return self.tr("Choose your game.")
        if "double" in types and "play" not in {a.type for a in snap.legal}:
            return self.tr("Double the stakes?")
        if "double" in types:
            return self.tr("Play a card, or double the stakes.")
        return self.tr("Your turn: %1").replace("%1", labels.phase_name(phase, snap.game))

    def _game_prompt(self, snap: Snapshot, types: set[str]) -> str:
        """What this decision is about, in the game's own words ("" : the generic prompt)."""
        game, phase = snap.game, snap.phase
        who = snap.name(snap.declarer) if snap.declarer is not None else ""
        if game == "sheepshead":
            if phase == "pick":
                return self.tr("Pick up the blind (%n card(s)), or pass?", "",
                               max(snap.extra_count, 1))
            if phase == "call":
                if self._jd_partner(snap):
                    return self.tr("Play with the Jack of Diamonds as your partner, or go alone?")
                if self._jd_held(snap):  # the plain picker's game is alone too (SPEC §2.4)
                    if "call" in types:
                        return self.tr("You hold the Jack of Diamonds: call up a jack as your "
                                       "partner, or play alone.")
                    return self.tr("You hold the Jack of Diamonds, so you play alone: say so, "
                                   "or keep it to yourself?")
                return self.tr("Call a partner, or go alone.")
            if phase == "double" and any(a.kind == "recrack" for a in snap.legal):
                return self.tr("The picker's side was cracked: re-crack (doubles again), "
                               "or pass?")
            if phase == "double" and "double" in types:  # (the picker's partner may only pass)
                return self.tr("Crack (double the stakes against the picker), or pass?")
        if game == "klorsjavs":
            if phase == "bid" and "intent" in types:
                return self.tr("Play the game against the others, or pass?")
            if phase == "cat":
                return self.tr("The cat: choose 2 cards to lay away and take it, play without "
                               "it, or concede.") if "discard" in types else \
                    self.tr("The cat: take it, play without it, or concede.")
            if phase == "concede":
                return self.tr("You have seen the cat: concede, or play on?")
            if phase == "discard" and "concede" in types:  # (look first: the cat was taken)
                return self.tr("Lay 2 cards away for the cat, or concede.")
            if phase == "bid" and types == {"pass"}:
                return self.tr("No higher game is left to bid: pass.")
        if game == "sjavs":
            if phase == "bid" and "pass" not in types:
                return self.tr("Your cards beat the standing bid: you must bid.")
            if phase == "bid" and types == {"pass"}:
                return self.tr("Your cards do not beat the standing bid: pass.")
            if phase == "bid" and "bid" in types:
                return self.tr("Bid your longest trump holding, or pass.")
            if phase == "declare":
                return self.tr("Name trumps.")
            if phase == "exchange":
                return self.tr("Exchange 1 or 2 cards blind with the skat, or keep your cards.")
        if game == "skat":
            bid = snap.public.get("bid")
            if phase == "bid" and "bid" in types and bid:
                return self.tr("Bid more than %1, or pass.").replace("%1", str(bid))
            if phase == "bid" and "bid" in types:  # the first bid: a number, not "a game"
                least = min(a.value for a in snap.legal if a.type == "bid" and a.value)
                return self.tr("Bid %1 or more, or pass.").replace("%1", str(least))
            if phase == "answer":
                bidder = snap.said_by("bid")
                text = self.tr("%1 bids %2: hold, or pass?") if bidder is not None else \
                    self.tr("The bid is %2: hold, or pass?")
                return text.replace("%1", snap.name(bidder) if bidder is not None else "") \
                    .replace("%2", str(bid or ""))
            if phase == "skat":
                return self.tr("Take up the skat, or play hand?")
            if phase == "declare":
                return self.tr("Declare your game (bid %1).").replace("%1", str(bid or ""))
            if phase == "raise":
                return self.tr("Raise to a higher game, or keep it.")
            if phase == "push":
                return self.tr("Take the skat and pass two cards on, or push it on unseen?")
            if phase == "double" and who and snap.declarer != snap.human:
                # (the declarer answering a Kontra gets the generic "Double the stakes?")
                return self.tr("Double the stakes against %1?").replace("%1", who)
        return ""

    def _row(self, title: str = "") -> QWidget:
        w = QWidget(self)
        lay = QHBoxLayout(w)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addStretch(1)
        if title:
            lab = QLabel(title, w)
            lay.addWidget(lab)
        self._box.addWidget(w)
        self._rows.append(w)
        return w

    def _button(self, row: QWidget, text: str, action: Action | None) -> QPushButton:
        b = QPushButton(text, row)
        b.setAutoDefault(True)
        b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        lay = row.layout()
        assert isinstance(lay, QHBoxLayout)
        if lay.count() and lay.itemAt(lay.count() - 1).spacerItem() is not None \
                and lay.count() > 1:
            lay.takeAt(lay.count() - 1)
        lay.addWidget(b)
        lay.addStretch(1)
        if action is not None:
            b.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
        self.buttons.append(b)
        return b

    def _bids(self, bids: list[Action], face: str) -> None:
        row = self._row()
        if all(a.contract is not None for a in bids):
            for a in bids:
                assert a.contract is not None
                self._bid_buttons.append(self._button(row, labels.contract_name(a.contract, face),
                                                      a))
            return
        values = sorted((a for a in bids if a.value is not None), key=lambda a: a.value or 0)
        for a in values[:MAX_BID_BUTTONS]:
            self._bid_buttons.append(self._button(row, labels.action_text(a, "", face), a))
        if len(values) > MAX_BID_BUTTONS:
            combo = QComboBox(row)
            for a in values[MAX_BID_BUTTONS:]:
                combo.addItem(labels.action_text(a, "", face), a)
            lay = row.layout()
            assert lay is not None
            lay.addWidget(combo)
            more = self._button(row, self.tr("Bid"), None)
            more.clicked.connect(lambda: self.chosen.emit(combo.currentData()))

    def _declarations(self, declares: list[Action], face: str) -> None:
        contracts = [a.contract for a in declares if a.contract is not None]
        if len(contracts) <= 3 and all(c.suit is None for c in contracts):
            # a few whole games (Sheepshead: with the partner or alone): one button each,
            # named in full, rather than a toggle that hides a forced flag
            row = self._row()
            snap = self.snapshot
            jd = snap is not None and self._jd_partner(snap)
            held = snap is not None and self._jd_held(snap)
            for a in declares:
                if a.contract is not None:
                    text = labels.contract_name(a.contract, face)
                    if a.contract == JD_PARTNER and (jd or held):
                        # the picker holding the jack plays alone without saying so
                        text = labels.contract_kind("jd") if jd else \
                            self.tr("Alone, unannounced")
                    self._button(row, text, a)
            return
        all_flags = sorted({f for c in contracts for f in c.flags})
        forced = {f for f in all_flags if all(f in c.flags for c in contracts)}
        optional = [f for f in all_flags if f not in forced]
        chosen: set[str] = set(forced)
        boxes: dict[str, QCheckBox] = {}
        if optional:
            flag_row = self._row()
            lay = flag_row.layout()
            assert lay is not None
            for f in optional:
                box = QCheckBox(labels.contract_flag(f), flag_row)
                lay.addWidget(box)
                boxes[f] = box
        kinds: dict[tuple[str, bool], list[Contract]] = {}
        for c in contracts:
            kinds.setdefault((c.kind, c.suit is not None), []).append(c)
        buttons: list[tuple[QPushButton, str, int | None]] = []
        for (kind, has_suit), group in kinds.items():
            suits = list(dict.fromkeys(c.suit for c in group))
            if has_suit:
                row = self._row(labels.contract_kind(kind) + ":")
                for s in suits:
                    b = self._button(row, labels.contract_choice(Contract(kind, s), face), None)
                    buttons.append((b, kind, s))
            else:
                row = self._row()
                b = self._button(row, labels.contract_kind(kind), None)
                buttons.append((b, kind, None))
        legal = set(contracts)

        def current(kind: str, suit: int | None) -> Contract:
            return Contract(kind, suit, frozenset(chosen))

        def refresh() -> None:
            chosen.clear()
            chosen.update(forced)
            chosen.update(f for f, box in boxes.items() if box.isChecked())
            for b, kind, suit in buttons:
                b.setEnabled(current(kind, suit) in legal)
            for f, box in boxes.items():
                # a flag can be turned on only if some legal contract has it with the others
                others = chosen - {f}
                box.setEnabled(any(f in c.flags and others <= c.flags for c in contracts))

        for b, kind, suit in buttons:
            b.clicked.connect(lambda _=False, k=kind, s=suit: self.chosen.emit(
                Action(self._seat(), "declare", contract=current(k, s))))
        for box in boxes.values():
            box.toggled.connect(lambda _=False: refresh())
        refresh()
        self._refreshers.append(refresh)

    @staticmethod
    def _jd_partner(snap: Snapshot) -> bool:
        """Sheepshead, the picker choosing with the Jack of Diamonds as the partner: nothing
        to call (the plain picker's game is played with the jack's holder), and the picker
        does not hold that jack himself (he would play alone)."""
        if not DecisionPanel._jd_choice(snap) or any(a.type == "call" for a in snap.legal):
            return False
        return JACK_OF_DIAMONDS not in DecisionPanel._pickers_cards(snap)

    @staticmethod
    def _jd_held(snap: Snapshot) -> bool:
        """Sheepshead with the Jack of Diamonds as the partner, the picker holding that jack
        (dealt, found in the blind or buried): the plain picker's game is played alone, only
        not said (SPEC §2.4); with call-up he may call a jack instead."""
        return DecisionPanel._jd_choice(snap) and \
            JACK_OF_DIAMONDS in DecisionPanel._pickers_cards(snap)

    @staticmethod
    def _jd_choice(snap: Snapshot) -> bool:
        """The Sheepshead picker's partner choice, the plain picker's game among it (the
        Jack of Diamonds partner mode)."""
        return snap.game == "sheepshead" and snap.phase == "call" and \
            snap.human is not None and any(a.contract == JD_PARTNER for a in snap.legal)

    @staticmethod
    def _pickers_cards(snap: Snapshot) -> set[int]:
        """The player's hand and what he buried."""
        assert snap.human is not None
        held = set(snap.hands[snap.human])
        if snap.extra_owner == snap.human:
            held.update(snap.extra)
        return held

    def _discard_row(self, discards: list[Action], game: str) -> None:
        self._discards = [tuple(sorted(a.cards or ())) for a in discards]
        row = self._row()
        b = self._button(row, labels.action_type("discard", game), None)
        self._confirm = b
        b.clicked.connect(self._confirm_discard)
        self.set_selection(self._selection)

    def _seat(self) -> int:
        snap = self.snapshot
        return snap.human if snap is not None and snap.human is not None else 0

    # ---------------------------------------------------------------- discards
    def set_selection(self, selection: set[int]) -> None:
        self._selection = set(selection)
        if self._confirm is not None:
            self._confirm.setEnabled(tuple(sorted(self._selection)) in self._discards)

    def _confirm_discard(self) -> None:
        cards = tuple(sorted(self._selection))
        snap = self.snapshot
        if snap is None:
            return
        for a in snap.legal:
            if a.type == "discard" and tuple(sorted(a.cards or ())) == cards:
                self.chosen.emit(a)
                return

    # ---------------------------------------------------------------- keys
    def focus_first(self) -> None:
        for b in self.buttons:
            if b.isEnabled() and b.isVisible() and b.isDefault():
                b.setFocus(Qt.FocusReason.TabFocusReason)
                return
        for b in self.buttons:
            if b.isEnabled() and b.isVisible():
                b.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """A button would pass Left/Right/Down on to the window's next widget: here they go
        round the panel's controls, Down and Esc go back to the hand (a list keeps Up/Down)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            key = event.key()
            arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Escape)
            if key in arrows or (key in (Qt.Key.Key_Up, Qt.Key.Key_Down)
                                 and not isinstance(obj, QComboBox)):
                self.keyPressEvent(event)
                return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Up:
            return
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Escape):
            self.leave.emit()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            i = key - Qt.Key.Key_1
            if i < len(self._bid_buttons):
                self._bid_buttons[i].click()
                return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_focus(1 if key == Qt.Key.Key_Right else -1)
            return
        super().keyPressEvent(event)

    def step_focus(self, step: int) -> None:
        """Left/Right go round the panel's controls (Tab leaves the panel as everywhere)."""
        controls: list[QWidget] = []
        w = self.nextInFocusChain()
        while w is not self and w is not None and len(controls) < 200:
            if self.isAncestorOf(w) and w.isVisible() and w.isEnabled() \
                    and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w not in controls:
                controls.append(w)
            w = w.nextInFocusChain()
        if not controls:
            return
        current = self.focusWidget()
        i = controls.index(current) + step if current in controls else 0
        controls[i % len(controls)].setFocus(Qt.FocusReason.TabFocusReason)

    def _clear(self) -> None:
        for r in self._rows:
            r.setParent(None)
            r.deleteLater()
        self._rows = []
        self.buttons = []
        self._bid_buttons = []
        self._discards = []
        self._confirm = None
        self._refreshers = []
