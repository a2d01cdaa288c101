"""Deterministic generator of random legal MCR winning hands, in our notation.

Every hand is built from its structure (four sets and a pair, seven pairs, thirteen
orphans, knitted tiles, nine gates), so it wins by construction; never holds a fifth copy
of a tile; and gets a situation that can really happen:

- Last Tile (the other three copies already shown) only when no other copy of the winning
  tile is among the concealed tiles;
- Robbing the Kong only on a discard, with a winning tile that appears nowhere else in the
  hand (the other three are in the pung being promoted);
- Out with Replacement Tile only self-drawn, with a kong in the hand;
- Last Tile of the wall with any of them; flowers 0-8, as a count or as letters.

Strategies are mixed by weight: a uniform random standard hand, and biased generators for
every fan family, so that a corpus of ten thousand hands reaches all 81 fans (checked by
tests/test_scoring_reference.py). `GeneratedHand.notation` is the full hand;
`GeneratedHand.waiting` is the 13-tile hand before the winning tile (no situation tail).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

SUITS = "mps"
WINDS = "ESWN"
DRAGONS = "CFP"
HONORS = WINDS + DRAGONS
TILES = tuple(f"{r}{s}" for s in SUITS for r in range(1, 10)) + tuple(HONORS)
TILE_ORDER = {t: i for i, t in enumerate(TILES)}

GREEN = frozenset({"2s", "3s", "4s", "6s", "8s", "F"})
REVERSIBLE = frozenset(
    {f"{r}p" for r in (1, 2, 3, 4, 5, 8, 9)} | {f"{r}s" for r in (2, 4, 5, 6, 8, 9)} | {"P"}
)


def tile(rank: int, suit: str) -> str:
    return f"{rank}{suit}"


def rank_of(t: str) -> int:
    """1-9 for a suited tile, 0 for an honor."""
    return int(t[0]) if t[0].isdigit() else 0


def is_terminal_or_honor(t: str) -> bool:
    return rank_of(t) in (0, 1, 9)


# A set is ("chow", (a, b, c)) or ("pung", (t, t, t)); the generator decides later which
# pungs become kongs and which sets are melded.
Set = tuple[str, tuple[str, ...]]


def chow(start: int, suit: str) -> Set:
    return ("chow", tuple(tile(start + i, suit) for i in range(3)))


def pung(t: str) -> Set:
    return ("pung", (t, t, t))


ALL_CHOWS: tuple[Set, ...] = tuple(chow(r, s) for s in SUITS for r in range(1, 8))
ALL_PUNGS: tuple[Set, ...] = tuple(pung(t) for t in TILES)


@dataclass(frozen=True)
class GeneratedHand:
    notation: str  # the winning hand with its situation tail
    waiting: str  # the same hand without the winning tile (13 tiles), no tail
    win_tile: str
    strategy: str


@dataclass
class _Meld:
    kind: str  # chow, pung, kong
    tiles: tuple[str, ...]
    marker: int | None  # None = concealed kong

    def text(self) -> str:
        body = (
            "".join(self.tiles)
            if self.tiles[0] in HONORS
            else ("".join(t[0] for t in self.tiles) + self.tiles[0][1])
        )
        return f"[{body}]" if self.marker is None else f"[{body},{self.marker}]"


def format_tiles(tiles: list[str]) -> list[str]:
    """Chunks of the concealed tiles in order, runs of one suit sharing the suit letter."""
    chunks: list[str] = []
    for t in tiles:
        if t in HONORS:
            chunks.append(t)
        elif chunks and chunks[-1][-1] == t[1] and chunks[-1][0].isdigit():
            chunks[-1] = chunks[-1][:-1] + t
        else:
            chunks.append(t)
    return chunks


class HandGenerator:
    """`HandGenerator(seed).hands(n)`: n random legal winning hands, the same for a seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.strategies: list[tuple[str, float, Callable[[], tuple | None]]] = [
            (name[len("_s_") :], weight, getattr(self, name)) for name, weight in _WEIGHTS.items()
        ]
        self._weights = [w for _n, w, _f in self.strategies]

    # ------------------------------------------------------------------ public

    def hands(self, n: int) -> list[GeneratedHand]:
        return [self.hand() for _ in range(n)]

    def __iter__(self) -> Iterator[GeneratedHand]:
        while True:
            yield self.hand()

    def hand(self) -> GeneratedHand:
        while True:
            name, _w, make = self.rng.choices(self.strategies, self._weights)[0]
            built = make()
            if built is None:
                continue
            hand = self._finish(*built, strategy=name)
            if hand is not None:
                return hand

    # ------------------------------------------------------------------ assembly

    def _standard(
        self,
        fixed: list[Set],
        pair: str | None = None,
        set_ok: Callable[[Set], bool] | None = None,
        pair_ok: Callable[[str], bool] | None = None,
        chow_share: float | None = None,
    ) -> tuple | None:
        """Four sets (the fixed ones, then random ones passing set_ok) and a pair."""
        rng = self.rng
        sets = list(fixed)
        used: Counter = Counter(t for _k, ts in sets for t in ts)
        if pair is not None:
            used.update((pair, pair))
        fits = lambda st: all(used[t] + st[1].count(t) <= 4 for t in st[1])  # noqa: E731
        share = rng.random() if chow_share is None else chow_share
        chows = [s for s in ALL_CHOWS if set_ok is None or set_ok(s)]
        pungs = [s for s in ALL_PUNGS if set_ok is None or set_ok(s)]
        while len(sets) < 4:
            pool = chows if (rng.random() < share and chows) or not pungs else pungs
            pool = [st for st in pool if fits(st)] or [st for st in chows + pungs if fits(st)]
            if not pool:
                return None
            pick = rng.choice(pool)
            sets.append(pick)
            used.update(pick[1])
        if pair is None:
            options = [t for t in TILES if used[t] <= 2 and (pair_ok is None or pair_ok(t))]
            if not options:
                return None
            pair = rng.choice(options)
        return ("standard", sets, pair)

    def _finish(self, shape: str, *parts, strategy: str) -> GeneratedHand | None:
        rng = self.rng
        win = None
        if shape == "standard":
            sets, pair = parts
            counts = Counter([pair, pair])
            for _kind, tiles in sets:
                counts.update(tiles)
            if max(counts.values()) > 4:
                return None
            melds, concealed = self._declare(sets, counts)
            concealed.extend([pair, pair])
        else:  # "special": concealed tiles, melds, optionally the winning tile
            concealed = list(parts[0])
            melds = list(parts[1]) if len(parts) > 1 else []
            win = parts[2] if len(parts) > 2 else None
            counts = Counter(concealed)
            for m in melds:
                counts.update(m.tiles)
            if max(counts.values()) > 4:
                return None
        if win is None:
            win = rng.choice(concealed)
        concealed.remove(win)
        # written order of the concealed tiles: sorted most of the time, else shuffled
        if rng.random() < 0.75:
            concealed.sort(key=TILE_ORDER.__getitem__)
        else:
            rng.shuffle(concealed)
        waiting = self._render(melds, concealed)
        tail = self._situation(melds, concealed, win, counts)
        return GeneratedHand(self._render(melds, concealed + [win]) + tail, waiting, win, strategy)

    def _declare(self, sets: list[Set], counts: Counter) -> tuple[list[_Meld], list[str]]:
        """Choose kongs and melded sets; concealed tiles come back as a list."""
        rng = self.rng
        meld_p = rng.choice((0.0, 0.0, 0.2, 0.4, 0.6, 0.9, 1.0))
        kong_p = rng.choice((0.0, 0.0, 0.0, 0.1, 0.3, 0.7, 1.0))
        melds: list[_Meld] = []
        concealed: list[str] = []
        for kind, tiles in sets:
            if kind == "pung" and counts[tiles[0]] == 3 and rng.random() < kong_p:
                counts[tiles[0]] += 1
                style = rng.random()
                if style < 0.4:
                    melds.append(_Meld("kong", tiles + tiles[:1], None))
                elif style < 0.8:
                    melds.append(_Meld("kong", tiles + tiles[:1], rng.randint(1, 3)))
                else:
                    melds.append(_Meld("kong", tiles + tiles[:1], rng.randint(5, 7)))
            elif rng.random() < meld_p:
                melds.append(_Meld(kind, tiles, rng.randint(1, 3)))
            else:
                concealed.extend(tiles)
        rng.shuffle(melds)
        return melds, concealed

    def _render(self, melds: list[_Meld], concealed: list[str]) -> str:
        chunks = format_tiles(concealed)
        texts = [m.text() for m in melds]
        if texts and self.rng.random() < 0.2 and len(chunks) > 1:
            # melds among the concealed tiles, never after the winning tile's chunk
            out = []
            for c in chunks[:-1]:
                out.append(c)
                while texts and self.rng.random() < 0.4:
                    out.append(texts.pop())
            return "".join(texts) + "".join(out) + chunks[-1]
        return "".join(texts) + "".join(chunks)

    def _situation(
        self, melds: list[_Meld], concealed: list[str], win: str, counts: Counter
    ) -> str:
        rng = self.rng
        prevalent, seat = rng.choice(WINDS), rng.choice(WINDS)
        self_drawn = rng.random() < 0.5
        has_kong = any(m.kind == "kong" for m in melds)
        alone = counts[win] == 1  # no other copy anywhere in the hand
        kong = False
        if self_drawn and has_kong:
            kong = rng.random() < 0.25
        elif not self_drawn and alone:
            kong = rng.random() < 0.12
        last_tile = win not in concealed and rng.random() < (0.5 if kong else 0.15)
        # No kong can be robbed once the wall is exhausted (the engine refuses |xx0011);
        # the draw is kept so that the corpus stays the same otherwise.
        wall_last = rng.random() < 0.08 and not (kong and not self_drawn)
        flags = "".join("1" if f else "0" for f in (self_drawn, last_tile, wall_last, kong))
        tail = f"|{prevalent}{seat}{flags}"
        r = rng.random()
        if r < 0.5:
            if r < 0.1:
                tail += "|0"
            return tail if r >= 0.05 or tail != "|EE0000" else ""
        n = rng.randint(1, 8)
        if rng.random() < 0.5:
            return tail + f"|{n}"
        return tail + "|" + "".join(rng.sample("abcdefgh", n))

    # ------------------------------------------------------------------ helpers

    def _suit(self) -> str:
        return self.rng.choice(SUITS)

    def _suits(self, k: int) -> list[str]:
        return self.rng.sample(SUITS, k)

    def _pick(self, tiles) -> str:
        return self.rng.choice(sorted(tiles, key=TILE_ORDER.__getitem__))

    # ------------------------------------------------------------------ strategies
    # Each returns ("standard", sets, pair) or ("special", concealed[, melds]) or None.

    def _s_uniform(self):
        return self._standard([])

    def _s_melded_mix(self):
        """Chicken-hand material: melded sets over three suits, an off-wind pair."""
        return self._standard([], pair_ok=lambda t: t in WINDS, chow_share=0.7)

    def _s_one_suit(self):
        s = self._suit()
        return self._standard([], set_ok=lambda st: st[1][0][-1] == s, pair_ok=lambda t: t[-1] == s)

    def _s_half_flush(self):
        s = self._suit()
        fixed = [pung(self._pick(HONORS))] if self.rng.random() < 0.5 else []
        ok = lambda t: t[-1] == s or t in HONORS  # noqa: E731
        return self._standard(fixed, set_ok=lambda st: ok(st[1][0]), pair_ok=ok)

    def _s_two_suits(self):
        a, b = self._suits(2)
        ok = lambda t: t[-1] in (a, b)  # noqa: E731
        return self._standard([], set_ok=lambda st: ok(st[1][0]), pair_ok=ok)

    def _s_honors(self):
        k = self.rng.randint(2, 4)
        fixed = [pung(t) for t in self.rng.sample(HONORS, k)]
        return self._standard(fixed, pair_ok=lambda t: self.rng.random() < 0.7 or t in HONORS)

    def _s_all_honors(self):
        fixed = [pung(t) for t in self.rng.sample(HONORS, 4)]
        return self._standard(fixed, pair_ok=lambda t: t in HONORS)

    def _s_winds(self):
        winds = list(WINDS)
        self.rng.shuffle(winds)
        form = self.rng.random()
        if form < 0.35:  # big four winds
            return self._standard([pung(w) for w in winds])
        if form < 0.7:  # little four winds
            return self._standard([pung(w) for w in winds[:3]], pair=winds[3])
        return self._standard([pung(w) for w in winds[:3]])  # big three winds (or more)

    def _s_dragons(self):
        dragons = list(DRAGONS)
        self.rng.shuffle(dragons)
        form = self.rng.random()
        if form < 0.3:
            return self._standard([pung(d) for d in dragons])
        if form < 0.6:
            return self._standard([pung(d) for d in dragons[:2]], pair=dragons[2])
        if form < 0.85:
            return self._standard([pung(d) for d in dragons[:2]])
        return self._standard([pung(dragons[0])])

    def _s_all_pungs(self):
        return self._standard([], chow_share=0.0)

    def _s_shifted_pungs(self):
        rng = self.rng
        n = rng.choice((3, 3, 4))
        start = rng.randint(1, 10 - n)
        if n == 3 and rng.random() < 0.5:  # mixed shifted pungs
            return self._standard([pung(tile(start + i, s)) for i, s in enumerate(self._suits(3))])
        s = self._suit()
        return self._standard([pung(tile(start + i, s)) for i in range(n)])

    def _s_same_rank_pungs(self):
        r = self.rng.randint(1, 9)
        k = self.rng.choice((2, 3, 3))
        return self._standard([pung(tile(r, s)) for s in self._suits(k)])

    def _s_even_pungs(self):
        ok = lambda t: t[0] in "2468" and t not in HONORS  # noqa: E731
        return self._standard([], set_ok=lambda st: st[0] == "pung" and ok(st[1][0]), pair_ok=ok)

    def _s_terminal_pungs(self):
        form = self.rng.random()
        if form < 0.5:  # all terminals
            ok = lambda t: rank_of(t) in (1, 9)  # noqa: E731
        else:  # all terminals and honors
            ok = is_terminal_or_honor
        return self._standard([], set_ok=lambda st: st[0] == "pung" and ok(st[1][0]), pair_ok=ok)

    def _s_kongs(self):
        """Three or four pungs, made into kongs of every kind by `_declare` or here."""
        built = self._standard([], chow_share=self.rng.choice((0.0, 0.0, 0.3)))
        return built

    def _s_many_kongs(self):
        rng = self.rng
        built = self._standard([], chow_share=rng.choice((0.0, 0.25)))
        _shape, sets, pair = built
        counts = Counter([pair, pair])
        for _k, ts in sets:
            counts.update(ts)
        if max(counts.values()) > 4:
            return None
        melds, concealed = [], []
        n_kongs = rng.choice((2, 3, 4))
        for kind, ts in sets:
            if kind == "pung" and n_kongs > 0:
                n_kongs -= 1
                marker = rng.choice((None, None, 1, 2, 3, 5, 6, 7))
                melds.append(_Meld("kong", ts + ts[:1], marker))
            elif rng.random() < 0.3:
                melds.append(_Meld(kind, ts, rng.randint(1, 3)))
            else:
                concealed.extend(ts)
        return ("special", concealed + [pair, pair], melds)

    def _s_identical_chows(self):
        rng = self.rng
        c = chow(rng.randint(1, 7), self._suit())
        k = rng.choice((2, 2, 3, 3, 4))
        fixed = [c] * k
        if k == 2 and rng.random() < 0.4:
            fixed += [chow(rng.randint(1, 7), self._suit())] * 2
        return self._standard(fixed)

    def _s_shifted_chows(self):
        rng = self.rng
        step = rng.choice((1, 2))
        n = rng.choice((3, 3, 4))
        start = rng.randint(1, 7 - step * (n - 1))
        if n == 3 and rng.random() < 0.4:  # mixed shifted chows (step 1)
            return self._standard([chow(start + i, s) for i, s in enumerate(self._suits(3))])
        s = self._suit()
        return self._standard([chow(start + step * i, s) for i in range(n)])

    def _s_straights(self):
        if self.rng.random() < 0.5:
            s = self._suit()
            return self._standard([chow(1, s), chow(4, s), chow(7, s)])
        return self._standard([chow(1 + 3 * i, s) for i, s in enumerate(self._suits(3))])

    def _s_chow_pairs(self):
        """Two-chow fans: mixed triple / double chow, short straight, two terminal chows."""
        rng = self.rng
        form = rng.random()
        r = rng.randint(1, 7)
        if form < 0.3:
            return self._standard([chow(r, s) for s in self._suits(3)])
        if form < 0.55:
            return self._standard([chow(r, s) for s in self._suits(2)])
        s = self._suit()
        if form < 0.8 and r <= 4:
            return self._standard([chow(r, s), chow(r + 3, s)])
        return self._standard([chow(1, s), chow(7, s)])

    def _s_terminal_chows(self):
        a, b, c = self._suits(3)
        if self.rng.random() < 0.5:
            return self._standard([chow(1, a), chow(1, a), chow(7, a), chow(7, a)], pair=tile(5, a))
        return self._standard([chow(1, a), chow(7, a), chow(1, b), chow(7, b)], pair=tile(5, c))

    def _s_ranks(self):
        """Upper / middle / lower tiles, upper four, lower four, all simples."""
        ranks = self.rng.choice(("789", "456", "123", "6789", "1234", "2345678", "2345678"))
        ok = lambda t: t[0] in ranks and t not in HONORS  # noqa: E731
        return self._standard([], set_ok=lambda st: all(ok(t) for t in st[1]), pair_ok=ok)

    def _s_all_five(self):
        return self._standard(
            [], set_ok=lambda st: any(t[0] == "5" for t in st[1]), pair_ok=lambda t: t[0] == "5"
        )

    def _s_outside(self):
        return self._standard(
            [],
            set_ok=lambda st: any(is_terminal_or_honor(t) for t in st[1]),
            pair_ok=is_terminal_or_honor,
        )

    def _s_five_types(self):
        rng = self.rng
        wind, dragon = pung(self._pick(WINDS)), pung(self._pick(DRAGONS))
        suited = [rng.choice([x for x in ALL_CHOWS + ALL_PUNGS if x[1][0][-1] == s]) for s in SUITS]
        if rng.random() < 0.5:  # three suited sets, one honor set, the other honor as pair
            honor_set, pair_from = (wind, DRAGONS) if rng.random() < 0.5 else (dragon, WINDS)
            return ("standard", suited + [honor_set], self._pick(pair_from))
        return ("standard", suited[:2] + [wind, dragon], tile(rng.randint(1, 9), SUITS[2]))

    def _s_chicken(self):
        """Chicken-hand material: two or three melded simple sets over three suits, an honor
        pair (no fan unless the situation or a chance pattern brings one)."""
        rng = self.rng
        suits = list(SUITS) + [self._suit()]
        rng.shuffle(suits)
        sets = []
        for s in suits:
            if rng.random() < 0.6:
                sets.append(chow(rng.randint(1, 7), s))
            else:
                sets.append(pung(tile(rng.randint(2, 8), s)))
        n_melded = rng.choice((2, 3))
        melds = [_Meld(k, ts, rng.randint(1, 3)) for k, ts in sets[:n_melded]]
        pair = self._pick(HONORS)
        concealed = [t for _k, ts in sets[n_melded:] for t in ts] + [pair, pair]
        return ("special", concealed, melds)

    def _s_green(self):
        return self._standard(
            [], set_ok=lambda st: all(t in GREEN for t in st[1]), pair_ok=GREEN.__contains__
        )

    def _s_reversible(self):
        return self._standard(
            [],
            set_ok=lambda st: all(t in REVERSIBLE for t in st[1]),
            pair_ok=REVERSIBLE.__contains__,
        )

    def _s_seven_pairs(self):
        rng = self.rng
        pool = rng.choice(
            (
                TILES,
                TILES,
                tuple(t for t in TILES if t[-1] == self._suit() or t in HONORS),
                tuple(t for t in TILES if is_terminal_or_honor(t)),
                tuple(GREEN),
                tuple(REVERSIBLE),
                HONORS,
                tuple(t for t in TILES if 2 <= rank_of(t) <= 8),
            )
        )
        pairs = [rng.choice(pool) for _ in range(7)]
        return ("special", [t for p in pairs for t in (p, p)])

    def _s_seven_shifted_pairs(self):
        s, start = self._suit(), self.rng.randint(1, 3)
        return ("special", [tile(start + i, s) for i in range(7) for _ in range(2)])

    def _s_thirteen_orphans(self):
        orphans = [t for t in TILES if is_terminal_or_honor(t)]
        return ("special", orphans + [self.rng.choice(orphans)])

    def _knitted(self) -> list[str]:
        suits = self._suits(3)
        return [tile(r, s) for i, s in enumerate(suits) for r in (1 + i, 4 + i, 7 + i)]

    def _s_honors_and_knitted(self):
        pool = self._knitted() + list(HONORS)
        if self.rng.random() < 0.35:  # greater: all seven honors
            drop = self.rng.sample(pool[:9], 2)
        else:
            drop = self.rng.sample(pool, 2)
        return ("special", [t for t in pool if t not in drop])

    def _s_knitted_straight(self):
        rng = self.rng
        extra = rng.choice(ALL_CHOWS + ALL_PUNGS)
        pair = rng.choice(TILES)
        melds: list[_Meld] = []
        concealed = self._knitted() + [pair, pair]
        r = rng.random()
        if extra[0] == "pung" and r < 0.25:  # a kong of any kind
            melds.append(
                _Meld("kong", extra[1] + extra[1][:1], rng.choice((None, 1, 2, 3, 5, 6, 7)))
            )
        elif r < 0.5:
            melds.append(_Meld(extra[0], extra[1], rng.randint(1, 3)))
        else:
            concealed += list(extra[1])
        return ("special", concealed, melds)

    def _s_nine_gates(self):
        s = self._suit()
        base = [tile(r, s) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
        extra = tile(self.rng.randint(1, 9), s)
        # mostly the extra tile wins (Nine Gates); else a near miss from the same tiles
        win = extra if self.rng.random() < 0.8 else None
        return ("special", base + [extra], [], win)


_WEIGHTS: dict[str, float] = {
    "_s_uniform": 20,
    "_s_melded_mix": 4,
    "_s_chicken": 4,
    "_s_one_suit": 5,
    "_s_half_flush": 4,
    "_s_two_suits": 3,
    "_s_honors": 3,
    "_s_all_honors": 1,
    "_s_winds": 2,
    "_s_dragons": 2,
    "_s_all_pungs": 3,
    "_s_shifted_pungs": 3,
    "_s_same_rank_pungs": 2,
    "_s_even_pungs": 1,
    "_s_terminal_pungs": 3,
    "_s_kongs": 2,
    "_s_many_kongs": 3,
    "_s_identical_chows": 3,
    "_s_shifted_chows": 4,
    "_s_straights": 3,
    "_s_chow_pairs": 4,
    "_s_terminal_chows": 1.5,
    "_s_ranks": 5,
    "_s_all_five": 1.5,
    "_s_outside": 2,
    "_s_five_types": 2,
    "_s_green": 1,
    "_s_reversible": 1.5,
    "_s_seven_pairs": 4,
    "_s_seven_shifted_pairs": 1,
    "_s_thirteen_orphans": 1,
    "_s_honors_and_knitted": 2,
    "_s_knitted_straight": 2,
    "_s_nine_gates": 1,
}
