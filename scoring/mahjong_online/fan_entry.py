"""What a MahJong Online win entered as its adjusted fan pays (spec 7): the hook
`RuleSystem.fan_payments`, so that the app settles a `--fan` entry without knowing the
system. The referee names a liable player; without the tiles it cannot be derived."""

from __future__ import annotations

from scoring.errors import HandError
from scoring.rules import FanPayments, Options, Value
from scoring.settlement import Outcome


def fan_payments(fan: Value, outcome: Outcome, options: Options) -> FanPayments:
    """The net payments of the adjusted fan `fan` (spec 7's `payments_from_fan`); the
    record keeps the net only, as the specification gives no items for it."""
    from scoring.mahjong_online.settlement import payments_from_fan

    if outcome.winner is None:
        raise HandError("A fan total is the fan of a win: name the winner.")
    return FanPayments(payments_from_fan(fan, outcome.winner, outcome.giver, outcome.liable))
