"""Entry point of the desktop application."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class MainWindow(QMainWindow):
    """The main window (a placeholder until the tournament views land)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("MCR Tournament Manager"))
        self.setCentralWidget(QLabel(self.tr("MCR Tournament Manager")))
        self.resize(1024, 700)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app")
    parser.add_argument("file", nargs="?")
    parser.add_argument("--demo", action="store_true")
    parser.add_argument("--screenshot")
    parser.add_argument("--view")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow()
    window.show()
    if args.screenshot:
        app.processEvents()
        window.grab().save(args.screenshot)
        return 0
    return app.exec()
