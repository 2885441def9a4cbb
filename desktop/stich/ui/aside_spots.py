"""Where a panel set aside over the table (the hint) may lie: against the table's edges, clear
of what must stay in sight; at its full height, else shorter (it scrolls) where nothing else
is free. Plain geometry on the viewport's rectangles, for ``TableView.place_aside``."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF

ASIDE_EDGE = 12  # felt between a panel set aside (the hint) and the table's sides and bottom
ASIDE_TOP = 10  # and its top
ASIDE_GAP = 6  # felt between it and what it keeps clear of
ASIDE_WIDTHS = (240, 280, 320, 360, 400, 460)  # the widths it may take besides its own


def hidden(rect: QRectF, keep: list[QRectF]) -> float:
    """How much of what must stay in sight (``keep``) ``rect`` hides, in square pixels."""
    out = 0.0
    for k in keep:
        if rect.intersects(k):
            r = rect.intersected(k)
            out += r.width() * r.height()
    return out


def aside_spots(w: int, h: int, width: int, height: int,
                keep: list[QRectF]) -> list[tuple[tuple[int, int], QRect]]:
    """Where a panel ``width`` x ``height`` may lie against the table's edge, each with its
    order of preference: down the right edge, down the left edge, along the top from the right,
    along the bottom from the right; at the corners and just clear of each thing to keep in
    sight."""
    e, t, g = ASIDE_EDGE, ASIDE_TOP, ASIDE_GAP
    ys = {t, h - height - e}
    xs = {e, w - width - e}
    for k in keep:
        ys |= {int(k.bottom()) + g, int(k.top()) - g - height}
        xs |= {int(k.right()) + g, int(k.left()) - g - width}
    ys = {y for y in ys if t <= y <= h - height - e}
    xs = {x for x in xs if e <= x <= w - width - e}
    out = []
    for side, x in ((0, w - width - e), (1, e)):
        out += [((side, y), QRect(x, y, width, height)) for y in ys]
    for side, y in ((2, t), (3, h - height - e)):
        out += [((side, -x), QRect(x, y, width, height)) for x in xs]
    return out


def tallest_spot(w: int, h: int, sizes: list[tuple[int, int]], least: int,
                 blocks: list[QRectF]) -> QRect | None:
    """Where a panel that may be shorter than it would be (down to ``least`` high; it scrolls)
    shows the largest share of its height at that width (``sizes``: width, height), hiding
    none of ``blocks``: the spots of ``aside_spots`` at ``least`` high, each stretched up and
    down as far as its column is free. None where even ``least`` fits nowhere."""
    e, t, g = ASIDE_EDGE, ASIDE_TOP, ASIDE_GAP
    edges = [(b.left(), b.top(), b.right(), b.bottom()) for b in blocks]  # (Qt calls are slow)
    best: tuple[tuple[float, int, tuple[int, int]], QRect] | None = None
    for rank, (width, height) in enumerate(sizes):
        low = min(least, height)
        for order, rect in aside_spots(w, h, width, low, blocks):
            left, top = rect.left(), rect.top()
            x0, x1, bottom = left - g, left + width + g, top + low
            ceiling, floor = float(t), float(h - e)
            clear = True
            for b_left, b_top, b_right, b_bottom in edges:
                if b_right <= x0 or b_left >= x1:
                    continue  # another column
                if b_bottom + g <= top:
                    ceiling = max(ceiling, b_bottom + g)
                elif b_top - g >= bottom:
                    floor = min(floor, b_top - g)
                else:
                    clear = False  # even the shortest panel would lie over it
                    break
            if not clear:
                continue
            tall = min(height, int(floor - ceiling))
            y = int(min(max(top, ceiling), floor - tall))  # as near its spot as it can
            key = (-tall / height, rank, order)  # the most of its words in sight
            if best is None or key < best[0]:
                best = (key, QRect(left, y, width, tall))
    return best[1] if best is not None else None
