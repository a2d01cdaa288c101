from openpyxl.styles.alignment import Alignment
from openpyxl.styles.fills import PatternFill
from openpyxl.styles.fonts import Font

class NamedStyle:
    name: str
    font: Font
    fill: PatternFill
    alignment: Alignment
    number_format: str
    def __init__(self, name: str = "Normal", *, number_format: str | None = None) -> None: ...
