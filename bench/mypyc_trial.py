"""What compiling the MCR evaluation with mypyc gives, measured without touching the tree:

    .venv/bin/python bench/mypyc_trial.py [bench_scoring.py's options]

Copies scoring/, tests/ and bench/ to a temporary folder, compiles the strictly typed
modules of the MCR evaluation there (MODULES) with mypyc (it ships with mypy; a C
compiler and Python's headers are needed), checks that the compiled copy scores the
bench's hands exactly as the pure-Python tree does (every fan, count and evidence, the
reading, the total), then runs bench/bench_scoring.py in the copy with the options
given. The repository is left as it is: the package stays pure Python.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The evaluation's hot modules: strictly typed, no class of theirs relies on a __dict__.
MODULES = (
    "scoring/tiles.py",
    "scoring/decompose.py",
    "scoring/mcr/reading.py",
    "scoring/mcr/detect.py",
    "scoring/mcr/context.py",
    "scoring/mcr/evaluate.py",
    "scoring/mcr/combine.py",
    "scoring/mcr/waiting.py",
    "scoring/mcr/tally.py",
    "scoring/mcr/tables.py",
)

# Run in each tree: a digest of every generated hand's full result.
DIGEST = """
import hashlib, sys
sys.path.insert(0, '.')
from scoring import HandError, score_hand
from tests.scoring_generator import HandGenerator
h = hashlib.sha256()
for g in HandGenerator(1).hands(3000):
    try:
        r = score_hand(g.notation)
    except HandError as error:
        h.update(str(error).encode())
        continue
    h.update(repr([(f.key, f.count, f.tiles) for f in r.fans]).encode())
    h.update(f"{r.reading} {r.total}".encode())
print(h.hexdigest())
"""


def digest(where: Path) -> str:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    run = subprocess.run(
        [sys.executable, "-c", DIGEST], cwd=where, env=env, capture_output=True, text=True
    )
    if run.returncode:
        raise SystemExit(f"scoring failed in {where}:\n{run.stderr}")
    return run.stdout.strip()


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="mypyc-trial-") as tmp:
        copy = Path(tmp)
        for part in ("scoring", "tests", "bench"):
            shutil.copytree(ROOT / part, copy / part, ignore=shutil.ignore_patterns("*.so"))
        print(f"compiling {len(MODULES)} modules with mypyc in {copy} ...", flush=True)
        build = subprocess.run(
            [sys.executable, "-m", "mypyc", *MODULES], cwd=copy, capture_output=True, text=True
        )
        if build.returncode:
            print(build.stdout[-3000:], build.stderr[-3000:], sep="\n")
            return 1
        pure, compiled = digest(ROOT), digest(copy)
        same = "the same" if pure == compiled else "DIFFERENT"
        print(f"results of 3,000 hands, pure Python and compiled: {same}")
        if pure != compiled:
            return 1
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        bench = [sys.executable, "bench/bench_scoring.py", *argv]
        return subprocess.run(bench, cwd=copy, env=env).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
