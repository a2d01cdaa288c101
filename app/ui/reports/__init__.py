"""The reports page: every Excel and PDF document, written off the GUI thread."""
