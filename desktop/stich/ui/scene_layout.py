"""From a snapshot to a placement for every card on the table.

Each card item has a key: ``("c", card)`` for a card whose face the viewer knows (their hand,
the trick, the won piles, anything revealed), ``("h", seat, i)`` for the i-th face-down card of
another seat's hand, ``("x", i)`` for a face-down blind/skat/cat card and ``("d", seat, i)`` for
the face-down card of pile i in a seat's row (2-player Sjavs). The scene animates the difference
between two layouts, pairing cards that vanish with cards that appear.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.tricks import Trick
from .games import hand_sort_key
from .layout import (
    PILE_HALF_W,
    Placement,
    SeatGeom,
    TableGeom,
    buried_place,
    extra_place,
    fan,
    pile_place,
    row_places,
    trick_place,
)
from .snapshot import Snapshot

Key = tuple[object, ...]
Piles = tuple[tuple[tuple[int | None, bool], ...], ...]  # per seat: (face-up card, covered)


@dataclass(frozen=True)
class Spot:
    place: Placement
    card: int | None
    zone: tuple[str, int]  # ("hand", seat), ("row", seat), ("trick", seat), ("pile", seat),
    # ("extra", -1)
    playable: bool = False
    dimmed: bool = False
    interactive: bool = False


def table_piles(snap: Snapshot) -> Piles | None:
    """Each seat's piles on the table (2-player Sjavs, ``public["piles"]``), or None."""
    piles = snap.public.get("piles")
    return piles if isinstance(piles, tuple) and len(piles) == snap.players else None


def pile_cards(snap: Snapshot, seat: int) -> list[int]:
    """The face-up cards on ``seat``'s piles, from its owner's left."""
    piles = table_piles(snap)
    return [c for c, _ in piles[seat] if c is not None] if piles is not None else []


def player_hand_order(snap: Snapshot) -> list[int]:
    """The viewer's known hand cards in display order (sorted by the current contract); not
    the face-up cards on the viewer's piles."""
    key = hand_sort_key(snap.ranking)
    on_table = set(pile_cards(snap, snap.viewer))
    return sorted((c for c in snap.hands[snap.viewer] if c not in on_table), key=key)


def player_cards(snap: Snapshot) -> list[int]:
    """Every card the viewer may choose, in keyboard order: the hand, then the piles."""
    return player_hand_order(snap) + pile_cards(snap, snap.viewer)


def playable_cards(legal: tuple[Action, ...]) -> set[int]:
    return {a.card for a in legal if a.type == "play" and a.card is not None}


def discard_choices(legal: tuple[Action, ...]) -> list[tuple[int, ...]]:
    return [a.cards for a in legal if a.type == "discard" and a.cards]


