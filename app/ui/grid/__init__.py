"""The match grid: sessions x tables, each match's state; a click opens its sheet."""
