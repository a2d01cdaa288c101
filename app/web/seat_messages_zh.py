"""The Chinese of the refusals a seat can meet while entering a hand (app.web.seat_messages)
that the engine's table (app.messages_zh.engine, shared with the desktop) does not say.

Each entry is the English message as a pattern (named groups for what the message
quotes) and its Chinese, a `str.format` template over the same names. The wording
follows the desktop's translation of the same messages (resources/i18n); a group
whose name app.web.seat_messages knows (`tile`, `where`, `label`, `way`, `wind`,
`words`, `names`) is itself said in Chinese before it is put in.

Grouped as the hand path meets them: the tiles as written, their count, whether they
win, the situation's flags, the flowers, the winds and the notation's fourth part.
"""

from __future__ import annotations

_WHERE = r"(?P<where>in (?:'[^']*'|\[[^\]]*\]))"

# The engine's refusals the seat's page says in its own words, tried before the
# engine's table (app.messages_zh.engine) that the desktop says them from: a drawn hand
# has its own button on the page; a seat cannot change the tournament's flowers
# option; the page names a tile by its code (中, 5筒) as everywhere on it.
SEAT_OWN: tuple[tuple[str, str], ...] = (
    (
        r"A drawn hand is written draw\|\|\|<extras> .*",
        "荒庄不写牌（记法为draw|||<附加>，没有和牌情况和花牌）：在本页请选“荒庄”。",
    ),
    (
        r"(?P<label>[^:]+) is played without flowers: remove the flowers '(?P<text>[^']*)'.*",
        "{label}不用花牌：请去掉花牌“{text}”。",
    ),
    (
        r"Robbing a kong of .* \((?P<tile>\w+)\) is impossible here: the robbed tile is the "
        r"fourth of its kind, yet the hand holds (?P<n>\d+) other cop(?:y|ies) of it\.",
        "这里不可能抢杠和{tile}：被抢的牌是第四张，而手中还有{n}张{tile}。",
    ),
    (
        r"'Last tile of its kind' is impossible: besides the winning tile, the hand holds "
        r"another copy of .* \((?P<tile>\w+)\)\.",
        "不可能是“和绝张”：除和张外，手中还有一张{tile}。",
    ),
)

