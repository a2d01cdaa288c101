"""Where the standings stand, said the same way by the GUI's standings page, the
results website and the PDF/Excel reports: after the last session whose matches are
all finished (a later session under way named and not counted), or, while no session is
finished, live, with the sessions in progress named and their unfinished matches marked
(QA: the website said "after 2 of 2 sessions" while session 1 was still open)."""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from app.cli import main as cli
from app.domain import TournamentSettings
from app.domain.progress import SessionProgress, complete_through
from app.export import snapshot_of
from app.tournament import create_tournament, open_tournament
from app.ui.standings.progress import standings_report


@pytest.fixture
def open_first_session(tmp_path: Path) -> Path:
    """Two sessions of two tables: session 1 has one table finished and one with a
    single hand; session 2 has one table finished (totals only)."""
    path = tmp_path / "t.mcrt"
    with create_tournament(path, TournamentSettings("T", sessions=2)) as svc:
        for i in range(8):
            svc.add_player(f"Player {i + 1}")
        svc.seat_sessions()
        svc.set_totals(1, 1, [30, 10, -10, -30])
        svc.record_win(1, 2, 1, svc.table(1, 2).seats[0], None, fan=8)
        svc.set_totals(2, 1, [-30, -10, 10, 30])
    return path


def test_complete_through_stops_at_the_first_unfinished_session() -> None:
    done = SessionProgress(1, 2, 2, 0)
    open_ = SessionProgress(2, 2, 1, 1)
    assert complete_through([done, open_, SessionProgress(3, 2, 2, 0)]) == 1
    assert complete_through([open_, done]) == 0
    assert complete_through([]) == 0


@pytest.mark.slow
def test_the_gui_and_the_exports_share_one_rule(open_first_session: Path) -> None:
    with open_tournament(open_first_session) as svc:
        report = standings_report(*svc.standings_and_results(), 2)
    snap = snapshot_of(open_first_session)
    assert report.complete_through == 0
    assert snap.complete_through == 0
    assert [p.session for p in snap.under_way()] == [1, 2]


@pytest.mark.slow
def test_the_website_says_no_session_is_finished(open_first_session: Path, tmp_path: Path):
    site = tmp_path / "site"
    assert cli(["export", str(open_first_session), "--html", str(site)]) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "after 2 of 2" not in index
    # no session complete: the live standings, said to be live
    assert (
        "Live: including session 1 in progress (1 of 2 tables finished), "
        "session 2 in progress (1 of 2 tables finished). Unfinished matches marked ◔." in index
    )
    # The four players of the unfinished match carry the mark beside their score.
    assert index.count('class="unfinished"') == 4


@pytest.mark.slow
def test_the_website_says_after_which_session(tmp_path: Path) -> None:
    path = tmp_path / "t.mcrt"
    with create_tournament(path, TournamentSettings("T", sessions=3)) as svc:
        for i in range(4):
            svc.add_player(f"Player {i + 1}")
        svc.seat_sessions()
        svc.set_totals(1, 1, [30, 10, -10, -30])
        svc.record_win(2, 1, 1, svc.table(2, 1).seats[0], None, fan=8)
    site = tmp_path / "site"
    assert cli(["export", str(path), "--html", str(site)]) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    assert re.search(r"Standings after session 1 of 3\b", index)
    assert "Session 2 under way (0 of 1 tables finished), not counted yet." in index
    assert 'class="unfinished"' not in index  # session 2 is not in these scores


@pytest.mark.slow
def test_pdf_and_excel_say_where_the_standings_stand(open_first_session: Path, tmp_path):
    pdf, xlsx = tmp_path / "r.pdf", tmp_path / "r.xlsx"
    assert cli(["export", str(open_first_session), "--pdf", str(pdf), "--xlsx", str(xlsx)]) == 0
    text = " ".join(" ".join((page.extract_text() or "").split()) for page in PdfReader(pdf).pages)
    assert "Live: including session 1 in progress (1 of 2 tables finished)" in text
    assert "marked" not in text  # the printed tables carry no mark
    sheet = openpyxl.load_workbook(xlsx)["Standings"]
    assert "Live: including session 1 in progress" in sheet.oddHeader.left.text
