"""Reports as Excel and PDF, fed by one report-rows layer (rows.py). No Qt here."""
