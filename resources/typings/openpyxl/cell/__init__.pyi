from openpyxl.cell.cell import Cell as Cell
from openpyxl.cell.cell import WriteOnlyCell as WriteOnlyCell
