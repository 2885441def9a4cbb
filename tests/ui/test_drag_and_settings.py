"""Drag a card to the centre to play it; the table settings persist."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from .helpers import make_window, settled, take_turn, wait_for_player


def _mouse(view, kind, pos: QPoint, buttons) -> None:
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else \
        Qt.MouseButton.NoButton
    ev = QMouseEvent(kind, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), button,
                     buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), ev)


def drag(view, start: QPoint, end: QPoint, steps: int = 8) -> None:
    held = Qt.MouseButton.LeftButton
    _mouse(view, QEvent.Type.MouseButtonPress, start, held)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        _mouse(view, QEvent.Type.MouseMove, QPoint(int(p.x()), int(p.y())), held)
    _mouse(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def _to_play(qtbot, window):
    for _ in range(200):
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        if snap.done:
            return None
        if any(a.type == "play" for a in snap.legal):
            return snap
        take_turn(qtbot, window)
    return None


def test_drag_a_card_to_the_centre_plays_it(qtbot):
    for seed in range(1, 20):
        window = make_window(qtbot, "schafkopf", seed)
        snap = _to_play(qtbot, window)
        if snap is None:
            continue
        view = window.view
        legal = [a.card for a in snap.legal if a.type == "play"]
        card = legal[-1]
        item = view.table.items_by_key[("c", card)]
        start = view.mapFromScene(item.mapToScene(0, item.height * 0.25))
        home = item.pos()
        # let go beside the hand: nothing is played and the card goes back
        aside = view.mapFromScene(QPointF(view.table.geom.width * 0.1,
                                          view.table.geom.height * 0.55))
        drag(view, start, aside)
        assert window.controller.state is not None
        assert not any(a.type == "play" and a.seat == snap.human
                       for a in window.controller.state.history()[len(snap.tricks) * 0:]
                       if a.card == card)
        assert (item.pos() - home).manhattanLength() < 1.0
        # dropped on the trick: played
        cx, cy = view.table.geom.centre
        drag(view, start, view.mapFromScene(QPointF(cx, cy)))
        qtbot.waitUntil(lambda w=window: settled(w), timeout=5000)
        assert any(a.type == "play" and a.card == card and a.seat == snap.human
                   for a in window.controller.state.history())
        return
    raise AssertionError("no seed let the player play")


def test_table_settings_persist_and_show(qtbot):
    from stich.ui.main_window import MainWindow
    from stich.ui.settings_dialog import SettingsDialog
    from stich.ui.table_settings import TableSettings, card_backs

    window = make_window(qtbot, "sheepshead", 2)
    wait_for_player(qtbot, window)
    before = window.view.table.geom.card_w
    assert len(card_backs()) >= 2
    dialog = SettingsDialog(TableSettings.load(), window)
    qtbot.addWidget(dialog)
    dialog.high_contrast.setChecked(True)
    dialog.four_colour.setChecked(True)
    dialog.back.setCurrentIndex(dialog.back.findData(card_backs()[1]))
    dialog.size.setCurrentIndex(dialog.size.findData(1.3))
    window.apply_table_settings(dialog.settings())
    table = window.view.table
    assert table.art.back == card_backs()[1]
    assert abs(table.geom.card_w - before * 1.3) < 0.5
    assert window.view.settings.high_contrast
    # a new window (the next start of the app) reads them back
    again = MainWindow()
    qtbot.addWidget(again)
    loaded = TableSettings.load()
    assert loaded == TableSettings(True, True, card_backs()[1], 1.3)
    assert again.view.settings == loaded and again.view.table.art.back == card_backs()[1]
    # the four-colour pack shows at once, on the same cards (no new deal): OK changed
    # nothing to see until the next game
    assert {i.pattern for i in table.items_by_key.values()} == {"french-4color"}
    assert table.displayed.pattern == "french-4color"
    items = dict(table.items_by_key)
    take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    assert table.displayed.pattern == "french-4color"
    kept = [k for k in items if k[0] == "c" and k in table.items_by_key]
    assert kept and all(table.items_by_key[k] is items[k] for k in kept)
    assert {i.pattern for i in table.items_by_key.values()} == {"french-4color"}
    # and in the next game; switched off, the plain pack at once
    window.start(window.controller.setup)
    wait_for_player(qtbot, window)
    assert window.view.table.displayed.pattern == "french-4color"
    window.apply_table_settings(TableSettings())
    assert {i.pattern for i in window.view.table.items_by_key.values()} == {"french"}
    assert window.controller.pattern == "french"
