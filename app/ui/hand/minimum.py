"""How the hand entry says that a hand is under the minimum, in the interface's language:
the tournament's own minimum (its system's, or the one an option sets), and what the
rules leave out of the count (MCR: the flowers, seed 000; MahJong Online: the auxiliary
points). What is left out is read from the system's declaration (its elements with
`counts_for_minimum` False, `scoring.rules.Element`), never from the system's name."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.domain.model import Points
from app.export.rows import format_exact
from app.ui.noop import QT_TRANSLATE_NOOP
from scoring.rules import RuleSystem

CONTEXT = "UnderMinimum"

# What a minimum leaves out, as the sentence words it, by the element's English name;
# a system added later (an entry point) has its element's name, lower case.
LEFT_OUT = {
    "Flower Tiles": QT_TRANSLATE_NOOP("UnderMinimum", "flowers"),
    "Auxiliary points": QT_TRANSLATE_NOOP("UnderMinimum", "auxiliary points"),
}
AND = QT_TRANSLATE_NOOP("UnderMinimum", " and ")
UNDER = QT_TRANSLATE_NOOP("UnderMinimum", "Under the minimum of %1 fan: this is not a valid win.")
UNDER_WITHOUT = QT_TRANSLATE_NOOP(
    "UnderMinimum", "Under the minimum of %1 fan (%2 not counted): this is not a valid win."
)
WAIT_UNDER = QT_TRANSLATE_NOOP("UnderMinimum", "%1: %2 fan, under %3")


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def left_out(system: RuleSystem) -> str:
    """What the system's minimum does not count, in words ("" when it counts all)."""
    names = [
        _t(LEFT_OUT[e.name]) if e.name in LEFT_OUT else e.name.lower()
        for e in system.fans.values()
        if not getattr(e, "counts_for_minimum", True)
    ]
    return _t(AND).join(names)


def under_minimum(system: RuleSystem, minimum: Points) -> str:
    """The sentence under a total below `minimum` (the tournament's)."""
    low = format_exact(minimum)
    aside = left_out(system)
    if aside:
        return _t(UNDER_WITHOUT).replace("%1", low).replace("%2", aside)
    return _t(UNDER).replace("%1", low)


def wait_under(tile: str, total: Points, minimum: Points) -> str:
    """A wait's line when the hand it completes is under `minimum`."""
    return (
        _t(WAIT_UNDER)
        .replace("%1", tile)
        .replace("%2", format_exact(total))
        .replace("%3", format_exact(minimum))
    )
