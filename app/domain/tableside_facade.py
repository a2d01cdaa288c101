"""The service's table-side entry methods (mixed into `TournamentService`): seat links,
proposals and the referee's queue, delegating to their modules in one line each."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from app.domain import proposals, referee, seatlinks
from app.domain.anyhands import HandEntry
from app.domain.proposal_model import Proposal
from app.domain.tableside import SeatLink

if TYPE_CHECKING:
    from app.domain.service import TournamentService


class TableSideEntry:
    """See app.domain.proposals, app.domain.referee and app.domain.seatlinks."""

    def _svc(self) -> TournamentService:
        return cast("TournamentService", self)  # mixed into TournamentService only

    def seat_links(self, session: int, rotate: bool = False) -> list[SeatLink]:
        """Every seat's link of `session` (made when first asked; all new with rotate)."""
        return seatlinks.seat_links(self._svc(), session, rotate)

    def seat_of_token(self, token: str) -> SeatLink:
        """The seat of a link's secret; UnknownSeat (401) if none has it."""
        return seatlinks.seat_of_token(self._svc(), token)

    def seat_state(self, token: str) -> dict[str, object]:
        """What the seat's page shows (GET /api/v1/seat)."""
        return proposals.seat_state(self._svc(), token)

    def propose(self, token: str, payload: object) -> Proposal:
        """A seat proposes its match's next hand (POST /api/v1/proposals)."""
        return proposals.propose(self._svc(), token, payload)

    def confirm(self, token: str, proposal_id: int) -> Proposal:
        return proposals.confirm(self._svc(), token, proposal_id)

    def dispute(self, token: str, proposal_id: int, reason: object) -> Proposal:
        return proposals.dispute(self._svc(), token, proposal_id, reason)

    def proposals(self, session: int, table: int) -> list[Proposal]:
        return proposals.proposals(self._svc(), session, table)

    def referee_queue(self) -> list[dict[str, object]]:
        return referee.queue(self._svc())

    def accept(
        self, proposal_id: int, corrected_entry: HandEntry | Mapping[str, object] | None = None
    ) -> Proposal:
        """Store the proposal's hand (refused when the match changed since), or the
        referee's corrected entry (a HandEntry, or {"winner", "from", "tiles"} or
        {"draw": true} by seat letters)."""
        return referee.accept(self._svc(), proposal_id, corrected_entry)

    def reject(self, proposal_id: int, reason: object) -> Proposal:
        return referee.reject(self._svc(), proposal_id, reason)
