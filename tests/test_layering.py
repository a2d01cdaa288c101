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


# -- the service is the only way in (issue 22) -------------------------------------
# The domain imports none of the layers above or beside it, not even deferred, and
# nothing outside the domain and the stores reaches around the service to its store.
ABOVE_THE_DOMAIN = ("app.store", "app.importing", "app.export", "app.ui", "app.tournament")


def module_file(name: str) -> Path | None:
    """The source file of module `name` in this repository (None: not ours)."""
    base = ROOT.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def imported_names(path: Path) -> set[str]:
    """What `path` imports, with `from package import module` as package.module and
    relative imports resolved (an import inside a function counts too)."""
    names: set[str] = set()
    package = ".".join(path.relative_to(ROOT).parent.parts) if ROOT in path.parents else ""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return {n for n in names if n}


def imports_reached(path: Path) -> set[str]:
    """Every module imported by `path` and, through our own modules, by what they
    import in turn (any depth; an import inside a function counts)."""
    seen: set[str] = set()
    todo = [path]
    done: set[Path] = set()
    while todo:
        current = todo.pop()
        if current in done:
            continue
        done.add(current)
        for name in imported_names(current):
            parts = name.split(".")
            # "from app.store import x" also imports app and app.store's __init__
            for i in range(1, len(parts) + 1):
                prefix = ".".join(parts[:i])
                seen.add(prefix)
                found = module_file(prefix)
                if found is not None and top(prefix) == "app":
                    todo.append(found)
    return seen


def forbidden(names: set[str]) -> list[str]:
    return sorted(n for n in names if n.startswith(ABOVE_THE_DOMAIN) and _whole(n))


def _whole(name: str) -> bool:
    """`name` is one of ABOVE_THE_DOMAIN or inside it (app.storage is not app.store)."""
    return any(name == a or name.startswith(a + ".") for a in ABOVE_THE_DOMAIN)


@pytest.mark.parametrize("path", python_files("app/domain"), ids=str)
def test_the_domain_imports_nothing_above_it(path: Path) -> None:
    bad = forbidden(imports_reached(path))
    assert not bad, f"{path.relative_to(ROOT)} reaches {bad}"


def store_reach_throughs(path: Path) -> list[int]:
    """Lines where `path` takes the store of something (`x.store`, `getattr(x,
    "store")`); the package `app.store` named as `app.store` is no reach-through."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "store":
            if not (isinstance(node.value, ast.Name) and node.value.id == "app"):
                lines.append(node.lineno)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr", "setattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value == "store"
        ):
            lines.append(node.lineno)
    return sorted(lines)


def test_nothing_reaches_around_the_service_to_its_store() -> None:
    inside = (ROOT / "app" / "domain", ROOT / "app" / "store")
    offenders = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in python_files("app")
        if not any(folder in path.parents for folder in inside)
        for line in store_reach_throughs(path)
    ]
    assert offenders == []


def test_the_checkers_see_a_reach_through_and_a_deferred_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import app.store\n"
        "def f(service):\n"
        "    from app.importing import read_rows\n"
        "    app.store.open_store('x')\n"  # the package: not a reach-through
        "    service.workspace.store.get_hand(1, 1, 1)\n"
        "    return getattr(service, 'store')\n"
    )
    assert store_reach_throughs(sample) == [5, 6]
    assert {"app.importing", "app.store"} <= set(forbidden(imports_reached(sample)))
    deeper = tmp_path / "deeper.py"  # app.tournament imports the stores in turn
    deeper.write_text("def g():\n    from app import tournament\n")
    assert "app.store" in forbidden(imports_reached(deeper))
