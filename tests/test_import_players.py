"""Importing players from CSV and XLSX, with a report of the rejected rows."""

import pytest
from openpyxl import Workbook

from app.domain.errors import Refused
from app.domain.model import TournamentSettings
from app.importing import parse_players, read_rows
from app.tournament import create_tournament, import_players


@pytest.fixture
def svc(tmp_path):
    service = create_tournament(tmp_path / "t.mcr", TournamentSettings("Cup"))
    service.add_player("Already Here")
    yield service
    service.close()


CSV = """First name;Last name;Country;EMA number;Team;Substitute
Li;Wei;CN;04120001;Dragons;no
Anna;Berg;SE;;;
;;NL;12345678;;
Anna;Berg;SE;;;
Already;Here;DE;;;
Bo;Chen;FR;12AB;;
Cleo;Dunn;UK;;;maybe
Eve;Falk;FI;;Dragons;yes
"""


def test_csv_import_adds_good_rows_and_reports_each_rejected_one(svc, tmp_path):
    path = tmp_path / "players.csv"
    path.write_text(CSV, encoding="utf-8")
    report = import_players(svc, path)
    assert [p.name for p in report.added] == ["Li Wei", "Anna Berg", "Eve Falk"]
    assert [p.number for p in report.added] == [2, 3, 4]
    li = svc.player("Li Wei")
    assert (li.country, li.ema_id, li.team, li.substitute) == ("CN", "04120001", "Dragons", False)
    assert svc.player("Eve Falk").substitute is True
    reasons = {r.row: r.reason for r in report.rejected}
    assert reasons == {
        4: "no name",
        5: "the name 'Anna Berg' is already registered",
        6: "the name 'Already Here' is already registered",
        7: "the EMA number '12AB' is not a number",
        8: "substitute must be yes or no, not 'maybe'",
    }
    assert "3 players added, 5 rows rejected" in report.summary()
    assert [t.name for t in svc.teams()] == ["Dragons"]
    # one transaction, one operation name in the audit log
    assert {a.operation for a in svc.audit(3)} == {"import players from players.csv"}


def test_xlsx_import_reads_the_first_sheet(svc, tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Name", "Country", "EMA ID", "Club"])
    sheet.append(["王芳", "CN", 4120002, "Tigers"])  # an EMA number typed as a number
    sheet.append([None, None, None, None])  # blank rows are skipped, not rejected
    sheet.append(["Jan de Vries", "NL", None, None])
    sheet.append(["", "NL", None, None])
    path = tmp_path / "players.xlsx"
    book.save(path)
    report = import_players(svc, path)
    assert [(p.name, p.ema_id, p.team) for p in report.added] == [
        ("王芳", "4120002", "Tigers"),
        ("Jan de Vries", None, None),
    ]
    assert [(r.row, r.reason) for r in report.rejected] == [(5, "no name")]


def test_a_file_without_a_name_column_is_refused_whole(svc, tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("country,team\nNL,A\n", encoding="utf-8")
    with pytest.raises(Refused, match="header with a 'name' column"):
        import_players(svc, path)
    assert len(svc.players()) == 1


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("players.pdf", b"%PDF", "from .csv or .xlsx"),
        ("players.xlsx", b"not a workbook", "cannot be read as an Excel workbook"),
        ("players.csv", b"", "empty"),
    ],
)
def test_unreadable_files_are_refused(svc, tmp_path, name, content, message):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(Refused, match=message):
        import_players(svc, path)
    assert len(svc.players()) == 1


def test_a_csv_saved_by_excel_in_windows_encoding_is_read_in_the_encoding_chosen(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes("Name,Country\nJosé Núñez,ES\n".encode("cp1252"))
    with pytest.raises(Refused, match="not UTF-8"):  # never guessed
        read_rows(path)
    players, rejected = parse_players(read_rows(path, encoding="cp1252"))
    assert players[0].name == "José Núñez" and players[0].country == "ES" and not rejected
