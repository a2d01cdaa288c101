"""Fonts for the PDFs, and the choice of font for each run of a text.

No single font that reportlab can use covers every script a player's name may be
written in, so each text is cut into runs by script and every run gets a font that has
its glyphs:

- Latin (accented, Vietnamese included), Greek and Cyrillic: DejaVu Sans, a TrueType
  font that is embedded (subset) in the PDF.
- Chinese, Japanese, Korean: reportlab's CID fonts (STSong-Light, HeiseiKakuGo-W5,
  HYGothic-Medium). They need no font file; the viewer supplies the glyphs, and the
  text is written as Unicode, so it can be searched and copied.

Han characters are shared by the CJK languages but not drawn alike: a text with kana
is Japanese, one with Hangul is Korean, otherwise Chinese, unless it holds the name of a
player whose country says otherwise (see `name_languages`): a Japanese name in kanji
only is then printed with Japanese glyphs, a Taiwanese one with traditional ones.
"""

from __future__ import annotations

import itertools
import os
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib.colors import black
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from app.resources import resource_path

SANS = "MCR-Sans"
SANS_BOLD = "MCR-Sans-Bold"
ZH = "STSong-Light"
JA = "HeiseiKakuGo-W5"
KO = "HYGothic-Medium"
ZH_TW = "MSung-Light"
CJK_FONTS = {"zh": ZH, "ja": JA, "ko": KO, "tw": ZH_TW}
# Countries (ISO codes, IOC codes or names, lower case) whose names use other Han glyphs.
COUNTRY_LANGUAGES = {
    **dict.fromkeys(("jp", "jpn", "japan"), "ja"),
    **dict.fromkeys(("kr", "kor", "korea", "south korea"), "ko"),
    **dict.fromkeys(
        (
            "tw",
            "twn",
            "tpe",
            "taiwan",
            "chinese taipei",
            "hk",
            "hkg",
            "hong kong",
            "mo",
            "mac",
            "macau",
            "macao",
        ),
        "tw",
    ),
}
# (generation, (name, language) pairs): the generation keys the run cache, so two exports
# in two threads with other players never share cached runs.
_NAME_HINTS: ContextVar[tuple[int, tuple[tuple[str, str], ...]]] = ContextVar(
    "name_hints", default=(0, ())
)
_generations = itertools.count(1)

# Where a font covering Latin, Cyrillic and Vietnamese is found: the DejaVu Sans shipped
# inside the package (app/resources/fonts) first, so every install prints alike; then
# where systems keep it (Debian's fonts-dejavu-core, see .ci/setup) or a near match.
_SANS_CANDIDATES = (
    (
        str(resource_path("fonts", "DejaVuSans.ttf")),
        str(resource_path("fonts", "DejaVuSans-Bold.ttf")),
    ),
    (
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ),
    ("/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"),
    ("/usr/local/share/fonts/DejaVuSans.ttf", "/usr/local/share/fonts/DejaVuSans-Bold.ttf"),
    ("C:/Windows/Fonts/arial.ttf", "C:/Windows/Fonts/arialbd.ttf"),
    ("/Library/Fonts/Arial.ttf", "/Library/Fonts/Arial Bold.ttf"),
    (
        "/System/Library/Fonts/Supplemental/Arial.ttf",
        "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
    ),
)


class FontError(RuntimeError):
    """No usable font for Latin and Cyrillic names: the environment's fault."""


def _sans_files() -> tuple[str, str]:
    folder = os.environ.get("MCR_FONT_DIR")
    candidates = list(_SANS_CANDIDATES)
    if folder:
        candidates.insert(0, (f"{folder}/DejaVuSans.ttf", f"{folder}/DejaVuSans-Bold.ttf"))
    for regular, bold in candidates:
        if Path(regular).is_file():
            return regular, bold if Path(bold).is_file() else regular
    raise FontError(
        "No font for Latin and Cyrillic names: install DejaVu Sans "
        "(Debian: apt-get install fonts-dejavu-core) or set MCR_FONT_DIR."
    )


