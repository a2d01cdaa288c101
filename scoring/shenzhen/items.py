"""The Shenzhen game's settlement items and lucky tiles, each declared once, as data
(spec: shared/design/rules/shenzhen.md, sections 3 and 4; seed 002, part 2).

The game has no fan: a complete hand wins a fixed amount. What a hand is worth is the sum
of these items, each moving X (times the option `unit`) from its payers to one receiver.
The Chinese names are the usual table words; the seed gives none.
"""

from __future__ import annotations

from scoring.rules import Element
from scoring.tiles import DRAGONS, EAST, GREEN, NORTH, RED, SOUTH, WEST, WHITE, Tile

# Keys: the engine's order of listing (kongs, the win, the horse), as in the spec.
K1, K2, K3, W1, W2, W3, H1, H2 = range(1, 9)

ITEMS: dict[int, Element] = {
    e.key: e
    for e in (
        Element(
            K1,
            "SZ-K1",
            "Exposed kong",
            1,
            "A player promotes his claimed pung with a tile he drew ([XXXX,5-7], kong=Xp): "
            "each of the other three pays him 1X.",
            name_zh="加杠",
        ),
        Element(
            K2,
            "SZ-K2",
            "Concealed kong on self-drawn",
            2,
            "Four tiles he drew ([XXXX], kong=Xc): each of the other three pays him 2X.",
            name_zh="暗杠",
        ),
        Element(
            K3,
            "SZ-K3",
            "Concealed kong on discard",
            3,
            "His concealed pung plus a discarded fourth ([XXXX,1-3], kong=XdY): the "
            "discarder pays him 3X.",
            name_zh="点杠",
        ),
        Element(
            W1,
            "SZ-W1",
            "Win on self-drawn",
            5,
            "A self-drawn win, a kong's replacement tile included: each of the other three "
            "pays the winner 5X.",
            name_zh="自摸",
        ),
        Element(
            W2,
            "SZ-W2",
            "Win on discard",
            5,
            "A win on a discard: the discarder pays the winner 5X.",
            name_zh="点炮",
        ),
        Element(
            W3,
            "SZ-W3",
            "Win by robbing a kong",
            10,
            "A win on the tile another player adds to his claimed pung: the robbed player "
            "pays the winner 10X (his promotion earns no SZ-K1; no horse).",
            name_zh="抢杠胡",
        ),
        Element(
            H1,
            "SZ-H1",
            "Lucky draw, the winner's lucky tile",
            2,
            "After SZ-W1, each horse tile that is the winner's lucky tile: each of the "
            "other three pays the winner 2X.",
            name_zh="中马",
        ),
        Element(
            H2,
            "SZ-H2",
            "Lucky draw, another player's lucky tile",
            2,
            "After SZ-W1, each horse tile that is another player's lucky tile: that player "
            "pays the winner 2X (horse_other=owner_pays); the winner pays him "
            "(winner_pays); nothing (nothing).",
            name_zh="中他家马",
        ),
    )
}

ID_OF: dict[int, str] = {k: str(e.id) for k, e in ITEMS.items()}  # W1 -> "SZ-W1"
BY_ID: dict[str, int] = {i: k for k, i in ID_OF.items()}  # "SZ-W1" -> W1

SEATS = "ESWN"
SEAT_WIND = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}


def _lucky_map(dragons: dict[str, tuple[Tile, ...]]) -> tuple[str, ...]:
    """Tile -> the seat whose lucky tile it is: the ranks 1 5 9 / 2 6 / 3 7 / 4 8 of
    every suit and the seat's own wind; the dragons as the map says."""
    owner = [""] * 34
    ranks = {"E": (1, 5, 9), "S": (2, 6), "W": (3, 7), "N": (4, 8)}
    for seat, rs in ranks.items():
        for suit in range(3):
            for r in rs:
                owner[suit * 9 + r - 1] = seat
        owner[SEAT_WIND[seat]] = seat
        for dragon in dragons.get(seat, ()):
            owner[dragon] = seat
    assert all(owner), "every tile is exactly one seat's lucky tile"
    return tuple(owner)


# [Z-3] The "buy-a-horse" map Guangdong players know (default), and the map attributed to
# Shenzhen tables, which moves each dragon one seat on. They differ only on the dragons.
LUCKY: dict[str, tuple[str, ...]] = {
    "guangdong": _lucky_map({"E": (RED,), "S": (GREEN,), "W": (WHITE,)}),
    "shenzhen": _lucky_map({"S": (RED,), "W": (GREEN,), "N": (WHITE,)}),
}
assert all(LUCKY["guangdong"][t] == LUCKY["shenzhen"][t] for t in range(27 + 4))
assert all(LUCKY["guangdong"][t] != LUCKY["shenzhen"][t] for t in DRAGONS)


def lucky_owner(tile: Tile, horse_map: str) -> str:
    """The seat whose lucky tile `tile` is, under the map `horse_map`."""
    return LUCKY[horse_map][tile]
