"""Many exports to one path at the same moment, as separate processes (issue 21: 8 of
20 failed). Prints, per format, how many processes succeeded, how many gave a clean
message, how many a traceback, and whether the file (or site) left is complete.

    .venv/bin/python bench/bench_export_together.py [--processes 20] [--code DIR]

`--code DIR`: run the CLI of another checkout (e.g. /work/main) for a comparison.
Builds a small seated tournament with one hand, then starts every process at once
(`python -m app.cli export FILE --xlsx|--pdf|--html SAME`).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain import TournamentSettings  # noqa: E402
from app.tournament import create_tournament  # noqa: E402


def _tournament(path: Path) -> Path:
    svc = create_tournament(path, TournamentSettings("Cup", sessions=2))
    try:
        for i in range(8):
            svc.add_player(f"Player {i + 1}")
        svc.seat_sessions(seed=1, time_limit=0.5)
        svc.record_draw(1, 1, 1)
    finally:
        svc.close()
    return path


def _complete(option: str, out: Path) -> bool:
    try:
        if option == "--xlsx":
            with zipfile.ZipFile(out) as book:
                return book.testzip() is None and "xl/workbook.xml" in book.namelist()
        if option == "--pdf":
            data = out.read_bytes()
            return data.startswith(b"%PDF") and b"%%EOF" in data[-64:]
        record = json.loads((out / ".mcr-site.json").read_text(encoding="utf-8"))
        pages = {p.name for p in out.iterdir() if not p.name.startswith(".")}
        whole = all(
            p.read_text(encoding="utf-8").endswith("</html>\n")
            for p in out.iterdir()
            if p.suffix == ".html"
        )
        return set(record["files"]) == pages and whole
    except (OSError, ValueError, KeyError, zipfile.BadZipFile):
        return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=20)
    parser.add_argument("--code", type=Path, default=ROOT)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cup = _tournament(folder / "t.mcrt")
        for option, name in (("--xlsx", "r.xlsx"), ("--pdf", "r.pdf"), ("--html", "web")):
            out = folder / name
            command = [sys.executable, "-m", "app.cli", "export", str(cup), option, str(out)]
            runs = [
                subprocess.Popen(
                    command,
                    cwd=args.code,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                )
                for _ in range(args.processes)
            ]
            ok = clean = traceback = 0
            for run in runs:
                _, err = run.communicate(timeout=600)
                if run.returncode == 0:
                    ok += 1
                elif "Traceback" in err or "Exception ignored" in err:
                    traceback += 1
                else:
                    clean += 1
            print(
                f"{option:7} {args.processes} processes: {ok} wrote, {clean} clean "
                f"message, {traceback} traceback; result complete: {_complete(option, out)}"
            )


if __name__ == "__main__":
    main()
