"""A hand being entered, and its hand-notation string (ARCHITECTURE.md "Hand notation").

Plain Python, no Qt: the hand-entry widget edits a :class:`HandState` as tiles are
clicked, writes it with :func:`to_notation` for the scoring engine and reads a typed
string back with :func:`parse_notation`, so the two stay in step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import Enum

from app.ui.tiles.codes import (
    FLOWERS,
    HONOURS,
    TILES,
    is_suited,
    next_in_suit,
    sort_tiles,
    tile_key,
)


class NotationError(ValueError):
    """A typed notation the builder cannot read (the engine gives the finer reasons)."""


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


@dataclass(frozen=True)
class Meld:
    """A declared set.

    ``claimed``: for a chow, which of its tiles was claimed (1-3); for a pung or a kong,
    the player it came from (1 left, 2 across, 3 right); None for a concealed kong.
    ``promoted``: a kong added to a pung that had been claimed from ``claimed``.
    """

    kind: MeldKind
    tile: str  # the lowest tile of a chow, the tile of a pung or kong
    claimed: int | None = 1
    promoted: bool = False

    @property
    def tiles(self) -> tuple[str, ...]:
        if self.kind is MeldKind.CHOW:
            return (self.tile, next_in_suit(self.tile, 1), next_in_suit(self.tile, 2))
        return (self.tile,) * (4 if self.kind is MeldKind.KONG else 3)

    @property
    def concealed(self) -> bool:
        return self.kind is MeldKind.KONG and self.claimed is None

    def notation(self) -> str:
        body = _write_group(list(self.tiles))
        if self.claimed is None:
            return f"[{body}]"
        code = self.claimed + 4 if self.promoted else self.claimed
        return f"[{body},{code}]"


@dataclass(frozen=True)
class Situation:
    prevalent_wind: str = "E"
    seat_wind: str = "E"
    self_drawn: bool = False
    last_tile: bool = False  # last tile of its kind
    wall_last: bool = False  # last tile of the wall
    kong: bool = False  # replacement after a kong / robbing a kong

    def notation(self) -> str:
        flags = (self.self_drawn, self.last_tile, self.wall_last, self.kong)
        return self.prevalent_wind + self.seat_wind + "".join("1" if f else "0" for f in flags)


@dataclass(frozen=True)
class HandState:
    """Melds, concealed tiles (in entry order), the winning tile, situation, flowers."""

    melds: tuple[Meld, ...] = ()
    concealed: tuple[str, ...] = ()
    winning: str | None = None  # None: the last concealed tile entered
    situation: Situation = field(default_factory=Situation)
    flowers: frozenset[str] = frozenset()

    # -- counting --------------------------------------------------------------
    def tile_count(self) -> int:
        """Tiles in the hand, each kong counted as 3 (a winning hand has 14)."""
        return 3 * len(self.melds) + len(self.concealed)

    def used(self, tile: str) -> int:
        """Copies of ``tile`` the hand holds (of the 4 in the set)."""
        in_melds = sum(m.tiles.count(tile) for m in self.melds)
        return in_melds + self.concealed.count(tile)

    def can_add(self, tile: str, kind: MeldKind | None = None) -> bool:
        """Whether adding ``tile`` (alone, or as a set of ``kind``) keeps the hand possible."""
        if tile in FLOWERS:
            return True
        if kind is None:
            need = {tile: 1}
        else:
            meld = Meld(kind, tile)
            if kind is MeldKind.CHOW and (not is_suited(tile) or int(tile[0]) > 7):
                return False
            need = {t: meld.tiles.count(t) for t in meld.tiles}
        size = 1 if kind is None else 3
        if self.tile_count() + size > 14:
            return False
        return all(self.used(t) + n <= 4 for t, n in need.items())

    @property
    def winning_tile(self) -> str | None:
        if self.winning is not None and self.winning in self.concealed:
            return self.winning
        return self.concealed[-1] if self.concealed else None

    # -- editing (each returns a new state) -------------------------------------
    def add_tile(self, tile: str) -> HandState:
        if tile in FLOWERS:
            return self.toggle_flower(tile)
        if not self.can_add(tile):
            return self
        return replace(self, concealed=self.concealed + (tile,), winning=None)

    def add_meld(self, meld: Meld) -> HandState:
        if not self.can_add(meld.tile, meld.kind):
            return self
        return replace(self, melds=self.melds + (meld,))

    def remove_meld(self, index: int) -> HandState:
        melds = self.melds[:index] + self.melds[index + 1:]
        return replace(self, melds=melds)

    def remove_concealed(self, index: int) -> HandState:
        tiles = self.concealed[:index] + self.concealed[index + 1:]
        winning = self.winning if self.winning in tiles else None
        return replace(self, concealed=tiles, winning=winning)

    def remove_last(self) -> HandState:
        if self.concealed:
            return self.remove_concealed(len(self.concealed) - 1)
        if self.melds:
            return self.remove_meld(len(self.melds) - 1)
        return self

    def with_winning(self, tile: str) -> HandState:
        return replace(self, winning=tile) if tile in self.concealed else self

    def toggle_flower(self, flower: str) -> HandState:
        return replace(self, flowers=self.flowers ^ {flower})

    def with_situation(self, **changes: object) -> HandState:
        return replace(self, situation=replace(self.situation, **changes))

    def without_winning(self) -> HandState:
        """The 13 tiles before the win (for the waits), with the winning tile taken out."""
        tile = self.winning_tile
        if tile is None:
            return self
        tiles = list(self.concealed)
        del tiles[len(tiles) - 1 - tiles[::-1].index(tile)]
        return replace(self, concealed=tuple(tiles), winning=None)


# -- writing -----------------------------------------------------------------------
def _write_group(tiles: list[str]) -> str:
    """Tiles in order, suited runs sharing one suit letter: ``["1m","2m","E"]`` -> ``12mE``."""
    out: list[str] = []
    digits = ""
    suit = ""
    for tile in tiles:
        if is_suited(tile):
            if suit and tile[1] != suit:
                out.append(digits + suit)
                digits = ""
            digits += tile[0]
            suit = tile[1]
        else:
            if digits:
                out.append(digits + suit)
                digits, suit = "", ""
            out.append(tile)
    if digits:
        out.append(digits + suit)
    return "".join(out)


def tiles_notation(state: HandState) -> str:
    """The tiles part: melds, then the concealed tiles sorted, the winning tile last."""
    melds = "".join(m.notation() for m in state.melds)
    tiles = list(state.concealed)
    win = state.winning_tile
    if win is not None and state.tile_count() == 14:
        tiles.remove(win)
        # the winning tile's suit goes last so its digits share one suit letter
        group = win[1] if is_suited(win) else "z"
        tiles.sort(key=lambda t: ((t[1] if is_suited(t) else "z") == group, tile_key(t)))
        return melds + _write_group(tiles + [win])
    return melds + _write_group(sort_tiles(tiles))


def to_notation(state: HandState, *, situation: bool = True) -> str:
    """The whole notation; the situation and flowers are written only when not default."""
    text = tiles_notation(state)
    if not situation:
        return text
    flowers = "".join(f for f in FLOWERS if f in state.flowers)
    if state.situation != Situation() or flowers:
        text += "|" + state.situation.notation()
    if flowers:
        text += "|" + flowers
    return text


# -- reading -----------------------------------------------------------------------
_Z = dict(zip("1234567", HONOURS, strict=True))
_TOKEN = re.compile(r"\[([^\]]*)\]|(\d+)([mpsz])|([ESWNCFP])|(\s+)")


def _read_group(text: str) -> list[str]:
    tiles: list[str] = []
    pos = 0
    for match in re.finditer(r"(\d+)([mpsz])|([ESWNCFP])", text):
        if match.start() != pos:
            raise NotationError(f"cannot read {text[pos:match.start()]!r}")
        pos = match.end()
        if match.group(3):
            tiles.append(match.group(3))
        elif match.group(2) == "z":
            for d in match.group(1):
                if d not in _Z:
                    raise NotationError(f"{d}z is not an honour (1z..7z)")
                tiles.append(_Z[d])
        else:
            for d in match.group(1):
                if d == "0":
                    raise NotationError("there is no 0 tile")
                tiles.append(d + match.group(2))
    if pos != len(text):
        raise NotationError(f"cannot read {text[pos:]!r}")
    return tiles


def _read_meld(text: str) -> Meld:
    body, _, code = text.partition(",")
    tiles = _read_group(body.strip())
    claim = None
    if code.strip():
        if not code.strip().isdigit():
            raise NotationError(f"[{text}]: {code!r} is not a number")
        claim = int(code)
    if len(tiles) == 4 and len(set(tiles)) == 1:
        if claim is None:
            return Meld(MeldKind.KONG, tiles[0], None)
        if claim in (5, 6, 7):
            return Meld(MeldKind.KONG, tiles[0], claim - 4, promoted=True)
        if claim in (1, 2, 3):
            return Meld(MeldKind.KONG, tiles[0], claim)
    elif len(tiles) == 3 and len(set(tiles)) == 1:
        if claim in (None, 1, 2, 3):
            return Meld(MeldKind.PUNG, tiles[0], claim or 1)
    elif len(tiles) == 3:
        ordered = sort_tiles(tiles)
        first = ordered[0]
        if ordered == [first, next_in_suit(first, 1), next_in_suit(first, 2)]:
            if claim in (None, 1, 2, 3):
                return Meld(MeldKind.CHOW, first, claim or 1)
    else:
        raise NotationError(f"[{text}] is not a chow, pung or kong")
    raise NotationError(f"[{text}]: the claim {claim} does not fit this set")


def parse_notation(text: str) -> HandState:
    """Read a notation string into a HandState (lenient on spaces; honours ``1z``..``7z``)."""
    parts = text.strip().split("|")
    if len(parts) > 3:
        raise NotationError("at most three parts: tiles | situation | flowers")
    melds: list[Meld] = []
    concealed: list[str] = []
    pos = 0
    body = parts[0]
    for match in _TOKEN.finditer(body):
        if match.start() != pos:
            raise NotationError(f"cannot read {body[pos:match.start()]!r}")
        pos = match.end()
        if match.group(1) is not None:
            melds.append(_read_meld(match.group(1)))
        elif match.group(5):
            continue
        else:
            concealed.extend(_read_group(match.group(0)))
    if pos != len(body):
        raise NotationError(f"cannot read {body[pos:]!r}")
    situation = Situation()
    if len(parts) > 1 and parts[1].strip():
        s = parts[1].strip()
        if (len(s) != 6 or s[0] not in "ESWN" or s[1] not in "ESWN"
                or any(c not in "01" for c in s[2:])):
            raise NotationError(
                f"situation {s!r}: prevalent wind, seat wind, then four 0/1 flags")
        situation = Situation(s[0], s[1], *(c == "1" for c in s[2:]))
    flowers: frozenset[str] = frozenset()
    if len(parts) > 2 and parts[2].strip():
        f = parts[2].strip()
        if f.isdigit():
            if int(f) > 8:
                raise NotationError("at most 8 flowers")
            flowers = frozenset(FLOWERS[: int(f)])
        elif all(c in FLOWERS for c in f):
            flowers = frozenset(f)
        else:
            raise NotationError(f"flowers {f!r}: a count 0-8 or letters a-h")
    winning = concealed[-1] if concealed else None
    state = HandState(tuple(melds), tuple(concealed), winning, situation, flowers)
    for tile in TILES:
        if state.used(tile) > 4:
            raise NotationError(f"more than four {tile}")
    return state
