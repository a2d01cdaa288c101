"""Pictures of the tiles, drawn with QPainter (no image files).

Characters carry their Chinese numeral over a red 萬; dots are coloured rings in the
usual layouts; bamboo are green sticks (the 1 of bamboo is a bird); winds and dragons are
their characters (中 red, 發 green, the white dragon a blue frame); flowers show their
character, number and English name. A small index in the corner (``5``, ``E``) helps
players who do not read Chinese. Without a Chinese font the characters are replaced by
Latin text so a tile is still recognisable.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from app.ui.tiles.codes import (
    CHINESE_NUMERALS,
    FLOWER_CHINESE,
    FLOWER_NAMES,
    HONOUR_CHINESE,
    is_flower,
    is_suited,
)
from app.ui.tiles.names import flower_label

TILE_RATIO = 1.36  # height / width of a tile face
FACE = QColor("#fbf8ec")
EDGE = QColor("#7d735c")
BACK = QColor("#2e7d5b")
RED = QColor("#c62828")
GREEN = QColor("#1b7a3d")
BLUE = QColor("#1f4e99")
INK = QColor("#1c1c1c")


@lru_cache(maxsize=1)
def chinese_family() -> str | None:
    """A font family that has the Chinese glyphs, or None."""
    systems = (
        QFontDatabase.WritingSystem.TraditionalChinese,
        QFontDatabase.WritingSystem.SimplifiedChinese,
        QFontDatabase.WritingSystem.Japanese,
    )
    for system in systems:
        families = QFontDatabase.families(system)
        if families:
            return families[0]
    return None


def _font(px: float, *, chinese: bool = False, bold: bool = False) -> QFont:
    font = QFont()
    family = chinese_family() if chinese else None
    if family:
        font.setFamily(family)
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def _text(
    p: QPainter,
    rect: QRectF,
    text: str,
    color: QColor,
    px: float,
    *,
    chinese: bool = False,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    p.setFont(_font(px, chinese=chinese, bold=bold))
    p.setPen(color)
    p.drawText(rect, int(align), text)


def paint_tile(
    p: QPainter, rect: QRectF, tile: str, *, dimmed: bool = False, highlight: QColor | None = None
) -> None:
    """Draw ``tile`` (a tile or flower code) filling ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    depth = max(2.0, rect.height() * 0.06)
    radius = rect.width() * 0.12
    body = QRectF(rect.x() + 0.5, rect.y() + 0.5, rect.width() - 1, rect.height() - 1 - depth)
    back = body.translated(0, depth)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(BACK)
    p.drawRoundedRect(back, radius, radius)
    p.setBrush(FACE)
    p.setPen(QPen(highlight or EDGE, 3 if highlight else 1))
    p.drawRoundedRect(body, radius, radius)
    face = body.adjusted(
        body.width() * 0.08, body.height() * 0.06, -body.width() * 0.08, -body.height() * 0.06
    )
    if is_suited(tile):
        {"m": _characters, "p": _dots, "s": _bamboo}[tile[1]](p, face, int(tile[0]))
        _index(p, body, tile[0])
    elif is_flower(tile):
        _flower(p, face, tile)
    else:
        _honour(p, face, tile)
        _index(p, body, tile)
    if dimmed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(120, 120, 120, 150))
        p.drawRoundedRect(body, radius, radius)
    p.restore()


def _index(p: QPainter, body: QRectF, label: str) -> None:
    px = body.height() * 0.14
    r = QRectF(body.x() + body.width() * 0.07, body.y() + body.height() * 0.02, px * 1.2, px * 1.3)
    _text(
        p,
        r,
        label,
        QColor("#6d6d6d"),
        px,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
    )


