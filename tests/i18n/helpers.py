"""Reading the translation files and the tool that maintains them (scripts/i18n.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def i18n_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("stich_i18n_tool", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
