"""The wait fans' reading of a reading: which set or pair the winning tile completed,
and whether the reading shows that the hand waited on another tile too."""

from __future__ import annotations

from collections.abc import Iterable

from scoring.mcr.reading import Group
from scoring.tiles import Tile


def wait_fan(groups: Iterable[Group], win: Tile) -> tuple[int, Group] | None:
    """Edge before Closed before Single Wait when the winning tile fits several."""
    edge = closed = single = None
    for g in groups:
        if g.is_chow:
            t = g.tile
            if t + 1 == win:
                if closed is None:
                    closed = g
            elif (t == win or t + 2 == win) and edge is None:
                edge = g
        elif g.is_pair and g.tile == win and single is None:
            single = g
    if edge is not None:
        return 77, edge
    if closed is not None:
        return 78, closed
    if single is not None:
        return 79, single
    return None


def shows_another_wait(groups: Iterable[Group], win: Tile) -> bool:
    """Does this reading show a second tile the hand waited on? A chow won at one end
    could have been won at the other (45 waits on 3 and 6); a pung won beside a pair
    could have been the pair (55 and 77 wait on both). Then only_wait is False, and
    need not be worked out."""
    pair = None
    won_pung = False
    for g in groups:
        if g.is_chow:
            rank = g.tile % 9
            if (g.tile == win and rank <= 5) or (g.tile + 2 == win and rank >= 1):
                return True
        elif g.is_pair:
            pair = g.tile
        elif g.tile == win:
            won_pung = True
    return won_pung and pair is not None and pair != win


def single_wait_fan(groups: Iterable[Group], win: Tile) -> tuple[int, Group] | None:
    """`wait_fan`, or None when the reading `shows_another_wait`: both in one pass over
    the groups, as the wait detector asks both of every standard reading."""
    edge = closed = single = None
    pair = -1
    won_pung = False
    for g in groups:
        if g.is_chow:
            t = g.tile
            if t + 1 == win:
                if closed is None:
                    closed = g
            elif t == win:
                if t % 9 <= 5:  # 45 won on 4 (456): it waited on 7 too
                    return None
                if edge is None:
                    edge = g
            elif t + 2 == win:
                if t % 9 >= 1:  # 23 won on 4 (234): it waited on 1 too
                    return None
                if edge is None:
                    edge = g
        elif g.is_pair:
            pair = g.tile
            if pair == win and single is None:
                single = g
        elif g.tile == win:
            won_pung = True
    if won_pung and pair >= 0 and pair != win:
        return None  # the pung could have been the pair, and the pair the pung
    if edge is not None:
        return 77, edge
    if closed is not None:
        return 78, closed
    if single is not None:
        return 79, single
    return None
