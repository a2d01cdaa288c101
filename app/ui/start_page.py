"""What the window shows while no tournament is open: create one, open one, the
recent ones, and why the last attempt failed."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class StartPage(QWidget):
    """A button for each of ``actions`` (New, Open) and for each of ``recent``.

    Signals:
        recentChosen(str): a recent file or server's button was pressed.
    """

    recentChosen = Signal(str)

    def __init__(self, actions: Sequence[QAction], recent: Sequence[str], parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        title = QLabel(
            self.tr(
                "<h1>MCR Tournament Manager</h1><p>Create a tournament or open one to start.</p>"
            ),
            self,
        )
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        for action in actions:
            # no mnemonic on a button of the start page: 新建比赛(&N) loses its (N) too
            text = re.sub(r"\(&\w\)|&", "", action.text())
            button = QPushButton(text, self)
            button.clicked.connect(action.trigger)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        for path in recent:
            button = QPushButton(path, self)
            button.setFlat(True)
            button.clicked.connect(lambda _=False, p=path: self.recentChosen.emit(p))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("startError")
        self.error_label.setStyleSheet("color: #c62828")
        self.error_label.setWordWrap(True)
        self.error_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.error_label)
        layout.addStretch(2)
