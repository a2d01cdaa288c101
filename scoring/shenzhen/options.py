"""The Shenzhen game's options (spec section 2), each with its default and validation."""

from __future__ import annotations

from scoring.rules import Option

MAX_HORSES = 4

OPTIONS: tuple[Option, ...] = (
    Option("unit", 1, "int", low=1, help="points per X [Z-9]"),
    Option(
        "horses",
        1,
        "int",
        low=0,
        high=MAX_HORSES,
        help="tiles turned after a self-drawn win; 0: no horse [Z-5]",
    ),
    Option(
        "horse_map",
        "guangdong",
        "choice",
        ("guangdong", "shenzhen"),
        help="which tiles are whose lucky tiles; they differ only on the dragons [Z-3]",
    ),
    Option(
        "horse_other",
        "owner_pays",
        "choice",
        ("owner_pays", "winner_pays", "nothing"),
        help="a horse that is another player's lucky tile: he pays the winner 2X, the "
        "winner pays him 2X, or nothing [Z-4]",
    ),
    Option(
        "special_hands",
        False,
        "switch",
        help="on: seven pairs and thirteen orphans also win, the same fixed amount [Z-6]",
    ),
    Option(
        "flowers", False, "switch", help="on: flowers may be written; they change nothing [Z-10]"
    ),
    Option(
        "draw_cancels_kongs",
        False,
        "switch",
        help="on: in a drawn hand the kong payments are cancelled [Z-2]",
    ),
)
