"""MahJong Online's options (spec mahjong-online.md, section 2), defaults first."""

from __future__ import annotations

from scoring.rules import Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "min_fan", 2, "int", low=0, high=12,
        help="fan from scoring hands (auxiliary fan not counted) a win needs",
    ),
    Option(
        "flowers", True, "switch",
        help="flower tiles in play: each gives an auxiliary point; off refuses a flower",
    ),
    Option(
        "no_flower_fan", "all_sequences", "choice", ("all_sequences", "every_hand", "off"),
        help="who gets the extra fan for holding no flower (only with flowers on)",
    ),
    Option(
        "humanly_dealer", True, "switch",
        help="off: Humanly Mahjong only for a non-dealer",
    ),
    Option(
        "terminals_with_all_triplets", "add", "choice", ("add", "exclude"),
        help="exclude: All Triplets is not added to All Terminals' four-pung form",
    ),
    Option(
        "nine_gates", "shape", "choice", ("shape", "nine_wait"),
        help="nine_wait: Nine Latterns needs the nine-sided wait",
    ),
)  # fmt: skip
