"""One object for the UI: the data folder's saves, presets, history and settings checks.

```python
store = Store.open(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))
for problem in store.problems: ...          # bad files set aside at start: tell the player
loaded, problem = store.autosave.resume()   # offer to resume
store.progress(match, state, info)          # after every action: save, commit finished hands
```
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..engine.match import Match
from ..engine.state import HandState
from .atomic import remove_stale_temps
from .errors import Problem, StoreError, WriteFailed
from .history import History
from .match_save import AutoSave, MatchInfo
from .paths import StorePaths
from .presets import CustomPreset, PresetStore

log = logging.getLogger(__name__)


class Store:
    def __init__(self, paths: StorePaths, history: History, problems: list[Problem]) -> None:
        self.paths = paths
        self.history = history
        self.autosave = AutoSave(paths.autosave)
        self.presets = PresetStore(paths.presets_dir)
        self.problems = problems

    @classmethod
    def open(cls, base: Path | str) -> Store:
        """Open the data folder (created if needed; :class:`WriteFailed` if it cannot be).
        Bad files found now (the database, the presets) are set aside and listed in
        ``problems``; the autosave is checked by :meth:`AutoSave.resume`, which the UI calls
        when it is ready to ask."""
        paths = StorePaths(Path(base))
        try:
            paths.ensure()
        except OSError as e:
            raise WriteFailed(paths.base, f"cannot create the data folder ({e.strerror or e})",
                              "unwritable") from None
        for folder in (paths.base, paths.presets_dir):
            remove_stale_temps(folder)
        problems: list[Problem] = []
        history, problem = History.open(paths.database)
        if problem is not None:
            problems.append(problem)
        store = cls(paths, history, problems)
        _, preset_problems = store.presets.load_all()
        problems.extend(preset_problems)
        return store

    def custom_presets(self, game: str | None = None) -> list[CustomPreset]:
        presets, problems = self.presets.load_all()
        self.problems.extend(problems)
        return [p for p in presets if game is None or p.game == game]

    def progress(self, match: Match, state: HandState | None, info: MatchInfo) -> None:
        """The hook after every action (and after a new hand is dealt): write the autosave,
        then commit any finished hand to the history. Raises :class:`StoreError` (the game
        goes on; the UI shows a warning once)."""
        self.autosave.save(match, state, info)
        self.history.record_match(match, info)

    def save_now(self, match: Match | None, state: HandState | None,
                 info: MatchInfo | None) -> bool:
        """The crash handler's save: ``False`` when there is no match; raises
        :class:`StoreError` when writing fails (the handler reports it)."""
        if match is None or info is None:
            return False
        try:
            self.progress(match, state, info)
        except StoreError as e:
            log.error("saving the match failed: %s", e)
            raise
        return True

    def close(self) -> None:
        self.history.close()
