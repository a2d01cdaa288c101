# Stubs for the part of openpyxl the exports and the players' import use (openpyxl
# ships no types); see typings/README.md. Only what app/ calls is declared.
from openpyxl.reader.excel import load_workbook as load_workbook
from openpyxl.workbook.workbook import Workbook as Workbook
