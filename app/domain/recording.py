"""Entering hands, for every rule system alike: preview, record, put back, delete.

The facade (`TournamentService`) delegates its hand-entry methods here. Preview and
record take the same path: the entry (`HandEntry`) -> `anyhands.build` (the one
function that scores and settles it, under the tournament's rules) -> `HandRecord` ->
the store. A hand is scored once per change of the entry (the previews are remembered
by entry) and once when it is stored (inside the match's transaction, with the rules
read under its lock).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import replace as replaced
from fractions import Fraction
from typing import TYPE_CHECKING

from app.domain import anyhands, limits
from app.domain.anyhands import HandEntry
from app.domain.changes import Change, HandStep, Step
from app.domain.errors import Refused
from app.domain.model import HandRecord, MatchState, Points, Table
from app.domain.rotation import seat_index
from app.domain.rulesets import TournamentRules

if TYPE_CHECKING:
    from app.domain.service import TournamentService

PREVIEWS_KEPT = 64  # the entries of the last few hands shown, at every table of a station


class _Previews:
    """The records of the entries last previewed, so that a screen asking again for the
    same entry (a repaint, a focus change) does not score it again."""

    def __init__(self) -> None:
        self._kept: OrderedDict[Hashable, HandRecord] = OrderedDict()
        self._lock = threading.Lock()  # stations preview from worker threads too

    def get(self, rules: TournamentRules, table: Table, hand: int, entry: HandEntry) -> HandRecord:
        # The system by identity: two tournaments' systems are never confused.
        key = (id(rules.system), rules.options, rules.hands, table, hand, entry)
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key]
        record = anyhands.build(rules, table, hand, entry)
        with self._lock:
            self._kept[key] = record
            while len(self._kept) > PREVIEWS_KEPT:
                self._kept.popitem(last=False)
        return record


_previews = _Previews()


def previewed(rules: TournamentRules, table: Table, hand: int, entry: HandEntry) -> HandRecord:
    """The record of `entry`, built once for each entry shown (not stored)."""
    return _previews.get(rules, table, hand, entry)


def preview(
    svc: TournamentService, session: int, table: int, hand: int, entry: HandEntry
) -> HandRecord:
    """The record `entry` would make, without storing anything (what a screen shows
    before Record: the payments preview)."""
    _check_sizes(entry)
    return previewed(svc.rules(), svc.table(session, table), hand, entry)


def record(
    svc: TournamentService,
    session: int,
    table: int,
    hand: int,
    entry: HandEntry,
    replace: bool = False,
    expected_points: Sequence[Points] | None = None,
    expected_version: str | None = None,
) -> Change:
    """Store the record of `entry`, scored again inside the match's transaction. With
    `expected_points` (what the screen showed), other points are refused, never stored."""
    _check_sizes(entry)
    verb = "record hand" if entry.winners else "record draw"
    what = f"{verb} {session}/{table}/{hand}"
    with svc._operation(what, session, table):
        # The rules inside the transaction: read with the match's lock (on a server in
        # BEGIN's round trip, pg_match), and the ones this hand is scored by.
        rules = svc.rules()
        t = svc.table(session, table)
        svc._check_version(session, table, expected_version)
        made = anyhands.build(rules, t, hand, entry)
        if expected_points is not None and tuple(expected_points) != made.points:
            # The honesty rule: never store points other than those the screen showed.
            raise Refused(
                "The points differ from those shown (the entry or the rules changed): "
                "check the payments and record again."
            )
        return store(svc, made, replace, what)


def record_win(
    svc: TournamentService,
    session: int,
    table: int,
    hand: int,
    winner: int,
    discarder: int | None,
    fan: int | None,
    tiles: str | None,
    replace: bool,
    expected_version: str | None,
) -> Change:
    """A one-winner win given as its fan total or its tiles: the same entry and path."""
    if (fan is None) == (tiles is None):
        raise Refused("Give either the fan count or the tiles of the winning hand.")
    if fan is not None:
        limits.check_number(fan, "fan", 0, limits.MAX_FAN)
    entry = HandEntry((winner,), discarder, (tiles,) if tiles is not None else (), fan=fan)
    return record(svc, session, table, hand, entry, replace, None, expected_version)


def put(
    svc: TournamentService, made: HandRecord, replace: bool, expected_version: str | None
) -> Change:
    """Store a ready-made record again (e.g. re-entering a deleted hand), re-checked
    against the rules of its table."""
    what = f"record hand {made.session}/{made.table}/{made.hand}"
    with svc._operation(what, made.session, made.table):
        svc._check_version(made.session, made.table, expected_version)
        return store(svc, checked(svc, made), replace, what)


def checked(svc: TournamentService, made: HandRecord) -> HandRecord:
    """A stored or remembered record checked again against its table's rules: its table,
    players and exact sum; a plain record (a draw, or a compact win) settled again from
    what it holds. Nothing is re-scored."""
    t = svc.table(made.session, made.table)
    rules = svc.rules()
    made = rechecked(rules, t, made)
    if made.extended:
        return made
    if made.draw:
        entry = HandEntry()
    elif rules.compact_records and made.winner is not None and made.fan is not None:
        entry = HandEntry((made.winner,), made.discarder, fan=made.fan)
    else:
        return made
    return replaced(made, points=anyhands.build(rules, t, made.hand, entry).points)


def rechecked(rules: TournamentRules, table: Table, made: HandRecord) -> HandRecord:
    """A stored record put back (re-entering a deleted hand): its hand number, players and
    exact points are checked against the table and the rules; its scoring is kept as the
    rule module gave it when it was entered (nothing is re-scored)."""
    if not 1 <= made.hand <= rules.hands:
        raise Refused(f"A hand number is 1 to {rules.hands}, not {made.hand}.")
    people = [*made.winners, made.discarder, made.liable]
    people += [p for k in made.kongs for p in (k.player, k.discarder)]
    for p in people:
        if p is not None:
            seat_index(table, p, "player")
    if len(made.points) != 4 or sum(Fraction(p) for p in made.points) != 0:
        raise Refused("A hand's points must sum to 0.")
    if made.draw != (made.winner is None):
        raise Refused("A hand is either drawn or has a winner.")
    return made


def store(svc: TournamentService, made: HandRecord, replace: bool, what: str) -> Change:
    """Write the record in the open transaction; a match's last hand completes it."""
    s, t = made.session, made.table
    status = svc._status(s, t)
    svc._check_editable(status)
    if status.totals_only:
        raise Refused(
            f"Table {t} of session {s} was entered as totals only; clear the totals "
            "before entering hands."
        )
    old = svc.store.get_hand(s, t, made.hand)
    if old is not None and not replace:
        raise Refused(
            f"Hand {made.hand} of table {t} in session {s} is already entered; "
            "correct it (replace) or delete it first."
        )
    svc.store.put_hand(made)
    steps: list[Step] = [HandStep(old, made)]
    if old is None and status.hands_entered + 1 == svc.settings().hands_per_match:
        steps.append(svc._set_state(status, MatchState.COMPLETE))
    return Change(what, tuple(steps))


