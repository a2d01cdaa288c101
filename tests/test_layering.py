"""The core libraries stay headless: only app/ui may import Qt, and scoring/seating never
import app (arrows point down only)."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def python_files(*folders: str) -> list[Path]:
    return [p for folder in folders for p in sorted((ROOT / folder).rglob("*.py"))]


def top(name: str) -> str:
    return name.split(".")[0]


@pytest.mark.parametrize("path", python_files("scoring", "seating"), ids=str)
def test_core_libraries_import_neither_qt_nor_app(path: Path) -> None:
    bad = {m for m in imported_modules(path) if top(m) in QT_MODULES or top(m) == "app"}
    assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


@pytest.mark.slow
def test_only_app_ui_imports_qt() -> None:
    offenders = []
    for path in python_files("app", "scoring", "seating"):
        if (ROOT / "app" / "ui") in path.parents:
            continue
        if any(top(m) in QT_MODULES for m in imported_modules(path)):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_the_checker_sees_an_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport app.domain\n")
    assert {"PySide6.QtCore", "app.domain"} <= imported_modules(sample)
