"""The extras of a hand under another rule system as plain values: what the extras
panel holds (kept in a draft), read back from a stored hand, and parsed into the
domain's terms (kongs, further winners, the liable seat). Plain Python, no Qt: the
sheet's presenter builds the entry from these."""

from __future__ import annotations

import re

from app.domain import HandRecord, Refused
from app.domain.model import KongLine

SEATS = "ABCD"

# what the panel holds, as plain values (kept in a draft): kongs, horse, liable seat
# letter, robbed, other winners, ticked element names
Values = tuple[str, str, str, bool, str, tuple[str, ...]]
EMPTY: Values = ("", "", "", False, "", ())


def values_of(record: HandRecord, seats: tuple[int, ...]) -> Values:
    """What the panel shows for a stored hand (correcting it reloads its extras)."""

    def letter(player: int | None) -> str:
        return SEATS[seats.index(player)] if player in seats else ""

    kongs = ", ".join(
        f"{letter(k.player)}:{k.kind}" + (f":{letter(k.discarder)}" if k.discarder else "")
        for k in record.kongs
    )
    horse = "" if record.horse in (None, "-") else record.horse
    others = "; ".join(
        f"{letter(w.winner)}: {(w.tiles or '').split('|')[0]}" for w in record.others
    )
    ticked: tuple[str, ...] = ()
    if record.entry == "elements":
        ticked = tuple(f.name for f in record.fans)
    return (kongs, horse or "", letter(record.liable), record.robbed, others, ticked)


def parse_kongs(text: str, seats: tuple[int, ...]) -> tuple[KongLine, ...]:
    """'B:c, C:d:A' -> the kongs of the players at those seats; Refused with the rule."""
    kongs = []
    for part in (p.strip() for p in re.split(r"[,;]", text) if p.strip()):
        m = re.fullmatch(r"([A-Da-d])\s*:\s*([cpdCPD])\s*(?::\s*([A-Da-d]))?", part)
        if m is None:
            raise Refused(
                f"Kongs: '{part}' is not SEAT:KIND[:FROM] (e.g. B:c, C:p, D:d:A; c concealed, "
                "p promoted, d on a discard from the seat after it)."
            )
        player = seats[SEATS.index(m.group(1).upper())]
        discarder = seats[SEATS.index(m.group(3).upper())] if m.group(3) else None
        kongs.append(KongLine(player, m.group(2).lower(), discarder))
    return tuple(kongs)


def parse_others(text: str, seats: tuple[int, ...]) -> tuple[tuple[int, str], ...]:
    """'C: tiles; D: tiles' -> (player, notation) of each further winner."""
    winners = []
    for part in (p.strip() for p in text.split(";") if p.strip()):
        m = re.fullmatch(r"([A-Da-d])\s*:\s*(\S.*)", part)
        if m is None:
            raise Refused(f"Also won: '{part}' is not SEAT: TILES (e.g. C: 123m456p789s123s55p).")
        winners.append((seats[SEATS.index(m.group(1).upper())], m.group(2).strip()))
    return tuple(winners)


def seat_player(letter: str, seats: tuple[int, ...]) -> int | None:
    return seats[SEATS.index(letter)] if letter else None
