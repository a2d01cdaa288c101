"""The window and a server that asks for a password (issue 21, item 3): the Connect
dialog asks for it with hidden input, it is never kept in the settings (the recent
list), the window title or a message, and an export in the background process still
reaches the server. A real password cluster (tests/pg_cluster.py)."""

from __future__ import annotations

import uuid
from pathlib import Path

import psycopg
import pytest
from openpyxl import load_workbook
from PySide6.QtWidgets import QLineEdit

from app.domain.model import TournamentSettings
from app.export.background import Step, run
from app.store import server_password
from app.tournament import create_tournament
from app.ui.stations import ConnectDialog
from tests.pg_cluster import started

PASSWORD = "Ev3nt-pw-GUI"


@pytest.fixture(scope="module")
def cluster():
    c = started(PASSWORD)
    yield c
    c.stop()


@pytest.fixture
def url(cluster, monkeypatch):
    """A tournament on the server; the address holds no password, and neither the
    environment nor a password file gives one."""
    for name in ("PGPASSWORD", "PGPASSFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("PGPASSFILE", "/nonexistent/pgpass")
    name = f"gui_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(cluster.admin_url(), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    with create_tournament(cluster.admin_url(name), TournamentSettings("Pw Cup", 1)) as svc:
        svc.add_player("Ann")
    yield f"postgresql://postgres@127.0.0.1:{cluster.port}/{name}"
    server_password.forget(f"postgresql://postgres@127.0.0.1:{cluster.port}/{name}")


def settings_text(window) -> str:
    window.settings.sync()
    path = Path(window.settings.fileName())
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


def connect_dialog(window) -> ConnectDialog:
    dialogs = [d for d in window.findChildren(ConnectDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


@pytest.mark.slow
def test_the_window_asks_for_the_password_hidden_and_keeps_it_nowhere(qtbot, window, url):
    assert window.open_file(url) is False  # the server asks: the Connect dialog opens
    dialog = connect_dialog(window)
    assert "asks for a password" in dialog.message.text()
    assert dialog.url_edit.text() == url
    assert dialog.password_edit.echoMode() == QLineEdit.EchoMode.Password
    dialog.password_edit.setText(PASSWORD)
    dialog._accept()
    assert window.document is not None, window.last_error()
    assert window.document.workspace.settings().name == "Pw Cup"
    assert url in window.recent_files()
    for shown in (window.windowTitle(), settings_text(window), window.last_error()):
        assert PASSWORD not in shown
    label = window.findChild(type(window.stations.station_label), "station")
    assert PASSWORD not in label.text()
    # an export runs in a process of its own: it reaches the server too
    out = window.settings.fileName() + ".xlsx"
    written = run(window.document.location, [Step("xlsx", out)], lambda *a: None)
    assert written and load_workbook(written[0]).sheetnames


@pytest.mark.slow
def test_a_password_in_the_address_is_used_and_never_kept(qtbot, window, url):
    assert window.open_file(f"{url}?password={PASSWORD}"), window.last_error()
    assert url in window.recent_files()
    for shown in (window.windowTitle(), settings_text(window), *window.recent_files()):
        assert PASSWORD not in shown


@pytest.mark.slow
def test_a_wrong_password_is_a_message_without_it(qtbot, window, url):
    dialog = window.stations.ask_connect(url)
    qtbot.addWidget(dialog)
    dialog.password_edit.setText("Wr0ng-guess-77")
    dialog._accept()
    assert window.document is None
    assert "password authentication failed" in window.last_error()
    assert "Wr0ng-guess-77" not in window.last_error() + settings_text(window)


def test_a_malformed_address_is_said_in_the_connect_dialog(qtbot, window):
    dialog = window.stations.ask_connect()
    qtbot.addWidget(dialog)
    dialog.url_edit.setText(f"postgresql://desk:{PASSWORD}@venue:99999/spring")
    dialog._accept()
    assert dialog.isVisible() and window.document is None
    assert "port must be a number from 1 to 65535" in dialog.message.text()
    assert PASSWORD not in dialog.message.text() + settings_text(window)


@pytest.mark.slow
def test_bent_addresses_never_show_the_password_in_the_window(qtbot, window):
    from tests.test_server_addresses import SECRET, variants

    for n, address in enumerate(variants(80, seed=7)):
        if n % 2:
            assert window.open_file(address) is False
        else:  # typed into the Connect dialog
            dialog = window.stations.ask_connect()
            qtbot.addWidget(dialog)
            dialog.url_edit.setText(address)
            dialog._accept()
            assert SECRET not in dialog.message.text()
            dialog.close()
        for dialog in window.findChildren(ConnectDialog):
            if dialog.isVisible():  # one the window opened (the URL field is its own)
                assert SECRET not in dialog.url_edit.text() + dialog.message.text()
                dialog.close()
        assert window.document is None
        shown = [window.last_error(), window.windowTitle(), *window.recent_files()]
        assert all(SECRET not in s for s in shown), (address, shown)
    assert SECRET not in settings_text(window)


@pytest.mark.slow
def test_the_key_value_form_is_remembered_as_a_url_without_the_password(
    qtbot, window, cluster, url
):
    name = url.rsplit("/", 1)[1]
    address = f"host=127.0.0.1 port={cluster.port} dbname={name} user=postgres password={PASSWORD}"
    assert window.open_file(address), window.last_error()
    assert window.recent_files()[0] == url
    assert PASSWORD not in window.windowTitle() + settings_text(window)
