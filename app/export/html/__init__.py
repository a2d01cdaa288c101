"""The results website: a folder of static pages made from a tournament.

`write_html(source, folder, progress=None)` writes index.html (standings), a page per
session (seating, where do I sit, results), per match (every hand with its fans) and
per player (score and place charts), and players.html (where do I sit in every
session). Each page carries its own stylesheet and inline SVG charts: no external CSS,
script, font or image, so the folder opens offline from a USB stick and works on any
web host. Pages are laid out for phones first.

`source` is what the other exports take (a Snapshot, an open TournamentService or a
tournament file). The site is written beside the target and put in place at the end:
a failed or cancelled export leaves the previous site (or none). A folder that holds
anything but a site written by this application is refused, never overwritten.
"""

from app.export.html.writer import write_html

__all__ = ["write_html"]
