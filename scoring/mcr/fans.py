"""The 81 MCR fans (seed 000's list, in its order) and the MIL 2015 kong item.

Each fan is declared once: its id, value, names, the rule in one sentence, and the
fans it makes redundant ("does not combine with"), kept here as data. The counting
principle of no duplication is applied from these `excludes` lists, in fan order, so
a fan that is itself excluded excludes nothing (Fully Concealed Hand under Four
Concealed Pungs does not take Self-Drawn away).
"""

from __future__ import annotations

from dataclasses import dataclass

# Internal id of the MIL 2015 item outside the 81: one concealed and one melded kong.
CONCEALED_AND_MELDED_KONG = 82


@dataclass(frozen=True)
class FanDef:
    key: int  # 1-81 in the seed's order; 82 for the MIL kong item
    points: int
    name: str
    name_zh: str
    code: str  # the pinyin id used by published test data
    rule: str
    excludes: tuple[int, ...] = ()

    @property
    def fan_id(self) -> int | None:
        """The number in the seed's fan list; None for an item outside the 81."""
        return self.key if self.key <= 81 else None

    # The names of the rule-system interface (scoring.rules.Element).
    @property
    def id(self) -> int | None:
        return self.fan_id

    @property
    def value(self) -> int:
        return self.points

    @property
    def condition(self) -> str:
        return self.rule

    counts_for_minimum = property(lambda self: self.key != 81)  # the flowers do not


def _fan(
    key: int,
    points: int,
    name: str,
    name_zh: str,
    code: str,
    rule: str,
    excludes: tuple[int, ...] | list[int] = (),
) -> FanDef:
    return FanDef(key, points, name, name_zh, code, rule, tuple(excludes))


