"""Pure Python and compiled with mypyc, side by side, without touching the tree:

    .venv/bin/python bench/mypyc_trial.py [--modules a.py,b.py] [bench_scoring.py's options]

Copies scoring/, packaging/, tests/, bench/ and pyproject.toml to a temporary folder,
compiles the copy with its packaging/compile_engine.py (its MODULES, or --modules for a
trial list), checks that the compiled copy gives exactly the pure sources' results on
every bench corpus (tests/test_compiled_engine.py's fingerprint: all four systems'
fans, counts, evidence, readings, totals and payments, wait tables, claim checks), then
runs bench/bench_scoring.py in the copy twice, pure Python (MCR_PURE_PYTHON=1) and
compiled, and ends with their median ratios side by side. Each ratio is taken in its
own run against the C++ reference, so the two columns compare although the load moves.
A C compiler and Python's headers are needed (packaging/compile_engine.py says which).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
Completed = subprocess.CompletedProcess[str]
PARTS = ("scoring", "packaging", "tests", "bench", "pyproject.toml")


def run(where: Path, args: list[str], pure: bool, capture: bool) -> Completed:
    env = {k: v for k, v in os.environ.items() if k != "MCR_PURE_PYTHON"}
    env["PYTHONHASHSEED"] = "0"
    if pure:
        env["MCR_PURE_PYTHON"] = "1"
    return subprocess.run(
        [sys.executable, *args], cwd=where, env=env, capture_output=capture, text=True
    )


def ratios(output: str) -> dict[str, str]:
    """bench_scoring.py's median ratios to the reference, by what was measured."""
    found: dict[str, str] = {}
    section = last = ""
    for line in output.splitlines():
        if line.startswith("scoring "):
            section = "MCR hand"
        elif line.startswith("full wait tables"):
            section = "full wait table"
        elif match := re.match(r"\s+ours: (.+?)\s+median ", line):
            last = match[1]
        elif match := re.search(r"ratio ours/reference: median ([\d.]+x)", line):
            found[section] = match[1]
        elif match := re.search(r"ratio to the reference's MCR hand: median ([\d.]+x)", line):
            found[last] = match[1]
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", help="comma-separated sources to compile (a trial)")
    opts, bench_args = parser.parse_known_args(argv)
    with tempfile.TemporaryDirectory(prefix="mypyc-trial-") as tmp:
        copy = Path(tmp)
        ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "native.manifest")
        for part in PARTS:
            if (ROOT / part).is_dir():
                shutil.copytree(ROOT / part, copy / part, ignore=ignore)
            else:
                shutil.copy2(ROOT / part, copy / part)
        modules = opts.modules.split(",") if opts.modules else []
        build = run(copy, ["packaging/compile_engine.py", *modules], pure=False, capture=False)
        if build.returncode:
            return build.returncode
        fingerprint = ["tests/test_compiled_engine.py", "--fingerprint"]
        pure, compiled = (run(copy, fingerprint, p, capture=True) for p in (True, False))
        if pure.returncode or compiled.returncode:
            print(pure.stderr, compiled.stderr, sep="\n")
            return 1
        same = pure.stdout.splitlines()[1:] == compiled.stdout.splitlines()[1:]
        count = len(pure.stdout.splitlines()) - 1
        print(
            f"results on the bench corpora ({count:,} lines), pure Python and compiled: "
            f"{'the same' if same else 'DIFFERENT'}",
            flush=True,
        )
        if not same:
            return 1
        outputs = {}
        for name, pure_run in (("pure Python", True), ("compiled", False)):
            print(f"\n=== bench_scoring.py, {name} ===", flush=True)
            bench = run(copy, ["bench/bench_scoring.py", *bench_args], pure_run, capture=True)
            print(bench.stdout, end="", flush=True)
            if bench.returncode not in (0, 1):  # 1: --check found a target missed
                print(bench.stderr)
                return bench.returncode
            outputs[name] = ratios(bench.stdout)
    print("\nmedian ratio to the reference, each in its own run:")
    print(f"  {'':<20} {'pure Python':>12} {'compiled':>10}")
    for label, value in outputs["pure Python"].items():
        print(f"  {label:<20} {value:>12} {outputs['compiled'].get(label, '?'):>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