def _characters(p: QPainter, face: QRectF, rank: int) -> None:
    top = QRectF(face.x(), face.y(), face.width(), face.height() * 0.48)
    bottom = QRectF(face.x(), face.y() + face.height() * 0.46, face.width(), face.height() * 0.54)
    if chinese_family():
        _text(
            p, top, CHINESE_NUMERALS[rank - 1], BLUE, face.height() * 0.40, chinese=True, bold=True
        )
        _text(p, bottom, "萬", RED, face.height() * 0.46, chinese=True, bold=True)
    else:
        _text(p, top, str(rank), BLUE, face.height() * 0.42, bold=True)
        _text(p, bottom, "WAN", RED, face.height() * 0.22, bold=True)


# Dot layouts: (x, y) in a unit square and a colour name per dot.
_DOT_LAYOUT: dict[int, list[tuple[float, float, str]]] = {
    1: [(0.5, 0.5, "big")],
    2: [(0.5, 0.25, "g"), (0.5, 0.75, "b")],
    3: [(0.2, 0.18, "b"), (0.5, 0.5, "r"), (0.8, 0.82, "g")],
    4: [
        (x, y, c)
        for (x, y), c in zip(
            [(0.28, 0.25), (0.72, 0.25), (0.28, 0.75), (0.72, 0.75)], "bggb", strict=True
        )
    ],
    5: [(0.25, 0.2, "b"), (0.75, 0.2, "g"), (0.5, 0.5, "r"), (0.25, 0.8, "g"), (0.75, 0.8, "b")],
    6: [(x, y, "g" if y < 0.3 else "r") for y in (0.15, 0.55, 0.85) for x in (0.28, 0.72)],
    7: [(0.2, 0.1, "g"), (0.5, 0.22, "g"), (0.8, 0.34, "g")]
    + [(x, y, "r") for y in (0.62, 0.88) for x in (0.28, 0.72)],
    8: [(x, y, "b") for y in (0.11, 0.37, 0.63, 0.89) for x in (0.28, 0.72)],
    9: [(x, y, c) for y, c in ((0.17, "b"), (0.5, "r"), (0.83, "g")) for x in (0.17, 0.5, 0.83)],
}
_DOT_RADIUS = {1: 0.47, 2: 0.26, 3: 0.2, 4: 0.22, 5: 0.19, 6: 0.19, 7: 0.15, 8: 0.16, 9: 0.16}
_DOT_COLOUR = {"r": RED, "g": GREEN, "b": BLUE}


def _dots(p: QPainter, face: QRectF, rank: int) -> None:
    layout = _DOT_LAYOUT[rank]
    inner = face.adjusted(
        face.width() * 0.06, face.height() * 0.08, -face.width() * 0.06, -face.height() * 0.04
    )
    radius = inner.width() * _DOT_RADIUS[rank]
    for x, y, colour in layout:
        centre = QPointF(inner.x() + x * inner.width(), inner.y() + y * inner.height())
        if colour == "big":
            _ring(p, centre, min(inner.width(), inner.height()) * 0.47, GREEN, RED, BLUE)
        else:
            c = _DOT_COLOUR[colour]
            _ring(p, centre, radius, c, c, c)


