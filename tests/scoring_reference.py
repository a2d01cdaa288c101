"""Test-only bridge from our hand notation to the PyMahjongGB 1.4.0 reference engine.

The notation (docs/contracts.md, "Hand notation") is parsed here independently of
`scoring`, so a parser bug in the engine cannot hide behind the same bug in the oracle.

Reference conventions, checked by experiment against PyMahjongGB 1.4.0:

- tiles: ``W1``-``W9`` characters (m), ``B1``-``B9`` dots (p), ``T1``-``T9`` bamboo (s),
  ``F1``-``F4`` winds E S W N, ``J1``-``J3`` dragons red, green, white (C F P);
- a pack is ``(type, tile, offer)``: a chow is named by its middle tile and its offer is
  the claimed tile 1-3; a pung or kong has offer 1-3 (left, across, right) when melded
  and 0 when concealed (only meaningful for a kong). The reference has no code for a
  promoted kong: it is a melded kong, offer = our marker - 4;
- ``hand`` is the concealed tiles without the winning tile, ``winTile`` the winning tile;
- it raises ``TypeError("ERROR_NOT_WIN")`` for a non-winning hand (also for a fifth copy
  of a tile) and does not apply the 8-fan minimum: hands under 8 are scored;
- it silently ignores situation flags that cannot apply: Last Tile when another copy of
  the winning tile is among the concealed tiles; Robbing the Kong when another copy of
  the winning tile is anywhere in the hand; Out with Replacement Tile without a kong.
"""

from __future__ import annotations

import csv
import os
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import MahjongGB

TILES: tuple[str, ...] = tuple([f"{r}{s}" for s in "mps" for r in range(1, 10)] + list("ESWNCFP"))
TILE_INDEX = {t: i for i, t in enumerate(TILES)}
HONORS = "ESWNCFP"
WINDS = "ESWN"
FLOWER_LETTERS = "abcdefgh"
MIL_KONGS_PINYIN = "FAN_MINGANGANG"  # "Concealed Kong and Melded Kong", 5 fan, no id

_REF_SUIT = {"m": "W", "p": "B", "s": "T"}
_REF_HONOR = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "C": "J1", "F": "J2", "P": "J3"}


class NotationError(ValueError):
    """The test-side parser could not read a hand."""


class ReferenceNotWinning(ValueError):
    """PyMahjongGB says the hand does not win (or is otherwise impossible)."""


def data_dir() -> Path:
    """The test data: $MCR_TESTDATA if set, else the copy kept in tests/data."""
    for candidate in (os.environ.get("MCR_TESTDATA"), Path(__file__).parent / "data"):
        if candidate and (Path(candidate) / "fan-names.csv").is_file():
            return Path(candidate)
    raise FileNotFoundError("fan-names.csv not found: set MCR_TESTDATA to the testdata folder")


# --------------------------------------------------------------------------- fan names


@dataclass(frozen=True)
class FanRow:
    fan_id: int | None  # None for the MIL 2015 item outside the 81
    points: int
    english: str
    chinese: str
    pinyin: str


@cache
def fan_rows() -> tuple[FanRow, ...]:
    with open(data_dir() / "fan-names.csv", encoding="utf-8", newline="") as f:
        return tuple(
            FanRow(
                int(r["id"]) if r["id"] else None,
                int(r["points"]),
                r["english"],
                r["chinese"],
                r["pinyin_id"],
            )
            for r in csv.DictReader(f)
        )


@cache
def fan_by_pinyin() -> dict[str, FanRow]:
    return {r.pinyin: r for r in fan_rows()}


@cache
def fan_by_chinese() -> dict[str, FanRow]:
    return {r.chinese: r for r in fan_rows()}


@cache
def fan_by_id() -> dict[int | None, FanRow]:
    return {r.fan_id: r for r in fan_rows()}


def fan_points(fan_id: int | None) -> int:
    return fan_by_id()[fan_id].points


def fan_label(fan_id: int | None) -> str:
    row = fan_by_id()[fan_id]
    return f"{row.fan_id if row.fan_id is not None else '-'} {row.english}"


# --------------------------------------------------------------------------- notation


@dataclass(frozen=True)
class Meld:
    """A declared set: kind is "chow", "pung" or "kong"; tiles in rank order."""

    kind: str
    tiles: tuple[str, ...]
    marker: int | None  # the ,n after the set, None when absent

    @property
    def concealed(self) -> bool:
        return self.kind == "kong" and self.marker is None


@dataclass(frozen=True)
class Situation:
    prevalent: str = "E"
    seat: str = "E"
    self_drawn: bool = False
    last_tile: bool = False
    wall_last: bool = False
    kong: bool = False
    flowers: int = 0


