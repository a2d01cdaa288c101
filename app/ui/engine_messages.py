"""The engine's refusals of a hand as app.ui.messages translates them, beside its own
list: a hand without tiles, a drawn hand, the fourth part's tokens, the situation's and
the flowers' impossibilities, each rule system's own checks of a record and each
system's words for tiles that do not win (tests/test_engine_refusals_zh.py provokes
each). Each is listed once with its values as %1, %2, ... (Qt's form); the words put
into them (a system's name, a winning shape, what an alert or liability names) are
translated as they are.
"""

from __future__ import annotations

from app.ui.noop import QT_TRANSLATE_NOOP

# One line each, so that pyside6-lupdate and a reader find each whole.
# fmt: off
TEMPLATES = (
    # the claim checks of the other systems (their --claim and the table-side verdict)
    QT_TRANSLATE_NOOP("Messages", "The claimed total '%1' is not a number."),
    QT_TRANSLATE_NOOP("Messages", "A drawn hand has no winner: --total has no meaning here."),
    QT_TRANSLATE_NOOP("Messages", "A drawn hand has no elements to claim."),
    # the hand
    QT_TRANSLATE_NOOP("Messages", "The hand has no tiles before the '|': write its tiles first."),
    QT_TRANSLATE_NOOP("Messages", "The hand is empty: write its tiles, e.g. [567m,2]123p456s789s55p|ES1000."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 settles nothing in a drawn hand: write the winning hand."),
    QT_TRANSLATE_NOOP("Messages", "A win on flowers alone ('-') needs its situation, e.g. -|EE1000|abcdefg."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Too many '|': a hand is tiles|situation|flowers|extras."),
    QT_TRANSLATE_NOOP("Messages", "A drawn hand is written draw|||<extras> (e.g. draw|||kong=Sc): no situation, no flowers."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 has no win on flowers alone: the tiles are missing ('-' is for a win on seven or eight flowers)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Robbing a kong with the last tile of the wall is impossible: no kong may be declared once the wall is exhausted, so there is none to rob (flags |xx0011)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Robbing a kong of %1 (%2) is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %3 other copy of it."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Robbing a kong of %1 (%2) is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %3 other copies of it."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "'Last tile of its kind' is impossible: besides the winning tile, the hand holds another copy of %1 (%2)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Too many flowers: %1, and there are only %2 flower tiles."),
    QT_TRANSLATE_NOOP("Messages", "Too many flowers: %1, and there are only %2."),
    QT_TRANSLATE_NOOP("Messages", "%1 flowers: a flower count is 0 to %2."),
    QT_TRANSLATE_NOOP("Messages", "A self-drawn win has no 'from' (from=%1): nobody gave the tile."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "'%1' is not used by %2 (it uses %3)."),
    QT_TRANSLATE_NOOP("Messages", "'%1' is not used by %2 (it uses no fourth part)."),
    QT_TRANSLATE_NOOP("Messages", "%1=%2: name the player as 1 (left), 2 (across), 3 (right) or by seat wind E, S, W or N."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1=%2 names the winner's own seat (%3): name another player (1, 2 or 3, or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "'%1' is given twice: each token at most once."),
    QT_TRANSLATE_NOOP("Messages", "'%1' needs a value: write %2=... (%3)."),
    QT_TRANSLATE_NOOP("Messages", "'%1' takes no value: write just %2."),
    QT_TRANSLATE_NOOP("Messages", "An empty token in '|%1': separate tokens with one comma."),
    QT_TRANSLATE_NOOP("Messages", "chain=%1: a chain has 1 to 4 kongs."),
    QT_TRANSLATE_NOOP("Messages", "kong=%1: write the seat and c, p or d (d with the discarder's seat), e.g. kong=Sc, kong=Wp, kong=NdE."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "'%1' has no meaning in a drawn hand: nobody won; a drawn hand takes only kong tokens (draw|||kong=Sc,kong=NdE)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "The hand won on a grab: say who fed the tile (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "The hand robbed a kong: say who fed the tile (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Won on a discard: say who discarded (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Won by robbing a kong: say whose kong was robbed (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "The flower was taken: say whose it was (from=1, 2 or 3, or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars. (With declared sets, the concealed tiles must make the remaining sets and the pair.)"),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans. (With declared sets, the concealed tiles must make the remaining sets and the pair.)"),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: 13 Individuals needs 147, 258, 369 in three suits, three single honors and a pair of a fourth honor."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair (%1 is not a Shenzhen hand; the option special_hands=on allows it)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans (with declared sets, the concealed tiles must make the remaining sets and the pair)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair (with declared sets, the concealed tiles must make the remaining sets and the pair)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This hand does not win: the Shenzhen game knows only four sets and a pair."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A claimed chow %1 is not allowed in the Shenzhen game: a discard completes a chow only as the winning tile (write that chow among the concealed tiles)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Flowers are out of play (option flowers=off): leave the flowers part empty."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 flowers: name the flowers with letters a-h (a plum, b orchid, c bamboo, d chrysanthemum, e-h the seasons): seat flowers score in %2."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A win on flowers alone needs seven or eight flowers, not %1."),
    QT_TRANSLATE_NOOP("Messages", "A win on flowers alone has only the self-drawn flag (1: the winner drew the last flower; 0: taken, with from=): set the other three flags to 0."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A win on flowers alone needs flowers in play (option flowers=off): write the winning tiles."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "'first' is for the Heaven or the Earth, not a win on flowers alone."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A first-turn win (first) cannot hold a declared set: the Heaven and the Earth are won on the dealt tiles, nothing claimed or declared."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "The Heaven is the dealer's (seat East) win; this winner sits %1. A non-dealer's first-turn win is the Earth, on the dealer's first discard."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "'first' with a robbed kong: the Earth is won on the dealer's first discard."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "The Earth is a non-dealer's win on the dealer's first discard; the dealer (seat East) cannot win on it. The dealer's first-turn win is the Heaven, self-drawn."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "The Earth is won on the dealer's first discard: from must name the East seat (from=E, or from=%1), not %2."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "chain=%1 is for a win on a replacement tile after kongs: set the flags self-drawn 1 and kong 1, or leave chain out."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "chain=%1 needs %2 kongs in the hand; it has %3."),
    QT_TRANSLATE_NOOP("Messages", "liable=%1 is only for a self-drawn win (the alert rule); on another player's tile that player pays: leave liable out."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "liable=%1: the alert rule does not apply to this hand (it needs all four sets of one suit, four wind sets or three dragon sets shown, won self-drawn); leave liable out."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Alert penalty: the %1 were claimed from different players; say who gave the last of those sets: liable=1, 2 or 3 (or the seat wind)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "liable=%1 (%2) gave none of the %3: they were claimed from %4."),
    QT_TRANSLATE_NOOP("Messages", "This tournament plays without flowers (flowers=off): the hand lists %1 flower; leave the flowers part empty."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "This tournament plays without flowers (flowers=off): the hand lists %1 flowers; leave the flowers part empty."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A first-circulation win (first) cannot hold a claimed set: the first circulation ends with the first chow, pung or kong claimed."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "No kong can be robbed in the first circulation (first): a robbed kong needs a claimed pung."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A self-feed has no feeder: remove from=%1 (or clear the self-drawn flag if the tile was grabbed)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "Say who made %1: liable=1, 2 or 3 (or the seat wind); the %2 sets came from %3."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "liable=%1 means nothing here: it names who made the third dragon or fourth wind discard of a Major Three Dragons or Major Four Winds hand whose sets all came from discards."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "liable=%1 (%2) gave none of the %3 sets (they came from %4): name who made %5."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "liable=%1: the winning discard completed a %2 set, so %3 was %4's (from=): leave liable= out."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 is played without flowers: remove the flowers '%2' (or set the option flowers=on, under which they change nothing)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 is played without flowers: remove the flowers '%2' from the hand."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "kong=%1: the winner's own kongs are read from the brackets ([XXXX] concealed, [XXXX,1-3] on a discard, [XXXX,5-7] promoted); kong= tokens are the other players' kongs."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 kongs for seat %2: a hand has four sets, so at most four kongs."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "horse=%1: the horse is turned only after a self-drawn win; this hand was won %2. Remove the horse token."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "horse=%1: this tournament draws no horse (option horses=0); remove the horse token."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A self-drawn win turns 1 horse tile: say which with horse=..., e.g. horse=5m (horse=- if none could be turned)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "A self-drawn win turns up to %1 horse tiles: say which with horse=..., e.g. horse=5m (horse=- if none could be turned)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "horse=%1: the winning tile was the last of the wall, so no tile is left to turn as a horse; write horse=- or leave the token out."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "%1 horse tiles (%2): this tournament draws %3 (option horses=%4)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "horse=%1: the hand holds %2 tiles of %3 and the horse %4: there are only four."),  # noqa: E501
    QT_TRANSLATE_NOOP("Messages", "horse=%1: write the tile(s) turned, e.g. horse=5m, or horse=-."),
    QT_TRANSLATE_NOOP("Messages", "horse=%1: %2"),
)
# fmt: on

WORDS = (
    QT_TRANSLATE_NOOP("Messages", "MCR"),
    QT_TRANSLATE_NOOP("Messages", "The International game"),
    QT_TRANSLATE_NOOP("Messages", "The Shenzhen game"),
    QT_TRANSLATE_NOOP("Messages", "MahJong Online"),
    QT_TRANSLATE_NOOP("Messages", "seven pairs"),
    QT_TRANSLATE_NOOP("Messages", "thirteen orphans"),
    QT_TRANSLATE_NOOP("Messages", "three dragon sets"),
    QT_TRANSLATE_NOOP("Messages", "four wind sets"),
    QT_TRANSLATE_NOOP("Messages", "four sets of one suit"),
    QT_TRANSLATE_NOOP("Messages", "the third dragon discard"),
    QT_TRANSLATE_NOOP("Messages", "the fourth wind discard"),
    QT_TRANSLATE_NOOP("Messages", "dragon"),
    QT_TRANSLATE_NOOP("Messages", "wind"),
    QT_TRANSLATE_NOOP("Messages", "by robbing a kong"),
    QT_TRANSLATE_NOOP("Messages", "on a discard"),
)
