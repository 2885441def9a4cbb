"""The application icon (``assets/icon/stich.svg``) for Stich's windows.

Installers give the executable, the ``.app`` and the desktop entry their own exported copies
(``packaging/``); this sets the same picture as the window icon, which Windows shows in the title
bar and X11 task bars use, and names the desktop entry (``stich.desktop``) that Wayland
compositors match windows with. A frozen build uses the copy bundled with it.
"""

from __future__ import annotations

import sys
from pathlib import Path

DESKTOP_FILE = "stich"


def icon_path() -> Path | None:
    if getattr(sys, "frozen", False):
        bundled = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
        candidate = bundled / "assets" / "icon" / "stich.svg"
        return candidate if candidate.is_file() else None
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "assets" / "icon" / "stich.svg"
        if candidate.is_file():
            return candidate
    return None


def install_icon(app: object) -> None:
    """Give ``app`` (a QGuiApplication) the window icon and the desktop entry's name."""
    from PySide6.QtGui import QGuiApplication, QIcon

    assert isinstance(app, QGuiApplication)
    path = icon_path()
    if path is not None:
        app.setWindowIcon(QIcon(str(path)))
    QGuiApplication.setDesktopFileName(DESKTOP_FILE)
