"""Temporary files of an export, beside the file they become, and their cleaning.

An export is written to `.NAME.HOST-PID-RANDOM.partial` in the target's folder and
renamed into place when complete. The name says which process writes it, so several
exports to one path at once each have their own, and the next export to that path
removes what a killed one left: a file of a process of this machine that no longer
runs, or (another machine's, on a shared folder) one a day old. Only files named after
that very target are ever looked at.
"""

from __future__ import annotations

import os
import socket
import tempfile
import time
from pathlib import Path

from app.store.outputs import process_alive

PARTIAL = ".partial"
STALE_SECONDS = 24 * 3600.0


def host() -> str:
    """This machine's name, as it may appear in a file name."""
    return "".join(c for c in socket.gethostname() if c.isalnum() or c == "-")[:40] or "host"


def alive(pid: int) -> bool:
    """Whether process `pid` of this machine still runs (the store's own test)."""
    return process_alive(pid)
    return True


def is_stale(writer: str, modified: float) -> bool:
    """Whether a temporary file or folder of `writer` ("HOST-PID-RANDOM"), last
    changed at `modified`, was left by a writer that is gone."""
    if time.time() - modified > STALE_SECONDS:
        return True
    parts = writer.rsplit("-", 2)
    if len(parts) != 3 or parts[0] != host() or not parts[1].isdecimal():
        return False
    return not alive(int(parts[1]))


def new_temp(final: Path) -> Path:
    """A new, empty temporary file of this process's own beside `final`."""
    clean(final)
    handle, name = tempfile.mkstemp(
        prefix=f".{final.name}.{host()}-{os.getpid()}-", suffix=PARTIAL, dir=final.parent
    )
    os.close(handle)
    return Path(name)


def clean(final: Path) -> None:
    """Remove the temporary files that killed exports to `final` left."""
    prefix = f".{final.name}."
    try:
        names = [n for n in os.listdir(final.parent) if n.startswith(prefix)]
    except OSError:
        return
    for name in names:
        if not name.endswith(PARTIAL):
            continue
        path = final.parent / name
        try:
            st = path.lstat()
            if path.is_file() and not path.is_symlink():
                if is_stale(name[len(prefix) : -len(PARTIAL)], st.st_mtime):
                    path.unlink()
        except OSError:
            continue
