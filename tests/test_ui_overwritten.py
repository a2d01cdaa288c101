"""Issue 21, item 2: the station whose entry another station replaced is told. Two real
stations on one tournament file: this station's window ("desk 1") enters a hand, a
penalty, totals or a match's state; another station ("head referee", a service on the
same file) changes it; this station's view then says what changed, at which station
and when (from the audit log), without a dialog in the way."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import Qt

from app.domain import MatchState
from app.tournament import create_tournament, open_tournament
from tests.test_ui_sheet_trust import fan_only_hand, hooks
from tests.test_ui_stations_match import two_stations  # noqa: F401


def _clock(at: str) -> str:
    """An audit time (UTC) as the station's clock shows it (hours:minutes)."""
    return datetime.fromisoformat(at).astimezone().strftime("%H:%M")


def _told(qtbot, window) -> str:
    window.document.check_file()  # what the watch on the file does every half second
    qtbot.waitUntil(lambda: "head referee" in window.last_error(), timeout=3000)
    return window.last_error()


@pytest.mark.slow
def test_a_hand_replaced_at_another_station_is_told_with_who_and_when(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    h = hooks(window)
    fan_only_hand(qtbot, h, fan="8")
    qtbot.mouseClick(h.record, Qt.MouseButton.LeftButton)
    mine = other.hands(1, 1)[0]
    assert mine.fan == 8 and window.last_error() == ""
    other.record_win(1, 1, 1, mine.winner, mine.discarder, fan=30, replace=True)
    text = _told(qtbot, window)
    at = other.audit(1)[0].at
    assert "Hand 1" in text and "head referee" in text and _clock(at) in text
    assert "30" in text  # what it is now
    assert hooks(window).message.text() == text  # on the sheet's message line too


@pytest.mark.slow
def test_a_hand_deleted_at_another_station_is_told(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    h = hooks(window)
    fan_only_hand(qtbot, h, fan="8")
    qtbot.mouseClick(h.record, Qt.MouseButton.LeftButton)
    other.delete_hand(1, 1, 1)
    text = _told(qtbot, window)
    assert "Hand 1" in text and "deleted" in text


@pytest.mark.slow
def test_a_hand_this_station_did_not_enter_is_not_announced(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    seats = window.document.workspace.table(1, 1).seats
    other.record_win(1, 1, 1, seats[0], seats[1], fan=8)
    other.record_win(1, 1, 1, seats[0], seats[1], fan=30, replace=True)
    window.document.check_file()
    qtbot.wait(50)
    assert "head referee" not in window.last_error()


def test_a_penalty_deleted_at_another_station_is_told(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    panel = page.penalties_panel
    page.tabs.setCurrentWidget(panel)
    panel.player_combo.setCurrentIndex(1)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    (penalty,) = other.penalties(1, 1)
    other.delete_penalty(penalty.id)
    text = _told(qtbot, window)
    assert "enalty" in text and "deleted" in text


@pytest.mark.slow
def test_totals_and_state_changed_at_another_station_are_told(qtbot, two_stations):  # noqa: F811
    window, page, other = two_stations
    form = page.totals_form
    page.tabs.setCurrentWidget(form)
    for spin, value in zip(form.spins, (12, -4, -4, -4), strict=True):
        spin.setValue(value)
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert other.totals(1, 1).totals == (12, -4, -4, -4)
    other.set_totals(1, 1, [16, -8, -4, -4])
    text = _told(qtbot, window)
    assert "otals" in text and "+16" in text
    window.document.check_file()
    page.refresh()
    qtbot.mouseClick(page.verify_button, Qt.MouseButton.LeftButton)
    assert other.match_status(1)[0].state == MatchState.VERIFIED
    other.set_match_state(1, 1, MatchState.COMPLETE)
    window.document.check_file()
    qtbot.waitUntil(lambda: "reopened" in window.last_error(), timeout=3000)


@pytest.mark.slow
def test_the_station_whose_hand_was_entered_over_is_told(qtbot, tmp_path, monkeypatch):
    """The issue's case, two windows: B records hand 1, A's own entry is refused and
    A enters it over B's on purpose; B's window then says so, with A's name."""
    from app.domain import TournamentSettings
    from app.ui.stations import ConflictDialog
    from tests.test_ui_sheet_trust import click, new_window, stored

    path = tmp_path / "club.mcr"
    with create_tournament(path, TournamentSettings("Club", 1)) as svc:
        for name in ("Ann", "Bo", "Cy", "Di"):
            svc.add_player(name)
        svc.seat_sessions(seed=1, time_limit=1)
    monkeypatch.setenv("MCR_STATION", "desk A")
    first = new_window(qtbot, tmp_path, path, "a")
    monkeypatch.setenv("MCR_STATION", "desk B")
    second = new_window(qtbot, tmp_path, path, "b")
    a, b = hooks(first), hooks(second)
    fan_only_hand(qtbot, a, fan="30")
    fan_only_hand(qtbot, b, winner="b", source="s", fan="8")
    click(qtbot, b.record)
    click(qtbot, a.record)
    qtbot.waitUntil(lambda: first.findChild(ConflictDialog, "conflictDialog") is not None)
    dialog = first.findChild(ConflictDialog, "conflictDialog")
    click(qtbot, dialog.mine_button)  # deliberately
    assert stored(second)[1].fan == 30
    second.document.check_file()
    qtbot.waitUntil(lambda: "desk A" in second.last_error(), timeout=3000)
    text = second.last_error()
    assert "Hand 1" in text and "30 fan" in text and b.message.text() == text
    assert "desk B" not in first.last_error()  # the station that overwrote is not told
    for w in (first, second):
        w.close_document()


@pytest.mark.slow
def test_on_a_server_the_station_is_told_by_itself(qtbot, tmp_path, pg_server, monkeypatch):
    """A tournament on a real PostgreSQL server: another station's correction of this
    station's hand is announced without any action here (the server's NOTIFY and the
    window's watch)."""
    from PySide6.QtCore import QSettings

    from app.domain import TournamentSettings
    from app.ui.window import MainWindow
    from tests.store_backends import PgBackend

    backend = PgBackend(pg_server)
    url = backend.location()
    try:
        with create_tournament(url, TournamentSettings("Server Cup", 1)) as svc:
            for n in ("Ann", "Bob", "Cid", "Dan"):
                svc.add_player(n)
            svc.seat_sessions(seed=1, time_limit=1)
        monkeypatch.setenv("MCR_STATION", "desk 7")
        window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.show()
        assert window.open_file(url, remember=False)
        service = window.document.workspace.service
        seats = service.tables(1)[0].seats
        assert window.document.run(
            "hand", lambda: service.record_win(1, 1, 1, seats[0], None, fan=8)
        )
        monkeypatch.setenv("MCR_STATION", "head referee")
        with open_tournament(url) as other:
            other.record_win(1, 1, 1, seats[1], seats[0], fan=12, replace=True)
            at = other.audit(1)[0].at
        qtbot.waitUntil(lambda: "head referee" in window.last_error(), timeout=3000)
        text = window.last_error()
        assert "Hand 1" in text and "12 fan" in text and _clock(at) in text
        window.close_document()
    finally:
        backend.close()


@pytest.mark.slow
def test_after_a_language_change_the_station_is_told_once(qtbot, two_stations, monkeypatch):  # noqa: F811
    """The window's views are built again in another language: the watch is not
    installed a second time (one notice per change, not two)."""
    from app.ui.language import switch_language

    def choose(code: str) -> None:  # as View > Language does
        window._language_chosen(code)

    window, page, other = two_stations
    h = hooks(window)
    fan_only_hand(qtbot, h, fan="8")
    qtbot.mouseClick(h.record, Qt.MouseButton.LeftButton)
    shown: list[str] = []
    real = window.show_error
    monkeypatch.setattr(window, "show_error", lambda text: (shown.append(text), real(text)))
    try:
        choose("zh_CN")
        choose("en")
        mine = other.hands(1, 1)[0]
        other.record_win(1, 1, 1, mine.winner, mine.discarder, fan=30, replace=True)
        _told(qtbot, window)
    finally:
        switch_language("en")
    assert len([t for t in shown if "head referee" in t]) == 1
