"""Card pictures: pixmaps rendered from the SVG card art at the device pixel ratio, cached.

The art lives in ``assets/cards/`` (``french/QC.svg``, ``german/EO.svg``, ``backs/blue.svg``;
see that folder's README). ``STICH_CARD_ART`` may point at another copy; a frozen build
(PyInstaller) uses the copy bundled with it. Where a file is missing (a checkout without the art)
the card is drawn here from its rank and suit, so the table is always playable.
"""

from __future__ import annotations

import math
import os
import sys
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap

from ..engine.cards import FRENCH_RANKS, GERMAN_RANKS, card_str, rank_of, suit_of
from .labels import INDEX_LETTERS

CARD_ASPECT = 910 / 590  # height / width of the art's canvas
PATTERN_DIRS = {"french": "french", "french-4color": "french-4color", "german": "german"}
BACK = -1  # the key of the card back
WARM_PACE_MS = 16  # between two pictures made ahead while cards move: about one per frame

_SUIT_SIGNS = ("♣", "♠", "♥", "♦")
_COLOURS = {
    "french": ("#1b1b1b", "#1b1b1b", "#c8102e", "#c8102e"),
    "french-4color": ("#1b1b1b", "#1f7a3a", "#c8102e", "#e08a00"),
    "german": ("#6b4a1e", "#2f7d32", "#c8102e", "#d99a00"),
}


def art_root() -> Path | None:
    env = os.environ.get("STICH_CARD_ART")
    if env:
        return Path(env)
    if getattr(sys, "frozen", False):  # a PyInstaller build: its own copy, never one outside it
        bundled = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "assets" / "cards"
        return bundled if bundled.is_dir() else None
    here = Path(__file__).resolve()
    for parent in here.parents:
        candidate = parent / "assets" / "cards"
        if candidate.is_dir():
            return candidate
    return None


