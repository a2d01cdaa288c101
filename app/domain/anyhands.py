"""A hand of any rule system turned into a `HandRecord` that is right by construction.

The referee says what happened (`HandEntry`): the winner(s), who gave the tile, and the
hand as tiles, as a fan total, as the elements ticked, or (Shenzhen) as the outcome only;
kongs declared during the hand, the horse tile, the liable player, robbing a kong. The
rule module scores and settles it with the table's winds (the rotation of the tournament's
match length); the record keeps the elements with their tiles and the exact payments, so
nothing is re-scored later to be shown. MCR tiles and fan entries keep their own path
(`app.domain.hands`); MCR elements come here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from app.domain.errors import Refused
from app.domain.hands import check_from, situation_flags
from app.domain.model import (
    FanLine,
    HandRecord,
    ItemLine,
    KongLine,
    Points,
    Table,
    WinLine,
    four,
)
from app.domain.refusals import extras_error, one_winner_only, under_minimum
from app.domain.rotation import HandWinds, hand_winds
from app.domain.rulesets import TournamentRules
from scoring import HandError, score_hand
from scoring.extras import KongEvent, parse_extras
from scoring.result import ScoredFan, ScoreResult
from scoring.settlement import SEATS, Outcome, Payment, combine_payments, mcr_items, net_payments
from scoring.tiles import Tile

KONG_KINDS = {"c": "c", "concealed": "c", "p": "p", "promoted": "p", "d": "d", "discard": "d"}
MAX_KONGS_EACH = 4


@dataclass(frozen=True)
class HandEntry:
    """What the referee entered for one hand. No winner: a drawn hand.

    Exactly one of `tiles` (one notation per winner), `fan`, `elements` (ids or names,
    "Name x2" for twice) may be given for a win; none of them is the Shenzhen outcome
    entry. `discarder` None on a win: self-drawn. `robbed`: the winning tile was robbed
    from the discarder's kong."""

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


def parse_fan(text: str) -> Fraction:
    """A fan total as written: 12, 8.5, 17/2."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise Refused(f"'{text}' is not a fan total (write 12, 8.5 or 17/2).") from None
    if value < 0:
        raise Refused(f"A fan total cannot be negative ({text}).")
    return value


def exact(value: Points) -> Points:
    """An int when whole, else the Fraction."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


class _Seats:
    """Players <-> seat winds at one table in one hand."""

    def __init__(self, table: Table, winds: HandWinds) -> None:
        self.table, self.winds = table, winds

    def index(self, player: int, role: str) -> int:
        try:
            return self.table.seat_of(player)
        except ValueError:
            raise Refused(
                f"The {role} (player {player}) does not play at table {self.table.table} "
                f"in session {self.table.session}."
            ) from None

    def wind(self, player: int, role: str) -> str:
        return self.winds.seat_winds[self.index(player, role)]

    def player(self, wind: str) -> int:
        return self.table.seats[self.winds.seat_winds.index(wind)]

    def points(self, payments: dict[str, Points]) -> tuple[Points, Points, Points, Points]:
        return four(exact(payments.get(w, 0)) for w in self.winds.seat_winds)

    def items(self, payments: tuple[Payment, ...] | list[Payment]) -> tuple[ItemLine, ...]:
        return tuple(
            ItemLine(
                p.id,
                tuple(self.player(s) for s in p.payers),
                self.player(p.receiver),
                exact(p.amount),
                p.note,
            )
            for p in payments
        )


def build(rules: TournamentRules, table: Table, hand: int, entry: HandEntry) -> HandRecord:
    """The record of `entry` at `table`, hand `hand`, under `rules`; Refused with the
    reason for anything the rules or the table do not allow."""
    if not 1 <= hand <= rules.hands:
        raise Refused(f"A hand number is 1 to {rules.hands}, not {hand}.")
    seats = _Seats(table, hand_winds(hand, rules.hands))
    _check_people(rules, seats, entry)
    if not entry.winners:
        return _draw(rules, seats, hand, entry)
    ways = [bool(entry.tiles), entry.fan is not None, bool(entry.elements)]
    if sum(ways) > 1:
        raise Refused("Give the hand one way: tiles, a fan total or the elements.")
    if len(entry.winners) > 1:
        _check_several(rules, entry)
    if entry.tiles:
        return _by_tiles(rules, seats, hand, entry)
    if entry.fan is not None or entry.elements:
        return _by_fan(rules, seats, hand, entry)
    return _by_outcome(rules, seats, hand, entry)


