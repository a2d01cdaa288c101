"""Turning what a referee enters into a `HandRecord` that is right by construction:
the rules of a hand are checked here, before anything reaches the store."""

from __future__ import annotations

from collections.abc import Mapping

from app.domain.errors import Refused
from app.domain.model import HANDS_PER_MATCH, FanLine, HandRecord, Table, four
from app.domain.rotation import hand_winds
from scoring import HandError, score_hand
from scoring.extras import Extras, UnknownToken, parse_extras
from scoring.notation import parse_situation

MIN_FAN = 8  # a win needs 8 fan, flowers not counted
MAX_FAN = 2000  # far above any real hand: catches a typo such as 1200 for 12


def check_hand_number(hand: int) -> None:
    if not 1 <= hand <= HANDS_PER_MATCH:
        raise Refused(f"A hand number is 1 to {HANDS_PER_MATCH}, not {hand}.")


def seat_at(table: Table, player: int, role: str) -> int:
    """`player`'s starting seat index at `table`, or a refusal naming the `role`."""
    try:
        return table.seat_of(player)
    except ValueError:
        raise Refused(
            f"The {role} (player {player}) does not play at table {table.table} "
            f"in session {table.session}."
        ) from None


def win(
    table: Table,
    hand: int,
    winner: int,
    discarder: int | None,
    fan: int,
    tiles: str | None = None,
    fans: tuple[FanLine, ...] = (),
) -> HandRecord:
    """A won hand: `discarder` None means self-drawn. `fan` includes the flowers."""
    from scoring import settle

    check_hand_number(hand)
    w = seat_at(table, winner, "winner")
    d = None
    if discarder is not None:
        if discarder == winner:
            raise Refused("The winner cannot also be the player who discarded the winning tile.")
        d = seat_at(table, discarder, "discarder")
    if tiles is None and fan < MIN_FAN:
        raise Refused(f"A win needs at least {MIN_FAN} fan; {fan} is not enough.")
    if fan > MAX_FAN:
        raise Refused(f"{fan} fan is not a possible hand; check the number.")
    points = four(settle(fan, w, d))
    return HandRecord(
        table.session,
        table.table,
        hand,
        winner,
        discarder,
        fan,
        points,
        tiles,
        fans,
    )


def draw(table: Table, hand: int) -> HandRecord:
    """A drawn hand (the wall ran out): no winner, no points."""
    check_hand_number(hand)
    return HandRecord(table.session, table.table, hand, None, None, None, (0, 0, 0, 0), draw=True)


def scored_win(
    table: Table,
    hand: int,
    winner: int,
    discarder: int | None,
    notation: str,
    options: Mapping[str, object] | None = None,
) -> HandRecord:
    """A win entered as tiles: the engine scores it with the winds of this hand, under
    the tournament's MCR `options` (its rulings; MIL 2015 when None)."""
    check_hand_number(hand)
    w = seat_at(table, winner, "winner")
    if discarder is not None:
        if discarder == winner:
            raise Refused("The winner cannot also be the player who discarded the winning tile.")
        seat_at(table, discarder, "discarder")
    d = None if discarder is None else table.seat_of(discarder)
    full = situated_notation(notation, hand, w, self_drawn=discarder is None, discarder_seat=d)
    total, lines = score_tiles(full, options)
    return win(table, hand, winner, discarder, total, full, lines)


def situated_notation(
    notation: str,
    hand: int,
    winner_seat: int,
    self_drawn: bool,
    discarder_seat: int | None = None,
) -> str:
    """The notation with the situation tail this table dictates (winds from the
    rotation, the self-drawn flag from who paid), keeping the referee's last-tile,
    wall and kong flags and flowers. A tail that contradicts the table is refused.

    MCR's fourth part holds `from=` only (docs/contracts.md, "Hand notation"): accepted
    when it names the discarder the entry gives, then dropped, since the record keeps
    who discarded (the stored notation stays three parts, as before)."""
    winds = hand_winds(hand)
    prevalent, seat = winds.prevalent, winds.seat_winds[winner_seat]
    parts = notation.strip().split("|")
    if len(parts) > 4 or not parts[0].strip():
        raise Refused(f"'{notation}' is not a hand: write tiles[|situation[|flowers[|from=SEAT]]].")
    if len(parts) == 4:
        given = None if discarder_seat is None else winds.seat_winds[discarder_seat]
        mcr_extras(parts[3], seat, given)
        parts = parts[:3]
    tiles = parts[0].strip()
    flags = situation_flags(parts[1] if len(parts) >= 2 else "", hand, prevalent, seat, self_drawn)
    flowers = parts[2].strip() if len(parts) == 3 else ""
    full = f"{tiles}|{prevalent}{seat}{int(self_drawn)}{flags}"
    if flowers:
        full += f"|{flowers}"
    return full


