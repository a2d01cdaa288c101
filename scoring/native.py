"""Which engine runs: the modules compiled with mypyc, or their pure-Python sources.

`packaging/compile_engine.py` compiles some of the engine's modules in place (an
extension module beside each source, one shared library `scoring/_native__mypyc.*`) and
writes a manifest, `scoring/native.manifest`: each compiled module with its source's
size, modification time and sha256. `guard()` runs first thing when `scoring` is
imported. The compiled modules are used only while every listed source is the one they
were compiled from; when a source changed (a developer edited it after compiling) or the
environment sets MCR_PURE_PYTHON=1, a finder put in front of Python's own gives the
pure-Python source for every listed module, so a stale compiled module never scores a
hand. Without a manifest (the wheel, a checkout never compiled) nothing is done; a
bundle (frozen) has no sources to compare or fall back to and runs what it was built
with.

Cheap on purpose (it runs on every import of `scoring`): one small text file read and a
stat per listed source; a source is hashed only when its size or time moved (a checkout
of the same text keeps the compiled modules). No json or hashlib import on that path.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.util import spec_from_file_location
from types import ModuleType
from typing import Final, Literal, NamedTuple

# Plain strings, not pathlib: this runs on every import of `scoring`.
HERE: Final = os.path.dirname(os.path.abspath(__file__))
MANIFEST: Final = os.path.join(HERE, "native.manifest")
# The manifest's first line; a file without it is not ours and is ignored.
MAGIC: Final = "# mcr-tournament compiled engine"
PURE_VARIABLE: Final = "MCR_PURE_PYTHON"
REBUILD: Final = "python packaging/compile_engine.py"

Kind = Literal["compiled", "pure", "stale"]


class Entry(NamedTuple):
    """One compiled module as the manifest lists it."""

    module: str  # dotted name, e.g. scoring.mcr.detect
    source: str  # its .py file's full path
    size: int
    mtime_ns: int
    sha256: str


@dataclass(frozen=True)
class Status:
    """What `guard()` decided: `kind`, over how many listed modules, and why."""

    kind: Kind
    modules: int
    reason: str = ""

    def describe(self) -> str:
        """What `--version` adds in brackets and the bench's header says, e.g.
        "engine: compiled, 13 modules" or "engine: pure Python, MCR_PURE_PYTHON=1"."""
        if self.kind == "compiled":
            head = f"engine: compiled, {self.modules} modules"
        else:
            head = "engine: pure Python"
        return head + (f", {self.reason}" if self.reason else "")


class PureSourceFinder:
    """Gives the .py source's spec for the listed modules, ahead of the extension
    modules Python's own path finder would prefer."""

    def __init__(self, sources: dict[str, str]) -> None:
        self.sources = sources

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.sources.get(fullname)
        if source is None:
            return None
        if not os.path.isfile(source):
            # Deleted since compiling: gone, as in a pure tree (its stale extension must
            # not be found instead).
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)
        return spec_from_file_location(fullname, source)


_decided: Status | None = None


def read_manifest(manifest: str = MANIFEST) -> list[Entry] | None:
    """The manifest's entries; None when there is none (or it is not ours)."""
    try:
        with open(manifest, encoding="utf-8") as file:
            lines = file.read().splitlines()
    except OSError:
        return None
    if not lines or not lines[0].startswith(MAGIC):
        return None
    root = os.path.dirname(os.path.dirname(manifest))
    entries = []
    for line in lines[1:]:
        if line and not line.startswith("#"):
            module, source, size, mtime_ns, sha256 = line.split("\t")
            path = os.path.join(root, *source.split("/"))
            entries.append(Entry(module, path, int(size), int(mtime_ns), sha256))
    return entries


def _changed(entry: Entry) -> bool:
    """Whether the source is no longer the text the module was compiled from."""
    try:
        info = os.stat(entry.source)
    except OSError:
        return True
    if info.st_size == entry.size and info.st_mtime_ns == entry.mtime_ns:
        return False
    import hashlib  # only when a time or size moved: hashlib loads OpenSSL

    with open(entry.source, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest() != entry.sha256


def guard(manifest: str = MANIFEST) -> Status:
    """Decide once which engine runs (see the module's text); later calls repeat it."""
    global _decided
    if _decided is not None:
        return _decided
    entries = read_manifest(manifest)
    if entries is None:
        _decided = Status("pure", 0)
        return _decided
    if getattr(sys, "frozen", False):
        # A bundle ships the compiled modules without their sources: nothing to compare
        # and nothing to fall back to (MCR_PURE_PYTHON cannot apply).
        _decided = Status("compiled", len(entries))
        return _decided
    stale = [e for e in entries if _changed(e)]
    forced = os.environ.get(PURE_VARIABLE, "") == "1"
    if stale or forced:
        sys.meta_path.insert(0, PureSourceFinder({e.module: e.source for e in entries}))
    if stale:
        root = os.path.dirname(os.path.dirname(manifest))
        names = ", ".join(os.path.relpath(e.source, root).replace(os.sep, "/") for e in stale)
        sys.stderr.write(
            f"scoring: the compiled engine is older than {names}; running pure Python. "
            f"Rebuild it with `{REBUILD}` (or remove it with --clean).\n"
        )
        _decided = Status("stale", len(entries), f"compiled modules stale: {names}")
    elif forced:
        _decided = Status("pure", len(entries), f"{PURE_VARIABLE}=1")
    else:
        _decided = Status("compiled", len(entries))
    return _decided


def _is_extension(module: str) -> bool:
    loaded = sys.modules.get(module)
    if loaded is None:
        import importlib

        loaded = importlib.import_module(module)
    return str(getattr(loaded, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))


def status() -> Status:
    """Which engine runs, as loaded (the listed modules are imported if they are not
    yet): `compiled` counts the modules that came from their extension, so a manifest
    whose extensions were removed, or built for another Python, reports `pure`."""
    decided = guard()
    entries = read_manifest() or []
    native = sum(_is_extension(e.module) for e in entries)
    if native == 0:
        if decided.kind == "compiled":
            return Status("pure", len(entries), "no compiled module found")
        return decided
    if native < len(entries):
        return Status("compiled", native, f"{len(entries) - native} of {len(entries)} pure")
    return Status("compiled", native)


# First thing when `scoring` is imported (its __init__ imports this module before any
# other of the package), so no listed module is loaded before the choice is made.
guard()
