"""Issue 21, item 4: a copy is all or nothing. A `copy` killed (SIGKILL) at its last
step leaves nothing under the destination's name, on a file and on a real PostgreSQL
server; what it left is never opened as a tournament, and the copy can be run again.
Item 7: a destination that SQLite would take for a side file of another database
(`-journal`, `-wal`, `-shm`) is refused.

The copy is stopped deterministically by the test hook `MCR_TEST_STALL_COPY`: the
child writes a signal file when it reaches the end of its load and waits there."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.domain.errors import DamagedFile, NotATournamentFile, StoreError
from app.store.copying import STALL_FOR_TESTS, copy_tournament
from app.tournament import open_tournament
from tests.faults_helpers import cli, seated
from tests.store_backends import PgBackend

ROOT = Path(__file__).resolve().parent.parent


def _killed_mid_copy(src: str, dst: str, tmp_path: Path) -> None:
    """Run `copy SRC DST` in a child process and SIGKILL it at its last step."""
    signal_file = tmp_path / "copy-stalled"
    signal_file.unlink(missing_ok=True)
    env = dict(os.environ, **{STALL_FOR_TESTS: str(signal_file)})
    child = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "copy", src, dst],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while not signal_file.exists():
            if child.poll() is not None:
                out, err = child.communicate()
                pytest.fail(f"the copy ended before its last step: {child.returncode} {err!r}")
            assert time.monotonic() < deadline, "the copy never reached its last step"
            time.sleep(0.05)
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate()
    assert child.returncode == -signal.SIGKILL


def _standings(location: str) -> list[tuple[int, object]]:
    with open_tournament(location, read_only=True) as svc:
        return [(r.player.number, r.score) for r in svc.standings()]


@pytest.fixture
def cup(tmp_path) -> Path:
    return seated(tmp_path / "cup.mcrt")


@pytest.mark.slow
def test_a_killed_copy_to_a_file_leaves_nothing_under_its_name(cup, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    dst = out / "copy.mcrt"
    _killed_mid_copy(str(cup), str(dst), tmp_path)
    assert not dst.exists()
    code, _, err = cli("standings", dst)
    assert code == 1 and "no tournament file" in err
    # what the killed copy left is hidden, and never opened as a tournament
    leftovers = [p for p in out.iterdir() if not p.name.endswith(("-wal", "-shm"))]
    assert leftovers and all(p.name.startswith(".") for p in leftovers)
    for p in leftovers:
        code, _, err = cli("standings", p)
        assert code == 1 and "incomplete copy" in err and "Traceback" not in err
    # run again: complete, and the leftovers are gone
    code, _, err = cli("copy", cup, dst)
    assert code == 0, err
    assert sorted(p.name for p in out.iterdir()) == ["copy.mcrt"]
    assert _standings(str(dst)) == _standings(str(cup))


@pytest.mark.slow
def test_a_killed_copy_to_a_server_leaves_nothing_and_can_be_run_again(pg_server, cup, tmp_path):
    pg = PgBackend(pg_server)
    try:
        url = pg.location()
        _killed_mid_copy(str(cup), url, tmp_path)
        with pytest.raises(NotATournamentFile, match="empty"):
            open_tournament(url)
        code, _, err = cli("copy", cup, url)
        assert code == 0, err
        assert _standings(url) == _standings(str(cup))
    finally:
        pg.close()


@pytest.mark.slow
def test_a_copy_never_replaces_an_existing_file(cup, tmp_path):
    other = seated(tmp_path / "other.mcrt", players=4, sessions=1)
    before = other.read_bytes()
    with pytest.raises(StoreError, match="already exists"):
        copy_tournament(cup, other)
    assert other.read_bytes() == before


@pytest.mark.parametrize("suffix", ["-journal", "-wal", "-shm"])
@pytest.mark.slow
def test_a_copy_named_as_a_side_file_of_a_tournament_is_refused(cup, tmp_path, suffix):
    other = seated(tmp_path / "other.mcrt", players=4, sessions=1)
    for base in (other, cup):  # another tournament's, the source's own
        dst = base.with_name(base.name + suffix)
        code, _, err = cli("copy", cup, dst)
        assert code == 1 and "side file" in err and "Traceback" not in err
        assert not dst.exists()
    assert _standings(str(other)) != [] and _standings(str(cup)) != []


@pytest.mark.parametrize("suffix", ["-journal", "-wal"])
def test_a_copy_is_not_placed_beside_a_stray_side_file(cup, tmp_path, suffix):
    """A leftover `X-journal` or `X-wal` would be applied to a new file `X` when it is
    first opened (SQLite cannot tell whose it is), damaging the copy."""
    dst = tmp_path / "new.mcrt"
    stray = dst.with_name(dst.name + suffix)
    stray.write_bytes(b"\0" * 4096)
    code, _, err = cli("copy", cup, dst)
    assert code == 1 and "side file" in err
    assert not dst.exists() and stray.read_bytes() == b"\0" * 4096


@pytest.mark.slow
def test_an_incomplete_copy_is_refused_with_a_clear_message(cup, tmp_path):
    """A leftover renamed by hand is still recognised (a mark inside the file)."""
    out = tmp_path / "out"
    out.mkdir()
    _killed_mid_copy(str(cup), str(out / "copy.mcrt"), tmp_path)
    (leftover,) = [p for p in out.iterdir() if p.name.endswith(".partial")]
    renamed = tmp_path / "renamed.mcrt"
    leftover.rename(renamed)
    with pytest.raises(DamagedFile, match="incomplete copy"):
        open_tournament(renamed)
    code, _, err = cli("export", renamed, "--xlsx", tmp_path / "x.xlsx")
    assert code == 1 and "incomplete copy" in err and "Traceback" not in err


@pytest.mark.slow
def test_a_copy_into_the_backup_folder_is_kept_by_later_backups(cup, tmp_path):
    """Nothing the program does in a backup folder (new backups, removing what killed
    backups left) touches a copy the user put there."""
    folder = tmp_path / "cup-backups"
    folder.mkdir()
    mine = folder / "before-the-final.mcrt"
    code, _, err = cli("copy", cup, mine)
    assert code == 0, err
    before = mine.read_bytes()
    with open_tournament(cup) as svc:  # opening cleans the folder's leftovers
        svc.add_player("Latecomer")
        svc.backup()
        svc.backup()
    assert mine.read_bytes() == before
    assert len(list(folder.iterdir())) == 3
