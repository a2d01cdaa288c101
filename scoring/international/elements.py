"""The 55 elements of the International Game (seed 002, part 1), each declared once.

Ids and names are the seed's; values and conditions as the specification
(shared/design/rules/international.md, section 3) reads them. `value` None: the value
depends on the options (a special winning hand scores the agreed maximum; Seven Pairs
and Round Wind have options of their own). `excludes`: the elements not counted when
this one is (A-11); the option `implied_elements=add` ignores them.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from scoring.rules import Element, Value

HALF = Fraction(1, 2)

# Keys are the seed's ids (1-55): the engine lists elements by key.
HEAVEN, EARTH, CONCEALED_PUNGS, CONSECUTIVE_PAIRS, NINE_GATES = 1, 2, 3, 4, 5
SEVEN_FLOWERS, EIGHT_FLOWERS, ISOLATED_STARS, THIRTEEN_ORPHANS, FOUR_KONGS = 6, 7, 8, 9, 10
CHICKEN, ALL_CHOWS, ALL_PUNGS, SEVEN_PAIRS, PURE_TERMINALS = 11, 12, 13, 14, 15
TERMINALS_HONORS, PURE_HONORS, PURE_ONE_SUIT, MIXED_ONE_SUIT, FIVE_IN_ALL = 16, 17, 18, 19, 20
TERMINAL_IN_ALL, ALL_TYPES, BIG_WINDS, LITTLE_WINDS, BIG_DRAGONS = 21, 22, 23, 24, 25
LITTLE_DRAGONS, DRAGON_PUNG, SEAT_WIND, ROUND_WIND, FOUR_JUMPING = 26, 27, 28, 29, 30
PURE_JUMPING, MATCHING_PUNGS, MIXED_JUMPING, FOUR_IDENTICAL, FOUR_STEPPING = 31, 32, 33, 34, 35
THREE_IDENTICAL, PURE_STEPPING, MATCHING_CHOWS, MIXED_STEPPING, PURE_STRAIGHT = 36, 37, 38, 39, 40
MIXED_STRAIGHT, FROM_FLOOR, FROM_WALL, ROBBING_KONG, FINAL_DRAW = 41, 42, 43, 44, 45
FINAL_EXPOSED, FIRST_KONG, SECOND_KONG, THIRD_KONG, ALL_PICKUPS = 46, 47, 48, 49, 50
SELF_HELP, CLEAR_FRONT, NO_FLOWER, CHANCE_FLOWER, FULL_SET = 51, 52, 53, 54, 55

# The special winning hands (3.2): scored alone, at the agreed maximum.
SWH = frozenset(
    {
        HEAVEN,
        EARTH,
        CONCEALED_PUNGS,
        CONSECUTIVE_PAIRS,
        NINE_GATES,
        SEVEN_FLOWERS,
        EIGHT_FLOWERS,
        ISOLATED_STARS,
        THIRTEEN_ORPHANS,
        FOUR_KONGS,
        PURE_TERMINALS,
        PURE_HONORS,
    }
)
# The flower elements: they count toward the minimum unless an option says not.
FLOWER_ELEMENTS = frozenset({NO_FLOWER, CHANCE_FLOWER, FULL_SET})


def _e(
    key: int,
    name: str,
    value: Value | None,
    condition: str,
    excludes: Iterable[int] = (),
    name_zh: str = "",
) -> Element:
    return Element(key, key, name, value, condition, tuple(excludes), name_zh)


_MAX = None  # the agreed maximum (max_fan), or 10 capped with swh_value=printed

ELEMENTS: dict[int, Element] = {
    e.key: e
    for e in (
        _e(HEAVEN, "The Heaven (SWH)", _MAX,
           "The dealer (seat East) wins self-drawn on his first 14 tiles (token first)."),
        _e(EARTH, "The Earth (SWH)", _MAX,
           "A non-dealer wins on the dealer's first discard (token first, from the East seat)."),
        _e(CONCEALED_PUNGS, "All Concealed Pungs (SWH)", _MAX,
           "Four concealed pungs and a pair; kongs do not count (option "
           "all_concealed_pungs_kongs); a pung completed by another player's tile is not "
           "concealed."),
        _e(CONSECUTIVE_PAIRS, "Seven Consecutive Pairs (SWH)", _MAX,
           "Seven pairs of seven consecutive ranks of one suit."),
        _e(NINE_GATES, "Nine Gates (SWH)", _MAX,
           "No declared set; 1112345678999 of one suit plus any tile of that suit "
           "(option nine_gates=nine_wait: the 13 tiles before the win are exactly that)."),
        _e(SEVEN_FLOWERS, "Seven Flowers (SWH)", 3,
           "A win on flowers alone with seven flowers (tiles written '-'); 3 fan."),
        _e(EIGHT_FLOWERS, "Eight Flowers (SWH)", _MAX,
           "All eight flowers: a win on flowers alone, or any winning hand holding eight."),
        _e(ISOLATED_STARS, "Seven Isolated Stars (SWH)", _MAX,
           "No declared set; the seven honors and seven tiles of one knitted straight "
           "(147, 258, 369 in three suits)."),
        _e(THIRTEEN_ORPHANS, "Thirteen Orphans (SWH)", _MAX,
           "No declared set; one of each terminal and honor and a second of one of them."),
        _e(FOUR_KONGS, "Four Kongs (SWH)", _MAX,
           "Four kongs of any kind (option four_kongs=chain: declared in one chain, chain=4)."),
        _e(CHICKEN, "Chicken Hand", HALF,
           "Four sets and a pair with a chow and a pung, and no other element worth more "
           "than 0."),
        _e(ALL_CHOWS, "All Chows", 1, "Four chows; the pair may be anything."),
        _e(ALL_PUNGS, "All Pungs", 4, "Four pungs (or kongs)."),
        _e(SEVEN_PAIRS, "Seven Pairs", None,
           "A concealed hand of seven pairs (four alike held count as two); 4 fan "
           "(option seven_pairs_fan).", (SELF_HELP, CLEAR_FRONT)),
        _e(PURE_TERMINALS, "Pure Terminals (SWH)", _MAX,
           "Every tile a terminal: four pungs and a pair, or seven pairs."),
        _e(TERMINALS_HONORS, "Terminals and Honors", 4,
           "Four pungs and a pair; every tile a terminal or an honor; at least one of each."),
        _e(PURE_HONORS, "Pure Honors (SWH)", _MAX,
           "Every tile an honor: four pungs and a pair, or seven pairs."),
        _e(PURE_ONE_SUIT, "Pure One Suit", 8, "Every tile of one suit, no honor."),
        _e(MIXED_ONE_SUIT, "Mixed One Suit", 4,
           "Suit tiles of exactly one suit and at least one honor."),
        _e(FIVE_IN_ALL, "Five In All", 4,
           "Four sets and a pair; every set and the pair holds a suited 5."),
        _e(TERMINAL_IN_ALL, "Terminal In All and Honors", 4,
           "Four sets and a pair; every set and the pair holds a terminal or an honor; at "
           "least one chow and one honor tile (option terminal_in_all_needs_honor)."),
        _e(ALL_TYPES, "All Types", 2,
           "The hand holds characters, dots, bamboo, a wind and a dragon."),
        _e(BIG_WINDS, "Big Four Winds", 10, "A pung of each wind.",
           (ALL_PUNGS, LITTLE_WINDS, SEAT_WIND, ROUND_WIND)),
        _e(LITTLE_WINDS, "Little Four Winds", 8, "Pungs of three winds and a pair of the fourth."),
        _e(BIG_DRAGONS, "Big Three Dragons", 10, "A pung of each dragon.",
           (LITTLE_DRAGONS, DRAGON_PUNG)),
        _e(LITTLE_DRAGONS, "Little Three Dragons", 6,
           "Pungs of two dragons and a pair of the third.", (DRAGON_PUNG,)),
        _e(DRAGON_PUNG, "Pung of Dragons", 1, "Each pung of a dragon (1 fan each)."),
        _e(SEAT_WIND, "Seat Wind", 1, "A pung of the winner's seat wind (a pair scores nothing)."),
        _e(ROUND_WIND, "Round Wind", None,
           "A pung of the prevalent wind; 1 fan (option round_wind_fan)."),
        _e(FOUR_JUMPING, "Four Jumping Pungs", 8,
           "Four pungs of one suit on four consecutive ranks.", (PURE_JUMPING,)),
        _e(PURE_JUMPING, "Pure Jumping Pungs", 4,
           "Three pungs of one suit on three consecutive ranks."),
        _e(MATCHING_PUNGS, "Three Matching Pungs", 8,
           "Pungs of the same rank in all three suits."),
        _e(MIXED_JUMPING, "Mixed Jumping Pungs", 4,
           "Three pungs, one in each suit, on ranks n, n+1, n+2."),
        _e(FOUR_IDENTICAL, "Four Identical Chows", 10, "Four identical chows.",
           (THREE_IDENTICAL, ALL_CHOWS)),
        _e(FOUR_STEPPING, "Four Stepping Chows", 8,
           "Four chows of one suit starting on four consecutive ranks.",
           (PURE_STEPPING, ALL_CHOWS)),
        _e(THREE_IDENTICAL, "Three Identical Chows", 3, "Three identical chows."),
        _e(PURE_STEPPING, "Pure Stepping Chows", 3,
           "Three chows of one suit starting on ranks n, n+1, n+2."),
        _e(MATCHING_CHOWS, "Three Matching Chows", 2,
           "Chows of the same ranks in all three suits."),
        _e(MIXED_STEPPING, "Mixed Stepping Chows", 2,
           "Three chows, one in each suit, starting on ranks n, n+1, n+2."),
        _e(PURE_STRAIGHT, "Pure Straight Nine", 2, "Chows 123, 456, 789 of one suit."),
        _e(MIXED_STRAIGHT, "Mixed Straight Nine", 2,
           "Chows 123, 456, 789, each in a different suit."),
        _e(FROM_FLOOR, "From The Floor", 0, "Won on a discard (not a robbed kong tile)."),
        _e(FROM_WALL, "From The Wall", 1, "Self-drawn (a replacement tile included)."),
        _e(ROBBING_KONG, "Robbing The Kong", 1,
           "Won on the tile another player added to his claimed pung."),
        _e(FINAL_DRAW, "From Final Draw", 1, "Self-drawn last tile of the wall."),
        _e(FINAL_EXPOSED, "From Final Exposed", 1, "Won on the last discard of the hand."),
        _e(FIRST_KONG, "On First Kong", 1, "The self-drawn replacement tile after one kong."),
        _e(SECOND_KONG, "On Second Kong", 4,
           "The replacement tile after a second kong in an unbroken chain (chain=2).",
           (FIRST_KONG,)),
        _e(THIRD_KONG, "On Third Kong", 10,
           "The replacement tile after a third kong in the chain (chain=3 or 4).",
           (FIRST_KONG, SECOND_KONG)),
        _e(ALL_PICKUPS, "All Pickups", 1,
           "Four claimed sets (no concealed kong) and the winning tile from another player."),
        _e(SELF_HELP, "Self Help", 2,
           "A concealed hand, self-drawn (option self_help_with_wall=off: it excludes From "
           "The Wall)."),
        _e(CLEAR_FRONT, "Clear Front", 1,
           "A concealed hand, the winning tile from another player (discard or robbed kong)."),
        _e(NO_FLOWER, "No Flower", 1, "Flowers in play and the winner holds none."),
        _e(CHANCE_FLOWER, "Chance Flower", 1,
           "Each flower of the winner's seat (1 fan each), unless inside a full set."),
        _e(FULL_SET, "Full Set of Flowers", 2,
           "All four of the flower set (a-d), or all four of the season set (e-h); 2 each."),
    )
}  # fmt: skip
