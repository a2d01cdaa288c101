"""Whether the hand typed on the table sheet can be recorded, and what Record would
store: the winner, who paid, and the score by tiles, by fan, by the elements ticked or
(Shenzhen) by the outcome, with another system's extras. Plain Python, no Qt.

MCR is checked by the domain's hand rules (the fan or the tiles scored under the
tournament's rulings); another system's entry is previewed by the service with every
player's payment, and Record stores exactly the points previewed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from app.domain import HandRecord, Refused, Table
from app.domain import hands as hand_rules
from app.domain.anyhands import HandEntry as EnteredHand
from app.domain.anyhands import parse_fan
from app.domain.model import Points
from app.domain.rulesets import TournamentRules
from app.domain.service import TournamentService
from app.ui.table import fields
from app.ui.table.describe import describe, payments
from app.ui.table.draft import SELF_DRAWN, Draft
from app.ui.table.phrase import QT_TRANSLATE_NOOP, Phrase, joined, said, verbatim

WIN_SIZE = 14  # tiles of a winning hand, a kong counted as 3


@dataclass(frozen=True)
class ByTiles:
    """MCR: the winning hand's tiles, scored when stored."""

    winner: int
    discarder: int | None
    notation: str
    total: int  # the fan the tiles score


@dataclass(frozen=True)
class ByFan:
    """MCR: the fan total as typed."""

    winner: int
    discarder: int | None
    total: int


@dataclass(frozen=True)
class ByEntry:
    """Another rule system: the entry and exactly the points its preview showed."""

    entry: EnteredHand
    points: tuple[Points, ...]
    total: Points | None  # the fan (None: Shenzhen settles without)


Ready = ByTiles | ByFan | ByEntry


@dataclass(frozen=True)
class Typed:
    """What the hand form holds now: the fields as a draft, and the notation's own
    message when the typed tiles do not read ("" when they do)."""

    draft: Draft
    error: str = ""


@dataclass(frozen=True)
class Here:
    """The hand being checked: where it is played, under which rules, by whom."""

    session: int
    table: Table
    hand: int
    rules: TournamentRules | None
    names: Mapping[int, str]
    service: TournamentService
    separator: Callable[[], str]  # between the items of a list, in the user's language

    @property
    def is_mcr(self) -> bool:
        return self.rules is None or self.rules.is_mcr

    def preview(self, entry: EnteredHand) -> HandRecord:
        return self.service.preview_hand(self.session, self.table.table, self.hand, entry)

    def payments(self, points: tuple[Points, ...]) -> str:
        return payments(points, self.separator())


Verdict = tuple[Ready | None, Phrase]
READY = QT_TRANSLATE_NOOP("HandForm", "Ready: %1. Record: Enter.")
TILE_COUNT = QT_TRANSLATE_NOOP(
    "HandForm",
    "The hand has %1 tiles; a winning hand has 14 (a kong counts 3). "
    "Clear the tiles to type the fan instead.",
)


def check_win(here: Here, typed: Typed) -> Verdict:
    """What Record would store for a win, or what stops it (the hand is editable)."""
    d = typed.draft
    if d.winner is None:
        return None, draw_hint(here, typed)
    if d.source is None:
        return None, said(
            QT_TRANSLATE_NOOP("HandForm", "From: type A, B, C or D, or S for self-drawn.")
        )
    discarder = None if d.source == SELF_DRAWN else d.source
    if not here.is_mcr:
        return _check_other(here, typed, d.winner, discarder)
    if typed.error:
        return None, verbatim(typed.error)
    try:
        checked = _mcr_win(here, d, d.winner, discarder)
    except Refused as exc:
        return None, verbatim(str(exc))
    if isinstance(checked, Phrase):
        return None, checked
    ready, record = checked
    return ready, said(READY, describe(record, here.names))


def _mcr_win(
    here: Here, d: Draft, winner: int, discarder: int | None
) -> tuple[Ready, HandRecord] | Phrase:
    """MCR by tiles or by the fan typed, or what is missing (Refused: the domain's rule)."""
    state = d.state
    if state.tile_count() or state.flowers:
        if state.tile_count() != WIN_SIZE:
            return said(TILE_COUNT, str(state.tile_count()))
        notation = state.notation()
        options = here.rules.options if here.rules is not None else None
        record = hand_rules.scored_win(here.table, here.hand, winner, discarder, notation, options)
        return ByTiles(winner, discarder, notation, _whole(record.fan)), record
    try:  # the fan box takes digits only: nothing typed, then
        fan = int(d.fan)
    except ValueError:
        return said(
            QT_TRANSLATE_NOOP("HandForm", "Fan: type the total (8 or more), or enter the tiles.")
        )
    record = hand_rules.win(here.table, here.hand, winner, discarder, fan)
    return ByFan(winner, discarder, fan), record


