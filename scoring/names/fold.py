"""How two names are compared: one key per name, folded so that the ways people type it
meet (NFKC and full width, case, spacing and punctuation, pinyin tones, traditional
characters, British spellings and the everyday characters of Chinese fan names).

The traditional-to-simplified table covers the characters of the fan and element names
of the four systems (and the few their everyday variants add): it is not a general
converter, and need not be, since a name outside the tables names no fan anyway.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Traditional -> simplified, the characters of fan names only.
_TRADITIONAL = (
    "會会 聽听 單单 雙双 對对 寶宝 帶带 張张 歸归 搶抢 撈捞 斷断 無无 槓杠 摃杠 燈灯 點点 "
    "獨独 組组 絕绝 綠绿 節节 蓮莲 邊边 連连 釣钓 門门 順顺 風风 馬马 齊齐 龍龙 麼么 於于 "
    "開开 萬万 發发 紅红 將将 條条 數数 見见 後后 頭头 雞鸡 滿满 喫吃 "
    "圍围 東东 號号 聯联 體体 嶺岭 這这 補补 計计 臺台 樣样 錢钱 幾几 勝胜"
)
TRADITIONAL: dict[str, str] = {pair[0]: pair[1] for pair in _TRADITIONAL.split()}
SIMPLIFIED_TO_TRADITIONAL: dict[str, str] = {}
for _trad, _simp in TRADITIONAL.items():
    SIMPLIFIED_TO_TRADITIONAL.setdefault(_simp, _trad)  # 杠: 槓 (listed before 摃)


def to_traditional(text: str) -> str:
    """A fan name in traditional characters (门前清 -> 門前清), for pages that show them."""
    return "".join(SIMPLIFIED_TO_TRADITIONAL.get(ch, ch) for ch in text)


# Everyday characters in Chinese fan names, folded to the table's: 胡 and the Cantonese
# 糊 for 和 (碰碰胡, 平胡, 抢杠胡, 雞糊), 么 for 幺 (十三么, 断么); 七对子 is a variant.
_EVERYDAY = {"胡": "和", "糊": "和", "么": "幺"}
# British and other spellings of English words in the names, folded word-wise.
_WORDS = (
    ("honours", "honors"),
    ("honour", "honor"),
    ("pongs", "pungs"),
    ("pong", "pung"),
    ("kangs", "kongs"),
    ("kang", "kong"),
    ("colour", "color"),
)
_TONE_DIGITS = re.compile(r"^(?:[a-zv]+[1-5]?)+$")


@lru_cache(maxsize=1 << 13)
def fold(text: str) -> str:
    """The key of a name: NFKC (full-width letters and digits made plain), casefold,
    ü as v, tones and punctuation dropped, traditional characters simplified.

    Cached: claims and pickers fold the same few hundred names again and again, and the
    Unicode work costs more than the rest of a claim check (bounded: any text may come).
    """
    text = unicodedata.normalize("NFKC", str(text)).casefold()
    text = re.sub("[üǖǘǚǜ]", "v", text)
    text = "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))
    text = "".join(_EVERYDAY.get(TRADITIONAL.get(ch, ch), TRADITIONAL.get(ch, ch)) for ch in text)
    for word, plain in _WORDS:
        text = re.sub(rf"\b{word}\b", plain, text)
    text = text.replace("&", " and ")  # "Lesser Honors & Knitted Tiles"
    # Singular and plural meet ("All Chow", "Two Melded Kong", "Mixed Double Chows"):
    # a final s of an English word of four letters or more is left out.
    text = re.sub(r"(?<=[a-z]{3})s\b", "", text)
    return "".join(ch for ch in text if ch.isalnum())


def without_tone_digits(key: str) -> str | None:
    """Pinyin typed with tone numbers ("qing1long2"): the key without them, or None when
    the key is not pinyin-like (a name with a count, "flowers2", has letters after the
    digit only if it is pinyin, and ends in a digit otherwise)."""
    if not any(ch.isdigit() for ch in key) or not _TONE_DIGITS.match(key):
        return None
    if sum(ch.isdigit() for ch in key) < 2:
        return None  # one digit: a count ("flowers2"), not tones
    return "".join(ch for ch in key if not ch.isdigit())


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insert, delete, replace, and a swap of two neighbours)."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, previous2[j - 2] + 1)
            row.append(cost)
        previous2, previous = previous, row
    return previous[-1]