def _ring(
    p: QPainter, centre: QPointF, r: float, outer: QColor, middle: QColor, inner: QColor
) -> None:
    p.setPen(QPen(outer, max(1.0, r * 0.22)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, r * 0.85, r * 0.85)
    p.setPen(QPen(middle, max(0.8, r * 0.12)))
    p.drawEllipse(centre, r * 0.5, r * 0.5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(inner)
    p.drawEllipse(centre, r * 0.22, r * 0.22)


_STICK_LAYOUT: dict[int, list[tuple[float, float, str]]] = {
    2: [(0.5, 0.25, "g"), (0.5, 0.75, "b")],
    3: [(0.5, 0.25, "g"), (0.3, 0.75, "g"), (0.7, 0.75, "g")],
    4: [(x, y, c) for y, c in ((0.25, "g"), (0.75, "b")) for x in (0.3, 0.7)],
    5: [(0.2, 0.25, "g"), (0.8, 0.25, "b"), (0.5, 0.5, "r"), (0.2, 0.75, "b"), (0.8, 0.75, "g")],
    6: [(x, y, c) for y, c in ((0.25, "g"), (0.75, "b")) for x in (0.17, 0.5, 0.83)],
    7: [(0.5, 0.15, "r")] + [(x, y, "g") for y in (0.5, 0.83) for x in (0.17, 0.5, 0.83)],
    8: [(x, y, c) for y, c in ((0.25, "g"), (0.75, "b")) for x in (0.12, 0.37, 0.63, 0.88)],
    9: [(x, y, "r" if x == 0.5 else "g") for y in (0.17, 0.5, 0.83) for x in (0.17, 0.5, 0.83)],
}


def _bamboo(p: QPainter, face: QRectF, rank: int) -> None:
    if rank == 1:
        _bird(p, face)
        return
    layout = _STICK_LAYOUT[rank]
    rows = 3 if rank in (5, 7, 9) else 2
    inner = face.adjusted(0, face.height() * 0.08, 0, 0)
    h = inner.height() / rows * 0.9
    columns = len({x for x, _, _ in layout})
    w = min(inner.width() / (columns * 1.45), h * 0.42)
    for x, y, colour in layout:
        cx = inner.x() + x * inner.width()
        cy = inner.y() + y * inner.height()
        _stick(p, QRectF(cx - w / 2, cy - h / 2, w, h), {"g": GREEN, "b": BLUE, "r": RED}[colour])


def _stick(p: QPainter, r: QRectF, colour: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(r, r.width() * 0.45, r.width() * 0.45)
    p.setPen(QPen(FACE, max(0.8, r.height() * 0.05)))
    mid = r.center().y()
    p.drawLine(QPointF(r.left() + 1, mid), QPointF(r.right() - 1, mid))
    p.setPen(QPen(FACE.darker(110), max(0.6, r.width() * 0.12)))
    p.drawLine(
        QPointF(r.center().x(), r.top() + r.height() * 0.12),
        QPointF(r.center().x(), mid - r.height() * 0.08),
    )


def _bird(p: QPainter, face: QRectF) -> None:
    """The 1 of bamboo: a stylised bird standing on a bamboo stalk."""
    w, h = face.width(), face.height()
    x0, y0 = face.x(), face.y() + h * 0.06
    body = QPainterPath()
    body.moveTo(x0 + w * 0.15, y0 + h * 0.55)
    body.cubicTo(
        x0 + w * 0.2, y0 + h * 0.25, x0 + w * 0.7, y0 + h * 0.2, x0 + w * 0.78, y0 + h * 0.42
    )
    body.cubicTo(
        x0 + w * 0.7, y0 + h * 0.7, x0 + w * 0.35, y0 + h * 0.75, x0 + w * 0.15, y0 + h * 0.55
    )
    p.setPen(QPen(GREEN.darker(130), max(1.0, w * 0.03)))
    p.setBrush(GREEN)
    p.drawPath(body)
    tail = QPainterPath()
    tail.moveTo(x0 + w * 0.2, y0 + h * 0.52)
    tail.lineTo(x0 + w * 0.02, y0 + h * 0.3)
    tail.lineTo(x0 + w * 0.08, y0 + h * 0.62)
    tail.closeSubpath()
    p.setBrush(RED)
    p.drawPath(tail)
    head = QPointF(x0 + w * 0.75, y0 + h * 0.28)
    p.setBrush(BLUE)
    p.drawEllipse(head, w * 0.12, w * 0.12)
    p.setBrush(FACE)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(head.x() + w * 0.03, head.y() - w * 0.02), w * 0.035, w * 0.035)
    beak = QPainterPath()
    beak.moveTo(x0 + w * 0.85, y0 + h * 0.25)
    beak.lineTo(x0 + w * 0.98, y0 + h * 0.3)
    beak.lineTo(x0 + w * 0.85, y0 + h * 0.33)
    beak.closeSubpath()
    p.setBrush(RED)
    p.drawPath(beak)
    p.setPen(QPen(RED.darker(120), max(1.0, w * 0.04)))
    p.drawLine(QPointF(x0 + w * 0.45, y0 + h * 0.68), QPointF(x0 + w * 0.42, y0 + h * 0.86))
    p.drawLine(QPointF(x0 + w * 0.55, y0 + h * 0.68), QPointF(x0 + w * 0.6, y0 + h * 0.86))
    p.setPen(QPen(GREEN.darker(140), max(1.0, w * 0.06)))
    p.drawLine(QPointF(x0 + w * 0.15, y0 + h * 0.88), QPointF(x0 + w * 0.85, y0 + h * 0.88))


_HONOUR_LATIN = {"E": "EAST", "S": "SOUTH", "W": "WEST", "N": "NORTH", "C": "RED", "F": "GREEN"}


def _honour(p: QPainter, face: QRectF, tile: str) -> None:
    if tile == "P":
        frame = face.adjusted(
            face.width() * 0.12, face.height() * 0.12, -face.width() * 0.12, -face.height() * 0.08
        )
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(BLUE, max(1.5, face.width() * 0.08)))
        p.drawRect(frame)
        p.setPen(QPen(BLUE, max(0.8, face.width() * 0.025)))
        p.drawRect(
            frame.adjusted(
                face.width() * 0.1, face.width() * 0.1, -face.width() * 0.1, -face.width() * 0.1
            )
        )
        return
    colour = {"C": RED, "F": GREEN}.get(tile, INK)
    if chinese_family():
        _text(
            p,
            face.adjusted(0, face.height() * 0.06, 0, 0),
            HONOUR_CHINESE[tile],
            colour,
            face.height() * 0.62,
            chinese=True,
            bold=True,
        )
    else:
        _text(p, face, tile, colour, face.height() * 0.55, bold=True)
        _text(
            p,
            face.adjusted(0, face.height() * 0.7, 0, 0),
            _HONOUR_LATIN[tile],
            colour,
            face.height() * 0.14,
        )


def _flower(p: QPainter, face: QRectF, tile: str) -> None:
    index = "abcdefgh".index(tile)
    colour = RED if index < 4 else BLUE
    number = str(index % 4 + 1)
    _text(
        p,
        QRectF(face.x(), face.y(), face.width() * 0.4, face.height() * 0.25),
        number,
        colour,
        face.height() * 0.2,
        bold=True,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
    )
    main = QRectF(face.x(), face.y() + face.height() * 0.12, face.width(), face.height() * 0.6)
    if chinese_family():
        _text(p, main, FLOWER_CHINESE[tile], colour, face.height() * 0.5, chinese=True)
    else:
        _text(p, main, "✿" if index < 4 else "❄", colour, face.height() * 0.45)
    name = flower_label(FLOWER_NAMES[tile])  # in the user's language
    _text(
        p,
        QRectF(
            face.x() - face.width() * 0.1,
            face.y() + face.height() * 0.74,
            face.width() * 1.2,
            face.height() * 0.26,
        ),
        name if len(name) <= 7 else name[:6] + ".",
        colour,
        face.height() * 0.14,
    )


@lru_cache(maxsize=512)
def tile_pixmap(
    tile: str, width: int = 36, dimmed: bool = False, highlight: str | None = None, dpr: float = 1.0
) -> QPixmap:
    """A cached picture of ``tile``, ``width`` logical pixels wide."""
    height = round(width * TILE_RATIO)
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(
        painter,
        QRectF(0, 0, width, height),
        tile,
        dimmed=dimmed,
        highlight=QColor(highlight) if highlight else None,
    )
    painter.end()
    return pixmap


def tile_icon(tile: str, width: int = 36) -> QIcon:
    return QIcon(tile_pixmap(tile, width))


def tile_size(width: int) -> QSize:
    return QSize(width, round(width * TILE_RATIO))
