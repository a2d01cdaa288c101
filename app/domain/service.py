"""Every operation an organiser or referee performs, for the GUI and the CLI alike.

Each mutating method checks the rules, then writes in ONE store transaction (so the
check and the write cannot be separated by another station), and returns a `Change`
that `undo()` / `redo()` can replay: the GUI keeps them on its undo stack.
A refused operation raises `Refused` and changes nothing.
"""

from __future__ import annotations

import dataclasses
import functools
import random
import threading
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

from app.domain import anyhands, details, limits, names, results, rulesets
from app.domain import hands as hand_rules
from app.domain.anyhands import HandEntry
from app.domain.errors import Conflict, Refused, TournamentError
from app.domain.model import (
    AuditEntry,
    HandRecord,
    HistoryEntry,
    MatchState,
    MatchStatus,
    Penalty,
    Player,
    Points,
    StandingRow,
    Table,
    TableResult,
    TableTotals,
    Team,
    TeamStandingRow,
    TournamentSettings,
    four,
)
from app.domain.progression import Progression, progression
from app.domain.rotation import HandWinds, hand_winds
from app.domain.scope import LATEST, ScopedStandings, View, scoped_standings
from app.domain.store import TournamentStore
from app.domain.versions import Stale, match_version, stale

if TYPE_CHECKING:
    from app.importing import ImportReport
    from seating.planner import CancelToken


_Stored = TypeVar("_Stored")  # a stored thing of one entity (see Step)


@dataclass(frozen=True)
class Step:
    """One stored thing replaced: `old` -> `new` (None = absent).

    entity: "player" (Player), "hand" (HandRecord), "penalty" (Penalty),
    "totals" (TableTotals), "state" (MatchStatus), "seating" (tuple of Tables of
    one session), "settings" (TournamentSettings)."""

    entity: str
    old: object | None
    new: object | None


@dataclass(frozen=True)
class Change:
    """What one user operation did; enough to undo and redo it."""

    description: str
    steps: tuple[Step, ...]

    @property
    def new(self) -> object | None:
        """The main thing created or changed (the first step's new value)."""
        return self.steps[0].new if self.steps else None

    @property
    def old(self) -> object | None:
        return self.steps[0].old if self.steps else None

    def new_as(self, kind: type[_Stored]) -> _Stored:
        """`new` as the type its operation stores (see Step), e.g. the Player added."""
        return _of(kind, self.new)

    def old_as(self, kind: type[_Stored]) -> _Stored:
        """`old` as the type its operation replaced, e.g. the Penalty deleted."""
        return _of(kind, self.old)


@dataclass(frozen=True)
class SeatedTable:
    """A table of a session with its players (starting seats E, S, W, N) and state."""

    table: Table
    players: tuple[Player, Player, Player, Player]
    status: MatchStatus


@dataclass(frozen=True)
class SeatingReport:
    """What `seat_sessions` did: the tables of every session and the planner's quality
    report (a dict, empty when the simple fallback seated the players)."""

    tables: tuple[tuple[Table, ...], ...]
    quality: dict[str, object] = field(default_factory=dict)
    change: Change | None = None


