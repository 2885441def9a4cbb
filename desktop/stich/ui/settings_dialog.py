"""View ▸ Table settings: the table's look (see :mod:`stich.ui.table_settings`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .table_settings import CARD_SIZES, TableSettings, card_backs


class SettingsDialog(QDialog):
    def __init__(self, current: TableSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Table settings"))
        box = QVBoxLayout(self)
        form = QFormLayout()
        box.addLayout(form)
        self.high_contrast = QCheckBox(self.tr("&High-contrast felt"), self)
        self.high_contrast.setChecked(current.high_contrast)
        form.addRow(self.high_contrast)
        self.four_colour = QCheckBox(
            self.tr("&Four-colour French deck (spades green, diamonds orange)"), self)
        self.four_colour.setChecked(current.four_colour)
        form.addRow(self.four_colour)
        self.marks = QCheckBox(self.tr("Colour-blind-safe &marks (hatched, ticked, "
                                       "black-and-white focus ring)"), self)
        self.marks.setChecked(current.marks)
        form.addRow(self.marks)
        self.back = QComboBox(self)
        names = {"blue": self.tr("Blue"), "red": self.tr("Red"),
                 "blue-rosette": self.tr("Blue rosette"), "red-lattice": self.tr("Red lattice")}
        for b in card_backs():
            self.back.addItem(names.get(b, b.replace("-", " ").capitalize()), b)
        self.back.setCurrentIndex(max(0, self.back.findData(current.back)))
        lab = QLabel(self.tr("Card &back"), self)
        lab.setBuddy(self.back)
        form.addRow(lab, self.back)
        self.size = QComboBox(self)
        for scale, text in zip(CARD_SIZES, (self.tr("Normal"), self.tr("Large"),
                                            self.tr("Largest")), strict=True):
            self.size.addItem(text, scale)
        self.size.setCurrentIndex(max(0, self.size.findData(current.card_scale)))
        lab = QLabel(self.tr("Card &size"), self)
        lab.setBuddy(self.size)
        form.addRow(lab, self.size)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def settings(self) -> TableSettings:
        return TableSettings(high_contrast=self.high_contrast.isChecked(),
                             four_colour=self.four_colour.isChecked(),
                             back=str(self.back.currentData()),
                             card_scale=float(self.size.currentData()),
                             marks=self.marks.isChecked())
