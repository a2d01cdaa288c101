"""Results and standings read from the store, each from one consistent read (the
rules that compute them are app.domain.results, .scope and .progression)."""

from __future__ import annotations

from app.domain import results
from app.domain.model import HistoryEntry, Player, StandingRow, TableResult, TeamStandingRow
from app.domain.progression import Progression, progression
from app.domain.scope import LATEST, ScopedStandings, View, scoped_standings
from app.domain.store import TournamentStore


class ResultsReader:
    """The results, standings and histories of one tournament."""

    def __init__(self, store: TournamentStore) -> None:
        self.store = store

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

    def player_history(self, player: Player) -> list[HistoryEntry]:
        """`player`'s matches, session by session."""
        return results.history(player.number, self._table_data())
