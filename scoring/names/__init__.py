"""One index of the names of every rule system's fans, elements and settlement items.

    >>> from scoring.names import resolve
    >>> resolve("清龍", "mcr").key, resolve("Flowers 2", "mcr").times
    (28, 2)

Built from each system's table (the engine's English name, the Chinese name, ids) and
the wordings the tables do not carry (each seed's English, everyday variants, pinyin;
`scoring/mcr/names.py` and `variants.py`). Names are compared folded (`fold.py`): NFKC
and width, case, spacing and punctuation, tones, traditional characters, British
spellings. A count written inside or around a name ("Flowers 2", "2 Flowers", "x2",
"×2", "2x", "(2)") is read as the count, never dropped. A name several fans answer to
is resolved by the hand when only one of them can apply (`hand`: the keys the hand
has), otherwise answered with a question listing them. A name that fits nothing is
answered with the nearest names ("did you mean ...", edit distance on the index).

The claim checks of the four systems, the CLI and the GUI's fan picker read names here.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

from scoring.rules import Element, get_rule_system

from .fold import edit_distance, fold, without_tone_digits

__all__ = [
    "Resolved",
    "display_names",
    "fold",
    "hand_free",
    "index",
    "nearest",
    "rejoin",
    "resolve",
    "search",
    "split_entries",
    "suggest",
]

# Commas and the like, a line break, and spaces between two Chinese names (no Chinese
# name has a space; English and pinyin names do, so a space parts nothing else).
_SEPARATORS = re.compile(r"[,;+，；、\r\n]|(?<=[\u3400-\u9fff])[ \t\u3000]+(?=[\u3400-\u9fff])")
# The readings of an entry with a count, tried after the entry as a whole name.
_COUNTS = (
    # Flowers x2, Flowers ×2 (an x glued to a word is a letter of it: "SZ-X9")
    re.compile(r"^(?P<name>.*?)(?:\s+[xX]|\s*[×*])\s*(?P<n>\d+)$"),
    re.compile(r"^(?P<name>.*?)\s*[(（]\s*(?P<n>\d+)\s*[)）]$"),  # Flowers (2)
    re.compile(r"^(?P<name>.*?\D)\s+(?P<n>\d+)\s*[x×X]?$"),  # Flowers 2, Flowers 2x
    re.compile(r"^(?P<name>.*?[\u3400-\u9fff])(?P<n>\d+)$"),  # 花牌2
    re.compile(r"^[x×X*]?\s*(?P<n>\d+)\s*[x×X*]?\s*(?P<name>\D.*)$"),  # 2 Flowers, ×2 Flowers
)
_CJK = re.compile(r"[\u3400-\u9fff]")
_BRACKETS = 1  # the pattern of "Flowers (2)"
_BARE = 2  # the pattern of "Flowers 2"
_LEADING = 4  # the pattern of "2 Flowers"
_ID_THEN_NAME = re.compile(r"^(?P<id>\S+)\s+(?P<name>\S.*)$")  # "SZ-W1 Win on self-drawn"
# A fan as the check prints it: a count written before, its value in brackets after
# ("Pung of Terminals or Honors x2 (1)").
_VALUE_AFTER = re.compile(r"^(?P<name>.*\S)\s*[(（]\s*(?P<n>\d+)\s*[)）]$")
_WHAT = {
    "mcr": "an MCR fan",
    "international": "an element of the International Game",
    "mahjong-online": "an element of MahJong Online",
    "shenzhen": "a settlement item of the Shenzhen game",
}

# How to write a name right, said when a name fits nothing and no near name is found.
_HOW = {
    "mcr": "Name a fan by its number (1-81), its English or Chinese name or its pinyin.",
    "international": "Name an element by its id (1-55) or its name (--list shows them).",
    "mahjong-online": "Name an element by its id (MO-01 to MO-36, MO-AUX) or its name.",
    "shenzhen": "Name an item by its id (SZ-K1 to SZ-H2) or its English or Chinese name.",
}


def _what(rules: str) -> str:
    """What a name names under a system (a system of a plugin: its label)."""
    return _WHAT.get(rules) or f"an element of {get_rule_system(rules).label}"


@dataclass(frozen=True)
class Resolved:
    """What one claimed entry names. `keys`: the fans it may name (one: resolved;
    several: ambiguous; none: unknown); `message` says what is wrong ("" when resolved);
    `suggestions` the names offered for a typo."""

    text: str  # the entry as given
    keys: tuple[int, ...]
    times: int
    message: str = ""
    suggestions: tuple[str, ...] = ()
    near: tuple[int, ...] = ()  # the keys of the fans suggested

    @property
    def key(self) -> int | None:
        return self.keys[0] if len(self.keys) == 1 and not self.message else None


def split_entries(text: str) -> list[str]:
    """A claim line's entries: separated by commas (also `;`, `+`, `，`, `；`, `、`)."""
    return [part.strip() for part in _SEPARATORS.split(text) if part.strip()]


