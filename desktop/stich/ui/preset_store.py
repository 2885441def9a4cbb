"""Custom house-rule presets for the New Game dialog, kept by the store
(:mod:`stich.store.presets`).

The store writes each preset atomically as ``{"format": "stich-preset", "version": 1, ...}``
in the data folder's ``presets/``, sets a bad file aside (renamed, kept, never overwritten)
and reports it, and refuses names it cannot keep (empty, too long, a built-in preset's). This
adapter gives the dialog its small API and turns every store error into a
:class:`PresetError` whose message says which file and why, in the player's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..store.errors import InvalidPreset, Problem, StoreError
from ..store.presets import MAX_NAME, CustomPreset, export_preset, import_preset, make_preset
from ..store.presets import PresetStore as _Presets

__all__ = ["CustomPreset", "PresetError", "PresetStore"]


class PresetError(Exception):
    """A preset that cannot be read, saved or imported; the message is for the player."""

    def __init__(self, message: str, error: StoreError | None = None) -> None:
        super().__init__(message)
        self.error = error


def _error(e: StoreError) -> PresetError:
    from .problems_dialog import error_html

    if isinstance(e, InvalidPreset):
        return PresetError(_invalid_text(e), e)
    return PresetError(error_html(e), e)


def _invalid_text(e: InvalidPreset) -> str:
    if e.reason == "empty_name":
        return QCoreApplication.translate("presets", "A preset needs a name.")
    if e.reason == "name_too_long":
        return QCoreApplication.translate(
            "presets", "A preset name has at most %1 characters.").replace("%1", str(MAX_NAME))
    if e.reason == "builtin_name":
        return QCoreApplication.translate(
            "presets", "A built-in preset has this name: choose another one.")
    if e.reason == "name_taken":
        return QCoreApplication.translate(
            "presets", "Another preset has this name: choose another one.")
    return e.problem


def _problem(p: Problem) -> str:
    from .problems_dialog import problem_html

    return problem_html(p)


class PresetStore:
    """The custom presets in one folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.presets = _Presets(self.folder)

    def load(self, game: str | None = None) -> tuple[list[CustomPreset], list[str]]:
        """The good presets (of ``game``) and one message per bad file (set aside, kept)."""
        presets, problems = self.presets.load_all()
        return ([p for p in presets if game is None or p.game == game],
                [_problem(p) for p in problems])

    def find(self, game: str, name: str) -> CustomPreset | None:
        return self.presets.find(game, name)

    def path_of(self, preset: CustomPreset) -> Path:
        return self.presets.path_of(preset)

    def save(self, preset: CustomPreset) -> CustomPreset:
        """Save (or replace) the preset of this game and name; the name is checked."""
        try:
            checked = make_preset(preset.name, preset.game, preset.rules, preset.description)
            self.presets.save(checked)
        except StoreError as e:
            raise _error(e) from None
        return checked

    def rename(self, game: str, old: str, new: str) -> CustomPreset:
        """The preset ``old`` under the name ``new``; never over another preset."""
        try:
            return self.presets.rename(game, old, new)
        except StoreError as e:
            raise _error(e) from None

    def delete(self, game: str, name: str) -> bool:
        try:
            return self.presets.delete(game, name)
        except StoreError as e:
            raise _error(e) from None

    @staticmethod
    def read_file(source: Path) -> CustomPreset:
        """Read a preset file from anywhere (never changed); keep it with :meth:`save`."""
        try:
            return import_preset(source)
        except StoreError as e:
            raise _error(e) from None

    def import_file(self, source: Path) -> CustomPreset:
        """Read a preset file from anywhere (never changed) and keep a copy here."""
        return self.save(self.read_file(source))

    @staticmethod
    def export(preset: CustomPreset, target: Path) -> None:
        try:
            export_preset(preset, target)
        except StoreError as e:
            raise _error(e) from None
