"""The application installs like one: the built wheel, installed into a fresh virtual
environment, gives the three commands with one version, and finds its translations
and fonts inside the installed package, run from a folder far from the checkout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import venv
import zipfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = ("mcr-tournament", "mcr-tournament-cli", "mcr-score")
# What a wheel is built from; nothing else of the checkout may be needed.
# docs/: the guide, which the build (packaging/guide_build.py) copies into the package
# for Help > Guide; packaging/: that build step.
SOURCES = ("pyproject.toml", "README.md", "app", "scoring", "seating")
SOURCES += ("docs", "packaging")

# Files packaging/compile_engine.py leaves in a checkout (their contents do not matter).
COMPILED = (
    f"scoring/tiles{EXTENSION_SUFFIXES[0]}",
    f"scoring/_native__mypyc{EXTENSION_SUFFIXES[0]}",
    "scoring/native.manifest",
)

pytestmark = pytest.mark.slow


def _project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def _run(args: list[str], cwd: Path, env: dict[str, str], timeout: float = 300) -> str:
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, str]]:
    """(bin folder of the fresh environment, a work folder outside the checkout, env)."""
    base = tmp_path_factory.mktemp("install")
    source = base / "source"
    source.mkdir()
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src, source / name)
    # A checkout where the engine was compiled in place (packaging/compile_engine.py):
    # the wheel stays pure Python, so none of these may reach it.
    for compiled in COMPILED:
        (source / compiled).write_bytes(b"# mcr-tournament compiled engine\n")
    wheels = base / "wheels"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    _run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
        + ["-w", str(wheels), str(source)],
        base,
        env,
    )
    (wheel,) = wheels.glob("mcr_tournament_manager-*.whl")
    target = base / "env"
    venv.create(target, with_pip=True)
    bin_dir = target / ("Scripts" if os.name == "nt" else "bin")
    # The same versions of the dependencies as here: found in pip's cache, and what the
    # rest of the tests ran with.
    frozen = _run(
        [sys.executable, "-m", "pip", "freeze", "--exclude", "mcr-tournament-manager"], base, env
    )
    constraints = base / "constraints.txt"
    constraints.write_text(
        "\n".join(line for line in frozen.splitlines() if "==" in line and "@" not in line)
    )
    _run(
        [str(bin_dir / "python"), "-m", "pip", "install", "-q", "-c", str(constraints)]
        + [str(wheel)],
        base,
        env,
        900,
    )
    work = base / "work"
    work.mkdir()
    return bin_dir, work, env


def test_each_command_says_the_package_version(installed):
    bin_dir, work, env = installed
    expected = _project_version()
    for command in COMMANDS:
        out = _run([str(bin_dir / command), "--version"], work, env)
        # The wheel is pure Python: the command-line programs say so.
        engine = " (engine: pure Python)" if command != "mcr-tournament" else ""
        assert out.strip() == f"{command} {expected}{engine}"


def test_the_wheel_is_pure_python_even_from_a_compiled_checkout(installed):
    bin_dir, _work, _env = installed
    (wheel,) = (bin_dir.parent.parent / "wheels").glob("mcr_tournament_manager-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "scoring/native.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd", ".manifest"))]


def test_the_installed_package_is_used_with_its_resources(installed):
    bin_dir, work, env = installed
    probe = (
        "import app, app.ui.main as m, app.export.fonts as f;"
        "print(app.__file__); print(m.I18N / 'mcr_zh_CN.qm'); print(f._sans_files()[0]);"
        "print(f._cjk_file())"
    )
    app_file, qm, font, cjk = _run([str(bin_dir / "python"), "-c", probe], work, env).split()
    site = bin_dir.parent
    for path in (app_file, qm, font, cjk):
        assert Path(path).is_file() and Path(path).is_relative_to(site), path


def test_the_installed_web_server_finds_its_pages_files(installed):
    bin_dir, work, env = installed
    probe = "import app.web.app as w; print(*sorted(p.name for p in w.STATIC.iterdir()))"
    out = _run([str(bin_dir / "python"), "-c", probe], work, env)
    # Every file of the pages (the results' and the seats'), as in the project's folder.
    shipped = sorted(p.name for p in (ROOT / "app" / "web" / "static").iterdir())
    assert "seat.js" in shipped and out.split() == shipped


def test_the_installed_package_carries_its_licence_and_the_notices(installed):
    bin_dir, work, env = installed
    probe = (
        "import importlib.metadata as m, app.ui.about as a;"
        "d = m.distribution('mcr-tournament-manager');"
        "print(d.metadata['License-Expression']); print(a.notices_text()[:60])"
    )
    out = _run([str(bin_dir / "python"), "-c", probe], work, env)
    assert out.splitlines()[0] == "MIT"
    assert "Third-party software" in out


def test_the_installed_guide_is_found_inside_the_package(installed):
    bin_dir, work, env = installed
    probe = "from app.ui.guide import guide_file; print(guide_file())"
    guide = Path(_run([str(bin_dir / "python"), "-c", probe], work, env).strip())
    assert guide.is_relative_to(bin_dir.parent), guide
    assert guide.read_text(encoding="utf-8").startswith("# Guide for organisers and referees")
    assert (guide.parent / "images" / "players.png").is_file()
    # the Chinese guide, for a Chinese interface, with its pictures of the Chinese views
    probe = "from app.ui.guide import guide_file; print(guide_file('zh_CN'))"
    chinese = Path(_run([str(bin_dir / "python"), "-c", probe], work, env).strip())
    assert chinese == guide.parent / "guide.zh_CN.md"
    assert chinese.read_text(encoding="utf-8").startswith("# 组织者和裁判使用指南")
    assert (guide.parent / "images" / "players-zh.png").is_file()
    # Help > Guide (F1) in the installed GUI shows it, pictures included
    shot = work / "guide.png"
    _run(
        [str(bin_dir / "mcr-tournament"), "--demo", "--screenshot", str(shot), "--view", "guide"],
        work,
        env,
    )
    assert shot.stat().st_size > 10000


def test_installed_commands_run_a_tournament(installed):
    bin_dir, work, env = installed
    cli = str(bin_dir / "mcr-tournament-cli")
    out = _run([str(bin_dir / "mcr-score"), "[567m,2]123p456s789s55p|ES1000|2"], work, env)
    assert "Mixed Straight" in out or "Pure Straight" in out or "fan" in out.lower()
    _run([cli, "new", "t.mcrt", "--name", "Installed Open", "--sessions", "2"], work, env)
    for i in range(8):
        _run([cli, "players", "add", "t.mcrt", f"Игрок {i} Ng"], work, env)
    _run([cli, "seat", "t.mcrt", "--seed", "1"], work, env)
    _run([cli, "export", "t.mcrt", "--pdf", "r.pdf", "--xlsx", "r.xlsx"], work, env)
    assert (work / "r.pdf").read_bytes().startswith(b"%PDF")
    assert b"DejaVuSans" in (work / "r.pdf").read_bytes()


def test_installed_gui_shows_the_chinese_translation(installed):
    bin_dir, work, env = installed
    shot = work / "hand-zh.png"
    _run(
        [str(bin_dir / "mcr-tournament"), "--demo", "--screenshot", str(shot)]
        + ["--view", "hand", "--lang", "zh_CN"],
        work,
        env,
    )
    assert shot.stat().st_size > 10000
    # The translation was found inside the installed package and loads.
    probe = (
        "from PySide6.QtCore import QCoreApplication, QLocale, QTranslator;"
        "from app.ui.main import I18N; a = QCoreApplication([]); t = QTranslator();"
        "print(t.load(QLocale('zh_CN'), 'mcr', '_', str(I18N)))"
    )
    assert _run([str(bin_dir / "python"), "-c", probe], work, env).strip() == "True"


def test_the_installed_seating_library_is_found_and_checked(installed):
    bin_dir, work, env = installed
    probe = (
        "import seating.library as l; lib = l.shipped();"
        "print(l.LIBRARY_FILE); print(len(lib.plans), len(lib.refused))"
    )
    path, counts = _run([str(bin_dir / "python"), "-c", probe], work, env).splitlines()
    assert Path(path).is_file() and Path(path).is_relative_to(bin_dir.parent), path
    plans, refused = map(int, counts.split())
    assert plans >= 9 and refused == 0
