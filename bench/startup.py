"""Start-up: wall time of ``stich --smoke`` next to a bare PySide6 window, same run, offscreen.

    .venv/bin/python bench/startup.py [--rounds N] [--baseline REV] [--no-compile]

Both commands start a fresh Python, create a QApplication, show a main window and quit once
the event loop is idle. The rounds alternate between the commands so that machine noise hits
all of them. Each start's CPU time (user + system, from the kernel when it exits) is reported
too: load moves it less than the wall time. ``--baseline REV`` also starts Stich as it was at
git revision ``REV`` (both with this tree's built translations). Stich's modules are compiled
to bytecode first, as an installed app has them (``pip`` and PyInstaller compile them; the
bare script has no modules of its own), unless ``--no-compile``: then, with
``PYTHONDONTWRITEBYTECODE`` set, every start compiles them again.
Target (issue 12): stich ≤ 1.3× the bare script.
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


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of ``cmd`` run to its end."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{cmd} failed")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--rounds", type=int, default=10)
    p.add_argument("--baseline", metavar="REV", help="also start Stich as it was at git REV")
    p.add_argument("--no-compile", action="store_true",
                   help="do not compile Stich's modules to bytecode first")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as old:
        sources = {"stich --smoke": str(ROOT / "desktop")}
        if args.baseline:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.baseline,
                                      "desktop", "assets"], capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
            sources[f"{args.baseline} --smoke"] = str(Path(old) / "desktop")
        if not args.no_compile:
            for src in sources.values():
                subprocess.run([sys.executable, "-m", "compileall", "-q", str(Path(src) / "stich")],
                               check=True, stdout=subprocess.DEVNULL)
        report(args.rounds, sources)


def report(rounds: int, sources: dict[str, str]) -> None:
    py = sys.executable
    cmds: dict[str, tuple[list[str], dict[str, str]]] = {
        "bare PySide6 window": ([py, "-c", BARE], dict(os.environ, QT_QPA_PLATFORM="offscreen"))}
    for name, src in sources.items():
        cmds[name] = ([py, "-m", "stich.ui.app", "--smoke"],
                      dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=src,
                           STICH_I18N_DIR=str(ROOT / "i18n")))  # the same built translations
    for cmd, env in cmds.values():
        timed(cmd, env)  # warm the file cache once for each
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in cmds}
    for _ in range(rounds):
        for name, (cmd, env) in cmds.items():
            runs[name].append(timed(cmd, env))
    bare_wall = statistics.median(r[0] for r in runs["bare PySide6 window"])
    bare_cpu = statistics.median(r[1] for r in runs["bare PySide6 window"])
    print(f"{'command':<28} {'median s':>9} {'min s':>7} {'ratio':>7} {'CPU s':>7} {'ratio':>7}")
    for name, rs in runs.items():
        wall = statistics.median(r[0] for r in rs)
        cpu = statistics.median(r[1] for r in rs)
        print(f"{name:<28} {wall:>9.3f} {min(r[0] for r in rs):>7.3f} {wall / bare_wall:>6.2f}x"
              f" {cpu:>7.3f} {cpu / bare_cpu:>6.2f}x")
    print("\ntarget: stich <= 1.30x the bare window (medians of wall time)")


if __name__ == "__main__":
    main()