@cache
def register_fonts() -> None:
    """Register every font once per process (reportlab keeps a global registry)."""
    regular, bold = _sans_files()
    pdfmetrics.registerFont(TTFont(SANS, regular))
    pdfmetrics.registerFont(TTFont(SANS_BOLD, bold))
    pdfmetrics.registerFontFamily(
        SANS, normal=SANS, bold=SANS_BOLD, italic=SANS, boldItalic=SANS_BOLD
    )
    for name in CJK_FONTS.values():
        font = UnicodeCIDFont(name)
        if name == ZH_TW:
            # reportlab pairs MSung-Light (Adobe-CNS1) with the GB encoding, which viewers
            # reject; text is written as UCS-2 either way, so only the name changes.
            font.encodingName = "UniCNS-UCS2-H"
        pdfmetrics.registerFont(font)


def _script(ch: str) -> str:
    """'ko', 'ja', 'han' (any CJK language), 'cjk' (CJK punctuation) or 'latin'."""
    cp = ord(ch)
    if cp < 0x1100:
        return "latin"
    if (
        0x1100 <= cp <= 0x11FF
        or 0x3130 <= cp <= 0x318F
        or 0xA960 <= cp <= 0xA97F
        or 0xAC00 <= cp <= 0xD7FF
    ):
        return "ko"
    if cp in (0x30FB, 0x30FC, 0xFF65, 0xFF70):
        # Middle dot and long-vowel mark: used in Chinese text too, they decide nothing.
        return "cjk"
    if 0x3040 <= cp <= 0x30FF or 0x31F0 <= cp <= 0x31FF or 0xFF65 <= cp <= 0xFF9F:
        return "ja"
    if (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0xF900 <= cp <= 0xFAFF
        or 0x20000 <= cp <= 0x3FFFF
    ):
        return "han"
    if 0x2E80 <= cp <= 0x2FDF or 0x3000 <= cp <= 0x303F or 0x3100 <= cp <= 0x33FF:
        return "cjk"
    if 0xFF00 <= cp <= 0xFFEF:
        return "cjk"
    return "latin"


@contextmanager
def name_languages(players: Iterable[tuple[str, str]]) -> Iterator[None]:
    """While drawing, print these (name, country) players' Han names in their country's
    glyphs. Only names with Han characters and a country in COUNTRY_LANGUAGES count."""
    hints = {
        unicodedata.normalize("NFC", name): COUNTRY_LANGUAGES[country.strip().lower()]
        for name, country in players
        if country
        and country.strip().lower() in COUNTRY_LANGUAGES
        and any(_script(ch) == "han" for ch in name)
    }
    # Longest first, so a name found inside a longer one does not decide for it.
    ordered = tuple(sorted(hints.items(), key=lambda kv: -len(kv[0])))
    token = _NAME_HINTS.set((next(_generations), ordered))
    try:
        yield
    finally:
        _NAME_HINTS.reset(token)


def _language(text: str, hint: str | None) -> str:
    if hint is not None and hint in CJK_FONTS:
        return hint
    for name, language in _NAME_HINTS.get()[1]:
        if name in text:
            return language
    scripts = {_script(ch) for ch in text}
    if "ja" in scripts:
        return "ja"
    if "ko" in scripts:
        return "ko"
    return "zh"


def runs(text: str, base: str = SANS, hint: str | None = None) -> list[tuple[str, str]]:
    """Cut `text` into (font name, text) runs; spaces stay with the run they are in."""
    text = unicodedata.normalize("NFC", text)
    if not text.isprintable():
        # Control characters have no glyph: a tab or newline becomes a space, the rest go.
        text = "".join(
            " " if ch in "\t\n\r" else ch
            for ch in text
            if ch in "\t\n\r" or unicodedata.category(ch) != "Cc"
        )
    if text.isascii():
        return [(base, text)] if text else []
    cjk_font = CJK_FONTS[_language(text, hint)]
    out: list[tuple[str, str]] = []
    for ch in text:
        script = _script(ch)
        if ch == " " and out:
            font = out[-1][0]
        elif script == "latin":
            font = base
        elif script in ("ko", "ja"):
            font = CJK_FONTS[script]
        else:
            font = cjk_font
        if out and out[-1][0] == font:
            out[-1] = (font, out[-1][1] + ch)
        else:
            out.append((font, ch))
    return out


