"""One hand path for every rule system: what the referee entered (`HandEntry`) turned
into a `HandRecord` that is right by construction, by `build`, the one function that the
preview and the record both call.

The referee says what happened: the winner(s), who gave the tile, and the hand as tiles,
as a fan total, as the elements ticked, or (a system without fan) as the outcome only;
kongs declared during the hand, the horse tile, the liable player, robbing a kong. The
rule system scores and settles it with the table's winds (the rotation of the
tournament's match length); the record keeps the elements with their tiles and the
exact payments, so nothing is re-scored later to be shown. What differs between systems
is what each declares (`scoring.rules.RuleSystem`'s capabilities and hooks), never its
name.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from app.domain import handfan, handtiles
from app.domain.errors import Refused
from app.domain.handfan import exact, parse_fan, ticked
from app.domain.model import HandRecord, ItemLine, KongLine, Points, Table
from app.domain.refusals import one_winner_only
from app.domain.rotation import TableWinds, table_winds
from app.domain.rulesets import TournamentRules
from scoring import HandError
from scoring.settlement import SEATS, Payment, net_payments

KONG_KINDS = {"c": "c", "concealed": "c", "p": "p", "promoted": "p", "d": "d", "discard": "d"}
MAX_KONGS_EACH = 4


@dataclass(frozen=True)
class HandEntry:
    """What the referee entered for one hand. No winner: a drawn hand.

    Exactly one of `tiles` (one notation per winner), `fan`, `elements` (ids or names,
    "Name x2" for twice) may be given for a win; none of them is the outcome entry of a
    system without fan. `discarder` None on a win: self-drawn. `robbed`: the winning tile
    was robbed from the discarder's kong."""

    winners: tuple[int, ...] = ()
    discarder: int | None = None
    tiles: tuple[str, ...] = ()
    fan: Points | None = None
    elements: tuple[str, ...] = ()
    kongs: tuple[KongLine, ...] = ()
    horse: str | None = None
    liable: int | None = None
    robbed: bool = False


def parse_kong(text: str, player_of: Callable[[str], int]) -> KongLine:
    """`P:TYPE[:FROM]` (TYPE c, p, d or concealed, promoted, discard); `player_of(ref)`
    turns a player reference (number or exact name) into a number."""
    match = re.fullmatch(r"\s*(.+?)\s*:\s*([A-Za-z]+)\s*(?::\s*(.+?)\s*)?", text)
    kind = KONG_KINDS.get(match.group(2).lower()) if match else None
    if match is None or kind is None:
        raise Refused(
            f"A kong is written PLAYER:TYPE[:FROM] with TYPE c (concealed), p (promoted) or "
            f"d (on a discard, then :FROM the discarder); not '{text}'."
        )
    discarder = player_of(match.group(3)) if match.group(3) else None
    return KongLine(player_of(match.group(1)), kind, discarder)


def build(rules: TournamentRules, table: Table, hand: int, entry: HandEntry) -> HandRecord:
    """The record of `entry` at `table`, hand `hand`, under `rules`, scored once; Refused
    with the reason for anything the rules or the table do not allow."""
    seats = table_winds(table, hand, rules.hands)
    _check_people(rules, seats, entry)
    if not entry.winners:
        return _draw(rules, seats, hand, entry)
    ways = [bool(entry.tiles), entry.fan is not None, bool(entry.elements)]
    if sum(ways) > 1:
        raise Refused("Give the hand one way: tiles, a fan total or the elements.")
    if len(entry.winners) > 1:
        _check_several(rules, entry)
    if entry.tiles:
        record = _by_tiles(rules, seats, hand, entry)
    elif entry.fan is not None or entry.elements:
        record = _by_fan(rules, seats, hand, entry)
    else:
        record = _by_outcome(rules, seats, hand, entry)
    return compact(rules, record)


def compact(rules: TournamentRules, record: HandRecord) -> HandRecord:
    """A plain win as a system with compact records stores it: its fan total, discarder
    and three-part notation; the payments follow from the fan (`compact_records`)."""
    if not rules.compact_records or record.entry not in ("tiles", "fan"):
        return record
    if record.others or record.kongs or record.horse or record.liable is not None:
        return record
    if record.robbed:
        return record
    tiles = None if record.tiles is None else handtiles.compact_notation(record.tiles)
    return replace(record, tiles=tiles, items=(), entry="")


def _check_people(rules: TournamentRules, seats: TableWinds, entry: HandEntry) -> None:
    for w in entry.winners:
        seats.index(w, "winner")
    if len(set(entry.winners)) != len(entry.winners):
        raise Refused("Each winner once: a player is named twice as winner.")
    if entry.discarder is not None:
        seats.index(entry.discarder, "discarder")
        if entry.discarder in entry.winners:
            raise Refused("The winner cannot also be the player who discarded the winning tile.")
    if entry.liable is not None:
        seats.index(entry.liable, "liable player")
        if entry.liable in entry.winners:
            raise Refused("The winner cannot also be the liable player who pays for him.")
        if not rules.system.liability:
            raise Refused(f"{handfan.label(rules)} has no liable player.")
    if entry.robbed and entry.discarder is None:
        raise Refused("Robbing a kong: say whose kong was robbed (--from PLAYER).")
    if entry.horse is not None and not rules.system.horses:
        raise Refused(f"{handfan.label(rules)} turns no horse (lucky draw).")
    if entry.kongs and "kong" not in rules.system.extras:
        raise Refused(
            f"{handfan.label(rules)} does not pay kongs on declaring: they count in the "
            "winner's tiles (write them in brackets)."
        )
    _check_kongs(seats, entry.kongs)


