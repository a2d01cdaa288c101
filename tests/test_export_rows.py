"""The report-rows layer: what every report says, before any layout."""

from fractions import Fraction

import pytest

from app.export import rows
from app.export.fonts import CJK, SANS, runs, single_font
from app.export.sample import sample_snapshot
from app.export.snapshot import Hand, Match, Player, Snapshot, Standing


@pytest.fixture(scope="module")
def snap() -> Snapshot:
    return sample_snapshot(16, 3, played=2)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(4), "4"),
        (Fraction(3, 2), "1.5"),
        (Fraction(7, 4), "1.75"),
        (Fraction(7, 3), "2.33"),
        (Fraction(1, 3) * 2, "0.67"),
        (None, ""),
    ],
)
def test_table_points_print_as_people_write_them(value, text) -> None:
    assert rows.format_points(value) == text


def test_standings_rows_follow_the_standings(snap: Snapshot) -> None:
    report = rows.standings_report(snap)
    assert [c.title for c in report.columns][:3] == ["Rank", "No.", "Name"]
    assert len(report.rows) == 16
    first = snap.standings[0]
    assert report.rows[0][:3] == (first.rank, first.player, snap.name(first.player))


def test_european_results_split_names() -> None:
    players = (
        Player(1, "Zoë Ångström-Müller", country="SE", ema_id="04000123"),
        Player(2, "王小明", country="CN"),
        Player(3, "Anna", first_name="Anna", last_name="van der Berg", country="NL"),
    )
    snap = Snapshot(
        "E", players, 1, standings=tuple(Standing(i, i, Fraction(4 - i), 10 - i) for i in (1, 2, 3))
    )
    report = rows.ema_report(snap)
    assert [c.title for c in report.columns] == [
        "Place",
        "First name",
        "Last name",
        "EMA number",
        "Table points",
        "Score",
        "Country",
    ]
    assert report.rows[0] == (1, "Zoë", "Ångström-Müller", "04000123", Fraction(3), 9, "SE")
    assert report.rows[1][1:3] == ("小明", "王")  # family name first; no Latin form
    assert report.rows[2][1:3] == ("Anna", "van der Berg")


def test_table_results_carry_penalties_with_reasons() -> None:
    from app.export.snapshot import Penalty

    seats = (1, 2, 3, 4)
    match = Match(
        1,
        1,
        seats,
        hands=(Hand(1, winner=1, discarder=2, fan=8, points={1: 32, 2: -16, 3: -8, 4: -8}),),
        penalties=(Penalty(2, -30, "False win", True, {2: -30, 1: 10, 3: 10, 4: 10}),),
        table_points={1: Fraction(4), 2: Fraction(0), 3: Fraction(3, 2), 4: Fraction(3, 2)},
    )
    snap = Snapshot("E", tuple(Player(n, f"P{n}") for n in seats), 1, (match,))
    report = rows.table_results_report(snap)
    by_player = {r[3]: r for r in report.rows}
    assert by_player[2][5:9] == (-16, -30, -46, Fraction(0))
    assert by_player[2][9] == "-30 False win"
    assert by_player[1][9] == "+10 False win"
    assert sum(r[7] for r in report.rows) == 0


def test_hand_log_has_every_hand_with_dealer_and_fans(snap: Snapshot) -> None:
    report = rows.hand_log_report(snap)
    played = [m for m in snap.matches if m.played]
    assert len(report.rows) == 16 * len(played)
    titles = [c.title for c in report.columns]
    first = played[0]
    row = next(r for r in report.rows if r[:3] == (first.session, first.table, 2))
    # Hand 2: B (the second starting seat) deals.
    assert row[titles.index("Dealer")] == snap.name(first.seats[1])
    with_tiles = [r for r in report.rows if r[titles.index("Tiles")]]
    assert with_tiles and all(
        "Mixed Double Chow x2 2" in r[titles.index("Fans")] for r in with_tiles
    )
    for r in report.rows:
        points = r[titles.index("Points A") : titles.index("Points D") + 1]
        assert sum(points) == 0


def test_blank_score_sheet_has_the_rotation(snap: Snapshot) -> None:
    sheet = rows.score_sheet(snap, 3, 1)
    assert not sheet.filled
    assert [h.dealer for h in sheet.hands[:8]] == list("ABCDBADC")
    assert sheet.hands[1].winds == ("N", "E", "S", "W")  # hand 2: B is East
    assert sheet.hands[12].prevalent == "N"
    assert all(h.winner == "" and h.fan is None for h in sheet.hands)
    match = snap.match(3, 1)
    assert [p[1] for p in sheet.players] == list(match.seats)


def test_filled_sheet_totals_match_the_table(snap: Snapshot) -> None:
    match = snap.session_matches(1)[0]
    sheet = rows.score_sheet(snap, 1, match.table, filled=True)
    assert sheet.scores == tuple(match.score(p) for p in match.seats)
    assert sum(sheet.table_points) == 7
    for line in sheet.hands:
        assert sum(line.points) == 0


def test_player_cards_list_every_session(snap: Snapshot) -> None:
    cards = rows.player_cards(snap)
    assert len(cards) == 16
    for card in cards:
        assert [s[0] for s in card.seats] == [1, 2, 3]
        assert all(s[1] and s[2] in ("East", "South", "West", "North") for s in card.seats)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Zoë Nguyễn Дмитрий", [(SANS, "Zoë Nguyễn Дмитрий")]),
        ("王小明", [(CJK, "王小明")]),
        ("鄭國榮", [(CJK, "鄭國榮")]),
        ("さくら 佐藤", [(CJK, "さくら 佐藤")]),
        ("ｻｸﾗ・タナカ", [(CJK, "ｻｸﾗ・タナカ")]),
        ("김민준", [(CJK, "김민준")]),
        ("李 Anna", [(CJK, "李 "), (SANS, "Anna")]),
        ("A · 山田 太郎 (12)", [(SANS, "A · "), (CJK, "山田 太郎 "), (SANS, "(12)")]),
    ],
)
def test_each_run_gets_a_font_that_has_its_script(text, expected) -> None:
    assert runs(text) == expected


def test_single_font_only_when_one_font_prints_it() -> None:
    assert single_font("Ångström") == SANS
    assert single_font("山田 花子") == CJK
    assert single_font("李 Anna") is None


@pytest.mark.parametrize(
    ("notation", "groups"),
    [
        (
            "[789s,3]123m456m789m55p|SS1000",
            [
                ("s7 s8 s9", True, False),
                ("m1 m2 m3 m4 m5 m6 m7 m8 m9 p5", False, False),
                ("p5", False, True),
            ],
        ),
        (
            "[EEEE]SSS1z",
            [("hE hE hE hE", True, False), ("hS hS hS", False, False), ("hE", False, True)],
        ),
        ("not a hand", None),
    ],
)
def test_hand_tiles_are_read_for_drawing(notation, groups) -> None:
    from app.export.tiles import parse_display

    found = parse_display(notation)
    if groups is None:
        assert found is None
    else:
        assert [(" ".join(g.tiles), g.declared, g.winning) for g in found] == groups
