"""The New Game dialog: game, players, seats and bots, deck pattern, seed, house rules.

Two tabs: "Table" (who plays what) and "House rules" (a preset, the generic editor for every
rule, and custom presets saved under a name, exported and imported). The last choices are
remembered in the app's settings (``prefs.qsettings()``). Custom presets are kept by the store
(``preset_store.py`` over ``stich.store.presets``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..bots import LEVELS
from ..engine.errors import InvalidRules
from ..engine.game import game_names, get_game
from ..engine.rules import HouseRules
from . import labels, prefs
from .controller import GameSetup, SeatSetup
from .games import deck_patterns, default_pattern
from .preset_store import CustomPreset, PresetError, PresetStore
from .rules_editor import RulesEditor

CUSTOM = "custom:"  # prefix of a custom preset's id in the preset list
SETTINGS_KEY = "newgame/last"


def presets_dir() -> Path:
    from . import session  # the data folder ($STICH_DATA_DIR or AppDataLocation)

    return session.current().paths.presets_dir


def bot_levels() -> tuple[str, ...]:
    return tuple(LEVELS)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, store: PresetStore | None = None) -> None:
        super().__init__(parent)
        self.resize(760, 640)
        self.store = store or PresetStore(presets_dir())
        self.messages: list[str] = []  # what the dialog reported (also shown to the player)
        self._custom: dict[str, CustomPreset] = {}
        self._loading = False
        box = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        box.addWidget(self.tabs)

        # --- table tab
        table = QWidget(self)
        form = QFormLayout(table)
        self.game = QComboBox(table)
        for name in game_names():
            self.game.addItem(labels.game_name(name), name)
        self.game_label = self._label("", self.game)
        form.addRow(self.game_label, self.game)
        self.players = QComboBox(table)
        self.players_label = self._label("", self.players)
        form.addRow(self.players_label, self.players)
        self.seats_box = QWidget(table)
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_label = QLabel()
        form.addRow(self.seats_label, self.seats_box)
        self.pattern = QComboBox(table)
        self.pattern_label = self._label("", self.pattern)
        form.addRow(self.pattern_label, self.pattern)
        self.seed = QLineEdit(table)
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self.seed))
        self.seed_label = self._label("", self.seed)
        form.addRow(self.seed_label, self.seed)
        self.bots_note: QLabel | None = None
        if bot_levels() == ("random",):
            self.bots_note = QLabel()
            self.bots_note.setWordWrap(True)
            self.bots_note.setStyleSheet("color: #5f6b63;")
            form.addRow(self.bots_note)
        self.tabs.addTab(table, "")
        self.seat_names: list[QLineEdit] = []
        self.seat_kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []

        # --- rules tab
        rules = QWidget(self)
        rbox = QVBoxLayout(rules)
        row = QHBoxLayout()
        self.preset = QComboBox(rules)
        self.preset_label = self._label("", self.preset)
        row.addWidget(self.preset_label)
        row.addWidget(self.preset, 1)
        self.save_button = QPushButton(rules)
        self.rename_button = QPushButton(rules)
        self.delete_button = QPushButton(rules)
        self.export_button = QPushButton(rules)
        self.import_button = QPushButton(rules)
        for b in (self.save_button, self.rename_button, self.delete_button, self.export_button,
                  self.import_button):
            row.addWidget(b)
        rbox.addLayout(row)
        self.status = QLabel(rules)
        self.status.setWordWrap(True)
        self.status.hide()
        rbox.addWidget(self.status)
        self.editor = RulesEditor(rules)
        scroll = QScrollArea(rules)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.editor)
        rbox.addWidget(scroll, 1)
        self.tabs.addTab(rules, "")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.editor.changed.connect(self._rules_edited)
        self.save_button.clicked.connect(self.save_preset)
        self.rename_button.clicked.connect(self.rename_preset)
        self.delete_button.clicked.connect(self.confirm_delete)
        self.export_button.clicked.connect(self.export_preset)
        self.import_button.clicked.connect(self.import_preset)
        self._retranslate()
        self._restore()

    # ---------------------------------------------------------------- language
    def _retranslate(self) -> None:
        """Every text of the dialog in the current language (choices are kept)."""
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game"))
        self.players_label.setText(self.tr("&Players"))
        self.seats_label.setText(self.tr("Seats"))
        self.pattern_label.setText(self.tr("&Deck"))
        self.seed_label.setText(self.tr("S&eed"))
        self.seed.setPlaceholderText(self.tr("random (enter a number to replay a deal)"))
        if self.bots_note is not None:
            self.bots_note.setText(
                self.tr("Bots: only the simplest legal bot (\"random\") exists so far."))
        self.tabs.setTabText(0, self.tr("&Table"))
        self.tabs.setTabText(1, self.tr("House &rules"))
        self.preset_label.setText(self.tr("P&reset"))
        self.save_button.setText(self.tr("&Save as…"))
        self.rename_button.setText(self.tr("Re&name…"))
        self.delete_button.setText(self.tr("De&lete"))
        self.export_button.setText(self.tr("E&xport…"))
        self.import_button.setText(self.tr("&Import…"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Cancel"))
        for i in range(self.game.count()):
            self.game.setItemText(i, labels.game_name(str(self.game.itemData(i))))
        for i in range(self.preset.count()):
            key = str(self.preset.itemData(i))
            if not key.startswith(CUSTOM):
                self.preset.setItemText(i, labels.preset_name(key))
        for i in range(self.pattern.count()):
            self.pattern.setItemText(i, labels.deck_pattern(str(self.pattern.itemData(i))))
        self._seat_texts()

    def _seat_texts(self) -> None:
        for i, (name, kind) in enumerate(zip(self.seat_names, self.seat_kinds, strict=True)):
            name.setPlaceholderText(self.tr("Seat %1").replace("%1", labels.number(i + 1)))
            for j in range(kind.count()):
                data = kind.itemData(j)
                kind.setItemText(j, self.tr("You") if data == "human" else
                                 self.tr("Bot: %1").replace("%1", labels.level_name(str(data))))
        for i, lab in enumerate(self.seat_labels):
            lab.setText(self.tr("Seat %1").replace("%1", labels.number(i + 1)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    @staticmethod
    def _label(text: str, buddy: QWidget) -> QLabel:
        lab = QLabel(text)
        lab.setBuddy(buddy)
        return lab

    # ---------------------------------------------------------------- game and preset
    @property
    def game_name(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        self._fill_presets()
        self._preset_changed()

    def _fill_presets(self, select: str | None = None) -> None:
        g = get_game(self.game_name)
        self._loading = True
        self.preset.clear()
        for name in g.rules_class.preset_names():
            self.preset.addItem(labels.preset_name(name), name)
        presets, errors = self.store.load(self.game_name)
        self._custom = {}
        for p in presets:
            self.preset.addItem(self.tr("★ %1").replace("%1", p.name), CUSTOM + p.name)
            self._custom[CUSTOM + p.name] = p
        if errors:
            self._report(self.tr("Some preset files could not be read; each was set aside "
                                 "under a new name:") + "<br>" + "<br>".join(errors),
                         error=True)
        if select is not None and self.preset.findData(select) >= 0:
            self.preset.setCurrentIndex(self.preset.findData(select))
        else:
            default = g.rules_class.DEFAULT_PRESET
            self.preset.setCurrentIndex(max(0, self.preset.findData(default)))
        self._loading = False

    def _selected_rules(self) -> HouseRules:
        key = str(self.preset.currentData())
        if key in self._custom:
            return self._custom[key].rules
        return get_game(self.game_name).rules(key or None)

    def _preset_changed(self) -> None:
        if self._loading or self.preset.currentIndex() < 0:
            return
        self.editor.set_rules(self._selected_rules())
        custom = str(self.preset.currentData()).startswith(CUSTOM)
        self.delete_button.setEnabled(custom)
        self.rename_button.setEnabled(custom)
        self._fill_players()

    def _rules_edited(self) -> None:
        self._fill_players()

    def _fill_players(self) -> None:
        g = get_game(self.game_name)
        rules = self._current_rules()
        counts = g.player_counts(rules) if rules is not None else (g.default_players(g.rules()),)
        current = self.players.currentData()
        self.players.blockSignals(True)
        self.players.clear()
        for c in counts:
            self.players.addItem(str(c), c)
        idx = self.players.findData(current)
        self.players.setCurrentIndex(idx if idx >= 0 else 0)
        self.players.blockSignals(False)
        one = len(counts) == 1
        self.players.setVisible(not one)
        self.players_label.setVisible(not one)
        self._players_changed()

    def _current_rules(self) -> HouseRules | None:
        try:
            return self.editor.rules()
        except InvalidRules:
            return None

    def _players_changed(self) -> None:
        n = int(self.players.currentData() or 0)
        if n <= 0:
            return
        old = [(e.text(), k.currentData()) for e, k in zip(self.seat_names, self.seat_kinds,
                                                           strict=True)]
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()  # gone at once, not only when the event loop deletes it
                w.deleteLater()
        self.seat_names, self.seat_kinds, self.seat_labels = [], [], []
        for i in range(n):
            name = QLineEdit(self.seats_box)
            kind = QComboBox(self.seats_box)
            kind.addItem("", "human")
            for level in bot_levels():
                kind.addItem("", level)
            if i < len(old):
                name.setText(old[i][0])
                kind.setCurrentIndex(max(0, kind.findData(old[i][1])))
            else:
                # the player in the first seat, medium bots elsewhere
                kind.setCurrentIndex(0 if i == 0 else max(1, kind.findData("medium")))
            kind.currentIndexChanged.connect(lambda _=0, k=kind: self._one_human(k))
            seat_label = QLabel(self.seats_box)
            self.seats_grid.addWidget(seat_label, i, 0)
            self.seats_grid.addWidget(name, i, 1)
            self.seats_grid.addWidget(kind, i, 2)
            self.seat_names.append(name)
            self.seat_kinds.append(kind)
            self.seat_labels.append(seat_label)
        self._seat_texts()
        g = get_game(self.game_name)
        rules = self._current_rules() or g.rules()
        current = self.pattern.currentData()
        self.pattern.clear()
        for p in deck_patterns(g, rules, n):
            self.pattern.addItem(labels.deck_pattern(p), p)
        idx = self.pattern.findData(current)
        self.pattern.setCurrentIndex(idx if idx >= 0 else max(0, self.pattern.findData(
            default_pattern(g))))

    def _one_human(self, changed: QComboBox) -> None:
        if changed.currentData() != "human":
            return
        for k in self.seat_kinds:
            if k is not changed and k.currentData() == "human":
                k.setCurrentIndex(1)

    # ---------------------------------------------------------------- custom presets
    def _report(self, text: str, error: bool = False) -> None:
        self.messages.append(text)
        self.status.setText(text)
        self.status.setStyleSheet("color: #b3261e;" if error else "color: #1f6b3a;")
        self.status.show()

    def _edited_preset(self, name: str) -> CustomPreset | None:
        try:
            rules = self.editor.rules()
        except InvalidRules as e:
            self._report(str(e), error=True)
            return None
        return CustomPreset(name, self.game_name, rules)

    def save_preset(self, name: str | None = None) -> CustomPreset | None:
        if not name:
            current = str(self.preset.currentData())
            suggestion = current[len(CUSTOM):] if current.startswith(CUSTOM) else ""
            name, ok = QInputDialog.getText(self, self.tr("Save preset"),
                                            self.tr("Name of the preset:"), text=suggestion)
            if not ok or not name.strip():
                return None
        preset = self._edited_preset(name.strip())
        if preset is None:
            return None
        if not self._may_replace(preset.game, preset.name):
            return None
        try:
            saved = self.store.save(preset)
        except PresetError as e:
            self._report(self.tr("The preset could not be saved: %1").replace("%1", str(e)),
                         error=True)
            return None
        self._fill_presets(select=CUSTOM + saved.name)
        self._preset_changed()
        self._report(self.tr("Saved the preset \u201c%1\u201d.").replace("%1", saved.name))
        return saved

    def _may_replace(self, game: str, name: str) -> bool:
        """Saving or importing under a custom preset's name replaces it: ask first (No is the
        default; it was overwritten without a word)."""
        old = self.store.find(game, name)
        if old is None:
            return True
        answer = QMessageBox.question(
            self, self.tr("Replace preset"),
            self.tr("A preset named \u201c%1\u201d already exists. Replace it?").replace(
                "%1", old.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def rename_preset(self, name: str | None = None) -> CustomPreset | None:
        """The Rename button: the selected custom preset under a new name (never over
        another preset: that name is refused and said why)."""
        key = str(self.preset.currentData())
        if not key.startswith(CUSTOM):
            return None
        old = key[len(CUSTOM):]
        if not name:
            name, ok = QInputDialog.getText(self, self.tr("Rename preset"),
                                            self.tr("New name of the preset:"), text=old)
            if not ok or not name.strip() or name.strip() == old:
                return None
        try:
            renamed = self.store.rename(self.game_name, old, name)
        except PresetError as e:
            self._report(self.tr("The preset could not be renamed: %1").replace("%1", str(e)),
                         error=True)
            return None
        self._fill_presets(select=CUSTOM + renamed.name)
        self._preset_changed()
        self._report(self.tr("Renamed the preset \u201c%1\u201d to \u201c%2\u201d.").replace(
            "%1", old).replace("%2", renamed.name))
        return renamed

    def confirm_delete(self) -> None:
        """The Delete button: the preset's file really goes, so ask first (No is the default;
        one click deleted it)."""
        key = str(self.preset.currentData())
        if not key.startswith(CUSTOM):
            return
        answer = QMessageBox.question(
            self, self.tr("Delete preset"),
            self.tr("Delete the preset \u201c%1\u201d? It cannot be undone.").replace(
                "%1", key[len(CUSTOM):]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_preset()

    def delete_preset(self) -> None:
        key = str(self.preset.currentData())
        if not key.startswith(CUSTOM):
            return
        name = key[len(CUSTOM):]
        try:
            self.store.delete(self.game_name, name)
        except PresetError as e:
            self._report(str(e), error=True)
        else:
            self._report(self.tr("Deleted the preset \u201c%1\u201d.").replace("%1", name))
        self._fill_presets()
        self._preset_changed()

    def export_preset(self, path: str | None = None) -> bool:
        key = str(self.preset.currentData())
        name = key[len(CUSTOM):] if key.startswith(CUSTOM) else labels.preset_name(key)
        preset = self._edited_preset(name)
        if preset is None:
            return False
        if not path:
            path, _f = QFileDialog.getSaveFileName(self, self.tr("Export preset"),
                                                   f"{name}.json", self.tr("Presets (*.json)"))
            if not path:
                return False
        try:
            self.store.export(preset, Path(path))
        except PresetError as e:
            self._report(self.tr("The preset could not be exported: %1").replace("%1", str(e)),
                         error=True)
            return False
        self._report(self.tr("Exported to %1.").replace("%1", path))
        return True

    def import_preset(self, path: str | None = None) -> CustomPreset | None:
        if not path:
            path, _f = QFileDialog.getOpenFileName(self, self.tr("Import preset"), "",
                                                   self.tr("Presets (*.json)"))
            if not path:
                return None
        try:
            preset = self.store.read_file(Path(path))
            if not self._may_replace(preset.game, preset.name):
                return None
            preset = self.store.save(preset)
        except PresetError as e:
            text = self.tr("This file cannot be imported: %1").replace(
                "%1", str(e))
            self._report(text, error=True)
            if self.isVisible():
                QMessageBox.warning(self, self.tr("Import preset"), text)
            return None
        self.game.setCurrentIndex(self.game.findData(preset.game))
        self._fill_presets(select=CUSTOM + preset.name)
        self._preset_changed()
        self._report(self.tr("Imported the preset \u201c%1\u201d.").replace("%1", preset.name))
        return preset

    # ---------------------------------------------------------------- result
    def setup(self) -> GameSetup:
        rules = self.editor.rules()
        data = rules.to_json()
        seats = tuple(
            SeatSetup(human=k.currentData() == "human",
                      level=str(k.currentData()) if k.currentData() != "human" else "random",
                      name=e.text().strip())
            for e, k in zip(self.seat_names, self.seat_kinds, strict=True))
        seed_text = self.seed.text().strip()
        custom = self._custom.get(str(self.preset.currentData()))
        return GameSetup(game=self.game_name, preset=data["preset"],
                         overrides=data["overrides"], players=int(self.players.currentData()),
                         seats=seats, pattern=str(self.pattern.currentData()),
                         seed=int(seed_text) if seed_text else None,
                         preset_name=custom.name if custom is not None
                         and custom.rules == rules else "")

    def accept(self) -> None:
        if not self.editor.is_valid():
            self.tabs.setCurrentIndex(1)
            return
        self._remember()
        super().accept()

    def _remember(self) -> None:
        s = self.setup()
        data: dict[str, Any] = {
            "game": s.game, "preset_key": str(self.preset.currentData()),
            "overrides": dict(s.overrides), "players": s.players,
            "seats": [{"human": x.human, "level": x.level, "name": x.name} for x in s.seats],
            "pattern": s.pattern, "seed": self.seed.text().strip(),
        }
        prefs.qsettings().setValue(SETTINGS_KEY, json.dumps(data))

    def _restore(self) -> None:
        raw = prefs.qsettings().value(SETTINGS_KEY)
        data: dict[str, Any] = {}
        if isinstance(raw, str):
            try:
                loaded = json.loads(raw)
                data = loaded if isinstance(loaded, dict) else {}
            except json.JSONDecodeError:
                data = {}
        idx = self.game.findData(data.get("game"))
        self._loading = True
        self.game.setCurrentIndex(idx if idx >= 0 else max(0, self.game.findData("schafkopf")))
        self._loading = False
        self._fill_presets(select=data.get("preset_key"))
        self._preset_changed()
        overrides = data.get("overrides")
        if isinstance(overrides, dict) and overrides:
            try:
                self.editor.set_rules(self._selected_rules().with_overrides(overrides))
                self._fill_players()
            except (InvalidRules, TypeError, ValueError):
                pass
        p = self.players.findData(data.get("players"))
        if p >= 0:
            self.players.setCurrentIndex(p)
        seats = data.get("seats")
        if isinstance(seats, list):
            for i, seat in enumerate(seats[:len(self.seat_kinds)]):
                if not isinstance(seat, dict):
                    continue
                kind = "human" if seat.get("human") else seat.get("level")
                k = self.seat_kinds[i].findData(kind)
                if k >= 0:
                    self.seat_kinds[i].setCurrentIndex(k)
                self.seat_names[i].setText(str(seat.get("name", "")))
        pat = self.pattern.findData(data.get("pattern"))
        if pat >= 0:
            self.pattern.setCurrentIndex(pat)
        self.seed.setText(str(data.get("seed", "")))
