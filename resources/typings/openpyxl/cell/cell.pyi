from openpyxl.styles.cell_style import StyleArray
from openpyxl.worksheet._write_only import WriteOnlyWorksheet

class Cell:
    data_type: str
    style: str
    quotePrefix: bool
    _style: StyleArray
    def __init__(
        self,
        worksheet: WriteOnlyWorksheet,
        row: int | None = None,
        column: int | None = None,
        value: object = None,
        style_array: StyleArray | None = None,
    ) -> None: ...

def WriteOnlyCell(ws: WriteOnlyWorksheet, value: object = None) -> Cell: ...
