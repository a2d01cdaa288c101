"""The example rule system: the smallest complete plugin (docs/rule-systems.md).

- A win: any complete hand (four sets and a pair, or seven pairs) is worth 8. On a
  discard the discarder pays the winner 8; self-drawn, each other player pays 8.
  There is no minimum, and flowers are refused.
- Every kong pays when it is made, in a win or in a drawn hand: a concealed kong 2 from
  each other player, a melded one (claimed or promoted) 1 from each other player. The
  winner's kongs are read from the tiles; the other players' (and every kong of a drawn
  hand) come as `kong=` tokens of the notation's fourth part (`--kong` in a tournament).

The package offers `RULES` in the entry-point group `mcr_tournament.rule_systems` (its
pyproject.toml); nothing in the app names it.
"""

from __future__ import annotations

from collections.abc import Iterator

from scoring.extras import Extras, KongEvent
from scoring.hand import Hand, Meld, MeldKind
from scoring.readings import readings
from scoring.result import ScoreResult
from scoring.rules import Element, Evaluation, Options, RuleSystem
from scoring.settlement import Outcome, Payment

SEATS = "ESWN"
WIN, KONG_CONCEALED, KONG_MELDED = 0, 1, 2

ELEMENTS = {
    WIN: Element(WIN, "EX-WIN", "Complete hand", 8, "Four sets and a pair, or seven pairs."),
    KONG_CONCEALED: Element(
        KONG_CONCEALED, "EX-KONG-C", "Concealed kong", 2, "Paid by each other player."
    ),
    KONG_MELDED: Element(
        KONG_MELDED, "EX-KONG-M", "Melded kong", 1, "Claimed or promoted; each other pays."
    ),
}
SHAPES = frozenset({"four sets and a pair", "seven pairs"})


def _kong_key(meld: Meld) -> int:
    return KONG_CONCEALED if meld.claimed_from is None else KONG_MELDED


def evaluate(hand: Hand, extras: Extras, options: Options) -> Evaluation | None:
    """The hand's reading and elements: the win once, and each of the winner's kongs."""
    found = readings(hand, SHAPES)
    if not found:
        return None
    kongs = tuple((_kong_key(m), (m.notation(),)) for m in hand.melds if m.kind is MeldKind.KONG)
    return Evaluation(found[0], ((WIN, ()), *kongs))


def _others(seat: str) -> tuple[str, ...]:
    return tuple(s for s in SEATS if s != seat)


def _kong(key: int, seat: str, note: str) -> Payment:
    element = ELEMENTS[key]
    assert element.value is not None  # every element here has a fixed value
    return Payment(str(element.id), _others(seat), seat, element.value, note)


def _event_key(kong: KongEvent) -> int:
    return KONG_CONCEALED if kong.kind == "c" else KONG_MELDED


def _items(result: ScoreResult, outcome: Outcome) -> Iterator[Payment]:
    winner = outcome.winner
    hand = result.hand
    if hand is not None and winner is not None:
        for meld in hand.melds:
            if meld.kind is MeldKind.KONG:
                yield _kong(_kong_key(meld), winner, meld.notation())
    for kong in outcome.kongs:
        yield _kong(_event_key(kong), kong.seat, f"kong={kong.notation()}")
    if winner is None:
        return  # a drawn hand: the kongs only
    win = ELEMENTS[WIN]
    assert win.value is not None
    payers = _others(winner) if outcome.giver is None else (outcome.giver,)
    yield Payment(str(win.id), payers, winner, win.value)


def settle(result: ScoreResult, outcome: Outcome, options: Options) -> tuple[Payment, ...]:
    """Who pays whom for one hand: the kongs, then the win (sums to zero by design)."""
    return tuple(_items(result, outcome))


RULES = RuleSystem(
    name="example",
    title="The example game",
    label="the example game",
    fans=ELEMENTS,
    minimum=0,
    evaluate=evaluate,
    settle=settle,
    code="EX",
    shapes=SHAPES,
    extras=frozenset({"from", "kong"}),
    from_required=True,
    draw=True,  # a drawn hand still settles its kongs
    flowers=False,
)
