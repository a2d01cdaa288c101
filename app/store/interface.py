"""Kept for older imports: the store protocol lives in the domain (`app.domain.store`)."""

from app.domain.store import TableSums, TournamentStore

__all__ = ["TableSums", "TournamentStore"]
