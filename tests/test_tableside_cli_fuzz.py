"""`links` and `queue` with arguments people and scripts get wrong: every run exits 0, 1
or 2 with a message, never a traceback, and no error message quotes a seat's secret."""

from __future__ import annotations

import random

import pytest

from tests.faults_helpers import cli
from tests.tableside_helpers import WIN, tokens, tournament, win

VALUES = [
    "1", "2", "3", "0", "-1", "99999999999999999999", "nan", "", " ", "\udcff", "x" * 300,
    "http://h", "https://h:1/p/", "E", "self", "s", "ftp://h", "http://", "http://h/?q=1",
    "\x1b[2J", "王",
]  # fmt: skip


def _argv(rng: random.Random, f: str) -> list[str]:
    v = lambda: rng.choice(VALUES)  # noqa: E731
    if rng.random() < 0.5:
        args = ["links", rng.choice([f, f, "missing.mcrt"]), "--session", v()]
        for extra in (["--json"], ["--rotate"], ["--base-url", v()]):
            if rng.random() < 0.4:
                args += extra
        return args
    args = ["queue", rng.choice([f, f, "missing.mcrt"])]
    return args + rng.choice(
        [[], ["--json"], ["--accept", v()], ["--reject", v()], ["--reject", v(), "--reason", v()],
         ["--reason", v()], ["--accept", v(), "--reject", v()], ["--accept", v(), "--draw"],
         ["--accept", v(), "--tiles", v(), "--winner", v(), "--from", v()], ["--draw"],
         ["--accept", v(), "--tiles", rng.choice([*VALUES, WIN]), "--winner", "E", "--from",
          rng.choice(["S", "self", v()])]]
    )  # fmt: skip


def _fuzz(runs: int) -> set[int]:
    with tournament("cup.mcrt") as svc:
        seat = tokens(svc)
        svc.propose(seat["E"], win(claim="Pure Straight"))  # one for the referee
        svc.propose(tokens(svc, table=2)["E"], {"hand": 1, "draw": True})
    rng = random.Random(23)
    codes = set()
    for run in range(runs):
        argv = _argv(rng, "cup.mcrt")
        code, out, err = cli(*argv)
        assert "Traceback" not in err and code in (0, 1, 2), (run, argv, code, err)
        with_secret = [line for line in err.splitlines() if any(t in line for t in seat.values())]
        assert not with_secret, (run, argv)
        codes.add(code)
    return codes


def test_a_short_fuzz_of_links_and_queue(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert _fuzz(12) & {1, 2}


@pytest.mark.slow
def test_links_and_queue_never_give_a_traceback(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert _fuzz(150) == {0, 1, 2}
