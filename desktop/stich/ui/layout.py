"""Where things go on the table: seat anchors for 2 to 5 players, hand fans, the trick, and the
rows of piles on the table in 2-player Sjavs.

Pure geometry in scene coordinates (the scene is as large as the view, so everything scales
with the window and card pixmaps are rendered at their real size). Seats are placed relative to
the viewer, who sits at the bottom; play goes clockwise, so the next seat is on the left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .card_pixmaps import CARD_ASPECT


@dataclass(frozen=True)
class Placement:
    x: float
    y: float
    rot: float = 0.0
    z: float = 0.0
    face_up: bool = True
    width: float = 0.0  # card width in scene units


@dataclass(frozen=True)
class SeatGeom:
    side: str  # bottom, left, top, right
    hand: tuple[float, float]  # centre of the hand fan
    angle: float  # rotation of the fan (0 bottom, 90 left, 180 top, -90 right)
    plate: tuple[float, float]  # centre of the name plate
    pile: tuple[float, float]  # where won tricks stack
    toward: tuple[float, float]  # unit vector from the table centre toward the seat


@dataclass(frozen=True)
class TableGeom:
    width: float
    height: float
    card_w: float  # the player's cards
    small_w: float  # opponents' cards
    trick_w: float  # cards in the trick
    pile_w: float
    centre: tuple[float, float]
    extra: tuple[float, float]  # the blind / skat / cat
    seats: tuple[SeatGeom, ...]  # indexed by seat number
    plate_size: tuple[float, float]
    # 2-player Sjavs: each seat's four piles lie in a row between its hand and the trick
    rows: bool = False
    row_w: tuple[float, ...] = ()  # card width in each seat's row (indexed by seat)
    row_y: tuple[float, ...] = ()  # centre of each seat's row
    panel_bottom: float = 0.0  # the decision panel and messages stay above this line
    # the blind / skat / cat turned up at the end of the hand: at the top edge (4 players:
    # right of the top seat's pile, from ``extra_end_left`` on), so the summary below, pushed
    # up by the cards the player still holds, leaves them in view
    extra_end: tuple[float, float] = (0.0, 0.0)
    extra_end_left: float = 0.0  # the leftmost card's left edge at least this (0: centred)

    @property
    def card_h(self) -> float:
        return self.card_w * CARD_ASPECT


def sides_for(players: int) -> tuple[str, ...]:
    """Sides by position relative to the viewer (0 = viewer), clockwise."""
    if players == 3:
        return ("bottom", "left", "right")
    if players == 4:
        return ("bottom", "left", "top", "right")
    if players == 5:
        return ("bottom", "left-low", "left-high", "right-high", "right-low")
    if players == 2:
        return ("bottom", "top")
    return tuple(["bottom", *[f"ring{i}" for i in range(1, players)]])


def table_geom(width: float, height: float, players: int, viewer: int,
               card_scale: float = 1.0, rows: bool = False) -> TableGeom:
    """``card_scale``: larger cards (the player's setting), 1.0 = 18% of the height.
    ``rows``: every seat has a row of piles on the table (2 players only)."""
    w, h = max(width, 200.0), max(height, 200.0)
    card_h = min(h * 0.18, w * 0.16) * card_scale
    card_w = card_h / CARD_ASPECT
    small_w = card_w * 0.62
    trick_w = card_w * 0.86
    pile_w = card_w * 0.42
    plate_w, plate_h = max(190.0, card_w * 2.1), max(48.0, card_h * 0.40)
    cx, cy = w / 2, h * 0.43
    margin = max(10.0, h * 0.018)
    small_h = small_w * CARD_ASPECT
    sides = sides_for(players)
    seats: list[SeatGeom | None] = [None] * players
    for rel, side in enumerate(sides):
        seat = (viewer + rel) % players
        seats[seat] = _seat(side, w, h, cx, cy, card_w, small_h, plate_w, plate_h, margin,
                            rel, players)
    extra_y = h * 0.20 if players != 4 else cy - card_h * 0.95
    extra_x = w / 2 if players != 4 else w / 2 + card_w * 2.6
    placed = tuple(s for s in seats if s is not None)
    top = next((s for s in placed if s.side == "top"), None)
    end, end_left = (extra_x, extra_y), 0.0
    if top is None:  # no seat at the top: at the top edge, where a top seat's hand would be
        end = (extra_x, min(extra_y, margin + small_h * 0.55))
    elif players == 4:  # at the top edge too, right of the top seat's pile and its count
        end = (extra_x, margin + small_h * 0.55)
        end_left = top.pile[0] + pile_w * PILE_HALF_W + small_w * 0.5 + EXTRA_END_GAP
    geom = TableGeom(w, h, card_w, small_w, trick_w, pile_w, (cx, cy), (extra_x, extra_y),
                     placed, (plate_w, plate_h), panel_bottom=h - card_h * 1.25 - 12,
                     extra_end=end, extra_end_left=end_left)
    if rows and players == 2:
        return _with_rows(geom, margin, small_h)
    return geom


ROW_GAP = 1.3  # distance between two piles, in row card widths
ROW_SHIFT = (0.07, 0.08)  # the face-up card's offset on its pile toward the owner (w, h)
TRICK_SPREAD = (0.56, 0.12)  # 2 players with rows: the trick's cards side by side (w, h)


def _with_rows(geom: TableGeom, margin: float, small_h: float) -> TableGeom:
    """Stack the middle of a 2-player table from the top: the opponent's hand, its row, the
    trick (its two cards side by side), the player's row, the player's hand. Rows and trick
    shrink together when the band between the hands is too short (large cards)."""
    card_h, h = geom.card_h, geom.height
    bottom = next(s for s in geom.seats if s.side == "bottom")
    top_edge = margin + small_h * 1.1  # below the opponent's fan
    bottom_edge = bottom.hand[1] - card_h * 0.57  # above the player's hand (and its lift)
    band = bottom_edge - top_edge
    # wanted heights: the player's row, the opponent's row, the trick; 4 gaps
    want_b, want_t = geom.card_w * 0.72, geom.card_w * 0.64  # row card widths
    stack = 1.0 + 2 * ROW_SHIFT[1]
    need = (want_b + want_t) * CARD_ASPECT * stack \
        + geom.trick_w * CARD_ASPECT * (1 + 2 * TRICK_SPREAD[1])
    gap = card_h * 0.08
    f = max(0.55, min(1.0, (band - 4 * gap) / need))
    row_b, row_t, trick_w = want_b * f, want_t * f, geom.trick_w * f
    hb, ht = row_b * CARD_ASPECT * stack, row_t * CARD_ASPECT * stack
    spare = max(0.0, band - 4 * gap - hb - ht - trick_w * CARD_ASPECT * (1 + 2 * TRICK_SPREAD[1]))
    gap += spare / 4
    y_top = top_edge + gap + ht / 2
    y_bottom = bottom_edge - gap - hb / 2
    cy = (y_top + ht / 2 + y_bottom - hb / 2) / 2
    widths = tuple(row_b if s.side == "bottom" else row_t for s in geom.seats)
    ys = tuple(y_bottom if s.side == "bottom" else y_top for s in geom.seats)
    panel = min(geom.panel_bottom, y_bottom - hb / 2 - 8)
    return replace(geom, centre=(geom.centre[0], cy), trick_w=trick_w, rows=True,
                   row_w=widths, row_y=ys, panel_bottom=min(panel, h))


def row_places(geom: TableGeom, seat: int, pile: int) -> tuple[Placement, Placement]:
    """Pile ``pile`` (0-3, from its owner's left) of ``seat``'s row: where its face-down card
    lies, and where the face-up card on it lies (a little toward the owner). A card turned up
    stays where it lay face down."""
    sg = geom.seats[seat]
    w = geom.row_w[seat]
    rh = w * CARD_ASPECT
    ux = math.cos(math.radians(sg.angle))  # the owner's "right" along the row
    ty = sg.toward[1]
    x = geom.centre[0] + ux * (pile - 1.5) * w * ROW_GAP
    y = geom.row_y[seat]
    dx, dy = ux * w * ROW_SHIFT[0], ty * rh * ROW_SHIFT[1]
    down = Placement(x - dx, y - dy, 0.0, 30 + pile, False, w)
    up = Placement(x + dx, y + dy, 0.0, 35 + pile, True, w)
    return down, up


BUBBLE_GAP, BUBBLE_H = 0.10, 0.42  # what a seat said (its contract): gap to the plate, height
# (fractions of the plate's height), above the bottom seat's plate, below the others'
BUBBLE_MAX_W = 1.5  # a long contract's label may be this wide (plate widths), growing away from
# the table's edge or the seat's hand: "Sauspiel with the Leaves Ace" was cut at the plate's width
PILE_GAP = 6.0  # between the contract label and the won-tricks pile
# half the width a won-tricks pile takes, its cards turned, in pile card widths: what lies
# beside it (the blind turned up, the top seat's open hand, the trick count) is placed from it
PILE_HALF_W = 0.75
PILE_STEP, PILE_STEPS = 1.5, 8  # a pile moves up and right this much per step, steps at most
INDEX_W = 0.22  # a card's corner index (rank over suit) is this wide, in card widths
BURIED_STEP = 0.42  # laid-away cards apart (card widths): well over an index, tilt too
EXTRA_END_GAP = 8.0  # between the top seat's pile and the blind turned up beside it


def bubble_grow(seat: SeatGeom) -> int:
    """Which way a contract label wider than its plate grows: +1 right (the bottom seat, whose
    plate is at the window's left edge, and the seats on the left), -1 left (the seats on the
    right and the top seat, whose hands lie beyond their plates)."""
    return 1 if seat.side == "bottom" or seat.side.startswith("left") else -1


def bubble_rect(geom: TableGeom, seat: SeatGeom) -> tuple[float, float, float, float]:
    """Where the contract label (what the seat said) lies at most: x0, y0, x1, y1."""
    pw, ph = geom.plate_size
    px, py = seat.plate
    if seat.side == "bottom":
        y0 = py - ph / 2 - ph * (BUBBLE_GAP + BUBBLE_H)
    else:
        y0 = py + ph / 2 + ph * BUBBLE_GAP
    more = pw * (BUBBLE_MAX_W - 1)
    x0, x1 = (px - pw / 2, px + pw / 2 + more) if bubble_grow(seat) > 0 else \
        (px - pw / 2 - more, px + pw / 2)
    return x0, y0, x1, y0 + ph * BUBBLE_H


def _seat(side: str, w: float, h: float, cx: float, cy: float, card_w: float, small_h: float,
          plate_w: float, plate_h: float, margin: float, rel: int, players: int) -> SeatGeom:
    card_h = card_w * CARD_ASPECT
    pile_w = card_w * 0.42
    pile_h = pile_w * CARD_ASPECT
    # half the height of the pile's most turned card (12 degrees)
    pile_half = (pile_h * math.cos(math.radians(12))
                 + pile_w * math.sin(math.radians(12))) / 2
    side_x = margin + small_h * 0.55
    if side == "bottom":
        hand = (w / 2, h - margin - card_h * 0.58)
        plate = (margin + plate_w / 2, h - margin - plate_h / 2)
        # above the contract label, which sits on top of the plate
        pile = (plate[0] - plate_w * 0.25,
                plate[1] - plate_h / 2 - plate_h * (BUBBLE_GAP + BUBBLE_H) - PILE_GAP
                - pile_half)
        return SeatGeom(side, hand, 0.0, plate, pile, (0.0, 1.0))
    if side == "top":
        hand = (w / 2, margin + small_h * 0.55)
        plate = (w / 2 - card_w * 1.6 - plate_w / 2, margin + plate_h / 2)
        pile = (w / 2 + card_w * 1.9, margin + pile_h * 0.6)
        return SeatGeom(side, hand, 180.0, plate, pile, (0.0, -1.0))
    if side in ("left", "right", "left-low", "left-high", "right-low", "right-high"):
        left = side.startswith("left")
        if side in ("left", "right"):
            y = cy
            toward = (-1.0 if left else 1.0, 0.0)
        else:
            low = side.endswith("low")
            y = h * (0.58 if low else 0.24)
            # low seats land further out than high ones, so both corner indices stay readable
            tx = 1.05 if low else 0.45
            toward = (-tx if left else tx, 0.75 if low else -0.85)
        x = side_x if left else w - side_x
        inward = 1 if left else -1
        plate_x = x + inward * (small_h * 0.55 + 12 + plate_w / 2)
        plate = (plate_x, y - plate_h * 0.35)
        # below the contract label, which hangs under the plate; the pile grows upward
        pile = (plate_x - inward * plate_w * 0.25,
                plate[1] + plate_h / 2 + plate_h * (BUBBLE_GAP + BUBBLE_H) + PILE_GAP
                + pile_half + PILE_STEP * PILE_STEPS)
        return SeatGeom(side, (x, y), 90.0 if left else -90.0, plate, pile, toward)
    # a ring for any other count
    angle = math.pi / 2 + 2 * math.pi * rel / players
    rx, ry = w * 0.42, h * 0.38
    x, y = cx + rx * math.cos(angle), cy + ry * math.sin(angle)
    return SeatGeom(side, (x, y), math.degrees(angle) - 90, (x, y - card_w), (x + card_w, y),
                    (math.cos(angle), math.sin(angle)))


def fan(count: int, geom: TableGeom, seat: SeatGeom, player: bool) -> list[Placement]:
    """Positions of ``count`` cards in a hand fan, first card leftmost (from its owner's view)."""
    if count <= 0:
        return []
    if player:
        cw = geom.card_w
        room = geom.width - 2 * (geom.plate_size[0] + 30) - cw
        span = max(0.0, min(cw * 0.62 * (count - 1), room))
        step = span / (count - 1) if count > 1 else 0.0
        arc = 0.9  # degrees per card
        out = []
        for i in range(count):
            d = i - (count - 1) / 2
            x = seat.hand[0] - span / 2 + i * step
            half = max(1.0, (count - 1) / 2)
            y = seat.hand[1] + (d / half) ** 2 * geom.card_h * 0.04
            out.append(Placement(x, y, d * arc, 100 + i, True, cw))
        return out
    cw = geom.small_w
    step = cw * 0.22
    span = step * (count - 1)
    rad = math.radians(seat.angle)
    ux, uy = math.cos(rad), math.sin(rad)  # the fan's "right" direction, from its owner's view
    out = []
    for i in range(count):
        off = -span / 2 + i * step
        out.append(Placement(seat.hand[0] + ux * off, seat.hand[1] + uy * off, seat.angle,
                             50 + i, False, cw))
    return out


def trick_place(geom: TableGeom, seat: SeatGeom, index: int, card: int) -> Placement:
    """Where a card played to the trick lands: a little toward the seat that played it."""
    tx, ty = seat.toward
    jitter = ((card * 37) % 11 - 5) * 1.1
    if geom.rows:  # two players: side by side, the player's card on the left
        x = geom.centre[0] - ty * geom.trick_w * TRICK_SPREAD[0]
        y = geom.centre[1] + ty * geom.trick_w * CARD_ASPECT * TRICK_SPREAD[1]
        return Placement(x, y, jitter, 300 + index, True, geom.trick_w)
    x = geom.centre[0] + tx * geom.trick_w * 0.78
    y = geom.centre[1] + ty * geom.trick_w * CARD_ASPECT * (0.36 if abs(ty) > 0.9 else 0.42)
    return Placement(x, y, jitter, 300 + index, True, geom.trick_w)


def pile_place(geom: TableGeom, seat: SeatGeom, index: int) -> Placement:
    """The ``index``-th card in a seat's won-tricks pile (face down, slightly staggered)."""
    x, y = seat.pile
    k = min(index // 4, PILE_STEPS)  # one step per trick
    return Placement(x + k * PILE_STEP, y - k * PILE_STEP, 6.0 + (k % 3) * 3, 20 + index * 0.01,
                     False, geom.pile_w)


def buried_place(geom: TableGeom, seat: SeatGeom, index: int) -> Placement:
    """The ``index``-th card a seat buried or laid away: beside its won-tricks pile on the side
    toward the middle of the table, fanned so each card shows, at the size of the opponents'
    hand cards (the skat's and the blind's size), so their indices read as well as a hand's.
    (A seat on the right has its hand beyond its pile, at the window's edge: its cards go left
    of the pile.) They keep clear of the pile's trick count and, a little away from the plate,
    of the contract's label between plate and pile: their edge toward the plate lies level with
    the pile's."""
    x, y = seat.pile
    inward = -1.0 if seat.side.startswith("right") else 1.0
    away = 1.0 if y >= seat.plate[1] else -1.0
    pw, w = geom.pile_w, geom.small_w
    grow = (w - pw) * CARD_ASPECT / 2  # how much further a laid card reaches than a pile card
    # the card further left lies underneath, so every card's top-left index shows
    return Placement(x + inward * (pw * 1.15 + w * (0.5 + BURIED_STEP * index)),
                     y + away * (grow + pw * CARD_ASPECT * 0.12),
                     4.0 - 3.0 * (index % 2), 19 + inward * 0.1 * index, False, w)


def extra_place(geom: TableGeom, index: int, count: int, face_up: bool,
                end: bool = False) -> Placement:
    """The ``index``-th card of the blind / skat / cat; ``end``: turned up when the hand is
    over."""
    cw = geom.small_w
    gap = cw * 0.35 if not face_up else cw * 1.05
    cx, cy = geom.extra_end if end else geom.extra
    if end and geom.extra_end_left:
        cx = max(cx, geom.extra_end_left + (count - 1) * gap / 2 + cw / 2)
    x = cx - (count - 1) * gap / 2 + index * gap
    return Placement(x, cy, 0.0, 40 + index, face_up, cw)
