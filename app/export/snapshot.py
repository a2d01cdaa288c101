"""What the reports read: a frozen, plain-Python picture of a tournament.

The exports never talk to the store or the domain directly. `app.export.source` turns
whatever the domain offers into one `Snapshot`; every report is then built from it. That
keeps the writers testable with hand-made data and gives the GUI one object to hand to a
worker thread.

One type per concept: a scored fan is the domain's `app.domain.model.FanLine` itself
(its `total`, `tiles_text` and `tile_groups` are its views, derived in the domain), and
exact numbers stay as the domain keeps them. The rows here (`Hand`, `Match`, `Player`,
...) are views of the domain's records for the reports, each built in one place,
`app.export.source` (a `Hand` from a `HandRecord`, for instance).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction

from app.domain import names
from app.domain.model import FanLine, Points, TournamentSettings, split_name
from app.domain.progress import SessionProgress, complete_through, session_progress
from app.domain.scope import Scope
from app.export import language

WINDS = ("E", "S", "W", "N")
SEAT_LETTERS = ("A", "B", "C", "D")


@dataclass(frozen=True)
class Player:
    """A registered player; `number` is the registration number, from 1."""

    number: int
    name: str
    first_name: str = ""
    last_name: str = ""
    country: str = ""
    team: str = ""
    ema_id: str = ""
    romanised: str = ""  # the name in Latin letters, when registered
    name_order: str = ""  # app.domain.names.FAMILY_FIRST / GIVEN_FIRST; "": guessed

    def split_name(self) -> tuple[str, str]:
        """First and last name for the European results sheet.

        A snapshot made from a tournament carries the domain's `Player.name_parts()`
        in `first_name` / `last_name`. A hand-made one may leave them empty (or give
        one of them); the same rule, `app.domain.model.split_name`, fills the gaps
        (family name first for Chinese, Japanese, Korean and Vietnamese names).
        """
        if self.first_name and self.last_name:
            return self.first_name, self.last_name
        return split_name(
            self.name,
            self.first_name or None,
            self.last_name or None,
            self.country or None,
            self.name_order or None,
        )

    def latin_name(self) -> tuple[str, str] | None:
        """(first, last) in Latin letters for a ranking body (the romanised form of a
        name in another script), or None when there is none: see
        `app.domain.names.latin_parts`."""
        first, last = self.split_name()
        return names.latin_parts(
            self.name, first, last, self.romanised, self.country, self.name_order or None
        )

    def ranking_name(self) -> tuple[str, str]:
        """(first, last) as a ranking body's list shows them: in Latin letters where
        known, else as registered (the ranking export warns about those)."""
        return self.latin_name() or self.split_name()


@dataclass(frozen=True)
class Hand:
    """One entered hand of a match, as the reports read it: a view of the domain's
    `HandRecord`, built by `app.export.source` alone. Players are registration numbers;
    `fans` are the record's own fan lines."""

    number: int
    winner: int | None = None
    discarder: int | None = None
    self_drawn: bool = False
    draw: bool = False
    # Exact, as the domain keeps them: halves and thirds in some rule systems.
    fan: Points | None = None
    tiles: str | None = None
    points: Mapping[int, Points] = field(default_factory=dict)
    fans: tuple[FanLine, ...] = ()
    # Beyond MCR (docs/tournament-rules.md): what else the hand record holds, in words
    # ("Cid also wins 3 fan; kong c by Ann; horse 5m"), and its settlement items.
    details: str = ""
    # The same in the export's language: each part an English wording of
    # app.export.language and its values, said when a writer prints it.
    notes: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    kongs: str = ""  # Shenzhen's score sheet: "A c, B d from C"
    horse: str = ""


@dataclass(frozen=True)
class Penalty:
    """A referee's penalty. `effects` maps every player it touches to their points."""

    player: int
    points: int
    reason: str
    shared: bool = False
    effects: Mapping[int, int] = field(default_factory=dict)

    def effect_on(self, player: int) -> int:
        if self.effects:
            return self.effects.get(player, 0)
        return self.points if player == self.player else 0


