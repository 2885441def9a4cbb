"""What is wrong with a settings file Qt reads without complaint.

Qt's INI reader takes any text: a binary file reads as no settings at all, a line it cannot
parse is skipped, and the next write replaces the file with what it understood, so the
player's text would be gone without a word. The UI checks the file with these helpers
(``ui/prefs.py``): a file that is not text is set aside like any bad file of the app's; a text
file with lines that are not settings, or with values that cannot be used
(:meth:`stich.store.settings.Settings.invalid`), is copied first, then the bad values are
reset to their defaults, and the player is told once (:class:`SettingsProblem`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .errors import Problem
from .settings import SettingProblem


def stray_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) of each line Qt skips: neither blank, a comment (``;``, ``#``), a
    ``[section]`` nor ``key=value`` (a line after one ending in ``\\`` continues it)."""
    found: list[tuple[int, str]] = []
    going_on = False
    for number, line in enumerate(text.splitlines(), 1):
        bare = line.strip()
        if going_on:
            going_on = bare.endswith("\\")
            continue
        if not bare or bare[0] in ";#":
            continue
        if bare.startswith("[") and bare.endswith("]"):
            continue
        if "=" in bare:
            going_on = bare.endswith("\\")
            continue
        found.append((number, line))
    return found


@dataclass(frozen=True)
class SettingsProblem(Problem):
    """A settings file that was read, with values or lines that could not be used. The file
    stays in use with its good values; ``kept_as`` is a copy of it as it was (``None``: the
    copy could not be written, so the file was left as it is)."""

    values: tuple[SettingProblem, ...] = ()
    lines: tuple[tuple[int, str], ...] = ()


def settings_problem(path: Path, values: Sequence[SettingProblem],
                     lines: Sequence[tuple[int, str]], kept_as: Path | None = None
                     ) -> SettingsProblem:
    """The report of :func:`stray_lines` and :meth:`Settings.invalid` findings, with its one
    English line (``what``)."""
    parts = [f"{p.key} = {p.stored}: {p.why}" for p in values]
    parts += [f"line {n} is not a setting: {_short(text)}" for n, text in lines]
    what = "; ".join(parts)
    if values:
        what += "; the defaults are used for " + ", ".join(p.key for p in values)
    return SettingsProblem(Path(path), what, "invalid", kept_as, tuple(values), tuple(lines))


def _short(text: str) -> str:
    text = repr(text.strip())
    return text if len(text) <= 40 else text[:37] + "..."
