"""Where the store's files live: everything under one data folder.

The UI passes Qt's ``QStandardPaths.writableLocation(AppDataLocation)`` for organisation and
application "Stich"; tests pass a temporary folder; :func:`default_data_dir` computes the same
folder without Qt (for ``stich-cli``). ``docs/storage.md`` lists the folder on each OS.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

ORGANIZATION = "Stich"
APPLICATION = "Stich"


@dataclass(frozen=True)
class StorePaths:
    base: Path

    @property
    def autosave(self) -> Path:
        """The match in progress, rewritten after every action."""
        return self.base / "match.json"

    @property
    def presets_dir(self) -> Path:
        """Custom house-rule presets, one JSON file each."""
        return self.base / "presets"

    @property
    def database(self) -> Path:
        """Hand history and statistics (SQLite, WAL journal)."""
        return self.base / "history.sqlite3"

    @property
    def settings_file(self) -> Path:
        """Preferences: the UI's ``QSettings`` in INI format."""
        return self.base / "settings.ini"

    @property
    def logs_dir(self) -> Path:
        return self.base / "logs"

    @property
    def log_file(self) -> Path:
        """The rotating log (``stich.log``, ``stich.log.1``...)."""
        return self.logs_dir / "stich.log"

    @property
    def saves_dir(self) -> Path:
        """Where "Save match as" proposes to put match files (the player may pick any)."""
        return self.base / "saves"

    @property
    def records_dir(self) -> Path:
        """Where exported hand records go by default (the player may pick any)."""
        return self.base / "records"

    def ensure(self) -> StorePaths:
        """Create the folders (no files)."""
        for folder in (self.base, self.presets_dir, self.logs_dir):
            folder.mkdir(parents=True, exist_ok=True)
        return self


def store_paths(base: Path | str) -> StorePaths:
    return StorePaths(Path(base))


def default_data_dir() -> Path:
    """Qt's ``AppDataLocation`` for organisation and application "Stich", computed without Qt
    (the UI asks Qt itself; this is for headless tools)."""
    home = Path.home()
    if sys.platform == "win32":
        root = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        root = home / "Library" / "Application Support"
    else:
        root = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return root / ORGANIZATION / APPLICATION
