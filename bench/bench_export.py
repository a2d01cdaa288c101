"""Time the full Excel and PDF set for a large tournament (target: under 10 s), then
what is printed during the event: one session's pack, one match, and the website.

    .venv/bin/python bench/bench_export.py [--players 300] [--sessions 8] [--keep DIR]

Builds (untimed) a tournament file with every session seated and played: 16 hands a
table, the first entered with its tiles and scored by the engine, the rest as fan
counts, a penalty at one table in ten. Then times reading it (`snapshot_of`), the
workbook (`write_xlsx`) and the full PDF set (`write_pdf`), and prints the seconds.
`--synthetic` skips the file and times the writers on `app.export.sample` data.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain import Table, TournamentSettings
from app.domain.model import four
from app.export import snapshot_of, write_html, write_pdf, write_xlsx
from app.export.sample import NAMES, sample_snapshot
from app.tournament import create_tournament

if TYPE_CHECKING:
    from pypdf import PdfReader

_Value = TypeVar("_Value")  # what the timed work returns

TILES = "123789s123789p33m"  # wins for the East seat in hand 1 (no wind fans)


def build(path: Path, players: int, sessions: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    with create_tournament(path, TournamentSettings("Bench Open 基准赛", sessions)) as svc:
        with svc.batch("bench players"):
            for n in range(1, players + 1):
                name = NAMES[n - 1][0] if n <= len(NAMES) else f"Player {n:03d} Ñandú"
                svc.add_player(name, "NL", f"{n:08d}", f"Team {(n - 1) // 4 + 1}")
        numbers = list(range(1, players + 1))
        for k in range(1, sessions + 1):
            rng.shuffle(numbers)
            tables = [
                Table(k, t + 1, four(numbers[4 * t : 4 * t + 4])) for t in range(players // 4)
            ]
            svc.set_tables(k, tables)
            for t in tables:
                svc.record_win(k, t.table, 1, t.seats[0], t.seats[1], tiles=TILES)
            # One batch a session; the 16th hand entered completes each match.
            with svc.batch(f"bench session {k}"):
                for t in tables:
                    for hand in range(2, 17):
                        winner = rng.randrange(4)
                        discarder = (
                            None if rng.random() < 0.3 else (winner + rng.randrange(1, 4)) % 4
                        )
                        fan = rng.choice([8, 9, 10, 12, 16, 24, 32])
                        svc.record_win(
                            k,
                            t.table,
                            hand,
                            t.seats[winner],
                            None if discarder is None else t.seats[discarder],
                            fan=fan,
                        )
            for t in tables[::10]:
                svc.record_penalty(k, t.table, t.seats[2], -30, "False win", shared=True)


def timed(
    label: str, work: Callable[[], _Value], results: dict[str, tuple[float, float]]
) -> _Value:
    # Wall time is the target; CPU time shows what it would be on an idle machine
    # (the benchmark machine is often shared).
    start, cpu = time.perf_counter(), time.process_time()
    value = work()
    results[label] = (time.perf_counter() - start, time.process_time() - cpu)
    wall, used = results[label]
    print(f"{label:>22}: {wall:6.2f} s wall, {used:6.2f} s CPU", flush=True)
    return value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    parser.add_argument("--synthetic", action="store_true", help="no tournament file")
    parser.add_argument("--page-size", default="A4")
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench_export_"))
    folder.mkdir(parents=True, exist_ok=True)
    results: dict[str, tuple[float, float]] = {}
    print(f"{args.players} players x {args.sessions} sessions, files in {folder}")
    if args.synthetic:
        snap = sample_snapshot(args.players, args.sessions)
    else:
        path = folder / "bench.mcr"
        if path.exists():
            path.unlink()
        start = time.perf_counter()
        build(path, args.players, args.sessions)
        print(f"{'(build, untimed)':>22}: {time.perf_counter() - start:6.2f} s")
        snap = timed("read tournament", lambda: snapshot_of(path), results)
    timed("Excel workbook", lambda: write_xlsx(snap, folder / "results.xlsx"), results)
    pdf = timed(
        "PDF full set",
        lambda: write_pdf(snap, folder / "reports.pdf", page_size=args.page_size),
        results,
    )
    total = sum(wall for wall, _ in results.values())
    cpu = sum(used for _, used in results.values())
    from pypdf import PdfReader

    reader = PdfReader(pdf)
    pages = len(reader.pages)
    print(
        f"{'total':>22}: {total:6.2f} s wall, {cpu:6.2f} s CPU  ({pages} PDF pages; target < 10 s)"
    )
    marks = _bookmark_pages(reader)
    print(f"{'outline':>22}: {len(marks)} bookmarks on {len(set(marks))} different pages")
    # What is printed during the event: one session's pack, one match, the website.
    extra: dict[str, tuple[float, float]] = {}
    k = min(2, args.sessions)
    session_pdf = folder / f"session-{k}.pdf"
    timed(
        f"session {k} pack PDF",
        lambda: write_pdf(snap, session_pdf, ["seating", "scoresheets", "results"], session=k),
        extra,
    )
    match_pdf = folder / "match.pdf"
    timed(
        "one match result PDF",
        lambda: write_pdf(snap, match_pdf, ["results"], session=k, table=1),
        extra,
    )
    timed("website", lambda: write_html(snap, folder / "site"), extra)
    site_pages = len(list((folder / "site").glob("*.html")))
    print(
        f"{'':>22}  session pack {len(PdfReader(session_pdf).pages)} pages, "
        f"match {len(PdfReader(match_pdf).pages)} page(s), website {site_pages} pages"
    )
    return 0 if total < 10 else 1


def _bookmark_pages(reader: PdfReader) -> list[int | None]:
    """The page each outline entry opens, at every depth (all 0 would mean they all open
    page 1; None: an entry that opens no page). The outline nests entries under their
    headings, so the walk goes as deep as it does."""
    pages: list[int | None] = []

    def walk(entries: list) -> None:
        for entry in entries:
            if isinstance(entry, list):
                walk(entry)
            else:
                pages.append(reader.get_destination_page_number(entry))

    walk(reader.outline)
    return pages


if __name__ == "__main__":
    raise SystemExit(main())
