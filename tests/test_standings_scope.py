"""One meaning of "after session K" on every surface (QA: "Standings after session 2"
ranked by a score that included the unfinished session 3, on the GUI, the projector,
the CLI and the exports).

A real tournament of 12 players and 3 sessions: sessions 1 and 2 finished, session 3
with one table finished (a large swing), one table with one hand, one table not
started. By default every surface shows the standings after session 2, its numbers
those of sessions 1-2 alone (computed here from the totals entered, not by the code
under test); the live view says it is live and counts session 3.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from app.cli import main as cli
from app.domain import TournamentSettings
from app.domain.scope import LATEST, LIVE
from app.domain.table_points import table_points
from app.tournament import create_tournament, open_tournament

AFTER_2 = (
    "Standings after session 2 of 3. Session 3 under way (1 of 3 tables finished), not counted yet."
)
LIVE_TEXT = "Live: including session 3 in progress (1 of 3 tables finished)."

Expected = dict[int, tuple[int, Fraction, int]]  # player -> (rank, table points, score)


def _ranked(tally: dict[int, tuple[Fraction, int]]) -> Expected:
    """Competition ranking by table points, then score (ties share a rank)."""
    order = sorted(tally, key=lambda p: (-tally[p][0], -tally[p][1], p))
    out: Expected = {}
    for i, p in enumerate(order, start=1):
        prev = order[i - 2] if i > 1 else None
        rank = out[prev][0] if prev is not None and tally[prev] == tally[p] else i
        out[p] = (rank, *tally[p])
    return out


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Expected, Expected]:
    path = tmp_path_factory.mktemp("scope") / "t.mcrt"
    tally: dict[int, tuple[Fraction, int]] = {}
    live: dict[int, tuple[Fraction, int]] = {}

    def add(into: dict[int, tuple[Fraction, int]], seats, scores, finished: bool) -> None:
        tps = table_points(scores) if finished else (Fraction(0),) * 4
        for p, s, tp in zip(seats, scores, tps, strict=True):
            old = into.get(p, (Fraction(0), 0))
            into[p] = (old[0] + tp, old[1] + s)

    with create_tournament(path, TournamentSettings("Scope open", sessions=3)) as svc:
        for i in range(12):
            svc.add_player(f"Player {i + 1:02d}")
        svc.seat_sessions()
        for k in (1, 2):
            for t in (1, 2, 3):
                scores = [10 * k + 7 * t + 3, 5 * t - k, -4 * t, -(10 * k + 8 * t + 3 - k)]
                scores[3] = -sum(scores[:3])
                svc.set_totals(k, t, scores)
                seats = svc.table(k, t).seats
                add(tally, seats, scores, True)
                add(live, seats, scores, True)
        # session 3: table 1 finished with a swing that turns the order over
        seats = svc.table(3, 1).seats
        svc.set_totals(3, 1, [-600, -200, 200, 600])
        add(live, seats, [-600, -200, 200, 600], True)
        # table 2: one self-drawn hand of 8 fan (the winner +48, each other -16)
        seats = svc.table(3, 2).seats
        svc.record_win(3, 2, 1, seats[0], None, fan=8)
        add(live, seats, [48, -16, -16, -16], False)
    for p in range(1, 13):
        tally.setdefault(p, (Fraction(0), 0))
    return path, _ranked(tally), _ranked(live)


def _cli_json(*args: str, capsys) -> list[dict]:
    assert cli(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def _as_expected(rows: list[dict]) -> Expected:
    return {r["player"]: (r["rank"], Fraction(r["table_points"]), r["score"]) for r in rows}


@pytest.mark.slow
def test_the_domain_view_counts_sessions_1_and_2_by_default(played) -> None:
    path, after2, live = played
    with open_tournament(path) as svc:
        view = svc.standings_view()
        assert view.scope.after == 2 and not view.scope.live
        assert view.scope.headline() == AFTER_2
        assert {r.player.number: (r.rank, r.table_points, r.score) for r in view.rows} == after2
        assert view.rows == svc.standings(after_session=2)
        lv = svc.standings_view(LIVE)
        assert lv.scope.live and lv.scope.headline(marked=False) == LIVE_TEXT
        assert {r.player.number: (r.rank, r.table_points, r.score) for r in lv.rows} == live
        assert svc.standings_view(LATEST) == view
        assert after2 != live  # session 3 does move the order: the test can tell


@pytest.mark.slow
def test_cli_standings_default_after_and_live(played, capsys) -> None:
    path, after2, live = played
    rows = _cli_json("standings", str(path), "--json", capsys=capsys)
    assert _as_expected(rows) == after2
    assert all(r["after_session"] == 2 and r["live"] is False for r in rows)
    assert (
        _as_expected(_cli_json("standings", str(path), "--after", "2", "--json", capsys=capsys))
        == after2
    )
    rows = _cli_json("standings", str(path), "--live", "--json", capsys=capsys)
    assert _as_expected(rows) == live
    assert all(r["after_session"] is None and r["live"] is True for r in rows)
    # the text output says where it stands on its first line
    assert cli(["standings", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == AFTER_2
    assert cli(["standings", str(path), "--live"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith(LIVE_TEXT)
    assert cli(["standings", str(path), "--after", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("Standings after session 1 of 3.")


def test_cli_refuses_after_and_live_together_or_a_session_out_of_range(played, capsys) -> None:
    path, _a, _l = played
    for bad in (["--after", "2", "--live"], ["--after", "0"]):
        with pytest.raises(SystemExit) as usage:  # argparse's usage error, status 2
            cli(["standings", str(path), *bad])
        assert usage.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err
    assert cli(["standings", str(path), "--after", "4"]) == 1
    assert "There is no session 4: the tournament has 3." in capsys.readouterr().err


def test_website_says_after_session_2_and_shows_its_numbers(played, tmp_path) -> None:
    path, after2, _live = played
    site = tmp_path / "site"
    assert cli(["export", str(path), "--html", str(site)]) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    assert AFTER_2 in index
    assert 'class="unfinished"' not in index  # nothing counted is unfinished
    shown = _html_standings(index)
    assert shown == {p: (rank, score) for p, (rank, _tp, score) in after2.items()}


def _html_standings(index: str) -> dict[int, tuple[int, int]]:
    table = index.split('id="standings"', 1)[-1] if 'id="standings"' in index else index
    table = table.split("</table>", 1)[0]
    out = {}
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
        cells = [
            re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        ]
        if len(cells) < 4 or not cells[1].startswith("Player "):
            continue
        # Rank, Name, Table points, Score, Country, Team
        out[int(cells[1].split()[1])] = (int(cells[0]), int(cells[3]))
    return out


@pytest.mark.slow
def test_excel_and_pdf_say_after_session_2_and_show_its_numbers(played, tmp_path) -> None:
    path, after2, _live = played
    pdf, xlsx = tmp_path / "r.pdf", tmp_path / "r.xlsx"
    assert cli(["export", str(path), "--pdf", str(pdf), "--xlsx", str(xlsx)]) == 0
    book = openpyxl.load_workbook(xlsx)
    sheet = book["Standings"]
    assert AFTER_2 in sheet.oddHeader.left.text
    head = [c.value for c in next(sheet.iter_rows(min_row=1, max_row=1))]
    shown = {}
    for row in sheet.iter_rows(min_row=2, values_only=True):
        rec = dict(zip(head, row, strict=False))
        if rec.get("No.") is None:
            continue
        shown[rec["No."]] = (rec["Rank"], Fraction(rec["Table points"]), rec["Score"])
    assert shown == after2
    text = " ".join(" ".join((p.extract_text() or "").split()) for p in PdfReader(pdf).pages)
    assert AFTER_2 in text
    for p, (rank, _tp, score) in after2.items():
        assert re.search(rf"\b{rank} {p} Player {p:02d} .*?{score}\b", text), (p, rank, score)


@pytest.mark.slow
def test_gui_standings_and_projector_after_2_by_default_and_live_labelled(
    played, qtbot, tmp_path
) -> None:
    from PySide6.QtCore import QSettings

    from app.ui.window import MainWindow

    path, after2, live = played
    w = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(str(path), remember=False)
    try:
        page = w.show_page("standings")
        assert page.headline.text() == AFTER_2
        assert _gui_rows(page.model) == after2
        titles = [page.model.headerData(c, 1) for c in range(page.model.columnCount())]
        assert "S3" not in titles  # session 3 is not counted: no column for it
        page.after_choice.setCurrentIndex(page.after_choice.findData(LIVE))
        assert page.headline.text().startswith(LIVE_TEXT)
        assert _gui_rows(page.model) == live
        projector = w.show_projector()
        qtbot.addWidget(projector)
        assert projector.subtitle.text() == AFTER_2
        assert _gui_rows(projector.model) == after2
        controls = w.projector_panel.controls
        controls.after_combo.setCurrentIndex(controls.after_combo.findData(LIVE))
        assert projector.subtitle.text().startswith(LIVE_TEXT)
        assert _gui_rows(projector.model) == live
        projector.close()
    finally:
        w.close_document()


def _gui_rows(model) -> Expected:
    out: Expected = {}
    for i in range(model.rowCount()):
        line = model.row(i)
        out[line.player.number] = (line.rank, line.table_points, line.score)
    return out


def _p(session: int, tables: int, finished: int, under_way: int = 0):
    from app.domain.progress import SessionProgress

    return SessionProgress(session, tables, finished, under_way)


def test_scope_names_what_it_counts_at_every_stage() -> None:
    from app.domain.scope import scope_of

    nothing = [_p(1, 3, 0), _p(2, 3, 0)]
    assert scope_of(nothing).headline() == "No session finished yet."
    first_open = [_p(1, 3, 1, 1), _p(2, 3, 0)]
    s = scope_of(first_open)  # no session complete: the default is live, and says so
    assert s.after is None and s.live
    assert s.headline() == (
        "Live: including session 1 in progress (1 of 3 tables finished). "
        "Unfinished matches marked ◔."
    )
    done = [_p(1, 3, 3), _p(2, 3, 3), _p(3, 3, 0)]
    assert scope_of(done).headline() == "Standings after session 2 of 3."
    assert scope_of(done, LIVE).headline() == "Standings after session 2 of 3."
    # after session 3 before anything of it is entered: the standings after session 2
    assert scope_of(done, 3).headline() == "Standings after session 2 of 3."
    # a gap: session 2 not played, session 3 finished (seated out of order)
    gap = [_p(1, 3, 3), _p(2, 3, 0), _p(3, 3, 3)]
    assert scope_of(gap).headline() == "Standings after session 1 of 3."
    assert scope_of(gap, LIVE).headline() == "Live: including session 2 not started."
    # the organiser's choice of a session still being played: live, sessions 1 to K
    later = [_p(1, 2, 2), _p(2, 2, 1, 1), _p(3, 2, 0, 1)]
    assert scope_of(later, 2).headline(marked=False) == (
        "Live, sessions 1 to 2: including session 2 in progress (1 of 2 tables finished)."
    )
    with pytest.raises(ValueError):
        scope_of(later, 0)
