"""Table-side entry in the desktop app (issue 23): Tools > Table-side entry (the web
server started and stopped, the seat links, the table cards) and the referee's queue
panel. The window calls `install(window)` once (app.ui.menus); everything else lives
in this package, so the window stays small."""

from app.ui.tableside.controller import TableSide, install

__all__ = ["TableSide", "install"]
