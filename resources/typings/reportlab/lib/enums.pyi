from typing import Final

TA_LEFT: Final = 0
TA_CENTER: Final = 1
TA_RIGHT: Final = 2
TA_JUSTIFY: Final = 4
