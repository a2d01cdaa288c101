"""The tournament rules of MCR-TOURNAMENT.md (a hand's settlement through the service)."""

from collections.abc import Iterator
from fractions import Fraction as F
from pathlib import Path

import pytest

from app.domain import hands as hand_rules
from app.domain import results
from app.domain.anyhands import HandEntry
from app.domain.errors import Refused
from app.domain.model import MatchState, Penalty, Player, Table, TournamentSettings
from app.domain.rotation import hand_winds
from app.domain.service import TournamentService
from app.domain.table_points import as_number, table_points
from app.tournament import create_tournament

TABLE = Table(session=1, table=3, seats=(11, 12, 13, 14))


# ---- table points --------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "expected"),
    [
        ([50, 20, -10, -60], [4, 2, 1, 0]),
        ([-60, -10, 20, 50], [0, 1, 2, 4]),
        ([30, 30, -10, -50], [3, 3, 1, 0]),  # tie for 1st
        ([40, 5, 5, -50], [4, F(3, 2), F(3, 2), 0]),  # tie for 2nd
        ([40, 10, -25, -25], [4, 2, F(1, 2), F(1, 2)]),  # tie for 3rd
        ([10, 10, 10, -30], [F(7, 3), F(7, 3), F(7, 3), 0]),  # three tied for 1st
        ([30, -10, -10, -10], [4, 1, 1, 1]),  # three tied for 2nd
        ([0, 0, 0, 0], [F(7, 4)] * 4),  # all four
        ([20, 20, -20, -20], [3, 3, F(1, 2), F(1, 2)]),  # two pairs
    ],
)
def test_table_points_share_tied_places(scores, expected):
    points = table_points(scores)
    assert list(points) == [F(e) for e in expected]
    assert sum(points) == 7  # exact: a table always hands out 7 points


def test_table_points_print_as_numbers():
    assert as_number(F(15, 2)) == 7.5
    assert as_number(F(4)) == 4 and isinstance(as_number(F(4)), int)


# ---- rotation --------------------------------------------------------------------


def test_rotation_follows_the_documented_chart():
    # MCR-TOURNAMENT.md: in hand 2, B is East, C South, D West, A North.
    assert hand_winds(2).seat_winds == ("N", "E", "S", "W")
    assert hand_winds(2).prevalent == "E"
    # South round: B A D C in the E S W N seats, B deals first.
    assert hand_winds(5).seat_winds == ("S", "E", "N", "W")
    assert hand_winds(16).prevalent == "N"
    # Every player deals four times and sits in every seat four times.
    for seat in range(4):
        assert sum(hand_winds(h).dealer == seat for h in range(1, 17)) == 4
        winds = [hand_winds(h).seat_winds[seat] for h in range(1, 17)]
        assert sorted(winds) == sorted("ESWN" * 4)


@pytest.mark.parametrize(
    ("hand", "winds_of_a_b_c_d"),
    [(1, "ESWN"), (5, "SENW"), (9, "NWES"), (13, "WNSE")],
)
def test_first_hand_of_each_round_seats_as_the_documented_table(hand, winds_of_a_b_c_d):
    # MCR-TOURNAMENT.md: East seat / South / West / North = ABCD, BADC, CDBA, DCAB.
    assert "".join(hand_winds(hand).seat_winds) == winds_of_a_b_c_d
    assert hand_winds(hand).prevalent == "ESWN"[(hand - 1) // 4]


# ---- settlement of a hand ------------------------------------------------------------


# Through the service's one hand path (preview_hand), on a real file: players 1-4
# sit A-D at table 1 of session 1.
@pytest.fixture
def svc(tmp_path: Path) -> Iterator[TournamentService]:
    service = create_tournament(tmp_path / "cup.mcr", TournamentSettings("Cup", sessions=1))
    for name in ("Ann", "Bo", "Cy", "Di"):
        service.add_player(name)
    service.set_tables(1, [Table(1, 1, (1, 2, 3, 4))])
    with service:
        yield service


def _win(svc: TournamentService, hand: int, winner: int, discarder: int | None, fan: int):
    return svc.preview_hand(1, 1, hand, HandEntry((winner,), discarder, fan=fan))


def test_self_drawn_win_each_other_player_pays_8_plus_fan(svc):
    record = _win(svc, 1, winner=2, discarder=None, fan=10)
    assert record.points == (-18, 54, -18, -18)
    assert record.self_drawn and not record.draw


def test_discard_win_discarder_pays_8_plus_fan_others_8(svc):
    record = _win(svc, 4, winner=1, discarder=4, fan=12)
    assert record.points == (36, -8, -8, -20)
    assert not record.self_drawn


def test_draw_scores_nothing(svc):
    record = svc.preview_hand(1, 1, 16, HandEntry())
    assert record.draw and record.points == (0, 0, 0, 0) and record.winner is None


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"winner": 1, "discarder": 1, "fan": 8}, "cannot also be"),
        ({"winner": 1, "discarder": 2, "fan": 7}, "at least 8"),
        ({"winner": 99, "discarder": 2, "fan": 8}, "does not play at table 1"),
        ({"winner": 1, "discarder": 99, "fan": 8}, "discarder (player 99)"),
        ({"winner": 1, "discarder": None, "fan": 5000}, "not a possible hand"),
    ],
)
def test_bad_wins_are_refused(svc, kwargs, message):
    with pytest.raises(Refused, match=message.replace("(", r"\(").replace(")", r"\)")):
        _win(svc, 1, **kwargs)


