"""A whole 4-session tournament through `python -m app.cli`, and every kind of bad
entry refused with a message and no change to the file."""

import contextlib
import io
import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from app.cli import main
from app.tournament import open_tournament

ROOT = Path(__file__).resolve().parent.parent
NAMES = [
    "Ann Lee", "Bob Ma", "Cat Wu", "Dan Xu", "Eve Ng", "Fay Ho", "Gus Yu", "Hal Li",
    "Ivy Qi", "Jon Su", "Kim Lu", "Lea Hu", "Max Fu", "Nia Po", "Oli Ke",
]  # fmt: skip


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def ok(*args):
    code, out, err = cli(*args)
    assert code == 0, err
    return out


def file_state(path: Path) -> bytes:
    wal = path.with_name(path.name + "-wal")
    return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


@pytest.fixture(scope="module")
def tournament(tmp_path_factory):
    """Registers 16 players and seats 4 sessions, through the CLI."""
    folder = tmp_path_factory.mktemp("cli")
    path = folder / "open.mcr"
    ok("new", path, "--name", "Spring Open", "--sessions", "4")
    csv = folder / "players.csv"
    rows = ["name,country,team"] + [
        f"{n},{'NL' if i % 2 else 'CN'},{'ABCD'[i % 4]}" for i, n in enumerate(NAMES)
    ]
    csv.write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = ok("players", "import", path, csv)
    assert "15 players added, 0 rows rejected" in out
    code, _, err = cli("seat", path)
    assert code == 1 and "15 active players" in err  # not a multiple of four
    ok("players", "add", path, "Pia Zhu", "--country", "FR", "--team", "D")
    out = ok("seat", path, "--seed", "7")
    assert "Seated 4 sessions (16 tables)" in out
    return path


def _tables(path, session):
    return json.loads(ok("tables", path, "--session", session, "--json"))


@pytest.mark.slow
def test_tables_json_follows_the_contract(tournament):
    tables = _tables(tournament, 1)
    assert [t["table"] for t in tables] == [1, 2, 3, 4]
    for t in tables:
        assert [s["wind"] for s in t["seats"]] == ["E", "S", "W", "N"]
        assert all(set(s) == {"wind", "player", "name"} for s in t["seats"])
    everyone = [s["player"] for t in tables for s in t["seats"]]
    assert sorted(everyone) == list(range(1, 17))
    # The planner keeps teammates apart and nobody meets twice in 4 sessions.
    pairs = Counter()
    for session in range(1, 5):
        for t in _tables(tournament, session):
            ps = sorted(s["player"] for s in t["seats"])
            pairs.update((a, b) for i, a in enumerate(ps) for b in ps[i + 1 :])
    assert max(pairs.values()) == 1


