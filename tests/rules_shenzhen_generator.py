"""Deterministic generator of random legal Shenzhen outcomes, with what each should pay.

Each `Case` is one hand record in the notation (a win, or `draw|||kong=...`), the options
it is scored under, and the payments by seat worked out here from the structure the
generator built (not from the notation, and not by scoring/shenzhen/settlement.py): the
winner's kongs by kind, the other players' kong tokens, the way of winning, the horse
tiles and their owners. Hands are legal by construction: four sets and a pair (seven pairs
or thirteen orphans when `special_hands` is on), no claimed chow, no fifth copy of a tile
(horse tiles included), a robbed tile held nowhere else, a replacement win only with a
kong, a horse only after a self-draw and never from an empty wall.

Used by tests/test_rules_shenzhen_generated.py and bench/bench_rules_shenzhen.py.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

SEATS = "ESWN"
SUITS = "mps"
HONORS = "ESWNCFP"
TILES = tuple(f"{r}{s}" for s in SUITS for r in range(1, 10)) + tuple(HONORS)
ORPHANS = ("1m", "9m", "1p", "9p", "1s", "9s", *HONORS)

# The lucky tiles, written out again from the spec's tables (section 3), not imported.
RANK_OWNER = {1: "E", 5: "E", 9: "E", 2: "S", 6: "S", 3: "W", 7: "W", 4: "N", 8: "N"}
HONOR_OWNER = {
    "guangdong": {"E": "E", "S": "S", "W": "W", "N": "N", "C": "E", "F": "S", "P": "W"},
    "shenzhen": {"E": "E", "S": "S", "W": "W", "N": "N", "C": "S", "F": "W", "P": "N"},
}


def owner(tile: str, horse_map: str) -> str:
    if len(tile) == 2:
        return RANK_OWNER[int(tile[0])]
    return HONOR_OWNER[horse_map][tile]


def relative(winner: str, seat: str) -> int:
    """1 left (previous), 2 across, 3 right (next), as a claimed pung's marker."""
    return (SEATS.index(winner) - SEATS.index(seat)) % 4


def others(seat: str) -> list[str]:
    return [s for s in SEATS if s != seat]


@dataclass
class Case:
    record: str
    options: dict
    expected: dict[str, int]  # points by seat
    ids: Counter = field(default_factory=Counter)  # item id -> times it is paid


def _pay(points: dict, ids: Counter, item: str, payers, receiver: str, x: int, unit: int):
    ids[item] += 1
    for p in payers:
        points[p] -= x * unit
        points[receiver] += x * unit


def random_options(rng: random.Random) -> dict:
    options: dict = {}
    if rng.random() < 0.3:
        options["unit"] = rng.choice((2, 5, 10))
    if rng.random() < 0.4:
        options["horses"] = rng.choice((0, 0, 2, 3, 4))
    if rng.random() < 0.3:
        options["horse_map"] = "shenzhen"
    if rng.random() < 0.3:
        options["horse_other"] = rng.choice(("winner_pays", "nothing"))
    if rng.random() < 0.3:
        options["special_hands"] = True
    if rng.random() < 0.2:
        options["flowers"] = True
    if rng.random() < 0.2:
        options["draw_cancels_kongs"] = True
    return options


def _kong_tokens(rng: random.Random, winner: str | None) -> list[tuple[str, str, str | None]]:
    tokens = []
    for _ in range(rng.choice((0, 0, 0, 1, 1, 2, 3))):
        seat = rng.choice([s for s in SEATS if s != winner])
        kind = rng.choice("cpd")
        tokens.append((seat, kind, rng.choice(others(seat)) if kind == "d" else None))
    return tokens


def _settle_kongs(points, ids, tokens, unit, cancelled=False):
    for seat, kind, discarder in tokens:
        if cancelled:
            ids[{"c": "SZ-K2", "p": "SZ-K1", "d": "SZ-K3"}[kind]] += 1
            continue
        if kind == "c":
            _pay(points, ids, "SZ-K2", others(seat), seat, 2, unit)
        elif kind == "p":
            _pay(points, ids, "SZ-K1", others(seat), seat, 1, unit)
        else:
            _pay(points, ids, "SZ-K3", (discarder,), seat, 3, unit)


def _token_text(tokens) -> list[str]:
    return [f"kong={seat}{kind}{discarder or ''}" for seat, kind, discarder in tokens]


def random_draw(rng: random.Random, options: dict) -> Case:
    tokens = _kong_tokens(rng, None) or [("S", "c", None)]
    unit = options.get("unit", 1)
    points = dict.fromkeys(SEATS, 0)
    ids: Counter = Counter()
    _settle_kongs(points, ids, tokens, unit, cancelled=options.get("draw_cancels_kongs", False))
    return Case("draw|||" + ",".join(_token_text(tokens)), options, points, ids)


def _standard(rng: random.Random, pool: Counter):
    """Four sets and a pair: (groups, concealed tiles). A group is (kind, tiles, marker)."""
    groups = []
    concealed: list[str] = []
    while len(groups) < 4:
        kind = rng.choice(("chow", "chow", "pung", "kong"))
        if kind == "chow":
            suit, r = rng.choice(SUITS), rng.randint(1, 7)
            tiles = [f"{r + i}{suit}" for i in range(3)]
        else:
            t = rng.choice(TILES)
            tiles = [t] * (3 if kind == "pung" else 4)
        need = Counter(tiles)
        if any(pool[t] < n for t, n in need.items()):
            continue
        pool.subtract(need)
        if kind == "chow":
            concealed += tiles
            groups.append(("chow", tiles, None))
        elif kind == "pung":
            how = rng.choice(("concealed", "claimed"))
            if how == "concealed":
                concealed += tiles
            groups.append(("pung", tiles, None if how == "concealed" else rng.randint(1, 3)))
        else:
            marker = rng.choice((None, 1, 2, 3, 5, 6, 7))
            groups.append(("kong", tiles, marker))
    while True:
        t = rng.choice(TILES)
        if pool[t] >= 2:
            pool[t] -= 2
            concealed += [t, t]
            break
    return groups, concealed


