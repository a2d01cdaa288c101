"""Table-side entry under a venue's load, over HTTP (issue 23, item 8): the real server
started as the CLI starts it (`python -m app.cli serve LOCATION --port 0` in a child
process), TABLES tables of 4 phones each polling `GET /api/v1/seat` every 2 s on a
kept-alive connection (with the ETag they have, as the seat's page does) for SECONDS,
and within that time at every table one proposal (East proposes hand 1) and three
confirmations (each other seat confirms once its page shows the proposal).

    .venv/bin/python bench/bench_tableside_web.py [--tables 80] [--seconds 60]
        [--pg [URL]]

Without --pg a new tournament file in a temporary folder; `--pg` alone a throwaway
PostgreSQL cluster (tests/pg_cluster.py), `--pg URL` an empty database of yours. The
tournament is built first (untimed): 4 players a table, session 1 seated, its links
made. All clients run in one asyncio event loop in this process, on the same machine as
the server, so the figures are an upper bound of the server's own time.

Prints per request kind (poll, propose, confirm) and overall: how many, p50, p95, p99
and max in ms; the requests per second; the answers by status and the unexpected ones;
then checks that nothing was lost or stored twice (every table has exactly its hand 1,
its proposal stored) and that every kind's p95 is under 100 ms. Exit status 0 when all
holds, 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain.model import Player, Table, TournamentSettings  # noqa: E402
from app.tournament import create_tournament, open_tournament  # noqa: E402
from bench.server_cpu import process_seconds  # noqa: E402

POLL_S = 2.0
TARGET_P95_MS = 100.0
GIVE_UP_S = 30.0  # a seat that never saw its table's proposal stops waiting
# East wins hand 1 on South's discard: 13 fan, its claim checked by the engine.
WIN = {
    "hand": 1,
    "winner": "E",
    "from": "S",
    "tiles": "123m456p789s55s789s",
    "claim": "Mixed Straight, Concealed Hand, All Chows, Pure Double Chow",
}
EXPECTED = {"poll": {200, 304}, "propose": {201}, "confirm": {200}}


def build(location: str, tables: int) -> dict[int, dict[str, str]]:
    """The tournament, seated, with its links: table -> seat letter -> secret."""
    with create_tournament(location, TournamentSettings("Bench", sessions=1)) as svc:
        svc.backup_dir = None
        names = [Player(0, f"Player {i + 1}") for i in range(tables * 4)]
        svc.add_players(lambda registered: names, "bench players")
        seats = [
            Table(1, t, (4 * t - 3, 4 * t - 2, 4 * t - 1, 4 * t)) for t in range(1, tables + 1)
        ]
        svc.set_tables(1, seats)
        secrets: dict[int, dict[str, str]] = {}
        for link in svc.seat_links(1):
            secrets.setdefault(link.table, {})[link.letter] = link.token
    return secrets


class Serving:
    """`python -m app.cli serve LOCATION --port 0` in a child process."""

    def __init__(self, location: str, folder: str) -> None:
        paths = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        env = {**os.environ, "MCR_BACKUP_DIR": folder, "PYTHONPATH": os.pathsep.join(paths)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app.cli", "serve", location, "--port", "0"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        first = self.process.stdout.readline().strip()
        if not first.startswith("Serving on http://"):
            self.process.kill()
            raise SystemExit(f"the server did not start: {first!r}")
        address = first.removeprefix("Serving on http://").rstrip("/")
        host, _, port = address.rpartition(":")
        self.host, self.port = host, int(port)

    def stop(self) -> str:
        """Ctrl+C, as an organiser stops it; what it printed after starting."""
        self.process.send_signal(signal.SIGINT)
        out, _ = self.process.communicate(timeout=60)
        return out


@dataclass
class Stats:
    times: dict[str, list[float]] = field(default_factory=dict)
    statuses: Counter[tuple[str, int]] = field(default_factory=Counter)
    unexpected: list[str] = field(default_factory=list)

    def add(self, kind: str, ms: float, status: int, body: bytes) -> None:
        self.times.setdefault(kind, []).append(ms)
        self.statuses[(kind, status)] += 1
        if status not in EXPECTED[kind] and len(self.unexpected) < 10:
            self.unexpected.append(f"{kind} {status} {body[:200]!r}")


class Phone:
    """One seat's browser: one kept-alive HTTP/1.1 connection, one request at a time."""

    def __init__(self, host: str, port: int, secret: str, stats: Stats) -> None:
        self.host, self.port, self.secret, self.stats = host, port, secret, stats
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.lock = asyncio.Lock()
        self.etag = ""
        self.state: dict[str, object] = {}

    async def request(self, kind: str, method: str, path: str, body: object = None) -> bytes:
        async with self.lock:
            data = b"" if body is None else json.dumps(body).encode()
            head = [
                f"{method} {path} HTTP/1.1",
                f"Host: {self.host}:{self.port}",
                f"Authorization: Bearer {self.secret}",
                f"Content-Length: {len(data)}",
            ]
            if body is not None:
                head.append("Content-Type: application/json")
            if kind == "poll" and self.etag:
                head.append(f"If-None-Match: {self.etag}")
            raw = ("\r\n".join(head) + "\r\n\r\n").encode() + data
            began = time.perf_counter()
            status, headers, answer = await self._exchange(raw)
            self.stats.add(kind, (time.perf_counter() - began) * 1000, status, answer)
            if kind == "poll" and status == 200:
                self.etag = headers.get("etag", "")
                self.state = json.loads(answer)
            return answer

    async def _exchange(self, raw: bytes) -> tuple[int, dict[str, str], bytes]:
        if self.writer is None or self.writer.is_closing():
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        self.writer.write(raw)
        await self.writer.drain()
        status_line = await self.reader.readline()
        status = int(status_line.split()[1])
        headers: dict[str, str] = {}
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0"))
        body = await self.reader.readexactly(length) if length else b""
        if headers.get("connection", "").lower() == "close":
            self.writer.close()
        return status, headers, body

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def poll(phone: Phone, start: float, until: float) -> None:
    """Every 2 s from a moment of its own (phones do not open the page together)."""
    tick = start + random.uniform(0, POLL_S)
    while tick < until:
        await asyncio.sleep(max(0.0, tick - time.monotonic()))
        await phone.request("poll", "GET", "/api/v1/seat")
        tick += POLL_S


