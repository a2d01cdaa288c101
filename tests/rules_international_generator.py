"""Random legal hands for the International Game, in the notation with its fourth part.

Built on the MCR generator (tests/scoring_generator.py: legal winning hands from their
structure, with situations that can happen), adapted to this system: flowers named by
letter (the system refuses a count), `from=` on another player's tile, `chain=` on a
replacement-tile win, `liable=` where the alert rule needs it, the Heaven and the Earth
(`first`), seven isolated stars and wins on flowers alone. The knitted shapes of MCR do
not win here and are left out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from scoring.extras import relative_of
from scoring.hand import MeldKind
from scoring.international.check import alert_sets
from scoring.notation import parse_hand
from tests.scoring_generator import HandGenerator

_SKIPPED = {"honors_and_knitted", "knitted_straight"}
_KNITS = ("147m258p369s", "147m258s369p", "147p258m369s", "147p258s369m", "147s258m369p",
          "147s258p369m")  # fmt: skip


class IntlHandGenerator:
    """`IntlHandGenerator(seed).hands(n)`: n random legal hands, the same for a seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.mcr = HandGenerator(seed)

    def hands(self, n: int) -> list[str]:
        return [self.hand() for _ in range(n)]

    def __iter__(self) -> Iterator[str]:
        while True:
            yield self.hand()

    def hand(self) -> str:
        r = self.rng.random()
        if r < 0.01:
            return self._flower_win()
        if r < 0.03:
            return self._isolated_stars()
        while True:
            generated = self.mcr.hand()
            if generated.strategy not in _SKIPPED:
                return self._adapt(generated.notation)

    def _letters(self, n: int) -> str:
        return "".join(sorted(self.rng.sample("abcdefgh", n)))

    def _flower_win(self) -> str:
        rng = self.rng
        n = rng.choice((7, 8))
        prevalent, seat = rng.choice("ESWN"), rng.choice("ESWN")
        if rng.random() < 0.5:
            return f"-|{prevalent}{seat}1000|{self._letters(n)}"
        return f"-|{prevalent}{seat}0000|{self._letters(n)}|from={rng.randint(1, 3)}"

    def _isolated_stars(self) -> str:
        rng = self.rng
        knit = rng.choice(_KNITS)
        suited = [knit[i : i + 4] for i in (0, 4, 8)]
        tiles = [d + part[3] for part in suited for d in part[:3]]
        chosen = rng.sample(tiles, 7) + list("ESWNCFP")
        rng.shuffle(chosen)
        situation = f"{rng.choice('ESWN')}{rng.choice('ESWN')}{rng.choice('01')}000"
        tail = "" if situation[2] == "1" else f"|from={rng.randint(1, 3)}"
        return "".join(chosen) + f"|{situation}|" + tail

    def _adapt(self, notation: str) -> str:
        rng = self.rng
        parts = notation.split("|")
        tiles = parts[0]
        situation = parts[1] if len(parts) > 1 else "EE0000"
        flowers = parts[2] if len(parts) > 2 else ""
        if flowers.isdigit():
            flowers = self._letters(int(flowers)) if int(flowers) else ""
        extras: list[str] = []
        hand = parse_hand(f"{tiles}|{situation}")
        self_drawn, kong = situation[2] == "1", situation[5] == "1"
        if not hand.melds and rng.random() < 0.04 and not kong and situation[3] == "0":
            # A first-turn win: the Heaven (East, self-drawn) or the Earth.
            extras.append("first")
            seat = "E" if self_drawn else rng.choice("SWN")
            situation = situation[0] + seat + situation[2:]
            if not self_drawn:
                extras.append(f"from={relative_of(seat, 'E')}")
        elif not self_drawn:
            extras.append(f"from={rng.randint(1, 3)}")
        if self_drawn and kong:
            kongs = sum(1 for m in hand.melds if m.kind is MeldKind.KONG)
            extras.append(f"chain={rng.randint(1, min(kongs, 4))}")
        if self_drawn and "first" not in extras:
            concerned = alert_sets(hand)
            if concerned is not None:
                sources = {1 if m.kind is MeldKind.CHOW else m.claimed_from for m in concerned}
                if None not in sources and len(sources) > 1:
                    extras.append(f"liable={rng.choice(sorted(sources))}")
        text = f"{tiles}|{situation}|{flowers}"
        return text + ("|" + ",".join(extras) if extras else "")