class CardPixmaps:
    """Renders and caches card faces and backs at a given logical width and pixel ratio."""

    def __init__(self, root: Path | None = None, back: str = "blue", limit: int = 400) -> None:
        self.root = root if root is not None else art_root()
        self.back = back
        # the language whose index letters the French faces show ("": A K Q J)
        self.letters = ""
        self._letter_dirs: dict[str, bool] = {}  # folder of a deck's letters: there?
        self.limit = limit
        self._cache: OrderedDict[tuple[str, int, int, int], QPixmap] = OrderedDict()
        self._warm: deque[tuple[str, int, float, float]] = deque()
        # True while cards move (the table sets it): pictures made ahead then come one per
        # frame, not one per turn of the event loop (several fell between two frames, and a
        # frame's CPU time rose by as many milliseconds).
        self.animating: Callable[[], bool] = lambda: False
        self._frame_painted = True  # a frame was painted since the last picture made ahead
        # Cards as they land on the device, turned and dimmed (see ``turned``): one per card
        # on the table at most (a game has at most 36 cards; more would only be stale ones),
        # about 1.5 MB at 1x, 6 MB at 2x.
        self._turned: OrderedDict[tuple[object, ...], tuple[QPixmap, float, float]] = \
            OrderedDict()
        self.turned_limit = 40
        # Bumped whenever a picture kept by a card may no longer be right (another back, a
        # new deal): a card's fast path (``CardItem.paint``) holds its last picture only
        # while this stays the same.
        self.generation = 0
        # the next warming step, a turn of the event loop later: a timer of our own (it dies
        # with this object) rather than QTimer.singleShot with a bare callable, whose queued
        # call outlives a closed window
        self._warm_timer = QTimer()
        self._warm_timer.setSingleShot(True)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_next)

    def set_back(self, back: str) -> None:
        self.back = back
        for key in [k for k in self._cache if k[1] == BACK]:
            del self._cache[key]
        self._turned.clear()
        self.generation += 1

    def set_letters(self, language: str) -> bool:
        """Show the French faces' index letters of ``language`` (a language code; those
        without letters of their own get A K Q J). True if the pictures changed: the cards
        shown must then be painted again."""
        letters = language if language in INDEX_LETTERS else ""
        if letters == self.letters:
            return False
        self.letters = letters
        for key in [k for k in self._cache if k[1] != BACK]:
            del self._cache[key]
        self._turned.clear()
        self.generation += 1
        return True

    def turned(self, key: tuple[object, ...], draw: Callable[[], tuple[QImage, float, float]],
               make: bool) -> tuple[QPixmap, float, float] | None:
        """The card as ``draw`` makes it in device pixels (already turned, scaled and dimmed)
        with the device point of its centre in it, cached under ``key``: a card at rest is then
        one unscaled blit instead of a filtered transform of its pixmap (a quarter of a
        millisecond per card). Made only if ``make`` (the card stood still since its last
        paint: one in flight, painted somewhere new every frame, costs nothing extra);
        ``None`` if not made."""
        hit = self._turned.get(key)
        if hit is not None:
            self._turned.move_to_end(key)
            return hit
        if not make:
            return None
        img, cx, cy = draw()
        made = (QPixmap.fromImage(img), cx, cy)
        self._turned[key] = made
        if len(self._turned) > self.turned_limit:
            self._turned.popitem(last=False)
        return made

    def still_turned(self, key: tuple[object, ...]) -> bool:
        """Whether the picture under ``key`` is still kept (marked as just used if so)."""
        if key not in self._turned:
            return False
        self._turned.move_to_end(key)
        return True

    def path_of(self, pattern: str, c: int) -> Path | None:
        if self.root is None:
            return None
        if c == BACK:
            return self.root / "backs" / f"{self.back}.svg"
        face = "german" if pattern == "german" else "french"
        folder = PATTERN_DIRS.get(pattern, "french")
        name = f"{card_str(c, face)}.svg"
        if self.letters and face == "french" and \
                FRENCH_RANKS[rank_of(c)] in INDEX_LETTERS[self.letters]:
            own = f"{folder}-{self.letters}"
            there = self._letter_dirs.get(own)
            if there is None:  # (an older copy of the art may lack it)
                there = self._letter_dirs[own] = (self.root / own).is_dir()
            if there:
                return self.root / own / name
        return self.root / folder / name

    def pixmap(self, pattern: str, c: int, width: float, dpr: float) -> QPixmap:
        w = max(8, round(width))
        key = (pattern if c != BACK else "back", c, w, round(dpr * 100))
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = self._render(pattern, c, w, dpr)
        self._cache[key] = pm
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return pm

    def shadowed(self, pattern: str, c: int, width: float, dpr: float) -> tuple[QPixmap, float]:
        """The card with its soft shadow (see :func:`draw_shadow`) in one pixmap, cached, and
        the margin around the card (logical pixels): a card on the table is one pixmap blit
        instead of two antialiased shapes and a blit (a full table draws three times
        faster)."""
        w = max(8, round(width))
        margin = shadow_margin(w)
        key = (pattern if c != BACK else "back", c, -w, round(dpr * 100))  # -w: with shadow
        pm = self._cache.get(key)
        if pm is None:
            card = self._render(pattern, c, w, dpr)  # not kept: the table draws this one
            h = w * CARD_ASPECT
            img = QImage(max(1, round((w + 2 * margin) * dpr)),
                         max(1, round((h + 2 * margin) * dpr)),
                         QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            painter = QPainter(img)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing
                                   | QPainter.RenderHint.SmoothPixmapTransform)
            painter.scale(dpr, dpr)
            rect = QRectF(margin, margin, w, h)
            draw_shadow(painter, rect)
            painter.drawPixmap(rect, card, QRectF(0, 0, card.width(), card.height()))
            painter.end()
            pm = QPixmap.fromImage(img)
            pm.setDevicePixelRatio(dpr)
            self._cache[key] = pm
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return pm, margin

    def warm(self, pattern: str, wanted: Iterable[tuple[int, float]], dpr: float) -> None:
        """Make the pictures ``wanted`` (card, width) and the back at those widths ahead of
        need, one per turn of the event loop, so that no animation frame waits for an SVG to
        be drawn. Replaces what was still waiting."""
        idle = not self._warm
        wanted = list(wanted)
        backs = dict.fromkeys(w for _c, w in wanted)
        self._warm = deque((pattern, c, w, dpr)
                           for c, w in [*((BACK, w) for w in backs), *wanted])
        if idle and self._warm:
            self._warm_timer.start(0)

    def forget_faces(self, width: float, keep: Iterable[int]) -> None:
        """Drop the faces with shadow at ``width`` but those of ``keep`` (a new hand: the
        player's cards, the only faces shown at the hand's size, are others now)."""
        w, kept = -max(8, round(width)), set(keep)
        for key in [k for k in self._cache if k[2] == w and k[1] != BACK and k[1] not in kept]:
            del self._cache[key]

    def forget_turned(self) -> None:
        """Drop the turned pictures (a new deal puts every card somewhere else)."""
        self._turned.clear()
        self.generation += 1

    def frame_painted(self) -> None:
        """The table painted a frame (called from its paint)."""
        self._frame_painted = True

    def _warm_next(self) -> None:
        if self.animating() and not self._frame_painted:
            # while cards move, never two pictures between two frames (a frame late under
            # load used to get two, 2-6 ms): wait for the next frame
            self._warm_timer.start(WARM_PACE_MS)
            return
        while self._warm:
            pattern, c, w, dpr = self._warm.popleft()
            key = (pattern if c != BACK else "back", c, -max(8, round(w)), round(dpr * 100))
            if key not in self._cache:
                self.shadowed(pattern, c, w, dpr)
                self._frame_painted = False
                break
        if self._warm:
            self._warm_timer.start(WARM_PACE_MS if self.animating() else 0)

    def _render(self, pattern: str, c: int, w: int, dpr: float) -> QPixmap:
        h = round(w * CARD_ASPECT)
        img = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        painter = QPainter(img)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        painter.scale(dpr, dpr)
        target = QRectF(0, 0, w, h)
        path = self.path_of(pattern, c)
        if path is None or not path.is_file() or not self._render_svg(path, painter, target):
            if c == BACK:
                draw_back(painter, target)
            else:
                draw_face(painter, target, c, pattern, self.letters)
        painter.end()
        pm = QPixmap.fromImage(img)
        pm.setDevicePixelRatio(dpr)
        return pm

    def _render_svg(self, path: Path, painter: QPainter, target: QRectF) -> bool:
        from PySide6.QtSvg import QSvgRenderer  # imported on first use: start-up stays light

        # Parsed afresh each time (0.2 ms): the pixmaps are kept, a parsed file would cost
        # about 90 kB and is seldom drawn again at another size soon.
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            return False
        renderer.render(painter, target)
        return True


