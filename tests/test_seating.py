"""Seating: the rotation against the seed's chart, and plans checked by independent
counting (never by comparing with stored results)."""

from __future__ import annotations

import itertools
import threading
from collections import Counter

import pytest

from seating import (
    Avoid,
    PlanCancelled,
    SeatingError,
    evaluate,
    match_rotation,
    plan_sessions,
    repeat_bound,
    replan,
)
from seating.designs import resolvable_design
from seating.swiss import swiss_session

WINDS = "ESWN"

# MCR-TOURNAMENT.md, "Seat rotation": who sits East, South, West, North each round.
CHART = {"E": "ABCD", "S": "BADC", "W": "CDBA", "N": "DCAB"}


# -- independent checks ------------------------------------------------------------


def meetings(sessions: list[list[list[int]]]) -> dict[frozenset, list[int]]:
    found: dict[frozenset, list[int]] = {}
    for s, session in enumerate(sessions, start=1):
        for table in session:
            for p, q in itertools.combinations(table, 2):
                found.setdefault(frozenset((p, q)), []).append(s)
    return found


def repeats(sessions: list[list[list[int]]]) -> int:
    return sum(len(found) - 1 for found in meetings(sessions).values())


def consecutive(sessions: list[list[list[int]]]) -> int:
    return sum(
        1
        for found in meetings(sessions).values()
        for s, t in itertools.pairwise(found)
        if t == s + 1
    )


def assert_well_formed(sessions: list[list[list[int]]], players: list[int]) -> None:
    for session in sessions:
        assert all(len(table) == 4 for table in session)
        assert sorted(p for table in session for p in table) == sorted(players)


def wind_spread(sessions: list[list[list[int]]]) -> int:
    counts: dict[int, Counter] = {}
    for session in sessions:
        for table in session:
            for wind, p in enumerate(table):
                counts.setdefault(p, Counter())[wind] += 1
    return max(max(c[w] for w in range(4)) - min(c[w] for w in range(4)) for c in counts.values())


def same_table(sessions: list[list[list[int]]], groups: dict[int, object]) -> int:
    """Pairs of one group at one table, over the plan."""
    return sum(
        1
        for session in sessions
        for table in session
        for p, q in itertools.combinations(table, 2)
        if p in groups and q in groups and groups[p] == groups[q]
    )