class TournamentService:
    """A tournament opened on a store. See the module docstring."""

    def __init__(self, store: TournamentStore, backup_dir: Path | None = None) -> None:
        from app.store.outputs import clean_leftovers, default_backup_folder

        self.store = store
        if backup_dir is None:  # beside a file; a station's own folder for a server
            backup_dir = default_backup_folder(store)
        self.backup_dir = backup_dir
        self.backups: list[Path] = []  # backups written by this service, newest last
        # Problems after a change was committed (a failed backup): the change stands,
        # the user is told. Callers read them with take_warnings().
        self.warnings: list[str] = []
        # Whether the running operation made a match complete (per thread: a window
        # may run a long change in a worker thread meanwhile).
        self._scoring = threading.local()
        if backup_dir is not None and not getattr(store, "read_only", False):
            clean_leftovers(backup_dir)  # half-written backups of a killed process

    # -- opening ----------------------------------------------------------------
    @classmethod
    def open(cls, location: str | Path, read_only: bool = False) -> TournamentService:
        """Open a tournament: a file path or a server URL (the one opening function,
        `app.store.open_store`); `read_only` never changes it at all."""
        from app.store import open_store

        return cls(open_store(location, read_only=read_only))

    def take_warnings(self) -> list[str]:
        """The warnings since the last call (e.g. a backup that failed after a change
        was saved), oldest first."""
        notices = getattr(self.store, "take_notices", None)
        if notices is not None:  # e.g. a server connection lost and restored
            self.warnings.extend(notices())
        taken, self.warnings = self.warnings, []
        return taken

    @classmethod
    def create(cls, location: str | Path, settings: TournamentSettings) -> TournamentService:
        """A new tournament in a new file or an empty server database."""
        from app.store import create_store

        _check_settings(settings)
        settings = details.normalised(rulesets.normalised(settings))
        return cls(create_store(location, settings))

    @property  # temporary (cli-package branch): the service-facade branch adds the real one
    def location(self) -> str:  # a server's URL without its password
        return self.store.location

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> TournamentService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- settings ---------------------------------------------------------------
    def settings(self) -> TournamentSettings:
        return self.store.get_settings()

    def rules(self) -> rulesets.TournamentRules:
        """The tournament's rule system, its options and its match length."""
        return rulesets.tournament_rules(self.settings())

    def update_settings(self, settings: TournamentSettings) -> Change:
        _check_settings(settings)
        settings = details.normalised(rulesets.normalised(settings))
        with self.store.transaction("change settings"):
            old = self.store.get_settings()
            frozen = ("rule_system", "rule_options", "hands_per_match")
            if any(getattr(old, k) != getattr(settings, k) for k in frozen) and (
                self.store.list_hands() or self.store.list_totals()
            ):
                raise Refused(
                    "Hands are entered: the rule system, its options and the match length "
                    "cannot change any more."
                )
            seated = {t.session for t in self.store.list_tables()}
            if seated and max(seated) > settings.sessions:
                raise Refused(
                    f"Session {max(seated)} is already seated: the tournament cannot have "
                    f"fewer than {max(seated)} sessions."
                )
            self.store.put_settings(settings)
        return Change("change settings", (Step("settings", old, settings),))

    # -- players ----------------------------------------------------------------
    def players(self) -> list[Player]:
        return self.store.list_players()

    def player(self, ref: int | str) -> Player:
        """A player by number or by exact name (a digit string counts as a number)."""
        if isinstance(ref, str) and ref.strip().isascii() and ref.strip().isdigit():
            ref = int(ref.strip())
        if isinstance(ref, int):
            found = None
            if 1 <= ref <= limits.MAX_PLAYER_NUMBER:
                found = self.store.get_player(ref)
            if found is None:
                raise Refused(f"There is no player number {ref}.")
            return found
        wanted = limits.clean_text(ref, "player's name", 10 * limits.MAX_NAME) or ""
        matches = [p for p in self.store.list_players() if p.name == wanted]
        if not matches:
            raise Refused(f"There is no player named '{ref}'.")
        return matches[0]

    def add_player(
        self,
        name: str,
        country: str | None = None,
        ema_id: str | None = None,
        team: str | None = None,
        substitute: bool = False,
        *,
        first_name: str | None = None,
        last_name: str | None = None,
        romanised: str | None = None,
        name_order: str | None = None,
    ) -> Change:
        """Register a player with the next number; `change.new` is the Player.

        `first_name` / `last_name` are optional (for the European results sheet);
        with an empty `name` the display name is "First Last". `romanised` (the name
        in Latin letters) and `name_order` (app.domain.names) serve the ranking file."""
        player = _normalised(
            Player(
                0,
                name,
                country or None,
                ema_id or None,
                team or None,
                substitute,
                first_name=first_name,
                last_name=last_name,
                romanised=romanised,
                name_order=name_order,
            )
        )
        with self.store.transaction(f"add player {player.name}"):
            self._check_player(player)
            stored = self.store.add_player(player)
        return Change(f"add player {stored.name}", (Step("player", None, stored),))

    def update_player(self, player: Player) -> Change:
        """Change a player's details (name, first and last name, country, EMA number,
        team, flags)."""
        player = _normalised(player)
        with self.store.transaction(f"edit player {player.number}"):
            old = self.store.get_player(player.number)
            if old is None:
                raise Refused(f"There is no player number {player.number}.")
            self._check_player(player)
            self.store.put_player(player)
        return Change(f"edit player {player.name}", (Step("player", old, player),))

    def withdraw_player(self, number: int, substitute: int | None = None) -> Change:
        """A player leaves the tournament: marked inactive (their results stay and
        count; new seatings leave them out). With `substitute`, that player takes the
        withdrawn player's seat at every table of the sessions that have no results
        yet (a session with results keeps its seating, as `set_tables` rules) and is
        made active. Without one, the later sessions still seat the withdrawn player:
        seat again (`seat_sessions`) to re-plan them. Steps: the player(s), then one
        seating step a session changed."""
        with self.store.transaction(f"withdraw player {number}"):
            old = self.player(number)
            # Withdrawn already: a substitute may still be named for the later seats.
            if not old.active and substitute is None:
                raise Refused(f"{old.name} (player {old.number}) has already withdrawn.")
            steps = []
            if old.active:
                steps.append(Step("player", old, dataclasses.replace(old, active=False)))
            if substitute is not None:
                sub = self.player(substitute)
                if sub.number == old.number:
                    raise Refused("A player cannot substitute for themselves.")
                sessions = [
                    k
                    for k in range(1, self.settings().sessions + 1)
                    if self.store.list_tables(k) and not self._anything_entered(k)
                ]
                if not sessions:
                    raise Refused(
                        "Every seated session already has results: there is no seat left "
                        f"for {sub.name} to take."
                    )
                for k in sessions:
                    if any(sub.number in t.seats for t in self.store.list_tables(k)):
                        raise Refused(
                            f"{sub.name} (player {sub.number}) already plays in session {k}."
                        )
                if not sub.active:
                    steps.append(Step("player", sub, dataclasses.replace(sub, active=True)))
                for k in sessions:
                    before = tuple(self.store.list_tables(k))
                    after = tuple(
                        dataclasses.replace(
                            t,
                            seats=four(sub.number if p == old.number else p for p in t.seats),
                        )
                        for t in before
                    )
                    if after != before:
                        steps.append(Step("seating", before, after))
                if not any(step.entity == "seating" for step in steps) and not old.active:
                    raise Refused(
                        f"{old.name} has already withdrawn and sits in no session without "
                        "results: there is no seat to give."
                    )
            for step in steps:
                self._replace(step.entity, step.old, step.new)
        what = f"withdraw player {old.name}"
        if substitute is not None:
            what += f" (substitute {sub.name})"
        return Change(what, tuple(steps))

    def seated_later(self, number: int) -> list[int]:
        """The sessions without results yet that seat player `number` (after a
        withdrawal: what `seat_sessions` or a substitute would change)."""
        with self.store.snapshot():
            return [
                k
                for k in range(1, self.settings().sessions + 1)
                if not self._anything_entered(k)
                and any(number in t.seats for t in self.store.list_tables(k))
            ]

    def remove_player(self, number: int) -> Change:
        """Remove a player who has never been seated (a registration mistake)."""
        with self.store.transaction(f"remove player {number}"):
            old = self.player(number)
            if any(number in t.seats for t in self.store.list_tables()):
                raise Refused(
                    f"{old.name} is seated; mark the player inactive instead of removing."
                )
            self.store.delete_player(number)
        return Change(f"remove player {old.name}", (Step("player", old, None),))

    def _check_player(self, player: Player) -> None:
        if not player.name:
            raise Refused("A player needs a name.")
        if player.name.isdigit():
            raise Refused("A name cannot be only digits (numbers name players by number).")
        for other in self.store.list_players():
            if other.number != player.number and other.name.casefold() == player.name.casefold():
                raise Refused(f"'{player.name}' is already registered as player {other.number}.")
        if player.ema_id and not (player.ema_id.isascii() and player.ema_id.isdigit()):
            raise Refused(f"The EMA number '{player.ema_id}' is not a number.")

    def import_players(self, path: str | Path, encoding: str | None = None) -> ImportReport:
        """Add the players of a CSV/XLSX file in one transaction; rejected rows and
        why are in the report (returned; nothing is added if the file is unreadable).
        `encoding`: a CSV's text encoding as the user chose it (default: its byte-order
        mark, else UTF-8; never guessed)."""
        from app.importing import ImportReport, parse_players, read_rows

        rows = read_rows(path, encoding)
        report = ImportReport()
        with self.store.transaction(f"import players from {Path(path).name}"):
            taken = [p.name for p in self.store.list_players()]
            players, report.rejected = parse_players(rows, taken)
            report.added = [self.store.add_player(p) for p in players]
        return report

    def teams(self) -> list[Team]:
        members: dict[str, list[int]] = {}
        for p in self.store.list_players():
            if p.team:
                members.setdefault(p.team, []).append(p.number)
        return [Team(name, tuple(ns)) for name, ns in sorted(members.items())]

    # -- seating ----------------------------------------------------------------
    def seat_sessions(
        self,
        seed: int = 0,
        time_limit: float = 10.0,
        progress: Callable[[float, str], object] | None = None,
        cancel: CancelToken | None = None,
    ) -> SeatingReport:
        """Seat the sessions of the tournament with the seating planner. Sessions up to
        the last one with results are kept as they are (and planned around); the rest
        are (re)drawn. The search runs before the write lock is taken, so other
        stations can keep entering meanwhile; `progress`/`cancel` go to the planner."""
        settings = self.settings()
        with self.store.snapshot():
            kept = self._sessions_with_results()
            fixed = [[list(t.seats) for t in self.store.list_tables(s)] for s in range(1, kept + 1)]
            players = [p for p in self.store.list_players() if p.active]
        if kept >= settings.sessions:
            raise Refused("Every session already has results: there is nothing left to seat.")
        if len(players) < 4 or len(players) % 4:
            raise Refused(
                f"{len(players)} active players cannot fill tables of four: "
                "add substitutes or withdraw players to reach a multiple of 4."
            )
        plan, quality = _plan(players, settings.sessions, seed, fixed, time_limit, progress, cancel)
        with self.store.transaction("seat sessions"):
            if self._sessions_with_results() != kept:
                raise Refused("Results were entered meanwhile; seat again.")
            steps = []
            for s, session_tables in enumerate(plan, start=1):
                if s <= kept:
                    continue
                tables = tuple(
                    Table(s, t, four(seats)) for t, seats in enumerate(session_tables, start=1)
                )
                old = tuple(self.store.list_tables(s))
                self.store.put_tables(s, tables)
                steps.append(Step("seating", old, tables))
        all_tables = tuple(tuple(self.store.list_tables(s)) for s in range(1, len(plan) + 1))
        return SeatingReport(all_tables, quality, Change("seat sessions", tuple(steps)))

    def _sessions_with_results(self) -> int:
        """The last session with any entry (0 if none)."""
        sessions = {h.session for h in self.store.list_hands()}
        sessions |= {t.session for t in self.store.list_totals()}
        sessions |= {p.session for p in self.store.list_penalties()}
        return max(sessions, default=0)

    def set_tables(self, session: int, tables: Sequence[Table]) -> Change:
        """Replace one session's seating by hand (before anything is entered there)."""
        with self.store.transaction(f"seat session {session}"):
            self._check_session(session)
            if self._anything_entered(session):
                raise Refused(f"Session {session} has results: its seating cannot change.")
            numbers = [p for t in tables for p in t.seats]
            if len(set(numbers)) != len(numbers):
                raise Refused("A player cannot sit at two places in one session.")
            known = {p.number for p in self.store.list_players()}
            if unknown := [n for n in numbers if n not in known]:
                raise Refused(f"There is no player number {unknown[0]}.")
            tables = tuple(Table(session, i, four(t.seats)) for i, t in enumerate(tables, start=1))
            old = tuple(self.store.list_tables(session))
            self.store.put_tables(session, tables)
        return Change(f"seat session {session}", (Step("seating", old, tables),))

    def tables(self, session: int) -> list[Table]:
        return self.store.list_tables(session)

    def seated_tables(self, session: int) -> list[SeatedTable]:
        """The tables of a session with the players' details and the match state."""
        with self.store.snapshot():
            players = {p.number: p for p in self.store.list_players()}
            status = {s.table: s for s in self.store.list_match_status(session)}
            tables = self.store.list_tables(session)
        return [SeatedTable(t, four(players[n] for n in t.seats), status[t.table]) for t in tables]

    def table(self, session: int, table: int) -> Table:
        self._check_session(session)
        for t in self.store.list_tables(session, table):  # that match's rows only
            return t
        if not self.store.list_tables(session):
            raise Refused(f"Session {session} is not seated yet.")
        raise Refused(f"Session {session} has no table {table}.")

    # -- hands ------------------------------------------------------------------
    def winds(self, hand: int) -> HandWinds:
        """Prevalent wind, dealer and each starting seat's wind in a hand of the match
        (1-16, or the tournament's match length)."""
        hands = self.settings().hands_per_match
        try:
            return hand_winds(hand, hands)
        except ValueError as e:
            raise Refused(str(e)) from None

    def preview_hand(self, session: int, table: int, hand: int, entry: HandEntry) -> HandRecord:
        """The record `entry` would make (scored and settled by the rule module), without
        storing anything: what a screen shows before Record (the payments preview)."""
        rules = self.rules()
        t = self.table(session, table)
        if rules.is_mcr and not (entry.elements or entry.kongs or entry.horse or entry.liable):
            if not entry.winners:
                return hand_rules.draw(t, hand)
            if entry.tiles:
                return hand_rules.scored_win(
                    t, hand, entry.winners[0], entry.discarder, entry.tiles[0], rules.options
                )
            return hand_rules.win(t, hand, entry.winners[0], entry.discarder, int(entry.fan or 0))
        return anyhands.build(rules, t, hand, entry)

    def record_hand(
        self,
        session: int,
        table: int,
        hand: int,
        entry: HandEntry,
        replace: bool = False,
        expected_points: Sequence[Points] | None = None,
        expected_version: str | None = None,
    ) -> Change:
        """A hand of any rule system (app.domain.anyhands.HandEntry): a draw (with the
        kongs Shenzhen pays), a win by tiles, by fan, by elements ticked, or Shenzhen's
        outcome; several winners on one discard (MahJong Online). A plain MCR entry takes
        the MCR path (`record_win`, `record_draw`), so it is stored exactly as before."""
        rules = self.rules()
        plain = not (entry.kongs or entry.horse or entry.liable or entry.robbed)
        if rules.is_mcr and plain and len(entry.winners) <= 1 and not entry.elements:
            if not entry.winners:
                return self.record_draw(session, table, hand, replace, expected_version)
            fan = entry.fan
            if fan is not None and Fraction(fan).denominator != 1:
                raise Refused(f"An MCR fan total is a whole number, not {fan}.")
            return self.record_win(
                session,
                table,
                hand,
                entry.winners[0],
                entry.discarder,
                fan=int(fan) if fan is not None else None,
                tiles=entry.tiles[0] if entry.tiles else None,
                replace=replace,
                expected_version=expected_version,
            )
        for text in entry.tiles:
            if len(text) > limits.MAX_NOTATION:
                raise Refused(f"A hand's notation has at most {limits.MAX_NOTATION} characters.")
        if entry.fan is not None and not 0 <= entry.fan <= limits.MAX_FAN:
            raise Refused(f"{entry.fan} fan is not a possible hand; check the number.")
        what = f"record hand {session}/{table}/{hand}"
        with self._operation(what, session, table):
            t = self.table(session, table)
            self._check_version(session, table, expected_version)
            record = anyhands.build(rules, t, hand, entry)
            if expected_points is not None and tuple(expected_points) != record.points:
                # The honesty rule: never store points other than those the screen showed.
                raise Refused(
                    "The points differ from those shown (the entry or the rules changed): "
                    "check the payments and record again."
                )
            change = self._put_hand(record, replace, what)
        return change

    def record_win(
        self,
        session: int,
        table: int,
        hand: int,
        winner: int,
        discarder: int | None = None,
        *,
        fan: int | None = None,
        tiles: str | None = None,
        replace: bool = False,
        expected_version: str | None = None,
    ) -> Change:
        """A won hand: `discarder` None = self-drawn; give `fan` (total, flowers
        included) or `tiles` (notation, scored with this hand's winds).
        `expected_version`: the match's version the entry was based on (see
        `match_version`); another version means another station changed the match
        meanwhile and the entry is refused (`Stale`)."""
        if (fan is None) == (tiles is None):
            raise Refused("Give either the fan count or the tiles of the winning hand.")
        if fan is not None:
            limits.check_number(fan, "fan", 0, limits.MAX_FAN)
        if tiles is not None and len(tiles) > limits.MAX_NOTATION:
            raise Refused(f"A hand's notation has at most {limits.MAX_NOTATION} characters.")
        what = f"record hand {session}/{table}/{hand}"
        with self._operation(what, session, table):
            # The rules inside the transaction: read with the match's lock (on a server
            # in BEGIN's round trip, pg_match), and the ones this hand is scored by.
            rules = self.rules()
            if not rules.is_mcr:  # the same entry for any other system
                return self.record_hand(
                    session,
                    table,
                    hand,
                    HandEntry((winner,), discarder, (tiles,) if tiles is not None else (), fan=fan),
                    replace,
                    expected_version=expected_version,
                )
            t = self.table(session, table)
            self._check_version(session, table, expected_version)
            if tiles is not None:
                record = hand_rules.scored_win(t, hand, winner, discarder, tiles, rules.options)
            elif fan is not None:
                record = hand_rules.win(t, hand, winner, discarder, fan)
            else:  # refused above
                raise Refused("Give either the fan count or the tiles of the winning hand.")
            change = self._put_hand(record, replace, what)
        return change

    def record_draw(
        self,
        session: int,
        table: int,
        hand: int,
        replace: bool = False,
        expected_version: str | None = None,
    ) -> Change:
        """A drawn hand (no winner)."""
        what = f"record draw {session}/{table}/{hand}"
        with self._operation(what, session, table):
            rules = self.rules()  # with the match's lock (see record_win)
            t = self.table(session, table)
            self._check_version(session, table, expected_version)
            if rules.is_mcr:
                record = hand_rules.draw(t, hand)
            else:
                record = anyhands.build(rules, t, hand, HandEntry())
            change = self._put_hand(record, replace, what)
        return change

    def put_hand(
        self, record: HandRecord, replace: bool = True, expected_version: str | None = None
    ) -> Change:
        """Store a ready-made record again (e.g. re-entering a deleted hand), re-checked
        against the rules of its table."""
        what = f"record hand {record.session}/{record.table}/{record.hand}"
        with self._operation(what, record.session, record.table):
            self._check_version(record.session, record.table, expected_version)
            change = self._put_hand(self._checked_record(record), replace, what)
        return change

    def _checked_record(self, record: HandRecord) -> HandRecord:
        """A stored or remembered record checked again against its table's rules (another
        rule system's record: its table, players and exact sum; nothing re-scored)."""
        t = self.table(record.session, record.table)
        rules = self.rules()
        if not rules.is_mcr or record.extended:
            return _rechecked(rules, t, record)
        if record.draw:
            return hand_rules.draw(t, record.hand)
        if record.winner is None or not isinstance(record.fan, int):
            raise Refused(f"Hand {record.hand}: an MCR win names its winner and a whole fan.")
        return hand_rules.win(
            t,
            record.hand,
            record.winner,
            record.discarder,
            record.fan,
            record.tiles,
            record.fans,
        )

    def _put_hand(self, record: HandRecord, replace: bool, what: str) -> Change:
        s, t = record.session, record.table
        status = self._status(s, t)
        self._check_editable(status)
        if status.totals_only:
            raise Refused(
                f"Table {t} of session {s} was entered as totals only; clear the totals "
                "before entering hands."
            )
        old = self.store.get_hand(s, t, record.hand)
        if old is not None and not replace:
            raise Refused(
                f"Hand {record.hand} of table {t} in session {s} is already entered; "
                "correct it (replace) or delete it first."
            )
        self.store.put_hand(record)
        steps = [Step("hand", old, record)]
        if old is None and status.hands_entered + 1 == self.settings().hands_per_match:
            steps.append(self._set_state(status, MatchState.COMPLETE))
        return Change(what, tuple(steps))

    def delete_hand(
        self, session: int, table: int, hand: int, expected_version: str | None = None
    ) -> Change:
        """Remove an entered hand; a complete match goes back to open."""
        what = f"delete hand {session}/{table}/{hand}"
        with self.store.transaction(what, match=(session, table)):
            self.table(session, table)
            self._check_version(session, table, expected_version)
            hands = self.settings().hands_per_match
            if not 1 <= hand <= hands:
                raise Refused(f"A hand number is 1 to {hands}, not {hand}.")
            status = self._status(session, table)
            self._check_editable(status)
            old = self.store.get_hand(session, table, hand)
            if old is None:
                raise Refused(f"Hand {hand} of table {table} in session {session} is not entered.")
            self.store.delete_hand(session, table, hand)
            steps = [Step("hand", old, None)]
            if status.state == MatchState.COMPLETE:
                steps.append(self._set_state(status, MatchState.OPEN))
        return Change(what, tuple(steps))

    def hands(self, session: int, table: int) -> list[HandRecord]:
        return self.store.list_hands(session, table)

    # -- penalties --------------------------------------------------------------
    def record_penalty(
        self,
        session: int,
        table: int,
        player: int,
        points: int,
        reason: str,
        shared: bool = False,
        expected_version: str | None = None,
    ) -> Change:
        """A referee's penalty; with `shared`, the opposite amount goes in equal
        thirds to the other three players."""
        what = f"penalty {session}/{table} player {player}"
        with self._operation(what, session, table):
            t = self.table(session, table)
            self._check_version(session, table, expected_version)
            hand_rules.seat_at(t, player, "penalised player")
            self._check_editable(self._status(session, table))
            reason = limits.clean_text(reason, "reason", limits.MAX_REASON) or ""
            if not reason:
                raise Refused("A penalty needs a reason (it is printed on the sheets).")
            limits.check_number(points, "penalty", -limits.MAX_PENALTY, limits.MAX_PENALTY)
            if points == 0:
                raise Refused("A penalty of 0 points changes nothing.")
            if shared and points % 3:
                raise Refused(
                    f"{points} cannot be shared equally by three players; use a multiple of 3."
                )
            stored = self.store.add_penalty(
                Penalty(session, table, player, points, reason.strip(), shared)
            )
        return Change(what, (Step("penalty", None, stored),))

    def record_false_win(self, session: int, table: int, player: int) -> Change:
        """The preset: a false win, -30 to the player, +10 to each other player."""
        p = Penalty.false_win(session, table, player)
        return self.record_penalty(session, table, player, p.points, p.reason, p.shared)

    def delete_penalty(self, penalty_id: int, expected_version: str | None = None) -> Change:
        # Which match it belongs to (a penalty never moves), then that match's
        # transaction, in which it is looked up again (deleted meanwhile: refused).
        shown = expected_version is not None  # on a station's screen: gone = outdated
        match = self._penalty_match(penalty_id, shown)
        with self.store.transaction(f"delete penalty {penalty_id}", match=match):
            found = [p for p in self.store.list_penalties(*match) if p.id == penalty_id]
            if not found:
                raise self._no_penalty(penalty_id, shown)
            self._check_version(found[0].session, found[0].table, expected_version)
            self._check_editable(self._status(found[0].session, found[0].table))
            self.store.delete_penalty(penalty_id)
        return Change(f"delete penalty {penalty_id}", (Step("penalty", found[0], None),))

    def _penalty_match(self, penalty_id: int, shown: bool = False) -> tuple[int, int]:
        for p in self.store.list_penalties():
            if p.id == penalty_id:
                return p.session, p.table
        raise self._no_penalty(penalty_id, shown)

    @staticmethod
    def _no_penalty(penalty_id: int, shown: bool) -> Refused:
        if shown:  # it was on the station's screen: deleted at another station since
            return Stale("The penalty changed at another station: reload and try again.")
        return Refused(f"There is no penalty {penalty_id}.")

    def penalties(self, session: int | None = None, table: int | None = None) -> list[Penalty]:
        return self.store.list_penalties(session, table)

    # -- totals only ------------------------------------------------------------
    def set_totals(
        self,
        session: int,
        table: int,
        totals: Sequence[Points],
        expected_version: str | None = None,
    ) -> Change:
        """Totals-only entry: the four players' hand scores for the session in starting
        seat order (they must sum to 0). The match becomes complete. Exact: a system
        whose hands pay halves (MahJong Online, the International Game's compound
        chart) takes Fractions; MCR hands pay 8 + fan, so its totals are whole."""
        what = f"totals {session}/{table}"
        with self._operation(what, session, table):
            self.table(session, table)
            self._check_version(session, table, expected_version)
            if len(totals) != 4:
                raise Refused("Give the totals of the four players.")
            totals = [_exact_total(x, self.rules().is_mcr) for x in totals]
            if sum(totals) != 0:
                raise Refused(
                    f"Hand scores always sum to 0; these sum to {sum(totals)}. "
                    "Enter penalties separately."
                )
            status = self._status(session, table)
            self._check_editable(status)
            if status.hands_entered:
                raise Refused(
                    f"Table {table} of session {session} has hands entered; delete them "
                    "before entering totals only."
                )
            old = self.store.get_totals(session, table)
            new = TableTotals(session, table, four(totals))
            self.store.put_totals(new)
            steps = [Step("totals", old, new)]
            if status.state == MatchState.OPEN:
                steps.append(self._set_state(status, MatchState.COMPLETE))
        return Change(what, tuple(steps))

    def clear_totals(self, session: int, table: int, expected_version: str | None = None) -> Change:
        what = f"clear totals {session}/{table}"
        with self.store.transaction(what, match=(session, table)):
            self._check_version(session, table, expected_version)
            status = self._status(session, table)
            self._check_editable(status)
            old = self.store.get_totals(session, table)
            if old is None:
                raise Refused(f"Table {table} of session {session} has no totals entered.")
            self.store.delete_totals(session, table)
            steps = [Step("totals", old, None)]
            if status.state == MatchState.COMPLETE:
                steps.append(self._set_state(status, MatchState.OPEN))
        return Change(what, tuple(steps))

    # -- match states -----------------------------------------------------------
    def set_match_state(
        self,
        session: int,
        table: int,
        state: MatchState | str,
        expected_version: str | None = None,
    ) -> Change:
        """Open -> complete (something entered) -> verified (checked, then frozen);
        back to open or complete to correct a sheet."""
        state = MatchState(state)
        what = f"match {session}/{table} {state.value}"
        with self._operation(what, session, table):
            self.table(session, table)
            self._check_version(session, table, expected_version)
            status = self._status(session, table)
            if state != MatchState.OPEN and not (status.hands_entered or status.totals_only):
                raise Refused(f"Table {table} of session {session} has nothing entered yet.")
            if state == MatchState.VERIFIED and status.state == MatchState.OPEN:
                raise Refused("Only a complete match can be verified.")
            step = self._set_state(status, state)
        return Change(what, (step,))

    def match_status(self, session: int | None = None) -> list[MatchStatus]:
        return self.store.list_match_status(session)

    def match_version(self, session: int, table: int) -> str:
        """The version of a match as stored now (see :mod:`app.domain.versions`): give
        it back with a change so that a change based on an outdated view is refused."""
        with self.store.snapshot():
            return self._version(session, table)

    def _version(self, session: int, table: int) -> str:
        status = self._status(session, table)
        return match_version(
            self.store.list_hands(session, table),
            self.store.list_penalties(session, table),
            self.store.get_totals(session, table),
            status.state,
        )

    def _check_version(self, session: int, table: int, expected: str | None) -> None:
        """Refuse (`Stale`) when the match is no longer the one the user saw."""
        if expected is not None and self._version(session, table) != expected:
            raise stale(session, table)

    def _status(self, session: int, table: int) -> MatchStatus:
        for s in self.store.list_match_status(session, table):  # that match's rows only
            return s
        raise Refused(f"Session {session} has no table {table}.")

    def _set_state(self, status: MatchStatus, state: MatchState) -> Step:
        self.store.set_match_state(status.session, status.table, state)
        if status.state not in results.SCORED_STATES and state in results.SCORED_STATES:
            self._scoring.newly = True  # the session may be finished now (_operation)
        return Step("state", status, dataclasses.replace(status, state=state))

    @staticmethod
    def _check_editable(status: MatchStatus) -> None:
        if status.state == MatchState.VERIFIED:
            raise Refused(
                f"Table {status.table} of session {status.session} is verified; set it "
                "back to complete before correcting it."
            )

    def _check_session(self, session: int) -> None:
        count = self.settings().sessions
        if not 1 <= session <= count:
            raise Refused(f"The tournament has sessions 1 to {count}, not {session}.")

    def _anything_entered(self, session: int | None = None) -> bool:
        return bool(
            self.store.list_hands(session)
            or self.store.list_totals(session)
            or self.store.list_penalties(session)
        )

    # -- backups at a session's end ---------------------------------------------
    def _session_finished(self, session: int) -> bool:
        statuses = self.store.list_match_status(session)
        return bool(statuses) and all(s.state in results.SCORED_STATES for s in statuses)

    @contextmanager
    def _operation(self, what: str, session: int, table: int) -> Iterator[None]:
        """One transaction for an entry in match (`session`, `table`); when it finishes
        the session's last match, a backup copy is written after the commit."""
        nested = self.store.in_transaction
        if not nested:
            self._scoring.newly = False  # set by _set_state: this match became scored
        with self.store.transaction(what, match=(session, table)):
            yield
        # Only a change that made this match scored can finish the session; then the
        # whole session is read, after the commit (inside, only this match is read, so
        # stations on other matches go on at the same time). Of two stations finishing
        # its last two matches at once the later one sees it finished (both may: two
        # backups, never none).
        watch = self.backup_dir is not None and not nested
        newly = getattr(self._scoring, "newly", False)
        backup_dir = self.backup_dir
        if watch and newly and backup_dir is not None and self._session_finished(session):
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
            try:
                self.backup(backup_dir / f"{self._stem()}-session-{session}-{stamp}.sqlite")
            except Exception as e:  # whatever it is, the change is saved
                # A failed backup is a warning, never a refusal of the stored change.
                reason = str(e) if isinstance(e, TournamentError | OSError) else repr(e)
                self.warnings.append(
                    f"Saved: the change is in the tournament. Only the automatic backup at "
                    f"the end of session {session} could not be written: {reason}"
                )

    def _stem(self) -> str:
        """The start of a backup's name: the file's name, or the server folder's."""
        path = getattr(self.store, "path", None)
        if path is not None:
            return Path(path).stem
        return self.backup_dir.name if self.backup_dir is not None else "tournament"

    def backup(self, destination: Path | None = None, allow_other: bool = False) -> Path:
        """Write a backup copy now (to `destination` or the backup folder) through
        SQLite's backup API. `destination` is checked: never the tournament file, its
        companions or an existing backup; a file that is not a tournament copy only
        with `allow_other` (the GUI asks first)."""
        if destination is None:
            if self.backup_dir is None:
                raise Refused("This tournament has no backup folder.")
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
            destination = self.backup_dir / f"{self._stem()}-{stamp}.sqlite"
        automatic = self.backup_dir is not None and Path(destination).parent == self.backup_dir
        if automatic and Path(destination).exists():
            raise Refused(f"{destination} exists; backups are never replaced.")
        path = self.store.backup(destination, allow_other=allow_other, automatic=automatic)
        self.backups.append(path)
        return path

    # -- undo / redo --------------------------------------------------------------
    def undo(self, change: Change) -> None:
        """Put back what `change` replaced, as a domain operation with the checks of
        the original (one transaction, all or nothing): refused when something it
        touched was changed since, e.g. at another station (`Stale`), or when its match
        is verified; a match's state follows its hands (16 hands: complete)."""
        steps = tuple(Step(s.entity, s.new, s.old) for s in reversed(change.steps))
        self._apply(f"undo {change.description}", steps)

    def redo(self, change: Change) -> None:
        """Apply `change` again after an undo, with the same checks as `undo`."""
        self._apply(f"redo {change.description}", change.steps)

    def _apply(self, what: str, steps: Sequence[Step]) -> None:
        with self.store.transaction(what):
            touched: set[tuple[int, int]] = set()
            for step in steps:
                self._check_step(step)
                self._replace(step.entity, step.old, step.new)
                if step.entity in ("hand", "penalty", "totals"):
                    touched.add(_match_of(step))
            for session, table in sorted(touched):
                self._settle_state(session, table)

    def _check_step(self, step: Step) -> None:
        """Before `step` replaces `step.old` by `step.new`: the stored value must still
        be `step.old`, and the rules of the original operation must allow the change."""
        s = self.store
        current: object
        if step.entity in ("hand", "penalty", "totals", "state"):
            session, table = _match_of(step)
            status = self._status(session, table)
            # a verified match is frozen: say so first (its state differs from the one
            # the step expects, which is no sign of another station), unless the step
            # is what moves it out of verified (the undo of a verify)
            leaving = step.entity == "state" and _of(MatchStatus, step.old).state == status.state
            if status.state == MatchState.VERIFIED and not leaving:
                raise Refused(
                    f"Table {table} of session {session} is verified; reopen it before "
                    "undoing or redoing a change to it."
                )
        if step.entity == "hand":
            current = s.get_hand(session, table, _of(HandRecord, step.new or step.old).hand)
        elif step.entity == "penalty":
            penalty_id = _of(Penalty, step.new or step.old).id
            current = next((p for p in s.list_penalties() if p.id == penalty_id), None)
        elif step.entity == "totals":
            current = s.get_totals(session, table)
        elif step.entity == "state":
            old_state = _of(MatchStatus, step.old).state
            current = step.old if status.state == old_state else status
            # (only the state is compared: the hand count is checked by the hand steps)
        elif step.entity == "player":
            current = s.get_player(_of(Player, step.new or step.old).number)
        elif step.entity == "seating":
            current = tuple(s.list_tables(_tables_of(step.new or step.old)[0].session))
        elif step.entity == "settings":
            current = s.get_settings()
        else:
            raise ValueError(f"unknown entity {step.entity}")
        expected = step.old
        if step.entity == "seating":
            expected = _tables_of(step.old)
        if current != expected:
            if step.entity in ("hand", "penalty", "totals", "state"):
                raise stale(session, table)
            raise Stale(f"The {step.entity} changed at another station: reload and try again.")
        if step.entity in ("hand", "penalty", "totals"):
            self._check_editable(status)
        if step.entity == "hand" and step.new is not None:
            if status.totals_only:
                raise Refused(
                    f"Table {table} of session {session} was entered as totals only; clear "
                    "the totals before entering hands."
                )
            self._checked_record(_of(HandRecord, step.new))
        elif step.entity == "totals" and step.new is not None and status.hands_entered:
            raise Refused(
                f"Table {table} of session {session} has hands entered; delete them before "
                "entering totals only."
            )
        elif step.entity == "player" and step.new is None:
            player = _of(Player, step.new or step.old)
            if any(player.number in t.seats for t in s.list_tables()):
                raise Refused(f"{player.name} is seated and cannot be removed.")
        elif step.entity == "seating":
            session = _tables_of(step.new or step.old)[0].session
            if self._anything_entered(session):
                raise Refused(f"Session {session} has results: its seating cannot change.")

    def _settle_state(self, session: int, table: int) -> None:
        """A match's state after its hands changed: complete with 16 hands (or totals),
        open with fewer; a verified match is never touched here."""
        status = self._status(session, table)
        full = status.totals_only or status.hands_entered >= self.settings().hands_per_match
        if full and status.state == MatchState.OPEN:
            self._set_state(status, MatchState.COMPLETE)
        elif not full and status.state == MatchState.COMPLETE:
            self._set_state(status, MatchState.OPEN)

    def _replace(self, entity: str, current: object | None, wanted: object | None) -> None:
        s = self.store
        if entity == "hand":
            if wanted is None:
                gone = _of(HandRecord, current)
                s.delete_hand(gone.session, gone.table, gone.hand)
            else:
                s.put_hand(_of(HandRecord, wanted))
        elif entity == "penalty":
            if current is not None:
                penalty_id = _of(Penalty, current).id
                if penalty_id is None:
                    raise TypeError("a stored penalty has an id")
                s.delete_penalty(penalty_id)
            if wanted is not None:
                s.add_penalty(_of(Penalty, wanted))
        elif entity == "totals":
            if wanted is None:
                gone_totals = _of(TableTotals, current)
                s.delete_totals(gone_totals.session, gone_totals.table)
            else:
                s.put_totals(_of(TableTotals, wanted))
        elif entity == "state":
            w = _of(MatchStatus, wanted)
            s.set_match_state(w.session, w.table, w.state)
        elif entity == "player":
            if wanted is None:
                s.delete_player(_of(Player, current).number)
            else:
                s.put_player(_of(Player, wanted))
        elif entity == "seating":
            session = _tables_of(wanted or current)[0].session
            s.put_tables(session, _tables_of(wanted))
        elif entity == "settings":
            s.put_settings(_of(TournamentSettings, wanted))
        else:
            raise ValueError(f"unknown entity {entity}")

    # -- results ----------------------------------------------------------------
    def _table_data(self) -> list[results.TableData]:
        s = self.store
        with s.snapshot():
            return results.gather(
                s.list_tables(),
                s.list_match_status(),
                s.table_sums(),
                s.list_totals(),
                s.list_penalties(),
            )

    def table_results(self, session: int | None = None) -> list[TableResult]:
        """Each table's session scores and table points (points once complete)."""
        data = self._table_data()
        return [
            results.table_result(d) for d in data if session is None or d.table.session == session
        ]

    def standings(self, after_session: int | None = None) -> list[StandingRow]:
        """Table points, then score, then the tie-breaks in the settings; with
        `after_session`, counting sessions 1 to `after_session` only."""
        with self.store.snapshot():
            players = self.store.list_players()
            tie_breaks = self.store.get_settings().tie_breaks
            data = self._table_data()
        if after_session is not None:
            data = [d for d in data if d.table.session <= after_session]
        return results.standings(players, (results.table_result(d) for d in data), tie_breaks)

    def standings_and_results(
        self, after_session: int | None = None
    ) -> tuple[list[StandingRow], list[TableResult]]:
        """The standings (after `after_session`, or everything) and every table's result,
        from one read of the file (what a standings view with per-session columns needs)."""
        with self.store.snapshot():
            players = self.store.list_players()
            tie_breaks = self.store.get_settings().tie_breaks
            data = self._table_data()
        table_results = [results.table_result(d) for d in data]
        counted = [r for r in table_results if after_session is None or r.session <= after_session]
        return results.standings(players, counted, tie_breaks), table_results

    def team_standings(self) -> list[TeamStandingRow]:
        return results.team_standings(self.standings())

    def standings_view(self, view: View = LATEST) -> ScopedStandings:
        """The standings a view shows (app.domain.scope: after the last complete session
        by default, LIVE for everything entered, or after session K), every table's
        result and what the rows count, from one read."""
        with self.store.snapshot():
            players = self.store.list_players()
            settings = self.store.get_settings()
            data = self._table_data()
        table_results = [results.table_result(d) for d in data]
        return scoped_standings(
            players, table_results, settings.tie_breaks, settings.sessions, view
        )

    def progression(self) -> Progression:
        """The standings after each session (the charts' points), from one read."""
        with self.store.snapshot():
            players = self.store.list_players()
            settings = self.store.get_settings()
            data = self._table_data()
        table_results = [results.table_result(d) for d in data]
        return progression(players, table_results, settings.tie_breaks, settings.sessions)

    def player_history(self, player: int) -> list[HistoryEntry]:
        self.player(player)
        return results.history(player, self._table_data())

    def audit(self, limit: int | None = None) -> list[AuditEntry]:
        return self.store.list_audit(limit)


