"""The stations bench's processor-time figures (bench/server_cpu.py) come from the
right processes: a station's server process is a child of the cluster's postmaster,
whose count includes it; a process that is not there (or a server elsewhere) gives
None, never a made-up figure. A real PostgreSQL server on this machine."""

from __future__ import annotations

import os
from pathlib import Path

import psycopg

from bench import server_cpu


def test_a_server_process_is_counted_in_its_cluster(pg_server):
    with psycopg.connect(pg_server, autocommit=True) as conn:
        backend = conn.info.backend_pid
        conn.execute("SELECT count(*) FROM generate_series(1, 300000)").fetchone()
        postmaster = server_cpu.postmaster_of(backend)
        assert postmaster is not None and postmaster != backend
        assert b"postgres" in Path(f"/proc/{postmaster}/cmdline").read_bytes()
        own = server_cpu.process_seconds(backend)
        whole = server_cpu.cluster_seconds(postmaster)
        assert own is not None and whole is not None
        assert whole >= own >= 0


def test_a_process_that_is_not_there_gives_none():
    gone = max(int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit()) + 10**6
    assert server_cpu.process_seconds(gone) is None
    assert server_cpu.cluster_seconds(gone) is None
    assert server_cpu.postmaster_of(gone) is None
    assert server_cpu.process_seconds(os.getpid()) is not None
