"""The in-match rotation: who sits in which wind, and who deals, in each of the 16 hands.

Seed 000 ("Seat rotation"): before the South round East and South swap and West and
North swap; before the West round the players move "East and South zigzag, West and
North circle"; before the North round East/South and West/North swap again. Within a
round the deal passes East -> South -> West -> North seat, and the dealer's seat wind
is East, the others following in turn order.
"""

from __future__ import annotations

from dataclasses import dataclass

WINDS = ("E", "S", "W", "N")
STARTERS = ("A", "B", "C", "D")  # named by the seat drawn at the start: A = East

# Who occupies the East, South, West and North seat in each round (MCR-TOURNAMENT.md).
ROUND_SEATS: tuple[tuple[str, str, str, str], ...] = (
    ("A", "B", "C", "D"),
    ("B", "A", "D", "C"),
    ("C", "D", "B", "A"),
    ("D", "C", "A", "B"),
)


@dataclass(frozen=True)
class Hand:
    """One hand of a match: its number 1-16, the prevalent wind, the dealer and every
    player's seat wind (the two winds the Prevalent Wind and Seat Wind fans look at)."""

    number: int
    prevalent: str
    dealer: str
    seat_winds: tuple[str, str, str, str]  # the seat winds of A, B, C, D

    @property
    def winds(self) -> dict[str, str]:
        """Seat wind by player A-D."""
        return dict(zip(STARTERS, self.seat_winds, strict=True))

    def wind_of(self, player: str) -> str:
        return self.seat_winds[STARTERS.index(player)]

    def as_dict(self) -> dict[str, object]:
        return {
            "hand": self.number,
            "prevalent": self.prevalent,
            "dealer": self.dealer,
            "winds": self.winds,
        }


def hand_rotation(number: int, hands: int = 16) -> Hand:
    """The situation of hand `number` (1-`hands`) of a match.

    A match of `hands` hands (a multiple of 4) is `hands / 4` rounds of four deals. The
    rounds follow the 16-hand chart (East, South, West, North, with its seat changes) and
    start it again after North: 8 hands are the East and South rounds, 32 the chart twice.
    """
    check_match_length(hands)
    if not 1 <= number <= hands:
        raise ValueError(f"a match has hands 1 to {hands}, not {number}")
    round_index, deal = divmod(number - 1, 4)
    round_index %= 4
    seats = ROUND_SEATS[round_index]
    # The player in seat position `deal` deals and is East; seat winds follow the turn.
    winds = {seats[(deal + k) % 4]: WINDS[k] for k in range(4)}
    a, b, c, d = (winds[player] for player in STARTERS)
    return Hand(number, WINDS[round_index], seats[deal], (a, b, c, d))


def match_rotation(hands: int = 16) -> tuple[Hand, ...]:
    """All hands of a match (16 unless said), in order, for players named A-D by their
    starting seat."""
    return tuple(hand_rotation(n, hands) for n in range(1, hands + 1))


MAX_HANDS = 64  # a match longer than four full charts is a typo


def check_match_length(hands: int) -> None:
    """A match has 4 to 64 hands, a multiple of 4 (whole rounds of four deals)."""
    if isinstance(hands, bool) or not isinstance(hands, int):
        raise ValueError(f"a match length is a whole number of hands, not {hands!r}")
    if not 4 <= hands <= MAX_HANDS or hands % 4:
        raise ValueError(
            f"a match has a multiple of 4 hands from 4 to {MAX_HANDS} (whole rounds of "
            f"four deals), not {hands}"
        )


def seat_wind(starting_seat: str, number: int) -> str:
    """The seat wind of the player who started in `starting_seat` (E/S/W/N) in hand
    `number`: what scoring needs, without naming players."""
    player = STARTERS[WINDS.index(starting_seat)]
    return hand_rotation(number).winds[player]


def prevalent_wind(number: int) -> str:
    """The prevalent (round) wind of hand `number`."""
    return hand_rotation(number).prevalent
