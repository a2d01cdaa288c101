"""Where a station's password comes from (issue 21, item 3), on a real server that
asks for one (scram-sha-256 over TCP, tests/pg_cluster.py): a hidden prompt in a
terminal, PGPASSWORD, the password file (~/.pgpass, PGPASSFILE); never required on
the command line, never kept in a tournament, its audit log or a message."""

from __future__ import annotations

import os
import select
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psycopg
import pytest

from tests.pg_cluster import started

ROOT = Path(__file__).resolve().parent.parent
PASSWORD = "Ev3nt-pw-21"


@pytest.fixture(scope="module")
def cluster():
    c = started(PASSWORD)
    yield c
    c.stop()


@pytest.fixture
def url(cluster):
    """An empty database of its own; its address holds no password."""
    name = f"pw_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(cluster.admin_url(), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    return f"postgresql://postgres@127.0.0.1:{cluster.port}/{name}"


@pytest.fixture
def env(tmp_path):
    """The CLI's environment: no password from the tester's own setup, a home of its own."""
    e = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    e["HOME"] = str(tmp_path / "home")
    (tmp_path / "home").mkdir()
    return e


def run_cli(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "app.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.slow
def test_without_a_password_the_cli_says_how_to_give_one(url, env):
    code, out, err = run_cli(env, "new", url, "--name", "Spring Open")
    assert code == 1, out + err
    assert "asks for a password" in err and "PGPASSWORD" in err and "~/.pgpass" in err
    assert "Traceback" not in err and PASSWORD not in out + err


@pytest.mark.slow
def test_pgpassword_is_used(url, env):
    env["PGPASSWORD"] = PASSWORD
    code, out, err = run_cli(env, "new", url, "--name", "Spring Open")
    assert code == 0, err
    assert PASSWORD not in out + err
    code, out, err = run_cli(env, "audit", url)
    assert code == 0 and "new tournament" in out and PASSWORD not in out


@pytest.mark.parametrize("where", ["PGPASSFILE", "~/.pgpass"])
@pytest.mark.slow
def test_the_password_file_is_used(url, env, tmp_path, cluster, where):
    file = tmp_path / "passwords" if where == "PGPASSFILE" else Path(env["HOME"]) / ".pgpass"
    file.write_text(f"127.0.0.1:{cluster.port}:*:postgres:{PASSWORD}\n", encoding="utf-8")
    file.chmod(0o600)  # libpq ignores a password file others can read
    if where == "PGPASSFILE":
        env["PGPASSFILE"] = str(file)
    code, out, err = run_cli(env, "new", url, "--name", "Spring Open")
    assert code == 0, err
    code, out, err = run_cli(env, "players", "add", url, "Ann")
    assert code == 0, err


@pytest.mark.slow
def test_a_wrong_password_is_said_without_showing_it(url, env):
    wrong = "Wr0ng-guess-77"
    code, out, err = run_cli(env, "standings", f"{url}?password={wrong}")
    assert code == 1 and "password authentication failed" in err, err
    assert wrong not in out + err and "Traceback" not in err


def _in_a_terminal(env: dict[str, str], args: list[str], typed: str) -> tuple[int, str]:
    """Run the CLI with a terminal as its input and output; type `typed` at the
    password prompt. What the terminal showed, and the exit status."""
    import pty

    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli", *args],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        cwd=ROOT,
        env=env,
        start_new_session=True,  # no other terminal to ask on
    )
    os.close(slave)
    shown = b""
    deadline = time.monotonic() + 120
    answered = False
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            shown += chunk
        if not answered and b"Password for" in shown:
            os.write(master, typed.encode() + b"\n")
            answered = True
        if proc.poll() is not None and not ready:
            break
    code = proc.wait(timeout=60)
    os.close(master)
    return code, shown.decode(errors="replace")


@pytest.mark.slow
def test_in_a_terminal_the_password_is_asked_hidden(url, env):
    code, shown = _in_a_terminal(env, ["new", url, "--name", "Spring Open"], PASSWORD)
    assert code == 0, shown
    assert "Password for postgresql://postgres@127.0.0.1" in shown
    assert PASSWORD not in shown  # not echoed, not printed
    assert "Created postgresql://postgres@127.0.0.1" in shown


def test_in_a_terminal_a_wrong_password_is_one_message(url, env):
    code, shown = _in_a_terminal(env, ["standings", url], "Wr0ng-guess-77")
    assert code == 1 and "password authentication failed" in shown, shown
    assert "Wr0ng-guess-77" not in shown and "Traceback" not in shown


@pytest.mark.slow
def test_copy_keeps_no_password_in_either_audit_log(url, env, tmp_path, cluster):
    source = f"{url}?password={PASSWORD}"
    assert run_cli(env, "new", source, "--name", "Spring Open")[0] == 0
    assert run_cli(env, "players", "add", source, "Ann")[0] == 0
    copy = tmp_path / "taken home.mcrt"
    code, out, err = run_cli(env, "copy", source, str(copy))
    assert code == 0, err
    assert PASSWORD not in out + err
    with sqlite3.connect(copy) as db:
        rows = db.execute("SELECT operation, key, old, new, station FROM audit").fetchall()
    assert any("copied from postgresql://postgres@127.0.0.1" in str(r) for r in rows), rows
    assert PASSWORD not in repr(rows)
    assert PASSWORD.encode() not in copy.read_bytes()
    # and back onto the server, the password again in the address
    name = f"pw_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(cluster.admin_url(), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    target = f"postgresql://postgres:{PASSWORD}@127.0.0.1:{cluster.port}/{name}"
    code, out, err = run_cli(env, "copy", str(copy), target)
    assert code == 0, err
    assert PASSWORD not in out + err
    with psycopg.connect(cluster.admin_url(name)) as db:
        rows = db.execute("SELECT operation, key, old, new, station FROM audit").fetchall()
        settings = db.execute("SELECT value FROM meta").fetchall()
    assert len(rows) >= 3 and PASSWORD not in repr(rows) + repr(settings)


@pytest.mark.parametrize("destination", ["/proc/no-such/x.mcrt", "/proc/version"])
@pytest.mark.slow
def test_a_failed_copy_to_a_file_does_not_show_the_source_password(url, env, cluster, destination):
    source = f"{url}?password={PASSWORD}"
    assert run_cli(env, "new", source, "--name", "Spring Open")[0] == 0
    code, out, err = run_cli(env, "copy", source, destination)
    assert code == 1 and err.startswith("error: "), err
    assert PASSWORD not in out + err and "Traceback" not in err
