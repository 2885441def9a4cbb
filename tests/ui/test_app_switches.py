"""The headless switches CI and packaging use: --smoke and --autoplay."""

from __future__ import annotations

import os
import subprocess
import sys


def _run(args, tmp_path, timeout=120):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), STICH_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "stich.ui.app", *args], capture_output=True,
                          text=True, timeout=timeout, env=env)


def test_smoke(tmp_path):
    out = _run(["--smoke"], tmp_path)
    assert out.returncode == 0, out.stderr


def test_autoplay_one_hand_with_a_screenshot(tmp_path):
    shot = tmp_path / "shot.png"
    out = _run(["--autoplay", "schafkopf", "--hands", "1", "--screenshot", str(shot),
                "--seed", "3"], tmp_path)
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000
    from PySide6.QtGui import QImage
    img = QImage(str(shot))
    assert img.width() >= 1000 and img.height() >= 650


def test_autoplay_unknown_game_fails_cleanly(tmp_path):
    out = _run(["--autoplay", "nosuchgame"], tmp_path)
    assert out.returncode == 2
    assert "unknown game" in out.stderr


def test_autoplay_in_german(tmp_path):
    shot = tmp_path / "de.png"
    out = _run(["--autoplay", "sjavs", "--hands", "1", "--screenshot", str(shot), "--seed", "4",
                "--lang", "de"], tmp_path)
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000


def test_autoplay_at_a_chosen_size_saves_a_picture_of_that_size(tmp_path):
    from PySide6.QtGui import QImage

    shot = tmp_path / "small.png"
    out = _run(["--autoplay", "skat", "--players", "4", "--size", "1024x700",
                "--screenshot", str(shot), "--seed", "2", "--speed", "instant"], tmp_path)
    assert out.returncode == 0, out.stderr
    picture = QImage(str(shot))
    assert (picture.width(), picture.height()) == (1024, 700)


def test_autoplay_refuses_a_number_of_players_the_game_does_not_allow(tmp_path):
    out = _run(["--autoplay", "skat", "--players", "5"], tmp_path)
    assert out.returncode == 2
    assert "skat with these rules is played by 3 or 4 players, not 5" in out.stderr
    out = _run(["--autoplay", "skat", "--size", "800x600"], tmp_path)
    assert out.returncode == 2
    assert "at least 1024x700, not 800x600" in out.stderr
    out = _run(["--autoplay", "skat", "--size", "big"], tmp_path)
    assert out.returncode == 2
    assert "WxH, e.g. 1024x700, not 'big'" in out.stderr


def test_autoplay_seats_the_chosen_number_of_bots(qtbot):
    from stich.ui.autoplay import Autoplay
    from stich.ui.main_window import MainWindow

    for game, players in (("skat", 4), ("sjavs", 2)):
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        runner = Autoplay(window, game, None, 99, None, seed=1, speed="instant",
                          players=players, size=(1100, 720))
        qtbot.waitUntil(lambda w=window: w.view.table.displayed is not None)
        snap = window.view.table.displayed
        assert snap.players == players
        assert len(window.controller.seats) == players
        assert not any(s.human for s in window.controller.seats)
        assert (window.width(), window.height()) == (1100, 720)
        runner._timeout.stop()
        window.close()


def test_autoplay_opens_at_1280x800_whatever_size_the_window_was_left_at(qtbot):
    from stich.ui.autoplay import Autoplay
    from stich.ui.main_window import MainWindow, app_settings

    left = MainWindow()
    qtbot.addWidget(left)
    left.resize(1100, 720)
    left.show()
    app_settings().setValue("window/geometry", left.saveGeometry())
    left.close()
    window = MainWindow()  # restores the saved geometry (offscreen: fitted to its screen)
    qtbot.addWidget(window)
    window.show()
    assert (window.width(), window.height()) != (1280, 800)
    runner = Autoplay(window, "skat", None, 99, None, seed=1, speed="instant")
    qtbot.waitUntil(lambda: window.view.table.displayed is not None)
    assert (window.width(), window.height()) == (1280, 800)
    runner._timeout.stop()
    window.close()
