"""A recorded hand as `hand` and `hands` print it: one line for people, or the JSON
object of the contract (docs/contracts.md; keys beyond MCR's in docs/tournament-rules.md)."""

from __future__ import annotations

from collections.abc import Sequence

from app.cli.console import number_text
from app.domain.model import FanLine, HandRecord
from app.domain.service import TournamentService
from scoring.result import json_number


def hand_line(svc: TournamentService, r: HandRecord) -> str:
    kongs = "".join(
        f", kong {k.kind} by {svc.player(k.player).name}"
        + (f" from {svc.player(k.discarder).name}" if k.discarder else "")
        for k in r.kongs
    )
    if r.draw:
        return f"Hand {r.hand:2}: draw{kongs}"
    # Not a draw: a win without a discarder is self-drawn.
    how = "self-drawn" if r.discarder is None else f"from {svc.player(r.discarder).name}"
    if r.robbed and r.discarder is not None:
        how = f"robbing the kong of {svc.player(r.discarder).name}"
    names = " and ".join(svc.player(w).name for w in r.winners)
    several = bool(r.others)  # each winner's fan and elements said apart, below
    value = f"{number_text(r.fan)} fan " if r.fan is not None and not several else ""
    wins = "win" if len(r.winners) > 1 else "wins"
    text = f"Hand {r.hand:2}: {names} {wins} {value}{how}{kongs}"
    if r.horse:
        text += f", horse {r.horse}"
    if r.liable is not None:
        text += f", {svc.player(r.liable).name} liable"
    return text + _details(svc, r)


def _listed(fans: Sequence[FanLine]) -> str:
    return ", ".join(
        f"{f.name} {number_text(f.points)}" + (f"x{f.count}" if f.count > 1 else "") for f in fans
    )


def _details(svc: TournamentService, r: HandRecord) -> str:
    """What the hand was made of, in brackets: each winner's fan and elements when
    several won, else the elements, else the settlement's items."""
    if r.others and r.winner is not None:
        each = [(r.winner, r.fan, r.fans), *((w.winner, w.fan, w.fans) for w in r.others)]
        return (
            "  ["
            + "; ".join(
                f"{svc.player(who).name}"
                + (f" {number_text(fan)} fan" if fan is not None else "")
                + (f": {_listed(fans)}" if fans else "")
                for who, fan, fans in each
            )
            + "]"
        )
    if r.fans:
        return "  [" + _listed(r.fans) + "]"
    if r.items:
        return "  [" + ", ".join(f"{i.id} {number_text(i.amount)}" for i in r.items) + "]"
    return ""


def hand_json(table_seats: Sequence[int], r: HandRecord) -> dict[str, object]:
    def lines(fans: Sequence[FanLine]) -> list[dict[str, object]]:
        return [
            {
                "id": f.fan_id,
                "name": f.name,
                "points": json_number(f.points),
                "count": f.count,
                "tiles": list(f.tiles),
            }
            for f in fans
        ]

    plain: dict[str, object] = {
        "hand": r.hand,
        "winner": r.winner,
        "from": r.discarder,
        "self_drawn": r.self_drawn,
        "draw": r.draw,
        "fan": json_number(r.fan) if r.fan is not None else None,
        "tiles": r.tiles,
        "points": {str(p): json_number(pts) for p, pts in zip(table_seats, r.points, strict=True)},
    }
    if not r.extended:  # an MCR hand: exactly the contract's keys
        return plain
    return plain | {  # beyond the MCR contract (docs/tournament-rules.md)
        "winners": list(r.winners),
        "elements": lines(r.fans),
        "others": [
            {
                "winner": w.winner,
                "fan": json_number(w.fan) if w.fan is not None else None,
                "tiles": w.tiles,
                "elements": lines(w.fans),
            }
            for w in r.others
        ],
        "robbed": r.robbed,
        "liable": r.liable,
        "horse": r.horse,
        "kongs": [{"player": k.player, "type": k.kind, "from": k.discarder} for k in r.kongs],
        "items": [
            {
                "id": i.id,
                "payers": list(i.payers),
                "receiver": i.receiver,
                "amount": json_number(i.amount),
                "note": i.note,
            }
            for i in r.items
        ],
        "entry": r.entry or ("draw" if r.draw else ("tiles" if r.tiles else "fan")),
    }
