"""Several scoring stations on one PostgreSQL tournament (issue 13, item 5).

16 writer processes (default) enter a whole session's hands at once: every table is
given to two stations, which race to enter each of its 16 hands with different fan
counts (as two desks keying the same sheet would). Afterwards it checks, from the
server, that every acknowledged entry is stored exactly as acknowledged, that each
hand was acknowledged once (the other station was refused, never overwrote it: no
lost update), and prints the latency of a hand entry (median, p95, max) for the
accepted and the refused entries, and how much of it was BEGIN with the locks (the
time a station queued behind others). Then the processor time an entry costs (which
the machine's load barely changes, unlike the latencies): the station's own
(`time.process_time` around each call) and, when the server runs on this machine, its
server processes' and the whole server's (read from /proc: bench/server_cpu.py).

    .venv/bin/python bench/bench_stations.py [--writers 16] [--tables 75] [--url URL]
                                             [--optimistic] [--pace S]

Without --url a throwaway cluster is started (tests/pg_cluster.py) and removed.
`--optimistic` drops the locks (serializable transactions and retries only); by
default a hand entry locks its match only (app/store/pg_store.py, `_begin_statement`).
`--writer` runs one station (used by the bench itself and by tests/test_stations.py).
`--writers 1 --tables 40` gives the processor time of an entry with no other station.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain.errors import Refused  # noqa: E402
from app.domain.model import Table, TournamentSettings  # noqa: E402
from app.store.pg_store import PgStore  # noqa: E402
from app.tournament import create_tournament, open_tournament, service_on  # noqa: E402
from bench import server_cpu  # noqa: E402


def prepare(url: str, tables: int) -> None:
    """A tournament with 4 x `tables` players, session 1 seated table by table."""
    with create_tournament(url, TournamentSettings("Stations bench", 1)) as svc:
        for n in range(1, 4 * tables + 1):
            svc.add_player(f"Player {n:03d}")
        svc.set_tables(
            1, [Table(1, t, tuple(range(4 * t - 3, 4 * t + 1))) for t in range(1, tables + 1)]
        )


class TimedStore(PgStore):
    """The server store, counting the time in BEGIN and the locks (how long a station
    queued behind others)."""

    waited = 0.0

    def _begin(self, statement: str) -> Any:
        start = time.perf_counter()
        try:
            return super()._begin(statement)
        finally:
            self.waited += time.perf_counter() - start

    def backend_pid(self) -> int:
        """The server process of this station's connection (its processor time)."""
        return int(self._conn.info.backend_pid)


def writer(
    url: str, station: int, tables: list[int], ack: Path, optimistic: bool, pace: float = 0.0
) -> None:
    """Enter hands 1-16 of `tables`; one JSON line per answered entry in `ack`
    (written after the call returned, so a line means "acknowledged"), and the
    processor time it took in `cpu-N.json` beside it (see `cpu_use`)."""
    os.environ["MCR_STATION"] = f"bench-{station}"
    store = TimedStore(url, queue_writers=not optimistic)
    svc = service_on(store)
    backend = store.backend_pid()
    server_start = server_cpu.process_seconds(backend)
    entries = 0
    with ack.open("a", buffering=1) as out:
        for hand in range(1, 17):
            for t in tables:
                seats = range(4 * t - 3, 4 * t + 1)
                winner = list(seats)[(hand + station) % 4]
                fan = 8 + station  # each station its own value: who won is visible
                start, store.waited = time.perf_counter(), 0.0
                cpu = time.process_time()
                try:
                    svc.record_win(1, t, hand, winner, None, fan=fan)
                    ok = True
                except Refused:
                    ok = False
                cpu_ms = (time.process_time() - cpu) * 1000
                ms = (time.perf_counter() - start) * 1000
                lock = store.waited * 1000
                line = {"t": t, "h": hand, "fan": fan, "ok": ok, "ms": ms, "lock_ms": lock}
                out.write(json.dumps({**line, "cpu_ms": cpu_ms}) + "\n")
                entries += 1
                if pace:
                    time.sleep(pace)  # a referee's typing between two entries
    server_end = server_cpu.process_seconds(backend)
    same = store.backend_pid() == backend  # a reconnection would mix two processes
    server = None
    if server_start is not None and server_end is not None and same:
        server = server_end - server_start
    cpu_file = ack.with_name(ack.name.replace("ack-", "cpu-").replace(".jsonl", ".json"))
    cpu_file.write_text(json.dumps({"entries": entries, "server_s": server}))
    svc.close()


def start_writers(
    url: str, writers: int, tables: int, folder: Path, optimistic: bool = False, pace: float = 0
) -> list[subprocess.Popen]:
    """Each table to two stations (w and w + writers/2, mod writers)."""
    procs = []
    for w in range(writers):
        mine = [t for t in range(1, tables + 1) if (t - 1) % writers in (w, (w + 1) % writers)]
        args = [sys.executable, __file__, "--writer", str(w), "--url", url]
        args += ["--ack", str(folder / f"ack-{w}.jsonl"), "--mine", ",".join(map(str, mine))]
        if optimistic:
            args.append("--optimistic")
        if pace:
            args += ["--pace", str(pace)]
        procs.append(subprocess.Popen(args))
    return procs


def acknowledged(folder: Path) -> list[dict]:
    lines = []
    for f in sorted(folder.glob("ack-*.jsonl")):
        for line in f.read_text().splitlines():
            try:
                lines.append(json.loads(line))
            except ValueError:  # the last line of a killed writer may be cut
                pass
    return lines


