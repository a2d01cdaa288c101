"""`settings FILE [--name ...]` and the same details on `new` (issue 24): set, shown,
checked with one clear message and no change to the file."""

import contextlib
import io

import pytest

from app.cli import main
from app.tournament import open_tournament


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(a) for a in args])
        except SystemExit as e:  # argparse's usage errors
            code = int(e.code or 0)
    return code, out.getvalue(), err.getvalue()


DETAILS = [
    "--venue", "Kulturhaus Mitte", "--city", "Berlin", "--country", "de",
    "--start-date", "2026-05-02", "--end-date", "2026-05-03", "--ranking-id", "376",
    "--lang", "zh_CN",
]  # fmt: skip


def test_new_takes_the_details_and_settings_prints_them(tmp_path):
    path = tmp_path / "t.mcrt"
    code, out, err = cli("new", path, "--name", "Berlin Open", *DETAILS)
    assert code == 0, err
    with open_tournament(path) as svc:
        s = svc.settings()
    assert (s.venue, s.city, s.country, s.ranking_id, s.language) == (
        "Kulturhaus Mitte", "Berlin", "DE", "376", "zh_CN",
    )  # fmt: skip
    assert (s.start_date, s.end_date) == ("2026-05-02", "2026-05-03")
    code, out, err = cli("settings", path)
    assert code == 0, err
    for line in (
        "Name: Berlin Open",
        "Venue: Kulturhaus Mitte",
        "City: Berlin",
        "Country: DE",
        "Dates: 2026-05-02 to 2026-05-03",
        "Ranking-body id: 376",
        "Language: zh_CN",
    ):
        assert line in out.splitlines()


def test_settings_changes_only_what_is_given_and_blank_clears(tmp_path):
    path = tmp_path / "t.mcrt"
    assert cli("new", path, "--name", "Cup", *DETAILS)[0] == 0
    code, out, err = cli("settings", path, "--name", "Cup 2026", "--city", "")
    assert code == 0, err
    assert "Name: Cup 2026" in out and "City: -" in out
    with open_tournament(path) as svc:
        s = svc.settings()
    assert (s.name, s.city, s.venue, s.country) == ("Cup 2026", None, "Kulturhaus Mitte", "DE")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--start-date", "2026-05-04"], "ends before it starts"),
        (["--country", "Germany"], "two-letter country code"),
        (["--end-date", "3.5.2026"], "YYYY-MM-DD"),
        (["--name", " "], "needs a name"),
    ],
)
def test_bad_details_are_refused_and_change_nothing(tmp_path, args, message):
    path = tmp_path / "t.mcrt"
    assert cli("new", path, "--name", "Cup", *DETAILS)[0] == 0
    with open_tournament(path) as svc:
        before = svc.settings()
    code, out, err = cli("settings", path, *args)
    assert code == 1 and message in err and "Traceback" not in err
    with open_tournament(path) as svc:
        assert svc.settings() == before


def test_a_bad_language_is_a_usage_error(tmp_path):
    path = tmp_path / "t.mcrt"
    code, out, err = cli("new", path, "--name", "Cup", "--lang", "fr")
    assert code == 2 and "choose from en, zh_CN" in err
    assert not path.exists()


def test_new_with_bad_dates_creates_nothing(tmp_path):
    path = tmp_path / "t.mcrt"
    code, out, err = cli("new", path, "--name", "Cup", "--start-date", "2026-02-30")
    assert code == 1 and "not a date of the calendar" in err
    assert not path.exists()


@pytest.mark.slow
def test_settings_alone_only_reads(tmp_path):
    """Printing the details never writes: an older file is not even upgraded."""
    import sqlite3

    from tests.store_backends import SqliteBackend

    path = tmp_path / "old.mcrt"
    SqliteBackend(tmp_path).create_old(str(path), 6)
    before = path.read_bytes()
    code, out, err = cli("settings", path)
    assert code == 0, err
    assert "Name: Old Open" in out.splitlines()
    assert path.read_bytes() == before
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 6
    conn.close()
    # a change upgrades it, as any change does
    assert cli("settings", path, "--city", "Berlin")[0] == 0
