"""Every operation an organiser or referee performs, for the GUI and the CLI alike.

Each mutating method checks the rules, then writes in ONE store transaction (so the
check and the write cannot be separated by another station), and returns a `Change`
that `undo()` / `redo()` can replay: the GUI keeps them on its undo stack.
A refused operation raises `Refused` and changes nothing.

`TournamentService` is a facade: each kind of operation lives in a module of its own
(roster, tables, matches, penalties, history, results_reader, configuration,
safekeeping), all sharing one `ServiceCore` (the store and the transaction of an
entry). Its methods delegate in one line, so callers see one object and one API.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from app.domain import anyhands, configuration, limits, rulesets
from app.domain import hands as hand_rules
from app.domain.anyhands import HandEntry
from app.domain.changes import Change, HandStep, Step
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.history import History
from app.domain.matches import Matches
from app.domain.model import (
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
    Team,
    TeamStandingRow,
    TournamentSettings,
)
from app.domain.penalties import Penalties, Totals
from app.domain.progression import Progression
from app.domain.reads import StoredReads
from app.domain.results_reader import ResultsReader
from app.domain.retries import RETRIES, retried
from app.domain.roster import Roster
from app.domain.rotation import HandWinds
from app.domain.scope import LATEST, ScopedStandings, View
from app.domain.store import TournamentStore
from app.domain.tables import SeatedTable, Seating, SeatingReport

if TYPE_CHECKING:
    from seating.planner import CancelToken

__all__ = ["RETRIES", "Change", "SeatedTable", "SeatingReport", "Step", "TournamentService"]


class TournamentService(StoredReads):
    """A tournament opened on a store. See the module docstring."""

    def __init__(self, store: TournamentStore, backup_dir: Path | None = None) -> None:
        """The service of an opened store; `backup_dir`: where backups go (None: none).
        Open or create a tournament with app.tournament, which gives its folder."""
        self.store = store
        self._core = core = ServiceCore(store, backup_dir)
        self._matches = Matches(core)
        self._roster = Roster(core)
        self._seating = Seating(core)
        self._penalties = Penalties(core, self._matches)
        self._totals = Totals(core, self._matches)
        self._history = History(core, self._matches, self._checked_record)
        self._results = ResultsReader(store)

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> TournamentService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- safekeeping: backups and the warnings after a saved change ---------------
    @property
    def backup_dir(self) -> Path | None:
        """Where backups go (None: nowhere, e.g. the demo)."""
        return self._core.safe.backup_dir

    @backup_dir.setter
    def backup_dir(self, folder: Path | None) -> None:
        self._core.safe.backup_dir = folder

    @property
    def backups(self) -> list[Path]:
        """Backups written by this service, newest last."""
        return self._core.safe.backups

    @property
    def warnings(self) -> list[str]:
        """Problems after a change was committed (see take_warnings)."""
        return self._core.safe.warnings

    def take_warnings(self) -> list[str]:
        return self._core.safe.take_warnings()

    def backup(self, destination: Path | None = None, allow_other: bool = False) -> Path:
        return self._core.safe.backup(destination, allow_other)

    # -- settings ---------------------------------------------------------------
    def settings(self) -> TournamentSettings:
        return self._core.settings()

    def rules(self) -> rulesets.TournamentRules:
        return self._core.rules()

    def update_settings(self, settings: TournamentSettings) -> Change:
        return configuration.update_settings(self._core, settings)

    # -- players (app.domain.roster) ----------------------------------------------
    def players(self) -> list[Player]:
        return self._roster.players()

    def player(self, ref: int | str) -> Player:
        return self._roster.player(ref)

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
        player = Player(
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
        return self._roster.add_player(player)

    def update_player(self, player: Player) -> Change:
        return self._roster.update_player(player)

    def withdraw_player(self, number: int, substitute: int | None = None) -> Change:
        return self._roster.withdraw_player(number, substitute)

    def seated_later(self, number: int) -> list[int]:
        return self._roster.seated_later(number)

    def remove_player(self, number: int) -> Change:
        return self._roster.remove_player(number)

    def add_players(
        self, choose: Callable[[list[Player]], Sequence[Player]], what: str
    ) -> list[Player]:
        return self._roster.add_players(choose, what)

    def teams(self) -> list[Team]:
        return self._roster.teams()

    # -- seating (app.domain.tables) ----------------------------------------------
    def seat_sessions(
        self,
        seed: int = 0,
        time_limit: float = 10.0,
        progress: Callable[[float, str], object] | None = None,
        cancel: CancelToken | None = None,
    ) -> SeatingReport:
        return self._seating.seat_sessions(seed, time_limit, progress, cancel)

    def set_tables(self, session: int, tables: Sequence[Table]) -> Change:
        return self._seating.set_tables(session, tables)

    def tables(self, session: int | None = None) -> list[Table]:
        return self._seating.tables(session)

    def seated_tables(self, session: int) -> list[SeatedTable]:
        return self._seating.seated_tables(session)

    def table(self, session: int, table: int) -> Table:
        return self._core.table(session, table)

    # -- hands ------------------------------------------------------------------
    def winds(self, hand: int) -> HandWinds:
        return self._matches.winds(hand)

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
        steps: list[Step] = [HandStep(old, record)]
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
            steps: list[Step] = [HandStep(old, None)]
            if status.state == MatchState.COMPLETE:
                steps.append(self._set_state(status, MatchState.OPEN))
        return Change(what, tuple(steps))

    def hands(self, session: int, table: int) -> list[HandRecord]:
        return self.store.list_hands(session, table)

    # -- penalties and totals only (app.domain.penalties) -------------------------
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
        return self._penalties.record_penalty(
            session, table, player, points, reason, shared, expected_version
        )

    def record_false_win(self, session: int, table: int, player: int) -> Change:
        """The preset: a false win, -30 to the player, +10 to each other player."""
        p = Penalty.false_win(session, table, player)
        return self.record_penalty(session, table, player, p.points, p.reason, p.shared)

    def delete_penalty(self, penalty_id: int, expected_version: str | None = None) -> Change:
        return self._penalties.delete_penalty(penalty_id, expected_version)

    def update_penalty(
        self, old: Penalty, new: Penalty, expected_version: str | None = None
    ) -> Change:
        return self._penalties.update_penalty(old, new, expected_version)

    def penalties(self, session: int | None = None, table: int | None = None) -> list[Penalty]:
        return self._penalties.penalties(session, table)

    def set_totals(
        self,
        session: int,
        table: int,
        totals: Sequence[Points],
        expected_version: str | None = None,
    ) -> Change:
        return self._totals.set_totals(session, table, totals, expected_version)

    def clear_totals(self, session: int, table: int, expected_version: str | None = None) -> Change:
        return self._totals.clear_totals(session, table, expected_version)

    # -- match states and versions (app.domain.matches) ---------------------------
    def set_match_state(
        self,
        session: int,
        table: int,
        state: MatchState | str,
        expected_version: str | None = None,
    ) -> Change:
        return self._matches.set_match_state(session, table, state, expected_version)

    def match_status(
        self, session: int | None = None, table: int | None = None
    ) -> list[MatchStatus]:
        return self._matches.match_status(session, table)

    def match_version(self, session: int, table: int) -> str:
        return self._matches.match_version(session, table)

    # The hand-entry methods above use these shared steps of an entry in a match.
    def _operation(self, what: str, session: int, table: int) -> AbstractContextManager[None]:
        return self._core.operation(what, session, table)

    def _check_version(self, session: int, table: int, expected: str | None) -> None:
        self._matches.check_version(session, table, expected)

    def _status(self, session: int, table: int) -> MatchStatus:
        return self._matches.status(session, table)

    def _set_state(self, status: MatchStatus, state: MatchState) -> Step:
        return self._matches.set_state(status, state)

    @staticmethod
    def _check_editable(status: MatchStatus) -> None:
        Matches.check_editable(status)

    # -- undo / redo (app.domain.history) -----------------------------------------
    def undo(self, change: Change) -> None:
        self._history.undo(change)

    def redo(self, change: Change) -> None:
        self._history.redo(change)

    # -- results (app.domain.results_reader) --------------------------------------
    def table_results(self, session: int | None = None) -> list[TableResult]:
        return self._results.table_results(session)

    def standings(self, after_session: int | None = None) -> list[StandingRow]:
        return self._results.standings(after_session)

    def standings_and_results(
        self, after_session: int | None = None
    ) -> tuple[list[StandingRow], list[TableResult]]:
        return self._results.standings_and_results(after_session)

    def team_standings(self) -> list[TeamStandingRow]:
        return self._results.team_standings()

    def standings_view(self, view: View = LATEST) -> ScopedStandings:
        return self._results.standings_view(view)

    def progression(self) -> Progression:
        return self._results.progression()

    def player_history(self, player: int) -> list[HistoryEntry]:
        return self._results.player_history(self.player(player))


# Every operation that writes, run again after a `Conflict` (app.domain.retries).
_WRITING_OPERATIONS = (
    "update_settings",
    "add_player",
    "update_player",
    "remove_player",
    "add_players",
    "seat_sessions",
    "set_tables",
    "record_win",
    "record_draw",
    "put_hand",
    "delete_hand",
    "record_penalty",
    "delete_penalty",
    "update_penalty",
    "set_totals",
    "clear_totals",
    "set_match_state",
    "undo",
    "redo",
)

for _name in _WRITING_OPERATIONS:
    setattr(TournamentService, _name, retried(getattr(TournamentService, _name)))


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
