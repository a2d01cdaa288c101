"""The European results sheet takes first and last names from the domain's
`Player.name_parts()`: registered parts first, else the one splitting rule."""

from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from app.domain import TournamentSettings
from app.export import rows, snapshot_of, write_pdf, write_xlsx
from app.export.snapshot import Player, Snapshot, Standing
from app.tournament import create_tournament, open_tournament

# display name, first name, last name (None = not registered), expected (first, last)
PLAYERS = [
    ("Wang Xiaoming", "Xiaoming", "Wang", ("Xiaoming", "Wang")),
    ("Yamada Hanako", None, "Yamada", ("Hanako", "Yamada")),
    ("Kim Minjun", "Minjun", None, ("Minjun", "Kim")),
    ("Nguyễn Thị Hương", "Thị Hương", "Nguyễn", ("Thị Hương", "Nguyễn")),
    ("Jan van der Berg", None, "van der Berg", ("Jan", "van der Berg")),
    ("Berg, Anna", None, None, ("Anna", "Berg")),
    ("Zoë Ångström", None, None, ("Zoë", "Ångström")),
    ("王小明", None, None, ("小明", "王")),
]


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("t") / "names.mcr"
    with create_tournament(path, TournamentSettings("Names Cup", sessions=1)) as svc:
        for i, (name, first, last, _) in enumerate(PLAYERS):
            svc.add_player(name, "NL", f"0400{i:04d}", first_name=first, last_name=last)
        svc.seat_sessions(seed=1, time_limit=1)
        svc.set_totals(1, 1, [40, 20, -20, -40])
        svc.set_totals(1, 2, [35, 5, -15, -25])
    return path


def expected_by_ema() -> dict[str, tuple[str, str]]:
    return {f"0400{i:04d}": parts for i, (*_, parts) in enumerate(PLAYERS)}


@pytest.mark.slow
def test_the_snapshot_carries_the_domain_name_parts(tournament: Path) -> None:
    with open_tournament(tournament) as svc:
        snap = snapshot_of(svc)
        domain = {p.number: p.name_parts() for p in svc.players()}
    assert {p.number: (p.first_name, p.last_name) for p in snap.players} == domain
    assert {p.ema_id: p.split_name() for p in snap.players} == expected_by_ema()


@pytest.mark.slow
def test_european_results_sheet_read_back(tournament: Path, tmp_path: Path) -> None:
    out = write_xlsx(str(tournament), tmp_path / "names.xlsx")
    sheet = openpyxl.load_workbook(out)["European results"]
    assert [c.value for c in sheet[12]] == [  # below the ranking header block
        "Place", "First name", "Last name", "EMA number", "Table points", "Score", "Country",
    ]  # fmt: skip
    lines = list(sheet.iter_rows(min_row=13, values_only=True))
    assert len(lines) == len(PLAYERS)
    got = {ema: (first or "", last or "") for _, first, last, ema, *_ in lines}
    assert got == expected_by_ema()
    with open_tournament(tournament) as svc:
        standings = svc.standings()
    assert [(line[0], line[3], line[5], line[6]) for line in lines] == [
        (r.rank, r.player.ema_id, r.score, "NL") for r in standings
    ]
    assert [Fraction(str(line[4])) for line in lines] == [r.table_points for r in standings]


@pytest.mark.slow
def test_names_still_print_whole_everywhere_else(tournament: Path, tmp_path: Path) -> None:
    out = write_xlsx(str(tournament), tmp_path / "names.xlsx")
    standings = openpyxl.load_workbook(out)["Standings"]
    assert {r[2] for r in standings.iter_rows(min_row=2, values_only=True)} == {
        name for name, *_ in PLAYERS
    }
    pdf = write_pdf(str(tournament), tmp_path / "names.pdf", documents=["standings"])
    text = "".join("".join(p.extract_text().split()) for p in PdfReader(pdf).pages)
    assert "".join("Jan van der Berg".split()) in text


def test_a_hand_made_snapshot_uses_the_same_rule() -> None:
    players = (
        Player(1, "Wang Xiaoming", last_name="Wang"),
        Player(2, "Berg, Anna"),
        Player(3, "Anna", first_name="Anna", last_name="van der Berg"),
        Player(4, "Kim Minjun", first_name="Minjun"),
    )
    snap = Snapshot(
        "E",
        players,
        1,
        standings=tuple(Standing(i, i, Fraction(5 - i), 10 - i) for i in (1, 2, 3, 4)),
    )
    report = rows.ema_report(snap)
    assert [r[1:3] for r in report.rows] == [
        ("Xiaoming", "Wang"),
        ("Anna", "Berg"),
        ("Anna", "van der Berg"),
        ("Minjun", "Kim"),
    ]
