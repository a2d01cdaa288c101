from openpyxl.worksheet.filters import AutoFilter

class TableColumn:
    def __init__(self, id: int, name: str) -> None: ...

class TableStyleInfo:
    def __init__(
        self,
        name: str | None = None,
        showFirstColumn: bool | None = None,
        showLastColumn: bool | None = None,
        showRowStripes: bool | None = None,
        showColumnStripes: bool | None = None,
    ) -> None: ...

class Table:
    tableColumns: list[TableColumn]
    autoFilter: AutoFilter
    tableStyleInfo: TableStyleInfo
    def __init__(self, displayName: str, ref: str) -> None: ...
