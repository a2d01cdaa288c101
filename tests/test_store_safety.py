"""The tournament file survives what laptops and venues do to it: kill -9 in the middle
of writes, two stations writing at once, damaged and foreign files (never modified)."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.domain.errors import DamagedFile, NotATournamentFile, StoreError, TooNewFile
from app.domain.model import MatchState, Player, Table, TournamentSettings
from app.store import SCHEMA_VERSION, create_store, open_store
from app.tournament import create_tournament, open_tournament

ROOT = Path(__file__).resolve().parent.parent


def run_worker(code: str, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def new_file(tmp_path: Path, players: int = 0) -> Path:
    path = tmp_path / "cup.mcr"
    store = create_store(path, TournamentSettings("Cup", sessions=2))
    for i in range(players):
        store.add_player(Player(0, f"Player {i + 1}"))
    store.close()
    return path


# ---- creation and opening ---------------------------------------------------------


def test_a_new_file_is_recognised_versioned_and_in_wal_mode(tmp_path):
    path = new_file(tmp_path, players=2)
    header = path.read_bytes()[:100]
    assert header.startswith(b"SQLite format 3\x00")
    store = open_store(path)
    try:
        conn = store._conn
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert [p.name for p in store.list_players()] == ["Player 1", "Player 2"]
    finally:
        store.close()


def test_new_refuses_to_overwrite(tmp_path):
    path = new_file(tmp_path)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="already exists"):
        create_store(path, TournamentSettings("Other"))
    assert path.read_bytes() == before


def test_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(StoreError, match="no tournament file"):
        open_store(tmp_path / "nothing.mcr")
    assert not (tmp_path / "nothing.mcr").exists()


def _assert_refused_untouched(path: Path, error: type, match: str) -> None:
    before = path.read_bytes()
    siblings = set(path.parent.iterdir())
    with pytest.raises(error, match=match):
        open_store(path)
    assert path.read_bytes() == before
    assert set(path.parent.iterdir()) == siblings  # no -wal, -shm or journal left


def test_a_foreign_sqlite_file_is_refused_and_untouched(tmp_path):
    path = tmp_path / "addresses.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE people (name TEXT)")
    conn.execute("INSERT INTO people VALUES ('x')")
    conn.commit()
    conn.close()
    _assert_refused_untouched(path, NotATournamentFile, "another program")


@pytest.mark.parametrize(
    "content", [b"", b"name,country\nAnn,NL\n", b"\x89PNG\r\n\x1a\n" + bytes(300)]
)
def test_a_file_that_is_not_sqlite_is_refused_and_untouched(tmp_path, content):
    path = tmp_path / "cup.mcr"
    path.write_bytes(content)
    _assert_refused_untouched(path, NotATournamentFile, "not an SQLite database")


def _big_file(tmp_path: Path) -> Path:
    path = new_file(tmp_path)
    store = open_store(path)
    with store.transaction("many players"):  # many pages, so damage lands in data
        for i in range(400):
            store.add_player(Player(0, f"Player {i + 1}"))
    store.close()
    return path


def test_a_file_with_damaged_pages_is_refused_and_untouched(tmp_path):
    path = _big_file(tmp_path)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[3 * page : 5 * page] = os.urandom(2 * page)  # scribble over two pages
    path.write_bytes(bytes(data))
    _assert_refused_untouched(path, DamagedFile, "damaged")


def test_a_truncated_file_is_refused_and_untouched(tmp_path):
    path = _big_file(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    _assert_refused_untouched(path, DamagedFile, "damaged")


def test_a_file_from_a_newer_version_is_refused_and_untouched(tmp_path):
    path = new_file(tmp_path, players=1)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    conn.close()
    _assert_refused_untouched(path, TooNewFile, "newer version")


# ---- crashes -------------------------------------------------------------------------

WRITER = """
import sys
from app.domain.model import Player
from app.store import open_store

