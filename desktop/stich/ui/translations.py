"""The interface language: finds and installs the translations, switches them at runtime.

Stich's own texts come from ``i18n/stich_<code>.qm`` (built from the ``.ts`` files by
``scripts/build-translations``; never committed); Qt's own texts (standard buttons, the line
edit's context menu) from Qt's ``qtbase_<code>.qm``. Switching installs the new translators and
removes the old ones; Qt then sends ``QEvent.LanguageChange`` to every widget, and each window
retranslates itself in ``changeEvent``. ``QLocale.setDefault`` makes numbers follow the
language too.

Where the ``.qm`` files are looked for, in order: ``$STICH_I18N_DIR``; ``i18n/`` inside a
PyInstaller bundle (``sys._MEIPASS``); ``stich/i18n/`` in the installed package; ``i18n/`` in
the source tree above this file.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

# Each language under its own name (never translated: a player looks for their own language).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "es": "Español"}
DEFAULT = "en"
SETTINGS_KEY = "ui/language"
# The country whose number format a language uses when the system's own locale is another one.
_LOCALES = {"en": "en_GB", "de": "de_DE", "es": "es_ES"}


def normalize(code: str | None) -> str | None:
    """``"de_AT"``, ``"de-DE"``, ``"DE"`` -> ``"de"``; None for a language we do not have."""
    if not code:
        return None
    short = code.replace("-", "_").split("_")[0].split(".")[0].lower()
    return short if short in LANGUAGES else None


def system_language() -> str:
    """The first of the system's preferred UI languages that Stich speaks (else English)."""
    for name in QLocale.system().uiLanguages():
        code = normalize(name)
        if code is not None:
            return code
    return normalize(QLocale.system().name()) or DEFAULT


def translation_dirs() -> list[Path]:
    dirs: list[Path] = []
    env = os.environ.get("STICH_I18N_DIR")
    if env:
        dirs.append(Path(env))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        dirs.append(Path(bundle) / "i18n")
    here = Path(__file__).resolve()
    dirs.append(here.parent.parent / "i18n")  # stich/i18n in an installed package
    dirs.extend(parent / "i18n" for parent in here.parents)
    return dirs


def qm_file(code: str) -> Path | None:
    for d in translation_dirs():
        qm = d / f"stich_{code}.qm"
        if qm.is_file():
            return qm
    return None


def locale_for(code: str) -> QLocale:
    """The system locale when it is of this language (keeps de_AT, es_MX...), else a default."""
    system = QLocale.system()
    if normalize(system.name()) == code:
        return system
    return QLocale(_LOCALES.get(code, code))


class LanguageManager(QObject):
    """Installs one language at a time; ``changed`` is emitted after a switch."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current = ""
        self.missing: list[str] = []  # .qm files that could not be found or loaded
        self._translators: list[QTranslator] = []

    def set_language(self, code: str) -> str:
        """Switch to ``code`` (a code we do not have means English); returns the code used."""
        code = normalize(code) or DEFAULT
        app = QCoreApplication.instance()
        for t in self._translators:
            QCoreApplication.removeTranslator(t)
        self._translators = []
        self.missing = []
        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if code != "en" and qt.load(f"qtbase_{code}", qt_dir):
            self._translators.append(qt)
        own = QTranslator(app)
        qm = qm_file(code)
        if qm is not None and own.load(str(qm)):
            self._translators.append(own)
        else:
            self.missing.append(f"stich_{code}.qm")
        for t in self._translators:
            QCoreApplication.installTranslator(t)
        QLocale.setDefault(locale_for(code))
        self.current = code
        self.changed.emit(code)
        return code

    def remember(self, code: str) -> None:
        from . import prefs

        prefs.qsettings().setValue(SETTINGS_KEY, code)


_manager: LanguageManager | None = None


def manager() -> LanguageManager:
    """The application's one language manager (made on first use)."""
    global _manager
    if _manager is None:
        _manager = LanguageManager(QCoreApplication.instance())
    return _manager


def startup_language(requested: str | None = None) -> str:
    """``--lang`` if given, else the language chosen in the settings, else the system's."""
    from . import prefs

    stored = prefs.qsettings().value(SETTINGS_KEY, "")  # not text: ignored (prefs.check_all)
    return normalize(requested) or normalize(stored if isinstance(stored, str) else "") \
        or system_language()


def switch_language(code: str, remember: bool = True) -> str:
    """Install ``code`` now; every open window retranslates itself (``LanguageChange``)."""
    used = manager().set_language(code)
    if remember:
        manager().remember(used)
    return used
