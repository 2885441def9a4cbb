"""The clock a bot's think-time budget is measured on.

By default wall time: a player waits in wall time, so at the table a bot's budget is wall
seconds. ``use("cpu")`` switches every bot in the process to the thread's CPU time, so a
strength measurement on a shared, loaded machine gives a clock-bound bot the same amount of
thinking whatever the load (``stich-cli arena --clock cpu``); on a quiet machine the two agree.
Deadlines are values of :func:`now`; read the clock only through this module.
"""

from __future__ import annotations

import time
from collections.abc import Callable

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.thread_time}

_now: Callable[[], float] = time.perf_counter
_kind = "wall"


def now() -> float:
    """The current time on the bots' clock, in seconds."""
    return _now()


def reader() -> Callable[[], float]:
    """The clock function itself, for hot loops that call it often."""
    return _now


def kind() -> str:
    """``"wall"`` or ``"cpu"``."""
    return _kind


def use(name: str) -> None:
    """Measure budgets on ``name`` (``"wall"`` or ``"cpu"``) from now on, in this process."""
    global _now, _kind
    if name not in CLOCKS:
        raise ValueError(f"unknown bot clock {name!r}; choose one of {', '.join(CLOCKS)}")
    _now = CLOCKS[name]
    _kind = name
