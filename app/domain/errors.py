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


class DiskFull(StoreError):
    """The disk holding the file has no room: the change being made was not saved."""


class ReadOnlyLocation(StoreError):
    """The file, its folder or its disk cannot be written (nothing was changed)."""


class DiskIOError(StoreError):
    """The disk or network share reported an input/output error."""


class CannotOpen(StoreError):
    """The file cannot be opened at all (missing folder, no access, bad name)."""


class FileBusy(StoreError):
    """Another station or program kept the file locked too long."""


class NotARegularFile(StoreError):
    """The path is a folder, a pipe or a device, not a file."""


class OutputRefused(StoreError):
    """An export, backup or copy would overwrite something it must not."""


class Conflict(StoreError):
    """Another station changed the tournament at the same moment (a serialization
    failure on the server): nothing was changed; the operation may simply be run
    again, which the domain does by itself a few times."""


class ServerUnavailable(StoreError):
    """The tournament server cannot be reached (stopped, restarted, network gone):
    the change under way was not saved; everything saved before is on the server."""
