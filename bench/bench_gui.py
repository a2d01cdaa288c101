"""The table sheet at scale: 300 players x 8 sessions, real widgets (offscreen Qt).

    .venv/bin/python bench/bench_gui.py [--players 300] [--sessions 8] [--rounds 60]
                                        [--hand-rounds 3] [--base FILE]

Prints, for the main window open on a tournament with every session entered except
two tables of the last one, the median, 95th and 99th percentile of each measure, in
wall time and in this process's CPU time, with its target:
- record a hand (keys typed into the winner, from and fan boxes, then a click on
  Record, timed from the click until the window is up to date) and undo it (the undo
  action, the same way): target under 50 ms median each;
- switching the sheet to another table: target under 30 ms median;
- a click on a tile of the palette until its fans (or its tile count) are shown:
  target under 16 ms at the 99th percentile. Ten hands of every shape (melds, kongs,
  flowers, seven pairs, knitted, thirteen orphans, the nine gates) are clicked tile by
  tile, ``--hand-rounds`` times each, in three places: the table sheet (winner and
  discarder typed first, so each click also checks the hand for Record) with its fans in
  front; the table sheet with its waits tab in front (each 13th tile lists the waits);
  and the calculator page, which brings the waits forward at 13 tiles and the fans back
  at 14. The engine adapter's remembered scores are forgotten before each hand, so
  every hand is timed as a new one (within a hand, the 14th tile may find its score
  among the waits listed at 13, as it does at the table).
Each time runs from QTest's real mouse or key event until the events it left are
processed (the repaint included, so deferred work is counted); wall time and this
process's CPU time are both shown: on a shared machine the wall time also counts
waiting for a core, CPU time is what the work costs. The full garbage collections that
fell inside the timed actions are counted (each costs tens of ms on this heap).
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_tournament import fill
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.tournament import open_tournament

# Hands clicked tile by tile: "mode:tile" adds a set (chow, pung, kong), a letter a-h a
# flower; the last tile clicked is the winning tile. Each is a valid win (8 fan or more).
HANDS = [
    "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p 5p",  # pure straight
    "1m 1m 9m 9m 1p 1p 9p 9p E E S S W W",  # seven pairs
    "1m 9m 1p 9p 1s 9s E S W N C F P P",  # thirteen orphans
    "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m 5m",  # nine gates: nine waits at 13
    "2m 3m 4m 3p 4p 5p 4s 5s 6s 6s 7s 8s 8p 8p",
    "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N C",  # lesser honours and knitted tiles
    "E E E S S S W W W N N C C C",  # honours only
    "pung:C pung:F chow:2s 6m 7m 8m P P",  # little three dragons
    "kong:5p pung:E 1s 1s 1s 9m 9m 9m 2p 2p",  # all pungs
    "a b 2m 2m 3m 3m 4m 4m 2p 3p 4p 2s 3s 4s 8s 8s",  # two flowers
]


def ms(seconds: list[float]) -> list[float]:
    return [s * 1000 for s in seconds]


def percentile(values: list[float], p: float) -> float:
    """Nearest rank: the value under which ``p`` per cent of the samples fall."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class Measure:
    """Wall and CPU times of one kind of action."""

    def __init__(self, name: str, target: str) -> None:
        self.name, self.target = name, target
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.full_collections = 0

    def time(self, action: Callable[[], object]) -> None:
        """Time ``action`` and the events it leaves (the repaint included)."""
        before = _FULL_COLLECTIONS[0]
        cpu, start = time.process_time(), time.perf_counter()
        action()
        QApplication.processEvents()
        self.wall.append(time.perf_counter() - start)
        self.cpu.append(time.process_time() - cpu)
        self.full_collections += _FULL_COLLECTIONS[0] - before

    def row(self) -> str:
        wall, cpu = ms(self.wall), ms(self.cpu)
        figures = [statistics.median(wall), percentile(wall, 95), percentile(wall, 99)]
        figures += [statistics.median(cpu), percentile(cpu, 95), percentile(cpu, 99)]
        cells = " ".join(f"{f:6.1f}" for f in figures[:3])
        cells += " | " + " ".join(f"{f:6.1f}" for f in figures[3:])
        gcs = f" ({self.full_collections} gc)" if self.full_collections else ""
        return f"{self.name:31} {len(wall):4} {cells}   {self.target}{gcs}"


_FULL_COLLECTIONS = [0]


def _count_full_collections(phase: str, info: dict) -> None:
    if phase == "start" and info.get("generation") == 2:
        _FULL_COLLECTIONS[0] += 1


def prepare(path: Path, players: int, sessions: int) -> None:
    print(f"Filling {players} players x {sessions} sessions ...", flush=True)
    fill(path, players, sessions, seed=1)
    svc = open_tournament(path)
    for table in (1, 2):  # two tables of the last session still being entered
        svc.set_match_state(sessions, table, "complete")
        for hand in range(1, 17):
            svc.delete_hand(sessions, table, hand)
    svc.close()


