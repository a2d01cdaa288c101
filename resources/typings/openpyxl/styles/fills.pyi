class PatternFill:
    def __init__(
        self,
        patternType: str | None = None,
        fgColor: str = "00000000",
        bgColor: str = "00000000",
    ) -> None: ...
