"""MahJong Online's settlement (spec 6.2-6.4): basic score, Total Score, who pays.

The result's total is the adjusted fan (the scoring hands capped at 12, plus the
auxiliary bonus, capped again). Amounts are exact: a Total Score is a multiple of 1/2 and
a self-feed share is basic/2; nothing is rounded.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING

from scoring.errors import HandError
from scoring.extras import NO_EXTRAS
from scoring.mahjong_online.liability import DRAGONS_RULE, FOUR_CHOWS, WINDS_RULE, liability
from scoring.settlement import SEATS, Outcome, Payment, combine_payments, net_payments

if TYPE_CHECKING:
    from scoring.result import ScoreResult
    from scoring.rules import Options

# Adjusted fan (in halves) -> basic score, copied from the seed.
BASIC_SCORES = (
    2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 70, 75,
    80, 85, 90, 95, 100, 105, 110, 115, 120, 125, 130, 144,
)  # fmt: skip
DEALER = "E"
DEALER_OR_SELF_FEED = Fraction(3, 2)


# By value: an int and a Fraction of the same value are one key (hash(Fraction(2)) ==
# hash(2)), so the lookup takes either without converting.
_BY_FAN: dict[int | Fraction, int] = {
    Fraction(halves, 2): score for halves, score in enumerate(BASIC_SCORES)
}


def basic_score(adjusted_fan: int | Fraction) -> int:
    """The basic score of an adjusted fan 0, 1/2, 1 ... 12."""
    score = _BY_FAN.get(adjusted_fan)
    if score is None or isinstance(adjusted_fan, bool):
        raise HandError(f"An adjusted fan is 0 to 12 in steps of 1/2, not {adjusted_fan}.")
    return score


def multiplier(winner: str, self_feed: bool) -> Fraction | int:
    """1.5 for the dealer or a self-feed, 1 for a non-dealer's win on grab."""
    return DEALER_OR_SELF_FEED if winner == DEALER or self_feed else 1


def _half(value: int) -> Fraction | int:
    """value / 2, exact: an int when it is whole."""
    return value >> 1 if value % 2 == 0 else Fraction(value, 2)


def total_score(adjusted_fan: int | Fraction, winner: str, self_feed: bool) -> Fraction | int:
    """T = basic score x multiplier, exact."""
    basic = basic_score(adjusted_fan)
    return _half(basic * 3) if winner == DEALER or self_feed else basic


_IDS = {FOUR_CHOWS: "MO-P1", DRAGONS_RULE: "MO-P2", WINDS_RULE: "MO-P3"}
_OTHERS = {seat: tuple(s for s in SEATS if s != seat) for seat in SEATS}  # a self-feed's payers


def settle(result: ScoreResult, outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """The payment of one winner: the first rule of 6.4 that applies."""
    winner = outcome.winning_seat
    total = total_score(result.total, winner, outcome.self_drawn)
    rule = liability(result.winning_hand, result.extras or NO_EXTRAS)
    if rule.payer is not None:
        return (Payment(_IDS[rule.rule], (rule.payer,), winner, total, rule.why),)
    if outcome.self_drawn:
        others = _OTHERS[winner]
        share = _half(basic_score(result.total))  # T/3 = (basic x 3/2) / 3 = basic/2
        return (Payment("MO-P4", others, winner, share, "self-feed: each pays T/3"),)
    return (Payment("MO-P4", (outcome.giving_seat,), winner, total, "the feeder pays T"),)


def payments_from_fan(
    adjusted_fan: int | Fraction | str,
    winner: str,
    giver: str | None = None,
    liable: str | None = None,
) -> dict[str, Fraction | int]:
    """Payments by seat for a hand entered as its adjusted fan only (a `--fan` entry,
    spec 7): `giver` the feeder (None: a self-feed); `liable` the player who pays the
    whole Total Score under rules 1-3 of 6.4 (the referee says so; without the tiles it
    cannot be derived)."""
    if isinstance(adjusted_fan, str):
        try:
            adjusted_fan = Fraction(adjusted_fan.strip())
        except ValueError:
            raise HandError(f"The fan '{adjusted_fan}' is not a number.") from None
    for role, seat in (("winner", winner), ("feeder", giver), ("liable player", liable)):
        if seat is not None and seat not in SEATS:
            raise HandError(f"The {role} '{seat}' is not a seat: use E, S, W or N.")
    if winner in (giver, liable):
        raise HandError(f"The winner ({winner}) cannot also pay.")
    self_feed = giver is None
    total = total_score(adjusted_fan, winner, self_feed)
    if liable is not None:
        items = [Payment("MO-PL", (liable,), winner, total)]  # rule 1, 2 or 3
    elif giver is None:  # a self-feed
        others = tuple(seat for seat in SEATS if seat != winner)
        items = [Payment("MO-P4", others, winner, _half(basic_score(adjusted_fan)))]
    else:
        items = [Payment("MO-P4", (giver,), winner, total)]
    return net_payments(items)


def settle_winners(
    results: Iterable[ScoreResult], options: Options | None = None
) -> dict[str, Fraction | int]:
    """Several winners on one discard (spec 6.4, O-15): each is settled on his own and
    the payments add up. Every result must be a win on the same player's tile."""
    results = list(results)
    if not results:
        raise HandError("Give at least one winning hand.")
    winners = [r.winning_hand.situation.seat_wind for r in results]
    if len(set(winners)) != len(winners):
        raise HandError(f"Each winner once: {', '.join(winners)} names a seat twice.")
    feeders = set()
    for r in results:
        if r.outcome is None or r.outcome.self_drawn:
            if len(results) > 1:
                raise HandError(
                    "Several winners can only win on one discard: a self-feed ends the hand."
                )
        else:
            feeders.add(r.outcome.giving_seat)
    if len(feeders) > 1:
        raise HandError(
            f"Several winners on one discard: the hands name different feeders "
            f"({', '.join(sorted(feeders))})."
        )
    if feeders & set(winners):
        raise HandError("The feeder cannot also be a winner on his own discard.")
    payments = []
    for r in results:
        if r.payments is None:
            raise HandError("Who gave the winning tile is not known: write from=.")
        payments.append(r.payments)
    return combine_payments(*payments)