def check(url: str, acks: list[dict]) -> list[str]:
    """What is wrong: an acknowledged entry missing or different, or a hand accepted
    twice (a lost update)."""
    problems = []
    with open_tournament(url, read_only=True) as svc:
        stored = {(h.table, h.hand): h.fan for h in svc.all_hands() if h.session == 1}
    accepted: dict[tuple[int, int], list[int]] = {}
    for a in acks:
        if a["ok"]:
            accepted.setdefault((a["t"], a["h"]), []).append(a["fan"])
    for key, fans in accepted.items():
        if len(fans) > 1:
            problems.append(f"table {key[0]} hand {key[1]} accepted twice: {fans}")
        if stored.get(key) != fans[-1]:
            problems.append(f"table {key[0]} hand {key[1]}: stored {stored.get(key)}, ack {fans}")
    return problems


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writers", type=int, default=16)
    parser.add_argument("--tables", type=int, default=75)
    parser.add_argument("--url")
    parser.add_argument("--optimistic", action="store_true")
    parser.add_argument(
        "--pace", type=float, default=0.0, help="seconds a station waits between entries"
    )
    parser.add_argument("--writer", type=int)
    parser.add_argument("--ack")
    parser.add_argument("--mine")
    args = parser.parse_args()
    if args.writer is not None:
        mine = [int(x) for x in args.mine.split(",") if x]
        writer(args.url, args.writer, mine, Path(args.ack), args.optimistic, args.pace)
        return 0
    cluster = None
    url = args.url
    if url is None:
        from tests.pg_cluster import PgCluster

        cluster = PgCluster().start()
        url = cluster.url()
    try:
        return bench(url, args)
    finally:
        if cluster is not None:
            cluster.stop()


def bench(url: str, args: argparse.Namespace) -> int:
    """One run on a new database of the server at `url` (dropped afterwards)."""
    import tempfile

    import psycopg

    from tests.store_backends import database_url

    name = f"bench_{os.getpid()}"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        postmaster = server_cpu.postmaster_of(admin.info.backend_pid)
    db = database_url(url, name)
    prepare(db, args.tables)
    with tempfile.TemporaryDirectory() as folder:
        # the session-end backup (written by the station finishing the session)
        # goes to a throwaway folder, not the user's data folder
        os.environ.setdefault("MCR_BACKUP_DIR", str(Path(folder) / "backups"))
        whole = server_cpu.cluster_seconds(postmaster) if postmaster else None
        start = time.perf_counter()
        procs = start_writers(
            db, args.writers, args.tables, Path(folder), args.optimistic, args.pace
        )
        codes = [p.wait() for p in procs]
        wall = time.perf_counter() - start
        if whole is not None and postmaster:
            after = server_cpu.cluster_seconds(postmaster)
            whole = None if after is None else after - whole
        acks = acknowledged(Path(folder))
        server = backends_seconds(Path(folder))
    problems = check(db, acks)
    mode = "optimistic (serializable + retry)" if args.optimistic else "per-match locks"
    mode += f", {args.pace} s between entries" if args.pace else ", flat out"
    print(f"{args.writers} stations, {args.tables} tables, {mode}; exit codes {set(codes)}")
    report(acks, args.tables, wall)
    report_cpu(acks, server, whole)
    print("problems:", problems[:5] if problems else "none")
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
    return 1 if problems or set(codes) != {0} else 0


def report(acks: list[dict], tables: int, wall: float) -> None:
    """The latencies: accepted entries, refused ones, and the time in BEGIN and locks."""
    ok = [a["ms"] for a in acks if a["ok"]]
    refused = [a["ms"] for a in acks if not a["ok"]]
    print(
        f"hands stored: {len(ok)} of {tables * 16}; refused (other station "
        f"first): {len(refused)}; wall {wall:.1f} s"
    )
    locks = [a.get("lock_ms", 0.0) for a in acks]
    for label, values in (
        ("hand entry", ok),
        ("refused entry", refused),
        ("of it in BEGIN and locks", locks),
    ):
        if values:
            print(
                f"{label} latency ms: median {statistics.median(values):.1f}  "
                f"p95 {percentile(values, 95):.1f}  max {max(values):.1f}"
            )


def backends_seconds(folder: Path) -> float | None:
    """The stations' server processes' processor time, summed (None: not readable)."""
    total = 0.0
    for f in sorted(folder.glob("cpu-*.json")):
        seconds = json.loads(f.read_text()).get("server_s")
        if seconds is None:
            return None
        total += seconds
    return total


def report_cpu(acks: list[dict], server: float | None, whole: float | None) -> None:
    """Processor time per entry (accepted and refused alike: both are a station's work),
    which the machine's load barely changes, unlike the latencies (see server_cpu)."""
    if not acks:
        return
    n = len(acks)
    for label, kind in (("accepted", True), ("refused", False)):
        values = [a["cpu_ms"] for a in acks if a["ok"] is kind and "cpu_ms" in a]
        if values:
            print(
                f"station CPU per {label} entry ms: mean {statistics.fmean(values):.2f}  "
                f"median {statistics.median(values):.2f}"
            )
    print(
        "server CPU per entry ms: the stations' server processes "
        + (f"{server * 1000 / n:.2f}" if server is not None else "n/a (not this machine)")
        + "; the whole server (WAL writer, checkpointer... included) "
        + (f"{whole * 1000 / n:.2f}" if whole is not None else "n/a")
    )


if __name__ == "__main__":
    sys.exit(main())
