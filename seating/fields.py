"""Finite fields GF(p^k) as addition and multiplication tables over 0..q-1.

Small (q <= 128 or so) and built once: the designs need a handful of products, and a
table is the plainest correct way to get them. An element is the integer whose base-p
digits are its polynomial's coefficients.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import cache


def prime_power(q: int) -> tuple[int, int] | None:
    """(p, k) with q = p^k, or None."""
    if q < 2:
        return None
    p = next(d for d in range(2, q + 1) if q % d == 0)
    k, rest = 0, q
    while rest % p == 0:
        rest //= p
        k += 1
    return (p, k) if rest == 1 else None


@cache
def field(q: int) -> tuple[list[list[int]], list[list[int]]]:
    """(add, mul) tables of GF(q); ValueError unless q is a prime power."""
    found = prime_power(q)
    if found is None:
        raise ValueError(f"no field has {q} elements")
    p, k = found

    def digits(x: int) -> list[int]:
        return [(x // p**i) % p for i in range(k)]

    def number(coefficients: list[int]) -> int:
        return sum(c * p**i for i, c in enumerate(coefficients))

    add = [
        [number([(a + b) % p for a, b in zip(digits(x), digits(y), strict=True)]) for y in range(q)]
        for x in range(q)
    ]
    # Try monic polynomials of degree k until the products form a field.
    for tail in itertools.product(range(p), repeat=k):
        mul = [
            [_times(digits(x), digits(y), list(tail), p, number) for y in range(q)]
            for x in range(q)
        ]
        if all(any(mul[x][y] == 1 for y in range(1, q)) for x in range(1, q)):
            return add, mul
    raise AssertionError("no irreducible polynomial found")  # cannot happen


def _times(
    a: list[int], b: list[int], tail: list[int], p: int, number: Callable[[list[int]], int]
) -> int:
    """a * b modulo x^k + tail(x), coefficients mod p."""
    k = len(tail)
    product = [0] * (2 * k - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            product[i + j] = (product[i + j] + x * y) % p
    for degree in range(2 * k - 2, k - 1, -1):
        c = product[degree]
        if c:
            product[degree] = 0
            for i, t in enumerate(tail):  # x^k = -tail(x)
                product[degree - k + i] = (product[degree - k + i] - c * t) % p
    return number(product[:k])
