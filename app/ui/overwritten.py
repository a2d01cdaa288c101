"""This station is told when another station replaced what it had entered (issue 21).

Two stations can both be right to change a match: a head referee corrects a hand, a
desk deletes a penalty given in error. What must not happen is that the station whose
entry was replaced goes on believing its own screen. After every change of the
tournament (another station's, noticed by the watch on the file or the server, or
this station's own), the newest audit entries are read; an entry written by another
station that replaced or deleted a hand, a penalty, a match's totals or its state last
written by this station is announced on the window's banner and, when that match is on
the sheet, on the sheet's message line: what, at which station, when (this computer's
clock) and what it is now. Nothing is modal: the referee goes on typing.

Who wrote a thing last is known from the audit log itself (every entry names its
station): the last few thousand entries are read once when the tournament opens, then
only the entries newer than the last one seen.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from app.domain import AuditEntry, TournamentError
from app.export.rows import format_exact, format_signed
from app.store.server_url import station_name

if TYPE_CHECKING:  # the window and the stations install the watch
    from app.ui.document import Document
    from app.ui.window import MainWindow

WATCHED = ("hand", "penalty", "totals", "match state")
HISTORY = 5000  # audit entries read at opening to learn who wrote what last
STEP = 50  # newest entries read after each change (more when more are new)


def clock(at: str) -> str:
    """An audit time (UTC, ISO 8601) as this computer's clock shows it: hours:minutes."""
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at[11:16]


def fill(text: str, values: dict[str, str]) -> str:
    """`text` with its %1, %2... (and %S, %T) put in, all in one pass: a name that
    holds "%2" itself is never filled again."""
    return re.sub(r"%([0-9]|S|T)", lambda m: values.get(m.group(1), m.group(0)), text)


def _data(text: str | None) -> dict[str, Any] | str | None:
    try:
        return json.loads(text) if text else None
    except ValueError:
        return None