@pytest.mark.parametrize("hand", [0, 17, -1])
def test_hand_numbers_are_1_to_16(svc, hand):
    with pytest.raises(Refused, match="1 to 16"):
        svc.preview_hand(1, 1, hand, HandEntry())


# ---- the situation tail of a tiles entry ----------------------------------------------


def test_situation_comes_from_the_rotation():
    # Hand 2: starting seat B (index 1) is East, prevalent East.
    assert hand_rules.situated_notation("123m456p789s123s55p", 2, 1, True) == (
        "123m456p789s123s55p|EE1000"
    )
    # Hand 9 (West round), starting seat A (C D B A in the E S W N seats) is North.
    assert hand_rules.situated_notation("123m456p789s123s55p", 9, 0, False) == (
        "123m456p789s123s55p|WN0000"
    )


def test_situation_keeps_the_referees_flags_and_flowers():
    full = hand_rules.situated_notation("123m456p789s123s55p|ee0101|ab", 1, 0, False)
    assert full == "123m456p789s123s55p|EE0101|ab"


@pytest.mark.parametrize(
    ("tail", "message"),
    [
        ("SE0000", "prevalent wind E, not S"),
        ("EW0000", "seat wind is E, not W"),
        ("EE1000", "self-drawn"),
        ("EE00", "not a situation"),
        ("XE0000", "not a prevalent wind"),
    ],
)
def test_a_tail_that_contradicts_the_table_is_refused(tail, message):
    with pytest.raises(Refused, match=message):
        hand_rules.situated_notation(f"123m456p789s123s55p|{tail}", 1, 0, self_drawn=False)


# ---- penalties ---------------------------------------------------------------------


def test_unshared_penalty_touches_one_player():
    p = Penalty(1, 3, 13, -20, "slow play")
    assert results.penalty_effect(p, TABLE.seats) == (0, 0, -20, 0)


def test_false_win_preset_costs_30_and_gives_10_to_each_other():
    p = Penalty.false_win(1, 3, 12)
    assert (p.points, p.shared, p.reason) == (-30, True, "False win")
    assert results.penalty_effect(p, TABLE.seats) == (10, -30, 10, 10)


def test_shared_penalty_must_split_in_thirds():
    with pytest.raises(Refused, match="three"):
        results.penalty_effect(Penalty(1, 3, 12, -10, "x", shared=True), TABLE.seats)


# ---- session results and standings ---------------------------------------------------


def _data(table, hand_points, state=MatchState.COMPLETE, penalties=()):
    return results.TableData(table, state, hand_points, (0, 0, 0, 0), 16, None, list(penalties))


def test_penalties_count_in_the_session_score_and_the_table_points():
    # Without the penalty 11 would win alone; -30 drops 11 below 12.
    d = _data(TABLE, (20, 0, -5, -15), penalties=[Penalty.false_win(1, 3, 11)])
    r = results.table_result(d)
    assert [s.score for s in r.seats] == [-10, 10, 5, -5]
    assert [s.table_points for s in r.seats] == [0, 4, 2, 1]


