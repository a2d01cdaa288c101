"""The things an organiser records: settings, players, seating, hands, penalties, totals.

Every object is a frozen dataclass: the store turns them into rows, the UI shows them,
and a change is always "replace this object by that one" (which is also how undo works).

Conventions used throughout the domain:
- A player is identified by `number` (registration order, from 1).
- A table's `seats` are the four player numbers in *starting* seat order E, S, W, N,
  also called A, B, C, D (A = starting East). Per-seat tuples (points, totals) follow
  that order.
- Sessions and tables are numbered from 1; hands 1-16.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TypeVar

from app.domain import fanviews, names

HANDS_PER_MATCH = 16
SEATS = 4
WINDS = ("E", "S", "W", "N")
SEAT_LETTERS = ("A", "B", "C", "D")

# The standing order keys an organiser can choose from (see standings.py).
DEFAULT_TIE_BREAKS: tuple[str, ...] = ("table_points", "score")


class MatchState(enum.StrEnum):
    """Where a table's match stands: entries go in while OPEN, COMPLETE once all hands
    (or the totals) are in, VERIFIED once a referee has checked the sheet (then frozen)."""

    OPEN = "open"
    COMPLETE = "complete"
    VERIFIED = "verified"


@dataclass(frozen=True)
class TournamentSettings:
    """What the organiser fixes before the first session."""

    name: str
    sessions: int = 4
    start_date: str | None = None  # ISO dates, text so the file stays readable
    end_date: str | None = None
    rule_system: str = "MCR"
    # Standing order: keys of standings.TIE_BREAKS, first key decides first.
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS
    venue: str | None = None
    # The rule system's options set away from their defaults, as (key, text) pairs in
    # the order given (text as on the command line: "min_fan=0"); see app.domain.rulesets.
    rule_options: tuple[tuple[str, str], ...] = ()
    hands_per_match: int = HANDS_PER_MATCH  # a multiple of 4; MCR: always 16
    # Details for publishing and the ranking bodies (app.domain.details checks them):
    # the city, the country (ISO 3166 two-letter code), the ranking body's id for
    # this tournament and the language of its results ("en", "zh_CN"; None: English).
    city: str | None = None
    country: str | None = None
    ranking_id: str | None = None
    language: str | None = None


@dataclass(frozen=True)
class Player:
    """A registered player. `team` is the team's name (None = no team).

    `name` is the display name used everywhere (sheets, standings, the CLI). The
    optional `first_name` / `last_name` say which part is which for the ranking
    bodies' sheets; ask `name_parts()` rather than reading them directly.
    """

    number: int
    name: str
    country: str | None = None
    ema_id: str | None = None
    team: str | None = None
    substitute: bool = False  # registered as a reserve who fills a seat when needed
    active: bool = True  # False once withdrawn: kept in results, left out of new seatings
    first_name: str | None = None  # given name(s), as registered
    last_name: str | None = None  # family name, as registered (may be several words)
    # The name in Latin letters for the ranking bodies ("Huang Zhiqiang" for "黄志强");
    # None: not registered (a Latin name needs none).
    romanised: str | None = None
    # Where the family name is in `name`: names.FAMILY_FIRST / GIVEN_FIRST; None: from
    # the name's script and the country (app.domain.names).
    name_order: str | None = None

    def name_parts(self) -> tuple[str, str]:
        """(first name, last name) for the European results sheet: see `split_name`."""
        return split_name(self.name, self.first_name, self.last_name, self.country, self.name_order)

    def latin_parts(self) -> tuple[str, str] | None:
        """(given, family) in Latin letters for a ranking body, or None when the name
        is in another script and no romanised form is registered."""
        first, last = self.name_parts()
        return names.latin_parts(
            self.name, first, last, self.romanised, self.country, self.name_order
        )


def _clean(text: str | None) -> str:
    return " ".join((text or "").split())


def _without(name: str, part: str) -> str:
    """`name` with `part` taken off its start or end (whole words, any case), or ""
    when `part` is not at either end; commas left at the seam are dropped."""
    words, cut = name.split(), part.split()
    n = len(cut)
    folded = [w.casefold().strip(",") for w in words]
    target = [w.casefold().strip(",") for w in cut]
    if len(words) > n and folded[-n:] == target:
        rest = words[:-n]
    elif len(words) > n and folded[:n] == target:
        rest = words[n:]
    else:
        return ""
    return " ".join(rest).strip(" ,")


def split_name(
    name: str,
    first_name: str | None = None,
    last_name: str | None = None,
    country: str | None = None,
    order: str | None = None,
) -> tuple[str, str]:
    """(first, last) of a player: the one place that decides it.

    - Registered first and last names are used as they are.
    - With only one of them registered, the other is what is left of `name` once
      that part is taken off its start or end ("Wang Xiaoming" with last name
      "Wang" gives first name "Xiaoming"); "" if it is not there.
    - With neither, `name` is split by `names.split_words`: "Last, First" when it
      has a comma; family name first for Chinese, Japanese, Korean and Vietnamese
      names (by script or `country`, or as `order` says); otherwise the last word is
      the last name.
    """
    name, first, last = _clean(name), _clean(first_name), _clean(last_name)
    if first and last:
        return first, last
    if last:
        return _without(name, last), last
    if first:
        return first, _without(name, first)
    return names.split_words(name, country, order)


@dataclass(frozen=True)
class Team:
    """A team: its name and its members' numbers (derived from the players)."""

    name: str
    members: tuple[int, ...]


