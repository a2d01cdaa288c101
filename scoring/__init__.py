"""Pure-Python MCR scoring engine."""
