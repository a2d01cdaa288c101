"""`serve` as the organiser runs it, a process of its own: its first line, who can
reach it, Ctrl+C and SIGTERM stop it cleanly, and a port in use, a bad host or half a
certificate is one clear line (docs/contracts.md, "Table-side entry")."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web_helpers import get, small_tournament

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def cup(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("serve") / "cup.mcrt"
    small_tournament(path)
    return path


def start(*args: str, background: bool = False) -> subprocess.Popen[str]:
    """`serve` in a process; `background`: started as a shell's background job is, with
    Ctrl+C ignored (the command must still stop on it: it is how the organiser stops it)."""
    return subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", *args],
        cwd=ROOT,
        preexec_fn=(lambda: signal.signal(signal.SIGINT, signal.SIG_IGN)) if background else None,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "serve", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("stop", "background"),
    [(signal.SIGINT, False), (signal.SIGTERM, False), (signal.SIGINT, True)],
    ids=["ctrl-c", "sigterm", "ctrl-c-background"],
)
def test_serve_says_where_and_stops_cleanly(
    cup: Path, stop: signal.Signals, background: bool
) -> None:
    process = start(str(cup), "--port", "0", background=background)
    try:
        first = process.stdout.readline() if process.stdout else ""
        match = re.fullmatch(r"Serving on (http://127\.0\.0\.1:(\d+)/)\n", first)
        assert match, first
        second = process.stdout.readline() if process.stdout else ""
        assert "only this computer" in second
        assert get(match[1] + "api/v1/standings")[0] == 200
        process.send_signal(stop)
        out, err = process.communicate(timeout=30)
    finally:
        process.kill() if process.poll() is None else None
    assert process.returncode == 0, err
    assert "Traceback" not in err and err == ""
    assert out.rstrip().endswith("Stopped.")


def test_a_port_in_use_is_one_message(cup: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = run(str(cup), "--port", str(port))
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.splitlines() == [
        f"error: Port {port} on 127.0.0.1 is already in use (another server, or this one "
        "still running): stop it, or choose another port with --port."
    ]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--host", "no-such-host.invalid"], "not an address of this computer"),
        (["--certfile", "cert.pem"], "Give both --certfile and --keyfile"),
        (["--certfile", "missing.pem", "--keyfile", "missing.key"], "Cannot use the certificate"),
        (["--port", "70000"], "the port must be from 0 to 65535"),
    ],
)
def test_bad_serve_options_are_one_message(cup: Path, args: list[str], said: str) -> None:
    done = run(str(cup), "--port", "0", *args)
    assert done.returncode in (1, 2) and "Traceback" not in done.stderr
    errors = [line for line in done.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1 and said in errors[0]
