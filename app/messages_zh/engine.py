"""The engine's refusals of a hand in English and Chinese: a hand without tiles, a drawn
hand, the fourth part's tokens, the situation's and the flowers' impossibilities, each
rule system's own checks of a record and each system's words for tiles that do not
win (tests/test_engine_refusals_zh.py provokes each).

Each entry is the English template, its values as %1, %2, ... (Qt's form), and its
Chinese over the same numbers. The desktop translates them with Qt (app.ui.messages;
pyside6-lupdate finds the English by its marker, resources/i18n/fill_zh.py writes the
Chinese below into the translation); the seat's page matches and fills them itself
(app.web.seat_messages). The words put into them (a system's name, a winning shape,
what an alert or liability names) are in WORDS, said as they are.
"""

from __future__ import annotations

from app.messages_zh.noop import QT_TRANSLATE_NOOP

# Most specific first (the first template that matches a message wins). One line an
# English template and one its Chinese, so that pyside6-lupdate and a reader find each
# whole.
# fmt: off
REFUSALS: tuple[tuple[str, str], ...] = (
    # the claim checks of the other systems (their --claim and the table-side verdict)
    (QT_TRANSLATE_NOOP("Messages", "The claimed total '%1' is not a number."),
     "报的总番“%1”不是数字。"),
    (QT_TRANSLATE_NOOP("Messages", "A drawn hand has no winner: --total has no meaning here."),
     "荒庄没有和牌者：这里报总分没有意义。"),
    (QT_TRANSLATE_NOOP("Messages", "A drawn hand has no elements to claim."),
     "荒庄没有可报的番种。"),
    # the hand
    (QT_TRANSLATE_NOOP("Messages", "The hand has no tiles before the '|': write its tiles first."),
     "“|”前面没有牌：请先写出牌。"),
    (QT_TRANSLATE_NOOP("Messages", "The hand is empty: write its tiles, e.g. [567m,2]123p456s789s55p|ES1000."),  # noqa: E501
     "这手牌是空的：请写出牌，例如[567m,2]123p456s789s55p|ES1000。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 settles nothing in a drawn hand: write the winning hand."),
     "%1荒庄不结算：请写和牌的牌。"),
    (QT_TRANSLATE_NOOP("Messages", "A win on flowers alone ('-') needs its situation, e.g. -|EE1000|abcdefg."),  # noqa: E501
     "花牌和（“-”）也须写和牌情况，例如-|EE1000|abcdefg。"),
    (QT_TRANSLATE_NOOP("Messages", "Too many '|': a hand is tiles|situation|flowers|extras."),
     "“|”太多：一手牌写成 牌|和牌情况|花牌|附加。"),
    (QT_TRANSLATE_NOOP("Messages", "A drawn hand is written draw|||<extras> (e.g. draw|||kong=Sc): no situation, no flowers."),  # noqa: E501
     "荒庄写作draw|||<附加>（例如draw|||kong=Sc）：没有和牌情况，也没有花牌。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 has no win on flowers alone: the tiles are missing ('-' is for a win on seven or eight flowers)."),  # noqa: E501
     "%1没有只靠花牌的和牌：缺少牌（“-”只用于七花或八花和牌）。"),
    (QT_TRANSLATE_NOOP("Messages", "Robbing a kong with the last tile of the wall is impossible: no kong may be declared once the wall is exhausted, so there is none to rob (flags |xx0011)."),  # noqa: E501
     "抢杠和不可能同时是海底：牌墙摸完后不能再开杠，无杠可抢（标志|xx0011）。"),
    (QT_TRANSLATE_NOOP("Messages", "Robbing a kong of %1 (%2) is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %3 other copy of it."),  # noqa: E501
     "这里不可能抢杠和%1：被抢的牌是第四张，而手中还有%3张%1。"),
    (QT_TRANSLATE_NOOP("Messages", "Robbing a kong of %1 (%2) is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %3 other copies of it."),  # noqa: E501
     "这里不可能抢杠和%1：被抢的牌是第四张，而手中还有%3张%1。"),
    (QT_TRANSLATE_NOOP("Messages", "'Last tile of its kind' is impossible: besides the winning tile, the hand holds another copy of %1 (%2)."),  # noqa: E501
     "不可能是“和绝张”：除和张外，手中还有一张%1。"),
    (QT_TRANSLATE_NOOP("Messages", "Too many flowers: %1, and there are only %2 flower tiles."),
     "花牌太多：%1张，花牌只有%2张。"),
    (QT_TRANSLATE_NOOP("Messages", "Too many flowers: %1, and there are only %2."),
     "花牌太多：%1张，花牌只有%2张。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 flowers: a flower count is 0 to %2."),
     "%1张花牌：花牌数为0到%2。"),
    (QT_TRANSLATE_NOOP("Messages", "A self-drawn win has no 'from' (from=%1): nobody gave the tile."),  # noqa: E501
     "自摸和牌没有from（from=%1）：没有人打出这张牌。"),
    (QT_TRANSLATE_NOOP("Messages", "'%1' is not used by %2 (it uses %3)."),
     "%2不用“%1”（只用%3）。"),
    (QT_TRANSLATE_NOOP("Messages", "'%1' is not used by %2 (it uses no fourth part)."),
     "%2不用“%1”（不用记法的第四部分）。"),
    (QT_TRANSLATE_NOOP("Messages", "%1=%2: name the player as 1 (left), 2 (across), 3 (right) or by seat wind E, S, W or N."),  # noqa: E501
     "%1=%2：请用1（上家）、2（对家）、3（下家）或门风E、S、W、N指明玩家。"),
    (QT_TRANSLATE_NOOP("Messages", "%1=%2 names the winner's own seat (%3): name another player (1, 2 or 3, or the seat wind)."),  # noqa: E501
     "%1=%2是和牌者自己的座位（%3）：请指明另一位玩家（1、2或3，或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "'%1' is given twice: each token at most once."),
     "“%1”写了两次：每个标记最多一次。"),
    (QT_TRANSLATE_NOOP("Messages", "'%1' needs a value: write %2=... (%3)."),
     "“%1”需要值：请写%2=...。"),
    (QT_TRANSLATE_NOOP("Messages", "'%1' takes no value: write just %2."),
     "“%1”不带值：只写%2。"),
    (QT_TRANSLATE_NOOP("Messages", "An empty token in '|%1': separate tokens with one comma."),
     "“|%1”中有空标记：标记之间用一个逗号分隔。"),
    (QT_TRANSLATE_NOOP("Messages", "chain=%1: a chain has 1 to 4 kongs."),
     "chain=%1：连续开杠为1到4个杠。"),
    (QT_TRANSLATE_NOOP("Messages", "kong=%1: write the seat and c, p or d (d with the discarder's seat), e.g. kong=Sc, kong=Wp, kong=NdE."),  # noqa: E501
     "kong=%1：请写座位和c、p或d（d后再写点杠者的座位），例如kong=Sc、kong=Wp、kong=NdE。"),
    (QT_TRANSLATE_NOOP("Messages", "'%1' has no meaning in a drawn hand: nobody won; a drawn hand takes only kong tokens (draw|||kong=Sc,kong=NdE)."),  # noqa: E501
     "“%1”在荒庄中没有意义：无人和牌；荒庄只写杠的标记（draw|||kong=Sc,kong=NdE）。"),
    (QT_TRANSLATE_NOOP("Messages", "The hand won on a grab: say who fed the tile (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
     "这手牌是点和：请写明谁打出的牌（from=1、2或3，或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "The hand robbed a kong: say who fed the tile (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
     "这手牌是抢杠和：请写明被抢的是谁的杠（from=1、2或3，或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "Won on a discard: say who discarded (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
     "点和：请写明谁打出的牌（from=1、2或3，或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "Won by robbing a kong: say whose kong was robbed (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
     "抢杠和：请写明被抢的是谁的杠（from=1、2或3，或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "The flower was taken: say whose it was (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
     "抢花和牌：请写明那张花是谁的（from=1、2或3，或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars. (With declared sets, the concealed tiles must make the remaining sets and the pair.)"),  # noqa: E501
     "这手牌在国际麻将中不成和牌：不成四组一对、七对、十三幺或七星不靠。（有副露时，手中的牌须组成其余各组和一对。）"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars."),  # noqa: E501
     "这手牌在国际麻将中不成和牌：不成四组一对、七对、十三幺或七星不靠。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans. (With declared sets, the concealed tiles must make the remaining sets and the pair.)"),  # noqa: E501
     "这手牌不成和牌：不成四组一对、七对、十三不靠或十三幺。（有副露时，手中的牌须组成其余各组和一对。）"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans."),  # noqa: E501
     "这手牌不成和牌：不成四组一对、七对、十三不靠或十三幺。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: 13 Individuals needs 147, 258, 369 in three suits, three single honors and a pair of a fourth honor."),  # noqa: E501
     "这手牌不成和牌：十三不靠须有三门花色的147、258、369，三张不同的单张字牌，再加第四种字牌的一对。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair (%1 is not a Shenzhen hand; the option special_hands=on allows it)."),  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对的和牌（%1不是深圳麻将的和牌；选项 special_hands=on 才允许）。"),  # noqa: E501
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans (with declared sets, the concealed tiles must make the remaining sets and the pair)."),  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对、七对和十三幺的和牌（有副露时，手中的牌须组成其余各组和一对）。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans."),  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对、七对和十三幺的和牌。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair (with declared sets, the concealed tiles must make the remaining sets and the pair)."),  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对的和牌（有副露时，手中的牌须组成其余各组和一对）。"),
    (QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair."),  # noqa: E501
     "这手牌不成和牌：深圳麻将只有四组一对的和牌。"),
    (QT_TRANSLATE_NOOP("Messages", "A claimed chow %1 is not allowed in the Shenzhen game: a discard completes a chow only as the winning tile (write that chow among the concealed tiles)."),  # noqa: E501
     "深圳麻将不能吃牌（%1）：别人打出的牌只能作为和牌张组成顺子（请把这组顺子写在手中的牌里）。"),
    (QT_TRANSLATE_NOOP("Messages", "Flowers are out of play (option flowers=off): leave the flowers part empty."),  # noqa: E501
     "本比赛不用花牌（选项 flowers=off）：花牌部分请留空。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 flowers: name the flowers with letters a-h (a plum, b orchid, c bamboo, d chrysanthemum, e-h the seasons): seat flowers score in %2."),  # noqa: E501
     "%1张花牌：请用字母a-h写出是哪几张花（a梅、b兰、c竹、d菊，e-h春夏秋冬）：%2计本家花。"),
    (QT_TRANSLATE_NOOP("Messages", "A win on flowers alone needs seven or eight flowers, not %1."),
     "花牌和须有七张或八张花，不是%1张。"),
    (QT_TRANSLATE_NOOP("Messages", "A win on flowers alone has only the self-drawn flag (1: the winner drew the last flower; 0: taken, with from=): set the other three flags to 0."),  # noqa: E501
     "花牌和只用自摸标志（1：和牌者摸到最后一张花；0：抢来的花，须写from=）：其他三个标志请设为0。"),
    (QT_TRANSLATE_NOOP("Messages", "A win on flowers alone needs flowers in play (option flowers=off): write the winning tiles."),  # noqa: E501
     "花牌和须用花牌（选项 flowers=off）：请写和牌的牌。"),
    (QT_TRANSLATE_NOOP("Messages", "'first' is for the Heaven or the Earth, not a win on flowers alone."),  # noqa: E501
     "“first”只用于天和或地和，不用于花牌和。"),
    (QT_TRANSLATE_NOOP("Messages", "A first-turn win (first) cannot hold a declared set: the Heaven and the Earth are won on the dealt tiles, nothing claimed or declared."),  # noqa: E501
     "第一巡和牌（first）不能有副露：天和、地和都是用起手的牌和牌，没有吃、碰或杠。"),
    (QT_TRANSLATE_NOOP("Messages", "The Heaven is the dealer's (seat East) win; this winner sits %1. A non-dealer's first-turn win is the Earth, on the dealer's first discard."),  # noqa: E501
     "天和是庄家（东座）的和牌；这位和牌者坐%1。闲家的第一巡和牌是地和，和庄家打出的第一张牌。"),
    (QT_TRANSLATE_NOOP("Messages", "'first' with a robbed kong: the Earth is won on the dealer's first discard."),  # noqa: E501
     "“first”不能用于抢杠和：地和是和庄家打出的第一张牌。"),
    (QT_TRANSLATE_NOOP("Messages", "The Earth is a non-dealer's win on the dealer's first discard; the dealer (seat East) cannot win on it. The dealer's first-turn win is the Heaven, self-drawn."),  # noqa: E501
     "地和是闲家和庄家打出的第一张牌；庄家（东座）不能地和。庄家的第一巡和牌是天和，须自摸。"),
    (QT_TRANSLATE_NOOP("Messages", "The Earth is won on the dealer's first discard: from must name the East seat (from=E, or from=%1), not %2."),  # noqa: E501
     "地和是和庄家打出的第一张牌：from须指东座（from=E或from=%1），不是%2。"),
    (QT_TRANSLATE_NOOP("Messages", "chain=%1 is for a win on a replacement tile after kongs: set the flags self-drawn 1 and kong 1, or leave chain out."),  # noqa: E501
     "chain=%1只用于连续开杠后的杠上开花：请把自摸和杠的标志设为1，或去掉chain。"),
    (QT_TRANSLATE_NOOP("Messages", "chain=%1 needs %2 kongs in the hand; it has %3."),
     "chain=%1需要手中有%2个杠；只有%3个。"),
    (QT_TRANSLATE_NOOP("Messages", "liable=%1 is only for a self-drawn win (the alert rule); on another player's tile that player pays: leave liable out."),  # noqa: E501
     "liable=%1只用于自摸（包牌规则）；和别人打出的牌时由打出者支付：请去掉liable。"),
    (QT_TRANSLATE_NOOP("Messages", "liable=%1: the alert rule does not apply to this hand (it needs all four sets of one suit, four wind sets or three dragon sets shown, won self-drawn); leave liable out."),  # noqa: E501
     "liable=%1：这手牌不适用包牌规则（须亮出同一花色的四组、四组风或三组箭，并且自摸）；请去掉liable。"),
    (QT_TRANSLATE_NOOP("Messages", "Alert penalty: the %1 were claimed from different players; say who gave the last of those sets: liable=1, 2 or 3 (or the seat wind)."),  # noqa: E501
     "包牌：%1是从不同玩家吃碰的；请写明最后一组是谁给的：liable=1、2或3（或门风）。"),
    (QT_TRANSLATE_NOOP("Messages", "liable=%1 (%2) gave none of the %3: they were claimed from %4."),  # noqa: E501
     "liable=%1（%2）没有给出任何%3：它们是从%4吃碰的。"),
    (QT_TRANSLATE_NOOP("Messages", "This tournament plays without flowers (flowers=off): the hand lists %1 flower; leave the flowers part empty."),  # noqa: E501
     "本比赛不用花牌（flowers=off）：这手牌写了%1张花；花牌部分请留空。"),
    (QT_TRANSLATE_NOOP("Messages", "This tournament plays without flowers (flowers=off): the hand lists %1 flowers; leave the flowers part empty."),  # noqa: E501
     "本比赛不用花牌（flowers=off）：这手牌写了%1张花；花牌部分请留空。"),
    (QT_TRANSLATE_NOOP("Messages", "A first-circulation win (first) cannot hold a claimed set: the first circulation ends with the first chow, pung or kong claimed."),  # noqa: E501
     "第一巡和牌（first）不能有吃碰的牌：有人第一次吃、碰或杠时第一巡即结束。"),
    (QT_TRANSLATE_NOOP("Messages", "No kong can be robbed in the first circulation (first): a robbed kong needs a claimed pung."),  # noqa: E501
     "第一巡（first）不能抢杠：被抢的杠须先有碰。"),
    (QT_TRANSLATE_NOOP("Messages", "A self-feed has no feeder: remove from=%1 (or clear the self-drawn flag if the tile was grabbed)."),  # noqa: E501
     "自摸没有点炮者：请去掉from=%1（如果是和别人打出的牌，请清除自摸标志）。"),
    (QT_TRANSLATE_NOOP("Messages", "Say who made %1: liable=1, 2 or 3 (or the seat wind); the %2 sets came from %3."),  # noqa: E501
     "请写明%1是谁打出的：liable=1、2或3（或门风）；这些%2组来自%3。"),
    (QT_TRANSLATE_NOOP("Messages", "liable=%1 means nothing here: it names who made the third dragon or fourth wind discard of a Major Three Dragons or Major Four Winds hand whose sets all came from discards."),  # noqa: E501
     "liable=%1在这里没有意义：它只用于各组都来自别人打出的牌的大三元或大四喜，指明打出第三张箭牌或第四张风牌的人。"),
    (QT_TRANSLATE_NOOP("Messages", "liable=%1 (%2) gave none of the %3 sets (they came from %4): name who made %5."),  # noqa: E501
     "liable=%1（%2）没有给出任何%3组（它们来自%4）：请指明%5是谁打出的。"),
    (QT_TRANSLATE_NOOP("Messages", "liable=%1: the winning discard completed a %2 set, so %3 was %4's (from=): leave liable= out."),  # noqa: E501
     "liable=%1：和牌张组成了%2组，所以%3是%4打出的（from=）：请去掉liable=。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 is played without flowers: remove the flowers '%2' (or set the option flowers=on, under which they change nothing)."),  # noqa: E501
     "%1不用花牌：请去掉花牌“%2”（或设选项 flowers=on，花牌不影响结算）。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 is played without flowers: remove the flowers '%2' from the hand."),  # noqa: E501
     "%1不用花牌：请从牌中去掉花牌“%2”。"),
    (QT_TRANSLATE_NOOP("Messages", "kong=%1: the winner's own kongs are read from the brackets ([XXXX] concealed, [XXXX,1-3] on a discard, [XXXX,5-7] promoted); kong= tokens are the other players' kongs."),  # noqa: E501
     "kong=%1：和牌者自己的杠从括号读出（[XXXX]暗杠，[XXXX,1-3]点杠，[XXXX,5-7]加杠）；kong=标记只写其他玩家的杠。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 kongs for seat %2: a hand has four sets, so at most four kongs."),  # noqa: E501
     "%2座有%1个杠：一手牌只有四组，最多四个杠。"),
    (QT_TRANSLATE_NOOP("Messages", "horse=%1: the horse is turned only after a self-drawn win; this hand was won %2. Remove the horse token."),  # noqa: E501
     "horse=%1：只有自摸和牌后才翻马；这手牌是%2和牌。请去掉horse标记。"),
    (QT_TRANSLATE_NOOP("Messages", "horse=%1: this tournament draws no horse (option horses=0); remove the horse token."),  # noqa: E501
     "horse=%1：本比赛不买马（选项 horses=0）；请去掉horse标记。"),
    (QT_TRANSLATE_NOOP("Messages", "A self-drawn win turns 1 horse tile: say which with horse=..., e.g. horse=5m (horse=- if none could be turned)."),  # noqa: E501
     "自摸和牌要翻1张马：请用horse=...写明，例如horse=5m（无马可翻时写horse=-）。"),
    (QT_TRANSLATE_NOOP("Messages", "A self-drawn win turns up to %1 horse tiles: say which with horse=..., e.g. horse=5m (horse=- if none could be turned)."),  # noqa: E501
     "自摸和牌最多翻%1张马：请用horse=...写明，例如horse=5m（无马可翻时写horse=-）。"),
    (QT_TRANSLATE_NOOP("Messages", "horse=%1: the winning tile was the last of the wall, so no tile is left to turn as a horse; write horse=- or leave the token out."),  # noqa: E501
     "horse=%1：和牌张是牌墙最后一张，没有牌可以翻马；请写horse=-或去掉此标记。"),
    (QT_TRANSLATE_NOOP("Messages", "%1 horse tiles (%2): this tournament draws %3 (option horses=%4)."),  # noqa: E501
     "%1张马牌（%2）：本比赛翻%3张（选项 horses=%4）。"),
    (QT_TRANSLATE_NOOP("Messages", "horse=%1: the hand holds %2 tiles of %3 and the horse %4: there are only four."),  # noqa: E501
     "horse=%1：手中有%2张%3，马牌又有%4张：每种牌只有四张。"),
    (QT_TRANSLATE_NOOP("Messages", "horse=%1: write the tile(s) turned, e.g. horse=5m, or horse=-."),  # noqa: E501
     "horse=%1：请写翻出的马牌，例如horse=5m，或horse=-。"),
    (QT_TRANSLATE_NOOP("Messages", "horse=%1: %2"),
     "horse=%1：%2"),
)

