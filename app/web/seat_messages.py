"""Why a proposed hand is refused, in the player's language.

The engine and the domain speak English (the desktop app translates their messages
with Qt, which the server does not load). At the table the same few refusals come up
again and again: not a winning hand, a tile missing, a fifth copy of a tile, the
wrong winds; those are said in Chinese here, the rest as the engine wrote them. A
message is matched after its "TILES: " prefix (the domain puts the tiles first)."""

from __future__ import annotations

import re

# (the English message as a pattern, its Chinese with the same groups)
CHINESE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), chinese)
    for pattern, chinese in (
        (
            r"This hand does not win: .*",
            "这手牌不成和牌：不成四组一对、七对、十三幺或组合龙。",
        ),
        (
            r"The hand has 13 tiles: the winning tile is missing.*",
            "只有13张牌：缺和牌张（最后点选和牌张）。",
        ),
        (
            r"The hand has 12 tiles in four sets: the pair is missing.*",
            "只有四组12张牌：缺将牌（和牌须四组一对，共14张）。",
        ),
        (
            r"The hand has (\d+) tiles, counting each kong as 3; a winning hand has 14\.",
            "这手牌有\\1张（杠按3张计）；和牌须14张。",
        ),
        (
            r"The hand has (\d+) copies of .* \((\w+)\): a tile has only four copies\.",
            "\\2有\\1张：每种牌只有四张。",
        ),
        (
            r"'(\w+)' .*needs a suit letter \(m, p or s\)\.",
            "“\\1”缺花色字母（m、p或s）。",
        ),
        (
            r"Hand (\d+) is played with prevalent wind (\w), not (\w)\.",
            "第\\1盘的圈风是\\2，不是\\3。",
        ),
        (
            r"In hand (\d+) the winner's seat wind is (\w), not (\w)\.",
            "第\\1盘和牌者的门风是\\2，不是\\3。",
        ),
    )
)


def said(message: str, lang: str) -> str:
    """`message` in `lang` where it is one of the refusals above, else as it is."""
    if lang != "zh_CN":
        return message
    head, colon, rest = message.partition(": ")
    for text, prefix in ((message, ""), (rest, head + colon)):
        for pattern, chinese in CHINESE:
            found = pattern.fullmatch(text)
            if found:
                return prefix + found.expand(chinese)
    return message
