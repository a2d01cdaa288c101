"""Entry point for `python -m seating`."""

import sys

from seating.cli import main

sys.exit(main())
