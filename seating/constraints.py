"""Who should not share a table, as one penalty per pair of players.

Teams and hard avoids weigh HARD per meeting (above any number of repeats the search
would trade for them), soft avoids SOFT (below one repeat): "no repeats" comes first,
then "not with your own club", as organisers rank them.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping, Sequence

from seating.errors import SeatingError
from seating.plan import Avoid, Player
from seating.search import HARD

SOFT = 30  # a soft-avoided pair at one table: less than a repeat, more than nothing


def avoid_rules(avoid: Avoid | Mapping[Player, Hashable] | Sequence[Avoid] | None) -> list[Avoid]:
    if avoid is None:
        return []
    if isinstance(avoid, Avoid):
        return [avoid]
    if isinstance(avoid, Mapping):
        return [Avoid(avoid)]
    return [rule if isinstance(rule, Avoid) else Avoid(rule) for rule in avoid]


def check_labels(labels: Mapping[Player, Hashable], index: Mapping[Player, int], what: str) -> None:
    unknown = [p for p in labels if p not in index]
    if unknown:
        raise SeatingError(f"{what} names unknown player(s): {', '.join(map(str, unknown[:5]))}")


def clash_matrix(
    ids: tuple[Player, ...], teams: Mapping[Player, Hashable], rules: list[Avoid]
) -> list[list[int]]:
    """Per-meeting penalty of every pair: teammates and hard avoids HARD, soft avoids SOFT."""
    n = len(ids)
    clash = [[0] * n for _ in range(n)]
    labelled = [(teams, HARD)] + [(rule.groups, HARD if rule.hard else SOFT) for rule in rules]
    for labels, weight in labelled:
        groups: dict[Hashable, list[int]] = {}
        for i, p in enumerate(ids):
            if labels.get(p) is not None:
                groups.setdefault(labels[p], []).append(i)
        for members in groups.values():
            for a, b in itertools.combinations(members, 2):
                clash[a][b] = clash[b][a] = max(clash[a][b], weight)
    return clash


def unavoidable(clash: list[list[int]], tables: int, sessions: int) -> int:
    """Clash cost no plan escapes: a group larger than the number of tables must
    put two members together every session."""
    n = len(clash)
    seen: set[int] = set()
    total = 0
    for p in range(n):
        if p in seen:
            continue
        for weight in {w for w in clash[p] if w}:
            group = {p} | {q for q in range(n) if clash[p][q] == weight}
            if all(clash[a][b] >= weight for a, b in itertools.combinations(group, 2)):
                q, r = divmod(len(group), tables)
                pairs = r * (q + 1) * q // 2 + (tables - r) * q * (q - 1) // 2
                total += weight * pairs * sessions
                seen |= group
    return total
