"""The PDF documents, each a list of flowables, and the writer that lays them out."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from reportlab import rl_config
from reportlab.platypus import Flowable, NextPageTemplate, PageBreak, Spacer

from app.export import rows
from app.export.fonts import PDF_DRAWING
from app.export.forms import PlayerCardFlowable, ScoreSheetFlowable
from app.export.language import join, say
from app.export.pdfbase import (
    BODY,
    HEADING,
    TITLE,
    Bookmark,
    NumberedCanvas,
    ReportDoc,
    Section,
    paragraph,
    report_table,
)
from app.export.snapshot import Snapshot
from app.export.tiles import TilesFlowable

Progress = Callable[[float, str], None]

# Every document, in the order of the full set. "hands" (one page per hand entered with
# its tiles) is printed on demand, not in the full set: referees ask for single hands.
DOCUMENTS = ("standings", "seating", "cards", "scoresheets", "results", "hands")
FULL_SET = ("standings", "seating", "cards", "scoresheets", "results")

# The page template each document is laid out in (ReportDoc's templates).
TEMPLATES = {"cards": "cards"}

TITLES = {
    "standings": "Standings",
    "seating": "Seating plan",
    "cards": "Player cards",
    "scoresheets": "Score sheets",
    "results": "Match results",
    "hands": "Scored hands",
}


@dataclass(frozen=True)
class Selection:
    """Which sessions, tables and hands the per-match documents cover (None = all)."""

    session: int | None = None
    table: int | None = None
    hand: int | None = None

    def sessions(self, snap: Snapshot) -> list[int]:
        return [self.session] if self.session is not None else list(range(1, snap.sessions + 1))

    def wants(self, session: int, table: int, hand: int | None = None) -> bool:
        return (
            (self.session is None or session == self.session)
            and (self.table is None or table == self.table)
            and (self.hand is None or hand is None or hand == self.hand)
        )


def standings_story(snap: Snapshot, width: float, sel: Selection) -> list[Flowable]:
    story: list[Flowable] = [paragraph(say("Standings"), TITLE)]
    if snap.standings:
        story.append(paragraph(snap.standings_headline(marked=False), BODY))
    if not snap.standings:
        story.append(paragraph(say("No results yet."), BODY))
    else:
        story.append(report_table(rows.standings_report(snap), width))
    if snap.team_standings:
        story += [
            paragraph(say("Team standings"), HEADING),
            report_table(rows.team_standings_report(snap), width),
        ]
        if note := rows.team_size_note(snap):
            story.append(paragraph(note, BODY))
    return story


def seating_story(snap: Snapshot, width: float, sel: Selection) -> list[Flowable]:
    story: list[Flowable] = []
    for k in sel.sessions(snap):
        if not snap.session_matches(k):
            continue
        if story:
            story.append(PageBreak())
        story += [
            Bookmark(say("Session {k}", k=k), f"seating-{k}"),
            paragraph(say("Session {k}: tables", k=k), TITLE),
            # Read from a few steps away on the wall: larger print.
            report_table(
                _without_session(rows.seating_report(snap, k)), width, 10, bold_columns=(0,)
            ),
            PageBreak(),
            paragraph(say("Session {k}: where do I sit", k=k), TITLE),
            report_table(
                rows.seating_by_player_report(snap, k), width, font_size=10, widths=(4, 0.8, 2.2)
            ),
        ]
    if not story:
        story.append(paragraph(say("No seating yet."), BODY))
    return story


def _without_session(report: rows.Report) -> rows.Report:
    """The session is in the title: drop its column for room."""
    return rows.Report(report.key, report.title, report.columns[1:], [r[1:] for r in report.rows])


def cards_story(snap: Snapshot, width: float, sel: Selection) -> list[Flowable]:
    return [PlayerCardFlowable(card, snap.event) for card in rows.player_cards(snap)]


def _sheets(snap: Snapshot, sel: Selection, filled: bool, width: float = 500) -> list[Flowable]:
    story: list[Flowable] = []
    kind = "results" if filled else "sheets"
    for k in sel.sessions(snap):
        marked = False
        for match in snap.session_matches(k):
            if not sel.wants(k, match.table) or (filled and not match.played):
                continue
            if story:
                story.append(PageBreak())
            if not marked:
                # A 600-page set is read through its outline: one entry a session.
                story.append(Bookmark(say("Session {k}", k=k), f"{kind}-{k}"))
                marked = True
            # ...and one a match under it, so a referee finds a table's sheet.
            story.append(Bookmark(say("Table {t}", t=match.table), f"{kind}-{k}-{match.table}", 2))
            if snap.shenzhen or snap.hands_per_match != 16:  # the drawn form has 16 hands
                report = rows.table_sheet_report(snap, k, match.table, filled)
                story += [paragraph(report.title, HEADING), report_table(report, width)]
            else:
                story.append(ScoreSheetFlowable(rows.score_sheet(snap, k, match.table, filled)))
    return story


def scoresheets_story(snap: Snapshot, width: float, sel: Selection) -> list[Flowable]:
    return _sheets(snap, sel, filled=False, width=width) or [
        paragraph(say("No seating yet."), BODY)
    ]


def results_story(snap: Snapshot, width: float, sel: Selection) -> list[Flowable]:
    return _sheets(snap, sel, filled=True, width=width) or [
        paragraph(say("No match played yet."), BODY)
    ]


def hand_story(snap: Snapshot, width: float, session: int, table: int, hand: int) -> list[Flowable]:
    detail = rows.hand_detail(snap, session, table, hand)
    outcome = (
        say("Drawn hand")
        if detail.source == say("draw")
        else (
            say("{winner}, self-drawn", winner=detail.winner)
            if detail.source == say("self-drawn")
            else say(
                "{winner}, on a discard from {source}", winner=detail.winner, source=detail.source
            )
        )
    )
    story: list[Flowable] = [
        paragraph(say("Session {k} · Table {t} · Hand {h}", k=session, t=table, h=hand), TITLE),
        paragraph(say("Winner: {outcome}", outcome=outcome), BODY),
        paragraph(detail.situation, BODY),
        Spacer(0, 6),
    ]
    if detail.tiles:
        story += [
            TilesFlowable(detail.tiles),
            paragraph(say("Notation: {tiles}", tiles=detail.tiles), BODY),
        ]
    story.append(Spacer(0, 6))
    if detail.fans.rows:
        story.append(report_table(detail.fans, width))
    story += [
        Spacer(0, 6),
        paragraph(say("Total: {fan} fan", fan=rows.format_exact(detail.total)), HEADING),
        _left(
            report_table(
                rows.Report(
                    "points",
                    say("Points"),
                    (
                        rows.Column(say("Seat"), rows.TEXT, 0.8),
                        rows.Column(say("Player"), rows.TEXT, 4),
                        rows.Column(say("Points"), rows.INT, 1),
                    ),
                    [
                        (letter, name, rows.format_signed(pts))
                        for letter, (name, pts) in zip("ABCD", detail.points, strict=True)
                    ],
                ),
                width * 0.6,
            )
        ),
    ]
    return story


def _left(table: Flowable) -> Flowable:
    table.hAlign = "LEFT"
    return table


def hands_story(snap: Snapshot, width: float, sel: Selection) -> list[Flowable]:
    story: list[Flowable] = []
    for session, table, hand in rows.scored_hands(snap):
        if not sel.wants(session, table, hand):
            continue
        if story:
            story.append(PageBreak())
        story += hand_story(snap, width, session, table, hand)
    return story or [paragraph(say("No hand entered with its tiles."), BODY)]


STORIES: dict[str, Callable[[Snapshot, float, Selection], list[Flowable]]] = {
    "standings": standings_story,
    "seating": seating_story,
    "cards": cards_story,
    "scoresheets": scoresheets_story,
    "results": results_story,
    "hands": hands_story,
}


def build_pdf(
    snap: Snapshot,
    path: str | Path,
    documents: Iterable[str] | None = None,
    page_size: str = "A4",
    progress: Progress | None = None,
    selection: Selection | None = None,
) -> Path:
    """Lay out the chosen documents, in the order of DOCUMENTS, in one PDF."""
    wanted = _check_documents(documents)
    _build(snap, Path(path), wanted, page_size, progress, selection or Selection())
    if progress:
        progress(1.0, "PDF: done")
    return Path(path)


def _build(
    snap: Snapshot,
    path: Path,
    wanted: list[str],
    page_size: str,
    progress: Progress | None,
    sel: Selection,
) -> None:
    titles = [say(TITLES[d]) for d in wanted]
    first = TEMPLATES.get(wanted[0], "page")
    doc = ReportDoc(str(path), snap.heading, page_size, snap.printed_at, join(titles), first)
    story: list[Flowable] = []
    for index, key in enumerate(wanted):
        if progress:
            progress(0.1 * index / len(wanted), f"PDF: preparing {TITLES[key].lower()}")
        part = STORIES[key](snap, doc.width, sel)
        # Each document starts on a new page, in its own layout.
        if story:
            story += [NextPageTemplate(TEMPLATES.get(key, "page")), PageBreak()]
        story += [Section(say(TITLES[key]), key), *part]
    if progress:
        doc.setProgressCallBack(_reporter(progress))
    # ASCII85 only makes streams printable, at a third more bytes and much time in
    # reportlab's pure-Python encoder; PDFs are binary files anyway.
    with PDF_DRAWING:  # reportlab's fonts are shared by the process (fonts.PDF_DRAWING)
        saved, rl_config.useA85 = rl_config.useA85, 0
        try:
            # The file is opened (and always closed) here: reportlab leaves a file it
            # opened itself unclosed when laying out the last bytes fails.
            with path.open("wb") as out:
                doc.build(story, filename=out, canvasmaker=NumberedCanvas)
        finally:
            rl_config.useA85 = saved


def _reporter(progress: Progress) -> Callable[[str, int], None]:
    size = [1]

    def report(kind: str, value: int) -> None:
        if kind == "SIZE_EST":
            size[0] = max(value, 1)
        elif kind == "PROGRESS" and value % 50 == 0:
            progress(0.1 + 0.85 * value / size[0], "PDF: laying out pages")

    return report


def _check_documents(documents: Iterable[str] | None) -> list[str]:
    if documents is None:
        return list(FULL_SET)
    chosen = {d.strip().lower() for d in documents}
    unknown = chosen - set(DOCUMENTS)
    if unknown:
        raise ValueError(
            f"unknown document(s) {', '.join(sorted(unknown))}; choose from {', '.join(DOCUMENTS)}"
        )
    if not chosen:
        raise ValueError(f"choose at least one document: {', '.join(DOCUMENTS)}")
    return [d for d in DOCUMENTS if d in chosen]


__all__ = ["DOCUMENTS", "FULL_SET", "TITLES", "Selection", "build_pdf"]
