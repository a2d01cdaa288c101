"""Entry point of the desktop application: ``python -m app [FILE] [--demo]
[--screenshot OUT.png [--view NAME]]``."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.ui.window import PAGES, MainWindow

VIEWS = ("start",) + PAGES + ("projector", "waits")
SAMPLE_HAND = "[567m,2]123m456m789m55m|ES1000|2"


def install_translation(app: QApplication) -> None:
    """Load a translation for the system language when one is shipped (English first)."""
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "resources" / "i18n"
    translator = QTranslator(app)
    if translator.load(QLocale(), "mcr", "_", str(folder)):
        app.installTranslator(translator)


def prepare_view(window: MainWindow, view: str) -> object:
    """Bring ``view`` to the front with something worth seeing; return the widget."""
    if view == "start" or window.document is None:
        return window
    if view == "projector":
        projector = window.show_projector()
        projector.showNormal()
        projector.resize(1440, 810)
        return projector
    page = window.show_page("hand" if view == "waits" else view)
    if view == "waits":
        page.set_notation("1112345678999m|EE0000")
    elif view == "table":
        page.show_table(2, 1)
        page.hand_entry.set_notation("123m123p123s789s5p5p")
        page.sync_winds()
    elif view == "hand":
        page.set_notation(SAMPLE_HAND)
        page.claimed_fans_edit.setText("24, 28, 63, 76")
        page.claimed_total_edit.setText("50")
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app")
    parser.add_argument("file", nargs="?", help="a tournament file to open")
    parser.add_argument("--demo", action="store_true", help="open a demo tournament")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render a view and exit")
    parser.add_argument("--view", choices=VIEWS, default=None, help="the view to render")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("MCR Tournament Manager")
    install_translation(app)
    window = MainWindow()
    if args.demo:
        from app.ui.demo_data import create_demo

        window.open_file(str(create_demo()))
    elif args.file:
        window.open_file(args.file)
    window.show()
    if args.screenshot:
        window.resize(1440, 900)
        target = prepare_view(window, args.view or ("standings" if window.document else "start"))
        for _ in range(3):
            app.processEvents()
        ok = target.grab().save(args.screenshot)
        window.close()
        return 0 if ok else 1
    return app.exec()
