"""The Shenzhen game's settlement (spec sections 3 and 6): the kongs, paid whoever wins
(also in a drawn hand), the win, and the horse after a self-drawn win.

Every item is one `Payment`: each payer pays the receiver X times the option `unit`, so a
hand always sums to zero. The note says what the item is for (the kong, the horse tile).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from scoring.errors import HandError
from scoring.extras import KongEvent, seat_from
from scoring.hand import Hand, MeldKind
from scoring.option_values import option_values
from scoring.rules import Options
from scoring.settlement import Outcome, Payment
from scoring.shenzhen.items import H1, H2, ID_OF, ITEMS, K1, K2, K3, SEATS, W1, W2, W3, lucky_owner
from scoring.tiles import tile_code

if TYPE_CHECKING:
    from scoring.result import ScoreResult

_ID = ID_OF
# Each item's X (every Shenzhen item has a fixed one): paid X times the option `unit`.
_X: dict[int, int | Fraction] = {
    k: item.value for k, item in ITEMS.items() if item.value is not None
}


# Each seat's three opponents, made once: every settled hand asks for them.
_OTHERS = {seat: tuple(s for s in SEATS if s != seat) for seat in SEATS}


def _discarder(kong: KongEvent) -> str:
    """Who discarded the fourth tile of a kong on a discard (the notation requires it)."""
    if kong.discarder is None:
        raise HandError(f"kong={kong.notation()}: a kong on a discard names the discarder.")
    return kong.discarder


def settle(result: ScoreResult, outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """The items of one hand (a ScoreResult of this system and its Outcome)."""
    return tuple(items(result.hand, outcome, options))


def items(hand: Hand | None, outcome: Outcome, options: Options) -> list[Payment]:
    """The items in order: the kongs, the win, the horse. Built in a list (no generator,
    no closure): every settled hand comes here."""
    values = option_values(options)  # a dict: no Python call per option read
    unit = values["unit"]
    found: list[Payment] = []
    winner = outcome.winner
    # 1. Kongs, paid on declaring: the winner's from his brackets, the others' tokens.
    if (hand is not None and hand.melds and winner is not None) or outcome.kongs:
        _kongs(hand, outcome, winner, unit, found)
        if outcome.win == "draw" and values["draw_cancels_kongs"]:
            # [Z-2] listed, so the referee sees what was cancelled
            found = [
                Payment(p.id, p.payers, p.receiver, 0, f"cancelled (draw_cancels_kongs): {p.note}")
                for p in found
            ]
    if winner is None:
        return found  # a drawn hand: the kongs only
    # 2. The win.
    win = outcome.win
    if win == "self_drawn":
        replacement = hand is not None and hand.situation.kong
        note = "on a kong's replacement tile" if replacement else ""
        found.append(Payment(_ID[W1], _OTHERS[winner], winner, _X[W1] * unit, note))
    elif win == "robbed_kong":
        robbed = f"robbed {tile_code(hand.winning_tile)}" if hand is not None else "robbed"
        found.append(Payment(_ID[W3], (outcome.giving_seat,), winner, _X[W3] * unit, robbed))
    else:
        found.append(Payment(_ID[W2], (outcome.giving_seat,), winner, _X[W2] * unit, ""))
    # 3. The horse, after a self-drawn win only [Z-4, Z-5, Z-7, Z-11].
    if win == "self_drawn" and outcome.horse and values["horses"]:
        _horses(outcome.horse, winner, options, unit, found)
    return found


def _kongs(
    hand: Hand | None, outcome: Outcome, winner: str | None, unit: int, found: list[Payment]
) -> None:
    """The kong items: the winner's from his brackets, then the others' kong= tokens."""
    if hand is not None and winner is not None:
        for m in hand.melds:
            if m.kind is not MeldKind.KONG:
                continue
            if m.claimed_from is None:
                key, payers = K2, _OTHERS[winner]
            elif m.promoted:
                key, payers = K1, _OTHERS[winner]
            else:
                key, payers = K3, (seat_from(winner, m.claimed_from),)
            found.append(Payment(_ID[key], payers, winner, _X[key] * unit, m.notation()))
    for k in outcome.kongs:
        note = f"kong={k.notation()}"
        if k.kind == "c":
            key, payers = K2, _OTHERS[k.seat]
        elif k.kind == "p":
            key, payers = K1, _OTHERS[k.seat]
        else:
            key, payers = K3, (_discarder(k),)
        found.append(Payment(_ID[key], payers, k.seat, _X[key] * unit, note))


def _horses(
    horse: tuple[int, ...], winner: str, options: Options, unit: int, found: list[Payment]
) -> None:
    """The horse items: each horse tile's lucky seat, paid as the options say."""
    horse_map, other = options["horse_map"], options["horse_other"]
    h1, h2 = _X[H1] * unit, _X[H2] * unit
    for tile in horse:
        owner = lucky_owner(tile, horse_map)
        code = tile_code(tile)
        if owner == winner:
            note = f"horse {code}, the winner's lucky tile"
            found.append(Payment(_ID[H1], _OTHERS[winner], winner, h1, note))
        elif other == "owner_pays":
            found.append(
                Payment(_ID[H2], (owner,), winner, h2, f"horse {code}, {owner}'s lucky tile")
            )
        elif other == "winner_pays":
            found.append(
                Payment(_ID[H2], (winner,), owner, h2, f"horse {code}, {owner}'s lucky tile")
            )
