"""The ``stich`` entry point: the Qt application and its main window.

Headless switches: ``--smoke`` (start, show the main window, exit 0 once idle) and
``--autoplay GAME [--rules PRESET] [--hands N] [--screenshot PNG] [--lang CODE]``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="stich", description="Schafkopf-family card games")
    parser.add_argument("--smoke", action="store_true",
                        help="start, show the main window, and exit 0 once idle")
    parser.add_argument("--autoplay", metavar="GAME",
                        help="bots in every seat play hands of GAME with real animations")
    parser.add_argument("--rules", metavar="PRESET", default=None, help="house-rule preset")
    parser.add_argument("--hands", type=int, default=1, help="hands to autoplay (default 1)")
    parser.add_argument("--screenshot", metavar="PNG", help="save the table mid-hand here")
    parser.add_argument("--seed", type=int, default=None, help="deal seed for --autoplay")
    parser.add_argument("--speed", default="fast",
                        choices=("slow", "normal", "fast", "instant"),
                        help="animation speed for --autoplay (default fast)")
    parser.add_argument("--lang", metavar="CODE", help="interface language, e.g. de or es")
    args, qt_args = parser.parse_known_args(argv)

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    from .app_icon import install_icon

    install_icon(app)
    app.setApplicationName("Stich")
    app.setOrganizationName("Stich")
    if args.lang:
        _install_translation(app, args.lang)

    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    if args.smoke:
        QTimer.singleShot(0, app.quit)
        return app.exec()
    if args.autoplay:
        from ..engine.errors import StichError
        from .autoplay import Autoplay

        try:
            runner = Autoplay(window, args.autoplay, args.rules, args.hands, args.screenshot,
                              seed=args.seed, speed=args.speed)
        except StichError as e:
            print(f"stich: error: {e}", file=sys.stderr)
            return 2
        code = app.exec()
        return runner.exit_code if runner.exit_code is not None else code
    QTimer.singleShot(0, window.new_game_dialog)
    return app.exec()


def _install_translation(app: object, code: str) -> None:
    """Load ``i18n/stich_CODE.qm`` if it exists (the translations come in a later issue)."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    QLocale.setDefault(QLocale(code))
    here = Path(__file__).resolve()
    for parent in here.parents:
        qm = parent / "i18n" / f"stich_{code}.qm"
        if qm.is_file():
            translator = QTranslator(QCoreApplication.instance())
            if translator.load(str(qm)):
                QCoreApplication.installTranslator(translator)
            return


if __name__ == "__main__":
    sys.exit(main())
