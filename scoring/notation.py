"""The hand notation: parse a referee's string into a `Hand`, and write one back.

    <melds and concealed tiles>[|<prevalent><seat><4 flags>[|<flowers>]]

See docs/contracts.md ("Hand notation"). Every mistake becomes a `HandError` whose
message names the offending part of the string.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from scoring.errors import HandError
from scoring.extras import NO_EXTRAS, Record, parse_extras
from scoring.hand import FLOWER_LETTERS, WIND_LETTERS, Hand, Meld, MeldKind, Situation
from scoring.tiles import (
    HONOR_LETTERS,
    SUITS,
    Tile,
    counts_of,
    format_tiles,
    make,
    most_copies,
    tile_code,
    tile_phrase,
)

MAX_FLOWERS = 8
_FLOWER_SET = frozenset(FLOWER_LETTERS)


_SUIT_BASE = {"m": -1, "p": 8, "s": 17}  # the tile of rank r is base + r

# What each byte of a run of tiles is, for `_read_tiles` (one list look-up a byte): a
# digit 1-9 is _DIGIT; a suit letter is _SUIT_MARK plus its base less the digit's
# byte (the tile is then base + byte); an honor letter is its tile; anything else
# (0, brackets, other letters, any byte of a non-ASCII character) is _OTHER.
_OTHER: Final = -1
_DIGIT: Final = -2
_SUIT_MARK: Final = 1000
_BYTE_KIND: Final[list[int]] = [_OTHER] * 256
for _byte in range(ord("1"), ord("9") + 1):
    _BYTE_KIND[_byte] = _DIGIT
for _suit, _base in _SUIT_BASE.items():
    _BYTE_KIND[ord(_suit)] = _SUIT_MARK + _base - ord("0")
for _i, _letter in enumerate(HONOR_LETTERS):
    _BYTE_KIND[ord(_letter)] = 27 + _i


def _tiles_of_group(text: str, where: str) -> list[Tile]:
    """Tiles of a run like '123m55pEE' (no brackets)."""
    tiles = _read_tiles(text)
    if tiles is not None:
        return tiles  # the common case, fast
    return _tiles_of_group_checked(text, where)


def _read_tiles(text: str) -> list[Tile] | None:
    """Tiles of a run of digits with their suit letter and honor letters ('123m55pEE'),
    or None if the run is not written so (then `_tiles_of_group_checked` says why).
    Read backwards, the suit letter comes before its digits: one pass, one table
    look-up a byte, no regular expression (compiled with mypyc, this loop is C)."""
    tiles: list[Tile] = []
    base = _OTHER  # the suit of the digits met next, reading backwards; none yet
    waiting = False  # a suit letter was met and no digit yet
    kinds = _BYTE_KIND
    for byte in reversed(text.encode()):
        kind = kinds[byte]
        if kind == _DIGIT:
            if base == _OTHER:
                return None  # digits with no suit letter after them
            tiles.append(base + byte)
            waiting = False
        elif waiting or kind == _OTHER:
            return None  # a suit letter with no digits, or not a tile at all
        elif kind >= _SUIT_MARK - 100:
            base = kind - _SUIT_MARK
            waiting = True
        else:
            tiles.append(kind)  # an honor
            base = _OTHER
    if waiting:
        return None
    tiles.reverse()
    return tiles


def _tiles_of_group_checked(text: str, where: str) -> list[Tile]:
    """The slow path, which finds the first mistake and says what it is."""
    tiles: list[Tile] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        elif ch in SUITS or ch == "z":
            if not digits:
                raise HandError(f"'{ch}' {where} has no numbers before it (write e.g. 55{ch}).")
            for d in digits:
                if ch == "z":
                    if d not in "1234567":
                        raise HandError(f"{d}z {where} is not a tile: honors are 1z-7z (ESWNCFP).")
                    tiles.append(26 + int(d))
                else:
                    if d == "0":
                        raise HandError(f"0{ch} {where} is not a tile: ranks go from 1 to 9.")
                    tiles.append(make(SUITS.index(ch), int(d)))
            digits = ""
        elif ch.lower() in SUITS and (digits or ch not in HONOR_LETTERS):
            # 123M, 456P, 789S: a suit letter in upper case (P and S alone are honors).
            example = (digits or "55") + ch.lower()
            raise HandError(
                f"'{digits}{ch}' {where}: suit letters are lower case: m, p, s (write {example})."
            )
        elif ch in HONOR_LETTERS:
            if digits:
                raise HandError(f"'{digits}' {where} needs a suit letter (m, p or s).")
            tiles.append(27 + HONOR_LETTERS.index(ch))
        else:
            raise HandError(f"'{ch}' {where} is not a tile, a bracket or a separator.")
    if digits:
        raise HandError(f"'{digits}' {where} needs a suit letter (m, p or s).")
    return tiles


@lru_cache(maxsize=4096)
def _meld(body: str, marker: str | None) -> Meld:
    """The meld written [body] or [body,marker]. Cached: a Meld is immutable, and the
    same few hundred sets are written again and again."""
    where = f"in [{body}{',' + marker if marker is not None else ''}]"
    tiles = sorted(_tiles_of_group(body, where))
    claimed: int | None = None
    if marker is not None:
        if len(marker) != 1 or marker not in "1234567":
            raise HandError(
                f"',{marker}' {where} is not a claim marker: use 1-3 (who gave the tile), "
                "or 5-7 for a kong promoted from a pung."
            )
        claimed = int(marker)
    if len(tiles) == 3 and tiles[0] == tiles[1] == tiles[2]:
        kind = MeldKind.PUNG
    elif (
        len(tiles) == 3
        and tiles[0] < 27
        and tiles[0] // 9 == tiles[2] // 9
        and (tiles[1] == tiles[0] + 1 and tiles[2] == tiles[0] + 2)
    ):
        kind = MeldKind.CHOW
    elif len(tiles) == 4 and len(set(tiles)) == 1:
        kind = MeldKind.KONG
    else:
        raise HandError(
            f"[{format_tiles(tiles)}] is not a set: a bracket holds a chow (three in a row "
            "of one suit), a pung (three alike) or a kong (four alike)."
        )
    if claimed is not None and claimed == 4:
        raise HandError(
            f"',4' {where}: the tile comes from player 1, 2 or 3 (left, across, right)."
        )
    if claimed is not None and claimed >= 5:
        if kind is not MeldKind.KONG:
            raise HandError(f"',{claimed}' {where}: only a kong can be promoted from a pung.")
        return Meld(kind, tiles[0], claimed - 4, promoted=True)
    return Meld(kind, tiles[0], claimed)


def split_tiles(text: str) -> tuple[list[Meld], list[Tile]]:
    """Melds (in brackets) and concealed tiles, in the order written."""
    if "[" not in text:
        tiles = _read_tiles(text)
        if tiles is not None:
            return [], tiles  # no melds: one pass over the text
    # Bracket to bracket with str.find (no regular expression: compiled, this is C), each
    # run between them read in one pass; a mistake is said where it is met.
    melds: list[Meld] = []
    concealed: list[Tile] = []
    i = 0
    while i < len(text):
        if text[i] == "[":
            end = text.find("]", i)
            if end < 0:
                raise HandError(f"The bracket opened at '{text[i : i + 8]}' is never closed.")
            inner = text[i + 1 : end]
            if "[" in inner:
                raise HandError(f"Brackets cannot be nested: '{text[i : end + 1]}'.")
            body, _, marker = inner.partition(",")
            if not body:
                raise HandError("An empty bracket '[]' is not a set.")
            melds.append(_meld(body, marker if "," in inner else None))
            i = end + 1
        elif text[i] == "]":
            raise HandError("A ']' closes a bracket that was never opened.")
        else:
            end = _next_bracket(text, i)
            concealed.extend(_tiles_of_group(text[i:end], f"in '{text[i:end]}'"))
            i = end
    return melds, concealed


def _next_bracket(text: str, start: int) -> int:
    """Where the next '[' or ']' from `start` is (the text's length if none)."""
    opening = text.find("[", start)
    closing = text.find("]", start)
    if opening < 0:
        return len(text) if closing < 0 else closing
    return opening if closing < 0 or opening < closing else closing


@lru_cache(maxsize=512)
def parse_situation(text: str) -> Situation:
    """The situation of '|ES1000'. Cached: a Situation is immutable, and there are 256."""
    if len(text) != 6:
        raise HandError(
            f"'|{text}' is not a situation: write the prevalent wind, the seat wind and four "
            "0/1 flags, e.g. |ES1000."
        )
    # Winds in either case: a referee typing |es1000 means |ES1000.
    prevalent, seat, flags = text[0].upper(), text[1].upper(), text[2:]
    for label, wind in (("prevalent", prevalent), ("seat", seat)):
        if wind not in WIND_LETTERS:
            raise HandError(f"'{wind}' is not a {label} wind: use E, S, W or N.")
    if any(f not in "01" for f in flags):
        raise HandError(
            f"The flags '{flags}' must be four 0/1 digits: self-drawn, last tile of its kind, "
            "last tile of the wall, kong."
        )
    return Situation(prevalent, seat, *(f == "1" for f in flags))


@lru_cache(maxsize=1024)
def parse_flowers(text: str) -> tuple[int, str]:
    """A count 0-8, or the letters a-h of the flowers themselves. (Cached: a result is
    an immutable pair.)"""
    if text == "":
        return 0, ""
    if text.isdigit():
        count = int(text)
        if count > MAX_FLOWERS:
            raise HandError(
                f"Too many flowers: {count}, and there are only {MAX_FLOWERS} flower tiles."
            )
        return count, ""
    if text.startswith("-") and text[1:].isdigit():
        raise HandError(f"{text} flowers: a flower count is 0 to {MAX_FLOWERS}.")
    if not set(text) <= _FLOWER_SET:
        raise HandError(
            f"'{text}' is not a flower list: give a count 0-8 or letters a-h "
            "(plum, orchid, bamboo, chrysanthemum, spring, summer, autumn, winter)."
        )
    if len(set(text)) != len(text):
        raise HandError(f"The flowers '{text}' name the same flower twice.")
    if len(text) > MAX_FLOWERS:  # cannot happen without a repeat; said plainly anyway
        raise HandError(f"Too many flowers: {len(text)}, and there are only {MAX_FLOWERS}.")
    return len(text), text


def parse_hand(text: object, *, tiles_expected: int = 14) -> Hand:  # object: see parse_record
    """Parse a hand. `tiles_expected` is 14 for a win, 13 for a hand waiting to win."""
    if not isinstance(text, str):
        raise HandError("A hand must be given as text in the hand notation.")
    parts = text.strip().replace(" ", "").split("|")
    if len(parts) > 3:
        raise HandError("Too many '|': a hand is tiles|situation|flowers.")
    if not parts[0]:
        raise HandError(
            "The hand is empty: write its tiles, e.g. [567m,2]123p456s789s55p|ES1000."
            if not text.strip()
            else "The hand has no tiles before the '|': write its tiles first."
        )
    melds, concealed = split_tiles(parts[0])
    situation = parse_situation(parts[1]) if len(parts) > 1 and parts[1] else Situation()
    flowers, letters = parse_flowers(parts[2]) if len(parts) > 2 else (0, "")
    if len(melds) > 4:
        raise HandError(f"{len(melds)} declared sets: a hand has at most four.")
    hand = Hand(tuple(melds), tuple(concealed), situation, flowers, letters)
    check_tile_counts(hand, tiles_expected)
    return hand


def check_tile_counts(hand: Hand, tiles_expected: int) -> None:
    counts = hand.counts()
    if most_copies(counts) > 4:
        t, n = next((t, n) for t, n in enumerate(counts) if n > 4)
        raise HandError(
            f"The hand has {n} copies of {tile_phrase(t)} ({tile_code(t)}): a tile has only "
            "four copies."
        )
    size = 3 * len(hand.melds) + len(hand.concealed)
    if size != tiles_expected:
        if tiles_expected == 14 and size == 13:
            raise HandError("The hand has 13 tiles: the winning tile is missing (write it last).")
        if tiles_expected == 14 and size == 12 and _all_sets(list(counts_of(hand.concealed))):
            raise HandError(
                "The hand has 12 tiles in four sets: the pair is missing (a winning hand is "
                "four sets and a pair, 14 tiles: write both tiles of the pair)."
            )
        raise HandError(
            f"The hand has {size} tiles, counting each kong as 3; "
            f"{'a winning hand has 14' if tiles_expected == 14 else 'a waiting hand has 13'}."
        )


def _all_sets(counts: list[int]) -> bool:
    """Whether tile counts split into pungs and chows with nothing left (the first tile
    left is in a pung or starts a chow)."""
    first = next((t for t, n in enumerate(counts) if n), None)
    if first is None:
        return True
    if counts[first] >= 3:
        counts[first] -= 3
        found = _all_sets(counts)
        counts[first] += 3
        if found:
            return True
    rank = first % 9
    if first < 27 and rank <= 6 and counts[first + 1] and counts[first + 2]:
        for t in (first, first + 1, first + 2):
            counts[t] -= 1
        found = _all_sets(counts)
        for t in (first, first + 1, first + 2):
            counts[t] += 1
        return found
    return False


def format_hand(hand: Hand, *, with_situation: bool = True) -> str:
    """The notation of a hand; `parse_hand(format_hand(h)) == h`."""
    text = "".join(m.notation() for m in hand.melds) + _format_concealed(hand.concealed)
    if with_situation:
        text += "|" + hand.situation.notation()
        if hand.flower_letters:
            text += "|" + hand.flower_letters
        elif hand.flowers:
            text += f"|{hand.flowers}"
    return text


def _format_concealed(tiles: tuple[Tile, ...]) -> str:
    """Concealed tiles sorted, the winning tile kept last (as the notation requires)."""
    if not tiles:
        return ""
    return format_tiles([*sorted(tiles[:-1]), tiles[-1]])


def parse_record(text: object, *, tiles_expected: int = 14) -> Record:
    """A whole hand as written, with the optional fourth part (scoring.extras):

        <tiles>|<situation>|<flowers>|<extras>
        -|<situation>|<flowers>[|<extras>]     a win on flowers alone
        draw|||<extras>                        a drawn hand (only what it settles)

    An empty flowers part means no flowers, as a missing one does.

    `text` is typed `object`: compiled by mypyc, a `str` argument would be checked before
    the body runs and anything else refused with a bare TypeError, not these words."""
    if not isinstance(text, str):
        raise HandError("A hand must be given as text in the hand notation.")
    if text.count("|") < 3 and text[:1] not in "-d ":
        return Record("win", parse_hand(text, tiles_expected=tiles_expected))  # the usual
    parts = text.strip().replace(" ", "").split("|")
    if len(parts) > 4:
        raise HandError("Too many '|': a hand is tiles|situation|flowers|extras.")
    extras = parse_extras(parts[3]) if len(parts) > 3 else NO_EXTRAS
    if parts[0] == "draw":
        if any(parts[1:3]):
            raise HandError(
                "A drawn hand is written draw|||<extras> (e.g. draw|||kong=Sc): "
                "no situation, no flowers."
            )
        return Record("draw", None, extras)
    if parts[0] == "-":
        if len(parts) < 2 or not parts[1]:
            raise HandError(
                "A win on flowers alone ('-') needs its situation, e.g. -|EE1000|abcdefg."
            )
        situation = parse_situation(parts[1])
        count, letters = parse_flowers(parts[2]) if len(parts) > 2 else (0, "")
        return Record("flowers", Hand((), (), situation, count, letters), extras)
    return Record("win", parse_hand("|".join(parts[:3]), tiles_expected=tiles_expected), extras)
