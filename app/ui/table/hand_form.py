"""The form of one hand on the table sheet: who won, who paid, the fan or the tiles.

What the referee sees is what is stored:
- a hand not yet entered starts blank (no winner, no discarder, no fan, no flags);
- Record is enabled only when the entry is complete and the rules accept it, and the
  message line says what stops it (the rule's own message);
- the score has one visible source: the fan typed, or the tiles scored (then the fan
  box shows their total and cannot be typed over);
- the sheet owns the winds and the self-drawn flag and puts them into the entry after
  every edit;
- an entered hand is shown read-only; changing it takes the visible correction mode
  (Correct, Alt+O) and a confirmation, and is refused if the match changed meanwhile
  at another station;
- what is typed is kept per session, table and hand (drafts) until it is stored.

The decisions are the presenter's (`app.ui.table.presenter`, no Qt): this widget reads
its fields into it, shows its state and runs what it says to store.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QMessageBox,
    QWidget,
)

from app.domain import HandRecord, MatchStatus, Refused, Table
from app.domain.service import Change
from app.domain.versions import Stale
from app.export.rows import format_exact
from app.ui import stations
from app.ui.document import Document
from app.ui.hand.entry import HandEntry
from app.ui.messages import translate_message
from app.ui.table import fields
from app.ui.table.checks import Ready, Typed
from app.ui.table.describe import describe_extras
from app.ui.table.draft import SELF_DRAWN, Draft
from app.ui.table.form_layout import HandFormLayout
from app.ui.table.form_parts import confirm, fit_winds, restyle
from app.ui.table.phrase import CONTEXT, Phrase, verbatim
from app.ui.table.presenter import Key, Operation, SheetPresenter
from app.ui.tiles.names import wind_letter
from app.ui.wording import list_separator


def shown(phrase: Phrase) -> str:
    """A phrase of the presenter in the user's language."""
    return phrase.render(lambda template: QCoreApplication.translate(CONTEXT, template))


