"""What an International win entered as its fan total pays: the system's settlement of
the fan (`RuleSystem.fan_payments`), with the alert rule's liability checked first."""

from __future__ import annotations

from scoring.errors import HandError
from scoring.rules import FanPayments, Options, Value, settled_fan
from scoring.settlement import Outcome


def fan_payments(fan: Value, outcome: Outcome, options: Options) -> FanPayments:
    """A liable player pays for a self-draw only (the alert rule, 6.3); then the fan is
    settled as any International hand (one line, the fan entered)."""
    from scoring.international import RULES

    if outcome.liable is not None and outcome.giver is not None:
        raise HandError("In the International game a liable player pays for a self-draw only.")
    return settled_fan(RULES, fan, outcome, options)