@pytest.mark.slow
def test_whole_tournament(tournament):
    path = tournament
    expected_scores: Counter = Counter()
    for session in range(1, 5):
        for t in _tables(path, session):
            seats = [s["player"] for s in t["seats"]]
            names = {s["player"]: s["name"] for s in t["seats"]}
            for h in range(1, 17):
                base = ["hand", path, "--session", session, "--table", t["table"], "--hand", h]
                if (h + session) % 7 == 0:
                    ok(*base, "--draw")
                    continue
                winner = seats[(h + session + t["table"]) % 4]
                who = names[winner] if h % 2 else winner  # by name or by number
                how = (
                    ["--self-drawn"]
                    if h % 3 == 0
                    else ["--from", seats[(h + session + t["table"] + 1) % 4]]
                )
                ok(*base, "--winner", who, *how, "--fan", 8 + (h * session) % 13)
            listed = json.loads(
                ok("hands", path, "--session", session, "--table", t["table"], "--json")
            )
            assert [x["hand"] for x in listed] == list(range(1, 17))
            for x in listed:
                assert set(x) == {
                    "hand", "winner", "from", "self_drawn", "draw", "fan", "tiles", "points"
                }  # fmt: skip
                assert sum(x["points"].values()) == 0
                expected_scores.update({int(p): v for p, v in x["points"].items()})
    # A false win shared among the others, and an unshared penalty.
    t = _tables(path, 2)[0]
    offender = t["seats"][1]["player"]
    ok("penalty", path, "--session", 2, "--table", 1, "--player", offender,
       "--points", -30, "--share", "--reason", "False win")  # fmt: skip
    for s in t["seats"]:
        expected_scores[s["player"]] += -30 if s["player"] == offender else 10
    pia_table = next(
        t["table"] for t in _tables(path, 3) if 16 in [s["player"] for s in t["seats"]]
    )
    ok("penalty", path, "--session", 3, "--table", pia_table, "--player", "Pia Zhu",
       "--points", -10, "--reason", "Slow play")  # fmt: skip
    expected_scores[16] -= 10

    standings = json.loads(ok("standings", path, "--json"))
    assert len(standings) == 16
    # the contract's fields, and what the rows count (every session finished: after 4)
    assert set(standings[0]) == {"rank", "player", "name", "table_points", "score"} | {
        "after_session",
        "live",
    }
    assert standings[0]["after_session"] == 4 and standings[0]["live"] is False
    assert {r["player"]: r["score"] for r in standings} == dict(expected_scores)
    total_tp = sum(Fraction(r["table_points"]).limit_denominator(12) for r in standings)
    assert total_tp == 7 * 4 * 4  # every table of every session hands out 7 points
    keys = [(r["table_points"], r["score"]) for r in standings]
    assert keys == sorted(keys, reverse=True)
    assert standings[0]["rank"] == 1
    teams = json.loads(ok("standings", path, "--teams", "--json"))
    assert sorted(t["team"] for t in teams) == ["A", "B", "C", "D"]
    assert sum(t["score"] for t in teams) == sum(expected_scores.values())
    text = ok("standings", path)
    assert text.splitlines()[0] == "Standings after session 4 of 4."
    assert "points" in text.splitlines()[1]  # the header
    assert standings[0]["name"] in text.splitlines()[2]
    # A backup was kept as each session ended.
    backups = sorted((path.parent / "open-backups").iterdir())
    assert [b.name.split("-session-")[1][0] for b in backups] == ["1", "2", "3", "4"]


REFUSALS = [
    (["--winner", "{a}", "--from", "{a}", "--fan", "8"], "cannot also be"),
    (["--winner", "{a}", "--from", "{b}", "--fan", "7"], "at least 8"),
    (["--winner", "{outsider}", "--self-drawn", "--fan", "8"], "does not play at table 1"),
    (["--winner", "{a}", "--from", "{outsider}", "--fan", "8"], "does not play at table 1"),
    (["--winner", "Nobody Here", "--self-drawn", "--fan", "8"], "no player named"),
    (["--winner", "99", "--self-drawn", "--fan", "8"], "no player number 99"),
    (["--winner", "{a}", "--fan", "8"], "exactly one of --self-drawn or --from"),
    (["--winner", "{a}", "--self-drawn"], "exactly one of --fan N or --tiles"),
    (["--draw", "--winner", "{a}"], "drawn hand has no winner"),
]


