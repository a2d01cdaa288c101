"""Settlement of the International Game (specification, section 6): the full score from
the chart, who pays (self-drawn, discard, robbed kong, taken flower, the alert rule),
and the winning priority between players claiming one discard."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING

from scoring.extras import NO_EXTRAS, SEATS
from scoring.option_values import option_values
from scoring.rules import Options
from scoring.settlement import Outcome, Payment

from .check import alert_liable
from .options import CHARTS

if TYPE_CHECKING:
    from scoring.result import ScoreResult


_HALF = Fraction(1, 2)  # made once: a Fraction costs more to make than to compare
_OTHERS = {seat: tuple(s for s in SEATS if s != seat) for seat in SEATS}  # who pays a self-draw


def full_score(fan: int | Fraction, options: Options) -> int:
    """S: the points one payer pays for a hand of `fan` (after the cap), times `unit`.
    ½ fan is the chart's first value; 0 fan pays nothing."""
    if fan.__class__ is int:  # the usual total: no Fraction comparison (a Python call)
        if fan == 0:
            return 0
        index = fan
    else:
        if fan == 0:
            return 0
        index = 0 if fan == _HALF else int(fan)
        if index != fan and fan != _HALF:
            raise ValueError(f"a hand's fan is 1/2 or a whole number, not {fan}")
    values = option_values(options)  # a dict: no Python call per option read
    given = values["chart"]  # a chart's name, or its 17 numbers
    chart: tuple[int, ...] = CHARTS[given] if given.__class__ is str else given
    unit: int = values["unit"]
    return chart[index] * unit


def settle(result: ScoreResult, outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """The payments of one winning hand (6.2); they sum to zero by construction."""
    if outcome.win == "draw" or outcome.winner is None:
        return ()
    winner = outcome.winner
    score = full_score(result.total, options)
    if outcome.win == "self_drawn":
        liable = outcome.liable
        if liable is None and result.kind == "win":
            liable = alert_liable(result.winning_hand, result.extras or NO_EXTRAS)
        if liable is not None:
            return (
                Payment("INT-L", (liable,), winner, 3 * score, "alert and penalty: 3 full scores"),
            )
        others = _OTHERS[winner]
        return (Payment("INT-S", others, winner, score, "self-drawn: each pays a full score"),)
    giver = outcome.giving_seat
    if outcome.win == "discard":
        return (Payment("INT-D", (giver,), winner, score, "the discarder pays"),)
    if outcome.win == "robbed_kong":
        return (Payment("INT-K", (giver,), winner, 3 * score, "robbed kong: 3 full scores"),)
    times = options["flower_taken_pays"]
    note = f"flower taken: {times} full score{'s' if times > 1 else ''}"
    return (Payment("INT-F", (giver,), winner, times * score, note),)


def winning_priority(
    discarder: str, claimants: Iterable[str], thirteen_orphans: Iterable[str] = ()
) -> str:
    """The one winner when several players claim the same discard (or robbed kong tile,
    counted from the kong player), 6.4: a player going out with Thirteen Orphans first;
    otherwise the discarder's right (next) player, then the one opposite, then the left.

    `claimants` and `thirteen_orphans` are seat winds; raises ValueError on a bad seat."""
    if discarder not in SEATS:
        raise ValueError(f"'{discarder}' is not a seat: use E, S, W or N.")
    wanting = list(dict.fromkeys(claimants))
    for seat in wanting:
        if seat not in SEATS:
            raise ValueError(f"'{seat}' is not a seat: use E, S, W or N.")
        if seat == discarder:
            raise ValueError(f"{seat} discarded the tile and cannot claim it.")
    if not wanting:
        raise ValueError("Nobody claims the tile.")
    orphans = set(thirteen_orphans)
    if not orphans <= set(wanting):
        raise ValueError("A Thirteen Orphans winner must be among the claimants.")
    start = SEATS.index(discarder)
    order = [SEATS[(start + step) % 4] for step in (1, 2, 3)]  # right, opposite, left
    for group in ([s for s in order if s in orphans], [s for s in order if s in wanting]):
        if group:
            return group[0]
    raise AssertionError("unreachable")  # pragma: no cover
