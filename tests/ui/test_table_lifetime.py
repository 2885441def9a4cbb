"""A table closed while its cards are still moving goes away with its window, and the process
lives on (the crash of docs/ui.md, "A crash in the UI tests (fixed)": the scene outlived its
view, kept alive only by the slot of an animation group waiting to be deleted; deleting that
group deleted the scene, and the scene deleted the group a second time). Run in a process of
its own: before the fix the process died with SIGSEGV or "pure virtual method called"."""

import subprocess
import sys

SCRIPT = r"""
import gc, sys
from pathlib import Path
import shiboken6
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication([])
from stich.ui import prefs
from stich.ui.controller import GameController, GameSetup, default_seats
from stich.ui.table_view import TableView

prefs.open_prefs(Path(sys.argv[1]) / "settings.ini")
controller = GameController()
view = TableView(controller)
view.resize(1000, 700)
view.show()
view.table.set_speed("normal")
controller.new_match(GameSetup(game="schafkopf", players=4, seed=1,
                               seats=default_seats(4, human=False)))
scene = view.table
while scene._anim is None:  # the cards are being dealt
    app.processEvents()
group = scene._anim
del scene
controller.runner.shutdown()
view.close()
view.deleteLater()
del view, controller
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
gc.collect()
for _ in range(500):  # until the deal's animation is over (or gone with its table)
    if not shiboken6.isValid(group) or group.state() == QAbstractAnimation.State.Stopped:
        break
    QTest.qWait(10)
for _ in range(20):  # and the group's own deletion, had it outlived the table
    QTest.qWait(10)
print("gone" if not shiboken6.isValid(group) else "still moving")
"""


def test_a_table_closed_while_dealing_goes_with_its_window(tmp_path):
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], capture_output=True,
                         text=True, timeout=120,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "",
                              "HOME": str(tmp_path), "STICH_DATA_DIR": str(tmp_path / "data")})
    assert out.returncode == 0, out.stderr[-800:]
    assert out.stdout.strip().splitlines()[-1:] == ["gone"], out.stdout[-300:]
