"""MahJong Online's scoring elements, each declared once (spec mahjong-online.md, 3.1).

Keys 1-36 are the spec's ids MO-01 ... MO-36; key 37 is the auxiliary bonus (section
6.1), listed as an element so that a result's total is the adjusted fan. A value of None
means it depends on the hand ("2 if Fully Private"); the evaluation says how much.
"""

from __future__ import annotations

from fractions import Fraction

from scoring.rules import Element, Value

MAX = 12  # "Max Fan Category": the cap

WINDS_SET, DRAGON_SET, TOTALLY_CONCEALED, TOTALLY_REVEALED = 1, 2, 3, 4
ALL_SEQUENCES, ALL_TERMINALS, EQUAL_SEQUENCES, NO_TERMINAL = 5, 6, 7, 8
SISTER_SEQUENCES, UNDER_THE_SEA, AFTER_KONG, ROBBING_KONG = 9, 10, 11, 12
EQUAL_TRIPLETS, STRAIGHT, THREE_CONCEALED, THREE_KONGS = 13, 14, 15, 16
ALL_TRIPLETS, MINOR_DRAGONS, MIXED_ONE_SUIT, SEVEN_PAIRS = 17, 18, 19, 20
THIRTEEN_INDIVIDUALS, PURE_ONE_SUIT, HEAVENLY, EARTHY = 21, 22, 23, 24
HUMANLY, FOUR_KONGS, MAJOR_WINDS, NINE_LATTERNS = 25, 26, 27, 28
ALL_CONCEALED, ALL_GREEN, MAJOR_DRAGONS, MINOR_WINDS = 29, 30, 31, 32
PURE_HONORS, PURE_TERMINALS, THIRTEEN_ORPHANS, NO_FLOWERS = 33, 34, 35, 36
AUXILIARY = 37

MAX_KEYS = frozenset(range(HEAVENLY, THIRTEEN_ORPHANS + 1)) - {PURE_ONE_SUIT}
SCORING_KEYS = frozenset(range(1, NO_FLOWERS + 1))
# A Max hand replaces every scoring hand that is not a Max hand (the auxiliary bonus
# stays: the cap of 12 makes it harmless).
_REPLACED = tuple(sorted(SCORING_KEYS - MAX_KEYS))


def _e(
    key: int,
    name: str,
    value: Value | None,
    condition: str,
    excludes: tuple[int, ...] = (),
    minimum: bool = True,
) -> Element:
    return Element(
        key, f"MO-{key:02d}" if key <= NO_FLOWERS else "MO-AUX", name, value, condition,
        excludes, counts_for_minimum=minimum,
    )  # fmt: skip


def _max(key: int, name: str, condition: str) -> Element:
    return _e(key, name, MAX, condition + " Max: replaces every other scoring hand.", _REPLACED)


