class Alignment:
    def __init__(
        self,
        horizontal: str | None = None,
        vertical: str | None = None,
        textRotation: int = 0,
        wrapText: bool | None = None,
        shrinkToFit: bool | None = None,
        indent: float = 0,
        *,
        wrap_text: bool | None = None,
    ) -> None: ...