def _whole(fan: Points | None) -> int:
    """MCR's fan is whole (the engine's total of a scored hand)."""
    return int(fan or 0)


def draw_hint(here: Here, typed: Typed) -> Phrase:
    """No winner yet: what to do, and (kongs entered, Shenzhen) what a draw pays."""
    hint = said(QT_TRANSLATE_NOOP("HandForm", "Winner: type A, B, C or D (or press Draw)."))
    if here.is_mcr or not typed.draft.extras[0].strip():
        return hint
    try:
        checked = here.preview(entry_of(here, typed.draft, ()))
    except Refused as exc:
        return verbatim(str(exc))
    paid = here.payments(checked.points)
    return said(QT_TRANSLATE_NOOP("HandForm", "%1 A draw pays: %2."), hint, paid)


def draw_points(here: Here, typed: Typed) -> tuple[EnteredHand | None, tuple[Points, ...]]:
    """Another system with kongs typed: the draw's entry and the points its preview
    showed (Shenzhen pays the kongs even in a drawn hand); else nothing to settle."""
    if here.is_mcr or not typed.draft.extras[0].strip():
        return None, ()
    entry = entry_of(here, typed.draft, ())
    return entry, here.preview(entry).points


def entry_of(
    here: Here,
    d: Draft,
    winners: tuple[int, ...],
    discarder: int | None = None,
    *,
    tiles: tuple[str, ...] = (),
    elements: tuple[str, ...] = (),
    fan: Points | None = None,
) -> EnteredHand:
    """The entry with the extras' fields (Refused: the field's own rule)."""
    kongs, horse, liable, robbed, _, _ = d.extras
    seats = here.table.seats
    return EnteredHand(
        winners,
        discarder,
        tiles=tiles,
        elements=elements,
        fan=fan,
        kongs=fields.parse_kongs(kongs, seats),
        horse=horse.strip() or None,
        liable=fields.seat_player(liable, seats),
        robbed=robbed,
    )


def _check_other(here: Here, typed: Typed, winner: int, discarder: int | None) -> Verdict:
    """Another rule system: the entry by tiles (each winner's), by elements ticked, by
    fan, or Shenzhen's outcome, with the extras; its payments previewed."""
    if typed.error:
        return None, verbatim(typed.error)
    try:
        entry = _other_entry(here, typed.draft, winner, discarder)
    except Refused as exc:
        return None, verbatim(str(exc))
    if isinstance(entry, Phrase):
        return None, entry
    return _previewed(here, entry)


def _other_entry(here: Here, d: Draft, winner: int, discarder: int | None) -> EnteredHand | Phrase:
    """The entry the fields make, or what stops it (Refused: a field's rule)."""
    state, ticked = d.state, d.extras[5]
    others = fields.parse_others(d.extras[4], here.table.seats)
    if state.tile_count() or state.flowers:
        if state.tile_count() != WIN_SIZE:
            return said(TILE_COUNT, str(state.tile_count()))
        if ticked:
            return said(
                QT_TRANSLATE_NOOP(
                    "HandForm", "Give the hand one way: untick the elements or clear the tiles."
                )
            )
        winners = (winner, *(p for p, _ in others))
        tiles = (state.notation(), *(t for _, t in others))
        return entry_of(here, d, winners, discarder, tiles=tiles)
    if others:
        return said(
            QT_TRANSLATE_NOOP(
                "HandForm",
                "Several winners: enter the first winner's tiles too (each winner by tiles).",
            )
        )
    if ticked:
        if d.fan.strip():
            return said(
                QT_TRANSLATE_NOOP(
                    "HandForm", "Give the hand one way: clear the fan or untick the elements."
                )
            )
        return entry_of(here, d, (winner,), discarder, elements=ticked)
    if here.rules is not None and not here.rules.has_fan:
        # Shenzhen has no fan: the outcome (who won, from whom, kongs, horse) settles it.
        return entry_of(here, d, (winner,), discarder)
    if not d.fan.strip():
        return said(
            QT_TRANSLATE_NOOP(
                "HandForm", "Fan: type the total, tick the elements, or enter the tiles."
            )
        )
    fan = parse_fan(d.fan)  # 0.5 or 1/2: the International's half fan
    return entry_of(here, d, (winner,), discarder, fan=fan)


def _previewed(here: Here, entry: EnteredHand) -> Verdict:
    """What the system's module makes of the entry, with every player's payment, shown
    before Record; Record stores exactly those points."""
    try:
        checked = here.preview(entry)
    except Refused as exc:
        return None, verbatim(str(exc))
    text = joined(describe(checked, here.names), "; ", here.payments(checked.points))
    return ByEntry(entry, checked.points, checked.fan), said(READY, text)
