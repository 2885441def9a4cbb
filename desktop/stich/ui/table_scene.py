"""The table scene: plays snapshots one after another as animations.

Snapshots arrive from the controller as fast as the game goes; the scene queues them and moves
the cards from one layout to the next (deal, play, trick pause and collection, pick-up, bury,
reveal). The engine never waits for an animation: the scene only decides when the player sees
a change, and player input counts only once the scene shows the current state.
"""

from __future__ import annotations

import weakref
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ..engine.cards import NUM_CARDS
from . import labels
from .card_item import HOVER_LIFT, SELECTED_LIFT, CardItem, tab_rect
from .card_pixmaps import BACK, CARD_ASPECT, CardPixmaps, shadow_margin
from .layout import (
    BUBBLE_MAX_W,
    PILE_HALF_W,
    TableGeom,
    bubble_grow,
    fan,
    table_geom,
    trick_place,
)
from .plate_item import CountBadge, PlateItem
from .scene_layout import (
    Key,
    Piles,
    Spot,
    compute_layout,
    discard_choices,
    pile_cards,
    player_cards,
    player_hand_order,
    table_piles,
)
from .snapshot import SeatInfo, Snapshot

SPEED = {"slow": 1.6, "normal": 1.0, "fast": 0.4, "instant": 0.0}
DEAL_FLIGHT, DEAL_STAGGER = 200, 40
PLAY, PAUSE, COLLECT, MOVE = 250, 700, 350, 320


