"""The results page (`/results`) and its live part (`/results/live`) as HTML.

The page carries no script of its own (the Content-Security-Policy allows none
inline): /static/results.js fetches the live part again every second with the ETag it
has, and replaces it when the answer is new. Everything from the tournament (names)
is escaped here, so the part can be put in place as it comes."""

from __future__ import annotations

from html import escape

from app.domain.model import MatchState
from app.export.language import headline, using
from app.standing_rows import player_rows
from app.web.live import LiveResults, TableLine
from app.web.words import HTML_LANG, LABELS, LANGUAGES, word


def results_page(results: LiveResults, lang: str, live_part: str, etag: str) -> str:
    """The whole page: header, the language switch, the live part, the footer."""
    title = escape(results.tournament)
    switch = " ".join(
        f'<a href="/results?lang={code}" hreflang="{HTML_LANG[code]}"'
        + (' aria-current="true"' if code == lang else "")
        + f">{LABELS[code]}</a>"
        for code in LANGUAGES
    )
    return (
        f'<!doctype html>\n<html lang="{HTML_LANG[lang]}">\n<head>\n'
        '<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title} · {escape(word('Live results', lang))}</title>\n"
        '<link rel="icon" href="/static/icon.svg" type="image/svg+xml">\n'
        '<link rel="stylesheet" href="/static/results.css">\n'
        '<script src="/static/results.js" defer></script>\n'
        "</head>\n<body>\n<header>\n"
        f"<h1>{title}</h1>\n"
        f'<nav class="lang" aria-label="{escape(word("Language", lang))}">{switch}</nav>\n'
        "</header>\n"
        f'<main id="live" data-live="/results/live?lang={lang}" data-etag="{escape(etag)}"'
        f' aria-live="polite">\n{live_part}</main>\n'
        f'<footer><span id="status" data-ok="{escape(word("Updates by itself.", lang))}"'
        f' data-offline="{escape(word("Connection lost: trying again…", lang))}">'
        f"{escape(word('Updates by itself.', lang))}</span></footer>\n"
        "</body>\n</html>\n"
    )


def live_part(results: LiveResults, lang: str) -> str:
    """The part that changes: the headline, the standings, the sessions' progress and
    the tables of the session on show."""
    with using(lang):
        said = headline(results.view.scope, marked=False)
    return (
        f'<p class="headline">{escape(said)}</p>\n'
        + _standings(results, lang)
        + _sessions(results, lang)
        + _tables(results, lang)
    )


def _standings(results: LiveResults, lang: str) -> str:
    rows = player_rows(results.view.rows, {})
    if not rows:
        return _note("standings", word("No player registered yet.", lang))
    heads = "".join(
        f'<th scope="col" class="{css}">{escape(word(text, lang))}</th>'
        for text, css in (
            ("Rank", "rank"),
            ("Name", "name"),
            ("Table points", "num"),
            ("Score", "num"),
        )
    )
    body = "".join(
        f'<tr data-player="{r["player"]}"><td class="rank">{r["rank"]}</td>'
        f'<td class="name">{escape(str(r["name"]))}</td>'
        f'<td class="num">{r["table_points"]}</td><td class="num">{r["score"]}</td></tr>\n'
        for r in rows
    )
    return (
        f'<section class="standings"><h2>{escape(word("Standings", lang))}</h2>\n'
        f"<table><thead><tr>{heads}</tr></thead>\n<tbody>\n{body}</tbody></table></section>\n"
    )


def _sessions(results: LiveResults, lang: str) -> str:
    items = []
    for p in results.view.scope.progress:
        if not p.tables:
            state = word("not seated", lang)
        elif not p.started:
            state = word("not started", lang)
        else:
            state = word(
                "{finished} of {tables} tables finished", lang, finished=p.finished, tables=p.tables
            )
            if p.under_way:
                state += ", " + word("{count} under way", lang, count=p.under_way)
        current = ' class="current"' if p.session == results.session else ""
        items.append(
            f"<li{current}><b>{escape(word('Session {k}', lang, k=p.session))}</b>"
            f" {escape(state)}</li>"
        )
    return (
        f'<section class="sessions"><h2>{escape(word("Session progress", lang))}</h2>\n'
        f"<ol>{''.join(items)}</ol></section>\n"
    )


def _tables(results: LiveResults, lang: str) -> str:
    if not results.session:
        return _note("tables", word("Nothing seated yet.", lang))
    cards = "".join(_table_card(t, results.hands_per_match, lang) for t in results.tables)
    heading = word("Tables, session {k}", lang, k=results.session)
    return f'<section class="tables"><h2>{escape(heading)}</h2>\n<ul>\n{cards}</ul></section>\n'


def _table_card(line: TableLine, hands: int, lang: str) -> str:
    state = table_state(line)
    names = "".join(f"<li>{escape(n)}</li>" for n in line.names)
    done = (
        word("Totals entered", lang)
        if line.totals_only
        else word("Hands {done} of {of}", lang, done=line.hands, of=hands)
    )
    return (
        f'<li class="table state-{state.lower().replace(" ", "-")}" data-table="{line.table}">'
        f"<h3>{escape(word('Table {n}', lang, n=line.table))}</h3>"
        f'<p class="progress"><span class="hands">{escape(done)}</span> '
        f'<span class="state">{escape(word(state, lang))}</span></p>'
        f'<ol class="players">{names}</ol></li>\n'
    )


def table_state(line: TableLine) -> str:
    """A table's state in words: how the players say it, not the store's values."""
    if line.state is MatchState.VERIFIED:
        return "Verified"
    if line.state is MatchState.COMPLETE:
        return "Complete"
    return "Playing" if line.hands or line.totals_only else "Not started"


def _note(css: str, text: str) -> str:
    """A section with one sentence instead of its list (nothing to show yet)."""
    return f'<section class="{css}"><p>{escape(text)}</p></section>\n'
