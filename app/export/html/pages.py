"""The website's pages, each a (file name, HTML) pair built from a `Snapshot`.

index.html (standings, team standings), sessions.html, session-K.html (seating as
table cards, where each player sits, the results), match-K-T.html (every hand with its
fans, penalties, totals), players.html (where do I sit, every session), player-N.html
(a player's sessions with score and place charts). File names are ASCII; every text
from the tournament is escaped.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from app.domain.model import HANDS_PER_MATCH, Points
from app.domain.progress import UNFINISHED_MARK
from app.domain.rotation import hand_winds
from app.export.html.charts import line_chart
from app.export.html.layout import esc, link, name, page, table
from app.export.html.stamp import published_text, site_moment
from app.export.language import join, say, wind, wind_letter
from app.export.rows import (
    fans_text,
    format_exact,
    format_points,
    format_signed,
    seats_by_player,
    team_size_note,
)
from app.export.snapshot import SEAT_LETTERS, WINDS, Match, Snapshot, Standing


def player_file(number: int) -> str:
    return f"player-{number}.html"


def session_file(session: int) -> str:
    return f"session-{session}.html"


def match_file(session: int, table: int) -> str:
    return f"match-{session}-{table}.html"


class Site:
    """The pages of one snapshot (see the module docstring)."""

    def __init__(self, snap: Snapshot) -> None:
        self.snap = snap
        # One moment for the whole site, written in the pages' language when each
        # page is made (the language is chosen after the Site is).
        self.moment = site_moment(snap.printed_at)
        self.seats = seats_by_player(snap)
        self.standing = {s.player: s for s in snap.standings}
        self.history = _history(snap)

    def pages(self) -> Iterator[tuple[str, str]]:
        """Every page; the count is `page_count()`."""
        yield "index.html", self.index()
        yield "sessions.html", self.sessions()
        yield "players.html", self.players()
        for k in range(1, self.snap.sessions + 1):
            yield session_file(k), self.session(k)
        for m in self.snap.matches:
            yield match_file(m.session, m.table), self.match(m)
        for p in self.snap.players:
            yield player_file(p.number), self.player(p.number)

    def page_count(self) -> int:
        return 3 + self.snap.sessions + len(self.snap.matches) + len(self.snap.players)

    def _page(self, title: str, body: str, current: str = "") -> str:
        return page(self.snap.event, title, body, current, published_text(self.moment))

    def _player(self, number: int | None) -> str:
        if number is None:
            return ""
        return link(player_file(number), name(self.snap.name(number)))

    # --- standings ---------------------------------------------------------------

    def index(self) -> str:
        snap = self.snap
        # After the last session whose matches are all finished, as the GUI says it.
        body = [
            f"<h1>{esc(snap.event)}</h1>",
            f'<p class="meta">{esc(snap.standings_headline())} · '
            f"{esc(say('{n} players', n=len(snap.players)))}</p>",
        ]
        unfinished = snap.unfinished_players()
        if snap.standings:
            body.append(
                table(
                    # The numbers right after the name: on a phone they are in
                    # view, and only Country and Team need the sideways scroll.
                    [("Rank", True), ("Name", False), ("Table points", True), ("Score", True)]
                    + [("Country", False), ("Team", False)],
                    (
                        (
                            str(s.rank),
                            self._player(s.player),
                            esc(format_points(s.table_points)),
                            format_exact(s.score) + _mark(s.player in unfinished),
                            esc(snap.player(s.player).country),
                            esc(snap.player(s.player).team),
                        )
                        for s in snap.standings
                    ),
                )
            )
        else:
            body.append(f"<p>{esc(say('No results yet.'))}</p>")
        if snap.team_standings:
            body += [
                f'<h2 id="teams">{esc(say("Team standings"))}</h2>',
                table(
                    [("Rank", True), ("Team", False), ("Table points", True)]
                    + [("Score", True), ("Members", False)],
                    (
                        (
                            str(t.rank),
                            esc(t.team),
                            esc(format_points(t.table_points)),
                            format_exact(t.score),
                            join(self._player(m) for m in t.members),
                        )
                        for t in snap.team_standings
                    ),
                ),
            ]
            if note := team_size_note(snap):
                body.append(f"<p>{esc(note)}</p>")
        return self._page(say("Standings"), "".join(body), "index.html")

    # --- sessions ----------------------------------------------------------------

    def sessions(self) -> str:
        rows = []
        for k in range(1, self.snap.sessions + 1):
            matches = self.snap.session_matches(k)
            done = sum(1 for m in matches if m.table_points)
            state = (
                say("not seated")
                if not matches
                else say("{done} of {total} tables complete", done=done, total=len(matches))
                if done
                else say("seated")
            )
            label = esc(say("Session {k}", k=k))
            rows.append((link(session_file(k), label), str(len(matches)), esc(state)))
        body = f"<h1>{esc(say('Sessions'))}</h1>" + table(
            [("Session", False), ("Tables", True), ("State", False)], rows
        )
        return self._page(say("Sessions"), body, "sessions.html")

    def session(self, k: int) -> str:
        snap = self.snap
        matches = snap.session_matches(k)
        title = say("Session {k}", k=k)
        body = [f"<h1>{esc(title)}</h1>"]
        if not matches:
            body.append(f"<p>{esc(say('Not seated yet.'))}</p>")
            return self._page(title, "".join(body), "sessions.html")
        tables, where_, results = (esc(say(t)) for t in ("Tables", "Where do I sit", "Results"))
        body.append(f'<p><a href="#seating">{tables}</a> · <a href="#where">{where_}</a>')
        body.append(f' · <a href="#results">{results}</a></p>')
        body.append(f'<h2 id="seating">{tables}</h2><div class="cards">')
        for m in matches:
            seats = "".join(
                f'<li><span class="wind">{esc(wind(w))}</span>{self._player(p)}</li>'
                for w, p in zip(WINDS, m.seats, strict=True)
            )
            body.append(
                f'<section class="card" id="table-{m.table}"><h3>'
                f"{link(match_file(k, m.table), esc(say('Table {t}', t=m.table)))}</h3>"
                f"<ol>{seats}</ol></section>"
            )
        body.append("</div>")
        where = []
        for p in sorted(snap.players, key=lambda p: (p.name.casefold(), p.number)):
            seat = self.seats.get(p.number, {}).get(k)
            if seat:
                where.append(
                    (self._player(p.number), esc(say("Table {t}", t=seat[0])), esc(wind(seat[1])))
                )
        body += [
            f'<h2 id="where">{where_}</h2>',
            table([("Name", False), ("Table", False), ("Seat", False)], where),
            f'<h2 id="results">{results}</h2>',
        ]
        rows = []
        for m in matches:
            if not m.played:
                continue
            for w, occupant in zip(WINDS, m.seats, strict=True):
                rows.append(
                    (
                        link(match_file(k, m.table), esc(say("Table {t}", t=m.table))),
                        esc(wind_letter(w)),
                        self._player(occupant),
                        esc(format_signed(m.score(occupant))),
                        esc(format_points(m.table_points.get(occupant))),
                        esc(say(m.state)),
                    )
                )
        if rows:
            body.append(
                table(
                    [("Table", False), ("Seat", False), ("Name", False), ("Score", True)]
                    + [("Table points", True), ("State", False)],
                    rows,
                )
            )
        else:
            body.append(f"<p>{esc(say('No match played yet.'))}</p>")
        return self._page(title, "".join(body), "sessions.html")

    # --- a match -----------------------------------------------------------------

    def match(self, m: Match) -> str:
        snap = self.snap
        title = say("Session {k} · Table {t}", k=m.session, t=m.table)
        body = [
            f"<h1>{esc(title)}</h1>",
            f'<p class="meta">{link(session_file(m.session), esc(say("Session {k}", k=m.session)))}'
            f" · {esc(say(m.state or 'not started'))}</p>",
            table(
                [("Seat", False), ("Name", False), ("Hands", True), ("Penalties", True)]
                + [("Score", True), ("Table points", True)],
                (
                    (
                        f"{letter} · {esc(wind(w))}",
                        self._player(p),
                        esc(format_signed(m.hand_score(p))),
                        esc(format_signed(m.penalty_score(p))),
                        f"<b>{esc(format_signed(m.score(p)))}</b>",
                        esc(format_points(m.table_points.get(p))),
                    )
                    for letter, w, p in zip(SEAT_LETTERS, WINDS, m.seats, strict=True)
                ),
            ),
        ]
        if m.totals is not None:
            body.append(
                "<p>"
                + esc(say("Session totals entered from the paper sheet (no hand detail)."))
                + "</p>"
            )
        if m.hands:
            body += [
                f"<h2>{esc(say('heading|Hands'))}</h2>",
                f'<p class="muted">{esc(say("Seats: "))}'
                + join(
                    f"{letter} {name(snap.name(p))}"
                    for letter, p in zip(SEAT_LETTERS, m.seats, strict=True)
                )
                + "</p>",
                self._hands_table(m),
            ]
        if m.penalties:
            body.append(f"<h2>{esc(say('Penalties'))}</h2>")
            body.append(
                table(
                    [("Name", False), ("Points", True), ("Shared", False), ("Reason", False)],
                    (
                        (
                            self._player(pen.player),
                            esc(format_signed(pen.points)),
                            esc(say("yes") if pen.shared else say("no")),
                            esc(pen.reason),
                        )
                        for pen in m.penalties
                    ),
                )
            )
        return self._page(title, "".join(body), "sessions.html")

    def _hands_table(self, m: Match) -> str:
        """Each hand on one line of numbers, its fans and tiles on a line below it (a
        phone has no room for both side by side)."""
        # the hand number stays in view when a phone scrolls the table sideways
        head = '<th class="n who" scope="col">' + esc(say("Hand")) + "</th>"
        head += "".join(
            f'<th{" class=n" if numeric else ""} scope="col">{esc(say(title))}</th>'
            for title, numeric in (
                ("Round", False),
                ("Winner", False),
                ("From", False),
                ("Fan", True),
                *((letter, True) for letter in SEAT_LETTERS),
            )
        )
        lines = []
        letter_of: dict[int | None, str] = dict(zip(m.seats, SEAT_LETTERS, strict=True))
        for h in sorted(m.hands, key=lambda h: h.number):
            if h.draw:
                winner, source = "", esc(say("draw"))
            else:
                winner = f"{letter_of.get(h.winner, '')} {name(self.snap.name(h.winner))}"
                source = (
                    esc(say("self-drawn"))
                    if h.self_drawn
                    else f"{letter_of.get(h.discarder, '')} {name(self.snap.name(h.discarder))}"
                )
            turn = hand_winds(h.number) if 1 <= h.number <= HANDS_PER_MATCH else None
            cells = (
                f'<td class="n who">{h.number}</td>'
                f"<td>{esc(wind(turn.prevalent)) if turn else ''}</td>"
                f"<td>{winner}</td><td>{source}</td>"
                f'<td class="n">{"" if h.fan is None else h.fan}</td>'
                + "".join(
                    f'<td class="n">{esc(format_signed(h.points.get(p, 0)))}</td>' for p in m.seats
                )
            )
            detail = esc(fans_text(h))
            if h.tiles:
                detail += f" <code>{esc(h.tiles)}</code>"
            lines.append(f'<tr class="{"hand" if detail else "solo"}">{cells}</tr>')
            if detail:
                lines.append(f'<tr class="detail"><td></td><td colspan="8">{detail}</td></tr>')
        return (
            f'<div class="scroll"><table class="hands"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(lines)}</tbody></table></div>"
        )

    # --- players -----------------------------------------------------------------

    def players(self) -> str:
        snap = self.snap
        sessions = range(1, snap.sessions + 1)
        rows = []
        for p in sorted(snap.players, key=lambda p: (p.name.casefold(), p.number)):
            mine = self.seats.get(p.number, {})
            cells = []
            for k in sessions:
                seat = mine.get(k)
                cells.append(
                    link(
                        f"{session_file(k)}#table-{seat[0]}",
                        f"{esc(say('T{t}', t=seat[0]))}&nbsp;{esc(wind_letter(seat[1]))}",
                    )
                    if seat
                    else ""
                )
            rows.append((self._player(p.number), str(p.number), *cells))
        body = (
            f"<h1>{esc(say('Where do I sit'))}</h1>"
            f'<p class="meta">{esc(say("Table and starting seat (E, S, W, N) in every session. "))}'
            f"{esc(say('Find your name; it leads to your own page.'))}</p>"
            + table(
                [("Name", False), ("No.", True)] + [(say("S{k}", k=k), False) for k in sessions],
                rows,
            )
        )
        return self._page(say("Where do I sit"), body, "players.html")

    def player(self, number: int) -> str:
        snap = self.snap
        p = snap.player(number)
        standing = self.standing.get(number)
        facts = []
        if standing:
            facts += [
                _fact("Rank", str(standing.rank)),
                _fact("Table points", esc(format_points(standing.table_points))),
                _fact("Score", format_exact(standing.score)),
            ]
        if p.country:
            facts.append(_fact("Country", esc(p.country), bold=False))
        if p.team:
            facts.append(_fact("Team", esc(p.team), bold=False))
        body = [
            f"<h1>{name(p.name)}</h1>",
            f'<p class="meta">{esc(say("Player {n}", n=p.number))}</p>'
            f'<div class="summary">{"".join(facts)}</div>',
        ]
        lines = self.history.get(number, [])
        labels = [say("S{k}", k=k) for k, *_ in lines]
        scores = [after.score if after else None for *_, after in lines]
        places = [after.rank if after else None for *_, after in lines]
        charts = [
            line_chart(say("Score after each session"), labels, scores),
            line_chart(
                say("Place after each session"),
                labels,
                places,
                inverted=True,
                low=1,
                high=max(len(snap.players), 1),
            ),
        ]
        if any(charts):
            body.append('<div class="charts">')
            for caption, svg in zip(("Score", "Place"), charts, strict=True):
                if svg:
                    body.append(
                        f"<figure><figcaption>{esc(say(caption))}</figcaption>{svg}</figure>"
                    )
            body.append("</div>")
        rows = []
        for k, match, after in lines:
            if match is None:
                rows.append((link(session_file(k), str(k)), "", "", "", "", "", "", ""))
                continue
            seat_wind = WINDS[match.seats.index(number)]
            others = join(self._player(o) for o in match.seats if o != number)
            played = match.played
            rows.append(
                (
                    link(session_file(k), str(k)),
                    link(match_file(k, match.table), str(match.table)),
                    esc(wind(seat_wind)),
                    others,
                    esc(format_signed(match.score(number))) if played else "",
                    esc(format_points(match.table_points.get(number))),
                    format_exact(after.score) if after and played else "",
                    str(after.rank) if after and played else "",
                )
            )
        body += [
            f"<h2>{esc(say('Sessions'))}</h2>",
            table(
                [("Session", False), ("Table", False), ("Seat", False), ("Opponents", False)]
                + [("Score", True), ("Table points", True), ("Total", True), ("Place", True)],
                rows,
            ),
        ]
        return self._page(p.name, "".join(body), "players.html")


def _fact(label: str, value_html: str, bold: bool = True) -> str:
    """One fact of a player's summary: "Rank 3" (the value bold), "Country NL"."""
    value = f"<b>{value_html}</b>" if bold else value_html
    return f"<span>{esc(say(label))} {value}</span>"


