"""Memory and time of `players import` on hostile files (issue 15, item 2).

Each file is imported in a fresh process (`python -m app.cli players import`), so the
peak memory (max RSS of the child) is that import's alone. Prints one line a file:
its size, the outcome (exit status and the first words of the message), seconds and MB.

    .venv/bin/python bench/bench_import_hostile.py
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_faults_limits import SHEET, _cell, _xlsx  # noqa: E402 - the same builders


def hostile_files(folder: Path) -> dict[str, Path]:
    files = {}
    p = folder / "xfd.xlsx"  # one cell at the last column and row
    rows = b'<row r="1">' + _cell("A1", "Name") + b'</row><row r="2">' + _cell("A2", "Ann")
    rows += b'</row><row r="1048576">' + _cell("XFD1048576", "x") + b"</row>"
    _xlsx(p, SHEET % (b"A1:XFD1048576", rows))
    files["one cell at XFD1048576"] = p
    p = folder / "rows.xlsx"  # 20 million one-cell rows, a few MB zipped
    with zipfile.ZipFile(p, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        with z.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as f:
            f.write(SHEET.split(b"%s</sheetData>")[0] % b"A1:A20000000")
            chunk = b"<row><c><v>1</v></c></row>" * 10000
            for _ in range(2000):
                f.write(chunk)
            f.write(b"</sheetData></worksheet>")
    _xlsx_shell(p)
    files["20 million one-cell rows"] = p
    p = folder / "many.csv"  # 10 MB of short rows
    line = b"Player with a name,NL,Team\n"
    p.write_bytes(b"Name,Country,Team\n" + line * (10 * 1024 * 1024 // len(line) - 1))
    files["10 MB CSV, short rows"] = p
    p = folder / "cell.csv"  # one 10 MB cell
    p.write_bytes(b"Name\n" + b"x" * (10 * 1024 * 1024 - 10) + b"\n")
    files["10 MB CSV, one cell"] = p
    p = folder / "gbk.csv"
    p.write_bytes("Name,Country\n王小明,CN\n".encode("gbk"))
    files["GBK CSV, no --encoding"] = p
    p = folder / "ok.csv"
    p.write_bytes(("Name,Country\n" + "".join(f"Player {i},NL\n" for i in range(9000))).encode())
    files["9,000 good players"] = p
    return files


def _xlsx_shell(path: Path) -> None:
    """Add the workbook parts around an already written sheet1.xml."""
    donor = path.with_name("donor.xlsx")
    _xlsx(donor, b"")
    with zipfile.ZipFile(donor) as src, zipfile.ZipFile(path, "a") as dst:
        for name in src.namelist():
            if name != "xl/worksheets/sheet1.xml":
                dst.writestr(name, src.read(name))
    donor.unlink()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cup = folder / "cup.mcrt"
        cli = [sys.executable, "-m", "app.cli"]
        subprocess.run([*cli, "new", str(cup), "--name", "Bench"], check=True, cwd=ROOT,
                       capture_output=True)  # fmt: skip
        print(f"{'file':28} {'size':>8}  {'status':>6}  {'seconds':>7}  {'peak MB':>7}  message")
        for label, path in hostile_files(folder).items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            start = time.perf_counter()
            done = subprocess.run([*cli, "players", "import", str(cup), str(path)], cwd=ROOT,
                                  capture_output=True, text=True)  # fmt: skip
            seconds = time.perf_counter() - start
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            message = (done.stderr or done.stdout).strip().splitlines()[0][:70]
            size = f"{path.stat().st_size / 1e6:.2f}MB"
            peak_text = f"{peak / 1024:.0f}" if peak > before else f"<={before / 1024:.0f}"
            print(f"{label:28} {size:>8}  {done.returncode:>6}  {seconds:7.2f}  {peak_text:>7}  "
                  f"{message}")  # fmt: skip


if __name__ == "__main__":
    main()
