"""Bookmarks for a canvas that holds its pages back until the end.

`NumberedCanvas` keeps every page until `save()` so it can print "page x of y". A
bookmark made meanwhile would name the page reportlab is on, and reportlab only moves
on when a page is really written: every outline entry pointed at page 1. This mixin
remembers each page's bookmarks with the page and makes them when that page is written.
"""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas


class HeldPageBookmarks(Canvas):
    """Mix into a Canvas subclass whose showPage() holds pages back. Call
    `page_held()` after holding a page and `write_bookmarks()` just before the held
    page is really shown."""

    _held_bookmarks: list[tuple[str, dict[str, Any]]]

    def bookmarkPage(self, key: str, **options: Any) -> None:  # reportlab's name
        self.__dict__.setdefault("_held_bookmarks", []).append((key, options))

    def page_held(self) -> None:
        """The page just held keeps the bookmarks made on it; the next starts empty."""
        self._held_bookmarks = []

    def write_bookmarks(self) -> None:
        """Make the bookmarks of the page being written (its state is restored)."""
        for key, options in self.__dict__.get("_held_bookmarks", []):
            Canvas.bookmarkPage(self, key, **options)
