"""The product's code stays in pieces a maintainer can hold in mind (issue 22): no
module over 600 lines and no function over 80 in app/, scoring/ and seating/. Tables of
data are assignments, not functions, so they do not count against the second rule."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("app", "scoring", "seating")
MODULE_LINES = 600
FUNCTION_LINES = 80


def product_modules() -> list[Path]:
    return [p for folder in PRODUCT for p in sorted((ROOT / folder).rglob("*.py"))]


def long_functions(source: str, limit: int = FUNCTION_LINES) -> list[tuple[str, int, int]]:
    """(name, first line, length) of each function or method longer than `limit` lines,
    its decorators and docstring included."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            length = (node.end_lineno or node.lineno) - first + 1
            if length > limit:
                found.append((node.name, first, length))
    return found


def test_no_module_over_600_lines() -> None:
    big = {
        str(p.relative_to(ROOT)): n
        for p in product_modules()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MODULE_LINES
    }
    assert big == {}


def test_no_function_over_80_lines() -> None:
    long = [
        f"{p.relative_to(ROOT)}:{line} {name} ({length} lines)"
        for p in product_modules()
        for name, line, length in long_functions(p.read_text(encoding="utf-8"))
    ]
    assert long == []


def test_the_measure_sees_a_long_method_and_its_decorator() -> None:
    body = "\n".join(f"        x{i} = {i}" for i in range(79))
    source = f"class A:\n    @staticmethod\n    def f():\n{body}\n"
    assert long_functions(source) == [("f", 2, 81)]
    assert long_functions(source, limit=81) == []