def click_hands(entry, measure: Measure, rounds: int, problem: Callable[[], str] = str) -> None:
    """Each hand of HANDS clicked tile by tile into ``entry``, ``rounds`` times; after
    the last tile the fans shown are the engine's for the hand, and ``problem()`` has
    nothing to say."""
    from app.ui.hand import engine

    app = QApplication.instance()
    palette = entry.palette_widget
    for _ in range(rounds):
        for hand in HANDS:
            engine.clear_caches()  # each hand new to the engine, as at the table
            entry.clear()
            app.processEvents()
            for step in hand.split():
                mode, _, tile = step.rpartition(":")
                entry.set_mode(mode or "tile")
                button = palette.button(tile)
                measure.time(lambda b=button: QTest.mouseClick(b, Qt.MouseButton.LeftButton))
            entry.set_mode("tile")
            evaluation = entry.evaluation()
            assert entry.state().tile_count() == 14, hand
            assert evaluation.error is None and evaluation.fans, (hand, evaluation.error)
            assert entry.fan_model.fans() == evaluation.fans, hand
            assert not problem(), (hand, problem())
    entry.clear()
    app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=60, help="records, undos, switches")
    parser.add_argument("--hand-rounds", type=int, default=3, help="times each hand is clicked")
    parser.add_argument("--base", help="a file made by an earlier run (kept, copied)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from app.ui.window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="mcr-bench-gui-"))
    path = folder / "bench.mcr"
    if args.base:
        shutil.copy(args.base, path)
    else:
        prepare(path, args.players, args.sessions)
        print(f"(rerun faster with --base {path}.base)")
        shutil.copy(path, f"{path}.base")
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.resize(1280, 800)
    window.show()
    window.open_file(str(path), remember=False)
    last = args.sessions
    sheet = window.open_table(last, 1)
    form = sheet.hand_form
    app.processEvents()
    gc.callbacks.append(_count_full_collections)

    record = Measure("record a hand", "median < 50 ms")
    undo = Measure("undo it", "median < 50 ms")
    for i in range(args.rounds):
        form.show_hand(1)
        for widget, key in ((form.winner_combo, "a"), (form.from_combo, "c")):
            widget.setFocus()
            QTest.keyClick(widget, key)
        form.fan_edit.setFocus()
        QTest.keyClicks(form.fan_edit, str(8 + i % 20))
        assert form.record_button.isEnabled(), form.message_label.text()
        record.time(lambda: QTest.mouseClick(form.record_button, Qt.MouseButton.LeftButton))
        assert window.document.workspace.hands(last, 1), window.last_error()
        undo.time(window.undo_action.trigger)
        assert not window.document.workspace.hands(last, 1), window.last_error()
        app.processEvents()

    switch = Measure("table switch", "median < 30 ms")
    for i in range(args.rounds):
        table = 2 + i % 5
        switch.time(lambda t=table: window.open_table(last, t))
        app.processEvents()

    window.open_table(last, 1)
    form.show_hand(1)
    app.processEvents()
    entry = sheet.hand_entry
    # winner and discarder typed first (the sheet checks the hand for Record on each
    # click, and scores the 14 tiles with this hand's winds)
    for widget, key in ((form.winner_combo, "a"), (form.from_combo, "c")):
        widget.setFocus()
        QTest.keyClick(widget, key)

    def recordable() -> str:
        return "" if form.record_button.isEnabled() else form.message_label.text()

    fans = Measure("tile click, sheet (fans)", "p99 < 16 ms")
    click_hands(entry, fans, args.hand_rounds, recordable)
    waits = Measure("tile click, sheet (waits tab)", "p99 < 16 ms")
    entry.results_tabs.setCurrentWidget(entry.waits_list)
    click_hands(entry, waits, args.hand_rounds, recordable)
    entry.results_tabs.setCurrentIndex(0)
    calculator = Measure("tile click, calculator", "p99 < 16 ms")
    window.show_page("hand")
    app.processEvents()
    click_hands(window.pages["hand"], calculator, args.hand_rounds)
    gc.callbacks.remove(_count_full_collections)

    clicks = Measure("tile click, all three", "p99 < 16 ms")
    for m in (fans, waits, calculator):
        clicks.wall += m.wall
        clicks.cpu += m.cpu
        clicks.full_collections += m.full_collections

    print(f"{args.players} players x {args.sessions} sessions, window 1280x800, offscreen Qt")
    print(f"{'ms':31} {'n':>4} {'wall: median  p95    p99':>20} | CPU: median p95  p99   target")
    for m in (record, undo, switch, fans, waits, calculator, clicks):
        print(m.row())
    window.close_document()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
