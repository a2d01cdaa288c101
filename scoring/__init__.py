"""Pure-Python MCR scoring engine."""

from scoring.settlement import settle

__all__ = ["settle"]
