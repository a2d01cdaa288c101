"""Several scoring stations on one tournament on a PostgreSQL server (issue 13): the
server location wherever a file is taken, `new` and `copy`, concurrent stations, the
change counter fed by LISTEN/NOTIFY, conflicts retried, writers killed, a server
restarted. Real servers: the `pg_server` fixture (conftest.py), and a private cluster
for the restart."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import pytest

from app import cli
from app.domain.errors import NotATournamentFile, Refused, ServerUnavailable, StoreError
from app.domain.model import Penalty, Table, TournamentSettings
from app.domain.service import TournamentService
from app.store.pg_store import PgStore
from app.store.server_url import with_password, without_password
from app.tournament import create_tournament, open_tournament
from tests.pg_cluster import PgCluster, skip_or_fail, unavailable_reason
from tests.store_backends import PgBackend

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "bench_stations.py"


@pytest.fixture
def pg(pg_server):
    b = PgBackend(pg_server)
    yield b
    b.close()


def seated(url: str, tables: int = 4, sessions: int = 2) -> None:
    with create_tournament(url, TournamentSettings("Stations Cup", sessions)) as svc:
        for n in range(1, 4 * tables + 1):
            svc.add_player(f"Player {n:02d}")
        # session 1 by rows (1-4, 5-8, ...), session 2 by columns (1, 1+T, 1+2T, 1+3T)
        rows = [tuple(range(4 * t - 3, 4 * t + 1)) for t in range(1, tables + 1)]
        columns = [tuple(t + i * tables for i in range(4)) for t in range(1, tables + 1)]
        for s, plan in zip(range(1, sessions + 1), (rows, columns), strict=False):
            svc.set_tables(s, [Table(s, t, seats) for t, seats in enumerate(plan, start=1)])


def run_cli(*args: str) -> tuple[int, str, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, cwd=ROOT
    )
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.slow
def test_the_cli_works_on_a_server_url(pg, tmp_path):
    url = pg.location()
    assert run_cli("new", url, "--name", "Server Open", "--sessions", "1")[0] == 0
    for name in ("Ann", "Bob", "Cid", "Dan"):
        assert run_cli("players", "add", url, name)[0] == 0
    assert run_cli("seat", url, "--seed", "1")[0] == 0
    code, out, err = run_cli(
        "hand", url, "--session", "1", "--table", "1", "--hand", "1", "--winner", "Ann",
        "--self-drawn", "--fan", "8",
    )  # fmt: skip
    assert code == 0, err
    code, out, _ = run_cli("standings", url, "--json")
    rows = json.loads(out)
    assert rows[0]["name"] == "Ann" and rows[0]["score"] == 48
    code, out, _ = run_cli("audit", url)
    assert "record hand 1/1/1" in out and "[" in out  # the station is named


@pytest.mark.slow
def test_new_needs_an_empty_database_and_open_needs_a_tournament(pg):
    url = pg.location()
    with pytest.raises(NotATournamentFile, match="empty"):
        open_tournament(url)
    create_tournament(url, TournamentSettings("Once", 1)).close()
    with pytest.raises(StoreError, match="already holds a tournament"):
        create_tournament(url, TournamentSettings("Twice", 1))
    with open_tournament(url) as svc:
        assert svc.settings().name == "Once"


@pytest.mark.slow
def test_an_unreachable_server_is_a_clear_message_without_the_password():
    url = "postgresql://referee:s3cret@127.0.0.1:1/mcr"
    code, _, err = run_cli("standings", url)
    assert code == 1 and "cannot be reached" in err and "s3cret" not in err
    assert "Traceback" not in err


@pytest.mark.slow
def test_copy_file_to_server_and_back_is_exact(pg, tmp_path):
    src = tmp_path / "event.mcrt"
    seated(str(src))
    with open_tournament(src) as svc:
        for h in range(1, 17):
            t = svc.tables(1)[0].seats
            svc.record_win(1, 1, h, t[h % 4], t[(h + 1) % 4] if h % 3 else None, fan=8 + h)
        svc.record_win(1, 2, 1, svc.tables(1)[1].seats[0], None, tiles="123m456p789s11122z")
        gone = svc.record_penalty(1, 2, svc.tables(1)[1].seats[2], -30, "false win", True)
        svc.delete_penalty(gone.new.id)
        svc.record_penalty(1, 2, svc.tables(1)[1].seats[1], -10, "slow")
        svc.set_totals(2, 3, [30, -10, -10, -10])
    url = pg.location()
    assert run_cli("copy", str(src), url)[0] == 0
    back = tmp_path / "back.mcrt"
    assert run_cli("copy", url, str(back))[0] == 0
    views = []
    for where in (str(src), url, str(back)):
        with open_tournament(where, read_only=True) as svc:
            views.append(
                (
                    [(r.player.number, r.table_points, r.score) for r in svc.standings()],
                    svc.all_hands(),
                    svc.penalties(),
                    svc.all_totals(),
                    svc.match_status(),
                    svc.players(),
                    # the log, less the copies' own entries
                    [a for a in svc.audit() if not a.operation.startswith("copy from")],
                )
            )
    assert views[0] == views[1] == views[2]
    # ids go on above the copied ones (penalty 1 was deleted: never given again)
    with open_tournament(url) as svc:
        new = svc.record_penalty(1, 2, svc.tables(1)[1].seats[1], -10, "again").new
        assert new.id > max(p.id for p in views[0][2])
        assert svc.audit()[1].operation.startswith("copy from")


@pytest.mark.slow
def test_copy_refuses_an_existing_file_or_a_busy_database(pg, tmp_path):
    src = tmp_path / "a.mcrt"
    seated(str(src), sessions=1)
    busy = pg.location()
    create_tournament(busy, TournamentSettings("Busy", 1)).close()
    before = pg.fingerprint(busy)
    code, _, err = run_cli("copy", str(src), busy)
    assert code == 1 and "already holds a tournament" in err
    assert pg.fingerprint(busy) == before
    code, _, err = run_cli("copy", busy, str(src))
    assert code == 1 and "already exists" in err


@pytest.mark.slow
def test_two_stations_at_once_every_entry_kept(pg):
    url = pg.location()
    seated(url, tables=4, sessions=1)
    errors: list[BaseException] = []

    def station(tables: list[int]) -> None:
        try:
            with open_tournament(url) as svc:
                for h in range(1, 17):
                    for t in tables:
                        seats = svc.tables(1)[t - 1].seats
                        svc.record_win(1, t, h, seats[h % 4], None, fan=8 + t)
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=station, args=(ts,)) for ts in ([1, 2], [3, 4])]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    with open_tournament(url, read_only=True) as svc:
        hands = [h for h in svc.all_hands() if h.session == 1]
        assert len(hands) == 64 and {h.fan - 8 for h in hands} == {1, 2, 3, 4}
        assert {s.state.value for s in svc.match_status(1)} == {"complete"}


@pytest.mark.slow
def test_the_same_hand_from_two_stations_is_stored_once_never_overwritten(pg):
    url = pg.location()
    seated(url, tables=1, sessions=1)
    a, b = open_tournament(url), open_tournament(url)
    seats = a.tables(1)[0].seats
    outcomes: dict[str, object] = {}
    barrier = threading.Barrier(2)

    def enter(name: str, svc: TournamentService, fan: int) -> None:
        barrier.wait()
        try:
            svc.record_win(1, 1, 1, seats[0], seats[1], fan=fan)
            outcomes[name] = fan
        except Refused as e:
            outcomes[name] = str(e)

    threads = [
        threading.Thread(target=enter, args=("a", a, 8)),
        threading.Thread(target=enter, args=("b", b, 9)),
    ]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    stored = a.hand(1, 1, 1).fan
    winners = [v for v in outcomes.values() if isinstance(v, int)]
    assert winners == [stored]
    assert any("already entered" in str(v) for v in outcomes.values())
    a.close()
    b.close()


@pytest.mark.slow
def test_another_stations_change_moves_the_counter_within_2_s(pg):
    url = pg.location()
    seated(url, tables=1, sessions=1)
    watcher, writer = open_tournament(url), open_tournament(url)
    seen = watcher.data_version()
    own = writer.data_version()
    seats = writer.tables(1)[0].seats
    start = time.monotonic()
    writer.record_win(1, 1, 1, seats[0], None, fan=8)
    while watcher.data_version() == seen and time.monotonic() - start < 2:
        time.sleep(0.02)
    assert watcher.data_version() != seen, "not noticed within 2 s"
    time.sleep(0.5)
    assert writer.data_version() == own  # its own commit does not count
    watcher.close()
    writer.close()


@pytest.mark.slow
def test_a_serialization_failure_is_retried_and_decided_afresh(pg):
    """Without the write lock, another transaction committing the same hand makes our
    transaction fail to serialize; the domain runs it again, which then refuses the
    entry as already entered instead of overwriting the other station's hand."""
    url = pg.location()
    seated(url, tables=1, sessions=1)
    store = PgStore(url, queue_writers=False)
    svc = TournamentService(store)
    seats = svc.tables(1)[0].seats
    attempts = []
    real_put = store.put_hand

    def put_after_rival(record):
        attempts.append(record.fan)
        if len(attempts) == 1:  # a rival station commits the same hand meanwhile
            with psycopg.connect(url, autocommit=True) as rival:
                rival.execute(
                    "INSERT INTO hands (session, table_no, hand, winner, discarder, fan, draw,"
                    " p0, p1, p2, p3) VALUES (1, 1, 1, %s, NULL, 10, 0, 30, -10, -10, -10)",
                    (seats[0],),
                )
        return real_put(record)

    store.put_hand = put_after_rival
    with pytest.raises(Refused, match="already entered"):
        svc.record_win(1, 1, 1, seats[1], None, fan=12)
    assert len(attempts) == 1  # the second attempt saw the rival's hand before writing
    assert store.get_hand(1, 1, 1).fan == 10
    svc.close()


