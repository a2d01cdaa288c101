"""`python -m app` in its environment (issue 24): no display is a clear message with
exit code 2 rather than Qt's abort, `--demo` and `--screenshot` leave no folder behind
in the temporary directory, and the usage line names the command typed."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from app.ui.display import display_problem
from app.ui.main import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is X11/Wayland's")
@pytest.mark.slow
def test_no_display_is_a_clear_message_and_exit_code_2(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    run = subprocess.run(
        [sys.executable, "-m", "app", "--demo"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 2, (run.stdout, run.stderr)
    assert "no display" in run.stderr.lower()
    assert "QT_QPA_PLATFORM=offscreen" in run.stderr
    assert "Reinstalling" not in run.stderr and "Traceback" not in run.stderr


def test_which_environments_have_a_display() -> None:
    assert display_problem({}, "linux") is not None
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    # A platform chosen explicitly (offscreen, vnc, eglfs): Qt is told where to draw.
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    # Windows and macOS always have their own window system.
    assert display_problem({}, "win32") is None
    assert display_problem({}, "darwin") is None
    # A blank DISPLAY is no display.
    assert display_problem({"DISPLAY": " "}, "linux") is not None


@pytest.mark.slow
def test_the_demo_and_a_screenshot_leave_nothing_in_the_temp_folder(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    shot = tmp_path / "shot.png"
    assert main(["--demo", "--screenshot", str(shot), "--size", "800x600"]) == 0
    assert shot.is_file()
    assert list(temp.iterdir()) == []


def test_usage_names_the_command_typed(
    qapp, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["/usr/bin/mcr-tournament"])
    with pytest.raises(SystemExit):
        main(["--help"])
    assert capsys.readouterr().out.startswith("usage: mcr-tournament ")
    monkeypatch.setattr(sys, "argv", [str(ROOT / "app" / "__main__.py")])
    with pytest.raises(SystemExit):
        main(["--help"])
    assert capsys.readouterr().out.startswith("usage: python -m app ")
