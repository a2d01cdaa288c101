"""Random legal MahJong Online hands, with the fourth part each needs.

Built on the MCR generator (tests/scoring_generator.py: four sets and a pair, seven pairs,
thirteen orphans, nine gates, kongs, situations that can happen), without its knitted
shapes (MahJong Online has none), plus 13 Individuals. To each hand it adds what the
notation needs under MahJong Online: `from=` on a grab, `first` sometimes on a hand with
no claimed set, and `liable=` when a Major Three Dragons / Four Winds hand's sets came
from discards of several players.
"""

from __future__ import annotations

import random

from scoring.extras import seat_from
from scoring.hand import MeldKind
from scoring.notation import format_hand, parse_hand
from scoring.tiles import DRAGONS, WINDS
from tests.scoring_generator import HandGenerator

_KNITTED = ("honors_and_knitted", "knitted_straight")
_KNIT = (("147", "258", "369"),)


class MOHandGenerator:
    """`MOHandGenerator(seed).hands(n)`: n notations, the same for a seed."""

    def __init__(self, seed: int = 0) -> None:
        self.base = HandGenerator(seed)
        self.rng = random.Random(seed * 7919 + 1)

    def hands(self, n: int) -> list[str]:
        return [self.hand() for _ in range(n)]

    def hand(self) -> str:
        rng = self.rng
        if rng.random() < 0.02:
            return self._individuals()
        while True:
            generated = self.base.hand()
            if generated.strategy not in _KNITTED:
                break
        hand = parse_hand(generated.notation)
        s = hand.situation
        tokens = []
        if not s.self_drawn:
            tokens.append(f"from={rng.choice('123')}")
        if hand.is_concealed and not (s.kong and not s.self_drawn) and rng.random() < 0.05:
            tokens.append("first")
        liable = self._liable(hand)
        if liable is not None:
            tokens.append(f"liable={liable}")
        text = format_hand(hand)
        if tokens:
            text += ("|" if text.count("|") == 1 else "") + "|" + ",".join(tokens)
        return text

    def _liable(self, hand) -> int | None:
        """A source of the honor sets when they all came from claimed melds of several
        players (the engine cannot derive who made the last discard)."""
        claimed = {m.tile: m for m in hand.melds if m.kind is not MeldKind.CHOW}
        for honors in (DRAGONS, WINDS):
            melds = [claimed.get(t) for t in honors]
            if all(m is not None and m.claimed_from is not None for m in melds):
                sources = {m.claimed_from for m in melds}
                if len(sources) > 1:
                    return self.rng.choice(sorted(sources))
        return None

    def _individuals(self) -> str:
        rng = self.rng
        suits = rng.sample("mps", 3)
        tiles = [f"{r}{suit}" for ranks, suit in zip(_KNIT[0], suits, strict=True) for r in ranks]
        honors = rng.sample("ESWNCFP", 4)
        tiles += honors[:3] + [honors[3], honors[3]]
        rng.shuffle(tiles)
        seat = rng.choice("ESWN")
        self_drawn = rng.random() < 0.5
        text = "".join(tiles) + f"|{rng.choice('ESWN')}{seat}{int(self_drawn)}000"
        flowers = rng.randint(0, 3)
        text += f"|{flowers or ''}"
        if not self_drawn:
            text += f"|from={rng.choice('123')}"
        return text


def seat_of(winner: str, relative: int) -> str:
    return seat_from(winner, relative)