@pytest.mark.slow
def test_writers_killed_mid_session_lose_nothing_acknowledged(pg, tmp_path):
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_stations

    url = pg.location()
    bench_stations.prepare(url, tables=8)
    procs = bench_stations.start_writers(url, 4, 8, tmp_path)
    deadline = time.monotonic() + 60  # the writers start slowly on a busy machine
    while time.monotonic() < deadline:
        if sum(a["ok"] for a in bench_stations.acknowledged(tmp_path)) >= 20:
            break
        time.sleep(0.05)
    for p in procs:
        os.kill(p.pid, signal.SIGKILL)
    for p in procs:
        p.wait()
    acks = bench_stations.acknowledged(tmp_path)
    assert any(a["ok"] for a in acks), "no writer got anything done before the kill"
    assert sum(a["ok"] for a in acks) < 128, "the writers finished before the kill"
    assert bench_stations.check(url, acks) == []
    with open_tournament(url) as svc:  # the tournament is still usable
        svc.record_draw(1, 8, 16, replace=True)


@pytest.fixture
def own_cluster():
    reason = unavailable_reason()
    if reason:
        skip_or_fail(reason)
    cluster = PgCluster().start()
    yield cluster
    cluster.stop()


@pytest.mark.slow
def test_a_server_restart_mid_session_stations_reconnect_and_say_so(own_cluster):
    url = own_cluster.url()
    seated(url, tables=2, sessions=1)
    svc = open_tournament(url)
    seats = svc.tables(1)[0].seats
    svc.record_win(1, 1, 1, seats[0], None, fan=8)
    own_cluster.server("stop")
    with pytest.raises(ServerUnavailable, match="cannot be reached"):
        svc.record_win(1, 1, 2, seats[1], None, fan=9)  # not saved, and said so
    own_cluster.server("start")
    svc.record_win(1, 1, 2, seats[1], None, fan=9)  # the same entry, again
    warnings = svc.take_warnings()
    assert any("lost and has been restored" in w for w in warnings)
    assert [h.fan for h in svc.hands(1, 1)] == [8, 9]
    # a restart between two commands: the next one reconnects by itself
    own_cluster.server("restart")
    svc.record_win(1, 1, 3, seats[2], None, fan=10)
    assert [h.fan for h in svc.hands(1, 1)] == [8, 9, 10]
    svc.close()