@dataclass(frozen=True)
class Table:
    """One table of one session: the four players in starting seats E, S, W, N."""

    session: int
    table: int
    seats: tuple[int, int, int, int]

    def seat_of(self, player: int) -> int:
        """Index 0-3 (A-D) of `player`'s starting seat; ValueError if not at this table."""
        return self.seats.index(player)


Points = int | Fraction  # exact: MahJong Online pays halves, the International Game has 1/2 fan

_Each = TypeVar("_Each")


def four(values: Iterable[_Each]) -> tuple[_Each, _Each, _Each, _Each]:
    """Exactly four values (a table's seats, points or totals, in seat order) as the
    fixed-size tuple the records hold; ValueError for any other count."""
    a, b, c, d = values
    return (a, b, c, d)


@dataclass(frozen=True)
class FanLine:
    """One scored fan (element) of a hand, as the engine named it, with the tiles or
    sets behind it (notation text) so that nothing is re-scored to be shown.

    The one fan type from the engine to the report (`app.domain.handtiles.lines` makes
    it): the store, the exports and the hand entry hold it as it is and read its views
    below rather than copying it into types of their own."""

    fan_id: int | str | None  # MCR 1-81 (None: its kong item); other systems' ids are text
    name: str
    name_zh: str
    points: Points  # each time counted, exact (a half fan in some rule systems)
    count: int = 1
    # One text for each time the fan counts: the engine's evidence, sets in notation.
    tiles: tuple[str, ...] = ()

    @property
    def total(self) -> Points:
        """The fan's worth in the hand: each time's points times the count."""
        return self.points * self.count

    @property
    def tiles_text(self) -> str:
        """The evidence as the reports print it: each time counted, "; " between."""
        return "; ".join(self.tiles)

    @property
    def tile_groups(self) -> tuple[tuple[str, ...], ...]:
        """The tile codes of each set behind the fan, for drawing them (words left out)."""
        return fanviews.tile_groups(self.tiles)


@dataclass(frozen=True)
class WinLine:
    """A further winner on the same discard (MahJong Online): his own hand and fan."""

    winner: int
    fan: Points | None
    tiles: str | None = None
    fans: tuple[FanLine, ...] = ()


@dataclass(frozen=True)
class KongLine:
    """A kong declared during the hand: who, the kind ("c" concealed, "p" promoted,
    "d" on a discard) and, for "d", who discarded the fourth tile."""

    player: int
    kind: str
    discarder: int | None = None


@dataclass(frozen=True)
class ItemLine:
    """One settlement item: each of `payers` pays `receiver` `amount` (exact)."""

    id: str
    payers: tuple[int, ...]
    receiver: int
    amount: Points
    note: str = ""


