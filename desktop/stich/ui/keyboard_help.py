"""Help ▸ Keyboard: every key of the table, the menus and the dialogs in one window (F1)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


class KeyboardHelp(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(680, 700)
        box = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        box.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self._retranslate()

    def sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(heading, [(keys, what they do)]) in the current language."""
        return [
            (self.tr("At the table"), [
                (self.tr("Left, Right"), self.tr("Choose a card of your hand (then the cards "
                                                 "on your piles on a two-player Sjavs table)")),
                (self.tr("Home, End"), self.tr("The first or the last card")),
                (self.tr("Enter, Space"), self.tr(
                    "Play the chosen card; when laying cards away, choose it or put it back")),
                (self.tr("Enter, Space"), self.tr(
                    "After a trick: go on at once; after a hand: the next hand")),
                (self.tr("Up"), self.tr("To the decision buttons (bid, pass, declare…)")),
                (self.tr("L"), self.tr("Show or hide the last trick")),
                (self.tr("Esc"), self.tr("Close the last trick or a message")),
                (self.tr("Tab, Shift+Tab"), self.tr(
                    "To the buttons of the status line (Last trick, Score sheet) and back")),
            ]),
            (self.tr("Decision buttons"), [
                (self.tr("Left, Right"), self.tr("From button to button (round the panel)")),
                (self.tr("Enter, Space"), self.tr("Press the button with the focus ring")),
                (self.tr("1 … 9"), self.tr("Bid the first values shown")),
                (self.tr("Down, Esc"), self.tr("Back to the hand")),
            ]),
            (self.tr("Screen reader"), [
                (self.tr("C"), self.tr("Read the cards in your hand")),
                (self.tr("T"), self.tr("Read the trick on the table")),
                (self.tr("S"), self.tr("Read the game, whose turn it is and the scores")),
            ]),
            (self.tr("Menus and windows"), [
                *self._menu_keys(),
                (self.tr("Ctrl+N"), self.tr("New game")),
                (self.tr("Ctrl+Enter"), self.tr("Next hand")),
                (self.tr("Ctrl+L"), self.tr("Score sheet")),
                (self.tr("F1"), self.tr("This list of keys")),
                (self.tr("Ctrl+Q"), self.tr("Quit")),
                (self.tr("Tab, Shift+Tab"), self.tr("From field to field in a dialog")),
                (self.tr("Alt+letter"), self.tr("The field or button with that underlined "
                                                "letter")),
                (self.tr("Ctrl+Tab"), self.tr("The next tab (New game: game, seats, rules)")),
                (self.tr("Enter, Esc"), self.tr("OK, Cancel or Close")),
            ]),
        ]

    def _menu_keys(self) -> list[tuple[str, str]]:
        """The menu bar's own Alt keys and titles, as the window shows them now (a list
        written out by hand had left out the Aids menu)."""
        window = self.parentWidget()
        if not isinstance(window, QMainWindow):
            return []
        keys, names = [], []
        for action in window.menuBar().actions():
            key = QKeySequence.mnemonic(action.text())
            if not key.isEmpty():
                keys.append(key.toString(QKeySequence.SequenceFormat.PortableText))
                names.append(action.text().replace("&&", "\0").replace("&", "")
                             .replace("\0", "&"))
        if not keys:
            return []
        return [(", ".join(keys), self.tr("Open a menu: %1 (the underlined letter)").replace(
            "%1", ", ".join(names)))]

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard"))
        self.text.setAccessibleName(self.tr("Keys"))
        parts = ["<table cellspacing='0' cellpadding='3'>"]  # one table: the keys align
        for heading, rows in self.sections():
            parts.append(f"<tr><td colspan='2'><h3>{escape(heading)}</h3></td></tr>")
            for keys, what in rows:
                parts.append(f"<tr><td style='padding-right:18px'><b>{escape(keys)}</b></td>"
                             f"<td>{escape(what)}</td></tr>")
        parts.append("</table>")
        self.text.setHtml("".join(parts))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the main window has renamed its menus (the order of the event is Qt's)
            QTimer.singleShot(0, self, self._retranslate)
        super().changeEvent(event)