def system_name(rules: object) -> str:
    """The registry name of a system given by name, alias or RuleSystem. A name seen
    before is answered from `_SYSTEM_NAMES`: every claimed entry asks."""
    if isinstance(rules, str):
        known = _SYSTEM_NAMES.get(rules)
        if known is None:
            known = _SYSTEM_NAMES[rules] = get_rule_system(rules).name
        return known
    return get_rule_system(rules).name  # type: ignore[arg-type]  # a RuleSystem: it answers


_SYSTEM_NAMES: dict[str, str] = {}


@cache
def table(rules: str) -> Mapping[int, Element]:
    """The system's fans, elements or settlement items by key."""
    name = system_name(rules)
    if name == "mcr":
        from scoring.mcr.fans import FANS

        return FANS  # type: ignore[return-value]  # FanDef reads as Element (same fields)
    if name == "shenzhen":
        from scoring.shenzhen.items import ITEMS

        return ITEMS
    return get_rule_system(name).fans


def _id_names(element: Element) -> list[str]:
    """The ids as names: "MO-05", "SZ-W1", "W1" (plain numbers are read apart)."""
    if not isinstance(element.id, str):
        return []
    prefix, _, rest = element.id.partition("-")
    return [element.id, rest] if rest else [element.id]


def chinese_name(rules: str, key: int) -> str | None:
    """The element's first Chinese name among its display names (None for none): the
    International game's and MahJong Online's tables have none of their own."""
    return next((n for n in display_names(rules, key) if _CJK.search(n)), None)


def display_names(rules: str, key: int) -> list[str]:
    """Every name of one fan, for display: the engine's first, then the others."""
    from . import variants

    name = system_name(rules)
    element = table(name)[key]
    names = [element.name]
    if "(SWH)" in element.name:
        names.append(element.name.replace("(SWH)", "").strip())
    if name == "mcr":
        from scoring.mcr.names import OTHER_NAMES, PINYIN

        names += [*OTHER_NAMES.get(key, ()), *variants.MCR.get(key, ())]
        names += [element.name_zh, PINYIN.get(key, "")]
        code = getattr(element, "code", "")
        names += [code, code.removeprefix("FAN_")] if code else []
    else:
        extra = {
            "international": variants.INTERNATIONAL,
            "mahjong-online": variants.MAHJONG_ONLINE,
            "shenzhen": variants.SHENZHEN,
        }.get(name, {}).get(key, ())
        names += [element.name_zh, *extra]
        names += [_pinyin(n) for n in (element.name_zh, *extra)]
    names += _id_names(element)
    seen: list[str] = []
    for n in names:
        if n and n not in seen:
            seen.append(n)
    return seen


@cache
def _syllables() -> dict[str, str]:
    """Character -> pinyin, from MCR's names (aligned character by character)."""
    from scoring.mcr.fans import FANS
    from scoring.mcr.names import PINYIN

    from .variants import EXTRA_PINYIN

    found: dict[str, str] = {}
    for key, pinyin in PINYIN.items():
        chars = FANS[key].name_zh.split("・")[-1]
        syllables = pinyin.split()
        if len(chars) == len(syllables):
            for ch, syllable in zip(chars, syllables, strict=True):
                found.setdefault(ch, syllable)
    return found | EXTRA_PINYIN


def _pinyin(chinese: str) -> str:
    """The pinyin of a Chinese name, "" when a character is not known (or not Chinese)."""
    syllables = _syllables()
    if not chinese or not all(ch in syllables for ch in chinese):
        return ""
    return " ".join(syllables[ch] for ch in chinese)