class TableScene(QGraphicsScene):
    card_activated = Signal(int)  # the player chose a card of their hand (click or Enter)
    selection_changed = Signal()  # the discard selection changed
    shown = Signal(object)  # a snapshot is now on screen (its animation has finished)
    focus_changed = Signal(str)  # accessible description of the card with keyboard focus

    def __init__(self, art: CardPixmaps | None = None, parent: object = None) -> None:
        super().__init__(parent)
        self.art = art or CardPixmaps()
        me = weakref.ref(self)  # no reference cycle between the scene and its pictures
        self.art.animating = lambda: (s := me()) is not None and s._anim is not None
        self.speed = "normal"
        self.card_scale = 1.0
        self.marks = False  # colour-blind-safe highlights (TableSettings.marks)
        self.high_contrast = False
        self.items_by_key: dict[Key, CardItem] = {}
        self.plates: list[PlateItem] = []
        self.badges: list[CountBadge] = []
        self.hand_badges: list[CountBadge] = []  # how many cards each other seat holds
        self._dealing = False  # the hand's cards are flying in: no hand counts yet
        self.queue: deque[Snapshot] = deque()
        self.displayed: Snapshot | None = None
        self.size_wh = (1280.0, 800.0)
        self.geom: TableGeom | None = None
        self.selection: set[int] = set()
        self.focus_card: int | None = None
        self.thinking_seat = -1
        self._anim: QAbstractAnimation | None = None
        self._stages: list[Callable[[], None]] = []
        self._current: Snapshot | None = None
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._next_stage)
        self._relayout_pending = False
        self._pumping = False
        self.setSceneRect(0, 0, *self.size_wh)

    # ---------------------------------------------------------------- public
    def set_speed(self, speed: str) -> None:
        self.speed = speed if speed in SPEED else "normal"

    @property
    def factor(self) -> float:
        return SPEED[self.speed]

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self._current is not None

    def set_look(self, card_scale: float, back: str) -> None:
        """Larger cards and the card back (the player's table settings)."""
        self.card_scale = card_scale
        if back != self.art.back:
            self.art.set_back(back)
            for item in self.items_by_key.values():
                item.update()
        if self._current is not None:
            self._relayout_pending = True
        else:
            self.relayout()

    def set_style(self, *, marks: bool, high_contrast: bool) -> None:
        """Colour-blind-safe marks and high contrast on every card and plate."""
        self.marks, self.high_contrast = marks, high_contrast
        for item in self.items_by_key.values():
            item.set_style(marks=marks, high_contrast=high_contrast)
        for p in self.plates:
            p.high_contrast = high_contrast
            p.update()

    def set_pattern(self, pattern: str) -> None:
        """Draw the cards on the table in ``pattern`` now (the four-colour deck switched on
        mid-hand); the next snapshots carry it."""
        self._repaint_pattern(pattern)
        if self.displayed is not None and self.displayed.pattern != pattern:
            self.displayed = replace(self.displayed, pattern=pattern)

    def repaint_cards(self) -> None:
        """Paint every card again (its picture changed: the index letters of a language)."""
        for item in self.items_by_key.values():
            item.update()

    def _repaint_pattern(self, pattern: str) -> None:
        for item in self.items_by_key.values():
            if item.pattern != pattern:
                item.pattern = pattern
                item.update()

    def set_table_size(self, w: float, h: float) -> None:
        self.size_wh = (max(w, 100.0), max(h, 100.0))
        self.setSceneRect(0, 0, *self.size_wh)
        if self.displayed is not None or self._current is not None:
            if self._current is not None:
                self._relayout_pending = True
            else:
                self.relayout()

    def push(self, snap: Snapshot) -> None:
        self.queue.append(snap)
        if self._current is None:
            self._pump()

    def clear_table(self) -> None:
        self.queue.clear()
        self._stop()
        self._remove_items()
        self.plates = []
        self.badges = []
        self.hand_badges = []
        self.displayed = None
        self.selection.clear()

    def set_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        if self.displayed is not None and self._current is None:
            self._update_plates(self.displayed, flash=False)

    def rename_seats(self, seats: tuple[SeatInfo, ...], controller: object = None) -> None:
        """Give every snapshot still to be shown or on screen these seat names (the language
        changed). A controller's ``current`` snapshot is replaced by the same renamed one, so
        "the scene shows the controller's newest state" stays true."""
        def renamed(s: Snapshot) -> Snapshot:
            new = replace(s, seats=seats) if len(s.seats) == len(seats) else s
            if controller is not None and getattr(controller, "current", None) is s:
                controller.current = new  # type: ignore[attr-defined]
            return new
        if not seats:
            return
        self.queue = deque(renamed(s) for s in self.queue)
        if self._current is not None:
            self._current = renamed(self._current)
        if self.displayed is not None:
            self.displayed = renamed(self.displayed)

    def refresh_labels(self) -> None:
        """Plates, badges and card tooltips anew (in the current language)."""
        if self.displayed is not None and self._current is None:
            self._update_plates(self.displayed, flash=False)
            self._refresh_flags()

    def relayout(self) -> None:
        snap = self.displayed
        if snap is None:
            return
        self.geom = self._geom_for(snap)
        self._apply(self._layout(snap), animate=False)
        self._update_plates(snap, flash=False)

    def _geom_for(self, snap: Snapshot) -> TableGeom:
        return table_geom(*self.size_wh, snap.players, snap.viewer, self.card_scale,
                          rows=table_piles(snap) is not None)

    # ---------------------------------------------------------------- the queue
    def _pump(self) -> None:
        if self._pumping:  # an outer call is already looping (instant speed recursion)
            return
        self._pumping = True
        try:
            while self._current is None and self.queue:
                snap = self.queue.popleft()
                self._begin(snap)
        finally:
            self._pumping = False

    def _begin(self, snap: Snapshot) -> None:
        self._current = snap
        prev = self.displayed
        new_hand = (prev is None or snap.event.kind == "deal" or prev.hand_index != snap.hand_index
                    or prev.players != snap.players)
        if new_hand:
            self._reset_for(snap)
        elif prev.pattern != snap.pattern:
            self._repaint_pattern(snap.pattern)
        self._dealing = new_hand
        self.geom = self._geom_for(snap)
        self._update_plates(snap, flash=not new_hand)
        completed = snap.event.completed
        if new_hand:
            self._stages = [lambda: self._deal(snap)]
        elif completed is not None:
            # the piles as they were: a card under a played one turns up as the trick goes
            before = table_piles(prev) if prev is not None else None
            self._stages = [
                lambda: self._apply(self._layout(snap, hold=completed, piles=before),
                                    duration=PLAY),
                lambda: self._wait(PAUSE),
                lambda: self._apply(self._layout(snap), duration=COLLECT,
                                    easing=QEasingCurve.Type.InOutCubic),
            ]
        else:
            is_play = snap.event.action is not None and snap.event.action.type == "play"
            self._stages = [lambda: self._apply(self._layout(snap),
                                                duration=PLAY if is_play else MOVE)]
        self._next_stage()

    def _next_stage(self) -> None:
        self._anim = None
        if self._stages:
            stage = self._stages.pop(0)
            stage()
            return
        snap = self._current
        assert snap is not None
        self._current = None
        self._dealing = False
        self.displayed = snap
        if snap.event.kind == "deal" or not snap.my_turn or not discard_choices(snap.legal):
            self.selection.clear()
        self._refresh_flags()
        self._update_plates(snap, flash=False)
        if self._relayout_pending:
            self._relayout_pending = False
            self.relayout()
        self.shown.emit(snap)
        self._pump()

    def _wait(self, ms: int) -> None:
        t = int(ms * self.factor)
        if t <= 0:
            self._next_stage()
        else:
            self._pause.start(t)

    def skip_pause(self) -> None:
        if self._pause.isActive():
            self._pause.stop()
            self._next_stage()

    def _stop(self) -> None:
        self._pause.stop()
        if self._anim is not None:
            anim = self._anim
            self._anim = None
            anim.finished.disconnect()
            anim.stop()
        self._stages = []
        self._current = None

    # ---------------------------------------------------------------- layouts
    def _layout(self, snap: Snapshot, hold: object = None,
                piles: Piles | None = None) -> dict[Key, Spot]:
        assert self.geom is not None
        from ..engine.tricks import Trick
        return compute_layout(snap, self.geom, hold if isinstance(hold, Trick) else None,
                              piles=piles)

    def _remove_items(self) -> None:
        """Take every card, name plate and count badge off the scene (a new deal, or none)."""
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()
        for p in self.plates:
            self.removeItem(p)
        for b in self.badges + self.hand_badges:
            self.removeItem(b)

    def _reset_for(self, snap: Snapshot) -> None:
        self._remove_items()
        self.plates = [PlateItem(s) for s in range(snap.players)]
        for p in self.plates:
            p.high_contrast = self.high_contrast
        self.badges = [CountBadge() for _ in range(snap.players)]
        self.hand_badges = [CountBadge(light=True) for _ in range(snap.players)]
        for p in self.plates:
            self.addItem(p)
        for b in self.badges + self.hand_badges:
            self.addItem(b)
        self.selection.clear()
        self.focus_card = None

    def _new_item(self, key: Key, spot: Spot, pattern: str) -> CardItem:
        item = CardItem(key, self.art, pattern)
        item.set_style(marks=self.marks, high_contrast=self.high_contrast)
        item.set_card(spot.card, spot.place.face_up)
        item.set_width(spot.place.width)
        item.clicked.connect(self._on_item_clicked)
        item.double_clicked.connect(self._on_item_clicked)
        item.dropped.connect(self._on_item_dropped)
        self.addItem(item)
        self.items_by_key[key] = item
        return item

    def _deal(self, snap: Snapshot) -> None:
        layout = self._layout(snap)
        assert self.geom is not None
        self._warm_pictures(snap)
        dealer = self.geom.seats[snap.dealer].plate
        order = self._deal_delays(snap, layout)
        views = self.views()
        if views:  # the backs that fly now, before the first frame rather than in it
            dpr = views[0].devicePixelRatioF()
            for w in dict.fromkeys(spot.place.width for spot in layout.values()):
                self.art.shadowed(snap.pattern, BACK, w, dpr)
        for key, spot in layout.items():
            item = self._new_item(key, spot, snap.pattern)
            item.setPos(QPointF(*dealer))
            item.setRotation(0)
            item.set_card(spot.card, False)
            item.setZValue(spot.place.z)
            item.setScale(self.geom.pile_w / max(spot.place.width, 1.0))
        self._apply(layout, duration=DEAL_FLIGHT, delays=order)

    def _warm_pictures(self, snap: Snapshot) -> None:
        """Card pictures for this hand made in idle moments (see ``CardPixmaps.warm``), in the
        order they are needed: the player's own cards at the size of the hand (turned up at
        the end of the deal); every face of the game's deck (20-32 of the 36 cards Stich
        knows) at the size of the trick, where any card may show up during play (a gathered
        card's face, seen for a few frames while it flies to its pile and turns over, is drawn
        from this one too); the back at the size of the piles; and every face at the size of
        the opponents' hands, where the skat, the blind and revealed cards show (22 different
        ones in 3 Skat hands; over a match they are all made anyway). A card in flight is
        otherwise drawn from the picture at the size it flies to: made while painting, these
        cost a millisecond each in the middle of an animation. (A card that joins the hand
        later, from the skat or the blind, is made when first shown.)"""
        geom = self.geom
        views = self.views()
        self.art.forget_turned()
        if geom is None or not views:
            return
        own = snap.hands[snap.viewer] if snap.viewer < len(snap.hands) else ()
        self.art.forget_faces(geom.card_w, own)
        # (no faces at the piles' size: a gathered card's face is drawn from the picture at
        # the trick's size, see CardItem.face_w; the back flies there and lies there)
        flying = dict.fromkeys([geom.small_w, *geom.row_w])
        deck = snap.deck or range(NUM_CARDS)  # only this game's cards (24-32 of the 36)
        self.art.warm(snap.pattern, [*((c, geom.card_w) for c in own),
                                     *((c, geom.trick_w) for c in deck),
                                     *((c, w) for w in flying for c in deck),
                                     (BACK, geom.pile_w)],
                      views[0].devicePixelRatioF())

    def _deal_delays(self, snap: Snapshot, layout: dict[Key, Spot]) -> dict[Key, int]:
        """Deal order: the game's own packets when known (``snap.public['deal_order']``)."""
        per_zone: dict[tuple[str, int], list[Key]] = {}
        for key, spot in layout.items():
            per_zone.setdefault(spot.zone, []).append(key)
        for keys in per_zone.values():
            keys.sort(key=lambda k: (layout[k].place.z, layout[k].place.x))
        order: dict[Key, int] = {}
        slots = snap.public.get("deal_order")
        n = snap.players
        for (zone, seat), keys in per_zone.items():
            # a seat's row was dealt before its hand: face-down cards, then face-up ones
            first = len(per_zone.get(("row", seat), ())) if zone == "hand" else 0
            for i, key in enumerate(keys):
                if isinstance(slots, tuple) and zone in ("hand", "row") and seat < len(slots) \
                        and first + i < len(slots[seat]):
                    order[key] = slots[seat][first + i]
                elif isinstance(slots, tuple) and zone == "extra" and i < len(slots[-1]):
                    order[key] = slots[-1][i]
                else:
                    order[key] = i * n + (seat if seat >= 0 else n)
        return {k: v * DEAL_STAGGER for k, v in order.items()}

    # ---------------------------------------------------------------- moving cards
    def _apply(self, layout: dict[Key, Spot], *, animate: bool = True, duration: int = MOVE,
               delays: dict[Key, int] | None = None,
               easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
        snap = self._current or self.displayed
        assert snap is not None
        animate = animate and self.factor > 0
        actor = snap.event.action.seat if snap.event.action is not None else -1
        gone = [k for k in self.items_by_key if k not in layout]
        fresh = [k for k in layout if k not in self.items_by_key]
        pool = list(gone)
        origin: dict[Key, CardItem] = {}
        for key in fresh:
            src = self._pick_origin(pool, layout[key], actor)
            if src is not None:
                pool.remove(src)
                origin[key] = self.items_by_key[src]
        for key in fresh:
            spot = layout[key]
            item = self._new_item(key, spot, snap.pattern)
            src_item = origin.get(key)
            if src_item is not None:
                item.setPos(src_item.pos())
                item.setRotation(src_item.rotation())
                item.setZValue(src_item.zValue())
                item.setScale(src_item.width * src_item.scale() / max(spot.place.width, 1.0))
                item.set_card(spot.card, src_item.face_up)
            else:
                item.setPos(QPointF(spot.place.x, spot.place.y))
                item.setRotation(spot.place.rot)
        for key in gone:
            self.removeItem(self.items_by_key.pop(key))
        group = QParallelAnimationGroup(self) if animate else None
        f = self.factor
        for key, spot in layout.items():
            item = self.items_by_key[key]
            p = spot.place
            old_w = item.width * item.scale()
            item.set_width(p.width)
            flip = item.face_up != p.face_up or (item.card is None) != (spot.card is None)
            # turning face down on its way to a smaller place: the face from the picture at
            # the size it leaves (see CardItem.face_w)
            item.face_w = old_w if (animate and flip and item.face_up and not p.face_up
                                    and old_w > p.width + 0.5) else None
            if item.card != spot.card:
                item.card = spot.card
            if not animate or group is None:
                item.setScale(1.0)
                item.setPos(QPointF(p.x, p.y))
                item.setRotation(p.rot)
                item.setZValue(p.z)
                item.set_card(spot.card, p.face_up)
                continue
            item.setScale(old_w / max(p.width, 1.0))
            moving = (abs(item.pos().x() - p.x) > 0.5 or abs(item.pos().y() - p.y) > 0.5
                      or abs(item.rotation() - p.rot) > 0.5 or abs(item.scale() - 1.0) > 0.01
                      or flip)
            if not moving:
                item.setZValue(p.z)
                continue
            item.setZValue(p.z + (600 if spot.zone[0] == "trick" else 0))
            delay = int((delays or {}).get(key, 0) * f)
            # Only what changes is animated (a card turned over where it lies, as at the end
            # of a hand, is one animation, not a group of four: making 80-odd of them took
            # 4-8 ms of one frame).
            parent: QAbstractAnimation = group
            if delay:
                seq = QSequentialAnimationGroup(group)
                seq.addPause(delay)
                parent = seq
            start = item.rotation()
            while start - p.rot > 180:
                start -= 360
            while p.rot - start > 180:
                start += 360
            target = QPointF(p.x, p.y)
            props: list[tuple[bytes, object, object]] = []
            if item.pos() != target:
                props.append((b"pos", item.pos(), target))
            if start != p.rot:
                props.append((b"rotation", start, p.rot))
            else:
                item.setRotation(p.rot)
            if item.scale() != 1.0:
                props.append((b"scale", item.scale(), 1.0))
            d = max(1, int(duration * f))
            if flip:
                item.face_up = p.face_up and spot.card is not None
                item._set_flip(0.001)
            if len(props) + flip > 1:
                parent = QParallelAnimationGroup(parent)  # a group's child joins it
            for name, begin, end in props:
                self._prop(parent, item, name, begin, end, d, easing)
            if flip:
                self._prop(parent, item, b"flip", 0.001, 1.0, d, QEasingCurve.Type.Linear)
        if group is None or group.animationCount() == 0:
            for key, spot in layout.items():
                self.items_by_key[key].setZValue(spot.place.z)
            if group is not None:
                group.deleteLater()
            if self._current is not None:
                self._next_stage()
            return

        def done() -> None:
            for key, spot in layout.items():
                item = self.items_by_key.get(key)
                if item is not None:
                    item.setZValue(spot.place.z)
                    item.setScale(1.0)
                    item.face_w = None
            group.deleteLater()
            self._next_stage()

        group.finished.connect(done)
        self._anim = group
        group.start()

    @staticmethod
    def _prop(parent: QAbstractAnimation, item: CardItem, name: bytes, start: object,
              end: object, duration: int, easing: QEasingCurve.Type) -> None:
        a = QPropertyAnimation(item, name, parent)  # a group's child joins it
        a.setStartValue(start)
        a.setEndValue(end)
        a.setDuration(duration)
        a.setEasingCurve(easing)

    def _pick_origin(self, pool: list[Key], spot: Spot, actor: int) -> Key | None:
        """Which vanished item a new one comes from: the acting seat's hand, the same seat's
        hand, the blind, in that order."""
        if not pool:
            return None
        zone, seat = spot.zone
        prefs: list[Callable[[Key], bool]] = []
        if zone == "row":  # a card turned up on its pile
            prefs.append(lambda k: k[0] == "d" and k[1] == seat)
        if actor >= 0:
            prefs.append(lambda k: k[0] == "h" and k[1] == actor)
        prefs.append(lambda k: k[0] == "h" and k[1] == seat)
        prefs.append(lambda k: k[0] == "x")
        if zone == "extra" or zone == "hand":
            prefs.append(lambda k: True)
        for pref in prefs:
            for k in reversed(pool):
                if pref(k):
                    return k
        return None

    # ---------------------------------------------------------------- plates
    def _update_plates(self, snap: Snapshot, flash: bool) -> None:
        geom = self.geom
        if geom is None or len(self.plates) != snap.players:
            return
        prev = self.displayed
        game = snap.game
        for seat, plate in enumerate(self.plates):
            info = snap.seats[seat]
            plate.set_size(*geom.plate_size)
            plate.setPos(QPointF(*geom.seats[seat].plate))
            tags: list[str] = []
            if snap.declarer == seat:
                tags.append(labels.role_name("declarer", game))
            if seat in snap.partners:
                tags.append(labels.role_name("partner", game))
            for s, kind in snap.doublings:
                if s == seat:
                    tags.append(labels.double_kind(kind))
            plate.dealer = snap.dealer == seat
            plate.bubble_above = geom.seats[seat].side == "bottom"
            plate.bubble_grow = bubble_grow(geom.seats[seat])
            plate.bubble_max = self._bubble_room(snap, seat)
            plate.setToolTip(labels.role_name("dealer", game) if plate.dealer else "")
            said = ""
            a = snap.said[seat] if seat < len(snap.said) else None
            if a is not None and not snap.done and (
                    snap.phase != "play" or a.type in ("declare", "call")):
                said = labels.action_text(a, game, snap.pattern, snap.said_phase[seat])
            won = snap.won_tricks(seat)
            if seat < len(self.badges):
                badge = self.badges[seat]
                px, py = geom.seats[seat].pile
                badge.setPos(QPointF(px + geom.pile_w * PILE_HALF_W, py - geom.pile_w * 0.55))
                badge.set_text(str(won) if won and self._current is None else "",
                               max(9.0, geom.pile_w * 0.3))
                badge.setToolTip(self.tr("%n trick(s) won", "", won))
            if seat < len(self.hand_badges):
                self._show_hand_count(snap, seat, self.hand_badges[seat])
            total = snap.totals[seat] if seat < len(snap.totals) else 0
            plate.set_info(
                name=info.name, badge=labels.level_badge(info.level) if info.level else "",
                tags=tags, score=labels.signed(total),
                tricks="", said=said,
                active=snap.to_move == seat and not snap.done,
                thinking=(self.thinking_seat == seat and self._current is None
                          and not self.queue and snap.to_move == seat),
                sitting_out=seat not in snap.active)
            if flash and prev is not None and seat in snap.partners \
                    and seat not in prev.partners and self.factor > 0:
                a2 = QPropertyAnimation(plate, b"flash", self)
                a2.setStartValue(1.0)
                a2.setEndValue(0.0)
                a2.setDuration(int(1200 * max(self.factor, 0.5)))
                a2.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _show_hand_count(self, snap: Snapshot, seat: int, badge: CountBadge) -> None:
        """How many cards another seat holds, on the top card of its face-down fan (counting
        the backs of an overlapped fan is hard): not while the cards are dealt, not for the
        player's own hand, a hand shown face up or the end of the hand."""
        geom = self.geom
        count = snap.hand_counts[seat] if seat < len(snap.hand_counts) else 0
        shown = (geom is not None and seat != snap.viewer and count > 0 and not snap.done
                 and not snap.hands[seat] and not self._dealing)
        if not shown or geom is None:
            badge.set_text("", badge.radius)
            return
        top = fan(count, geom, geom.seats[seat], player=False)[-1]
        badge.setPos(QPointF(top.x, top.y))
        badge.set_text(str(count), max(10.0, geom.small_w * 0.24))
        badge.setToolTip(self.tr("%n card(s) in hand", "", count))

    def _bubble_room(self, snap: Snapshot, seat: int) -> float:
        """How wide the bottom seat's label may grow (rightward, above its plate) before it
        reaches the player's hand, whose leftmost card comes closer to the plate the more cards
        it holds (0: the usual limit, for the other seats)."""
        geom = self.geom
        if geom is None or geom.seats[seat].side != "bottom" or seat != snap.viewer:
            return 0.0
        known = player_hand_order(snap)
        count = len(known) + max(0, snap.hand_counts[seat] - len(known))
        places = fan(count, geom, geom.seats[seat], player=True)
        if not places:
            return 0.0
        pw = geom.plate_size[0]
        edge = places[0].x - geom.card_w * 0.6  # its left edge, turned a little
        return min(pw * BUBBLE_MAX_W, edge - 4 - (geom.seats[seat].plate[0] - pw / 2))

    def plate_rects(self) -> list[QRectF]:
        """Each name plate with what its seat said beside it, in the scene."""
        out = []
        for p in self.plates:
            w, h = p.size
            r = QRectF(-w / 2, -h / 2, w, h).united(p.bubble_rect())
            out.append(p.mapRectToScene(r))
        return out

    def badge_rects(self) -> list[QRectF]:
        """Each count badge with a number on it (tricks won, cards held), in the scene."""
        return [b.sceneBoundingRect() for b in self.badges + self.hand_badges
                if b.isVisible() and b.text]

    def other_card_rects(self) -> list[QRectF]:
        """Every card on the table but the player's hand, in the scene."""
        snap = self.displayed
        mine = {("c", c) for c in player_cards(snap)} if snap is not None else set()
        return [item.sceneBoundingRect() for key, item in self.items_by_key.items()
                if key not in mine and item.isVisible()]

    def player_card_rects(self) -> list[QRectF]:
        """The player's cards (their hand, and 2-player Sjavs' face-up pile), in the scene."""
        snap = self.displayed
        if snap is None:
            return []
        items = (self.items_by_key.get(("c", c)) for c in player_cards(snap))
        return [i.sceneBoundingRect() for i in items if i is not None and i.isVisible()]

    def fresh_tab_rects(self) -> list[QRectF]:
        """Where the new-card tabs of the player's cards lie in the scene at their highest:
        as chosen while the player lays cards away, else as under the pointer where the card
        may be played, else at rest (the panel keeps clear of them)."""
        snap, geom = self.displayed, self.geom
        if snap is None or geom is None or not snap.fresh:
            return []
        discarding = bool(snap.my_turn and discard_choices(snap.legal))
        out = []
        for spot in compute_layout(snap, geom).values():
            if spot.card is None or spot.card not in snap.fresh or not spot.place.face_up:
                continue
            p = spot.place
            h = p.width * CARD_ASPECT
            lift = h * (SELECTED_LIFT if discarding else HOVER_LIFT if spot.interactive
                        else 0.0)
            turn = QTransform().translate(p.x, p.y).rotate(p.rot)
            out.append(turn.mapRect(tab_rect(p.width, lift)))
        return out

    def trick_rect(self) -> QRectF:
        """Where the trick in progress lies in the scene: where every seat's card would land
        (turned a little, with its shadow), and any trick card now elsewhere (flying in)."""
        geom, snap = self.geom, self.displayed
        out = QRectF()
        if geom is None:
            return out
        w = geom.trick_w
        h = w * CARD_ASPECT
        pad = max(4.0, shadow_margin(w)) + h * 0.05  # the shadow, and a card turned 5.5 deg
        for seat in geom.seats:
            p = trick_place(geom, seat, 0, 0)
            out = out.united(QRectF(p.x - w / 2 - pad, p.y - h / 2 - pad, w + 2 * pad,
                                    h + 2 * pad))
        for _, c in snap.trick if snap is not None else ():
            item = self.items_by_key.get(("c", c))
            if item is not None:
                out = out.united(item.sceneBoundingRect())
        return out

    def extra_rect(self) -> QRectF:
        """Where the set-aside cards (the blind, the skat, the cat, what was buried) are drawn
        in the scene; empty when there are none."""
        snap = self.displayed
        out = QRectF()
        if snap is None:
            return out
        keys = [("c", c) for c in snap.extra] + [("x", i) for i in range(snap.extra_count)]
        for key in keys:
            item = self.items_by_key.get(key)
            if item is not None:
                out = out.united(item.sceneBoundingRect())
        return out

    # ---------------------------------------------------------------- the player's hand
    def hand_cards(self) -> list[int]:
        """The player's cards in keyboard order (with 2-player Sjavs' face-up pile cards)."""
        snap = self.displayed
        return player_cards(snap) if snap is not None else []

    def discarding(self) -> int:
        """How many cards the player may choose for a discard now, at most (0: no discard;
        Sjavs' skat exchange takes 1 or 2)."""
        snap = self.displayed
        if snap is None or not snap.my_turn or self.busy:
            return 0
        choices = discard_choices(snap.legal)
        return max(len(c) for c in choices) if choices else 0

    def _refresh_flags(self) -> None:
        snap = self.displayed
        if snap is None or self.geom is None:
            return
        layout = compute_layout(snap, self.geom)
        live = self._current is None and not self.queue
        hand = self.hand_cards()
        if self.focus_card is not None and self.focus_card not in hand:
            self.focus_card = None
        for key, spot in layout.items():
            item = self.items_by_key.get(key)
            if item is None:
                continue
            c = spot.card
            if key[0] == "d":
                item.setToolTip(self.tr("Face down: turned up at the end of the trick in which "
                                        "the card on it is played"))
            elif c is not None and spot.place.face_up:
                tip = labels.card_tooltip(c, snap.pattern)
                item.setToolTip(f"{tip}\n{self.fresh_note(snap)}" if c in snap.fresh else tip)
            else:
                item.setToolTip("")
            item.set_flags(interactive=spot.interactive and live,
                           playable=spot.playable and live, dimmed=spot.dimmed and live,
                           selected=c in self.selection if c is not None else False,
                           focused=c is not None and c == self.focus_card,
                           fresh=c is not None and c in snap.fresh)

    def fresh_note(self, snap: Snapshot) -> str:
        """What a card of ``snap.fresh`` (marked with a tab) is, for its tooltip and the
        keyboard's description."""
        if snap.game == "klorsjavs":
            return self.tr("Taken up from the cat")
        if snap.game == "sheepshead":
            return self.tr("Taken up from the blind")
        return self.tr("Taken up from the skat")

    def _on_item_clicked(self, key: object) -> None:
        if not isinstance(key, tuple) or key[0] != "c":
            return
        c = key[1]
        assert isinstance(c, int)
        self.focus_card = c
        self._choose(c)

    def drop_zone(self, pos: QPointF) -> bool:
        """Whether a card dropped at ``pos`` lands on the trick (the middle of the table)."""
        geom = self.geom
        if geom is None:
            return False
        dx, dy = pos.x() - geom.centre[0], pos.y() - geom.centre[1]
        return (dx * dx + dy * dy) ** 0.5 <= geom.card_h * 1.4

    def _on_item_dropped(self, key: object, pos: QPointF) -> None:
        """A card of the hand dragged and let go: on the trick it is played (or refused with
        the reason, like a click); anywhere else, or refused, it goes back to the hand."""
        if isinstance(key, tuple) and key[0] == "c" and isinstance(key[1], int) \
                and self.drop_zone(pos) and not self.discarding():
            self.focus_card = key[1]
            self._choose(key[1])
        if not self.busy and self.displayed is not None and self.geom is not None:
            self._apply(self._layout(self.displayed), animate=False)
            self._refresh_flags()

    def _choose(self, c: int) -> None:
        snap = self.displayed
        if snap is None or self.busy:
            return
        if self.discarding():
            if c in self.selection:
                self.selection.discard(c)
            elif len(self.selection) < self.discarding():
                self.selection.add(c)
            self._refresh_flags()
            self.selection_changed.emit()
            self.focus_changed.emit(self.describe_focus())
            return
        self.card_activated.emit(c)

    def move_focus(self, step: int, to_end: bool | None = None) -> None:
        """Move the keyboard focus ``step`` cards on (round the hand); ``to_end``: to the first
        (False) or the last (True) card."""
        hand = self.hand_cards()
        if not hand:
            return
        if to_end is not None:
            i = len(hand) - 1 if to_end else 0
        elif self.focus_card in hand:
            assert self.focus_card is not None
            i = (hand.index(self.focus_card) + step) % len(hand)
        else:
            snap = self.displayed
            legal = [c for c in hand if snap is not None and any(
                a.card == c for a in snap.legal if a.type == "play")]
            i = hand.index(legal[0]) if legal else 0
        self.focus_card = hand[i]
        self._refresh_flags()
        self.focus_changed.emit(self.describe_focus())

    def activate_focus(self) -> None:
        if self.focus_card is not None:
            self._choose(self.focus_card)

    def describe_focus(self) -> str:
        snap = self.displayed
        c = self.focus_card
        if snap is None or c is None:
            return ""
        name = labels.card_name(c, snap.pattern)
        if c in pile_cards(snap, snap.viewer):
            name = self.tr("%1 (on the table)").replace("%1", name)
        if c in snap.fresh:
            name = f"{name}. {self.fresh_note(snap)}"
        if self.discarding():
            return self.tr("%1, chosen").replace("%1", name) if c in self.selection else name
        item = self.items_by_key.get(("c", c))
        if item is not None and item.playable:
            return self.tr("%1, playable").replace("%1", name)
        return name

    # ---------------------------------------------------------------- input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pause.isActive():
            self.skip_pause()
            event.accept()
            return
        super().mousePressEvent(event)
