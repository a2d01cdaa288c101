"""Whether the hand typed on the table sheet can be recorded, and what Record would
store: the winner, who paid, and the score by tiles, by fan, by the elements ticked or
(a system without fan) by the outcome, with the system's extras. Plain Python, no Qt.

Every rule system, MCR included, takes the same path: the fields make one entry, the
service previews it with every player's payment, and Record stores exactly the points
previewed. What differs is asked of the system's capabilities (`TournamentRules`),
never of its name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from app.domain import HandRecord, Refused, Table
from app.domain.anyhands import HandEntry as EnteredHand
from app.domain.anyhands import parse_fan
from app.domain.model import Points
from app.domain.rulesets import TournamentRules
from app.domain.service import TournamentService
from app.export.rows import format_exact
from app.ui.table import fields
from app.ui.table.describe import describe, payments
from app.ui.table.draft import SELF_DRAWN, Draft
from app.ui.table.phrase import QT_TRANSLATE_NOOP, Phrase, joined, said, verbatim

WIN_SIZE = 14  # tiles of a winning hand, a kong counted as 3


@dataclass(frozen=True)
class ByEntry:
    """The entry and exactly the points its preview showed."""

    entry: EnteredHand
    points: tuple[Points, ...]
    total: Points | None  # the fan (None: a system without fan settles without)


Ready = ByEntry


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
    rules: TournamentRules
    names: Mapping[int, str]
    service: TournamentService
    separator: Callable[[], str]  # between the items of a list, in the user's language

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
    return _check_entry(here, typed, d.winner, discarder)


def draw_hint(here: Here, typed: Typed) -> Phrase:
    """No winner yet: what to do, and (kongs entered, a system whose draw pays them)
    what a draw pays."""
    hint = said(QT_TRANSLATE_NOOP("HandForm", "Winner: type A, B, C or D (or press Draw)."))
    if not _settles_kongs(here, typed.draft):
        return hint
    try:
        checked = here.preview(entry_of(here, typed.draft, ()))
    except Refused as exc:
        return verbatim(str(exc))
    paid = here.payments(checked.points)
    return said(QT_TRANSLATE_NOOP("HandForm", "%1 A draw pays: %2."), hint, paid)


def draw_points(here: Here, typed: Typed) -> tuple[EnteredHand | None, tuple[Points, ...]]:
    """A system whose drawn hand pays its kongs, with kongs typed: the draw's entry and
    the points its preview showed; else nothing to settle."""
    if not _settles_kongs(here, typed.draft):
        return None, ()
    entry = entry_of(here, typed.draft, ())
    return entry, here.preview(entry).points


def _settles_kongs(here: Here, d: Draft) -> bool:
    """Whether a draw settles something: the system pays kongs in a drawn hand, and
    kongs are typed."""
    return here.rules.draw_settles_kongs and bool(d.extras[0].strip())


def entry_of(
    here: Here,
    d: Draft,
    winners: tuple[int, ...],
    discarder: int | None = None,
    *,
    tiles: tuple[str, ...] = (),
    elements: tuple[str, ...] = (),
    fan: Points | None = None,
    robbed: bool = False,
) -> EnteredHand:
    """The entry with the extras' fields (Refused: the field's own rule); `robbed`:
    the tiles say a kong was robbed, whether or not the extras' box is ticked."""
    kongs, horse, liable, ticked_robbed, _, _ = d.extras
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
        robbed=robbed or ticked_robbed,
    )


def _check_entry(here: Here, typed: Typed, winner: int, discarder: int | None) -> Verdict:
    """The entry by tiles (each winner's), by elements ticked, by fan, or by the
    outcome (a system without fan), with the extras; its payments previewed."""
    if typed.error:
        return None, verbatim(typed.error)
    try:
        entry = _entry(here, typed.draft, winner, discarder)
    except Refused as exc:
        return None, verbatim(str(exc))
    if isinstance(entry, Phrase):
        return None, entry
    return _previewed(here, entry)


def _entry(here: Here, d: Draft, winner: int, discarder: int | None) -> EnteredHand | Phrase:
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
        # the calculator's "Robbing the kong" flag on a discard win says so itself
        robbed = state.situation.kong and discarder is not None
        return entry_of(here, d, winners, discarder, tiles=tiles, robbed=robbed)
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
    if not here.rules.has_fan:
        # no fan: the outcome (who won, from whom, kongs, horse) settles it
        return entry_of(here, d, (winner,), discarder)
    if not d.fan.strip() or not here.rules.takes_fan:
        return fan_hint(here.rules)
    fan = parse_fan(d.fan)  # 0.5 or 1/2: a half fan where the system has one
    return entry_of(here, d, (winner,), discarder, fan=fan)


FAN_HINTS = {  # (a fan total may be typed, elements may be ticked): what to do
    (True, True): QT_TRANSLATE_NOOP(
        "HandForm", "Fan: type the total (%1 or more), tick the elements, or enter the tiles."
    ),
    (True, False): QT_TRANSLATE_NOOP(
        "HandForm", "Fan: type the total (%1 or more), or enter the tiles."
    ),
    (False, True): QT_TRANSLATE_NOOP("HandForm", "Tick the elements, or enter the tiles."),
    (False, False): QT_TRANSLATE_NOOP("HandForm", "Enter the tiles of the winning hand."),
}


def ticks_elements(rules: TournamentRules) -> bool:
    """Whether a hand may be given as the elements ticked from the system's list: a
    system with fan whose players' claims are not checked against the tiles."""
    return rules.has_fan and not rules.claims


def fan_hint(rules: TournamentRules) -> Phrase:
    """What a win by fan needs, with the system's minimum."""
    template = FAN_HINTS[(rules.takes_fan, ticks_elements(rules))]
    return said(template, format_exact(rules.min_fan()))


def _previewed(here: Here, entry: EnteredHand) -> Verdict:
    """What the system's module makes of the entry, with every player's payment, shown
    before Record (the same honesty for every system); Record stores exactly those
    points."""
    try:
        checked = here.preview(entry)
    except Refused as exc:
        return None, verbatim(str(exc))
    text = joined(describe(checked, here.names), "; ", here.payments(checked.points))
    return ByEntry(entry, checked.points, checked.fan), said(READY, text)
