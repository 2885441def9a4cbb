"""The hint: the hard bot's suggestion for the player's decision and its best alternatives,
worked out on the table's bot threads (:class:`~stich.ui.controller.BotRunner`) and shown in
a panel over the table."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ...bots.advice import SEARCH, Option, advise
from ...engine.actions import Action
from ...engine.state import Observation
from .. import labels

BUDGET = 2.5  # seconds, as the hard bot at the table
LEAST_LINES = 3  # the text lines a hint shorter than its words still shows (the suggestion)


class Advisor:
    """A "bot" for the table's :class:`BotRunner` whose answer is the list of options."""

    name = "advisor"
    level = "hard"

    def __init__(self, game: str, bot: Any = None) -> None:
        from ...bots import make_bot

        self.game = game
        self.bot = bot if bot is not None else make_bot(game, "hard")

    def choose(self, observation: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> list[Option]:
        return advise(self.game, observation, legal, rng, budget, bot=self.bot)


def option_text(option: Option, game: str, face: str, phase: str) -> str:
    """An alternative and its figures; the deals are the suggestion's (one estimator values
    every option on the same deals), so their number is said once, under the suggestion."""
    what = labels.action_text(option.action, game, face, phase)
    if option.settlement is None or not option.samples:
        return what
    share = round(100 * (option.win_share or 0.0))
    text = QCoreApplication.translate("HintPanel", "%1: wins in %2%, %3 on average")
    text = text.replace("%1", what).replace("%2", labels.number(share)).replace(
        "%3", labels.signed_decimal(option.settlement))
    if option.ahead:
        text += " " + QCoreApplication.translate("HintPanel", "(ahead)")
    return text


def source_text(options: Sequence[Option]) -> str:
    """Where the figures come from and how the options are ranked (the panel's tooltip)."""
    if options[0].source == SEARCH:
        text = QCoreApplication.translate(
            "HintPanel", "The figures are the hard bot's own search over deals that fit what "
            "you have seen.")
    else:
        text = QCoreApplication.translate(
            "HintPanel", "The figures come from deals that fit what you have seen, each option "
            "played to the end by medium bots.")
    return text + " " + QCoreApplication.translate(
        "HintPanel", "The options are ranked by their average.")


def ahead_text(options: Sequence[Option]) -> str:
    """Why the suggestion stands when an alternative's average reads better ("" if none
    does)."""
    if not any(o.ahead for o in options[1:]):
        return ""
    if options[0].source == SEARCH:
        return QCoreApplication.translate(
            "HintPanel", "(ahead): better on average, not clearly; the hard bot keeps its "
            "usual choice until another one is clearly better.")
    return QCoreApplication.translate(
        "HintPanel", "(ahead): better on average in playouts by medium bots; the hard bot "
        "chose by its own search.")


def ahead_note(options: Sequence[Option]) -> str:
    """What "(ahead)" means, in a few words under the alternatives ("" if none is marked);
    :func:`ahead_text` says more in the tooltip."""
    if not any(o.ahead for o in options[1:]):
        return ""
    if options[0].source == SEARCH:
        return QCoreApplication.translate("HintPanel", "(ahead): better on average, but not "
                                          "clearly.")
    return QCoreApplication.translate("HintPanel", "(ahead): better on average in medium "
                                      "bots' playouts.")


class HintPanel(QFrame):
    """The suggestion first (in bold), then the alternatives; click or Escape closes it.
    Where the table leaves no room for all its words it may be shorter (``TableView.
    place_aside``), down to ``minimumSizeHint``: its words then scroll."""

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HintPanel")
        self.setStyleSheet("#HintPanel { background: rgba(250, 246, 232, 240); "
                           "border: 2px solid #c9a227; border-radius: 12px; }"
                           "QLabel { color: #1d2a22; }"
                           "QPushButton { padding: 2px 10px; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the words' scroll area is made when the hint first shows: a scroll area and its
        # bars made with the table cost 1.3 MB of peak memory (bench/memory.py), and most
        # games never ask for a hint
        self.scroll: _Words | None = None
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.dismiss)
        box.addWidget(self.title)
        box.addWidget(self.body)
        box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMaximumWidth(460)
        self.options: list[Option] = []
        self.hide()
        self._retranslate()

    def _retranslate(self) -> None:
        self.close_button.setText(self.tr("Close"))
        self.setAccessibleName(self.tr("Hint"))

    def show_thinking(self) -> None:
        self.options = []
        self.title.setText(self.tr("Hint"))
        self.body.setText(self.tr("Thinking…"))
        self._show()

    def show_options(self, options: list[Option], game: str, face: str, phase: str,
                     forced: bool = False) -> None:
        """The hint's answer; ``forced``: the first option is the only legal one."""
        self.options = list(options)
        self.title.setText(self.tr("Hint"))
        if not options:
            self.body.setText(self.tr("No hint for this decision."))
            self._show()
            return
        first = options[0]
        what = labels.action_text(first.action, game, face, phase)
        if first.action.type == "play":
            head = self.tr("Play the %1.").replace("%1", what)
        else:
            head = self.tr("Choose “%1”.").replace("%1", what)
        lines = [f"<p style='font-size:15px'><b>{_esc(head)}</b></p>"]
        if first.settlement is not None and first.samples:
            share = round(100 * (first.win_share or 0.0))
            sub = self.tr("Wins in %1% of %2 sampled deals, %3 on average.").replace(
                "%1", labels.number(share)).replace("%2", labels.number(first.samples)).replace(
                "%3", labels.signed_decimal(first.settlement))
            lines.append(f"<p>{_esc(sub)}</p>")
        others = options[1:]
        if others:
            lines.append("<p>" + _esc(self.tr("Alternatives:")) + "</p><ul style="
                         "'margin-left:-20px; margin-bottom:0px'>")
            for o in others:
                lines.append(f"<li>{_esc(option_text(o, game, face, phase))}</li>")
            lines.append("</ul>")
        figures = first.settlement is not None and first.samples > 0 and not forced
        note = ahead_note(options) if figures else ""
        if note:  # a player who never hovers learns what the mark means too
            lines.append(f"<p style='margin-top:4px'><i>{_esc(note)}</i></p>")
        # Where the figures come from, and why an alternative marked "(ahead)" lost, at more
        # length: in the tooltip and for a screen reader, as the panel must keep clear of the
        # table (it has a spot 240 pixels wide on a 3-handed table at 1024 x 700).
        told = " ".join(x for x in (source_text(options), ahead_text(options)) if x) \
            if figures else ""
        if forced:
            only = self.tr("It is the only card you may play.") if first.action.type == "play" \
                else self.tr("It is the only choice you have.")
            lines.append(f"<p>{_esc(only)}</p>")
        elif first.settlement is None:
            lines.append("<p><i>" + _esc(self.tr(
                "No sampled deal fitted what you have seen, so the options are not "
                "valued.")) + "</i></p>")
        self.body.setText("".join(lines))
        self.body.setToolTip(told)
        self.setAccessibleDescription(self.body.text() + (f"<p>{_esc(told)}</p>" if told
                                                          else ""))
        self._show()

    def _words(self) -> _Words:
        """The scroll area holding the words (made, around ``body``, at the first hint)."""
        if self.scroll is None:
            box = self.layout()
            assert isinstance(box, QVBoxLayout)
            at = box.indexOf(self.body)
            box.removeWidget(self.body)
            self.scroll = _Words(self.body, self)  # scrolled when the panel is shorter
            box.insertWidget(at, self.scroll)
        return self.scroll

    def _show(self) -> None:
        words = self._words()
        words.updateGeometry()  # new words: the layout asks their size again
        self.adjustSize()
        words.fit_bar()
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        self.hide()
        self.closed.emit()

    def mousePressEvent(self, event: Any) -> None:
        self.dismiss()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            event.accept()
            return
        super().keyPressEvent(event)


class _Words(QScrollArea):
    """The hint's words: as tall as they are (the panel's layout asks their height for its
    width, as of the label itself), or shorter, down to ``LEAST_LINES`` lines, scrolled."""

    def __init__(self, words: QLabel, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWidget(words)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        words.setAutoFillBackground(False)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.widget().heightForWidth(width - 2 * self.frameWidth())

    def fit_bar(self) -> None:
        """A scroll bar only where the words do not fit at the full width (Qt's own choice,
        made at the width left beside a bar once shown, kept one where all would fit)."""
        frame = 2 * self.frameWidth()
        fits = self.heightForWidth(self.width()) <= self.height() - frame
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOn)

    def resizeEvent(self, event: Any) -> None:
        self.fit_bar()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        hint = self.widget().sizeHint()
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def minimumSizeHint(self) -> QSize:
        lines = self.fontMetrics().lineSpacing() * LEAST_LINES
        return QSize(self.widget().minimumSizeHint().width(),
                     min(lines, self.heightForWidth(self.widget().sizeHint().width())))


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