ENTRIES: tuple[tuple[str, str], ...] = (
    # -- the tiles as written -------------------------------------------------------
    (
        r"'(?P<ch>.)' " + _WHERE + r" has no numbers before it \(write e\.g\. 55(?P=ch)\)\.",
        "{where}的“{ch}”前面没有数字（例如写55{ch}）。",
    ),
    (
        r"(?P<d>\d)z " + _WHERE + r" is not a tile: honors are 1z-7z \(ESWNCFP\)\.",
        "{where}的{d}z不是牌：字牌为1z-7z（东南西北中发白）。",
    ),
    (
        r"0(?P<suit>[mps]) " + _WHERE + r" is not a tile: ranks go from 1 to 9\.",
        "{where}的0{suit}不是牌：点数为1到9。",
    ),
    (
        r"'(?P<what>[^']+)' " + _WHERE + r": suit letters are lower case: m, p, s "
        r"\(write (?P<fix>[^)]+)\)\.",
        "{where}的“{what}”：花色字母须小写：m、p、s（应写作{fix}）。",
    ),
    (r"'(?P<d>\w+)' .*needs a suit letter \(m, p or s\)\.", "“{d}”缺花色字母（m、p或s）。"),
    (
        r"'(?P<ch>.)' " + _WHERE + r" is not a tile, a bracket or a separator\.",
        "{where}的“{ch}”不是牌、括号或分隔符。",
    ),
    (
        r"',(?P<mark>[^']*)' " + _WHERE + r" is not a claim marker: use 1-3 \(who gave the "
        r"tile\), or 5-7 for a kong promoted from a pung\.",
        "{where}的“,{mark}”不是来源标记：用1-3（谁打出的牌），加杠用5-7。",
    ),
    (
        r"\[(?P<set>[^\]]*)\] is not a set: a bracket holds a chow \(three in a row of one "
        r"suit\), a pung \(three alike\) or a kong \(four alike\)\.",
        "[{set}]不是一组：括号内应为顺子（同花色三张连续）、刻子（三张相同）或杠（四张相同）。",
    ),
    (
        r"',4' " + _WHERE + r": the tile comes from player 1, 2 or 3 \(left, across, right\)\.",
        "{where}的“,4”：牌来自1、2或3号位（上家、对家、下家）。",
    ),
    (
        r"',(?P<mark>\d)' " + _WHERE + r": only a kong can be promoted from a pung\.",
        "{where}的“,{mark}”：只有杠可以由碰加杠。",
    ),
    (r"The bracket opened at '(?P<at>.*)' is never closed\.", "在“{at}”处打开的括号没有关闭。"),
    (r"Brackets cannot be nested: '(?P<at>.*)'\.", "括号不能嵌套：“{at}”。"),
    (r"An empty bracket '\[\]' is not a set\.", "空括号“[]”不是一组。"),
    (r"A '\]' closes a bracket that was never opened\.", "“]”关闭了一个没有打开的括号。"),
    (r"(?P<n>\d+) declared sets: a hand has at most four\.", "{n}组副露：一手牌最多四组。"),
    (
        r"'(?P<text>.*)' is not a hand: write tiles\[\|situation\[\|flowers(?P<rest>.*)\.",
        "“{text}”不是一手牌：请写成 牌[|和牌情况[|花牌{rest}。",
    ),
    # -- the count of tiles -----------------------------------------------------------
    (
        r"The hand has 13 tiles: the winning tile is missing.*",
        "只有13张牌：缺和牌张（最后点选和牌张）。",
    ),
    (
        r"The hand has 12 tiles in four sets: the pair is missing.*",
        "只有四组12张牌：缺将牌（和牌须四组一对，共14张）。",
    ),
    (
        r"The hand has (?P<n>\d+) tiles, counting each kong as 3; a winning hand has 14\.",
        "这手牌有{n}张（杠按3张计）；和牌须14张。",
    ),
    (
        r"The hand has (?P<n>\d+) copies of .* \((?P<code>\w+)\): a tile has only four copies\.",
        "{code}有{n}张：每种牌只有四张。",
    ),
    # -- whether the tiles win --------------------------------------------------------
    (
        r"This hand does not win: .* \(With declared sets, .*\)",
        "这手牌不成和牌：不成四组一对、七对、十三幺或组合龙。"
        "（有副露时，手中的牌须组成其余各组和一对。）",
    ),
    (r"This hand does not win: .*", "这手牌不成和牌：不成四组一对、七对、十三幺或组合龙。"),
    # -- the situation's flags --------------------------------------------------------
    (
        r"A win on the replacement tile after a kong needs a kong in the hand; none is declared\.",
        "杠上开花需要手中有杠；但没有声明杠。",
    ),
    (
        r"The flags '(?P<flags>.*)' must be four 0/1 digits: .*",
        "标志“{flags}”必须是四个0/1：自摸、和绝张、海底、杠。",
    ),
    (
        r"'\|(?P<text>.*)' is not a situation: .*",
        "“|{text}”不是和牌情况：请写圈风、门风和四个0/1标志，例如|ES1000。",
    ),
    (
        r"The situation says the hand was (?P<way>self-drawn|won on a discard), which the "
        r"entry contradicts\.",
        "和牌情况写的是{way}，与所选的和牌方式矛盾。",
    ),
    # -- the flowers -------------------------------------------------------------------
    (
        r"'(?P<text>.*)' is not a flower list: .*",
        "“{text}”不是花牌列表：请写数量0-8或字母a-h（梅、兰、竹、菊、春、夏、秋、冬）。",
    ),
    (
        r"The flowers '(?P<text>.*)' name the same flower twice\.",
        "花牌“{text}”把同一张花写了两次。",
    ),
    # -- the winds ---------------------------------------------------------------------
    (
        r"Hand (?P<n>\d+) is played with prevalent wind (?P<is>\w), not (?P<not>\w)\.",
        "第{n}盘的圈风是{is}，不是{not}。",
    ),
    (
        r"In hand (?P<n>\d+) the winner's seat wind is (?P<is>\w), not (?P<not>\w)\.",
        "第{n}盘和牌者的门风是{is}，不是{not}。",
    ),
    (
        r"'(?P<given>.*)' is not a (?P<wind>prevalent|seat) wind: use E, S, W or N\.",
        "“{given}”不是{wind}风：请用E、S、W或N。",
    ),
    # -- the notation's fourth part ----------------------------------------------------
    (
        r"The notation says from=(?P<said>\S+) \(seat (?P<seat>\w)\), but the discarder "
        r"sits (?P<sits>\w)\.",
        "记法写的是from={said}（座位{seat}），但点炮者的座位是{sits}。",
    ),
    (
        r"The notation says from=(?P<said>\S+): give --from too\.",
        "记法写的是from={said}（点和）：请选择点炮者。",
    ),
    (
        r"(?P<label>[^:]+) uses only (?P<words>.+) in the notation's fourth part, not "
        r"'(?P<token>.*)'\.",
        "{label}在记法的第四部分只用{words}，不用“{token}”。",
    ),
    (
        r"'(?P<token>.*)' in '\|(?P<text>.*)' is not a token of the notation's fourth part "
        r"\(after the flowers\); (?P<label>[^:]+) uses (?P<names>.+)\.",
        "“|{text}”中的“{token}”不是记法第四部分（花牌之后）的标记；{label}使用的标记是{names}。",
    ),
)
