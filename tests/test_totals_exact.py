"""Totals-only entry under rule systems whose hands pay halves (MahJong Online: 112.5;
the International Game's compound chart: quarters and finer): a session total is stored
and read back exactly, on a file and on a server, and entered on the command line as
"112.5" or "225/2". MCR totals and every system's penalties stay whole points (MCR pays
8 + fan, whole; a penalty is the referee's whole number and a shared one splits in
thirds): those refuse a fraction with a clear message."""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from app.cli import main as cli
from app.domain import TournamentSettings
from app.domain.errors import Refused
from app.domain.service import TournamentService
from app.store import SCHEMA_VERSION
from app.tournament import create_tournament, open_tournament

HALF = Fraction(1, 2)


def _event(location: str, rules: str = "mahjong-online") -> TournamentService:
    svc = create_tournament(location, TournamentSettings("T", 2, rule_system=rules))
    for i in range(1, 5):
        svc.add_player(f"Player {i}")
    svc.seat_sessions(time_limit=1)
    return svc


@pytest.mark.slow
def test_exact_totals_round_trip_on_every_backend(backend) -> None:
    location = backend.location()
    totals = [Fraction(225, 2), Fraction(-225, 2), Fraction(41, 4), Fraction(-41, 4)]
    with _event(location) as svc:
        svc.set_totals(1, 1, totals)
        assert svc.totals(1, 1).totals == tuple(totals)
    with open_tournament(location) as svc:
        assert svc.totals(1, 1).totals == tuple(totals)
        seats = svc.table(1, 1).seats
        scores = {r.player.number: r.score for r in svc.standings()}
        assert [scores[p] for p in seats] == totals
        result = svc.table_results(1)[0]
        assert [s.table_points for s in result.seats] == [4, 0, 2, 1]


def test_totals_must_still_sum_to_zero_exactly(tmp_path: Path) -> None:
    with _event(str(tmp_path / "t.mcrt")) as svc:
        with pytest.raises(Refused, match="sum to 0; these sum to 1/2"):
            svc.set_totals(1, 1, [Fraction(225, 2), -112, 0, 0])


def test_mcr_totals_and_penalties_stay_whole(tmp_path: Path) -> None:
    with _event(str(tmp_path / "t.mcrt"), "mcr") as svc:
        with pytest.raises(Refused, match="MCR session totals are whole points"):
            svc.set_totals(1, 1, [HALF, -HALF, 0, 0])
        seat = svc.table(1, 1).seats[0]
        untyped: Any = HALF  # a caller past the type hints (a script): still refused
        with pytest.raises(Refused, match="whole"):
            svc.record_penalty(1, 1, seat, untyped, "slow play")


@pytest.mark.slow
def test_the_cli_takes_halves_as_decimals_or_fractions(tmp_path: Path, capsys) -> None:
    f = tmp_path / "t.mcrt"
    assert cli(["new", str(f), "--name", "T", "--rules", "mahjong-online", "--sessions", "1"]) == 0
    for i in range(1, 5):
        assert cli(["players", "add", str(f), f"Player {i}"]) == 0
    assert cli(["seat", str(f)]) == 0
    capsys.readouterr()
    assert (
        cli(["totals", str(f), "--session", "1", "--table", "1", "112.5", "-225/2", "0", "0"]) == 0
    )
    assert "112.5, -112.5, 0, 0" in capsys.readouterr().out
    assert cli(["standings", str(f), "--json"]) == 0
    scores = sorted(r["score"] for r in json.loads(capsys.readouterr().out))
    assert scores == [-112.5, 0, 0, 112.5]
    before = f.read_bytes()
    with pytest.raises(SystemExit) as usage:  # argparse's usage error: status 2
        cli(["totals", str(f), "--session", "1", "--table", "1", "1e3", "0", "0", "0"])
    assert usage.value.code == 2 and "is not a total" in capsys.readouterr().err
    with pytest.raises(SystemExit) as usage:
        cli(["penalty", str(f), "--session", "1", "--table", "1", "--player", "1",
             "--points", "-2.5", "--reason", "slow"])  # fmt: skip
    assert usage.value.code == 2 and "whole number" in capsys.readouterr().err
    assert f.read_bytes() == before


@pytest.mark.slow
def test_the_cli_refuses_mcr_halves(tmp_path: Path, capsys) -> None:
    f = tmp_path / "t.mcrt"
    assert cli(["new", str(f), "--name", "T", "--sessions", "1"]) == 0
    for i in range(1, 5):
        assert cli(["players", "add", str(f), f"Player {i}"]) == 0
    assert cli(["seat", str(f)]) == 0
    capsys.readouterr()
    assert cli(["totals", str(f), "--session", "1", "--table", "1", "0.5", "-0.5", "0", "0"]) == 1
    assert "MCR session totals are whole points" in capsys.readouterr().err


@pytest.mark.slow
def test_whole_totals_of_an_older_file_survive_the_upgrade(backend) -> None:
    location = backend.location()
    backend.create_old(location, 5)
    row = "INSERT INTO totals (session, table_no, t0, t1, t2, t3) VALUES (1, 1, 30, 10, -10, -30)"
    if backend.name == "sqlite":
        import sqlite3

        conn = sqlite3.connect(location, isolation_level=None)
        conn.execute(row)
        conn.close()
    else:
        with backend._connect(location) as conn:
            conn.execute(row)
    with open_tournament(location) as svc:
        assert svc.all_totals()[0].totals == (30, 10, -10, -30)
        # Written to the store itself: the upgraded columns take a half, which the
        # service refuses for MCR (whole points) before it reaches the store.
        svc.store.put_totals(dataclasses.replace(svc.all_totals()[0], totals=(HALF, -HALF, 0, 0)))
        assert svc.totals(1, 1).totals == (HALF, -HALF, 0, 0)
    assert backend.schema_version(location) == SCHEMA_VERSION  # 6 and later
