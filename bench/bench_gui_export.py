"""Time the reports from the GUI for 300 players x 8 sessions, and how long the window
stops answering meanwhile (target: the full set under 15 s, no stall over 100 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui_export.py [--players 300]
        [--sessions 8] [--explain MS]

Builds the tournament as bench_export.py does (untimed), opens it in the real main
window, then presses Write reports on the Reports page for: the full set (Excel and
PDF), one session's pack (PDF), and the website; and the table sheet's Print for one
match's result. A timer on the GUI thread ticks every 10 ms during each job; the
longest gap between two ticks is the longest stall a user would feel.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (
    QElapsedTimer,
    QEventLoop,
    QSettings,
    QTimer,
    SignalInstance,
)
from PySide6.QtWidgets import QApplication

from app.ui.window import MainWindow
from bench.bench_export import build


class StallMeter:
    """Ticks every 10 ms on the GUI thread and keeps the longest gap between ticks.

    With `explain_ms`, a stall that long has every thread's stack written to stderr
    (faulthandler's watchdog is a C thread: it needs no GIL, so it sees who holds it)."""

    def __init__(self, explain_ms: int = 0) -> None:
        self.explain = explain_ms / 1000
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.last = 0
        self.longest = 0

    def start(self) -> None:
        self.clock.start()
        self.last = 0
        self.longest = 0
        self.timer.start()

    def _tick(self) -> None:
        if self.explain:
            faulthandler.dump_traceback_later(self.explain, exit=False)
        now = self.clock.elapsed()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def stop(self) -> int:
        self._tick()
        self.timer.stop()
        faulthandler.cancel_dump_traceback_later()
        return self.longest


_Job = TypeVar("_Job")  # what the page's writer returns: a job with an end signal


def run(
    job_start: Callable[[], _Job],
    ended_signal_of: Callable[[_Job], SignalInstance],
    meter: StallMeter,
) -> tuple[float, float, int]:
    """Start a job and wait for its end signal: (wall seconds, CPU seconds, longest
    stall in ms)."""
    loop = QEventLoop()
    meter.start()
    start, cpu = time.perf_counter(), time.process_time()
    job = job_start()
    ended_signal_of(job).connect(loop.quit)
    loop.exec()
    cpu = time.process_time() - cpu
    return time.perf_counter() - start, cpu, meter.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument(
        "--explain",
        type=int,
        default=0,
        metavar="MS",
        help="print every thread's stack when the GUI stalls this long (finding the cause)",
    )
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench_gui_export_"))
    path = folder / "bench.mcr"
    build(path, args.players, args.sessions)
    app = QApplication.instance() or QApplication([])
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    window.open_file(str(path), remember=False)
    reports = window.show_page("reports")
    reports.folder_edit.setText(str(folder / "out"))
    meter = StallMeter(args.explain)
    print(f"{args.players} players x {args.sessions} sessions, files in {folder}")

    def report(label: str, seconds: float, cpu: float, stall: int) -> None:
        print(
            f"{label:>30}: {seconds:6.2f} s wall, {cpu:6.2f} s window CPU, "
            f"longest GUI stall {stall:4d} ms",
            flush=True,
        )

    # The machine's own noise: the longest gap with nothing running (other programs
    # share the two cores).
    loop = QEventLoop()
    QTimer.singleShot(3000, loop.quit)
    meter.start()
    loop.exec()
    report("idle (nothing running)", 3.0, 0.0, meter.stop())
    worst = 0
    full = 0.0
    for label, setup in (
        ("full set (Excel + PDF)", lambda: None),
        ("session 2 pack (PDF)", reports.choose_session_pack),
    ):
        if label.startswith("session"):
            reports.session_combo.setCurrentIndex(reports.session_combo.findData(2))
            setup()
        seconds, cpu, stall = run(reports.write, lambda job: job.ended, meter)
        assert reports.result_label.text().startswith("Written"), reports.result_label.text()
        report(label, seconds, cpu, stall)
        worst = max(worst, stall)
        full = full or seconds
    reports.session_combo.setCurrentIndex(0)
    reports.xlsx_check.setChecked(False)
    reports.pdf_check.setChecked(False)
    reports.html_check.setChecked(True)
    seconds, cpu, stall = run(reports.write, lambda job: job.ended, meter)
    report("website", seconds, cpu, stall)
    worst = max(worst, stall)
    sheet = window.show_table(2, 1)
    sheet.print_button.opener = lambda path: None
    seconds, cpu, stall = run(
        lambda: sheet.print_button.print_document("results"), lambda job: job.ended, meter
    )
    report("one match result (table sheet)", seconds, cpu, stall)
    worst = max(worst, stall)
    print(f"{'targets':>30}: full set < 15 s ({full:.2f}), stalls < 100 ms ({worst})")
    window.close_document()
    app.processEvents()
    return 0 if full < 15 and worst < 100 else 1


if __name__ == "__main__":
    raise SystemExit(main())
