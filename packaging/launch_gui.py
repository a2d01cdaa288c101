"""The bundle's GUI program: `mcr-tournament` (same options as `python -m app`)."""

from app.ui.main import main

raise SystemExit(main())
