"""A Shenzhen win entered as its outcome only (the game has no fan): who won, who gave,
the kongs declared and the horse turned, settled by the game's items (the hook
`RuleSystem.settle_outcome`). The horse is checked against the tournament's options."""

from __future__ import annotations

from scoring.errors import HandError
from scoring.rules import Options
from scoring.settlement import Outcome, Payment


def settle_outcome(outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """The items of `outcome`; `outcome.horse` None when the referee gave none, () when
    he said none was turned (`-`). A robbed kong pays 10X (W3), not a discard's 5X."""
    from scoring.shenzhen.settlement import items

    _check_horse(outcome, options["horses"])
    return tuple(items(None, outcome, options))


def _check_horse(outcome: Outcome, horses: int) -> None:
    if outcome.horse is not None:
        if not outcome.self_drawn:
            raise HandError("A horse is turned only after a self-drawn win.")
        if not horses:
            raise HandError("This tournament draws no horse (horses=0).")
        if len(outcome.horse) > horses:
            raise HandError(
                f"This tournament turns {horses} horse tile(s), not {len(outcome.horse)}."
            )
    elif outcome.self_drawn and horses:
        raise HandError(
            "After a self-drawn win a horse is turned: give it (--horse 5m), or --horse - "
            "when none was turned."
        )
