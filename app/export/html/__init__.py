"""The results website: a folder of static pages made from a tournament.

`write_html(source, folder, progress=None, keep_others=False)` writes index.html
(standings), a page per session (seating, where do I sit, results), per match (every
hand with its fans) and per player (score and place charts), and players.html (where
do I sit in every session). Each page carries its own stylesheet and inline SVG
charts: no external CSS, script, font or image, so the folder opens offline from a USB
stick and works on any web host. Pages are laid out for phones first.

`source` is what the other exports take (a Snapshot, an open TournamentService or a
tournament file). Only the files the program wrote in the folder are ever replaced or
removed (its record, folder.py); a folder holding anything else is refused (or, with
`keep_others=True`, the pages go beside those files). Pages are made in a staging
folder and moved into place at the end: a failed or cancelled export leaves the
previous site (or none).
"""

from app.export.html.writer import write_html

__all__ = ["write_html"]
