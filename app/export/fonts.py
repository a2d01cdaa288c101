"""Fonts for the PDFs, and the choice of font for each run of a text.

No single font that reportlab can embed covers every script a player's name may be
written in, so each text is cut into runs by script and every run gets a font that has
its glyphs. Both are TrueType fonts that reportlab embeds as subsets (only the glyphs a
PDF prints), so every viewer and printer shows every name, and the text is written with
its Unicode mapping, so it can be searched and copied:

- Latin (accented, Vietnamese included), Greek and Cyrillic: DejaVu Sans.
- Chinese (simplified and traditional), Japanese and Korean: WenQuanYi Micro Hei (from
  Google's Droid Sans Fallback). One font for all four: the freely licensed CJK fonts
  with per-language glyphs (Noto CJK, Source Han) have CFF outlines, which reportlab
  cannot embed, so a Japanese or Korean name's Han characters are drawn in the Chinese
  glyph shapes. The font is loaded (about a second) the first time a text needs it.

Both ship inside the package (app/resources/fonts), so every install prints alike; a
system copy is the fallback (see the candidate lists).
"""

from __future__ import annotations

import os
import threading
import unicodedata
from functools import cache, lru_cache
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib.colors import Color, black
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from app.domain.errors import TournamentError
from app.resources import resource_path

SANS = "MCR-Sans"
SANS_BOLD = "MCR-Sans-Bold"
CJK = "MCR-CJK"

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
# Where a CJK font with TrueType outlines is found (after MCR_FONT_DIR): the one shipped
# inside the package first, then the same font or its ancestor where Linux distributions
# install them (Debian and Ubuntu: fonts-wqy-microhei, see .ci/setup, or
# fonts-droid-fallback; Fedora: wqy-microhei-fonts). WenQuanYi Micro Hei has every Han
# character of U+4E00-U+9FC3 (simplified and traditional), kana and all 11,172 Hangul
# syllables.
_CJK_FILES = ("wqy-microhei.ttc", "DroidSansFallbackFull.ttf")
_CJK_CANDIDATES = (
    str(resource_path("fonts", "wqy-microhei.ttc")),
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
)
_cjk_lock = threading.Lock()
# reportlab keeps each embedded font's subsets of every document being written in the
# font object itself, shared by the whole process, and changes them without a lock:
# two PDFs drawn at once in two threads (twenty exports at once in the safety test, a
# report printing while table cards are drawn) once lost a character (KeyError). One
# PDF is drawn at a time in a process; the others wait their turn.
PDF_DRAWING = threading.Lock()
_cjk_registered = False


class FontError(TournamentError, RuntimeError):
    """No usable font for some names: the environment's fault (a damaged install), told
    as a message like every TournamentError (the CLI's "error: ...", the GUI's dialog)."""


def _in_font_dir(*names: str) -> list[str]:
    """`names` in the folder MCR_FONT_DIR names, which comes before every other place."""
    folder = os.environ.get("MCR_FONT_DIR")
    return [f"{folder}/{name}" for name in names] if folder else []


