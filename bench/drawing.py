"""Drawing: the full table rendered into an image, and the frames of ``stich --autoplay``.

    .venv/bin/python bench/drawing.py [--renders N] [--hands H] [--speed SPEED]
                                      [--baseline REV]

**Render**: the table widget (felt, cards, name plates, any panel over it) at 1920×1080
logical pixels, drawn into an image by ``QWidget.render`` (its paint events, as on screen: the
view's cached felt, every item's ``paint``, the child widgets), at scale 1 and at scale 2
(``QT_SCALE_FACTOR=2``: 3840×2160 pixels, card pixmaps made at 2×). Two tables: a 5-player
Sheepshead hand and a Skat hand, each in progress (tricks taken, cards in the current trick,
the player to play with the playable cards marked). The first render draws every card pixmap
(cold); the next ``--renders`` reuse them (warm): median and max wall time, and the median
CPU time of the process per render (``time.process_time``: load moves it less). Target: ≤ 4 ms.
Beside it, the CPU medians of the felt alone and of the scene's items alone, and the **floor**:
the time this machine takes, in the same process, to copy one opaque ``RGB32`` frame of the
render's size into its target (3840×2160 at 2×: 33 MB read, 33 MB written; the felt is such a
copy) and to fill it with one colour (written only), so a figure can be read against the
machine's memory speed at that moment.

**Frames**: ``--hands`` hands of ``stich --autoplay GAME`` in this process (bots in every seat,
real animations, the app's own window and code). A bench-only event filter on the table's
viewport notes every paint while a card animation runs; the gap between two such paints is a
frame time, and the GUI thread's CPU time in it (``time.thread_time``) what the app spent
on it. Each gap is also counted as *within* one animation (a card in flight between the two
paints: what a player sees stutter) or *across* two (the first paint of the next animation
after the last of one: the cards lay still in between, and the gap is the wait before the
next card starts, with the app's work on what happened meanwhile, e.g. five bids shown at
once). Target: no gap over 33 ms within an animation (issue 12's "animation gap").

**Instructions** (``--instructions N``): the same 2x renders counted by valgrind's callgrind
(everything inside ``QWidget::render``; ``N`` renders less 2, after the same warm-up): per
render, all of it, the felt's copy (glibc's ``memcpy``/``memmove``), the blits of the cards'
and plates' pictures with their blending (``QPainter::drawPixmap``), and the rest (Python,
shiboken, Qt's scene and item machinery). Load does not move these counts, so they show a
change to the drawing code's own work that this machine's timings (+-50 % under load) cannot;
fewer instructions is not the same as less time (the copy and the blending wait on memory).

Each measurement runs in a fresh offscreen process (``QT_QPA_PLATFORM=offscreen``) with
settings in a temporary directory; ``--baseline REV`` measures the table as it was at git
revision ``REV`` too, alternating with this one. Compare figures only within one run: this
machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TABLES = (("sheepshead", None, 5), ("skat", None, 3))
W, H = 1920, 1080


def _app() -> Any:
    sys.path.insert(0, os.environ.get("STICH_BENCH_SRC", str(ROOT / "desktop")))
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app = QApplication.instance() or QApplication(["bench"])
    app.setApplicationName("StichBench")
    return app


def _wait(app: Any, done: Any, timeout_s: float = 60.0) -> None:
    end = time.monotonic() + timeout_s
    while not done():
        app.processEvents()
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there in time")
        time.sleep(0.001)


def count_worker(game: str, players: int, renders: int) -> None:
    """``renders`` renders of one table mid-hand at rest, to be counted by callgrind."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget

    app = _app()
    view, img = table_at_rest(app, game, None, players)
    for _ in range(renders):
        painter = QPainter(img)
        QWidget.render(view, painter, QPoint(0, 0))
        painter.end()


def render_worker(renders: int) -> dict[str, Any]:
    """Render timings of the two tables at this process's scale, and this machine's floor."""
    app = _app()
    out = {f"{game} ({players})": render_table(app, game, preset, players, renders)
           for game, preset, players in TABLES}
    out["floor"] = floor(app, renders)
    return out