ELEMENTS: dict[int, Element] = {
    e.key: e
    for e in (
        _e(WINDS_SET, "Winds Set", 1,
           "Each pung or kong of the seat wind: 1; of the round wind: 1 (2 for one that is both)."),
        _e(DRAGON_SET, "Dragon Set", 1, "Each pung or kong of a dragon."),
        _e(TOTALLY_CONCEALED, "Totally Concealed Hand", 1,
           "Fully Private (no claimed set) and self-fed; any shape."),
        _e(TOTALLY_REVEALED, "Totally Revealed Hand", 1,
           "Four claimed sets (no concealed kong) and the pair completed by a grabbed tile."),
        _e(ALL_SEQUENCES, "All Sequences", None,
           "Four chows, any pair: 1; 2 if Fully Private."),
        _e(ALL_TERMINALS, "All Terminals", None,
           "Every set and the pair hold a 1, a 9 or an honor: 1, +1 Fully Private, "
           "+1 no honor, +1 four pungs."),
        _e(EQUAL_SEQUENCES, "Equal Sequences", None,
           "Chows of the same ranks in all three suits: 1; 2 if Fully Private."),
        _e(NO_TERMINAL, "No Terminal", 1, "No 1, no 9, no honor; any shape."),
        _e(SISTER_SEQUENCES, "Sister Sequences", 1,
           "Each pair of identical chows (same suit and ranks); a chow is paired once."),
        _e(UNDER_THE_SEA, "Under the River/Sea", 1,
           "Self-fed the last tile of the wall, or won on a discard with the wall empty."),
        _e(AFTER_KONG, "Winning after a Kong", 1, "Self-fed the replacement tile after a kong."),
        _e(ROBBING_KONG, "Robbing a Kong", 1,
           "Won on the tile another player added to his claimed pung."),
        _e(EQUAL_TRIPLETS, "Equal Triplets in Three Suits", 2,
           "Pungs or kongs of the same rank in all three suits."),
        _e(STRAIGHT, "Straight Sequence", None,
           "Chows 123, 456 and 789 of one suit: 2; 3 if Fully Private."),
        _e(THREE_CONCEALED, "Three Concealed Triplets", 2,
           "Exactly three concealed pungs or kongs (a pung a grabbed tile completes is not)."),
        _e(THREE_KONGS, "Three Quadruplets", 2, "Exactly three kongs of any kind."),
        _e(ALL_TRIPLETS, "All Triplets", 3, "Four pungs or kongs."),
        _e(MINOR_DRAGONS, "Minor Three Dragons", 3,
           "Pungs or kongs of two dragons and a pair of the third (the Dragon Sets add)."),
        _e(MIXED_ONE_SUIT, "Mixed One Suit", None,
           "Suit tiles of one suit and honors: 3; 4 if Fully Private.", ()),
        _e(SEVEN_PAIRS, "Seven Pairs", 4,
           "Seven pairs, no declared kong; four alike held count as two pairs."),
        _e(THIRTEEN_INDIVIDUALS, "13 Individuals", 5,
           "No declared set: 147, 258, 369 in three different suits, three single honors "
           "and a pair of a fourth honor."),
        _e(PURE_ONE_SUIT, "Pure One Suit", None,
           "Every tile of one suit: 6; 7 if Fully Private.", (MIXED_ONE_SUIT,)),
        _max(HEAVENLY, "Heavenly Mahjong", "The dealer self-feeds in the first circulation."),
        _max(EARTHY, "Earthy Mahjong", "A non-dealer self-feeds in the first circulation."),
        _max(HUMANLY, "Humanly Mahjong",
             "Won on a discard in the first circulation (the dealer too, by default)."),
        _max(FOUR_KONGS, "Four Quadruplets", "Four kongs."),
        _max(MAJOR_WINDS, "Major Four Winds", "Pungs or kongs of the four winds."),
        _max(NINE_LATTERNS, "Nine Latterns",
             "Fully Private, one suit: 1112345678999 plus any tile of that suit."),
        _max(ALL_CONCEALED, "All Concealed Triplets",
             "Four concealed pungs or kongs (a pung a grabbed tile completes is not)."),
        _max(ALL_GREEN, "All Green Tiles", "Only 2, 3, 4, 6, 8 bamboo and the green dragon."),
        _max(MAJOR_DRAGONS, "Major Three Dragons", "Pungs or kongs of the three dragons."),
        _max(MINOR_WINDS, "Minor Four Winds",
             "Pungs or kongs of three winds and a pair of the fourth."),
        _max(PURE_HONORS, "Pure Honor Tiles", "Every tile an honor."),
        _max(PURE_TERMINALS, "Pure Terminals", "Every tile a 1 or a 9."),
        _max(THIRTEEN_ORPHANS, "Thirteen Orphans",
             "The six 1s and 9s and the seven honors, plus another of them."),
        _e(NO_FLOWERS, "No Flowers", 1,
           "Flowers in use and the winner holds none, on an All Sequences hand "
           "(no_flower_fan decides)."),
        _e(AUXILIARY, "Auxiliary points", None,
           "Auxiliary points (revealed kong 1, concealed kong 2, flower 1): 2-3 add 1/2 fan, "
           "4 or more add 1; not toward the minimum.", minimum=False),
    )
}  # fmt: skip

HALF = Fraction(1, 2)


def auxiliary_bonus(points: int) -> Fraction | int:
    """The fan the auxiliary points add (section 6.1)."""
    if points >= 4:
        return 1
    if points >= 2:
        return HALF
    return 0
