"""Garbage is collected on the GUI thread, never on a bot's thread (where destroying Qt
objects can crash the app)."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QObject

from stich.ui.controller import BotRunner


class _Node:
    pass


def test_bot_threads_never_collect_and_the_gui_thread_does(qtbot):
    runner = BotRunner()
    assert not gc.isenabled()  # no collection can start on a bot's thread
    # a reference cycle holding a Qt object, as a closed dialog caught in a lambda makes
    for _ in range(3):
        a, b = _Node(), _Node()
        a.other, b.other = b, a
        a.qt = QObject()
        probe = weakref.ref(a)
        del a, b
        junk = [[] for _ in range(5000)]  # allocations past the first generation's threshold
        qtbot.waitUntil(lambda probe=probe: probe() is None, timeout=5000)
        del junk
    runner.deleteLater()
