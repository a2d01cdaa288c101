"""Why a proposed hand is refused, in the player's language.

The engine and the domain speak English (the desktop app translates their messages
with Qt, which the server does not load). Every refusal a seat can meet while entering
a hand (the tiles as written, their count, a hand that does not win, the situation,
the flowers, the winds, the notation's fourth part) is said in Chinese here, from the
catalog of app.web.seat_messages_zh, and so is every refusal of a write of the seat
API (app.web.write_messages_zh); anything else as the engine wrote it. A message
is matched whole, or after its "TILES: " prefix (the domain puts the tiles first)."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.web.seat_messages_engine_zh import ENGINE_ENTRIES
from app.web.seat_messages_zh import ENTRIES
from app.web.write_messages_zh import WRITE_ENTRIES

CHINESE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), chinese) for pattern, chinese in ENTRIES
)
# The engine's refusals the catalog does not list, each whole and specific to its
# system: tried first (the catalog's MCR sentence for tiles that do not win would
# otherwise answer for every system).
ENGINE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), chinese) for pattern, chinese in ENGINE_ENTRIES
)
# The API's refusals of a write (a proposal, a confirmation, a dispute): said after
# those of a hand, which they never match.
WRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), chinese) for pattern, chinese in WRITE_ENTRIES
)

_SUITS = {"m": "万", "p": "筒", "s": "条"}
_HONORS = dict(zip("ESWNCFP", "东南西北中发白", strict=True))
_SYSTEMS = {
    "MCR": "国标麻将",
    "The International game": "国际麻将",
    "the International game": "国际麻将",
    "The Shenzhen game": "深圳麻将",
    "the Shenzhen game": "深圳麻将",
    "MahJong Online": "麻将在线规则",
}
# Words the engine puts into its refusals (app.web.seat_messages_engine_zh's `word`
# and `shape` groups), as the desktop says them.
_WORDS = {
    "seven pairs": "七对",
    "thirteen orphans": "十三幺",
    "three dragon sets": "三组箭刻",
    "four wind sets": "四组风刻",
    "four sets of one suit": "同一花色的四组",
    "the third dragon discard": "第三张箭牌",
    "the fourth wind discard": "第四张风牌",
    "dragon": "箭",
    "wind": "风",
    "by robbing a kong": "抢杠",
    "on a discard": "点炮",
}
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
    "label": lambda label: _SYSTEMS.get(label, label),
    "way": lambda way: "自摸" if way == "self-drawn" else "点和",
    "wind": lambda wind: "圈" if wind == "prevalent" else "门",
    "names": lambda names: names.replace(", ", "、"),
    "words": lambda words: "、".join(_TOKEN_WORDS.get(w, w) for w in words.split(", ")),
    "word": lambda word: _WORDS.get(word, word),
    "shape": lambda shape: _WORDS.get(shape, shape),
    "inner": lambda message: _chinese(message) or message,
    "tname": lambda name: "".join(_TILE_WORDS.get(w, w) for w in name.split(" ")),
}


def _said_group(name: str, value: str) -> str:
    """A group's value in Chinese by its sort: its name, or its name before a number
    (app.web.seat_messages_engine_zh's `label1`, `word3`)."""
    sort = name if name in _SAID else name.rstrip("0123456789")
    return _SAID[sort](value) if sort in _SAID else value


def _chinese(text: str) -> str | None:
    for pattern, chinese in (*ENGINE, *CHINESE, *WRITES):
        found = pattern.fullmatch(text)
        if found:
            groups = {name: _said_group(name, value) for name, value in found.groupdict().items()}
            return chinese.format(**groups)
    return None


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
