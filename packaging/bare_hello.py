"""A bare PySide6 "hello window": the baseline that Stich's bundle size and start-up are
measured against (packaging/check.sh, packaging/measure.py). ``--smoke`` behaves as Stich's
does: show the window, quit once the event loop is idle, exit 0."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel


def main() -> int:
    app = QApplication(sys.argv[:1])
    label = QLabel("Hello, window")
    label.resize(320, 120)
    label.show()
    if "--smoke" in sys.argv[1:]:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
