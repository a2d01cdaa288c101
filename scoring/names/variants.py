"""The names the fan tables do not carry: the other English wordings of each system's
elements (its seed's, and those players use), and Chinese names for the elements of the
International Game and MahJong Online, which the tables give in English only (each the
Chinese name of the MCR fan of the same pattern). MCR's seed wordings and pinyin are in
`scoring/mcr/names.py`; here only the everyday ones the MCR community adds.
"""

from __future__ import annotations

# Everyday MCR names (club and tournament usage: e.g. the English and pinyin list of Tom
# Sloper's columns 340-341 on sloperama.com, the Cantonese everyday names) beyond seeds
# 000 and 001. 碰碰胡, 平胡, 十三么, 断么, 抢杠胡 need no entry: 胡 (and 糊) and 么 fold to
# 和 and 幺; "All Chow", "Two Melded Kong", "Big Three Wind" none either: a final s is
# folded away, and "&" reads "and".
MCR: dict[int, tuple[str, ...]] = {
    1: ("Great Four Winds",),
    2: ("Great Three Dragons",),
    4: ("Nine Lanterns",),
    7: ("13 Orphans",),
    9: ("Small Four Winds", "Four Little Winds"),
    10: ("Small Three Dragons",),
    19: ("七对子",),
    22: ("Pure Flush",),
    29: ("3-Suited Terminal Chows",),
    34: ("Knitted Tiles", "Honors and Knitted Tiles"),
    40: ("Reversible Hand",),
    43: ("Chicken", "鸡和"),
    46: ("Win on Kong", "Kong Replacement", "Replacement Tile", "杠上花"),
    48: ("对对和",),
    51: ("Five Gates",),
    52: ("All Melded",),
    54: ("Two Dragons",),
    56: ("Fully Concealed",),
    62: ("门清",),
    58: ("Last of its Kind",),
    72: ("Old and Young",),
    73: ("Pung of Terminals", "Pung of Honors", "Terminal or Honor Pung"),
    75: ("Voided Suit",),
    79: ("Pair Wait", "单吊"),  # the everyday 吊 for the table's 钓 (same pinyin: dan diao)
    80: ("Self Draw",),
}

INTERNATIONAL: dict[int, tuple[str, ...]] = {
    1: ("Heavenly Hand", "天和"),
    2: ("Earthly Hand", "地和"),
    3: ("Four Concealed Pungs", "四暗刻"),
    4: ("Seven Shifted Pairs", "连七对"),
    5: ("Nine Lanterns", "九莲宝灯"),
    # the win on seven flowers, as "13 Orphans": not a count. 七花 as the app says it
    # (七花或八花和牌); not 七抢一, which names a seven-flower holder taking the eighth
    6: ("7 Flowers", "Flowers 7", "七花"),
    7: ("8 Flowers", "Flowers 8", "八仙过海"),
    8: ("Greater Honors and Knitted Tiles", "七星不靠"),
    9: ("13 Orphans", "十三幺"),
    10: ("四杠",),
    11: ("Chicken", "鸡和"),
    12: ("All Sequences", "平和"),
    13: ("All Triplets", "碰碰和", "对对和"),
    14: ("七对", "七对子"),
    15: ("All Terminals", "清幺九"),
    16: ("All Terminals and Honors", "混幺九"),
    17: ("All Honors", "字一色"),
    18: ("Full Flush", "清一色"),
    19: ("Half Flush", "混一色"),
    20: ("All Fives", "全带五"),
    21: ("Outside Hand", "全带幺"),
    22: ("Five Types", "五门齐"),
    23: ("Great Four Winds", "大四喜"),
    24: ("Small Four Winds", "小四喜"),
    25: ("Great Three Dragons", "大三元"),
    26: ("Small Three Dragons", "小三元"),
    27: ("Dragon Pung", "箭刻"),
    28: ("门风刻",),
    29: ("Prevalent Wind", "圈风刻"),
    34: ("Quadruple Chow", "一色四同顺"),
    36: ("Pure Triple Chow", "一色三同顺"),
    38: ("Mixed Triple Chow", "三色三同顺"),
    40: ("Pure Straight", "清龙"),
    41: ("Mixed Straight", "花龙"),
    42: ("Win on Discard", "点和"),
    43: ("Self-Drawn", "Self Draw", "自摸"),
    44: ("Robbing a Kong", "抢杠和"),
    45: ("Last Tile Draw", "妙手回春"),
    46: ("Last Tile Claim", "海底捞月"),
    47: ("Out with Replacement Tile", "杠上开花", "杠上花"),
    # a win on the replacement tile of a second or third kong in a row: the Hong Kong
    # and Taiwan players' 槓上槓 (Double Kong) and 槓上槓上槓
    48: ("杠上杠",),
    49: ("杠上杠上杠",),
    50: ("Melded Hand", "全求人"),
    51: ("Fully Concealed Hand", "不求人"),
    52: ("Concealed Hand", "门前清"),
    53: ("No Flowers", "无花"),
    54: ("Own Flower", "正花"),
    30: ("一色四节高",),
    31: ("一色三节高",),
    32: ("三同刻",),
    33: ("三色三节高",),
    35: ("一色四步高",),
    37: ("一色三步高",),
    39: ("三色三步高",),
    55: ("一台花",),
}

