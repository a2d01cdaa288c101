"""The fan detectors: each looks at one reading and adds the fans it finds.

Every detector has the same signature, `(reading, ctx, tally)`, and is registered
with the shapes it applies to. The counting principles live here as general rules:
- no duplication: the `excludes` data of each fan (applied in `evaluate`);
- no disassembly, no reuse, one combination only: `combine.chow_pairs`, which picks
  the chow pairs a hand may score as a forest in which no chow takes the same fan
  twice;
- take the maximum: `evaluate` scores every reading and keeps the best.

Detectors run for every reading of every hand, so they lean on what is worked out
once: the reading's sets, chows, pungs and shared traits (`Reading`), the groups'
own flags (`Group`), and the tiles present as a bit mask (`Context.mask`, tested
against the masks below). The chow combinations, the costliest rule, are planned once
per distinct set of chows (`combine.chow_plan`), the pung fans likewise.
"""

from __future__ import annotations

from operator import attrgetter

from scoring.mcr.combine import (
    ONE_COMBINATION,
    chow_pair_fan,
    chow_plan,
    pung_plan,
    smaller_kong_fans,
)
from scoring.mcr.context import Context, shape_waits
from scoring.mcr.reading import (
    EVEN_PUNG,
    FIVE,
    HAS_CHOWS,
    HAS_PUNG,
    NO_CHOW,
    NO_PUNG,
    OUTSIDE,
    Group,
    Kind,
    Reading,
    Shape,
)
from scoring.mcr.registry import (
    DETECTORS,
    EMITS,
    EVERY_SHAPE,
    STANDARD_LIKE,
    TILE_BASED,
    detector,
    detectors_for,
    fans_looked_for,
)
from scoring.mcr.tables import (
    CODE,
    DRAGON_MASK,
    FOUR,
    GREEN_MASK,
    HONOR_MASK,
    OUTSIDE_MASK,
    RANK_TEXT,
    RANKS_1_TO_4,
    RANKS_4_TO_6,
    RANKS_6_TO_9,
    REVERSIBLE_MASK,
    SUIT_MASKS,
    TERMINAL_MASK,
    WIND_MASK,
    WON_ON,
)
from scoring.mcr.tally import Tally
from scoring.mcr.waiting import single_wait_fan, wait_fan
from scoring.tiles import (
    TERMINALS,
    WINDS,
    Tile,
    format_tiles,
    is_honor,
    tile_code,
)

# The register's names too (scoring.mcr.registry), as callers knew them here.
__all__ = ["DETECTORS", "EMITS", "Tally", "chow_pair_fan", "detectors_for", "fans_looked_for"]


def _tiles_text(ctx: Context) -> str:
    """The whole hand, sorted, for fans that take every tile."""
    return format_tiles(sorted(ctx.hand.concealed))


# --- the shapes' own fans -------------------------------------------------------------


