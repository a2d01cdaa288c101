"""The Shenzhen game's settlement (spec sections 3 and 6): the kongs, paid whoever wins
(also in a drawn hand), the win, and the horse after a self-drawn win.

Every item is one `Payment`: each payer pays the receiver X times the option `unit`, so a
hand always sums to zero. The note says what the item is for (the kong, the horse tile).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from scoring.errors import HandError
from scoring.extras import KongEvent, seat_from
from scoring.hand import Hand, MeldKind
from scoring.rules import Options
from scoring.settlement import Outcome, Payment
from scoring.shenzhen.items import H1, H2, ID_OF, ITEMS, K1, K2, K3, SEATS, W1, W2, W3, lucky_owner
from scoring.tiles import tile_code

if TYPE_CHECKING:
    from scoring.result import ScoreResult

_ID = ID_OF
_X = {key: item.value for key, item in ITEMS.items()}


def _others(seat: str) -> tuple[str, ...]:
    return tuple(s for s in SEATS if s != seat)


def _discarder(kong: KongEvent) -> str:
    """Who discarded the fourth tile of a kong on a discard (the notation requires it)."""
    if kong.discarder is None:
        raise HandError(f"kong={kong.notation()}: a kong on a discard names the discarder.")
    return kong.discarder


def settle(result: ScoreResult, outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """The items of one hand (a ScoreResult of this system and its Outcome)."""
    return tuple(items(result.hand, outcome, options))


def items(hand: Hand | None, outcome: Outcome, options: Options) -> Iterator[Payment]:
    unit = options["unit"]
    cancelled = outcome.win == "draw" and options["draw_cancels_kongs"]

    def pay(key: int, payers: tuple[str, ...], receiver: str, note: str) -> Payment:
        amount = _X[key] * unit
        if cancelled:  # [Z-2] listed, so the referee sees what was cancelled
            return Payment(_ID[key], payers, receiver, 0, f"cancelled (draw_cancels_kongs): {note}")
        return Payment(_ID[key], payers, receiver, amount, note)

    winner = outcome.winner
    # 1. Kongs, paid on declaring: the winner's from his brackets, the others' tokens.
    if hand is not None and winner is not None:
        for m in hand.melds:
            if m.kind is not MeldKind.KONG:
                continue
            if m.claimed_from is None:
                yield pay(K2, _others(winner), winner, m.notation())
            elif m.promoted:
                yield pay(K1, _others(winner), winner, m.notation())
            else:
                yield pay(K3, (seat_from(winner, m.claimed_from),), winner, m.notation())
    for k in outcome.kongs:
        note = f"kong={k.notation()}"
        if k.kind == "c":
            yield pay(K2, _others(k.seat), k.seat, note)
        elif k.kind == "p":
            yield pay(K1, _others(k.seat), k.seat, note)
        else:
            yield pay(K3, (_discarder(k),), k.seat, note)
    if winner is None:
        return  # a drawn hand: the kongs only
    # 2. The win.
    if outcome.win == "self_drawn":
        replacement = hand is not None and hand.situation.kong
        yield pay(
            W1, _others(winner), winner, "on a kong's replacement tile" if replacement else ""
        )
    elif outcome.win == "robbed_kong":
        robbed = f"robbed {tile_code(hand.winning_tile)}" if hand is not None else "robbed"
        yield pay(W3, (outcome.giving_seat,), winner, robbed)
    else:
        yield pay(W2, (outcome.giving_seat,), winner, "")
    # 3. The horse, after a self-drawn win only [Z-4, Z-5, Z-7, Z-11].
    if outcome.win != "self_drawn" or not options["horses"] or not outcome.horse:
        return
    for tile in outcome.horse:
        owner = lucky_owner(tile, options["horse_map"])
        code = tile_code(tile)
        if owner == winner:
            yield pay(H1, _others(winner), winner, f"horse {code}, the winner's lucky tile")
        elif options["horse_other"] == "owner_pays":
            yield pay(H2, (owner,), winner, f"horse {code}, {owner}'s lucky tile")
        elif options["horse_other"] == "winner_pays":
            yield pay(H2, (winner,), owner, f"horse {code}, {owner}'s lucky tile")
