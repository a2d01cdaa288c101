"""Issue 15, item 9: a seeded fuzz of the tournament CLI's arguments. Whatever the
arguments (huge numbers, nan, superscript digits, lone surrogates, escape sequences,
long names, pipes and folders as files), a command exits 0, 1 or 2 with a message and
never with a traceback."""

from __future__ import annotations

import os
import random

import pytest

from tests.faults_helpers import cli, seated

RUNS = 5000
# The fast loop (pytest -m "not slow") runs the first of them: every command is drawn
# about 5 times, and all three exit codes are reached.
SMOKE_RUNS = 100

NUMBERS = [
    "1", "2", "16", "0", "-1", "17", "99999999999999999999", str(2**63), "-" + str(2**63),
    "1e400", "nan", "inf", "-inf", "²", "١", "0x10", " 3 ", "", "3.5", "+4", "--",
    "\udcff", "-30", "30", "8", "88",
]  # fmt: skip
TEXTS = [
    "Player 1", "1", "3", "x", "", " ", "\x1b[2J\x1b[31mEvil", "A\u202eB", "\udcff\udcfe",
    "王小明", "Jose\u0301", "x" * 300, "\x00", "--fan", "-", "²", "Player 99",
]  # fmt: skip


def _files(tmp):
    long_name = "n" * 240 + ".mcrt"
    fifo = tmp / "pipe.mcrt"
    os.mkfifo(fifo)
    (tmp / "folder.mcrt").mkdir()
    (tmp / "text.mcrt").write_text("name,country\nAnn,NL\n")
    (tmp / "gbk.csv").write_bytes("Name\n王小明\n".encode("gbk"))
    (tmp / "long.csv").write_text("Name\n" + "x" * 140_000 + "\n")
    return [
        "cup.mcrt", "cup.mcrt", "cup.mcrt", "missing.mcrt", "folder.mcrt", "pipe.mcrt",
        "text.mcrt", long_name, "\udcff.mcrt", "",
    ]  # fmt: skip


def _argv(rng: random.Random, files: list[str]) -> list[str]:
    f = rng.choice(files)
    n = lambda: rng.choice(NUMBERS)  # noqa: E731
    t = lambda: rng.choice(TEXTS)  # noqa: E731
    command = rng.choice(
        ["new", "players add", "players import", "players list", "seat", "tables", "hand",
         "hands", "penalty", "penalties", "delete-penalty", "totals", "state", "standings",
         "history", "audit", "export", "bogus"]
    )  # fmt: skip
    table = ["--session", n(), "--table", n()]
    if command == "new":
        args = ["new", rng.choice([f, "new.mcrt", "x" * 250]), "--name", t()]
        args += rng.choice([[], ["--sessions", n()]])
    elif command == "players add":
        args = ["players", "add", f, t()] + rng.choice(
            [[], ["--country", t()], ["--team", t()], ["--ema-id", n()], ["--first-name", t()]]
        )
    elif command == "players import":
        args = ["players", "import", f, rng.choice(["gbk.csv", "long.csv", "folder.mcrt", f])]
        args += rng.choice([[], ["--encoding", rng.choice(["gbk", "klingon", "", "utf-16"])]])
    elif command == "players list":
        args = ["players", "list", f] + rng.choice([[], ["--json"]])
    elif command == "seat":
        args = ["seat", f, "--time-limit", rng.choice(["0.01", "nan", "inf", "-1", "0", n()])]
        args += rng.choice([[], ["--seed", n()]])
    elif command == "tables":
        args = ["tables", f, "--session", n()] + rng.choice([[], ["--json"]])
    elif command == "hand":
        args = ["hand", f, *table, "--hand", n()]
        args += rng.choice(
            [
                ["--draw"],
                ["--winner", t(), "--self-drawn", "--fan", n()],
                ["--winner", n(), "--from", n(), "--fan", n()],
                ["--winner", n(), "--self-drawn", "--tiles", rng.choice(
                    ["123456789m123p11s|EE1000", "x" * 500, "\udcff", "11m", t()])],
                ["--delete"],
                ["--winner", n(), "--from", t(), "--fan", n(), "--replace"],
            ]
        )  # fmt: skip
    elif command == "hands":
        args = ["hands", f, *table] + rng.choice([[], ["--json"]])
    elif command == "penalty":
        args = ["penalty", f, *table, "--player", n(), "--points", n(), "--reason", t()]
        args += rng.choice([[], ["--share"]])
    elif command == "penalties":
        args = ["penalties", f] + rng.choice([[], ["--session", n()], ["--json"]])
    elif command == "delete-penalty":
        args = ["delete-penalty", f, n()]
    elif command == "totals":
        args = ["totals", f, *table, n(), n(), n(), n()]
    elif command == "state":
        args = ["state", f, *table, rng.choice(["open", "complete", "verified", t()])]
    elif command == "standings":
        args = ["standings", f] + rng.choice([[], ["--teams"], ["--json"]])
    elif command == "history":
        args = ["history", f, rng.choice([n(), t()])]
    elif command == "audit":
        args = ["audit", f, "--limit", n()]
    elif command == "export":
        if rng.random() < 0.8:  # writing a PDF is slow: mostly the refusals
            args = ["export", f, "--xlsx", rng.choice([f, f + "-wal", "folder.mcrt", ""])]
        else:
            args = ["export", f, "--xlsx", "out.xlsx"]
    else:
        args = [t(), f, n()]
    if rng.random() < 0.05:  # a stray extra argument
        args.insert(rng.randrange(len(args) + 1), rng.choice(TEXTS + NUMBERS))
    return args


def _fuzz(tmp_path, runs: int) -> None:
    seated(tmp_path / "cup.mcrt", players=8, sessions=2)
    files = _files(tmp_path)
    rng = random.Random(15)
    seen_codes = set()
    for run in range(runs):
        argv = _argv(rng, files)
        try:
            code, _, err = cli(*argv)
        except BaseException as e:  # the point is that nothing escapes
            raise AssertionError(f"run {run}: {argv!r} raised {e!r}") from e
        assert "Traceback" not in err, (run, argv, err)
        assert code in (0, 1, 2), (run, argv, code, err)
        seen_codes.add(code)
    assert seen_codes == {0, 1, 2}  # the generator reaches successes and both refusals


def test_a_short_fuzz_gives_no_traceback(tmp_path, monkeypatch):
    """The first SMOKE_RUNS argument lists of the same seeded fuzz, for the fast loop."""
    monkeypatch.chdir(tmp_path)
    _fuzz(tmp_path, SMOKE_RUNS)


@pytest.mark.slow
def test_no_argument_list_gives_a_traceback(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _fuzz(tmp_path, RUNS)