def _mark(unfinished: bool) -> str:
    """The GUI's mark beside a score that counts a match still being played."""
    if not unfinished:
        return ""
    return (
        f' <span class="unfinished" title="{esc(say("includes a match still being played"))}">'
        f"{UNFINISHED_MARK}</span>"
    )


def _session_played(snap: Snapshot, k: int) -> bool:
    return any(m.played for m in snap.session_matches(k))


def _history(snap: Snapshot) -> dict[int, list[tuple[int, Match | None, Standing | None]]]:
    """player -> [(session, their match or None, standings line after it or None)].
    Sessions not played yet by anyone get no standings line."""
    by_seat: dict[tuple[int, int], Match] = {}
    for m in snap.matches:
        for seat in m.seats:
            by_seat[(m.session, seat)] = m
    after = _after_session(snap)
    history: dict[int, list[tuple[int, Match | None, Standing | None]]] = {}
    for p in snap.players:
        lines = []
        for k in range(1, snap.sessions + 1):
            played = k <= len(after) and _session_played(snap, k)
            line = after[k - 1].get(p.number) if played else None
            lines.append((k, by_seat.get((k, p.number)), line))
        history[p.number] = lines
    return history


def _after_session(snap: Snapshot) -> list[dict[int, Standing]]:
    """The standings after each session, by player: the snapshot's (the domain's rule),
    or for a hand-made snapshot ranked here by table points, then score."""
    if snap.after_session:
        return [{s.player: s for s in rows} for rows in snap.after_session]
    out = []
    totals: dict[int, list[Points]] = {p.number: [0, 0] for p in snap.players}
    for k in range(1, snap.sessions + 1):
        for m in snap.session_matches(k):
            for p in m.seats:
                t = totals.setdefault(p, [0, 0])
                t[0] += m.table_points.get(p, 0)
                t[1] += m.score(p) if m.played else 0
        order = sorted(totals, key=lambda n: (-totals[n][0], -totals[n][1], n))
        ranks: dict[int, Standing] = {}
        previous, rank = None, 0
        for i, n in enumerate(order, start=1):
            if tuple(totals[n]) != previous:
                rank, previous = i, tuple(totals[n])
            ranks[n] = Standing(rank, n, Fraction(totals[n][0]), totals[n][1])
        out.append(ranks)
    return out
