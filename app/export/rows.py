"""The report-rows layer: every report's header and rows, built once in plain Python.

The writers only lay these out. A cell: `str`, `int`, exact `Fraction`, or `None` (empty).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from app.domain.model import HANDS_PER_MATCH, Points
from app.domain.rotation import HandWinds, hand_winds
from app.domain.teams import SIZE_NOTE, size_range
from app.export.fanlines import detail_lines, fan_row
from app.export.language import (
    chinese,
    evidence,
    fan_name,
    join,
    kongs,
    say,
    semicolons,
    wind,
    wind_letter,
)
from app.export.snapshot import SEAT_LETTERS, WINDS, Hand, Match, Snapshot

Cell = str | int | Fraction | None

TEXT = "text"
INT = "int"
POINTS = "points"

# Wind names come from app.export.language.wind (East / 东): the export's language.


@dataclass(frozen=True)
class Column:
    title: str
    kind: str = TEXT  # TEXT, INT or POINTS: how writers format and align the cells
    width: float = 1.0  # relative width for page layouts; Excel measures the content


@dataclass(frozen=True)
class Report:
    """One table of a report: `key` names it for sheets and file parts."""

    key: str
    title: str
    columns: tuple[Column, ...]
    rows: Sequence[tuple[Cell, ...]] = field(default_factory=list)
    # A sentence printed with the table (standings: after which session, what is unfinished).
    note: str = ""


def format_points(value: Fraction | int | None) -> str:
    """Table points as people write them: 4, 1.5, 1.75, 2.33."""
    if value is None:
        return ""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0")


def format_exact(value: Fraction | int | None) -> str:
    """A hand's points or fan exactly: 36, 112.5, 0.25 (a half is never rounded); a value
    that no decimal writes exactly as a fraction, "40/3"."""
    if value is None:
        return ""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    if value.denominator & (value.denominator - 1) == 0:  # a power of two: exact decimals
        return format(float(value), "f").rstrip("0")
    return str(value)


def format_signed(value: int | Fraction) -> str:
    if not value:
        return "0"
    text = format_exact(value)
    return text if text.startswith("-") else "+" + text


# --- standings ------------------------------------------------------------------------


def standings_report(snap: Snapshot) -> Report:
    columns = (
        Column(say("Rank"), INT, 0.5),
        Column(say("No."), INT, 0.5),
        Column(say("Name"), TEXT, 3),
        Column(say("Country"), TEXT, 1),
        Column(say("Team"), TEXT, 1.6),
        Column(say("Table points"), POINTS, 0.9),
        Column(say("Score"), INT, 0.8),
    )
    rows = []
    for s in snap.standings:
        p = snap.player(s.player)
        rows.append((s.rank, p.number, p.name, p.country, p.team, s.table_points, s.score))
    return Report(
        "standings", say("Standings"), columns, rows, snap.standings_headline(marked=False)
    )


def team_standings_report(snap: Snapshot) -> Report:
    columns = (
        Column(say("Rank"), INT, 0.5),
        Column(say("Team"), TEXT, 1.8),
        Column(say("Members"), TEXT, 4),
        Column(say("Table points"), POINTS, 0.9),
        Column(say("Score"), INT, 0.8),
    )
    rows = [
        (t.rank, t.team, join(snap.name(m) for m in t.members), t.table_points, t.score)
        for t in snap.team_standings
    ]
    return Report("teams", say("Team standings"), columns, rows, team_size_note(snap))


def team_size_note(snap: Snapshot) -> str:
    """How teams of different sizes are compared (app/domain/teams.py); "" when equal."""
    sizes = size_range(t.members for t in snap.team_standings)
    return "" if sizes is None else say(SIZE_NOTE, low=sizes[0], high=sizes[1])


def ema_report(snap: Snapshot) -> Report:
    """The European results sheet: place, first name, last name, EMA number, ..."""
    columns = (
        Column(say("Place"), INT),
        Column(say("First name"), TEXT),
        Column(say("Last name"), TEXT),
        Column(say("EMA number"), TEXT),
        Column(say("Table points"), POINTS),
        Column(say("Score"), INT),
        Column(say("Country"), TEXT),
    )
    rows = []
    for s in snap.standings:
        p = snap.player(s.player)
        first, last = p.ranking_name()
        rows.append((s.rank, first, last, p.ema_id, s.table_points, s.score, p.country))
    return Report("ema", say("European results"), columns, rows)


# --- table results and hands ----------------------------------------------------------


def table_results_report(snap: Snapshot) -> Report:
    """Per session and table: each player's hand score, penalties, total, table points."""
    columns = (
        Column(say("Session"), INT),
        Column(say("Table"), INT),
        Column(say("Seat"), TEXT),
        Column(say("No."), INT),
        Column(say("Name"), TEXT),
        Column(say("Hands"), INT),
        Column(say("Penalties"), INT),
        Column(say("Score"), INT),
        Column(say("Table points"), POINTS),
        Column(say("Penalty reasons"), TEXT),
        Column(say("State"), TEXT),
    )
    rows: list[tuple[Cell, ...]] = []
    for match in _played(snap):
        for seat_wind, player in zip(WINDS, match.seats, strict=True):
            reasons = semicolons(
                f"{format_signed(pen.effect_on(player))} {pen.reason}"
                for pen in match.penalties
                if pen.effect_on(player)
            )
            rows.append(
                (
                    match.session,
                    match.table,
                    wind_letter(seat_wind),
                    player,
                    snap.name(player),
                    match.hand_score(player),
                    match.penalty_score(player),
                    match.score(player),
                    match.table_points.get(player),
                    reasons,
                    say(match.state),
                )
            )
    return Report("results", say("Table results"), columns, rows)


