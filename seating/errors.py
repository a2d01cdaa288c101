"""The two ways a seating request can fail: bad input, or the organiser pressed Cancel."""


class SeatingError(ValueError):
    """A request the planner cannot honour (wrong player count, unknown player...).

    A `ValueError`, so callers that already catch bad input catch this too; the message
    is written for the organiser, not the programmer.
    """


class PlanCancelled(Exception):
    """The progress callback or the cancel token asked the planner to stop."""
