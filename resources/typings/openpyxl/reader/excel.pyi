from os import PathLike
from typing import IO

from openpyxl.workbook.workbook import Workbook

def load_workbook(
    filename: str | PathLike[str] | IO[bytes],
    read_only: bool = False,
    keep_vba: bool = False,
    data_only: bool = False,
    keep_links: bool = True,
    rich_text: bool = False,
) -> Workbook: ...
