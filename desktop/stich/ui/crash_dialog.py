"""What the player sees after an unexpected error: the match was saved first, where the log
is, and that the app goes on. Shown by the crash handler (``crash_hook.py``); one dialog at a
time: errors while it is open are only logged.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

if TYPE_CHECKING:
    from ..store.logging_setup import CrashReport

_open: list[QMessageBox] = []


class CrashDialog(QMessageBox):
    def __init__(self, report: CrashReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(self.tr("Unexpected error"))
        if report.saved:
            text = self.tr("Something went wrong inside Stich. Your match was saved first, so "
                           "nothing is lost, and you can go on playing.")
        elif report.save_error:
            text = self.tr("Something went wrong inside Stich, and your match could not be "
                           "saved (%1). You can try to go on playing.").replace(
                               "%1", report.save_error)
        else:
            text = self.tr("Something went wrong inside Stich. You can go on.")
        self.setText(text)
        if report.log_path is not None:
            self.setInformativeText(self.tr("The details are in the log: %1").replace(
                "%1", str(report.log_path)))
        else:
            self.setInformativeText(self.tr("The log could not be written; the details went "
                                            "to the console."))
        self.setDetailedText(report.summary)
        self.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.open_button: QPushButton | None = None
        if report.log_path is not None:
            self.open_button = self.addButton(self.tr("Open the log folder"),
                                              QMessageBox.ButtonRole.ActionRole)
            folder: Path = report.log_path.parent
            self.open_button.clicked.connect(lambda: _open_folder(folder))


def _open_folder(folder: Path) -> None:
    from .problems_dialog import open_folder

    open_folder(folder)


def show_crash(report: CrashReport, parent: QWidget | None = None) -> CrashDialog | None:
    """Show the report (non-blocking); ``None`` while another crash dialog is open."""
    _open[:] = [d for d in _open if d.isVisible()]
    if _open:
        return None
    dialog = CrashDialog(report, parent)
    _open.append(dialog)
    dialog.open()
    return dialog
