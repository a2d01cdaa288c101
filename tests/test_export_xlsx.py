"""The Excel workbook, read back with openpyxl."""

from pathlib import Path

import openpyxl
import pytest

from app.export import write_xlsx
from app.export.sample import NAMES, sample_snapshot
from app.export.snapshot import Snapshot

SHEETS = [
    "Standings",
    "Team standings",
    "Table results",
    "Penalties",
    "Hand log",
    "Seating plan",
    "Seats by player",
    "European results",
]


@pytest.fixture(scope="module")
def snap() -> Snapshot:
    return sample_snapshot(16, 3, played=2)


@pytest.fixture(scope="module")
def workbook(snap: Snapshot, tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("xlsx") / "results.xlsx"
    calls: list[tuple[float, str]] = []
    write_xlsx(snap, path, progress=lambda f, m: calls.append((f, m)))
    assert calls[-1][0] == 1.0 and all(0 <= f <= 1 for f, _ in calls)
    return openpyxl.load_workbook(path)


@pytest.mark.slow
def test_every_sheet_in_order(workbook, snap: Snapshot) -> None:
    assert workbook.sheetnames == SHEETS
    assert workbook.properties.title == snap.event


def test_named_styles_registered_once_and_used(workbook) -> None:
    names = list(workbook.named_styles)
    for style in ("Report header", "Report text", "Report table points"):
        assert names.count(style) == 1
    ws = workbook["Standings"]
    assert all(c.style == "Report header" for c in ws[1])
    assert all(c.style == "Report table points" for c in ws["F"][1:])
    assert ws["F2"].number_format == "0.00"
    quoted = next(c for c in ws["C"] if c.value == "=SUM(A1:A9)")
    assert quoted.style == "Report text"


@pytest.mark.parametrize("sheet", SHEETS)
def test_frozen_header_and_a_real_table(workbook, sheet: str) -> None:
    ws = workbook[sheet]
    # The European results sheet has the ranking bodies' header block (10 rows and an
    # empty one) above its table; every other sheet starts with its table.
    top = 12 if sheet == "European results" else 1
    assert ws.freeze_panes == f"A{top + 1}"
    (table,) = ws.tables.values()
    first, last = table.ref.split(":")
    assert first == f"A{top}"
    assert last.endswith(str(max(ws.max_row, top + 1)))
    headers = [c.value for c in ws[top]]
    assert [col.name for col in table.tableColumns] == headers


def test_numbers_are_numbers(workbook, snap: Snapshot) -> None:
    ws = workbook["Standings"]
    for row in ws.iter_rows(min_row=2, values_only=True):
        rank, number, _name, _country, _team, points, score = row
        assert isinstance(rank, int) and isinstance(number, int) and isinstance(score, int)
        assert isinstance(points, int | float)
    total = sum(r[5] for r in ws.iter_rows(min_row=2, values_only=True))
    assert total == pytest.approx(7 * 4 * 2)  # 4 tables, 2 sessions played, 7 points each


def test_formula_looking_names_stay_text(workbook) -> None:
    ws = workbook["Standings"]
    names = {c.value: c for c in ws["C"][1:]}
    for text in ("=SUM(A1:A9)", "+Plus Minus", "-Dash Name", "@Handle Person"):
        cell = names[text]
        assert cell.data_type == "s"
        assert cell.quotePrefix
    reasons = [c.value for c in workbook["Penalties"]["G"][1:]]
    assert all(isinstance(r, str) for r in reasons)


def test_every_script_round_trips(workbook) -> None:
    names = {c.value for c in workbook["Seats by player"]["A"][1:]}
    assert {n for n, _ in NAMES} <= names


def test_widths_fit_the_longest_text(workbook) -> None:
    ws = workbook["Standings"]
    longest = max(len(c.value) for c in ws["C"][1:])
    assert ws.column_dimensions["C"].width >= longest
    # CJK characters are twice as wide.
    seats = workbook["Seating plan"]
    assert seats.column_dimensions["C"].width >= 12


def test_hand_log_lists_fans_where_tiles_were_entered(workbook, snap: Snapshot) -> None:
    ws = workbook["Hand log"]
    headers = [c.value for c in ws[1]]
    played = [m for m in snap.matches if m.played]
    assert ws.max_row - 1 == 16 * len(played)
    tiles, fans = headers.index("Tiles"), headers.index("Fans")
    rows = list(ws.iter_rows(min_row=2, values_only=True))
    with_tiles = [r for r in rows if r[tiles]]
    assert with_tiles
    assert all("Mixed Straight 8" in r[fans] for r in with_tiles)
    assert all(not r[fans] for r in rows if not r[tiles])


def test_european_sheet_columns(workbook) -> None:
    ws = workbook["European results"]
    assert ws["A1"].value == "Tournament"  # the header block, then the table at row 12
    assert [c.value for c in ws[12]] == [
        "Place",
        "First name",
        "Last name",
        "EMA number",
        "Table points",
        "Score",
        "Country",
    ]
    second = [c.value for c in ws[13]]
    assert isinstance(second[0], int) and isinstance(second[3], str)


def test_documents_narrow_the_sheets(snap: Snapshot, tmp_path: Path) -> None:
    path = write_xlsx(snap, tmp_path / "s.xlsx", documents=["standings"])
    assert openpyxl.load_workbook(path).sheetnames == [
        "Standings",
        "Team standings",
        "European results",
    ]
    with pytest.raises(ValueError, match="unknown document"):
        write_xlsx(snap, tmp_path / "x.xlsx", documents=["nonsense"])


def test_a_cancelled_export_leaves_no_file(snap: Snapshot, tmp_path: Path) -> None:
    class Cancelled(Exception):
        pass

    def cancel(fraction: float, message: str) -> None:
        if fraction > 0.3:
            raise Cancelled

    with pytest.raises(Cancelled):
        write_xlsx(snap, tmp_path / "c.xlsx", progress=cancel)
    assert list(tmp_path.iterdir()) == []
