"""Garbage collection on the GUI thread only.

Python's cyclic garbage collector runs in whichever thread happens to allocate when a threshold
is passed. Bots think on worker threads and allocate a lot, so a collection often starts there;
if the garbage holds Qt objects (a closed dialog caught in a reference cycle), Qt destroys them
off the GUI thread and the process can crash. Once bots run on threads, automatic collection is
switched off and the GUI thread collects instead, with CPython's own thresholds, on a timer.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

_INTERVAL_MS = 250
_installed: QObject | None = None


class _Collector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(_INTERVAL_MS)
        self.timer.timeout.connect(self.collect)
        self.timer.start()

    def collect(self) -> None:
        """Collect the generations whose counts passed their thresholds, oldest first."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            limit = self.thresholds[generation]
            if limit and counts[generation] > limit:
                gc.collect(generation)
                return


def collect_on_gui_thread() -> None:
    """Switch automatic collection off and collect on the GUI thread's timer (idempotent; needs
    a running QCoreApplication)."""
    global _installed
    app = QCoreApplication.instance()
    if _installed is not None or app is None:
        return
    _installed = _Collector(app)
    gc.disable()
