"""The accessibility screenshots of docs/ui.md, made offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/a11y-screenshots.py docs/img
    QT_SCALE_FACTOR=2 ... scripts/a11y-screenshots.py docs/img      (the 2x picture)

It writes only the pictures docs/ui.md shows: at 1x the looks, the marks in play and Help ▸
Keyboard; at 2x (``QT_SCALE_FACTOR=2``) only ``table-a11y-large@2x.png``.

A five-seat Sheepshead hand (seed 4): the player picks, then chooses two cards to bury by
keyboard (Right, Enter, Right, Right, Enter, Right), with the table settings of each picture;
and a Schafkopf hand (seed 1) played on to a trick where some of the player's cards may not be
played, focus two cards on ("-play" pictures).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STICH_DATA_DIR", tempfile.mkdtemp(prefix="stich-shots-"))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

LOOKS = {  # file name -> table settings
    "table-a11y-marks": {"marks": True, "four_colour": True},
    "table-a11y-contrast-large": {"marks": True, "four_colour": True, "high_contrast": True,
                                  "card_scale": 1.3},
    "table-a11y-large@2x": {"card_scale": 1.3},  # made at 2x only
    "table-a11y-marks-play": {"marks": True},
}


def wait(pred: object, ms: int = 8000) -> None:
    for _ in range(ms // 20):
        if pred():  # type: ignore[operator]
            return
        QTest.qWait(20)


def bury_scene(w, ready, GameSetup, default_seats, discard_choices):  # type: ignore[no-untyped-def]
    w.start(GameSetup(game="sheepshead", players=5, seats=default_seats(5), seed=4))
    for _ in range(5):
        wait(ready)
        s = w.view.table.displayed
        if s is None or discard_choices(s.legal):
            break
        w.controller.act(next(a for a in s.legal if a.type == "pick"))
    wait(ready)
    return (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Right,
            Qt.Key.Key_Return, Qt.Key.Key_Right)


def play_scene(w, ready, GameSetup, default_seats):  # type: ignore[no-untyped-def]
    w.start(GameSetup(game="schafkopf", players=4, seats=default_seats(4), seed=1))
    v = w.view
    for _ in range(60):
        wait(ready)
        s = v.table.displayed
        if s.done:
            break
        plays = [a.card for a in s.legal if a.type == "play"]
        if plays and len(plays) < len(s.hands[s.viewer]) and s.trick:
            break
        if plays:
            w.controller.play_card(plays[0])
        else:
            next(b for b in v.panel.buttons if b.isVisible() and b.isEnabled()).click()
    wait(ready)
    return (Qt.Key.Key_Right, Qt.Key.Key_Right)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    app = QApplication(sys.argv[:1])
    from stich.ui import translations
    from stich.ui.controller import GameSetup, default_seats
    from stich.ui.main_window import MainWindow
    from stich.ui.scene_layout import discard_choices
    from stich.ui.table_settings import TableSettings

    translations.switch_language(args.lang, remember=False)
    at_2x = app.primaryScreen().devicePixelRatio() >= 2
    names = [n for n in LOOKS if n.endswith("@2x") == at_2x
             and (not args.only or any(o in n for o in args.only))]
    for name in names:
        w = MainWindow()
        w.resize(1280, 800)
        w.show()
        w.apply_table_settings(TableSettings(**LOOKS[name]))  # type: ignore[arg-type]
        v = w.view
        v.table.set_speed("instant")

        def ready(w: MainWindow = w) -> bool:
            s = w.view.table.displayed
            return s is not None and not w.view.table.busy and s is w.controller.current \
                and (s.my_turn or s.done)
        if name.endswith("-play"):
            keys = play_scene(w, ready, GameSetup, default_seats)
        else:
            keys = bury_scene(w, ready, GameSetup, default_seats, discard_choices)
        w.activateWindow()
        v.setFocus()
        for k in keys:
            QTest.keyClick(v, k)
        QTest.qWait(100)
        w.grab().save(os.path.join(args.out, name + ".png"))
        if name == names[-1] and not at_2x:
            w.keyboard_help()
            QTest.qWait(100)
            w._keys.grab().save(os.path.join(args.out, "keyboard-help.png"))
        w.close()
        w.deleteLater()
        QTest.qWait(50)
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
