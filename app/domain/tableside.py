"""Table-side entry's data and refusals (docs/contracts.md, "Table-side entry").

A seat link is one seat's secret for one session: the seat is the match's starting
seat (0-3 = E, S, W, N = A, B, C, D, the letters of `links`), never the wind the player
holds in a given hand. A proposal is a hand a seat proposes for its match, stored by the
store as its columns plus a JSON body that the domain (`app.domain.proposals`) reads.

Each refusal says which HTTP status the web API answers it with, so the server maps
errors without knowing the rules; all are `Refused`, so the CLI prints one message.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.domain.errors import Refused

SEAT_LETTERS = ("E", "S", "W", "N")
STATUSES = ("pending", "stored", "referee", "rejected")


@dataclass(frozen=True)
class SeatLink:
    """One seat's secret in one session. `token` is the secret itself: never put it
    in a message, a log line, an audit row or a title."""

    session: int
    table: int
    seat: int  # 0-3, the match's starting seat
    token: str

    @property
    def letter(self) -> str:
        return SEAT_LETTERS[self.seat]

    def __repr__(self) -> str:  # a repr in a traceback or a log never shows the secret
        return f"SeatLink(session={self.session}, table={self.table}, seat={self.letter})"


@dataclass(frozen=True)
class ProposalRow:
    """A proposal as stored: its keys and state in columns, the rest in `body` (JSON)."""

    id: int | None
    session: int
    table: int
    hand: int
    by_seat: int
    status: str
    version: str  # the match version the proposal was based on
    body: str


class TableSideRefused(Refused):
    """A table-side request refused; `status` is the HTTP status the API answers."""

    status = 400


class BadRequest(TableSideRefused):
    status = 400


class UnknownSeat(TableSideRefused):
    """No seat has this secret (never given, or replaced by --rotate)."""

    status = 401


class NotYourTable(TableSideRefused):
    """The seat's link does not act for this table, session or proposal."""

    status = 403


class NoSuchProposal(TableSideRefused):
    status = 404


class ProposalConflict(TableSideRefused):
    """Not the next hand, a hand already proposed, or the match changed meanwhile."""

    status = 409


class NotAWin(TableSideRefused):
    """The proposed tiles are not a winning hand (or cannot be read)."""

    status = 422