# -- several stations: an operation that collided with another is run again ----------
RETRIES = 8

# Every operation that writes. Each reads what it needs inside its own transaction, so
# running it again after a `Conflict` (a serialization failure on a server shared by
# several stations) decides afresh on what is stored then: a hand entered meanwhile
# by the other station is then refused as "already entered", never overwritten.
_WRITING_OPERATIONS = (
    "update_settings",
    "add_player",
    "update_player",
    "remove_player",
    "import_players",
    "seat_sessions",
    "set_tables",
    "record_win",
    "record_draw",
    "put_hand",
    "delete_hand",
    "record_penalty",
    "delete_penalty",
    "set_totals",
    "clear_totals",
    "set_match_state",
    "undo",
    "redo",
)


_Args = ParamSpec("_Args")
_Result = TypeVar("_Result")


def _of(kind: type[_Stored], value: object | None) -> _Stored:
    """A step's value as its entity's type (Step's docstring says which)."""
    if not isinstance(value, kind):
        raise TypeError(f"a step holds {value!r}, not a {kind.__name__}")
    return value


def _match_of(step: Step) -> tuple[int, int]:
    """The (session, table) of a hand, penalty, totals or state step."""
    ref = step.new or step.old
    if not isinstance(ref, HandRecord | Penalty | TableTotals | MatchStatus):
        raise TypeError(f"a {step.entity} step holds {ref!r}, which is at no table")
    return ref.session, ref.table


