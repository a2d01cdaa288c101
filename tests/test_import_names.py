"""Importing players with first-name and last-name columns (CSV and XLSX)."""

import pytest
from openpyxl import Workbook

from app.domain.model import TournamentSettings
from app.importing import parse_players, read_rows
from app.tournament import create_tournament, import_players


@pytest.fixture
def svc(tmp_path):
    service = create_tournament(tmp_path / "t.mcr", TournamentSettings("Cup"))
    service.add_player("Already Here")
    yield service
    service.close()


@pytest.mark.parametrize(
    ("first", "last"),
    [
        ("first name", "last name"),
        ("First_Name", "Last_Name"),
        ("FIRSTNAME", "LASTNAME"),
        ("Given name", "Surname"),
        ("given-name", "Family Name"),
        ("Forename", "family_name"),
    ],
)
def test_name_columns_are_recognised_in_any_spelling(first, last):
    rows = [(1, [first, last, "Country"]), (2, ["Xiaoming", "Wang", "CN"])]
    players, rejected = parse_players(rows)
    assert not rejected
    (p,) = players
    assert (p.name, p.first_name, p.last_name, p.country) == (
        "Xiaoming Wang",
        "Xiaoming",
        "Wang",
        "CN",
    )
    assert p.name_parts() == ("Xiaoming", "Wang")


CSV = """Name;Given name;Family name;Country;EMA number;Substitute
Wang Xiaoming;Xiaoming;Wang;CN;04120001;no
;Jan;van  der Berg;NL;;
;;;NL;12345678;
;  ;Nguyễn;VN;;
Only Name;;;DE;;
;Anna;;SE;;
;Bo;Chen;FR;12AB;
;Jan;van der Berg;NL;;
;Already;Here;DE;;
;Cleo;Dunn;UK;;maybe
1234;;;;;
"""


def test_csv_import_keeps_the_parts_and_rejects_bad_rows(svc, tmp_path):
    path = tmp_path / "players.csv"
    path.write_text(CSV, encoding="utf-8")
    report = import_players(svc, path)
    added = [(p.name, p.first_name, p.last_name) for p in report.added]
    assert added == [
        ("Wang Xiaoming", "Xiaoming", "Wang"),  # a name column wins for the display name
        ("Jan van der Berg", "Jan", "van der Berg"),
        ("Nguyễn", None, "Nguyễn"),
        ("Only Name", None, None),
        ("Anna", "Anna", None),
    ]
    # stored as imported, and the European sheet's split follows the parts
    stored = {p.name: p for p in svc.players()}
    assert stored["Wang Xiaoming"].name_parts() == ("Xiaoming", "Wang")
    assert stored["Jan van der Berg"].name_parts() == ("Jan", "van der Berg")
    assert stored["Only Name"].name_parts() == ("Only", "Name")
    assert stored["Anna"].name_parts() == ("Anna", "")
    assert {r.row: r.reason for r in report.rejected} == {
        4: "no name",
        8: "the EMA number '12AB' is not a number",
        9: "the name 'Jan van der Berg' is already registered",
        10: "the name 'Already Here' is already registered",
        11: "substitute must be yes or no, not 'maybe'",
        12: "the name '1234' is only digits (numbers name players by number)",
    }
    assert "5 players added, 6 rows rejected" in report.summary()


@pytest.mark.slow
def test_xlsx_import_with_first_and_last_name_columns(svc, tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Last Name", "First Name", "EMA ID", "Country"])
    sheet.append(["Yamada", "Hanako", 4120003, "JP"])
    sheet.append(["Kim", "Minjun", None, "KR"])
    sheet.append([None, None, None, None])  # blank: skipped
    sheet.append([None, None, 4120004, "NL"])  # no name at all
    sheet.append(["Yamada", "Hanako", None, "JP"])  # the same player again
    path = tmp_path / "players.xlsx"
    book.save(path)
    report = import_players(svc, path)
    assert [(p.name, p.first_name, p.last_name, p.ema_id) for p in report.added] == [
        ("Hanako Yamada", "Hanako", "Yamada", "4120003"),
        ("Minjun Kim", "Minjun", "Kim", None),
    ]
    assert [(r.row, r.reason) for r in report.rejected] == [
        (5, "no name"),
        (6, "the name 'Hanako Yamada' is already registered"),
    ]
    assert svc.player("Hanako Yamada").name_parts() == ("Hanako", "Yamada")


def test_reading_and_parsing_a_file_keeps_the_parts(tmp_path):
    """read_rows + parse_players, the steps the GUI's importer uses too."""
    path = tmp_path / "players.csv"
    path.write_text("surname,given name\nBerg,Anna\n", encoding="utf-8")
    players, rejected = parse_players(read_rows(path))
    assert [(p.name, p.first_name, p.last_name) for p in players] == [("Anna Berg", "Anna", "Berg")]
    assert not rejected
