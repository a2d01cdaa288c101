"""`python -m app [FILE] [--demo] [--screenshot OUT.png [--view NAME]]`."""

from app.ui.main import main

if __name__ == "__main__":  # not when an export's process (spawned) imports it
    raise SystemExit(main())