def bound(n: int, r: int) -> int:
    return max(0, 3 * n * r // 2 - n * (n - 1) // 2)


# -- the rotation --------------------------------------------------------------------


def test_rotation_follows_the_chart() -> None:
    hands = match_rotation()
    assert [h.number for h in hands] == list(range(1, 17))
    for hand in hands:
        prevalent = WINDS[(hand.number - 1) // 4]
        deal = (hand.number - 1) % 4
        seats = CHART[prevalent]  # the occupants of the E, S, W, N seats this round
        assert hand.prevalent == prevalent
        assert hand.dealer == seats[deal]
        # The dealer is East; the next seats in turn order are South, West, North.
        for k in range(4):
            assert hand.winds[seats[(deal + k) % 4]] == WINDS[k]


def test_rotation_moves_as_the_seed_says() -> None:
    """Seed 000: E<->S and W<->N before South and North; before West the East and
    South players go to the opposite seats, West to South and North to East."""

    def occupants(hand_number: int) -> dict[str, str]:
        hand = match_rotation()[hand_number - 1]
        # In the first hand of a round the seat winds are the seats themselves.
        return {wind: player for player, wind in hand.winds.items()}

    first, south, west, north = (occupants(h) for h in (1, 5, 9, 13))
    assert first == dict(zip(WINDS, "ABCD", strict=True))
    assert south == {"E": first["S"], "S": first["E"], "W": first["N"], "N": first["W"]}
    assert west == {"W": south["E"], "N": south["S"], "S": south["W"], "E": south["N"]}
    assert north == {"E": west["S"], "S": west["E"], "W": west["N"], "N": west["W"]}


def test_every_player_deals_four_times_and_sits_every_wind_four_times() -> None:
    hands = match_rotation()
    assert Counter(h.dealer for h in hands) == dict.fromkeys("ABCD", 4)
    for player in "ABCD":
        assert Counter(h.winds[player] for h in hands) == dict.fromkeys(WINDS, 4)
    for hand in hands:
        assert sorted(hand.winds.values()) == sorted(WINDS)
        assert hand.winds[hand.dealer] == "E"


# -- designs -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [16, 24, 28, 64])
def test_designs_seat_everybody_once_a_session_and_never_repeat(players: int) -> None:
    classes = resolvable_design(players)
    assert classes is not None
    sessions = [[list(block) for block in cls] for cls in classes]
    assert_well_formed(sessions, list(range(players)))
    assert repeats(sessions) == 0
    assert len(sessions) == (players - 1) // 3


# -- plans ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "sessions"), [(16, 5), (20, 5), (24, 7), (28, 9), (40, 9), (100, 8)]
)
def test_no_pair_meets_twice_up_to_the_limit(players: int, sessions: int) -> None:
    plan = plan_sessions(players, sessions, seed=1, time_limit=8)
    lists = plan.as_lists()
    assert_well_formed(lists, list(range(1, players + 1)))
    assert len(lists) == sessions
    assert repeats(lists) == 0
    assert plan.quality.repeats == 0
    assert wind_spread(lists) <= 1


def test_beyond_the_limit_repeats_reach_the_bound_never_in_consecutive_sessions() -> None:
    plan = plan_sessions(16, 7, seed=0, time_limit=8)
    lists = plan.as_lists()
    assert_well_formed(lists, list(range(1, 17)))
    assert repeats(lists) == bound(16, 7) == 48
    assert consecutive(lists) == 0
    assert plan.quality.repeat_bound == 48
    assert wind_spread(lists) <= 1


def test_beyond_the_limit_without_a_design() -> None:
    plan = plan_sessions(20, 8, seed=2, time_limit=5)
    lists = plan.as_lists()
    assert_well_formed(lists, list(range(1, 21)))
    assert consecutive(lists) == 0
    assert repeats(lists) >= bound(20, 8)
    assert repeats(lists) == plan.quality.repeats


@pytest.mark.parametrize("sizes", [[4] * 8, [2, 3, 5, 6, 1, 7], [8, 8]])
@pytest.mark.slow
def test_teammates_never_share_a_table(sizes: list[int]) -> None:
    players = 32
    teams = {}
    ids = iter(range(1, players + 1))
    for team, size in enumerate(sizes):
        for _ in range(size):
            teams[next(ids)] = f"team {team}"
    # The search stops at the bound, so the limit only guards a hang: [8, 8] missed the
    # bound at a 30 s limit on the shared machine and took 41 s to reach it with more.
    plan = plan_sessions(players, 6, teams=teams, seed=3, time_limit=300)
    lists = plan.as_lists()
    assert_well_formed(lists, list(range(1, players + 1)))
    assert same_table(lists, teams) == 0
    assert plan.quality.team_clashes == ()
    assert repeats(lists) == 0
    assert wind_spread(lists) <= 1


def test_sixty_four_players_in_sixteen_teams() -> None:
    teams = {p: (p - 1) % 16 for p in range(1, 65)}
    plan = plan_sessions(64, 7, teams=teams, seed=0, time_limit=8)
    lists = plan.as_lists()
    assert same_table(lists, teams) == 0
    assert repeats(lists) == 0


def test_hard_avoid_groups_are_kept_apart() -> None:
    countries = {p: "NL" if p <= 4 else "DK" if p <= 8 else None for p in range(1, 25)}
    countries = {p: c for p, c in countries.items() if c}
    plan = plan_sessions(24, 6, avoid=Avoid(countries, hard=True), seed=0, time_limit=8)
    lists = plan.as_lists()
    assert same_table(lists, countries) == 0
    assert repeats(lists) == 0


@pytest.mark.slow
def test_soft_avoid_gives_way_to_repeats_but_is_minimised() -> None:
    """Ten players of one country among 16 cannot all be apart (4 tables): the soft
    group meets as little as possible, and never at the price of a repeat."""
    country = {p: "FR" for p in range(1, 11)}
    plan = plan_sessions(16, 3, avoid=country, seed=0, time_limit=4)
    lists = plan.as_lists()
    assert repeats(lists) == 0
    # Ten players on four tables: at least 2+2+3+3 = ... pairs: 1+1+3+3 = 8 a session.
    assert same_table(lists, country) == 8 * 3
    assert len(plan.quality.avoid_clashes) > 0
    assert all(not c.hard for c in plan.quality.avoid_clashes)


def test_player_ids_may_be_any_hashable() -> None:
    names = [f"player {k}" for k in range(16)]
    plan = plan_sessions(names, 3, teams={"player 0": "x", "player 1": "x"}, seed=0)
    lists = plan.as_lists()
    assert_well_formed(lists, names)
    assert repeats(lists) == 0
    assert same_table(lists, {"player 0": "x", "player 1": "x"}) == 0


def test_same_seed_same_plan_other_seed_other_plan() -> None:
    a = plan_sessions(20, 5, seed=7).as_lists()
    b = plan_sessions(20, 5, seed=7).as_lists()
    c = plan_sessions(20, 5, seed=8).as_lists()
    assert a == b
    assert a != c


def test_table_numbers_vary() -> None:
    plan = plan_sessions(48, 8, seed=0)
    numbers: dict[int, Counter] = {}
    for session in plan.sessions:
        for table in session.tables:
            for p in table.seats:
                numbers.setdefault(p, Counter())[table.number] += 1
    worst = max(max(c.values()) for c in numbers.values())
    assert worst <= 2
    assert worst == plan.quality.max_same_table


@pytest.mark.parametrize("players", [2, 6, 22, 30, 101])
def test_a_count_that_is_not_a_multiple_of_four_names_the_substitutes(players: int) -> None:
    needed = -players % 4 if players >= 4 else None
    with pytest.raises(SeatingError) as err:
        plan_sessions(players, 3)
    if needed:
        assert f"{needed} substitute" in str(err.value)


@pytest.mark.parametrize("sessions", [0, -1])
def test_sessions_must_be_at_least_one(sessions: int) -> None:
    with pytest.raises(SeatingError):
        plan_sessions(16, sessions)


def test_unknown_team_member_is_refused() -> None:
    with pytest.raises(SeatingError, match="unknown"):
        plan_sessions(16, 3, teams={17: "a"})


# -- progress and cancel -------------------------------------------------------------


def test_progress_is_reported_and_rises_to_one() -> None:
    seen: list[float] = []
    plan_sessions(24, 6, progress=lambda fraction, message: seen.append(fraction))
    assert seen and seen[-1] == 1.0
    assert seen == sorted(seen)


def test_progress_returning_false_cancels() -> None:
    with pytest.raises(PlanCancelled):
        plan_sessions(24, 6, progress=lambda fraction, message: False)


def test_a_set_token_cancels() -> None:
    token = threading.Event()
    token.set()
    with pytest.raises(PlanCancelled):
        plan_sessions(24, 6, cancel=token)


# -- changes during a tournament -----------------------------------------------------


def test_replan_keeps_played_sessions_and_seats_the_substitute() -> None:
    plan = plan_sessions(24, 7, seed=0)
    played = plan.as_lists()[:3]
    new = replan(plan, 3, substitutes={5: 99}, seed=1, time_limit=8)
    lists = new.as_lists()
    assert lists[:3] == played
    players = [p for p in range(1, 25) if p != 5] + [99]
    assert_well_formed(lists[3:], players)
    assert all(5 not in table for session in lists[3:] for table in session)
    assert repeats(lists) == 0
    assert new.quality.repeats == 0


def test_replan_with_a_new_team_constraint() -> None:
    plan = plan_sessions(32, 6, seed=0)
    lists = plan.as_lists()
    # Make teams of players who have not met so far, so a clean re-plan is possible.
    teams = {lists[0][0][0]: "t", lists[1][0][0]: "t"}
    teams = {p: t for p, t in teams.items()}
    # The plan is seeded: the two chosen players have not met, or the test must change.
    assert frozenset(teams) not in meetings(lists[:2])
    new = replan(plan, 2, teams=teams, seed=0, time_limit=8)
    after = new.as_lists()
    assert after[:2] == lists[:2]
    assert same_table(after[2:], teams) == 0
    assert repeats(after) == 0


def test_fixed_sessions_given_as_lists() -> None:
    first = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    plan = plan_sessions(16, 5, fixed=[first], seed=0, time_limit=8)
    lists = plan.as_lists()
    assert lists[0] == first
    assert repeats(lists) == 0


# -- the quality report ----------------------------------------------------------------


def test_quality_report_finds_what_was_planted() -> None:
    from seating.plan import sessions_from_lists

    one = [[1, 2, 3, 4], [5, 6, 7, 8]]
    two = [[1, 2, 5, 6], [3, 4, 7, 8]]
    report = evaluate(sessions_from_lists([one, two]), list(range(1, 9)), teams={1: "a", 5: "a"})
    assert report.repeats == 4  # 1-2, 3-4, 5-6, 7-8 meet twice
    assert {r.players for r in report.repeated_pairs} == {(1, 2), (3, 4), (5, 6), (7, 8)}
    assert all(r.sessions == (1, 2) for r in report.repeated_pairs)
    assert len(report.consecutive_repeats) == 4
    assert [(c.session, c.table, c.players) for c in report.team_clashes] == [(2, 1, (1, 5))]
    assert dict(report.wind_counts)[1] == (2, 0, 0, 0)
    assert not report.wind_balanced
    # 8 players, 2 sessions: a table of session 2 takes two players from each table of
    # session 1, so 4 repeats is the fewest possible (seating.bounds), not 0
    assert report.repeat_bound == 4


def test_the_bound_counts_pairs_that_may_never_meet() -> None:
    assert repeat_bound(16, 7) == bound(16, 7) == 48
    assert repeat_bound(16, 7, forbidden_pairs=6) == 54  # one team of four
    assert repeat_bound(32, 10) == 0


def test_quality_report_counts_match_independent_counts() -> None:
    plan = plan_sessions(20, 8, seed=0, time_limit=3)
    lists = plan.as_lists()
    q = plan.quality
    assert q.repeats == repeats(lists)
    assert len(q.consecutive_repeats) == consecutive(lists)
    assert q.max_wind_spread == wind_spread(lists)
    data = q.to_dict()
    assert data["repeats"] == q.repeats
    assert len(data["repeated_pairs"]) == len(q.repeated_pairs)


# -- Swiss seating ---------------------------------------------------------------------


@pytest.mark.slow
def test_swiss_seats_by_standings_without_repeats() -> None:
    plan = plan_sessions(40, 6, seed=0)
    standings = list(range(40, 0, -1))
    session = swiss_session(standings, plan.sessions, seed=0)
    lists = plan.as_lists() + [session.as_lists()]
    assert_well_formed(lists, list(range(1, 41)))
    assert repeats(lists) == 0
    assert session.number == 7
    # On average a player sits within two tables of his place in the standings.
    rank = {p: i for i, p in enumerate(standings)}
    moved = [abs(rank[p] // 4 - (t.number - 1)) for t in session.tables for p in t.seats]
    assert sum(moved) / len(moved) <= 2


def test_swiss_without_history_is_the_standings_in_fours() -> None:
    standings = [5, 3, 8, 1, 2, 7, 4, 6]
    session = swiss_session(standings)
    assert [sorted(t.seats) for t in session.tables] == [[1, 3, 5, 8], [2, 4, 6, 7]]


def test_cancel_during_a_long_search() -> None:
    """24 players for 8 sessions, the first fixed (so no library plan applies), cannot
    reach the bound of 12 repeats (18 is the best known here): the search is running
    when the token is set, and it stops at its next report."""
    token = threading.Event()
    messages: list[str] = []

    def progress(fraction: float, message: str) -> None:
        messages.append(message)
        if message.startswith("searching"):
            token.set()

    with pytest.raises(PlanCancelled):
        first = [[4 * t + k for k in range(1, 5)] for t in range(6)]
        plan_sessions(24, 8, fixed=[first], progress=progress, cancel=token, time_limit=30)
    assert any(m.startswith("searching") for m in messages)


def test_swiss_keeps_teammates_apart() -> None:
    standings = list(range(1, 17))
    teams = {1: "a", 2: "a", 3: "a", 4: "a"}  # the top four are teammates
    session = swiss_session(standings, teams=teams, seed=0)
    lists = [session.as_lists()]
    assert_well_formed(lists, standings)
    assert same_table(lists, teams) == 0


def test_seat_wind_and_prevalent_wind_helpers() -> None:
    from seating import hand_rotation, prevalent_wind, seat_wind

    for number in range(1, 17):
        hand = hand_rotation(number)
        assert prevalent_wind(number) == hand.prevalent
        for start, player in zip(WINDS, "ABCD", strict=True):
            assert seat_wind(start, number) == hand.winds[player]
    with pytest.raises(ValueError):
        hand_rotation(17)


def test_several_avoid_rules_at_once() -> None:
    clubs = {p: f"club {p % 6}" for p in range(1, 25)}  # six clubs of four
    countries = {p: "NL" for p in range(1, 5)}
    rules = [Avoid(clubs, hard=True, name="club"), Avoid(countries, hard=True, name="country")]
    plan = plan_sessions(24, 5, avoid=rules, seed=0, time_limit=8)
    lists = plan.as_lists()
    assert same_table(lists, clubs) == 0
    assert same_table(lists, countries) == 0
    assert repeats(lists) == 0
    assert plan.quality.avoid_clashes == ()


def test_a_match_of_n_hands_repeats_the_16_hand_chart_by_rounds():
    from seating.rotation import hand_rotation, match_rotation

    assert match_rotation(16) == match_rotation()
    eight = match_rotation(8)
    assert eight == match_rotation()[:8]  # the East and South rounds
    thirty_two = match_rotation(32)
    assert [h.number for h in thirty_two] == list(range(1, 33))
    for late, early in zip(thirty_two[16:], match_rotation(), strict=True):
        assert (late.prevalent, late.dealer, late.seat_winds) == (
            early.prevalent,
            early.dealer,
            early.seat_winds,
        )
    with pytest.raises(ValueError, match="multiple of 4"):
        match_rotation(10)
    with pytest.raises(ValueError, match="hands 1 to 8"):
        hand_rotation(9, 8)
