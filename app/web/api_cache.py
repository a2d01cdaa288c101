"""The seats' answers, kept until their table changes (`GET /api/v1/seat`).

320 phones poll every 2 s while the tables propose and confirm: a write every few
hundred milliseconds. Forgetting every seat's answer on every write (as the live
results do, app.web.live) would make nearly every poll read the tournament again, so
this cache tells its own writes from the rest:

- A write made through this server (`write`) reads its own table's answers again at
  once (the four phones will ask within 2 s) and keeps the others, when the marker
  shows nothing else happened: the store's data version did not move (no other process
  or station committed) and every new audit row is a table-side operation (a proposal,
  a confirmation, a dispute). To read a seat's answer again it keeps the seat's secret,
  in this process's memory only, as the open tournament itself holds them all.
- Any other change (a station's hand, a referee's ruling, a rotation of the links, a
  change of the seating) moves the marker unexplained: everything is forgotten.

All of it runs through the service gate (one call at a time), except `recent`, which
the event loop reads while a write holds the gate (see app.web.api).
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from typing import TypeVar

from app.domain.errors import TournamentError
from app.domain.service import TournamentService
from app.web.limits import secret_key
from app.web.live import Marker, marker

T = TypeVar("T")
OWN_OPERATIONS = ("propose hand ", "confirm proposal ", "dispute proposal ")
MAX_OWN_ROWS = 50  # audit rows one table-side write may add (it adds two or three)
MAX_SEATS = 5_000  # answers kept at most (a venue has a few hundred seats)
# How old the last look at the marker may be for `recent`: one poll period of a phone,
# so a busy server's answer is never older than the one the phone would have had.
FRESH_S = 2.0

Kept = tuple[tuple[int, int], str, bytes, str]  # (session, table), ETag, JSON, secret


class SeatCache:
    """The seats' answers by the digest of their secret (see the module's docstring)."""

    def __init__(self) -> None:
        self._marker: Marker | None = None
        self._kept: dict[str, Kept] = {}
        self._checked: float | None = None  # when the marker was last read and found
        self.renders = 0  # seat states read from the tournament (for the bench)

    def answer(self, service: TournamentService, token: str) -> tuple[str, bytes]:
        """(ETag, JSON) of the seat as of now. A refused secret raises (401) and is not
        kept; a rotation moves the marker, which forgets every secret kept."""
        self._catch_up(marker(service))
        key = secret_key(token)
        kept = self._kept.get(key) or self._read(service, key, token)
        self._checked = time.monotonic()
        return kept[1], kept[2]

    def _read(self, service: TournamentService, key: str, token: str) -> Kept:
        state = service.seat_state(token)
        self.renders += 1
        body = json.dumps(state, ensure_ascii=False).encode()
        # The tag is the digest of the answer: a change elsewhere keeps it.
        tag = f'"{hashlib.sha256(body).hexdigest()[:24]}"'
        where = (int(state["session"]), int(state["table"]))  # type: ignore[call-overload]
        if len(self._kept) >= MAX_SEATS:
            self._kept = {}
        kept = self._kept[key] = (where, tag, body, token)
        return kept

    def recent(self, token: str) -> tuple[str, bytes] | None:
        """The seat's answer as of the last look at the marker, if it was under
        FRESH_S ago (None: ask the service)."""
        checked = self._checked
        if checked is None or time.monotonic() - checked >= FRESH_S:
            return None
        kept = self._kept.get(secret_key(token))
        return None if kept is None else (kept[1], kept[2])

    def write(
        self,
        service: TournamentService,
        work: Callable[[], T],
        table_of: Callable[[T], tuple[int, int]],
    ) -> T:
        """Run a table-side write (`work`), then forget what it changed: its table's
        answers, or everything when something else changed too."""
        before = marker(service)
        try:
            done = work()
        except BaseException:
            self._after(service, before, None)
            raise
        self._after(service, before, table_of(done))
        return done

    def _after(
        self, service: TournamentService, before: Marker, table: tuple[int, int] | None
    ) -> None:
        after = marker(service)
        if after == before:
            return  # refused: nothing written
        ours = (
            table is not None
            and before == self._marker
            and after[0] == before[0]
            and _only_table_side(service, before[1], after[1])
        )
        if not ours:
            self._catch_up(after)
            return
        changed = [(k, v[3]) for k, v in self._kept.items() if v[0] == table]
        self._kept = {k: v for k, v in self._kept.items() if v[0] != table}
        self._marker = after
        for key, token in changed:
            try:
                self._read(service, key, token)
            except TournamentError:
                pass  # the write stands; the seat's next poll reads (or refuses) it
        self._checked = time.monotonic()

    def _catch_up(self, now: Marker) -> None:
        if now != self._marker:
            self._marker, self._kept, self._checked = now, {}, None


def _only_table_side(service: TournamentService, first: int, last: int) -> bool:
    """Whether the audit rows after `first` up to `last` are all table-side writes."""
    count = last - first
    if not 0 < count <= MAX_OWN_ROWS:
        return False
    rows = service.audit(count)
    return len(rows) == count and all(
        r.id > first and r.operation.startswith(OWN_OPERATIONS) for r in rows
    )