@cache
def index(rules: str) -> dict[str, tuple[int, ...]]:
    """Folded name -> the keys it names (more than one: an ambiguous name)."""
    name = system_name(rules)
    found: dict[str, set[int]] = {}
    for key in table(name):
        names = display_names(name, key)
        names += [n.split("・")[-1] for n in names if "・" in n]  # 独听・边张: 边张
        for text in names:
            folded = fold(text)
            if folded and not folded.isdigit():
                found.setdefault(folded, set()).add(key)
    return {k: tuple(sorted(v)) for k, v in found.items()}


def _numbered(rules: str, number: int) -> tuple[tuple[int, ...], str]:
    """A fan by its number: MCR 1-81 (82 the MIL kong item), International 1-55,
    MahJong Online 1-36; the Shenzhen items have no numbers."""
    elements = table(rules)
    if rules == "mahjong-online":
        if 1 <= number <= 36:
            return (number,), ""
        return (), (
            f"There is no element MO-{number:02d}: MahJong Online's are MO-01 to MO-36 and MO-AUX."
        )
    if rules == "shenzhen":
        return (), (
            f"'{number}' is not a Shenzhen item: they are named by id "
            f"({', '.join(str(e.id) for e in elements.values())}) or by name."
        )
    if number in elements:
        return (number,), ""
    if rules == "international":
        return (), f"There is no element {number}: the International Game's are 1 to 55."
    return (), (
        f"There is no fan number {number}: fans are numbered 1 to 81, and 82 is the MIL "
        "2015 kong item (Concealed Kong and Melded Kong)."
    )


@lru_cache(maxsize=1 << 13)
def _lookup(rules: str, text: str) -> tuple[tuple[int, ...], str, int] | None:
    """The keys a name (without count) gives, a message, and how many times the name
    itself claims it (2 for "Double Wind"); None when it is not a name.

    Cached (bounded): it reads only the text and the system's index, itself built once,
    and a claim check reads the same names again and again."""
    text = text.strip()
    if text.isdigit():
        return (*_numbered(rules, int(text)), 1)
    names = index(rules)
    key = fold(text)
    if not key:
        return None
    tries = [key]
    tries.append(key.removesuffix("hand") if key.endswith("hand") else key + "hand")
    toneless = without_tone_digits(key)
    if toneless:
        tries.append(toneless)
    implied = _implied(rules)
    for attempt in tries:
        if attempt in names:
            return names[attempt], "", 1
        if attempt in implied:
            meant, times = implied[attempt]
            return (meant,), "", times
    return None


@cache
def _not_elements(rules: str) -> dict[str, str]:
    """Names of MCR fans that are no element here, folded, with how this system counts
    what they name (`variants.NOT_ELEMENTS`)."""
    from .variants import NOT_ELEMENTS

    return {fold(text): hint for text, hint in NOT_ELEMENTS.get(rules, {}).items()}


@cache
def _implied(rules: str) -> dict[str, tuple[int, int]]:
    from .variants import IMPLIED

    return {fold(text): found for text, found in IMPLIED.get(rules, {}).items()}


@lru_cache(maxsize=1 << 13)
def _readings(text: str) -> tuple[tuple[str, int, str], ...]:
    """The entry as a whole name, then each way of reading a count into it; the kind
    marks a bare number after the name ("All Pungs 6") or one in brackets ("Pure
    Straight (16)"), which may be the fan's value.
    Cached (bounded) as `_lookup`: five patterns tried on every entry of every claim."""
    readings: list[tuple[str, int, str]] = [(text, 1, "")]
    for i, pattern in enumerate(_COUNTS):
        match = pattern.match(text)
        if match and match["name"].strip():
            bare = i == _BARE and not re.search(r"[x×X]\s*$", text)
            kind = "bare" if bare else "brackets" if i == _BRACKETS else ""
            kind = "leading" if i == _LEADING else kind
            readings.append((match["name"].strip(), int(match["n"]), kind))
    return tuple(readings)


def resolve(
    text: int | str, rules: object = "mcr", hand: Collection[int] | None = None
) -> Resolved:
    """What a claimed entry names under `rules`, with its count. `hand`: the keys the
    hand has (counted, or present in some reading), to settle an ambiguous name."""
    name = system_name(rules)
    given = str(text).strip()
    if isinstance(text, bool) or not given:
        return Resolved(given, (), 1, f"'{given}' is not the name of {_what(name)}.")
    found, ambiguous = _read(name, given)
    if ambiguous is not None:  # several fans answer to the name: the hand may settle it
        keys, message = _settle(name, ambiguous, found.keys, hand)
        return Resolved(given, keys, found.times, message)
    return found