def _special(rng: random.Random, pool: Counter):
    if rng.random() < 0.5:
        tiles = rng.sample(TILES, 7)
        concealed = [t for t in tiles for _ in range(2)]
    else:
        concealed = [*ORPHANS, rng.choice(ORPHANS)]
    pool.subtract(Counter(concealed))
    return [], concealed


def random_win(rng: random.Random, options: dict) -> Case:
    unit = options.get("unit", 1)
    horses = options.get("horses", 1)
    pool = Counter(dict.fromkeys(TILES, 4))
    if options.get("special_hands") and rng.random() < 0.15:
        groups, concealed = _special(rng, pool)
    else:
        groups, concealed = _standard(rng, pool)
    winner = rng.choice(SEATS)
    prevalent = rng.choice(SEATS)
    rng.shuffle(concealed)
    declared = [tiles for kind, tiles, marker in groups if kind == "kong" or marker is not None]
    held = Counter(concealed) + Counter(t for tiles in declared for t in tiles)
    has_kong = any(kind == "kong" for kind, _, _ in groups)
    way = rng.choice(("self", "self", "discard", "discard", "robbed"))
    # The winning tile is one of the concealed tiles, written last; a robbed tile is the
    # fourth of its kind, so the hand holds no other.
    alone = [i for i, t in enumerate(concealed) if held[t] == 1]
    if way == "robbed" and not alone:
        way = "discard"
    at = rng.choice(alone) if way == "robbed" else rng.randrange(len(concealed))
    win_tile = concealed.pop(at)
    concealed.append(win_tile)
    self_drawn = way == "self"
    kong_flag = way == "robbed" or (self_drawn and has_kong and rng.random() < 0.3)
    # Robbing a kong with the last wall tile cannot happen (the engine refuses |xx0011).
    wall_last = rng.random() < 0.1 and way != "robbed"
    last_tile = held[win_tile] == 1 and rng.random() < 0.1 and way != "robbed"
    flags = "".join("1" if f else "0" for f in (self_drawn, last_tile, wall_last, kong_flag))
    points = dict.fromkeys(SEATS, 0)
    ids: Counter = Counter()
    # The winner's kongs.
    brackets = []
    for kind, tiles, marker in groups:
        body = "".join(t[0] for t in tiles) + tiles[0][1] if len(tiles[0]) == 2 else "".join(tiles)
        if kind == "chow" or (kind == "pung" and marker is None):
            continue
        brackets.append(f"[{body}]" if marker is None else f"[{body},{marker}]")
        if kind != "kong":
            continue
        if marker is None:
            _pay(points, ids, "SZ-K2", others(winner), winner, 2, unit)
        elif marker >= 5:
            _pay(points, ids, "SZ-K1", others(winner), winner, 1, unit)
        else:
            giver = SEATS[(SEATS.index(winner) - marker) % 4]
            _pay(points, ids, "SZ-K3", (giver,), winner, 3, unit)
    tokens = _kong_tokens(rng, winner)
    _settle_kongs(points, ids, tokens, unit)
    extras = []
    if self_drawn:
        _pay(points, ids, "SZ-W1", others(winner), winner, 5, unit)
    else:
        giver = rng.choice(others(winner))
        _pay(points, ids, "SZ-W3" if way == "robbed" else "SZ-W2", (giver,), winner,
             10 if way == "robbed" else 5, unit)  # fmt: skip
        extras.append(f"from={rng.choice((giver, str(relative(winner, giver))))}")
    if self_drawn and horses:
        if wall_last:
            if rng.random() < 0.5:
                extras.append("horse=-")
        elif rng.random() < 0.05:
            extras.append("horse=-")
        else:
            left = held.copy()
            drawn = []
            for _ in range(rng.randint(1, horses)):
                t = rng.choice([t for t in TILES if left[t] < 4])
                left[t] += 1
                drawn.append(t)
            extras.append("horse=" + "".join(drawn))
            for t in drawn:
                seat = owner(t, options.get("horse_map", "guangdong"))
                other = options.get("horse_other", "owner_pays")
                if seat == winner:
                    _pay(points, ids, "SZ-H1", others(winner), winner, 2, unit)
                elif other == "owner_pays":
                    _pay(points, ids, "SZ-H2", (seat,), winner, 2, unit)
                elif other == "winner_pays":
                    _pay(points, ids, "SZ-H2", (winner,), seat, 2, unit)
    extras += _token_text(tokens)
    rng.shuffle(extras)
    flowers = ""
    if options.get("flowers") and rng.random() < 0.5:
        flowers = "".join(sorted(rng.sample("abcdefgh", rng.randint(1, 8))))
    text = "".join(brackets) + _concealed_text(concealed) + f"|{prevalent}{winner}{flags}|{flowers}"
    if extras:
        text += "|" + ",".join(extras)
    return Case(text, options, points, ids)


def _concealed_text(tiles: list[str]) -> str:
    """Each tile written on its own (5m3p...), the winning tile last."""
    return "".join(tiles)


def cases(n: int, seed: int = 2026):
    rng = random.Random(seed)
    for _ in range(n):
        options = random_options(rng)
        yield random_draw(rng, options) if rng.random() < 0.1 else random_win(rng, options)
