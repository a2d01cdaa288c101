"""Stations in the window (issue 13, item 4): File > Connect to server with a real
PostgreSQL server, the station's name shown, the recent list without the password,
who changed what (station and time), and the conflict dialog's two versions."""

from __future__ import annotations

import json
import time

import psycopg
import pytest
from PySide6.QtCore import Qt

from app.domain.model import HandRecord, TournamentSettings
from app.tournament import create_tournament, open_tournament
from app.ui.stations import ConflictDialog
from tests.store_backends import PgBackend


@pytest.fixture
def server_tournament(pg_server, monkeypatch):
    """A tournament on a server, owned by a role with a password as at an event (the
    throwaway cluster trusts local connections: what is checked is that the password
    is never kept)."""
    backend = PgBackend(pg_server)
    url = backend.location()
    with psycopg.connect(pg_server, autocommit=True) as admin:
        admin.execute("DROP ROLE IF EXISTS desk_test")
        admin.execute("CREATE ROLE desk_test LOGIN PASSWORD 'event-secret'")
        admin.execute(f'ALTER DATABASE "{url.rsplit("/", 1)[1]}" OWNER TO desk_test')
    with create_tournament(url, TournamentSettings("Server Cup", 1)) as svc:
        for n in ("Ann", "Bob", "Cid", "Dan"):
            svc.add_player(n)
        svc.seat_sessions(seed=1, time_limit=1)
    monkeypatch.setenv("MCR_STATION", "desk 7")
    yield url
    backend.close()


@pytest.mark.slow
def test_connect_to_server_shows_the_station_and_keeps_no_password(
    qtbot, window, server_tournament
):
    url = server_tournament
    dialog = window.stations.ask_connect()
    qtbot.addWidget(dialog)
    dialog.url_edit.setText(url)
    dialog.password_edit.setText("event-secret")
    dialog.station_edit.setText("desk 7")
    dialog._accept()
    assert window.document is not None, window.last_error()
    label = window.findChild(type(window.stations.station_label), "station")
    assert "desk 7" in label.text() and "server" in label.text()
    assert all("event-secret" not in p for p in window.recent_files())
    assert url in window.recent_files()
    assert "event-secret" not in window.windowTitle()


def test_connect_refuses_a_file_name_with_a_message(qtbot, window):
    dialog = window.stations.ask_connect()
    qtbot.addWidget(dialog)
    dialog.url_edit.setText("/tmp/event.mcrt")
    dialog._accept()
    assert "postgresql://" in dialog.message.text() and window.document is None


@pytest.mark.slow
def test_who_changed_what_shows_station_and_time(qtbot, window, server_tournament):
    assert window.open_file(server_tournament)
    service = window.document.workspace.service
    seats = service.tables(1)[0].seats
    window.document.run("hand", lambda: service.record_win(1, 1, 1, seats[0], None, fan=8))
    window.stations.audit_action.trigger()
    dock = window.stations.audit_dock
    qtbot.waitUntil(lambda: dock.table.rowCount() > 0)
    top = [dock.table.item(0, c).text() for c in range(dock.table.columnCount())]
    assert top[1] == "desk 7" and top[2] == "record hand 1/1/1"
    assert top[0][:4].isdigit() and ":" in top[0]  # the time


def test_the_conflict_dialog_shows_both_versions(qtbot):
    mine = HandRecord(1, 2, 5, 3, 4, 8, (32, -16, -8, -8), None, (), False)
    theirs = HandRecord(1, 2, 5, 1, None, 12, (36, -12, -12, -12), None, (), False)
    dialog = ConflictDialog(mine, theirs, {1: "Ann", 3: "Cid", 4: "Dan"})
    qtbot.addWidget(dialog)
    dialog.open()
    texts = [lbl.text() for lbl in dialog.mine_labels], [lbl.text() for lbl in dialog.stored_labels]
    assert texts[0][:3] == ["3 Cid", "4 Dan", "8"]
    assert texts[1][:3] == ["1 Ann", "self-drawn", "12"]
    with qtbot.waitSignal(dialog.decided) as decided:
        qtbot.mouseClick(dialog.keep_button, Qt.MouseButton.LeftButton)
    assert decided.args == [False]


