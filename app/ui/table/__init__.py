"""The table sheet: a match's 16 hands, penalties, totals and verification."""
