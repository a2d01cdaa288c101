"""A line chart drawn with QPainter: session by session, one or more lines.

Used for a player's score and place (the player history) and the leaders' places on
the projector. It draws what it is given (labels along the bottom, values per line,
None for no point); the points come from the domain's progression, as the website's.
Colours and sizes come from a `ChartStyle`, so the same chart reads on a window and
from the back of a hall.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

Value = int | Fraction | None


@dataclass(frozen=True)
class ChartStyle:
    """Colours and sizes of a chart (the window's or the hall's)."""

    background: str = "#ffffff"
    text: str = "#1b2330"
    muted: str = "#5b6575"
    grid: str = "#d5dbe5"
    colours: tuple[str, ...] = ("#305496", "#c55a11", "#548235", "#7030a0", "#bf0041", "#00838f")
    point_size: float = 9.0  # labels; titles a third bigger
    line_width: float = 2.5
    value_labels: bool = True  # each point's value written beside it


# High contrast on the projector's dark blue: light, saturated, told apart by colour-blind
# readers too (Okabe-Ito's palette, lightened).
HALL = ChartStyle(
    background="#10263b",
    text="#ffffff",
    muted="#c8d3df",
    grid="#3a5a7a",
    colours=("#ffd54f", "#4fc3f7", "#ff8a65", "#aed581", "#f48fb1", "#ffffff"),
    point_size=20.0,
    line_width=6.0,
    value_labels=False,
)


@dataclass(frozen=True)
class Line:
    """One line of the chart: its name (the legend) and a value per label."""

    name: str
    values: tuple[Value, ...]


@dataclass
class _Axis:
    low: float
    high: float
    ticks: list[int] = field(default_factory=list)


def nice_ticks(low: float, high: float, count: int = 4) -> list[int]:
    """Round tick values covering low..high, 1, 2 or 5 times a power of ten apart."""
    if high <= low:
        return [int(low)]
    raw = (high - low) / count
    magnitude = 1
    while magnitude * 10 < raw:
        magnitude *= 10
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return list(range(first, last + 1, step))


class LineChart(QWidget):
    """A chart of lines over the sessions (see the module docstring). `inverted` puts
    low values on top: places, 1st at the top."""

    def __init__(self, parent: QWidget | None = None, style: ChartStyle | None = None) -> None:
        super().__init__(parent)
        self.chart_style = style or ChartStyle()
        self.title = ""
        self.labels: tuple[str, ...] = ()
        self.lines: tuple[Line, ...] = ()
        self.inverted = False
        self.bounds: tuple[int | None, int | None] = (None, None)
        self.empty_text = ""
        self.legend = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def set_data(
        self,
        title: str,
        labels: Sequence[str],
        lines: Sequence[Line],
        inverted: bool = False,
        low: int | None = None,
        high: int | None = None,
        legend: bool = False,
    ) -> None:
        """Show `lines` over `labels`; `low`/`high` fix the value axis (places: 1 to the
        number of players)."""
        self.title = title
        self.labels = tuple(labels)
        self.lines = tuple(lines)
        self.inverted = inverted
        self.bounds = (low, high)
        self.legend = legend
        self.setAccessibleName(title)
        self.update()

    def has_points(self) -> bool:
        return any(v is not None for line in self.lines for v in line.values)

    def sizeHint(self) -> QSize:
        em = self.fontMetrics().height()
        return QSize(em * 24, em * 13)

    def minimumSizeHint(self) -> QSize:
        em = self.fontMetrics().height()
        return QSize(em * 12, em * 8)

    # -- drawing ------------------------------------------------------------------
    def _font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(self.chart_style.point_size * scale)
        font.setBold(bold)
        return font

    def _axis(self) -> _Axis:
        known = [float(v) for line in self.lines for v in line.values if v is not None]
        low, high = self.bounds
        lo = min(known) if low is None else low
        hi = max(known) if high is None else high
        if self.inverted:  # places: 1st at the top, round steps below
            ticks = sorted({int(lo), *(t for t in nice_ticks(lo, hi) if lo < t <= hi)})
            return _Axis(lo, hi if hi > lo else lo + 1, ticks)
        ticks = nice_ticks(min(lo, 0), max(hi, 0))  # scores: zero in sight
        low_tick, high_tick = min(ticks), max(ticks)
        return _Axis(low_tick, high_tick if high_tick > low_tick else low_tick + 1, ticks)

    def paintEvent(self, event: QPaintEvent) -> None:
        style = self.chart_style
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(style.background))
        label_font = self._font()
        title_font = self._font(1.3, bold=True)
        p.setFont(title_font)
        title_h = p.fontMetrics().height() if self.title else 0
        if self.title:
            p.setPen(QColor(style.text))
            p.drawText(QRectF(0, 0, self.width(), title_h), Qt.AlignmentFlag.AlignLeft, self.title)
        p.setFont(label_font)
        fm = p.fontMetrics()
        if not self.has_points():
            p.setPen(QColor(style.muted))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            p.end()
            return
        axis = self._axis()
        pad = fm.height() * 0.6
        left = max(fm.horizontalAdvance(str(t)) for t in axis.ticks) + pad
        legend_w = 0.0
        if self.legend:
            legend_w = max(fm.horizontalAdvance(line.name) for line in self.lines) + fm.height() * 3
        plot = QRectF(
            left,
            title_h + pad * (2.2 if style.value_labels else 1.2),
            self.width() - left - pad * 1.5 - legend_w,
            self.height() - title_h - fm.height() * 2 - pad * 2,
        )
        if plot.width() < 20 or plot.height() < 20:
            p.end()
            return

        def y(v: float) -> float:
            f = (v - axis.low) / (axis.high - axis.low)
            return plot.top() + (f if self.inverted else 1 - f) * plot.height()

        count = len(self.labels)

        # the first and last points clear of the edges, with room for their labels
        widest = max((fm.horizontalAdvance(label) for label in self.labels), default=0)
        inset = max(fm.height(), widest / 2 + 2)

        def x(i: int) -> float:
            span = plot.width() - 2 * inset
            return plot.left() + inset + (span * i / (count - 1) if count > 1 else span / 2)

        # grid and value axis
        for t in axis.ticks:
            ty = y(t)
            strong = t == 0 and not self.inverted
            p.setPen(QPen(QColor(style.grid), 2.0 if strong else 1.0))
            p.drawLine(QPointF(plot.left(), ty), QPointF(plot.right(), ty))
            p.setPen(QColor(style.muted))
            p.drawText(
                QRectF(0, ty - fm.height() / 2, left - pad / 2, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(t),
            )
        # sessions along the bottom
        for i, label in enumerate(self.labels):
            p.drawText(
                QRectF(x(i) - widest, plot.bottom() + pad / 2, 2 * widest, fm.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                label,
            )
        # the lines, the last drawn on top: the first (the leader) drawn last
        for index in reversed(range(len(self.lines))):
            self._draw_line(p, index, x, y, fm.height())
        if self.legend:
            self._draw_legend(p, QRectF(plot.right() + pad, plot.top(), legend_w, plot.height()))
        p.end()

    def _colour(self, index: int) -> QColor:
        colours = self.chart_style.colours
        return QColor(colours[index % len(colours)])

    def _draw_line(
        self,
        p: QPainter,
        index: int,
        x: Callable[[int], float],
        y: Callable[[float], float],
        em: float,
    ) -> None:
        style = self.chart_style
        colour = self._colour(index)
        points = [
            (QPointF(x(i), y(float(v))), v)
            for i, v in enumerate(self.lines[index].values)
            if v is not None
        ]
        if len(points) > 1:
            path = QPainterPath(points[0][0])
            for point, _ in points[1:]:
                path.lineTo(point)
            pen = QPen(colour, style.line_width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        radius = style.line_width * 1.4
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        for point, _ in points:
            p.drawEllipse(point, radius, radius)
        if style.value_labels:
            p.setPen(QColor(style.text))
            for point, v in points:
                p.drawText(
                    QRectF(point.x() - 50, point.y() - radius - em * 1.1, 100, em),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    _number(v),
                )

    def _draw_legend(self, p: QPainter, box: QRectF) -> None:
        fm = p.fontMetrics()
        row = fm.height() * 1.4
        for i, line in enumerate(self.lines):
            top = box.top() + i * row
            if top + row > box.bottom() + row / 2:
                break
            p.setPen(QPen(self._colour(i), self.chart_style.line_width))
            p.drawLine(
                QPointF(box.left(), top + row / 2),
                QPointF(box.left() + fm.height() * 1.6, top + row / 2),
            )
            p.setPen(QColor(self.chart_style.text))
            p.drawText(
                QRectF(box.left() + fm.height() * 2, top, box.width(), row),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                line.name,
            )


def _number(value: object) -> str:
    """A value exactly: a half as .5, never a fraction's text."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{float(value):g}"
    return str(value)
