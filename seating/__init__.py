"""Pure-Python seating: in-match rotation and tournament seating plans."""
