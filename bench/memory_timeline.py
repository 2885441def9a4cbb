"""Memory over time: the resident set of one ``stich --autoplay`` run sampled every few
milliseconds, with marks where the table gets there (the felt made, the table's first paint,
the first card picture, each hand's end), and what holds it at the end.

    .venv/bin/python bench/memory_timeline.py [--game G] [--hands N] [--tracemalloc]
                                              [--breakdown] [--bare]

Answers "when is the peak reached": a transient (a burst of pictures, a hand's end) or the
steady state. At the end: glibc's heap (``mallinfo2``: in use and free), the largest mappings
of ``/proc/self/smaps`` (the Python and Qt libraries, ``[heap]``, ``[anon]``), the card
pictures kept, and the resident set after ``malloc_trim``; each mark says glibc's heap in use
too, and the resident set is grouped by kind (glibc's heap, anonymous memory, the Qt
libraries, the PySide6 bindings, Python, fonts, other files) with Python's small-object arenas.
With ``--breakdown`` also what the process gives back, step by step, when Qt's pixmap cache is
cleared, the card pictures dropped and the window closed and deleted (at the very end). With
``--tracemalloc`` the Python heap by file too, and how much of it is in Python's arenas and how
much in glibc's heap (tracemalloc itself adds to the resident set: read the timeline of a run
without it). ``--bare`` reports the bare window of ``bench/memory.py`` the same way.
Offscreen, settings in a temporary directory, Linux only (``/proc``, glibc).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# What both the app's run and the bare window's report: glibc's heap, the resident set by kind
# of mapping, Python's arenas.
COMMON = r"""
import ctypes, os, re, sys, threading, time
T0 = time.perf_counter()
PAGE = os.sysconf("SC_PAGE_SIZE")
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20
class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena ordblks smblks hblks hblkhd usmblks "
                                               "fsmblks uordblks fordblks keepcost").split()]
libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = MallInfo2
mb = lambda n: n / 2**20
GROUPS = (("glibc heap [heap]", r"^\[heap\]$"), ("anonymous [anon]", r"^\[anon\]$"),
          ("Qt libraries", r"^libQt6"), ("PySide6 bindings", r"\.abi3\.so|^libpyside|^libshiboken"),
          ("Python", r"^libpython|^python3"), ("fonts, FreeType, fontconfig",
                                              r"\.(ttf|otf|pcf)|freetype|fontconfig|-le64\.cache"))

def grouped(maps):
    out = {}
    for name, mb in maps.items():
        group = next((g for g, pat in GROUPS if re.search(pat, name)), "other files")
        out[group] = out.get(group, 0) + mb
    return out

def pymalloc_arenas():
    # sys._debugmallocstats writes to the C stderr: catch it in a file
    import tempfile
    with tempfile.TemporaryFile() as f:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(f.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        f.seek(0)
        text = f.read().decode()
    m = re.search(r"# arenas allocated current\s*=\s*([\d,]+)", text)
    return int(m.group(1).replace(",", "")) if m else -1

def arenas_text():
    n = pymalloc_arenas()  # Python reports none while tracemalloc wraps its allocator
    return f"{n} of 1 MB" if n >= 0 else "not known under tracemalloc"

def where():
    m = libc.mallinfo2()
    print(f"glibc: main heap {mb(m.arena):.1f} MB ({mb(m.uordblks):.1f} in use, "
          f"{mb(m.fordblks):.1f} free), mmapped blocks {mb(m.hblkhd):.1f} MB")
    maps, name = {}, "?"
    with open("/proc/self/smaps") as f:
        for line in f:
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                parts = line.split()
                name = os.path.basename(parts[5]) if len(parts) > 5 else "[anon]"
            elif line.startswith("Rss:"):
                maps[name] = maps.get(name, 0) + int(line.split()[1]) / 1024
    top = sorted(maps.items(), key=lambda kv: -kv[1])[:12]
    print("largest mappings (MB): " + ", ".join(f"{k} {v:.1f}" for k, v in top))
    print("resident by kind (MB): " + ", ".join(
        f"{k} {v:.1f}" for k, v in sorted(grouped(maps).items(), key=lambda kv: -kv[1]))
        + f"; Python's small-object arenas {arenas_text()} (in [anon])")
"""

# The bare window of bench/memory.py (quits before its first paint), reporting as the app does.
BARE = COMMON + r"""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1280, 800)
w.show()
QTimer.singleShot(0, app.quit)
app.exec()
where()
print(f"resident {rss():.1f} MB")
"""

CHILD = COMMON + r"""
samples, marks = [], []
def sample():
    while True:
        samples.append((time.perf_counter() - T0, rss()))
        time.sleep(0.003)
threading.Thread(target=sample, daemon=True).start()
def mark(name):
    marks.append((time.perf_counter() - T0, rss(), libc.mallinfo2().uordblks / 2**20, name))
game, hands, traced, breakdown = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4] == "1"
if traced:
    import tracemalloc
    tracemalloc.start()
sys.argv = ["stich", "--autoplay", game, "--hands", hands, "--speed", "fast", "--seed", "5"]
import PySide6.QtCore, PySide6.QtWidgets  # noqa: E401
from stich.ui import source_cache
source_cache.install()  # as the app does, before its modules are imported
from stich.ui import autoplay, card_pixmaps, table_view

def once(cls, name, label):
    orig, done = getattr(cls, name), []
    def wrapper(self, *a, **k):
        out = orig(self, *a, **k)
        if not done:
            done.append(1)
            mark(label)
        return out
    setattr(cls, name, wrapper)
