"""Issue 15, items 4, 6, 7 (and issue 9's store part): committed means saved, ids are
never reused, the file alone is complete, read-only commands change nothing, and two
stores on one file in one process keep SQLite's locks."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.domain.model import TournamentSettings
from app.store import create_store, open_store, outputs, schema, sqlite_store
from app.store.outputs import clean_leftovers
from app.tournament import create_tournament, open_tournament
from tests.faults_helpers import cli, seated

ROOT = Path(__file__).resolve().parent.parent


def fill_session(path: Path, session: int = 1, upto: int = 16) -> None:
    with open_tournament(path) as svc:
        for t in svc.tables(session):
            for h in range(1, upto + 1):
                if svc.hand(session, t.table, h) is None:
                    svc.record_draw(session, t.table, h)


# ---- item 4: committed means saved -----------------------------------------------


@pytest.mark.slow
def test_a_failed_session_end_backup_is_a_warning_and_the_hand_stays_stored(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    fill_session(path, upto=15)
    (tmp_path / "t-backups").write_text("a file where the backup folder should be")
    code, out, err = cli("hand", path, "--session", 1, "--table", 1, "--hand", 16, "--draw")
    assert code == 0, err
    assert "Hand 16" in out and "warning:" in err and "backup" in err
    assert "Traceback" not in err
    # a referee who retries is not told the hand is lost
    code, _, err = cli("hands", path, "--session", 1, "--table", 1, "--json")
    assert code == 0
    with open_tournament(path, read_only=True) as svc:
        assert len(svc.hands(1, 1)) == 16


@pytest.mark.slow
def test_the_service_keeps_the_change_and_reports_the_backup_failure(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    fill_session(path, upto=15)
    with open_tournament(path) as svc:
        svc.backup_dir = tmp_path / "missing" / "\0bad"  # cannot be created
        change = svc.record_draw(1, 1, 16)
        assert change.new is not None
        warnings = svc.take_warnings()
        assert len(warnings) == 1 and "backup" in warnings[0]
        assert svc.take_warnings() == []
        assert len(svc.hands(1, 1)) == 16


@pytest.mark.slow
def test_backups_use_a_temporary_name_and_leftovers_are_cleaned_at_the_next_start(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    folder = tmp_path / "t-backups"
    folder.mkdir()
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    leftover = folder / f".t-x.sqlite.{outputs._host()}-{dead}.partial"
    leftover.write_bytes(b"half a backup")
    elsewhere = folder / f".t-y.sqlite.other-machine-{dead}.partial"
    elsewhere.write_bytes(b"another station is writing this one now")
    other = folder / "notes.txt"
    other.write_text("keep")
    with open_tournament(path) as svc:
        assert not leftover.exists() and other.exists()
        assert elsewhere.exists()  # another machine's: only once it is an hour old
        backup = svc.backup()
    assert [p.name for p in folder.iterdir() if p.name.endswith(".partial")] == [elsewhere.name]
    old = time.time() - 7200
    os.utime(elsewhere, (old, old))
    conn = sqlite3.connect(backup)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    assert clean_leftovers(folder) == [elsewhere]
    assert clean_leftovers(folder) == []


# ---- item 6: ids never reused ----------------------------------------------------


def test_a_deleted_penalty_does_not_lend_its_id_to_the_next_one(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    with open_tournament(path) as svc:
        first = svc.record_penalty(1, 1, 1, -10, "late").new
        second = svc.record_penalty(1, 1, 2, -10, "noise").new
        svc.delete_penalty(second.id)
        third = svc.record_penalty(1, 1, 3, -5, "phone").new
        assert third.id not in (first.id, second.id)
    # the id of the deleted penalty now names nothing: deleting it again is refused
    code, _, err = cli("delete-penalty", path, second.id)
    assert code == 1 and "no penalty" in err


def test_a_removed_player_does_not_lend_a_number_to_the_next_one(tmp_path):
    path = tmp_path / "t.mcrt"
    with create_tournament(path, TournamentSettings("Cup")) as svc:
        svc.add_player("Ann")
        bob = svc.add_player("Bob").new
        svc.remove_player(bob.number)
        cid = svc.add_player("Cid").new
        assert cid.number != bob.number


def make_v2_file(path: Path, monkeypatch) -> None:
    """A file of format 2 (as the program wrote it before): penalties without
    AUTOINCREMENT, where the highest penalty and player were deleted."""
    with monkeypatch.context() as m:
        m.setattr(sqlite_store, "SCHEMA_VERSION", 2)
        store = create_store(path, TournamentSettings("Old Cup", sessions=1))
        store.close()
    # What that program then wrote, as rows (today's code reads a newer hands table):
    # five players of whom the fifth was removed, one table, penalty 2 deleted.
    conn = sqlite3.connect(path)
    with conn:
        for number, name in enumerate("ABCDE", start=1):
            conn.execute("INSERT INTO players (number, name) VALUES (?, ?)", (number, name))
        conn.execute("DELETE FROM players WHERE number = 5")
        conn.executemany("INSERT INTO seats VALUES (1, 1, ?, ?)", [(i, i + 1) for i in range(4)])
        conn.execute("INSERT INTO penalties VALUES (1, 1, 1, 1, -10, 0, 'one')")
        conn.execute("INSERT INTO penalties VALUES (2, 1, 1, 2, -10, 0, 'two')")
        conn.execute("DELETE FROM penalties WHERE id = 2")
        log = (
            "INSERT INTO audit (at, operation, entity, key, old, new) VALUES ('t', 'x', ?, ?, ?, ?)"
        )
        conn.execute(log, ("player", "5", None, "{}"))
        conn.execute(log, ("player", "5", "{}", None))
        conn.execute(log, ("penalty", "2", None, "{}"))
        conn.execute(log, ("penalty", "2", "{}", None))
    conn.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert (
        "AUTOINCREMENT"
        not in conn.execute("SELECT sql FROM sqlite_master WHERE name='penalties'").fetchone()[0]
    )
    conn.close()


def _table():
    from app.domain.model import Table

    return Table(1, 1, (1, 2, 3, 4))


def test_an_old_file_is_upgraded_so_no_id_deleted_before_is_reused(tmp_path, monkeypatch):
    path = tmp_path / "old.mcrt"
    make_v2_file(path, monkeypatch)
    with open_tournament(path) as svc:
        assert [p.id for p in svc.penalties()] == [1]
        new = svc.record_penalty(1, 1, 3, -10, "three").new
        assert new.id == 3  # 2 was deleted before the upgrade: never again
        assert svc.add_player("F").new.number == 6  # 5 was removed before the upgrade
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
    assert (
        "AUTOINCREMENT"
        in conn.execute("SELECT sql FROM sqlite_master WHERE name='penalties'").fetchone()[0]
    )
    conn.close()


# ---- item 7: the file alone is complete; read-only commands change nothing --------


@pytest.mark.slow
def test_a_plain_copy_of_the_file_taken_while_it_is_open_misses_nothing(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    with open_tournament(path) as svc:
        for h in range(1, 11):
            svc.record_draw(1, 1, h)
        # a station still has the file open; someone copies the .mcrt alone
        shutil.copyfile(path, tmp_path / "copy.mcrt")
    with open_tournament(tmp_path / "copy.mcrt", read_only=True) as svc:
        assert len(svc.hands(1, 1)) == 10


def test_save_a_copy_goes_through_the_backup_api_and_is_complete(tmp_path):
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    with open_tournament(path) as svc:
        svc.record_draw(1, 1, 1)
        copy = svc.backup(tmp_path / "copy.mcrt")
    assert not Path(f"{copy}-wal").exists()
    with open_tournament(copy, read_only=True) as svc:
        assert len(svc.hands(1, 1)) == 1


def _fingerprint(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize(
    "command",
    [
        ["standings"],
        ["standings", "--json"],
        ["tables", "--session", "1"],
        ["hands", "--session", "1", "--table", "1"],
        ["penalties"],
        ["audit"],
        ["players", "list"],
        ["history", "1"],
    ],
)
@pytest.mark.slow
def test_read_only_commands_never_change_a_backup_or_an_old_file(tmp_path, monkeypatch, command):
    old = tmp_path / "old" / "old.mcrt"
    old.parent.mkdir()
    make_v2_file(old, monkeypatch)
    path = seated(tmp_path / "t.mcrt", players=4, sessions=1)
    with open_tournament(path) as svc:
        backup = svc.backup()
    for target in (backup, old):
        before = _fingerprint(target.parent)
        args = [*command[:-1], target, command[-1]] if command[0] == "history" else None
        if command[0] == "players":
            args = ["players", "list", target]
        elif args is None:
            args = [command[0], target, *command[1:]]
        code, out, err = cli(*args)
        assert code == 0, err
        assert _fingerprint(target.parent) == before  # no WAL conversion, no upgrade


# ---- issue 9: two stores on one file in one process ------------------------------

WRITER = """
import sys, time
from app.tournament import open_tournament
path, start, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for i in range(start, start + count):
    with open_tournament(path) as svc:       # open, write, read, close
        svc.add_player(f"Remote {i}")
        assert svc.player(f"Remote {i}")
    time.sleep(0.01)
"""


@pytest.mark.slow
def test_two_stores_on_one_file_in_one_process_keep_the_locks(tmp_path):
    path = tmp_path / "t.mcrt"
    create_store(path, TournamentSettings("Cup")).close()
    first = open_store(path)
    try:
        worker = subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(WRITER), str(path), "0", "40"],
            cwd=ROOT,
            stderr=subprocess.PIPE,
            text=True,
        )
        from app.domain.model import Player

        local = 0
        deadline = time.monotonic() + 60
        while worker.poll() is None and time.monotonic() < deadline:
            second = open_store(path)  # a second window on the same file
            second.add_player(Player(0, f"Local {local}"))
            second.close()
            first.add_player(Player(0, f"First {local}"))
            local += 1
        _, errors = worker.communicate(timeout=60)
        assert worker.returncode == 0, errors
    finally:
        first.close()
    conn = sqlite3.connect(path)
    names = {r[0] for r in conn.execute("SELECT name FROM players")}
    conn.close()
    assert {f"Remote {i}" for i in range(40)} <= names
    assert {f"Local {i}" for i in range(local)} <= names
    assert {f"First {i}" for i in range(local)} <= names
    assert not os.path.exists(f"{path}-wal") or os.path.getsize(f"{path}-wal") == 0
