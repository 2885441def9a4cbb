"""A seat's name plate: name, bot badge, role tags, running score, what the seat said last.

The seat whose turn it is glows; a sitting-out seat is greyed; ``flash`` (1 -> 0) rings the
plate once, e.g. when a partner is revealed.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from .layout import BUBBLE_GAP, BUBBLE_H, BUBBLE_MAX_W


class PlateItem(QGraphicsObject):
    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.size = (170.0, 50.0)
        self.name = ""
        self.badge = ""
        self.tags: list[str] = []
        self.score = ""
        self.tricks = ""
        self.said = ""
        self.active = False
        self.thinking = False
        self.sitting_out = False
        self.dealer = False  # a "D" button at the plate's corner (not a chip that may not fit)
        self.bubble_above = False  # the bottom seat: what it said goes above the plate
        self.bubble_grow = 0  # a label wider than the plate grows right (+1), left (-1), both
        self.bubble_max = 0.0  # the widest the label may be (0: BUBBLE_MAX_W plate widths)
        self.high_contrast = False  # opaque black plate, white edge, thick turn ring
        self._flash = 0.0
        self._bubble = QRectF()  # bubble_rect(), measured when the text or the size changes
        self._bounds: QRectF | None = None  # boundingRect(), made again when _bubble changes
        self.setZValue(900)
        # Drawn into a pixmap once and blitted until it changes (never rotated, so Qt keeps
        # the cache): antialiased shapes and text cost more than the blit on a full repaint.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.size = (w, h)
        self._bubble = self._measure_bubble()
        self._bounds = None

    def set_info(self, *, name: str, badge: str, tags: list[str], score: str, tricks: str,
                 said: str, active: bool, thinking: bool, sitting_out: bool) -> None:
        self.prepareGeometryChange()  # the label beside the plate may grow or shrink
        self.name, self.badge, self.tags, self.score = name, badge, tags, score
        self.tricks, self.said, self.active = tricks, said, active
        self.thinking, self.sitting_out = thinking, sitting_out
        self._bubble = self._measure_bubble()
        self._bounds = None
        self.update()

    def _get_flash(self) -> float:
        return self._flash

    def _set_flash(self, v: float) -> None:
        self._flash = v
        self.update()

    flash = Property(float, _get_flash, _set_flash)

    def boundingRect(self) -> QRectF:
        """The plate with its turn glow, its flash ring, its dealer button and its label
        (above or below it, or beside it when long). It is also the size of the plate's cached
        picture, which each paint of the table blends: no room above and below the plate that
        nothing is drawn in (the label had been there: 1.7 times the area, issue #12).
        Left and right it stays 12 pixels beyond the plate, where a flash ring is cut off, as
        it always was. Qt asks for it several times a paint: made once per change."""
        bounds = self._bounds
        if bounds is None:
            w, h = self.size
            # the flash ring reaches 14 px beyond the plate and its pen 1.5 more; the dealer
            # button a third of its size (0.36 h) above the plate
            pad = max(17.0, h * 0.11 + 2)
            base = QRectF(-w / 2 - 12, -h / 2 - pad, w + 24, h + 2 * pad)
            bounds = self._bounds = base.united(self.bubble_rect().adjusted(-2, -2, 2, 2))
        return bounds

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        w, h = self.size
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = h * 0.28
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            for i, alpha in enumerate((40, 70, 110)):
                g = 8 - i * 3
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 214, 90, alpha))
                painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)
        hc = self.high_contrast
        edge = QColor(255, 214, 90) if self.active else QColor(255, 255, 255, 230 if hc else 60)
        painter.setPen(QPen(edge, (4.0 if hc else 2.0) if self.active else (2.0 if hc else 1.0)))
        painter.setBrush(QColor(0, 0, 0, 235) if hc else
                         QColor(10, 30, 20, 150 if not self.sitting_out else 90))
        painter.drawRoundedRect(rect, radius, radius)
        if self._flash > 0:
            g = 4 + 10 * (1 - self._flash)
            painter.setPen(QPen(QColor(120, 220, 255, int(230 * self._flash)), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)
        if self.dealer:
            d = h * 0.36
            disc = QRectF(rect.right() - d * 0.7, rect.top() - d * 0.3, d, d)
            painter.setPen(QPen(QColor(40, 40, 40), 1.0))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(disc)
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(9, round(d * 0.6)))
            painter.setFont(f)
            painter.setPen(QColor(20, 20, 20))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("PlateItem", "D", "the dealer button"))
        text = QColor(255, 255, 255) if not self.sitting_out else QColor(190, 190, 190)
        pad = h * 0.22
        font = QFont()
        font.setPixelSize(max(11, round(h * 0.30)))
        font.setBold(True)
        painter.setFont(font)
        fm = QFontMetricsF(font)
        top = QRectF(rect.left() + pad, rect.top() + h * 0.08, w - 2 * pad, h * 0.46)
        painter.setPen(text)
        score_w = fm.horizontalAdvance(self.score) if self.score else 0.0
        name_rect = top.adjusted(0, 0, -score_w - 6, 0)
        if self.active:  # whose turn, by a mark as well as by the glow
            s = name_rect.height() * 0.5
            cy = name_rect.center().y()
            arrow = QPolygonF([QPointF(name_rect.left(), cy - s / 2),
                               QPointF(name_rect.left() + s * 0.8, cy),
                               QPointF(name_rect.left(), cy + s / 2)])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 214, 90))
            painter.drawPolygon(arrow)
            painter.setPen(text)
            name_rect.setLeft(name_rect.left() + s * 1.2)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fm.elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width()))
        if self.score:
            painter.setPen(QColor(255, 236, 170))
            painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.score)
        small = self._small()
        painter.setFont(small)
        sfm = QFontMetricsF(small)
        x = rect.left() + pad
        y = rect.top() + h * 0.56
        lh = h * 0.36
        chips = ([(self.badge, QColor(90, 110, 130))] if self.badge else []) + \
            [(t, QColor(170, 110, 30)) for t in self.tags]
        right_text = self.tricks
        right_w = sfm.horizontalAdvance(right_text) + 4 if right_text else 0.0
        for label, colour in chips:
            tw = sfm.horizontalAdvance(label) + h * 0.24
            if x + tw > rect.right() - pad - right_w:
                break
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, y, tw, lh), lh / 2, lh / 2)
            painter.setPen(QColor(255, 255, 255))
            painter.drawText(QRectF(x, y, tw, lh), Qt.AlignmentFlag.AlignCenter, label)
            x += tw + 4
        if right_text:
            painter.setPen(QColor(220, 235, 225))
            painter.drawText(QRectF(rect.right() - pad - right_w, y, right_w, lh),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             right_text)
        bubble = self.said if not self.thinking else "…"
        if bubble:
            f = self._bubble_font(small)
            painter.setFont(f)
            bfm = QFontMetricsF(f)
            br = self.bubble_rect()
            bw = br.width()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 250, 235))
            painter.drawRoundedRect(br, br.height() / 2, br.height() / 2)
            painter.setPen(QColor(30, 40, 35))
            painter.drawText(br, Qt.AlignmentFlag.AlignCenter,
                             bfm.elidedText(bubble, Qt.TextElideMode.ElideRight, bw - 8))

    def _small(self) -> QFont:
        small = QFont()
        small.setPixelSize(max(10, round(self.size[1] * 0.24)))
        return small

    def _bubble_font(self, small: QFont) -> QFont:
        f = QFont(small)
        f.setItalic(not self.thinking)
        f.setBold(self.thinking)
        return f

    def bubble_rect(self) -> QRectF:
        """Where what the seat said (its contract) is drawn, in the plate's coordinates: above
        the plate for the bottom seat, below it for the others; empty when it said nothing.
        (Measured once per change: Qt asks for the bounding rectangle, which holds it, many
        times a paint.)"""
        return QRectF(self._bubble)

    def _measure_bubble(self) -> QRectF:
        bubble = self.said if not self.thinking else "…"
        if not bubble:
            return QRectF()
        w, h = self.size
        bfm = QFontMetricsF(self._bubble_font(self._small()))
        widest = self.bubble_max if self.bubble_max > 0 else w * BUBBLE_MAX_W
        bw = min(max(w, widest), bfm.horizontalAdvance(bubble) + h * 0.5)
        top = -h / 2 - h * (BUBBLE_GAP + BUBBLE_H) if self.bubble_above else h / 2 + h * BUBBLE_GAP
        left = -bw / 2
        if bw > w and self.bubble_grow:  # wider than the plate: from its edge, away from a hand
            left = -w / 2 if self.bubble_grow > 0 else w / 2 - bw
        return QRectF(left, top, bw, h * BUBBLE_H)


class CountBadge(QGraphicsObject):
    """A small round count: dark beside a won-tricks pile; ``light`` (white, dark figures) on
    the top card of an opponent's hand, how many cards it holds."""

    def __init__(self, light: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.radius = 11.0
        self.light = light
        self.setZValue(899 if not light else 290)  # a hand's: under cards flying to the trick
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)  # as a plate

    def set_text(self, text: str, radius: float) -> None:
        if (text, radius) != (self.text, self.radius):  # else its cached picture stays
            self.prepareGeometryChange()
            self.text, self.radius = text, radius
            self.update()
        self.setVisible(bool(text))

    def boundingRect(self) -> QRectF:
        r = self.radius
        return QRectF(-r - 1, -r - 1, 2 * r + 2, 2 * r + 2)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        light = self.light
        painter.setPen(QPen(QColor(20, 40, 30, 220) if light else QColor(255, 255, 255, 200),
                            1.2))
        painter.setBrush(QColor(250, 250, 245, 240) if light else QColor(20, 40, 30, 230))
        painter.drawEllipse(QRectF(-r, -r, 2 * r, 2 * r))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, round(r * 1.1)))
        painter.setFont(font)
        painter.setPen(QColor(20, 30, 25) if light else QColor(255, 255, 255))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.text)
