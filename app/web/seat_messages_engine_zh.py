"""The Chinese of the engine's refusals of a hand that app.web.seat_messages_zh does not
list: a hand without tiles, a drawn hand, the fourth part's tokens, each rule system's
own checks of a record (the International game's first turn, chain and alert rule,
MahJong Online's first circulation and liability, the Shenzhen game's horses and kongs)
and each system's words for tiles that do not win. Tried before that catalog, whose
MCR sentence for tiles that do not win would otherwise answer for every system.

Each entry is the English message as a pattern and its Chinese, a `str.format`
template over the pattern's groups. A group is named by its sort and its number:
`label` a rule system's name, `inner` a message of its own (said in its turn),
`shape` a winning shape, `tname` a tile in words, `word` a word of the message, `v`
a value kept as written (app.web.seat_messages says each in Chinese). The wording
follows the desktop's (resources/i18n/fill_zh.py).
"""

from __future__ import annotations

# One line a pattern and one its Chinese, so that each reads whole.
# fmt: off
ENGINE_ENTRIES: tuple[tuple[str, str], ...] = (
    # the claim checks of the other systems (their --claim and the table-side verdict)
    (r"The claimed total '(?P<v1>.*)' is not a number\.",
     "报的总番“{v1}”不是数字。"),
    (r"A drawn hand has no winner: --total has no meaning here\.",
     "荒庄没有和牌者：这里报总分没有意义。"),
    (r"A drawn hand has no elements to claim\.",
     "荒庄没有可报的番种。"),
    # the hand
    (r"The hand has no tiles before the '\|': write its tiles first\.",
     "“|”前面没有牌：请先写出牌。"),
    (r"The hand is empty: write its tiles, e\.g\. \[567m,2\]123p456s789s55p\|ES1000\.",
     "这手牌是空的：请写出牌，例如[567m,2]123p456s789s55p|ES1000。"),
    (r"(?P<label1>.+?) settles nothing in a drawn hand: write the winning hand\.",
     "{label1}荒庄不结算：请写和牌的牌。"),
    (r"A win on flowers alone \('-'\) needs its situation, e\.g\. -\|EE1000\|abcdefg\.",
     "花牌和（“-”）也须写和牌情况，例如-|EE1000|abcdefg。"),
    (r"Too many '\|': a hand is tiles\|situation\|flowers\|extras\.",
     "“|”太多：一手牌写成 牌|和牌情况|花牌|附加。"),
    (r"A self-drawn win has no 'from' \(from=(?P<v1>.+?)\): nobody gave the tile\.",
     "自摸和牌没有from（from={v1}）：没有人打出这张牌。"),
    (r"'(?P<v1>.+?)' is not used by (?P<label2>.+?) \(it uses (?P<v3>.+?)\)\.",
     "{label2}不用“{v1}”（只用{v3}）。"),
    (r"'(?P<v1>.+?)' is not used by (?P<label2>.+?) \(it uses no fourth part\)\.",
     "{label2}不用“{v1}”（不用记法的第四部分）。"),
    (r"chain=(?P<v1>.+?): a chain has 1 to 4 kongs\.",
     "chain={v1}：连续开杠为1到4个杠。"),
    (r"kong=(?P<v1>.+?): write the seat and c, p or d \(d with the discarder's seat\), e\.g\. kong=Sc, kong=Wp, kong=NdE\.",  # noqa: E501
     "kong={v1}：请写座位和c、p或d（d后再写点杠者的座位），例如kong=Sc、kong=Wp、kong=NdE。"),
    (r"'(?P<v1>.+?)' has no meaning in a drawn hand: nobody won; a drawn hand takes only kong tokens \(draw\|\|\|kong=Sc,kong=NdE\)\.",  # noqa: E501
     "“{v1}”在荒庄中没有意义：无人和牌；荒庄只写杠的标记（draw|||kong=Sc,kong=NdE）。"),
    (r"The hand won on a grab: say who fed the tile \(from=1, 2 or 3, or the seat wind\)\.",
     "这手牌是点和：请写明谁打出的牌（from=1、2或3，或门风）。"),
    (r"The hand robbed a kong: say who fed the tile \(from=1, 2 or 3, or the seat wind\)\.",
     "这手牌是抢杠和：请写明被抢的是谁的杠（from=1、2或3，或门风）。"),
    (r"Won on a discard: say who discarded \(from=1, 2 or 3, or the seat wind\)\.",
     "点和：请写明谁打出的牌（from=1、2或3，或门风）。"),
    (r"Won by robbing a kong: say whose kong was robbed \(from=1, 2 or 3, or the seat wind\)\.",
     "抢杠和：请写明被抢的是谁的杠（from=1、2或3，或门风）。"),
    (r"The flower was taken: say whose it was \(from=1, 2 or 3, or the seat wind\)\.",
     "抢花和牌：请写明那张花是谁的（from=1、2或3，或门风）。"),
    (r"This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars\. \(With declared sets, the concealed tiles must make the remaining sets and the pair\.\)",  # noqa: E501
     "这手牌在国际麻将中不成和牌：不成四组一对、七对、十三幺或七星不靠。（有副露时，手中的牌须组成其余各组和一对。）"),
    (r"This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars\.",  # noqa: E501
     "这手牌在国际麻将中不成和牌：不成四组一对、七对、十三幺或七星不靠。"),
    (r"This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans\. \(With declared sets, the concealed tiles must make the remaining sets and the pair\.\)",  # noqa: E501
     "这手牌不成和牌：不成四组一对、七对、十三不靠或十三幺。（有副露时，手中的牌须组成其余各组和一对。）"),
    (r"This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans\.",  # noqa: E501
     "这手牌不成和牌：不成四组一对、七对、十三不靠或十三幺。"),
    (r"This hand does not win: 13 Individuals needs 147, 258, 369 in three suits, three single honors and a pair of a fourth honor\.",  # noqa: E501
     "这手牌不成和牌：十三不靠须有三门花色的147、258、369，三张不同的单张字牌，再加第四种字牌的一对。"),
    (r"This hand does not win: the Shenzhen game knows only four sets and a pair \((?P<shape1>.+?) is not a Shenzhen hand; the option special_hands=on allows it\)\.",  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对的和牌（{shape1}不是深圳麻将的和牌；选项 special_hands=on 才允许）。"),  # noqa: E501
    (r"This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans \(with declared sets, the concealed tiles must make the remaining sets and the pair\)\.",  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对、七对和十三幺的和牌（有副露时，手中的牌须组成其余各组和一对）。"),
    (r"This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans\.",  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对、七对和十三幺的和牌。"),
    (r"This hand does not win: the Shenzhen game knows only four sets and a pair \(with declared sets, the concealed tiles must make the remaining sets and the pair\)\.",  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对的和牌（有副露时，手中的牌须组成其余各组和一对）。"),
    (r"This hand does not win: the Shenzhen game knows only four sets and a pair\.",
     "这手牌不成和牌：深圳麻将只有四组一对的和牌。"),
    (r"A claimed chow (?P<v1>.+?) is not allowed in the Shenzhen game: a discard completes a chow only as the winning tile \(write that chow among the concealed tiles\)\.",  # noqa: E501
     "深圳麻将不能吃牌（{v1}）：别人打出的牌只能作为和牌张组成顺子（请把这组顺子写在手中的牌里）。"),
    (r"Flowers are out of play \(option flowers=off\): leave the flowers part empty\.",
     "本比赛不用花牌（选项 flowers=off）：花牌部分请留空。"),
    (r"A win on flowers alone needs seven or eight flowers, not (?P<v1>.+?)\.",
     "花牌和须有七张或八张花，不是{v1}张。"),
    (r"A win on flowers alone has only the self-drawn flag \(1: the winner drew the last flower; 0: taken, with from=\): set the other three flags to 0\.",  # noqa: E501
     "花牌和只用自摸标志（1：和牌者摸到最后一张花；0：抢来的花，须写from=）：其他三个标志请设为0。"),
    (r"A win on flowers alone needs flowers in play \(option flowers=off\): write the winning tiles\.",  # noqa: E501
     "花牌和须用花牌（选项 flowers=off）：请写和牌的牌。"),
    (r"'first' is for the Heaven or the Earth, not a win on flowers alone\.",
     "“first”只用于天和或地和，不用于花牌和。"),
    (r"A first-turn win \(first\) cannot hold a declared set: the Heaven and the Earth are won on the dealt tiles, nothing claimed or declared\.",  # noqa: E501
     "第一巡和牌（first）不能有副露：天和、地和都是用起手的牌和牌，没有吃、碰或杠。"),
    (r"The Heaven is the dealer's \(seat East\) win; this winner sits (?P<v1>.+?)\. A non-dealer's first-turn win is the Earth, on the dealer's first discard\.",  # noqa: E501
     "天和是庄家（东座）的和牌；这位和牌者坐{v1}。闲家的第一巡和牌是地和，和庄家打出的第一张牌。"),
    (r"'first' with a robbed kong: the Earth is won on the dealer's first discard\.",
     "“first”不能用于抢杠和：地和是和庄家打出的第一张牌。"),
    (r"The Earth is a non-dealer's win on the dealer's first discard; the dealer \(seat East\) cannot win on it\. The dealer's first-turn win is the Heaven, self-drawn\.",  # noqa: E501
     "地和是闲家和庄家打出的第一张牌；庄家（东座）不能地和。庄家的第一巡和牌是天和，须自摸。"),
    (r"The Earth is won on the dealer's first discard: from must name the East seat \(from=E, or from=(?P<v1>.+?)\), not (?P<v2>.+?)\.",  # noqa: E501
     "地和是和庄家打出的第一张牌：from须指东座（from=E或from={v1}），不是{v2}。"),
    (r"chain=(?P<v1>.+?) is for a win on a replacement tile after kongs: set the flags self-drawn 1 and kong 1, or leave chain out\.",  # noqa: E501
     "chain={v1}只用于连续开杠后的杠上开花：请把自摸和杠的标志设为1，或去掉chain。"),
    (r"chain=(?P<v1>.+?) needs (?P<v2>.+?) kongs in the hand; it has (?P<v3>.+?)\.",
     "chain={v1}需要手中有{v2}个杠；只有{v3}个。"),
    (r"liable=(?P<v1>.+?) is only for a self-drawn win \(the alert rule\); on another player's tile that player pays: leave liable out\.",  # noqa: E501
     "liable={v1}只用于自摸（包牌规则）；和别人打出的牌时由打出者支付：请去掉liable。"),
    (r"liable=(?P<v1>.+?): the alert rule does not apply to this hand \(it needs all four sets of one suit, four wind sets or three dragon sets shown, won self-drawn\); leave liable out\.",  # noqa: E501
     "liable={v1}：这手牌不适用包牌规则（须亮出同一花色的四组、四组风或三组箭，并且自摸）；请去掉liable。"),
    (r"Alert penalty: the (?P<word1>.+?) were claimed from different players; say who gave the last of those sets: liable=1, 2 or 3 \(or the seat wind\)\.",  # noqa: E501
     "包牌：{word1}是从不同玩家吃碰的；请写明最后一组是谁给的：liable=1、2或3（或门风）。"),
    (r"liable=(?P<v1>.+?) \((?P<v2>.+?)\) gave none of the (?P<word3>.+?): they were claimed from (?P<v4>.+?)\.",  # noqa: E501
     "liable={v1}（{v2}）没有给出任何{word3}：它们是从{v4}吃碰的。"),
    (r"This tournament plays without flowers \(flowers=off\): the hand lists (?P<v1>.+?) flower; leave the flowers part empty\.",  # noqa: E501
     "本比赛不用花牌（flowers=off）：这手牌写了{v1}张花；花牌部分请留空。"),
    (r"This tournament plays without flowers \(flowers=off\): the hand lists (?P<v1>.+?) flowers; leave the flowers part empty\.",  # noqa: E501
     "本比赛不用花牌（flowers=off）：这手牌写了{v1}张花；花牌部分请留空。"),
    (r"A first-circulation win \(first\) cannot hold a claimed set: the first circulation ends with the first chow, pung or kong claimed\.",  # noqa: E501
     "第一巡和牌（first）不能有吃碰的牌：有人第一次吃、碰或杠时第一巡即结束。"),
    (r"No kong can be robbed in the first circulation \(first\): a robbed kong needs a claimed pung\.",  # noqa: E501
     "第一巡（first）不能抢杠：被抢的杠须先有碰。"),
    (r"A self-feed has no feeder: remove from=(?P<v1>.+?) \(or clear the self-drawn flag if the tile was grabbed\)\.",  # noqa: E501
     "自摸没有点炮者：请去掉from={v1}（如果是和别人打出的牌，请清除自摸标志）。"),
    (r"Say who made (?P<word1>.+?): liable=1, 2 or 3 \(or the seat wind\); the (?P<word2>.+?) sets came from (?P<v3>.+?)\.",  # noqa: E501
     "请写明{word1}是谁打出的：liable=1、2或3（或门风）；这些{word2}组来自{v3}。"),
    (r"liable=(?P<v1>.+?) means nothing here: it names who made the third dragon or fourth wind discard of a Major Three Dragons or Major Four Winds hand whose sets all came from discards\.",  # noqa: E501
     "liable={v1}在这里没有意义：它只用于各组都来自别人打出的牌的大三元或大四喜，指明打出第三张箭牌或第四张风牌的人。"),
    (r"liable=(?P<v1>.+?) \((?P<v2>.+?)\) gave none of the (?P<word3>.+?) sets \(they came from (?P<v4>.+?)\): name who made (?P<word5>.+?)\.",  # noqa: E501
     "liable={v1}（{v2}）没有给出任何{word3}组（它们来自{v4}）：请指明{word5}是谁打出的。"),
    (r"liable=(?P<v1>.+?): the winning discard completed a (?P<word2>.+?) set, so (?P<word3>.+?) was (?P<v4>.+?)'s \(from=\): leave liable= out\.",  # noqa: E501
     "liable={v1}：和牌张组成了{word2}组，所以{word3}是{v4}打出的（from=）：请去掉liable=。"),
    (r"kong=(?P<v1>.+?): the winner's own kongs are read from the brackets \(\[XXXX\] concealed, \[XXXX,1-3\] on a discard, \[XXXX,5-7\] promoted\); kong= tokens are the other players' kongs\.",  # noqa: E501
     "kong={v1}：和牌者自己的杠从括号读出（[XXXX]暗杠，[XXXX,1-3]点杠，[XXXX,5-7]加杠）；kong=标记只写其他玩家的杠。"),
    (r"(?P<v1>.+?) kongs for seat (?P<v2>.+?): a hand has four sets, so at most four kongs\.",
     "{v2}座有{v1}个杠：一手牌只有四组，最多四个杠。"),
    (r"horse=(?P<v1>.+?): the horse is turned only after a self-drawn win; this hand was won (?P<word2>.+?)\. Remove the horse token\.",  # noqa: E501
     "horse={v1}：只有自摸和牌后才翻马；这手牌是{word2}和牌。请去掉horse标记。"),
    (r"horse=(?P<v1>.+?): this tournament draws no horse \(option horses=0\); remove the horse token\.",  # noqa: E501
     "horse={v1}：本比赛不买马（选项 horses=0）；请去掉horse标记。"),
    (r"A self-drawn win turns 1 horse tile: say which with horse=\.\.\., e\.g\. horse=5m \(horse=- if none could be turned\)\.",  # noqa: E501
     "自摸和牌要翻1张马：请用horse=...写明，例如horse=5m（无马可翻时写horse=-）。"),
    (r"A self-drawn win turns up to (?P<v1>.+?) horse tiles: say which with horse=\.\.\., e\.g\. horse=5m \(horse=- if none could be turned\)\.",  # noqa: E501
     "自摸和牌最多翻{v1}张马：请用horse=...写明，例如horse=5m（无马可翻时写horse=-）。"),
    (r"horse=(?P<v1>.+?): the winning tile was the last of the wall, so no tile is left to turn as a horse; write horse=- or leave the token out\.",  # noqa: E501
     "horse={v1}：和牌张是牌墙最后一张，没有牌可以翻马；请写horse=-或去掉此标记。"),
    (r"(?P<v1>.+?) horse tiles \((?P<v2>.+?)\): this tournament draws (?P<v3>.+?) \(option horses=(?P<v4>.+?)\)\.",  # noqa: E501
     "{v1}张马牌（{v2}）：本比赛翻{v3}张（选项 horses={v4}）。"),
    (r"horse=(?P<v1>.+?): the hand holds (?P<v2>.+?) tiles of (?P<tname3>.+?) and the horse (?P<v4>.+?): there are only four\.",  # noqa: E501
     "horse={v1}：手中有{v2}张{tname3}，马牌又有{v4}张：每种牌只有四张。"),
    (r"horse=(?P<v1>.+?): write the tile\(s\) turned, e\.g\. horse=5m, or horse=-\.",
     "horse={v1}：请写翻出的马牌，例如horse=5m，或horse=-。"),
    (r"horse=(?P<v1>.+?): (?P<inner2>.+?)",
     "horse={v1}：{inner2}"),
)
# fmt: on
