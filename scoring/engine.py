"""The public entry points: score a hand, list the waits of a waiting hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction

from scoring.decompose import standard_waits
from scoring.errors import HandError
from scoring.extras import NO_EXTRAS, Extras, Record, UnknownToken
from scoring.hand import WIND_LETTERS, Hand, MeldKind, Situation
from scoring.mcr import RULES as MCR
from scoring.mcr import not_winning_message as _not_winning_message  # noqa: F401
from scoring.mcr.reading import special_waits
from scoring.notation import check_tile_counts, parse_flowers, parse_hand, parse_record
from scoring.option_values import limits
from scoring.result import ScoredFan, ScoreResult
from scoring.rules import Counted, Evaluated, Options, RuleSystem, Value, get_rule_system
from scoring.tiles import Tile, counts_of, tile_code, tile_phrase

_SITUATION_KEYS = ("prevalent_wind", "seat_wind", "self_drawn", "last_tile", "wall_last", "kong")


def _with_situation(hand: Hand, situation: dict[str, object], flowers: int | str | None) -> Hand:
    if not situation and flowers is None:
        return hand
    unknown = set(situation) - set(_SITUATION_KEYS)
    if unknown:
        raise HandError(f"Unknown situation: {', '.join(sorted(unknown))}.")
    winds: dict[str, str] = {}
    for key in ("prevalent_wind", "seat_wind"):
        if key in situation:
            wind = situation[key]
            if not isinstance(wind, str) or wind.strip().upper() not in tuple(WIND_LETTERS):
                raise HandError(f"'{wind}' is not a wind: use E, S, W or N.")
            winds[key] = wind.strip().upper()
    flags: dict[str, bool] = {}
    for key in ("self_drawn", "last_tile", "wall_last", "kong"):
        if key in situation:
            flag = situation[key]
            if not isinstance(flag, bool):
                raise HandError(f"{key.replace('_', ' ')} must be true or false.")
            flags[key] = flag
    if situation:
        s = hand.situation
        hand = replace(
            hand,
            situation=Situation(
                winds.get("prevalent_wind", s.prevalent_wind),
                winds.get("seat_wind", s.seat_wind),
                flags.get("self_drawn", s.self_drawn),
                flags.get("last_tile", s.last_tile),
                flags.get("wall_last", s.wall_last),
                flags.get("kong", s.kong),
            ),
        )
    if flowers is not None:
        if isinstance(flowers, bool) or not isinstance(flowers, int | str):
            raise HandError("Flowers are a count 0-8 or letters a-h.")
        count, letters = parse_flowers(str(flowers))
        hand = replace(hand, flowers=count, flower_letters=letters)
    return hand


def check_situation(hand: Hand) -> None:
    """Refuse situations that cannot happen, rather than score them quietly."""
    s: Situation = hand.situation
    if not (s.kong or s.last_tile):
        return  # the usual case: nothing to check
    if s.kong and s.wall_last and not s.self_drawn:
        raise HandError(
            "Robbing a kong with the last tile of the wall is impossible: no kong may be "
            "declared once the wall is exhausted, so there is none to rob (flags |xx0011)."
        )
    win = hand.winning_tile
    held = hand.concealed.count(win) - 1 + sum(m.tiles.count(win) for m in hand.melds)
    if s.kong and s.self_drawn and not any(m.kind is MeldKind.KONG for m in hand.melds):
        raise HandError(
            "A win on the replacement tile after a kong needs a kong in the hand; none is declared."
        )
    if s.kong and not s.self_drawn and held:
        raise HandError(
            f"Robbing a kong of {tile_phrase(win)} ({tile_code(win)}) is impossible here: "
            f"the robbed tile is the fourth of its kind, yet the hand holds {held} other "
            f"cop{'ies' if held > 1 else 'y'} of it."
        )
    if s.last_tile and hand.concealed.count(win) > 1:
        raise HandError(
            f"'Last tile of its kind' is impossible: besides the winning tile, the hand "
            f"holds another copy of {tile_phrase(win)} ({tile_code(win)})."
        )


def score(
    hand: Hand,
    rules: RuleSystem | str = MCR,
    options: Mapping[str, object] | Options | None = None,
) -> ScoreResult:
    """Score a parsed hand; raise HandError if it does not win."""
    check_tile_counts(hand, 14)
    system = _system(rules)
    return score_record(Record("win", hand), system, system.resolve_options(options))


_SYSTEMS: dict[str, RuleSystem] = {"mcr": MCR}
_MCR_MINIMUM = MCR.minimum
_MCR_DEFAULTS = MCR.defaults  # MCR's minimum is fixed; its options do not move it


def _system(rules: RuleSystem | str) -> RuleSystem:
    """The RuleSystem for a name (cached: every scored hand asks)."""
    if isinstance(rules, RuleSystem):
        return rules
    system = _SYSTEMS.get(rules) if isinstance(rules, str) else None
    if system is None:
        system = get_rule_system(rules)
        _SYSTEMS[rules] = system
    return system


def score_hand(
    notation: object,  # str | Hand; anything else is refused in words (see waiting_hand)
    *,
    rules: RuleSystem | str = "mcr",
    options: Mapping[str, object] | Options | None = None,
    flowers: int | str | None = None,
    **situation: object,
) -> ScoreResult:
    """Score a winning hand given in the hand notation (docs/contracts.md), under the rule
    system `rules` (a registry name, "mcr" by default, or a RuleSystem) with `options`
    (the system's option keys; defaults for the rest). The notation may carry the fourth
    part (`|from=2,...`, scoring.extras) for what the system uses.

    Situation keywords (prevalent_wind, seat_wind, self_drawn, last_tile, wall_last,
    kong) and `flowers` override what the notation says. MCR's options are its rulings
    (scoring.mcr.rulings, docs/rulings.md), MIL 2015 by default.
    """
    system = _SYSTEMS.get(rules) if rules.__class__ is str else None
    if system is None:
        system = _system(rules)
    if options is None:
        opts = system._defaults
    elif options.__class__ is Options:  # resolved already: resolve_options gives it back
        opts = options
    else:
        opts = system.resolve_options(options)
    if isinstance(notation, Hand):
        hand = _with_situation(notation, situation, flowers)
        check_tile_counts(hand, 14)
        return score_record(Record("win", hand), system, opts)
    if (
        not situation
        and flowers is None
        and isinstance(notation, str)
        and notation.count("|") < 3
        and notation[:1] not in "-d "  # '-' (flowers alone), 'draw', a space: the long way
    ):
        # The usual hand, without a fourth part: straight to the hand parser (which checks
        # the tile counts).
        hand = parse_hand(notation)
        if (
            system.check_record is not None
            or (system.from_required and not hand.situation.self_drawn)
            or (hand.flowers and not system.flowers)
        ):
            # A system's own checks run on every hand (INT: the alert rule's liable=).
            check_record(Record("win", hand), system, opts)
        check_situation(hand)
        best = system.evaluate(hand, NO_EXTRAS, opts)
        if best is None:
            raise HandError(system.not_winning(hand, opts))
        return _result(hand, best, system, opts)
    # parse_record has checked the tile counts, and a situation does not change the tiles.
    try:
        record = parse_record(notation)
    except UnknownToken as error:  # named with this system's tokens only
        raise HandError(error.worded(system.extras, system.label)) from None
    if (situation or flowers is not None) and record.hand is not None:
        record = Record(
            record.kind, _with_situation(record.hand, situation, flowers), record.extras
        )
    return score_record(record, system, opts)


def score_record(record: Record, system: RuleSystem, options: Options) -> ScoreResult:
    """Score a parsed record (scoring.extras.Record) under a system with its options."""
    check_record(record, system, options)
    hand = record.hand
    if record.kind == "draw":
        return ScoreResult(
            hand, system.code or system.name, (), None, system.min_fan(options),
            system, options, record.extras, "draw",
        )  # fmt: skip
    if hand is None:  # parse_record gives a hand to every record but a draw
        raise HandError("A winning hand needs its tiles.")
    if record.kind == "win":
        check_situation(hand)
    best = system.evaluate(hand, record.extras, options)
    if best is None:
        raise HandError(system.not_winning(hand, options))
    return _result(hand, best, system, options, record.extras, record.kind)


def check_record(record: Record, system: RuleSystem, options: Options) -> None:
    """What every system refuses alike: a kind of record or a token it does not use, `from`
    on a self-drawn win, no `from` on another player's tile when the system needs it. The
    system's own checks (`check_record` of the RuleSystem) come first, in its words."""
    extras = record.extras
    if record.kind == "flowers" and not system.flower_win:
        raise HandError(
            f"{_capital(system.label)} has no win on flowers alone: the tiles are missing "
            "('-' is for a win on seven or eight flowers)."
        )
    if record.kind == "draw" and not system.draw:
        raise HandError(
            f"{_capital(system.label)} settles nothing in a drawn hand: write the winning hand."
        )
    if extras and not system.extras.issuperset(extras.names):  # one C call when all used
        unused = [n for n in dict.fromkeys(extras.names) if n not in system.extras]
        if unused:
            name = unused[0]
            uses = (
                f"it uses {', '.join(sorted(system.extras))}"
                if system.extras
                else "it uses no fourth part"
            )
            raise HandError(f"'{name}' is not used by {system.label} ({uses}).")
    hook = getattr(system, "check_record", None)
    if hook is not None:
        hook(record, options)
    if record.hand is None:
        return
    if record.hand.flowers and not system.flowers:
        written = record.hand.flower_letters or str(record.hand.flowers)
        raise HandError(
            f"{_capital(system.label)} is played without flowers: remove the flowers "
            f"'{written}' from the hand."
        )
    s = record.hand.situation
    if s.self_drawn and extras.from_text is not None:
        raise HandError(
            f"A self-drawn win has no 'from' (from={extras.from_text}): nobody gave the tile."
        )
    if not s.self_drawn and extras.from_text is None and system.from_required:
        if record.kind == "flowers":
            what = "the flower was taken: say whose it was"
        elif s.kong:
            what = "won by robbing a kong: say whose kong was robbed"
        else:
            what = "won on a discard: say who discarded"
        raise HandError(f"{_capital(what)} (from=1, 2 or 3, or the seat wind).")
    if extras.from_text is not None:
        extras.giver(s.seat_wind)  # refuses the winner's own seat
    if extras.liable_text is not None:
        extras.liable_seat(s.seat_wind)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _result(
    hand: Hand,
    best: Evaluated,
    rules: RuleSystem = MCR,
    options: Options | None = None,
    extras: Extras = NO_EXTRAS,
    kind: str = "win",
) -> ScoreResult:
    """The ScoreResult of an evaluation: each element once, with the evidence of each
    time it counts in the order found. A counted entry is (key, evidence), or (key,
    evidence, value) when the element's value depends on the hand."""
    if rules is MCR:
        # MCR's entries are all (key, evidence), its values fixed: the loop of old.
        by_fan: dict[int, list[tuple[object, ...]]] = {}
        for item in best.counted:
            key, evidence = item[0], item[1]
            if key in by_fan:
                by_fan[key].append(evidence)
            else:
                by_fan[key] = [evidence]
        # By id; the MIL kong item (82) with the kong fans (see _listing_order).
        keys = sorted(by_fan, key=_listing_order) if 82 in by_fan else sorted(by_fan)
        fields = _MCR_FAN_FIELDS
        fans = []
        for key in keys:
            ev = tuple(by_fan[key])
            fan_id, name, name_zh, points = fields[key]
            fans.append(ScoredFan(key, fan_id, name, name_zh, points, len(ev), ev))
        return ScoreResult(
            hand, "MCR", tuple(fans), best.reading, _MCR_MINIMUM, MCR,
            _MCR_DEFAULTS if options is None else options, extras, kind,
        )  # fmt: skip
    if options is None:
        options = rules.defaults
    counted = best.counted
    return ScoreResult(
        hand, rules.code or rules.name, _scored_fans(counted, rules) if counted else (),
        best.reading, limits(rules, options)[0], rules, options, extras, kind,
    )  # fmt: skip


def _scored_fans(counted: tuple[Counted, ...], rules: RuleSystem) -> tuple[ScoredFan, ...]:
    """Another system's entries as ScoredFans, by key; an element whose value depends on
    the hand is kept apart for each value it takes (value None: an entry without one,
    worth the element's fixed value), in the order found. Grouped by key, then by value
    with a comparison: hashing a Fraction value (half a fan) is a Python call."""
    definitions = _fan_fields(rules)
    by_key: dict[int, list[tuple[Value | None, list[tuple[object, ...]]]]] = {}
    for item in counted:
        key = item[0]
        value = item[2] if len(item) == 3 else None
        groups = by_key.get(key)
        if groups is None:
            by_key[key] = [(value, [item[1]])]
            continue
        for known, evidence in groups:
            if known is value or (known is not None and value is not None and known == value):
                evidence.append(item[1])
                break
        else:
            groups.append((value, [item[1]]))
    fans = []
    for key in sorted(by_key) if len(by_key) > 1 else by_key:
        fan_id, name, name_zh, fixed = definitions[key]
        for value, evidence in by_key[key]:
            points = fixed if value is None else value
            assert points is not None, f"element {key} is worth what its entry says; it has none"
            ev = tuple(evidence)
            fans.append(ScoredFan(key, fan_id, name, name_zh, points, len(ev), ev))
    return tuple(fans)


_FanFields = tuple[int | str | None, str, str, Value | None]  # id, names, fixed value
# id(RuleSystem) -> (that system, kept alive so the id stays its own; each element's
# fixed fields of a ScoredFan): an Element gives its id and value through properties,
# Python calls that cost more than the rest of making a ScoredFan.
_FAN_FIELDS: dict[int, tuple[RuleSystem, dict[int, _FanFields]]] = {}


def _fan_fields(rules: RuleSystem) -> dict[int, _FanFields]:
    kept = _FAN_FIELDS.get(id(rules))
    if kept is not None and kept[0] is rules:
        return kept[1]
    fields = {key: (e.fan_id, e.name, e.name_zh, e.points) for key, e in rules.fans.items()}
    if len(_FAN_FIELDS) >= 64:  # systems made on the fly (tests, plugins): start again
        _FAN_FIELDS.clear()
    _FAN_FIELDS[id(rules)] = (rules, fields)
    return fields


# Each MCR fan's fixed fields of a ScoredFan (id, names, points), read once.
_MCR_FAN_FIELDS: dict[int, tuple[int | str | None, str, str, int | Fraction]] = {
    key: (fan.fan_id, fan.name, fan.name_zh, fan.points) for key, fan in MCR.fans.items()
}


def _listing_order(key: int) -> float:
    """Fans are listed by id; the MIL kong item (82) with the kong fans, after 53."""
    return 53.5 if key == 82 else key


def waiting_hand(notation: object) -> Hand:
    """Parse a 13-tile hand (a trailing space or a written winning tile is not needed).

    The public entries take `object`, not `str | Hand`: compiled by mypyc, a typed
    argument is checked before the body runs, and a caller passing None or bytes would
    get a bare TypeError instead of the HandError every bad input gets."""
    if isinstance(notation, Hand):
        return notation
    return parse_hand(notation, tiles_expected=13)


def waits(notation: object) -> list[str]:  # str | Hand (see waiting_hand)
    """The tiles that complete a 13-tile hand, in tile order (m, p, s, winds, dragons).

    A tile whose four copies are all in the hand already cannot be waited on.
    """
    return [tile_code(t) for t in winning_tiles(waiting_hand(notation))]


def winning_tiles(hand: Hand) -> list[Tile]:
    """The tiles that complete a 13-tile hand, a fifth copy excepted.

    Four sets and a pair are tested suit by suit; the special shapes (seven pairs,
    thirteen orphans, knitted hands) only when nothing is declared, or one set for a
    knitted straight, each from its own terms (scoring.mcr.reading.special_waits).
    """
    counts = counts_of(hand.all_tiles)
    concealed = counts_of(hand.concealed)
    needed = 4 - len(hand.melds)
    standard = standard_waits(concealed, needed)
    found = set(standard)
    if len(hand.melds) <= 1:
        found |= special_waits(hand)
    return sorted(t for t in found if counts[t] < 4)


def fifth_copy_waits(notation: str | Hand) -> list[str]:
    """The tiles a 13-tile hand waits on by shape whose four copies it holds already
    (a wait no tile can fill), in tile order."""
    hand = waiting_hand(notation)
    counts = counts_of(hand.all_tiles)
    found = set(standard_waits(counts_of(hand.concealed), 4 - len(hand.melds)))
    if len(hand.melds) <= 1:
        found |= {t for t in special_waits(hand) if counts[t] == 4}
    return [tile_code(t) for t in sorted(found) if counts[t] >= 4]


def wait_table(
    notation: object,  # str | Hand (see waiting_hand)
    rules: RuleSystem | str = MCR,
    options: Mapping[str, object] | Options | None = None,
) -> list[tuple[str, ScoreResult]]:
    """For each winning tile of a 13-tile hand, the score it would bring (same situation)."""
    system = _system(rules)
    opts = system.resolve_options(options)
    hand = waiting_hand(notation)
    table = []
    melds, concealed, situation = hand.melds, hand.concealed, hand.situation
    for t in winning_tiles(hand):
        # The hand made directly (dataclasses.replace reads the fields one by one).
        complete = Hand(melds, (*concealed, t), situation, hand.flowers, hand.flower_letters)
        best = system.evaluate(complete, NO_EXTRAS, opts)
        if best is not None:
            table.append((tile_code(t), _result(complete, best, system, opts)))
    return table


def fan_counts(result: ScoreResult) -> Counter[int | str | None]:
    """Fan id (None for the MIL kong item) to the times counted."""
    return Counter({f.fan_id: f.count for f in result.fans})