FANS: dict[int, FanDef] = {
    f.key: f
    for f in (
        _fan(
            1,
            88,
            "Big Four Winds",
            "大四喜",
            "FAN_DASIXI",
            "Pungs or kongs of all four winds.",
            (38, 48, 60, 61, 73),
        ),
        _fan(
            2,
            88,
            "Big Three Dragons",
            "大三元",
            "FAN_DASANYUAN",
            "Pungs or kongs of all three dragons.",
            (54, 59),
        ),
        _fan(
            3,
            88,
            "All Green",
            "绿一色",
            "FAN_LVYISE",
            "Only 2, 3, 4, 6, 8 bamboo and the green dragon.",
            (49, 75),
        ),
        _fan(
            4,
            88,
            "Nine Gates",
            "九莲宝灯",
            "FAN_JIULIANBAODENG",
            "1112345678999 of one suit held concealed, won on any tile of that suit.",
            (22, 56, 62, 76),
        ),
        _fan(
            5,
            88,
            "Four Kongs",
            "四杠",
            "FAN_SIGANG",
            "Four kongs.",
            (17, 48, 53, 57, 67, 74, 79, CONCEALED_AND_MELDED_KONG),
        ),
        _fan(
            6,
            88,
            "Seven Shifted Pairs",
            "连七对",
            "FAN_LIANQIDUI",
            "Seven pairs of consecutive ranks in one suit.",
            (19, 22, 56, 62, 76, 79),
        ),
        _fan(
            7,
            88,
            "Thirteen Orphans",
            "十三幺",
            "FAN_SHISANYAO",
            "One of each terminal and honor, and a second of one of them.",
            (18, 51, 56, 62, 79),
        ),
        _fan(
            8,
            64,
            "All Terminals",
            "清幺九",
            "FAN_QINGYAOJIU",
            "Only 1s and 9s.",
            (18, 48, 55, 65, 73, 76),
        ),
        _fan(
            9,
            64,
            "Little Four Winds",
            "小四喜",
            "FAN_XIAOSIXI",
            "Pungs or kongs of three winds and a pair of the fourth.",
            (38, 73),
        ),
        _fan(
            10,
            64,
            "Little Three Dragons",
            "小三元",
            "FAN_XIAOSANYUAN",
            "Pungs or kongs of two dragons and a pair of the third.",
            (54, 59),
        ),
        _fan(
            11,
            64,
            "All Honors",
            "字一色",
            "FAN_ZIYISE",
            "Only winds and dragons.",
            (18, 48, 55, 73, 75),
        ),
        _fan(
            12,
            64,
            "Four Concealed Pungs",
            "四暗刻",
            "FAN_SIANKE",
            "Four pungs or kongs made without claiming a tile (a pung completed by the "
            "winning discard counts as melded).",
            (33, 48, 56, 62, 66),
        ),
        _fan(
            13,
            64,
            "Pure Terminal Chows",
            "一色双龙会",
            "FAN_YISESHUANGLONGHUI",
            "Two 123 and two 789 chows of one suit with a pair of 5s of that suit.",
            (19, 22, 63, 69, 72, 76),
        ),
        _fan(
            14,
            48,
            "Quadruple Chow",
            "一色四同顺",
            "FAN_YISESITONGSHUN",
            "Four identical chows.",
            (23, 24, 64, 69),
        ),
        _fan(
            15,
            48,
            "Four Pure Shifted Pungs",
            "一色四节高",
            "FAN_YISESIJIEGAO",
            "Four pungs of one suit, each one rank higher.",
            (23, 24, 48),
        ),
        _fan(
            16,
            32,
            "Four Pure Shifted Chows",
            "一色四步高",
            "FAN_YISESIBUGAO",
            "Four chows of one suit, each 1 or each 2 ranks higher.",
            (30, 69, 71, 72),
        ),
        _fan(
            17,
            32,
            "Three Kongs",
            "三杠",
            "FAN_SANGANG",
            "Three kongs (their concealed kongs count as concealed pungs only).",
            (53, 57, 67, 74, CONCEALED_AND_MELDED_KONG),
        ),
        _fan(
            18,
            32,
            "All Terminals and Honors",
            "混幺九",
            "FAN_HUNYAOJIU",
            "Only 1s, 9s and honors.",
            (48, 55, 73),
        ),
        _fan(
            19,
            24,
            "Seven Pairs",
            "七对",
            "FAN_QIDUI",
            "Seven pairs (four alike count as two), held concealed.",
            (56, 62, 79),
        ),
        _fan(
            20,
            24,
            "Greater Honors and Knitted Tiles",
            "七星不靠",
            "FAN_QIXINGBUKAO",
            "All seven honors and seven tiles of one knitted straight, no pair.",
            (34, 51, 56, 62),
        ),
        _fan(
            21,
            24,
            "All Even Pungs",
            "全双刻",
            "FAN_QUANSHUANGKE",
            "Four pungs and a pair, all of 2, 4, 6 or 8.",
            (48, 68, 76),
        ),
        _fan(22, 24, "Full Flush", "清一色", "FAN_QINGYISE", "Only tiles of one suit.", (76,)),
        _fan(
            23,
            24,
            "Pure Triple Chow",
            "一色三同顺",
            "FAN_YISESANTONGSHUN",
            "Three identical chows.",
            (24, 69),
        ),
        _fan(
            24,
            24,
            "Pure Shifted Pungs",
            "一色三节高",
            "FAN_YISESANJIEGAO",
            "Three pungs of one suit, each one rank higher.",
            (23,),
        ),
        _fan(
            25,
            24,
            "Upper Tiles",
            "全大",
            "FAN_QUANDA",
            "Only suited tiles of ranks 7 to 9.",
            (36, 76),
        ),
        _fan(
            26,
            24,
            "Middle Tiles",
            "全中",
            "FAN_QUANZHONG",
            "Only suited tiles of ranks 4 to 6.",
            (68, 76),
        ),
        _fan(
            27,
            24,
            "Lower Tiles",
            "全小",
            "FAN_QUANXIAO",
            "Only suited tiles of ranks 1 to 3.",
            (37, 76),
        ),
        _fan(
            28,
            16,
            "Pure Straight",
            "清龙",
            "FAN_QINGLONG",
            "123, 456 and 789 of one suit.",
            (71, 72),
        ),
        _fan(
            29,
            16,
            "Three-Suited Terminal Chows",
            "三色双龙会",
            "FAN_SANSESHUANGLONGHUI",
            "123 and 789 in each of two suits with a pair of 5s of the third.",
            (63, 70, 72, 76),
        ),
        _fan(
            30,
            16,
            "Pure Shifted Chows",
            "一色三步高",
            "FAN_YISESANBUGAO",
            "Three chows of one suit, each 1 or each 2 ranks higher.",
        ),
        _fan(
            31,
            16,
            "All Five",
            "全带五",
            "FAN_QUANDAIWU",
            "Every set and the pair include a 5.",
            (68, 76),
        ),
        _fan(
            32,
            16,
            "Triple Pung",
            "三同刻",
            "FAN_SANTONGKE",
            "Pungs of one rank in all three suits.",
            (65,),
        ),
        _fan(
            33,
            16,
            "Three Concealed Pungs",
            "三暗刻",
            "FAN_SANANKE",
            "Three pungs or kongs made without claiming a tile (a pung completed by the "
            "winning discard counts as melded).",
            (66,),
        ),
        _fan(
            34,
            12,
            "Lesser Honors and Knitted Tiles",
            "全不靠",
            "FAN_QUANBUKAO",
            "Fourteen different honors and tiles of one knitted straight, no pair.",
            (51, 56, 62),
        ),
        _fan(
            35,
            12,
            "Knitted Straight",
            "组合龙",
            "FAN_ZUHELONG",
            "147, 258 and 369 each in a different suit.",
        ),
        _fan(
            36,
            12,
            "Upper Four",
            "大于五",
            "FAN_DAYUWU",
            "Only suited tiles of ranks 6 to 9.",
            (76,),
        ),
        _fan(
            37,
            12,
            "Lower Four",
            "小于五",
            "FAN_XIAOYUWU",
            "Only suited tiles of ranks 1 to 4.",
            (76,),
        ),
        _fan(
            38, 12, "Big Three Winds", "三风刻", "FAN_SANFENGKE", "Pungs or kongs of three winds."
        ),
        _fan(
            39,
            8,
            "Mixed Straight",
            "花龙",
            "FAN_HUALONG",
            "123, 456 and 789, each in a different suit.",
        ),
        _fan(
            40,
            8,
            "Reversible Tiles",
            "推不倒",
            "FAN_TUIBUDAO",
            "Only tiles that look the same upside down: 1234589 dots, 245689 bamboo, white dragon.",
            (75,),
        ),
        _fan(
            41,
            8,
            "Mixed Triple Chow",
            "三色三同顺",
            "FAN_SANSESANTONGSHUN",
            "The same chow in all three suits.",
            (70,),
        ),
        _fan(
            42,
            8,
            "Mixed Shifted Pungs",
            "三色三节高",
            "FAN_SANSESANJIEGAO",
            "Three pungs one rank apart, each in a different suit.",
        ),
        _fan(
            43,
            8,
            "Chicken Hand",
            "无番和",
            "FAN_WUFANHU",
            "A winning hand that scores no other fan (flowers aside).",
        ),
        _fan(
            44,
            8,
            "Last Tile Draw",
            "妙手回春",
            "FAN_MIAOSHOUHUICHUN",
            "Won by drawing the last tile of the wall.",
            (80,),
        ),
        _fan(
            45,
            8,
            "Last Tile Claim",
            "海底捞月",
            "FAN_HAIDILAOYUE",
            "Won on the discard of the last tile of the wall.",
        ),
        _fan(
            46,
            8,
            "Out with Replacement Tile",
            "杠上开花",
            "FAN_GANGSHANGKAIHUA",
            "Won on the replacement tile drawn after a kong.",
            (80,),
        ),
        _fan(
            47,
            8,
            "Robbing The Kong",
            "抢杠和",
            "FAN_QIANGGANGHU",
            "Won on the tile another player adds to a pung to make a kong.",
            (58,),
        ),
        _fan(48, 6, "All Pungs", "碰碰和", "FAN_PENGPENGHU", "Four pungs or kongs and a pair."),
        _fan(49, 6, "Half Flush", "混一色", "FAN_HUNYISE", "One suit and honors."),
        _fan(
            50,
            6,
            "Mixed Shifted Chows",
            "三色三步高",
            "FAN_SANSESANBUGAO",
            "Three chows one rank apart, each in a different suit.",
        ),
        _fan(
            51,
            6,
            "All Types",
            "五门齐",
            "FAN_WUMENQI",
            "Characters, dots, bamboo, winds and dragons all in the hand.",
        ),
        _fan(
            52,
            6,
            "Melded Hand",
            "全求人",
            "FAN_QUANQIUREN",
            "Four claimed sets, won on a discard with a single wait for the pair.",
            (79,),
        ),
        _fan(
            53,
            6,
            "Two Concealed Kongs",
            "双暗杠",
            "FAN_SHUANGANGANG",
            "Two concealed kongs.",
            (66, 67),
        ),
        _fan(
            54,
            6,
            "Two Dragons Pungs",
            "双箭刻",
            "FAN_SHUANGJIANKE",
            "Pungs or kongs of two dragons.",
            (59,),
        ),
        _fan(
            55,
            4,
            "Outside Hand",
            "全带幺",
            "FAN_QUANDAIYAO",
            "Every set and the pair include a terminal or an honor.",
        ),
        _fan(
            56,
            4,
            "Fully Concealed Hand",
            "不求人",
            "FAN_BUQIUREN",
            "Nothing claimed, and won by self-draw.",
            (62, 80),
        ),
        _fan(57, 4, "Two Melded Kongs", "双明杠", "FAN_SHUANGMINGGANG", "Two melded kongs.", (74,)),
        _fan(
            58,
            4,
            "Last Tile",
            "和绝张",
            "FAN_HUJUEZHANG",
            "Won on the last tile of its kind, the other three already shown.",
        ),
        _fan(59, 2, "Dragon Pung", "箭刻", "FAN_JIANKE", "A pung or kong of a dragon."),
        _fan(
            60,
            2,
            "Prevalent Wind",
            "圈风刻",
            "FAN_QUANFENGKE",
            "A pung or kong of the prevalent (round) wind.",
        ),
        _fan(
            61,
            2,
            "Seat Wind",
            "门风刻",
            "FAN_MENFENGKE",
            "A pung or kong of the player's seat wind.",
        ),
        _fan(
            62,
            2,
            "Concealed Hand",
            "门前清",
            "FAN_MENQIANQING",
            "Nothing claimed, and won on a discard.",
        ),
        _fan(63, 2, "All Chows", "平和", "FAN_PINGHU", "Four chows and a pair of a suit.", (76,)),
        _fan(
            64,
            2,
            "Tile Hog",
            "四归一",
            "FAN_SIGUIYI",
            "All four of a tile used without declaring them as a kong.",
        ),
        _fan(65, 2, "Double Pung", "双同刻", "FAN_SHUANGTONGKE", "Pungs of one rank in two suits."),
        _fan(
            66,
            2,
            "Two Concealed Pungs",
            "双暗刻",
            "FAN_SHUANGANKE",
            "Two pungs or kongs made without claiming a tile (a pung completed by the "
            "winning discard counts as melded).",
        ),
        _fan(67, 2, "Concealed Kong", "暗杠", "FAN_ANGANG", "A concealed kong."),
        _fan(68, 2, "All Simples", "断幺", "FAN_DUANYAO", "No terminals and no honors.", (76,)),
        _fan(69, 1, "Pure Double Chow", "一般高", "FAN_YIBANGAO", "Two identical chows."),
        _fan(
            70, 1, "Mixed Double Chow", "喜相逢", "FAN_XIXIANGFENG", "The same chow in two suits."
        ),
        _fan(
            71,
            1,
            "Short Straight",
            "连六",
            "FAN_LIANLIU",
            "Two chows of one suit making six consecutive tiles.",
        ),
        _fan(72, 1, "Two Terminal Chows", "老少副", "FAN_LAOSHAOFU", "123 and 789 of one suit."),
        _fan(
            73,
            1,
            "Pung of Terminals or Honors",
            "幺九刻",
            "FAN_YAOJIUKE",
            "A pung or kong of 1s, 9s or a wind that scores no other fan.",
        ),
        _fan(74, 1, "Melded Kong", "明杠", "FAN_MINGGANG", "A melded kong."),
        _fan(
            75,
            1,
            "One Voided Suit",
            "缺一门",
            "FAN_QUEYIMEN",
            "Tiles of exactly two of the three suits (honors allowed).",
        ),
        _fan(76, 1, "No Honors", "无字", "FAN_WUZI", "No winds and no dragons."),
        _fan(
            77,
            1,
            "Edge Wait",
            "独听・边张",
            "FAN_BIANZHANG",
            "Won on the 3 of 12 or the 7 of 89, the only tile that completed the hand.",
        ),
        _fan(
            78,
            1,
            "Closed Wait",
            "独听・嵌张",
            "FAN_KANZHANG",
            "Won on the middle tile of a chow, the only tile that completed the hand.",
        ),
        _fan(
            79,
            1,
            "Single Wait",
            "独听・单钓",
            "FAN_DANDIAOJIANG",
            "Won on the tile that completes the pair, the only tile that completed the hand.",
        ),
        _fan(80, 1, "Self-Drawn", "自摸", "FAN_ZIMO", "Won on a tile drawn by the player."),
        _fan(
            81,
            1,
            "Flower Tiles",
            "花牌",
            "FAN_HUAPAI",
            "One fan per flower; counted after the 8-fan minimum.",
        ),
        _fan(
            CONCEALED_AND_MELDED_KONG,
            5,
            "Concealed Kong and Melded Kong",
            "明暗杠",
            "FAN_MINGANGANG",
            "One concealed and one melded kong (MIL 2015: one item, 5 fan).",
            (67, 74),
        ),
    )
}

FLOWER_TILES = 81
CHICKEN_HAND = 43