def _check_people(rules: TournamentRules, seats: _Seats, entry: HandEntry) -> None:
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
        if "liable" not in rules.system.extras:
            raise Refused(f"{_label(rules)} has no liable player.")
    if entry.robbed and entry.discarder is None:
        raise Refused("Robbing a kong: say whose kong was robbed (--from PLAYER).")
    if entry.horse is not None and "horse" not in rules.system.extras:
        raise Refused(f"{_label(rules)} turns no horse (lucky draw).")
    if entry.kongs and "kong" not in rules.system.extras:
        raise Refused(
            f"{_label(rules)} does not pay kongs on declaring: they count in the winner's "
            "tiles (write them in brackets)."
        )
    per_player = Counter(k.player for k in entry.kongs)
    for k in entry.kongs:
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
    if per_player and max(per_player.values()) > MAX_KONGS_EACH:
        raise Refused(f"A player declares at most {MAX_KONGS_EACH} kongs in a hand.")


def _label(rules: TournamentRules) -> str:
    label = rules.system.label
    return label[:1].upper() + label[1:]


def _check_several(rules: TournamentRules, entry: HandEntry) -> None:
    if rules.name != "mahjong-online":
        raise Refused(one_winner_only(rules.name, _label(rules)))
    if entry.discarder is None:
        raise Refused("Several winners win only on one discard: say who discarded (--from).")
    if len(entry.tiles) != len(entry.winners):
        raise Refused("Several winners: give each winner's tiles (--winner P --tiles T, each).")


# -- drawn hands -------------------------------------------------------------------------


def _draw(rules: TournamentRules, seats: _Seats, hand: int, entry: HandEntry) -> HandRecord:
    if entry.discarder is not None or entry.tiles or entry.fan is not None or entry.elements:
        raise Refused("A drawn hand has no winner, discarder, fan, elements or tiles.")
    if entry.horse is not None or entry.liable is not None or entry.robbed:
        raise Refused("A drawn hand has no horse, liable player or robbed kong.")
    t = seats.table
    if not entry.kongs:
        return HandRecord(t.session, t.table, hand, None, None, None, (0, 0, 0, 0), draw=True)
    paid = _drawn_kongs(rules, tuple(_event(seats, k) for k in entry.kongs))
    return HandRecord(
        t.session,
        t.table,
        hand,
        None,
        None,
        None,
        seats.points(net_payments(paid)),
        draw=True,
        kongs=entry.kongs,
        items=seats.items(paid),
        entry="outcome",
    )


def _drawn_kongs(rules: TournamentRules, events: tuple[KongEvent, ...]) -> tuple[Payment, ...]:
    """What a drawn hand's kongs settle, by the system's own settlement: the engine scores
    the record `draw|||kong=...` (a system that settles nothing in a draw says so)."""
    if not rules.system.draw:
        raise Refused(
            f"{_label(rules)} pays nothing for kongs in a drawn hand: "
            "record the draw without --kong."
        )
    kongs = ",".join(f"kong={e.notation()}" for e in events)
    try:
        result = score_hand(f"draw|||{kongs}", rules=rules.system, options=rules.options)
    except HandError as e:
        raise Refused(str(e)) from None
    return result.items


def _event(seats: _Seats, kong: KongLine) -> KongEvent:
    discarder = seats.wind(kong.discarder, "kong's discarder") if kong.discarder else None
    return KongEvent(seats.wind(kong.player, "kong player"), kong.kind, discarder)


# -- by tiles --------------------------------------------------------------------------


SAID_BY_THE_ENTRY = ("from", "liable", "horse", "kong")


def _written_extras(rules: TournamentRules, seats: _Seats, entry: HandEntry) -> HandEntry:
    """The entry with what the notations' fourth parts say (`from=`, `liable=`, `horse=`,
    `kong=`, as the contract allows), checked against the entry's own fields: the same
    thing said twice must agree. Those tokens leave the notations; the entry's fields
    carry them (and the record stores them)."""
    from dataclasses import replace

    liable, horse, kongs = entry.liable, entry.horse, list(entry.kongs)
    notations = []
    for number, (winner, notation) in enumerate(zip(entry.winners, entry.tiles, strict=True)):
        parts = notation.strip().split("|")
        if len(parts) != 4 or not parts[3].strip():
            notations.append(notation)
            continue
        try:
            written = parse_extras(parts[3].strip())
            wind = seats.wind(winner, "winner")
            said_liable = written.liable_seat(wind)
        except (HandError, ValueError) as e:
            raise Refused(extras_error(e, rules)) from None
        discarder = entry.discarder
        check_from(written, wind, None if discarder is None else seats.wind(discarder, "discarder"))
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


