"""The engine and the bots import no Qt and no UI (ARCHITECTURE.md, "Layers")."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_engine_and_bots_load_without_qt():
    code = (
        "import sys, pkgutil, importlib\n"
        "import stich.engine, stich.bots\n"
        "for pkg in (stich.engine, stich.bots):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'stich.ui'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT / "desktop")}, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""