def delete(
    svc: TournamentService, session: int, table: int, hand: int, expected_version: str | None
) -> Change:
    """Remove an entered hand; a complete match goes back to open."""
    what = f"delete hand {session}/{table}/{hand}"
    with svc.store.transaction(what, match=(session, table)):
        svc.table(session, table)
        svc._check_version(session, table, expected_version)
        hands = svc.settings().hands_per_match
        if not 1 <= hand <= hands:
            raise Refused(f"A hand number is 1 to {hands}, not {hand}.")
        status = svc._status(session, table)
        svc._check_editable(status)
        old = svc.store.get_hand(session, table, hand)
        if old is None:
            raise Refused(f"Hand {hand} of table {table} in session {session} is not entered.")
        svc.store.delete_hand(session, table, hand)
        steps: list[Step] = [HandStep(old, None)]
        if status.state == MatchState.COMPLETE:
            steps.append(svc._set_state(status, MatchState.OPEN))
    return Change(what, tuple(steps))


def _check_sizes(entry: HandEntry) -> None:
    """What no hand can be, refused before anything is read or scored."""
    for text in entry.tiles:
        if len(text) > limits.MAX_NOTATION:
            raise Refused(f"A hand's notation has at most {limits.MAX_NOTATION} characters.")
    if entry.fan is not None and not 0 <= entry.fan <= limits.MAX_FAN:
        raise Refused(f"{entry.fan} fan is not a possible hand; check the number.")
