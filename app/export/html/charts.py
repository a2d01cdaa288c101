"""Small line charts as inline SVG: a player's score and place session by session.

Drawn by hand (a few lines and labels) so the pages need no script or library; the
SVG scales to the width of a phone or a projector through its viewBox.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from app.export.html.layout import esc

WIDTH, HEIGHT = 360, 190
LEFT, RIGHT, TOP, BOTTOM = 44, 14, 16, 30
LINE = "#305496"
GRID = "#d5dbe5"


def _x(i: int, count: int) -> float:
    span = WIDTH - LEFT - RIGHT
    return LEFT + (span * i / (count - 1) if count > 1 else span / 2)


# A point of a chart: scores are exact (halves in some rule systems), places whole.
Value = int | Fraction


def _ticks(low: Value, high: Value, count: int = 4) -> list[int]:
    """Round tick values covering low..high."""
    if high == low:
        return [int(low)]
    raw = Fraction(high - low) / count  # exact, like the scores it spans
    magnitude = 10 ** (len(str(int(abs(raw)))) - 1) if raw >= 1 else 1
    step = max(1, next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw))
    first = int(low // step) * step
    ticks = []
    value = first
    while value <= high + step / 2:
        if value >= low - step / 2:
            ticks.append(int(value))
        value += step
    return ticks


def line_chart(
    title: str,
    labels: Sequence[str],
    values: Sequence[Value | None],
    inverted: bool = False,
    low: int | None = None,
    high: int | None = None,
) -> str:
    """One line through `values` (None: no point), labelled `labels` along the bottom.
    `inverted` puts low values on top (places: 1st at the top)."""
    known = [v for v in values if v is not None]
    if not known:
        return ""
    lo = min(known) if low is None else low
    hi = max(known) if high is None else high
    if inverted:
        # Places: 1st at the top, the last place at the bottom, round steps between.
        ticks: list[Value] = sorted({lo, *(t for t in _ticks(lo, hi) if lo < t <= hi)})
    else:
        # Scores: zero in sight, the axis from one round tick to another.
        ticks = [*_ticks(min(lo, 0), max(hi, 0))]
        lo, hi = min(ticks), max(ticks)
    if hi == lo:
        hi = lo + 1
    span = HEIGHT - TOP - BOTTOM

    def y(v: Value) -> float:
        f = (v - lo) / (hi - lo)
        return float(TOP + (f if inverted else 1 - f) * span)  # exact scores: a position

    parts = [
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{esc(title)}" xmlns="http://www.w3.org/2000/svg">',
        f"<title>{esc(title)}</title>",
    ]
    for t in ticks:
        ty = y(t)
        parts.append(
            f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{ty:.1f}" y2="{ty:.1f}" '
            f'stroke="{GRID}" stroke-width="{1.6 if t == 0 and not inverted else 0.8}"/>'
            f'<text x="{LEFT - 6}" y="{ty + 4:.1f}" text-anchor="end" font-size="11" '
            f'fill="#5b6575">{t}</text>'
        )
    count = len(values)
    for i, label in enumerate(labels):
        parts.append(
            f'<text x="{_x(i, count):.1f}" y="{HEIGHT - 10}" text-anchor="middle" '
            f'font-size="11" fill="#5b6575">{esc(label)}</text>'
        )
    points = [(_x(i, count), y(v), v) for i, v in enumerate(values) if v is not None]
    if len(points) > 1:
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py, _ in points)
        parts.append(
            f'<polyline points="{path}" fill="none" stroke="{LINE}" stroke-width="2.5" '
            'stroke-linejoin="round"/>'
        )
    for px, py, v in points:
        above = py - 8 if py > TOP + 14 else py + 16
        parts.append(
            f'<circle cx="{px:.1f}" cy="{py:.1f}" r="4" fill="{LINE}"/>'
            f'<text x="{px:.1f}" y="{above:.1f}" text-anchor="middle" font-size="11" '
            f'font-weight="600" fill="#1b2330">{_number(v)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _number(value: int | Fraction | float) -> str:
    """A score exactly (a half as .5), never as a fraction's text."""
    from app.export.rows import format_exact

    return format_exact(value) if not isinstance(value, float) else f"{value:g}"
