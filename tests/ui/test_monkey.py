"""A GUI monkey: for each game, a few hundred seeded random steps of clicks (on the felt, on
cards, on any visible button), keys and typing, menu entries (next hand, score sheet, save and
load, history, replay, statistics, language) and a New Game dialog filled in at random. Any
exception in a Qt slot or event handler fails the test (pytest-qt); at the end the autosave
still loads and matches the match on the table."""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from stich.engine.game import game_names, get_game
from stich.store.match_save import load_match
from stich.ui.controller import GameSetup, default_seats
from stich.ui.new_game_dialog import NewGameDialog
from stich.ui.translations import switch_language

from .app_helpers import launch

STEPS = 300
KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
        Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_L, Qt.Key.Key_Tab,
        Qt.Key.Key_Backspace, Qt.Key.Key_A, Qt.Key.Key_7)


@pytest.fixture
def english():
    yield
    switch_language("en", remember=False)


class Monkey:
    def __init__(self, qtbot, window, run, rng: random.Random, tmp) -> None:
        self.qtbot, self.window, self.run, self.rng, self.tmp = qtbot, window, run, rng, tmp
        self.saved = tmp / "monkey-save.json"
        self.dialog: NewGameDialog | None = None
        self.counts: dict[str, int] = {}

    # ---------------------------------------------------------------- helpers
    def _windows(self) -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if w.isVisible()]

    def _buttons(self) -> list[QPushButton]:
        """Visible buttons, except those that open a file or name dialog (a blocking
        ``exec``; the menu steps call the same functions with paths instead)."""
        blocking: set[int] = set()
        for top in self._windows():
            for d in top.findChildren(NewGameDialog) + ([top] if isinstance(
                    top, NewGameDialog) else []):
                blocking |= {id(d.save_button), id(d.export_button), id(d.import_button)}
            history = self.window.store_menu.history
            if history is not None:
                blocking |= {id(history.export_button), id(history.import_button)}
        found = []
        for top in self._windows():
            found += [b for b in top.findChildren(QPushButton)
                      if b.isVisible() and b.isEnabled() and id(b) not in blocking]
        return found

    # ---------------------------------------------------------------- steps
    def click_felt(self) -> None:
        view = self.window.view
        vp = view.viewport()
        pos = QPoint(self.rng.randrange(max(1, vp.width())),
                     self.rng.randrange(max(1, vp.height())))
        if self.rng.random() < 0.2:
            self.qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=pos)
        else:
            self.qtbot.mouseClick(vp, self.rng.choice(
                (Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                 Qt.MouseButton.RightButton)), pos=pos)

    def click_card(self) -> None:
        view = self.window.view
        items = list(view.table.items_by_key.values())
        if not items:
            return
        item = self.rng.choice(items)
        point = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def key(self) -> None:
        target = QApplication.focusWidget() or self.window.view
        self.qtbot.keyClick(target, self.rng.choice(KEYS))

    def type_text(self) -> None:
        edits = [e for top in self._windows() for e in top.findChildren(QLineEdit)
                 if e.isVisible() and e.isEnabled()]
        if edits:
            edit = self.rng.choice(edits)
            text = "".join(self.rng.choice("abcXYZ 0123456789-") for _ in range(
                self.rng.randrange(1, 8)))
            self.qtbot.keyClicks(edit, text)  # QTest types ASCII only (it aborts on "ä")
            if self.rng.random() < 0.3:
                edit.insert(self.rng.choice(("ä", "ß", "€", "Ñ", "🂡")))

    def pick_combo(self) -> None:
        combos = [c for top in self._windows() for c in top.findChildren(QComboBox)
                  if c.isVisible() and c.isEnabled() and c.count()]
        if combos:
            c = self.rng.choice(combos)
            c.setCurrentIndex(self.rng.randrange(c.count()))

    def click_button(self) -> None:
        buttons = self._buttons()
        if buttons:
            self.qtbot.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def menu(self) -> None:
        w = self.window
        m = w.store_menu
        choice = self.rng.randrange(11)
        if choice == 0:
            w.view.next_hand()
        elif choice == 1:
            w.show_score_sheet()
        elif choice == 2:
            w.view.show_last_trick()
        elif choice == 3:
            w.set_speed(self.rng.choice(("instant", "instant", "fast")))
        elif choice == 4:
            m.save_match_as(self.saved)
        elif choice == 5 and self.saved.exists():
            m.load_match(self.saved)
        elif choice == 6:
            m.show_statistics()
        elif choice == 7:
            history = m.show_history()
            if history.rows and self.rng.random() < 0.5:
                viewer = history.replay()
                if viewer is not None:
                    viewer.go(self.rng.randrange(len(viewer.states)))
            elif history.rows:
                out = history.export_record(self.tmp / "monkey-record.json")
                if out is not None:
                    m.import_record(out)
        elif choice == 8 and m.history is not None and m.history.rows:
            m.history.play_again()
        elif choice == 9:
            switch_language(self.rng.choice(("en", "de", "es")), remember=False)
        else:
            w.view.show_summary()

    def new_game(self) -> None:
        if self.dialog is None or not self.dialog.isVisible():
            self.dialog = NewGameDialog(self.window)
            self.dialog.show()
            return
        d = self.dialog
        if self.rng.random() < 0.5:
            d.seed.setText(str(self.rng.randrange(10**6)))
            if d.editor.is_valid():
                d.accept()
                self.window.start(d.setup())
        else:
            d.reject()

    def close_something(self) -> None:
        others = [t for t in self._windows() if t is not self.window
                  and isinstance(t, QDialog | QMessageBox)]
        if others:
            self.rng.choice(others).close()

    # ---------------------------------------------------------------- run
    def step(self) -> None:
        moves: list[tuple[float, Callable[[], None]]] = [
            (20, self.click_card), (12, self.click_felt), (14, self.key),
            (18, self.click_button), (6, self.type_text), (4, self.pick_combo),
            (10, self.menu), (2, self.new_game), (6, self.close_something)]
        move = self.rng.choices([m for _w, m in moves], weights=[w for w, _m in moves])[0]
        self.counts[move.__name__] = self.counts.get(move.__name__, 0) + 1
        move()
        QApplication.processEvents()


@pytest.mark.parametrize("game", game_names())
def test_monkey(qtbot, tmp_path, english, game):
    seed = zlib.crc32(game.encode())
    window, run, start = launch(qtbot, tmp_path / "data")
    assert start.done
    g = get_game(game)
    players = g.default_players(g.rules())
    window.start(GameSetup(game=game, players=players, seats=default_seats(players),
                           seed=seed % 1000))
    monkey = Monkey(qtbot, window, run, random.Random(seed), tmp_path)

    def no_blocking_dialogs() -> None:  # a safety net: a file or name dialog would wait forever
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QFileDialog | QInputDialog):
            modal.reject()

    guard = QTimer()
    guard.timeout.connect(no_blocking_dialogs)
    guard.start(100)
    for _ in range(STEPS):
        monkey.step()
    guard.stop()
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible():
            top.close()
    qtbot.waitUntil(lambda: not window.controller.bot_busy, timeout=10000)
    c = window.controller
    assert c.match is not None and c.state is not None
    assert run.flush()
    saved = load_match(run.paths.autosave)
    assert saved.info.match_id == c.info.match_id
    assert len(saved.match.rows) == len(c.match.rows)
    assert sum(monkey.counts.values()) == STEPS