@dataclass(frozen=True)
class Hand:
    melds: tuple[Meld, ...]
    concealed: tuple[str, ...]  # written order, the winning tile last (when winning)
    situation: Situation = field(default_factory=Situation)

    @property
    def win_tile(self) -> str:
        return self.concealed[-1]

    def counts(self) -> Counter[str]:
        c: Counter[str] = Counter(self.concealed)
        for m in self.melds:
            c.update(m.tiles)
        return c


def parse_tiles(text: str) -> list[str]:
    """``"123m5pEE4z"`` -> ["1m", "2m", "3m", "5p", "E", "E", "N"]."""
    out: list[str] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            if ch == "0":
                raise NotationError(f"no tile 0 in {text!r}")
            digits += ch
        elif ch in "mps":
            if not digits:
                raise NotationError(f"suit letter {ch!r} without ranks in {text!r}")
            out.extend(d + ch for d in digits)
            digits = ""
        elif ch == "z":
            if not digits or any(d > "7" for d in digits):
                raise NotationError(f"bad honor digits in {text!r}")
            out.extend(HONORS[int(d) - 1] for d in digits)
            digits = ""
        elif ch in HONORS:
            if digits:
                raise NotationError(f"ranks without suit before {ch!r} in {text!r}")
            out.append(ch)
        else:
            raise NotationError(f"unexpected {ch!r} in {text!r}")
    if digits:
        raise NotationError(f"ranks without a suit at the end of {text!r}")
    return out


def _meld(body: str) -> Meld:
    tiles_text, _, marker_text = body.partition(",")
    tiles = parse_tiles(tiles_text)
    marker = int(marker_text) if marker_text else None
    if len(tiles) == 4 and len(set(tiles)) == 1:
        if marker is not None and marker not in (1, 2, 3, 5, 6, 7):
            raise NotationError(f"bad kong marker in [{body}]")
        return Meld("kong", tuple(tiles), marker)
    if len(tiles) == 3 and len(set(tiles)) == 1:
        if marker is not None and marker not in (1, 2, 3):
            raise NotationError(f"bad pung marker in [{body}]")
        return Meld("pung", tuple(tiles), marker)
    ordered = sorted(tiles, key=TILE_INDEX.__getitem__)
    if (
        len(ordered) == 3
        and ordered[0][0].isdigit()
        and len({t[1:] for t in ordered}) == 1
        and [int(t[0]) for t in ordered] == list(range(int(ordered[0][0]), int(ordered[0][0]) + 3))
    ):
        if marker is not None and marker not in (1, 2, 3):
            raise NotationError(f"bad chow marker in [{body}]")
        return Meld("chow", tuple(ordered), marker)
    raise NotationError(f"[{body}] is not a set")


def _situation(parts: list[str]) -> Situation:
    if not parts:
        return Situation()
    head = parts[0]
    if (
        len(head) != 6
        or head[0] not in WINDS
        or head[1] not in WINDS
        or any(c not in "01" for c in head[2:])
    ):
        raise NotationError(f"bad situation {head!r}")
    flowers = 0
    if len(parts) > 1 and parts[1]:
        f = parts[1]
        if f.isdigit():
            flowers = int(f)
            if flowers > 8:
                raise NotationError(f"bad flower count {f!r}")
        elif all(c in FLOWER_LETTERS for c in f) and len(set(f)) == len(f):
            flowers = len(f)
        else:
            raise NotationError(f"bad flowers {f!r}")
    if len(parts) > 2:
        raise NotationError("too many | sections")
    flags = [c == "1" for c in head[2:]]
    return Situation(head[0], head[1], *flags, flowers=flowers)


def parse_hand(notation: str) -> Hand:
    """Read a hand written in our notation (a trailing space is ignored)."""
    body, *tail = notation.strip().split("|")
    melds: list[Meld] = []
    concealed: list[str] = []
    pos = 0
    while pos < len(body):
        if body[pos] == "[":
            end = body.find("]", pos)
            if end < 0:
                raise NotationError("unclosed [")
            melds.append(_meld(body[pos + 1 : end]))
            pos = end + 1
        else:
            end = body.find("[", pos)
            end = len(body) if end < 0 else end
            concealed.extend(parse_tiles(body[pos:end]))
            pos = end
    return Hand(tuple(melds), tuple(concealed), _situation(tail))


def format_tiles(tiles: list[str] | tuple[str, ...]) -> str:
    """Tiles in the given order, runs of one suit sharing the suit letter."""
    out: list[str] = []
    for t in tiles:
        if t in HONORS:
            out.append(t)
        elif out and out[-1][-1] == t[1] and out[-1][0].isdigit():
            out[-1] = out[-1][:-1] + t
        else:
            out.append(t)
    return "".join(out)