def _tables_of(value: object | None) -> tuple[Table, ...]:
    """A seating step's value: the tables of one session (None: no seating)."""
    if value is None:
        return ()
    if not isinstance(value, tuple) or not all(isinstance(t, Table) for t in value):
        raise TypeError(f"a seating step holds {value!r}, not tables")
    return tuple(t for t in value if isinstance(t, Table))


def _retried(
    operation: Callable[Concatenate[TournamentService, _Args], _Result],
) -> Callable[Concatenate[TournamentService, _Args], _Result]:
    def run(self: TournamentService, /, *args: _Args.args, **kwargs: _Args.kwargs) -> _Result:
        if self.store.in_transaction:  # part of a larger operation: it retries as a whole
            return operation(self, *args, **kwargs)
        for attempt in range(1, RETRIES + 1):
            try:
                return operation(self, *args, **kwargs)
            except Conflict:
                if attempt == RETRIES:
                    raise
                time.sleep(random.uniform(0.001, 0.005) * attempt)
        raise AssertionError("unreachable")

    functools.update_wrapper(run, operation)  # its name, docstring and __wrapped__
    return run


for _name in _WRITING_OPERATIONS:
    setattr(TournamentService, _name, _retried(getattr(TournamentService, _name)))


def _normalised(player: Player) -> Player:
    """Spacing tidied and Unicode normalised (NFC), within the limits (`limits`); an
    empty first/last name becomes None; a missing display name is made from the first
    and last names ("First Last")."""
    first = limits.clean_text(player.first_name, "first name", limits.MAX_NAME)
    last = limits.clean_text(player.last_name, "last name", limits.MAX_NAME)
    name = limits.clean_text(player.name, "name", limits.MAX_NAME) or " ".join(
        x for x in (first, last) if x
    )
    if len(name) > limits.MAX_NAME:
        raise Refused(f"The name is {len(name)} characters long; at most {limits.MAX_NAME}.")
    return dataclasses.replace(
        player,
        name=name,
        first_name=first,
        last_name=last,
        country=limits.clean_text(player.country, "country", limits.MAX_COUNTRY),
        team=limits.clean_text(player.team, "team", limits.MAX_TEAM),
        ema_id=limits.clean_text(player.ema_id, "EMA number", limits.MAX_EMA_ID),
        romanised=limits.clean_text(player.romanised, "romanised name", limits.MAX_NAME),
        name_order=names.checked_order(player.name_order),
    )


