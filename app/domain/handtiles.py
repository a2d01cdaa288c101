"""A win entered by its tiles, for every rule system: the notation situated at the table
(the winds of the hand, who gave the tile, the fourth part's tokens from the entry),
scored once by the engine under the tournament's system, and turned into the record.

The notation's fourth part may say `from=`, `liable=`, `horse=`, `kong=`; said twice
(there and in the entry) it must agree, and the entry's fields carry it. A token the
system does not use is refused in its words (docs/contracts.md, "Hand notation").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import scoring
from app.domain.errors import Refused
from app.domain.handfan import exact
from app.domain.model import FanLine, KongLine, Points, WinLine
from app.domain.refusals import extras_error, under_minimum
from scoring import HandError
from scoring.extras import TOKENS, Extras, KongEvent, parse_extras
from scoring.notation import parse_situation
from scoring.result import ScoreResult
from scoring.settlement import Payment, combine_payments

if TYPE_CHECKING:
    from app.domain.anyhands import HandEntry
    from app.domain.rotation import TableWinds
    from app.domain.rulesets import TournamentRules

SAID_BY_THE_ENTRY = ("from", "liable", "horse", "kong")
# What each token of the fourth part says, for a refusal naming the ones a system uses.
TOKEN_WORDS = {
    "from": "from= (who discarded)",
    "first": "first (a win in the first go-round)",
    "chain": "chain= (kongs in a row before the win)",
    "liable": "liable= (who pays for the winner)",
    "horse": "horse= (the lucky-draw tiles)",
    "kong": "kong= (a kong declared by another player)",
}


def by_tiles(rules: TournamentRules, seats: TableWinds, hand: int, entry: HandEntry) -> Scored:
    """Each winner's hand scored once (with the table's winds and the entry's fourth
    part); Refused for a hand the engine rejects or that is under the minimum."""
    entry = written_extras(rules, seats, entry)
    if entry.liable is not None and entry.liable in entry.winners:
        raise Refused("The winner cannot also be the liable player who pays for him.")
    results = []
    for number, (winner, notation) in enumerate(zip(entry.winners, entry.tiles, strict=True)):
        full = situated(rules, seats, hand, winner, notation, entry, first=number == 0)
        try:
            # Through the package (not a name bound at import): one call per winner.
            result = scoring.score_hand(full, rules=rules.system, options=rules.options)
        except HandError as e:
            raise Refused(f"{notation.split('|')[0].strip()}: {e}") from None
        if not result.meets_minimum:
            raise Refused(under_minimum(rules.system, rules.min_fan(), result))
        total = result.total
        if not rules.fractional_points and total != int(total):
            raise Refused(f"{total} fan is not a whole number of fan.")
        if result.payments is None:  # pragma: no cover - every system here settles
            raise Refused("The rules could not settle this hand.")
        results.append((winner, full, result))
    return Scored(entry, tuple(results))


class Scored:
    """The scored winners of a tiles entry: (winner, full notation, engine's result)."""

    def __init__(self, entry: HandEntry, results: tuple[tuple[int, str, ScoreResult], ...]) -> None:
        self.entry, self.results = entry, results

    def payments(self) -> dict[str, Points]:
        return combine_payments(*(r.payments or {} for _, _, r in self.results))

    def items(self) -> list[Payment]:
        return [item for _, _, r in self.results for item in r.items]

    def others(self, rules: TournamentRules) -> tuple[WinLine, ...]:
        fan = rules.has_fan
        return tuple(
            WinLine(w, exact(r.total) if fan else None, f, lines(r)) for w, f, r in self.results[1:]
        )


def lines(result: ScoreResult) -> tuple[FanLine, ...]:
    """Each element with the tiles or sets behind it, stored: nothing is re-scored to
    be shown."""
    return tuple(
        FanLine(
            f.fan_id,
            f.name,
            f.name_zh,
            exact(f.points),
            f.count,
            tuple(" ".join(one) for one in f.tiles),
        )
        for f in result.fans
    )


def compact_notation(full: str) -> str:
    """A compact record's notation: tiles and situation, the flowers when there are
    any, no fourth part (the record's discarder says who gave the tile)."""
    tiles, situation, *rest = full.split("|")
    flowers = rest[0] if rest else ""
    return f"{tiles}|{situation}" + (f"|{flowers}" if flowers else "")


def written_extras(rules: TournamentRules, seats: TableWinds, entry: HandEntry) -> HandEntry:
    """The entry with what the notations' fourth parts say (`from=`, `liable=`, `horse=`,
    `kong=`, as the contract allows), checked against the entry's own fields: the same
    thing said twice must agree. Those tokens leave the notations; the entry's fields
    carry them (and the record stores them)."""
    liable, horse, kongs = entry.liable, entry.horse, list(entry.kongs)
    notations = []
    for number, (winner, notation) in enumerate(zip(entry.winners, entry.tiles, strict=True)):
        parts = notation.strip().split("|")
        if len(parts) != 4 or not parts[3].strip():
            notations.append(notation)
            continue
        wind = seats.wind(winner, "winner")
        written = fourth_part(rules, parts[3], wind, _giver(seats, entry))
        try:
            said_liable = written.liable_seat(wind)
        except (HandError, ValueError) as e:
            raise Refused(extras_error(e, rules)) from None
        if number == 0:
            if said_liable is not None:
                player = seats.player(said_liable)
                if liable is not None and liable != player:
                    raise Refused("The notation's liable= names another player than --liable.")
                liable = player
            if written.horse is not None:
                text = dict(t.split("=", 1) for t in _tokens(parts[3]) if "=" in t)["horse"]
                if horse is not None and horse != text:
                    raise Refused(f"The notation's horse={text} differs from --horse {horse}.")
                horse = text
            for k in written.kongs:
                discarder = seats.player(k.discarder) if k.discarder else None
                kongs.append(KongLine(seats.player(k.seat), k.kind, discarder))
        elif written.liable_text or written.horse is not None or written.kongs:
            raise Refused("Write liable=, horse= and kong= in the first winner's notation.")
        kept = [t for t in _tokens(parts[3]) if t.split("=")[0] not in SAID_BY_THE_ENTRY]
        notations.append("|".join(parts[:3]) + ("|" + ",".join(kept) if kept else ""))
    return replace(entry, tiles=tuple(notations), liable=liable, horse=horse, kongs=tuple(kongs))


def _giver(seats: TableWinds, entry: HandEntry) -> str | None:
    return None if entry.discarder is None else seats.wind(entry.discarder, "discarder")


def fourth_part(
    rules: TournamentRules, text: str, winner_wind: str, discarder_wind: str | None
) -> Extras:
    """A notation's fourth part, read and checked: only the tokens the system uses, and
    a `from=` that says what the entry says."""
    text = "".join(text.split())  # spaces are ignored, as in the engine's notation
    try:
        written = parse_extras(text)
    except HandError as e:
        raise Refused(extras_error(e, rules)) from None
    used = rules.system.extras
    other = [name for name in written.names if name not in used]
    if other:
        words = ", ".join(TOKEN_WORDS[t] for t in sorted(used, key=TOKENS.index))
        head = rules.system.label[:1].upper() + rules.system.label[1:]
        raise Refused(f"{head} uses only {words} in the notation's fourth part, not '{other[0]}'.")
    check_from(written, winner_wind, discarder_wind)
    return written


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


def _tokens(extras: str) -> list[str]:
    return [t.strip() for t in extras.replace(" ", "").split(",") if t.strip()]


def situated(
    rules: TournamentRules,
    seats: TableWinds,
    hand: int,
    winner: int,
    notation: str,
    entry: HandEntry,
    first: bool,
) -> str:
    """The full record: the referee's tiles, flags and flowers, the table's winds, and the
    fourth part from the entry (who gave the tile, liable, horse, kongs as seat winds)."""
    parts = notation.strip().split("|")
    if len(parts) > 4 or not parts[0].strip():
        fourth = "from=SEAT" if rules.system.extras == {"from"} else "extras"
        raise Refused(f"'{notation}' is not a hand: write tiles[|situation[|flowers[|{fourth}]]].")
    prevalent, seat = seats.prevalent, seats.wind(winner, "winner")
    self_drawn = entry.discarder is None
    flags = situation_flags(parts[1] if len(parts) >= 2 else "", hand, prevalent, seat, self_drawn)
    if entry.robbed:
        flags = flags[:2] + "1"
    elif flags[2] == "1" and not self_drawn:
        raise Refused("The kong flag on a discard means robbing a kong: say so (--robbed).")
    flowers = parts[2].strip() if len(parts) >= 3 else ""
    tokens = _tokens(parts[3]) if len(parts) == 4 else []  # checked by written_extras
    if entry.discarder is not None:
        tokens.append(f"from={seats.wind(entry.discarder, 'discarder')}")
    if entry.liable is not None:
        tokens.append(f"liable={seats.wind(entry.liable, 'liable player')}")
    if first and entry.horse is not None:
        tokens.append(f"horse={entry.horse}")
    if first:
        for k in entry.kongs:
            tokens.append(f"kong={kong_event(seats, k).notation()}")
    full = f"{parts[0].strip()}|{prevalent}{seat}{int(self_drawn)}{flags}|{flowers}"
    return full + ("|" + ",".join(tokens) if tokens else "")


def kong_event(seats: TableWinds, kong: KongLine) -> KongEvent:
    """A kong of the entry as the engine's event: players as seat winds."""
    discarder = seats.wind(kong.discarder, "kong's discarder") if kong.discarder else None
    return KongEvent(seats.wind(kong.player, "kong player"), kong.kind, discarder)


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
