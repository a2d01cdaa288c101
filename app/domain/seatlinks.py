"""Seat links: one random secret per seat per table per session (table-side entry).

A link's secret (`secrets.token_urlsafe(24)`: 192 random bits) is made when a session's
links are first asked for, kept until `rotate` replaces all of the session's secrets
(the old links then stop working: 401). A table added to the session later gets its
links on the next request, the others keep theirs. Nothing here ever puts a secret in
a message or the audit (the store's entry counts seats).
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from app.domain.errors import Refused
from app.domain.model import Table, four
from app.domain.tableside import SeatLink, UnknownSeat

if TYPE_CHECKING:
    from app.domain.service import TournamentService

TOKEN_BYTES = 24  # 192 bits; the brief's floor is 128
MAX_TOKEN = 200  # longer than any secret given: refused before any lookup


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def seat_links(svc: TournamentService, session: int, rotate: bool = False) -> list[SeatLink]:
    """The links of every seat of `session` (made or completed when needed, all new
    with `rotate`), by table then seat."""
    count = svc.settings().sessions
    if not 1 <= session <= count:
        raise Refused(f"There is no session {session} (1 to {count}).")
    tables = svc.tables(session)
    if not tables:
        raise Refused(f"Session {session} has no seating yet: seat it before making links.")
    wanted = [(t.table, seat) for t in tables for seat in range(4)]
    links = svc.store.list_seat_links(session)
    if not rotate and [(s.table, s.seat) for s in links] == wanted:
        return links
    what = f"seat links of session {session} " + ("rotated" if rotate else "made")
    with svc.store.transaction(what):
        kept = {} if rotate else {(s.table, s.seat): s for s in svc.store.list_seat_links(session)}
        if list(kept) == wanted:  # another station made them meanwhile: theirs stand
            return list(kept.values())
        links = [kept.get(k) or SeatLink(session, k[0], k[1], new_token()) for k in wanted]
        svc.store.put_seat_links(session, links)
    return links


def seat_of_token(svc: TournamentService, token: str) -> SeatLink:
    """The seat whose secret `token` is; UnknownSeat (401) for a secret never given,
    rotated away, or of a table seated again or no longer seated."""
    return seated(svc, token)[0]


def seated(svc: TournamentService, token: str) -> tuple[SeatLink, Table]:
    """The seat whose secret `token` is and its table as seated now, in one read (the
    link by its digest joined with the table's four seats): what every poll costs."""
    if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
        raise UnknownSeat("This seat link is not valid: ask the referee for your table's card.")
    found = svc.store.seat_with_players(token)
    if found is None:
        raise UnknownSeat(
            "This seat link is not valid (unknown, or replaced when the links were renewed "
            "or the table seated again): ask the referee for your table's card."
        )
    link, players = found
    if players is None:  # links of a table no longer seated are removed with its seating
        raise UnknownSeat(
            f"Table {link.table} is no longer seated in session {link.session}: ask the "
            "referee for your table's card."
        )
    return link, Table(link.session, link.table, four(players))
