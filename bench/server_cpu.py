"""Processor time of PostgreSQL server processes, read from /proc (Linux, same machine).

Latency on a shared 2-core machine says more about the other jobs than about our code;
the processor time an entry costs barely moves with the load, so the stations bench
(bench_stations.py) reports it: a station's own (process_time around each call), its
server process's, and the whole server's (every process of the cluster, the WAL writer
and the checkpointer included). A server on another machine, or a /proc we may not read,
gives None: the bench then says the figure is not available rather than guess.
"""

from __future__ import annotations

import os
from pathlib import Path

_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _fields(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    # after the command name in parentheses (which may itself hold spaces): state, ppid...
    return text.rsplit(")", 1)[1].split()


def process_seconds(pid: int) -> float | None:
    """User + system time of one process so far (None if it cannot be read)."""
    f = _fields(pid)
    return None if f is None else (int(f[11]) + int(f[12])) / _TICK


def cluster_seconds(postmaster: int) -> float | None:
    """User + system time of a whole cluster: the postmaster, its live children, and the
    children that have ended (a finished station's server process), which the kernel
    adds to the postmaster's own count when it reaps them."""
    f = _fields(postmaster)
    if f is None:
        return None
    total = sum(int(x) for x in f[11:15])  # utime, stime, cutime, cstime
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            child = _fields(int(entry.name))
            if child is not None and child[1] == str(postmaster):
                total += int(child[11]) + int(child[12])
    return total / _TICK


def postmaster_of(backend: int) -> int | None:
    """The postmaster of a server process (its parent), if this machine runs it."""
    f = _fields(backend)
    return None if f is None else int(f[1])
