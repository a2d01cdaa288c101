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
from pathlib import Path
from typing import TYPE_CHECKING

from app.domain import configuration, recording, rulesets
from app.domain.anyhands import HandEntry
from app.domain.changes import Change, Step
from app.domain.core import ServiceCore
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
from app.domain.tableside_facade import TableSideEntry

if TYPE_CHECKING:
    from seating.planner import CancelToken

__all__ = ["RETRIES", "Change", "SeatedTable", "SeatingReport", "Step", "TournamentService"]


class TournamentService(StoredReads, TableSideEntry):
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
        return recording.preview(self, session, table, hand, entry)

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
        kongs its system pays), a win by tiles, by fan, by elements ticked, or by its
        outcome; several winners on one discard where the system allows it."""
        return recording.record(
            self, session, table, hand, entry, replace, expected_points, expected_version
        )

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
        return recording.record_win(
            self, session, table, hand, winner, discarder, fan, tiles, replace, expected_version
        )

    def record_draw(
        self,
        session: int,
        table: int,
        hand: int,
        replace: bool = False,
        expected_version: str | None = None,
    ) -> Change:
        """A drawn hand (no winner)."""
        return recording.record(
            self, session, table, hand, HandEntry(), replace, None, expected_version
        )

    def put_hand(
        self, record: HandRecord, replace: bool = True, expected_version: str | None = None
    ) -> Change:
        """Store a ready-made record again (e.g. re-entering a deleted hand), re-checked
        against the rules of its table."""
        return recording.put(self, record, replace, expected_version)

    def _checked_record(self, record: HandRecord) -> HandRecord:
        """A stored or remembered record checked again against its table's rules."""
        return recording.checked(self, record)

    def delete_hand(
        self, session: int, table: int, hand: int, expected_version: str | None = None
    ) -> Change:
        """Remove an entered hand; a complete match goes back to open."""
        return recording.delete(self, session, table, hand, expected_version)

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