MAHJONG_ONLINE: dict[int, tuple[str, ...]] = {
    1: (
        "Wind Set",
        "Wind Pung",
        "Seat Wind",
        "Round Wind",
        "Prevalent Wind",
        "风刻",
        "门风刻",
        "圈风刻",
    ),
    2: ("Dragon Pung", "箭刻"),
    3: ("Fully Concealed Hand", "Fully Private Hand", "不求人"),
    4: ("Melded Hand", "全求人"),
    5: ("All Chows", "平和"),
    8: ("No Terminals", "All Simples", "断幺"),
    9: ("Sister Sequence", "一般高"),
    10: ("Under the Sea", "Under the River", "海底捞月"),
    11: ("Out with Replacement Tile", "杠上开花", "杠上花"),
    12: ("Robbing the Kong", "抢杠和"),
    13: ("Equal Triplets", "三同刻"),
    14: ("Pure Straight", "清龙"),
    15: ("Three Concealed Pungs", "三暗刻"),
    16: ("Three Kongs", "三杠"),
    17: ("All Pungs", "碰碰和", "对对和"),
    18: ("Little Three Dragons", "Small Three Dragons", "小三元"),
    19: ("Half Flush", "混一色"),
    20: ("七对", "七对子"),
    21: ("Thirteen Individuals", "十三不靠"),
    22: ("Full Flush", "清一色"),
    23: ("天和",),
    24: ("Earthly Mahjong", "地和"),
    25: ("人和",),
    26: ("Four Kongs", "四杠"),
    27: ("Big Four Winds", "大四喜"),
    28: ("Nine Lanterns", "Nine Gates", "九莲宝灯"),
    29: ("Four Concealed Pungs", "四暗刻"),
    30: ("All Green", "绿一色"),
    31: ("Big Three Dragons", "大三元"),
    32: ("Little Four Winds", "Small Four Winds", "小四喜"),
    33: ("All Honors", "字一色"),
    35: ("13 Orphans", "十三幺"),
    36: ("No Flower", "无花"),
    37: ("AUX", "MO-AUX", "Aux", "Auxiliary", "Auxiliary Fan", "Auxiliary Points", "辅助分"),
    6: ("全带幺",),
    7: ("三色三同顺",),
    34: ("清幺九",),
}

# Names that claim an element more than once by themselves: MahJong Online's wind pung
# that is both the seat and the round wind is two Winds Sets (seed 003: "for each
# Triplet or Quadruplet of the player's Seat Wind or Game's Round Wind, you receive
# 1 Fan"), claimed "Winds Set x2", "Seat Wind, Round Wind", or by these names.
IMPLIED: dict[str, dict[str, tuple[int, int]]] = {
    "mahjong-online": {
        "Double Wind": (1, 2),
        "Double Winds Set": (1, 2),
        "Seat and Round Wind": (1, 2),
        "Round and Seat Wind": (1, 2),
    },
}

# MCR's Flower Tiles claimed under a system where flowers are no element: not a guess
# at the nearest name ("No Flowers" to a player holding four), but how that system
# counts flowers (seed 003's auxiliary points; seed 002's three flower elements; the
# Shenzhen game settles no fan).
_FLOWERS = ("Flowers", "Flower", "Flower Tiles", "花牌", "花")
NOT_ELEMENTS: dict[str, dict[str, str]] = {
    "mahjong-online": dict.fromkeys(
        _FLOWERS,
        "flowers are no element of MahJong Online: each flower adds 1 auxiliary point "
        "(claim Auxiliary points, MO-AUX)",
    ),
    "international": dict.fromkeys(
        _FLOWERS,
        "the International Game scores flowers as Chance Flower (54, each flower of the "
        "winner's seat), Full Set of Flowers (55) or No Flower (53), and a win on seven "
        "or eight as Seven Flowers (6) or Eight Flowers (7)",
    ),
    "shenzhen": dict.fromkeys(
        _FLOWERS, "the Shenzhen game settles no fan, and flowers change no settlement"
    ),
}

SHENZHEN: dict[int, tuple[str, ...]] = {
    1: ("Promoted Kong", "补杠"),
    2: ("Concealed Kong",),
    3: ("Kong on Discard",),
    4: ("Self-Drawn", "Self Draw"),
    5: ("Win on a Discard",),
    6: ("Robbing the Kong", "Robbing a Kong"),
}

# Pinyin of the characters the other systems' Chinese names add to MCR's (whose
# syllables come from `scoring.mcr.names.PINYIN`, character by character).
EXTRA_PINYIN: dict[str, str] = {
    "天": "tiān", "地": "dì", "鸡": "jī", "加": "jiā", "炮": "pào", "马": "mǎ", "他": "tā",
    "家": "jiā", "补": "bǔ", "花": "huā", "对": "duì", "人": "rén",
}  # fmt: skip
