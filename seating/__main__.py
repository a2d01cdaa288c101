"""Entry point for `python -m seating`."""

import os
import sys

from scoring.console import safe_console
from seating.cli import main

# Team names in Chinese or emoji on a cp1252 or ASCII stdout: escaped, never raised
# (the same rule as every command line of the project; scoring.console says why).
safe_console()
try:
    status = main()
except BrokenPipeError:
    # The reader of the output went away (`... | head`): nothing more can be written;
    # point stdout at nothing so the interpreter's final flush does not complain.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    status = 1
sys.exit(status)
