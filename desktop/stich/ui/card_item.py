"""One card on the table: a ``QGraphicsObject`` drawn from the cached pixmap, with a soft shadow.

The item's position is its centre. Its pixmap is rendered for its real width (no scaling at
rest, so it stays crisp at 2x); animations scale it only in flight. ``flip`` (0..1) turns the
card over: the face changes half-way while the card narrows and widens again.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from .card_pixmaps import BACK, CARD_ASPECT, CardPixmaps, shadow_margin

TAB_H = 0.1  # the height of the tab on a fresh card (a card's height is 1)
SELECTED_LIFT = 0.16  # a chosen card stands this high (a card's height is 1)
HOVER_LIFT = 0.09  # a playable card under the pointer or the keyboard focus


def fresh_tab(card: QRectF) -> QRectF:
    """The new-card tab standing on the top edge of a card drawn in ``card``, at its left."""
    w, h = card.width(), card.height()
    return QRectF(card.left() + w * 0.05, card.top() - h * TAB_H, w * 0.3, h * TAB_H + 2)


def tab_rect(w: float, lift: float = 0.0) -> QRectF:
    """The new-card tab of a card ``w`` wide lifted by ``lift``, in the card's coordinates
    (its centre at the origin), with its outline."""
    h = w * CARD_ASPECT
    pen = max(1.0, w * 0.02) / 2
    return fresh_tab(QRectF(-w / 2, -h / 2 - lift, w, h)).adjusted(-pen, -pen, pen, pen)


class CardItem(QGraphicsObject):
    clicked = Signal(object)  # the item's key
    double_clicked = Signal(object)
    dropped = Signal(object, QPointF)  # the item's key, where it was dropped (scene)

    def __init__(self, key: object, art: CardPixmaps, pattern: str) -> None:
        super().__init__()
        self.key = key
        self.art = art
        self.pattern = pattern
        self.card: int | None = None
        self.face_up = False
        self._shown_up = False  # the face drawn (changes half-way through a flip)
        self._flip = 0.0
        self.width = 60.0
        # While the card flies to a smaller place turning face down (a trick gathered to its
        # pile), its face is drawn from the picture at the size it flies from: the face shows
        # only in the first half, large, and no face is kept at the piles' size (issue #12).
        self.face_w: float | None = None
        self.playable = False  # the player's card that may be played now
        self.dimmed = False  # the player's card that may not be played now
        self.interactive = False  # belongs to the player's hand
        self.selected = False  # chosen for a discard
        self.focused = False  # keyboard focus
        self.fresh = False  # just taken up from the blind/skat/cat: a tab on its top edge
        self.hovered = False
        self.marks = False  # colour-blind-safe highlights: shapes and light/dark, not hue
        self.high_contrast = False
        self._press: QPointF | None = None  # where a press on a playable card began (scene)
        self._origin = QPointF()
        self.dragging = False
        self._turn_key: tuple[object, ...] | None = None  # how it was last painted
        # The last blit of a turned picture: (what the card showed, the painter's world and
        # device transforms, where the picture went, the picture, its pixel ratio, its key in
        # the cache). Painted again the same way, the card is that one blit, without working
        # out the picture's key again (a card at rest cost about 30 us of Python per paint).
        self._last_blit: tuple[object, QTransform, QTransform, QPointF, QPixmap, float,
                               tuple[object, ...]] | None = None
        # The bounding rectangle, worked out once per change of what it depends on (width,
        # lift room, marks: each such change goes through ``prepareGeometryChange``, as Qt
        # requires): Qt asks for it twice per card and paint.
        self._bounds: QRectF | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # ---------------------------------------------------------------- state
    def set_card(self, card: int | None, face_up: bool) -> None:
        self.card = card
        self.face_up = face_up and card is not None
        self._shown_up = self.face_up
        self._flip = 0.0
        self.update()

    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_flags(self, *, interactive: bool, playable: bool, dimmed: bool,
                  selected: bool = False, focused: bool = False, fresh: bool = False) -> None:
        changed = (interactive, playable, dimmed, selected, focused, fresh) != (
            self.interactive, self.playable, self.dimmed, self.selected, self.focused,
            self.fresh)
        if (interactive or selected or focused, fresh) != (
                self.interactive or self.selected or self.focused, self.fresh):
            self.prepareGeometryChange()  # the room for a lift (or the tab) comes or goes
        self.interactive, self.playable, self.dimmed = interactive, playable, dimmed
        self.selected, self.focused, self.fresh = selected, focused, fresh
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive
                       else Qt.CursorShape.ArrowCursor)
        if changed:
            self.update()

    def set_style(self, *, marks: bool, high_contrast: bool) -> None:
        if (marks, high_contrast) != (self.marks, self.high_contrast):
            self.prepareGeometryChange()
            self.marks, self.high_contrast = marks, high_contrast
            self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self._shown_up = (not self.face_up) if value < 0.5 else self.face_up
        if value >= 1.0:
            self._flip = 0.0
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    @property
    def height(self) -> float:
        return self.width * CARD_ASPECT

    # ---------------------------------------------------------------- drawing
    def lift(self) -> float:
        """Chosen cards stand high; a card that may be played stands a little out of the hand
        (its shape says so, not only the dimming of the others) and more under the pointer or
        the keyboard focus."""
        if self.selected:
            return self.height * SELECTED_LIFT
        if self.interactive and self.playable:
            return self.height * (HOVER_LIFT if self.hovered or self.focused else 0.04)
        return 0.0

    def prepareGeometryChange(self) -> None:
        super().prepareGeometryChange()  # (Qt may ask for the old rectangle in it)
        self._bounds = None  # what changes next is measured at the next request

    def boundingRect(self) -> QRectF:
        """What a paint may touch: the card and its shadow; a card of the player's hand also
        its lift, focus ring and selection marks. (Every card had room for a lift: a card of
        the top seat's hand, turning as it flew, had that room above the window's top edge.)"""
        bounds = self._bounds
        if bounds is None:
            bounds = self._bounds = self._measure_bounds()
        return bounds

    def _measure_bounds(self) -> QRectF:
        w, h = self.width, self.height
        pad = max(4.0, shadow_margin(w))
        if not (self.interactive or self.selected or self.focused or self.fresh):
            return QRectF(-w / 2 - pad, -h / 2 - pad, w + 2 * pad, h + 2 * pad)
        pad += w * 0.1 if self.marks or self.high_contrast else 0.0
        top = h * (0.17 + (TAB_H + 0.01 if self.fresh else 0.0))
        return QRectF(-w / 2 - pad, -h / 2 - top - pad, w + 2 * pad, h + top + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        w, h = self.width, self.height
        path.addRect(QRectF(-w / 2, -h / 2 - self.lift(), w, h))
        return path

    def _look(self) -> tuple[object, ...]:
        """Everything a paint of this card depends on, but the painter."""
        return (self.card, self._shown_up, self._flip, self.width, self.dimmed, self.selected,
                self.focused, self.fresh, self.hovered, self.playable, self.interactive,
                self.marks,
                self.high_contrast, self.pattern, self.art.generation)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        last = self._last_blit
        if last is not None:
            look, world, device, at, pm, ratio, key = last
            if (look == self._look() and painter.worldTransform() == world
                    and painter.deviceTransform() == device and self.art.still_turned(key)):
                # As the last paint: the same picture to the same place (the scene saves
                # and restores the painter's state around every item's paint, so the
                # view's hints hold: no SmoothPixmapTransform, see ``_blit_turned``).
                painter.resetTransform()
                pm.setDevicePixelRatio(ratio)
                painter.drawPixmap(at, pm)
                return
            self._last_blit = None
        w, h = self.width, self.height
        world, device = painter.worldTransform(), painter.deviceTransform()
        painter.save()
        painter.translate(0, -self.lift())
        sx = abs(1.0 - 2.0 * self._flip) if self._flip else 1.0
        if sx < 1.0:
            painter.scale(max(sx, 0.02), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.07
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        up = self._shown_up and self.card is not None
        face = self.card if up and self.card is not None else BACK
        blit = None if sx < 1.0 else self._blit_turned(painter, face, rect, dpr)
        if blit is None:
            self._paint_card(painter, face, rect, dpr)
        elif not self.selected and not self.focused and not self.fresh:
            self._last_blit = (self._look(), world, device, *blit)
        if self.selected:
            self._paint_selected(painter, rect, radius, w)
        if self.focused:
            self._paint_focus(painter, rect, radius, w)
        if self.fresh and up:
            self._paint_fresh(painter, rect, w)
        painter.restore()

    def _paint_card(self, painter: QPainter, face: int, rect: QRectF, dpr: float) -> None:
        """The card, its shadow and its dimming, in the painter's coordinates."""
        w = rect.width()
        radius = w * 0.07
        # The card and its soft shadow come as one cached pixmap (one blit; drawing the
        # shadow's two antialiased shapes for every card was most of a full table's time).
        pw = self.face_w if self.face_w is not None and face != BACK else w
        pm, m = self.art.shadowed(self.pattern, face, pw, dpr)
        m *= w / pw  # the picture's margin in this rect's units
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # turned, scaled
        painter.drawPixmap(rect.adjusted(-m, -m, m, m), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 165 if self.high_contrast else 120))
            painter.drawRoundedRect(rect, radius, radius)
            if self.marks:  # not playable: hatched as well as darker
                hatch = QBrush(QColor(0, 0, 0, 150), Qt.BrushStyle.BDiagPattern)
                hatch.setTransform(QTransform.fromScale(max(1.0, w / 40), max(1.0, w / 40)))
                painter.setBrush(hatch)
                painter.drawRoundedRect(rect, radius, radius)

    def _blit_turned(self, painter: QPainter, face: int, rect: QRectF,
                     dpr: float) -> tuple[QPointF, QPixmap, float, tuple[object, ...]] | None:
        """Draw the card from the cache of cards as they land on the device (turned by the
        fan, the trick or the seat, see ``CardPixmaps.turned``) with a translation only, and
        say where (with no transform but the device's) and what was drawn; None where there
        is no picture yet (drawn the usual way then)."""
        t = painter.deviceTransform()
        if t.type().value > QTransform.TransformationType.TxRotate.value:
            return None
        lin = QTransform(t.m11(), t.m12(), t.m21(), t.m22(), 0.0, 0.0)
        centre = t.map(QPointF(0.0, 0.0))
        ix, iy = math.floor(centre.x()), math.floor(centre.y())
        fx, fy = round((centre.x() - ix) * 8) / 8, round((centre.y() - iy) * 8) / 8  # sub-pixel
        key = (self.pattern if face != BACK else "back", face, round(rect.width(), 2),
               round(t.m11(), 4), round(t.m12(), 4), round(t.m21(), 4), round(t.m22(), 4),
               fx, fy, self.dimmed and (self.marks, self.high_contrast), round(dpr * 100))

        def draw() -> tuple[QImage, float, float]:
            m = shadow_margin(max(8, round(rect.width())))
            box = lin.mapRect(rect.adjusted(-m, -m, m, m))
            img = QImage(math.ceil(box.width()) + 4, math.ceil(box.height()) + 4,
                         QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            cx, cy = img.width() // 2, img.height() // 2
            p = QPainter(img)
            p.setRenderHints(painter.renderHints() | QPainter.RenderHint.SmoothPixmapTransform)
            p.setTransform(lin * QTransform.fromTranslate(cx + fx, cy + fy))
            self._paint_card(p, face, rect, dpr)
            p.end()
            return img, cx, cy

        made = self.art.turned(key, draw, make=key == self._turn_key)
        self._turn_key = key
        if made is None:
            return None
        pm, cx, cy = made
        painter.save()
        painter.resetTransform()
        # One device pixel per picture pixel at a whole-pixel offset: filtering changes no
        # pixel, but with it Qt blends a picture with a pixel ratio through its slow
        # transformed path (at 2x, 6 times the plain blend's time). The view leaves it off;
        # other painters (a grab, a test) may not.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        base = painter.deviceTransform()  # the pixel ratio (and any offset of the device)
        ratio = base.m11() or 1.0
        pm.setDevicePixelRatio(ratio)
        at = base.inverted()[0].map(QPointF(ix - cx, iy - cy))
        painter.drawPixmap(at, pm)
        painter.restore()
        return at, pm, ratio, key

    def _paint_selected(self, painter: QPainter, rect: QRectF, radius: float, w: float) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        colour = QColor("#e69f00") if self.marks else QColor("#ffd54a")
        painter.setPen(QPen(colour, max(2.0, w * (0.05 if self.marks else 0.035))))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.marks:  # a tick in a dark disc on the card's left, seen in a fan: chosen
            d = w * 0.26
            disc = QRectF(rect.left() + w * 0.03, rect.top() + rect.height() * 0.3, d, d)
            painter.setPen(QPen(QColor("white"), max(1.5, d * 0.08)))
            painter.setBrush(QColor(20, 20, 20))
            painter.drawEllipse(disc)
            tick = QPainterPath(QPointF(disc.left() + d * 0.25, disc.center().y()))
            tick.lineTo(disc.left() + d * 0.43, disc.bottom() - d * 0.27)
            tick.lineTo(disc.right() - d * 0.22, disc.top() + d * 0.27)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("white"), max(2.0, d * 0.13), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(tick)

    def _paint_fresh(self, painter: QPainter, rect: QRectF, w: float) -> None:
        """A card just taken up from the blind, skat or cat: a white tab with a dark star
        standing on the card's top edge at the left (the part of the card a fan shows),
        outside the card so that it crosses none of the other marks. It is a shape in light
        and dark, so it reads the same in every colour mode."""
        tab = fresh_tab(rect)
        r = tab.height() * 0.35
        path = QPainterPath()
        path.addRoundedRect(tab, r, r)
        painter.setPen(QPen(QColor(20, 20, 20), max(1.0, w * 0.02)))
        painter.setBrush(QColor(255, 255, 255))
        painter.drawPath(path)
        c = QPointF(tab.center().x(), tab.top() + (tab.height() - 2) / 2)
        outer = min(tab.width(), tab.height() - 2) * 0.42
        star = QPainterPath()
        for i in range(10):
            rad = outer if i % 2 == 0 else outer * 0.45
            ang = -math.pi / 2 + i * math.pi / 5
            pt = QPointF(c.x() + rad * math.cos(ang), c.y() + rad * math.sin(ang))
            if i == 0:
                star.moveTo(pt)
            else:
                star.lineTo(pt)
        star.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 20))
        painter.drawPath(star)

    def _paint_focus(self, painter: QPainter, rect: QRectF, radius: float, w: float) -> None:
        """The keyboard focus: a thick ring outside the card; with clear marks (and in high
        contrast) a black ring around a white one, seen on any card and any felt."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2.5, w * 0.045)
        if self.marks or self.high_contrast:
            g = 3 + width
            painter.setPen(QPen(QColor(0, 0, 0), width + 2))
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)
            painter.setPen(QPen(QColor(255, 255, 255), width))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
            return
        painter.setPen(QPen(QColor("#4fc3ff"), width))
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)

    # ---------------------------------------------------------------- input
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.interactive:
            self.prepareGeometryChange()
            self.hovered = True
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.hovered:
            self.prepareGeometryChange()
            self.hovered = False
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._origin = self.pos()
            self.dragging = False
            event.accept()
            return
        event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drag a playable card (to the centre, to play it)."""
        if self._press is None or not self.playable:
            return
        delta = event.scenePos() - self._press
        if not self.dragging and delta.manhattanLength() >= QApplication.startDragDistance():
            self.dragging = True
            self.setZValue(2000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self.dragging:
            self.setPos(self._origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if self.dragging:
            self.dragging = False
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.dropped.emit(self.key, event.scenePos())
            return
        if self.interactive and event.button() == Qt.MouseButton.LeftButton and press is not None:
            inside = self.shape().contains(event.pos())
            if inside:
                self.clicked.emit(self.key)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive:
            self.double_clicked.emit(self.key)

    def centre_in_scene(self) -> QPointF:
        return self.mapToScene(QPointF(0, 0))
