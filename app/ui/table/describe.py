"""What a stored or previewed hand says in words on the table sheet: who won, from
whom, the fan and another system's extras (further winners, robbed kong, liable
player, horse, kongs), and every player's payment. Plain Python, no Qt (phrases the
view translates)."""

from __future__ import annotations

from collections.abc import Mapping

from app.domain import HandRecord
from app.domain.model import Points
from app.export.rows import format_exact, format_signed
from app.ui.table.phrase import QT_TRANSLATE_NOOP, Phrase, joined, said

KONG_KINDS = {
    "c": QT_TRANSLATE_NOOP("HandForm", "concealed"),
    "p": QT_TRANSLATE_NOOP("HandForm", "promoted"),
    "d": QT_TRANSLATE_NOOP("HandForm", "on a discard"),
}


def describe(record: HandRecord, names: Mapping[int, str]) -> Phrase:
    """The hand in one line: "Ann from Bo, 8 fan" and its extras (a draw: "a draw")."""
    if record.draw:
        return said(QT_TRANSLATE_NOOP("HandForm", "a draw"))
    winner = _name(names, record.winner)
    if record.discarder is None:
        text = said(QT_TRANSLATE_NOOP("HandForm", "%1 self-drawn"), winner)
    else:
        discarder = _name(names, record.discarder)
        text = said(QT_TRANSLATE_NOOP("HandForm", "%1 from %2"), winner, discarder)
    if record.fan is not None:  # Shenzhen: no fan
        text = said(QT_TRANSLATE_NOOP("HandForm", "%1, %2 fan"), text, format_exact(record.fan))
    return joined(text, describe_extras(record, names))


def _name(names: Mapping[int, str], player: int | None) -> str:
    """The player's name (a number not named: the number itself)."""
    return str(player) if player is None else names.get(player, str(player))


def describe_extras(record: HandRecord, names: Mapping[int, str]) -> Phrase:
    """What another system's hand has besides, each part after "; " (so the Ready line
    shows everything Record stores); nothing under MCR."""

    def name(player: int) -> str:
        return names.get(player, str(player))

    parts: list[Phrase] = []
    for other in record.others:
        fan: Phrase | str = ""
        if other.fan is not None:
            fan = joined(", ", format_exact(other.fan), said(QT_TRANSLATE_NOOP("HandForm", " fan")))
        parts.append(said(QT_TRANSLATE_NOOP("HandForm", "also %1%2"), name(other.winner), fan))
    if record.robbed:
        parts.append(said(QT_TRANSLATE_NOOP("HandForm", "robbing a kong")))
    if record.liable is not None:
        parts.append(said(QT_TRANSLATE_NOOP("HandForm", "%1 liable"), name(record.liable)))
    if record.horse not in (None, ""):
        parts.append(said(QT_TRANSLATE_NOOP("HandForm", "horse %1"), str(record.horse)))
    for k in record.kongs:
        kong = said(
            QT_TRANSLATE_NOOP("HandForm", "kong %1 %2"), name(k.player), said(KONG_KINDS[k.kind])
        )
        if k.discarder is not None:
            kong = joined(
                kong, " ", said(QT_TRANSLATE_NOOP("HandForm", "from %1"), name(k.discarder))
            )
        parts.append(kong)
    return joined(*(joined("; ", p) for p in parts))


def payments(points: tuple[Points, ...], separator: str) -> str:
    """Every player's payment by seat letter: "A +24, B -8, ..." (``separator``: the
    language's list separator, given by the view)."""
    return separator.join(f"{'ABCD'[i]} {format_signed(v)}" for i, v in enumerate(points))