def _tokens(extras: str) -> list[str]:
    return [t.strip() for t in extras.replace(" ", "").split(",") if t.strip()]


def _by_tiles(rules: TournamentRules, seats: _Seats, hand: int, entry: HandEntry) -> HandRecord:
    entry = _written_extras(rules, seats, entry)
    if entry.liable is not None and entry.liable in entry.winners:
        raise Refused("The winner cannot also be the liable player who pays for him.")
    results = []
    settled: list[dict[str, Points]] = []  # each winner's payments
    for number, (winner, notation) in enumerate(zip(entry.winners, entry.tiles, strict=True)):
        full = _situated(rules, seats, hand, winner, notation, entry, first=number == 0)
        try:
            result = score_hand(full, rules=rules.system, options=rules.options)
        except HandError as e:
            raise Refused(f"{notation.split('|')[0].strip()}: {e}") from None
        if not result.meets_minimum:
            raise Refused(under_minimum(rules.system.label, rules.min_fan(), result))
        if result.payments is None:  # pragma: no cover - every system here settles
            raise Refused("The rules could not settle this hand.")
        results.append((winner, full, result))
        settled.append(result.payments)
    payments = combine_payments(*settled)
    paid = [item for _, _, r in results for item in r.items]
    (winner, full, first), rest = results[0], results[1:]
    t = seats.table
    return HandRecord(
        t.session,
        t.table,
        hand,
        winner,
        entry.discarder,
        exact(first.total) if rules.has_fan else None,
        seats.points(payments),
        full,
        _lines(first),
        others=tuple(
            WinLine(w, exact(r.total) if rules.has_fan else None, f, _lines(r)) for w, f, r in rest
        ),
        kongs=entry.kongs,
        horse=entry.horse,
        liable=entry.liable,
        robbed=entry.robbed,
        items=seats.items(paid),
        entry="tiles",
    )


def _lines(result: ScoreResult) -> tuple[FanLine, ...]:
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


