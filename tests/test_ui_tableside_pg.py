"""Table-side entry from the desktop app on a PostgreSQL tournament: the server opens a
session of its own on the same database, the phones' hands (over HTTP) reach the
window through the server's NOTIFY as another station's do, and stopping frees the
port. A throwaway cluster (tests/pg_cluster.py), a real server on a free port."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.ui.window import MainWindow
from tests.store_backends import PgBackend
from tests.tableside_helpers import tournament, win
from tests.test_ui_tableside import Phones, _hand_row, port_is_free, start


@pytest.fixture
def server_location(pg_server):
    backend = PgBackend(pg_server)
    url = backend.location()
    tournament(url).close()
    yield url
    backend.close()


# Slow (a cluster starts: about 35 s); the same path on a file is in the fast loop
# (tests/test_ui_tableside.py, whose helpers this file imports).
@pytest.mark.slow
def test_on_postgresql_the_phones_hands_reach_the_window(qtbot, tmp_path, server_location):
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(server_location, remember=False)
    try:
        start(qtbot, window)
        sheet = window.show_table(1, 1)
        phones = Phones(window)
        p = phones.propose(1, "E", win(1))
        for letter in "SWN":
            p = phones.confirm(1, letter, p)
        assert p["status"] == "stored"
        qtbot.waitUntil(lambda: "13" in _hand_row(sheet, 0), timeout=3000)
        disputed = phones.propose(2, "E", win(1))
        phones.dispute(2, "N", disputed, "not this tile")
        qtbot.waitUntil(lambda: window.tableside.waiting == 1, timeout=3000)
        dock = window.tableside.show_queue()
        assert dock.accept()
        assert window.document.workspace.service.hand(1, 2, 1) is not None
        port = window.tableside.runner.port
    finally:
        window.close()
    assert not window.tableside.running and port_is_free(port)