def _rechecked(rules: rulesets.TournamentRules, table: Table, record: HandRecord) -> HandRecord:
    """A stored record put back (re-entering a deleted hand): its hand number, players and
    exact points are checked against the table and the rules; its scoring is kept as the
    rule module gave it when it was entered (nothing is re-scored)."""
    if not 1 <= record.hand <= rules.hands:
        raise Refused(f"A hand number is 1 to {rules.hands}, not {record.hand}.")
    people = [*record.winners, record.discarder, record.liable]
    people += [p for k in record.kongs for p in (k.player, k.discarder)]
    for p in people:
        if p is not None:
            hand_rules.seat_at(table, p, "player")
    if len(record.points) != 4 or sum(Fraction(p) for p in record.points) != 0:
        raise Refused("A hand's points must sum to 0.")
    if record.draw != (record.winner is None):
        raise Refused("A hand is either drawn or has a winner.")
    return record


def _check_settings(settings: TournamentSettings) -> None:
    name = limits.clean_text(settings.name, "tournament's name", limits.MAX_TOURNAMENT_NAME)
    if not name:
        raise Refused("The tournament needs a name.")
    if not 1 <= settings.sessions <= 50:
        raise Refused(f"A tournament has 1 to 50 sessions, not {settings.sessions}.")
    results.standing_keys(settings.tie_breaks)


