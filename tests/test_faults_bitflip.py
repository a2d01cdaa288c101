"""Issue 21, item 7: a damaged tournament file is refused with one clear message and
is never used. A seeded fuzz flips one bit at a time in a real tournament file (with
players, seating, hands, a penalty and the audit log), a few hundred variants, and
runs the reading commands on each: no command gives a traceback, and a variant that
fails SQLite's own `PRAGMA integrity_check` is never used (the command exits 1)."""

from __future__ import annotations

import random
import shutil
import sqlite3
import traceback
from pathlib import Path

import pytest

from app.tournament import open_tournament
from tests.faults_helpers import cli, seated

VARIANTS = 200
SEED = 21


@pytest.fixture(scope="module")
def original(tmp_path_factory) -> bytes:
    path = seated(tmp_path_factory.mktemp("bitflip") / "cup.mcrt", players=16, sessions=2)
    with open_tournament(path) as svc:
        for table in svc.tables(1):
            seats = table.seats
            for hand in range(1, 9):
                winner = seats[hand % 4]
                discarder = seats[(hand + 1) % 4] if hand % 3 else None
                svc.record_win(1, table.table, hand, winner, discarder, fan=8 + hand)
        first = svc.tables(1)[0]
        svc.record_penalty(1, first.table, first.seats[2], -10, "slow play")
    return path.read_bytes()


def _passes_integrity_check(path: Path) -> bool:
    """SQLite's own verdict on a copy of the file (the copy may be changed by it)."""
    probe = path.with_name("probe.sqlite")
    shutil.copyfile(path, probe)
    try:
        conn = sqlite3.connect(probe)
        try:
            conn.text_factory = bytes  # a damaged file's findings may not be UTF-8
            return [r[0] for r in conn.execute("PRAGMA integrity_check")] == [b"ok"]
        finally:
            conn.close()
    except (sqlite3.Error, UnicodeDecodeError):  # the message may quote damaged bytes
        return False
    finally:
        for side in ("", "-wal", "-shm", "-journal"):
            Path(f"{probe}{side}").unlink(missing_ok=True)


def _flip(rng: random.Random, data: bytearray, content: list[int]) -> int:
    """Flip one bit, in a byte of content (not zero) three times out of four: most of
    a fresh file is zeros (free space in pages), where a flip rarely matters."""
    byte = rng.choice(content) if rng.random() < 0.75 else rng.randrange(len(data))
    bit = byte * 8 + rng.randrange(8)
    data[byte] ^= 1 << (bit % 8)
    return bit


def _run(*args: object) -> tuple[int, str, str]:
    """The CLI in-process; an exception escaping it is what a user sees as a traceback."""
    try:
        return cli(*args)
    except Exception:
        return 99, "", "Traceback\n" + traceback.format_exc()


@pytest.mark.slow
def test_a_bit_flipped_file_is_refused_or_sound_and_never_a_traceback(original, tmp_path):
    rng = random.Random(SEED)
    content = [i for i, b in enumerate(original) if b]
    used_although_damaged: list[int] = []
    crashed: list[tuple[int, str]] = []
    unclear: list[tuple[int, str]] = []
    refused = 0
    for n in range(VARIANTS):
        folder = tmp_path / f"v{n}"
        folder.mkdir()
        path = folder / "cup.mcrt"
        data = bytearray(original)
        bit = _flip(rng, data, content)
        path.write_bytes(bytes(data))
        sound = _passes_integrity_check(path)
        results = [
            _run("standings", path),
            _run("export", path, "--xlsx", folder / "out.xlsx"),
        ]
        for code, _, err in results:
            if "Traceback" in err or code not in (0, 1):
                crashed.append((bit, err[-300:]))
            elif code == 1 and not (err.startswith("error: ") and err.count("\n") == 1):
                unclear.append((bit, err))
        if not sound and any(code == 0 for code, _, _ in results):
            used_although_damaged.append(bit)
        refused += all(code == 1 for code, _, _ in results)
        shutil.rmtree(folder)
    assert crashed == []
    assert unclear == []
    assert used_although_damaged == []
    assert refused > 0  # the fuzz reached damaged files


def test_a_damaged_file_is_refused_naming_its_backups(original, tmp_path):
    """The first variant of the seeded sequence that SQLite finds damaged, beside a
    backup folder that holds a backup: the message says where the backups are."""
    path = tmp_path / "cup.mcrt"
    backups = tmp_path / "cup-backups"
    backups.mkdir()
    (backups / "cup-session-1.sqlite").write_bytes(original)
    rng = random.Random(SEED)
    content = [i for i, b in enumerate(original) if b]
    for _ in range(VARIANTS):
        data = bytearray(original)
        _flip(rng, data, content)
        path.write_bytes(bytes(data))
        if not _passes_integrity_check(path):
            break
    else:
        pytest.fail("no variant was damaged")
    code, _, err = cli("standings", path)
    assert code == 1 and str(backups) in err and err.count("\n") == 1, err