def penalties_report(snap: Snapshot) -> Report:
    columns = (
        Column(say("Session"), INT),
        Column(say("Table"), INT),
        Column(say("No."), INT),
        Column(say("Name"), TEXT),
        Column(say("Points"), INT),
        Column(say("Shared"), TEXT),
        Column(say("Reason"), TEXT),
    )
    rows: list[tuple[Cell, ...]] = []
    for match in _played(snap):
        for pen in match.penalties:
            rows.append(
                (
                    match.session,
                    match.table,
                    pen.player,
                    snap.name(pen.player),
                    pen.points,
                    say("yes") if pen.shared else say("no"),
                    pen.reason,
                )
            )
    return Report("penalties", say("Penalties"), columns, rows)


def fans_text(hand: Hand) -> str:
    parts = []
    for fan in hand.fans:
        times = f" x{fan.count}" if fan.count > 1 else ""
        tiles = f" [{evidence(fan.tiles_text)}]" if fan.tiles else ""
        parts.append(f"{fan_name(fan.name, fan.name_zh)}{times} {format_exact(fan.total)}{tiles}")
    parts += [evidence(say(text, **dict(values))) for text, values in hand.notes]
    if hand.details:
        parts.append(hand.details)
    return semicolons(parts)


def hand_outcome(snap: Snapshot, hand: Hand) -> tuple[str, str]:
    """Winner and 'from' as a referee says them: a name, 'self-drawn' or 'draw'."""
    if hand.draw:
        return "", say("draw")
    return snap.name(hand.winner), say("self-drawn") if hand.self_drawn else snap.name(
        hand.discarder
    )


def hand_log_report(snap: Snapshot) -> Report:
    """Every entered hand, with its fans where the tiles were entered."""
    columns = (
        Column(say("Session"), INT),
        Column(say("Table"), INT),
        Column(say("Hand"), INT),
        Column(say("Round wind"), TEXT),
        Column(say("Dealer"), TEXT),
        Column(say("Winner"), TEXT),
        Column(say("From"), TEXT),
        Column(say("Fan"), INT),
        *(Column(say("Points {seat}", seat=seat), INT) for seat in SEAT_LETTERS),
        Column(say("Tiles"), TEXT),
        Column(say("Fans"), TEXT),
    )
    rows: list[tuple[Cell, ...]] = []
    for match in _played(snap):
        for hand in sorted(match.hands, key=lambda h: h.number):
            turn = _winds(hand.number, snap.hands_per_match)
            winner, source = hand_outcome(snap, hand)
            rows.append(
                (
                    match.session,
                    match.table,
                    hand.number,
                    wind_letter(turn.prevalent) if turn else "",
                    snap.name(match.seats[turn.dealer]) if turn else "",
                    winner,
                    source,
                    hand.fan,
                    *(hand.points.get(p, 0) for p in match.seats),
                    hand.tiles or "",
                    fans_text(hand),
                )
            )
    return Report("hands", say("Hand log"), columns, rows)


