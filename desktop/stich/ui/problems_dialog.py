"""Bad files in words: the start-up dialog that lists them, and the texts for a file the
player chose that cannot be used.

The store says what is wrong with a stable ``reason`` id and one English line of detail
(``Problem.what``); the player reads the reason in their language, which file it is, where it
was kept, and the detail in small print for a bug report.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..store.errors import Problem, StoreError
from ..store.settings_file import SettingsProblem


def reason_text(reason: str) -> str:
    """What is wrong, as the end of a sentence ("... is damaged (not valid JSON)")."""
    # Literal calls so that lupdate sees every text.
    texts = {
        "unreadable": QCoreApplication.translate("problems", "cannot be read"),
        "not_utf8": QCoreApplication.translate("problems", "is not a text file"),
        "not_json": QCoreApplication.translate("problems", "is damaged (not valid JSON)"),
        "wrong_format": QCoreApplication.translate("problems",
                                                   "is not the right kind of file"),
        "newer_version": QCoreApplication.translate(
            "problems", "was written by a newer version of Stich"),
        "old_version": QCoreApplication.translate(
            "problems", "comes from a version of Stich too old to read"),
        "invalid": QCoreApplication.translate(
            "problems", "holds something that does not fit (edited by hand?)"),
        "not_database": QCoreApplication.translate("problems",
                                                   "is damaged (not a database)"),
        "foreign": QCoreApplication.translate("problems", "belongs to another program"),
        "unavailable": QCoreApplication.translate(
            "problems", "cannot be used right now (is Stich running twice?)"),
        "unwritable": QCoreApplication.translate(
            "problems", "cannot be written (disk full or no permission)"),
    }
    return texts.get(reason, texts["invalid"])


def file_text(path: Path, base: Path | None = None) -> str:
    """Which file, in words: the saved match, the settings, a preset file..."""
    name = path.name
    if name == "match.json" or name == "match.previous.json":
        return QCoreApplication.translate("problems", "The saved match")
    if name.startswith("history.sqlite3"):
        return QCoreApplication.translate("problems", "The hand history and statistics")
    if name == "settings.ini":
        return QCoreApplication.translate("problems", "The settings")
    if path.parent.name == "presets":
        return QCoreApplication.translate("problems", "A house-rule preset")
    if base is not None and path == base:
        return QCoreApplication.translate("problems", "The data folder")
    return QCoreApplication.translate("problems", "A file")


def problem_html(problem: Problem, base: Path | None = None) -> str:
    """One bad file: which, what is wrong, where it is kept; the English detail small."""
    if isinstance(problem, SettingsProblem):
        return settings_html(problem)
    head = QCoreApplication.translate("problems", "<b>%1</b>: %2 %3.", "file, name, reason")
    text = head.replace("%1", html.escape(file_text(problem.path, base))) \
        .replace("%2", html.escape(problem.path.name)).replace(
            "%3", html.escape(reason_text(problem.reason)))
    if problem.kept_as is not None:
        kept = QCoreApplication.translate(
            "problems", "Set aside as %1 (nothing was deleted); Stich goes on without this "
            "file.")
        text += "<br>" + kept.replace("%1", html.escape(problem.kept_as.name))
    elif problem.reason == "unavailable":
        text += "<br>" + html.escape(QCoreApplication.translate(
            "problems", "Left as it is; this session keeps its hands in memory only."))
    detail = QCoreApplication.translate("problems", "Details: %1")
    text += "<br><small>" + html.escape(detail.replace("%1", problem.what)) + "</small>"
    return text


def setting_text(key: str) -> str:
    """A setting in words (the name in the settings dialog or menu); else its key."""
    names = {
        "ui/language": QCoreApplication.translate("problems", "Language"),
        "table/speed": QCoreApplication.translate("problems", "Animation speed"),
        "window/geometry": QCoreApplication.translate("problems", "Window size and position"),
        "newgame/last": QCoreApplication.translate("problems",
                                                   "The last choices in New game"),
        "table/high_contrast": QCoreApplication.translate("problems", "High-contrast felt"),
        "table/four_colour": QCoreApplication.translate("problems", "Four-colour French deck"),
        "table/card_back": QCoreApplication.translate("problems", "Card back"),
        "table/card_scale": QCoreApplication.translate("problems", "Card size"),
        "table/marks": QCoreApplication.translate("problems", "Colour-blind-safe marks"),
        "aids/hint": QCoreApplication.translate("problems", "Hint"),
        "aids/undo": QCoreApplication.translate("problems", "Undo"),
        "aids/review": QCoreApplication.translate("problems", "Could I have done better?"),
        "aids/why": QCoreApplication.translate("problems", "Why?"),
    }
    return names.get(key, key)


def settings_html(problem: SettingsProblem) -> str:
    """A settings file with values or lines that cannot be used: each of them, that those
    values are back to their defaults, where the copy of the file is."""
    e = html.escape
    head = QCoreApplication.translate("problems", "<b>%1</b>: %2 holds values Stich cannot "
                                      "use.", "file, name")
    text = head.replace("%1", e(file_text(problem.path))).replace("%2", e(problem.path.name))
    items = []
    for v in problem.values:
        line = QCoreApplication.translate("problems", "%1 (%2): “%3” is not a possible value.",
                                          "setting, its key in the file, the stored value")
        items.append(line.replace("%1", e(setting_text(v.key))).replace(
            "%2", e(_in_file(v.key))).replace("%3", e(_unquoted(v.stored))))
    for number, stray in problem.lines:
        line = QCoreApplication.translate("problems", "Line %1 is not a setting: “%2”.",
                                          "line number, the line")
        items.append(line.replace("%1", e(str(number))).replace("%2", e(stray.strip()[:60])))
    text += "<ul style='margin-left:-20px'>" + "".join(f"<li>{x}</li>" for x in items) + \
        "</ul>"
    after = []
    if problem.values:
        after.append(QCoreApplication.translate(
            "problems", "These settings are back to their defaults; the others are kept."))
    if problem.kept_as is not None:
        after.append(QCoreApplication.translate(
            "problems", "A copy of the file as it was is kept as %1 (nothing was deleted)."
        ).replace("%1", problem.kept_as.name))
    else:
        after.append(QCoreApplication.translate(
            "problems", "No copy of the file could be written, so it was left as it is."))
    text += e(" ".join(after))
    detail = QCoreApplication.translate("problems", "Details: %1")
    return text + "<br><small>" + e(detail.replace("%1", problem.what)) + "</small>"


def _in_file(key: str) -> str:
    """``ui/language`` as it reads in the INI file: ``[ui] language``."""
    group, _, name = key.rpartition("/")
    return f"[{group}] {name}" if group else name


def _unquoted(stored: str) -> str:
    if len(stored) >= 2 and stored[0] == stored[-1] and stored[0] in "'\"":
        return stored[1:-1]
    return stored


def error_html(error: StoreError) -> str:
    """A file the player chose (Load match, Import...) that cannot be used; it was left as
    it is."""
    path = error.path or Path()
    head = QCoreApplication.translate("problems", "<b>%1</b> %2.", "file name, reason")
    text = head.replace("%1", html.escape(path.name)).replace(
        "%2", html.escape(reason_text(error.reason)))
    text += "<br>" + html.escape(QCoreApplication.translate(
        "problems", "The file was not changed."))
    detail = QCoreApplication.translate("problems", "Details: %1")
    return text + "<br><small>" + html.escape(detail.replace("%1", error.problem)) + "</small>"


def open_folder(path: Path) -> bool:
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class ProblemsDialog(QDialog):
    """Lists every bad file found at start; non-modal to the event loop (``open()``)."""

    def __init__(self, problems: Sequence[Problem], base: Path,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problems = list(problems)
        self.base = base
        self.resize(620, 360)
        box = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        self.list = QLabel(self)
        self.list.setWordWrap(True)
        self.list.setTextFormat(Qt.TextFormat.RichText)
        self.list.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.list.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.list)
        box.addWidget(scroll, 1)
        self.folder = QLabel(self)
        self.folder.setWordWrap(True)
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.folder)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.open_button = QPushButton(self)
        self.buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda: open_folder(self.base))
        self.buttons.accepted.connect(self.accept)
        box.addWidget(self.buttons)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Some files could not be used"))
        self.intro.setText(self.tr(
            "Stich found a problem with its files and carried on. Nothing was deleted."))
        self.list.setText("<br><br>".join(problem_html(p, self.base) for p in self.problems))
        self.folder.setText(self.tr("Data folder: %1").replace("%1", str(self.base)))
        self.open_button.setText(self.tr("Open the data folder"))

    def text(self) -> str:
        """Everything the dialog says (tests)."""
        return "\n".join((self.intro.text(), self.list.text(), self.folder.text()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
