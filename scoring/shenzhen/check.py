"""The Shenzhen game's own checks of a whole record (spec section 8), in its words.

They run before the engine's generic ones (scoring.engine.check_record): a token the game
does not use (`chain`, `first`, `liable`) and a missing `from=` are refused there."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from scoring.errors import HandError
from scoring.extras import KONG_KINDS, KongEvent, Record
from scoring.hand import Hand, MeldKind
from scoring.rules import Options
from scoring.tiles import Tile, format_tiles, tile_name

MAX_KONGS = 4  # a player's hand holds four sets: at most four kongs


def check_record(record: Record, options: Options) -> None:
    extras = record.extras
    if record.kind == "draw":
        _check_draw(record)
        _check_kongs(extras.kongs, winner=None, winner_kongs=0)
        return
    hand = record.hand
    if hand is None:  # only a drawn hand has none
        raise HandError("A winning hand needs its tiles.")
    s = hand.situation
    winner = s.seat_wind
    if hand.flowers and not options["flowers"]:
        written = hand.flower_letters or str(hand.flowers)
        raise HandError(
            f"The Shenzhen game is played without flowers: remove the flowers '{written}' "
            "(or set the option flowers=on, under which they change nothing)."
        )
    if extras.kongs:  # the winner alone holds at most four sets, so four kongs
        own = [m.kind for m in hand.melds].count(MeldKind.KONG) if hand.melds else 0
        _check_kongs(extras.kongs, winner, own)
    _check_horse(hand, extras.horse, options)


def _check_draw(record: Record) -> None:
    extras = record.extras
    for name in ("from", "horse"):
        if name in extras.names:
            raise HandError(
                f"'{name}' has no meaning in a drawn hand: nobody won; a drawn hand takes only "
                "kong tokens (draw|||kong=Sc,kong=NdE)."
            )


def _check_kongs(kongs: Iterable[KongEvent], winner: str | None, winner_kongs: int) -> None:
    per_seat: Counter[str] = Counter()
    for k in kongs:
        if k.seat == winner:
            raise HandError(
                f"kong={k.notation()}: the winner's own kongs are read from the brackets "
                "([XXXX] concealed, [XXXX,1-3] on a discard, [XXXX,5-7] promoted); kong= "
                "tokens are the other players' kongs."
            )
        if k.kind not in KONG_KINDS:  # the parser refuses these already
            raise HandError(f"kong={k.notation()}: the kind is c, p or d.")
        per_seat[k.seat] += 1
    if winner is not None:
        per_seat[winner] += winner_kongs
    for seat, n in per_seat.items():
        if n > MAX_KONGS:
            raise HandError(
                f"{n} kongs for seat {seat}: a hand has four sets, so at most four kongs."
            )


def _check_horse(hand: Hand, horse: tuple[Tile, ...] | None, options: Options) -> None:
    s = hand.situation
    horses = options["horses"]
    if not s.self_drawn:
        if horse is not None:
            how = "by robbing a kong" if s.kong else "on a discard"
            raise HandError(
                f"horse={_tiles(horse)}: the horse is turned only after a self-drawn win; "
                f"this hand was won {how}. Remove the horse token."
            )
        return
    if horses == 0:
        if horse is not None:
            raise HandError(
                f"horse={_tiles(horse)}: this tournament draws no horse (option horses=0); "
                "remove the horse token."
            )
        return
    if horse is None:
        if s.wall_last:
            return  # the wall is empty: no horse [Z-11]
        many = "1 horse tile" if horses == 1 else f"up to {horses} horse tiles"
        raise HandError(
            f"A self-drawn win turns {many}: say which with horse=..., e.g. horse=5m "
            "(horse=- if none could be turned)."
        )
    if s.wall_last and horse:
        raise HandError(
            f"horse={_tiles(horse)}: the winning tile was the last of the wall, so no tile is "
            "left to turn as a horse; write horse=- or leave the token out."
        )
    if len(horse) > horses:
        raise HandError(
            f"{len(horse)} horse tiles ({_tiles(horse)}): this tournament draws {horses} "
            f"(option horses={horses})."
        )
    counts = hand.counts()
    for t, n in Counter(horse).items():
        if counts[t] + n > 4:
            raise HandError(
                f"horse={_tiles(horse)}: the hand holds {counts[t]} tiles of {tile_name(t)} and "
                f"the horse {n}: there are only four."
            )


def _tiles(tiles: Iterable[Tile]) -> str:
    return format_tiles(list(tiles)) if tiles else "-"