# --- seating --------------------------------------------------------------------------


def seating_report(snap: Snapshot, session: int | None = None) -> Report:
    """Tables in starting-seat order E, S, W, N, for one session or all of them."""
    columns = (
        Column(say("Session"), INT, 0.8),
        Column(say("Table"), INT, 0.8),
        *(Column(wind(w), TEXT, 2.5) for w in WINDS),
    )
    rows: list[tuple[Cell, ...]] = []
    sessions = [session] if session is not None else range(1, snap.sessions + 1)
    for k in sessions:
        for match in snap.session_matches(k):
            rows.append((k, match.table, *(_labelled(snap, p) for p in match.seats)))
    return Report("seating", say("Seating plan"), columns, rows)


def seats_by_player(snap: Snapshot) -> dict[int, dict[int, tuple[int, str]]]:
    """player -> session -> (table, starting wind)."""
    seats: dict[int, dict[int, tuple[int, str]]] = {p.number: {} for p in snap.players}
    for match in snap.matches:
        for seat_wind, player in zip(WINDS, match.seats, strict=True):
            seats.setdefault(player, {})[match.session] = (match.table, seat_wind)
    return seats


def seating_by_player_report(snap: Snapshot, session: int | None = None) -> Report:
    """'Where do I sit': players by name, each session's table and seat."""
    sessions = [session] if session is not None else list(range(1, snap.sessions + 1))
    columns = (
        Column(say("Name"), TEXT, 3),
        Column(say("No."), INT, 0.6),
        *(
            Column(say("Session {k}", k=k) if session is None else say("Table and seat"), TEXT, 1)
            for k in sessions
        ),
    )
    seats = seats_by_player(snap)
    rows: list[tuple[Cell, ...]] = []
    for p in sorted(snap.players, key=lambda p: (p.name.casefold(), p.number)):
        mine = seats.get(p.number, {})
        rows.append((p.name, p.number, *(_seat_label(mine.get(k)) for k in sessions)))
    title = (
        say("Where do I sit: session {k}", k=session)
        if session is not None
        else say("Seats by player")
    )
    return Report("seats", title, columns, rows)


def _winds(hand: int, hands: int = HANDS_PER_MATCH) -> HandWinds | None:
    return hand_winds(hand, hands) if 1 <= hand <= hands else None


def _seat_label(seat: tuple[int, str] | None) -> str:
    return say("Table {t} {wind}", t=seat[0], wind=wind(seat[1])) if seat else ""


def _labelled(snap: Snapshot, player: int) -> str:
    return f"{snap.name(player)} ({player})"


def _played(snap: Snapshot) -> list[Match]:
    return sorted((m for m in snap.matches if m.played), key=lambda m: (m.session, m.table))


# --- forms: player cards, score sheets, hand detail -----------------------------------


@dataclass(frozen=True)
class PlayerCard:
    number: int
    name: str
    country: str
    team: str
    seats: tuple[tuple[int, int | None, str], ...]  # (session, table, wind name)


def player_cards(snap: Snapshot) -> list[PlayerCard]:
    seats = seats_by_player(snap)
    cards = []
    for p in sorted(snap.players, key=lambda p: p.number):
        mine = seats.get(p.number, {})
        rows = []
        for k in range(1, snap.sessions + 1):
            table, letter = mine.get(k, (None, ""))
            rows.append((k, table, wind(letter) if letter else ""))
        cards.append(PlayerCard(p.number, p.name, p.country, p.team, tuple(rows)))
    return cards


@dataclass(frozen=True)
class SheetHand:
    """One line of a score sheet. Blank sheets leave everything after `winds` empty."""

    hand: int
    prevalent: str
    dealer: str  # starting seat letter A-D
    winds: tuple[str, str, str, str]  # seat wind of A, B, C, D
    winner: str = ""
    source: str = ""
    fan: Points | None = None
    points: tuple[Points | None, ...] = (None, None, None, None)


