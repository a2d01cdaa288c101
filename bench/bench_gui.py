"""The table sheet at scale: 300 players x 8 sessions, real widgets (offscreen Qt).

    .venv/bin/python bench/bench_gui.py [--players 300] [--sessions 8] [--rounds 40]

Prints, for the main window open on a tournament with every session entered except
two tables of the last one:
- record a hand (keys typed into the winner, from and fan boxes, then a click on
  Record, timed from the click until the window is up to date) and undo it (the undo
  action, the same way): median and 95th percentile, target under 50 ms median;
- switching the sheet to another table: median, target under 30 ms;
- a click on a tile of the palette until its fans are listed: 99th percentile, target
  under 16 ms.
Each time runs from QTest's real mouse or key event until the events it left are
processed (the repaint included); wall time and this process's CPU time are both shown
(on a shared machine the wall time also counts waiting for a core).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_tournament import fill  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.domain.service import TournamentService  # noqa: E402

HAND_TILES = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "5p", "5p"]


def ms(seconds: list[float]) -> list[float]:
    return [s * 1000 for s in seconds]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


CPU: list[float] = []  # the same actions in CPU time of this process


def timed(action) -> float:
    """Wall time of ``action`` and the events it leaves (the repaint included); its CPU
    time goes to CPU (the machine may be shared: CPU time is what the work costs)."""
    cpu, start = time.process_time(), time.perf_counter()
    action()
    QApplication.processEvents()
    CPU.append(time.process_time() - cpu)
    return time.perf_counter() - start


def prepare(path: Path, players: int, sessions: int) -> None:
    print(f"Filling {players} players x {sessions} sessions ...", flush=True)
    fill(path, players, sessions, seed=1)
    svc = TournamentService.open(path)
    for table in (1, 2):  # two tables of the last session still being entered
        svc.set_match_state(sessions, table, "complete")
        for hand in range(1, 17):
            svc.delete_hand(sessions, table, hand)
    svc.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--base", help="a file made by an earlier run (kept, copied)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from app.ui.window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="mcr-bench-gui-"))
    path = folder / "bench.mcr"
    if args.base:
        import shutil

        shutil.copy(args.base, path)
    else:
        prepare(path, args.players, args.sessions)
        print(f"(rerun faster with --base {path}.base)")
        import shutil

        shutil.copy(path, f"{path}.base")
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.resize(1280, 800)
    window.show()
    window.open_file(str(path), remember=False)
    last = args.sessions
    sheet = window.open_table(last, 1)
    form = sheet.hand_form
    app.processEvents()

    record, undo = [], []
    for i in range(args.rounds):
        form.show_hand(1)
        for widget, key in ((form.winner_combo, "a"), (form.from_combo, "c")):
            widget.setFocus()
            QTest.keyClick(widget, key)
        form.fan_edit.setFocus()
        QTest.keyClicks(form.fan_edit, str(8 + i % 20))
        assert form.record_button.isEnabled(), form.message_label.text()
        record.append(
            timed(lambda: QTest.mouseClick(form.record_button, Qt.MouseButton.LeftButton))
        )
        assert window.document.workspace.hands(last, 1), window.last_error()
        undo.append(timed(window.undo_action.trigger))
        assert not window.document.workspace.hands(last, 1), window.last_error()
        app.processEvents()

    switch = []
    for i in range(args.rounds):
        table = 2 + i % 5
        switch.append(timed(lambda t=table: window.open_table(last, t)))
        app.processEvents()

    window.open_table(last, 1)
    form.show_hand(1)
    palette = sheet.hand_entry.palette_widget
    clicks = []
    for _ in range(max(3, args.rounds // 4)):
        sheet.hand_entry.clear()
        for tile in HAND_TILES:
            button = palette.button(tile)
            clicks.append(timed(lambda b=button: QTest.mouseClick(b, Qt.MouseButton.LeftButton)))
        app.processEvents()
    assert sheet.hand_entry.fan_model.rowCount() > 0

    cpu = ms(CPU)
    n = args.rounds
    cpu_record, cpu_undo = cpu[0 : 2 * n : 2], cpu[1 : 2 * n : 2]
    cpu_switch, cpu_clicks = cpu[2 * n : 3 * n], cpu[3 * n :]
    record, undo, switch, clicks = ms(record), ms(undo), ms(switch), ms(clicks)
    print(f"{args.players} players x {args.sessions} sessions, window 1280x800, offscreen Qt")
    print("                 wall: median    p95/p99 |  CPU: median   p95/p99   target")
    rows = (
        ("record a hand", record, cpu_record, 95, "median < 50 ms"),
        ("undo it", undo, cpu_undo, 95, "median < 50 ms"),
        ("table switch", switch, cpu_switch, 95, "< 30 ms"),
        (f"tile click ({len(clicks)})", clicks, cpu_clicks, 99, "p99 < 16 ms"),
    )
    for name, wall, used, p, target in rows:
        print(
            f"{name:17} {statistics.median(wall):8.1f} {percentile(wall, p):6.1f} (p{p}) |"
            f" {statistics.median(used):8.1f} {percentile(used, p):6.1f} (p{p})   {target}"
        )
    window.close_document()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
