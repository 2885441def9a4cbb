"""The full Linux packaging check (packaging/check.sh): a clean clone built with PyInstaller,
the frozen app, the .deb unpacked and run, the portable tar.xz, the bare-window comparison.
It takes minutes, so it runs only when asked: STICH_FULL_PACKAGING_CHECK=1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(os.environ.get("STICH_FULL_PACKAGING_CHECK") != "1",
                    reason="slow: set STICH_FULL_PACKAGING_CHECK=1 to build and check the "
                    "Linux bundle and .deb from a clean clone")
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux builds only here")
def test_packaging_check_sh():
    r = subprocess.run([str(ROOT / "packaging" / "check.sh")], cwd=ROOT, capture_output=True,
                       text=True, timeout=3600)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    assert "check.sh: all" in r.stdout