def _situated(
    rules: TournamentRules,
    seats: _Seats,
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
        raise Refused(f"'{notation}' is not a hand: write tiles[|situation[|flowers[|extras]]].")
    prevalent, seat = seats.winds.prevalent, seats.wind(winner, "winner")
    self_drawn = entry.discarder is None
    flags = situation_flags(parts[1] if len(parts) >= 2 else "", hand, prevalent, seat, self_drawn)
    if entry.robbed:
        flags = flags[:2] + "1"
    elif flags[2] == "1" and not self_drawn:
        raise Refused("The kong flag on a discard means robbing a kong: say so (--robbed).")
    flowers = parts[2].strip() if len(parts) >= 3 else ""
    tokens = []
    if len(parts) == 4 and parts[3].strip():
        try:
            written = parse_extras(parts[3].strip())
        except HandError as e:
            raise Refused(extras_error(e, rules)) from None
        if written.from_text or written.liable_text or written.horse is not None or written.kongs:
            raise Refused("from=, liable=, horse= and kong= are read once, from the entry.")
        tokens += _tokens(parts[3])
    if entry.discarder is not None:
        tokens.append(f"from={seats.wind(entry.discarder, 'discarder')}")
    if entry.liable is not None:
        tokens.append(f"liable={seats.wind(entry.liable, 'liable player')}")
    if first and entry.horse is not None:
        tokens.append(f"horse={entry.horse}")
    if first:
        for k in entry.kongs:
            tokens.append(f"kong={_event(seats, k).notation()}")
    full = f"{parts[0].strip()}|{prevalent}{seat}{int(self_drawn)}{flags}|{flowers}"
    return full + ("|" + ",".join(tokens) if tokens else "")


def _text(value: Points) -> str:
    value = exact(value)
    return str(value) if isinstance(value, int) else f"{float(value):g}"


# -- by fan or by elements -----------------------------------------------------------------


def _by_fan(rules: TournamentRules, seats: _Seats, hand: int, entry: HandEntry) -> HandRecord:
    if not rules.has_fan:
        raise Refused(
            f"{_label(rules)} has no fan: enter the outcome (winner, --from or --self-drawn, "
            "--kong, --horse) or the tiles."
        )
    if entry.horse is not None or entry.kongs:
        raise Refused(f"{_label(rules)} pays no kong or horse apart from the fan.")
    lines: tuple[FanLine, ...] = ()
    if entry.elements:
        fan, lines = ticked(rules, entry.elements)
        how = "elements"
    elif entry.fan is not None:
        fan = exact(entry.fan)
        how = "fan"
        low = rules.min_fan() if not rules.is_mcr else 8
        if fan < low:
            raise Refused(f"A win in {rules.system.label} needs at least {_text(low)} fan.")
    else:
        raise Refused("Give the fan of the win, or its elements.")
    cap = rules.max_fan()
    if cap is not None and fan > cap:
        raise Refused(f"{_text(fan)} fan is above the cap of {rules.system.label} ({_text(cap)}).")
    (winner,) = entry.winners
    payments, paid = _settle_fan(rules, seats, winner, entry, fan)
    t = seats.table
    return HandRecord(
        t.session,
        t.table,
        hand,
        winner,
        entry.discarder,
        fan,
        seats.points(payments),
        None,
        lines,
        liable=entry.liable,
        robbed=entry.robbed,
        items=seats.items(paid),
        entry=how,
    )


def _settle_fan(
    rules: TournamentRules, seats: _Seats, winner: int, entry: HandEntry, fan: Points
) -> tuple[dict[str, Points], tuple[Payment, ...]]:
    w = seats.wind(winner, "winner")
    giver = seats.wind(entry.discarder, "discarder") if entry.discarder is not None else None
    liable = seats.wind(entry.liable, "liable player") if entry.liable is not None else None
    if giver is None:
        win = "self_drawn"
    else:
        win = "robbed_kong" if entry.robbed else "discard"
    outcome = Outcome((w,), win, giver, liable=liable)
    if rules.is_mcr:
        paid = mcr_items(int(fan), outcome)
    elif rules.name == "mahjong-online":
        from scoring.mahjong_online import payments_from_fan

        try:
            return payments_from_fan(fan, w, giver, liable), ()
        except HandError as e:
            raise Refused(str(e)) from None
    else:
        if rules.name == "international" and liable is not None and giver is not None:
            raise Refused("In the International game a liable player pays for a self-draw only.")
        # The fan as entered, as the one line of a result (no hand: the tiles are unknown).
        entered = ScoreResult(
            None, rules.system.code or rules.system.name,
            (ScoredFan(0, None, "fan entered", "", fan, 1),), None, rules.min_fan(),
            rules.system, rules.options, None, "fan",
        )  # fmt: skip
        try:
            paid = tuple(rules.system.settle(entered, outcome, rules.options))
        except (HandError, ValueError) as e:
            raise Refused(str(e)) from None
    return net_payments(paid), tuple(paid)


def ticked(rules: TournamentRules, texts: tuple[str, ...]) -> tuple[Points, tuple[FanLine, ...]]:
    """The fan of the elements ticked (ids or names; "x2" repeats), checked: each is an
    element of the system with a fixed value, and none is one that another ticked element
    excludes (no duplication). The total is capped as the system caps it."""
    elements = rules.system.elements
    counts: Counter[int] = Counter()
    said: dict[int, Points] = {}  # the value given for an element whose value varies
    for text in texts:
        name, times = _times(text)
        name, _, value_text = name.partition("=")
        key = _element_key(rules, name)
        counts[key] += times
        fixed = elements[key].value
        if value_text:
            value = parse_fan(value_text)
            if fixed is not None and value != fixed:
                raise Refused(f"{elements[key].name} is worth {_text(fixed)}, not {value_text}.")
            if said.get(key, value) != value:
                raise Refused(f"{elements[key].name} is given two different values.")
            said[key] = exact(value)
    for key in counts:
        for other in elements[key].excludes:
            if other in counts:
                raise Refused(
                    f"{elements[other].name} is not counted with {elements[key].name} "
                    "(no duplication): untick it."
                )
    lines = []
    total: Points = 0
    for_minimum: Points = 0
    for key in sorted(counts):
        e = elements[key]
        worth = e.value if e.value is not None else said.get(key)
        if worth is None:
            raise Refused(
                f"{e.name} is worth what the hand makes it: say how much ({e.id}=N) or "
                "enter the hand by tiles."
            )
        lines.append(FanLine(e.id, e.name, getattr(e, "name_zh", ""), exact(worth), counts[key]))
        total += worth * counts[key]
        if e.counts_for_minimum:
            for_minimum += worth * counts[key]
    low = 8 if rules.is_mcr else rules.min_fan()
    if for_minimum < low:
        raise Refused(
            f"These elements make {_text(for_minimum)} fan toward the minimum: a win in "
            f"{rules.system.label} needs at least {_text(low)}."
        )
    cap = rules.max_fan()
    if cap is not None:
        total = min(total, cap)
    return exact(total), tuple(lines)


def _times(text: str) -> tuple[str, int]:
    match = re.fullmatch(r"\s*(.+?)\s*(?:[x×*]\s*(\d+))?\s*", text, flags=re.IGNORECASE)
    if not match or not match.group(1):
        raise Refused(f"'{text}' is not an element.")
    times = int(match.group(2) or 1)
    if not 1 <= times <= 8:
        raise Refused(f"'{text}': an element counts 1 to 8 times.")
    return match.group(1), times


def _element_key(rules: TournamentRules, name: str) -> int:
    from scoring.names import resolve

    found = resolve(name, rules.name)  # every name of the index (scoring.names)
    if found.key is not None and found.times == 1:
        return found.key
    wanted = " ".join(name.split()).casefold()
    code = rules.system.code.casefold()
    for key, e in rules.system.elements.items():
        ident = str(e.id).casefold() if e.id is not None else ""
        short = ident.removeprefix(code + "-")
        if wanted in (ident, short, e.name.casefold(), str(getattr(e, "name_zh", "")).casefold()):
            return key
        if short.isdigit() and wanted.isdigit() and int(short) == int(wanted):
            return key
    near = f" Did you mean {' or '.join(found.suggestions)}?" if found.suggestions else ""
    raise Refused(
        f"'{name}' is not an element of {rules.system.label}.{near} (See "
        f"`python -m scoring --rules {rules.name} --list`.)"
    )


# -- Shenzhen: the outcome -------------------------------------------------------------------


def _by_outcome(rules: TournamentRules, seats: _Seats, hand: int, entry: HandEntry) -> HandRecord:
    if rules.has_fan:
        raise Refused("Give the hand's tiles, its fan total (--fan) or its elements.")
    from scoring.shenzhen.items import ID_OF, ITEMS, W3
    from scoring.shenzhen.settlement import items

    (winner,) = entry.winners
    w = seats.wind(winner, "winner")
    giver = seats.wind(entry.discarder, "discarder") if entry.discarder is not None else None
    horses = rules.options["horses"]
    horse: tuple[Tile, ...] = ()
    if entry.horse is not None:
        if giver is not None:
            raise Refused("A horse is turned only after a self-drawn win.")
        if not horses:
            raise Refused("This tournament draws no horse (horses=0).")
        try:
            horse = parse_extras(f"horse={entry.horse}").horse or ()
        except HandError as e:
            raise Refused(str(e)) from None
        if len(horse) > horses:
            raise Refused(f"This tournament turns {horses} horse tile(s), not {len(horse)}.")
    elif giver is None and horses:
        raise Refused(
            "After a self-drawn win a horse is turned: give it (--horse 5m), or --horse - "
            "when none was turned."
        )
    events = tuple(_event(seats, k) for k in entry.kongs)
    win = "self_drawn" if giver is None else "discard"
    outcome = Outcome((w,), win, giver, horse=horse, kongs=events)
    paid = list(items(None, outcome, rules.options))
    if entry.robbed:  # the robbed player pays 10X instead of the discard's 5X
        item = ITEMS[W3]
        paid = [
            Payment(ID_OF[W3], p.payers, p.receiver, item.value * rules.options["unit"], "robbed")
            if p.id == "SZ-W2"
            else p
            for p in paid
        ]
    t = seats.table
    return HandRecord(
        t.session,
        t.table,
        hand,
        winner,
        entry.discarder,
        None,
        seats.points(net_payments(paid)),
        kongs=entry.kongs,
        horse=entry.horse,
        robbed=entry.robbed,
        items=seats.items(paid),
        entry="outcome",
    )


__all__ = ["HandEntry", "build", "exact", "parse_fan", "parse_kong", "ticked", "SEATS"]
