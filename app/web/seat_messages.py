"""Why a proposed hand is refused, in the player's language.

The engine and the domain speak English (the desktop app translates their messages
with Qt, which the server does not load). Every refusal a seat can meet while entering
a hand (the tiles as written, their count, a hand that does not win, the situation,
the flowers, the winds, the notation's fourth part) is said in Chinese here: the
engine's refusals from the table the desktop's translation is made from
(app.messages_zh.engine), the rest from the catalog of app.web.seat_messages_zh, and
every refusal of a write of the seat API from app.web.write_messages_zh; anything else
as the engine wrote it. A message is matched whole, or after its "TILES: " prefix (the
domain puts the tiles first)."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.messages_zh import fill, placeholders, template_pattern
from app.messages_zh.engine import REFUSALS
from app.messages_zh.engine import WORDS as ENGINE_WORDS
from app.web.seat_messages_zh import ENTRIES, SEAT_OWN
from app.web.write_messages_zh import WRITE_ENTRIES


def _compiled(entries: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(pattern, re.DOTALL), chinese) for pattern, chinese in entries)


# The seat page's own wording of a few engine refusals (the page has a button for a
# drawn hand; a seat cannot change the tournament's options): tried first.
OWN = _compiled(SEAT_OWN)
# The engine's refusals, each whole and specific to its system, matched by their
# templates and said as the desktop says them: tried before the catalog, whose MCR
# sentence for tiles that do not win would otherwise answer for every system.
ENGINE: tuple[tuple[re.Pattern[str], list[int], str], ...] = tuple(
    (template_pattern(english), placeholders(english), chinese) for english, chinese in REFUSALS
)
CHINESE = _compiled(ENTRIES)
# The API's refusals of a write (a proposal, a confirmation, a dispute): said after
# those of a hand, which they never match.
WRITES = _compiled(WRITE_ENTRIES)

_SUITS = {"m": "万", "p": "筒", "s": "条"}
_HONORS = dict(zip("ESWNCFP", "东南西北中发白", strict=True))
# The words the engine puts into its refusals (a system's name, a winning shape...),
# as the desktop says them.
_WORDS = dict(ENGINE_WORDS)
_TILE_WORDS = {"characters": "万", "dots": "筒", "bamboo": "条"}
_TOKEN_WORDS = {
    "from= (who discarded)": "from=（点炮者）",
    "first (a win in the first go-round)": "first（第一巡和牌）",
    "chain= (kongs in a row before the win)": "chain=（和牌前连续开杠）",
    "liable= (who pays for the winner)": "liable=（包牌者）",
    "horse= (the lucky-draw tiles)": "horse=（买马牌）",
    "kong= (a kong declared by another player)": "kong=（他家开的杠）",
}


def _tile(code: str) -> str:
    """A tile's code (5p, 1z, E) as the Chinese name it (5筒, 东)."""
    if len(code) == 2 and code[0].isdigit() and code[1] in _SUITS:
        return code[0] + _SUITS[code[1]]
    if len(code) == 2 and code[1] == "z" and "1" <= code[0] <= "7":
        return "东南西北中发白"[int(code[0]) - 1]
    return _HONORS.get(code, code)


def _where(text: str) -> str:
    """The engine's "in '123m'" or "in [123m,9]" (where in the tiles) as “123m”中."""
    quoted = text.removeprefix("in ").strip("'")
    return f"“{quoted}”中" if text.startswith("in '") else f"{quoted}中"


# The groups said in Chinese before they are put in the template (the rest as written).
_SAID: dict[str, Callable[[str], str]] = {
    "tile": _tile,
    "where": _where,
    "label": lambda label: _WORDS.get(label, label),
    "way": lambda way: "自摸" if way == "self-drawn" else "点和",
    "wind": lambda wind: "圈" if wind == "prevalent" else "门",
    "names": lambda names: names.replace(", ", "、"),
    "words": lambda words: "、".join(_TOKEN_WORDS.get(w, w) for w in words.split(", ")),
}
# A suited tile in words ("5 dots", scoring.tiles.tile_name) inside an engine refusal.
_TILE_NAME = re.compile(r"(\d) (characters|dots|bamboo)")


def _engine_value(value: str) -> str:
    """A value put into an engine refusal, in Chinese as the desktop says it: a word,
    a suited tile in words, a message of its own; anything else as written."""
    if value in _WORDS:
        return _WORDS[value]
    if tile := _TILE_NAME.fullmatch(value):
        return tile[1] + _TILE_WORDS[tile[2]]
    return _chinese(value) or value


def _by_catalog(entries: tuple[tuple[re.Pattern[str], str], ...], text: str) -> str | None:
    """`text` said by a catalog's entry, each group said by its name's sort (_SAID)."""
    for pattern, chinese in entries:
        if found := pattern.fullmatch(text):
            groups = found.groupdict()
            return chinese.format(
                **{n: _SAID[n](v) if n in _SAID else v for n, v in groups.items()}
            )
    return None


def _by_engine(text: str) -> str | None:
    """`text` said by the engine's refusal whose template it matches. A template that
    starts with a value would take the domain's "TILES: " along into it: such a match
    is left for `said` to make after the tiles."""
    for pattern, numbers, chinese in ENGINE:
        found = pattern.match(text)
        if found is None or (numbers and found.start(1) == 0 and ": " in found[1]):
            continue
        return fill(chinese, numbers, [_engine_value(v) for v in found.groups()])
    return None


def _chinese(text: str) -> str | None:
    own = _by_catalog(OWN, text)
    if own is not None:
        return own
    engine = _by_engine(text)
    return engine if engine is not None else _by_catalog((*CHINESE, *WRITES), text)


def said(message: str, lang: str) -> str:
    """`message` in `lang` where the catalog has it, else as it is."""
    if lang != "zh_CN":
        return message
    head, colon, rest = message.partition(": ")
    for text, prefix in ((message, ""), (rest, head + colon)):
        chinese = _chinese(text) if text else None
        if chinese is not None:
            return prefix + chinese
    return message
