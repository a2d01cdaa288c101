"""A small tournament for the table-side tests: 8 players, two tables a session."""

from __future__ import annotations

from app.domain.model import Table, TournamentSettings
from app.domain.service import TournamentService
from app.tournament import create_tournament

# A win of 13 fan for the winner (East in hand 1: Mixed Straight, Concealed Hand, All
# Chows, Pure Double Chow), its claim as a player writes it, and a hand of 7 fan.
WIN = "123m456p789s55s789s"
CLAIM = "Mixed Straight, Concealed Hand, All Chows, Pure Double Chow"
UNDER_MINIMUM = "234m345p567s789s99p"


def tournament(location: str, rule_system: str = "MCR") -> TournamentService:
    settings = TournamentSettings("Cup", sessions=2, rule_system=rule_system)
    svc = create_tournament(location, settings)
    for name in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"):
        svc.add_player(name)
    svc.set_tables(1, [Table(1, 1, (1, 2, 3, 4)), Table(1, 2, (5, 6, 7, 8))])
    svc.set_tables(2, [Table(2, 1, (1, 5, 2, 6)), Table(2, 2, (3, 7, 4, 8))])
    return svc


def tokens(svc: TournamentService, session: int = 1, table: int = 1) -> dict[str, str]:
    """Seat letter -> secret of one table."""
    return {s.letter: s.token for s in svc.seat_links(session) if s.table == table}


def win(hand: int = 1, winner: str = "E", giver: str = "S", claim: str | None = CLAIM) -> dict:
    return {"hand": hand, "winner": winner, "from": giver, "tiles": WIN, "claim": claim}
