"""The learning aids' screenshots of docs/aids.md, made offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/aids-screenshots.py docs/img
    ... scripts/aids-screenshots.py /tmp/x --only review      (the pictures whose name has it)

* ``aids-hint-why`` (1280×800): Schafkopf in the middle of a hand, the player's turn, the hint
  panel open and the last trick shown with "Why?" under it;
* ``aids-hint-de`` (1280×800): the same moment in German, the hint alone;
* ``aids-review`` (620×420): "Could I have done better?" after that hand;
* ``aids-fair-dealing`` (640×560): fair dealing over 60 hands of Skat, dealt from the match's
  seeds and played out by random bots, stored as the player's hands (the store's way).

The table is driven as ``scripts/table-screenshots.py`` drives it (its scenes' helpers, the
player at the bottom against medium bots). The hint asks a Schafkopf bot that searches without
a clock (as the tests do), so a re-run makes the same pictures, byte for byte.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STICH_DATA_DIR", tempfile.mkdtemp(prefix="stich-aids-shots-"))

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

_spec = importlib.util.spec_from_file_location(
    "table_screenshots", Path(__file__).with_name("table-screenshots.py"))
assert _spec is not None and _spec.loader is not None
shots = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = shots
_spec.loader.exec_module(shots)

SEED = 3  # the Schafkopf match; the review tries the next ones until it has a finding
FAIR_HANDS = 60


def _wait(until, steps: int = 3000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(steps):
        if until():
            return True
        QTest.qWait(20)
    return False


def _hint_bot(game: str):  # type: ignore[no-untyped-def]
    from stich.bots.schafkopf.bot import SchafkopfBot

    assert game == "schafkopf"
    return SchafkopfBot("hard", deterministic=True, samples=12, bid_samples=6, rollouts=12)


def _choosing(s) -> bool:  # type: ignore[no-untyped-def]
    """The player's turn with a trick under way, two tricks taken, three cards or more to
    choose from (the hint then has alternatives to show)."""
    return shots._playing(s) and sum(1 for a in s.legal if a.type == "play") >= 3


def _table(lang: str, seed: int = SEED, moment=_choosing):  # type: ignore[no-untyped-def]
    """A Schafkopf window at the player's turn at ``moment``."""
    from stich.ui import translations
    from stich.ui.controller import GameSetup, SeatSetup
    from stich.ui.main_window import MainWindow

    translations.switch_language(lang, remember=False)
    w = MainWindow()
    w.resize(1280, 800)
    w.show()
    v = w.view
    v.table.set_speed("instant")
    seats = tuple(SeatSetup(human=i == 0, level="medium") for i in range(4))
    w.start(GameSetup(game="schafkopf", players=4, seats=seats, seed=seed))
    w.aids.hint_bot = _hint_bot
    for _ in range(200):
        _settle(w)
        s = v.table.displayed
        if moment(s):
            return w
        assert not s.done, "the hand ended before the moment"
        w.controller.act(shots._choose(s.legal, False))
    raise AssertionError("no moment")


def _settle(w) -> None:  # type: ignore[no-untyped-def]
    v = w.view
    _wait(lambda: v.table.displayed is not None and not v.table.busy
          and v.table.displayed is w.controller.current
          and (v.table.displayed.my_turn or v.table.displayed.done))


def _hint(w) -> None:  # type: ignore[no-untyped-def]
    aids = w.aids
    assert aids.hint()
    assert _wait(lambda: bool(aids.panel.options)), "no hint"
    QTest.qWait(150)


def hint_why(out: str) -> None:
    w = _table("en")
    _hint(w)
    assert w.view.show_last_trick()
    QTest.qWait(150)
    w.grab().save(os.path.join(out, "aids-hint-why.png"))
    _close(w)


def hint_de(out: str) -> None:
    w = _table("de")
    _hint(w)
    w.grab().save(os.path.join(out, "aids-hint-de.png"))
    _close(w)


def review(out: str) -> None:
    for seed in range(SEED, SEED + 20):
        w = _table("en", seed, shots._over)
        dialog = w.aids.review()
        assert dialog is not None
        assert _wait(lambda d=dialog: d.review is not None), "no review"
        if dialog.review.findings:
            dialog.resize(620, 420)
            QTest.qWait(150)
            dialog.grab().save(os.path.join(out, "aids-review.png"))
        dialog.close()
        _close(w)
        if dialog.review.findings:
            return
    raise AssertionError("no hand with a finding")


def fair_dealing(out: str) -> None:
    from stich.engine.game import get_game
    from stich.engine.match import Match
    from stich.store.match_save import MatchInfo, SavedSeat
    from stich.ui import translations
    from stich.ui.aids.fair_dialog import FairDealingDialog
    from stich.ui.session import current

    translations.switch_language("en", remember=False)
    g = get_game("skat")
    rules = g.rules()
    players = g.default_players(rules)
    match = Match(g, rules, players, seed=SEED)
    rng = random.Random(SEED)
    for _ in range(FAIR_HANDS):
        state = match.start_hand()
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
        match.finish_hand(state)
    seats = [SavedSeat(human=i == 0, level="" if i == 0 else "random") for i in range(players)]
    info = MatchInfo("aids-screenshots", tuple(seats), None, "2026-01-01T00:00:00")
    current().store.history.record_match(match, info)
    dialog = FairDealingDialog(current(), "skat")
    dialog.resize(640, 560)
    dialog.show()
    QTest.qWait(150)
    dialog.grab().save(os.path.join(out, "aids-fair-dealing.png"))
    dialog.close()
    dialog.deleteLater()


def _close(w) -> None:  # type: ignore[no-untyped-def]
    w.close()
    w.deleteLater()
    QTest.qWait(50)


PICTURES = {"aids-hint-why": hint_why, "aids-hint-de": hint_de, "aids-review": review,
            "aids-fair-dealing": fair_dealing}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--only", action="append", default=[])
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    app = QApplication(sys.argv[:1])
    for name, make in PICTURES.items():
        if args.only and not any(o in name for o in args.only):
            continue
        make(args.out)
        print(name, flush=True)
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
