"""What the window prints embeds its fonts too: the table sheet's Print (a match's blank
score sheet, written by the export) and the seating page's Print sent to a PDF file
(Qt's own PDF writer), with names in every script, read back with poppler."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app.domain import Table, TournamentSettings
from app.domain.model import four
from app.tournament import create_tournament
from app.ui.window import MainWindow

NAMES = [
    ("François Lefèvre", "FR"),
    ("Nguyễn Thị Hương", "VN"),
    ("Дмитрий Иванов", "RU"),
    ("黄志强", "CN"),
    ("鄭國榮", "TW"),
    ("さくら タナカ", "JP"),
    ("김민준", "KR"),
    ("Anna Berg", "SE"),
]


def squeeze(text: str) -> str:
    return "".join(text.split())


def unembedded(path: Path) -> list[str]:
    out = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True)
    rows = [line.split() for line in out.stdout.splitlines()[2:]]
    assert rows, "a PDF with text has fonts"
    # name ... emb sub uni object-id generation: "emb" is the fifth cell from the right.
    return [cells[0] for cells in rows if cells[-5] != "yes"]


def text_of(path: Path) -> str:
    out = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(path), "-"], check=True, capture_output=True, text=True
    )
    return squeeze(out.stdout)


@pytest.fixture
def window(qtbot, tmp_path):
    path = tmp_path / "scripts.mcr"
    with create_tournament(path, TournamentSettings("Scripts Cup 文字杯", 2)) as svc:
        with svc.batch("players"):
            for n, (name, country) in enumerate(NAMES, start=1):
                svc.add_player(name, country, f"{n:08d}")
        svc.set_tables(1, [Table(1, 1, four([1, 2, 3, 4])), Table(1, 2, four([5, 6, 7, 8]))])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.open_file(str(path))
    yield w
    w.close_document()


@pytest.mark.parametrize("table", [1, 2])
@pytest.mark.slow
def test_a_match_printed_from_the_table_sheet_embeds_its_fonts(qtbot, window, table):
    sheet = window.show_table(1, table)
    button = sheet.print_button
    button.opener = lambda path: None
    with qtbot.waitSignal(button.written, timeout=60000) as written:
        button.print_document("scoresheets")
    path = written.args[0]
    assert unembedded(path) == []
    text = text_of(path)
    seated = NAMES[4 * (table - 1) : 4 * table]
    assert [name for name, _ in seated if squeeze(name) not in text] == []
    qtbot.waitUntil(button.isEnabled)


def test_the_seating_page_printed_to_a_pdf_file_embeds_its_fonts(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    seating = window.show_page("seating")
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "seating.pdf"))
    seating._print_to(printer)
    assert unembedded(tmp_path / "seating.pdf") == []
    text = text_of(tmp_path / "seating.pdf")
    assert [name for name, _ in NAMES if squeeze(name) not in text] == []
