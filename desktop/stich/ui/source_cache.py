"""Keep PySide6's import hook from holding the source of every module in memory.

Once PySide6 is imported, its ``__feature__`` support looks at every module imported after it
(``shibokensupport.feature._mod_uses_pyside``) and decides whether the module uses PySide6 by
searching its source for the word ``PySide6``. It reads the source with ``inspect.getsource``,
which keeps every line of every module in ``linecache`` for the rest of the run: 1.9 million
characters for the table's 120 modules, 4 MB of the app's peak memory (issue #12).
:func:`install` makes the same check read the file and let it go. Nothing else changes: a
module without a source file still goes to PySide6's own check, and tracebacks read their lines
on demand as before.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType


def install() -> bool:
    """Swap PySide6's source check for one that keeps nothing (False if PySide6 has none)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or getattr(original, "_stich", False):
        return False
    feature._mod_uses_pyside = _reader(original)  # type: ignore[attr-defined]
    return True


def _reader(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not (isinstance(path, str) and path.endswith(".py")):
            return original(module)
        try:
            with open(path, "rb") as f:
                return b"PySide6" in f.read()
        except OSError:  # no source beside the bytecode (a frozen build): as PySide6 does
            return False

    uses_pyside._stich = True  # type: ignore[attr-defined]
    return uses_pyside
