from contextlib import AbstractContextManager
from typing import IO

class ReadOnlyWorksheet:
    title: str
    _shared_strings: list[str]
    def _get_source(self) -> AbstractContextManager[IO[bytes]]: ...
