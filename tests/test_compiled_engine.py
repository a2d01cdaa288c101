"""The engine compiled with mypyc (packaging/compile_engine.py) scores exactly as its pure
sources, and the guard (scoring/native.py) never lets a stale compiled module score.

A copy of the tree is compiled in a temporary folder (the checkout is never touched);
each check runs a fresh interpreter in that copy. Run as a script, this file prints the
fingerprint of every result the bench's corpora give (`--fingerprint`), one line each.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
# What compiling needs: the package, the script, mypy's settings; the tests for the
# corpora's generators (and this file); app/ and docs/ for the tests' fixtures and docs.
PARTS = ("scoring", "packaging", "tests", "app", "docs", "pyproject.toml")
# The bench's corpora (bench/bench_scoring.py's defaults and seed).
SEED, HANDS, TABLES, CLAIMS, OTHERS = 1, 5_000, 1_000, 2_000, 2_000
HAND = "[567m,2]123p456s789s55p|ES0000|2|from=1"


def fingerprint() -> list[str]:
    """Every result of the bench's corpora as text: MCR hands (fans with their counts and
    evidence, the reading, the total, the payments), wait tables and waits, claim checks
    (right and one fan too many), and the other three systems' hands with payments."""
    from scoring import HandError, get_rule_system, score_hand, wait_table, waits
    from scoring.explain import check_claims
    from scoring.shenzhen import RULES as SHENZHEN
    from tests.mahjong_online_generator import MOHandGenerator
    from tests.rules_international_generator import IntlHandGenerator
    from tests.rules_shenzhen_generator import cases as shenzhen_cases
    from tests.scoring_generator import HandGenerator

    def result_text(call: Callable[[], Any]) -> str:
        try:
            r = call()
        except HandError as error:
            return f"refused: {error}"
        fans = [(f.key, f.fan_id, f.name, f.points, f.count, f.evidence) for f in r.fans]
        try:
            payments = repr(r.payments)
        except HandError as error:
            payments = f"no payments: {error}"
        text = f"{r.rule_system} {r.kind} {fans} | {r.reading} | {r.total} | {payments}"
        # An evidence object without a repr of its own (MahJong Online's tiles): its
        # address differs from run to run; its contents are in the reading and the fans.
        return re.sub(r" at 0x[0-9a-f]+>", ">", text)

    lines = []
    hands = HandGenerator(SEED).hands(max(HANDS, TABLES, CLAIMS))
    for h in hands[:HANDS]:
        lines.append(result_text(lambda n=h.notation: score_hand(n)))
    for h in hands[:TABLES]:
        table = [(t, result_text(lambda r=r: r)) for t, r in wait_table(h.waiting)]
        lines.append(f"waits {waits(h.waiting)} table {table}")
    for h in hands[:CLAIMS]:
        try:
            names = [f.name for f in score_hand(h.notation).fans for _ in range(f.count)]
        except HandError:
            continue
        for claimed in (names, [*names, "Mixed Triple Chow"]):
            check = check_claims(h.notation, claimed)
            reasons = [w.reason for w in check.wrong]  # the words a referee reads
            lines.append(
                f"claim {result_text(lambda c=check: c.result)} {check.correct} "
                f"{check.missing} {check.wrong} {reasons} {check.all_right}"
            )
    for h in IntlHandGenerator(SEED).hands(OTHERS):
        lines.append(result_text(lambda h=h: score_hand(h, rules="international")))
    for case in shenzhen_cases(OTHERS, seed=SEED):
        resolved = SHENZHEN.resolve_options(case.options)
        call = lambda c=case, o=resolved: score_hand(c.record, rules=SHENZHEN, options=o)  # noqa: E731
        lines.append(result_text(call))
    online = get_rule_system("mahjong-online")
    for h in MOHandGenerator(SEED).hands(OTHERS):
        lines.append(result_text(lambda h=h: score_hand(h, rules=online)))
    return lines


# Run in a tree: which engine runs and where each listed module came from.
PROBE = """
import sys
from importlib.machinery import EXTENSION_SUFFIXES
sys.path.insert(0, '.')
import scoring
from scoring.native import read_manifest, status
print(status().describe())
for entry in read_manifest() or []:
    print(entry.module, sys.modules[entry.module].__file__.endswith(tuple(EXTENSION_SUFFIXES)))
print(scoring.score_hand("HAND").total)
""".replace("HAND", HAND)


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MCR_PURE_PYTHON")}
    return {**env, "PYTHONHASHSEED": "0", **extra}


def _run(tree: Path, args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=tree, env=_env(**env), capture_output=True, text=True
    )


def _copy(base: Path) -> Path:
    for part in PARTS:
        source = ROOT / part
        ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "native.manifest")
        if source.is_dir():
            shutil.copytree(source, base / part, ignore=ignore)
        else:
            shutil.copy2(source, base / part)
    return base


