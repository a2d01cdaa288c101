"""A hand being typed at the table sheet and not yet stored: kept per session, table
and hand so that switching tables, hands or views never loses it. Plain Python."""

from __future__ import annotations

from dataclasses import dataclass

from app.ui.hand.state import HandState
from app.ui.table.fields import EMPTY, Values

SELF_DRAWN = 0  # the "from" choice of a self-drawn win (players are numbered from 1)


@dataclass(frozen=True)
class Draft:
    """What the referee has typed or clicked for one hand."""

    winner: int | None = None
    source: int | None = None  # None: not chosen yet; SELF_DRAWN; or the discarder
    fan: str = ""  # the fan as typed (possibly under the minimum)
    state: HandState = HandState()
    text: str = ""  # the notation as typed (possibly wrong)
    extras: Values = EMPTY  # another rule system's fields (kongs, horse, liable, ...)

    def in_progress(self) -> bool:
        """Whether anything was entered (then it must not be lost silently)."""
        return bool(
            self.winner is not None
            or self.source is not None
            or self.fan.strip()
            or self.state.tile_count()
            or self.state.flowers
            or self.text.strip()
            or self.extras != EMPTY
        )
