"""A thin adapter over the scoring engine, in the shapes the hand-entry view shows.

The notation string is the interface: :func:`evaluate` scores it and never raises for
bad input (a :class:`scoring.HandError` becomes :attr:`Evaluation.error`). Where the
engine does not offer something yet (the claims checker), this module does the
simplest honest thing and says so in the reason text.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

try:  # the engine is a sibling library that may land after the UI
    import scoring as _scoring
except ImportError:  # pragma: no cover - only while the engine is missing
    _scoring = None


@dataclass(frozen=True)
class FanLine:
    """One scored fan as the referee sees it."""

    fan_id: int | None
    name: str
    name_zh: str
    points: int
    count: int
    tiles: str  # the tiles or sets behind the fan, in notation
    tile_groups: tuple[tuple[str, ...], ...] = ()

    @property
    def total(self) -> int:
        return self.points * self.count


@dataclass(frozen=True)
class Evaluation:
    total: int = 0
    meets_minimum: bool = False
    fans: tuple[FanLine, ...] = ()
    error: str | None = None
    flowers: int = 0


@dataclass(frozen=True)
class ClaimLine:
    """A claimed or scored fan and the verdict on the referee's claim."""

    fan: str
    verdict: str  # "right", "missing" (scored, not claimed), "wrong" (claimed, not scored)
    reason: str = ""


@dataclass(frozen=True)
class Wait:
    tile: str
    evaluation: Evaluation


@dataclass(frozen=True)
class ClaimCheck:
    lines: tuple[ClaimLine, ...] = field(default_factory=tuple)
    claimed_total: int | None = None
    total: int = 0

    @property
    def all_right(self) -> bool:
        ok_total = self.claimed_total is None or self.claimed_total == self.total
        return ok_total and all(line.verdict == "right" for line in self.lines)


def available() -> bool:
    return _scoring is not None and hasattr(_scoring, "score_hand")


def _error_type() -> type[Exception]:
    return getattr(_scoring, "HandError", ValueError)


def _groups(value: object) -> tuple[tuple[str, ...], ...]:
    """Tile groups from whatever the engine gives: strings, tile lists, objects."""
    from app.ui.hand.notation import NotationError, parse_notation
    from app.ui.tiles.codes import TILES

    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    groups: list[tuple[str, ...]] = []
    for item in value if isinstance(value, Iterable) else [value]:
        if hasattr(item, "tiles") and not isinstance(item, str):
            item = item.tiles
        if isinstance(item, str):
            if item in TILES:
                groups.append((item,))
                continue
            try:
                state = parse_notation(item.replace("[", "").replace("]", "").split(",")[0])
            except NotationError:
                continue
            groups.append(state.concealed)
        elif isinstance(item, Iterable):
            tiles = tuple(str(getattr(t, "code", t)) for t in item)
            if all(t in TILES for t in tiles):
                groups.append(tiles)
            else:
                groups.extend(_groups(item))
    return tuple(g for g in groups if g)


def _fan_line(fan: object) -> FanLine:
    tiles_value = None
    for name in ("tiles", "sets", "melds", "uses", "parts"):
        tiles_value = getattr(fan, name, None)
        if tiles_value:
            break
    groups = _groups(tiles_value)
    text = " ".join("".join(g) for g in groups) if groups else ""
    return FanLine(
        fan_id=getattr(fan, "fan_id", None),
        name=str(getattr(fan, "name", "")),
        name_zh=str(getattr(fan, "name_zh", "")),
        points=int(getattr(fan, "points", 0)),
        count=int(getattr(fan, "count", 1)),
        tiles=text,
        tile_groups=groups,
    )


def evaluate(notation: str) -> Evaluation:
    """Score a winning hand; a hand the engine refuses comes back with its message."""
    if not notation.strip():
        return Evaluation(error="")
    if not available():
        return Evaluation(error="The scoring engine is not installed.")
    try:
        result = _scoring.score_hand(notation)
    except _error_type() as exc:
        return Evaluation(error=str(exc))
    fans = tuple(_fan_line(f) for f in getattr(result, "fans", ()))
    return Evaluation(
        total=int(result.total),
        meets_minimum=bool(result.meets_minimum),
        fans=fans,
        flowers=int(getattr(result, "flowers", 0) or 0),
    )


def waits_of(notation13: str, tail: str = "") -> tuple[Wait, ...] | str:
    """The waits of a 13-tile hand, each scored as the winning tile; or an error text."""
    if not available() or not hasattr(_scoring, "waits"):
        return "The scoring engine cannot list waits yet."
    try:
        tiles = _scoring.waits(notation13)
    except _error_type() as exc:
        return str(exc)
    out = []
    for tile in tiles:
        code = str(getattr(tile, "code", tile))
        out.append(Wait(code, evaluate(notation13 + code + tail)))
    return tuple(out)


def _fan_label(line: FanLine) -> str:
    return f"{line.fan_id}. {line.name}" if line.fan_id else line.name


def check_claims(evaluation: Evaluation, notation: str, claimed: Iterable[int | str],
                 claimed_total: int | None) -> ClaimCheck:
    """Compare the referee's claimed fans (numbers or names, one entry per time
    claimed) and total with the engine's count, with the reason for each wrong claim.

    Uses the engine's claims checker (``scoring.explain.check_claims``); without it,
    a plain comparison by fan number.
    """
    claimed = list(claimed)
    try:
        from scoring.explain import check_claims as engine_check
    except ImportError:
        engine_check = None
    if engine_check is not None:
        try:
            report = engine_check(notation, claimed, claimed_total)
        except _error_type() as exc:
            return ClaimCheck((ClaimLine("", "wrong", str(exc)),), claimed_total,
                              evaluation.total)
        lines = [ClaimLine(_def_label(f, n), "right") for f, n in report.correct]
        lines += [ClaimLine(_def_label(w.fan, w.claimed - w.counted), "wrong", w.reason)
                  for w in report.wrong]
        lines += [ClaimLine(_def_label(f, n), "missing", "") for f, n in report.missing]
        return ClaimCheck(tuple(lines), claimed_total, int(report.result.total))
    scored = {f.fan_id: f for f in evaluation.fans if f.fan_id}
    lines: list[ClaimLine] = []
    numbers = [int(c) for c in claimed if str(c).strip().isdigit()]
    for fan_id in numbers:
        if fan_id in scored:
            lines.append(ClaimLine(_fan_label(scored[fan_id]), "right"))
        else:
            lines.append(ClaimLine(str(fan_id), "wrong", "not scored in this hand"))
    for fan_id, line in scored.items():
        if fan_id not in numbers:
            lines.append(ClaimLine(_fan_label(line), "missing", "scored but not claimed"))
    return ClaimCheck(tuple(lines), claimed_total, evaluation.total)


def _def_label(fan: object, times: int = 1) -> str:
    number = getattr(fan, "fan_id", None)
    name = f"{getattr(fan, 'name', fan)} {getattr(fan, 'name_zh', '')}".strip()
    label = f"{number}. {name}" if number else name
    return f"{label} ×{times}" if times > 1 else label
