"""Compile the scoring engine's hot modules with mypyc, in place; the package stays pure
Python wherever this is not run (the wheel, a machine without a C compiler).

    .venv/bin/python packaging/compile_engine.py            # compile MODULES (about a minute)
    .venv/bin/python packaging/compile_engine.py --clean    # back to pure Python
    .venv/bin/python packaging/compile_engine.py scoring/tiles.py ...   # a trial list

Beside each listed source it leaves its extension module (scoring/tiles.cpython-311-
x86_64-linux-gnu.so, .pyd on Windows), plus one shared library holding all their code,
scoring/_native__mypyc.*, and last a manifest, scoring/native.manifest: every compiled
module with its source's size, time and sha256 (scoring/native.py reads it each time
`scoring` is imported and runs the pure sources when one changed). The generated C and
the objects go to a temporary folder. mypyc ships with mypy (the test extra); it needs a
C compiler and Python's headers. Exit status: 0 compiled (or cleaned), 1 the build
failed (its output is shown; the tree is left pure), 2 something to install first.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import sysconfig
import tempfile
import time
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCORING = ROOT / "scoring"
MANIFEST = SCORING / "native.manifest"
MAGIC = "# mcr-tournament compiled engine"  # = scoring.native.MAGIC

# THE list of compiled modules (the bundle, CI, the tests and bench/mypyc_trial.py all
# read it here). A module qualifies when mypyc compiles it as it is: strictly typed, and
# no class of it writes an instance's __dict__ directly. Extend it when one is made so.
MODULES: tuple[str, ...] = (
    "scoring/tiles.py",
    "scoring/decompose.py",
    "scoring/notation.py",
    "scoring/readings.py",
    "scoring/hand.py",
    "scoring/mcr/reading.py",
    "scoring/mcr/detect.py",
    "scoring/mcr/registry.py",
    "scoring/mcr/context.py",
    "scoring/mcr/evaluate.py",
    "scoring/mcr/combine.py",
    "scoring/mcr/waiting.py",
    "scoring/mcr/tally.py",
    "scoring/mcr/tables.py",
    "scoring/mcr/rulings.py",
    # The shared core's results and settlement, and the other three systems.
    "scoring/engine.py",
    "scoring/value.py",  # the values' base: compiled with them (a native base)
    "scoring/result.py",
    "scoring/extras.py",
    "scoring/settlement.py",
    "scoring/option_values.py",
    "scoring/international/evaluate.py",
    "scoring/international/elements.py",
    "scoring/international/options.py",
    "scoring/international/settlement.py",
    "scoring/international/situational.py",
    "scoring/international/check.py",
    "scoring/shenzhen/evaluate.py",
    "scoring/shenzhen/items.py",
    "scoring/shenzhen/options.py",
    "scoring/shenzhen/outcome.py",
    "scoring/shenzhen/settlement.py",
    "scoring/shenzhen/check.py",
    "scoring/mahjong_online/evaluate.py",
    "scoring/mahjong_online/elements.py",
    "scoring/mahjong_online/liability.py",
    "scoring/mahjong_online/options.py",
    "scoring/mahjong_online/settlement.py",
    "scoring/mahjong_online/check.py",
    # The claim check (a referee's queue and table-side entry run it on every proposal).
    "scoring/explain.py",
    "scoring/claim_reasons.py",
    "scoring/verdict.py",
    "scoring/mcr/names.py",
    "scoring/names/fold.py",
)

# The shared library's dotted name: a fixed name inside the package (mypyc appends
# "__mypyc"), so the bundle's spec and .gitignore can name it and the repository's top
# level gets no file.
GROUP = "scoring._native"

INSTALL_HINT = (
    "Install a C compiler and Python's headers: on Debian or Ubuntu "
    "`sudo apt-get install gcc python3-dev` (bash .ci/setup does it), on macOS "
    "`xcode-select --install`, on Windows the Visual Studio Build Tools (C++). "
    "Without them the engine simply stays pure Python."
)


class Missing(Exception):
    """Something to install before compiling (exit status 2)."""


def say(line: str) -> None:
    print(f"compile_engine: {line}", flush=True)


def module_name(source: str) -> str:
    return source.removesuffix(".py").replace("/", ".")


def compiled_files() -> list[Path]:
    """Every extension module under scoring/ (the package has no other) and the
    manifest: what --clean removes."""
    found = [p for p in SCORING.rglob("*") if p.name.endswith(tuple(EXTENSION_SUFFIXES))]
    found += [p for p in SCORING.rglob("*.pyd")]  # Windows' suffixes, for a shared tree
    return sorted(set(found)) + ([MANIFEST] if MANIFEST.exists() else [])


def clean() -> int:
    """Removes the manifest first, so a half-removed tree is never taken as compiled."""
    files = compiled_files()
    for path in sorted(files, key=lambda p: p != MANIFEST):
        path.unlink()
    return len(files)


def check_tools(build: Path) -> str:
    """mypyc's version; raises Missing when mypyc, setuptools, Python's headers or a
    working C compiler is not there."""
    try:
        import mypy.version
        import mypyc.build  # noqa: F401 (imported to check it is there)
        import setuptools  # noqa: F401
    except ImportError as error:
        raise Missing(
            f"{error.name} is missing: mypyc ships with mypy and builds with setuptools; "
            "install the project's test extra (`.venv/bin/python -m pip install -e "
            "'.[test]'`, bash .ci/setup does it) or `pip install mypy setuptools`."
        ) from None
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        raise Missing(f"Python's headers are missing (no Python.h in {include}). {INSTALL_HINT}")
    # The compiler setuptools would use (CC and CFLAGS honoured), tried on a file that
    # includes Python.h: a missing program or header says so here, not after mypy ran.
    probe = build / "probe.c"
    probe.write_text("#include <Python.h>\nint mcr_probe(void) { return 0; }\n")
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.sysconfig import customize_compiler

    compiler = new_compiler()
    customize_compiler(compiler)
    try:
        compiler.compile([str(probe)], output_dir=str(build), include_dirs=[str(include)])
    except Exception as error:  # CompileError, or the program missing (OSError)
        cc = os.environ.get("CC", "")
        which = f" (CC={cc})" if cc else ""
        raise Missing(f"no working C compiler{which}: {error}. {INSTALL_HINT}") from None
    return str(mypy.version.__version__)


def manifest_line(root: Path, source: str) -> str:
    """One module's line of the manifest (scoring/native.py reads it): its dotted name,
    its source (relative, with /), the source's size, time (ns) and sha256."""
    path = root / source
    info = path.stat()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    fields = (module_name(source), source, info.st_size, info.st_mtime_ns, digest)
    return "\t".join(str(f) for f in fields)


