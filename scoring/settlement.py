"""Who pays whom for one hand (seeds 000 and 001: the base 8 plus the fan total)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from scoring.errors import HandError
from scoring.value import Value

if TYPE_CHECKING:
    from scoring.extras import KongEvent

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


# --- The settlement of the rule-system interface (scoring.rules) ---------------------

SEATS = "ESWN"


class Payment(Value):
    """One settlement item: each of `payers` pays `receiver` `amount` (exact).

    Immutable by contract (Final fields; a scoring.value.Value, which says why a plain
    class: every settled hand makes some). Equal and hashed by every field.
    """

    id: Final[str]  # the item's id in its system's specification ("MCR-D", "SZ-W1")
    payers: Final[tuple[str, ...]]  # seat winds
    receiver: Final[str]
    amount: Final[Fraction | int]
    note: Final[str]  # what it is for, in the game's words (a tile, "cancelled", ...)

    _SHOWN = ("id", "payers", "receiver", "amount", "note")

    def __init__(
        self,
        id: str,
        payers: tuple[str, ...],
        receiver: str,
        amount: Fraction | int,
        note: str = "",
    ) -> None:
        self.id = id
        self.payers = payers
        self.receiver = receiver
        self.amount = amount
        self.note = note

    def _compared(self) -> tuple[object, ...]:
        return (self.id, self.payers, self.receiver, self.amount, self.note)


class Outcome(Value):
    """The whole outcome of a hand, as a settlement needs it.

    `win`: "self_drawn" (a replacement tile included), "discard", "robbed_kong",
    "taken_flower" (a win on flowers alone with another player's flower) or "draw".
    `giver`: the seat that gave the winning tile (None on a self-draw or a draw).
    The dealer is the seat wind East (DEALER), always. Immutable by contract, equal and
    hashed by its fields (a scoring.value.Value).
    """

    winners: Final[tuple[str, ...]]
    win: Final[str]
    giver: Final[str | None]
    dealer: Final[str]
    first: Final[bool]
    chain: Final[int | None]
    liable: Final[str | None]  # as given (`liable=`), a seat; a system may derive it
    horse: Final[tuple[int, ...] | None]
    kongs: Final[tuple[KongEvent, ...]]  # other players' kongs

    _SHOWN = ("winners", "win", "giver", "dealer", "first", "chain", "liable", "horse", "kongs")

    def __init__(
        self,
        winners: tuple[str, ...],
        win: str,
        giver: str | None = None,
        dealer: str = "E",
        first: bool = False,
        chain: int | None = None,
        liable: str | None = None,
        horse: tuple[int, ...] | None = None,
        kongs: tuple[KongEvent, ...] = (),
    ) -> None:
        self.winners = winners
        self.win = win
        self.giver = giver
        self.dealer = dealer
        self.first = first
        self.chain = chain
        self.liable = liable
        self.horse = horse
        self.kongs = kongs

    def _compared(self) -> tuple[object, ...]:
        return (
            self.winners, self.win, self.giver, self.dealer, self.first, self.chain,
            self.liable, self.horse, self.kongs,
        )  # fmt: skip

    @property
    def winner(self) -> str | None:
        return self.winners[0] if self.winners else None

    @property
    def winning_seat(self) -> str:
        """The (first) winner's seat, for the settlement of a win."""
        if not self.winners:
            raise HandError("A drawn hand has no winner to settle with.")
        return self.winners[0]

    @property
    def giving_seat(self) -> str:
        """The seat that gave the winning tile, for the settlement of a win on it."""
        if self.giver is None:
            raise HandError("Who gave the winning tile is not known: write from=.")
        return self.giver

    @property
    def self_drawn(self) -> bool:
        return self.win == "self_drawn"


def net_payments(items: Iterable[Payment]) -> dict[str, Fraction | int]:
    """Points by seat wind (E, S, W, N) from settlement items; they sum to zero."""
    points: dict[str, Fraction | int] = dict.fromkeys(SEATS, 0)
    for item in items:
        for payer in item.payers:
            points[payer] -= item.amount
            points[item.receiver] += item.amount
    return points


def combine_payments(*payments: dict[str, Fraction | int]) -> dict[str, Fraction | int]:
    """Several winners on one discard: each is settled on its own, the payments add."""
    total: dict[str, Fraction | int] = dict.fromkeys(SEATS, 0)
    for one in payments:
        for seat, points in one.items():
            total[seat] += points
    return total


def mcr_items(
    fan_total: int | Fraction, outcome: Outcome, base: int = BASE_POINTS
) -> tuple[Payment, ...]:
    """MCR's settlement as items: self-drawn, each other player pays base + fan (MCR-S);
    on a discard, the discarder pays base + fan (MCR-D) and the other two the base (MCR-B)."""
    winner = outcome.winning_seat
    others = tuple(s for s in SEATS if s != winner)
    if outcome.self_drawn:
        return (Payment("MCR-S", others, winner, base + fan_total),)
    rest = tuple(s for s in others if s != outcome.giver)
    return (
        Payment("MCR-D", (outcome.giving_seat,), winner, base + fan_total),
        Payment("MCR-B", rest, winner, base),
    )
