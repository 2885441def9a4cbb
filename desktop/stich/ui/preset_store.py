"""Custom house-rule presets: saved under a name, exported and imported as JSON files.

A preset file is ``{"format": "stich-preset/1", "game": ..., "name": ..., "rules": {"preset":
BASE, "overrides": {...}}}``. Files are written atomically (temp file, fsync, rename), so a crash
never leaves half a file. A file that cannot be read is reported with a clear message and left
exactly as it is: saving never overwrites it. No Qt here; the caller chooses the folder.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import StichError
from ..engine.game import get_game
from ..engine.rules import HouseRules

FORMAT = "stich-preset/1"


class PresetError(Exception):
    """A preset file that cannot be used; the message says which file and why."""


@dataclass(frozen=True)
class CustomPreset:
    name: str
    game: str
    rules: HouseRules
    path: Path | None = None

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "game": self.game, "name": self.name,
                "rules": self.rules.to_json()}


def parse_preset(data: Any, source: str = "preset") -> CustomPreset:
    if not isinstance(data, dict):
        raise PresetError(f"{source}: not a preset (expected a JSON object)")
    if data.get("format") != FORMAT:
        raise PresetError(f"{source}: not a Stich preset (format must be {FORMAT!r}, "
                          f"found {data.get('format')!r})")
    name, game = data.get("name"), data.get("game")
    if not isinstance(name, str) or not name.strip():
        raise PresetError(f"{source}: the preset has no name")
    if not isinstance(game, str):
        raise PresetError(f"{source}: the preset names no game")
    try:
        g = get_game(game)
        rules = g.rules_class.from_json(data.get("rules"))
    except StichError as e:
        raise PresetError(f"{source}: {e}") from None
    return CustomPreset(name.strip(), game, rules)


def read_preset_file(path: Path) -> CustomPreset:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise PresetError(f"{path.name}: cannot be read ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise PresetError(f"{path.name}: is not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise PresetError(f"{path.name}: is not valid JSON (line {e.lineno}, column {e.colno}: "
                          f"{e.msg})") from None
    p = parse_preset(data, path.name)
    return CustomPreset(p.name, p.game, p.rules, path)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    try:
        dir_fd = os.open(str(path.parent), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _slug(text: str) -> str:
    s = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return s or "preset"


class PresetStore:
    """The presets in one folder (one file each)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def load(self, game: str | None = None) -> tuple[list[CustomPreset], list[str]]:
        """The readable presets (of ``game``) and one message per unreadable file."""
        presets: list[CustomPreset] = []
        errors: list[str] = []
        if not self.folder.is_dir():
            return presets, errors
        for path in sorted(self.folder.glob("*.json")):
            try:
                p = read_preset_file(path)
            except PresetError as e:
                errors.append(str(e))
                continue
            if game is None or p.game == game:
                presets.append(p)
        return presets, errors

    def find(self, game: str, name: str) -> CustomPreset | None:
        return next((p for p in self.load(game)[0] if p.name == name), None)

    def save(self, preset: CustomPreset) -> CustomPreset:
        """Save (or replace) the preset named ``preset.name`` for its game."""
        existing = self.find(preset.game, preset.name)
        path = existing.path if existing is not None and existing.path is not None \
            else self._free_path(preset)
        write_atomic(path, json.dumps(preset.to_json(), ensure_ascii=False, indent=2) + "\n")
        return CustomPreset(preset.name, preset.game, preset.rules, path)

    def delete(self, game: str, name: str) -> bool:
        p = self.find(game, name)
        if p is None or p.path is None:
            return False
        p.path.unlink()
        return True

    def import_file(self, source: Path) -> CustomPreset:
        """Read a preset file from anywhere and keep a copy here (the source is not changed)."""
        p = read_preset_file(source)
        return self.save(CustomPreset(p.name, p.game, p.rules))

    @staticmethod
    def export(preset: CustomPreset, target: Path) -> None:
        write_atomic(target, json.dumps(preset.to_json(), ensure_ascii=False, indent=2) + "\n")

    def _free_path(self, preset: CustomPreset) -> Path:
        base = f"{preset.game}-{_slug(preset.name)}"
        path = self.folder / f"{base}.json"
        i = 2
        while path.exists():  # never overwrite another file, readable or not
            path = self.folder / f"{base}-{i}.json"
            i += 1
        return path
