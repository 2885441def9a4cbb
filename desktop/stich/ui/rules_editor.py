"""A generic editor for every house rule of a game, built from ``HouseRules.options()``.

One group box per option group; each rule has its control (by kind: choice, bool, int, ints,
set, order) and its one-line explanation under it. A contradictory combination is reported in
words (the engine's ``InvalidRules`` message) and the offending rules are marked.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import InvalidRules
from ..engine.rules import HouseRules, OptionInfo
from . import labels

Getter = Callable[[], Any]
Setter = Callable[[Any], None]


class RulesEditor(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        self._box.addWidget(self.error)
        self._body: QWidget | None = None
        self._controls: dict[str, tuple[Getter, Setter, QWidget]] = {}
        self.rules_class: type[HouseRules] | None = None
        self._base: HouseRules | None = None
        self._loading = False

    # ---------------------------------------------------------------- language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Build the controls anew in the current language, keeping the edited values."""
        if self.rules_class is None or self._base is None:
            return
        values = self.values()
        self._build(self.rules_class)
        self._loading = True
        try:
            for key, value in values.items():
                self._controls[key][1](value)
        finally:
            self._loading = False
        self._validate()

    # ---------------------------------------------------------------- building
    def set_rules(self, rules: HouseRules) -> None:
        """Show ``rules`` (rebuilding the controls if the game changed)."""
        if type(rules) is not self.rules_class:
            self._build(type(rules))
        self._base = rules
        self._loading = True
        try:
            for info in rules.options():
                _get, set_, _w = self._controls[info.key]
                set_(getattr(rules, info.key))
        finally:
            self._loading = False
        self._validate()

    def _build(self, cls: type[HouseRules]) -> None:
        if self._body is not None:
            self._body.setParent(None)
            self._body.deleteLater()
        self.rules_class = cls
        self._controls = {}
        body = QWidget(self)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        groups: dict[str, QFormLayout] = {}
        for info in cls.options():
            form = groups.get(info.group)
            if form is None:
                box = QGroupBox(labels.rule_group(info.group), body)
                form = QFormLayout(box)
                form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
                groups[info.group] = form
                lay.addWidget(box)
            control, get, set_ = self._control(info, body)
            holder = QWidget(body)
            v = QVBoxLayout(holder)
            v.setContentsMargins(0, 0, 0, 4)
            v.setSpacing(1)
            v.addWidget(control)
            help_text = labels.rule_help(info.help, info.key, cls.GAME)
            hint = QLabel(help_text, holder)
            hint.setWordWrap(True)
            hint.setStyleSheet("color: #5f6b63; font-size: 11px;")
            v.addWidget(hint)
            control.setToolTip(help_text)
            control.setAccessibleDescription(help_text)
            name = QLabel(labels.rule_key(info.key), body)
            name.setBuddy(control)
            form.addRow(name, holder)
            self._controls[info.key] = (get, set_, control)
        lay.addStretch(1)
        self._box.addWidget(body)
        self._body = body

    def _control(self, info: OptionInfo, parent: QWidget) -> tuple[QWidget, Getter, Setter]:
        kind = info.kind
        if kind == "bool":
            box = QCheckBox(labels.rule_value(True), parent)
            box.toggled.connect(self._changed)
            return box, box.isChecked, lambda v: box.setChecked(bool(v))
        if kind == "choice" or (kind == "int" and info.choices):
            combo = QComboBox(parent)
            for c in info.choices:
                combo.addItem(labels.rule_value(c), c)
            combo.currentIndexChanged.connect(self._changed)
            return combo, combo.currentData, lambda v: combo.setCurrentIndex(
                max(0, combo.findData(v)))
        if kind == "int":
            spin = self._spin(info, parent)
            return spin, spin.value, lambda v: spin.setValue(int(v))
        if kind == "ints":
            w = QWidget(parent)
            row = QHBoxLayout(w)
            row.setContentsMargins(0, 0, 0, 0)
            spins = [self._spin(info, w) for _ in range(info.length or 1)]
            for s in spins:
                row.addWidget(s)
            row.addStretch(1)

            def set_ints(v: Any) -> None:
                for s, x in zip(spins, v, strict=False):
                    s.setValue(int(x))
            return w, lambda: tuple(s.value() for s in spins), set_ints
        if kind == "set":
            w = QWidget(parent)
            grid = QGridLayout(w)
            grid.setContentsMargins(0, 0, 0, 0)
            boxes: dict[Any, QCheckBox] = {}
            for i, c in enumerate(info.choices):
                b = QCheckBox(labels.rule_value(c), w)
                b.toggled.connect(self._changed)
                grid.addWidget(b, i // 3, i % 3)
                boxes[c] = b

            def set_set(v: Any) -> None:
                for c, b in boxes.items():
                    b.setChecked(c in v)
            return w, lambda: frozenset(c for c, b in boxes.items() if b.isChecked()), set_set
        if kind == "order":
            return self._order(info, parent)
        raise AssertionError(kind)

    def _spin(self, info: OptionInfo, parent: QWidget) -> QSpinBox:
        spin = QSpinBox(parent)
        spin.setRange(info.minimum if info.minimum is not None else -10**6,
                      info.maximum if info.maximum is not None else 10**6)
        spin.valueChanged.connect(self._changed)
        return spin

    def _order(self, info: OptionInfo, parent: QWidget) -> tuple[QWidget, Getter, Setter]:
        w = QWidget(parent)
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        lst = QListWidget(w)
        lst.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        lst.setMaximumHeight(24 * max(3, len(info.choices)) // 2 + 30)
        lst.model().rowsMoved.connect(self._changed)
        buttons = QVBoxLayout()
        up = QPushButton(self.tr("Up"), w)
        down = QPushButton(self.tr("Down"), w)

        def move(step: int) -> None:
            r = lst.currentRow()
            if r < 0 or not 0 <= r + step < lst.count():
                return
            item = lst.takeItem(r)
            lst.insertItem(r + step, item)
            lst.setCurrentRow(r + step)
            self._changed()

        up.clicked.connect(lambda: move(-1))
        down.clicked.connect(lambda: move(1))
        buttons.addWidget(up)
        buttons.addWidget(down)
        buttons.addStretch(1)
        row.addWidget(lst, 1)
        row.addLayout(buttons)

        def get() -> tuple[Any, ...]:
            return tuple(lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count()))

        def set_(v: Any) -> None:
            lst.clear()
            for c in v:
                item = QListWidgetItem(labels.rule_value(c))
                item.setData(Qt.ItemDataRole.UserRole, c)
                lst.addItem(item)
        return w, get, set_

    # ---------------------------------------------------------------- values
    def values(self) -> dict[str, Any]:
        return {k: get() for k, (get, _s, _w) in self._controls.items()}

    def rules(self) -> HouseRules:
        """The edited rules (raises ``InvalidRules`` for a contradictory combination)."""
        assert self._base is not None
        return dataclasses.replace(self._base, **self.values())

    def is_valid(self) -> bool:
        return self._validate()

    def _changed(self, *_args: object) -> None:
        if self._loading:
            return
        self._validate()
        self.changed.emit()

    def _validate(self) -> bool:
        for _g, _s, w in self._controls.values():
            w.setStyleSheet("")
        try:
            self.rules()
        except InvalidRules as e:
            self.error.setText(self.tr("These rules do not fit together: %1").replace(
                "%1", str(e)))
            self.error.show()
            for key in e.keys:
                if key in self._controls:
                    self._controls[key][2].setStyleSheet("border: 2px solid #b3261e;")
            return False
        self.error.hide()
        return True
