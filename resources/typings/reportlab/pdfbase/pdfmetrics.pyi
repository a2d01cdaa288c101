from reportlab.pdfbase.ttfonts import TTFont

def stringWidth(text: str, fontName: str, fontSize: float, encoding: str = "utf8") -> float: ...
def registerFont(font: TTFont) -> None: ...
def registerFontFamily(
    family: str,
    normal: str | None = None,
    bold: str | None = None,
    italic: str | None = None,
    boldItalic: str | None = None,
) -> None: ...
