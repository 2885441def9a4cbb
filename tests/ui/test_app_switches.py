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
