"""The GUI's part of issue 24's ranking submission: the tournament details dialog
(Edit > Tournament details…) and the players page's romanised name and name order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.ui.details import TournamentDetailsDialog


@pytest.mark.slow
def test_details_dialog_sets_checks_and_undoes(qtbot, window, tmp_path):
    assert not window.details_action.isEnabled()  # no tournament open
    assert window.new_file(str(tmp_path / "d.mcrt"), "Cup", 2)
    assert window.details_action.isEnabled()
    window.details_action.trigger()
    dialog = window.findChild(TournamentDetailsDialog)
    assert dialog is not None and dialog.isVisible()
    # the safe choice (Cancel) is the default button
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.isDefault()
    assert dialog.rules_label.text().startswith("Mahjong Competition Rules")
    dialog.name_edit.setText("Berlin Open")
    dialog.venue_edit.setText("Kulturhaus")
    dialog.city_edit.setText("Berlin")
    dialog.country_edit.setText("de")
    dialog.start_edit.setText("2026-05-03")
    dialog.end_edit.setText("2026-05-02")  # before the start: refused, dialog stays
    dialog.ranking_edit.setText("376")
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("zh_CN"))
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    assert dialog.isVisible()
    assert "ends before it starts" in dialog.error_label.text()
    assert window.document.workspace.service.settings().city is None
    dialog.end_edit.setText("2026-05-04")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    assert not dialog.isVisible()
    s = window.document.workspace.service.settings()
    assert (s.name, s.venue, s.city, s.country) == ("Berlin Open", "Kulturhaus", "Berlin", "DE")
    assert (s.start_date, s.end_date, s.ranking_id, s.language) == (
        "2026-05-03", "2026-05-04", "376", "zh_CN",
    )  # fmt: skip
    window.undo_action.trigger()
    assert window.document.workspace.service.settings().city is None
    # opened again, it shows what is stored
    window.redo_action.trigger()
    window.details_action.trigger()
    again = [d for d in window.findChildren(TournamentDetailsDialog) if d.isVisible()][-1]
    assert again.city_edit.text() == "Berlin" and again.country_edit.text() == "DE"
    again.reject()


def test_players_page_romanised_and_name_order(qtbot, qtmodeltester, window, tmp_path):
    assert window.new_file(str(tmp_path / "p.mcrt"), "P", 1)
    page = window.show_page("players")
    page.name_edit.setText("黄志强")  # keyClicks types ASCII only
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    model = page.model
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    rom, order = header.index("Romanised"), header.index("Name order")
    first, last = header.index("First name"), header.index("Last name")
    # the split the sheets use: family name first for a Chinese name
    assert (model.index(0, first).data(), model.index(0, last).data()) == ("志强", "黄")
    assert model.setData(model.index(0, rom), "Huang Zhiqiang")
    assert window.document.workspace.players()[0].romanised == "Huang Zhiqiang"
    assert "Zhiqiang (first), Huang (last)" in model.index(0, rom).data(Qt.ItemDataRole.ToolTipRole)
    assert model.setData(model.index(0, order), "given first")
    assert window.document.workspace.players()[0].name_order == "given-first"
    assert not model.setData(model.index(0, order), "sideways") or window.last_error()
    assert "family-first or given-first" in window.last_error()
    assert window.document.workspace.players()[0].name_order == "given-first"
    qtmodeltester.check(model)
    # an imported list keeps its romanised column
    csv = tmp_path / "names.csv"
    csv.write_text("name,country,romanised\n王芳,CN,Wang Fang\n", encoding="utf-8")
    page.import_file(str(csv))
    assert window.document.workspace.players()[-1].romanised == "Wang Fang"


@pytest.mark.slow
def test_reports_page_writes_the_ranking_file(qtbot, window, tmp_path):
    from openpyxl import load_workbook

    from app.ui.demo_data import create_demo

    window.open_file(str(create_demo(tmp_path)))
    reports = window.show_page("reports")
    reports.folder_edit.setText(str(tmp_path / "out"))
    qtbot.mouseClick(reports.ranking_button, Qt.MouseButton.LeftButton)
    written = tmp_path / "out" / "demo-open-2026-ranking.xlsx"
    assert written.exists()
    text = reports.result_label.text()
    assert text.startswith("Written") and "no member number" in text and "Kenji Sato" in text
    sheet = load_workbook(written).worksheets[0]
    assert (sheet["A1"].value, sheet["B1"].value) == ("Tournament", "Demo Open 2026")
    # written again: an earlier ranking file is replaced without asking
    qtbot.mouseClick(reports.ranking_button, Qt.MouseButton.LeftButton)
    assert reports.result_label.text().startswith("Written")