@pytest.mark.parametrize(("extra", "message"), REFUSALS)
@pytest.mark.slow
def test_bad_hands_are_refused_without_changing_the_file(tmp_path, extra, message):
    path = _small(tmp_path)
    seats = [s["player"] for s in _tables(path, 1)[0]["seats"]]
    outsider = _tables(path, 1)[1]["seats"][0]["player"]
    args = [x.format(a=seats[0], b=seats[1], outsider=outsider) for x in extra]
    before = file_state(path)
    code, out, err = cli("hand", path, "--session", 1, "--table", 1, "--hand", 1, *args)
    assert code == 1 and message in err and out == ""
    assert file_state(path) == before


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["hand", "--session", 1, "--table", 1, "--hand", 17, "--draw"], "1 to 16"),
        (["hand", "--session", 1, "--table", 1, "--hand", 0, "--draw"], "1 to 16"),
        (["hand", "--session", 5, "--table", 1, "--hand", 1, "--draw"], "sessions 1 to 4"),
        (["hand", "--session", 1, "--table", 3, "--hand", 1, "--draw"], "no table 3"),
        (["hand", "--session", 1, "--table", 1, "--hand", 2, "--draw"], "already entered"),
        (
            [
                "penalty",
                "--session",
                1,
                "--table",
                1,
                "--player",
                "Zed",
                "--points",
                -30,
                "--reason",
                "x",
            ],
            "no player named",
        ),  # fmt: skip
        (
            [
                "penalty",
                "--session",
                1,
                "--table",
                1,
                "--player",
                1,
                "--points",
                -10,
                "--share",
                "--reason",
                "x",
            ],
            "multiple of 3",
        ),  # fmt: skip
        (["totals", "--session", 1, "--table", 2, 10, 10, -5, -4], "sum to 0"),
        (["totals", "--session", 1, "--table", 1, 10, -10, 5, -5], "hands entered"),
    ],
)
@pytest.mark.slow
def test_other_refusals(tmp_path, args, message):
    path = _small(tmp_path)
    ok("hand", path, "--session", 1, "--table", 1, "--hand", 2, "--draw")
    before = file_state(path)
    code, _, err = cli(args[0], path, *args[1:])
    assert code == 1 and message in err, err
    assert file_state(path) == before


def test_a_damaged_file_is_reported_by_every_command(tmp_path):
    path = tmp_path / "x.mcr"
    path.write_text("hello")
    code, _, err = cli("standings", path)
    assert code == 1 and "not a tournament file" in err
    assert path.read_text() == "hello"


def _small(tmp_path) -> Path:
    path = tmp_path / "small.mcr"
    ok("new", path, "--name", "Small", "--sessions", "4")
    for n in NAMES[:8]:
        ok("players", "add", path, n)
    # Seat by hand through the service: the planner is tested elsewhere.
    from app.domain.model import Table

    with open_tournament(path) as svc:
        for s in range(1, 5):
            order = [((i * (s + 2)) % 8) + 1 for i in range(8)] if s % 2 else list(range(8, 0, -1))
            svc.set_tables(s, [Table(s, 1, tuple(order[:4])), Table(s, 2, tuple(order[4:]))])
    return path


@pytest.mark.slow
def test_tiles_are_scored_with_the_winds_of_the_hand(tmp_path):
    path = _small(tmp_path)
    seats = [s["player"] for s in _tables(path, 1)[0]["seats"]]
    base = ["hand", path, "--session", 1, "--table", 1]
    # Hand 1: A (seats[0]) is East in the East round: a pung of East winds is worth
    # Prevalent Wind and Seat Wind.
    out = ok(*base, "--hand", 1, "--winner", seats[0], "--from", seats[1],
             "--tiles", "EEE123m456p789s55p")  # fmt: skip
    listed = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert listed[0]["tiles"].startswith("EEE123m456p789s55p|EE0000")
    fan_east = listed[0]["fan"]
    # Hand 2: A is North: the same tiles lose the Seat Wind fan.
    ok(*base, "--hand", 2, "--winner", seats[0], "--from", seats[1],
       "--tiles", "EEE123m456p789s55p|EN0000")  # fmt: skip
    listed = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert listed[1]["fan"] < fan_east, out
    # Hand 4: A is South; flowers (a tail with the right winds) add to the total.
    ok(*base, "--hand", 4, "--winner", seats[0], "--self-drawn",
       "--tiles", "EEE123m456p789s55p|ES1000|ab")  # fmt: skip
    listed = json.loads(ok("hands", path, "--session", 1, "--table", 1, "--json"))
    assert listed[2]["hand"] == 4 and listed[2]["tiles"].endswith("|ES1000|ab")
    assert listed[2]["from"] is None and listed[2]["self_drawn"]
    assert listed[2]["fan"] >= listed[1]["fan"] + 2  # two flowers, plus self-drawn fans
    assert listed[2]["points"][str(seats[0])] == 3 * (8 + listed[2]["fan"])
    before = file_state(path)
    for tiles, _why in [
        ("EEE123m456p789s55p|ES0000", "seat wind is N"),  # hand 3: A is West... refused tail
        ("123m456p789s11p", ""),  # not a complete hand
        ("123m345p567s789s11p", "8"),  # all chows, under 8 fan
    ]:
        code, _, err = cli(*base, "--hand", 3, "--winner", seats[0], "--from",
                           seats[1], "--tiles", tiles)  # fmt: skip
        assert code == 1 and err.startswith("error:"), (tiles, err)
    assert file_state(path) == before