async def table_play(phones: dict[str, Phone], start: float, until: float) -> None:
    """East proposes hand 1 somewhere in the first 60 % of the run; each other seat
    confirms once its own page shows the proposal, after a moment to read it."""
    await asyncio.sleep(
        max(0.0, start + random.uniform(1, (until - start) * 0.6) - time.monotonic())
    )
    await phones["E"].request("propose", "POST", "/api/v1/proposals", WIN)

    async def confirm(phone: Phone) -> None:
        # After the polling stopped (a short run) the seat asks for its page itself; it
        # gives up GIVE_UP_S later (the check at the end then names the table).
        while time.monotonic() < until + GIVE_UP_S:
            if time.monotonic() >= until:
                await phone.request("poll", "GET", "/api/v1/seat")
            shown = phone.state.get("proposals")
            pending = [
                p for p in (shown if isinstance(shown, list) else [])
                if isinstance(p, dict) and p.get("status") == "pending"
            ]  # fmt: skip
            if pending:
                await asyncio.sleep(random.uniform(0.5, 3.0))
                number = pending[0]["id"]
                await phone.request("confirm", "POST", f"/api/v1/proposals/{number}/confirm")
                return
            await asyncio.sleep(0.25 if time.monotonic() < until else 1.0)

    await asyncio.gather(*(confirm(phones[s]) for s in ("S", "W", "N")))


