"""The notation's fourth part, "extras": what a rule system needs beyond MCR's notation.

    <tiles>|<prevalent><seat><4 flags>|<flowers>|<extras>
    extras = token ("," token)* ;  token = name | name "=" value

Tokens (docs/rule-systems.md; each system declares which it uses and refuses the rest):

    from=1|2|3|E|S|W|N   who gave the winning tile (1 left, 2 across, 3 right, or a seat)
    first                won in the first turn / circulation
    chain=1..4           kongs in an unbroken chain before the winning replacement tile
    liable=1|2|3|seat    the liable player, when the engine cannot derive it
    horse=<tiles>|-      the lucky-draw tile(s) after a self-drawn win; '-' none drawn
    kong=<seat><c|p|d>[<seat>]  another player's kong (concealed, promoted, on a discard
                         from the seat written after 'd'); may be repeated

Syntax is checked here, with the same words whatever the system; what a token means for a
given hand (a Heaven needs the dealer, a horse only after a self-draw) is the system's.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from scoring.errors import HandError
from scoring.hand import WIND_LETTERS, Hand, Situation
from scoring.tiles import Tile
from scoring.value import Value

if TYPE_CHECKING:
    from scoring.settlement import Outcome

SEATS = WIND_LETTERS  # "ESWN": seat winds in playing order; East is the dealer
DEALER = "E"
TOKENS = ("from", "first", "chain", "liable", "horse", "kong")
_VALUED = {"from", "chain", "liable", "horse", "kong"}
_REPEATABLE = {"kong"}
KONG_KINDS = {"c": "concealed", "p": "promoted", "d": "on a discard"}


def seat_from(winner: str, relative: int) -> str:
    """The seat of the player `relative` places from the winner, counted as a claimed
    pung's marker is: 1 left (the previous player), 2 across, 3 right (the next)."""
    return SEATS[(SEATS.index(winner) - relative) % 4]


def relative_of(winner: str, seat: str) -> int:
    """The inverse of seat_from: 1, 2 or 3 for another player's seat."""
    return (SEATS.index(winner) - SEATS.index(seat)) % 4


class KongEvent(Value):
    """A kong another player declared during the hand (`kong=` token).

    Immutable by contract (Final fields; a scoring.value.Value, which says why a plain
    class). Equal and hashed by its fields."""

    seat: Final[str]
    kind: Final[str]  # "c" concealed, "p" promoted, "d" on a discard
    discarder: Final[str | None]  # the seat that discarded the fourth tile, for "d"

    _SHOWN = ("seat", "kind", "discarder")

    def __init__(self, seat: str, kind: str, discarder: str | None = None) -> None:
        self.seat = seat
        self.kind = kind
        self.discarder = discarder

    def _compared(self) -> tuple[object, ...]:
        return (self.seat, self.kind, self.discarder)

    def notation(self) -> str:
        return f"{self.seat}{self.kind}{self.discarder or ''}"


class Extras(Value):
    """The fourth part, parsed. Seats are kept as written (a digit or a letter) in
    `from_text` / `liable_text`; `giver(winner)` / `liable_seat(winner)` resolve them.
    Immutable by contract, equal and hashed by its fields (a scoring.value.Value)."""

    names: Final[tuple[str, ...]]  # the tokens given, in order (kong repeated)
    from_text: Final[str | None]
    first: Final[bool]
    chain: Final[int | None]
    liable_text: Final[str | None]
    horse: Final[tuple[Tile, ...] | None]  # None: not given; (): '-' (no horse drawn)
    kongs: Final[tuple[KongEvent, ...]]

    _SHOWN = ("names", "from_text", "first", "chain", "liable_text", "horse", "kongs")

    def __init__(
        self,
        names: tuple[str, ...] = (),
        from_text: str | None = None,
        first: bool = False,
        chain: int | None = None,
        liable_text: str | None = None,
        horse: tuple[Tile, ...] | None = None,
        kongs: tuple[KongEvent, ...] = (),
    ) -> None:
        self.names = names
        self.from_text = from_text
        self.first = first
        self.chain = chain
        self.liable_text = liable_text
        self.horse = horse
        self.kongs = kongs

    def _compared(self) -> tuple[object, ...]:
        return (
            self.names, self.from_text, self.first, self.chain, self.liable_text, self.horse,
            self.kongs,
        )  # fmt: skip

    def __bool__(self) -> bool:
        return bool(self.names)

    def giver(self, winner: str) -> str | None:
        return _seat(self.from_text, winner, "from")

    def liable_seat(self, winner: str) -> str | None:
        return _seat(self.liable_text, winner, "liable")

    def notation(self) -> str:
        out = []
        for name in dict.fromkeys(self.names):
            if name == "from":
                out.append(f"from={self.from_text}")
            elif name == "first":
                out.append("first")
            elif name == "chain":
                out.append(f"chain={self.chain}")
            elif name == "liable":
                out.append(f"liable={self.liable_text}")
            elif name == "horse":
                from scoring.tiles import format_tiles

                out.append("horse=" + (format_tiles(list(self.horse)) if self.horse else "-"))
            elif name == "kong":
                out.extend(f"kong={k.notation()}" for k in self.kongs)
        return ",".join(out)