@dataclass(frozen=True)
class ScoreSheet:
    """A match's sheet, blank or filled in. Players are listed A-D (starting seats)."""

    session: int
    table: int
    players: tuple[tuple[str, int, str], ...]  # (letter, number, name) for A-D
    hands: tuple[SheetHand, ...]
    filled: bool = False
    penalties: tuple[tuple[str, int, str], ...] = ()  # (letter of the player, points, reason)
    hand_totals: tuple[Points, ...] = ()
    penalty_totals: tuple[int, ...] = ()
    scores: tuple[Points, ...] = ()
    table_points: tuple[Fraction | None, ...] = ()
    totals_only: bool = False
    state: str = ""  # open, complete, verified


def score_sheet(snap: Snapshot, session: int, table: int, filled: bool = False) -> ScoreSheet:
    match = snap.match(session, table)
    players = tuple(
        (letter, number, snap.name(number))
        for letter, number in zip(SEAT_LETTERS, match.seats, strict=True)
    )
    entered = {h.number: h for h in match.hands} if filled else {}
    letter_of = {number: letter for letter, number, _ in players}
    lines = []
    for number in range(1, min(snap.hands_per_match, HANDS_PER_MATCH) + 1):
        turn = hand_winds(number)
        line = SheetHand(
            hand=turn.hand,
            prevalent=turn.prevalent,
            dealer=SEAT_LETTERS[turn.dealer],
            winds=turn.seat_winds,
        )
        hand = entered.get(turn.hand)
        if hand is not None:
            winner = "" if hand.draw or hand.winner is None else letter_of.get(hand.winner, "")
            if hand.draw:
                source = say("draw")
            elif hand.self_drawn:
                source = say("self-drawn")
            elif hand.discarder is not None:
                source = letter_of.get(hand.discarder, "")
            else:
                source = ""
            line = SheetHand(
                line.hand,
                line.prevalent,
                line.dealer,
                line.winds,
                winner=winner,
                source=source,
                fan=hand.fan,
                points=tuple(hand.points.get(p, 0) for p in match.seats),
            )
        lines.append(line)
    if not filled:
        return ScoreSheet(session, table, players, tuple(lines))
    return ScoreSheet(
        session,
        table,
        players,
        tuple(lines),
        filled=True,
        penalties=tuple((letter_of[p.player], p.points, p.reason) for p in match.penalties),
        hand_totals=tuple(match.hand_score(p) for p in match.seats),
        penalty_totals=tuple(match.penalty_score(p) for p in match.seats),
        scores=tuple(match.score(p) for p in match.seats),
        table_points=tuple(match.table_points.get(p) for p in match.seats),
        totals_only=match.totals is not None,
        state=match.state,
    )


@dataclass(frozen=True)
class HandDetail:
    session: int
    table: int
    hand: int
    winner: str
    source: str
    tiles: str
    fans: Report
    total: Points
    points: tuple[tuple[str, Points], ...]  # (name, points) for the four players
    situation: str = ""  # the winds of the hand, from the rotation


