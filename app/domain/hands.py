"""Helpers of the default rule system's (MCR's) notation: the situation tail a table
dictates, the hand number, a player's seat. A hand itself is previewed and recorded
through the one hand path (`TournamentService.preview_hand` / `record_hand`) for every
system; the wrappers the UI once called here are gone."""

from __future__ import annotations

from collections.abc import Mapping

from app.domain.errors import Refused
from app.domain.handtiles import check_from, fourth_part, situation_flags
from app.domain.model import HANDS_PER_MATCH, Table
from app.domain.rotation import seat_index, table_winds
from app.domain.rulesets import TournamentRules
from scoring.rules import get_rule_system

__all__ = [
    "check_from",
    "check_hand_number",
    "mcr_extras",
    "seat_at",
    "situated_notation",
    "situation_flags",
]


def default_rules(options: Mapping[str, object] | None = None) -> TournamentRules:
    """The default rule system (the scoring package's) with `options` (its defaults
    when None), 16 hands a match."""
    system = get_rule_system()
    return TournamentRules(system, system.resolve_options(dict(options or {})))


def check_hand_number(hand: int) -> None:
    if not 1 <= hand <= HANDS_PER_MATCH:
        raise Refused(f"A hand number is 1 to {HANDS_PER_MATCH}, not {hand}.")


seat_at = seat_index  # `player`'s starting seat index at a table, or a refusal


def situated_notation(
    notation: str,
    hand: int,
    winner_seat: int,
    self_drawn: bool,
    discarder_seat: int | None = None,
) -> str:
    """The default system's notation with the situation tail this table dictates (winds
    from the rotation, the self-drawn flag from who paid), keeping the referee's flags
    and flowers; a tail that contradicts the table is refused. A fourth part is checked
    (`from=` must name the discarder) and dropped: the record keeps who discarded."""
    seats = tuple(range(4))
    winds = table_winds(Table(0, 0, (0, 1, 2, 3)), hand)
    prevalent, seat = winds.prevalent, winds.wind(seats[winner_seat], "winner")
    parts = notation.strip().split("|")
    if len(parts) > 4 or not parts[0].strip():
        raise Refused(f"'{notation}' is not a hand: write tiles[|situation[|flowers[|from=SEAT]]].")
    if len(parts) == 4:
        given = None if discarder_seat is None else winds.wind(discarder_seat, "discarder")
        mcr_extras(parts[3], seat, given)
        parts = parts[:3]
    flags = situation_flags(parts[1] if len(parts) >= 2 else "", hand, prevalent, seat, self_drawn)
    flowers = parts[2].strip() if len(parts) == 3 else ""
    full = f"{parts[0].strip()}|{prevalent}{seat}{int(self_drawn)}{flags}"
    return full + (f"|{flowers}" if flowers else "")


def mcr_extras(text: str, winner_wind: str, discarder_wind: str | None) -> None:
    """Check a fourth part under the default system: only its tokens (`from=`), and a
    `from=` that names the entry's discarder."""
    if "".join(text.split()):
        fourth_part(default_rules(), text, winner_wind, discarder_wind)
