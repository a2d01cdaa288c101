"""A throwaway PostgreSQL cluster for tests and benchmarks (Debian's `postgresql`).

`PgCluster().start()` runs initdb in a new temporary folder, as the `postgres` user
when we are root (initdb refuses root; CI runs as root), and starts the server on a
free port of its own, listening on 127.0.0.1 and on a unix socket in that folder.
`stop()` stops it and removes the folder. `available()` says why not, if it cannot.

`PgCluster(password="...")` asks a password over TCP (scram-sha-256, as at an event):
the `postgres` role has that password, `url()` holds none (the tests give it the
ways a station would), and `admin_url()` connects through the unix socket, trusted.
Without `password` everything is trusted, as before.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def pg_bin() -> Path | None:
    """The newest server binaries installed (Debian keeps them out of PATH)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=_version_key)
    if found:
        return Path(found[-1]).parent
    which = shutil.which("pg_ctl")
    return Path(which).parent if which else None


def _version_key(path: str) -> tuple[int, ...]:
    part = Path(path).parent.parent.name
    return tuple(int(x) for x in part.split(".") if x.isdigit())


def unavailable_reason() -> str | None:
    if pg_bin() is None:
        return "PostgreSQL is not installed (Debian: apt-get install postgresql; see .ci/setup)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root without a 'postgres' user to run the server as"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgCluster:
    def __init__(self, password: str | None = None) -> None:
        self.bin = pg_bin()
        self.dir: Path | None = None
        self.port = 0
        self.password = password

    @property
    def data(self) -> Path:
        assert self.dir is not None
        return self.dir / "data"

    def _run(self, *args: str) -> None:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def start(self) -> PgCluster:
        reason = unavailable_reason()
        if reason:
            raise RuntimeError(reason)
        self.dir = Path(tempfile.mkdtemp(prefix="mcr-pg-"))
        if os.geteuid() == 0:
            pw = pwd.getpwnam("postgres")
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)
        auth = ["--auth=trust"]
        if self.password is not None:
            pwfile = self.dir / "pwfile"
            pwfile.write_text(self.password + "\n", encoding="utf-8")
            if os.geteuid() == 0:
                os.chown(pwfile, pw.pw_uid, pw.pw_gid)
            auth = ["--auth-local=trust", "--auth-host=scram-sha-256", f"--pwfile={pwfile}"]
        self._run("initdb", "-D", str(self.data), "-U", "postgres", *auth, "-E", "UTF8")
        if self.password is not None:
            (self.dir / "pwfile").unlink()
        self.port = free_port()
        self.server("start")
        return self

    def server(self, action: str) -> None:
        """pg_ctl start, stop or restart (fast: open connections are cut)."""
        options = (
            f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 "
            "-c max_connections=80 -c shared_buffers=32MB"
        )
        args = ["pg_ctl", "-D", str(self.data), "-l", str(self.dir / "log"), "-w"]
        if action != "stop":
            args += ["-o", options]
        self._run(*args, "-m", "fast", action)

    def url(self, dbname: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{dbname}"

    def admin_url(self, dbname: str = "postgres") -> str:
        """Through the unix socket, which even a password cluster trusts."""
        return f"postgresql://postgres@/{dbname}?host={self.dir}&port={self.port}"

    def stop(self) -> None:
        if self.dir is None:
            return
        try:
            self.server("stop")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)
        self.dir = None


if __name__ == "__main__":  # a manual try: start, print the URL, wait for Enter, stop
    c = PgCluster().start()
    print(c.url())
    try:
        input("Enter stops the server: ")
    finally:
        c.stop()


def skip_or_fail(reason: str) -> None:
    """Without a PostgreSQL server: skip the test with `reason`, except in CI
    (CI=true), where a missing server is a failure, never a silent skip."""
    import pytest

    if os.environ.get("CI", "").strip().lower() == "true":
        pytest.fail(f"CI needs a PostgreSQL server: {reason}")
    pytest.skip(f"no PostgreSQL server: {reason}")


def started(password: str | None = None) -> PgCluster:
    """A throwaway cluster, started (asking for `password` over TCP when given); without
    PostgreSQL the test is skipped, or fails in CI (skip_or_fail)."""
    reason = unavailable_reason()
    if reason:
        skip_or_fail(reason)
    return PgCluster(password=password).start()
