"""The one exception the engine raises for bad input."""


class HandError(ValueError):
    """A hand that is malformed, impossible or not a winning hand.

    The message is written for a referee: it says what is wrong with the hand as
    entered, in the game's words, never in the program's.
    """
