import os

# Qt must never try to open a real display in tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from tests.pg_cluster import PgCluster, skip_or_fail, unavailable_reason
from tests.store_backends import PgBackend, SqliteBackend

BACKENDS = ["sqlite", "postgresql"]
PG_URL_VARIABLE = "MCR_TEST_PG_URL"  # set by .ci/run: a throwaway server's URL


@pytest.fixture(scope="session")
def pg_server():
    """The URL of a PostgreSQL server for tests: the one .ci/run started
    (MCR_TEST_PG_URL), else a throwaway cluster started here. Without PostgreSQL
    installed the test is skipped, except in CI (CI=true), where that is a failure."""
    url = os.environ.get(PG_URL_VARIABLE)
    if url:
        yield url
        return
    reason = unavailable_reason()
    if reason:
        skip_or_fail(reason)
    cluster = PgCluster().start()
    try:
        yield cluster.url()
    finally:
        cluster.stop()


@pytest.fixture(params=BACKENDS)
def backend(request, tmp_path):
    """A store backend for the contract suite (tests/test_store_contract.py)."""
    if request.param == "sqlite":
        b = SqliteBackend(tmp_path)
    else:
        b = PgBackend(request.getfixturevalue("pg_server"))
    yield b
    b.close()


@pytest.fixture(autouse=True)
def _server_backups_in_tmp(tmp_path_factory, monkeypatch):
    """A server tournament's automatic backups go to the user's data folder; in tests,
    to a temporary one (MCR_BACKUP_DIR), never the real home."""
    if "MCR_BACKUP_DIR" not in os.environ:
        monkeypatch.setenv("MCR_BACKUP_DIR", str(tmp_path_factory.mktemp("server-backups")))


@pytest.fixture
def window(qtbot, tmp_path):
    """The main window on its own settings file, closed after the test (the GUI tests'
    common window; a file may define its own, e.g. one opened on the demo)."""
    # Imported here: the tests that use no window never load Qt.
    from PySide6.QtCore import QSettings

    from app.ui.window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_document()
