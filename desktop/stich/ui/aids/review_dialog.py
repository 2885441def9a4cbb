""""Could I have done better?": the post-hand review (:mod:`stich.bots.review`) worked out on a
thread of its own and listed decision by decision."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...bots.review import Finding, Review, review_hand
from ...engine.state import HandState
from .. import labels


class _Signals(QObject):
    progress = Signal(int, int)
    done = Signal(object, object)  # Review or None, error text or None


class _Task(QRunnable):
    def __init__(self, final: HandState, seat: int, signals: _Signals) -> None:
        super().__init__()
        self.final, self.seat, self.signals = final, seat, signals

    def run(self) -> None:
        review: Review | None = None
        error: str | None = None
        try:
            review = review_hand(self.final, self.seat, random.Random(0),
                                 progress=self._progress)
        except Exception as e:  # a failed review must not take the app down
            error = f"{type(e).__name__}: {e}"
        with contextlib.suppress(RuntimeError):  # the dialog was closed meanwhile
            self.signals.done.emit(review, error)

    def _progress(self, done: int, total: int) -> None:
        with contextlib.suppress(RuntimeError):
            self.signals.progress.emit(done, total)


def value_text(x: float, exact: bool) -> str:
    """A finding's value: a whole settlement with best play from there, else an average."""
    if exact:
        return labels.signed(round(x))
    return labels.signed_decimal(x)


class ReviewDialog(QDialog):
    def __init__(self, final: HandState, seat: int, names: Sequence[str], face: str,
                 parent: QWidget | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self.final, self.seat, self.names, self.face = final, seat, list(names), face
        self.review: Review | None = None
        self.resize(620, 360)
        box = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(self.intro)
        box.addWidget(self.bar)
        box.addWidget(self.text, 1)
        box.addWidget(buttons)
        self.setWindowTitle(self.tr("Could I have done better?"))
        # in the hand's own game: a Sheepshead review told of Schafkopf's solver
        self.intro.setText(self.tr(
            "Each of your decisions in this hand is worked out again with all cards known. "
            "Card play in Schafkopf is solved exactly (everybody playing perfectly from "
            "there); bidding and the other games are played out a few times by the bots "
            "with the real cards.") if final.game.name == "schafkopf" else self.tr(
            "Each of your decisions in this hand is worked out again with all cards known: "
            "the bots play the hand out a few times from there with the real cards."))
        self.signals = _Signals()  # no parent: the review's thread may signal it after we close
        self.signals.progress.connect(self._progress)
        self.signals.done.connect(self._done)
        self._pool = pool if pool is not None else QThreadPool.globalInstance()
        self.text.setPlainText(self.tr("Working it out…"))

    def start(self) -> None:
        self._pool.start(_Task(self.final, self.seat, self.signals))

    def _progress(self, done: int, total: int) -> None:
        self.bar.setMaximum(max(1, total))
        self.bar.setValue(done)

    def _done(self, review: object, error: object) -> None:
        self.bar.hide()
        if not isinstance(review, Review):
            self.text.setPlainText(self.tr("The review failed: %1").replace("%1", str(error)))
            return
        self.review = review
        self.text.setHtml(self.html(review))

    def html(self, review: Review) -> str:
        looked = self.tr("%n decision(s) with a choice looked at.", "", review.decisions)
        parts = [f"<p>{_esc(looked)}</p>"]
        if not review.findings:
            parts.append("<p><b>" + self.tr(
                "No other choice of yours would have changed the result.") + "</b></p>")
        else:
            parts.append("<ul>")
            for f in review.findings:
                parts.append(f"<li style='margin-bottom:6px'>{self.finding_text(f)}</li>")
            parts.append("</ul>")
        return "".join(parts)

    def finding_text(self, f: Finding) -> str:
        game = self.final.game.name
        played = labels.action_text(f.played, game, self.face, f.phase)
        better = labels.action_text(f.better, game, self.face, f.phase)
        if f.played.type == "play":
            where = self.tr("Trick %1").replace("%1", labels.number(f.tricks_done + 1))
            what = self.tr("you played the %1.").replace("%1", played)
            alt = self.tr("The %1 was better").replace("%1", better)
        else:
            where = labels.phase_name(f.phase, game)
            what = self.tr("you chose “%1”.").replace("%1", played)
            alt = self.tr("“%1” was better").replace("%1", better)
        if f.exact:
            how = self.tr("%1 instead of %2 with best play from there")
        else:
            how = self.tr("%1 instead of %2 on average in the playouts")
        how = how.replace("%1", value_text(f.better_value, f.exact)).replace(
            "%2", value_text(f.played_value, f.exact))
        return f"<b>{_esc(where)}</b> — {_esc(what)} {_esc(alt)}: {_esc(how)}."


def _esc(text: Any) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