def hand_free(text: int | str, rules: object = "mcr") -> Resolved | None:
    """`resolve` of an entry whose answer no hand can change (it names one fan, none, or
    is refused whatever the hand); None for a name several fans answer to, which the hand
    may settle. Lets a claim check keep the answer per entry text."""
    given = str(text).strip()
    if isinstance(text, bool) or not given:
        return None
    found, ambiguous = _read(system_name(rules), given)
    return found if ambiguous is None else None


@lru_cache(maxsize=1 << 12)
def _read(name: str, given: str) -> tuple[Resolved, str | None]:
    """`resolve` before the hand is looked at, and the name read when several fans answer
    to it (None otherwise). Cached (bounded, immutable answers): claims name the same
    fans again and again, and a name that fits none is answered by edit distance."""
    for candidate, times, kind in _readings(given):
        found = _lookup(name, candidate)
        if found is None:
            continue
        keys, message, factor = found
        value = table(name)[keys[0]].value if len(keys) == 1 else None
        if kind == "bare" and times >= 3 and times == value:
            # "All Pungs 6", "Pure Straight 16": the fan's value written after its name,
            # as on a score sheet, not a count (no fan worth 3 or more is claimed that
            # often without an x; "Flowers 2", "Concealed Kong 2" stay counts).
            times = 1
        elif kind == "brackets" and len(keys) == 1 and value in (times, None):
            # "Pure Straight (16)", "All Chows (2)": the value, as the check prints a fan
            # ("Flowers (2)" is two flowers: Flower Tiles is worth 1). An element worth
            # what the hand makes ("Seven Pairs (4)", an SWH) is printed with that worth.
            times = 1
        elif kind == "leading" and len(keys) == 1 and _names_id(name, str(times), keys[0]):
            # "28 Pure Straight": the fan's number before its name, as the table prints
            # it ("2 Flowers" stays two flowers: Flower Tiles is fan 81).
            times = 1
        times *= factor
        if times < 1:
            return Resolved(given, keys, 1, f"'{given}': a fan is claimed at least once."), None
        return Resolved(given, keys, times, message), candidate if len(keys) > 1 else None
    for candidate, _times, _kind in _readings(given):  # a fan this system has not
        hint = _not_elements(name).get(fold(candidate))
        if hint is not None:
            return Resolved(
                given, (), 1, f"'{given}' is not the name of {_what(name)}: {hint}."
            ), None
    both = _ID_THEN_NAME.match(given)
    if both is not None and _lookup(name, both["id"]) is not None:  # "MO-17 All Triplets"
        named, _ = _read(name, both["name"])
        if len(named.keys) == 1 and not named.message:
            if _names_id(name, both["id"], named.keys[0]):
                return Resolved(given, named.keys, named.times, ""), None
    printed = _VALUE_AFTER.match(given)
    if printed is not None:  # "Flower Tiles x2 (1)": a count, then the fan's value
        inner, _ = _read(name, printed["name"])
        if len(inner.keys) == 1 and not inner.message:
            if table(name)[inner.keys[0]].value in (int(printed["n"]), None):
                return Resolved(given, inner.keys, inner.times, ""), None
    near: tuple[int, ...] = ()
    for candidate, _times, _kind in _readings(given):  # the nearest names to any reading
        near = near or nearest(name, candidate)
    offered = tuple(table(name)[k].name for k in near)
    message = f"'{given}' is not the name of {_what(name)}."
    if offered:
        message += f" Did you mean {' or '.join(offered)}?"
    else:
        message += " " + _HOW.get(name, "Name it by its id or its name (--list shows them).")
    return Resolved(given, (), 1, message, offered, near), None


def _names_id(rules: str, text: str, key: int) -> bool:
    """Is `text` an id (a number, MO-17, SZ-W1) of the element `key`, and only of it?"""
    found = _lookup(rules, text) if text.isdigit() or not text.isalpha() else None
    return found is not None and found[0] == (key,) and not found[1]


