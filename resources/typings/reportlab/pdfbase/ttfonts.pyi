from os import PathLike

class TTFont:
    fontName: str
    def __init__(
        self,
        name: str,
        filename: str | PathLike[str],
        validate: int = 0,
        subfontIndex: int = 0,
        asciiReadable: int | None = None,
    ) -> None: ...
