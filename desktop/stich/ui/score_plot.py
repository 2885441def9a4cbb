"""The running score as a line, drawn with QPainter (no plotting library): a zero line, "nice"
ticks on both axes, the line and its points; hovering shows the hand and the total."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from . import labels

LINE = QColor(31, 107, 58)
GAIN = QColor(31, 107, 58, 40)
LOSS = QColor(179, 38, 30, 40)
GRID = QColor(0, 0, 0, 30)
AXIS = QColor(0, 0, 0, 120)


def axis_number(n: int) -> str:
    """An axis label: the locale's digits and a real minus sign (no plus)."""
    return labels.number(n) if n >= 0 else "−" + labels.number(-n)


def nice_step(span: float, ticks: int = 5) -> float:
    """A step of 1, 2 or 5 times a power of ten giving about ``ticks`` intervals."""
    if span <= 0:
        return 1.0
    raw = span / max(1, ticks)
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return float(m * power)
    return float(10 * power)


class ScorePlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.totals: list[int] = []
        self.setMinimumSize(320, 180)
        self.setMouseTracking(True)
        self._plot = QRectF()

    def sizeHint(self) -> QSize:
        return QSize(640, 260)

    def set_totals(self, totals: Sequence[int]) -> None:
        self.totals = list(totals)
        self.update()

    def _range(self) -> tuple[float, float, float]:
        lo = min(0, *self.totals) if self.totals else 0
        hi = max(0, *self.totals) if self.totals else 0
        if lo == hi:
            hi = lo + 1
        step = nice_step(hi - lo)
        return math.floor(lo / step) * step, math.ceil(hi / step) * step, step

    def _point(self, i: int, value: float, lo: float, hi: float) -> QPointF:
        r = self._plot
        n = max(1, len(self.totals))
        x = r.left() + r.width() * (i + 1) / n
        y = r.bottom() - r.height() * (value - lo) / (hi - lo)
        return QPointF(x, y)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        fm = p.fontMetrics()
        if not self.totals:
            p.setPen(self.palette().placeholderText().color())
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                       self.tr("No hands played yet"))
            p.end()
            return
        lo, hi, step = self._range()
        ticks = [lo + k * step for k in range(round((hi - lo) / step) + 1)]
        left = 12 + max(fm.horizontalAdvance(axis_number(int(t))) for t in ticks)
        self._plot = QRectF(left, 10, max(10, self.width() - left - 16),
                            max(10, self.height() - 18 - fm.height() - 10))
        r = self._plot
        # grid and y labels
        for t in ticks:
            y = self._point(0, t, lo, hi).y()
            p.setPen(QPen(AXIS if t == 0 else GRID, 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(self.palette().text().color())
            p.drawText(QRectF(0, y - fm.height() / 2, left - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       axis_number(int(t)))
        # x labels: hand numbers
        n = len(self.totals)
        xstep = max(1, int(nice_step(n, max(1, int(r.width() // 70)))))
        p.setPen(self.palette().text().color())
        for k in range(0, n + 1, xstep):
            if k == 0:
                continue
            x = self._point(k - 1, 0, lo, hi).x()
            p.drawText(QRectF(x - 30, r.bottom() + 4, 60, fm.height()),
                       Qt.AlignmentFlag.AlignHCenter, labels.number(k))
        p.setPen(QPen(AXIS, 1))
        p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left(), r.bottom()))
        # area to the zero line, then the line
        zero = self._point(0, 0, lo, hi).y()
        start = QPointF(r.left(), zero)
        path = QPainterPath(start)
        for i, v in enumerate(self.totals):
            path.lineTo(self._point(i, v, lo, hi))
        area = QPainterPath(path)
        area.lineTo(QPointF(self._point(n - 1, 0, lo, hi).x(), zero))
        area.closeSubpath()
        p.save()
        p.setClipRect(QRectF(r.left(), r.top(), r.width(), zero - r.top()))
        p.fillPath(area, GAIN)
        p.setClipRect(QRectF(r.left(), zero, r.width(), r.bottom() - zero))
        p.fillPath(area, LOSS)
        p.restore()
        p.setPen(QPen(LINE, 2))
        p.drawPath(path)
        if n <= 80:
            p.setBrush(LINE)
            for i, v in enumerate(self.totals):
                p.drawEllipse(self._point(i, v, lo, hi), 2.5, 2.5)
        p.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self.totals or self._plot.width() <= 0:
            return
        n = len(self.totals)
        x = event.position().x()
        i = round((x - self._plot.left()) / self._plot.width() * n) - 1
        if 0 <= i < n:
            text = self.tr("Hand %1: %2").replace("%1", labels.number(i + 1)).replace(
                "%2", labels.signed(self.totals[i]))
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
