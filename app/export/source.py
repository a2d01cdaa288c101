"""Turns what a caller hands the export into a `Snapshot`.

A source is a `Snapshot` already, an open `TournamentService` (the GUI and the CLI), or
the path of a tournament file. Everything is read inside one store snapshot, so a
report never mixes two states of a tournament another station is writing to.

This is the one place the export's rows are made from the domain's records: a `Hand`
from a `HandRecord` (`_hand`), with the record's fan lines as they are (the domain's
`FanLine`, tiles included: nothing is scored again here).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING

from app.domain.model import HandRecord, MatchState, TableResult
from app.domain.model import Penalty as DomainPenalty
from app.domain.model import Player as DomainPlayer
from app.domain.progression import progression
from app.domain.results import penalty_effect
from app.domain.results import team_standings as results_team_standings
from app.domain.scope import LATEST, View
from app.export.snapshot import (
    Hand,
    Match,
    Penalty,
    Player,
    Snapshot,
    Standing,
    TeamStanding,
)

if TYPE_CHECKING:
    from app.domain.service import TournamentService


def snapshot_of(
    source: object, printed_at: datetime | None = None, view: View = LATEST
) -> Snapshot:
    """The tournament behind `source`, read once (see the module docstring); its
    standings are those of `view` (app.domain.scope; by default after the last
    complete session)."""
    if isinstance(source, Snapshot):
        return source
    if isinstance(source, str | os.PathLike):
        from app.tournament import open_tournament

        with open_tournament(source) as service:
            return from_service(service, printed_at, view)
    from app.domain.service import TournamentService

    if not isinstance(source, TournamentService):
        raise TypeError(f"no tournament in {source!r}: give a file, a service or a snapshot")
    return from_service(source, printed_at, view)


def from_service(
    service: TournamentService, printed_at: datetime | None = None, view: View = LATEST
) -> Snapshot:
    with service.snapshot():
        settings = service.settings()
        rules = service.rules()
        players = service.players()
        tables = service.tables()
        hands = service.all_hands()
        penalties = service.penalties()
        totals = {(t.session, t.table): t for t in service.all_totals()}
        results = {(r.session, r.table): r for r in service.table_results()}
        # The standings a report prints: by default after the last complete session
        # (app.domain.scope), so its headline and its numbers say the same thing.
        scoped = service.standings_view(view)
        standings = scoped.rows
        team_standings = results_team_standings(standings)
        sessions = max([settings.sessions, *(t.session for t in tables)])
        after_session = _after_each_session(
            players, list(results.values()), settings.tie_breaks, sessions
        )

    seats_of = {(t.session, t.table): t.seats for t in tables}
    hands_by_table = _hands_by_table(hands, seats_of, {p.number: p.name for p in players})
    penalties_by_table = _penalties_by_table(penalties, seats_of)

    matches = []
    for t in sorted(tables, key=lambda t: (t.session, t.table)):
        key = (t.session, t.table)
        result = results.get(key)
        state = result.state if result else MatchState.OPEN
        # Table points are only final once the match is complete: print none before.
        points = (
            {s.player: s.table_points for s in result.seats}
            if result and state != MatchState.OPEN
            else {}
        )
        entered = totals.get(key)
        matches.append(
            Match(
                session=t.session,
                table=t.table,
                seats=t.seats,
                hands=tuple(sorted(hands_by_table.get(key, []), key=lambda h: h.number)),
                penalties=tuple(penalties_by_table.get(key, [])),
                totals=dict(zip(t.seats, entered.totals, strict=True)) if entered else None,
                table_points=points,
                state=str(state),
            )
        )

    return Snapshot(
        event=settings.name,
        players=tuple(_player(p) for p in players),
        # A session seated beyond the planned count (settings changed) still prints.
        sessions=sessions,
        matches=tuple(matches),
        standings=tuple(
            Standing(r.rank, r.player.number, r.table_points, r.score) for r in standings
        ),
        team_standings=tuple(
            TeamStanding(r.rank, r.team, r.members, r.table_points, r.score) for r in team_standings
        ),
        printed_at=printed_at,
        counted_after=scoped.scope.after,
        after_session=after_session,
        rules=rules.describe(),
        hands_per_match=rules.hands,
        shenzhen=rules.horses,  # the blank sheet's kong and horse columns
        mcr_options=tuple((k, rules.options.text(k)) for k in sorted(rules.options.changed))
        if rules.compact_records  # old files' compact hands are scored again to show tiles
        else (),
        language=settings.language or "",
        details=settings,
    )


def _penalties_by_table(
    penalties: list[DomainPenalty], seats_of: Mapping[tuple[int, int], tuple[int, ...]]
) -> dict[tuple[int, int], list[Penalty]]:
    """Each match's penalties as the reports print them, with what each player gets."""
    by_table: dict[tuple[int, int], list[Penalty]] = {}
    for p in penalties:
        seats = seats_of.get((p.session, p.table))
        if seats is None or p.player not in seats:
            continue
        effects = dict(zip(seats, penalty_effect(p, seats), strict=True))
        by_table.setdefault((p.session, p.table), []).append(
            Penalty(p.player, p.points, p.reason, p.shared, effects)
        )
    return by_table


