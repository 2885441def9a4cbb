"""Custom house-rule presets: a name, a game and the rules, one JSON file each.

```json
{"format": "stich-preset", "version": 1, "name": "Stammtisch", "game": "schafkopf",
 "rules": {"preset": "wirtshaus", "overrides": {"klopfen": true}}, "description": ""}
```

``rules`` is :meth:`HouseRules.to_json` (a built-in preset plus the keys that differ), so a
preset stays readable when a later version adds house rules with defaults. The files live in
the data folder's ``presets/``; a bad one is set aside (kept under a new name) and reported.
Export and import go to and from a file the player chooses; an import never renames it.
"""

from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import StichError
from ..engine.game import get_game
from ..engine.rules import HouseRules
from .atomic import set_aside, write_json_atomic
from .errors import BadPreset, InvalidPreset, Problem, WriteFailed
from .versioned import Migration, read_json, upgrade

log = logging.getLogger(__name__)

FORMAT = "stich-preset"
VERSION = 1
MAX_NAME = 80
# The New Game dialog's own preset files before the store existed: {"format":
# "stich-preset/1", "game", "name", "rules"} without a version. They read as version 0.
LEGACY_FORMAT = "stich-preset/1"


def _from_legacy(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (the dialog's old files) -> 1: the same fields."""
    return doc


# Version n -> n + 1.
MIGRATIONS: dict[int, Migration] = {0: _from_legacy}


@dataclass(frozen=True)
class CustomPreset:
    name: str
    game: str
    rules: HouseRules
    description: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "name": self.name,
            "game": self.game,
            "rules": self.rules.to_json(),
            "description": self.description,
        }

    @property
    def key(self) -> tuple[str, str]:
        return (self.game, self.name.casefold())


def make_preset(name: str, game: str, rules: HouseRules, description: str = "") -> CustomPreset:
    """A preset, checked: a non-empty name that is not a built-in preset's, rules of the game."""
    clean = " ".join(name.split())
    if not clean:
        raise InvalidPreset(None, "a preset needs a name", "empty_name")
    if len(clean) > MAX_NAME:
        raise InvalidPreset(None, f"a preset name has at most {MAX_NAME} characters",
                            "name_too_long")
    try:
        g = get_game(game)
    except StichError as e:
        raise InvalidPreset(None, str(e), "unknown_game") from None
    if not isinstance(rules, g.rules_class):
        raise InvalidPreset(None, f"these are not {game} rules", "wrong_game")
    builtin = {p.casefold() for p in g.rules_class.preset_names()}
    if clean.casefold() in builtin:
        raise InvalidPreset(None, f"{clean!r} is the name of a built-in {game} preset",
                            "builtin_name")
    return CustomPreset(clean, g.name, rules, description)


def preset_from_json(data: Any, path: Path) -> CustomPreset:
    if isinstance(data, dict) and data.get("format") == LEGACY_FORMAT and "version" not in data:
        data = {**data, "format": FORMAT, "version": 0}
    doc, _version = upgrade(data, path, BadPreset, fmt=FORMAT, current=VERSION,
                            migrations=MIGRATIONS)
    unknown = sorted(set(doc) - {"format", "version", "name", "game", "rules", "description"})
    if unknown:
        raise BadPreset(path, f"unknown field(s): {', '.join(unknown)}")
    name, game, description = doc.get("name"), doc.get("game"), doc.get("description", "")
    if not isinstance(name, str) or not isinstance(game, str):
        raise BadPreset(path, "a preset needs a 'name' and a 'game' (text)")
    if not isinstance(description, str):
        raise BadPreset(path, "'description' must be text")
    try:
        g = get_game(game)
        rules = g.rules_class.from_json(doc.get("rules"))
        return make_preset(name, g.name, rules, description)
    except (StichError, InvalidPreset) as e:
        raise BadPreset(path, str(e) if isinstance(e, StichError) else e.problem) from None
    except RecursionError:
        raise BadPreset(path, "nested too deeply") from None


def read_preset_file(path: Path | str) -> CustomPreset:
    """Read one preset file; raises :class:`BadPreset` and leaves the file as it is."""
    p = Path(path)
    return preset_from_json(read_json(p, BadPreset), p)


def export_preset(preset: CustomPreset, path: Path | str) -> None:
    write_json_atomic(path, preset.to_json(), indent=2)


def import_preset(path: Path | str) -> CustomPreset:
    """Read a preset file the player chose (it is never renamed); save it with
    :meth:`PresetStore.save`."""
    return read_preset_file(path)


def file_name(preset: CustomPreset) -> str:
    """``game--slug--hash.json``: readable, safe on every OS, distinct for distinct names."""
    slug = re.sub(r"[^A-Za-z0-9]+", "-", preset.name).strip("-").lower()[:40] or "preset"
    digest = hashlib.sha1(preset.name.casefold().encode("utf-8")).hexdigest()[:8]
    return f"{preset.game}--{slug}--{digest}.json"


class PresetStore:
    """The custom presets in the data folder's ``presets/``."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

    def load_all(self) -> tuple[list[CustomPreset], list[Problem]]:
        """Every good preset (sorted by game and name) and a problem for each bad file, which
        is set aside. A preset whose name appears twice keeps the first file (by file name)."""
        presets: dict[tuple[str, str], CustomPreset] = {}
        problems: list[Problem] = []
        if not self.folder.is_dir():
            return [], []
        for path in sorted(self.folder.glob("*.json")):
            try:
                preset = read_preset_file(path)
            except BadPreset as e:
                log.warning("bad preset file: %s", e)
                kept = set_aside(path)
                problems.append(Problem.from_error(e, kept))
                continue
            presets.setdefault(preset.key, preset)
        return sorted(presets.values(), key=lambda p: (p.game, p.name.casefold())), problems

    def for_game(self, game: str) -> list[CustomPreset]:
        return [p for p in self.load_all()[0] if p.game == game]

    def path_of(self, preset: CustomPreset) -> Path:
        return self.folder / file_name(preset)

    def save(self, preset: CustomPreset) -> Path:
        """Write (or replace) the preset of this game and name, atomically."""
        path = self.path_of(preset)
        write_json_atomic(path, preset.to_json(), indent=2)
        return path

    def find(self, game: str, name: str) -> CustomPreset | None:
        """The good preset of this game and name (spaces and case aside), if any."""
        key = (game, " ".join(name.split()).casefold())
        return next((p for p in self.for_game(game) if p.key == key), None)

    def rename(self, game: str, old: str, new: str) -> CustomPreset:
        """Give the preset ``old`` the name ``new`` (checked as a new preset's name): the new
        file is written before the old one goes. Refuses a name another preset of the game
        has (``name_taken``): renaming never replaces a preset."""
        preset = self.find(game, old)
        if preset is None:
            raise InvalidPreset(None, f"there is no {game} preset {old!r}", "no_such_preset")
        renamed = make_preset(new, game, preset.rules, preset.description)
        if renamed.key == preset.key:  # only its spelling changes: the same file
            self.save(renamed)
            return renamed
        if self.find(game, renamed.name) is not None:
            raise InvalidPreset(None, f"a {game} preset is already named {renamed.name!r}",
                                "name_taken")
        self.save(renamed)
        self.delete(game, preset.name)
        return renamed

    def delete(self, game: str, name: str) -> bool:
        """Remove the player's preset (asked for by the player, so it really goes): every
        file of that game and name, an old-format file of the same name included."""
        target = (game, " ".join(name.split()).casefold())
        deleted = False
        for path in sorted(self.folder.glob("*.json")):
            try:
                preset = read_preset_file(path)
            except BadPreset:
                continue
            if preset.key == target:
                try:
                    path.unlink()
                except OSError as e:
                    raise WriteFailed(path, f"cannot delete ({e.strerror or e})",
                                      "unwritable") from None
                deleted = True
        return deleted
