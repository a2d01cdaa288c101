from typing import Any

from reportlab.lib.colors import Color

class ParagraphStyle:
    name: str
    fontName: str
    fontSize: float
    leading: float
    alignment: int
    spaceBefore: float
    spaceAfter: float
    textColor: Color
    def __init__(self, name: str, parent: ParagraphStyle | None = None, **kw: Any) -> None: ...