def test_passwords_are_kept_out_of_what_is_shown():
    url = "postgresql://desk1:pa%3Ass@venue-laptop:5432/spring"
    assert without_password(url) == "postgresql://desk1@venue-laptop:5432/spring"
    assert with_password(without_password(url), "pa:ss") == url
    assert cli  # the CLI module imports with the server backend present


@pytest.mark.slow
def test_a_server_tournament_saves_a_copy_as_a_file(pg, tmp_path):
    url = pg.location()
    seated(url, tables=2, sessions=1)
    with open_tournament(url) as svc:
        seats = svc.tables(1)[0].seats
        svc.record_win(1, 1, 1, seats[0], seats[1], fan=10)
        target = svc.backup(tmp_path / "copy.mcrt")
        again = svc.backup(tmp_path / "copy.mcrt")  # a previous copy may be replaced
        standings = [(r.player.number, r.score) for r in svc.standings()]
    assert again == target
    with open_tournament(target, read_only=True) as copy:
        assert [(r.player.number, r.score) for r in copy.standings()] == standings


def test_without_a_server_tests_skip_outside_ci_and_fail_in_ci(monkeypatch):
    from _pytest.outcomes import Failed, Skipped

    from tests.pg_cluster import skip_or_fail

    monkeypatch.setenv("CI", "true")
    with pytest.raises(Failed, match="CI needs a PostgreSQL server"):
        skip_or_fail("PostgreSQL is not installed")
    monkeypatch.delenv("CI")
    with pytest.raises(Skipped, match="PostgreSQL is not installed"):
        skip_or_fail("PostgreSQL is not installed")


