"""The public entry points: score a hand, list the waits of a waiting hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace

from scoring.decompose import standard_waits
from scoring.errors import HandError
from scoring.hand import WIND_LETTERS, Hand, MeldKind, Situation
from scoring.mcr import RULES as MCR
from scoring.mcr.reading import completes_special_shape
from scoring.mcr.rulings import MIL_2015, Rulings, rulings_from_options
from scoring.notation import check_tile_counts, parse_flowers, parse_hand
from scoring.result import ScoredFan, ScoreResult
from scoring.rules import RuleSystem
from scoring.tiles import NUM_TILES, Tile, counts_of, tile_code, tile_phrase

_SITUATION_KEYS = ("prevalent_wind", "seat_wind", "self_drawn", "last_tile", "wall_last", "kong")


def _with_situation(hand: Hand, situation: dict, flowers: int | str | None) -> Hand:
    if not situation and flowers is None:
        return hand
    unknown = set(situation) - set(_SITUATION_KEYS)
    if unknown:
        raise HandError(f"Unknown situation: {', '.join(sorted(unknown))}.")
    for key in ("prevalent_wind", "seat_wind"):
        if key in situation:
            wind = situation[key]
            if not isinstance(wind, str) or wind.strip().upper() not in tuple(WIND_LETTERS):
                raise HandError(f"'{wind}' is not a wind: use E, S, W or N.")
            situation = {**situation, key: wind.strip().upper()}
    for key in ("self_drawn", "last_tile", "wall_last", "kong"):
        if key in situation and not isinstance(situation[key], bool):
            raise HandError(f"{key.replace('_', ' ')} must be true or false.")
    if situation:
        hand = replace(hand, situation=replace(hand.situation, **situation))
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


def score(hand: Hand, rules: RuleSystem = MCR) -> ScoreResult:
    """Score a parsed hand; raise HandError if it does not win."""
    check_tile_counts(hand, 14)
    return _score_counted(hand, rules)


def _score_counted(hand: Hand, rules: RuleSystem, rulings: Rulings = MIL_2015) -> ScoreResult:
    """`score` once the tile counts are known to be right."""
    check_situation(hand)
    best, _, _ = rules.evaluate(hand) if rulings is MIL_2015 else rules.evaluate(hand, rulings)
    if best is None:
        raise HandError(_not_winning_message(hand))
    return _result(hand, best, rules)


def score_hand(
    notation: str | Hand,
    *,
    flowers: int | str | None = None,
    rules: RuleSystem | str = MCR,
    options: Mapping[str, object] | None = None,
    **situation: object,
) -> ScoreResult:
    """Score a winning hand given in the hand notation (ARCHITECTURE.md).

    Situation keywords (prevalent_wind, seat_wind, self_drawn, last_tile, wall_last,
    kong) and `flowers` override what the notation says. `options` are the rulings
    (scoring.mcr.rulings, docs/rulings.md), MIL 2015 by default.
    """
    if isinstance(rules, str):
        if rules.strip().upper() != MCR.name:
            raise HandError(f"Unknown rule system '{rules}'.")
        rules = MCR
    rulings = rulings_from_options(options)
    if isinstance(notation, Hand):
        hand = _with_situation(notation, situation, flowers)
        check_tile_counts(hand, 14)
        return _score_counted(hand, rules, rulings)
    # parse_hand has checked the tile counts, and a situation does not change the tiles.
    hand = parse_hand(notation)
    if situation or flowers is not None:
        hand = _with_situation(hand, situation, flowers)
    return _score_counted(hand, rules, rulings)


def _result(hand: Hand, best, rules: RuleSystem = MCR) -> ScoreResult:
    """The ScoreResult of an evaluation."""
    # Each fan once, with the evidence of each time it counts in the order found.
    by_key: dict[int, list[tuple[object, ...]]] = {}
    for key, evidence in best.counted:
        if key in by_key:
            by_key[key].append(evidence)
        else:
            by_key[key] = [evidence]
    # By id; the MIL kong item (82) with the kong fans (see _listing_order).
    keys = sorted(by_key, key=_listing_order) if 82 in by_key else sorted(by_key)
    definitions = rules.fans
    fans = []
    for key in keys:
        fan = definitions[key]
        ev = tuple(by_key[key])
        fans.append(ScoredFan(key, fan.fan_id, fan.name, fan.name_zh, fan.points, len(ev), ev))
    return ScoreResult(hand, rules.name, tuple(fans), best.reading, rules.minimum)


def _listing_order(key: int) -> float:
    """Fans are listed by id; the MIL kong item (82) with the kong fans, after 53."""
    return 53.5 if key == 82 else key


def _not_winning_message(hand: Hand) -> str:
    return (
        "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
        "thirteen orphans or a knitted hand."
        + (
            " (With declared sets, the concealed tiles must make the remaining sets and the pair.)"
            if hand.melds
            else ""
        )
    )


def waiting_hand(notation: str | Hand) -> Hand:
    """Parse a 13-tile hand (a trailing space or a written winning tile is not needed)."""
    if isinstance(notation, Hand):
        return notation
    return parse_hand(notation, tiles_expected=13)


def waits(notation: str | Hand) -> list[str]:
    """The tiles that complete a 13-tile hand, in tile order (m, p, s, winds, dragons).

    A tile whose four copies are all in the hand already cannot be waited on.
    """
    return [tile_code(t) for t in winning_tiles(waiting_hand(notation))]


def winning_tiles(hand: Hand) -> list[Tile]:
    """The tiles that complete a 13-tile hand, a fifth copy excepted.

    Four sets and a pair are tested suit by suit; the special shapes (seven pairs,
    thirteen orphans, knitted hands) only when nothing is declared, or one set for a
    knitted straight, and then tile by tile on every tile.
    """
    counts = counts_of(hand.all_tiles)
    concealed = counts_of(hand.concealed)
    needed = 4 - len(hand.melds)
    standard = standard_waits(concealed, needed)
    found = set(standard)
    if len(hand.melds) <= 1:
        for t in range(NUM_TILES):
            if t in found:
                continue
            if completes_special_shape(hand, t):
                found.add(t)
    return sorted(t for t in found if counts[t] < 4)


def fifth_copy_waits(notation: str | Hand) -> list[str]:
    """The tiles a 13-tile hand waits on by shape whose four copies it holds already
    (a wait no tile can fill), in tile order."""
    hand = waiting_hand(notation)
    counts = counts_of(hand.all_tiles)
    found = set(standard_waits(counts_of(hand.concealed), 4 - len(hand.melds)))
    if len(hand.melds) <= 1:
        found |= {
            t for t in range(NUM_TILES) if counts[t] == 4 and completes_special_shape(hand, t)
        }
    return [tile_code(t) for t in sorted(found) if counts[t] >= 4]


def wait_table(
    notation: str | Hand,
    rules: RuleSystem = MCR,
    options: Mapping[str, object] | None = None,
) -> list[tuple[str, ScoreResult]]:
    """For each winning tile of a 13-tile hand, the score it would bring (same situation)."""
    hand = waiting_hand(notation)
    rulings = rulings_from_options(options)
    table = []
    for t in winning_tiles(hand):
        complete = replace(hand, concealed=(*hand.concealed, t))
        best, _, _ = (
            rules.evaluate(complete) if rulings is MIL_2015 else rules.evaluate(complete, rulings)
        )
        if best is not None:
            table.append((tile_code(t), _result(complete, best, rules)))
    return table


def fan_counts(result: ScoreResult) -> Counter:
    """Fan id (None for the MIL kong item) to the times counted."""
    return Counter({f.fan_id: f.count for f in result.fans})
