"""The shipped library of plans: designs and best plans found once, kept so that a
tournament never waits for a search that has already succeeded.

`library.json` beside this file holds entries

    {"players": 40, "sessions": 13, "repeats": 0, "source": "...", "tables": "..."}

with `tables` written compactly: sessions separated by ";", tables by " ", the four
players of a table (numbered 0..players-1) by ".". Every entry is checked by plain
counting when the library is loaded: each session seats every player exactly once at
tables of four, and the repeated meetings counted (sum over pairs of meetings - 1)
equal the entry's claim. An entry failing any check is refused, never used, and its
reason kept in `Library.refused`. The check trusts nothing about how the plan was
made, so a damaged file can cost a tournament time but never a wrong plan.

    .venv/bin/python -m seating.library            # check the shipped library, list it
    .venv/bin/python -m seating.library --build    # rebuild the designs (CP-SAT)
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

Classes = tuple[tuple[tuple[int, ...], ...], ...]

LIBRARY_FILE = Path(__file__).with_name("library.json")


@dataclass(frozen=True)
class LibraryPlan:
    """A checked plan for `players` players: its sessions (tables of player numbers)."""

    players: int
    sessions: Classes
    repeats: int
    source: str

    @property
    def length(self) -> int:
        return len(self.sessions)


@dataclass
class Library:
    plans: list[LibraryPlan] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)

    def zero_repeat(self, players: int) -> LibraryPlan | None:
        """The longest plan for this many players in which nobody meets twice."""
        found = [p for p in self.plans if p.players == players and p.repeats == 0]
        return max(found, key=lambda p: p.length, default=None)

    def exact(self, players: int, sessions: int) -> LibraryPlan | None:
        """The plan with the fewest repeats for exactly this many sessions."""
        found = [p for p in self.plans if p.players == players and p.length == sessions]
        return min(found, key=lambda p: p.repeats, default=None)


def encode(sessions: Classes) -> str:
    return ";".join(" ".join(".".join(str(p) for p in t) for t in s) for s in sessions)


def decode(text: str) -> Classes:
    return tuple(
        tuple(tuple(int(p) for p in table.split(".")) for table in session.split())
        for session in text.split(";")
    )


def count_repeats(sessions: Classes) -> int:
    """Sum over pairs of (meetings - 1), by plain counting."""
    met: dict[tuple[int, int], int] = {}
    for session in sessions:
        for table in session:
            for pair in itertools.combinations(sorted(table), 2):
                met[pair] = met.get(pair, 0) + 1
    return sum(m - 1 for m in met.values())


def check_entry(entry: object) -> tuple[LibraryPlan | None, str]:
    """The entry as a LibraryPlan, or None and why it is refused."""
    if not isinstance(entry, dict):
        return None, "not an object"
    try:
        players = entry["players"]
        claimed_sessions = entry["sessions"]
        claimed_repeats = entry["repeats"]
        source = str(entry.get("source", ""))
        sessions = decode(entry["tables"])
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        return None, f"unreadable ({error.__class__.__name__}: {error})"
    if not isinstance(players, int) or players < 4 or players % 4:
        return None, f"bad player count {players!r}"
    if len(sessions) != claimed_sessions:
        return None, f"{len(sessions)} sessions, {claimed_sessions} claimed"
    everyone = list(range(players))
    for s, session in enumerate(sessions, start=1):
        if any(len(table) != 4 for table in session):
            return None, f"session {s} has a table not of four"
        if sorted(p for table in session for p in table) != everyone:
            return None, f"session {s} does not seat players 0..{players - 1} once each"
    repeats = count_repeats(sessions)
    if repeats != claimed_repeats:
        return None, f"{repeats} repeats counted, {claimed_repeats} claimed"
    return LibraryPlan(players, sessions, repeats, source), ""


def load(path: Path | str | None = None) -> Library:
    """Read and check a library file (default: the shipped one). A missing or unreadable
    file gives an empty library with the reason in `refused`."""
    path = Path(path) if path is not None else LIBRARY_FILE
    library = Library()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        entries = data["plans"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        library.refused.append(f"{path.name}: cannot be read ({error})")
        return library
    for number, entry in enumerate(entries, start=1):
        plan, reason = check_entry(entry)
        if plan is None:
            label = entry.get("players", "?") if isinstance(entry, dict) else "?"
            library.refused.append(f"entry {number} ({label} players): {reason}")
        else:
            library.plans.append(plan)
    return library


@cache
def shipped() -> Library:
    """The shipped library, loaded and checked once per process."""
    return load()


def save(plans: list[LibraryPlan], path: Path | str | None = None) -> None:
    path = Path(path) if path is not None else LIBRARY_FILE
    entries = [
        {
            "players": p.players,
            "sessions": p.length,
            "repeats": p.repeats,
            "source": p.source,
            "tables": encode(p.sessions),
        }
        for p in sorted(plans, key=lambda p: (p.players, p.length, p.repeats))
    ]
    text = json.dumps({"format": 1, "plans": entries}, indent=1, ensure_ascii=False)
    Path(path).write_text(text + "\n", encoding="utf-8")


def merge(plans: list[LibraryPlan], new: LibraryPlan) -> list[LibraryPlan]:
    """The plans with `new` added, dropping what it makes redundant: plans of the same
    length with more repeats, and shorter zero-repeat plans for the same players."""
    for old in plans:
        if old.players != new.players:
            continue
        if old.length == new.length and old.repeats <= new.repeats:
            return plans
        if old.repeats == 0 and old.length >= new.length and new.repeats == 0:
            return plans
    kept = [
        p
        for p in plans
        if not (
            p.players == new.players
            and (
                (p.length == new.length and p.repeats > new.repeats)
                or (new.repeats == 0 and p.repeats == 0 and p.length < new.length)
            )
        )
    ]
    return [*kept, new]
