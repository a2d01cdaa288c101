"""The seating page: generate a plan off the GUI thread, see its quality, fix it by hand."""
