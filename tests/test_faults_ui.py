"""Issue 15 in the window: the encoding of a player list is chosen with a preview
(never guessed), Save a copy never replaces the tournament, and a failed backup after
a saved hand is said without undoing anything."""

from __future__ import annotations

import pytest
from openpyxl import Workbook
from PySide6.QtCore import Qt

from app.tournament import open_tournament
from tests.faults_helpers import seated


def test_a_gbk_player_list_is_imported_in_the_encoding_chosen_from_a_preview(
    qtbot, window, tmp_path
):
    window.new_file(str(tmp_path / "t.mcrt"), "Cup", 1)
    csv = tmp_path / "players.csv"
    csv.write_bytes("Name,Country\n王小明,CN\nŁukasz,PL\n".encode("gb18030"))
    page = window.show_page("players")
    page.import_file(str(csv))
    dialog = page.encoding_dialog
    assert dialog is not None and dialog.isVisible()
    assert window.document.workspace.players() == []  # nothing guessed, nothing added
    dialog.select("cp1252")
    assert "王小明" not in dialog.preview.toPlainText()  # mojibake is visible
    dialog.select("gb18030")
    assert "王小明,CN" in dialog.preview.toPlainText()
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    names = [p.name for p in window.document.workspace.players()]
    assert names == ["王小明", "Łukasz"]


@pytest.mark.slow
def test_save_a_copy_never_replaces_the_tournament_and_asks_for_other_files(
    qtbot, window, tmp_path
):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    assert window.open_file(str(path))
    window.show_page("players")
    assert not window.save_copy(str(path))
    assert "tournament file itself" in window.last_error()
    assert not window.save_copy(f"{path}-wal")
    notes = tmp_path / "notes.txt"
    notes.write_text("keep")
    assert not window.save_copy(str(notes), confirm=False)  # the user said no
    assert notes.read_text() == "keep"
    assert window.save_copy(str(tmp_path / "copy.mcrt"))
    with open_tournament(tmp_path / "copy.mcrt", read_only=True) as svc:
        assert len(svc.players()) == 4


@pytest.mark.slow
def test_a_failed_backup_after_a_saved_hand_is_shown_and_the_hand_stays(qtbot, window, tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    with open_tournament(path) as svc:
        for h in range(1, 16):
            svc.record_draw(1, 1, h)
    (tmp_path / "t-backups").write_text("not a folder")
    assert window.open_file(str(path))
    window.show_page("players")
    service = window.document.workspace.service
    assert window.document.run("draw", lambda: service.record_draw(1, 1, 16))
    assert "backup" in window.last_error()
    assert len(service.hands(1, 1)) == 16
    assert window.undo_action.isEnabled()  # the hand is an ordinary, stored change


@pytest.mark.slow
def test_the_reports_page_asks_before_replacing_a_file_that_is_not_an_export(
    qtbot, window, tmp_path, monkeypatch
):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    assert window.open_file(str(path))
    reports = window.show_page("reports")
    out = tmp_path / "out"
    out.mkdir()
    mine = out / "t.xlsx"  # the organiser's own workbook, by chance the same name
    mine.write_text("organiser's notes")  # a file of another kind: never, not even asked
    reports.folder_edit.setText(str(out))
    reports.pdf_check.setChecked(False)
    reports.xlsx_check.setChecked(True)
    monkeypatch.setattr(reports, "confirm_replace", lambda m: pytest.fail("asked"))
    assert reports.write() is None
    assert "another kind" in reports.result_label.text()
    assert mine.read_text() == "organiser's notes"
    book = Workbook()
    book.active["A1"] = "organiser's own"
    book.save(mine)
    before = mine.read_bytes()
    asked = []
    monkeypatch.setattr(reports, "confirm_replace", lambda m: asked.append(m) or False)
    assert reports.write() is None  # the user said no
    assert asked and "not an Excel export" in asked[0]
    assert mine.read_bytes() == before
    assert "Not written" in reports.result_label.text()
    monkeypatch.setattr(reports, "confirm_replace", lambda m: True)
    job = reports.write()
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert reports.result_label.text().startswith("Written")
    assert mine.read_bytes()[:2] == b"PK"
    # the next export replaces its own earlier export without asking
    monkeypatch.setattr(reports, "confirm_replace", lambda m: pytest.fail("asked again"))
    job = reports.write()
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert reports.result_label.text().startswith("Written")
