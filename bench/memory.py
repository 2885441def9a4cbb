"""Memory: peak resident memory of a 20-hand ``stich --autoplay`` match next to a bare PySide6
window, same run, offscreen.

    .venv/bin/python bench/memory.py [--game G] [--hands N] [--speed SPEED] [--rounds R]
                                     [--baseline REV]

Each command runs in its own process (``QT_QPA_PLATFORM=offscreen``, settings in a temporary
directory); its peak resident set size comes from the kernel when it exits (``os.wait4``, the
``ru_maxrss`` of that child alone). The bare script opens an empty 1280×800 main window, the
size of Stich's, and quits once idle: before its first paint, so it has no backing store; the
same window quitting after its first paint is measured too, for reference, and so is that
window with what the table needs from Qt and nothing of Stich's (text, style sheets, a graphics
view, an SVG card: the floor under any table). ``--baseline REV``
also runs Stich as it was at git revision ``REV``. Target (issue 12): stich ≤ 1.5× the bare window.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
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
# The end of the scripts below: quit once the window ``w`` has painted itself.
QUIT_AFTER_FIRST_PAINT = """
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
painted = Painted()
w.installEventFilter(painted)
w.show()
sys.exit(app.exec())
"""

# The same window, quitting once it has painted itself: the bare script above quits before
# its first paint, so it has no backing store (4 MB at 1280x800) and has run no paint code,
# which every window on screen has. Shown for reference; the target is against BARE.
BARE_PAINTED = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1280, 800)""" + QUIT_AFTER_FIRST_PAINT

# The floor under any table: the same window with what the table's drawing needs from Qt and
# nothing of Stich's (a menu, text in bold and plain, buttons with style sheets, a graphics
# view with text and one SVG card drawn into a picture), quitting after its first paint. Shown
# for reference: what is left above it is the app's own (Python code and objects, pictures).
FLOOR = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QApplication, QGraphicsScene, QGraphicsView, QLabel,
                               QMainWindow, QPushButton, QVBoxLayout, QWidget)
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1280, 800)
w.menuBar().addMenu("Game").addAction("New game")
body = QWidget()
box = QVBoxLayout(body)
status = QLabel("Skat, hand 2 \u00b7 <b>Anna's turn</b>")
button = QPushButton("Next hand")
button.setStyleSheet("QPushButton { background: #24422f; color: #eef3ea; border-radius: 6px; }")
scene = QGraphicsScene()
scene.addText("Anna 0 medium")
card = QImage(75, 116, QImage.Format.Format_ARGB32_Premultiplied)
card.fill(0)
painter = QPainter(card)
QSvgRenderer(sys.argv[1]).render(painter)
painter.end()
scene.addPixmap(QPixmap.fromImage(card))
view = QGraphicsView(scene)
for widget in (status, button, view):
    box.addWidget(widget)
w.setCentralWidget(body)""" + QUIT_AFTER_FIRST_PAINT


def peak_rss_mb(cmd: list[str], src: str = str(ROOT / "desktop")) -> tuple[float, float]:
    """(peak resident MB, wall seconds) of ``cmd`` run to its end."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=src,
                   XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, STICH_DATA_DIR=tmp, HOME=tmp)
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd} exited with {proc.returncode}")
    kb = usage.ru_maxrss if sys.platform != "darwin" else usage.ru_maxrss / 1024
    return kb / 1024, wall


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--game", action="append", default=None,
                   help="game to autoplay (repeatable; default sheepshead and skat)")
    p.add_argument("--hands", type=int, default=20)
    p.add_argument("--speed", default="fast", choices=("slow", "normal", "fast", "instant"),
                   help="animation speed (default fast, as stich --autoplay)")
    p.add_argument("--rounds", type=int, default=1, help="runs of each command (median)")
    p.add_argument("--baseline", metavar="REV", help="also run Stich as it was at git REV")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as old:
        sources = {"stich": str(ROOT / "desktop")}
        if args.baseline:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.baseline,
                                      "desktop", "assets"], capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
            sources[args.baseline] = str(Path(old) / "desktop")
        report(args, sources)


def report(args: argparse.Namespace, sources: dict[str, str]) -> None:
    py = sys.executable
    bare = [peak_rss_mb([py, "-c", BARE])[0] for _ in range(max(3, args.rounds))]
    b = statistics.median(bare)
    print(f"{'command':<44}{'peak RSS MB':>12}{'ratio':>8}{'seconds':>9}")
    painted = statistics.median(peak_rss_mb([py, "-c", BARE_PAINTED])[0]
                                for _ in range(max(3, args.rounds)))
    print(f"{'bare PySide6 window':<44}{b:>12.1f}{1.0:>7.2f}x{'':>9}")
    print(f"{'(bare window after its first paint)':<44}{painted:>12.1f}{painted / b:>7.2f}x"
          f"{'':>9}")
    svg = str(ROOT / "assets" / "cards" / "french" / "QC.svg")
    floor = statistics.median(peak_rss_mb([py, "-c", FLOOR, svg])[0]
                              for _ in range(max(3, args.rounds)))
    print(f"{'(+ text, style sheets, a view, an SVG card)':<44}{floor:>12.1f}{floor / b:>7.2f}x"
          f"{'':>9}")
    for game in args.game or ["sheepshead", "skat"]:
        for name, src in sources.items():
            runs = [peak_rss_mb([py, "-m", "stich.ui.app", "--autoplay", game, "--hands",
                                 str(args.hands), "--speed", args.speed, "--seed", "5"], src)
                    for _ in range(args.rounds)]
            mb = statistics.median(r[0] for r in runs)
            secs = statistics.median(r[1] for r in runs)
            label = f"{name} --autoplay {game} --hands {args.hands}"
            print(f"{label:<44}{mb:>12.1f}{mb / b:>7.2f}x{secs:>9.0f}")
    print(f"\ntarget: stich <= 1.50x the bare window (against the painted one: "
          f"{1.5 * b / painted:.2f}x of it)")


if __name__ == "__main__":
    main()