@pytest.mark.slow
def test_another_stations_change_shows_within_2_s(qtbot, window, server_tournament, monkeypatch):
    assert window.open_file(server_tournament)
    window.stations.audit_action.trigger()
    dock = window.stations.audit_dock
    qtbot.waitUntil(lambda: dock.table.rowCount() > 0)
    monkeypatch.setenv("MCR_STATION", "head referee")
    with open_tournament(server_tournament) as other:
        seats = other.tables(1)[0].seats
        other.record_win(1, 1, 3, seats[2], seats[0], fan=9)
        start = time.monotonic()
        qtbot.waitUntil(
            lambda: dock.table.item(0, 1).text() == "head referee", timeout=2000
        )  # the view refreshed by itself, without any action here
    assert time.monotonic() - start < 2
    assert dock.table.item(0, 2).text() == "record hand 1/1/3"


@pytest.mark.slow
def test_a_restarted_server_the_window_reconnects_and_says_so(qtbot, window):

    from tests.pg_cluster import PgCluster, skip_or_fail, unavailable_reason

    reason = unavailable_reason()
    if reason:
        skip_or_fail(reason)
    cluster = PgCluster().start()
    try:
        url = cluster.url()
        with create_tournament(url, TournamentSettings("Restart Cup", 1)) as svc:
            for n in ("Ann", "Bob", "Cid", "Dan"):
                svc.add_player(n)
            svc.seat_sessions(seed=1, time_limit=1)
        assert window.open_file(url)
        service = window.document.workspace.service
        seats = service.tables(1)[0].seats
        cluster.server("stop")
        entry = lambda: service.record_win(1, 1, 1, seats[0], None, fan=8)  # noqa: E731
        assert not window.document.run("hand", entry)
        assert "cannot be reached" in window.last_error()  # not saved, and said so
        cluster.server("start")
        assert window.document.run("hand", entry)  # the same entry, again
        assert "lost and has been restored" in window.last_error()
        assert [h.fan for h in service.hands(1, 1)] == [8]
        window.close_document()
    finally:
        cluster.stop()


def _stale_entry_in_two_windows(qtbot, tmp_path):
    """Station B records hand 1 while A has typed its own: A's entry is refused."""
    from app.ui.stations import ConflictDialog as Dialog
    from tests.test_ui_sheet_trust import click, fan_only_hand, hooks, new_window, stored

    path = tmp_path / "club.mcr"
    with create_tournament(path, TournamentSettings("Club", 1)) as svc:
        for name in ("Ann", "Bo", "Cy", "Di"):
            svc.add_player(name)
        svc.seat_sessions(seed=1, time_limit=1)
    first = new_window(qtbot, tmp_path, path, "a")
    second = new_window(qtbot, tmp_path, path, "b")
    a, b = hooks(first), hooks(second)
    fan_only_hand(qtbot, a, fan="30")
    fan_only_hand(qtbot, b, winner="b", source="s", fan="8")
    click(qtbot, b.record)
    click(qtbot, a.record)
    qtbot.waitUntil(lambda: first.findChild(Dialog, "conflictDialog") is not None, timeout=2000)
    dialog = first.findChild(Dialog, "conflictDialog")
    assert dialog.isVisible()
    return first, second, dialog, stored


@pytest.mark.slow
def test_a_refused_entry_shows_both_versions_and_keeps_the_stored_one(qtbot, tmp_path):
    first, second, dialog, stored = _stale_entry_in_two_windows(qtbot, tmp_path)
    mine = [lbl.text() for lbl in dialog.mine_labels]
    theirs = [lbl.text() for lbl in dialog.stored_labels]
    assert mine[2] == "30" and theirs[2] == "8" and theirs[1] == "self-drawn"
    qtbot.mouseClick(dialog.keep_button, Qt.MouseButton.LeftButton)
    assert stored(first)[1].fan == 8
    for w in (first, second):
        w.close_document()


@pytest.mark.slow
def test_a_refused_entry_can_be_entered_over_the_other_on_purpose(qtbot, tmp_path):
    first, second, dialog, stored = _stale_entry_in_two_windows(qtbot, tmp_path)
    qtbot.mouseClick(dialog.mine_button, Qt.MouseButton.LeftButton)
    assert stored(first)[1].fan == 30
    audit = first.document.workspace.service.audit(1)[0]  # the other's hand, as it was
    assert json.loads(audit.old)["fan"] == 8 and json.loads(audit.new)["fan"] == 30
    assert "entered over another station's" in first.document.undo_stack.undoText()
    for w in (first, second):
        w.close_document()