@detector(Shape.SEVEN_PAIRS, emits=(6, 19, 79))
def seven_pairs(reading: Reading, ctx: Context, tally: Tally) -> None:
    suits = {t // 9 for t in ctx.present if t < 27}
    pairs = sorted(ctx.present)
    if ctx.find_all:
        # Seven pairs wait on one tile, for its pair: Single Wait, which the pairs fans
        # exclude (found so that a claim of it hears why).
        tally.add(79, WON_ON[ctx.win])
    if len(suits) == 1 and not any(is_honor(t) for t in pairs):
        ranks = [t % 9 for t in pairs]
        if len(pairs) == 7 and ranks[-1] - ranks[0] == 6:
            tally.add(6, *(tile_code(t) * 2 for t in pairs))
            if ctx.find_all:
                tally.add(19, "seven shifted pairs")  # excluded by 6 (no duplication)
            return
    tally.add(19, *(tile_code(t) * 2 for t in pairs))


@detector(Shape.THIRTEEN_ORPHANS, emits=(7,))
def thirteen_orphans(reading: Reading, ctx: Context, tally: Tally) -> None:
    tally.add(7, _tiles_text(ctx))


@detector(Shape.HONORS_AND_KNITTED, emits=(20, 34, 35))
def honors_and_knitted(reading: Reading, ctx: Context, tally: Tally) -> None:
    honors = [t for t in ctx.present if is_honor(t)]
    suited = [t for t in ctx.present if not is_honor(t)]
    if len(honors) == 7:
        tally.add(20, _tiles_text(ctx))
        if ctx.find_all:
            tally.add(34, "the greater form")  # excluded by 20 (no duplication)
    else:
        tally.add(34, _tiles_text(ctx))
        if len(suited) == 9:
            tally.add(35, reading.groups[0])


@detector(Shape.NINE_GATES, emits=(4, 28, 64, 66, 73, 71))
def nine_gates(reading: Reading, ctx: Context, tally: Tally) -> None:
    """Nine Gates, and what the winning tile adds: the reading the MIL rules give it."""
    tally.add(4, _tiles_text(ctx))
    rank = ctx.win % 9 + 1
    base = ctx.win - ctx.win % 9
    code = tile_code(ctx.win)[1]
    if rank in (1, 9):
        tally.add(28, f"123{code}", f"456{code}", f"789{code}")
        tally.add(64, tile_code(ctx.win) * 4)
    if rank in (2, 5, 8):
        tally.add(66, f"111{code}", f"999{code}")
        tally.add(73, tile_code(base) * 3)
    if rank in (2, 3, 4, 6, 7, 8):
        tally.add(71, "six in a row")


@detector(Shape.KNITTED_STRAIGHT, emits=(35,))
def knitted_straight(reading: Reading, ctx: Context, tally: Tally) -> None:
    tally.add(35, reading.groups[0])


# --- how the hand was won -------------------------------------------------------------


@detector(EVERY_SHAPE, emits=(44, 45, 46, 47, 58, 80))
def winning_situation(reading: Reading, ctx: Context, tally: Tally) -> None:
    if not (ctx.last_tile or ctx.self_drawn or ctx.wall_last or ctx.kong):
        return
    win = CODE[ctx.win]
    # The robbed tile is the fourth of its kind: the last tile, whatever the flag says
    # (Robbing the Kong excludes Last Tile).
    if ctx.last_tile or (ctx.kong and not ctx.self_drawn and ctx.find_all):
        tally.add(58, win)
    if ctx.self_drawn:
        tally.add(80, win)
        if ctx.wall_last:
            tally.add(44, win)
        if ctx.kong:
            tally.add(46, win)
    else:
        if ctx.wall_last:
            tally.add(45, win)
        if ctx.kong:
            tally.add(47, win)


@detector(STANDARD_LIKE, emits=(52, 56, 62), finding_all=EVERY_SHAPE)
def concealment(reading: Reading, ctx: Context, tally: Tally) -> None:
    # Only a declared set can be melded (and the pair never is).
    melded = [g for g in reading.sets if g.melded] if ctx.declared else ()
    if not melded:
        tally.add(56 if ctx.self_drawn else 62, "nothing claimed")
    elif len(melded) == 4 and not ctx.self_drawn:
        tally.add(52, *melded)


# --- pungs and kongs ------------------------------------------------------------------


def _concealed_pungs(reading: Reading, ctx: Context) -> list[Group]:
    """Pungs and kongs made without a claimed tile.

    A pung completed by a discarded winning tile counts as melded, unless the winning
    tile can be read as part of a concealed chow instead.
    """
    pungs = [g for g in reading.pungs if not g.melded]
    win = ctx.win
    if not ctx.self_drawn and not any(
        not g.declared and g.tile <= win <= g.tile + 2 for g in reading.chows
    ):
        pungs = [g for g in pungs if g.declared or g.tile != win]
    return pungs


_KONG = Kind.KONG
_CONCEALED_PUNG_FANS = {2: 66, 3: 33, 4: 12}
_WON_PUNG_NOTE = (
    "the pung of {} was completed by the winning discard, and such a pung counts as "
    "melded, not as concealed"
)


@detector(STANDARD_LIKE, needs=HAS_PUNG, emits=(5, 17, 53, 57, 67, 74, 82, 12, 33, 66))
def kongs_and_concealed_pungs(reading: Reading, ctx: Context, tally: Tally) -> None:
    pungs = reading.pungs
    if not pungs:
        return  # no kong, no concealed pung
    # A kong holds four of its tile: without a tile held four times, none to look for.
    kongs = [g for g in pungs if g.kind is _KONG] if ctx.fours else None
    if kongs:
        n = len(kongs)
        if n == 1:
            tally.add(74 if kongs[0].melded else 67, kongs[0])
        elif n == 2:
            concealed_kongs = (not kongs[0].melded) + (not kongs[1].melded)
            tally.add((57, 82, 53)[concealed_kongs], *kongs)
        else:
            tally.add(5 if n == 4 else 17, *kongs)
        if n > 1 and ctx.find_all:
            smaller_kong_fans(kongs, tally)
    if len(pungs) < 2:
        return  # fewer than two concealed pungs
    concealed = _concealed_pungs(reading, ctx)
    key = _CONCEALED_PUNG_FANS.get(len(concealed))
    if key is not None:
        tally.add(key, *concealed)
        # The smaller fans of the family, which the larger excludes (no duplication).
        if key != 66 and ctx.find_all:
            tally.add(66, *concealed[:2])
            if key == 12:
                tally.add(33, *concealed[:3])
    if not ctx.find_all or ctx.self_drawn or len(concealed) == len(pungs):
        return
    unclaimed = [g for g in pungs if not g.melded]
    if len(unclaimed) > len(concealed) and len(unclaimed) >= 2:
        # A pung won on a discard: say so to a claim of the fan it would have made.
        won = next(g for g in unclaimed if g not in concealed)
        tally.note(_CONCEALED_PUNG_FANS[len(unclaimed)], _WON_PUNG_NOTE.format(won))


@detector(STANDARD_LIKE, needs=HAS_PUNG, emits=(1, 2, 9, 10, 38, 54, 59, 60, 61, 73))
def honor_pungs(reading: Reading, ctx: Context, tally: Tally) -> None:
    """Winds and dragons; a pung of terminals or of a wind that scores nothing else."""
    pungs = reading.pungs
    if not pungs:
        return
    for g in pungs:
        if g.tile >= 27:
            break
    else:  # suited pungs only: terminals or nothing
        for g in pungs:
            if g.tile in TERMINALS:
                tally.add(73, g)
        return
    winds = [g for g in pungs if 27 <= g.tile <= 30]
    dragons = [g for g in pungs if g.tile >= 31]
    pair = reading.pair
    claimed: set[Tile] = set()
    family = None  # the wind fan that claims the wind pungs
    # Each family's largest fan, and the smaller ones it excludes (no duplication), found
    # too so that a claim of them hears which fan takes their place.
    find_all = ctx.find_all
    if len(winds) == 4:
        tally.add(1, *winds)
        if find_all:
            tally.add(38, *winds[:3])
        claimed.update(WINDS)
        family = 1
    elif len(winds) == 3:
        family = 38
        if pair is not None and 27 <= pair.tile <= 30:
            tally.add(9, *winds, pair)
            family = 9
        if family == 38 or find_all:
            tally.add(38, *winds)
        claimed.update(WINDS)
    if len(dragons) == 3:
        tally.add(2, *dragons)
    elif len(dragons) == 2:
        if pair is not None and pair.tile >= 31:
            tally.add(10, *dragons, pair)
        else:
            tally.add(54, *dragons)
    elif dragons:
        tally.add(59, *dragons)
    if find_all and len(dragons) > 1:
        if len(dragons) == 3 or (pair is not None and pair.tile >= 31):
            tally.add(54, *dragons[:2])
        for g in dragons:
            tally.add(59, g)
    for g in winds:
        if g.tile == ctx.prevalent:
            tally.add(60, g)
            claimed.add(g.tile)
        if g.tile == ctx.seat:
            tally.add(61, g)
            claimed.add(g.tile)
    if not find_all:
        for g in pungs:
            t = g.tile
            if t in TERMINALS or (27 <= t <= 30 and t not in claimed):
                tally.add(73, g)
        return
    dragon_fan = _DRAGON_FAN.get(len(dragons), 0)
    if dragon_fan == 54 and pair is not None and pair.tile >= 31:
        dragon_fan = 10
    for g in pungs:
        t = g.tile
        if t in TERMINALS or (27 <= t <= 30 and t not in claimed):
            tally.add(73, g)
        elif t >= 31:  # a dragon pung is its dragon fan, never a pung of honors
            tally.note_within(73, dragon_fan)
        elif family:  # a wind pung that a wind fan already counts
            tally.note_within(73, family)
        else:  # the prevalent or seat wind, or both
            if t == ctx.prevalent:
                tally.note_within(73, 60)
            if t == ctx.seat:
                tally.note_within(73, 61)


_DRAGON_FAN = {1: 59, 2: 54, 3: 2}  # the largest fan of that many dragon pungs


# --- combinations of sets: the principles of no disassembly and one combination -----------

_BY_ORDER = attrgetter("order")


@detector(
    Shape.STANDARD,
    needs=HAS_CHOWS,
    emits=(13, 14, 16, 23, 28, 29, 30, 39, 41, 50, 69, 70, 71, 72),
    ruling_free=True,
)
def chow_combinations(reading: Reading, ctx: Context, tally: Tally) -> None:
    chows = reading.chows
    if len(chows) < 2:
        return
    if len(chows) == 2:
        # Two chows: the one pair fan they make, if any (what `chow_pairs` picks then).
        a, b = sorted(chows, key=_BY_ORDER)
        fan = chow_pair_fan(a.tile, b.tile)
        if fan is not None:
            tally.add(fan, a, b)
        return
    chows = sorted(chows, key=_BY_ORDER)  # in reading order, as the reference lists them
    pair = reading.pair
    # The pair counts only for Terminal Chows, which need four chows and a pair of 5s.
    pair_tile = -1
    if len(chows) == 4 and pair is not None and pair.tile < 27 and pair.tile % 9 == 4:
        pair_tile = pair.tile
    adds, notes = chow_plan([g.tile for g in chows], pair_tile)
    for fan, members in adds:
        tally.add(fan, *[chows[i] if i >= 0 else pair for i in members])
    for fan in notes:
        tally.note(fan, ONE_COMBINATION)


@detector(Shape.STANDARD, needs=HAS_PUNG, emits=(15, 24, 32, 42, 65), ruling_free=True)
def pung_combinations(reading: Reading, ctx: Context, tally: Tally) -> None:
    pungs = [g for g in reading.pungs if g.tile < 27]
    if len(pungs) < 2:
        return
    pungs.sort(key=_BY_ORDER)  # in reading order
    for fan, members in pung_plan([g.tile for g in pungs]):
        tally.add(fan, *[pungs[i] for i in members])


@detector(Shape.STANDARD, needs=NO_CHOW, emits=(48,), ruling_free=True)
def all_pungs(reading: Reading, ctx: Context, tally: Tally) -> None:
    if not reading.chows:  # every set a pung or a kong
        tally.add(48, *reading.sets, reading.pair)


@detector(STANDARD_LIKE, needs=NO_PUNG, emits=(63,), ruling_free=True)
def all_chows(reading: Reading, ctx: Context, tally: Tally) -> None:
    # No pung or kong: every set is a chow or the knitted straight.
    pair = reading.pair
    if not reading.pungs and pair is not None and pair.tile < 27:
        tally.add(63, *reading.sets, pair)


@detector(Shape.STANDARD, emits=(21, 31, 55), ruling_free=True)
def set_traits(reading: Reading, ctx: Context, tally: Tally) -> None:
    """Outside Hand, All Five, All Even Pungs: a property every group must have."""
    traits = reading.traits  # what all the groups have
    if not traits:
        return
    if traits & OUTSIDE:
        tally.add(55, *reading.groups)
    elif traits & FIVE:
        tally.add(31, *reading.groups)
    elif traits & EVEN_PUNG:
        tally.add(21, *reading.groups)


# --- the tiles as a whole -------------------------------------------------------------

_TWO_SUITS = {6: "no characters", 5: "no dots", 3: "no bamboo"}  # by the suits used


@detector(TILE_BASED, emits=(22, 49, 51, 75, 76), finding_all=EVERY_SHAPE, ruling_free=True)
def suits(reading: Reading, ctx: Context, tally: Tally) -> None:
    present = ctx.mask
    # The suits used as three bits (characters 1, dots 2, bamboo 4).
    used = (
        (1 if present & SUIT_MASKS[0] else 0)
        | (2 if present & SUIT_MASKS[1] else 0)
        | (4 if present & SUIT_MASKS[2] else 0)
    )
    honors = present & HONOR_MASK
    if not honors:
        tally.add(76, "no honors")
    if used in _TWO_SUITS:
        tally.add(75, _TWO_SUITS[used])
    elif used in (1, 2, 4):
        if honors:
            tally.add(49, "one suit and honors")
        else:
            tally.add(22, "one suit")
    elif used == 7 and present & WIND_MASK and present & DRAGON_MASK:
        tally.add(51, "all five types")


@detector(TILE_BASED, emits=(3, 8, 11, 18, 40, 68), finding_all=frozenset({Shape.THIRTEEN_ORPHANS}))
def tile_traits(reading: Reading, ctx: Context, tally: Tally) -> None:
    present = ctx.mask
    simples = not present & OUTSIDE_MASK
    if simples:
        tally.add(68, "no terminals or honors")
    if not present & ~REVERSIBLE_MASK:
        tally.add(40, "reversible tiles only")
    if not present & ~GREEN_MASK:
        tally.add(3, "green tiles only")
    if simples:
        return
    if not present & ~HONOR_MASK:
        tally.add(11, "honors only")
    elif not present & ~TERMINAL_MASK:
        tally.add(8, "terminals only")
    elif not present & ~OUTSIDE_MASK:
        tally.add(18, "terminals and honors only")
        return
    else:
        return
    if ctx.find_all:  # All Honors and All Terminals exclude it (no duplication)
        tally.add(18, "terminals and honors only")


@detector(TILE_BASED, emits=(25, 26, 27, 36, 37))
def rank_range(reading: Reading, ctx: Context, tally: Tally) -> None:
    present = ctx.mask
    if present & HONOR_MASK:
        return
    ranks = (present | present >> 9 | present >> 18) & 0x1FF  # bit r - 1: rank r
    # Lower and Upper Tiles also have the four ranks, which they exclude (found for claims).
    if not ranks & ~RANKS_1_TO_4:
        if not ranks & 0b1000:
            tally.add(27, RANK_TEXT[ranks])
            if not ctx.find_all:
                return
        tally.add(37, RANK_TEXT[ranks])
    elif not ranks & ~RANKS_6_TO_9:
        if not ranks & 0b100000:
            tally.add(25, RANK_TEXT[ranks])
            if not ctx.find_all:
                return
        tally.add(36, RANK_TEXT[ranks])
    elif not ranks & ~RANKS_4_TO_6:
        tally.add(26, RANK_TEXT[ranks])


@detector(TILE_BASED, emits=(64,), ruling_free=True)
def tile_hog(reading: Reading, ctx: Context, tally: Tally) -> None:
    fours = ctx.fours  # the tiles held four times, as bits (lowest first: tile order)
    if not fours:
        return
    for g in reading.pungs:
        if g.kind is _KONG:
            fours &= ~(1 << g.tile)
    while fours:
        low = fours & -fours
        fours ^= low
        tally.add(64, FOUR[low.bit_length() - 1])


# --- the wait -------------------------------------------------------------------------


@detector(Shape.STANDARD, emits=(77, 78, 79), ruling_free=True)
def wait(reading: Reading, ctx: Context, tally: Tally) -> None:
    # The declared sets come first in a reading: the wait is among the groups after.
    fan = single_wait_fan(reading.groups[ctx.declared :], ctx.win)
    if fan is not None and ctx.only_wait:
        tally.add(fan[0], fan[1], WON_ON[ctx.win])


@detector(Shape.KNITTED_STRAIGHT, emits=(77, 78, 79))
def knitted_straight_wait(reading: Reading, ctx: Context, tally: Tally) -> None:
    """MIL 2015: the set and pair beside a knitted straight may score a wait fan.

    With a declared set, the only way to wait on one tile is for the pair, whether the
    winning tile is outside the knitted straight or pairs a tile of it.
    """
    if not ctx.knitted_straight_waits:
        return  # a ruling: no wait fan beside a knitted straight
    knit = reading.groups[0].knitted
    won = WON_ON[ctx.win]
    if ctx.declared:
        if ctx.win not in knit or ctx.hand.concealed.count(ctx.win) == 3:
            tally.add(79, reading.pair, won)
        return
    rest = list(reading.groups[1:])
    counts = [0] * 34
    for g in rest:
        for t in g.tiles:
            counts[t] += 1
    if not counts[ctx.win]:
        return
    counts[ctx.win] -= 1
    if len(shape_waits(counts, 1, seven_pairs=False)) == 1:
        fan = wait_fan(rest, ctx.win)
        if fan is not None:
            tally.add(fan[0], fan[1], won)
