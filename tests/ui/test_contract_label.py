"""What a seat declared reads whole beside its plate: a long contract ("Sauspiel with the
Leaves Ace") was cut at the plate's width ("Sauspiel with the Leaves …"), the suit lost. Wider
than the plate, the label grows away from the window's edge and the seat's hand, and stays
inside the table, off the hands and the other plates."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from stich.ui.card_pixmaps import CARD_ASPECT
from stich.ui.layout import fan, table_geom
from stich.ui.plate_item import PlateItem

from .helpers import bots_window

LONG = ["Sauspiel with the Leaves Ace", "Sauspiel mit der Eichel-Sau",
        "Sjavs (triunfo: diamantes)", "Juego del tomador solo"]


def _fan_box(geom, seat, n: int, player: bool) -> QRectF:
    out = QRectF()
    for p in fan(n, geom, seat, player=player):
        w, h = p.width, p.width * CARD_ASPECT
        c, s = math.cos(math.radians(p.rot)), math.sin(math.radians(p.rot))
        for dx in (-w / 2, w / 2):
            for dy in (-h / 2, h / 2):
                pt = QPointF(p.x + dx * c - dy * s, p.y + dx * s + dy * c)
                out = out.united(QRectF(pt, pt).adjusted(-0.01, -0.01, 0.01, 0.01))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 749), (1024, 649)])  # the table below the status line
def test_a_long_contract_label_reads_whole_and_clear(qtbot, players, size):
    geom = table_geom(*size, players, viewer=0)
    pw, ph = geom.plate_size
    plates = [QRectF(s.plate[0] - pw / 2, s.plate[1] - ph / 2, pw, ph) for s in geom.seats]
    for n, seat in enumerate(geom.seats):
        plate = PlateItem(n)
        plate.set_size(pw, ph)
        plate.setPos(QPointF(*seat.plate))
        plate.bubble_above = seat.side == "bottom"
        # away from the window's edge and the hand: right on the left and at the bottom
        plate.bubble_grow = 1 if seat.side == "bottom" or seat.side.startswith("left") else -1
        hands = [_fan_box(geom, s, 10, player=i == 0) for i, s in enumerate(geom.seats)]
        for text in LONG:
            plate.set_info(name="Anna", badge="", tags=[], score="0", tricks="", said=text,
                           active=False, thinking=False, sitting_out=False)
            local = plate.bubble_rect()
            fm = QFontMetricsF(plate._bubble_font(plate._small()))
            assert local.width() - 8 >= fm.horizontalAdvance(text), (seat.side, text)
            label = local.translated(plate.pos())
            assert QRectF(0, 0, *size).contains(label), (seat.side, text, label)
            hit = [i for i, r in enumerate(hands + plates) if r.intersects(label)
                   and i != len(hands) + n]
            assert not hit, (seat.side, text, label, hit)


@pytest.mark.parametrize("game,players", [("skat", 3), ("schafkopf", 4)])
def test_the_players_label_keeps_off_the_players_hand(qtbot, game, players):
    # a label above the bottom plate may grow right only as far as the hand leaves room: a
    # hand of 10-12 cards at the smallest window comes within 30 px of the plate
    from stich.ui.snapshot import Snapshot

    window = bots_window(qtbot, game, players, 3, size=(1024, 700))
    table = window.view.table
    over: list[str] = []
    looked: list[int] = []

    def look(snap: Snapshot) -> None:
        plate = table.plates[snap.viewer]
        plate.set_info(name=plate.name, badge=plate.badge, tags=plate.tags, score=plate.score,
                       tricks="", said="Grand Hand, Schneider and Schwarz announced, ouvert",
                       active=plate.active, thinking=False, sitting_out=False)
        label = plate.mapRectToScene(plate.bubble_rect())
        hand = [item for key, item in table.items_by_key.items()
                if key[0] == "c" and key[1] in snap.hands[snap.viewer]]
        looked.append(len(hand))
        for item in hand:
            w, h = item.width, item.height
            if item.mapToScene(QRectF(-w / 2, -h / 2, w, h)).boundingRect().intersects(label):
                over.append(f"{len(hand)} cards: the label over {item.key}")

    window.view.status_changed.connect(look)
    done: list[Snapshot] = []
    window.view.hand_shown.connect(done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert max(looked) >= 8, looked
    assert not over, over[:3]