once(table_view.TableView, "_make_felt", "felt made")
once(table_view.TableView, "paintEvent", "table's first paint")
once(card_pixmaps.CardPixmaps, "_render", "first card picture")
on_hand, finish = autoplay.Autoplay._on_hand, autoplay.Autoplay._finish
def hand_end(self, snap):
    mark(f"hand {self.finished + 1} ends")
    on_hand(self, snap)
autoplay.Autoplay._on_hand = hand_end

def give_back(self):
    # what dropping things returns: destructive, at the very end only
    import gc
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QPixmapCache
    from PySide6.QtWidgets import QApplication
    def state():
        m = libc.mallinfo2()
        return rss(), mb(m.uordblks), mb(m.hblkhd)
    before = state()
    def step(what, do):
        nonlocal before
        do()
        gc.collect()
        libc.malloc_trim(0)
        now = state()
        print(f"  {what:<44} resident {now[0] - before[0]:+5.1f} MB, glibc in use "
              f"{now[1] - before[1]:+5.1f}, mmapped {now[2] - before[2]:+5.1f}")
        before = now
    print("given back (each step after the one before, with malloc_trim):")
    step("nothing (malloc_trim alone)", lambda: None)
    step("QPixmapCache.clear()", QPixmapCache.clear)
    art = self.window.view.table.art
    def drop_pictures():
        art._warm.clear()
        art._cache.clear()
        art._turned.clear()
    step("the card pictures dropped", drop_pictures)
    def close():
        win, self.window = self.window, None
        win.close()
        win.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        gc.collect()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    step("the window closed and deleted", close)
    r, used, mapped = state()
    print(f"left: resident {r:.1f} MB, glibc in use {used:.1f}, mmapped {mapped:.1f}; "
          f"Python's arenas {arenas_text()}")

def report(self):
    where()
    art = self.window.view.table.art
    sizes = {}
    for key, pm in art._cache.items():
        w = abs(key[2])
        n, b = sizes.get(w, (0, 0))
        sizes[w] = (n + 1, b + pm.width() * pm.height() * pm.depth() // 8)
    turned = sum(p.width() * p.height() * 4 for p, _x, _y in art._turned.values())
    print("card pictures kept: " + ", ".join(f"width {w}: {n} ({mb(b):.2f} MB)"
                                             for w, (n, b) in sorted(sizes.items()))
          + f"; turned {len(art._turned)} ({mb(turned):.2f} MB)")
    felt = self.window.view._felt
    if felt is not None:
        print(f"felt picture {felt.width()}x{felt.height()} ({mb(felt.sizeInBytes()):.2f} MB)")
    before = rss()
    libc.malloc_trim(0)
    print(f"resident {before:.1f} MB, after malloc_trim {rss():.1f} MB")
    if traced:
        import tracemalloc
        snap = tracemalloc.take_snapshot()
        small = sum(t.size for t in snap.traces if t.size <= 512)
        large = sum(t.size for t in snap.traces if t.size > 512)
        print(f"Python heap: {mb(small):.1f} MB in blocks up to 512 bytes (Python's arenas), "
              f"{mb(large):.1f} MB in larger ones (glibc's heap)")
        groups = {}
        for st in snap.statistics("filename"):
            f = st.traceback[0].filename
            if "/stich/" in f:
                f = "stich/" + f.split("/stich/", 1)[1].split("/")[0]
            groups[f] = groups.get(f, 0) + st.size
        print(f"Python heap (tracemalloc) {mb(sum(groups.values())):.1f} MB, by file:")
        for f, size in sorted(groups.items(), key=lambda kv: -kv[1])[:12]:
            print(f"  {mb(size):6.2f} MB  {f}")

def end(self, code):
    mark("end")
    try:
        report(self)
        if breakdown:
            give_back(self)
    except Exception as e:  # never leave the run hanging on a report's error
        print("report failed:", e)
    finish(self, code)
autoplay.Autoplay._finish = end
from stich.ui.app import main
code = main()
peak = max(r for _t, r in samples)
when = next(t for t, r in samples if r == peak)
print(f"peak {peak:.1f} MB at {when:.2f} s")
print("marks (time, resident, glibc heap in use): "
      + "; ".join(f"{t:.2f} s {r:.1f} MB ({h:.1f}) {n}" for t, r, h, n in marks))
step = max(0.25, samples[-1][0] / 40)
line, nxt = [], 0.0
for t, r in samples:
    if t >= nxt:
        line.append(f"{t:.1f}:{r:.0f}")
        nxt += step
print("timeline (s:MB): " + " ".join(line))
sys.stdout.flush()
os._exit(code)
"""


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--game", default="skat")
    p.add_argument("--hands", type=int, default=3)
    p.add_argument("--tracemalloc", action="store_true", help="the Python heap by file too")
    p.add_argument("--bare", action="store_true",
                   help="report the bare window of bench/memory.py the same way instead")
    p.add_argument("--breakdown", action="store_true",
                   help="at the end, also what dropping the card pictures, Qt's pixmap cache "
                        "and the window gives back")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT / "desktop"),
                   XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, STICH_DATA_DIR=tmp, HOME=tmp)
        if args.bare:
            subprocess.run([sys.executable, "-c", BARE], env=env, check=True)
            return
        subprocess.run([sys.executable, "-c", CHILD, args.game, str(args.hands),
                        "1" if args.tracemalloc else "0", "1" if args.breakdown else "0"],
                       env=env, check=True)


if __name__ == "__main__":
    main()
