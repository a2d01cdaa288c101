"""One fan line from the engine to the report: the domain's FanLine, its views, and the
export reading each fan's tiles from the stored record (an old record without them is
scored again)."""

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from app.domain import TournamentSettings
from app.domain.handtiles import lines
from app.domain.model import FanLine
from app.export import snapshot_of
from app.export.rows import fans_text, hand_detail
from app.tournament import create_tournament, open_tournament
from scoring import score_hand

WIN = "123789s123789p33m"  # all chows, two terminal chows twice, a single wait


def test_a_fan_lines_total_is_exact() -> None:
    half = FanLine("CH", "Chicken Hand", "鸡和", Fraction(1, 2), 3)
    assert half.total == Fraction(3, 2)
    assert FanLine(70, "Mixed Double Chow", "喜相逢", 1, 2).total == 2


@pytest.mark.parametrize(
    ("tiles", "text", "groups"),
    [
        ((), "", ()),
        (
            ("123s 123p", "789s 789p"),
            "123s 123p; 789s 789p",
            (("1s", "2s", "3s"), ("1p", "2p", "3p"), ("7s", "8s", "9s"), ("7p", "8p", "9p")),
        ),
        (("[567m,2] 55p",), "[567m,2] 55p", (("5m", "6m", "7m"), ("5p", "5p"))),
        # Words are left out, a tile they end with too; sets beside them are kept.
        (("nothing claimed",), "nothing claimed", ()),
        (("456p won on 5p",), "456p won on 5p", (("4p", "5p", "6p"),)),
        (("flower 1", "flower 2"), "flower 1; flower 2", ()),
        (("2 points: [CCCC]",), "2 points: [CCCC]", (("C", "C", "C", "C"),)),
    ],
)
def test_the_views_of_a_fan_lines_tiles(
    tiles: tuple[str, ...], text: str, groups: tuple[tuple[str, ...], ...]
) -> None:
    line = FanLine(1, "Fan", "番", 1, len(tiles) or 1, tiles)
    assert line.tiles_text == text
    assert line.tile_groups == groups


def test_the_engines_fans_become_the_domains_lines_with_their_tiles() -> None:
    scored = {f.name: f for f in lines(score_hand(WIN))}
    assert scored["Single Wait"].tiles == ("33m won on 3m",)
    assert scored["Single Wait"].tile_groups == (("3m", "3m"),)
    assert scored["Mixed Double Chow"].tiles_text == "123s 123p; 789s 789p"


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    path = tmp_path / "fans.mcr"
    with create_tournament(path, TournamentSettings("Fan Cup", sessions=1)) as svc:
        for name in ("Ann", "Bob", "Cid", "Dan"):
            svc.add_player(name)
        svc.seat_sessions(seed=1)
        a, b, _, _ = svc.tables(1)[0].seats
        svc.record_win(1, 1, 1, a, b, tiles=WIN)
    return path


def _stored(path: Path) -> tuple[FanLine, ...]:
    with open_tournament(path) as svc:
        return svc.hands(1, 1)[0].fans


def _rewrite_fans(path: Path, fans: tuple[FanLine, ...]) -> None:
    """Store hand 1 again with `fans` (as a file of another time would hold it)."""
    with open_tournament(path) as svc:
        record = svc.hands(1, 1)[0]
        with svc.store.transaction("test: the fans as stored"):
            svc.store.put_hand(replace(record, fans=fans))


def test_the_report_reads_each_fans_tiles_from_the_record(tournament: Path) -> None:
    stored = _stored(tournament)
    assert all(f.tiles for f in stored if f.name != "Concealed Hand")
    # Tiles that only the record can know: shown as stored, so nothing was scored again.
    marked = tuple(replace(f, tiles=(f"as stored {f.fan_id}",)) for f in stored)
    _rewrite_fans(tournament, marked)
    snap = snapshot_of(tournament)
    hand = snap.match(1, 1).hands[0]
    assert hand.fans == marked  # the record's own lines, not copies of another type
    detail = hand_detail(snap, 1, 1, 1)
    assert [row[3] for row in detail.fans.rows] == [f"as stored {f.fan_id}" for f in stored]
    assert f"[as stored {stored[0].fan_id}]" in fans_text(hand)


def test_an_old_record_without_tiles_is_scored_again_for_them(tournament: Path) -> None:
    stored = _stored(tournament)
    _rewrite_fans(tournament, tuple(replace(f, tiles=()) for f in stored))
    snap = snapshot_of(tournament)
    assert not any(f.tiles for f in snap.match(1, 1).hands[0].fans)
    detail = hand_detail(snap, 1, 1, 1)
    shown = {row[1]: row[3] for row in detail.fans.rows}
    assert shown["Mixed Double Chow"] == "123s 123p; 789s 789p"
    assert [row[1:3] + row[4:] for row in detail.fans.rows] == [
        (f.name, f.name_zh, f.points, f.count, f.total) for f in stored
    ]


def test_an_old_record_the_engine_scores_otherwise_is_shown_as_stored(tournament: Path) -> None:
    stored = _stored(tournament)
    other = (FanLine(48, "Pure Straight", "清龙", 16),)  # not what the engine finds
    _rewrite_fans(tournament, other)
    detail = hand_detail(snapshot_of(tournament), 1, 1, 1)
    assert [(row[1], row[3], row[6]) for row in detail.fans.rows] == [("Pure Straight", "", 16)]
    assert stored != other


def _classes_and_hand_calls() -> tuple[list[str], list[str]]:
    """Where app/ defines a class named FanLine, and where it calls the export's Hand."""
    import ast

    root = Path(__file__).resolve().parent.parent
    classes, calls = [], []
    for path in sorted((root / "app").rglob("*.py")):
        name = str(path.relative_to(root))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes += [
            name for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "FanLine"
        ]
        export_hand = any(
            isinstance(n, ast.ImportFrom)
            and n.module == "app.export.snapshot"
            and any(a.name == "Hand" for a in n.names)
            for n in ast.walk(tree)
        )  # the engine has a Hand too (scoring.Hand): only the export's counts here
        calls += [
            name
            for n in ast.walk(tree)
            if export_hand
            and isinstance(n, ast.Call)
            and isinstance(n.func, ast.Name)
            and n.func.id == "Hand"
        ]
    return classes, calls


def test_one_fan_line_class_and_one_place_that_builds_the_reports_hands() -> None:
    classes, calls = _classes_and_hand_calls()
    assert classes == ["app/domain/model.py"]
    # From a HandRecord in app/export/source.py; the sample tournament makes its own.
    assert set(calls) == {"app/export/source.py", "app/export/sample.py"}
