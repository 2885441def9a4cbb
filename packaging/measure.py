#!/usr/bin/env python3
"""Size and start-up of the frozen Stich next to the frozen bare "hello window".

    python packaging/measure.py --stich dist/stich --bare build/bare/dist/bare_hello \\
        [--deb dist/release/stich_*.deb] [--tarball dist/release/*.tar.xz] [--runs 11]

Size: the bytes of the bundle's files (links not followed), and the same folder packed as
tar.xz at the level the installers use (xz -6), so the bare bundle has an installer-like figure
to set beside the .deb. Start-up: the wall time of ``APP --smoke`` (start, show the main window,
quit once the event loop is idle), offscreen, the median of ``--runs`` runs after one warm-up
run (the file cache is warm for both): wall time, and the CPU time (user + system), which
other load on the machine disturbs less; with ``--callgrind``, also the instructions one run
executes (valgrind), which no load disturbs.
"""

from __future__ import annotations

import argparse
import io
import lzma
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path


def bundle_bytes(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return len(files), sum(p.stat().st_size for p in files)


def xz_bytes(folder: Path) -> int:
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w") as tar:
        tar.add(folder, arcname=folder.name)
    if shutil.which("xz"):  # threaded, as build_tarball.sh packs
        out = subprocess.run(["xz", "-6", "-T0", "-c"], input=raw.getvalue(),
                             capture_output=True, check=True).stdout
        return len(out)
    return len(lzma.compress(raw.getvalue(), preset=6))


def executable(folder: Path) -> Path:
    for name in (folder.name, "stich", "bare_hello"):
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.is_file():
                return candidate
    raise SystemExit(f"no executable in {folder}")


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def startup(exe: Path, runs: int) -> tuple[list[float], list[float]]:
    """Wall times and CPU times (user + system) of ``runs`` runs of ``exe --smoke``. The CPU
    time is the steadier figure on a busy machine: other processes lengthen the wall time."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, STICH_DATA_DIR=home)
        wall, cpu = [], []
        for i in range(runs + 1):
            c0, t0 = _children_cpu(), time.perf_counter()
            subprocess.run([str(exe), "--smoke"], env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if i:  # the first run warms the file cache
                wall.append(time.perf_counter() - t0)
                cpu.append(_children_cpu() - c0)
        return wall, cpu


def instructions(exe: Path) -> int | None:
    """Instructions executed by ``exe --smoke`` under valgrind's callgrind: a count, not a
    time, so the same on a busy machine as on an idle one (None without valgrind)."""
    if not shutil.which("valgrind"):
        return None
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, STICH_DATA_DIR=home)
        r = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes",
                            f"--callgrind-out-file={home}/cg.%p", str(exe), "--smoke"],
                           env=env, capture_output=True, text=True, check=True)
    # The bootloader may re-exec itself: add up every process.
    return sum(int(n) for n in re.findall(r"Collected : (\d+)", r.stderr)) or None


def mb(n: float) -> str:
    return f"{n / 1e6:.1f} MB"


def span(times: list[float]) -> str:
    ms = [t * 1000 for t in times]
    return f"{statistics.median(ms):.0f} ({min(ms):.0f}-{max(ms):.0f}) ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stich", type=Path, required=True)
    parser.add_argument("--bare", type=Path, required=True)
    parser.add_argument("--deb", type=Path)
    parser.add_argument("--tarball", type=Path)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--callgrind", action="store_true",
                        help="also count the instructions of one --smoke run (valgrind)")
    args = parser.parse_args(argv)

    rows = []
    for label, folder in (("Stich", args.stich), ("bare hello", args.bare)):
        n, size = bundle_bytes(folder)
        wall, cpu = startup(executable(folder), args.runs)
        rows.append((label, n, size, xz_bytes(folder), wall, cpu))
    print(f"start-up: APP --smoke, {args.runs} runs after a warm-up; median (min-max)")
    print(f"{'bundle':11} {'files':>5} {'on disk':>9} {'tar.xz -6':>9}  "
          f"{'wall time':>20}  {'CPU time (user+sys)':>20}")
    for label, n, size, packed, wall, cpu in rows:
        print(f"{label:11} {n:5d} {mb(size):>9} {mb(packed):>9}  {span(wall):>20}  "
              f"{span(cpu):>20}")
    (_, _, s1, x1, w1, c1), (_, _, s0, x0, w0, c0) = rows
    print(f"Stich adds {mb(s1 - s0)} on disk ({(s1 - s0) / s0:.1%}), {mb(x1 - x0)} packed, "
          f"{(statistics.median(w1) - statistics.median(w0)) * 1000:.0f} ms wall and "
          f"{(statistics.median(c1) - statistics.median(c0)) * 1000:.0f} ms CPU at start-up "
          f"to the bare Qt window")
    if args.callgrind:
        counts = [instructions(executable(f)) for f in (args.stich, args.bare)]
        if None not in counts:
            i1, i0 = counts
            print(f"instructions of --smoke (callgrind): Stich {i1 / 1e6:.0f} M, bare hello "
                  f"{i0 / 1e6:.0f} M: Stich adds {(i1 - i0) / 1e6:.0f} M ({(i1 - i0) / i0:.0%})")
        else:
            print("instructions: valgrind not installed")
    for label, f in (("deb", args.deb), ("tar.xz", args.tarball)):
        if f is not None:
            print(f"{label:7} {f.name}: {mb(f.stat().st_size)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
