"""Which part of a player's name is the family name, and the name in Latin letters.

The ranking bodies want a family name and a given name for every player, in Latin
letters. Players register one display name; this module decides its parts:

- Registered parts (first/last name) are used as they are.
- A registered name order ("family-first" / "given-first") says where the family name
  is in the display name.
- Otherwise the name's script and the player's country decide: Chinese, Japanese and
  Korean characters, Vietnamese letters, and names of players from China, Taiwan,
  Hong Kong, Macao, Korea and Vietnam are written family name first. Romanised
  Japanese names are usually registered given name first (as on the demo's "Kenji
  Sato"), so only Japanese script makes a Japanese name family-first.
- A name in capitals among other words ("WANG Xiaoming", "Anna BERG") marks the
  family name, as international lists write it.

Only `app.domain.model` and the exports use this; no Qt, no store.
"""

from __future__ import annotations

import unicodedata

from app.domain.errors import Refused

FAMILY_FIRST = "family-first"
GIVEN_FIRST = "given-first"
NAME_ORDERS = (FAMILY_FIRST, GIVEN_FIRST)

# Countries (ISO 3166 alpha-2) whose romanised names are written family name first.
FAMILY_FIRST_COUNTRIES = frozenset({"CN", "TW", "HK", "MO", "KR", "KP", "VN"})

# Two-character family names: without them "欧阳修" would split as 欧 + 阳修.
CHINESE_COMPOUND = frozenset(
    "欧阳 歐陽 司马 司馬 诸葛 諸葛 上官 司徒 东方 東方 皇甫 尉迟 尉遲 公孙 公孫 慕容 令狐 "
    "夏侯 长孙 長孫 宇文 澹台 端木 西门 西門 南宫 南宮 独孤 獨孤 轩辕 軒轅".split()
)
KOREAN_COMPOUND = frozenset("남궁 제갈 선우 황보 독고 사공 서문".split())

HAN, KANA, HANGUL, VIETNAMESE, LATIN, OTHER = (
    "han",
    "kana",
    "hangul",
    "vietnamese",
    "latin",
    "other",
)


def _letter_script(ch: str) -> str | None:
    if not ch.isalpha():
        return None
    code = ord(ch)
    if 0x1EA0 <= code <= 0x1EF9 or ch in "ơƠưƯ":  # letters only Vietnamese uses
        return VIETNAMESE
    if 0xAC00 <= code <= 0xD7AF or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F:
        return HANGUL
    if 0x3040 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF:
        return KANA
    uname = unicodedata.name(ch, "")
    if uname.startswith("CJK"):
        return HAN
    if uname.startswith("LATIN"):
        return LATIN
    return OTHER


def scripts(text: str) -> frozenset[str]:
    """The scripts of the letters of `text` (see the constants above)."""
    found = {_letter_script(ch) for ch in text}
    found.discard(None)
    return frozenset(s for s in found if s is not None)


def is_latin(text: str) -> bool:
    """True when every letter of `text` is a Latin letter (Vietnamese ones included):
    what a ranking body's list can hold as it is."""
    return scripts(text) <= {LATIN, VIETNAMESE}


def _country(country: str | None) -> str:
    return (country or "").strip().upper()


def name_order(name: str, country: str | None = None, order: str | None = None) -> str:
    """FAMILY_FIRST or GIVEN_FIRST for `name`: the registered `order`, else by its
    script, else by the player's country."""
    if order in NAME_ORDERS:
        return order
    found = scripts(name)
    if found & {HAN, KANA, HANGUL, VIETNAMESE}:
        return FAMILY_FIRST
    if _country(country) in FAMILY_FIRST_COUNTRIES and found <= {LATIN}:
        return FAMILY_FIRST
    return GIVEN_FIRST


def _unspaced(name: str, country: str | None) -> tuple[str, str] | None:
    """(given, family) of a CJK name written without a space, or None when it cannot
    be told (a Japanese name: its family name may be one to three characters)."""
    found = scripts(name)
    if len(name) < 2 or not found or not found <= {HAN, HANGUL}:
        return None
    if found == {HAN} and _country(country) == "JP":
        return None
    compound = CHINESE_COMPOUND if found == {HAN} else KOREAN_COMPOUND
    cut = 2 if len(name) >= 3 and name[:2] in compound else 1
    return name[cut:], name[:cut]


def _capitals(words: list[str]) -> tuple[str, str] | None:
    """(given, family) when a run of words in capitals at one end marks the family
    name ("WANG Xiaoming", "Anna VAN DER BERG"); None otherwise."""

    def upper(word: str) -> bool:
        letters = [c for c in word if c.isalpha()]
        return len(letters) >= 2 and all(c.isupper() for c in letters)

    flags = [upper(w) for w in words]
    if all(flags) or not any(flags):
        return None
    n = len(words)
    lead = next(i for i, f in enumerate(flags) if not f)  # capitals at the start
    if lead and not any(flags[lead:]):
        return " ".join(words[lead:]), " ".join(words[:lead])
    tail = next(i for i in range(n - 1, -1, -1) if not flags[i]) + 1
    if tail < n and not any(flags[:tail]):
        return " ".join(words[:tail]), " ".join(words[tail:])
    return None


def split_words(name: str, country: str | None = None, order: str | None = None) -> tuple[str, str]:
    """(given, family) of a display name with no parts registered."""
    if "," in name:  # "Family, Given"
        before, _, after = name.partition(",")
        before, after = before.strip(" ,"), after.strip(" ,")
        if before and after:
            return after, before
        return "", before or after
    words = name.split()
    if not words:
        return "", ""
    if len(words) == 1:
        unspaced = _unspaced(words[0], country)
        return unspaced if unspaced is not None else ("", words[0])
    if order is None:
        marked = _capitals(words)
        if marked is not None:
            return marked
    if name_order(name, country, order) == FAMILY_FIRST:
        return " ".join(words[1:]), words[0]
    return " ".join(words[:-1]), words[-1]


def latin_parts(
    name: str,
    given: str,
    family: str,
    romanised: str | None,
    country: str | None = None,
    order: str | None = None,
) -> tuple[str, str] | None:
    """(given, family) in Latin letters for a ranking body: the parts themselves when
    they are Latin, else the registered `romanised` name split in the order of the
    original name; None when there is no Latin form (the export warns)."""
    if is_latin(given) and is_latin(family):
        return given, family
    text = " ".join((romanised or "").split())
    if not text:
        return None
    words = text.split()
    if "," in text or len(words) == 1 or _capitals(words) is not None:
        return split_words(text)
    # The romanised form follows the original's order ("黄志强" -> "Huang Zhiqiang").
    return split_words(text, order=name_order(name, country, order))


def checked_order(order: str | None) -> str | None:
    """A registered name order as stored: FAMILY_FIRST, GIVEN_FIRST or None (blank);
    "family first", "Family_First" and the like are accepted. Refused otherwise."""
    text = "-".join((order or "").replace("_", " ").replace("-", " ").lower().split())
    if not text:
        return None
    if text in NAME_ORDERS:
        return text
    raise Refused(f"The name order is family-first or given-first, not '{order}'.")
