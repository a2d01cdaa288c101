"""Errors the domain and store raise, split as the user must see them.

`Refused`: the user asked for something the rules forbid (a winner who is the
discarder, a win under 8 fan, ...). Nothing was changed; show the message.
`StoreError`: the environment's fault (file locked, damaged, foreign, too new, disk
full). Nothing was changed; show the message. Anything else is a bug.
"""

from __future__ import annotations


class TournamentError(Exception):
    """Base of the errors a user should see as a message, not as a crash."""


class Refused(TournamentError, ValueError):
    """An operation the rules forbid; the tournament file is unchanged."""


class StoreError(TournamentError):
    """The tournament file cannot be used (missing, locked, damaged, foreign, too new)."""


class NotATournamentFile(StoreError):
    """The file is not one of ours (another program's file or not SQLite at all)."""


class DamagedFile(StoreError):
    """The file is ours but fails its integrity check."""


class TooNewFile(StoreError):
    """The file was written by a newer version of the application."""
