"""Live checks of a session's seating as the organiser moves players by hand."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.domain import Table

translate = QCoreApplication.translate


def seating_warnings(
    tables: Sequence[Table],
    earlier: Sequence[Table],
    teams: dict[int, str],
    names: dict[int, str] | None = None,
) -> list[str]:
    """Broken constraints of one session's seating: repeats with earlier sessions,
    teammates together, a player seated twice."""

    names = names or {}

    def who(p: int) -> str:
        return names.get(p, str(p))

    warnings = []
    met: dict[frozenset[int], int] = {}
    for t in earlier:
        for i in range(4):
            for j in range(i + 1, 4):
                met[frozenset((t.seats[i], t.seats[j]))] = t.session
    seated: dict[int, int] = {}
    for t in tables:
        for p in t.seats:
            if p in seated:
                text = translate("seating", "%1 is seated at tables %2 and %3.")
                warnings.append(
                    text.replace("%1", who(p))
                    .replace("%2", str(seated[p]))
                    .replace("%3", str(t.table))
                )
            seated[p] = t.table
        for i in range(4):
            for j in range(i + 1, 4):
                a, b = t.seats[i], t.seats[j]
                if frozenset((a, b)) in met:
                    text = translate("seating", "Table %1: %2 and %3 already met in session %4.")
                    warnings.append(
                        text.replace("%1", str(t.table))
                        .replace("%2", who(a))
                        .replace("%3", who(b))
                        .replace("%4", str(met[frozenset((a, b))]))
                    )
                if teams.get(a) and teams.get(a) == teams.get(b):
                    warnings.append(
                        translate("seating", "Table %1: %2 and %3 are teammates (%4).")
                        .replace("%1", str(t.table))
                        .replace("%2", who(a))
                        .replace("%3", who(b))
                        .replace("%4", teams[a])
                    )
    return warnings
