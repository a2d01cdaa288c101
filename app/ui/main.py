"""Entry point of the desktop application: ``python -m app [FILE] [--demo]
[--screenshot OUT.png [--view NAME] [--size WxH]]``."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from app.ui.display import display_problem
from app.ui.language import (  # noqa: F401 - install/remove: the tests' way in
    I18N,
    install_translation,
    remove_translation,
    saved_language,
)
from app.ui.pages import PAGES
from app.ui.table.sheet import TableSheet
from app.ui.window import SETTINGS_NAME, MainWindow
from app.version import version_text
from scoring.terminal import program_name

VIEWS = (
    ("start",)
    + PAGES
    + (
        "projector",
        "projector-controls",
        "projector-chart",
        "history",
        "guide",
        "waits",
    )
)
SAMPLE_HAND = "[567m,2]123m456m789m55m|ES1000|2"


def prepare_view(window: MainWindow, view: str) -> QWidget:
    """Bring ``view`` to the front with something worth seeing; return the widget."""
    pages = window.pages
    if view == "start" or pages is None:
        return window
    if view in ("projector", "projector-chart", "projector-controls"):
        return _prepare_projector(window, view)
    if view == "history":  # the leader's sessions and charts
        window.show_page("standings")
        history = pages.standings.open_history()
        return history if history is not None else window  # no player yet: the page
    if view == "guide":
        return window.show_guide()
    window.show_page("hand" if view == "waits" else view)
    if view == "waits":
        pages.hand.set_notation("1112345678999m|EE0000")
    elif view == "table":
        show_open_table(window, pages.table)
    elif view == "hand":
        pages.hand.set_notation(SAMPLE_HAND)
        pages.hand.claimed_fans_edit.setText("24, 28, 63, 76")
        pages.hand.claimed_total_edit.setText("50")
    return window


def _prepare_projector(window: MainWindow, view: str) -> QWidget:
    """The projector (a window of its own), or its panel on the standings page."""
    projector = window.show_projector()
    if projector is None:  # no tournament open
        return window
    if view == "projector-controls":  # the standings page with the projector's panel
        projector.hide()
        return window
    projector.showNormal()
    projector.resize(1440, 810)
    if view == "projector-chart":  # the leaders' chart, shown between sessions
        projector.show_chart()
    return projector


def show_open_table(window: MainWindow, sheet: TableSheet) -> None:
    """The first table still being played, with a hand being entered by its winner."""
    if window.document is None:
        return
    statuses = window.document.workspace.statuses()
    status = next(
        (s for s in statuses if s.state.value == "open" and s.hands_entered),
        statuses[0] if statuses else None,
    )
    if status is None:
        return
    sheet.show_table(status.session, status.table)
    form = sheet.hand_form
    form.winner_combo.setCurrentIndex(0)
    form.from_combo.setCurrentIndex(3)
    sheet.hand_entry.set_notation("123m123p123s789s5p5p")


def _size(text: str) -> tuple[int, int]:
    """--size WxH: a window size in pixels, each side 200 to 8000 (a usage error else)."""
    width, sep, height = text.strip().lower().partition("x")
    if sep and width.isdigit() and height.isdigit():
        w, h = int(width), int(height)
        if 200 <= w <= 8000 and 200 <= h <= 8000:
            return w, h
    raise argparse.ArgumentTypeError(
        f"'{text}' is not a window size: write WIDTHxHEIGHT in pixels, e.g. 1280x800"
        " (each from 200 to 8000)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=program_name("app"))
    parser.add_argument("--version", action="version", version=version_text("mcr-tournament"))
    parser.add_argument("file", nargs="?", help="a tournament file to open")
    parser.add_argument("--demo", action="store_true", help="open a demo tournament")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render a view and exit")
    parser.add_argument("--view", choices=VIEWS, default=None, help="the view to render")
    parser.add_argument(
        "--size",
        type=_size,
        default=(1440, 900),
        metavar="WxH",
        help="window size of a screenshot run (default 1440x900)",
    )
    parser.add_argument("--lang", help="user interface language, e.g. zh_CN (default: system)")
    args = parser.parse_args(argv)
    problem = None if QApplication.instance() else display_problem(os.environ, sys.platform)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    # The demo's file and a screenshot's settings live in temporary folders removed
    # when the app ends (a window still holding the file is closed first).
    with contextlib.ExitStack() as temporary:
        return _run(args, temporary)


def _temporary_folder(temporary: contextlib.ExitStack, prefix: str) -> Path:
    folder = tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True)
    return Path(temporary.enter_context(folder))


def _run(args: argparse.Namespace, temporary: contextlib.ExitStack) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("MCR Tournament Manager")
    settings = None
    if args.screenshot:  # a rendering run leaves the user's settings alone
        ini = _temporary_folder(temporary, "mcr-shot-") / "settings.ini"
        settings = QSettings(str(ini), QSettings.Format.IniFormat)
        # Written out before its folder goes, so nothing is left to write (and no folder
        # made again) when the object is deleted later.
        temporary.callback(settings.sync)
        language = args.lang
    else:  # --lang, else the language chosen in the app, else the system's
        language = args.lang or saved_language(QSettings(*SETTINGS_NAME))
    translator = install_translation(app, language)
    if args.lang and translator is None and not args.lang.lower().startswith("en"):
        print(f"warning: no translation for '{args.lang}': English is shown.", file=sys.stderr)
    window = MainWindow(settings)
    temporary.callback(_release, window)  # runs before the folders are removed
    if args.demo:
        from app.ui.demo_data import create_demo

        demo = create_demo(_temporary_folder(temporary, "mcr-demo-"))
        window.open_file(str(demo), remember=False)
    elif args.file:
        window.open_file(args.file)
    window.show()
    if args.screenshot:
        width, height = args.size
        window.resize(width, height)
        target = prepare_view(window, args.view or ("standings" if window.document else "start"))
        if target is not window:  # the projector is a window of its own
            target.resize(width, height)
        for _ in range(3):
            app.processEvents()
        ok = target.grab().save(args.screenshot)
        window.close()
        if not ok:
            print(
                f"error: cannot write the screenshot to {args.screenshot}"
                " (is the folder there, writable, and the name ending in .png?)",
                file=sys.stderr,
            )
        return 0 if ok else 1
    return app.exec()


def _release(window: MainWindow) -> None:
    """Close the tournament the window holds, so its temporary file can go."""
    if window.document is not None:
        window.close_document()
