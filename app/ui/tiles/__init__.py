"""Tile codes, their pictures (drawn with QPainter) and the tile palette."""
