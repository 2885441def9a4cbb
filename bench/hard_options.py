"""The hard bot's options on a bench's command line (``--hard KEY=VALUE``, or
``--hard-option``, repeatable): the keyword arguments of the game's ``HardPlayer``."""

from __future__ import annotations

import argparse
import ast
from collections.abc import Sequence
from typing import Any


def parse(text: str) -> tuple[str, Any]:
    """``key=value`` as a keyword argument (the value a Python literal, or else a string)."""
    key, sep, raw = text.partition("=")
    if not sep or not key.isidentifier():
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    try:
        value: Any = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        value = raw
    return key, value


def collect(texts: Sequence[str]) -> dict[str, Any]:
    """Every ``key=value`` of ``texts`` as keyword arguments."""
    return dict(parse(t) for t in texts)


def one_job_only(ap: argparse.ArgumentParser, arena_args: Sequence[str], why: str) -> None:
    """Refuse an arena run with parallel deals (``--jobs N`` or ``--jobs=N``, N > 1): they run
    in fresh processes, which would not see what this bench patched in."""
    args = list(arena_args)
    for i, a in enumerate(args):
        n = a.split("=", 1)[1] if a.startswith("--jobs=") else (
            args[i + 1] if a == "--jobs" and i + 1 < len(args) else None)
        if n is not None and n != "1":
            ap.error(f"--jobs 1 only ({why})")
