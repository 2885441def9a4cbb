"""Guards the PySide6 version: 6.12.0 leaks a reference to True/False on every signal delivered
to a Python slot, and a long game aborts the interpreter (see pyproject.toml)."""

import subprocess
import sys

SCRIPT = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
app = QCoreApplication([])
class R(QObject):
    s = Signal(object, object, object)
r = R()
got = []
r.s.connect(lambda *a: got.append(1))
for i in range(60000):
    r.s.emit((1, i), None, True)
print(len(got))
"""


def test_many_signals_do_not_corrupt_the_interpreter():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         timeout=120, env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""})
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.strip() == "60000"
