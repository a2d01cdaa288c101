"""`players add --first-name/--last-name`, `players list --json` and the European
results sheet of `export`, through `python -m app.cli`."""

import contextlib
import io
import json

import openpyxl
import pytest

from app.cli import main


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


def ok(*args):
    code, out, err = cli(*args)
    assert code == 0, err
    return out


@pytest.mark.slow
def test_players_add_with_first_and_last_name(tmp_path):
    f = tmp_path / "t.mcr"
    ok("new", f, "--name", "Cup", "--sessions", "1")
    out = ok(
        "players", "add", f, "Wang Xiaoming", "--first-name", "Xiaoming", "--last-name", "Wang",
        "--country", "CN", "--ema-id", "04120001",
    )  # fmt: skip
    assert out.strip() == "Player 1: Wang Xiaoming"
    ok("players", "add", f, "Jan van der Berg", "--last-name", "van der Berg", "--country", "NL")
    ok("players", "add", f, "Anna Berg")  # the contract's form, unchanged
    listed = json.loads(ok("players", "list", f, "--json"))
    assert [(p["player"], p["name"], p["first_name"], p["last_name"]) for p in listed] == [
        (1, "Wang Xiaoming", "Xiaoming", "Wang"),
        (2, "Jan van der Berg", None, "van der Berg"),
        (3, "Anna Berg", None, None),
    ]
    assert listed[0]["country"] == "CN" and listed[0]["ema_id"] == "04120001"
    assert set(listed[2]) == {
        "player", "name", "first_name", "last_name", "country", "ema_id", "team",
        "substitute", "active", "romanised", "name_order",
    }  # fmt: skip
    # the text list is unchanged
    assert ok("players", "list", f).splitlines()[0].split() == [
        "1",
        "Wang",
        "Xiaoming",
        "(CN,",
        "04120001)",
    ]


def test_a_refused_add_changes_nothing(tmp_path):
    f = tmp_path / "t.mcr"
    ok("new", f, "--name", "Cup")
    ok("players", "add", f, "Anna Berg", "--first-name", "Anna", "--last-name", "Berg")
    code, _, err = cli("players", "add", f, "anna berg", "--first-name", "A")
    assert code == 1 and "already registered" in err
    code, _, err = cli("players", "add", f, "Bo", "--last-name", "Chen", "--ema-id", "x")
    assert code == 1 and "EMA number" in err
    assert len(json.loads(ok("players", "list", f, "--json"))) == 1


@pytest.mark.slow
def test_export_writes_the_names_to_the_european_results_sheet(tmp_path):
    f = tmp_path / "t.mcr"
    ok("new", f, "--name", "Cup", "--sessions", "1")
    players = [
        ("Wang Xiaoming", ["--first-name", "Xiaoming", "--last-name", "Wang"]),
        ("Jan van der Berg", ["--last-name", "van der Berg"]),
        ("Yamada Hanako", ["--first-name", "Hanako"]),
        ("Berg, Anna", []),
    ]
    for i, (name, extra) in enumerate(players):
        ok("players", "add", f, name, "--ema-id", f"0400000{i}", "--country", "NL", *extra)
    ok("seat", f, "--time-limit", 1)
    ok("totals", f, "--session", 1, "--table", 1, 30, 10, -10, -30)
    ok("export", f, "--xlsx", tmp_path / "out.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "out.xlsx")["European results"]
    header = [c.value for c in sheet[12]]  # below the ranking header block
    assert header == [
        "Place", "First name", "Last name", "EMA number", "Table points", "Score", "Country",
    ]  # fmt: skip
    got = {r[3]: r[1:3] for r in sheet.iter_rows(min_row=13, values_only=True)}
    assert got == {
        "04000000": ("Xiaoming", "Wang"),
        "04000001": ("Jan", "van der Berg"),
        "04000002": ("Hanako", "Yamada"),
        "04000003": ("Anna", "Berg"),
    }
