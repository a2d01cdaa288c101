"""The desktop app's table-side entry, timed (issue 23, items 1 and 4): Start and Stop
of the server from Tools > Table-side entry, and how long a hand stored from the phones
(over HTTP) takes to show on the window's table sheet, and a disputed one in the
referee's queue count, on a file tournament.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_ui_tableside.py [--tables 20]

Each table in turn: East proposes hand 1 and the three others confirm (the sheet of that
table is shown; the time runs from the third confirmation's answer until the sheet
shows the hand); then East proposes hand 2 and South disputes it (until the status
bar's count moves). Prints median, p95 and max in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.domain.model import Table, TournamentSettings  # noqa: E402
from app.tournament import create_tournament  # noqa: E402
from app.ui.window import MainWindow  # noqa: E402

WIN = {"hand": 1, "winner": "E", "from": "S", "tiles": "123m456p789s55s789s"}


def post(base: str, token: str, path: str, body: dict[str, object]) -> dict[str, object]:
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        found: dict[str, object] = json.loads(answer.read())
        return found


def wait(app: QApplication, done: object, limit: float = 10.0) -> float:
    """Seconds until `done()` holds, events processed meanwhile (as the window runs)."""
    assert callable(done)
    start = time.perf_counter()
    while not done():
        app.processEvents()
        if time.perf_counter() - start > limit:
            raise SystemExit("not shown within 10 s")
        time.sleep(0.005)
    return time.perf_counter() - start


def first_row(model: object) -> str:
    """The words of the sheet's first hand row (its fan shows there once stored)."""
    index, columns = model.index, model.columnCount()  # type: ignore[attr-defined]
    return " ".join(str(index(0, c).data() or "") for c in range(columns))


def figures(name: str, seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[max(0, round(0.95 * len(ms)) - 1)]
    return f"{name:28} median {statistics.median(ms):7.1f}  p95 {p95:7.1f}  max {ms[-1]:7.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=20)
    args = parser.parse_args()
    app = QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        location = str(Path(folder) / "bench.mcrt")
        svc = create_tournament(location, TournamentSettings("Bench", sessions=1))
        for n in range(args.tables * 4):
            svc.add_player(f"Player {n + 1}")
        svc.set_tables(
            1,
            [
                Table(1, t + 1, (4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4))
                for t in range(args.tables)
            ],
        )
        svc.close()
        window = MainWindow(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        window.show()
        assert window.open_file(location, remember=False)
        side = window.tableside
        started = time.perf_counter()
        problem = side.start("127.0.0.1", 0)
        start_s = time.perf_counter() - started
        assert not problem, problem
        base = f"http://127.0.0.1:{side.runner.port}/api/v1/"
        assert window.document is not None
        links = window.document.workspace.service.seat_links(1)
        seats = {(s.table, s.letter): s.token for s in links}
        shown, queued = [], []
        for t in range(1, args.tables + 1):
            sheet = window.show_table(1, t)
            assert sheet is not None
            p = post(base, seats[(t, "E")], "proposals", WIN)
            for letter in "SWN":
                post(base, seats[(t, letter)], f"proposals/{p['id']}/confirm", {})
            model = sheet.hands_model
            shown.append(wait(app, lambda m=model: "13" in first_row(m)))
            waiting = side.waiting
            q = post(base, seats[(t, "E")], "proposals", WIN | {"hand": 2})
            post(base, seats[(t, "S")], f"proposals/{q['id']}/dispute", {"reason": "no"})
            queued.append(wait(app, lambda w=waiting: side.waiting == w + 1))
        stopped = time.perf_counter()
        side.stop()
        stop_s = time.perf_counter() - stopped
        window.close()
    print(f"{args.tables} tables, a file tournament, server on 127.0.0.1 (offscreen Qt)")
    print(f"{'start':28} {start_s * 1000:7.1f} ms   stop {stop_s * 1000:7.1f} ms")
    print(figures("stored hand -> table sheet", shown))
    print(figures("dispute -> queue count", queued))


if __name__ == "__main__":
    main()
