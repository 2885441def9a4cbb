"""The main window. For now it lists the games the engine knows; the table grows here."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from ..engine.game import game_names, get_game


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Stich"))
        self.resize(1280, 800)
        self.setMinimumSize(1024, 700)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        title = QLabel(self.tr("Stich"), body)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = title.font()
        font.setPointSize(32)
        title.setFont(font)
        layout.addStretch(1)
        layout.addWidget(title)
        games = ", ".join(get_game(n).title for n in game_names())
        self.games_label = QLabel(games, body)
        self.games_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.games_label)
        layout.addStretch(1)
        self.setCentralWidget(body)
