"""Who pays whom for one hand (seeds 000 and 001: the base 8 plus the fan total)."""

from __future__ import annotations

BASE_POINTS = 8
PLAYERS = 4


def settle(
    fan_total: int, winner: int, discarder: int | None, base: int = BASE_POINTS
) -> list[int]:
    """Points for the four players (indexed 0-3) after a win worth `fan_total` fan.

    Self-drawn (`discarder` is None): each other player pays base + fan.
    On a discard: the discarder pays base + fan, the other two pay the base each.
    The list always sums to zero.
    """
    if not 0 <= winner < PLAYERS:
        raise ValueError(f"winner must be a seat 0-3, not {winner}")
    if discarder is not None and (not 0 <= discarder < PLAYERS or discarder == winner):
        raise ValueError("the discarder must be one of the other three players")
    if fan_total < 0:
        raise ValueError("a fan total cannot be negative")
    points = [0] * PLAYERS
    for seat in range(PLAYERS):
        if seat == winner:
            continue
        owed = base + fan_total if discarder is None or seat == discarder else base
        points[seat] -= owed
        points[winner] += owed
    return points
