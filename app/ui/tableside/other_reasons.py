"""The claim reasons of the International game, MahJong Online and the Shenzhen game in
the interface's language.

Their checks (each system's `claims_json`, kept as a proposal's verdict) give a reason
as an English sentence only, without the facts the MCR check adds. So the sentence is
read back here against its templates (each with its values as %1, %2, ..., the form
Qt's translators use; context "OtherClaimReasons") and the translation filled with
the same values, themselves said in the interface's language by their sort: an
element named in the sentence by its Chinese name, a nested sentence translated in
its turn, tiles, readings and numbers kept as written. The conditions the engine
quotes from its element tables exist only in English: the Chinese says that the hand
does not have the element (the element is named beside it, in the queue's first
column). A sentence no template matches is None (the caller shows it as it is)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from app.ui.noop import QT_TRANSLATE_NOOP
from scoring.names import chinese_name, table

CONTEXT = "OtherClaimReasons"

# (template, the sort of each value in order): t kept as written, e an element
# "Name (id)", s a sentence of this table, w a word of WORDS, n names "A or B",
# h horses "3p is W's, 5m is E's", c candidates of an ambiguous name.
# fmt: off
TEMPLATES: tuple[tuple[str, str], ...] = (
    # -- every system: times, exclusions, readings -----------------------------------
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "counted %1 time, claimed %2"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "counted %1 times, claimed %2"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "counted %1 time here, not more (%2)"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "counted %1 times here, not more (%2)"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the hand has it %1 time, not more"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the hand has it %1 times, not more"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "excluded by %1"), "e"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the special winning hand %1 scores alone"), "e"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 is a Max hand: it replaces every other scoring hand"), "e"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "not added to %1's four-pung form (option terminals_with_all_triplets=exclude)"), "e"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the hand does not have it: %1"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "only in another reading (%1): %2"), "ts"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 fan against %2: the best reading counts"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 fan before the cap against %2: the best reading counts"), "tt"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the same fan, and a special winning hand is preferred"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the same score, and four sets and a pair come before seven pairs"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "both readings are worth %1 fan: the total is the same, and the reading shown is the one counted"), "t"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "it counts only when the tiles are read as %1, worth %2 fan; the hand scores its best reading, worth %3"), "ttt"),  # noqa: E501
    # -- the International game ------------------------------------------------------
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "flowers are out of play (option flowers=off)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Chicken Hand counts only on four sets and a pair with a chow and a pung, when no other element worth more than 0 counts"), ""),  # noqa: E501
    # -- MahJong Online: the facts that keep an element out ------------------------------
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the auxiliary points (kongs 1 or 2, flowers 1) are under 2: no bonus"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "won on a grab, not self-fed"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "not Fully Private: claimed %1"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "self-fed: the pair must be completed by a grabbed tile"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "needs four claimed sets; the hand has %1"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "not four chows: %1"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "flowers are not in use (flowers=off)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the winner holds %1 flower"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the winner holds %1 flowers"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the option no_flower_fan=off gives it to nobody"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "only an All Sequences hand gets it (no_flower_fan=all_sequences)"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1; %2 was completed by the grabbed tile: revealed"), "st"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 concealed pung (%2)"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 concealed pungs (%2)"), "tt"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 concealed pung"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 concealed pungs"), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "not the last tile of the wall (flag wall 0)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "not the replacement tile after a kong"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "won on a grab"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "no kong was robbed (flag kong 0)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "self-fed"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "not won in the first circulation (token first)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "only the dealer (East) self-feeding"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the dealer's is Heavenly Mahjong"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "self-fed: Humanly Mahjong is a win on a discard"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the dealer does not get it (humanly_dealer=off)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Wrong claim: the hand scores %1 fan, under the %2-fan minimum, so it is not a valid win."), "tt"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Wrong claim: the hand scores %1 fan toward the minimum (%2 with the auxiliary points, which the minimum leaves out), under the %3-fan minimum, so it is not a valid win."), "ttt"),  # noqa: E501
    # -- the Shenzhen game --------------------------------------------------------------
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "kong payments are cancelled in a drawn hand (option draw_cancels_kongs=on)"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "%1; the robbed promotion never became a kong"), "s"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "no promoted kong: neither a bracket [XXXX,5-7] nor a token kong=Xp"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "no concealed kong: neither a bracket [XXXX] nor a token kong=Xc"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "no kong on a discard: neither a bracket [XXXX,1-3] nor a token kong=XdY"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "a horse is turned only after a self-drawn win; the hand was won %1"), "w"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the hand was won %1"), "w"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "this tournament draws no horse (option horses=0)"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "no horse tile was turned (the wall was empty)"), ""),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the horse is not the winner's (%1) lucky tile: %2 (horse_map=%3); that is SZ-H2"), "tht"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the horse is the winner's own lucky tile (%1): that is SZ-H1"), "h"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "another player's lucky tile pays nothing in this tournament (option horse_other=nothing): %1"), "h"),  # noqa: E501
    # -- a name that names no element (scoring.names) -----------------------------------
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1' is not the name of %2. Did you mean %3?"), "twn"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1' is not the name of %2. %3"), "tws"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1' is not the name of %2: %3."), "tws"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1' is not the name of %2."), "tw"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1' names more than one fan: %2. Which one? Claim it by number or by one of its other names."), "tc"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1': a fan is claimed at least once."), "t"),
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "There is no element MO-%1: MahJong Online's are MO-01 to MO-36 and MO-AUX."), "t"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "There is no element %1: the International Game's are 1 to 55."), "t"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "'%1' is not a Shenzhen item: they are named by id (%2) or by name."), "tt"),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Name an element by its id (1-55) or its name (--list shows them)."), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Name an element by its id (MO-01 to MO-36, MO-AUX) or its name."), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Name an item by its id (SZ-K1 to SZ-H2) or its English or Chinese name."), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "Name it by its id or its name (--list shows them)."), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "flowers are no element of MahJong Online: each flower adds 1 auxiliary point (claim Auxiliary points, MO-AUX)"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the International Game scores flowers as Chance Flower (54, each flower of the winner's seat), Full Set of Flowers (55) or No Flower (53), and a win on seven or eight as Seven Flowers (6) or Eight Flowers (7)"), ""),  # noqa: E501
    (QT_TRANSLATE_NOOP("OtherClaimReasons", "the Shenzhen game settles no fan, and flowers change no settlement"), ""),  # noqa: E501
)
# Single words and phrases put into the sentences above.
WORDS = (
    QT_TRANSLATE_NOOP("OtherClaimReasons", "an element of the International Game"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "an element of MahJong Online"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "a settlement item of the Shenzhen game"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "an MCR fan"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "on a self-drawn tile (SZ-W1)"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "on a discard (SZ-W2)"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "by robbing a kong (SZ-W3)"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", "by nobody: the hand is drawn"),
    QT_TRANSLATE_NOOP("OtherClaimReasons", " or "),  # between names offered
    QT_TRANSLATE_NOOP("OtherClaimReasons", ", "),  # between names listed
    QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 is %2's"),  # a horse and whose it is
    QT_TRANSLATE_NOOP("OtherClaimReasons", "%1 (%2 fan: %3)"),  # an ambiguous name's fan
)
# fmt: on


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"(%\d)", template)
    body = "".join("(.+?)" if re.fullmatch(r"%\d", p) else re.escape(p) for p in parts)
    return re.compile(f"^{body}$", re.DOTALL)


_COMPILED = tuple((t, _pattern(t), sorts) for t, sorts in TEMPLATES)


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def translated() -> bool:
    """Is a translation of these reasons installed (a non-English interface)?"""
    return _t(WORDS[0]) != WORDS[0]


def said(english: str, rules: str) -> str | None:
    """`english`, a reason of `rules`' claim check, in the interface's language; the
    English itself when no translation is installed; None when no template has it."""
    if not translated():
        return english
    return _said(english, rules, _t(WORDS[0]))


@lru_cache(maxsize=1024)
def _said(english: str, rules: str, language: str) -> str | None:
    for template, pattern, sorts in _COMPILED:
        found = pattern.match(english)
        if found is None:
            continue
        text = _t(template)
        for number, (value, sort) in enumerate(zip(found.groups(), sorts, strict=True), 1):
            text = text.replace(f"%{number}", _value(value, sort, rules))
        return text
    return None


def _value(value: str, sort: str, rules: str) -> str:
    """A value found in a sentence, said in the interface's language by its sort."""
    sorts: dict[str, Callable[[str], str]] = {
        "e": lambda v: _element(v, rules),
        "s": lambda v: _said(v, rules, _t(WORDS[0])) or v,
        "w": _t,
        "n": lambda v: _t(" or ").join(_named(n, rules) for n in v.split(" or ")),
        "h": _horses,
        "c": lambda v: _t(" or ").join(_candidate(c, rules) for c in v.split(" or ")),
    }
    return sorts[sort](value) if sort in sorts else value


