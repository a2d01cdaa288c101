"""Teams of different sizes (issue 24): every team ranking says how they are compared
(the sum of the members'), in the CLI (tests/test_cli_publish.py), the PDF, the
workbook, the website and the GUI; equal teams carry no note."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings

from app.domain.teams import size_note
from app.export import rows, write_pdf, write_xlsx
from app.export.html.pages import Site
from app.export.language import using
from app.export.sample import sample_snapshot
from app.tournament import open_tournament
from app.ui.demo_data import create_demo
from app.ui.window import MainWindow

NOTE = "3 to 4 players"


def _uneven():
    snap = sample_snapshot(16, 2, played=1)
    first, *rest = snap.team_standings
    smaller = dataclasses.replace(first, members=first.members[:3])
    return dataclasses.replace(snap, team_standings=(smaller, *rest))


def test_the_domain_note() -> None:
    assert size_note([(1, 2, 3, 4), (5, 6, 7, 8)]) is None
    assert size_note([]) is None
    note = size_note([(1, 2, 3), (5, 6, 7, 8)])
    assert note is not None and NOTE in note and "sum" in note


@pytest.mark.slow
def test_the_exports_state_the_rule(tmp_path: Path) -> None:
    snap = _uneven()
    assert NOTE in rows.team_standings_report(snap).note
    assert rows.team_standings_report(sample_snapshot(16, 2, played=1)).note == ""
    index = dict(Site(snap).pages())["index.html"]
    assert NOTE in index
    pdf = tmp_path / "s.pdf"
    write_pdf(snap, pdf, ["standings"])
    text = " ".join("".join(p.extract_text().split("\n")) for p in PdfReader(pdf).pages)
    assert NOTE in text
    xlsx = tmp_path / "s.xlsx"
    write_xlsx(snap, xlsx, documents=["teams"])
    ws = openpyxl.load_workbook(xlsx)["Team standings"]
    cells = [str(v) for row in ws.iter_rows(values_only=True) for v in row if v is not None]
    assert any(NOTE in c for c in cells) or NOTE in ws.oddHeader.left.text
    with using("zh_CN"):
        assert "3至4名" in rows.team_standings_report(snap).note


@pytest.mark.slow
def test_the_gui_states_the_rule(qtbot, tmp_path: Path) -> None:
    demo = create_demo(tmp_path)
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(str(demo), remember=False)
    try:
        page = window.show_page("standings")
        # The demo's teams: one of 4 players, three of 3.
        assert page.team_note.isVisible() and NOTE in page.team_note.text()
        with open_tournament(demo) as svc:
            largest = max((t for t in svc.team_standings()), key=lambda t: len(t.members))
            for p in svc.players():
                if p.team and p.team != largest.team:
                    svc.update_player(dataclasses.replace(p, team=""))
        page.refresh()
        assert not page.team_note.isVisible()  # one team: nothing to compare
    finally:
        window.close_document()
