"""MCR Tournament Manager: the application (domain, store, CLI, exports and the Qt UI)."""
