from collections.abc import Iterator
from datetime import datetime
from typing import IO, TypedDict

class _ParsedCell(TypedDict):
    row: int
    column: int
    value: object
    data_type: str
    style_id: int

class WorkSheetParser:
    def __init__(
        self,
        src: IO[bytes],
        shared_strings: list[str],
        data_only: bool = False,
        epoch: datetime = ...,
        date_formats: set[int] = ...,
        timedelta_formats: set[int] = ...,
        rich_text: bool = False,
    ) -> None: ...
    def parse(self) -> Iterator[tuple[int, list[_ParsedCell]]]: ...
