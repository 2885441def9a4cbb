"""The ``stich`` entry point: the Qt application and its main window.

Headless switches: ``--smoke`` (start, show the main window, exit 0 once idle) and
``--autoplay GAME [--rules PRESET] [--players N] [--hands N] [--screenshot PNG] [--size WxH]
[--seed S] [--speed X] [--lang CODE]``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any


class _Plain:
    """The switches of a plain start (no switch, or ``--smoke``): argparse is not imported."""

    smoke = False
    autoplay: str | None = None
    rules = screenshot = lang = None
    hands = 1
    players: int | None = None
    size: tuple[int, int] | None = None
    seed: int | None = None
    speed = "fast"


def _size(text: str) -> tuple[int, int]:
    """``WxH`` as two numbers."""
    import argparse

    try:
        w, h = text.lower().split("x")
        return int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"WxH, e.g. 1024x700, not {text!r}") from None


def _parse(argv: Sequence[str]) -> tuple[Any, list[str]]:
    if all(a == "--smoke" for a in argv):
        plain = _Plain()
        plain.smoke = bool(argv)
        return plain, []
    import argparse

    parser = argparse.ArgumentParser(prog="stich", description="Schafkopf-family card games")
    parser.add_argument("--smoke", action="store_true",
                        help="start, show the main window, and exit 0 once idle")
    parser.add_argument("--autoplay", metavar="GAME",
                        help="bots in every seat play hands of GAME with real animations")
    parser.add_argument("--rules", metavar="PRESET", default=None, help="house-rule preset")
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="players at the --autoplay table (default: the game's usual "
                        "number; one its rules allow)")
    parser.add_argument("--hands", type=int, default=1, help="hands to autoplay (default 1)")
    parser.add_argument("--screenshot", metavar="PNG", help="save the table mid-hand here")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="the --autoplay window's size, e.g. 1024x700 (default 1280x800; "
                        "at least 1024x700)")
    parser.add_argument("--seed", type=int, default=None, help="deal seed for --autoplay")
    parser.add_argument("--speed", default="fast",
                        choices=("slow", "normal", "fast", "instant"),
                        help="animation speed for --autoplay (default fast)")
    parser.add_argument("--lang", metavar="CODE",
                        help="interface language: en, de or es (default: the one chosen in the "
                        "settings, else the system's)")
    return parser.parse_known_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args, qt_args = _parse(sys.argv[1:] if argv is None else list(argv))

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from . import source_cache

    source_cache.install()  # before the app's own modules are imported
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    from .app_icon import install_icon

    install_icon(app)
    app.setApplicationName("Stich")
    app.setOrganizationName("Stich")
    # Before the first window only the settings file (its language, speed, geometry); the
    # data folder's log, the settings check, the store (SQLite, the engine), the bad-file
    # dialog and the resume prompt come once it is up.
    from . import prefs

    base = prefs.data_dir()
    prefs.open_prefs(base / prefs.SETTINGS_FILE)
    from .translations import startup_language, switch_language

    switch_language(startup_language(args.lang), remember=False)

    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    from . import crash_hook

    crash_hook.install(window)
    if args.smoke:  # the first window is up: done
        QTimer.singleShot(0, app, app.quit)
        return app.exec()

    def begin() -> None:
        from . import session
        from .startup import StartUp

        run = session.Session(base).begin()
        session.set_current(run)
        app.aboutToQuit.connect(run.close)
        if args.autoplay:
            run.autosave_enabled = False  # bots only: never replace the player's saved match
        else:
            StartUp(window, run).run()

    QTimer.singleShot(0, app, begin)
    if args.autoplay:
        from ..engine.errors import StichError
        from .autoplay import Autoplay

        try:
            runner = Autoplay(window, args.autoplay, args.rules, args.hands, args.screenshot,
                              seed=args.seed, speed=args.speed, players=args.players,
                              size=args.size)
        except StichError as e:
            print(f"stich: error: {e}", file=sys.stderr)
            return 2
        code = app.exec()
        return runner.exit_code if runner.exit_code is not None else code
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
