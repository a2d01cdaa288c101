"""The verdict on a claim, said the same way under every rule system: "right" only when
every claimed fan or element stands, none is missing, the announced total (if any) is
the hand's, and the hand reaches the system's minimum; otherwise "wrong"."""

from __future__ import annotations


def claim_verdict(all_right: bool, meets_minimum: bool = True) -> str:
    """ "right" or "wrong" (the JSON's `verdict`)."""
    return "right" if all_right and meets_minimum else "wrong"


def verdict_line(verdict: str) -> str:
    """The last line of every --claim check in text."""
    return f"  The claim is {verdict}."
