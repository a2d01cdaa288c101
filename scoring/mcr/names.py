"""Every name a referee uses for an MCR fan: the data of the MCR part of the name index.

One table, kept here as data: for each fan its wording in seed 000 (the MIL 2015 English
list), in seed 001 (another published English list) and a few other common wordings, and
the pinyin of its Chinese name. The engine's English name, the Chinese name and the
pinyin id come from the fan table (`fans.py`). The index itself, its folding (case,
width, tones, traditional characters...), counts and did-you-mean are `scoring.names`;
the functions below are its MCR face, kept for their callers. A name two fans answer to
(seed 001 calls fan 13 "Pure Double Chow", the engine's fan 69; seed 000 calls fan 35
"Mixed Straight", the engine's fan 39) is settled by the hand where one meaning only
applies, else answered with a question listing them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import lru_cache

from scoring.mcr.fans import CONCEALED_AND_MELDED_KONG
from scoring.names import display_names, fold, hand_free, index, resolve

# fan -> (seed 000's name, seed 001's name, other wordings...); "" where a seed has none.
OTHER_NAMES: dict[int, tuple[str, ...]] = {
    1: ("Four Great Winds", "Big Four Winds"),
    2: ("Three Great Dragons", "Big Three Dragons"),
    3: ("All Green", "All Green"),
    4: ("Nine Gates", "Nine Gates"),
    5: ("Four Kongs", "Four Kongs"),
    6: ("Seven Consecutive Pairs", "Seven Shifted Pairs"),
    7: ("Thirteen Orphans", "Thirteen Orphans"),
    8: ("All Terminals", "All Terminals"),
    9: ("Lesser Four Winds", "Little Four Winds"),
    10: ("Lesser Three Dragons", "Little Three Dragons"),
    11: ("All Honors", "All Honors", "All Honours"),
    12: ("Four Concealed Triplets", "Four Concealed Triplets"),
    13: ("Two Identical Sequences Twice in One Suit", "Pure Double Chow"),
    14: ("Four Identical Sequences in One Suit", "Quadruple Chow", "Four Identical Sequences"),
    15: (
        "Four Consecutive Triplets in One Suit",
        "Four Shifted Pungs",
        "Four Consecutive Triplets",
    ),
    16: ("Four Step Sequences in One Suit", "Four Shifted Chows", "Four Step Sequences"),
    17: ("Three Kongs", "Three Kongs"),
    18: ("Mixed Terminals", "All Terminals and Honors", "All Terminals and Honours"),
    19: ("Seven Pairs", "Seven Pairs"),
    20: ("Seven Stars Non-Sequential", "Seven Stars Unmatched"),
    21: ("All Even Triplets", "All Even Pungs"),
    22: ("Pure One Suit", "Full Flush"),
    23: (
        "Three Identical Sequences in One Suit",
        "Pure Triple Chow",
        "Three Identical Sequences",
    ),
    24: (
        "Three Consecutive Triplets in One Suit",
        "Pure Shifted Pungs",
        "Three Consecutive Triplets",
    ),
    25: ("All Greater Tiles", "Upper Tiles"),
    26: ("All Middle Tiles", "Middle Tiles"),
    27: ("All Lesser Tiles", "Lower Tiles"),
    28: ("Pure Straight", "Pure Straight"),
    29: (
        "Two Sets of Double Identical Sequences Across Three Suits",
        "Three-Suited Terminal Chows",
    ),
    30: ("Three Step Sequences in One Suit", "Pure Shifted Chows", "Three Step Sequences"),
    31: ("All Include Five", "All Fives"),
    32: ("Three Identical Triplets", "Triple Pung"),
    33: ("Three Concealed Triplets", "Three Concealed Pungs"),
    34: ("All Non-Sequential", "All Types Unmatched"),
    35: ("Mixed Straight", "Knitted Straight"),
    36: ("Over Five", "Upper Four"),
    37: ("Under Five", "Lower Four"),
    38: ("Three Great Winds", "Big Three Winds"),
    39: ("Mixed Straight (Flower Dragon)", "", "Flower Dragon"),
    40: ("Non-Reversible Tiles", "", "Reversible"),
    41: ("Three Identical Sequences Across Three Suits", "Mixed Triple Chow"),
    42: ("Three Consecutive Triplets Across Three Suits", "Mixed Shifted Pungs"),
    43: ("No Fan Hand", "", "No Fan"),
    44: ("Last Tile Self-Draw", "Last Tile Draw"),
    45: ("Last Discard Win", "Last Tile Claim"),
    46: ("Win on Kong Draw", "Out with Replacement Tile"),
    47: ("Rob the Kong", "Robbing the Kong", "Robbing a Kong"),
    48: ("All Triplets", "All Triplets"),
    49: ("Mixed One Suit", "Half Flush"),
    50: ("Three Step Sequences Across Three Suits", ""),
    51: ("Five Types", "All Types"),
    52: ("Fully Exposed Hand", "Melded Hand"),
    53: ("Two Concealed Kongs", ""),
    54: ("Double Dragons", "", "Two Dragon Pungs"),
    55: ("All Include Terminals", "Outside Hand"),
    56: ("Fully Concealed Hand", "Fully Concealed Hand"),
    57: ("Two Exposed Kongs", "Two Melded Kongs"),
    58: ("Last Tile of a Kind", "Last Tile"),
    59: ("Dragon Triplet", "Dragon Pung", "Single Dragon"),
    60: ("Round Wind Triplet", "Prevalent Wind", "Round Wind"),
    61: ("Seat Wind Triplet", "Seat Wind"),
    62: ("Closed Hand", "Concealed Hand"),
    63: ("All Sequences", "All Chows"),
    64: ("Four of a Kind", "Tile Hog"),
    65: ("Two Identical Triplets", "Double Pung"),
    66: ("Two Concealed Triplets", "Two Concealed Pungs"),
    67: ("Concealed Kong", "Concealed Kong"),
    68: ("No Terminals", "All Simples"),
    69: ("Two Identical Sequences", "Pure Double Chow"),
    70: ("Two Similar Sequences", "Mixed Double Chow"),
    71: ("Two Linked Sequences", "Short Straight"),
    72: ("Two End Sequences", "Two Terminal Chows"),
    73: ("Terminals Triplet", "Pung of Terminals or Honors", "Pung of Terminals or Honours"),
    74: ("Exposed Kong", "Melded Kong"),
    75: ("Missing One Suit", "One Voided Suit"),
    76: ("No Honors", "No Honors", "No Honours"),
    77: ("Edge Wait", "Edge Wait", "边张"),
    78: ("Closed Wait", "Closed Wait", "嵌张", "坎张"),
    79: ("Single Tile Wait", "Single Wait", "单钓", "单钓将"),
    80: ("Self-Draw", "Self-Drawn"),
    81: ("Flower Tiles", "", "Flowers", "Flower"),
    CONCEALED_AND_MELDED_KONG: (
        "",
        "",
        "Concealed and Melded Kong",
        "One Concealed One Melded Kong",
    ),
}
# The pinyin of the Chinese names, with tones, for referees who type them.
PINYIN: dict[int, str] = {
    1: "dà sì xǐ", 2: "dà sān yuán", 3: "lǜ yī sè", 4: "jiǔ lián bǎo dēng", 5: "sì gàng",
    6: "lián qī duì", 7: "shí sān yāo", 8: "qīng yāo jiǔ", 9: "xiǎo sì xǐ",
    10: "xiǎo sān yuán", 11: "zì yī sè", 12: "sì àn kè", 13: "yī sè shuāng lóng huì",
    14: "yī sè sì tóng shùn", 15: "yī sè sì jié gāo", 16: "yī sè sì bù gāo", 17: "sān gàng",
    18: "hùn yāo jiǔ", 19: "qī duì", 20: "qī xīng bù kào", 21: "quán shuāng kè",
    22: "qīng yī sè", 23: "yī sè sān tóng shùn", 24: "yī sè sān jié gāo", 25: "quán dà",
    26: "quán zhōng", 27: "quán xiǎo", 28: "qīng lóng", 29: "sān sè shuāng lóng huì",
    30: "yī sè sān bù gāo", 31: "quán dài wǔ", 32: "sān tóng kè", 33: "sān àn kè",
    34: "quán bù kào", 35: "zǔ hé lóng", 36: "dà yú wǔ", 37: "xiǎo yú wǔ", 38: "sān fēng kè",
    39: "huā lóng", 40: "tuī bù dǎo", 41: "sān sè sān tóng shùn", 42: "sān sè sān jié gāo",
    43: "wú fān hú", 44: "miào shǒu huí chūn", 45: "hǎi dǐ lāo yuè",
    46: "gàng shàng kāi huā", 47: "qiāng gàng hú", 48: "pèng pèng hú", 49: "hùn yī sè",
    50: "sān sè sān bù gāo", 51: "wǔ mén qí", 52: "quán qiú rén", 53: "shuāng àn gàng",
    54: "shuāng jiàn kè", 55: "quán dài yāo", 56: "bù qiú rén", 57: "shuāng míng gàng",
    58: "hú jué zhāng", 59: "jiàn kè", 60: "quān fēng kè", 61: "mén fēng kè",
    62: "mén qián qīng", 63: "píng hú", 64: "sì guī yī", 65: "shuāng tóng kè",
    66: "shuāng àn kè", 67: "àn gàng", 68: "duàn yāo", 69: "yī bān gāo", 70: "xǐ xiāng féng",
    71: "lián liù", 72: "lǎo shào fù", 73: "yāo jiǔ kè", 74: "míng gàng", 75: "quē yī mén",
    76: "wú zì", 77: "biān zhāng", 78: "kǎn zhāng", 79: "dān diào jiàng", 80: "zì mō",
    81: "huā pái", CONCEALED_AND_MELDED_KONG: "míng àn gàng",
}  # fmt: skip


@lru_cache(maxsize=4096)
def name_key(text: str) -> str:
    """A name as compared (`scoring.names.fold`): case, width, spacing, punctuation,
    tones and traditional characters folded. Cached: claims name the same fans again and
    again, and the Unicode folding costs more than the rest of a claim check."""
    return fold(text)


def names_index() -> dict[str, tuple[int, ...]]:
    """Every name key -> the fans it names (more than one: an ambiguous name)."""
    return index("mcr")


def all_names(key: int) -> list[str]:
    """The names a fan answers to, for display (English first)."""
    return display_names("mcr", key)


def parse_claim(
    entry: int | str, hand: Collection[int] | None = None
) -> tuple[tuple[int, ...], int, str]:
    """One claimed entry: the fans it may name, how many times, and a message when it
    names no fan or several ("" when it names exactly one); `hand`, the fans the hand
    has, settles a name two fans answer to (`scoring.names.resolve`).

    "Pure Straight", "28", "qinglong", "清龙", "清龍", "Pure Straight x2", "Flowers 2" all read."""
    found = resolve(entry, "mcr", hand)
    return found.keys, found.times, found.message


# Entry text (or fan number) -> its reading, for the entries no hand can change
# (`scoring.names.hand_free`): a claim check then reads a name it has seen with one
# lookup here instead of the index's Python path. Emptied when full (hostile input
# cannot grow it without bound); a bool is never a key (True == 1 would alias fan 1).
_READ: dict[int | str, tuple[tuple[int, ...], int, str]] = {}
_READ_MAX = 4096


def read_entry(
    entry: int | str, counted: Collection[int], kind_of: Callable[[int], str]
) -> tuple[tuple[int, ...], int, str]:
    """A claimed entry read against a hand: a name two fans answer to is the one the hand
    counts, else the one some reading of it has (`kind_of(fan)` is not "absent"), else a
    question (the message)."""
    plain = type(entry) is str or type(entry) is int
    if plain:
        known = _READ.get(entry)
        if known is not None:
            return known
    keys, times, message = parse_claim(entry, counted)
    if message and len(keys) > 1:
        present = {k for k in keys if kind_of(k) != "absent"}
        keys, times, message = parse_claim(entry, present)
    elif plain and hand_free(entry) is not None:
        if len(_READ) >= _READ_MAX:
            _READ.clear()
        _READ[entry] = (keys, times, message)
    return keys, times, message
