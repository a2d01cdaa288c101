"""Issue 24's smaller CLI items: per-session and per-match PDFs, the program's name in
usage lines, CJK names in aligned columns, and unequal teams named as such."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.cli import main
from app.demo import create_demo
from app.domain.model import Table
from app.tournament import open_tournament
from scoring.terminal import display_width


def cli(*args: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return create_demo(tmp_path_factory.mktemp("demo") / "demo.mcr")


def _texts(path: Path) -> list[str]:
    return ["".join((page.extract_text() or "").split()) for page in PdfReader(path).pages]


@pytest.mark.slow
def test_export_pdf_of_one_session(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "s2.pdf"
    code, _, err = cli("export", demo, "--pdf", out, "--session", 2)
    assert code == 0, err
    texts = _texts(out)
    assert any("Session2·Table1" in t for t in texts)
    assert not any("Session1·Table" in t or "Session3·Table" in t for t in texts)
    # The whole set would have the standings too: a session's pack does not.
    whole = tmp_path / "all.pdf"
    assert cli("export", demo, "--pdf", whole)[0] == 0
    assert len(texts) < len(PdfReader(whole).pages)


@pytest.mark.slow
def test_export_pdf_of_one_match(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "s1t2.pdf"
    code, _, err = cli("export", demo, "--pdf", out, "--session", 1, "--table", 2)
    assert code == 0, err
    texts = [t for t in _texts(out) if "Session1·Table" in t]
    assert texts and all("Session1·Table2" in t for t in texts)
    assert not any("Table1" in t.replace("Table12", "") for t in texts)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--session", "9"], "no session 9"),
        (["--session", "1", "--table", "99"], "no table 99"),
        (["--table", "1"], "--table needs --session"),
    ],
)
def test_bad_pdf_selections_are_refused(
    demo: Path, tmp_path: Path, extra: list[str], message: str
) -> None:
    out = tmp_path / "x.pdf"
    code, _, err = cli("export", demo, "--pdf", out, *extra)
    assert code == 1 and message in err.lower() and "Traceback" not in err, err
    assert not out.exists()


def test_a_selection_without_a_pdf_is_refused(demo: Path, tmp_path: Path) -> None:
    code, _, err = cli("export", demo, "--xlsx", tmp_path / "x.xlsx", "--session", "1")
    assert code == 1 and "--session" in err and "--pdf" in err
    assert not (tmp_path / "x.xlsx").exists()


@pytest.mark.parametrize(
    ("argv0", "expected"),
    [
        ("/usr/local/bin/mcr-tournament-cli", "usage: mcr-tournament-cli "),
        (r"C:\Python\Scripts\mcr-tournament-cli.exe", "usage: mcr-tournament-cli "),
        (str(Path("app") / "cli.py"), "usage: python -m app.cli "),
        (str(Path("app") / "__main__.py"), "usage: python -m app.cli "),
    ],
)
def test_usage_names_the_command_typed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv0: str, expected: str
) -> None:
    monkeypatch.setattr(sys, "argv", [argv0])
    with pytest.raises(SystemExit):
        main(["--help"])
    assert capsys.readouterr().out.startswith(expected)


def test_the_scoring_tool_names_itself_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from scoring.__main__ import main as score_main

    monkeypatch.setattr(sys, "argv", ["/usr/bin/mcr-score"])
    with pytest.raises(SystemExit):
        score_main(["--help"])
    assert capsys.readouterr().out.startswith("usage: mcr-score ")


def _tournament(path: Path, names_teams: list[tuple[str, str]]) -> Path:
    assert cli("new", path, "--name", "Wide", "--sessions", "1")[0] == 0
    for name, team in names_teams:
        assert cli("players", "add", path, name, *(["--team", team] if team else []))[0] == 0
    with open_tournament(path) as svc:
        seats = [p.number for p in svc.players()]
        svc.set_tables(1, [Table(1, i // 4 + 1, tuple(seats[i : i + 4])) for i in (0, 4)])
    return path


@pytest.mark.slow
def test_cjk_names_keep_the_columns_aligned(tmp_path: Path) -> None:
    names = [
        "黄志强",
        "Anna Berg",
        "山田花子",
        "김민준",
        "Hoàng Bảo Khánh",
        "Ｆｕｌｌ",
        "Bo",
        "Li Wei",
    ]
    path = _tournament(tmp_path / "w.mcr", [(n, "AB"[i % 2]) for i, n in enumerate(names)])
    code, out, err = cli("standings", path)
    assert code == 0, err
    headline, *lines = out.splitlines()  # the first line says what the standings count
    assert headline == "No session finished yet." and len(lines) == 9
    # Every line ends in the score column: the same width on screen for each.
    assert len({display_width(line) for line in lines}) == 1, out


@pytest.mark.slow
def test_unequal_teams_are_named_with_the_rule(tmp_path: Path) -> None:
    teams = ["A", "A", "A", "A", "B", "B", "B", "-"]
    path = _tournament(
        tmp_path / "t.mcr", [(f"P{i}", t) for i, t in enumerate(teams) if t != "-"] + [("Solo", "")]
    )
    code, out, err = cli("standings", path, "--teams")
    assert code == 0, err
    assert "3 to 4 players" in err and "sum" in err, err
    # Equal teams: no note.
    even = _tournament(tmp_path / "e.mcr", [(f"Q{i}", "AB"[i % 2]) for i in range(8)])
    code, out, err = cli("standings", even, "--teams")
    assert code == 0 and err == "", err
