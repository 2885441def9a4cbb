"""The table screenshots of README.md, docs/ui.md and docs/i18n.md, made offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/table-screenshots.py docs/img
    ... scripts/table-screenshots.py /tmp/x --only skat      (the pictures whose name has "skat")
    ... scripts/table-screenshots.py /tmp/x --size 1024x700 --lang de   (to look, not for docs)

The player sits at the bottom ("You", seat 0) against medium bots; the script plays the
player's part (the first legal card; at a decision the scene's choice: keen to pick, bid and
declare, or passing) until the scene's moment comes, then saves the window (1280×800) or, for
a score sheet, the sheet. A scene that misses its moment with one seed tries the next.
The accessibility pictures come from ``scripts/a11y-screenshots.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STICH_DATA_DIR", tempfile.mkdtemp(prefix="stich-shots-"))

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _playing(s) -> bool:  # type: ignore[no-untyped-def]
    """The player's turn in the middle of a hand, a trick under way."""
    return s.my_turn and any(a.type == "play" for a in s.legal) and len(s.tricks) >= 2 \
        and bool(s.trick)


def _deciding(s) -> bool:  # type: ignore[no-untyped-def]
    return s.my_turn and s.phase != "play" and not any(a.type == "discard" for a in s.legal)


def _bidding(s) -> bool:  # type: ignore[no-untyped-def]
    return s.my_turn and any(a.type == "bid" for a in s.legal) and len(s.legal) > 3


def _calling(s) -> bool:  # type: ignore[no-untyped-def]
    """With a partner (a call) or alone."""
    return s.my_turn and s.phase == "call"


def _laying_away(s) -> bool:  # type: ignore[no-untyped-def]
    return s.my_turn and any(a.type == "discard" for a in s.legal)


def _over(s) -> bool:  # type: ignore[no-untyped-def]
    return s.done


@dataclass(frozen=True)
class Scene:
    game: str
    moment: Callable[[object], bool]
    players: int = 0
    preset: str = ""
    seeds: tuple[int, ...] = tuple(range(1, 40))
    lang: str = "en"
    keen: bool = False  # the player picks, bids and declares (else passes where it may)
    hands: int = 1  # the moment is looked for in the last of these hands
    sheet: bool = False  # save the score sheet, not the table


SCENES = {
    "table-play": Scene("schafkopf", _playing),
    "table-decision": Scene("schafkopf", _deciding, seeds=tuple(range(3, 40))),
    "table-summary": Scene("schafkopf", _over, keen=True),
    "table-de": Scene("schafkopf", _deciding, lang="de", seeds=tuple(range(7, 40))),
    "table-es": Scene("sheepshead", _over, players=5, lang="es", keen=True),
    "table-skat-bid": Scene("skat", _bidding),
    "table-skat-summary": Scene("skat", _over, keen=True),
    "table-sheepshead-call": Scene("sheepshead", _calling, players=5, keen=True),
    "table-klorsjavs-cat": Scene("klorsjavs", _laying_away, keen=True),
    "table-sjavs-exchange": Scene("sjavs", _laying_away, players=3, keen=True),
    "table-sjavs-summary": Scene("sjavs", _over, players=3, keen=True),
    "table-sjavs-2p": Scene("sjavs", _playing, players=2),
    "sheet-klorsjavs": Scene("klorsjavs", _over, hands=3, sheet=True),
}
KEEN = ("pick", "bid", "hold", "declare", "call", "intent", "hand")


def _choose(legal, keen: bool):  # type: ignore[no-untyped-def]
    plays = [a for a in legal if a.type == "play"]
    if plays:
        return plays[0]
    discards = [a for a in legal if a.type == "discard"]
    if discards:
        return discards[0]
    if keen:
        for kind in KEEN:
            found = [a for a in legal if a.type == kind]
            if found:
                return found[0]
    passes = [a for a in legal if a.type == "pass"]
    return passes[0] if passes else legal[0]


def _shoot(name: str, scene: Scene, out: str, size: tuple[int, int] = (1280, 800)) -> bool:
    from stich.ui import translations
    from stich.ui.controller import GameSetup, SeatSetup
    from stich.ui.main_window import MainWindow

    translations.switch_language(scene.lang, remember=False)
    for seed in scene.seeds:
        w = MainWindow()
        w.resize(*size)
        w.show()
        v = w.view
        v.table.set_speed("instant")
        g = scene.game
        from stich.engine.game import get_game
        game = get_game(g)
        players = scene.players or game.default_players(game.rules(scene.preset or None))
        seats = tuple(SeatSetup(human=i == 0, level="medium") for i in range(players))
        w.start(GameSetup(game=g, preset=scene.preset, players=players, seats=seats, seed=seed))
        hand = 1
        found = False
        for _ in range(400):
            for _ in range(400):
                s = v.table.displayed
                if s is not None and not v.table.busy and s is w.controller.current \
                        and (s.my_turn or s.done):
                    break
                QTest.qWait(20)
            s = v.table.displayed
            if s is None:
                break
            if hand == scene.hands and scene.moment(s):
                found = True
                break
            if s.done:
                if hand >= scene.hands:
                    break
                hand += 1
                v.next_hand()
                continue
            w.controller.act(_choose(s.legal, scene.keen))
        if found:
            QTest.qWait(150)
            path = os.path.join(out, name + ".png")
            if scene.sheet:
                w.show_score_sheet()
                sheet = w._sheet
                assert sheet is not None
                sheet.resize(760, 460)
                QTest.qWait(150)
                sheet.grab().save(path)
            else:
                w.grab().save(path)
            print(f"{name}: seed {seed}", flush=True)
        w.close()
        w.deleteLater()
        QTest.qWait(50)
        if found:
            return True
    print(f"{name}: no seed reached the moment", file=sys.stderr)
    return False


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--size", default="1280x800", help="the window, WxH")
    ap.add_argument("--lang", help="every picture in this language (en, de, es)")
    args = ap.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    os.makedirs(args.out, exist_ok=True)
    app = QApplication(sys.argv[:1])
    ok = True
    for name, scene in SCENES.items():
        if args.only and not any(o in name for o in args.only):
            continue
        if args.lang:
            scene = replace(scene, lang=args.lang)
        ok = _shoot(name, scene, args.out, (size[0], size[1])) and ok
    app.quit()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