@pytest.mark.slow
def test_stations_on_different_matches_do_not_wait_for_each_other(pg):
    """The per-match lock: while one station's change to table 1 is under way (its
    transaction open), another station enters table 2 at once; a change to table 1
    and a tournament-wide change wait for it, then go through on what it stored."""
    url = pg.location()
    seated(url, tables=2, sessions=1)
    holder = PgStore(url, station="desk 1")
    other = open_tournament(url)
    s1, s2 = (t.seats for t in other.tables(1))
    done: dict[str, float] = {}

    def timed(name, operation):
        def run():
            start = time.monotonic()
            try:
                operation()
                done[name] = time.monotonic() - start
            except Exception as e:  # shown by the assertion below
                done[name] = repr(e)

        thread = threading.Thread(target=run)
        thread.start()
        return thread

    with holder.transaction("held", match=(1, 1)):
        holder.add_penalty(Penalty(1, 1, s1[0], -5, "talking"))
        free = timed("table 2", lambda: other.record_win(1, 2, 1, s2[0], None, fan=8))
        free.join(20)
        assert isinstance(done.get("table 2"), float), done  # not held up by table 1
        third = open_tournament(url)
        same = timed("table 1", lambda: third.record_win(1, 1, 1, s1[1], None, fan=9))
        wide = timed("player", lambda: third.add_player("Late Player"))
        time.sleep(1.0)
        assert "table 1" not in done and "player" not in done  # they wait for the lock
    same.join(20)
    wide.join(20)
    assert isinstance(done["table 1"], float) and isinstance(done["player"], float), done
    assert [p.reason for p in other.penalties(1, 1)] == ["talking"]
    assert [h.fan for h in other.hands(1, 1)] == [9] and [h.fan for h in other.hands(1, 2)] == [8]
    for s in (holder, other, third):
        s.close()


@pytest.mark.slow
def test_a_server_tournament_is_backed_up_locally_when_a_session_ends(pg, tmp_path, monkeypatch):
    """As a file's session end writes a backup beside it, a server tournament's goes to
    this station's backup folder (MCR_BACKUP_DIR, else the user's data folder): a
    tournament file with the same standings. Written once, by the change that
    finished the session."""
    from app.store.outputs import server_backup_folder

    monkeypatch.setenv("MCR_BACKUP_DIR", str(tmp_path / "backups"))
    url = pg.location()
    seated(url, tables=2, sessions=2)
    folder = server_backup_folder(url)
    assert folder.parent == tmp_path / "backups"
    with open_tournament(url) as svc:
        svc.set_totals(1, 1, [12, -4, -4, -4])
        assert not folder.exists() or not list(folder.glob("*.sqlite"))
        svc.set_totals(1, 2, [6, -2, -2, -2])  # the session's last match
        assert svc.take_warnings() == []
        standings = [(r.player.number, r.score) for r in svc.standings()]
        svc.record_penalty(1, 2, svc.tables(1)[1].seats[0], -3, "slow play")
    backups = sorted(folder.glob("*-session-1-*.sqlite"))
    assert len(backups) == 1, backups
    assert not list(folder.glob(".*partial"))
    with open_tournament(backups[0], read_only=True) as copy:
        assert [(r.player.number, r.score) for r in copy.standings()] == standings


@pytest.mark.slow
def test_a_failed_session_end_backup_of_a_server_tournament_is_a_warning(pg, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the backup folder should be")
    monkeypatch.setenv("MCR_BACKUP_DIR", str(blocker))
    url = pg.location()
    seated(url, tables=1, sessions=1)
    with open_tournament(url) as svc:
        svc.set_totals(1, 1, [12, -4, -4, -4])  # stored, whatever the backup does
        warnings = svc.take_warnings()
        assert svc.totals(1, 1).totals == (12, -4, -4, -4)
    assert len(warnings) == 1 and "backup at the end of session 1" in warnings[0]