def test_open_matches_score_but_award_no_table_points():
    r = results.table_result(_data(TABLE, (20, 0, -5, -15), state=MatchState.OPEN))
    assert [s.score for s in r.seats] == [20, 0, -5, -15]
    assert all(s.table_points == 0 for s in r.seats)


def test_a_penalty_before_the_first_hand_counts_in_the_standings():
    # An open match with no hand yet but a penalty (slow play, lateness): the standings
    # show the same score as the player's history (found by the QA pass).
    d = results.TableData(TABLE, MatchState.OPEN, penalties=[Penalty(1, 3, 13, -10, "slow")])
    rows = results.standings(_players(14), [results.table_result(d)])
    by_number = {r.player.number: r for r in rows}
    assert by_number[13].score == -10
    assert by_number[13].penalty_points == -10
    assert by_number[11].score == 0


def _players(n, teams=None):
    return [Player(i, f"P{i}", team=(teams or {}).get(i)) for i in range(1, n + 1)]


def test_standings_rank_by_table_points_then_score_with_shared_ranks():
    t1 = Table(1, 1, (1, 2, 3, 4))
    t2 = Table(1, 2, (5, 6, 7, 8))
    res = [
        results.table_result(_data(t1, (30, 30, -20, -40))),  # 3, 3, 1, 0
        results.table_result(_data(t2, (50, 10, -30, -30))),  # 4, 2, .5, .5
    ]
    rows = results.standings(_players(8), res)
    assert [r.player.number for r in rows] == [5, 1, 2, 6, 3, 7, 8, 4]
    assert [r.rank for r in rows] == [1, 2, 2, 4, 5, 6, 6, 8]
    assert rows[0].table_points == 4 and rows[0].sessions_won == 1
    assert rows[1].sessions_won == F(1, 2)


def test_further_tie_breaks_are_configurable():
    t1 = Table(1, 1, (1, 2, 3, 4))
    t2 = Table(2, 1, (1, 2, 3, 4))
    res = [
        results.table_result(_data(t1, (40, 10, -20, -30))),
        results.table_result(_data(t2, (10, 40, -20, -30))),
    ]
    # Session 3: 2 wins 6 on the table but loses 6 to a penalty: 1 and 2 tie again.
    res.append(
        results.table_result(
            _data(
                Table(3, 1, (1, 2, 3, 4)), (0, 6, -3, -3), penalties=[Penalty(3, 1, 2, -6, "late")]
            )
        )
    )
    plain = results.standings(_players(4), res)
    assert (plain[0].table_points, plain[0].score) == (plain[1].table_points, plain[1].score)
    assert plain[0].rank == plain[1].rank == 1
    assert [r.player.number for r in plain[:2]] == [1, 2]  # display order: by number
    rows = results.standings(_players(4), res, ("best_session", "fewest_penalties"))
    assert [(r.rank, r.player.number) for r in rows[:2]] == [(1, 1), (2, 2)]
    with pytest.raises(Refused, match="Unknown tie-break"):
        results.standings(_players(4), res, ("coin_toss",))


def test_team_standings_sum_the_members():
    teams = {1: "Red", 2: "Blue", 3: "Red", 4: "Blue"}
    res = [results.table_result(_data(Table(1, 1, (1, 2, 3, 4)), (40, 10, -20, -30)))]
    rows = results.team_standings(results.standings(_players(4, teams), res))
    assert [(r.team, r.table_points, r.score) for r in rows] == [
        ("Red", 5, 20),
        ("Blue", 2, -20),
    ]
    assert rows[0].members == (1, 3)


def test_history_lists_the_sessions_of_a_player():
    data = [
        _data(Table(2, 4, (5, 1, 6, 7)), (-10, 30, -10, -10)),
        _data(Table(1, 2, (1, 2, 3, 4)), (0, 10, -5, -5), penalties=[Penalty(1, 2, 1, -6, "x")]),
    ]
    h = results.history(1, data)
    assert [(e.session, e.table, e.seat, e.score) for e in h] == [(1, 2, 0, -6), (2, 4, 1, 30)]
    assert h[0].opponents == (2, 3, 4) and h[0].penalties[0].reason == "x"
    assert h[1].table_points == 4
