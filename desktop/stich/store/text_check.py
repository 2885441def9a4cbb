"""Whether a file's bytes are text at all (no NUL byte, UTF-8).

A module of its own without imports, so that the UI can check the settings file on every start
for nothing (``ui/settings_backend.py``): the rest of the store is imported only for a bad file.
"""

from __future__ import annotations


def not_text(data: bytes) -> str | None:
    """Why ``data`` is no INI text (a NUL byte, not UTF-8), or ``None``."""
    nul = data.find(b"\0")
    if nul >= 0:
        return f"not a text file (a NUL byte at byte {nul})"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"not a text file (not UTF-8 at byte {e.start})"
    return None