store = open_store(sys.argv[1])
batch = 0
while True:
    batch += 1
    # ten players per transaction: after a crash the count must be a multiple of ten
    with store.transaction("import batch"):
        for i in range(10):
            store.add_player(Player(0, f"{sys.argv[2]} {batch}-{i}"))
    print(batch, flush=True)
"""


@pytest.mark.parametrize("commits_before_kill", [3, 25])
@pytest.mark.slow
def test_kill_9_during_writes_loses_nothing_committed(tmp_path, commits_before_kill):
    path = new_file(tmp_path)
    worker = run_worker(WRITER, str(path), "W")
    seen = 0
    try:
        for line in worker.stdout:
            seen = int(line)
            if seen >= commits_before_kill:
                break
        time.sleep(0.01 * commits_before_kill)  # kill somewhere inside a later batch
        worker.send_signal(signal.SIGKILL)
    finally:
        if worker.poll() is None:
            worker.kill()
        _, err = worker.communicate(timeout=10)  # reaps the process, closes the pipes
    assert worker.returncode == -signal.SIGKILL
    assert seen >= commits_before_kill, err
    store = open_store(path)  # recovers the WAL; integrity checked on open
    try:
        players = store.list_players()
        assert len(players) >= seen * 10
        assert len(players) % 10 == 0  # never half a transaction
        assert [p.number for p in players] == list(range(1, len(players) + 1))
        audited = [a for a in store.list_audit() if a.entity == "player"]
        assert len(audited) == len(players)  # the log and the data agree
        assert store._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        store.close()


# ---- two stations ----------------------------------------------------------------------

STATION = """
import sys
from app.tournament import open_tournament

svc = open_tournament(sys.argv[1])
name, first = sys.argv[2], int(sys.argv[3])
for i in range(20):
    svc.add_player(f"{name} {i}")
for hand in range(first, first + 8):
    svc.record_draw(1, 1, hand)
svc.close()
print("done", flush=True)
"""


@pytest.mark.slow
def test_two_processes_writing_at_once_lose_nothing(tmp_path):
    path = tmp_path / "cup.mcr"
    svc = create_tournament(path, TournamentSettings("Cup", sessions=1))
    for name in "ABCD":
        svc.add_player(name)
    svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])
    svc.close()
    workers = [
        run_worker(STATION, str(path), "East", "1"),
        run_worker(STATION, str(path), "West", "9"),
    ]
    for w in workers:
        out, err = w.communicate(timeout=60)
        assert w.returncode == 0, err
        assert out.strip() == "done"
    svc = open_tournament(path)
    try:
        players = svc.players()
        assert len(players) == 44
        assert sorted(p.number for p in players) == list(range(1, 45))
        assert len(svc.hands(1, 1)) == 16
        # The 16th hand, whichever station entered it, completed the match exactly once.
        status = svc.match_status(1)[0]
        assert status.state == MatchState.COMPLETE
        completions = [a for a in svc.audit() if a.entity == "match state"]
        assert len(completions) == 1
    finally:
        svc.close()


def test_a_reader_sees_only_committed_changes(tmp_path):
    path = new_file(tmp_path, players=1)
    writer, reader = open_store(path), open_store(path)
    try:
        with writer.transaction("two players"):
            writer.add_player(Player(0, "Zoe"))
            assert len(reader.list_players()) == 1  # not yet committed
            writer.add_player(Player(0, "Yan"))
        assert len(reader.list_players()) == 3
    finally:
        writer.close()
        reader.close()


def test_a_failed_operation_rolls_back_completely(tmp_path):
    path = new_file(tmp_path, players=1)
    store = open_store(path)
    try:
        with pytest.raises(RuntimeError):
            with store.transaction("half done"):
                store.add_player(Player(0, "Zoe"))
                raise RuntimeError("crash in the middle")
        assert [p.name for p in store.list_players()] == ["Player 1"]
        assert [a.entity for a in store.list_audit()].count("player") == 1
    finally:
        store.close()
