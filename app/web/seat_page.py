"""The seat's page (`/seat/TOKEN`) as HTML: the frame the phone's script fills in.

What never changes while the page is open is put in the page by the server: the table,
the session, the four players by starting seat, the 16-hand rotation (each hand's
prevalent wind and the wind of each starting seat), the fan names of the tournament's
rules in the page's language and the page's words. What changes (the hand in play,
the proposals) comes from `GET /api/v1/seat`, which /static/seat.js polls.

The secret is in the address only: never in the title, the text or an attribute (the
script reads it from the address), and the page is never kept by a cache. Everything
from the tournament is escaped; the JSON for the script is in data attributes, which
the Content-Security-Policy allows (no inline script)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from app.domain.rotation import hand_winds
from app.web.words import HTML_LANG, LABELS, LANGUAGES, word
from scoring.hand import FLOWER_LETTERS, FLOWER_NAMES
from scoring.names import chinese_name
from scoring.names import table as fan_table

WIND_WORDS = {"E": "East", "S": "South", "W": "West", "N": "North"}
# The words the script says (each looked up in the page's language when the page is
# made; the script formats the {placeholders} itself).
SCRIPT_WORDS = (
    "Hand {n} of {of}",
    "Prevalent wind {wind}",
    "you",
    "Choose the winner, then tap the tiles.",
    "Choose who discarded the winning tile, or Self-drawn.",
    "Not a winning hand: {why}",
    "The claim is right.",
    "The claim is not the engine's count.",
    "Missing: {names}",
    "Not in this hand: {names}",
    "Would go to the referee: {reason}",
    "Proposed by {name}",
    "Hand {n}: a draw",
    "Hand {n}: {name} wins, self-drawn",
    "Hand {n}: {name} wins on the discard of {giver}",
    "Hand {n}: {name} wins by robbing {giver}'s kong",
    "Claimed: {claim}",
    "Waiting for {n} confirmations",
    "Waiting for 1 confirmation",
    "You confirmed. Waiting for {n} more.",
    "Check the hand, then Confirm or Dispute.",
    "Confirm",
    "Dispute",
    "With the referee: {reason}",
    "Disputed by {name}: {reason}",
    "Under the minimum: {total} fan",
    "Outdated: the table's hands changed after it was proposed.",
    "Hand {n} stored.",
    "Hand {n} rejected: {reason}",
    "Propose it again.",
    "All hands of this match are entered.",
    "Offline, retrying…",
    "Sending…",
    "Give a reason for the dispute.",
    "{total} fan",
    "Total",
    "Payments",
    "The engine's count",
    "East",
    "South",
    "West",
    "North",
)
SUITS = (("m", "123456789"), ("p", "123456789"), ("s", "123456789"), ("z", "ESWNCFP"))
# The faces of the palette's tiles: clear text, readable in either language.
HONOUR_FACES = {"E": "東", "S": "南", "W": "西", "N": "北", "C": "中", "F": "發", "P": "白"}
SUIT_FACES = {"m": "萬 m", "p": "筒 p", "s": "條 s"}


@dataclass(frozen=True)
class SeatView:
    """What the page shows that does not change while it is open."""

    tournament: str
    session: int
    table: int
    seat: str  # the seat's letter (the match's starting seat E, S, W, N)
    names: tuple[str, str, str, str]  # players by starting seat
    hands: int  # hands in a match
    rules: str  # the rule system's registry name
    # What the rules take as flowers (RuleSystem.flower_entry): "named", "count", "none".
    flowers: str = "count"


def seat_page(view: SeatView, lang: str) -> str:
    """The whole page in `lang`."""
    title = escape(word("Table {n}", lang, n=view.table))
    data = {
        "session": view.session,
        "table": view.table,
        "seat": view.seat,
        "names": list(view.names),
        "hands": view.hands,
        "rotation": _rotation(view.hands),
        "lang": lang,
        "flowers": view.flowers,
    }
    words = {w: word(w, lang) for w in SCRIPT_WORDS}
    return (
        f'<!doctype html>\n<html lang="{HTML_LANG[lang]}">\n<head>\n'
        '<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="referrer" content="no-referrer">\n'
        f"<title>{title} · {escape(view.tournament)}</title>\n"
        '<link rel="icon" href="/static/icon.svg" type="image/svg+xml">\n'
        '<link rel="stylesheet" href="/static/seat.css">\n'
        '<script src="/static/seat_tiles.js" defer></script>\n'
        '<script src="/static/seat_count.js" defer></script>\n'
        '<script src="/static/seat_flowers.js" defer></script>\n'
        '<script src="/static/seat.js" defer></script>\n'
        "</head>\n"
        f"<body data-seat='{_attr(data)}' data-words='{_attr(words)}'"
        f" data-fans='{_attr(_fan_names(view.rules, lang))}'>\n"
        + _header(view, lang)
        + '<p id="net" class="net" role="status" aria-live="polite" hidden></p>\n'
        + '<section id="news" class="news" aria-live="polite"></section>\n'
        + '<section id="proposal" class="proposal" hidden></section>\n'
        + _form(lang, view.flowers)
        + "</body>\n</html>\n"
    )


def invalid_page(lang: str) -> str:
    """The page of a secret nobody has (never given, or replaced by a rotation)."""
    return _notice(
        lang,
        "Seat link not valid",
        ("This seat link is unknown or has been replaced.", _ASK_REFEREE),
    )


def busy_page(lang: str) -> str:
    """The page of an address that tried too many unknown secrets (429)."""
    return _notice(lang, "Too many tries", ("Wait a minute, then open your seat's link again.",))


def _notice(lang: str, title: str, lines: tuple[str, ...]) -> str:
    heading = escape(word(title, lang))
    said = "".join(f"<p>{escape(word(line, lang))}</p>\n" for line in lines)
    return (
        f'<!doctype html>\n<html lang="{HTML_LANG[lang]}">\n<head>\n'
        '<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{heading}</title>\n"
        '<link rel="stylesheet" href="/static/seat.css">\n'
        "</head>\n<body>\n"
        f'<main class="invalid"><h1>{heading}</h1>\n{said}</main>\n'
        "</body>\n</html>\n"
    )


_ASK_REFEREE = "Ask the referee for your table's new card and scan your seat's code."
_TAP = "Tap the tiles, the winning tile last. Tap a chosen tile to remove it."


def _header(view: SeatView, lang: str) -> str:
    """The bar that stays at the top: table, session, hand and prevalent wind, the
    language switch, then the four players with their winds of the hand in play."""
    switch = " ".join(
        f'<a href="?lang={code}" hreflang="{HTML_LANG[code]}"'
        + (' aria-current="true"' if code == lang else "")
        + f">{LABELS[code]}</a>"
        for code in LANGUAGES
    )
    players = "".join(
        f'<li data-seat="{letter}"' + (' class="me"' if letter == view.seat else "") + ">"
        '<span class="wind"></span>'
        f'<span class="name">{escape(name)}</span>'
        + (f'<span class="you">{escape(word("you", lang))}</span>' if letter == view.seat else "")
        + "</li>"
        for letter, name in zip("ESWN", view.names, strict=True)
    )
    return (
        '<header class="bar">\n<div class="where"><span>'
        f"<b>{escape(word('Table {n}', lang, n=view.table))}</b> · "
        f"{escape(word('Session {k}', lang, k=view.session))}</span>"
        f'<nav class="lang" aria-label="{escape(word("Language", lang))}">{switch}</nav>'
        "</div>\n"
        '<div class="hand"><b id="hand-no"></b> <span id="prevalent"></span></div>\n'
        f'<ol id="players" class="players">{players}</ol>\n</header>\n'
    )


def _form(lang: str, flowers: str) -> str:
    def w(text: str) -> str:
        return escape(word(text, lang))

    seats = "".join(f'<button type="button" class="seat" data-seat="{s}"></button>' for s in "ESWN")
    givers = (
        seats
        + f'<button type="button" class="seat self" data-seat="self">{w("Self-drawn")}</button>'
    )
    palette = "".join(
        '<div class="row">'
        + "".join(_tile_button(f"{r}{suit}" if suit != "z" else r) for r in ranks)
        + "</div>"
        for suit, ranks in SUITS
    )
    # The kong flag (the notation's sixth character) says a replacement tile on a
    # self-drawn win and robbing a kong on a discard: one box for each, the one that
    # fits the way of winning shown (data-when), both in step with the notation.
    flags = "".join(
        f'<label class="flag"{_when(when)}><input type="checkbox" data-flag="{i}">'
        f" {w(text)}</label>"
        for i, text, when in (
            (3, "Last tile of its kind", ""),
            (4, "Last tile of the wall", ""),
            (5, "Kong replacement tile", "self"),
            (5, "Robbing a kong", "discard"),
        )
    )
    return (
        f'<form id="hand-form" class="hand-form" hidden>\n<h2>{w("Enter a hand")}</h2>\n'
        '<div class="kind" role="group">'
        f'<button type="button" id="kind-win" aria-pressed="true">{w("Win")}</button>'
        f'<button type="button" id="kind-draw" aria-pressed="false">{w("Draw")}</button>'
        "</div>\n"
        '<div id="win-part">\n'
        f'<fieldset><legend>{w("Winner")}</legend><div class="seats" id="winner">{seats}</div>'
        "</fieldset>\n"
        f"<fieldset><legend>{w('Won on the discard of')}</legend>"
        f'<div class="seats" id="giver">{givers}</div></fieldset>\n'
        f"<fieldset><legend>{w('Tiles')}</legend>"
        f'<p class="hint">{w(_TAP)}</p>'
        f'<div id="chosen" class="chosen" aria-label="{w("Hand so far")}"></div>'
        f'<div id="palette" class="palette">{palette}</div>'
        f'<button type="button" id="clear" class="small">{w("Clear")}</button>'
        f'<label class="notation">{w("Notation")} <input id="notation" type="text"'
        ' autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="200"'
        ' inputmode="text"></label></fieldset>\n'
        + _flowers(flowers, w)
        + f"<fieldset><legend>{w('Situation')}</legend>{flags}</fieldset>\n"
        f'<fieldset><legend><label for="claim">{w("Fans claimed")}</label></legend>'
        f'<input id="claim" type="text" autocomplete="off" maxlength="500"'
        f' placeholder="{w("Names separated by commas")}">'
        '<div id="suggestions" class="suggestions"></div></fieldset>\n'
        '<section id="preview" class="preview" aria-live="polite"></section>\n'
        "</div>\n"
        f'<p id="form-note" class="note" role="alert"></p>\n'
        f'<button type="submit" id="propose" class="primary" data-win="{w("Propose this hand")}"'
        f' data-draw="{w("Propose a draw")}">{w("Propose this hand")}</button>\n'
        "</form>\n"
    )


def _flowers(flowers: str, w: Callable[[str], str]) -> str:
    """The flowers as the rules take them: the eight toggles by name (each flower scores
    on its own: the seat's flowers count), a count, or nothing (played without)."""
    if flowers == "none":
        return ""
    if flowers == "named":
        inside = "".join(
            f'<button type="button" class="flower" data-flower="{letter}"'
            f' aria-pressed="false">{w(name)}</button>'
            for letter, name in zip(FLOWER_LETTERS, FLOWER_NAMES, strict=True)
        )
        legend = f"<legend>{w('Flowers')}</legend>"
        return f'<fieldset>{legend}<div class="flower-names">{inside}</div></fieldset>\n'
    return (
        f'<fieldset><legend>{w("Flowers")}</legend><div class="flowers">'
        f'<button type="button" id="flowers-less" aria-label="{w("Fewer flowers")}">−</button>'
        '<output id="flowers">0</output>'
        f'<button type="button" id="flowers-more" aria-label="{w("More flowers")}">+</button>'
        "</div></fieldset>\n"
    )


def _when(way: str) -> str:
    """A flag's `data-when` (self, discard), or nothing for a flag of any win."""
    return f' data-when="{way}"' if way else ""


def _tile_button(tile: str) -> str:
    """A palette tile: its notation is `data-tile`, its face clear text."""
    if len(tile) == 1:
        face = HONOUR_FACES[tile]
        css = "z"
    else:
        face = f"{tile[0]}<small>{SUIT_FACES[tile[1]]}</small>"
        css = tile[1]
    return f'<button type="button" class="tile {css}" data-tile="{tile}">{face}</button>'


def _rotation(hands: int) -> list[list[object]]:
    """Each hand's [prevalent wind, [wind of starting seat E, S, W, N]]."""
    rows: list[list[object]] = []
    for number in range(1, hands + 1):
        h = hand_winds(number, hands)
        rows.append([h.prevalent, list(h.seat_winds)])
    return rows


def _fan_names(rules: str, lang: str) -> dict[str, str]:
    """The rules' fan names in `lang` by id (as the engine's result names them), for the
    preview's lines and the claim's suggestions."""
    names: dict[str, str] = {}
    for key, element in fan_table(rules).items():
        chinese = getattr(element, "name_zh", "") or chinese_name(rules, key) or element.name
        named = chinese if lang == "zh_CN" else element.name
        # by key and by id: a verdict names the other systems' elements by id (MO-05)
        names[str(key)] = names[str(element.id)] = named
    return names


def _attr(value: object) -> str:
    """JSON for a single-quoted attribute (escaped: names may hold any character)."""
    return escape(json.dumps(value, ensure_ascii=False), quote=True)
