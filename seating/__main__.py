"""Entry point for `python -m seating`."""

import os
import sys

from seating.cli import main

try:
    status = main()
except BrokenPipeError:
    # The reader of the output went away (`... | head`): nothing more can be written;
    # point stdout at nothing so the interpreter's final flush does not complain.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    status = 1
sys.exit(status)
