"""Schema version 4 (any rule system): files of versions 3 and 2, as the program wrote
them, open, keep every hand exactly, lose the MCR-only CHECKs and take exact halves."""

import json
import sqlite3
from fractions import Fraction

import pytest

from app.domain.model import FanLine, HandRecord, TournamentSettings
from app.store import create_store, schema, sqlite_store
from app.tournament import open_tournament

FANS = [[48, "Pure Straight", "清龙", 16, 1], [81, "Flower Tiles", "花牌", 1, 2]]
HANDS = [
    # hand, winner, discarder, fan, draw, tiles, fans, points
    (1, 1, 2, 18, 0, "123456789m11p789s|EE0000|2", json.dumps(FANS, ensure_ascii=False),
     (34, -26, -8, 0)),
    (2, None, None, None, 1, None, None, (0, 0, 0, 0)),
    (3, 3, None, 8, 0, None, None, (-16, -16, 48, -16)),
]  # fmt: skip


def old_file(path, version: int, monkeypatch) -> None:
    """A tournament file of format `version` with players, a table, three MCR hands and a
    penalty, written as that version's program wrote them (its schema, raw rows)."""
    with monkeypatch.context() as m:
        m.setattr(sqlite_store, "SCHEMA_VERSION", version)
        create_store(path, TournamentSettings("Old Cup", sessions=2)).close()
    conn = sqlite3.connect(path)
    with conn:
        for number, name in enumerate(("Ann", "Bob", "Cid", "Dan"), start=1):
            conn.execute("INSERT INTO players (number, name) VALUES (?, ?)", (number, name))
        conn.executemany("INSERT INTO seats VALUES (1, 1, ?, ?)", [(i, i + 1) for i in range(4)])
        for h, winner, disc, fan, draw, tiles, fans, points in HANDS:
            conn.execute(
                "INSERT INTO hands VALUES (1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (h, winner, disc, fan, draw, tiles, fans, *points),
            )
        conn.execute("INSERT INTO penalties VALUES (1, 1, 1, 2, -30, 1, 'false win')")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == version
    conn.close()


@pytest.mark.parametrize("version", [3, 2])
def test_an_old_file_opens_and_keeps_every_hand(tmp_path, monkeypatch, version):
    path = tmp_path / f"v{version}.mcrt"
    old_file(path, version, monkeypatch)
    with open_tournament(path) as svc:
        hands = svc.hands(1, 1)
        assert hands == [
            HandRecord(
                1, 1, 1, 1, 2, 18, (34, -26, -8, 0), "123456789m11p789s|EE0000|2",
                (FanLine(48, "Pure Straight", "清龙", 16),
                 FanLine(81, "Flower Tiles", "花牌", 1, 2)),
            ),
            HandRecord(1, 1, 2, None, None, None, (0, 0, 0, 0), draw=True),
            HandRecord(1, 1, 3, 3, None, 8, (-16, -16, 48, -16)),
        ]  # fmt: skip
        assert all(isinstance(p, int) for h in hands for p in h.points)
        assert svc.settings().rule_system == "MCR" and svc.rules().name == "mcr"
        assert svc.rules().hands == 16
        scores = {r.player.number: r.score for r in svc.standings()}
        assert scores == {1: 18 + 10, 2: -42 - 30, 3: 40 + 10, 4: -16 + 10}  # player 2: -30
        svc.record_win(1, 1, 4, 2, None, fan=8)  # entering goes on as before
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
    sql = conn.execute("SELECT sql FROM sqlite_master WHERE name='hands'").fetchone()[0]
    assert "fan >= 8" not in sql and "BETWEEN 1 AND 16" not in sql and "detail" in sql
    assert conn.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == 4
    assert conn.execute("SELECT detail FROM hands WHERE hand=1").fetchone()[0] is None
    audit = conn.execute("SELECT old, new FROM audit WHERE entity='file format'").fetchall()
    assert (str(version), str(version + 1)) in audit and ("3", "4") in audit
    conn.close()


def test_an_old_file_read_only_is_upgraded_in_memory_only(tmp_path, monkeypatch):
    path = tmp_path / "v3.mcrt"
    old_file(path, 3, monkeypatch)
    before = path.read_bytes()
    with open_tournament(path, read_only=True) as svc:
        assert len(svc.hands(1, 1)) == 3
    assert path.read_bytes() == before


def test_halves_are_stored_exactly(tmp_path):
    path = tmp_path / "t.mcrt"
    store = create_store(path, TournamentSettings("Cup", rule_system="mahjong-online"))
    try:
        for name in ("Ann", "Bob", "Cid", "Dan"):
            from app.domain.model import Player

            store.add_player(Player(0, name))
        half = Fraction(225, 2)
        record = HandRecord(1, 1, 1, 3, 1, Fraction(13, 2), (-half, 0, half, 0), entry="fan")
        store.put_hand(record)
        assert store.get_hand(1, 1, 1) == record
        (sums,) = store.table_sums()
        assert sums.hand_points == (-half, 0, half, 0)
    finally:
        store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT fan, p0, p2 FROM hands").fetchone() == ("13/2", "-225/2", "225/2")
    conn.close()


def test_halves_without_extras_are_still_summed_exactly(tmp_path):
    from app.domain.model import Player

    store = create_store(tmp_path / "t.mcrt", TournamentSettings("Cup"))
    try:
        for name in ("Ann", "Bob", "Cid", "Dan"):
            store.add_player(Player(0, name))
        half = Fraction(1, 2)
        store.put_hand(HandRecord(1, 1, 1, 1, 2, 8, (half, -half, 0, 0)))
        store.put_hand(HandRecord(1, 1, 2, 1, 2, 8, (16, -16, 0, 0)))
        (sums,) = store.table_sums()
        assert sums.hand_points == (16 + half, -16 - half, 0, 0)
        assert sums.hands_entered == 2
    finally:
        store.close()
