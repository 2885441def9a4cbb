"""The empty table shown before the first game: the felt and a hint, nothing else to import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter

# Nothing here touches the ``Qt`` namespace: its first use costs about 15-50 ms (PySide6 builds
# all of its enums), which the first window does not need; nor QPainter and QRadialGradient
# (their enums, 180 gradient presets among them, cost 2.5 ms) until the table paints.

FELT = QColor(38, 112, 72)
FELT_EDGE = QColor(16, 58, 36)
FELT_HIGH_CONTRAST = QColor(8, 44, 26)
FELT_HIGH_CONTRAST_EDGE = QColor(0, 16, 8)


def felt_colours(high_contrast: bool) -> tuple[QColor, QColor]:
    return (FELT_HIGH_CONTRAST, FELT_HIGH_CONTRAST_EDGE) if high_contrast else (FELT, FELT_EDGE)


def paint_felt(painter: QPainter, width: float, height: float, high_contrast: bool = False) -> None:
    """The felt: a calm green with a subtle vignette (darker and flat in high contrast)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QRadialGradient

    base, edge = felt_colours(high_contrast)
    grad = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.75)
    grad.setColorAt(0.0, base.lighter(112) if not high_contrast else base)
    grad.setColorAt(0.55, base)
    grad.setColorAt(1.0, edge)
    painter.fillRect(0, 0, int(width) + 1, int(height) + 1, grad)


class Felt(QLabel):
    """Styled with a stylesheet rather than a Python ``paintEvent``: an override costs a Python
    call and the wrapping of every paint event, which the first window can do without."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("felt")
        self.setAccessibleName(self.tr("Card table"))
        self.setText(self.tr("Choose Game ▸ New game to start"))
        base, edge = FELT.lighter(112).name(), FELT_EDGE.name()
        self.setStyleSheet(
            "#felt { background: qradialgradient(cx:0.5, cy:0.42, radius:0.75, fx:0.5, "
            f"fy:0.42, stop:0 {base}, stop:0.55 {FELT.name()}, stop:1 {edge}); "
            "color: #ebf2e8; qproperty-alignment: AlignCenter; }")
