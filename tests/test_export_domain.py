"""Exports of a tournament made through the domain service, as the CLI and GUI do."""

from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from app.domain import TournamentSettings
from app.export import snapshot_of, write_pdf, write_xlsx
from app.tournament import create_tournament, open_tournament

NAMES = [
    "王小明",
    "山田 花子",
    "김민준",
    "Zoë Ångström",
    "Дмитрий Иванов",
    "Nguyễn Thị Hương",
    "=1+1",
    "Bob Smith",
]


def squeeze(text: str) -> str:
    return "".join(text.split())


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("t") / "open.mcr"
    with create_tournament(path, TournamentSettings("Tōkyō Open 東京", sessions=2)) as svc:
        for i, name in enumerate(NAMES):
            svc.add_player(name, country="NL", ema_id=f"0400{i:04d}", team=f"T{i % 2}")
        svc.seat_sessions(seed=3)
        a, b, c, d = svc.tables(1)[0].seats
        svc.record_win(1, 1, 1, a, b, tiles="123789s123789p33m")
        for hand in range(2, 16):
            svc.record_win(1, 1, hand, c, b, fan=8 + hand)
        svc.record_draw(1, 1, 16)
        svc.record_penalty(1, 1, b, -30, "False win", shared=True)
        svc.set_totals(1, 2, [100, -20, -30, -50])
        svc.set_match_state(1, 2, "complete")
    return path


@pytest.mark.slow
def test_snapshot_follows_the_service(tournament: Path) -> None:
    with open_tournament(tournament) as svc:
        snap = snapshot_of(svc)
        standings = svc.standings()
        seats = svc.tables(1)[0].seats
    assert snap.event == "Tōkyō Open 東京"
    assert [(s.player, s.table_points, s.score) for s in snap.standings] == [
        (r.player.number, r.table_points, r.score) for r in standings
    ]
    match = snap.match(1, 1)
    assert match.seats == seats and len(match.hands) == 16
    assert match.hands[0].fans and match.hands[0].tiles.startswith("123789s123789p33m")
    assert sum(match.table_points.values()) == 7
    assert snap.match(1, 2).totals is not None
    assert snap.match(2, 1).table_points == {}  # not played: no table points printed


@pytest.mark.slow
def test_workbook_from_a_tournament_file(tournament: Path, tmp_path: Path) -> None:
    out = write_xlsx(str(tournament), tmp_path / "t.xlsx")
    wb = openpyxl.load_workbook(out)
    standings = [r for r in wb["Standings"].iter_rows(min_row=2, values_only=True)]
    assert len(standings) == len(NAMES)
    assert {r[2] for r in standings} == set(NAMES)
    formula = next(c for c in wb["Standings"]["C"] if c.value == "=1+1")
    assert formula.data_type == "s"
    hands = list(wb["Hand log"].iter_rows(min_row=2, values_only=True))
    assert len(hands) == 16
    headers = [c.value for c in wb["Hand log"][1]]
    assert "Concealed Hand" in hands[0][headers.index("Fans")]
    penalties = list(wb["Penalties"].iter_rows(min_row=2, values_only=True))
    assert penalties[0][4:] == (-30, "yes", "False win")
    ema = list(wb["European results"].iter_rows(min_row=13, values_only=True))
    assert {r[3] for r in ema} == {f"0400{i:04d}" for i in range(len(NAMES))}


@pytest.mark.slow
def test_pdf_from_an_open_service(tournament: Path, tmp_path: Path) -> None:
    with open_tournament(tournament) as svc:
        out = write_pdf(svc, tmp_path / "t.pdf", page_size="Letter")
        seats = svc.tables(1)[0].seats
        names = {p.number: p.name for p in svc.players()}
    texts = [p.extract_text() for p in PdfReader(out).pages]
    flat = squeeze(" ".join(texts))
    for name in NAMES:
        assert squeeze(name) in flat
    result = next(t for t in texts if "Match result · Session 1 · Table 1" in t)
    assert "False win" in result and "complete" in result
    totals = next(t for t in texts if "Match result · Session 1 · Table 2" in t)
    assert "totals entered from the paper sheet" in totals
    assert squeeze(f"A · {names[seats[0]]}") in squeeze(result)
    # Session 2 is seated but not played: blank sheets only.
    assert sum("Score sheet · Session 2" in t for t in texts) == 2
    assert not any("Match result · Session 2" in t for t in texts)


def test_hand_detail_finds_the_tiles_of_each_fan(tournament: Path, tmp_path: Path) -> None:
    from app.export import hand_detail_pdf

    out = hand_detail_pdf(str(tournament), tmp_path / "h.pdf", 1, 1, 1)
    (text,) = [p.extract_text() for p in PdfReader(out).pages]
    flat = squeeze(text)
    # The file keeps names and values; the engine finds each fan's tiles again.
    assert "MixedDoubleChow" in flat and "123s123p;789s789p" in flat
    assert "独听" in flat and "Total:8fan" in flat


@pytest.mark.slow
def test_cli_export_writes_both_files(tournament: Path, tmp_path: Path, capsys) -> None:
    from app.cli import main

    xlsx, pdf = tmp_path / "cli.xlsx", tmp_path / "cli.pdf"
    assert main(["export", str(tournament), "--xlsx", str(xlsx), "--pdf", str(pdf)]) == 0
    assert "Standings" in openpyxl.load_workbook(xlsx).sheetnames
    assert len(PdfReader(pdf).pages) > 5
