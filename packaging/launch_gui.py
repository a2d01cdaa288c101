"""The bundle's GUI program: `mcr-tournament` (same options as `python -m app`)."""

import multiprocessing

if __name__ == "__main__":
    # Exports run in a process of their own (app.export.background): in a frozen
    # program that process is this program again, which freeze_support() turns into
    # the export's worker instead of a second window.
    multiprocessing.freeze_support()
    from app.ui.main import main

    raise SystemExit(main())