@dataclass(frozen=True)
class Match:
    """One table in one session: four players in starting seats E, S, W, N (A-D)."""

    session: int
    table: int
    seats: tuple[int, int, int, int]
    hands: tuple[Hand, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    # Session totals entered from a paper sheet ("totals only"), penalties excluded.
    totals: Mapping[int, Points] | None = None
    table_points: Mapping[int, Fraction] = field(default_factory=dict)
    state: str = ""  # the domain's MatchState: open, complete, verified

    @property
    def played(self) -> bool:
        return bool(self.hands or self.totals or self.penalties or self.table_points)

    @property
    def finished(self) -> bool:
        """Complete or verified (a hand-made snapshot without states: table points given)."""
        if self.state:
            return self.state in ("complete", "verified")
        return bool(self.table_points)

    @property
    def unfinished(self) -> bool:
        """Results entered but the match not finished: its scores count so far, its
        table points not yet (the GUI's rule: hands or totals entered)."""
        return not self.finished and bool(self.hands or self.totals is not None)

    def hand_score(self, player: int) -> Points:
        if self.totals is not None:
            return self.totals.get(player, 0)
        return sum(hand.points.get(player, 0) for hand in self.hands)

    def penalty_score(self, player: int) -> int:
        return sum(p.effect_on(player) for p in self.penalties)

    def score(self, player: int) -> Points:
        return self.hand_score(player) + self.penalty_score(player)


@dataclass(frozen=True)
class Standing:
    rank: int
    player: int
    table_points: Fraction
    score: Points


@dataclass(frozen=True)
class TeamStanding:
    rank: int
    team: str
    members: tuple[int, ...]
    table_points: Fraction
    score: Points


@dataclass(frozen=True)
class Snapshot:
    """A whole tournament as the reports see it."""

    event: str
    players: tuple[Player, ...]
    sessions: int
    matches: tuple[Match, ...] = ()
    standings: tuple[Standing, ...] = ()
    team_standings: tuple[TeamStanding, ...] = ()
    printed_at: datetime | None = None
    # The last session `standings` count (app.domain.scope); None: everything entered
    # (a hand-made snapshot's standings, unless it says otherwise).
    counted_after: int | None = None
    # The standings as they stood after each session (index 0: after session 1), by
    # the domain's own ranking rule; empty in a hand-made snapshot.
    after_session: tuple[tuple[Standing, ...], ...] = ()
    # The rule system, its options and the match length, as every sheet names them
    # ("MahJong Online (min_fan=3), 16 hands a match"); "" in a hand-made snapshot.
    rules: str = ""
    hands_per_match: int = 16
    shenzhen: bool = False  # blank score sheets get kong and horse columns
    # An MCR tournament's rulings set away from MIL 2015 ("kong_item", "off"): a hand
    # found again from its tiles (an older file) is scored under them.
    mcr_options: tuple[tuple[str, str], ...] = ()
    # The tournament's language for its exports (app.export.language; "" = not set,
    # English unless the export asks for another).
    language: str = ""
    # The tournament's settings (place, dates, country, ranking-body id) for the
    # ranking file's header block (app/export/ranking.py); None in a hand-made one.
    details: TournamentSettings | None = None
    # The players by number, filled in once by __post_init__: reports look them up
    # constantly.
    _by_number: dict[int, Player] = field(
        init=False, default_factory=dict, repr=False, compare=False
    )

    @property
    def heading(self) -> str:
        """The event and its rules, for every page and sheet header."""
        rules = language.rules(self.rules)
        return f"{self.event} · {rules}" if rules else self.event

    def __post_init__(self) -> None:
        # Reports look players and matches up constantly: index them once.
        object.__setattr__(self, "_by_number", {p.number: p for p in self.players})

    def player(self, number: int) -> Player:
        return self._by_number[number]

    def name(self, number: int | None) -> str:
        if number is None:
            return ""
        player = self._by_number.get(number)
        return player.name if player else f"#{number}"

    def session_matches(self, session: int) -> list[Match]:
        return sorted((m for m in self.matches if m.session == session), key=lambda m: m.table)

    def progress(self) -> list[SessionProgress]:
        """Each session's matches finished and under way, sessions in order."""
        return [
            session_progress(k, ((m.finished, m.unfinished) for m in self.session_matches(k)))
            for k in range(1, self.sessions + 1)
        ]

    @property
    def complete_through(self) -> int:
        """The last session after which the standings stand (app.domain.progress)."""
        return complete_through(self.progress())

    def under_way(self) -> list[SessionProgress]:
        return [p for p in self.progress() if p.started and not p.complete]

    def scope(self) -> Scope:
        """What `standings` count and how far those sessions are played."""
        return Scope(self.sessions, self.counted_after, tuple(self.progress()))

    def standings_headline(self, marked: bool = True) -> str:
        """What the standings count, as the GUI's standings page says it, in the
        export's language."""
        return language.headline(self.scope(), marked)

    def unfinished_players(self) -> set[int]:
        """Players whose score in `standings` counts a match still being played."""
        scope = self.scope()
        return {
            p for m in self.matches if m.unfinished and scope.counts(m.session) for p in m.seats
        }

    def match(self, session: int, table: int) -> Match:
        for m in self.matches:
            if m.session == session and m.table == table:
                return m
        raise KeyError(f"no table {table} in session {session}")
