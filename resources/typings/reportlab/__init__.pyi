# Stubs for the part of reportlab the exports use (reportlab ships no types); see
# typings/README.md. Only what app/ calls is declared, so anything else is an error.
