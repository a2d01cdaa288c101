"""Switching the interface language at scale: 300 players x 8 sessions, real widgets
(offscreen Qt).

    .venv/bin/python bench/bench_language.py [--players 300] [--sessions 8] [--rounds 4]

The main window is open on the table sheet of a tournament with every session entered
except two tables of the last one; View > Language switches between 简体中文 and English
(the pages are built again, drafts and the page shown kept). Prints the time of each
switch, from the menu's action until the events it left are processed.
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

from bench_gui import prepare
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.ui.window import MainWindow


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="mcr-bench-language-"))
    path = folder / "big.mcr"
    prepare(path, args.players, args.sessions)
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    window.resize(1280, 800)
    window.open_file(str(path), remember=False)
    window.open_table(args.sessions, 1)
    app.processEvents()
    times = []
    for i in range(args.rounds):
        code = "zh_CN" if i % 2 == 0 else "en"
        start = time.perf_counter()
        window.language_menu.action_for(code).trigger()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
        print(f"switch to {code}: {times[-1]:.0f} ms", flush=True)
    print(f"median {statistics.median(times):.0f} ms over {len(times)} switches")
    window.language_menu.action_for("en").trigger()
    window.close_document()
    return 0


if __name__ == "__main__":
    sys.exit(main())