NO_EXTRAS = Extras()


@lru_cache(maxsize=256)
def _seat(text: str | None, winner: str, token: str) -> str | None:
    """The seat a from= or liable= names (cached: a few dozen possibilities; a refusal
    is raised again each time, never kept)."""
    if text is None:
        return None
    seat = seat_from(winner, int(text)) if text.isdigit() else text
    if seat == winner:
        raise HandError(
            f"{token}={text} names the winner's own seat ({winner}): "
            f"name another player (1, 2 or 3, or the seat wind)."
        )
    return seat


def _seat_value(name: str, value: str) -> str:
    if value in ("1", "2", "3") or (len(value) == 1 and value in SEATS):
        return value
    raise HandError(
        f"{name}={value}: name the player as 1 (left), 2 (across), 3 (right) or by seat wind "
        "E, S, W or N."
    )


class UnknownToken(HandError):
    """A word of the fourth part that is no token. Said here with every system's tokens;
    the engine, which knows the system, says it again with that system's only."""

    def __init__(self, name: str, text: str) -> None:
        self.name, self.text = name, text
        super().__init__(self.worded(TOKENS))

    def worded(self, tokens: Iterable[str], label: str = "") -> str:
        where = f"'{self.name}' in '|{self.text}' is not a token of the notation's fourth part"
        listed = sorted(tokens, key=TOKENS.index)
        who = f"{label} uses" if label else "the tokens are"
        if not listed:
            return f"{where}: {label or 'this system'} uses no fourth part (after the flowers)."
        return f"{where} (after the flowers); {who} {', '.join(listed)}."


@lru_cache(maxsize=4096)
def parse_extras(text: str) -> Extras:
    """The tokens of a fourth part ('' for none). Raises HandError on bad syntax.
    Cached: an Extras is immutable, and the same few fourth parts come again and again."""
    if not text:
        return NO_EXTRAS
    names: list[str] = []
    seats: dict[str, str] = {}  # from=, liable=: the seat as written
    chain: int | None = None
    horse: tuple[Tile, ...] | None = None
    kongs: list[KongEvent] = []
    for raw in text.split(","):
        if not raw:
            raise HandError(f"An empty token in '|{text}': separate tokens with one comma.")
        name, eq, value = raw.partition("=")
        if name not in TOKENS:
            raise UnknownToken(name, text)
        if name in names and name not in _REPEATABLE:
            raise HandError(f"'{name}' is given twice: each token at most once.")
        if name in _VALUED and not (eq and value):
            raise HandError(f"'{name}' needs a value: write {name}=... ({_EXAMPLE[name]}).")
        if name not in _VALUED and eq:
            raise HandError(f"'{name}' takes no value: write just {name}.")
        names.append(name)
        if name in ("from", "liable"):
            seats[name] = _seat_value(name, value)
        elif name == "first":
            pass  # a flag: being named is all it says
        elif name == "chain":
            if value not in ("1", "2", "3", "4"):
                raise HandError(f"chain={value}: a chain has 1 to 4 kongs.")
            chain = int(value)
        elif name == "horse":
            horse = _horse(value)
        else:
            kongs.append(_kong(value))
    return Extras(
        names=tuple(names),
        from_text=seats.get("from"),
        first="first" in names,
        chain=chain,
        liable_text=seats.get("liable"),
        horse=horse,
        kongs=tuple(kongs),
    )


_EXAMPLE = {
    "from": "from=1, 2 or 3, or a seat",
    "chain": "chain=1 to 4",
    "liable": "liable=1, 2 or 3, or a seat",
    "horse": "horse=5m, or horse=- when none was drawn",
    "kong": "kong=Sc, kong=Wp or kong=NdE",
}