def single_font(text: str, base: str = SANS, hint: str | None = None) -> str | None:
    """The one font that prints all of `text`, or None when it needs several."""
    parts = runs(text, base, hint)
    fonts = {f for f, _ in parts}
    if len(fonts) > 1:
        return None
    return parts[0][0] if parts else base


def markup(text: str, base: str = SANS, hint: str | None = None) -> str:
    """Paragraph markup for `text`: escaped, with a <font> tag around each CJK run."""
    out = []
    for font, part in runs(text, base, hint):
        if font == base:
            out.append(escape(part))
        else:
            out.append(f'<font name="{font}">{escape(part)}</font>')
    return "".join(out)


def text_width(text: str, size: float, base: str = SANS, hint: str | None = None) -> float:
    return sum(pdfmetrics.stringWidth(part, font, size) for font, part in runs(text, base, hint))


def _cut(
    text: str, size: float, base: str, hint: str | None, max_width: float
) -> tuple[str, list[tuple[str, str]], float]:
    """The longest start of `text` that fits `max_width` with an ellipsis after it."""

    def measure(candidate: str) -> tuple[list[tuple[str, str]], float]:
        parts = runs(candidate, base, hint)
        return parts, sum(pdfmetrics.stringWidth(p, f, size) for f, p in parts)

    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if measure(text[:mid] + "\u2026")[1] <= max_width:
            low = mid
        else:
            high = mid - 1
    cut = text[:low].rstrip() + "\u2026"
    parts, width = measure(cut)
    return cut, parts, width


def draw_text(
    canvas: Canvas,
    x: float,
    y: float,
    text: str,
    size: float,
    base: str = SANS,
    align: str = "left",
    max_width: float | None = None,
    hint: str | None = None,
) -> float:
    """Draw `text` run by run on a canvas; shrinks it to `max_width`. Returns the width."""
    parts = runs(text, base, hint)
    width = sum(pdfmetrics.stringWidth(p, f, size) for f, p in parts)
    if max_width is not None and width > max_width > 0:
        # Shrink rather than cut: a name on a sheet must stay whole.
        size = max(size * max_width / width, 4.0)
        width = sum(pdfmetrics.stringWidth(p, f, size) for f, p in parts)
        if width > max_width:
            # Too long even at the smallest size: cut it, visibly, inside its box.
            text, parts, width = _cut(text, size, base, hint, max_width)
    if align == "right":
        x -= width
    elif align == "center":
        x -= width / 2
    # One text object for all runs: extractors then read the runs as one line.
    text_object = canvas.beginText(x, y)
    for font, part in parts:
        text_object.setFont(font, size)
        text_object.textOut(part)
    canvas.drawText(text_object)
    return width


# Sheets repeat the same few strings (names, "+32", "-8") thousands of times.
@lru_cache(maxsize=65536)
def _cached_runs(text: str, base: str, generation: int) -> tuple[tuple[str, str], ...]:
    return tuple(runs(text, base))


@lru_cache(maxsize=65536)
def _width(text: str, font: str, size: float) -> float:
    return pdfmetrics.stringWidth(text, font, size)


class TextBatch:
    """Many strings in one PDF text object: one BT/ET and a font switch only when it
    changes. Forms with hundreds of numbers a page are drawn several times faster."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.text = canvas.beginText()
        self.font: tuple[str, float] | None = None
        self.color: object = None

    def add(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        base: str = SANS,
        align: str = "left",
        max_width: float | None = None,
        color: object = None,
    ) -> None:
        if not text:
            return
        parts = _cached_runs(text, base, _NAME_HINTS.get()[0])
        if align != "left" or max_width is not None:
            width = sum(_width(p, f, size) for f, p in parts)
            if max_width is not None and width > max_width > 0:
                size = max(size * max_width / width, 4.0)
                width = sum(_width(p, f, size) for f, p in parts)
            if align == "right":
                x -= width
            elif align == "center":
                x -= width / 2
        color = color or black
        if color is not self.color:
            self.text.setFillColor(color)
            self.color = color
        self.text.setTextOrigin(x, y)
        for font, part in parts:
            if self.font != (font, size):
                self.text.setFont(font, size)
                self.font = (font, size)
            self.text.textOut(part)

    def draw(self) -> None:
        self.canvas.drawText(self.text)