def rejoin(entries: list[str], rules: object) -> list[str]:
    """Entries a comma of a name parted ("Lucky draw, the winner's lucky tile", the
    Shenzhen items): a neighbour that names nothing alone is joined again to the entry
    before it when together they name one element."""
    out: list[str] = []
    for entry in entries:
        if out and resolve(entry, rules).key is None:
            joined = f"{out[-1]}, {entry}"
            together = resolve(joined, rules)
            if together.key is not None and not together.message:
                out[-1] = joined
                continue
        out.append(entry)
    return out


def _settle(
    rules: str, text: str, keys: tuple[int, ...], hand: Collection[int] | None
) -> tuple[tuple[int, ...], str]:
    """An ambiguous name: the one meaning the hand has, or a question listing them."""
    if hand is not None:
        present = tuple(k for k in keys if k in hand)
        if len(present) == 1:
            return present, ""
    listed = " or ".join(_candidate(rules, k) for k in keys)
    return keys, (
        f"'{text}' names more than one fan: {listed}. Which one? Claim it by number or by "
        "one of its other names."
    )


def _candidate(rules: str, key: int) -> str:
    """A fan offered for an ambiguous name: number, value, and its unambiguous names."""
    names = index(rules)
    element = table(rules)[key]
    others = [n for n in display_names(rules, key) if len(names.get(fold(n), ())) == 1]
    return f"{element.id} ({element.value} fan: {', '.join(others[:3])})"


def suggest(rules: object, text: str, limit: int = 3) -> tuple[str, ...]:
    """The names nearest to a name that fits nothing, each fan by its engine name."""
    name = system_name(rules)
    return tuple(table(name)[k].name for k in nearest(name, text, limit))


def nearest(rules: object, text: str, limit: int = 3) -> tuple[int, ...]:
    """The fans nearest to a name that fits nothing: by edit distance on the index (one
    edit for a short name, two up to ten letters, three beyond), or whose names contain
    it; nearest first, each fan once."""
    name = system_name(rules)
    key = fold(text)
    if not key:
        return ()
    allowed = 1 if len(key) <= 4 else 2 if len(key) <= 10 else 3
    if _CJK.search(key):  # a character is a word: 花牌 is not a typo of 花龙
        allowed = (len(key) - 1) // 2
    scored: list[tuple[int, int]] = []
    for folded, keys in index(name).items():
        if abs(len(folded) - len(key)) > allowed and not (len(key) >= 4 and key in folded):
            continue
        distance = 0 if len(key) >= 4 and key in folded else edit_distance(key, folded)
        if distance <= allowed:
            scored += [(distance, k) for k in keys]
    found: list[int] = []
    for _distance, k in sorted(scored):
        if k not in found:
            found.append(k)
    return tuple(found[:limit])


def search(query: str, rules: object = "mcr") -> list[int]:
    """The keys whose names contain `query` (folded) or whose id it is, in table order:
    what a fan picker shows for a search text (all of them for an empty one). When no
    name contains it, the names a typo is near (`_near_starts`): the picker then offers
    what the claim check's "did you mean" would, not an empty list."""
    name = system_name(rules)
    wanted = fold(query)
    keys = list(table(name))
    if not wanted:
        return keys
    shown = []
    for key in keys:
        names = [fold(n) for n in display_names(name, key)] + [str(key)]
        if any(wanted in n for n in names):
            shown.append(key)
    return shown or _near_starts(name, wanted)


_NEAR_MIN = 4  # a shorter text that fits nothing is no word yet: no guess offered
_NEAR_LIMIT = 5


def _near_starts(rules: str, wanted: str) -> list[int]:
    """The fans whose folded name, or its start about as long as `wanted` (a name half
    typed: "pure strigh"), is within the edits `nearest` allows; nearest first."""
    if len(wanted) < _NEAR_MIN:
        return []
    allowed = 1 if len(wanted) <= 4 else 2 if len(wanted) <= 10 else 3
    best: dict[int, int] = {}
    for folded, keys in index(rules).items():
        if len(folded) + allowed < len(wanted):
            continue
        n = len(wanted)
        distance = min(edit_distance(wanted, folded[:m]) for m in (n - 1, n, n + 1))
        if distance <= allowed:
            for k in keys:
                best[k] = min(distance, best.get(k, distance))
    order = {k: i for i, k in enumerate(table(rules))}
    return sorted(best, key=lambda k: (best[k], order.get(k, 0)))[:_NEAR_LIMIT]