def compute_layout(snap: Snapshot, geom: TableGeom, hold: Trick | None = None,
                   selecting: bool = False, piles: Piles | None = None) -> dict[Key, Spot]:
    """Every card's spot. ``hold``: a just-completed trick still shown in the middle.
    ``piles``: draw the rows as these (the rows before the trick's end, while it is held)."""
    out: dict[Key, Spot] = {}
    n = snap.players
    viewer = snap.viewer
    legal = snap.legal if snap.my_turn else ()
    playable = playable_cards(legal)
    discarding = bool(discard_choices(legal))
    discardable = {c for cs in discard_choices(legal) for c in cs}

    # the rows of piles on the table (2-player Sjavs)
    rows = table_piles(snap) if geom.rows else None
    if rows is not None:
        drawn = piles if piles is not None else rows
        held_cards = set(hold.cards) if hold is not None else set()
        for seat in range(n):
            for i, (c, covered) in enumerate(drawn[seat]):
                down, up = row_places(geom, seat, i)
                if covered:
                    out[("d", seat, i)] = Spot(down, None, ("row", seat))
                if c is None or c in held_cards:
                    continue
                p = up if covered else Placement(down.x, down.y, down.rot, down.z, True,
                                                 down.width)
                mine = seat == viewer
                can = mine and c in playable
                out[("c", c)] = Spot(p, c, ("row", seat), playable=can,
                                     dimmed=mine and bool(playable) and not can,
                                     interactive=mine and snap.human == viewer)

    # hands
    for seat in range(n):
        sg = geom.seats[seat]
        if seat == viewer:
            known = player_hand_order(snap)
            hidden = max(0, snap.hand_counts[seat] - len(known))
            places = fan(len(known) + hidden, geom, sg, player=True)
            for i, c in enumerate(known):
                p = places[i]
                can = c in playable or (discarding and c in discardable)
                out[("c", c)] = Spot(p, c, ("hand", seat), playable=can,
                                     dimmed=bool(legal) and not can and (bool(playable)
                                                                         or discarding),
                                     interactive=snap.human == viewer)
            for j in range(hidden):
                p = places[len(known) + j]
                out[("h", seat, j)] = Spot(_down(p), None, ("hand", seat))
            continue
        known = sorted(snap.hands[seat], key=hand_sort_key(snap.ranking))
        count = max(snap.hand_counts[seat], len(known))
        places = fan(count, geom, sg, player=False)
        if known and snap.done:
            places = [Placement(p.x, p.y, p.rot, p.z, True, p.width) for p in
                      _spread(places, geom, sg)]
        for i in range(count):
            p = places[i]
            if i < len(known):
                out[("c", known[i])] = Spot(_up(p), known[i], ("hand", seat))
            else:
                out[("h", seat, i)] = Spot(_down(p), None, ("hand", seat))

    # the trick on the table (or a completed one held in the middle)
    trick: list[tuple[int, int]] = list(snap.trick)
    held: set[int] = set()
    if hold is not None:
        trick = list(zip(hold.seats, hold.cards, strict=True))
        held = set(hold.cards)
    for i, (seat, c) in enumerate(trick):
        out[("c", c)] = Spot(trick_place(geom, geom.seats[seat], i, c), c, ("trick", seat))

    # won tricks, face down beside the winner
    counts = [0] * n
    for t in snap.tricks:
        if held and set(t.cards) == held:
            continue
        for c in t.cards:
            sg = geom.seats[t.winner]
            out[("c", c)] = Spot(pile_place(geom, sg, counts[t.winner]), c, ("pile", t.winner))
            counts[t.winner] += 1

    # the blind / skat / cat, or what was buried (with rows: nothing else is set aside)
    count = snap.extra_count if rows is None else 0
    shown = snap.done or (len(snap.extra) == count and count > 0)
    extra_known = list(snap.extra)
    for i in range(count):
        if snap.extra_owner is not None and not snap.done:
            p = buried_place(geom, geom.seats[snap.extra_owner], i)
        else:
            p = extra_place(geom, i, count, shown, end=snap.done)
        if i < len(extra_known) and shown:
            c = extra_known[i]
            out[("c", c)] = Spot(Placement(p.x, p.y, p.rot, p.z, True, p.width), c,
                                 ("extra", -1))
        elif i < len(extra_known):
            c = extra_known[i]
            out[("c", c)] = Spot(_down(p), c, ("extra", -1))
        else:
            out[("x", i)] = Spot(_down(p), None, ("extra", -1))
    return out


def _down(p: Placement) -> Placement:
    return Placement(p.x, p.y, p.rot, p.z, False, p.width)


def _up(p: Placement) -> Placement:
    return Placement(p.x, p.y, p.rot, p.z, True, p.width)


def _spread(places: list[Placement], geom: TableGeom, seat: SeatGeom) -> list[Placement]:
    """Open an opponent's fan wide enough to read the cards (end of hand). The seat at the top
    keeps its cards between its name plate and its won-tricks pile (with 10 Skat cards at
    1024 wide they lay over the plate's score and the pile)."""
    if len(places) < 2:
        return places
    first, last = places[0], places[-1]
    cx, cy = (first.x + last.x) / 2, (first.y + last.y) / 2
    dx, dy = last.x - first.x, last.y - first.y
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    step = min(geom.small_w * 0.55, geom.height * 0.5 / len(places))
    if seat.side == "top":
        step = min(step, 2 * _top_room(geom, seat) / (len(places) - 1))
    span = step * (len(places) - 1)
    return [Placement(cx + ux * (-span / 2 + i * step), cy + uy * (-span / 2 + i * step),
                      p.rot, p.z, True, p.width) for i, p in enumerate(places)]


SPREAD_GAP = 6.0  # between the top seat's open hand and its plate or pile


def _top_room(geom: TableGeom, seat: SeatGeom) -> float:
    """How far the centre of the top seat's outermost card may lie from the hand's centre:
    clear of the plate on its left and the pile (a turned card) on its right."""
    x = seat.hand[0]
    plate_right = seat.plate[0] + geom.plate_size[0] / 2
    pile_left = seat.pile[0] - geom.pile_w * PILE_HALF_W
    half = geom.small_w / 2
    return max(0.0, min(x - plate_right, pile_left - x) - SPREAD_GAP - half)