def _check_kongs(seats: TableWinds, kongs: tuple[KongLine, ...]) -> None:
    for k in kongs:
        seats.index(k.player, "kong player")
        if k.kind == "d":
            if k.discarder is None:
                raise Refused(
                    f"A kong on a discard: say who discarded the fourth tile ({k.player}:d:PLAYER)."
                )
            seats.index(k.discarder, "kong's discarder")
            if k.discarder == k.player:
                raise Refused("A kong on a discard: the discarder is another player.")
        elif k.discarder is not None:
            raise Refused("Only a kong on a discard (d) names who discarded the tile.")
    per_player = Counter(k.player for k in kongs)
    if per_player and max(per_player.values()) > MAX_KONGS_EACH:
        raise Refused(f"A player declares at most {MAX_KONGS_EACH} kongs in a hand.")


def _check_several(rules: TournamentRules, entry: HandEntry) -> None:
    if not rules.several_winners:
        raise Refused(one_winner_only(rules.system))
    if entry.discarder is None:
        raise Refused("Several winners win only on one discard: say who discarded (--from).")
    if len(entry.tiles) != len(entry.winners):
        raise Refused("Several winners: give each winner's tiles (--winner P --tiles T, each).")


def _draw(rules: TournamentRules, seats: TableWinds, hand: int, entry: HandEntry) -> HandRecord:
    if entry.discarder is not None or entry.tiles or entry.fan is not None or entry.elements:
        raise Refused("A drawn hand has no winner, discarder, fan, elements or tiles.")
    if entry.horse is not None or entry.liable is not None or entry.robbed:
        raise Refused("A drawn hand has no horse, liable player or robbed kong.")
    t = seats.table
    if not entry.kongs:
        return HandRecord(t.session, t.table, hand, None, None, None, (0, 0, 0, 0), draw=True)
    if not rules.system.draw_settles_kongs:
        raise Refused(
            f"{handfan.label(rules)} pays nothing for kongs in a drawn hand: "
            "record the draw without --kong."
        )
    try:
        paid = rules.system.drawn_kongs(
            (handtiles.kong_event(seats, k) for k in entry.kongs), rules.options
        )
    except HandError as e:
        raise Refused(str(e)) from None
    return HandRecord(
        t.session, t.table, hand, None, None, None, seats.points(net_payments(paid)),
        draw=True, kongs=entry.kongs, items=_items(seats, paid), entry="outcome",
    )  # fmt: skip


def _items(
    seats: TableWinds, payments: tuple[Payment, ...] | list[Payment]
) -> tuple[ItemLine, ...]:
    return tuple(
        ItemLine(
            p.id,
            tuple(seats.player(s) for s in p.payers),
            seats.player(p.receiver),
            exact(p.amount),
            p.note,
        )
        for p in payments
    )


def _by_tiles(rules: TournamentRules, seats: TableWinds, hand: int, entry: HandEntry) -> HandRecord:
    scored = handtiles.by_tiles(rules, seats, hand, entry)
    entry = scored.entry  # with what the notations' fourth parts said
    winner, full, first = scored.results[0]
    t = seats.table
    return HandRecord(
        t.session,
        t.table,
        hand,
        winner,
        entry.discarder,
        exact(first.total) if rules.has_fan else None,
        seats.points(scored.payments()),
        full,
        handtiles.lines(first),
        others=scored.others(rules),
        kongs=entry.kongs,
        horse=entry.horse,
        liable=entry.liable,
        robbed=entry.robbed,
        items=_items(seats, scored.items()),
        entry="tiles",
    )


def _by_fan(rules: TournamentRules, seats: TableWinds, hand: int, entry: HandEntry) -> HandRecord:
    fan, lines = handfan.entered_fan(rules, entry)
    paid = handfan.fan_payments(rules, seats, entry, fan)
    t = seats.table
    return HandRecord(
        t.session,
        t.table,
        hand,
        entry.winners[0],
        entry.discarder,
        fan,
        seats.points(paid.net),
        None,
        lines,
        liable=entry.liable,
        robbed=entry.robbed,
        items=_items(seats, paid.items),
        entry="elements" if entry.elements else "fan",
    )


def _by_outcome(
    rules: TournamentRules, seats: TableWinds, hand: int, entry: HandEntry
) -> HandRecord:
    events = tuple(handtiles.kong_event(seats, k) for k in entry.kongs)
    paid = handfan.outcome_payments(rules, seats, entry, events)
    t = seats.table
    return HandRecord(
        t.session,
        t.table,
        hand,
        entry.winners[0],
        entry.discarder,
        None,
        seats.points(net_payments(paid)),
        kongs=entry.kongs,
        horse=entry.horse,
        robbed=entry.robbed,
        items=_items(seats, paid),
        entry="outcome",
    )


__all__ = ["HandEntry", "build", "compact", "exact", "parse_fan", "parse_kong", "ticked", "SEATS"]