class HandForm(HandFormLayout):
    """The hand form (see the module docstring); the entry of tiles is ``entry``.

    Signals:
        reloadRequested(): the match must be read again (a change was refused because
            another station changed it).
    """

    reloadRequested = Signal()

    def __init__(self, document: Document, entry: HandEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)  # the widgets, laid out
        self.document = document
        document.entry_form = self  # the newest form takes the entry steps of the undo stack
        self.entry = entry
        entry.undoable_clear = True
        self.presenter = SheetPresenter(lambda: document.workspace.service, list_separator)
        self.attempt: tuple[object, ...] | None = None  # for a conflict dialog (stations)
        self._typed_fan = ""
        self._loading = False
        self._connect()

    # -- construction ----------------------------------------------------------------
    def _connect(self) -> None:
        self.hand_spin.valueChanged.connect(self._on_hand_chosen)
        for watched in (self.winds_label, self.winner_combo, self.from_combo, self.fan_edit):
            watched.installEventFilter(self)
        for combo in (self.winner_combo, self.from_combo):
            combo.currentIndexChanged.connect(self._on_choice)
        self.fan_edit.textEdited.connect(self._on_fan_typed)
        self.extras.changed.connect(self._on_extras)
        self.record_button.clicked.connect(self.record)
        self.draw_button.clicked.connect(self.record_draw)
        self.correct_button.toggled.connect(self._on_correct_toggled)
        self.delete_button.clicked.connect(self.delete_hand)
        self._connect_keys()

    def _connect_keys(self) -> None:
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self.parentWidget() or self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.record)
        cancel = QShortcut(QKeySequence("Escape"), self.parentWidget() or self)
        cancel.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        cancel.activated.connect(self.cancel_correction)
        entry = self.entry
        entry.notation_edit.returnPressed.connect(self.record)
        entry.evaluated.connect(self._on_evaluated)
        entry.clearRequested.connect(self.clear_entry)

    # -- what the sheet gives ------------------------------------------------------------
    def show_match(
        self,
        where: tuple[int, int],
        table: Table | None,
        names: dict[int, str],
        records: dict[int, HandRecord],
        status: MatchStatus | None,
        version: str,
    ) -> None:
        """Show a match (another one, or the same one read again after a change)."""
        p = self.presenter
        same = where == p.where
        if not same:
            self._save_draft()
            p.correcting = None
            self.show_correcting(None)
        seats_changed = p.table is None or table is None or table.seats != p.table.seats
        p.show_match(where, table, names, records, status, version)
        self._apply_rules()
        if seats_changed or not same:
            self.fill_seats(p.table.seats if p.table else (), p.names)
        if not same:
            self._load(p.first_open_hand())
            return
        hand = self.hand_spin.value()
        was_correcting = p.correcting is not None
        load = p.reread(hand, self._current_draft())
        if was_correcting and p.correcting is None:
            self.show_correcting(None)
        if load:
            self._load(hand)
        else:
            self._update()

    def _apply_rules(self) -> None:
        """The tournament's system in the entry, the extras and the fan box."""
        p = self.presenter
        # the tiles are scored under the tournament's rulings: the total shown is stored
        if self.entry.rules() != p.rules:
            self.entry.set_rules(p.rules)
        self.extras.set_rules(p.rules)
        # whole fan unless the system has fractional points (a half: 0.5, 1/2)
        whole = self._whole_fan if p.fan_is_whole() else None
        self.fan_edit.setValidator(whole)  # type: ignore[arg-type]  # None: no validator (Qt's API)
        self.fan_edit.setPlaceholderText(shown(p.fan_placeholder()))
        if self.hand_spin.maximum() != p.hands:
            self.hand_spin.setRange(1, p.hands)

    def current_key(self) -> Key | None:
        where = self.presenter.where
        return None if where is None else (*where, self.hand_spin.value())

    def show_hand(self, hand: int) -> None:
        self.hand_spin.setValue(hand)

    @property
    def ready(self) -> Ready | None:
        """What Record stores now (None: it cannot)."""
        return self.presenter.ready

    def drafts_in_progress(self) -> list[Key]:
        """Every hand with something typed and not stored (the shown one included)."""
        self._save_draft()
        return self.presenter.drafts_in_progress()

    def take_drafts(self) -> dict[Key, Draft]:
        """Every hand typed and not stored, the shown one included (to be given to
        another form: the sheet built again in another language)."""
        self._save_draft()
        return dict(self.presenter.drafts)

    def correction(self) -> tuple[Key, str, Draft] | None:
        """The correction under way: the hand, the version it started from, and what
        is typed (to be given to another form with :meth:`adopt_drafts`)."""
        correcting = self.presenter.correcting
        if correcting is None:
            return None
        return (*correcting, self._current_draft())

    def adopt_drafts(
        self,
        drafts: dict[Key, Draft],
        hand: int,
        correction: tuple[Key, str, Draft] | None = None,
    ) -> None:
        """Take over ``drafts`` (and a correction under way) from another form and show
        ``hand`` of the match shown, as it was typed."""
        p = self.presenter
        p.drafts = dict(drafts)
        if p.where is None:
            return
        p.notice = verbatim("")
        self._load(hand)
        if correction is not None and correction[0] == self.current_key():
            key, version, typed = correction
            p.correcting = (key, version)  # the version seen: a change meanwhile tells
            self._show_correcting()
            self._loading = True
            try:
                self._show_draft(typed)
            finally:
                self._loading = False
            self._update()

    def discard_drafts(self) -> None:
        self.presenter.drafts.clear()

    def say(self, text: str) -> None:
        """A notice in the message line (an error of another action of the sheet)."""
        self.presenter.notice = verbatim(text)
        self._show_message(verbatim(""))

    def focus_winner(self) -> None:
        target = self.winner_combo if self.winner_combo.isEnabled() else self.hand_spin
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def describe_extras(self, record: HandRecord) -> str:
        """Another system's extras of ``record`` ("; also C; kong B concealed ...")."""
        return shown(describe_extras(record, self.presenter.names))

    # -- loading a hand ----------------------------------------------------------------
    @Slot(int)
    def _on_hand_chosen(self, hand: int) -> None:
        p = self.presenter
        if self._loading or p.where is None:
            return
        self._save_draft(hand_before=p.hand)
        if p.correcting:
            p.correcting = None
            self.show_correcting(None)
        p.notice = verbatim("")
        self._load(hand)

    def _load(self, hand: int) -> None:
        self._loading = True
        try:
            self.hand_spin.setValue(hand)
            record, draft = self.presenter.load(hand)
            if record is not None:
                self._show_record(record)
            elif draft is not None:
                self._show_draft(draft)
            else:
                self.winner_combo.setCurrentIndex(-1)
                self.from_combo.setCurrentIndex(-1)
                self._typed_fan = ""
                self.extras.set_values(fields.EMPTY)
                self._apply_situation()
                self.entry.reset()
            self.presenter.shown = record
        finally:
            self._loading = False
        self._update()

    def _show_draft(self, draft: Draft) -> None:
        self.select(self.winner_combo, draft.winner)
        self.select(self.from_combo, draft.source)
        self._typed_fan = draft.fan
        self.extras.set_values(draft.extras)
        self._apply_situation()
        self.entry.restore(draft.state, draft.text)

    def _show_record(self, record: HandRecord) -> None:
        if record.draw:
            self.winner_combo.setCurrentIndex(-1)
            self.from_combo.setCurrentIndex(-1)
        else:
            self.select(self.winner_combo, record.winner)
            self.select(
                self.from_combo, SELF_DRAWN if record.discarder is None else record.discarder
            )
        by_fan = record.tiles or record.fan is None or record.entry == "elements"
        self._typed_fan = "" if by_fan or record.fan is None else format_exact(record.fan)
        table = self.presenter.table
        seats = table.seats if table else ()
        self.extras.set_values(fields.values_of(record, seats))  # a correction too
        self._apply_situation()
        self.entry.reset()
        if record.tiles:
            # the fourth part (from=, kongs, horse) is the form's own fields: tiles only
            self.entry.set_notation("|".join(record.tiles.split("|")[:3]))

    def _save_draft(self, hand_before: int | None = None) -> None:
        self.presenter.save_draft(self._current_draft(), hand_before)

    def _current_draft(self) -> Draft:
        return Draft(
            self.choice(self.winner_combo),
            self.choice(self.from_combo),
            self._typed_fan,
            self.entry.state(),
            self.entry.notation_text() if self.entry.has_error() else "",
            self.extras.values(),
        )

    def _typed(self) -> Typed:
        return Typed(self._current_draft(), self.entry.error() if self.entry.has_error() else "")

    # -- the referee's edits -----------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys: a seat letter or number chooses in the winner and from boxes (S or 0:
        self-drawn) and moves on; Enter in the fan box records."""
        if watched is self.winds_label and isinstance(event, QResizeEvent):
            if self.presenter.table and event.oldSize().width() != event.size().width():
                self._update_winds()  # the names cut to the new width (or shown whole)
            return False
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        if watched is self.fan_edit and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.record()
            return True
        if watched not in (self.winner_combo, self.from_combo) or event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        if not isinstance(watched, QComboBox):  # the two boxes above
            return False
        return self._choose_by_key(watched, event.text())

    def _choose_by_key(self, combo: QComboBox, text: str) -> bool:
        """A seat key in the winner or from box: choose, and move on."""
        choice = self.presenter.player_for_key(text, self_drawn=combo is self.from_combo)
        index = combo.findData(choice) if choice is not None else -1
        if index < 0:
            return False
        combo.setCurrentIndex(index)
        nxt: QWidget = self.from_combo if combo is self.winner_combo else self.fan_edit
        if nxt is self.fan_edit and self.fan_edit.isReadOnly():
            nxt = self.record_button
        nxt.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    @Slot()
    def _on_choice(self) -> None:
        if self._loading:
            return
        self.presenter.notice = verbatim("")
        self._apply_situation()
        self._update()

    @Slot(str)
    def _on_fan_typed(self, text: str) -> None:
        self.presenter.notice = verbatim("")
        self._typed_fan = text
        self._update()

    @Slot()
    def _on_extras(self) -> None:
        if not self._loading:
            self.presenter.notice = verbatim("")
            self._update()

    @Slot(object)
    def _on_evaluated(self, _evaluation: object) -> None:
        if not self._loading:
            self.presenter.notice = verbatim("")
            self._update()

    def _apply_situation(self) -> None:
        """The winds of the winner in this hand and who paid, into the entry."""
        fixed = self.presenter.situation(
            self.choice(self.winner_combo), self.choice(self.from_combo)
        )
        if fixed is None:
            return
        seat = fixed.seat if fixed.seat is not None else self.entry.state().situation.seat_wind
        self.entry.set_fixed_situation(fixed.prevalent, seat, fixed.self_drawn)
        self.entry.set_extras(fixed.extras)

    # -- showing the state ---------------------------------------------------------------
    def _update(self) -> None:
        if self._loading:
            return
        p = self.presenter
        editable = p.locked() is None
        for w in (self.winner_combo, self.from_combo, self.fan_edit, self.entry, self.extras):
            w.setEnabled(editable)
        if not p.fan_typable():
            self.fan_edit.setEnabled(False)  # no fan total taken: nothing to type there
        self.draw_button.setEnabled(editable)
        self.correct_button.setEnabled(p.correctable())
        message = p.refresh(self._typed())
        self.record_button.setEnabled(p.ready is not None)
        self._show_fan()
        self._update_winds()
        self._show_message(message)

    def _show_fan(self) -> None:
        """One visible source of the score: the tiles' total, or the fan typed."""
        state = self.entry.state()
        from_tiles = bool(state.tile_count() or state.flowers or self.entry.has_error())
        ready = self.presenter.ready
        total = ready.total if ready is not None else None
        if not from_tiles and self.extras.ticked():
            # the elements ticked give the total: the fan box shows it, read-only
            self.show_fan("elements", "" if total is None else format_exact(total))
        elif from_tiles:
            evaluation = self.entry.evaluation()
            text = "" if total is None else format_exact(total)  # the entry checked
            if total is None and evaluation.error is None and state.tile_count() == 14:
                text = str(evaluation.total)  # as the engine counts the tiles
            self.show_fan("tiles", text)
        else:
            self.show_fan("typed", self._typed_fan)

    def _show_message(self, message: Phrase) -> None:
        # a refusal of the domain or the engine comes in English: shown in the user's
        # language (a message already translated matches no template and stays)
        p = self.presenter
        text = translate_message(shown(p.notice or message))
        self.message_label.setText(text)
        restyle(self.message_label, "color: #c62828" if p.is_error() else "")

    def _update_winds(self) -> None:
        p = self.presenter
        if p.table is None:
            self.winds_label.setText(self.tr("This session is not seated yet."))
            return
        w = p.winds()
        line = (
            self.tr("Round %1, dealer %2. Seats: %3")
            .replace("%1", wind_letter(w.prevalent))
            .replace("%2", "ABCD"[w.dealer])
        )
        names = [str(p.names.get(n, n)) for n in p.table.seats]
        fit_winds(self.winds_label, line, names, w.seat_winds)

    # -- actions -----------------------------------------------------------------------
    @Slot()
    def record(self) -> bool:
        """Store the hand as shown (in correction mode: after a confirmation)."""
        p = self.presenter
        ready = p.ready
        if ready is None:
            self._update()
            return False
        if p.correcting:
            self._confirm(
                "confirmReplace",
                p.replace_question(by_draw=False),
                self.tr("&Replace"),
                lambda: self._perform(p.record_operation(ready, replace=True)),
            )
            return False
        return self._perform(p.record_operation(ready, replace=False))

    @Slot()
    def record_draw(self) -> bool:
        p = self.presenter
        if p.locked() is not None:
            self._update()
            return False
        typed = self._current_draft()
        try:  # a system whose drawn hand pays its kongs: the draw the sheet showed
            entry, points = p.draw_points(typed)
        except Refused as exc:
            p.notice = verbatim(str(exc))
            self._update()
            return False

        def store(replace: bool) -> bool:
            return self._perform(p.draw_operation(entry, points, replace=replace))

        if p.correcting:
            question = p.replace_question(by_draw=True)
            self._confirm("confirmReplace", question, self.tr("&Replace"), lambda: store(True))
            return False
        if p.draw_drops(typed, bool(points)):  # a winner or tiles typed: Draw by mistake?
            question = p.draw_question()
            self._confirm("confirmDraw", question, self.tr("&Draw"), lambda: store(False))
            return False
        return store(False)

    @Slot()
    def delete_hand(self) -> None:
        p = self.presenter
        if not p.correcting:
            return
        operation = p.delete_operation()
        self._confirm(
            "confirmDelete",
            p.delete_question(),
            self.tr("&Delete"),
            lambda: self._perform(operation),
        )

    def _perform(self, operation: Operation) -> bool:
        self.attempt = operation.attempt  # for a conflict dialog
        return self._run(shown(operation.label), operation.run)

    def _run(self, label: str, operation: Callable[[], Change | None]) -> bool:
        """Run ``operation`` as an undoable change of the hand shown; after it, the next
        hand to enter (a conflict with another station: both versions offered)."""
        p = self.presenter
        key = (*p.here, self.hand_spin.value())
        was_correcting = p.correcting is not None
        if self.document.run(label, operation, where=key):
            p.stored(key)
            self.show_correcting(None)
            self._advance(key[2], was_correcting)
            return True
        if isinstance(self.document.last_failure, Stale):  # in any language
            self._save_draft()
            if was_correcting:
                p.correcting = None
                self.show_correcting(None)
            self.reloadRequested.emit()
            stations.offer_conflict(self, key, self.attempt)  # both versions
        p.notice = verbatim(self.document.last_error)
        self._update()
        return False

    def _advance(self, hand: int, corrected: bool) -> None:
        """After an entry, the next hand not yet entered (after a correction: stay)."""
        self._load(hand if corrected else self.presenter.next_open_hand(hand))
        self.focus_winner()

    @Slot()
    def clear_entry(self) -> None:
        """Clear the tiles, flowers and flags, as a step of its own on the undo stack."""
        key = self.current_key()
        state, text = self.entry.state(), self.entry.notation_text()
        if key is None or not (state.tile_count() or state.flowers or text.strip()):
            return

        document = self.document

        def form() -> HandForm:  # the form shown then (the pages may have been rebuilt)
            current = document.entry_form
            assert isinstance(current, HandForm)  # the document's is always one
            return current

        def clear() -> None:
            form().entry.clear()

        def restore() -> None:
            current = form()
            if current.current_key() == key and current.presenter.locked() is None:
                current.entry.restore(state, text)

        what = shown(self.presenter.label(verbatim(self.tr("clear the tiles"))))
        self.document.push_entry(what, key, clear, restore)

    # -- correction mode ---------------------------------------------------------------
    @Slot(bool)
    def _on_correct_toggled(self, on: bool) -> None:
        if self._loading:
            return
        correcting = self.presenter.set_correcting(on)
        self._show_correcting()
        self._load(self.hand_spin.value())
        if correcting:
            self.focus_winner()

    @Slot()
    def cancel_correction(self) -> None:
        """Esc while correcting: back to the stored hand, nothing changed."""
        if self.presenter.correcting:
            self.correct_button.setChecked(False)
            self._on_correct_toggled(False)

    def _show_correcting(self) -> None:
        on = self.presenter.correcting is not None
        self.show_correcting(shown(self.presenter.correcting_line()) if on else None)

    def _confirm(
        self, name: str, question: Phrase, accept: str, action: Callable[[], object]
    ) -> QMessageBox | None:
        return confirm(self, name, shown(question), accept, action, self.focus_winner)
