"""What a card or a name plate draws stays inside the rectangle it tells Qt it may touch.

Qt repaints only what changed, within the items' bounding rectangles, and a plate's cached
picture is exactly its rectangle: a card drawn beyond its rectangle (lifted, ringed, marked)
would leave traces on the table when it moves, and a plate's glow, ring, dealer button or label
beyond its rectangle would be cut off. The rectangles are kept between changes (Qt asks for
them several times a paint), so each change of what they depend on must show up in them.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from stich.ui.card_item import CardItem
from stich.ui.card_pixmaps import CardPixmaps
from stich.ui.plate_item import PlateItem

SCALE = 2.0  # device pixels per scene unit, as on a 2x screen
SPAN = 400.0  # the scene square rendered, centred on the item


def painted(scene: QGraphicsScene) -> tuple[QImage, QRect]:
    """The scene around the origin rendered onto a transparent picture, and the box of the
    pixels drawn (in scene units, rounded outwards)."""
    img = QImage(round(SPAN * SCALE), round(SPAN * SCALE), QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    scene.render(painter, QRectF(0, 0, img.width(), img.height()),
                 QRectF(-SPAN / 2, -SPAN / 2, SPAN, SPAN))
    painter.end()
    bits, bpl, w = bytes(img.constBits()), img.bytesPerLine(), img.width()
    xs, ys = [], []
    for y in range(img.height()):
        alpha = bits[y * bpl + 3:y * bpl + 4 * w:4]  # (little-endian ARGB: B, G, R, A)
        if alpha.strip(b"\0"):
            xs += [len(alpha) - len(alpha.lstrip(b"\0")), len(alpha.rstrip(b"\0")) - 1]
            ys.append(y)
    assert xs, "nothing drawn"
    to_scene = 1 / SCALE
    box = QRect(int(min(xs) * to_scene - SPAN / 2), int(min(ys) * to_scene - SPAN / 2),
                int((max(xs) - min(xs) + 2) * to_scene) + 1,
                int((max(ys) - min(ys) + 2) * to_scene) + 1)
    return img, box


def test_a_card_draws_inside_its_bounding_rectangle_through_every_change(qtbot):
    scene = QGraphicsScene()
    scene.setSceneRect(-SPAN / 2, -SPAN / 2, SPAN, SPAN)
    card = CardItem(("c", 5), CardPixmaps(), "french")
    card.set_card(5, True)
    card.set_width(90)
    scene.addItem(card)

    def check(step: str) -> None:
        for _ in range(3):  # drawn afresh, then its kept picture made, then that picture
            _, box = painted(scene)
        bounds = card.sceneBoundingRect().toAlignedRect().adjusted(-1, -1, 1, 1)
        assert bounds.contains(box), f"{step}: drawn {box.getRect()}, bounds {bounds.getRect()}"

    check("at rest")
    card.set_flags(interactive=True, playable=True, dimmed=False)
    check("playable, standing out of the hand")
    card.hoverEnterEvent(None)  # type: ignore[arg-type]
    lifted = card.sceneBoundingRect()
    check("under the pointer, lifted further")
    card.hoverLeaveEvent(None)  # type: ignore[arg-type]
    check("the pointer gone")
    card.set_flags(interactive=True, playable=True, dimmed=False, selected=True)
    assert card.sceneBoundingRect().top() <= lifted.top()
    check("chosen for a discard, standing high with its ring")
    card.set_flags(interactive=True, playable=True, dimmed=False, selected=True, fresh=True)
    check("just taken up from the skat and chosen: its tab above the high card")
    card.set_flags(interactive=False, playable=False, dimmed=False, fresh=True)
    check("just taken up, while the cards move: its tab")
    card.set_flags(interactive=True, playable=False, dimmed=True, focused=True)
    check("not playable, with the keyboard focus ring")
    card.set_style(marks=True, high_contrast=True)
    check("with clear marks")
    card.set_width(130)
    check("larger")
    card.set_flags(interactive=False, playable=False, dimmed=False)
    card.set_style(marks=False, high_contrast=False)
    small = card.sceneBoundingRect()
    check("back among the others' cards")
    assert small.height() < lifted.height() * 130 / 90, "the room for a lift stayed"


def test_a_plate_draws_nothing_above_or_below_its_bounding_rectangle(qtbot):
    scene = QGraphicsScene()
    scene.setSceneRect(-SPAN / 2, -SPAN / 2, SPAN, SPAN)
    plate = PlateItem(0)
    # what its cached picture would cut off is what is looked for: drawn directly here
    plate.setCacheMode(QGraphicsObject.CacheMode.NoCache)
    plate.setPos(0, 0)
    scene.addItem(plate)
    for above in (False, True):
        for h in (44.0, 78.0, 120.0):
            plate.bubble_above = above
            plate.dealer = True
            plate.high_contrast = True
            plate.set_size(h * 2.5, h)
            plate.set_info(name="Anna", badge="medium", tags=["Declarer"], score="+12",
                           tricks="", said="Solo", active=True, thinking=False,
                           sitting_out=False)
            plate.flash = 0.05  # the flash ring at its widest
            _, box = painted(scene)
            bounds = plate.sceneBoundingRect()
            assert box.top() >= bounds.top() - 1 and box.bottom() <= bounds.bottom() + 1, \
                f"label {'above' if above else 'below'}, height {h}: drawn " \
                f"{box.getRect()}, bounds {bounds.getRect()}"
    plate.set_info(name="Anna", badge="", tags=[], score="", tricks="", said="", active=False,
                   thinking=False, sitting_out=False)
    plate.dealer = False
    # no room kept for a label the plate does not show
    h = plate.size[1]
    assert plate.boundingRect().height() < h * 1.5
