mm: float
cm: float
inch: float
