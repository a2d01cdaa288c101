"""Time the live results under a venue's load: PHONES browsers polling /results/live
once a second (as the page does, with the ETag they have) while another station stores
a hand every 2 s, on a tournament of TABLES tables; prints how many requests were
answered, their p50/p95/max in milliseconds (and first what re-reading the results
after one change costs), how many were full answers (200, after a
change) and how many were 304, and how long after a stored hand the first phone saw it.

    .venv/bin/python bench/bench_web_results.py [--tables 80] [--phones 300] [--seconds 20]

The tournament is built first (untimed) in a temporary file: 4 players a table, one
session seated, 8 hands entered at each table as fan counts. Clients and server share
the machine, so the figures are an upper bound of the server's own time.
"""

from __future__ import annotations

import argparse
import http.client
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain import Table, TournamentSettings
from app.tournament import create_tournament, open_tournament
from app.web import Server, make_app
from app.web.live import read_results
from app.web.pages import live_part


def build(path: Path, tables: int) -> None:
    with create_tournament(path, TournamentSettings("Bench Open", sessions=1)) as svc:
        svc.backup_dir = None
        with svc.batch("players"):
            for i in range(tables * 4):
                svc.add_player(f"Player {i + 1}")
        svc.set_tables(
            1, [Table(1, t + 1, tuple(range(4 * t + 1, 4 * t + 5))) for t in range(tables)]
        )
        with svc.batch("hands"):
            for t in range(1, tables + 1):
                seats = svc.table(1, t).seats
                for hand in range(1, 9):
                    svc.record_win(1, t, hand, seats[hand % 4], seats[(hand + 1) % 4], fan=8)


def phone(
    port: int, until: float, times: list[float], codes: list[int], seen: dict[str, float]
) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    etag = ""
    while time.monotonic() < until:
        began = time.monotonic()
        conn.request("GET", "/results/live", headers={"If-None-Match": etag} if etag else {})
        answer = conn.getresponse()
        answer.read()
        ended = time.monotonic()
        times.append(ended - began)
        codes.append(answer.status)
        if answer.status == 200:
            etag = answer.headers["ETag"]
            seen.setdefault(etag, ended)
        time.sleep(max(0.0, 1.0 - (ended - began)))
    conn.close()


def station(path: Path, tables: int, until: float, stored: list[float]) -> None:
    with open_tournament(path) as svc:
        svc.backup_dir = None
        hand, table = 9, 1
        while time.monotonic() < until - 2 and hand <= 16:
            seats = svc.table(1, table).seats
            svc.record_win(1, table, hand, seats[0], seats[1], fan=8)
            stored.append(time.monotonic())
            table = table % tables + 1
            hand += table == 1
            time.sleep(2.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=80)
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.mcrt"
        build(path, args.tables)
        with open_tournament(path) as svc:
            svc.backup_dir = None
            rebuild = []
            for _ in range(5):  # what one change costs: read the results, render a page
                began = time.perf_counter()
                live_part(read_results(svc), "en")
                rebuild.append(time.perf_counter() - began)
            print(f"one change re-read and rendered in {statistics.median(rebuild) * 1000:.0f} ms")
            server = Server(make_app(svc), "127.0.0.1", 0)
            server.start()
            times: list[float] = []
            codes: list[int] = []
            seen: dict[str, float] = {}
            stored: list[float] = []
            until = time.monotonic() + args.seconds
            workers = [
                threading.Thread(target=phone, args=(server.port, until, times, codes, seen))
                for _ in range(args.phones)
            ] + [threading.Thread(target=station, args=(path, args.tables, until, stored))]
            for w in workers:
                w.start()
                time.sleep(1.0 / args.phones)  # phones spread over the second, as in a hall
            for w in workers:
                w.join()
            server.stop()
    report(times, codes, seen, stored, args)


def report(
    times: list[float],
    codes: list[int],
    seen: dict[str, float],
    stored: list[float],
    args: argparse.Namespace,
) -> None:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(len(ms) * 0.95) - 1]
    lags = [min((t for t in seen.values() if t >= s), default=float("nan")) - s for s in stored]
    full, same = codes.count(200), codes.count(304)
    print(f"{args.phones} phones, {args.tables} tables, {args.seconds:g} s: {len(ms)} requests")
    print(f"  ms p50 {statistics.median(ms):.1f}  p95 {p95:.1f}  max {ms[-1]:.1f}")
    print(f"  200: {full}  304: {same}  other: {len(codes) - full - same}")
    print(f"  hands stored: {len(stored)}; seen by the first phone after at most {max(lags):.2f} s")


if __name__ == "__main__":
    main()
