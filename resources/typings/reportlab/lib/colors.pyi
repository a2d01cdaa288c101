class Color:
    red: float
    green: float
    blue: float
    alpha: float
    def __init__(
        self, red: float = 0, green: float = 0, blue: float = 0, alpha: float = 1
    ) -> None: ...
    def hexval(self) -> str: ...

def HexColor(val: str | int, htmlOnly: bool = False, hasAlpha: bool = False) -> Color: ...

black: Color
white: Color