def _timed(fn: Any, n: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of ``n`` calls of ``fn`` (after one call not counted)."""
    fn()
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(n):
        start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - cpu_start) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def floor(app: Any, n: int) -> dict[str, Any]:
    """What this machine takes to write one frame of the render's size, in the same process:
    the copy of an opaque ``RGB32`` picture of that size into the render's target (33 MB read
    and 33 MB written at 2x; the felt is such a copy) and a solid fill of it (written only)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    scale = app.devicePixelRatio()
    w, h = round(W * scale), round(H * scale)
    target = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    frame = QImage(w, h, QImage.Format.Format_RGB32)
    frame.fill(QColor(38, 112, 72))
    target.fill(0)

    def copy() -> None:
        painter = QPainter(target)
        painter.drawImage(0, 0, frame)
        painter.end()

    def fill() -> None:
        painter = QPainter(target)
        painter.fillRect(0, 0, w, h, QColor(38, 112, 72))
        painter.end()

    (copy_ms, copy_cpu), (fill_ms, fill_cpu) = _timed(copy, n), _timed(fill, n)
    return {"pixels": f"{w}x{h}", "copy_ms": copy_ms, "copy_cpu_ms": copy_cpu,
            "fill_ms": fill_ms, "fill_cpu_ms": fill_cpu}