async def run(
    host: str, port: int, secrets: dict[int, dict[str, str]], seconds: float
) -> tuple[Stats, float]:
    stats = Stats()
    phones = {
        t: {s: Phone(host, port, k, stats) for s, k in seats.items()}
        for t, seats in secrets.items()
    }
    start = time.monotonic()
    until = start + seconds
    tasks = [poll(p, start, until) for seats in phones.values() for p in seats.values()]
    tasks += [table_play(seats, start, until) for seats in phones.values()]
    await asyncio.gather(*tasks)
    elapsed = time.monotonic() - start
    for seats in phones.values():
        for p in seats.values():
            await p.close()
    return stats, elapsed


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def report(stats: Stats, elapsed: float) -> bool:
    """Print the figures; whether every kind's p95 is under the target."""
    every = [t for values in stats.times.values() for t in values]
    print(f"{len(every)} requests in {elapsed:.1f} s: {len(every) / elapsed:.0f} per second")
    print(f"  {'kind':8} {'n':>6} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}  (ms)")
    fine = True
    for kind, values in [*stats.times.items(), ("overall", every)]:
        p95 = percentile(values, 0.95)
        fine &= p95 < TARGET_P95_MS
        print(
            f"  {kind:8} {len(values):6} {percentile(values, 0.5):7.1f} {p95:7.1f} "
            f"{percentile(values, 0.99):7.1f} {max(values):7.1f}"
        )
    answers = ", ".join(f"{k} {s}: {n}" for (k, s), n in sorted(stats.statuses.items()))
    print(f"answers: {answers}")
    wrong = sum(n for (k, s), n in stats.statuses.items() if s not in EXPECTED[k])
    print(f"unexpected answers: {wrong}")
    for line in stats.unexpected:
        print(f"  {line}")
    return fine and wrong == 0


def cpu_report(spent: tuple[float | None, float], stats: Stats, elapsed: float) -> None:
    """Processor time of the server and of the clients: on a shared machine the
    latency says as much about the other jobs as about the server, its CPU time less."""
    served, clients = spent
    count = sum(len(v) for v in stats.times.values())
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    server = (
        "not available"
        if served is None
        else (
            f"{served:.1f} s ({served / elapsed:.0%} of a core, "
            f"{served / count * 1000:.2f} ms a request)"
        )
    )
    print(f"server CPU: {server}; clients' CPU: {clients:.1f} s; load average {load:.1f}")


def check_stored(location: str, tables: int) -> bool:
    """Nothing lost, nothing twice: every table has exactly hand 1, its one proposal
    stored (read from the tournament after the server stopped)."""
    with open_tournament(location, read_only=True) as svc:
        bad = []
        for t in range(1, tables + 1):
            hands = [h.hand for h in svc.hands(1, t)]
            statuses = [p.status for p in svc.proposals(1, t)]
            if hands != [1] or statuses != ["stored"]:
                bad.append(f"table {t}: hands {hands}, proposals {statuses}")
    print(
        f"every table's hand stored exactly once: {'yes' if not bad else 'NO'} "
        f"({tables - len(bad)} of {tables})"
    )
    for line in bad[:10]:
        print(f"  {line}")
    return not bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=80)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument(
        "--pg", nargs="?", const="cluster", metavar="URL",
        help="on PostgreSQL: a throwaway cluster, or the empty database at URL",
    )  # fmt: skip
    args = parser.parse_args()
    cluster = None
    with tempfile.TemporaryDirectory() as folder:
        location = str(Path(folder) / "bench.mcrt")
        if args.pg == "cluster":
            import psycopg

            from tests.pg_cluster import PgCluster
            from tests.store_backends import database_url

            cluster = PgCluster().start()
            with psycopg.connect(cluster.url(), autocommit=True) as admin:
                admin.execute('CREATE DATABASE "bench_tableside_web"')
            location = database_url(cluster.url(), "bench_tableside_web")
        elif args.pg:
            location = args.pg
        try:
            secrets = build(location, args.tables)
            server = Serving(location, folder)
            cpu = process_seconds(server.process.pid), time.process_time()
            try:
                stats, elapsed = asyncio.run(run(server.host, server.port, secrets, args.seconds))
                served = process_seconds(server.process.pid)
                spent = (
                    None if served is None or cpu[0] is None else served - cpu[0],
                    time.process_time() - cpu[1],
                )
            finally:
                said = server.stop()
            store = "PostgreSQL" if args.pg else "file"
            print(
                f"{args.tables} tables, {4 * args.tables} phones, {store}, "
                f"server: {sys.executable} -m app.cli serve"
            )
            fast = report(stats, elapsed)
            cpu_report(spent, stats, elapsed)
            stored = check_stored(location, args.tables)
            stopped = said.rstrip().endswith("Stopped.")
            print(f"server stopped cleanly: {'yes' if stopped else 'NO'}")
        finally:
            if cluster is not None:
                cluster.stop()
    print(f"p95 of every kind under {TARGET_P95_MS:.0f} ms: {'yes' if fast else 'NO'}")
    return 0 if fast and stored and stopped else 1


if __name__ == "__main__":
    sys.exit(main())