def _sans_files() -> tuple[str, str]:
    candidates = list(_SANS_CANDIDATES)
    chosen = _in_font_dir("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
    if chosen:
        candidates.insert(0, (chosen[0], chosen[1]))
    for regular, bold in candidates:
        if Path(regular).is_file():
            return regular, bold if Path(bold).is_file() else regular
    raise FontError(
        "No font for Latin and Cyrillic names: install DejaVu Sans "
        "(Debian: apt-get install fonts-dejavu-core) or set MCR_FONT_DIR."
    )


def _cjk_file() -> str:
    for path in (*_in_font_dir(*_CJK_FILES), *_CJK_CANDIDATES):
        if Path(path).is_file():
            return path
    raise FontError(
        "No font for Chinese, Japanese and Korean names: the app's own copy "
        "(app/resources/fonts/wqy-microhei.ttc) is missing, so reinstall the app, or "
        "install WenQuanYi Micro Hei (Debian: apt-get install fonts-wqy-microhei) or "
        "set MCR_FONT_DIR to a folder holding wqy-microhei.ttc."
    )


@cache
def register_fonts() -> None:
    """Register the Latin font once per process (reportlab keeps a global registry);
    the CJK font waits until a text needs it (`_use_cjk`)."""
    regular, bold = _sans_files()
    pdfmetrics.registerFont(TTFont(SANS, regular))
    pdfmetrics.registerFont(TTFont(SANS_BOLD, bold))
    pdfmetrics.registerFontFamily(
        SANS, normal=SANS, bold=SANS_BOLD, italic=SANS, boldItalic=SANS_BOLD
    )
    # The CJK font has no bold: bold markup around a CJK run keeps the regular face.
    pdfmetrics.registerFontFamily(CJK, normal=CJK, bold=CJK, italic=CJK, boldItalic=CJK)


def _use_cjk() -> None:
    """Register the CJK font the first time a text needs it: reading its 5 MB costs
    about a second, which a tournament without CJK names never pays."""
    global _cjk_registered
    if _cjk_registered:
        return
    with _cjk_lock:  # two exports in two threads load it once
        if not _cjk_registered:
            # Face 0 of the collection is the proportional one (face 1 is monospaced).
            pdfmetrics.registerFont(TTFont(CJK, _cjk_file(), subfontIndex=0))
            _cjk_registered = True


def preload() -> None:
    """Load every font now: the export worker does it while idle (see background.py),
    so a referee's first print with CJK names does not wait for the CJK font."""
    register_fonts()
    _use_cjk()


def _is_cjk(ch: str) -> bool:
    """Whether `ch` is printed with the CJK font: Han, kana, Hangul, CJK punctuation
    and the full-width forms (DejaVu Sans has none of them)."""
    cp = ord(ch)
    if cp < 0x1100:
        return False
    return (
        0x1100 <= cp <= 0x11FF  # Hangul jamo
        or 0x2E80 <= cp <= 0x2FDF  # radicals
        or 0x3000 <= cp <= 0x33FF  # punctuation, kana, bopomofo, compatibility jamo
        or 0x3400 <= cp <= 0x4DBF  # Han extension A
        or 0x4E00 <= cp <= 0x9FFF  # Han
        or 0xA960 <= cp <= 0xA97F  # Hangul jamo extended
        or 0xAC00 <= cp <= 0xD7FF  # Hangul syllables
        or 0xF900 <= cp <= 0xFAFF  # Han compatibility
        or 0xFF00 <= cp <= 0xFFEF  # full-width and half-width forms
        or 0x20000 <= cp <= 0x3FFFF  # Han extensions B and after
    )


def runs(text: str, base: str = SANS) -> list[tuple[str, str]]:
    """Cut `text` into (font name, text) runs; spaces stay with the run they are in."""
    text = unicodedata.normalize("NFC", text)
    if not text.isprintable():
        # Control characters have no glyph: a tab or newline becomes a space, the rest go.
        text = "".join(
            " " if ch in "\t\n\r" else ch
            for ch in text
            if ch in "\t\n\r" or unicodedata.category(ch) != "Cc"
        )
    if base == CJK:
        _use_cjk()
    if text.isascii():
        return [(base, text)] if text else []
    out: list[tuple[str, str]] = []
    for ch in text:
        if ch == " " and out:
            font = out[-1][0]
        elif _is_cjk(ch):
            font = CJK
        else:
            font = base
        if out and out[-1][0] == font:
            out[-1] = (font, out[-1][1] + ch)
        else:
            out.append((font, ch))
    if any(font == CJK for font, _ in out):
        _use_cjk()
    return out


def single_font(text: str, base: str = SANS) -> str | None:
    """The one font that prints all of `text`, or None when it needs several."""
    parts = runs(text, base)
    fonts = {f for f, _ in parts}
    if len(fonts) > 1:
        return None
    return parts[0][0] if parts else base


def markup(text: str, base: str = SANS) -> str:
    """Paragraph markup for `text`: escaped, with a <font> tag around each CJK run."""
    out = []
    for font, part in runs(text, base):
        if font == base:
            out.append(escape(part))
        else:
            out.append(f'<font name="{font}">{escape(part)}</font>')
    return "".join(out)


def text_width(text: str, size: float, base: str = SANS) -> float:
    return sum(pdfmetrics.stringWidth(part, font, size) for font, part in runs(text, base))


def _cut(
    text: str, size: float, base: str, max_width: float
) -> tuple[str, list[tuple[str, str]], float]:
    """The longest start of `text` that fits `max_width` with an ellipsis after it."""

    def measure(candidate: str) -> tuple[list[tuple[str, str]], float]:
        parts = runs(candidate, base)
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
) -> float:
    """Draw `text` run by run on a canvas; shrinks it to `max_width`. Returns the width."""
    parts = runs(text, base)
    width = sum(pdfmetrics.stringWidth(p, f, size) for f, p in parts)
    if max_width is not None and width > max_width > 0:
        # Shrink rather than cut: a name on a sheet must stay whole.
        size = max(size * max_width / width, 4.0)
        width = sum(pdfmetrics.stringWidth(p, f, size) for f, p in parts)
        # The shrunk width can come out a rounding error above the box: only a text
        # that still overflows at the smallest size is cut.
        if width > max_width * (1 + 1e-9):
            # Too long even at the smallest size: cut it, visibly, inside its box.
            text, parts, width = _cut(text, size, base, max_width)
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
def _cached_runs(text: str, base: str) -> tuple[tuple[str, str], ...]:
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
        self.color: Color | None = None

    def add(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        base: str = SANS,
        align: str = "left",
        max_width: float | None = None,
        color: Color | None = None,
    ) -> None:
        if not text:
            return
        parts = _cached_runs(text, base)
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
