"""The main window's menus, their order and their shortcuts, as the guide describes
them; pinned when the window's code was split into modules (app/ui/menus.py)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from app.ui.demo_data import create_demo
from app.ui.window import MainWindow

STD = QKeySequence.StandardKey


def _keys(*shortcuts: QKeySequence.StandardKey | str) -> list[str]:
    """The shortcuts as Qt shows them (a standard key the platform lacks: none)."""
    return [text for s in shortcuts if (text := QKeySequence(s).toString())]


PAGES = ["players", "teams", "seating", "matches", "table", "standings", "reports", "hand"]


def _expected() -> list[tuple[str, list[object]]]:
    """(object name, shortcuts) of each entry, "---" for a separator, a submenu by its
    title; made while the application runs (the platform's standard keys need it)."""
    file = [
        ("new", _keys(STD.New)),
        ("open", _keys(STD.Open)),
        ("connect", _keys("Ctrl+Shift+O")),
        "Open recent",
        ("saveCopy", _keys(STD.Save)),
        ("closeDocument", _keys(STD.Close)),
        "---",
        ("quit", _keys(STD.Quit)),
    ]
    edit = [("undo", _keys(STD.Undo)), ("redo", _keys("Ctrl+Y", "Ctrl+Shift+Z")), "---"]
    edit += [("detailsAction", [])]
    view: list[object] = [("projector", _keys("F11")), ("history", _keys("Ctrl+H"))]
    view += [(f"page-{page}", _keys(f"Ctrl+{i}")) for i, page in enumerate(PAGES, start=1)]
    view += ["---", "Language", ("auditLogAction", _keys("Ctrl+Shift+H"))]
    tools = [
        ("tableSideEntry", _keys("Ctrl+Shift+T")),
        ("refereeQueueAction", _keys("Ctrl+Shift+R")),
    ]
    help_ = [("guide", _keys("F1")), ("guideWeb", []), ("aboutAction", [])]
    return [("File", file), ("Edit", edit), ("View", view), ("Tools", tools), ("Help", help_)]


def _entries(menu: QMenu) -> list[object]:
    entries: list[object] = []
    for action in menu.actions():
        if action.isSeparator():
            entries.append("---")
        elif action.menu() is not None:
            entries.append(action.text().replace("&", ""))
        else:
            entries.append((action.objectName(), [k.toString() for k in action.shortcuts()]))
    return entries


def _menus(window: MainWindow) -> list[tuple[str, list[object]]]:
    bar = window.menuBar()
    return [(a.text().replace("&", ""), _entries(a.menu())) for a in bar.actions() if a.menu()]


def test_menus_and_shortcuts(qtbot, tmp_path) -> None:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert _menus(window) == _expected()
    needs_a_tournament = [window.copy_action, window.close_action, window.projector_action]
    assert not any(a.isEnabled() for a in [*needs_a_tournament, window.history_action])
    assert window.open_file(str(create_demo(tmp_path)), remember=False)
    assert all(a.isEnabled() for a in [*needs_a_tournament, window.history_action])
    for page in PAGES:  # View > a page (Ctrl+1 to Ctrl+8) brings it to the front
        window.page_actions[page].trigger()
        assert window.current_page() == page
    window.close_document()
    assert not any(a.isEnabled() for a in needs_a_tournament)


def test_open_recent_lists_the_files_opened(qtbot, tmp_path) -> None:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert not window.recent_menu.isEnabled()
    demo = create_demo(tmp_path)
    assert window.open_file(str(demo))
    window.close_document()
    assert [a.text() for a in window.recent_menu.actions()] == [str(demo.resolve())]
    window.recent_menu.actions()[0].trigger()  # opens it again
    assert window.document is not None and window.current_page() == "standings"
    window.close_document()