def _horse(value: str) -> tuple[Tile, ...]:
    if value == "-":
        return ()
    from scoring.notation import split_tiles

    try:
        melds, tiles = split_tiles(value)
    except HandError as error:
        raise HandError(f"horse={value}: {error}") from None
    if melds or not tiles:
        raise HandError(f"horse={value}: write the tile(s) turned, e.g. horse=5m, or horse=-.")
    return tuple(tiles)


def _kong(value: str) -> KongEvent:
    ok = (
        len(value) in (2, 3)
        and value[0] in SEATS
        and value[1] in KONG_KINDS
        and (len(value) == 3) == (value[1] == "d")
        and (len(value) == 2 or (value[2] in SEATS and value[2] != value[0]))
    )
    if not ok:
        raise HandError(
            f"kong={value}: write the seat and c, p or d (d with the discarder's seat), "
            "e.g. kong=Sc, kong=Wp, kong=NdE."
        )
    return KongEvent(value[0], value[1], value[2] if len(value) == 3 else None)


class Record(Value):
    """A whole hand as written: what was won (`kind`), the hand, and the extras.

    kind "win": a winning hand; "flowers": a win on flowers alone (tiles written '-': the
    hand has no tiles, only its situation and flowers); "draw": a drawn hand (`draw|||...`:
    no hand at all, `hand` is None). Immutable by contract, equal and hashed by its fields
    (a scoring.value.Value)."""

    kind: Final[str]
    hand: Final[Hand | None]
    extras: Final[Extras]

    _SHOWN = ("kind", "hand", "extras")

    def __init__(self, kind: str, hand: Hand | None, extras: Extras = NO_EXTRAS) -> None:
        self.kind = kind
        self.hand = hand
        self.extras = extras

    def _compared(self) -> tuple[object, ...]:
        return (self.kind, self.hand, self.extras)

    @property
    def situation(self) -> Situation | None:
        return None if self.hand is None else self.hand.situation


def outcome_of(kind: str, hand: Hand | None, extras: Extras) -> Outcome | None:
    """The settlement's view of one scored hand (scoring.settlement.Outcome), or None
    when who gave the winning tile is not known (a discard without `from=`).

    Cached: an Outcome is immutable, and the same few situations and extras come again
    and again. Kept by the Extras object itself (parse_extras hands out the same one for
    the same text), then by the little the outcome reads of the hand: hashing the
    frozen dataclasses field by field cost more than working the outcome out."""
    s = None if hand is None else hand.situation
    key = ("draw", "", False, False) if s is None else (kind, s.seat_wind, s.self_drawn, s.kong)
    mine = _OUTCOMES.get(id(extras))
    if mine is None or mine[0] is not extras:  # a new Extras (or another at a freed id)
        if len(_OUTCOMES) >= _OUTCOMES_KEPT:
            _OUTCOMES.clear()
        mine = (extras, {})
        _OUTCOMES[id(extras)] = mine
    found = mine[1]
    if key in found:
        return found[key]
    outcome = found[key] = _outcome_of(key[0], key[1], key[2], key[3], extras)
    return outcome


# id(Extras) -> (that Extras, kept alive so the id stays its own; the outcomes by
# (kind, seat wind, self-drawn, kong)).
_OutcomeKey = tuple[str, str, bool, bool]
_OUTCOMES: dict[int, tuple[Extras, dict[_OutcomeKey, Outcome | None]]] = {}
_OUTCOMES_KEPT = 4096


def _outcome_of(
    kind: str, winner: str, self_drawn: bool, kong: bool, extras: Extras
) -> Outcome | None:
    """`outcome_of` from what it reads of the situation (a refusal, such as a from= naming
    the winner, is raised each time: never kept)."""
    from scoring.settlement import Outcome

    if kind == "draw":
        return Outcome((), "draw", kongs=extras.kongs)
    if self_drawn:
        win = "self_drawn"
    elif kind == "flowers":
        win = "taken_flower"
    elif kong:
        win = "robbed_kong"
    else:
        win = "discard"
    giver = extras.giver(winner)
    if win != "self_drawn" and giver is None:
        return None
    return Outcome(
        winners=(winner,),
        win=win,
        giver=giver,
        first=extras.first,
        chain=extras.chain,
        liable=extras.liable_seat(winner),
        horse=extras.horse,
        kongs=extras.kongs,
    )