def snapshot(sources: Sequence[str]) -> list[str]:
    """The manifest's lines, taken before the build: a source edited while it compiles
    then reads as changed, and the pure source runs."""
    return [manifest_line(ROOT, source) for source in sources]


def build(sources: Sequence[str], work: Path) -> None:
    """mypyc (types checked, C generated) then setuptools' build_ext --inplace."""
    from mypyc.build import mypycify
    from setuptools.dist import Distribution

    say(f"checking types and generating C for {len(sources)} modules (mypyc) ...")
    extensions = mypycify(list(sources), group_name=GROUP, target_dir=str(work / "c"))
    say(f"compiling C into {len(extensions)} extension modules (a minute or so) ...")
    # A bare Distribution, not setup(): setup() would read the project's pyproject.toml
    # (its metadata, the wheel's build steps), which has nothing to do with this build.
    options = ["-q", "build_ext", "--inplace", "--build-temp", str(work / "o")]
    options += ["--build-lib", str(work / "lib")]
    dist = Distribution({"name": "mcr-tournament-engine", "ext_modules": extensions})
    dist.script_args = options
    dist.parse_command_line()
    dist.run_commands()


def compile_engine(sources: Sequence[str]) -> int:
    missing = [s for s in sources if not (ROOT / s).is_file()]
    if missing:
        say(f"no such module: {', '.join(missing)}")
        return 2
    removed = clean()  # a failed build must leave the tree pure, not half old
    if removed:
        say(f"removed the {removed} files of the previous build")
    start = time.monotonic()
    os.chdir(ROOT)  # mypy reads its settings (pyproject.toml) and the paths from here
    with tempfile.TemporaryDirectory(prefix="mcr-compile-") as tmp:
        work = Path(tmp)
        try:
            mypy_version = check_tools(work)
        except Missing as error:
            say(str(error))
            return 2
        lines = snapshot(sources)
        try:
            build(sources, work)
        except (Exception, SystemExit) as error:  # setup() and mypyc exit on errors
            clean()
            say(f"the build failed ({error or type(error).__name__}); the engine stays pure Python")
            return 1
    header = (
        f"{MAGIC}: packaging/compile_engine.py; mypy {mypy_version}; "
        f"Python {sys.version.split()[0]}; {EXTENSION_SUFFIXES[0]}"
    )
    partial = MANIFEST.with_suffix(".partial")
    partial.write_text("\n".join([header, *lines]) + "\n", encoding="utf-8")
    partial.replace(MANIFEST)
    elapsed = time.monotonic() - start
    say(
        f"compiled {len(sources)} modules in {elapsed:.0f} s; manifest {MANIFEST.relative_to(ROOT)}"
    )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--clean", action="store_true", help="remove every compiled file and the manifest"
    )
    parser.add_argument("modules", nargs="*", help="for a trial: these sources instead of MODULES")
    args = parser.parse_args(argv)
    if args.clean:
        say(f"removed {clean()} files; the engine is pure Python")
        return 0
    return compile_engine(args.modules or MODULES)


if __name__ == "__main__":
    sys.exit(main())