def hand_detail(snap: Snapshot, session: int, table: int, hand_number: int) -> HandDetail:
    match = snap.match(session, table)
    hand = next((h for h in match.hands if h.number == hand_number), None)
    if hand is None:
        raise KeyError(f"hand {hand_number} of table {table}, session {session} is not entered")
    winner, source = hand_outcome(snap, hand)
    lines = detail_lines(hand.tiles, hand.fans, dict(snap.mcr_options) or None)
    fans = Report(
        "fans",
        say("Fans"),
        (
            Column(say("No."), INT, 0.5),
            # Both names: the event's language first, the other beside it.
            Column(say("Fan name") if chinese() else "Fan", TEXT, 2.6),
            Column("英文" if chinese() else "中文", TEXT, 1.3),
            Column(say("Tiles"), TEXT, 2.2),
            Column(say("Fan each"), INT, 0.8),
            Column(say("Times"), INT, 0.6),
            Column(say("Total"), INT, 0.7),
        ),
        [fan_row(f) for f in lines],
    )
    total = sum(f.total for f in lines) if lines else (hand.fan or 0)
    points = tuple((snap.name(p), hand.points.get(p, 0)) for p in match.seats)
    turn = _winds(hand_number, snap.hands_per_match)
    situation = ""
    if turn is not None:
        parts = [
            say("Prevalent wind {wind}", wind=wind(turn.prevalent)),
            say("dealer {name}", name=snap.name(match.seats[turn.dealer])),
        ]
        if hand.winner in match.seats:
            seat_wind = turn.wind_of(match.seats, hand.winner)
            parts.insert(1, say("winner's seat wind {wind}", wind=wind(seat_wind)))
        situation = " · ".join(parts)
    return HandDetail(
        session,
        table,
        hand_number,
        winner,
        source,
        hand.tiles or "",
        fans,
        total,
        points,
        situation,
    )


def scored_hands(snap: Snapshot) -> list[tuple[int, int, int]]:
    """(session, table, hand) of every hand entered with its tiles."""
    return [
        (m.session, m.table, h.number)
        for m in _played(snap)
        for h in sorted(m.hands, key=lambda h: h.number)
        if h.tiles
    ]


def table_sheet_report(snap: Snapshot, session: int, table: int, filled: bool = False) -> Report:
    """A match's score sheet as a table, for a match that the drawn 16-hand MCR form does
    not fit: another length, or Shenzhen with its kong and horse columns (blank or
    filled in). Players are the starting seats A-D, named in the title."""
    match = snap.match(session, table)
    seats = " · ".join(
        f"{letter} {snap.name(n)}" for letter, n in zip(SEAT_LETTERS, match.seats, strict=True)
    )
    columns = [
        Column(say("Hand"), INT, 0.75),
        Column(say("Round"), TEXT, 0.9),
        Column(say("Dealer"), TEXT, 0.9),
        Column(say("Winds A B C D"), TEXT, 1.3),
        Column(say("Winner"), TEXT, 1.0),
        Column(say("From"), TEXT, 0.9),
    ]
    if snap.shenzhen:
        columns += [
            Column(say("Kongs (who, c/p/d, from)"), TEXT, 2.2),
            Column(say("Horse"), TEXT, 0.8),
        ]
    else:
        columns += [Column(say("Fan"), INT, 0.6)]
    columns += [Column(letter, INT, 0.6) for letter in SEAT_LETTERS]  # points of A-D
    letter_of: dict[int | None, str] = dict(zip(match.seats, SEAT_LETTERS, strict=True))
    entered = {h.number: h for h in match.hands} if filled else {}
    lines: list[tuple[Cell, ...]] = []
    for number in range(1, snap.hands_per_match + 1):
        turn = hand_winds(number, snap.hands_per_match)
        row: list[Cell] = [
            number,
            wind_letter(turn.prevalent),
            SEAT_LETTERS[turn.dealer],
            " ".join(wind_letter(w) for w in turn.seat_winds),
        ]
        hand = entered.get(number)
        if hand is None:
            row += [None] * (len(columns) - len(row))
        else:
            source = say("draw") if hand.draw else (say("self") if hand.self_drawn else "")
            row += [letter_of.get(hand.winner, ""), source or letter_of.get(hand.discarder, "")]
            if snap.shenzhen:
                row += [kongs(hand.kongs) or None, hand.horse or None]
            else:
                row += [hand.fan]
            row += [hand.points.get(p, 0) for p in match.seats]
        lines.append(tuple(row))
    title = say("Session {k} · Table {t} · {seats}", k=session, t=table, seats=seats)
    return Report("sheet", title, tuple(columns), lines)


def workbook_reports(snap: Snapshot) -> list[Report]:
    """The Excel workbook's sheets, in order."""
    reports = [standings_report(snap)]
    if snap.team_standings:
        reports.append(team_standings_report(snap))
    reports += [
        table_results_report(snap),
        penalties_report(snap),
        hand_log_report(snap),
        seating_report(snap),
        seating_by_player_report(snap),
        ema_report(snap),
    ]
    return reports
