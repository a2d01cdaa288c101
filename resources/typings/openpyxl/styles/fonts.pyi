class Font:
    def __init__(
        self,
        name: str | None = None,
        sz: float | None = None,
        b: bool | None = None,
        i: bool | None = None,
        *,
        bold: bool | None = None,
        italic: bool | None = None,
        size: float | None = None,
        color: str | None = None,
    ) -> None: ...
