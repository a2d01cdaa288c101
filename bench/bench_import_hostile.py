"""Memory and time of `players import` on hostile files (issue 15, item 2).

Each file is imported in a fresh process (`python -m app.cli players import`), so the
peak memory (max RSS of the child) is that import's alone. Prints one line a file:
its size, the outcome (exit status and the first words of the message), seconds and MB.

    .venv/bin/python bench/bench_import_hostile.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.importing import MAX_PART_XML, MAX_SHEET_XML  # noqa: E402
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
    p = folder / "wide.xlsx"  # rows of 2,000 cells, just under the sheet cap
    cells = b"".join(b"<c><v>%d</v></c>" % j for j in range(2000))
    body = b'<row><c t="inlineStr"><is><t>Name</t></is></c></row>'
    body += b"".join(
        b"<row>" + cells + b"</row>" for _ in range(int(MAX_SHEET_XML / len(cells)) - 1)
    )
    _xlsx(p, SHEET % (b"A1", body))
    files["8 MB sheet, 2,000-cell rows"] = p
    p = folder / "strings.xlsx"  # shared strings just under their cap
    _xlsx(p, SHEET % (b"A1", b'<row><c t="s"><v>0</v></c></row><row><c t="s"><v>1</v></c></row>'))
    count = (MAX_PART_XML - 200) // 24 - 10  # each <si><t>P0000000</t></si> is 24 bytes
    strings = b"<si><t>Name</t></si>" + b"".join(b"<si><t>P%07d</t></si>" % i for i in range(count))
    _add_strings(p, b'<?xml version="1.0"?><sst xmlns="%s">%s</sst>' % (MAIN_NS, strings))
    files["2 MB of shared strings"] = p
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


MAIN_NS = b"http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def _add_strings(path: Path, sst: bytes) -> None:
    """Give a workbook made by `_xlsx` a shared-strings part, with its relationship."""
    rel = (
        b'<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/'
        b'2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>'
    )
    kind = (
        b'<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxml'
        b'formats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'
    )
    with zipfile.ZipFile(path) as src:
        parts = {n: src.read(n) for n in src.namelist()}
    parts["xl/_rels/workbook.xml.rels"] = parts["xl/_rels/workbook.xml.rels"].replace(
        b"</Relationships>", rel
    )
    parts["[Content_Types].xml"] = parts["[Content_Types].xml"].replace(b"</Types>", kind)
    parts["xl/sharedStrings.xml"] = sst
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as dst:
        for name, data in parts.items():
            dst.writestr(name, data)


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
    if sys.argv[1:2] == ["--make"]:  # in a child, so this process stays small (below)
        for label, path in hostile_files(Path(sys.argv[2])).items():
            print(f"{label}\t{path}")
        return
    # A child's peak memory (max RSS) includes its parent's at the fork, so the files
    # are made in another process and this one stays at its starting size.
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        made = subprocess.run(
            [sys.executable, __file__, "--make", tmp], capture_output=True, text=True, check=True
        )
        files = [line.split("\t") for line in made.stdout.splitlines()]
        cup = folder / "cup.mcrt"
        cli = [sys.executable, "-m", "app.cli"]
        subprocess.run([*cli, "new", str(cup), "--name", "Bench"], check=True, cwd=ROOT,
                       capture_output=True)  # fmt: skip
        print(f"{'file':28} {'size':>8}  {'status':>6}  {'seconds':>7}  {'peak MB':>7}  message")
        for label, path in files:
            status, seconds, peak_mb, message = _run([*cli, "players", "import", str(cup), path])
            size = f"{Path(path).stat().st_size / 1e6:.2f}MB"
            print(f"{label:28} {size:>8}  {status:>6}  {seconds:7.2f}  {peak_mb:7.0f}  {message}")


def _run(command: list[str]) -> tuple[int, float, float, str]:
    """Exit status, seconds, the child's own peak memory (max RSS, MB), first line."""
    with tempfile.TemporaryFile("w+") as out:
        start = time.perf_counter()
        child = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=out, text=True)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        lines = out.read().strip().splitlines()
    return child.returncode, seconds, usage.ru_maxrss / 1024, (lines or [""])[0][:70]


if __name__ == "__main__":
    main()
