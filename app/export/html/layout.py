"""The website's page frame: one inline stylesheet, the header and navigation, and
helpers that escape every text that goes into a page.

Everything a page needs is inside the page (no external CSS, script, font or image),
so the site works from a USB stick, offline, and on any web host. Names may be in any
script: the font list falls back to the system's CJK fonts, and each name is wrapped
in <bdi> so a right-to-left name does not turn the line around it.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from app.export import language
from app.export.language import HTML_LANG, say

GENERATOR = "MCR Tournament Manager"

STYLE = """
:root{--ink:#1b2330;--muted:#5b6575;--line:#d5dbe5;--head:#305496;--stripe:#eef2f8}
*{box-sizing:border-box}
body{margin:0;color:var(--ink);background:#fff;font:16px/1.45 system-ui,-apple-system,
"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,"PingFang SC","Hiragino Sans",
"Microsoft YaHei","Noto Sans CJK SC","Malgun Gothic",sans-serif;
-webkit-text-size-adjust:100%}
header{background:var(--head);color:#fff;padding:.6rem 1rem}
header .event{font-weight:700;font-size:1.05rem;color:#fff;text-decoration:none}
nav{display:flex;flex-wrap:wrap;gap:.2rem 1rem;margin-top:.3rem}
nav a{color:#fff;text-decoration:none;padding:.25rem 0;border-bottom:2px solid transparent}
nav a[aria-current]{border-bottom-color:#fff}
main{max-width:66rem;margin:0 auto;padding:.8rem 1rem 2rem}
h1{font-size:1.45rem;margin:.4rem 0 .6rem}
h2{font-size:1.15rem;margin:1.4rem 0 .5rem}
p.meta,.muted{color:var(--muted)}
a{color:#1f4e9c}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;margin:0 -1rem;padding:0 1rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{padding:.4rem .5rem;border-bottom:1px solid var(--line);text-align:left;
vertical-align:top}
thead th{background:var(--head);color:#fff;font-weight:600;white-space:nowrap;
word-break:keep-all}
tbody tr:nth-child(even){background:var(--stripe)}
table.hands tbody tr{background:#fff}
table.hands tr.hand td{border-bottom:0;padding-bottom:.1rem}
table.hands tr.detail td{font-size:.85rem;color:var(--muted);padding-top:0}
.who{position:sticky;left:0;z-index:1;background:#fff}
tbody tr:nth-child(even) .who{background:var(--stripe)}
table.hands tbody .who{background:#fff}
thead th.who{background:var(--head)}
.unfinished{color:#b26b00}
.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
code{font-size:.85rem;word-break:break-all}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:.7rem}
.card{border:1px solid var(--line);border-radius:.45rem;padding:.5rem .7rem}
.card h3{margin:.1rem 0 .3rem;font-size:1rem}
.card ol{list-style:none;margin:0;padding:0}
.card li{padding:.12rem 0}
.wind{display:inline-block;width:3.6rem;color:var(--muted)}
.summary{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:.2rem 0 .8rem}
.summary b{font-size:1.25rem}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1rem}
figure{margin:0}
figcaption{font-weight:600;margin-bottom:.2rem}
svg.chart{width:100%;height:auto;display:block}
footer{color:var(--muted);font-size:.8rem;text-align:center;padding:1rem}
@media (max-width:30rem){thead th{white-space:normal}th,td{padding:.4rem .35rem}}
@media print{header nav{display:none}thead th{background:#fff;color:#000}}
"""

NAV = (
    ("index.html", "Standings"),
    ("sessions.html", "Sessions"),
    ("players.html", "Where do I sit"),
)


def esc(value: object) -> str:
    """Text for a page or an attribute: everything escaped, quotes included."""
    return escape("" if value is None else str(value), quote=True)


def name(text: str) -> str:
    """A player's name, isolated for any writing direction."""
    return f"<bdi>{esc(text)}</bdi>"


def link(href: str, html: str) -> str:
    """A link whose label is HTML already (escape text with esc or name first)."""
    return f'<a href="{esc(href)}">{html}</a>'


# The column that says whose line it is: it stays in view (sticky) while a table wider
# than a phone is scrolled sideways to its last columns.
WHO_TITLES = ("Name", "Team")


def table(head: Iterable[tuple[str, bool]], rows: Iterable[Iterable[str]]) -> str:
    """A table; `head` is (title, numeric) pairs, `rows` cells of ready HTML. The first
    "Name" (else "Team") column stays in view when the table scrolls sideways."""
    head = list(head)
    titles = [t for t, _ in head]
    who = next((titles.index(t) for t in WHO_TITLES if t in titles), -1)
    classes = [
        " ".join(c for c in ("n" if n else "", "who" if i == who else "") if c)
        for i, (_, n) in enumerate(head)
    ]
    attrs = [f' class="{c}"' if c else "" for c in classes]
    # Column titles are given in English and said in the export's language here.
    th = "".join(
        f'<th{a} scope="col">{esc(say(t))}</th>' for a, (t, _) in zip(attrs, head, strict=True)
    )
    body = []
    for row in rows:
        cells = "".join(f"<td{a}>{c}</td>" for c, a in zip(row, attrs, strict=True))
        body.append(f"<tr>{cells}</tr>")
    return (
        f'<div class="scroll"><table><thead><tr>{th}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table></div>"
    )


def page(event: str, title: str, body: str, current: str = "", printed: str = "") -> str:
    """A whole page: the frame, the navigation (`current` marks one entry) and `body`."""
    nav = "".join(
        f'<a href="{href}"{" aria-current=page" if href == current else ""}>{esc(say(label))}</a>'
        for href, label in NAV
    )
    published = say("Results published {when}", when=printed)
    footer = f"{esc(published)} · {GENERATOR}" if printed else GENERATOR
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{HTML_LANG[language.current()]}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<meta name="generator" content="{GENERATOR}">'
        f"<title>{esc(title)} · {esc(event)}</title><style>{STYLE}</style></head>"
        f'<body><header><a class="event" href="index.html">{esc(event)}</a>'
        f'<nav aria-label="{esc(say("Site"))}">{nav}</nav></header>'
        f"<main>{body}</main><footer>{footer}</footer></body></html>\n"
    )
