"""The fans found in one reading, each with its evidence (what the detectors write to)."""

from __future__ import annotations


class Tally:
    """The fans found in one reading, each time with what makes it."""

    __slots__ = ("found", "notes", "within")
    within: list[tuple[int, int]]  # set by the first note_within (see below)

    def __init__(self) -> None:
        self.found: list[tuple[int, tuple[object, ...]]] = []
        self.notes: list[tuple[int, str]] = []  # fans seen but not counted, and why
        # `within`: (fan, the fan whose sets already make it), a set that would make the
        # first counting as the second only ("the wind pungs of Big Three Winds do not
        # count as Pung of Terminals or Honors"). Set by the first `note_within` only,
        # as only explanations look for it (`withins`).

    def add(self, key: int, *evidence: object) -> None:
        # Evidence stays as objects; only the reading that wins is turned into text.
        self.found.append((key, evidence))

    def note(self, key: int, why: str) -> None:
        self.notes.append((key, why))

    def note_within(self, key: int, by: int) -> None:
        try:
            self.within.append((key, by))
        except AttributeError:
            self.within = [(key, by)]

    def withins(self) -> list[tuple[int, int]]:
        return getattr(self, "within", [])

    def keys(self) -> set[int]:
        return {k for k, _ in self.found}
