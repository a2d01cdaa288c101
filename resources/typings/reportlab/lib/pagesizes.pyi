A4: tuple[float, float]
letter: tuple[float, float]
