"""How teams of different sizes are compared (docs/tournament-rules.md, "Teams").

A team's line is the sum of its members' table points and scores, as the team
standings have always shown: the rule ranking bodies use for teams of equal size.
When the teams differ in size the sum favours the larger team, so every place that
shows team standings (CLI, GUI, PDF, workbook, website) states the rule with this
note rather than ranking silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def size_note(members: Iterable[Sequence[int]]) -> str | None:
    """The note for teams with these member lists, or None when all are the same size
    (or there are no teams)."""
    sizes = sorted({len(m) for m in members})
    if len(sizes) < 2:
        return None
    return (
        f"teams have {sizes[0]} to {sizes[-1]} players: a team's points and score are "
        "the sum of its members', so a larger team gains more."
    )
