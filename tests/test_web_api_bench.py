"""The table-side load bench still runs end to end (bench/bench_tableside_web.py): a
short run of 2 tables against `serve` in a child process, every answer expected, every
table's hand stored once, the server stopped cleanly. Its timings are not checked."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_a_short_run_of_the_bench_stores_every_tables_hand_once() -> None:
    done = subprocess.run(
        [sys.executable, "bench/bench_tableside_web.py", "--tables", "2", "--seconds", "3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = done.stdout
    assert "Traceback" not in done.stderr, done.stderr
    assert "2 tables, 8 phones, file" in out
    assert "unexpected answers: 0" in out
    assert "every table's hand stored exactly once: yes (2 of 2)" in out
    assert "server stopped cleanly: yes" in out
    assert "propose 201: 2" in out and "confirm 200: 6" in out


def test_the_report_says_the_percentiles_and_counts_unexpected_answers(capsys) -> None:
    from bench.bench_tableside_web import Stats, percentile, report

    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([float(i) for i in range(1, 101)], 0.95) == 96.0
    stats = Stats()
    for ms in range(1, 21):
        stats.add("poll", float(ms), 304, b"")
    stats.add("propose", 50.0, 201, b"{}")
    assert report(stats, 2.0)  # every p95 under 100 ms, nothing unexpected
    stats.add("confirm", 120.0, 409, b'{"error": "The table changed."}')
    assert not report(stats, 2.0)
    out = capsys.readouterr().out
    assert "22 requests in 2.0 s: 11 per second" in out
    assert "unexpected answers: 1" in out and "confirm 409" in out
