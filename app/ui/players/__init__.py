"""Players and teams: the list, editing, import and substitutes."""
