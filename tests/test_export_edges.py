"""Awkward inputs: an empty tournament, odd names, a missing folder."""

from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from app.export import DOCUMENTS, write_pdf, write_xlsx
from app.export.snapshot import Match, Player, Snapshot, Standing

ODD = [
    "Tom & Jerry <b>bold</b>",
    "Ｆｕｌｌｗｉｄｔｈ　名前",
    "Emoji 🀄 Player",
    "Bell\x07Char",
    "A" * 60 + " " + "B" * 60,
    "Nguye\u0302\u0303n Decomposed",  # combining marks: printed composed (NFC)
    "陳大文 (香港)",
    "Ιωάννης Παπαδόπουλος",
]


def odd_snapshot() -> Snapshot:
    players = tuple(Player(i + 1, name) for i, name in enumerate(ODD))
    matches = (
        Match(
            1,
            1,
            (1, 2, 3, 4),
            totals={1: 10, 2: 0, 3: -5, 4: -5},
            table_points={1: Fraction(4), 2: Fraction(2), 3: Fraction(1, 2), 4: Fraction(1, 2)},
            state="complete",
        ),
        Match(1, 2, (5, 6, 7, 8)),
    )
    standings = tuple(Standing(i + 1, i + 1, Fraction(0), 0) for i in range(len(ODD)))
    return Snapshot("Odd & <Names> Cup", players, 2, matches, standings)


@pytest.mark.slow
def test_empty_tournament_exports(tmp_path: Path) -> None:
    snap = Snapshot("Nothing yet", (), 4)
    wb = openpyxl.load_workbook(write_xlsx(snap, tmp_path / "e.xlsx"))
    assert wb["Standings"].max_row == 1 and wb["Standings"].tables
    texts = [
        p.extract_text()
        for p in PdfReader(write_pdf(snap, tmp_path / "e.pdf", documents=DOCUMENTS)).pages
    ]
    assert any("No results yet." in t for t in texts)
    assert any("No seating yet." in t for t in texts)


@pytest.mark.slow
def test_odd_names_print_and_round_trip(tmp_path: Path) -> None:
    snap = odd_snapshot()
    pdf = write_pdf(snap, tmp_path / "o.pdf", documents=DOCUMENTS)
    text = "".join("".join(p.extract_text().split()) for p in PdfReader(pdf).pages)
    for name in ("Tom&Jerry<b>bold</b>", "陳大文(香港)", "ΙωάννηςΠαπαδόπουλος", "Nguyễn"):
        assert name in text
    assert "A" * 60 in text
    wb = openpyxl.load_workbook(write_xlsx(snap, tmp_path / "o.xlsx"))
    names = [c.value for c in wb["Standings"]["C"][1:]]
    assert "BellChar" in names  # a control character Excel cannot hold is dropped
    assert "Nguyễn Decomposed" in names
    assert wb["Standings"].column_dimensions["C"].width == 60  # capped, not 120 wide


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no folder"):
        write_pdf(odd_snapshot(), tmp_path / "nowhere" / "x.pdf")