def _letter(seats: tuple[int, ...], player: int) -> str:
    return "ABCD"[seats.index(player)] if player in seats else f"#{player}"


def _hands_by_table(
    hands: list[HandRecord],
    seats_of: dict[tuple[int, int], tuple[int, int, int, int]],
    names: dict[int, str],
) -> dict[tuple[int, int], list[Hand]]:
    """The report's hands of each seated table (a hand of a table no longer seated is
    left out)."""
    by_table: dict[tuple[int, int], list[Hand]] = {}
    for h in hands:
        seats = seats_of.get((h.session, h.table))
        if seats is not None:
            by_table.setdefault((h.session, h.table), []).append(_hand(h, seats, names))
    return by_table


def _hand(h: HandRecord, seats: tuple[int, int, int, int], names: dict[int, str]) -> Hand:
    """The report's view of one stored hand: the only place a `Hand` is built from a
    `HandRecord`. Its fan lines are the record's own, their tiles as stored."""
    return Hand(
        number=h.hand,
        winner=h.winner,
        discarder=h.discarder,
        self_drawn=h.self_drawn,
        draw=h.draw,
        fan=h.fan,
        tiles=h.tiles,
        points=dict(zip(seats, h.points, strict=True)),
        fans=h.fans,
        notes=_notes(h, names),
        kongs=", ".join(
            f"{_letter(seats, k.player)} {k.kind}"
            + (f" from {_letter(seats, k.discarder)}" if k.discarder else "")
            for k in h.kongs
        ),
        horse=h.horse or "",
    )


def _notes(
    h: HandRecord, names: dict[int, str]
) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """What a hand of another rule system holds beyond MCR's columns, as wordings of
    app.export.language and their values (said in the export's language later)."""
    from app.export.rows import format_exact

    def name(n: int | None) -> str:
        return names.get(n, f"#{n}") if n is not None else ""

    parts: list[tuple[str, dict[str, str]]] = []
    for w in h.others:
        # Both languages' fan names: the template of each language picks its own.
        fans = "; ".join(f"{f.name} {format_exact(f.points)}" for f in w.fans)
        fans_zh = "；".join(f"{f.name_zh or f.name} {format_exact(f.points)}" for f in w.fans)
        what = {
            "name": name(w.winner),
            "tiles": w.tiles or "",
            "fans": f": {fans}" if fans else "",
            "fans_zh": f"：{fans_zh}" if fans_zh else "",
        }
        if w.fan is not None:
            parts.append(
                ("{name} also wins {fan} fan ({tiles}{fans})", what | {"fan": format_exact(w.fan)})
            )
        else:
            parts.append(("{name} also wins ({tiles}{fans})", what))
    if h.robbed:
        parts.append(("robbing {name}'s kong", {"name": name(h.discarder)}))
    for k in h.kongs:
        who = {"name": name(k.player), "source": name(k.discarder)}
        kind = {"c": "concealed", "p": "promoted", "d": "on a discard"}.get(k.kind, k.kind)
        from_ = " from {source}" if k.discarder else ""
        parts.append((f"kong {kind} by {{name}}{from_}", who))
    if h.horse:
        parts.append(("horse {horse}", {"horse": h.horse}))
    if h.liable is not None:
        parts.append(("{name} liable", {"name": name(h.liable)}))
    if h.items and not h.fans:
        parts += [
            (
                # An item's id and amount: the same in every language; its note is
                # the engine's (app.export.language.evidence says it in Chinese).
                "{item} ({note})" if i.note else "{item}",
                {
                    "item": f"{i.id} {format_exact(i.amount)}"
                    + (f" x{len(i.payers)}" if len(i.payers) > 1 else ""),
                    "note": i.note,
                },
            )
            for i in h.items
        ]
    return tuple((text, tuple(values.items())) for text, values in parts)


def _after_each_session(
    players: list[DomainPlayer],
    table_results: list[TableResult],
    tie_breaks: tuple[str, ...],
    sessions: int,
) -> tuple[tuple[Standing, ...], ...]:
    """The standings after sessions 1, 1-2, 1-3, ...: a player's place session by
    session, for the website's charts (the domain's progression, which the GUI's
    charts draw too)."""
    return tuple(
        tuple(Standing(r.rank, r.player.number, r.table_points, r.score) for r in rows)
        for rows in progression(players, table_results, tie_breaks, sessions).after
    )


def _player(p: DomainPlayer) -> Player:
    # The domain decides which part of a name is the first and which the last name
    # (registered parts, else its split of the display name): one rule everywhere.
    first, last = p.name_parts()
    return Player(
        number=p.number,
        name=p.name,
        first_name=first,
        last_name=last,
        country=p.country or "",
        team=p.team or "",
        ema_id=p.ema_id or "",
        romanised=p.romanised or "",
        name_order=p.name_order or "",
    )
