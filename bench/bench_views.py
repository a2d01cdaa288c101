"""The referee's views at 300 players x 8 sessions: how long each takes to refresh
after a change (real widgets, offscreen).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_views.py [--players 300]
        [--sessions 8] [--runs 20] [--file EXISTING.mcr]

Prints the median and the worst of: the match grid, the standings page (per-session
columns, teams), the projector, and the totals and penalty forms of a table.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from bench.bench_tournament import fill


def timed(action, runs: int) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--file", type=Path, help="an existing tournament file to use")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    from app.ui.window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        path = args.file
        if path is None:
            path = Path(folder) / "views.mcr"
            fill(path, args.players, args.sessions, seed=1)
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings)
        window.resize(1280, 800)
        window.show()
        window.open_file(str(path), remember=False)
        app.processEvents()
        grid = window.show_page("matches")
        standings = window.pages["standings"]
        projector = window.show_projector()
        sheet = window.show_table(1, 1)
        figures = {
            "match grid": timed(grid.refresh, args.runs),
            "standings page": timed(standings.refresh, args.runs),
            "projector": timed(projector.refresh, args.runs),
            "totals form": timed(lambda: sheet.totals_form.refresh(load=True), args.runs),
            "penalties list": timed(sheet.penalties_panel.refresh, args.runs),
        }
        window.close_document()
    print(f"players x sessions : {args.players} x {args.sessions}")
    for name, (median, worst) in figures.items():
        print(f"{name:<19}: median {median:6.1f} ms, max {worst:6.1f} ms over {args.runs} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
