"""The app's licence and the third-party notices: declared in the package metadata,
naming every package the app installs with, and shown in Help > About."""

from __future__ import annotations

import re
from importlib.metadata import PackageNotFoundError, requires

from packaging.requirements import Requirement
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction

from app.resources import resource_path
from app.ui.about import AboutDialog, notices_text
from app.ui.window import MainWindow


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _runtime_distributions() -> set[str]:
    """Every distribution the app installs with (its requirements, their requirements,
    the extras it asks for such as psycopg[binary]), not the test extra."""
    found: set[str] = set()
    todo: list[tuple[str, frozenset[str]]] = [("mcr-tournament-manager", frozenset())]
    while todo:
        name, extras = todo.pop()
        if _key(name) in found and not extras:
            continue
        found.add(_key(name))
        try:
            wanted = requires(name) or []
        except PackageNotFoundError:
            continue  # a requirement for another platform
        for text in wanted:
            need = Requirement(text)
            markers = [{"extra": e} for e in extras] or [{"extra": ""}]
            if need.marker is None or any(need.marker.evaluate(m) for m in markers):
                todo.append((need.name, frozenset(need.extras)))
                for extra in need.extras:  # psycopg[binary] -> psycopg-binary
                    todo.append((f"{need.name}-{extra}", frozenset()))
    found.discard("mcr-tournament-manager")
    return found


def test_the_notices_name_every_package_the_app_installs_with() -> None:
    notices = _key((resource_path("licenses") / "THIRD-PARTY-NOTICES.md").read_text("utf-8"))
    installed = _runtime_distributions()
    assert {"pyside6-essentials", "psycopg", "reportlab", "openpyxl", "ortools"} <= installed
    missing = sorted(name for name in installed if name not in notices)
    assert not missing, f"not in THIRD-PARTY-NOTICES.md: {missing}"


def test_the_notices_say_how_to_replace_the_lgpl_libraries() -> None:
    text = notices_text()
    assert "LGPL" in text and "replace" in text and "_internal/PySide6" in text
    assert "MIT License" in text  # the app's own licence follows the notices


def test_help_about_shows_the_version_and_the_licences(qtbot, tmp_path) -> None:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    action = window.findChild(QAction, "aboutAction")
    assert action is not None and action.text() == "&About"
    action.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None and dialog.isVisible()
    from app.version import version

    assert version() in dialog.heading.text()
    assert "GNU LGPL 3.0" in dialog.browser.toPlainText()
    dialog.reject()
