"""Who pays a special Total Score (spec 6.4, rules 1-3): worked out from the hand alone.

Rule 1: all four sets are chows, each holding a tile of the player on the winner's left
(four claimed chows, or three and a fourth the left player's winning discard completes).
Rule 2 (3): Major Three Dragons (Four Winds) with every dragon (wind) set revealed by a
discard: the player who made the 3rd (4th) of those discards pays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from scoring.errors import HandError
from scoring.extras import Extras, seat_from
from scoring.hand import Hand, MeldKind
from scoring.tiles import DRAGONS, WINDS

FOUR_CHOWS, DRAGONS_RULE, WINDS_RULE, ORDINARY = 1, 2, 3, 4


@dataclass(frozen=True)
class Liability:
    """The payment rule that applies (1-4) and, for 1-3, the seat that pays it all."""

    rule: int
    payer: str | None = None
    why: str = ""


ORDINARY_LIABILITY = Liability(ORDINARY)


def _concealed_chow_with_win(hand: Hand) -> bool:
    """The five concealed tiles are a chow holding the winning tile, and a pair."""
    tiles = list(hand.concealed)
    win = hand.winning_tile
    if len(tiles) != 5 or win >= 27:
        return False
    for low in (win - 2, win - 1, win):
        if low < 0 or low // 9 != win // 9 or (low + 2) // 9 != win // 9:
            continue
        rest = tiles[:]
        try:
            for t in (low, low + 1, low + 2):
                rest.remove(t)
        except ValueError:
            continue
        if rest[0] == rest[1]:
            return True
    return False


def _sources(
    hand: Hand, honors: tuple[int, ...], giver: str | None
) -> tuple[tuple[str, ...], bool] | None:
    """For every honor of `honors`, the seat that discarded to reveal its set, and
    whether the winning discard completed one; None if one is concealed or missing."""
    winner = hand.situation.seat_wind
    melds = {m.tile: m for m in hand.melds if m.kind is not MeldKind.CHOW}
    sources: list[str] = []
    by_win = False
    for tile in honors:
        meld = melds.get(tile)
        if meld is not None:
            if meld.claimed_from is None:
                return None  # a concealed kong
            sources.append(seat_from(winner, meld.claimed_from))
        elif (
            giver is not None
            and hand.winning_tile == tile
            and hand.concealed.count(tile) == 3
            and not hand.situation.self_drawn
        ):
            sources.append(giver)
            by_win = True
        else:
            return None  # concealed, or not a set of this hand
    return tuple(sources), by_win


def liability(hand: Hand, extras: Extras) -> Liability:
    """The rule of 6.4 that applies, and its payer. Raises HandError when rule 2 or 3
    applies and the payer can be neither derived nor found in `liable=`, or when
    `liable=` is given where it means nothing. (Kept on the hand for its extras: the
    checks, the evaluation and the settlement all ask.)"""
    kept = cast("tuple[Extras, Liability] | None", hand.memo.others.get("_mo_liability"))
    if kept is not None and kept[0] is extras:
        return kept[1]
    found = _liability(hand, extras)
    hand.memo.others["_mo_liability"] = (extras, found)
    return found


_HONOR_RULES = (
    (DRAGONS_RULE, DRAGONS, "dragon", "third"),
    (WINDS_RULE, WINDS, "wind", "fourth"),
)


def _liability(hand: Hand, extras: Extras) -> Liability:
    s = hand.situation
    winner = s.seat_wind
    giver = None if s.self_drawn else extras.giver(winner)
    liable = extras.liable_seat(winner)
    melds = hand.melds
    chows = [m.kind for m in melds].count(MeldKind.CHOW) if melds else 0
    found: Liability | None = None
    if chows >= 3 and (
        chows == 4
        or (len(melds) == 3 and giver == seat_from(winner, 1) and _concealed_chow_with_win(hand))
    ):
        left = seat_from(winner, 1)
        found = Liability(FOUR_CHOWS, left, f"four chows supplied by {left} (on the left)")
    else:
        tiles = hand.all_tiles
        count = tiles.count
        for rule, honors, word, nth in _HONOR_RULES:
            if count(honors[0]) < 3 or min(map(count, honors)) < 3:
                continue  # not a set of each (the first alone tells most hands)
            got = _sources(hand, honors, giver)
            if got is None:
                continue
            sources, by_win = got
            what = f"the {nth} {word} discard"
            if by_win:
                if liable is not None and liable != giver:
                    raise HandError(
                        f"liable={extras.liable_text}: the winning discard completed a "
                        f"{word} set, so {what} was {giver}'s (from=): leave liable= out."
                    )
                payer = giver
            elif liable is not None:
                if liable not in sources:
                    raise HandError(
                        f"liable={extras.liable_text} ({liable}) gave none of the {word} sets "
                        f"(they came from {', '.join(sorted(set(sources)))}): name who made "
                        f"{what}."
                    )
                payer = liable
            elif len(set(sources)) == 1:
                payer = sources[0]
            else:
                raise HandError(
                    f"Say who made {what}: liable=1, 2 or 3 (or the seat wind); the "
                    f"{word} sets came from {', '.join(sorted(set(sources)))}."
                )
            found = Liability(rule, payer, f"{what} made by {payer}")
            break
    if found is None or found.rule == FOUR_CHOWS:
        if liable is not None:
            raise HandError(
                f"liable={extras.liable_text} means nothing here: it names who made the third "
                "dragon or fourth wind discard of a Major Three Dragons or Major Four Winds "
                "hand whose sets all came from discards."
            )
    return found or ORDINARY_LIABILITY
