"""PySide6's import hook still tells the modules that use PySide6 from the others once
``ui/source_cache.py`` reads their source for it, and no module's source stays in memory
(4 MB of the app's peak, issue #12). In a fresh interpreter: the hook is process-wide."""

import os
import subprocess
import sys

SCRIPT = """
import linecache, sys
import PySide6.QtCore
from stich.ui import source_cache
installed = source_cache.install()
from stich.ui.felt import Felt
from stich.engine.cards import FIVE
marks = sys.modules["shibokensupport.feature"].pyside_feature_dict
kept = [f for f in linecache.cache if f.endswith(("felt.py", "cards.py"))]
print(installed, marks.get("stich.ui.felt"), marks.get("stich.engine.cards"), kept)
"""


def test_pyside6_modules_are_told_apart_and_no_source_is_kept():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert out.returncode == 0, out.stderr[-800:]
    # 0: PySide6's features apply to the module; -1: the module does not use PySide6
    assert out.stdout.split() == ["True", "0", "-1", "[]"], out.stdout