@dataclass(frozen=True)
class HandRecord:
    """One of the 16 hands of a match.

    A win has a `winner`, a `discarder` (None when self-drawn) and a `fan` total
    (flowers included). A drawn hand (`draw=True`) has none of those and scores 0.
    `tiles` is the full notation with its situation tail when the referee entered
    tiles (then `fans` lists what the engine scored), None for a fan-count entry.
    `points` are the four players' points in starting-seat order (A-D), summing to 0,
    exact (an int, or a Fraction under a system that pays halves).

    Other rule systems (docs/tournament-rules.md) add: `others`, further winners on the
    same discard; `kongs` declared during the hand (paid by Shenzhen, even in a draw);
    `horse` the lucky-draw tile(s) as written (`-`: none turned); `liable` the player who
    pays for the winner; `robbed` a win by robbing a kong (the discarder is the robbed
    player); `items` the settlement as the rule system gave it; `entry` how it was
    entered ("tiles", "fan", "elements", "outcome"; "" for a draw or an old record).
    """

    session: int
    table: int
    hand: int
    winner: int | None
    discarder: int | None
    fan: Points | None
    points: tuple[Points, Points, Points, Points]
    tiles: str | None = None
    fans: tuple[FanLine, ...] = ()
    draw: bool = False
    others: tuple[WinLine, ...] = ()
    kongs: tuple[KongLine, ...] = ()
    horse: str | None = None
    liable: int | None = None
    robbed: bool = False
    items: tuple[ItemLine, ...] = ()
    entry: str = ""

    @property
    def self_drawn(self) -> bool:
        return not self.draw and self.discarder is None

    @property
    def winners(self) -> tuple[int, ...]:
        """Every winner of the hand (several only on one discard, MahJong Online)."""
        if self.winner is None:
            return ()
        return (self.winner, *(w.winner for w in self.others))

    @property
    def extended(self) -> bool:
        """True when the record holds more than an MCR hand (stored in `detail`)."""
        return bool(self.others or self.kongs or self.horse or self.liable is not None) or bool(
            self.robbed or self.items or self.entry
        )


@dataclass(frozen=True)
class Penalty:
    """Points given to one player by a referee, with the reason shown on the sheets.

    `points` is usually negative. With `shared`, the opposite amount is split equally
    among the other three players of the table (a false win: -30, +10 each), so it
    must divide by three. `id` is assigned by the store (None before it is stored).
    """

    session: int
    table: int
    player: int
    points: int
    reason: str
    shared: bool = False
    id: int | None = None

    @classmethod
    def false_win(cls, session: int, table: int, player: int) -> Penalty:
        """The common preset: a false win costs 30, the three others receive 10 each."""
        return cls(session, table, player, -30, "False win", shared=True)


@dataclass(frozen=True)
class TableTotals:
    """Totals-only entry: each player's hand-score total for the session, copied
    from the paper sheet, in starting-seat order. Penalties stay separate."""

    session: int
    table: int
    totals: tuple[Points, Points, Points, Points]  # exact: halves where a system pays them


@dataclass(frozen=True)
class MatchStatus:
    """The state of one table's match and how much of it is entered."""

    session: int
    table: int
    state: MatchState
    hands_entered: int = 0
    totals_only: bool = False


@dataclass(frozen=True)
class AuditEntry:
    """One line of the audit log: when, which operation, on what, old and new values
    (JSON text, None when the thing did not exist before / no longer exists)."""

    id: int
    at: str  # UTC, ISO 8601
    operation: str
    entity: str
    key: str
    old: str | None
    new: str | None
    station: str | None = None  # the station (computer) that made it; None before format 4


# ---- results (computed, never stored) -------------------------------------------


@dataclass(frozen=True)
class SeatResult:
    """One player's result in one session at one table."""

    player: int
    seat: int  # starting seat index 0-3 (A-D)
    hand_score: Points  # exact: halves under a system that pays them
    penalty_score: int
    table_points: Fraction

    @property
    def score(self) -> Points:
        """Session score: hands plus penalties (what the table is ranked by)."""
        return self.hand_score + self.penalty_score


@dataclass(frozen=True)
class TableResult:
    """A table's session result: seats in starting order; table points are only
    awarded (non-zero) once the match is complete or verified."""

    session: int
    table: int
    state: MatchState
    seats: tuple[SeatResult, SeatResult, SeatResult, SeatResult]
    hands_entered: int = 0
    totals_only: bool = False


@dataclass(frozen=True)
class StandingRow:
    """One line of the standings. `rank` is shared by players tied on every key."""

    rank: int
    player: Player
    table_points: Fraction
    score: Points
    sessions_played: int = 0
    sessions_won: Fraction = Fraction(0)  # first places, ties counted as shares
    best_session: Points | None = None
    penalty_points: int = 0


@dataclass(frozen=True)
class TeamStandingRow:
    """A team's line: the sums of its members'."""

    rank: int
    team: str
    members: tuple[int, ...]
    table_points: Fraction
    score: Points


@dataclass(frozen=True)
class HistoryEntry:
    """One session of a player's history."""

    session: int
    table: int
    seat: int  # starting seat index 0-3 (A-D)
    opponents: tuple[int, ...]
    hand_score: Points
    penalty_score: int
    table_points: Fraction
    state: MatchState
    hands_won: int = 0
    penalties: tuple[Penalty, ...] = field(default=())

    @property
    def score(self) -> Points:
        return self.hand_score + self.penalty_score
