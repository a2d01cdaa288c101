"""Printing what is needed when it is needed, through the real window: a session's
pack from the reports page, the website, and this match's sheets from the table sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt

from app.export import FULL_SET
from app.ui.demo_data import create_demo
from app.ui.window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.open_file(str(create_demo(tmp_path)))
    yield w
    w.close_document()


def _outline_titles(path: Path) -> list[object]:
    def titles(entries: list) -> list[object]:
        return [titles(e) if isinstance(e, list) else e.title for e in entries]

    return titles(PdfReader(path).outline)


@pytest.mark.slow
def test_a_session_pack_from_the_reports_page(qtbot, window, tmp_path):
    reports = window.show_page("reports")
    # By default the full set, as the export defines it (scored hands on demand).
    assert reports.chosen() == list(FULL_SET)
    reports.folder_edit.setText(str(tmp_path / "out"))
    reports.session_combo.setCurrentIndex(reports.session_combo.findData(2))
    qtbot.mouseClick(
        reports.findChild(type(reports.write_button), "sessionPack"), Qt.MouseButton.LeftButton
    )
    assert sorted(reports.chosen()) == ["results", "scoresheets", "seating"]
    assert reports.pdf_check.isChecked() and not reports.xlsx_check.isChecked()
    job = reports.write()
    with qtbot.waitSignal(job.ended, timeout=60000):
        pass
    assert reports.result_label.text().startswith("Written"), reports.result_label.text()
    (pdf,) = (tmp_path / "out").iterdir()
    assert pdf.name == "demo-open-2026-session-2.pdf"
    tables = [f"Table {t}" for t in range(1, 5)]  # the demo's session 2, all played
    assert _outline_titles(pdf) == [
        "Seating plan",
        ["Session 2"],
        "Score sheets",
        ["Session 2", tables],
        "Match results",
        ["Session 2", tables],
    ]
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Session 2" in text and "Session 1" not in text and "Session 3" not in text


def test_the_website_from_the_reports_page(qtbot, window, tmp_path):
    reports = window.show_page("reports")
    reports.folder_edit.setText(str(tmp_path / "out"))
    reports.xlsx_check.setChecked(False)
    reports.pdf_check.setChecked(False)
    qtbot.mouseClick(reports.html_check, Qt.MouseButton.LeftButton)
    assert reports.html_check.isChecked()
    job = reports.write()
    with qtbot.waitSignal(job.ended, timeout=60000):
        pass
    index = tmp_path / "out" / "demo-open-2026-site" / "index.html"
    assert str(index) in reports.result_label.text()
    assert "Li Wei" in index.read_text(encoding="utf-8")


@pytest.mark.parametrize("key", ["scoresheets", "results"])
@pytest.mark.slow
def test_this_match_printed_from_the_table_sheet(qtbot, window, tmp_path, key):
    sheet = window.show_table(1, 2)
    opened: list[Path] = []
    button = sheet.findChild(type(sheet.print_button), "printMatch")
    button.opener = opened.append
    action = next(a for a in button.menu().actions() if a.objectName() == f"print-{key}")
    with qtbot.waitSignal(button.written, timeout=60000) as written:
        action.trigger()
    path = written.args[0]
    assert path.name == f"demo-open-2026-session-1-table-2-{key}.pdf"
    assert path.parent == tmp_path / "reports"
    assert opened == [path]
    reader = PdfReader(path)
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    names = [
        window.document.workspace.player_names()[p]
        for p in window.document.workspace.table(1, 2).seats
    ]
    assert all(name.split()[0] in text for name in names)
    assert "Session 1" in text and "Table 2" in text
    qtbot.waitUntil(button.isEnabled)


@pytest.mark.slow
def test_closing_the_tournament_while_a_sheet_prints(qtbot, window, tmp_path):
    sheet = window.show_table(1, 2)
    button = sheet.print_button
    button.opener = lambda path: None
    job = button.print_document("results")
    assert job.is_running()
    window.close_document()  # waits for (or cancels) the job instead of crashing
    assert not job.is_running()
    assert window.document is None