def _probe(tree: Path, **env: str) -> tuple[str, dict[str, bool], str, str]:
    """(the status line, {module: came from its extension}, the hand's total, stderr)."""
    run = _run(tree, ["-c", PROBE], **env)
    assert run.returncode == 0, run.stderr
    first, *modules, total = run.stdout.splitlines()
    loaded = {line.split()[0]: line.split()[1] == "True" for line in modules}
    return first, loaded, total, run.stderr


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the tree, compiled by its own packaging/compile_engine.py."""
    tree = _copy(tmp_path_factory.mktemp("compiled"))
    run = _run(tree, ["packaging/compile_engine.py"])
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"compile_engine: compiled {len(_compile_engine().MODULES)} modules" in run.stdout
    return tree


def _compile_engine() -> Any:
    """packaging/compile_engine.py as a module (packaging/ is not a package)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import compile_engine
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return compile_engine


def _modules() -> tuple[str, ...]:
    engine = _compile_engine()
    return tuple(engine.module_name(m) for m in engine.MODULES)


@pytest.mark.slow
def test_the_compiled_engine_runs_and_says_so(compiled: Path) -> None:
    line, loaded, total, stderr = _probe(compiled)
    modules = _modules()
    assert line == f"engine: compiled, {len(modules)} modules"
    assert loaded == dict.fromkeys(modules, True)
    assert total == "6" and stderr == ""
    # The shared library has its fixed name inside the package; nothing at the top.
    suffix = EXTENSION_SUFFIXES[0]
    assert (compiled / "scoring" / f"_native__mypyc{suffix}").is_file()
    assert not [p for p in compiled.iterdir() if p.name.endswith(suffix)]
    assert not (compiled / "build").exists()
    version = _run(compiled, ["-m", "scoring", "--version"])
    assert version.stdout.strip().endswith(f" (engine: compiled, {len(modules)} modules)")


@pytest.mark.slow
def test_compiled_and_pure_give_the_same_results_on_every_bench_corpus(compiled: Path) -> None:
    script = ["tests/test_compiled_engine.py", "--fingerprint"]
    native = _run(compiled, script)
    pure = _run(compiled, script, MCR_PURE_PYTHON="1")
    assert native.returncode == 0 and pure.returncode == 0, native.stderr + pure.stderr
    assert native.stdout.splitlines()[0].startswith("engine: compiled")
    assert pure.stdout.splitlines()[0] == "engine: pure Python, MCR_PURE_PYTHON=1"
    a, b = native.stdout.splitlines()[1:], pure.stdout.splitlines()[1:]
    expected = HANDS + TABLES + 3 * OTHERS
    assert len(a) > expected + CLAIMS and len(a) == len(b)
    for line_a, line_b in zip(a, b, strict=True):
        assert line_a == line_b
    # The results carry what they should (not a column of errors).
    assert sum(line.startswith("MCR win") for line in a) > HANDS * 0.9
    assert sum(" | {" in line for line in a) > HANDS * 0.5  # payments by seat


# The engine's contract tests that hold for any build (no Qt, no app): run again on the
# compiled copy, where a typed argument is checked by mypyc before the body runs (None
# given as a hand must still get its HandError, not a bare TypeError).
CONTRACT_TESTS = (
    "tests/test_scoring_errors.py",
    "tests/test_claim_messages.py",
    "tests/test_claim_names.py",
    "tests/test_claim_reasons.py",
    "tests/test_claim_reasons_issue25.py",
    "tests/test_claims_other_systems.py",
    "tests/test_claim_corpus_international.py",
    "tests/test_claim_corpus_mahjong_online.py",
    "tests/test_claim_corpus_shenzhen.py",
    "tests/test_engine_claims.py",
    "tests/test_value_classes.py",
    "tests/test_core_values.py",
    "tests/test_claim_values.py",
)  # not test_claim_probe.py: it subclasses Reasons, which a compiled class refuses


@pytest.mark.slow
def test_the_engine_contract_tests_pass_compiled(compiled: Path) -> None:
    run = _run(compiled, ["-m", "pytest", "-q", "-p", "no:cacheprovider", *CONTRACT_TESTS])
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " passed" in run.stdout.splitlines()[-1]
    probe = _probe(compiled)
    assert probe[0].startswith("engine: compiled")  # the run above was not pure by accident


@pytest.mark.slow
def test_pure_python_on_request(compiled: Path) -> None:
    line, loaded, total, stderr = _probe(compiled, MCR_PURE_PYTHON="1")
    assert line == "engine: pure Python, MCR_PURE_PYTHON=1"
    assert loaded and not any(loaded.values())
    assert total == "6" and stderr == ""


