"""`export FILE --ranking OUT.xlsx|OUT.csv` (issue 24): the ranking body's results file,
a header block above the rows Place, Last name, First name, member number, Table
points, Score, Country; exact numbers; warnings for what the ranking body will miss;
the workbook's European results sheet with the same header block and names."""

import contextlib
import csv
import io
from fractions import Fraction

import pytest
from openpyxl import load_workbook

from app.cli import main
from app.domain.model import TournamentSettings
from app.export import ranking, rows, write_xlsx
from app.export.snapshot import Player, Snapshot, Standing
from app.tournament import create_tournament

COLUMNS = ["Place", "Last name", "First name", "Member number", "Table points", "Score",
           "Country"]  # fmt: skip


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def snapshot() -> Snapshot:
    players = (
        Player(1, "Hoàng Bảo Khánh", country="VN", ema_id="13000001"),
        Player(2, "黄志强", country="CN", romanised="Huang Zhiqiang", ema_id="04120002"),
        Player(3, "Li Wei", country="CN", ema_id="04120001"),
        Player(4, "Anna Schmidt", country="de"),
        Player(5, "王芳", country="CN", ema_id="04120003"),
    )
    standings = (
        Standing(1, 2, Fraction(9, 2), 120),
        Standing(2, 1, Fraction(9, 2), 40),
        Standing(3, 3, Fraction(7, 3), Fraction(-5, 2)),
        Standing(4, 4, Fraction(1), -60),
        Standing(5, 5, Fraction(0), Fraction(-195, 2)),
    )
    settings = TournamentSettings(
        "Hanoi Open", 4, start_date="2026-05-02", end_date="2026-05-03", venue="Hall 5",
        city="Hanoi", country="VN", ranking_id="EMA-2026-17",
    )  # fmt: skip
    return Snapshot("Hanoi Open", players, 4, standings=standings, rules="MCR, 16 hands a match",
                    details=settings)  # fmt: skip


def test_header_block_rows_and_warnings():
    snap = snapshot()
    result = ranking.ranking_file(snap)
    assert dict(result.header) == {
        "Tournament": "Hanoi Open",
        "Venue": "Hall 5",
        "City": "Hanoi",
        "Country": "VN",
        "Start date": "2026-05-02",
        "End date": "2026-05-03",
        "Players": 5,
        "Countries": 3,
        "Rules": "MCR, 16 hands a match",
        "Ranking-body tournament id": "EMA-2026-17",
    }
    assert [c.title for c in result.report.columns] == COLUMNS
    assert result.report.rows == [
        (1, "Huang", "Zhiqiang", "04120002", Fraction(9, 2), 120, "CN"),
        (2, "Hoàng", "Bảo Khánh", "13000001", Fraction(9, 2), 40, "VN"),
        (3, "Li", "Wei", "04120001", Fraction(7, 3), Fraction(-5, 2), "CN"),
        (4, "Schmidt", "Anna", None, Fraction(1), -60, "DE"),
        (5, "王", "芳", "04120003", Fraction(0), Fraction(-195, 2), "CN"),
    ]
    text = " | ".join(result.warnings)
    assert "no member number" in text and "4 Anna Schmidt" in text
    assert "no name in Latin letters" in text and "5 王芳" in text
    assert "1 Hoàng" not in text  # Vietnamese letters are Latin letters


def test_a_country_that_is_not_a_code_is_warned():
    players = (Player(1, "Ann Lee", country="Germany", ema_id="1"),
               Player(2, "Bo Ma", country="", ema_id="2"),
               Player(3, "Cy Wu", country="nl", ema_id="3"))  # fmt: skip
    standings = tuple(Standing(i, i, Fraction(4 - i), 10 - i) for i in (1, 2, 3))
    warnings = " | ".join(
        ranking.ranking_file(Snapshot("Cup", players, 1, standings=standings)).warnings
    )
    assert "1 Ann Lee" in warnings and "2 Bo Ma" in warnings and "3 Cy Wu" not in warnings
    assert "two-letter country code" in warnings


def test_missing_details_are_warned():
    snap = Snapshot("Cup", (Player(1, "Ann Lee", ema_id="1"),), 1,
                    standings=(Standing(1, 1, Fraction(4), 10),))  # fmt: skip
    warnings = " | ".join(ranking.ranking_file(snap).warnings)
    for missing in ("ranking-body tournament id", "dates", "country"):
        assert missing in warnings


def test_csv_is_exact_and_reads_back(tmp_path):
    path = tmp_path / "ranking.csv"
    ranking.write_ranking_csv(ranking.ranking_file(snapshot()), path)
    with path.open(encoding="utf-8-sig", newline="") as f:
        lines = list(csv.reader(f))
    assert lines[0] == ["Tournament", "Hanoi Open"]
    at = lines.index(COLUMNS)
    assert ["Players", "5"] in lines[:at] and ["Ranking-body tournament id", "EMA-2026-17"] in lines
    assert lines[at + 1] == ["1", "Huang", "Zhiqiang", "04120002", "4.5", "120", "CN"]
    assert lines[at + 3] == ["3", "Li", "Wei", "04120001", "7/3", "-2.5", "CN"]
    assert lines[at + 5][5] == "-97.5"


