"""What the pages hold and the tournament does not: kept while the pages are built
again in another language, and given to the new pages (View > Language)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit

from app.domain.model import Points
from app.ui.document import Document
from app.ui.hand.state import HandState
from app.ui.pages import Pages
from app.ui.players.view import PlayersView
from app.ui.standings.projector import ProjectorPanel, ProjectorView
from app.ui.table.draft import Draft

Key = tuple[int, int, int]  # session, table, hand


@dataclass(frozen=True)
class KeptPenalty:
    """The penalty form as typed: the row chosen (-1: none) and the fields."""

    row: int
    player: int
    points: int
    shared: bool
    reason: str
    default_reason: bool  # the reason is the default, untouched: the new language's shows


@dataclass(frozen=True)
class KeptClock:
    """The projector's controls on the standings page."""

    minutes: int
    screen: int
    auto: bool
    seconds: int


@dataclass(frozen=True)
class KeptPages:
    """The page shown, the table and hand, every hand typed and not recorded, the
    calculator's hand, the forms as typed, and the projector (it lives on: its clock
    runs)."""

    page: str | None
    table: tuple[int, int]
    hand: int
    tab: int
    drafts: dict[Key, Draft]
    correction: tuple[Key, str, Draft] | None
    calculator: tuple[HandState, str, str, str]  # state, notation in error, claims
    projector: ProjectorView | None
    players: dict[str, str]
    penalty: KeptPenalty
    totals: list[Points]
    clock: KeptClock


def _player_edits(page: PlayersView) -> dict[str, QLineEdit]:
    """The players page's form fields, by name (typed, not yet added)."""
    return {
        "name": page.name_edit,
        "first_name": page.first_name_edit,
        "last_name": page.last_name_edit,
        "country": page.country_edit,
        "team": page.team_edit,
        "ema": page.ema_edit,
    }


def keep(pages: Pages, shown: str | None) -> KeptPages:
    """What ``pages`` hold now, ``shown`` the page in front. The projector is taken
    from its panel, so that closing the old pages does not close it."""
    sheet, calculator = pages.table, pages.hand
    panel = pages.standings.projector_panel
    projector, panel.projector = panel.projector, None
    penalties = sheet.penalties_panel
    default_reason = QCoreApplication.translate("PenaltiesPanel", "False win")
    return KeptPages(
        page=shown,
        table=sheet.current(),
        hand=sheet.hand_spin.value(),
        tab=sheet.tabs.currentIndex(),
        drafts=sheet.hand_form.take_drafts(),
        correction=sheet.hand_form.correction(),
        calculator=(
            calculator.state(),
            calculator.notation_text() if calculator.has_error() else "",
            calculator.claimed_fans_edit.text(),
            calculator.claimed_total_edit.text(),
        ),
        projector=projector,
        players={name: edit.text() for name, edit in _player_edits(pages.players).items()},
        penalty=KeptPenalty(
            penalties.list.currentIndex().row() if penalties.selected() is not None else -1,
            penalties.player_combo.currentIndex(),
            penalties.points_spin.value(),
            penalties.shared_check.isChecked(),
            penalties.reason_edit.text(),
            penalties.reason_edit.text() == default_reason,
        ),
        totals=sheet.totals_form.values(),
        clock=_keep_clock(panel),
    )


def _keep_clock(panel: ProjectorPanel) -> KeptClock:
    controls = panel.controls
    return KeptClock(
        controls.minutes_spin.value(),
        controls.screen_combo.currentIndex(),
        controls.auto_check.isChecked(),
        controls.seconds_spin.value(),
    )


def restore(pages: Pages, kept: KeptPages, document: Document) -> None:
    """Give ``pages`` (new, in the language shown now) what ``kept`` took from the old
    ones; the window shows ``kept.page`` after."""
    sheet, calculator = pages.table, pages.hand
    sheet.show_table(*kept.table)
    sheet.hand_form.adopt_drafts(kept.drafts, kept.hand, kept.correction)
    sheet.tabs.setCurrentIndex(kept.tab)
    state, text, claimed, total = kept.calculator
    calculator.restore(state, text)
    calculator.claimed_fans_edit.setText(claimed)
    calculator.claimed_total_edit.setText(total)
    for name, edit in _player_edits(pages.players).items():
        edit.setText(kept.players[name])
    penalties, typed = sheet.penalties_panel, kept.penalty
    if typed.row >= 0:
        penalties.select_row(typed.row)
    penalties.player_combo.setCurrentIndex(typed.player)
    penalties.points_spin.setValue(typed.points)
    penalties.shared_check.setChecked(typed.shared)
    if not typed.default_reason:
        penalties.reason_edit.setText(typed.reason)
    for spin, value in zip(sheet.totals_form.spins, kept.totals, strict=True):
        spin.setValue(value)
    panel = pages.standings.projector_panel
    controls, clock = panel.controls, kept.clock
    controls.minutes_spin.setValue(clock.minutes)
    controls.screen_combo.setCurrentIndex(clock.screen)
    controls.auto_check.setChecked(clock.auto)
    controls.seconds_spin.setValue(clock.seconds)
    if kept.projector is not None:
        _replace_projector(panel, kept.projector, document)


def _replace_projector(panel: ProjectorPanel, old: ProjectorView, document: Document) -> None:
    """A projector in the new language where the old one was, with its clock
    (running on), its standings and page; then the old one goes."""
    new = ProjectorView(document)
    new.timer.take_over(old.timer)
    new.set_after_session(old.after_session)
    panel.projector = new
    panel.controls.set_projector(new)
    if old.isVisible():
        full = old.isFullScreen()
        new.show_on(old.screen(), full_screen=full)
        if not full:
            new.setGeometry(old.geometry())
    new.show_page(old.page)
    old.pager.stop()
    old.timer.blockSignals(True)
    if old.timer.is_running():
        old.timer.toggle()  # its tick stops: one clock only
    old.close()
    old.deleteLater()
