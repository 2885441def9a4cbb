"""Start-up: wall time of ``stich --smoke`` next to a bare PySide6 window, same run, offscreen.

    .venv/bin/python bench/startup.py [--rounds N]

Both commands start a fresh Python, create a QApplication, show a main window and quit once
the event loop is idle. The rounds alternate between the two so that machine noise hits both.
Target (issue 12): stich ≤ 1.3× the bare script.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1280, 800)
w.show()
QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
"""


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=10)
    args = p.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT / "desktop"))
    py = sys.executable
    ours_cmd = [py, "-m", "stich.ui.app", "--smoke"]
    bare_cmd = [py, "-c", BARE]
    timed(ours_cmd, env)  # warm the file cache once for both
    timed(bare_cmd, env)
    ours, bare = [], []
    for _ in range(args.rounds):
        ours.append(timed(ours_cmd, env))
        bare.append(timed(bare_cmd, env))
    o, b = statistics.median(ours), statistics.median(bare)
    print(f"{'command':<28} {'median s':>9} {'min s':>7}")
    print(f"{'stich --smoke':<28} {o:>9.3f} {min(ours):>7.3f}")
    print(f"{'bare PySide6 window':<28} {b:>9.3f} {min(bare):>7.3f}")
    print(f"\nratio stich / bare: {o / b:.2f}x  (target <= 1.30x)")


if __name__ == "__main__":
    main()
