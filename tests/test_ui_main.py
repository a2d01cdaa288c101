"""The main flows through the real window: create, add players, seat, enter a hand by
clicking tiles, see the standings change, undo and redo; a bad file; the models."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.test_ui_support import engine_fixture  # noqa: F401 - the fixture

NAMES = [
    "Li Wei",
    "Anna Schmidt",
    "Kenji Sato",
    "Marie Dubois",
    "Chen Jing",
    "Lukas Weber",
    "Yuki Tanaka",
    "Pierre Martin",
    "Sofia Rossi",
    "Tom Jansen",
    "Hana Kobayashi",
    "Jonas Berg",
]


def add_players(qtbot, window, names):
    page = window.show_page("players")
    for name in names:
        qtbot.keyClicks(page.name_edit, name)
        qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    return page


@pytest.mark.slow
def test_create_seat_enter_a_hand_and_undo(qtbot, window, tmp_path, engine):
    dialog = window.ask_new()
    dialog.name_edit.setText("Test Open")
    dialog.sessions_spin.setValue(2)
    dialog.path_edit.setText(str(tmp_path / "t.mcr"))
    dialog.accept()
    assert window.document is not None
    assert "Test Open" in window.windowTitle()

    players = add_players(qtbot, window, NAMES)
    assert players.model.rowCount() == 12

    seating = window.show_page("seating")
    job = seating.generate()
    with qtbot.waitSignal(job.ended, timeout=20000):
        pass
    assert seating.model.rowCount() == 3
    assert "Plan quality" in seating.quality_label.text()
    # 12 players over 2 sessions must repeat: each of the 3 tables of session 2 takes two
    # players who sat together in session 1 (4 players, 3 tables), so 3 is the bound
    assert "(lower bound 3); at the lower bound" in seating.quality_label.text()

    sheet = window.show_table(1, 1)
    seats = window.document.workspace.table(1, 1).seats
    sheet.hand_spin.setValue(1)
    sheet.winner_combo.setCurrentIndex(0)  # A wins
    sheet.discarder_combo.setCurrentIndex(0)  # self-drawn
    entry = sheet.hand_entry
    for tile in [
        "1m",
        "2m",
        "3m",
        "1p",
        "2p",
        "3p",
        "1s",
        "2s",
        "3s",
        "7s",
        "8s",
        "9s",
        "5p",
        "5p",
    ]:
        qtbot.mouseClick(entry.palette_widget.button(tile), Qt.MouseButton.LeftButton)
    assert entry.fan_model.rowCount() > 0
    assert entry.evaluation().meets_minimum
    assert entry.state().situation.self_drawn
    standings = window.pages["standings"]
    qtbot.mouseClick(sheet.record_button, Qt.MouseButton.LeftButton)
    assert window.last_error() == ""
    hands = window.document.workspace.hands(1, 1)
    assert len(hands) == 1 and hands[0].winner == seats[0]
    window.show_page("standings")  # a page is brought up to date when it is shown
    after = {
        standings.model.row(r).player.number: standings.model.row(r).score
        for r in range(standings.model.rowCount())
    }
    assert after[seats[0]] > 0 and sorted(after.values())[1:] < [0] * 3
    assert standings.model.row(0).player.number == seats[0]
    # every change is stored at once: the title says so, nothing is ever "unsaved"
    assert not window.isWindowModified() and "saved automatically" in window.windowTitle()

    window.undo_action.trigger()
    assert window.document.workspace.hands(1, 1) == []
    assert window.current_page() == "table"  # undo shows the table it acted on
    window.show_page("standings")
    assert standings.model.row(0).score == 0
    window.redo_action.trigger()
    assert len(window.document.workspace.hands(1, 1)) == 1

    # an entry the rules refuse is said in the message line and cannot be recorded
    window.open_table(1, 1)
    sheet.hand_spin.setValue(2)
    sheet.winner_combo.setCurrentIndex(1)
    sheet.discarder_combo.setCurrentIndex(2)  # B wins from B
    qtbot.keyClicks(sheet.fan_edit, "8")
    assert not sheet.record_button.isEnabled()
    assert "discard" in sheet.message_label.text()
    qtbot.mouseClick(sheet.record_button, Qt.MouseButton.LeftButton)
    assert len(window.document.workspace.hands(1, 1)) == 1


@pytest.mark.slow
def test_undo_player_edits_and_recent_files(qtbot, window, tmp_path):
    assert window.new_file(str(tmp_path / "a.mcr"), "A", 1)
    page = add_players(qtbot, window, ["Eva Novak"])
    index = page.model.index(0, 1)
    assert page.model.setData(index, "Eva Nováková")
    assert page.model.index(0, 1).data() == "Eva Nováková"
    window.undo_action.trigger()
    assert page.model.index(0, 1).data() == "Eva Novak"
    window.undo_action.trigger()
    assert page.model.rowCount() == 0
    assert str((tmp_path / "a.mcr").resolve()) in window.recent_files()
    assert window.recent_menu.actions()


@pytest.mark.slow
def test_first_and_last_names_are_shown_and_edited(qtbot, qtmodeltester, window, tmp_path):
    assert window.new_file(str(tmp_path / "n.mcr"), "N", 1)
    page = window.show_page("players")
    header = [
        page.model.headerData(c, Qt.Orientation.Horizontal) for c in range(page.model.columnCount())
    ]
    first_col, last_col = header.index("First name"), header.index("Last name")
    # the add row: an empty name is made from the first and last names
    qtbot.keyClicks(page.first_name_edit, "Xiaoming")
    qtbot.keyClicks(page.last_name_edit, "Wang")
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert window.last_error() == ""
    assert page.model.index(0, 1).data() == "Xiaoming Wang"
    assert page.model.index(0, first_col).data() == "Xiaoming"
    assert page.model.index(0, last_col).data() == "Wang"
    assert page.first_name_edit.text() == page.last_name_edit.text() == ""
    # edited in place, one undoable change each; the tooltip says what the sheets print
    add_players(qtbot, window, ["Anna Maria de Vries"])
    tip = page.model.index(1, last_col).data(Qt.ItemDataRole.ToolTipRole)
    assert "Anna Maria de (first), Vries (last)" in tip
    # not registered: the split the sheets will use is shown greyed, and edits start empty
    unregistered = page.model.index(1, last_col)
    assert unregistered.data() == "Vries"
    assert unregistered.data(Qt.ItemDataRole.EditRole) == ""
    assert unregistered.data(Qt.ItemDataRole.ForegroundRole) is not None
    assert page.model.index(0, last_col).data(Qt.ItemDataRole.ForegroundRole) is None
    assert page.model.setData(page.model.index(1, last_col), "de Vries")
    assert page.model.index(1, last_col).data() == "de Vries"
    player = window.document.workspace.players()[1]
    assert player.name_parts() == ("Anna Maria", "de Vries")
    assert "Anna Maria (first), de Vries (last)" in page.model.index(1, last_col).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert page.model.setData(page.model.index(1, last_col), "")
    assert window.document.workspace.players()[1].last_name is None
    window.undo_action.trigger()
    assert window.document.workspace.players()[1].last_name == "de Vries"
    qtmodeltester.check(page.model)
    # an imported list keeps its first and last name columns
    csv = tmp_path / "names.csv"
    csv.write_text("first name,last name,country\nLena,Vogel,DE\n", encoding="utf-8")
    page.import_file(str(csv))
    lena = window.document.workspace.players()[-1]
    assert (lena.name, lena.first_name, lena.last_name) == ("Lena Vogel", "Lena", "Vogel")


@pytest.mark.slow
def test_import_reports_rejected_rows(qtbot, window, tmp_path):
    window.new_file(str(tmp_path / "b.mcr"), "B", 1)
    csv = tmp_path / "players.csv"
    csv.write_text(
        "name,country,team,ema id\nAda,NL,,123\n,DE,,\nAda,NL,,\nBo,SE,,x1\n", encoding="utf-8"
    )
    page = window.show_page("players")
    result = page.import_file(str(csv))
    assert [p.name for p in result.players] == ["Ada"]
    assert page.rejected_list.count() == 3
    assert page.model.rowCount() == 1
    window.undo_action.trigger()
    assert page.model.rowCount() == 0


def test_a_file_that_cannot_be_opened_says_why(window, tmp_path):
    bad = tmp_path / "not-a-tournament.mcr"
    bad.write_text("hello", encoding="utf-8")
    assert not window.open_file(str(bad))
    assert window.document is None
    assert "Cannot open" in window.last_error()
    assert not window.open_file(str(tmp_path / "missing.mcr"))


@pytest.mark.slow
def test_demo_views_and_models(qtbot, qtmodeltester, window, tmp_path):
    from app.ui.demo_data import create_demo

    assert window.open_file(str(create_demo(tmp_path)))
    for name in ("players", "teams", "seating", "table", "standings", "reports", "hand"):
        assert window.show_page(name) is not None
        assert window.current_page() == name
    qtmodeltester.check(window.pages["players"].model)
    qtmodeltester.check(window.pages["teams"].model)
    qtmodeltester.check(window.pages["seating"].model)
    qtmodeltester.check(window.pages["standings"].model)
    qtmodeltester.check(window.pages["standings"].team_model)
    sheet = window.show_table(1, 1)
    qtmodeltester.check(sheet.hands_model)
    qtmodeltester.check(sheet.summary_model)
    assert sheet.hands_model.rowCount() == 16
    # verify, then a change is refused until reopened
    qtbot.mouseClick(sheet.verify_button, Qt.MouseButton.LeftButton)
    assert window.document.workspace.status(1, 1).state.value == "verified"
    projector = window.show_projector()
    qtbot.addWidget(projector)
    assert projector.model.rowCount() == 16
    timer = projector.timer
    assert timer.label.text() == "1:55:00"
    with qtbot.waitSignal(timer.warning, timeout=1000):
        timer.set_remaining(15 * 60)
    timer.extend(300)
    assert timer.remaining() == 20 * 60
    timer.toggle()
    assert timer.is_running()
    timer.toggle()
    assert not timer.is_running()


@pytest.mark.slow
def test_swap_players_warns_about_broken_constraints(qtbot, window, tmp_path):
    from app.ui.demo_data import create_demo

    window.open_file(str(create_demo(tmp_path)))
    ws = window.document.workspace
    free = [
        k
        for k in range(1, ws.settings().sessions + 1)
        if not any(ws.hands(k, t.table) for t in ws.tables(k))
        and not ws.service.penalties(k)
        and len(ws.tables(k)) > 1
    ]
    assert free, "the demo has results in every session: this test needs one without"
    session = free[-1]
    seating = window.show_page("seating")
    seating.session_spin.setValue(session)
    before = window.document.workspace.tables(session)
    seating.select_cell(0, 1)
    seating.select_cell(1, 1)
    qtbot.mouseClick(seating.swap_button, Qt.MouseButton.LeftButton)
    after = window.document.workspace.tables(session)
    assert window.last_error() == ""
    assert after[0].seats[0] == before[1].seats[0]
    assert seating.warnings.count() >= 1
    window.undo_action.trigger()
    assert window.document.workspace.tables(session) == before


@pytest.mark.slow
def test_reports_page_writes_or_explains(qtbot, window, tmp_path):
    from app.ui.demo_data import create_demo

    window.open_file(str(create_demo(tmp_path)))
    reports = window.show_page("reports")
    reports.folder_edit.setText(str(tmp_path / "out"))
    reports.pdf_check.setChecked(False)
    job = reports.write()
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert reports.result_label.text().startswith("Written")
    assert [p.suffix for p in Path(tmp_path / "out").iterdir()] == [".xlsx"]


@pytest.mark.slow
def test_seating_generation_can_be_cancelled(qtbot, window, tmp_path):
    assert window.new_file(str(tmp_path / "big.mcr"), "Big", 10)
    service = window.document.workspace.service
    for i in range(32):
        service.add_player(f"Player {i + 1}")
    seating = window.show_page("seating")
    job = seating.generate()
    assert seating.cancel_button.isEnabled()
    with qtbot.waitSignals([job.cancelled, job.ended], timeout=10000):
        qtbot.mouseClick(seating.cancel_button, Qt.MouseButton.LeftButton)
    assert window.document.workspace.tables(1) == []
    assert not window.undo_action.isEnabled()
    assert seating.generate_button.isEnabled()


@pytest.mark.slow
def test_a_substitute_takes_a_seat(qtbot, window, tmp_path):
    assert window.new_file(str(tmp_path / "subs.mcr"), "Subs", 2)
    service = window.document.workspace.service
    for name in ("Ann", "Bo", "Cy", "Di"):
        service.add_player(name)
    service.seat_sessions()
    service.add_player("Eve", substitute=True)
    seating = window.show_page("seating")
    seating.refresh()
    seating.session_spin.setValue(2)
    assert seating.substitute_combo.count() == 1
    assert "substitute" in seating.substitute_combo.itemText(0)
    seating.select_cell(0, 2)
    qtbot.mouseClick(seating.substitute_button, Qt.MouseButton.LeftButton)
    assert 5 in window.document.workspace.tables(2)[0].seats
    window.undo_action.trigger()
    assert 5 not in window.document.workspace.tables(2)[0].seats


@pytest.mark.slow
def test_seating_prints_and_exports(qtbot, window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    from app.ui.demo_data import create_demo

    window.open_file(str(create_demo(tmp_path)))
    seating = window.show_page("seating")
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "seating.pdf"))
    seating._print_to(printer)
    assert (tmp_path / "seating.pdf").stat().st_size > 1000
    seating.export_csv(str(tmp_path / "seating.csv"))
    lines = (tmp_path / "seating.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("session,table") and len(lines) == 1 + 4 * 4


@pytest.mark.slow
def test_history_lists_changes_and_closing_stops_a_running_job(qtbot, window, tmp_path):
    assert window.new_file(str(tmp_path / "h.mcr"), "History", 10)
    add_players(qtbot, window, ["Ann", "Bo"])
    window.history_action.trigger()
    assert window.history_dock.isVisible()
    assert window.document.undo_stack.count() == 2
    assert window.document.undo_stack.text(1) == "Add player Bo"
    service = window.document.workspace.service
    for i in range(30):
        service.add_player(f"Player {i + 1}")
    job = window.show_page("seating").generate()
    window.close_document()
    assert not job.is_running()
    assert window.document is None
    assert not window.history_action.isEnabled()


@pytest.mark.slow
def test_the_seating_page_says_where_a_plan_stands(qtbot, window, tmp_path):
    from app.ui.workspace import PlanQuality

    assert window.new_file(str(tmp_path / "s.mcr"), "Stand", 2)
    seating = window.show_page("seating")
    above_bound = PlanQuality(16, 0, 0, 1, 2, 2, None, "")
    assert "16 above the lower bound; no better plan is known" in seating._quality_text(above_bound)
    at_best = PlanQuality(6, 0, 0, 1, 2, 2, 6, "found here")
    assert "at the best known value (6, found here)" in seating._quality_text(at_best)
    over_best = PlanQuality(16, 0, 0, 1, 2, 2, 0, "published: 8-4-10")
    assert "16 above the best known value (0, published: 8-4-10)" in seating._quality_text(
        over_best
    )