def _plan(
    players: list[Player],
    sessions: int,
    seed: int,
    fixed: list[list[list[int]]],
    time_limit: float,
    progress: Callable[[float, str], object] | None,
    cancel: CancelToken | None,
) -> tuple[list[list[list[int]]], dict[str, object]]:
    """Tables of every session (E, S, W, N) from the seating planner, and its quality
    report as a dict."""
    from seating import PlanCancelled, SeatingError, plan_sessions

    numbers = [p.number for p in players]
    teams: dict[Hashable, Hashable] = {p.number: p.team for p in players if p.team}
    try:
        plan = plan_sessions(
            numbers,
            sessions,
            teams=teams or None,
            seed=seed,
            time_limit=time_limit,
            fixed=fixed or None,
            progress=progress,
            cancel=cancel,
        )
    except SeatingError as e:
        raise Refused(str(e)) from None
    except PlanCancelled:
        raise Refused("Seating cancelled; nothing was changed.") from None
    quality = plan.quality.to_dict() if hasattr(plan.quality, "to_dict") else {}
    # The planner seats the ids it was given: the numbers of these players, and of the
    # players of the fixed sessions.
    number_of: dict[Hashable, int] = {n: n for n in numbers}
    number_of.update((n, n) for session in fixed for table in session for n in table)
    return [[[number_of[p] for p in t] for t in s] for s in plan.as_lists()], quality


def _exact_total(value: object, whole_only: bool) -> Points:
    """A session total as stored: an int, or an exact Fraction that is not whole
    (never a float: 0.1 + 0.2 must not be a total)."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise Refused(f"A total must be an exact number, not {value!r}.")
    number = Fraction(value)
    if abs(number) > limits.MAX_TOTAL:
        raise Refused(
            f"The total must be between {-limits.MAX_TOTAL} and {limits.MAX_TOTAL}, not {value}."
        )
    if number.denominator == 1:
        return number.numerator
    if whole_only:
        raise Refused(
            f"MCR session totals are whole points (every hand pays 8 + fan), not {value}."
        )
    if number.denominator > 10**6:  # no payment is that fine: a typo, kept out of the file
        raise Refused(f"{value} is not a possible total; check the number.")
    return number