def test_xlsx_has_the_header_block_above_a_table(tmp_path):
    path = tmp_path / "ranking.xlsx"
    ranking.write_ranking_xlsx(ranking.ranking_file(snapshot()), path)
    ws = load_workbook(path).worksheets[0]
    cells = [[c.value for c in r] for r in ws.iter_rows()]
    assert cells[0][:2] == ["Tournament", "Hanoi Open"]
    at = next(i for i, r in enumerate(cells) if r[:7] == COLUMNS)
    assert cells[at + 1][:7] == [1, "Huang", "Zhiqiang", "04120002", 4.5, 120, "CN"]
    assert cells[at + 3][4:6] == ["7/3", -2.5]  # exact: a third as a fraction, halves as .5
    (table,) = ws.tables.values()
    assert table.ref == f"A{at + 1}:G{at + 6}"


def test_the_european_results_sheet_gets_the_header_block(tmp_path):
    snap = snapshot()
    report = rows.ema_report(snap)
    assert [r[1:3] for r in report.rows][:3] == [
        ("Zhiqiang", "Huang"), ("Bảo Khánh", "Hoàng"), ("Wei", "Li"),
    ]  # fmt: skip
    write_xlsx(snap, tmp_path / "book.xlsx")
    ws = load_workbook(tmp_path / "book.xlsx")["European results"]
    cells = [[c.value for c in r] for r in ws.iter_rows()]
    assert cells[0][:2] == ["Tournament", "Hanoi Open"]
    assert ["Ranking-body tournament id", "EMA-2026-17"] == cells[9][:2]
    at = next(i for i, r in enumerate(cells) if r[0] == "Place")
    assert cells[at + 1][1:3] == ["Zhiqiang", "Huang"]
    (table,) = ws.tables.values()
    assert table.ref.startswith(f"A{at + 1}:")
    # the other sheets start with their table, as before
    assert load_workbook(tmp_path / "book.xlsx")["Standings"]["A1"].value == "Rank"


@pytest.mark.slow
def test_cli_export_ranking_with_the_demo(tmp_path):
    from app.demo import create_demo

    demo = create_demo(tmp_path / "demo.mcrt", players=20)
    code, out, err = cli("settings", demo, "--ranking-id", "DEMO-1", "--country", "DE",
                         "--start-date", "2026-05-02", "--end-date", "2026-05-03")  # fmt: skip
    assert code == 0, err
    for suffix in ("csv", "xlsx"):
        target = tmp_path / f"ranking.{suffix}"
        code, out, err = cli("export", demo, "--ranking", target)
        assert code == 0, err
        assert f"Wrote {target}" in out
        assert "warning:" in err and "no member number" in err and "Kenji Sato" in err
    with (tmp_path / "ranking.csv").open(encoding="utf-8-sig", newline="") as f:
        lines = list(csv.reader(f))
    at = lines.index(COLUMNS)
    by_number = {(r[1], r[2]) for r in lines[at + 1 :]}
    assert {("Li", "Wei"), ("Chen", "Jing"), ("Sato", "Kenji"), ("Schmidt", "Anna"),
            ("Wang", "Fang"), ("Zhang", "Wei"), ("Dvořák", "Pavel")} <= by_number  # fmt: skip
    assert ["Tournament", "Demo Open 2026"] in lines and ["Country", "DE"] in lines
    sheet = load_workbook(tmp_path / "ranking.xlsx").worksheets[0]
    assert (sheet["A1"].value, sheet["B1"].value) == ("Tournament", "Demo Open 2026")


@pytest.mark.parametrize("name", ["ranking.txt", "ranking"])
def test_cli_refuses_another_kind_of_file(tmp_path, name):
    path = tmp_path / "t.mcrt"
    create_tournament(path, TournamentSettings("Cup")).close()
    code, out, err = cli("export", path, "--ranking", tmp_path / name)
    assert code == 1 and ".xlsx or .csv" in err
    assert not (tmp_path / name).exists()


def test_csv_text_never_starts_a_formula(tmp_path):
    """A name typed as "=cmd|..." must not run as a formula when Excel opens the CSV;
    negative numbers stay numbers."""
    players = (Player(1, "=HYPERLINK(1) Evil", ema_id="1", country="DE"),
               Player(2, "Bo Ma", ema_id="2", country="DE"))  # fmt: skip
    standings = (Standing(1, 1, Fraction(4), 10), Standing(2, 2, Fraction(0), -10))
    path = tmp_path / "r.csv"
    ranking.write_ranking_csv(
        ranking.ranking_file(Snapshot("@Cup", players, 1, standings=standings)), path
    )
    with path.open(encoding="utf-8-sig", newline="") as f:
        lines = list(csv.reader(f))
    assert lines[0] == ["Tournament", "'@Cup"]
    at = lines.index(COLUMNS)
    assert "'=HYPERLINK(1)" in lines[at + 1][1:3] and "Evil" in lines[at + 1][1:3]
    assert lines[at + 2][5] == "-10"