# The words the engine puts into its refusals, each said as it is: the rule systems
# as a sentence names them (RuleSystem.label, at its start or within it), the winning
# shapes, what an alert or a liability names, how a hand was won.
WORDS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Messages", "MCR"), "国标麻将"),
    (QT_TRANSLATE_NOOP("Messages", "The International game"), "国际麻将"),
    (QT_TRANSLATE_NOOP("Messages", "the International game"), "国际麻将"),
    (QT_TRANSLATE_NOOP("Messages", "The Shenzhen game"), "深圳麻将"),
    (QT_TRANSLATE_NOOP("Messages", "the Shenzhen game"), "深圳麻将"),
    (QT_TRANSLATE_NOOP("Messages", "MahJong Online"), "麻将在线规则"),
    (QT_TRANSLATE_NOOP("Messages", "seven pairs"), "七对"),
    (QT_TRANSLATE_NOOP("Messages", "thirteen orphans"), "十三幺"),
    (QT_TRANSLATE_NOOP("Messages", "three dragon sets"), "三组箭刻"),
    (QT_TRANSLATE_NOOP("Messages", "four wind sets"), "四组风刻"),
    (QT_TRANSLATE_NOOP("Messages", "four sets of one suit"), "同一花色的四组"),
    (QT_TRANSLATE_NOOP("Messages", "the third dragon discard"), "第三张箭牌"),
    (QT_TRANSLATE_NOOP("Messages", "the fourth wind discard"), "第四张风牌"),
    (QT_TRANSLATE_NOOP("Messages", "dragon"), "箭"),
    (QT_TRANSLATE_NOOP("Messages", "wind"), "风"),
    (QT_TRANSLATE_NOOP("Messages", "by robbing a kong"), "抢杠"),
    (QT_TRANSLATE_NOOP("Messages", "on a discard"), "点炮"),
)
# fmt: on