@pytest.mark.slow
def test_the_module_runs_as_a_program(tmp_path):
    path = _small(tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "app.cli", "standings", str(path), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert len(json.loads(run.stdout)) == 8
    run = subprocess.run(
        [sys.executable, "-m", "app.cli", "hand", str(path), "--session", "1", "--table", "1",
         "--hand", "99", "--draw"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert run.returncode == 1 and "1 to 16" in run.stderr


@pytest.mark.slow
def test_export_writes_excel_and_pdf(tmp_path):
    from openpyxl import load_workbook

    from app.demo import create_demo

    path = create_demo(tmp_path / "demo.mcr")
    xlsx, pdf = tmp_path / "out.xlsx", tmp_path / "out.pdf"
    out = ok("export", path, "--xlsx", xlsx, "--pdf", pdf)
    assert "Wrote" in out
    book = load_workbook(xlsx)
    assert book.sheetnames
    assert pdf.read_bytes().startswith(b"%PDF")
    code, _, err = cli("export", path)
    assert code == 1 and "--xlsx" in err


@pytest.mark.slow
def test_corrections_through_the_cli(tmp_path):
    path = _small(tmp_path)
    seats = [s["player"] for s in _tables(path, 1)[0]["seats"]]
    base = ["--session", 1, "--table", 1]
    ok("hand", path, *base, "--hand", 1, "--winner", seats[0], "--from", seats[1], "--fan", 8)
    ok("hand", path, *base, "--hand", 1, "--winner", seats[2], "--self-drawn", "--fan", 10,
       "--replace")  # fmt: skip
    hands = json.loads(ok("hands", path, *base, "--json"))
    assert hands[0]["winner"] == seats[2] and hands[0]["self_drawn"]
    ok("hand", path, *base, "--hand", 1, "--delete")
    assert json.loads(ok("hands", path, *base, "--json")) == []
    ok("penalty", path, *base, "--player", seats[3], "--points", -30, "--share",
       "--reason", "False win")  # fmt: skip
    listed = json.loads(ok("penalties", path, "--json"))
    assert [(p["player"], p["points"], p["shared"]) for p in listed] == [(seats[3], -30, True)]
    ok("delete-penalty", path, listed[0]["id"])
    assert json.loads(ok("penalties", path, "--json")) == []
    ok("totals", path, "--session", 1, "--table", 2, 30, -10, -10, -10)
    ok("state", path, "--session", 1, "--table", 2, "verified")
    code, _, err = cli("totals", path, "--session", 1, "--table", 2, 0, 0, 0, 0)
    assert code == 1 and "verified" in err
    t2 = _tables(path, 1)[1]["seats"][0]["player"]
    history = json.loads(ok("history", path, t2, "--json"))
    assert history[0]["score"] == 30 and history[0]["state"] == "verified"
    assert "undo" not in ok("audit", path, "--limit", 3)
