"""`python -m app [FILE] [--demo] [--screenshot OUT.png [--view NAME]]`."""

from app.ui.main import main

raise SystemExit(main())
