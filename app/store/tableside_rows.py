"""The store's part of table-side entry: seat links and proposals (format 8 on).

Mixed into `SqlTables`, so the SQLite file and the PostgreSQL server share it. A
session's links are replaced together (`put_seat_links`); their audit entry says how
many seats got a new secret, never a secret. A token is found by its SHA-256 digest
(an indexed key: what a lookup's timing could reveal is about the digest, not the
secret), then compared with the stored secret in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any

from app.domain.model import Table
from app.domain.tableside import ProposalRow, SeatLink

TABLESIDE_SINCE = 8  # the format that added seat links and proposals
_PROPOSAL = "id, session, table_no, hand, by_seat, status, version, body"


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class TablesideRows:
    """Seat links and proposals over the shared SQL (see the module doc)."""

    _version: int

    def _read(self, sql: str, args: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _write(self, entity: str) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def _execute(self, sql: str, args: Sequence[object] = ()) -> Any:
        raise NotImplementedError

    def _executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        raise NotImplementedError

    def _audit(self, entity: str, key: str, old: object, new: object) -> None:
        raise NotImplementedError

    # -- seat links -------------------------------------------------------------------
    def list_seat_links(self, session: int) -> list[SeatLink]:
        if self._version < TABLESIDE_SINCE:  # an older server read without upgrading
            return []
        rows = self._read(
            "SELECT session, table_no, seat, token FROM seat_links WHERE session=? "
            "ORDER BY table_no, seat",
            (session,),
        )
        return [SeatLink(*r) for r in rows]

    def put_seat_links(self, session: int, links: Sequence[SeatLink]) -> None:
        """Replace the links of `session` (an empty sequence removes them)."""
        with self._write("seat links"):
            (old,) = self._execute(
                "SELECT COUNT(*) FROM seat_links WHERE session=?", (session,)
            ).fetchone()
            self._execute("DELETE FROM seat_links WHERE session=?", (session,))
            if links:
                self._executemany(
                    "INSERT INTO seat_links (session, table_no, seat, token, digest) "
                    "VALUES (?,?,?,?,?)",
                    [(s.session, s.table, s.seat, s.token, token_digest(s.token)) for s in links],
                )
            # How many seats, never which secrets: the audit is read by people.
            self._audit(
                "seat links",
                str(session),
                json.dumps({"seats": old}) if old else None,
                json.dumps({"seats": len(links)}) if links else None,
            )

    def _links_follow_seating(
        self, session: int, old: Sequence[Table], new: Sequence[Table]
    ) -> None:
        """A session seated again: the links of every table whose players changed (or
        that is gone) stop working, since the players who held them sit elsewhere now;
        the next `links` makes that table new ones. Tables that kept their players keep
        their links. Called inside `put_tables`' write."""
        if self._version < TABLESIDE_SINCE:
            return
        now = {t.table: t.seats for t in new}
        changed = [t.table for t in old if now.get(t.table) != t.seats]
        if not changed:
            return
        (before,) = self._execute(
            "SELECT COUNT(*) FROM seat_links WHERE session=?", (session,)
        ).fetchone()
        marks = ",".join("?" * len(changed))
        self._execute(
            f"DELETE FROM seat_links WHERE session=? AND table_no IN ({marks})", (session, *changed)
        )
        (after,) = self._execute(
            "SELECT COUNT(*) FROM seat_links WHERE session=?", (session,)
        ).fetchone()
        if after != before:  # how many seats, never which secrets
            self._audit(
                "seat links",
                str(session),
                json.dumps({"seats": before}),
                json.dumps({"seats": after}) if after else None,
            )

    def seat_of_token(self, token: str) -> SeatLink | None:
        if self._version < TABLESIDE_SINCE:
            return None
        rows = self._read(
            "SELECT session, table_no, seat, token FROM seat_links WHERE digest=?",
            (token_digest(token),),
        )
        for session, table, seat, stored in rows:
            if hmac.compare_digest(stored.encode("utf-8"), token.encode("utf-8", "replace")):
                return SeatLink(session, table, seat, stored)
        return None

    def seat_with_players(self, token: str) -> tuple[SeatLink, tuple[int, ...] | None] | None:
        """The link whose secret is `token` with its table's players by starting seat
        (None: the table is not seated), in one statement: what every poll of a
        seat's page starts with."""
        if self._version < TABLESIDE_SINCE:
            return None
        rows = self._read(
            "SELECT l.session, l.table_no, l.seat, l.token, s.player FROM seat_links l "
            "LEFT JOIN seats s ON s.session=l.session AND s.table_no=l.table_no "
            "WHERE l.digest=? ORDER BY l.session, l.table_no, l.seat, s.seat",
            (token_digest(token),),
        )
        given = token.encode("utf-8", "replace")
        for session, table, seat, stored, _ in rows:
            if hmac.compare_digest(stored.encode("utf-8"), given):
                players = tuple(r[4] for r in rows if r[:3] == (session, table, seat))
                seated = players if len(players) == 4 and None not in players else None
                return SeatLink(session, table, seat, stored), seated
        return None

    # -- proposals --------------------------------------------------------------------
    def hand_numbers(self, session: int, table: int) -> list[int]:
        """Which hands a match has (what a seat's page asks every poll): the numbers
        only, where `list_hands` reads and checks every hand's record."""
        rows = self._read(
            "SELECT hand FROM hands WHERE session=? AND table_no=? ORDER BY hand", (session, table)
        )
        return [r[0] for r in rows]

    def hand_keys(self, session: int) -> list[tuple[int, int]]:
        """(table, hand) of every hand entered in a session (the referee's queue)."""
        rows = self._read("SELECT table_no, hand FROM hands WHERE session=?", (session,))
        return [(r[0], r[1]) for r in rows]

    def add_proposal(self, row: ProposalRow) -> ProposalRow:
        with self._write("proposals"):
            (new_id,) = self._execute(
                "INSERT INTO proposals (session, table_no, hand, by_seat, status, version, body) "
                "VALUES (?,?,?,?,?,?,?) RETURNING id",
                (row.session, row.table, row.hand, row.by_seat, row.status, row.version, row.body),
            ).fetchone()
            row = ProposalRow(new_id, *_values(row)[1:])
            self._audit("proposal", str(new_id), None, _audit_text(row))
        return row

    def put_proposal(self, row: ProposalRow) -> None:
        """Replace the stored proposal with `row.id` (its state and body)."""
        with self._write("proposals"):
            old = self.get_proposal(row.id or 0)
            self._execute(
                "UPDATE proposals SET status=?, body=? WHERE id=?", (row.status, row.body, row.id)
            )
            self._audit(
                "proposal", str(row.id), _audit_text(old) if old else None, _audit_text(row)
            )

    def get_proposal(self, proposal_id: int) -> ProposalRow | None:
        if self._version < TABLESIDE_SINCE:
            return None
        rows = self._read(f"SELECT {_PROPOSAL} FROM proposals WHERE id=?", (proposal_id,))
        return ProposalRow(*rows[0]) if rows else None

    def list_proposals(
        self, session: int | None = None, table: int | None = None, status: str | None = None
    ) -> list[ProposalRow]:
        if self._version < TABLESIDE_SINCE:
            return []
        clauses, args = [], []
        for column, value in (("session", session), ("table_no", table), ("status", status)):
            if value is not None:
                clauses.append(f"{column}=?")
                args.append(value)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        return [
            ProposalRow(*r)
            for r in self._read(f"SELECT {_PROPOSAL} FROM proposals {where} ORDER BY id", args)
        ]


def _values(row: ProposalRow) -> tuple[Any, ...]:
    return (
        row.id,
        row.session,
        row.table,
        row.hand,
        row.by_seat,
        row.status,
        row.version,
        row.body,
    )


def _audit_text(row: ProposalRow) -> str:
    """A proposal in the audit: its state and JSON body (seat letters, no secret)."""
    return json.dumps(
        {"hand": f"{row.session}/{row.table}/{row.hand}", "status": row.status}
        | {"body": json.loads(row.body)},
        ensure_ascii=False,
        sort_keys=True,
    )