def mcr_extras(text: str, winner_wind: str, discarder_wind: str | None) -> None:
    """Check an MCR notation's fourth part: `from=` (a seat wind or 1-3 counted from
    the winner) is the only token MCR uses, and it must name the entry's discarder."""
    text = "".join(text.split())  # spaces are ignored, as in the engine's notation
    if not text:
        return
    try:
        written = parse_extras(text)
    except UnknownToken as e:  # named with MCR's one token, not every system's
        raise Refused(e.worded(("from",), "MCR")) from None
    except HandError as e:
        raise Refused(str(e)) from None
    other = [name for name in written.names if name != "from"]
    if other:
        raise Refused(
            f"MCR uses only from= (who discarded) in the notation's fourth part, not '{other[0]}'."
        )
    check_from(written, winner_wind, discarder_wind)


def check_from(written: Extras, winner_wind: str, discarder_wind: str | None) -> None:
    """A notation's `from=` must say what the entry says: a discard, by that seat."""
    try:
        giver = written.giver(winner_wind)
    except (HandError, ValueError) as e:
        raise Refused(str(e)) from None
    if giver is None:
        return
    if discarder_wind is None:
        raise Refused(f"The notation says from={written.from_text}: give --from too.")
    if giver != discarder_wind:
        raise Refused(
            f"The notation says from={written.from_text} (seat {giver}), but the "
            f"discarder sits {discarder_wind}."
        )


def situation_flags(text: str, hand: int, prevalent: str, seat: str, self_drawn: bool) -> str:
    """The last-tile, wall and kong flags of a typed situation (`|PSabcd`, or "" for none),
    refusing winds or a self-drawn flag that disagree with the table and the entry."""
    if not text.strip():
        return "000"
    try:
        given = parse_situation(text.strip().upper())
    except HandError as e:
        raise Refused(str(e)) from None
    if given.prevalent_wind != prevalent:
        raise Refused(
            f"Hand {hand} is played with prevalent wind {prevalent}, not {given.prevalent_wind}."
        )
    if given.seat_wind != seat:
        raise Refused(f"In hand {hand} the winner's seat wind is {seat}, not {given.seat_wind}.")
    if given.self_drawn != self_drawn:
        said = "self-drawn" if given.self_drawn else "won on a discard"
        raise Refused(f"The situation says the hand was {said}, which the entry contradicts.")
    return given.notation()[3:]


def score_tiles(
    full_notation: str, options: Mapping[str, object] | None = None
) -> tuple[int, tuple[FanLine, ...]]:
    """Score a fully situated notation under the tournament's MCR `options` (the
    rulings: a tournament that plays kong_item=off scores its kongs so); refuse
    anything the engine rejects or that does not reach the minimum."""
    try:
        result = score_hand(full_notation, options=options)
    except HandError as e:
        raise Refused(f"{full_notation.split('|')[0]}: {e}") from None
    # Each fan with the tiles or sets behind it, stored: nothing is re-scored to be shown.
    lines = tuple(
        FanLine(f.fan_id, f.name, f.name_zh, f.points, f.count, tuple(" ".join(t) for t in f.tiles))
        for f in result.fans
    )
    if not result.meets_minimum:
        raise Refused(
            f"This hand scores {result.total} fan (flowers included): a win needs at least "
            f"{MIN_FAN} fan without the flowers."
        )
    total = result.total
    if not isinstance(total, int):  # MCR counts whole fans
        raise Refused(f"{total} fan is not a whole number of fan.")
    return total, lines
