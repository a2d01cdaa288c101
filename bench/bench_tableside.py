"""Table-side entry's service calls, one at a time (issue 23): what each request of the
web API costs the server before any HTTP, on a file or a PostgreSQL tournament.

80 tables (default) each propose hand 1 (East, a 13-fan win with its claim, checked by
the engine), then the three other seats confirm it (the third stores the hand), and
between each step every seat of the table polls its page (`seat_state`). One table in
ten first has a wrong claim in the referee's queue, which the referee reads
(`referee_queue`, polled after every table) and rejects before the table proposes
again. Prints the latency of each kind of call (median, p95, max, in ms), the SQL
statements one `seat_state` and one `referee_queue` read, and checks that every table
has its hand stored once.

    .venv/bin/python bench/bench_tableside.py [--tables 80] [--url URL | --server]

Without --url a new file in a temporary folder; `--server`: a throwaway PostgreSQL
cluster (tests/pg_cluster.py), removed afterwards. The calls are made in turn by one
process (the server's order of work); the load of many phones at once over HTTP is the
server's benchmark.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain.model import Player, Table, TournamentSettings  # noqa: E402
from app.domain.service import TournamentService  # noqa: E402
from app.domain.tableside import SeatLink  # noqa: E402
from app.tournament import create_tournament  # noqa: E402

T = TypeVar("T")

WIN = {
    "hand": 1,
    "winner": "E",
    "from": "S",
    "tiles": "123m456p789s55s789s",
    "claim": "Mixed Straight, Concealed Hand, All Chows, Pure Double Chow",
}


def _timed(times: dict[str, list[float]], kind: str, call: Callable[[], T]) -> T:
    start = time.perf_counter()
    result = call()
    times.setdefault(kind, []).append((time.perf_counter() - start) * 1000)
    return result


def _seated(location: str, tables: int) -> TournamentService:
    svc = create_tournament(location, TournamentSettings("Bench", sessions=1))
    names = [Player(0, f"Player {i + 1}") for i in range(tables * 4)]
    svc.add_players(lambda registered: names, "bench players")
    seats = [Table(1, t, (4 * t - 3, 4 * t - 2, 4 * t - 1, 4 * t)) for t in range(1, tables + 1)]
    svc.set_tables(1, seats)
    return svc


WRONG = WIN | {"claim": "Pure Straight"}  # the engine says wrong: to the referee


def _poll(svc: TournamentService, times: dict[str, list[float]], seat: dict[str, str]) -> None:
    """Every seat of the table reloads its page once."""
    for secret in seat.values():
        _timed(times, "seat_state", lambda secret=secret: svc.seat_state(secret))


def statements(svc: TournamentService, call: Callable[[], object]) -> int:
    """How many SQL statements `call` reads through the store."""
    store = svc.store
    read = store._read  # type: ignore[attr-defined]
    count = 0

    def counted(*args: object) -> object:
        nonlocal count
        count += 1
        return read(*args)

    store._read = counted  # type: ignore[attr-defined]
    try:
        call()
    finally:
        del store._read  # type: ignore[attr-defined]
    return count


def run(location: str, tables: int) -> dict[str, list[float]]:
    svc = _seated(location, tables)
    times: dict[str, list[float]] = {}
    links: list[SeatLink] = _timed(times, "seat_links (session)", lambda: svc.seat_links(1))
    by_table: dict[int, dict[str, str]] = {}
    for link in links:
        by_table.setdefault(link.table, {})[link.letter] = link.token
    queued = {t: svc.propose(seat["E"], WRONG).id for t, seat in by_table.items() if t % 10 == 0}
    counts = {
        "seat_state, nothing open": statements(svc, lambda: svc.seat_state(by_table[1]["N"])),
        "seat_state, a proposal with the referee": statements(
            svc, lambda: svc.seat_state(by_table[10]["N"])
        ),
        f"referee_queue ({len(queued)} waiting)": statements(svc, svc.referee_queue),
    }
    for t, seat in by_table.items():
        _timed(times, "referee_queue", svc.referee_queue)
        if t in queued:
            _timed(times, "reject", lambda i=queued[t]: svc.reject(i, "the claim was wrong"))
        _poll(svc, times, seat)
        p = _timed(times, "propose", lambda seat=seat: svc.propose(seat["E"], WIN))
        if t == 1:
            counts["seat_state, a proposal pending"] = statements(
                svc, lambda seat=seat: svc.seat_state(seat["N"])
            )
        for letter in ("S", "W", "N"):
            _poll(svc, times, seat)
            _timed(times, "confirm", lambda secret=seat[letter], i=p.id: svc.confirm(secret, i))
    stored = [t for t in range(1, tables + 1) if len(svc.hands(1, t)) == 1]
    assert len(stored) == tables, f"{tables - len(stored)} tables lack their hand"
    svc.close()
    for what, n in counts.items():
        times[f"statements: {what}"] = [float(n)]
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=80)
    parser.add_argument("--url", help="an empty PostgreSQL database (default: a new file)")
    parser.add_argument("--server", action="store_true", help="on a throwaway cluster")
    args = parser.parse_args()
    cluster = None
    if args.server:
        import psycopg

        from tests.pg_cluster import PgCluster
        from tests.store_backends import database_url

        cluster = PgCluster().start()
        with psycopg.connect(cluster.url(), autocommit=True) as admin:
            admin.execute('CREATE DATABASE "bench_tableside"')
        args.url = database_url(cluster.url(), "bench_tableside")
    try:
        with tempfile.TemporaryDirectory() as folder:
            location = args.url or str(Path(folder) / "bench.mcrt")
            times = run(location, args.tables)
    finally:
        if cluster is not None:
            cluster.stop()
    print(f"{args.tables} tables, {'server' if args.url else 'file'}: ms per call")
    for kind, values in times.items():
        if kind.startswith("statements: "):
            print(
                f"  SQL statements read by one {kind.removeprefix('statements: ')}: {values[0]:.0f}"
            )
            continue
        values.sort()
        p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
        print(
            f"  {kind:28} n={len(values):4}  median {statistics.median(values):6.1f}  "
            f"p95 {p95:6.1f}  max {values[-1]:6.1f}"
        )
    print(f"every table's hand stored once: yes ({args.tables} of {args.tables})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
