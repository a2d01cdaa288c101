"""The table sheet's hand form without its widgets: which hand is shown, what is typed
for each hand (drafts), whether the shown hand may be entered, the correction mode,
what Record, Draw and Delete store, and the texts that say so. Plain Python over the
domain's service and types, no Qt: the form (`app.ui.table.hand_form`) forwards what
the referee does and shows the state kept here; tests drive this class directly.

The rules of the form (see also `hand_form`'s docstring):
- a hand not yet entered starts blank; what is typed is kept per session, table and
  hand until it is stored;
- an entered hand is read-only; changing it takes the correction mode, which keeps
  the version of the match it started from, so that a change made meanwhile at another
  station refuses the correction instead of overwriting it;
- after an entry the form moves to the next hand not yet entered (after a correction
  it stays).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.domain import HandRecord, MatchState, MatchStatus, Table
from app.domain.anyhands import HandEntry as EnteredHand
from app.domain.model import HANDS_PER_MATCH, Points
from app.domain.rotation import HandWinds, hand_winds
from app.domain.rulesets import TournamentRules
from app.domain.service import Change, TournamentService
from app.export.rows import format_exact
from app.ui.table import checks
from app.ui.table.checks import Here, Ready, Typed
from app.ui.table.describe import describe
from app.ui.table.draft import SELF_DRAWN, Draft
from app.ui.table.phrase import QT_TRANSLATE_NOOP, Phrase, said, verbatim

Key = tuple[int, int, int]  # session, table, hand
SEAT_KEYS = {"a": 0, "b": 1, "c": 2, "d": 3, "1": 0, "2": 1, "3": 2, "4": 3}
SELF_KEYS = ("s", "0")
NOTHING = verbatim("")


@dataclass(frozen=True)
class Operation:
    """A change to store: its label on the undo stack, the call on the service, and
    what was attempted (for the dialog of a conflict with another station)."""

    label: Phrase
    run: Callable[[], Change]
    attempt: tuple[object, ...]


@dataclass(frozen=True)
class Situation:
    """What the sheet fixes in the tile entry: the winds, self-drawn, and (another
    system) who fed the winning tile, as the notation's fourth part."""

    prevalent: str
    seat: str | None  # None: the winner is not chosen, the entry's wind stays
    self_drawn: bool
    extras: str


