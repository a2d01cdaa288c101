from datetime import datetime
from os import PathLike
from typing import Any

from openpyxl.styles import NamedStyle
from openpyxl.worksheet._write_only import WriteOnlyWorksheet

class DocumentProperties:
    title: str | None
    creator: str | None

class Workbook:
    properties: DocumentProperties
    epoch: datetime
    # The reader's own tables of number formats, passed to WorkSheetParser.
    _date_formats: set[int]
    _timedelta_formats: set[int]
    # write-only books hold WriteOnlyWorksheet, read-only ones ReadOnlyWorksheet
    worksheets: list[Any]
    def __init__(self, write_only: bool = False, iso_dates: bool = False) -> None: ...
    def create_sheet(
        self, title: str | None = None, index: int | None = None
    ) -> WriteOnlyWorksheet: ...
    def add_named_style(self, style: NamedStyle) -> None: ...
    def save(self, filename: str | PathLike[str]) -> None: ...
    def close(self) -> None: ...
