"""How teams of different sizes are compared (docs/tournament-rules.md, "Teams").

A team's line is the sum of its members' table points and scores, as the team
standings have always shown: the rule ranking bodies use for teams of equal size.
When the teams differ in size the sum favours the larger team, so every place that
shows team standings (CLI, GUI, PDF, workbook, website) states the rule with this
note rather than ranking silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def size_range(members: Iterable[Sequence[int]]) -> tuple[int, int] | None:
    """The smallest and largest team size, or None when all teams are of one size
    (or there are none)."""
    sizes = {len(m) for m in members}
    return (min(sizes), max(sizes)) if len(sizes) > 1 else None


# The rule, in the words every writer uses (the exports translate it: language.py).
SIZE_NOTE = (
    "Teams have {low} to {high} players: a team's points and score are the sum of its "
    "members', so a larger team gains more."
)


def size_note(members: Iterable[Sequence[int]]) -> str | None:
    """The note for teams with these member lists, or None when all are the same size."""
    sizes = size_range(members)
    return None if sizes is None else SIZE_NOTE.format(low=sizes[0], high=sizes[1])
