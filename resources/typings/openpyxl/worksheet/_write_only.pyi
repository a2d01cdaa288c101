from openpyxl.cell.cell import Cell
from openpyxl.worksheet.table import Table

class _HeaderFooterPart:
    text: str | None

class _HeaderFooter:
    left: _HeaderFooterPart
    center: _HeaderFooterPart
    right: _HeaderFooterPart

class _PageSetup:
    orientation: str | None
    fitToWidth: int | None
    fitToHeight: int | None

class _PageSetupProperties:
    fitToPage: bool | None

class _SheetProperties:
    pageSetUpPr: _PageSetupProperties

class _ColumnDimension:
    width: float

class WriteOnlyWorksheet:
    title: str
    oddHeader: _HeaderFooter
    freeze_panes: str | None
    print_title_rows: str | None
    page_setup: _PageSetup
    sheet_properties: _SheetProperties
    column_dimensions: dict[str, _ColumnDimension]
    def append(self, row: list[Cell | int | float | str | None]) -> None: ...
    def add_table(self, table: Table) -> None: ...
    def close(self) -> None: ...
