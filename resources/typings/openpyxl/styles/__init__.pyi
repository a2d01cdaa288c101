from openpyxl.styles.alignment import Alignment as Alignment
from openpyxl.styles.fills import PatternFill as PatternFill
from openpyxl.styles.fonts import Font as Font
from openpyxl.styles.named_styles import NamedStyle as NamedStyle