def _key(rules: str, ident: str) -> int | None:
    """The key of the element whose id (55, MO-22, SZ-W1) or English name is `ident`."""
    try:
        elements = table(rules)
    except (KeyError, ValueError):  # a system without a table: names kept as written
        return None
    return next(
        (k for k, e in elements.items() if ident in (str(e.id), e.name)),
        None,
    )


def _named(name: str, rules: str) -> str:
    """An element named in English: its Chinese name, else the English in quotes."""
    key = _key(rules, name)
    zh = chinese_name(rules, key) if key is not None else None
    return zh or f"“{name}”"


def _element(value: str, rules: str) -> str:
    """ "Pure One Suit (22)", "Thirteen Orphans (SWH) (9)": the Chinese name and the id."""
    found = re.fullmatch(r"(?P<name>.+) \((?P<id>[^()]+)\)", value)
    if found is None:
        return _named(value, rules)
    key = _key(rules, found["id"])
    zh = chinese_name(rules, key) if key is not None else None
    return f"{zh}（{found['id']}）" if zh else f"“{found['name']}”（{found['id']}）"


def _horses(value: str) -> str:
    """ "3p is W's, 5m is E's": each horse and whose lucky tile it is."""
    parts = []
    for part in value.split(", "):
        found = re.fullmatch(r"(\S+) is (\S+)'s", part)
        parts.append(
            _t("%1 is %2's").replace("%1", found[1]).replace("%2", found[2]) if found else part
        )
    return _t(", ").join(parts)


def _candidate(value: str, rules: str) -> str:
    """ "12 (2 fan: a, b)": an ambiguous name's fan, its other names in this language."""
    found = re.fullmatch(r"(?P<id>\S+) \((?P<v>[^ ]+) fan: (?P<names>.*)\)", value)
    if found is None:
        return value
    key = _key(rules, found["id"])
    zh = chinese_name(rules, key) if key is not None else None
    names = zh or found["names"]
    return (
        _t("%1 (%2 fan: %3)")
        .replace("%1", found["id"])
        .replace("%2", found["v"])
        .replace("%3", names)
    )