def shadow_margin(w: float) -> float:
    """Room around a card of width ``w`` for :func:`draw_shadow`."""
    return float(math.ceil(w * 0.07))


def draw_shadow(painter: QPainter, rect: QRectF) -> None:
    """The soft shadow under a card drawn at ``rect``: two translucent rounded rectangles,
    offset down and right."""
    w = rect.width()
    radius = w * 0.07
    painter.setPen(Qt.PenStyle.NoPen)
    for grow, alpha in ((w * 0.035, 28), (w * 0.018, 40)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(rect.translated(w * 0.02, w * 0.03).adjusted(
            -grow, -grow, grow, grow), radius + grow, radius + grow)


def _rounded(target: QRectF) -> QPainterPath:
    path = QPainterPath()
    r = target.width() * 0.07
    path.addRoundedRect(target.adjusted(0.5, 0.5, -0.5, -0.5), r, r)
    return path


def draw_face(painter: QPainter, target: QRectF, c: int, pattern: str,
              letters: str = "") -> None:
    """A plain but readable card face: corner indices (in ``letters``' language, see
    :data:`INDEX_LETTERS`) and a large suit sign."""
    s, r = suit_of(c), rank_of(c)
    colour = QColor(_COLOURS.get(pattern, _COLOURS["french"])[s])
    path = _rounded(target)
    painter.fillPath(path, QColor("#fdfcf7"))
    painter.setPen(QPen(QColor("#8a8a80"), max(1.0, target.width() / 120)))
    painter.drawPath(path)
    rank = (GERMAN_RANKS if pattern == "german" else FRENCH_RANKS)[r]
    if pattern != "german":
        rank = INDEX_LETTERS.get(letters, {}).get(rank, rank)
    w, h = target.width(), target.height()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(w * 0.2)))
    painter.setFont(font)
    painter.setPen(colour)
    corner = QRectF(w * 0.04, h * 0.02, w * 0.3, w * 0.24)
    painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, rank)
    font.setPixelSize(max(6, round(w * 0.18)))
    painter.setFont(font)
    painter.drawText(QRectF(corner.left(), corner.bottom() - w * 0.02, corner.width(), w * 0.2),
                     Qt.AlignmentFlag.AlignCenter, _SUIT_SIGNS[s])
    painter.save()
    painter.translate(w, h)
    painter.rotate(180)
    font.setPixelSize(max(6, round(w * 0.2)))
    painter.setFont(font)
    painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, rank)
    painter.restore()
    font.setPixelSize(max(8, round(w * 0.5)))
    painter.setFont(font)
    painter.drawText(QRectF(0, h * 0.22, w, h * 0.56), Qt.AlignmentFlag.AlignCenter,
                     _SUIT_SIGNS[s])


def draw_back(painter: QPainter, target: QRectF) -> None:
    path = _rounded(target)
    painter.fillPath(path, QColor("#f4f1e8"))
    inner = target.adjusted(target.width() * 0.06, target.width() * 0.06,
                            -target.width() * 0.06, -target.width() * 0.06)
    ipath = QPainterPath()
    ipath.addRoundedRect(inner, inner.width() * 0.05, inner.width() * 0.05)
    painter.fillPath(ipath, QColor("#1f4f8f"))
    painter.save()
    painter.setClipPath(ipath)
    painter.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, target.width() / 90)))
    step = max(4.0, target.width() / 8)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(int(x), int(inner.top()), int(x + inner.height()), int(inner.bottom()))
        painter.drawLine(int(x + inner.height()), int(inner.top()), int(x), int(inner.bottom()))
        x += step
    painter.restore()
    painter.setPen(QPen(QColor("#8a8a80"), max(1.0, target.width() / 120)))
    painter.drawPath(path)