# --------------------------------------------------------------------------- reference


def ref_tile(tile: str) -> str:
    if tile in _REF_HONOR:
        return _REF_HONOR[tile]
    return _REF_SUIT[tile[1]] + tile[0]


def _ref_pack(meld: Meld) -> tuple[str, str, int]:
    if meld.kind == "chow":
        return ("CHI", ref_tile(meld.tiles[1]), meld.marker or 1)
    if meld.kind == "pung":
        return ("PENG", ref_tile(meld.tiles[0]), meld.marker or 1)
    offer = 0 if meld.marker is None else (meld.marker - 4 if meld.marker > 4 else meld.marker)
    return ("GANG", ref_tile(meld.tiles[0]), offer)


def reference_arguments(hand: Hand) -> dict:
    if not hand.concealed:
        raise ReferenceNotWinning("no concealed tile, so no winning tile")
    s = hand.situation
    return dict(
        pack=tuple(_ref_pack(m) for m in hand.melds),
        hand=tuple(ref_tile(t) for t in hand.concealed[:-1]),
        winTile=ref_tile(hand.concealed[-1]),
        flowerCount=s.flowers,
        isSelfDrawn=s.self_drawn,
        is4thTile=s.last_tile,
        isAboutKong=s.kong,
        isWallLast=s.wall_last,
        seatWind=WINDS.index(s.seat),
        prevalentWind=WINDS.index(s.prevalent),
        verbose=True,
    )


def reference_fans_of(hand: Hand) -> list[tuple[int | None, int]]:
    """(fan_id, count) for each fan the reference scores, in its order."""
    args = reference_arguments(hand)
    try:
        result = MahjongGB.MahjongFanCalculator(**args)
    except TypeError as exc:
        raise ReferenceNotWinning(str(exc)) from None
    by_zh = fan_by_chinese()
    return [(by_zh[zh].fan_id, count) for _points, count, zh, _en in result]


def reference_fans(notation: str) -> list[tuple[int | None, int]]:
    return reference_fans_of(parse_hand(notation))


def expand(fans: list[tuple[int | None, int]]) -> Counter[int | None]:
    """Multiset of fan ids, one entry per time counted."""
    c: Counter[int | None] = Counter()
    for fan_id, count in fans:
        c[fan_id] += count
    return c


def total_of(fans: list[tuple[int | None, int]]) -> int:
    return sum(fan_points(f) * n for f, n in fans)


def reference_total(notation: str) -> int:
    return total_of(reference_fans(notation))


def reference_waits_of(hand13: Hand) -> list[str]:
    """Tiles completing a 13-tile hand, in tile order, by asking the reference each one.

    A tile already held four times (melds included) is never a wait. Situation: default.
    """
    counts = hand13.counts()
    waits = []
    for tile in TILES:
        if counts[tile] >= 4:
            continue
        trial = Hand(hand13.melds, hand13.concealed + (tile,), Situation())
        try:
            reference_fans_of(trial)
        except ReferenceNotWinning:
            continue
        waits.append(tile)
    return waits


def reference_waits(notation13: str) -> list[str]:
    return reference_waits_of(parse_hand(notation13))


def describe(fans: list[tuple[int | None, int]] | Counter) -> str:
    items = fans.items() if isinstance(fans, Counter) else fans
    return ", ".join(
        fan_label(f) + (f" x{n}" if n > 1 else "")
        for f, n in sorted(items, key=lambda x: (x[0] is None, x[0] or 0))
    )


def situation_tail(s: Situation) -> str:
    flags = "".join("1" if f else "0" for f in (s.self_drawn, s.last_tile, s.wall_last, s.kong))
    return f"|{s.prevalent}{s.seat}{flags}" + (f"|{s.flowers}" if s.flowers else "")


def meld_text(m: Meld) -> str:
    body = format_tiles(m.tiles)
    return f"[{body}]" if m.marker is None else f"[{body},{m.marker}]"


def format_hand(hand: Hand, *, tail: bool = True) -> str:
    """Our notation for a parsed hand: melds first, concealed tiles in their order."""
    text = "".join(meld_text(m) for m in hand.melds) + format_tiles(hand.concealed)
    return text + (situation_tail(hand.situation) if tail else "")


def situation_keywords(s: Situation) -> dict:
    """The situation as score_hand's keyword arguments."""
    return dict(
        self_drawn=s.self_drawn,
        prevalent_wind=s.prevalent,
        seat_wind=s.seat,
        last_tile=s.last_tile,
        wall_last=s.wall_last,
        kong=s.kong,
        flowers=s.flowers,
    )
