"""Reading a small text file (a teams or avoid list, a player list) in the encoding
its author chose, never guessed: a byte-order mark says it, else UTF-8 or the encoding
the user names. Shared by `python -m seating` and the tournament's player import
(`app.importing`), so both read the same files the same way."""

from __future__ import annotations

import codecs

# (BOM, encoding): the longer UTF-32 marks first, since UTF-16 LE's is their prefix.
BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Offered to the user (help texts, the GUI's choice) when a file is not UTF-8.
ENCODINGS = {
    "utf-8": "UTF-8 (Unicode)",
    "gb18030": "Chinese, simplified (GBK / GB18030: Excel on Chinese Windows)",
    "big5": "Chinese, traditional (Big5)",
    "shift_jis": "Japanese (Shift-JIS)",
    "euc-kr": "Korean (EUC-KR)",
    "cp1252": "Western European (Windows-1252)",
    "cp1250": "Central European (Windows-1250)",
    "cp1251": "Cyrillic (Windows-1251)",
    "cp1253": "Greek (Windows-1253)",
    "cp1254": "Turkish (Windows-1254)",
    "cp1257": "Baltic (Windows-1257)",
    "latin-1": "ISO 8859-1",
}


class EncodingProblem(ValueError):
    """The file cannot be read as text in the encoding asked for (or by its BOM)."""


class UnknownEncoding(EncodingProblem):
    pass


class NotText(EncodingProblem):
    """Bytes that are not valid in `encoding`; `assumed`: no encoding was named (UTF-8
    was tried by default)."""

    def __init__(self, encoding: str, byte: int, line: int, assumed: bool) -> None:
        self.encoding, self.byte, self.line, self.assumed = encoding, byte, line, assumed
        what = "UTF-8" if assumed else f"valid {encoding}"
        super().__init__(f"not {what} text (byte 0x{byte:02X} on line {line})")


def decode_text(raw: bytes, encoding: str | None = None) -> str:
    """`raw` as text: by its byte-order mark, else strictly as `encoding` (default UTF-8).
    UnknownEncoding for a name that is no text encoding, NotText for bytes not valid
    in it (never a raw codec error)."""
    for bom, bom_encoding in BOMS:
        if raw.startswith(bom):
            raw, encoding = raw[len(bom) :], bom_encoding
            break
    chosen = encoding or "utf-8"
    try:
        info = codecs.lookup(chosen)
    except LookupError:
        raise UnknownEncoding(
            f"Unknown encoding '{chosen}'; choose one of: {', '.join(ENCODINGS)}."
        ) from None
    if not getattr(info, "_is_text_encoding", True):
        raise UnknownEncoding(f"'{chosen}' is not a text encoding.")
    try:
        return raw.decode(info.name)
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise NotText(chosen, raw[e.start], line, encoding is None) from None
