"""Read-only views of a stored fan line's tiles, worked out in this one place.

The concept is `app.domain.model.FanLine`: the engine's fan as the domain stores it,
its `tiles` one text for each time the fan counts, the engine's evidence pieces (sets
in notation such as ``[567m,2]`` or ``55p``, or words such as ``won on 5p``) joined by
spaces. The reports print that text (`FanLine.tiles_text`); the hand entry draws the
tiles of each set (`FanLine.tile_groups`). Both are derived here so that nothing is
scored again to be shown and no second fan type carries a copy.
"""

from __future__ import annotations

from functools import lru_cache

from scoring import HandError
from scoring.notation import split_tiles
from scoring.tiles import tile_code


def tile_groups(tiles: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The tile codes of each set or tile named in `tiles`, in order; words are left out.

    The pieces of one time counted are joined by spaces, and a piece in words may end
    with a tile ("won on 5p"): a tile written after a word belongs to those words. A
    claimed set in brackets is never part of words ("2 points: [CCCC]")."""
    groups: list[tuple[str, ...]] = []
    for text in tiles:
        tokens = text.split()
        codes = [_codes(token) for token in tokens]
        for i, (token, found) in enumerate(zip(tokens, codes, strict=True)):
            if not found:
                continue
            after_word = i > 0 and codes[i - 1] is None
            if token.startswith("[") or not after_word:
                groups.append(found)
    return tuple(groups)


@lru_cache(maxsize=2048)  # the same few hundred sets come back in every hand
def _codes(token: str) -> tuple[str, ...] | None:
    """The tile codes of one set or run of tiles in notation; None for a word."""
    try:
        melds, concealed = split_tiles(token)
    except HandError:
        return None
    return tuple(tile_code(t) for t in [*(t for m in melds for t in m.tiles), *concealed])
