"""The store loads without Qt and without the UI (ARCHITECTURE.md, "Layers")."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_store_loads_without_qt() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "import stich.store\n"
        "for m in pkgutil.walk_packages(stich.store.__path__, 'stich.store.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules\n"
        "       if m.startswith(('PySide6', 'shiboken6', 'stich.ui', 'stich.bots'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT / "desktop")}, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""
