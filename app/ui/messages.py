"""Messages from the domain and the engine in the user's language.

`app.domain` and `scoring` stay free of Qt and speak English; their messages are
written from templates with values put in. Here each template is listed once with
its values as %1, %2, ... (the form Qt's translators use); a message is matched
against them and the translation is filled in with the same values, themselves
translated where they are messages or words of their own (a tile, "in '...'").
A message no template matches is shown as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from app.messages_zh import engine as engine_zh
from app.messages_zh import fill, placeholders, template_pattern
from app.ui.noop import QT_TRANSLATE_NOOP

CONTEXT = "Messages"
# Its translation names the language loaded, so cached translations follow a change.
LANGUAGE_MARK = QT_TRANSLATE_NOOP("Messages", "language of the messages")

# Most specific first; the catch-all "%1: %2" (a hand's tiles, then the engine's
# message about them) comes last. The engine's refusals, each whole and specific to
# its system, come first: their English and Chinese are written once, in
# app.messages_zh.engine, for the desktop and the seat's page.
TEMPLATES = (
    *(english for english, _ in engine_zh.REFUSALS),
    # -- the domain: players, settings, seating ---------------------------------------
    QT_TRANSLATE_NOOP(
        "Messages",
        "Session %1 is already seated: the tournament cannot have fewer than %2 sessions.",
    ),
    QT_TRANSLATE_NOOP("Messages", "There is no player number %1."),
    QT_TRANSLATE_NOOP("Messages", "There is no player named '%1'."),
    QT_TRANSLATE_NOOP("Messages", "%1 is seated; mark the player inactive instead of removing."),
    QT_TRANSLATE_NOOP("Messages", "A player needs a name."),
    QT_TRANSLATE_NOOP("Messages", "A name cannot be only digits (numbers name players by number)."),
    QT_TRANSLATE_NOOP("Messages", "'%1' is already registered as player %2."),
    QT_TRANSLATE_NOOP("Messages", "The EMA number '%1' is not a number."),
    QT_TRANSLATE_NOOP(
        "Messages", "Every session already has results: there is nothing left to seat."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "%1 active players cannot fill tables of four: add substitutes or withdraw players "
        "to reach a multiple of 4.",
    ),
    QT_TRANSLATE_NOOP("Messages", "Results were entered meanwhile; seat again."),
    QT_TRANSLATE_NOOP("Messages", "Session %1 has results: its seating cannot change."),
    QT_TRANSLATE_NOOP("Messages", "A player cannot sit at two places in one session."),
    QT_TRANSLATE_NOOP("Messages", "Session %1 is not seated yet."),
    QT_TRANSLATE_NOOP("Messages", "Session %1 has no table %2."),
    QT_TRANSLATE_NOOP("Messages", "The tournament needs a name."),
    QT_TRANSLATE_NOOP("Messages", "A tournament has 1 to 50 sessions, not %1."),
    QT_TRANSLATE_NOOP("Messages", "Seating cancelled; nothing was changed."),
    QT_TRANSLATE_NOOP("Messages", "Unknown tie-break '%1'; choose from %2."),
    QT_TRANSLATE_NOOP("Messages", "The tournament has sessions 1 to %1, not %2."),
    QT_TRANSLATE_NOOP("Messages", "This tournament has no backup folder."),
    # -- hands ----------------------------------------------------------------------
    QT_TRANSLATE_NOOP("Messages", "Give either the fan count or the tiles of the winning hand."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %1 of session %2 was entered as totals only; clear the totals before "
        "entering hands.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Hand %1 of table %2 in session %3 is already entered; correct it (replace) or "
        "delete it first.",
    ),
    QT_TRANSLATE_NOOP("Messages", "Hand %1 of table %2 in session %3 is not entered."),
    QT_TRANSLATE_NOOP("Messages", "A hand number is 1 to %1, not %2."),
    QT_TRANSLATE_NOOP("Messages", "The %1 (player %2) does not play at table %3 in session %4."),
    QT_TRANSLATE_NOOP(
        "Messages", "The winner cannot also be the player who discarded the winning tile."
    ),
    QT_TRANSLATE_NOOP("Messages", "A win needs at least %1 fan; %2 is not enough."),
    QT_TRANSLATE_NOOP("Messages", "%1 fan is not a possible hand; check the number."),
    QT_TRANSLATE_NOOP("Messages", "'%1' is not a hand: write tiles[|situation[|flowers]]."),
    QT_TRANSLATE_NOOP(
        "Messages", "'%1' is not a hand: write tiles[|situation[|flowers[|from=SEAT]]]."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "MCR uses only from= (who discarded) in the notation's fourth part, not '%1'.",
    ),
    QT_TRANSLATE_NOOP("Messages", "Hand %1 is played with prevalent wind %2, not %3."),
    QT_TRANSLATE_NOOP("Messages", "In hand %1 the winner's seat wind is %2, not %3."),
    QT_TRANSLATE_NOOP(
        "Messages", "The situation says the hand was %1, which the entry contradicts."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "This hand scores %1 fan (flowers included): a win needs at least %2 fan without "
        "the flowers.",
    ),
    # under another system's minimum (app.domain.refusals.under_minimum): its label
    # and what its minimum leaves out are words of their own (WORDS)
    QT_TRANSLATE_NOOP("Messages", "This hand scores %1 fan: a win in %2 needs at least %3."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "This hand scores %1 fan toward the minimum (%2 with the %3, which the minimum "
        "leaves out): a win in %4 needs at least %5.",
    ),
    # -- penalties, totals, match states -----------------------------------------------
    QT_TRANSLATE_NOOP("Messages", "A penalty needs a reason (it is printed on the sheets)."),
    QT_TRANSLATE_NOOP("Messages", "A penalty of 0 points changes nothing."),
    QT_TRANSLATE_NOOP(
        "Messages", "%1 cannot be shared equally by three players; use a multiple of 3."
    ),
    QT_TRANSLATE_NOOP("Messages", "There is no penalty %1."),
    QT_TRANSLATE_NOOP(
        "Messages", "A shared penalty must divide by three between the other players."
    ),
    QT_TRANSLATE_NOOP("Messages", "Give the totals of the four players."),
    QT_TRANSLATE_NOOP(
        "Messages", "Hand scores always sum to 0; these sum to %1. Enter penalties separately."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %1 of session %2 has hands entered; delete them before entering totals only.",
    ),
    QT_TRANSLATE_NOOP("Messages", "Table %1 of session %2 has no totals entered."),
    QT_TRANSLATE_NOOP("Messages", "Table %1 of session %2 has nothing entered yet."),
    QT_TRANSLATE_NOOP("Messages", "Only a complete match can be verified."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %1 of session %2 is verified; set it back to complete before correcting it.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %1 of session %2 is verified; reopen it before undoing or redoing a change to it.",
    ),
    # -- the engine: notation -----------------------------------------------------------
    QT_TRANSLATE_NOOP("Messages", "'%1' %2 has no numbers before it (write e.g. 55%3)."),
    QT_TRANSLATE_NOOP("Messages", "%1z %2 is not a tile: honors are 1z-7z (ESWNCFP)."),
    QT_TRANSLATE_NOOP("Messages", "0%1 %2 is not a tile: ranks go from 1 to 9."),
    QT_TRANSLATE_NOOP("Messages", "'%1' %2 needs a suit letter (m, p or s)."),
    QT_TRANSLATE_NOOP("Messages", "'%1' %2 is not a tile, a bracket or a separator."),
    QT_TRANSLATE_NOOP("Messages", "'%1' %2: suit letters are lower case: m, p, s (write %3)."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "'%1' in '|%2' is not a token of the notation's fourth part (after the flowers); %3 "
        "uses %4.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "',%1' %2 is not a claim marker: use 1-3 (who gave the tile), or 5-7 for a kong "
        "promoted from a pung.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "[%1] is not a set: a bracket holds a chow (three in a row of one suit), a pung "
        "(three alike) or a kong (four alike).",
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "',4' %1: the tile comes from player 1, 2 or 3 (left, across, right)."
    ),
    QT_TRANSLATE_NOOP("Messages", "',%1' %2: only a kong can be promoted from a pung."),
    QT_TRANSLATE_NOOP("Messages", "The bracket opened at '%1' is never closed."),
    QT_TRANSLATE_NOOP("Messages", "Brackets cannot be nested: '%1'."),
    QT_TRANSLATE_NOOP("Messages", "An empty bracket '[]' is not a set."),
    QT_TRANSLATE_NOOP("Messages", "A ']' closes a bracket that was never opened."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "'|%1' is not a situation: write the prevalent wind, the seat wind and four 0/1 "
        "flags, e.g. |ES1000.",
    ),
    QT_TRANSLATE_NOOP("Messages", "'%1' is not a %2 wind: use E, S, W or N."),
    QT_TRANSLATE_NOOP("Messages", "'%1' is not a wind: use E, S, W or N."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The flags '%1' must be four 0/1 digits: self-drawn, last tile of its kind, last "
        "tile of the wall, kong.",
    ),
    QT_TRANSLATE_NOOP("Messages", "%1 flowers: there are only %2 flower tiles."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "'%1' is not a flower list: give a count 0-8 or letters a-h (plum, orchid, bamboo, "
        "chrysanthemum, spring, summer, autumn, winter).",
    ),
    QT_TRANSLATE_NOOP("Messages", "The flowers '%1' name the same flower twice."),
    QT_TRANSLATE_NOOP("Messages", "A hand must be given as text in the hand notation."),
    QT_TRANSLATE_NOOP("Messages", "Too many '|': a hand is tiles|situation|flowers."),
    QT_TRANSLATE_NOOP("Messages", "%1 declared sets: a hand has at most four."),
    QT_TRANSLATE_NOOP("Messages", "The hand has %1 tiles of %2: there are only four."),
    QT_TRANSLATE_NOOP(
        "Messages", "The hand has %1 copies of %2 (%3): a tile has only four copies."
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "The hand has 13 tiles: the winning tile is missing (write it last)."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The hand has 12 tiles in four sets: the pair is missing (a winning hand is four sets "
        "and a pair, 14 tiles: write both tiles of the pair).",
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "The hand has %1 tiles, counting each kong as 3; a winning hand has 14."
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "The hand has %1 tiles, counting each kong as 3; a waiting hand has 13."
    ),
    # -- the engine: situation and shape ---------------------------------------------
    QT_TRANSLATE_NOOP("Messages", "Unknown situation: %1."),
    QT_TRANSLATE_NOOP("Messages", "%1 must be true or false."),
    QT_TRANSLATE_NOOP("Messages", "Flowers are a count 0-8 or letters a-h."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "A win on the replacement tile after a kong needs a kong in the hand; none is declared.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Robbing a kong of %1 is impossible here: the robbed tile is the fourth of its "
        "kind, yet the hand holds %2 other %3 tile.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Robbing a kong of %1 is impossible here: the robbed tile is the fourth of its "
        "kind, yet the hand holds %2 other %3 tiles.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "'Last tile of its kind' is impossible: besides the winning tile, the hand holds "
        "another tile of %1.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
        "thirteen orphans or a knitted hand. (With declared sets, the concealed tiles must "
        "make the remaining sets and the pair.)",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
        "thirteen orphans or a knitted hand.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "There is no fan number %1: fans are numbered 1 to 81, and 82 is the MIL 2015 kong "
        "item (Concealed Kong and Melded Kong).",
    ),
    # -- versions: another station changed the match (app/domain/versions.py) -------------
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %1 of session %2 changed at another station: reload it and try again.",
    ),
    QT_TRANSLATE_NOOP("Messages", "The %1 changed at another station: reload and try again."),
    QT_TRANSLATE_NOOP("Messages", "%1 is seated and cannot be removed."),
    # -- limits on what is typed (app/domain/limits.py) ----------------------------------
    QT_TRANSLATE_NOOP(
        "Messages",
        "The %1 contains a control or invisible character (%2); type it again without it.",
    ),
    QT_TRANSLATE_NOOP("Messages", "The %1 is %2 characters long; at most %3 are allowed."),
    QT_TRANSLATE_NOOP("Messages", "The %1 must be a whole number, not %2."),
    QT_TRANSLATE_NOOP("Messages", "The %1 must be between %2 and %3, not %4."),
    QT_TRANSLATE_NOOP("Messages", "A hand's notation has at most %1 characters."),
    QT_TRANSLATE_NOOP("Messages", "The name is %1 characters long; at most %2."),
    # -- the file: backups, opening, the disk (one sentence each; joined as they come) ----
    QT_TRANSLATE_NOOP(
        "Messages",
        "Saved: the change is in the tournament. Only the automatic backup at the end of "
        "session %1 could not be written: %2",
    ),
    QT_TRANSLATE_NOOP("Messages", "%1 exists; backups are never replaced."),
    QT_TRANSLATE_NOOP("Messages", "There is no tournament file at %1."),
    QT_TRANSLATE_NOOP("Messages", "%1 already exists; choose another name."),
    QT_TRANSLATE_NOOP("Messages", "%1 is not a tournament file."),
    QT_TRANSLATE_NOOP(
        "Messages", "%1 is not a tournament file (it is not an SQLite database at all)."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "%1 was written by a newer version of the program (file format %2, this program "
        "reads up to %3).",
    ),
    QT_TRANSLATE_NOOP("Messages", "%1 is open for reading only; nothing was changed."),
    QT_TRANSLATE_NOOP("Messages", "The disk holding %1 is full."),
    QT_TRANSLATE_NOOP("Messages", "The change was not saved."),
    QT_TRANSLATE_NOOP("Messages", "Nothing was saved."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Everything saved before is safe in the file: do not replace it with a backup.",
    ),
    QT_TRANSLATE_NOOP("Messages", "Free some space on that disk and try again."),
    QT_TRANSLATE_NOOP("Messages", "Free some space and try again."),
    QT_TRANSLATE_NOOP(
        "Messages", "%1 cannot be written: the file, its folder or its disk is read-only."
    ),
    QT_TRANSLATE_NOOP("Messages", "The file itself is intact."),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Make the folder writable, or copy the file to a folder you can write to, and open that.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "%1 cannot be opened for writing: its folder or disk is read-only."
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Copy it to a folder you can write to and open that; commands that only read "
        "(standings, export) still work here.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages", "%1 is busy: another station or program kept it locked too long."
    ),
    QT_TRANSLATE_NOOP("Messages", "Try again in a moment."),
    QT_TRANSLATE_NOOP("Messages", "%1 is damaged and cannot be used (%2)."),
    QT_TRANSLATE_NOOP(
        "Messages", "Open the latest backup copy instead, and keep this file for inspection."
    ),
    QT_TRANSLATE_NOOP("Messages", "%1 is on a read-only disk."),
    QT_TRANSLATE_NOOP("Messages", "No permission to write %1."),
    QT_TRANSLATE_NOOP("Messages", "There is no folder for %1."),
    # -- what a change was (the audit's operation, shown when another station changed
    # a match; app/domain/service.py names them) ---------------------------------------
    QT_TRANSLATE_NOOP("Messages", "match %1/%2 %3"),
    QT_TRANSLATE_NOOP("Messages", "record hand %1/%2/%3"),
    QT_TRANSLATE_NOOP("Messages", "record draw %1/%2/%3"),
    QT_TRANSLATE_NOOP("Messages", "delete hand %1/%2/%3"),
    QT_TRANSLATE_NOOP("Messages", "penalty %1/%2 player %3"),
    QT_TRANSLATE_NOOP("Messages", "delete penalty %1"),
    QT_TRANSLATE_NOOP("Messages", "clear totals %1/%2"),
    QT_TRANSLATE_NOOP("Messages", "totals %1/%2"),
    QT_TRANSLATE_NOOP("Messages", "add player %1"),
    QT_TRANSLATE_NOOP("Messages", "edit player %1"),
    QT_TRANSLATE_NOOP("Messages", "remove player %1"),
    QT_TRANSLATE_NOOP("Messages", "withdraw player %1"),
    QT_TRANSLATE_NOOP("Messages", "import players from %1"),
    QT_TRANSLATE_NOOP("Messages", "seat session %1"),
    QT_TRANSLATE_NOOP("Messages", "edit penalty %1"),
    QT_TRANSLATE_NOOP("Messages", "copy from %1"),
    QT_TRANSLATE_NOOP("Messages", "demo session %1 table %2"),
    # ... and what it changed: the record and its key (3/4/9: session, table, hand)
    QT_TRANSLATE_NOOP("Messages", "match state %1"),
    QT_TRANSLATE_NOOP("Messages", "hand %1"),
    QT_TRANSLATE_NOOP("Messages", "penalty %1"),
    QT_TRANSLATE_NOOP("Messages", "totals %1"),
    QT_TRANSLATE_NOOP("Messages", "player %1"),
    QT_TRANSLATE_NOOP("Messages", "seating %1"),
    # -- words that appear inside messages --------------------------------------------
    QT_TRANSLATE_NOOP("Messages", "the %1 of characters"),
    QT_TRANSLATE_NOOP("Messages", "the %1 of dots"),
    QT_TRANSLATE_NOOP("Messages", "the %1 of bamboo"),
    QT_TRANSLATE_NOOP("Messages", "in '%1'"),
    QT_TRANSLATE_NOOP("Messages", "in [%1]"),
    QT_TRANSLATE_NOOP("Messages", "%1 characters"),
    QT_TRANSLATE_NOOP("Messages", "%1 dots"),
    QT_TRANSLATE_NOOP("Messages", "%1 bamboo"),
    # -- a hand's tiles, then the engine's message: last, it matches almost anything
    QT_TRANSLATE_NOOP("Messages", "%1: %2"),
)

# Single words put into messages (a role, a wind, a tile): translated as they are.
WORDS = (
    *(english for english, _ in engine_zh.WORDS),
    QT_TRANSLATE_NOOP("Messages", "winner"),
    QT_TRANSLATE_NOOP("Messages", "discarder"),
    QT_TRANSLATE_NOOP("Messages", "penalised player"),
    QT_TRANSLATE_NOOP("Messages", "prevalent"),
    QT_TRANSLATE_NOOP("Messages", "seat"),
    QT_TRANSLATE_NOOP("Messages", "self-drawn"),
    QT_TRANSLATE_NOOP("Messages", "won on a discard"),
    QT_TRANSLATE_NOOP("Messages", "player's name"),
    QT_TRANSLATE_NOOP("Messages", "reason"),
    QT_TRANSLATE_NOOP("Messages", "first name"),
    QT_TRANSLATE_NOOP("Messages", "last name"),
    QT_TRANSLATE_NOOP("Messages", "name"),
    QT_TRANSLATE_NOOP("Messages", "country"),
    QT_TRANSLATE_NOOP("Messages", "team"),
    QT_TRANSLATE_NOOP("Messages", "EMA number"),
    QT_TRANSLATE_NOOP("Messages", "tournament's name"),
    QT_TRANSLATE_NOOP("Messages", "fan"),
    QT_TRANSLATE_NOOP("Messages", "penalty"),
    QT_TRANSLATE_NOOP("Messages", "total"),
    QT_TRANSLATE_NOOP("Messages", "hand"),
    QT_TRANSLATE_NOOP("Messages", "totals"),
    QT_TRANSLATE_NOOP("Messages", "state"),
    QT_TRANSLATE_NOOP("Messages", "player"),
    QT_TRANSLATE_NOOP("Messages", "seating"),
    QT_TRANSLATE_NOOP("Messages", "settings"),
    QT_TRANSLATE_NOOP("Messages", "East"),
    QT_TRANSLATE_NOOP("Messages", "South"),
    QT_TRANSLATE_NOOP("Messages", "West"),
    QT_TRANSLATE_NOOP("Messages", "North"),
    QT_TRANSLATE_NOOP("Messages", "Red Dragon"),
    QT_TRANSLATE_NOOP("Messages", "Green Dragon"),
    QT_TRANSLATE_NOOP("Messages", "White Dragon"),
    QT_TRANSLATE_NOOP("Messages", "the Red Dragon"),
    QT_TRANSLATE_NOOP("Messages", "the Green Dragon"),
    QT_TRANSLATE_NOOP("Messages", "the White Dragon"),
    QT_TRANSLATE_NOOP("Messages", "open"),
    QT_TRANSLATE_NOOP("Messages", "complete"),
    QT_TRANSLATE_NOOP("Messages", "verified"),
    # what a minimum leaves out (app.domain.refusals.under_minimum; the systems' names
    # are app.messages_zh.engine's WORDS)
    QT_TRANSLATE_NOOP("Messages", "auxiliary points"),
    QT_TRANSLATE_NOOP("Messages", "the fan that does not count"),
    # whole operations of the audit (see above)
    QT_TRANSLATE_NOOP("Messages", "new tournament"),
    QT_TRANSLATE_NOOP("Messages", "change settings"),
    QT_TRANSLATE_NOOP("Messages", "seat sessions"),
    QT_TRANSLATE_NOOP("Messages", "demo players"),
    QT_TRANSLATE_NOOP("Messages", "upgrade file format"),
)


_COMPILED = tuple((t, template_pattern(t), placeholders(t)) for t in TEMPLATES)


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


@lru_cache(maxsize=1024)
def _translated(message: str, language: str) -> str:
    if message in WORDS:
        return _translate(message)
    for template, pattern, numbers in _COMPILED[:-1]:
        if (found := pattern.match(message)) is not None:
            return _filled(template, found, numbers, message, language)
    # several sentences: each on its own
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z'])", message)
    if len(sentences) > 1:
        parts = [_translated(s, language) for s in sentences]
        if parts != sentences:
            return "".join(parts)
    # last, "tiles: the engine's message", when that message is translated (else the
    # English would be left with a Chinese colon put into it)
    template, pattern, numbers = _COMPILED[-1]
    if (found := pattern.match(message)) is not None:
        rest = found.group(2)
        if _translated(rest, language) != rest:
            return _filled(template, found, numbers, message, language)
    return message


def _filled(
    template: str, found: re.Match[str], numbers: list[int], message: str, language: str
) -> str:
    """The translation of ``template`` with the values found, translated in their turn."""
    values = [v if v == message else _translated(v, language) for v in found.groups()]
    return fill(_translate(template), numbers, values)


def translate_message(message: str) -> str:
    """``message`` (from the domain, the store or the engine) in the language of the
    installed translation; unchanged when nothing matches or no translation is loaded."""
    if not message:
        return message
    return _translated(message, _translate(LANGUAGE_MARK))