class OverwriteWatch(QObject):
    """Announces another station's replacement of this station's entries.

    Signals:
        noticed(str, int, int): the announcement, and the session and table it is
            about (the sheet shows it on its message line when that match is shown).
    """

    noticed = Signal(str, int, int)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.station = document.workspace.service.station or station_name()
        self._writer: dict[tuple[str, str], str | None] = {}
        self._penalty_match: dict[str, tuple[int, int]] = {}
        self._last_id = 0
        entries = self._read(HISTORY)
        for entry in reversed(entries):
            self._learn(entry)
        document.changed.connect(self.check)

    def _read(self, limit: int) -> list[AuditEntry]:
        try:
            return self.document.workspace.service.audit(limit)
        except TournamentError:  # the server out of reach: the next change reads again
            return []

    def _new_entries(self) -> list[AuditEntry]:
        """The entries after the last one seen, oldest first."""
        limit = STEP
        while True:
            entries = self._read(limit)
            if len(entries) < limit or entries[-1].id <= self._last_id or limit >= HISTORY:
                break
            limit *= 4
        return [e for e in reversed(entries) if e.id > self._last_id]

    def _learn(self, entry: AuditEntry) -> None:
        self._last_id = max(self._last_id, entry.id)
        if entry.entity in WATCHED:
            self._writer[(entry.entity, entry.key)] = entry.station
        if entry.entity == "penalty":
            data = _data(entry.new) or _data(entry.old)
            if isinstance(data, dict):
                self._penalty_match[entry.key] = (data.get("session", 0), data.get("table", 0))

    @Slot()
    def check(self) -> list[str]:
        """Read the new audit entries; announce each replacement of this station's
        entries by another station. Returns the announcements (for tests)."""
        told: list[str] = []
        for entry in self._new_entries():
            mine = self._writer.get((entry.entity, entry.key)) == self.station
            self._learn(entry)
            if not mine or entry.station in (None, self.station) or entry.old is None:
                continue
            if entry.entity not in WATCHED or entry.old == entry.new:
                continue
            where = self._where(entry)
            text = self._describe(entry)
            if text:
                told.append(text)
                self.noticed.emit(text, *where)
        return told

    def _where(self, entry: AuditEntry) -> tuple[int, int]:
        if entry.entity == "penalty":
            return self._penalty_match.get(entry.key, (0, 0))
        parts = entry.key.split("/")
        try:
            return int(parts[0]), int(parts[1])
        except (IndexError, ValueError):
            return 0, 0

    # -- the words ---------------------------------------------------------------------
    def _describe(self, entry: AuditEntry) -> str:
        station = entry.station or self.tr("unknown station")
        when = clock(entry.at)
        describe = {
            "hand": self._hand,
            "penalty": self._penalty,
            "totals": self._totals,
            "match state": self._state,
        }[entry.entity]
        text, values = describe(entry)
        return fill(text, {**values, "S": station, "T": when}) if text else ""

    def _name(self, number: object) -> str:
        if not isinstance(number, int):
            return "—"
        names = self.document.workspace.player_names()
        return f"{number} {names.get(number, '')}".strip()

    def _hand(self, entry: AuditEntry) -> tuple[str, dict[str, str]]:
        s, t, h = (entry.key.split("/") + ["", "", ""])[:3]
        new = _data(entry.new)
        values = {"1": h, "2": t, "3": s}
        if not isinstance(new, dict):
            return self.tr(
                "Hand %1 of table %2, session %3 was deleted at station %S at %T."
            ), values
        text = self.tr("Hand %1 of table %2, session %3 was changed at station %S at %T: now %4.")
        return text, {**values, "4": self._hand_now(new)}

    def _hand_now(self, new: dict[str, Any]) -> str:
        if new.get("draw"):
            return self.tr("a draw")
        if new.get("discarder") is None:
            now = fill(self.tr("%1 self-drawn"), {"1": self._name(new.get("winner"))})
        else:
            names = {"1": self._name(new.get("winner")), "2": self._name(new.get("discarder"))}
            now = fill(self.tr("%1 from %2"), names)
        fan = new.get("fan")
        if fan is not None:
            now += ", " + self.tr("%1 fan").replace("%1", format_exact(_exact(fan)))
        return now

    def _penalty(self, entry: AuditEntry) -> tuple[str, dict[str, str]]:
        old, new = _data(entry.old), _data(entry.new)
        if not isinstance(old, dict):
            return "", {}
        s, t = self._where(entry)
        values = {"1": self._penalty_text(old), "2": str(t), "3": str(s)}
        if isinstance(new, dict):
            text = self.tr(
                "The penalty %1 at table %2, session %3 was changed at station %S at %T: now %4."
            )
            return text, {**values, "4": self._penalty_text(new)}
        return self.tr(
            "The penalty %1 at table %2, session %3 was deleted at station %S at %T."
        ), values

    def _penalty_text(self, data: dict[str, Any]) -> str:
        points = format_signed(_exact(data.get("points", 0)))
        return f"{self._name(data.get('player'))} ({points}, {data.get('reason', '')})"

    def _totals(self, entry: AuditEntry) -> tuple[str, dict[str, str]]:
        s, t = self._where(entry)
        new = _data(entry.new)
        values = {"1": str(t), "2": str(s)}
        if isinstance(new, dict):
            now = " / ".join(format_signed(_exact(x)) for x in new.get("totals", ()))
            text = self.tr(
                "The totals of table %1, session %2 were changed at station %S at %T: now %3."
            )
            return text, {**values, "3": now}
        return self.tr(
            "The totals of table %1, session %2 were cleared at station %S at %T."
        ), values

    def _state(self, entry: AuditEntry) -> tuple[str, dict[str, str]]:
        s, t = self._where(entry)
        old, new = _data(entry.old), _data(entry.new)
        values = {"1": str(t), "2": str(s)}
        if old == "verified" and new != "verified":
            return self.tr("Table %1 of session %2 was reopened at station %S at %T."), values
        if new == "verified":
            return self.tr("Table %1 of session %2 was verified at station %S at %T."), values
        return "", {}


def _exact(value: object) -> Fraction:
    """A stored number (whole, or a fraction as text "17/2") as an exact number."""
    try:
        return Fraction(str(value))
    except (ValueError, ZeroDivisionError):
        return Fraction(0)


def install(window: MainWindow, document: Document) -> OverwriteWatch:
    """Announce on `window` (its banner; the sheet's message line when the match is
    shown) what other stations replaced of this station's entries in `document`. Once
    per document: the window's views built again (another language) keep its watch."""
    watch = document.findChild(OverwriteWatch)  # the document's own, made below
    if watch is not None:
        return watch
    watch = OverwriteWatch(document, document)

    def announce(text: str, session: int, table: int) -> None:
        window.show_error(text)
        pages = window.pages
        if pages is not None and pages.table.current() == (session, table):
            pages.table.hand_form.say(text)

    watch.noticed.connect(announce)
    return watch
