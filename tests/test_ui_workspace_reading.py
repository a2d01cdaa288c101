"""Workspace.reading(): while a sheet shows another table, the players, the session's
tables and its match statuses are read once and give what a plain read gives."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.ui.demo_data import create_demo
from app.ui.workspace import Workspace


def _counting(ws: Workspace, name: str) -> list[int]:
    calls = [0]
    plain = getattr(ws.service, name)

    def counted(*args: object) -> object:
        calls[0] += 1
        return plain(*args)

    setattr(ws.service, name, counted)
    return calls


@pytest.mark.slow
def test_reading_reads_each_once_and_gives_the_same(tmp_path: Path) -> None:
    ws = Workspace.open(create_demo(tmp_path))
    try:
        expected = (ws.player_names(), ws.tables(1), ws.table(1, 2), ws.status(1, 2))
        players = _counting(ws, "players")
        tables = _counting(ws, "tables")
        statuses = _counting(ws, "match_status")
        with ws.reading():
            for _ in range(3):
                got = (ws.player_names(), ws.tables(1), ws.table(1, 2), ws.status(1, 2))
                assert got == expected
            ws.tables(1).clear()  # a caller's list is its own
            assert ws.tables(1) == expected[1]
        assert (players[0], tables[0], statuses[0]) == (1, 1, 1)
        ws.tables(1)  # outside: read again, not remembered
        assert tables[0] == 2
    finally:
        ws.close()


def test_a_change_after_reading_is_seen(tmp_path: Path) -> None:
    ws = Workspace.open(create_demo(tmp_path))
    try:
        player = ws.players()[0]
        number = player.number
        with ws.reading():
            before = ws.player_names()[number]
        ws.service.update_player(replace(player, name="Renamed After Reading"))
        assert ws.player_names()[number] == "Renamed After Reading" != before
    finally:
        ws.close()
