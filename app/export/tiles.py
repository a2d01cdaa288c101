"""Tiles of a hand drawn for the hand-detail page.

Only reads the notation for display (declared sets, concealed tiles, the winning tile
last); whether the hand is valid is the scoring engine's business, and a notation this
reader does not follow is printed as text instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.platypus import Flowable

from app.export.fonts import CJK, SANS_BOLD, draw_text
from app.export.language import say
from scoring import HandError
from scoring.notation import split_tiles
from scoring.tiles import tile_code

SUIT_ZH = {"m": "萬", "p": "筒", "s": "索"}
HONOR_ZH = {"E": "東", "S": "南", "W": "西", "N": "北", "C": "中", "F": "發", "P": "白"}

TILE_FACE = colors.HexColor("#FFFDF5")
RED = colors.HexColor("#B22222")
GREEN = colors.HexColor("#1E7B34")
BLUE = colors.HexColor("#1F4E9A")


@dataclass(frozen=True)
class Group:
    tiles: tuple[str, ...]  # 'm5', 'p1', 'hE'
    declared: bool = False
    winning: bool = False


def _code(tile: int) -> str:
    """The engine's tile as this drawing names it: 'm5', 'p1', 'hE'."""
    code = tile_code(tile)
    return code[1] + code[0] if len(code) == 2 else "h" + code


def parse_display(notation: str) -> list[Group] | None:
    """Declared sets, concealed tiles and the winning tile; None if unreadable."""
    try:
        melds, concealed = split_tiles(notation.split("|", 1)[0].replace(" ", ""))
    except HandError:
        return None
    if not concealed:
        return None
    groups = [Group(tuple(_code(t) for t in m.tiles), declared=True) for m in melds]
    if len(concealed) > 1:
        groups.append(Group(tuple(_code(t) for t in concealed[:-1])))
    groups.append(Group((_code(concealed[-1]),), winning=True))
    return groups


class TilesFlowable(Flowable):
    """The hand as a row of small tiles: declared sets, concealed tiles, winning tile."""

    TILE_W, TILE_H, GAP = 19.0, 26.0, 8.0

    def __init__(self, notation: str) -> None:
        super().__init__()
        self.notation = notation
        self.groups = parse_display(notation)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        if self.groups is None:
            self.height = 16.0
            return availWidth, self.height
        count = sum(len(g.tiles) for g in self.groups)
        needed = count * self.TILE_W + len(self.groups) * self.GAP
        self.scale = min(1.0, availWidth / needed)
        self.height = (self.TILE_H + 14) * self.scale
        return availWidth, self.height

    def draw(self) -> None:
        c = self.canv
        if self.groups is None:
            draw_text(c, 0, 4, self.notation, 11)
            return
        c.saveState()
        c.scale(self.scale, self.scale)
        x = 0.0
        for group in self.groups:
            label = say("declared") if group.declared else (say("wins on") if group.winning else "")
            start = x
            for tile in group.tiles:
                self._tile(x, 12, tile, group.winning)
                x += self.TILE_W
            if label:
                draw_text(c, (start + x) / 2, 2, label, 6.5, align="center")
            x += self.GAP
        c.restoreState()

    def _tile(self, x: float, y: float, tile: str, winning: bool) -> None:
        c = self.canv
        w, h = self.TILE_W - 2, self.TILE_H
        c.setFillColor(TILE_FACE)
        c.setStrokeColor(RED if winning else colors.HexColor("#6B6B6B"))
        c.setLineWidth(1.2 if winning else 0.6)
        c.roundRect(x, y, w, h, 2.5, stroke=1, fill=1)
        kind, face = tile[0], tile[1]
        if kind == "h":
            color = {"C": RED, "F": GREEN, "P": BLUE}.get(face, colors.black)
            c.setFillColor(color)
            draw_text(c, x + w / 2, y + h / 2 - 4.5, HONOR_ZH[face], 12, base=CJK, align="center")
        else:
            c.setFillColor(colors.black)
            draw_text(c, x + w / 2, y + h - 11, face, 10, base=SANS_BOLD, align="center")
            c.setFillColor({"m": RED, "p": BLUE, "s": GREEN}[kind])
            draw_text(c, x + w / 2, y + 3, SUIT_ZH[kind], 8, base=CJK, align="center")
        c.setFillColor(colors.black)
