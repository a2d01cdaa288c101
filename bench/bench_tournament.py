"""Scale benchmark: 300 players x 8 sessions fully entered (9,600 hands).

    .venv/bin/python bench/bench_tournament.py [--players 300] [--sessions 8] [--keep FILE]
    .venv/bin/python bench/bench_tournament.py --checks FILE   # the open's check alone

Prints the time to enter everything, to open the file (integrity check included), to
recompute the standings (the target: under 200 ms) and the file size (target: under
20 MB). A quarter of the hands are entered as tiles, scored by the engine, so the file
holds realistic fan lists; the rest as fan counts. The seating is a fixed arithmetic
rotation (the planner has its own benchmarks).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain.model import MatchState, Table, TournamentSettings, four
from app.tournament import create_tournament, open_tournament

TILE_HANDS = [
    "123m456p789s123s55p",
    "123789s123789p33m",
    "123m123p123s789m55p",
    "234m234p234s567p88s",
    "224466m88p224466s",
    "[567m,2]567p567s123m99p",
    "[789s,3]123m456m789m55p",
]


def seat(players: int, session: int) -> list[tuple[int, int, int, int]]:
    """Tables of four from a session-dependent stride (deterministic, no planner)."""
    strides = [1, 3, 7, 11, 13, 17, 19, 23, 29, 31]
    stride = strides[(session - 1) % len(strides)]
    while players % stride == 0 or stride % players == 0:
        stride += 2
    order = [((i * stride + session) % players) + 1 for i in range(players)]
    return [four(order[i : i + 4]) for i in range(0, players, 4)]


def fill(path: Path, players: int, sessions: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    timings: dict[str, float] = {}
    start = time.perf_counter()
    svc = create_tournament(path, TournamentSettings("Benchmark", sessions=sessions))
    svc.backup_dir = None
    with svc.batch("players"):
        for i in range(players):
            svc.add_player(f"Player {i + 1:03d}", country="NL", team=f"Team {i % 30 + 1}")
    for s in range(1, sessions + 1):
        svc.set_tables(s, [Table(s, t, seats) for t, seats in enumerate(seat(players, s), 1)])
    hands = 0
    for s in range(1, sessions + 1):
        for table in svc.tables(s):
            # one transaction per table: what a scoring station commits per sheet
            with svc.batch(f"sheet {s}/{table.table}"):
                for h in range(1, 17):
                    hands += 1
                    if rng.random() < 0.1:
                        svc.record_draw(s, table.table, h)
                        continue
                    winner = rng.choice(table.seats)
                    others = [p for p in table.seats if p != winner]
                    discarder = None if rng.random() < 0.3 else rng.choice(others)
                    if rng.random() < 0.25:
                        svc.record_win(
                            s, table.table, h, winner, discarder, tiles=rng.choice(TILE_HANDS)
                        )
                    else:
                        fan = rng.choice([8, 8, 9, 10, 12, 16, 24, 32, 64, 88])
                        svc.record_win(s, table.table, h, winner, discarder, fan=fan)
                if rng.random() < 0.05:
                    svc.record_false_win(s, table.table, rng.choice(table.seats))
            svc.set_match_state(s, table.table, MatchState.VERIFIED)
    svc.close()
    timings["enter"] = time.perf_counter() - start
    timings["hands"] = hands
    return timings


def check_costs(path: Path, runs: int = 7) -> None:
    """Time SQLite's two checks on a kept file, as the open runs them (read-only)."""
    import sqlite3

    for pragma in ("quick_check", "integrity_check"):
        times = []
        for _ in range(runs):
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
            start = time.perf_counter()
            conn.execute(f"PRAGMA {pragma}").fetchall()
            times.append((time.perf_counter() - start) * 1000)
            conn.close()
        print(
            f"{pragma:<16}: median {statistics.median(times):.1f} ms, "
            f"max {max(times):.1f} ms over {runs} runs"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="write the file here and keep it")
    parser.add_argument("--checks", type=Path, help="only time the open's checks on FILE")
    args = parser.parse_args(argv)
    if args.checks:
        check_costs(args.checks)
        return 0

    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "bench.mcr"
        t = fill(path, args.players, args.sessions, args.seed)
        size = path.stat().st_size

        start = time.perf_counter()
        svc = open_tournament(path)
        open_ms = (time.perf_counter() - start) * 1000
        runs = []
        for _ in range(args.runs):
            start = time.perf_counter()
            rows = svc.standings()
            runs.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        svc.team_standings()
        svc.table_results()
        svc.player_history(1)
        extra_ms = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        all_hands = svc.all_hands()
        load_ms = (time.perf_counter() - start) * 1000
        svc.close()

    print(f"players x sessions     : {args.players} x {args.sessions}")
    print(f"hands entered          : {int(t['hands'])} ({len(all_hands)} stored)")
    print(f"enter everything       : {t['enter']:.1f} s (one transaction per table sheet)")
    print(f"open (with integrity_check): {open_ms:.0f} ms")
    print(
        f"standings recompute    : median {statistics.median(runs):.1f} ms, "
        f"max {max(runs):.1f} ms over {args.runs} runs (target < 200 ms)"
    )
    print(f"teams + results + hist : {extra_ms:.1f} ms")
    print(f"load every hand        : {load_ms:.1f} ms")
    print(f"file size              : {size / 1e6:.2f} MB (target < 20 MB)")
    print(f"leader                 : {rows[0].player.name} {float(rows[0].table_points)} tp")
    ok = statistics.median(runs) < 200 and size < 20e6
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
