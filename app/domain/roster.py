"""The players of a tournament: registration, corrections, withdrawals (with a
substitute taking the seats left) and teams."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from app.domain import limits, names
from app.domain.changes import Change, PlayerStep, Step, TablesStep
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.model import Player, Team, four


class Roster:
    """The registered players of one tournament."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core
        self.store = core.store

    def players(self) -> list[Player]:
        return self.store.list_players()

    def player(self, ref: int | str) -> Player:
        """A player by number or by exact name (a digit string counts as a number)."""
        if isinstance(ref, str) and ref.strip().isascii() and ref.strip().isdigit():
            ref = int(ref.strip())
        if isinstance(ref, int):
            found = None
            if 1 <= ref <= limits.MAX_PLAYER_NUMBER:
                found = self.store.get_player(ref)
            if found is None:
                raise Refused(f"There is no player number {ref}.")
            return found
        wanted = limits.clean_text(ref, "player's name", 10 * limits.MAX_NAME) or ""
        matches = [p for p in self.store.list_players() if p.name == wanted]
        if not matches:
            raise Refused(f"There is no player named '{ref}'.")
        return matches[0]

    def add_player(self, player: Player) -> Change:
        """Register `player` with the next number; `change.new` is the Player."""
        player = normalised(player)
        with self.store.transaction(f"add player {player.name}"):
            self.check_player(player)
            stored = self.store.add_player(player)
        return Change(f"add player {stored.name}", (PlayerStep(None, stored),))

    def update_player(self, player: Player) -> Change:
        """Change a player's details (name, first and last name, country, EMA number,
        team, flags)."""
        player = normalised(player)
        with self.store.transaction(f"edit player {player.number}"):
            old = self.store.get_player(player.number)
            if old is None:
                raise Refused(f"There is no player number {player.number}.")
            self.check_player(player)
            self.store.put_player(player)
        return Change(f"edit player {player.name}", (PlayerStep(old, player),))

    def withdraw_player(self, number: int, substitute: int | None = None) -> Change:
        """A player leaves the tournament: marked inactive (their results stay and
        count; new seatings leave them out). With `substitute`, that player takes the
        withdrawn player's seat at every table of the sessions that have no results
        yet (a session with results keeps its seating, as `set_tables` rules) and is
        made active. Without one, the later sessions still seat the withdrawn player:
        seat again (`seat_sessions`) to re-plan them. Steps: the player(s), then one
        seating step a session changed."""
        with self.store.transaction(f"withdraw player {number}"):
            old = self.player(number)
            # Withdrawn already: a substitute may still be named for the later seats.
            if not old.active and substitute is None:
                raise Refused(f"{old.name} (player {old.number}) has already withdrawn.")
            steps: list[Step] = []
            if old.active:
                steps.append(PlayerStep(old, dataclasses.replace(old, active=False)))
            if substitute is not None:
                sub = self.player(substitute)
                steps += self._substitution(old, sub)
            for step in steps:
                step.apply(self.store)
        what = f"withdraw player {old.name}"
        if substitute is not None:
            what += f" (substitute {sub.name})"
        return Change(what, tuple(steps))

    def _substitution(self, old: Player, sub: Player) -> list[Step]:
        """The steps of `sub` taking `old`'s seats in the sessions without results."""
        if sub.number == old.number:
            raise Refused("A player cannot substitute for themselves.")
        sessions = [
            k
            for k in range(1, self.core.settings().sessions + 1)
            if self.store.list_tables(k) and not self.core.anything_entered(k)
        ]
        if not sessions:
            raise Refused(
                "Every seated session already has results: there is no seat left "
                f"for {sub.name} to take."
            )
        for k in sessions:
            if any(sub.number in t.seats for t in self.store.list_tables(k)):
                raise Refused(f"{sub.name} (player {sub.number}) already plays in session {k}.")
        steps: list[Step] = []
        if not sub.active:
            steps.append(PlayerStep(sub, dataclasses.replace(sub, active=True)))
        for k in sessions:
            before = tuple(self.store.list_tables(k))
            after = tuple(
                dataclasses.replace(
                    t,
                    seats=four(sub.number if p == old.number else p for p in t.seats),
                )
                for t in before
            )
            if after != before:
                steps.append(TablesStep(before, after))
        if not any(isinstance(step, TablesStep) for step in steps) and not old.active:
            raise Refused(
                f"{old.name} has already withdrawn and sits in no session without "
                "results: there is no seat to give."
            )
        return steps

    def seated_later(self, number: int) -> list[int]:
        """The sessions without results yet that seat player `number` (after a
        withdrawal: what `seat_sessions` or a substitute would change)."""
        with self.store.snapshot():
            return [
                k
                for k in range(1, self.core.settings().sessions + 1)
                if not self.core.anything_entered(k)
                and any(number in t.seats for t in self.store.list_tables(k))
            ]

    def remove_player(self, number: int) -> Change:
        """Remove a player who has never been seated (a registration mistake)."""
        with self.store.transaction(f"remove player {number}"):
            old = self.player(number)
            if any(number in t.seats for t in self.store.list_tables()):
                raise Refused(
                    f"{old.name} is seated; mark the player inactive instead of removing."
                )
            self.store.delete_player(number)
        return Change(f"remove player {old.name}", (PlayerStep(old, None),))

    def check_player(self, player: Player) -> None:
        if not player.name:
            raise Refused("A player needs a name.")
        if player.name.isdigit():
            raise Refused("A name cannot be only digits (numbers name players by number).")
        for other in self.store.list_players():
            if other.number != player.number and other.name.casefold() == player.name.casefold():
                raise Refused(f"'{player.name}' is already registered as player {other.number}.")
        if player.ema_id and not (player.ema_id.isascii() and player.ema_id.isdigit()):
            raise Refused(f"The EMA number '{player.ema_id}' is not a number.")

    def add_players(
        self, choose: Callable[[list[Player]], Sequence[Player]], what: str
    ) -> list[Player]:
        """Players added in one transaction, as given (an importer checked them):
        `choose` gets the players registered (read inside the transaction, so the
        choice cannot be overtaken by another station) and returns those to add.
        The players as stored, with their numbers."""
        with self.store.transaction(what):
            return [self.store.add_player(p) for p in choose(self.store.list_players())]

    def teams(self) -> list[Team]:
        members: dict[str, list[int]] = {}
        for p in self.store.list_players():
            if p.team:
                members.setdefault(p.team, []).append(p.number)
        return [Team(name, tuple(ns)) for name, ns in sorted(members.items())]


def normalised(player: Player) -> Player:
    """Spacing tidied and Unicode normalised (NFC), within the limits (`limits`); an
    empty first/last name becomes None; a missing display name is made from the first
    and last names ("First Last")."""
    first = limits.clean_text(player.first_name, "first name", limits.MAX_NAME)
    last = limits.clean_text(player.last_name, "last name", limits.MAX_NAME)
    name = limits.clean_text(player.name, "name", limits.MAX_NAME) or " ".join(
        x for x in (first, last) if x
    )
    if len(name) > limits.MAX_NAME:
        raise Refused(f"The name is {len(name)} characters long; at most {limits.MAX_NAME}.")
    return dataclasses.replace(
        player,
        name=name,
        first_name=first,
        last_name=last,
        country=limits.clean_text(player.country, "country", limits.MAX_COUNTRY),
        team=limits.clean_text(player.team, "team", limits.MAX_TEAM),
        ema_id=limits.clean_text(player.ema_id, "EMA number", limits.MAX_EMA_ID),
        romanised=limits.clean_text(player.romanised, "romanised name", limits.MAX_NAME),
        name_order=names.checked_order(player.name_order),
    )
