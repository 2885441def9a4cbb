"""The ``stich`` entry point: the Qt application and its main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="stich", description="Schafkopf-family card games")
    parser.add_argument("--smoke", action="store_true",
                        help="start, show the main window, and exit 0 once idle")
    args, qt_args = parser.parse_known_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Stich")
    app.setOrganizationName("Stich")
    window = MainWindow()
    window.show()
    if args.smoke:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
