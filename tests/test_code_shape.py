"""The product's code stays in pieces a maintainer can hold in mind (issue 22): no
module over 600 lines and no function over 80 in app/, scoring/ and seating/. Tables of
data aside: the lines of a module-level assignment (MCR's table of 81 fans) do not count
toward a module's 600, and are not functions."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("app", "scoring", "seating")
MODULE_LINES = 600
FUNCTION_LINES = 80


def product_modules() -> list[Path]:
    return [p for folder in PRODUCT for p in sorted((ROOT / folder).rglob("*.py"))]


def code_lines(source: str) -> int:
    """A module's lines less those of its module-level assignments (its tables of data)."""
    tree = ast.parse(source)
    data = sum(
        (node.end_lineno or node.lineno) - node.lineno + 1
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
    )
    return len(source.splitlines()) - data


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
        if (n := code_lines(p.read_text(encoding="utf-8"))) > MODULE_LINES
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


def test_a_table_of_data_does_not_count_toward_a_module() -> None:
    table = "FANS = {\n" + "".join(f"    {i}: {i},\n" for i in range(700)) + "}\n"
    assert code_lines(table + "def f():\n    return FANS\n") == 2