class SheetPresenter:
    """The state and decisions of the hand form (see the module docstring)."""

    def __init__(
        self,
        service: Callable[[], TournamentService],
        separator: Callable[[], str] = lambda: ", ",
    ) -> None:
        self._service = service  # asked when needed: the workspace may change
        self._separator = separator
        self.where: tuple[int, int] | None = None
        self.table: Table | None = None
        self.names: dict[int, str] = {}
        self.records: dict[int, HandRecord] = {}
        self.status: MatchStatus | None = None
        self.version = ""
        self.rules: TournamentRules | None = None
        self.hands = HANDS_PER_MATCH
        self.hand = 1  # the hand the form holds
        self.shown: HandRecord | None = None  # the stored hand the form shows
        self.drafts: dict[Key, Draft] = {}
        self.correcting: tuple[Key, str] | None = None  # the hand and the version seen
        self.ready: Ready | None = None  # what Record stores now
        self.notice: Phrase = NOTHING  # an error or news, shown before anything else

    # -- the match ---------------------------------------------------------------------
    def show_match(
        self,
        where: tuple[int, int],
        table: Table | None,
        names: dict[int, str],
        records: dict[int, HandRecord],
        status: MatchStatus | None,
        version: str,
    ) -> None:
        """Take a match (another, or the same read again); the rules are read again."""
        self.where, self.table, self.names = where, table, names
        self.records, self.status, self.version = records, status, version
        self.rules = self._service().rules()  # the tournament's system
        self.hands = self.rules.hands

    def first_open_hand(self) -> int:
        """The first hand not entered (all entered: the last)."""
        return next((n for n in range(1, self.hands + 1) if n not in self.records), self.hands)

    def next_open_hand(self, hand: int) -> int:
        """After ``hand`` was entered: the next one not entered, wrapping round."""
        later = [n for n in range(hand + 1, self.hands + 1) if n not in self.records]
        earlier = [n for n in range(1, hand) if n not in self.records]
        return (later or earlier or [hand])[0]

    def reread(self, hand: int, typed: Draft) -> bool:
        """The same match read again (a change here or at another station): whether
        ``hand`` must be loaded again (its stored record changed)."""
        record = self.records.get(hand)
        if self.correcting and record is None:  # the hand was removed (an undo, elsewhere)
            self.correcting = None
        elif self.correcting and record != self.shown:
            return False  # correcting: the check of the version will tell
        if record == self.shown:
            return False
        if record is not None and self.shown is None and typed.in_progress():
            self.notice = self.notice or said(
                QT_TRANSLATE_NOOP(
                    "HandForm",
                    "Hand %1 was entered meanwhile (at another station): %2. What was typed "
                    "here was not stored.",
                ),
                str(hand),
                self.describe(record),
            )
        return True

    def key(self) -> Key | None:
        return None if self.where is None else (*self.where, self.hand)

    @property
    def here(self) -> tuple[int, int]:
        """(session, table) of the match shown: asked only while one is."""
        if self.where is None:
            raise RuntimeError("no match is shown")
        return self.where

    # -- the fan box -------------------------------------------------------------------
    def fan_is_whole(self) -> bool:
        """Whether the fan is a whole number (else it may be a half: 0.5, 1/2)."""
        return self.rules is None or not self.rules.fractional_points

    def fan_typable(self) -> bool:
        """Whether a fan total is typed at all (a system without fan settles the
        outcome; another may want the tiles)."""
        return self.rules is not None and self.rules.takes_fan

    def fan_placeholder(self) -> Phrase:
        if self.rules is not None and self.rules.has_fan:
            low = format_exact(self.rules.min_fan())
            return said(QT_TRANSLATE_NOOP("HandForm", "%1 or more"), low)
        return said(QT_TRANSLATE_NOOP("HandForm", "no fan: the outcome settles"))

    # -- winds, seats and keys ---------------------------------------------------------
    def winds(self) -> HandWinds:
        # a match made shorter by new rules: the hand held is moved into it just after
        return hand_winds(min(self.hand, self.hands), self.hands)

    def situation(self, winner: int | None, source: int | None) -> Situation | None:
        """The winds of the winner in this hand and who paid (None: no seating)."""
        if self.table is None:
            return None
        seats = self.table.seats
        winds = self.winds()
        seat = winds.seat_winds[seats.index(winner)] if winner in seats else None
        feeder = source if source not in (None, SELF_DRAWN) else None
        extras = f"from={winds.seat_winds[seats.index(feeder)]}" if feeder in seats else ""
        return Situation(winds.prevalent, seat, source == SELF_DRAWN, extras)

    def player_for_key(self, text: str, *, self_drawn: bool) -> int | None:
        """The choice a key makes in the winner or from box: a seat letter or number
        (S or 0: self-drawn, in the from box); None: not a choice."""
        text = text.lower()
        if text in SEAT_KEYS and self.table is not None:
            return self.table.seats[SEAT_KEYS[text]]
        if text in SELF_KEYS and self_drawn:
            return SELF_DRAWN
        return None

    # -- drafts ------------------------------------------------------------------------
    def load(self, hand: int) -> tuple[HandRecord | None, Draft | None]:
        """Hold ``hand``: its stored record, or else its draft (both None: blank)."""
        self.hand = hand
        key = (*self.here, hand)
        record = self.records.get(hand)
        if record is not None:
            self.drafts.pop(key, None)
            return record, None
        return None, self.drafts.get(key)

    def save_draft(self, typed: Draft, hand: int | None = None) -> None:
        """Keep what is typed for ``hand`` (the one held) unless it is stored."""
        if self.where is None:
            return
        hand = self.hand if hand is None else hand
        key = (*self.where, hand)
        if hand in self.records or not typed.in_progress():
            self.drafts.pop(key, None)
        else:
            self.drafts[key] = typed

    def drafts_in_progress(self) -> list[Key]:
        """Every hand with something typed and not stored."""
        return sorted(
            k
            for k, d in self.drafts.items()
            if d.in_progress() and not (k[:2] == self.where and k[2] in self.records)
        )

    # -- checking ------------------------------------------------------------------------
    def locked(self) -> Phrase | None:
        """Why the hand held may not be entered now (None: it may)."""
        if self.table is None:
            return said(QT_TRANSLATE_NOOP("HandForm", "This session is not seated yet."))
        status = self.status
        if status is not None and status.state is MatchState.VERIFIED:
            return said(
                QT_TRANSLATE_NOOP(
                    "HandForm",
                    "This table is verified: reopen it (Alt+V) before correcting a hand.",
                )
            )
        if status is not None and status.totals_only:
            return said(QT_TRANSLATE_NOOP("HandForm", "This table was entered as totals only."))
        record = self.records.get(self.hand)
        if record is not None and not self.correcting:
            return said(
                QT_TRANSLATE_NOOP(
                    "HandForm", "Hand %1 is entered: %2. To change it: Correct (Alt+O)."
                ),
                str(record.hand),
                self.describe(record),
            )
        return None

    def correctable(self) -> bool:
        """Whether the hand held is entered and its match not verified."""
        verified = self.status is not None and self.status.state is MatchState.VERIFIED
        return self.hand in self.records and not verified

    def refresh(self, typed: Typed) -> Phrase:
        """Check what is typed: :attr:`ready` is what Record would store (None: it
        cannot), the phrase says why not or what it would be."""
        self.ready = None
        why = self.locked()
        if why is not None:
            return why
        self.ready, message = checks.check_win(self._here_checked(), typed)
        return message

    def is_error(self) -> bool:
        """Whether the message line shows a fault (a notice, or an entry not ready)."""
        return bool(self.notice) or (self.ready is None and self.locked() is None)

    def _here_checked(self) -> Here:
        if self.table is None or self.rules is None:
            raise RuntimeError("no seating is shown")
        session = self.here[0]
        return Here(
            session, self.table, self.hand, self.rules, self.names, self._service(), self._separator
        )

    def draw_points(self, typed: Draft) -> tuple[EnteredHand | None, tuple[Points, ...]]:
        """The draw's entry and points when another system settles kongs in it
        (Refused: the kongs' rule, or the system's)."""
        return checks.draw_points(self._here_checked(), Typed(typed))

    def describe(self, record: HandRecord) -> Phrase:
        return describe(record, self.names)

    # -- correction --------------------------------------------------------------------
    def set_correcting(self, on: bool) -> bool:
        """Start (on an entered hand) or leave the correction mode; whether it is on."""
        key = self.key()
        if on and key is not None and self.hand in self.records:
            self.correcting = (key, self.version)
        else:
            self.correcting = None
        self.notice = NOTHING
        return self.correcting is not None

    def _version(self, replace: bool) -> str:
        """The version a change is based on: a correction's is the one it started from."""
        return self.correcting[1] if (replace and self.correcting) else self.version

    # -- what Record, Draw and Delete store ----------------------------------------------
    def label(self, what: Phrase) -> Phrase:
        s, t = self.here
        template = QT_TRANSLATE_NOOP("HandForm", "Session %1, table %2, hand %3: %4")
        return said(template, str(s), str(t), str(self.hand), what)

    def record_operation(self, ready: Ready, *, replace: bool) -> Operation:
        """Store ``ready`` as checked: exactly the points shown."""
        s, t = self.here
        h, svc, version = self.hand, self._service(), self._version(replace)
        entry, points = ready.entry, ready.points
        fan = QT_TRANSLATE_NOOP("HandForm", "%1 fan")
        shown = said(fan, format_exact(ready.total)) if ready.total is not None else None
        return Operation(
            self.label(shown or said(QT_TRANSLATE_NOOP("HandForm", "win"))),
            lambda: svc.record_hand(
                s,
                t,
                h,
                entry,
                replace=replace,
                expected_points=points,
                expected_version=version,
            ),
            ("entry", entry, points),
        )

    def draw_operation(
        self, entry: EnteredHand | None, points: tuple[Points, ...], *, replace: bool
    ) -> Operation:
        """A drawn hand (kongs settled: the entry and the points previewed)."""
        s, t = self.here
        h, svc, version = self.hand, self._service(), self._version(replace)
        label = self.label(said(QT_TRANSLATE_NOOP("HandForm", "draw")))
        if entry is not None and points:
            return Operation(
                label,
                lambda: svc.record_hand(
                    s,
                    t,
                    h,
                    entry,
                    replace=replace,
                    expected_points=points,
                    expected_version=version,
                ),
                ("entry", entry, points),
            )
        return Operation(
            label,
            lambda: svc.record_draw(s, t, h, replace=replace, expected_version=version),
            ("draw",),
        )

    def delete_operation(self) -> Operation:
        """Remove the hand being corrected (based on the version the correction saw)."""
        s, t = self.here
        h, svc, version = self.hand, self._service(), self._version(True)
        return Operation(
            self.label(said(QT_TRANSLATE_NOOP("HandForm", "delete"))),
            lambda: svc.delete_hand(s, t, h, expected_version=version),
            ("delete",),
        )

    def stored(self, key: Key) -> None:
        """A change to ``key`` was stored: its draft goes, the correction ends."""
        self.drafts.pop(key, None)
        self.correcting = None
        self.notice = NOTHING

    @staticmethod
    def draw_drops(typed: Draft, kongs_settled: bool) -> bool:
        """Whether recording a draw drops something typed (then the referee is asked):
        a winner or tiles, and the extras unless the kongs belong to the draw."""
        if kongs_settled:
            typed = Draft(typed.winner, typed.source, typed.fan, typed.state, typed.text)
        return typed.in_progress()

    # -- the questions before a stored hand is replaced or deleted ------------------------
    def replace_question(self, *, by_draw: bool) -> Phrase:
        by_entry = QT_TRANSLATE_NOOP("HandForm", "Replace hand %1 (%2) by this entry?")
        by_a_draw = QT_TRANSLATE_NOOP("HandForm", "Replace hand %1 (%2) by a draw?")
        return said(by_a_draw if by_draw else by_entry, str(self.hand), self._stored_text())

    def delete_question(self) -> Phrase:
        template = QT_TRANSLATE_NOOP("HandForm", "Delete hand %1 (%2)?")
        return said(template, str(self.hand), self._stored_text())

    def draw_question(self) -> Phrase:
        template = QT_TRANSLATE_NOOP(
            "HandForm", "Record hand %1 as a draw? What was typed for it is dropped."
        )
        return said(template, str(self.hand))

    def correcting_line(self) -> Phrase:
        template = QT_TRANSLATE_NOOP(
            "HandForm", "Correcting hand %1: you confirm before it is replaced."
        )
        return said(template, str(self.hand))

    def _stored_text(self) -> Phrase:
        return self.describe(self.records[self.hand])
