"""The best known number of repeats for a field of N players over R sessions, and
where it comes from: a published result, or a plan constructed or kept here.

Published (facts, not code):
- Every v = 4 mod 12 has a resolvable design with blocks of four: every pair meets
  exactly once over (v - 1) / 3 sessions (Hanani, Ray-Chaudhuri and Wilson, 1972).
  Fewer sessions: no repeat; more: the design repeated in order meets the counting
  bound exactly (every meeting after the first of a pair is one repeat).
- 4q players, q a prime power: a resolvable transversal design TD(4, q) gives q
  sessions with no repeat (q + 1 when 4 divides q), from the field GF(q).
- 32 players, 10 sessions, no repeat: the social golfer problem 8-4-10 (solved by
  Aguado, 2004; 11 sessions would need 33 opponents out of 31).
- 20 players, 6 sessions: 6 repeats (6 rounds meeting 174 of the 190 pairs: the
  resolvable transversal design's 5 sessions, then 4 tables inside its groups and one
  across; Math Central, University of Regina, answer by Victoria West). No plan
  without a repeat exists: the social golfer problem with 5 groups of 4 has at most 5
  weeks (the tables of Harvey and of Sellmann, cs.brown.edu/~sello/golf.html).
- 20 players, 7 sessions: 20 repeats, the counting bound: a published plan in which
  every pair meets (T(20,4) = 7 in the Dagstuhl "happy diner" tables, from a
  Mathematics Stack Exchange answer; checked here by counting: 190 pairs, 20 repeats).
- Beyond the social golfer limit (24 x 8.., 36 x 12..) the published
  tables give no fewest-repeats figure: the social golfer problem asks only whether
  no pair meets twice. There the honest target is the counting bound, and a plan
  kept here above it is reported with "no published value". At 24 x 8 and 36 x 12
  the bound means every pair meets, the happy diner problem's T(24,4) = 8 and
  T(36,4) = 12, which its public table lists as open (8-9 and 12-13): the report
  says so (OPEN_AT_THE_BOUND).
Found here: the longest no-repeat plan the constructions and the library give
(designs.design_for) and the library's plans for exactly N x R.
"""

from __future__ import annotations

from functools import cache

from seating.fields import prime_power

KIRKMAN = "resolvable design, blocks of four (Hanani, Ray-Chaudhuri and Wilson, 1972)"

# Fewest repeats published for a field (players, sessions), beyond the general results.
PUBLISHED: dict[tuple[int, int], tuple[int, str]] = {
    (20, 6): (
        6,
        "6 rounds meeting 174 of the 190 pairs (Math Central, University of Regina);"
        " none without a repeat exists (social golfer problem 5-4: at most 5 weeks)",
    ),
    (20, 7): (
        20,
        "every pair meets within 7 rounds, the counting bound (T(20,4) = 7 in the"
        " Dagstuhl happy diner tables, github.com/fpvandoorn/Dagstuhl-tables)",
    ),
}
NO_PUBLISHED = "no published value"

# Fields at N / 3 sessions (N = 0 mod 12) where reaching the counting bound means every
# pair meets: the happy diner problem's T(N, 4) = N / 3, which its public table lists as
# open (github.com/fpvandoorn/Dagstuhl-tables, "Dagstuhl's Table Table", in the copies
# seen on 30 November 2026). Said beside "no published value", so the report does not
# promise the bound.
OPEN_AT_THE_BOUND: dict[tuple[int, int], str] = {
    (24, 8): (
        "whether the bound can be reached is open: it needs every pair to meet within 8"
        " sessions, T(24,4) = 8, listed as 8 or 9 in the Dagstuhl happy diner table"
    ),
    (36, 12): (
        "whether the bound can be reached is open: it needs every pair to meet within 12"
        " sessions, T(36,4) = 12, listed as 12 or 13 in the Dagstuhl happy diner table"
    ),
}


def _published(players: int, sessions: int) -> tuple[int, str] | None:
    from seating.quality import repeat_bound

    if players % 12 == 4:
        limit = (players - 1) // 3
        if sessions <= limit:
            return 0, KIRKMAN
        return repeat_bound(players, sessions), f"{KIRKMAN}, repeated in order"
    q = players // 4
    if players % 4 == 0 and q >= 5 and prime_power(q) is not None:
        if sessions <= q + (q % 4 == 0):
            return 0, f"resolvable transversal design TD(4, {q}) from GF({q})"
    if players == 32 and sessions <= 10:
        return 0, "social golfer problem 8-4-10 (Aguado, 2004)"
    return PUBLISHED.get((players, sessions))


@cache
def best_known(players: int, sessions: int) -> tuple[int, str] | None:
    """(fewest repeats known, source) for `players` x `sessions` with no teams, or None
    when nothing better than what a search finds is known here."""
    from seating.designs import design_for
    from seating.library import shipped

    found: list[tuple[int, str]] = []
    published = _published(players, sessions)
    if published is not None:
        found.append((published[0], f"published: {published[1]}"))
    if players % 4 == 0 and players >= 16:
        design = design_for(players)
        if design is not None and len(design[0]) >= sessions:
            found.append((0, f"constructed here: {design[1]}"))
        stored = shipped().exact(players, sessions)
        if stored is not None:
            found.append((stored.repeats, f"found here: {stored.source} (library)"))
    # Published first among equals: that is the figure a reader can look up.
    best = min(found, key=lambda f: (f[0], not f[1].startswith("published")), default=None)
    if best is not None and published is None:
        from seating.quality import repeat_bound

        if best[0] > repeat_bound(players, sessions):
            # Above the counting bound with nothing published to compare: say so.
            best = (best[0], f"{best[1]}; {NO_PUBLISHED}")
            if (players, sessions) in OPEN_AT_THE_BOUND:
                best = (best[0], f"{best[1]}; {OPEN_AT_THE_BOUND[players, sessions]}")
    return best