def table_at_rest(app: Any, game: str, preset: str | None, players: int) -> tuple[Any, Any]:
    """The table view mid-hand (the player to play, two tricks taken, a trick under way) and
    a picture of the view's size to render it into."""
    from PySide6.QtGui import QImage

    from stich.ui.controller import GameController, GameSetup, SeatSetup
    from stich.ui.table_view import TableView

    controller = GameController()
    view = TableView(controller)
    view.resize(W, H)
    view.show()
    view.table.set_speed("instant")
    seats = (SeatSetup(human=True), *(SeatSetup(human=False, level="random")
                                      for _ in range(players - 1)))
    controller.new_match(GameSetup(game=game, preset=preset or "", players=players,
                                   seats=seats, seed=7))

    def mid_hand() -> bool:
        snap = view.table.displayed
        if controller.bot_busy or view.table.busy or snap is None or not snap.my_turn:
            return False
        if snap.phase == "play" and len(snap.tricks) >= 2 and snap.trick:
            return True
        controller.act(snap.legal[0])  # the player's turn, not yet the picture wanted: on
        return False

    _wait(app, mid_hand, float(os.environ.get("STICH_BENCH_WAIT", "60")))
    app.processEvents()
    dpr = view.devicePixelRatioF()
    img = QImage(round(W * dpr), round(H * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    view._bench_controller = controller  # kept alive with the view
    return view, img


def render_table(app: Any, game: str, preset: str | None, players: int,
                 renders: int) -> dict[str, Any]:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget

    view, img = table_at_rest(app, game, preset, players)
    controller = view._bench_controller
    cpu: list[float] = []

    def once() -> float:
        painter = QPainter(img)
        start, cpu_start = time.perf_counter(), time.process_time()
        QWidget.render(view, painter, QPoint(0, 0))  # the widget's own paint, children too
        painter.end()
        cpu.append((time.process_time() - cpu_start) * 1000)
        return (time.perf_counter() - start) * 1000

    cold = once()
    warm = [once() for _ in range(renders)]
    out = {"cold_ms": cold, "median_ms": statistics.median(warm), "max_ms": max(warm),
           "cpu_median_ms": statistics.median(cpu[1:]),
           "pixels": f"{img.width()}x{img.height()}", "cards": len(view.table.items_by_key)}
    out.update(pieces(view, img, renders))
    view.close()
    view.deleteLater()
    controller.deleteLater()
    app.processEvents()
    return out


def pieces(view: Any, img: Any, n: int) -> dict[str, float]:
    """CPU medians of the render's parts, each alone into the same target: the felt (the
    view's ``drawBackground``) and the scene's items (cards, plates, badges: the scene's
    ``render``, which draws no felt); the rest of a render is the view's and the panels'."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    rect = QRectF(0, 0, W, H)

    def felt() -> None:
        painter = QPainter(img)
        view.drawBackground(painter, rect)
        painter.end()

    def items() -> None:
        painter = QPainter(img)
        view.table.render(painter, rect, rect)
        painter.end()

    return {"felt_cpu_ms": _timed(felt, n)[1], "items_cpu_ms": _timed(items, n)[1]}


def frames_worker(game: str, hands: int, speed: str) -> dict[str, Any]:
    """Frame gaps while cards move during ``hands`` hands of the app's autoplay."""
    app = _app()
    from PySide6.QtCore import QAbstractAnimation, QEvent, QObject

    from stich.ui.autoplay import Autoplay
    from stich.ui.main_window import MainWindow

    window = MainWindow()
    window.resize(W, H)
    window.show()
    scene = window.view.table
    gaps: list[float] = []
    cpu_gaps: list[float] = []  # the GUI thread's CPU time between the same two paints
    # the gaps within one animation (a card in flight: what a player sees stutter) and those
    # from one animation's last frame to the next one's first (the cards at rest in between:
    # the wait before the next card starts, with the app's work on what came meanwhile)
    within: list[float] = []
    across: list[float] = []
    paints = [0]
    last: list[float | None] = [None]
    last_cpu = [0.0]
    last_anim: list[object] = [None]

    def animating() -> bool:
        anim = scene._anim
        return anim is not None and anim.state() == QAbstractAnimation.State.Running

    class Frames(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                now, cpu = time.perf_counter(), time.thread_time()
                paints[0] += 1
                if animating():
                    if last[0] is not None:
                        gaps.append((now - last[0]) * 1000)
                        cpu_gaps.append((cpu - last_cpu[0]) * 1000)
                        (within if scene._anim is last_anim[0] else across).append(gaps[-1])
                    last[0], last_cpu[0], last_anim[0] = now, cpu, scene._anim
                else:
                    last[0] = None
            return False

    frames = Frames()
    window.view.viewport().installEventFilter(frames)
    start = time.perf_counter()
    runner = Autoplay(window, game, None, hands, None, seed=11, speed=speed)
    app.exec()
    wall = time.perf_counter() - start
    gaps.sort()
    cpu_gaps.sort()
    return {
        "exit": runner.exit_code, "hands": hands, "seconds": wall, "frames": len(gaps),
        "median_ms": statistics.median(gaps) if gaps else 0.0,
        "p99_ms": gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0.0,
        "max_ms": gaps[-1] if gaps else 0.0,
        "over_33ms": sum(1 for g in gaps if g > 33.0),
        "cpu_median_ms": statistics.median(cpu_gaps) if cpu_gaps else 0.0,
        "cpu_p99_ms": cpu_gaps[int(0.99 * (len(cpu_gaps) - 1))] if cpu_gaps else 0.0,
        "cpu_max_ms": cpu_gaps[-1] if cpu_gaps else 0.0,
        "within_max_ms": max(within, default=0.0),
        "within_over_33ms": sum(1 for g in within if g > 33.0),
        "across": len(across),
        "across_max_ms": max(across, default=0.0),
        "across_over_33ms": sum(1 for g in across if g > 33.0),
    }


def count_instructions(renders: int, src: str) -> dict[str, dict[str, float]]:
    """Per 2x render of each table, millions of instructions counted by callgrind inside
    ``QWidget::render``: all, the felt's copy, the pictures' blits, the rest (two runs, of
    ``renders`` and of 2 renders: the difference is ``renders - 2`` warm renders)."""
    out: dict[str, dict[str, float]] = {}
    for game, _preset, players in TABLES:
        runs = []
        for n in (2, renders):
            with tempfile.TemporaryDirectory() as tmp:
                env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2",
                           XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, STICH_DATA_DIR=tmp,
                           HOME=tmp, STICH_BENCH_SRC=src, STICH_BENCH_WAIT="1800")
                data = str(Path(tmp) / "callgrind.out")
                subprocess.run(["valgrind", "--tool=callgrind", "--toggle-collect=QWidget::render*",
                                f"--callgrind-out-file={data}", sys.executable, __file__,
                                "--worker", "count", game, str(players), str(n)],
                               env=env, capture_output=True, check=True)
                runs.append(_callgrind_parts(data))
        out[f"{game} ({players})"] = {k: (runs[1][k] - runs[0][k]) / (renders - 2) / 1e6
                                      for k in runs[0]}
    return out


def _callgrind_parts(data: str) -> dict[str, float]:
    def annotate(*opts: str) -> list[str]:
        return subprocess.run(["callgrind_annotate", *opts, data], capture_output=True,
                              text=True, check=True).stdout.splitlines()

    def ir(line: str) -> float:
        return float(line.split()[0].replace(",", ""))

    own = annotate()
    total = next(ir(x) for x in own if "PROGRAM TOTALS" in x)
    copy = sum(ir(x) for x in own if "__memcpy" in x or "__memmove" in x)
    blits = sum(ir(x) for x in annotate("--inclusive=yes") if "QPainter::drawPixmap(" in x)
    return {"total": total, "felt copy": copy, "blits": blits,
            "rest": total - copy - blits}


def run_worker(args: list[str], src: str, scale: int = 1) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=str(scale),
                   XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, STICH_DATA_DIR=tmp, HOME=tmp,
                   STICH_BENCH_SRC=src)
        out = subprocess.run([sys.executable, __file__, "--worker", *args], env=env,
                             capture_output=True, text=True, check=True).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--renders", type=int, default=50, help="warm renders per table (default 50)")
    p.add_argument("--hands", type=int, default=3, help="autoplay hands per game (default 3)")
    p.add_argument("--speed", default="fast", choices=("slow", "normal", "fast"),
                   help="autoplay animation speed (default fast, as stich --autoplay)")
    p.add_argument("--baseline", metavar="REV", help="also measure the table at git REV")
    p.add_argument("--instructions", type=int, metavar="N",
                   help="only count instructions per 2x render with callgrind (N renders)")
    p.add_argument("--worker", nargs="+", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.worker:
        kind = args.worker[0]
        if kind == "render":
            print(json.dumps(render_worker(args.renders)))
        elif kind == "count":
            count_worker(args.worker[1], int(args.worker[2]), int(args.worker[3]))
        else:
            print(json.dumps(frames_worker(args.worker[1], args.hands, args.speed)))
        return

    with tempfile.TemporaryDirectory() as old:
        sources = {"stich": str(ROOT / "desktop")}
        if args.baseline:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.baseline,
                                      "desktop", "assets"], capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
            sources[args.baseline] = str(Path(old) / "desktop")
            if (ROOT / "i18n").is_dir():  # the built translations, as in this tree
                subprocess.run(["cp", "-r", str(ROOT / "i18n"), old], check=True)
        if args.instructions:
            report_instructions(args.instructions, sources)
        else:
            report(args, sources)


def report_instructions(renders: int, sources: dict[str, str]) -> None:
    print(f"Instructions per 2x render (callgrind inside QWidget::render, {renders - 2} warm "
          "renders), millions:")
    print(f"  {'table':<17}{'code':>8}{'total':>8}{'felt copy':>11}{'blits':>8}{'rest':>8}")
    for name, src in sources.items():
        for table, r in count_instructions(renders, src).items():
            print(f"  {table:<17}{name:>8}{r['total']:>8.2f}{r['felt copy']:>11.2f}"
                  f"{r['blits']:>8.2f}{r['rest']:>8.2f}")
    print("  (felt copy: glibc's memcpy/memmove; blits: QPainter::drawPixmap with the blending of"
          " the cards' and\n"
          "  plates' pictures; rest: Python, shiboken, Qt's scene and items)")


def report(args: argparse.Namespace, sources: dict[str, str]) -> None:
    print(f"Render of the full table at {W}x{H} (QWidget.render into a QImage), ms:")
    print(f"  {'table':<17}{'code':>8}{'scale':>6}{'pixels':>11}{'cards':>7}{'cold':>8}"
          f"{'median':>8}{'max':>8}{'cpu med':>9}{'felt':>7}{'items':>7}")
    floors = []
    for scale in (1, 2):
        for name, src in sources.items():
            res = run_worker(["render", "--renders", str(args.renders)], src, scale)
            floors.append((name, scale, res.pop("floor")))
            for table, r in res.items():
                print(f"  {table:<17}{name:>8}{scale:>5}x{r['pixels']:>11}{r['cards']:>7}"
                      f"{r['cold_ms']:>8.1f}{r['median_ms']:>8.2f}{r['max_ms']:>8.2f}"
                      f"{r['cpu_median_ms']:>9.2f}{r['felt_cpu_ms']:>7.2f}"
                      f"{r['items_cpu_ms']:>7.2f}")
    print("  (cold, median, max: wall time; cpu med: the process's CPU time per warm render,"
          " which load on a shared machine moves less;\n  felt, items: CPU medians of the"
          " view's felt alone and of the scene's items alone, drawn into the same target)")
    print("  target: <= 4 ms per full render")
    print("\nFloor: one frame written by this machine in the same processes, ms (median wall"
          " / CPU):")
    print(f"  {'process':<10}{'scale':>6}{'pixels':>11}{'copy RGB32':>14}{'solid fill':>14}")
    for name, scale, f in floors:
        print(f"  {name:<10}{scale:>5}x{f['pixels']:>11}"
              f"{f['copy_ms']:>7.2f} /{f['copy_cpu_ms']:>5.2f}"
              f"{f['fill_ms']:>7.2f} /{f['fill_cpu_ms']:>5.2f}")
    print("  (copy: an opaque picture of the frame's size drawn into the render's target, what"
          " the felt costs at\n  least; solid fill: the same pixels written without reading"
          " any: the memory speed a render sits on)")
    print(f"\nFrames of stich --autoplay ({args.hands} hands, speed {args.speed}), gaps between "
          "paints while cards move, ms:")
    print(f"  {'game':<12}{'code':>8}{'frames':>8}{'median':>8}{'p99':>8}{'max':>8}{'>33ms':>7}"
          f"{'cpu med':>9}{'cpu p99':>9}{'cpu max':>9}{'within':>8}{'>33':>5}{'across':>8}"
          f"{'>33':>5}")
    for game, _preset, _players in TABLES:
        for name, src in sources.items():
            r = run_worker(["frames", game, "--hands", str(args.hands), "--speed", args.speed],
                           src)
            print(f"  {game:<12}{name:>8}{r['frames']:>8}{r['median_ms']:>8.1f}"
                  f"{r['p99_ms']:>8.1f}{r['max_ms']:>8.1f}{r['over_33ms']:>7}"
                  f"{r.get('cpu_median_ms', 0.0):>9.2f}{r.get('cpu_p99_ms', 0.0):>9.2f}"
                  f"{r.get('cpu_max_ms', 0.0):>9.2f}{r.get('within_max_ms', 0.0):>8.1f}"
                  f"{r.get('within_over_33ms', 0):>5}{r.get('across_max_ms', 0.0):>8.1f}"
                  f"{r.get('across_over_33ms', 0):>5}")
    print("  (median, p99, max: wall time between paints; cpu: the GUI thread's CPU time in the"
          " same gaps,\n  what the app spends per frame; the rest of a gap is waiting, for the"
          " animation's\n  next tick or for a core on a shared machine; within, across: the"
          " longest gap inside one\n  animation and from one animation to the next, with"
          " how many were over 33 ms)")
    print("  target: no gap over 33 ms within an animation")


if __name__ == "__main__":
    main()