@pytest.mark.slow
def test_a_source_edited_after_compiling_runs_pure_and_says_how_to_rebuild(
    compiled: Path,
) -> None:
    source = compiled / "scoring" / "mcr" / "tally.py"
    text, info = source.read_bytes(), source.stat()
    try:
        # Touched, the same text (a checkout): still compiled, silently.
        os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns + 10**9))
        line, loaded, _total, stderr = _probe(compiled)
        assert line.startswith("engine: compiled") and all(loaded.values())
        assert stderr == ""
        # Edited: every listed module runs from its source, one line says why and how.
        source.write_bytes(text + b"\n# edited after compiling\n")
        line, loaded, total, stderr = _probe(compiled)
        assert line == "engine: pure Python, compiled modules stale: scoring/mcr/tally.py"
        assert loaded and not any(loaded.values())
        assert total == "6"
        assert stderr.count("\n") == 1
        assert "scoring/mcr/tally.py" in stderr
        assert "python packaging/compile_engine.py" in stderr
        # Deleted: gone, as from a pure tree (its extension is not taken instead).
        source.unlink()
        broken = _run(compiled, ["-c", PROBE])
        assert "compiled engine is older than scoring/mcr/tally.py" in broken.stderr
        assert "No module named 'scoring.mcr.tally'" in broken.stderr
    finally:
        source.write_bytes(text)
        os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns))
    line, loaded, _total, stderr = _probe(compiled)
    assert line.startswith("engine: compiled") and all(loaded.values()) and stderr == ""


def test_the_guard_tells_a_changed_source_from_a_touched_one(tmp_path: Path) -> None:
    """The guard's reading of a manifest, in this process (no compiling: fast)."""
    from scoring import native

    compile_engine = _compile_engine()
    (tmp_path / "scoring").mkdir()
    source = tmp_path / "scoring" / "probe_module.py"
    source.write_text("ANSWER = 42\n")
    manifest = tmp_path / "scoring" / "native.manifest"
    line = compile_engine.manifest_line(tmp_path, "scoring/probe_module.py")
    manifest.write_text(f"{compile_engine.MAGIC}: test\n{line}\n")
    (entry,) = native.read_manifest(str(manifest)) or []
    assert entry.module == "scoring.probe_module" and entry.source == str(source)
    assert not native._changed(entry)
    info = source.stat()
    os.utime(source, ns=(info.st_atime_ns, info.st_mtime_ns + 10**9))  # touched
    assert not native._changed(entry)
    source.write_text("ANSWER = 43\n")  # the same size, another text
    assert native._changed(entry)
    source.unlink()
    assert native._changed(entry)
    finder = native.PureSourceFinder({entry.module: entry.source})
    with pytest.raises(ModuleNotFoundError):
        finder.find_spec(entry.module)
    assert finder.find_spec("scoring.other") is None
    # Not ours: ignored.
    manifest.write_text("something else\n")
    assert native.read_manifest(str(manifest)) is None
    assert native.read_manifest(str(tmp_path / "missing")) is None
    assert native.Status("compiled", 13).describe() == "engine: compiled, 13 modules"
    assert native.Status("pure", 0).describe() == "engine: pure Python"


def _fake_build(tree: Path) -> list[Path]:
    """A previous build's files (contents do not matter: they must go)."""
    files = [
        tree / "scoring" / f"tiles{EXTENSION_SUFFIXES[0]}",
        tree / "scoring" / f"_native__mypyc{EXTENSION_SUFFIXES[0]}",
        tree / "scoring" / "native.manifest",
    ]
    for path in files:
        path.write_bytes(b"# mcr-tournament compiled engine\n")
    return files


@pytest.mark.slow
@pytest.mark.parametrize("how", ["no compiler on PATH", "CC names a missing program"])
def test_without_a_compiler_it_says_what_to_install_and_leaves_the_tree_pure(
    tmp_path: Path, how: str
) -> None:
    tree = _copy(tmp_path)
    old = _fake_build(tree)
    if how == "no compiler on PATH":
        (tmp_path / "empty").mkdir()
        env = {"PATH": str(tmp_path / "empty")}
    else:
        env = {"CC": str(tmp_path / "no-such-cc")}
    run = _run(tree, ["packaging/compile_engine.py"], **env)
    assert run.returncode == 2
    assert "no working C compiler" in run.stdout
    assert "apt-get install gcc" in run.stdout
    assert "Traceback" not in run.stdout + run.stderr
    assert not any(path.exists() for path in old)
    line, loaded, total, stderr = _probe(tree)
    assert line == "engine: pure Python" and loaded == {} and total == "6"


@pytest.mark.slow
def test_clean_removes_every_compiled_file(tmp_path: Path) -> None:
    tree = _copy(tmp_path)
    old = _fake_build(tree)
    run = _run(tree, ["packaging/compile_engine.py", "--clean"])
    assert run.returncode == 0 and "removed 3 files" in run.stdout
    assert not any(path.exists() for path in old)


if __name__ == "__main__" and sys.argv[1:] == ["--fingerprint"]:
    sys.path.insert(0, os.getcwd())  # the tree run in, not this file's folder
    import scoring.native

    print(scoring.native.status().describe())
    print("\n".join(fingerprint()))
