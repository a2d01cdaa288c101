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
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QIntValidator, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from app.domain import HandRecord, MatchState, MatchStatus, Refused, Table
from app.domain import hands as hand_rules
from app.domain.anyhands import HandEntry as EnteredHand
from app.domain.anyhands import parse_fan
from app.domain.model import HANDS_PER_MATCH, Points
from app.domain.rotation import hand_winds
from app.domain.versions import Stale
from app.export.rows import format_exact, format_signed
from app.ui import stations
from app.ui.document import Document
from app.ui.hand.entry import HandEntry
from app.ui.messages import translate_message
from app.ui.table import extras as extra_fields
from app.ui.table.draft import SELF_DRAWN, Draft
from app.ui.table.extras import ExtrasPanel
from app.ui.tiles.names import wind_letter
from app.ui.wording import list_separator

Key = tuple[int, int, int]  # session, table, hand
SEAT_KEYS = {"a": 0, "b": 1, "c": 2, "d": 3, "1": 0, "2": 1, "3": 2, "4": 3}
SELF_KEYS = ("s", "0")


class HandForm(QWidget):
    """The hand form (see the module docstring); the entry of tiles is ``entry``.

    Signals:
        reloadRequested(): the match must be read again (a change was refused because
            another station changed it).
    """

    reloadRequested = Signal()

    def __init__(self, document: Document, entry: HandEntry, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        document.entry_form = self  # the newest form takes the entry steps of the undo stack
        self.entry = entry
        entry.undoable_clear = True
        self._where: tuple[int, int] | None = None
        self._table: Table | None = None
        self._names: dict[int, str] = {}
        self._records: dict[int, HandRecord] = {}
        self._status: MatchStatus | None = None
        self._version = ""
        self._drafts: dict[Key, Draft] = {}
        self._correcting: tuple[Key, str] | None = None  # the hand and the version seen
        self._shown: HandRecord | None = None  # the stored hand the form shows
        self._shown_hand = 1  # the hand the form holds (the spin box may be moving)
        self._typed_fan = ""
        self._ready: tuple | None = None
        self._notice = ""
        self._loading = False
        self._build()

    # -- construction ----------------------------------------------------------------
    def _build(self) -> None:
        form = QFormLayout(self)
        self.hand_spin = QSpinBox(self)
        self.hand_spin.setObjectName("hand")
        self.hand_spin.setRange(1, HANDS_PER_MATCH)
        self.hand_spin.valueChanged.connect(self._on_hand_chosen)
        self.winds_label = QLabel(self)
        self.winds_label.setObjectName("winds")
        self.winds_label.setWordWrap(True)
        self.winds_label.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 4)
        self.winds_label.installEventFilter(self)
        self.winner_combo = QComboBox(self)
        self.winner_combo.setObjectName("winner")
        self.winner_combo.setPlaceholderText(self.tr("A-D"))
        self.from_combo = QComboBox(self)
        self.from_combo.setObjectName("from")
        self.from_combo.setPlaceholderText(self.tr("A-D, or S self-drawn"))
        for combo in (self.winner_combo, self.from_combo):
            combo.installEventFilter(self)
            combo.currentIndexChanged.connect(self._on_choice)
        self.fan_edit = QLineEdit(self)
        self.fan_edit.setObjectName("fan")
        self._whole_fan = QIntValidator(0, 9999, self.fan_edit)
        self.fan_edit.setValidator(self._whole_fan)
        self.fan_edit.setMaxLength(8)
        self.fan_edit.setPlaceholderText(self.tr("8 or more"))
        self.fan_edit.textEdited.connect(self._on_fan_typed)
        self.fan_edit.installEventFilter(self)
        self.record_button = QPushButton(self.tr("&Record"), self)
        self.record_button.setObjectName("record")
        self.record_button.setToolTip(
            self.tr("Store this hand (Enter in the fan box, Ctrl+Return)")
        )
        self.record_button.clicked.connect(self.record)
        self.draw_button = QPushButton(self.tr("&Draw"), self)
        self.draw_button.setObjectName("draw")
        self.draw_button.setToolTip(self.tr("The wall ran out: nobody won this hand"))
        self.draw_button.clicked.connect(self.record_draw)
        self.correct_button = QPushButton(self.tr("C&orrect"), self)
        self.correct_button.setObjectName("correct")
        self.correct_button.setCheckable(True)
        self.correct_button.setToolTip(
            self.tr("Change or delete this entered hand (you are asked before it is replaced)")
        )
        self.correct_button.toggled.connect(self._on_correct_toggled)
        self.delete_button = QPushButton(self.tr("Delete hand"), self)
        self.delete_button.setObjectName("deleteHand")
        self.delete_button.clicked.connect(self.delete_hand)
        self.delete_button.hide()
        self.mode_label = QLabel(self)
        self.mode_label.setObjectName("correcting")
        self.mode_label.setStyleSheet("background: #fff3cd; color: #6d4c00; padding: 3px;")
        self.mode_label.hide()
        # beside the hand number: it may be cut short, never make the window wider
        self.mode_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # a fixed room: a message of another length must not move (and repaint) the sheet
        line = self.fontMetrics().lineSpacing()
        self.message_label.setFixedHeight(2 * line + 4)
        message_room = _Room(self.message_label, self)
        buttons = QHBoxLayout()
        for w in (self.record_button, self.draw_button, self.correct_button, self.delete_button):
            buttons.addWidget(w)
        buttons.addStretch(1)
        labels = []
        for text, buddy in (
            (self.tr("Wi&nner:"), self.winner_combo),
            (self.tr("Fro&m:"), self.from_combo),
            (self.tr("F&an:"), self.fan_edit),
        ):
            label = QLabel(text, self)
            label.setBuddy(buddy)
            labels.append(label)
        self.fan_label = labels[2]
        hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand_spin)
        hand_row.addWidget(self.mode_label, 1)  # correcting: said beside the hand number
        self.hand_spin.setMinimumWidth(self.fontMetrics().horizontalAdvance("16") + 48)
        form.addRow(self.tr("Hand:"), hand_row)
        form.addRow(self.winds_label)
        form.addRow(labels[0], self.winner_combo)
        form.addRow(labels[1], self.from_combo)
        form.addRow(labels[2], self.fan_edit)
        # another rule system's fields (kongs, horse, liable, ...): hidden under MCR
        self.extras = ExtrasPanel(self)
        self.extras.setObjectName("extras")
        self.extras.changed.connect(self._on_extras)
        form.addRow(self.extras)
        form.addRow(buttons)
        form.addRow(message_room)
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
        same = where == self._where
        if not same:
            self._save_draft()
            self._correcting = None
            self._set_correcting_ui(False)
        seats_changed = self._table is None or table is None or table.seats != self._table.seats
        self._where, self._table, self._names = where, table, names
        self._rules = self.document.workspace.service.rules()  # the tournament's system
        # the tiles are scored under the tournament's rulings: the total shown is stored
        if self.entry.rules() != self._rules:
            self.entry.set_rules(self._rules)
        self.extras.set_rules(self._rules)
        # MCR's fan is whole; another system's may be a half (the Chicken Hand: 0.5, 1/2)
        self.fan_edit.setValidator(self._whole_fan if self._rules.is_mcr else None)
        if self._rules.is_mcr:
            self.fan_edit.setPlaceholderText(self.tr("8 or more"))
        elif self._rules.has_fan:
            low = format_exact(self._rules.min_fan())
            self.fan_edit.setPlaceholderText(self.tr("%1 or more").replace("%1", low))
        else:
            self.fan_edit.setPlaceholderText(self.tr("no fan: the outcome settles"))
        hands = self._rules.hands
        if self.hand_spin.maximum() != hands:
            self.hand_spin.setRange(1, hands)
        self._records, self._status, self._version = records, status, version
        if seats_changed or not same:
            self._fill_combos()
        if not same:
            last = self.hand_spin.maximum()
            first = next((n for n in range(1, last + 1) if n not in records), last)
            self._load(first)
            return
        hand = self.hand_spin.value()
        record = records.get(hand)
        if self._correcting and record is None:  # the hand was removed (an undo, elsewhere)
            self._correcting = None
            self._set_correcting_ui(False)
        elif self._correcting and record != self._shown:
            return self._update()  # correcting: the check of the version will tell
        if record != self._shown:
            if record is not None and self._shown is None and self._current_draft().in_progress():
                self._notice = self._notice or self.tr(
                    "Hand %1 was entered meanwhile (at another station): %2. What was typed "
                    "here was not stored."
                ).replace("%1", str(hand)).replace("%2", self._describe(record))
            self._load(hand)
        else:
            self._update()

    def current_key(self) -> Key | None:
        return None if self._where is None else (*self._where, self.hand_spin.value())

    def show_hand(self, hand: int) -> None:
        self.hand_spin.setValue(hand)

    def drafts_in_progress(self) -> list[Key]:
        """Every hand with something typed and not stored (the shown one included)."""
        self._save_draft()
        return sorted(
            k
            for k, d in self._drafts.items()
            if d.in_progress() and not (k[:2] == self._where and k[2] in self._records)
        )

    def take_drafts(self) -> dict[Key, Draft]:
        """Every hand typed and not stored, the shown one included (to be given to
        another form: the sheet built again in another language)."""
        self._save_draft()
        return dict(self._drafts)

    def correction(self) -> tuple[Key, str, Draft] | None:
        """The correction under way: the hand, the version it started from, and what
        is typed (to be given to another form with :meth:`adopt_drafts`)."""
        if self._correcting is None:
            return None
        return (*self._correcting, self._current_draft())

    def adopt_drafts(
        self,
        drafts: dict[Key, Draft],
        hand: int,
        correction: tuple[Key, str, Draft] | None = None,
    ) -> None:
        """Take over ``drafts`` (and a correction under way) from another form and show
        ``hand`` of the match shown, as it was typed."""
        self._drafts = dict(drafts)
        if self._where is None:
            return
        self._notice = ""
        self._load(hand)
        if correction is not None and correction[0] == self.current_key():
            key, version, typed = correction
            self._correcting = (key, version)  # the version seen: a change meanwhile tells
            self._set_correcting_ui(True)
            self._loading = True
            try:
                self._show_draft(typed)
            finally:
                self._loading = False
            self._update()

    def discard_drafts(self) -> None:
        self._drafts.clear()

    def say(self, text: str) -> None:
        """A notice in the message line (an error of another action of the sheet)."""
        self._notice = text
        self._show_message("")

    def focus_winner(self) -> None:
        target = self.winner_combo if self.winner_combo.isEnabled() else self.hand_spin
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- loading a hand ----------------------------------------------------------------
    @Slot(int)
    def _on_hand_chosen(self, hand: int) -> None:
        if self._loading or self._where is None:
            return
        self._save_draft(hand_before=self._shown_hand)
        if self._correcting:
            self._correcting = None
            self._set_correcting_ui(False)
        self._notice = ""
        self._load(hand)

    def _load(self, hand: int) -> None:
        self._loading = True
        try:
            self.hand_spin.setValue(hand)
            self._shown_hand = hand
            key = (*self._here, hand)
            record = self._records.get(hand)
            draft = self._drafts.get(key) if record is None else None
            if record is not None:
                self._drafts.pop(key, None)
                self._show_record(record)
            elif draft is not None:
                self._show_draft(draft)
            else:
                self.winner_combo.setCurrentIndex(-1)
                self.from_combo.setCurrentIndex(-1)
                self._typed_fan = ""
                self.extras.set_values(extra_fields.EMPTY)
                self._apply_situation()
                self.entry.reset()
            self._shown = record
        finally:
            self._loading = False
        self._update()

    def _show_draft(self, draft: Draft) -> None:
        self._select(self.winner_combo, draft.winner)
        self._select(self.from_combo, draft.source)
        self._typed_fan = draft.fan
        self.extras.set_values(draft.extras)
        self._apply_situation()
        self.entry.restore(draft.state, draft.text)

    def _show_record(self, record: HandRecord) -> None:
        if record.draw:
            self.winner_combo.setCurrentIndex(-1)
            self.from_combo.setCurrentIndex(-1)
        else:
            self._select(self.winner_combo, record.winner)
            self._select(
                self.from_combo, SELF_DRAWN if record.discarder is None else record.discarder
            )
        by_fan = record.tiles or record.fan is None or record.entry == "elements"
        self._typed_fan = "" if by_fan else format_exact(record.fan)
        seats = self._table.seats if self._table else ()
        self.extras.set_values(extra_fields.values_of(record, seats))  # a correction too
        self._apply_situation()
        if record.tiles:
            self.entry.reset()
            # the fourth part (from=, kongs, horse) is the form's own fields: tiles only
            self.entry.set_notation("|".join(record.tiles.split("|")[:3]))
        else:
            self.entry.reset()

    def _save_draft(self, hand_before: int | None = None) -> None:
        if self._where is None:
            return
        hand = hand_before if hand_before is not None else self._shown_hand
        key = (*self._where, hand)
        if hand in self._records:
            self._drafts.pop(key, None)
            return
        draft = self._current_draft()
        if draft.in_progress():
            self._drafts[key] = draft
        else:
            self._drafts.pop(key, None)

    def _current_draft(self) -> Draft:
        return Draft(
            self.winner_combo.currentData() if self.winner_combo.currentIndex() >= 0 else None,
            self.from_combo.currentData() if self.from_combo.currentIndex() >= 0 else None,
            self._typed_fan,
            self.entry.state(),
            self.entry.notation_text() if self.entry.has_error() else "",
            self.extras.values(),
        )

    def _fill_combos(self) -> None:
        seats = self._table.seats if self._table else ()
        for combo in (self.winner_combo, self.from_combo):
            current = combo.currentData() if combo.currentIndex() >= 0 else None
            combo.blockSignals(True)
            combo.clear()
            if combo is self.from_combo:
                combo.addItem(self.tr("S  Self-drawn"), SELF_DRAWN)
            for i, number in enumerate(seats):
                combo.addItem(f"{'ABCD'[i]}  {self._names.get(number, number)}", number)
            index = combo.findData(current) if current is not None else -1
            combo.setCurrentIndex(index)
            combo.blockSignals(False)

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        combo.setCurrentIndex(combo.findData(value) if value is not None else -1)

    # -- the referee's edits -----------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys: a seat letter or number chooses in the winner and from boxes (S or 0:
        self-drawn) and moves on; Enter in the fan box records."""
        if watched is self.winds_label and event.type() == QEvent.Type.Resize:
            if getattr(self, "_table", None) and event.oldSize().width() != event.size().width():
                self._update_winds()  # the names cut to the new width (or shown whole)
            return False
        if event.type() != QEvent.Type.KeyPress:
            return False
        if not isinstance(event, QKeyEvent):  # a key press is a QKeyEvent
            return False
        key = event
        if watched is self.fan_edit and key.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.record()
            return True
        if watched not in (self.winner_combo, self.from_combo) or key.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        text = key.text().lower()
        if not isinstance(watched, QComboBox):  # the two boxes above
            return False
        combo = watched
        index = -1
        if text in SEAT_KEYS and self._table is not None:
            index = combo.findData(self._table.seats[SEAT_KEYS[text]])
        elif text in SELF_KEYS and combo is self.from_combo:
            index = combo.findData(SELF_DRAWN)
        if index < 0:
            return False
        combo.setCurrentIndex(index)
        nxt = self.from_combo if combo is self.winner_combo else self.fan_edit
        if nxt is self.fan_edit and self.fan_edit.isReadOnly():
            nxt = self.record_button
        nxt.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    @Slot()
    def _on_choice(self) -> None:
        if self._loading:
            return
        self._notice = ""
        self._apply_situation()
        self._update()

    @Slot(str)
    def _on_fan_typed(self, text: str) -> None:
        self._notice = ""
        self._typed_fan = text
        self._update()

    @Slot()
    def _on_extras(self) -> None:
        if not self._loading:
            self._notice = ""
            self._update()

    @Slot(object)
    def _on_evaluated(self, _evaluation: object) -> None:
        if not self._loading:
            self._notice = ""
            self._update()

    def _apply_situation(self) -> None:
        """The winds of the winner in this hand and who paid, into the entry."""
        if self._table is None:
            return
        winds = hand_winds(self.hand_spin.value(), self.hand_spin.maximum())
        winner = self.winner_combo.currentData() if self.winner_combo.currentIndex() >= 0 else None
        seat = (
            winds.seat_winds[self._table.seats.index(winner)]
            if winner in self._table.seats
            else self.entry.state().situation.seat_wind
        )
        source = self.from_combo.currentData() if self.from_combo.currentIndex() >= 0 else None
        self.entry.set_fixed_situation(winds.prevalent, seat, source == SELF_DRAWN)
        feeder = source if source not in (None, SELF_DRAWN) else None
        self.entry.set_extras(
            f"from={winds.seat_winds[self._table.seats.index(feeder)]}"
            if feeder in self._table.seats
            else ""
        )

    # -- checking ------------------------------------------------------------------------
    def _editable(self) -> tuple[bool, str]:
        """Whether the shown hand may be entered now, and why not."""
        if self._table is None:
            return False, self.tr("This session is not seated yet.")
        status = self._status
        if status is not None and status.state is MatchState.VERIFIED:
            return False, self.tr(
                "This table is verified: reopen it (Alt+V) before correcting a hand."
            )
        if status is not None and status.totals_only:
            return False, self.tr("This table was entered as totals only.")
        record = self._records.get(self.hand_spin.value())
        if record is not None and not self._correcting:
            return False, self.tr("Hand %1 is entered: %2. To change it: Correct (Alt+O).").replace(
                "%1", str(record.hand)
            ).replace("%2", self._describe(record))
        return True, ""

    def _check(self) -> tuple[tuple | None, str]:
        """What Record would store, or why it cannot."""
        editable, why = self._editable()
        if not editable:
            return None, why
        winner = self.winner_combo.currentData() if self.winner_combo.currentIndex() >= 0 else None
        source = self.from_combo.currentData() if self.from_combo.currentIndex() >= 0 else None
        if winner is None:
            return None, self._draw_hint()
        if source is None:
            return None, self.tr("From: type A, B, C or D, or S for self-drawn.")
        discarder = None if source == SELF_DRAWN else source
        if not self._is_mcr():
            return self._check_other(winner, discarder)
        hand = self.hand_spin.value()
        state = self.entry.state()
        if self.entry.has_error():
            return None, self.entry.error()
        try:
            if state.tile_count() or state.flowers:
                if state.tile_count() != 14:
                    return None, self.tr(
                        "The hand has %1 tiles; a winning hand has 14 (a kong counts 3). "
                        "Clear the tiles to type the fan instead."
                    ).replace("%1", str(state.tile_count()))
                notation = self.entry.notation()
                checked = hand_rules.scored_win(
                    self._table, hand, winner, discarder, notation, self._rules.options
                )
                ready = ("tiles", winner, discarder, notation, checked.fan)
            else:
                if not self._typed_fan.strip():
                    return None, self.tr("Fan: type the total (8 or more), or enter the tiles.")
                fan = int(self._typed_fan)
                checked = hand_rules.win(self._table, hand, winner, discarder, fan)
                ready = ("fan", winner, discarder, fan, fan)
        except Refused as exc:
            return None, str(exc)
        return ready, self.tr("Ready: %1. Record: Enter.").replace("%1", self._describe(checked))

    def _draw_hint(self) -> str:
        """No winner yet: what to do, and (kongs entered, Shenzhen) what a draw pays."""
        hint = self.tr("Winner: type A, B, C or D (or press Draw).")
        if self._is_mcr() or not self.extras.kongs_edit.text().strip():
            return hint
        try:
            entry = self._extras_entry(())
            s, t = self._here
            svc = self.document.workspace.service
            checked = svc.preview_hand(s, t, self.hand_spin.value(), entry)
        except Refused as exc:
            return str(exc)
        return (
            self.tr("%1 A draw pays: %2.")
            .replace("%1", hint)
            .replace("%2", self._payments(checked.points))
        )

    def _extras_entry(
        self,
        winners: tuple[int, ...],
        discarder: int | None = None,
        *,
        tiles: tuple[str, ...] = (),
        elements: tuple[str, ...] = (),
        fan: Points | None = None,
    ) -> EnteredHand:
        """The entry with the extras panel's fields (Refused: the field's own rule)."""
        kongs, horse, liable, robbed, _, _ = self.extras.values()
        seats = self._shown_table.seats
        return EnteredHand(
            winners,
            discarder,
            tiles=tiles,
            elements=elements,
            fan=fan,
            kongs=extra_fields.parse_kongs(kongs, seats),
            horse=horse.strip() or None,
            liable=extra_fields.seat_player(liable, seats),
            robbed=robbed,
        )

    def _check_other(self, winner: int, discarder: int | None) -> tuple[tuple | None, str]:
        """Another rule system: the entry by tiles (each winner's), by elements ticked,
        by fan, or Shenzhen's outcome, with the extras; its payments previewed."""
        state = self.entry.state()
        if self.entry.has_error():
            return None, self.entry.error()
        values = self.extras.values()
        ticked = values[5]
        seats = self._shown_table.seats
        try:
            others = extra_fields.parse_others(values[4], seats)
            if state.tile_count() or state.flowers:
                if state.tile_count() != 14:
                    return None, self.tr(
                        "The hand has %1 tiles; a winning hand has 14 (a kong counts 3). "
                        "Clear the tiles to type the fan instead."
                    ).replace("%1", str(state.tile_count()))
                if ticked:
                    return None, self.tr(
                        "Give the hand one way: untick the elements or clear the tiles."
                    )
                winners = (winner, *(p for p, _ in others))
                tiles = (self.entry.notation(), *(t for _, t in others))
                return self._other_system(self._extras_entry(winners, discarder, tiles=tiles))
            if others:
                return None, self.tr(
                    "Several winners: enter the first winner's tiles too (each winner by tiles)."
                )
            if ticked:
                if self._typed_fan.strip():
                    return None, self.tr(
                        "Give the hand one way: clear the fan or untick the elements."
                    )
                return self._other_system(self._extras_entry((winner,), discarder, elements=ticked))
            if not self._rules.has_fan:
                # Shenzhen has no fan: the outcome (who won, from whom, kongs, horse) settles it.
                return self._other_system(self._extras_entry((winner,), discarder))
            if not self._typed_fan.strip():
                return None, self.tr("Fan: type the total, tick the elements, or enter the tiles.")
            fan = parse_fan(self._typed_fan)  # 0.5 or 1/2: the International's half fan
            return self._other_system(self._extras_entry((winner,), discarder, fan=fan))
        except Refused as exc:
            return None, str(exc)

    def _payments(self, points: tuple) -> str:
        return list_separator().join(
            f"{'ABCD'[i]} {format_signed(v)}" for i, v in enumerate(points)
        )

    @property
    def _here(self) -> tuple[int, int]:
        """(session, table) of the match shown: asked only while one is."""
        if self._where is None:
            raise RuntimeError("no match is shown")
        return self._where

    @property
    def _shown_table(self) -> Table:
        """The table of the match shown: asked only while one is."""
        if self._table is None:
            raise RuntimeError("no match is shown")
        return self._table

    def _is_mcr(self) -> bool:
        rules = getattr(self, "_rules", None)
        return rules is None or rules.is_mcr

    def _other_system(self, entry: EnteredHand) -> tuple[tuple | None, str]:
        """Another rule system: what its module makes of the entry, with every player's
        payment, shown before Record; Record stores exactly those points."""
        s, t = self._here
        hand = self.hand_spin.value()
        try:
            checked = self.document.workspace.service.preview_hand(s, t, hand, entry)
        except Refused as exc:
            return None, str(exc)
        paid = self._payments(checked.points)
        ready = ("entry", entry, checked.points, None, checked.fan)  # the fan 5th, as MCR's
        text = f"{self._describe(checked)}; {paid}"
        return ready, self.tr("Ready: %1. Record: Enter.").replace("%1", text)

    def _update(self) -> None:
        if self._loading:
            return
        editable, _ = self._editable()
        for w in (self.winner_combo, self.from_combo, self.fan_edit, self.entry, self.extras):
            w.setEnabled(editable)
        if not self._is_mcr() and not self._rules.has_fan:
            self.fan_edit.setEnabled(False)  # Shenzhen: nothing to type there
        self.draw_button.setEnabled(editable)
        record = self._records.get(self.hand_spin.value())
        verified = self._status is not None and self._status.state is MatchState.VERIFIED
        self.correct_button.setEnabled(record is not None and not verified)
        self._ready, message = self._check()
        self.record_button.setEnabled(self._ready is not None)
        self._show_fan()
        self._update_winds()
        self._show_message(message)

    def _show_fan(self) -> None:
        """One visible source of the score: the tiles' total, or the fan typed."""
        state = self.entry.state()
        from_tiles = bool(state.tile_count() or state.flowers or self.entry.has_error())
        if not from_tiles and self.extras.ticked():
            # the elements ticked give the total: the fan box shows it, read-only
            self.fan_edit.setReadOnly(True)
            _restyle(self.fan_edit, "QLineEdit { background: #eeeeee; }")
            self.fan_label.setText(self.tr("F&an (elements):"))
            total = self._ready[4] if self._ready is not None else None
            text = "" if total is None else format_exact(total)
            if self.fan_edit.text() != text:
                self.fan_edit.setText(text)
            return
        self.fan_edit.setReadOnly(from_tiles)
        # read-only looks read-only, and the label says where the number comes from
        _restyle(self.fan_edit, "QLineEdit { background: #eeeeee; }" if from_tiles else "")
        label = self.tr("F&an (tiles):") if from_tiles else self.tr("F&an:")
        if self.fan_label.text() != label:
            self.fan_label.setText(label)
        if from_tiles:
            evaluation = self.entry.evaluation()
            total = self._ready[4] if self._ready is not None else None
            if total is not None and not isinstance(total, int):
                total = format_exact(total)
            if total is None and evaluation.error is None and state.tile_count() == 14:
                total = evaluation.total
            text = "" if total is None else str(total)
            self.fan_edit.setToolTip(self.tr("From the tiles; clear them to type the fan."))
        else:
            text = self._typed_fan
            self.fan_edit.setToolTip(self.tr("The fan total, flowers included (8 or more)."))
        if self.fan_edit.text() != text:
            self.fan_edit.setText(text)

    def _show_message(self, message: str) -> None:
        # a refusal of the domain or the engine comes in English: shown in the user's
        # language (a message already translated matches no template and stays)
        text = translate_message(self._notice or message)
        self.message_label.setText(text)
        error = bool(self._notice) or (self._ready is None and self._editable()[0])
        _restyle(self.message_label, "color: #c62828" if error else "")

    def _update_winds(self) -> None:
        if self._table is None:
            self.winds_label.setText(self.tr("This session is not seated yet."))
            return
        w = hand_winds(self.hand_spin.value(), self.hand_spin.maximum())
        line = (
            self.tr("Round %1, dealer %2. Seats: %3")
            .replace("%1", wind_letter(w.prevalent))
            .replace("%2", "ABCD"[w.dealer])
        )
        label = self.winds_label
        metrics = label.fontMetrics()
        width = max(label.contentsRect().width(), 360)  # before the first layout: a guess

        def seats(chars: int | None) -> str:
            names = (str(self._names.get(p, p)) for p in self._table.seats)
            if chars is not None:  # each name cut to that many average characters
                room = metrics.averageCharWidth() * chars
                names = (metrics.elidedText(n, Qt.TextElideMode.ElideRight, room) for n in names)
            return list_separator().join(
                f"{'ABCD'[i]} {name} {wind_letter(w.seat_winds[i])}" for i, name in enumerate(names)
            )

        def fits(text: str) -> bool:  # in the two lines the label has
            flags = int(Qt.TextFlag.TextWordWrap)
            rect = metrics.boundingRect(0, 0, width, 10 * metrics.lineSpacing(), flags, text)
            return rect.height() <= max(label.contentsRect().height(), 2 * metrics.lineSpacing())

        full = line.replace("%3", seats(None))
        shown = next(
            (t for t in (line.replace("%3", seats(c)) for c in (20, 16, 12, 8)) if fits(t)),
            line.replace("%3", seats(6)),
        )
        shown = full if fits(full) else shown
        label.setText(shown)
        label.setToolTip(full if full != shown else "")

    def _describe(self, record: HandRecord) -> str:
        if record.draw:
            return self.tr("a draw")
        winner = self._names.get(record.winner, str(record.winner))
        if record.discarder is None:
            text = self.tr("%1 self-drawn").replace("%1", winner)
        else:
            text = (
                self.tr("%1 from %2")
                .replace("%1", winner)
                .replace("%2", self._names.get(record.discarder, str(record.discarder)))
            )
        if record.fan is not None:  # Shenzhen: no fan
            text = self.tr("%1, %2 fan").replace("%1", text).replace("%2", format_exact(record.fan))
        return text + self._describe_extras(record)

    def _describe_extras(self, record: HandRecord) -> str:
        """What another system's hand has besides: further winners, robbed kong, liable
        player, horse, kongs (so the Ready line shows everything Record stores)."""
        name = lambda p: self._names.get(p, str(p))  # noqa: E731
        kinds = {"c": self.tr("concealed"), "p": self.tr("promoted"), "d": self.tr("on a discard")}
        parts = []
        for other in record.others:
            fan = "" if other.fan is None else ", " + format_exact(other.fan) + self.tr(" fan")
            parts.append(self.tr("also %1%2").replace("%1", name(other.winner)).replace("%2", fan))
        if record.robbed:
            parts.append(self.tr("robbing a kong"))
        if record.liable is not None:
            parts.append(self.tr("%1 liable").replace("%1", name(record.liable)))
        if record.horse not in (None, ""):
            parts.append(self.tr("horse %1").replace("%1", record.horse))
        for k in record.kongs:
            kong = self.tr("kong %1 %2").replace("%1", name(k.player)).replace("%2", kinds[k.kind])
            if k.discarder is not None:
                kong += " " + self.tr("from %1").replace("%1", name(k.discarder))
            parts.append(kong)
        return "".join("; " + p for p in parts)

    # -- actions -----------------------------------------------------------------------
    @Slot()
    def record(self) -> bool:
        """Store the hand as shown (in correction mode: after a confirmation)."""
        if self._ready is None:
            self._update()
            return False
        ready = self._ready
        if self._correcting:
            self._confirm(
                "confirmReplace",
                self.tr("Replace hand %1 (%2) by this entry?")
                .replace("%1", str(self.hand_spin.value()))
                .replace("%2", self._describe(self._records[self.hand_spin.value()])),
                self.tr("&Replace"),
                lambda: self._store_win(ready, replace=True),
            )
            return False
        return self._store_win(ready, replace=False)

    def _store_win(self, ready: tuple, *, replace: bool) -> bool:
        s, t = self._here
        h = self.hand_spin.value()
        svc = self.document.workspace.service
        version = self._correcting[1] if (replace and self._correcting) else self._version
        if ready[0] == "entry":  # another rule system: exactly the points shown
            _, entry, points, _, fan = ready
            self.attempt = ("entry", entry, points)  # for a conflict dialog
            shown = self.tr("%1 fan").replace("%1", format_exact(fan)) if fan is not None else ""
            return self._run(
                self._label(h, shown or self.tr("win")),
                lambda: svc.record_hand(
                    s,
                    t,
                    h,
                    entry,
                    replace=replace,
                    expected_points=points,
                    expected_version=version,
                ),
            )
        kind, winner, discarder, value, fan = ready
        keyword = {"tiles": value} if kind == "tiles" else {"fan": value}
        label = self._label(h, self.tr("%1 fan").replace("%1", str(fan)))
        self.attempt = ("win", winner, discarder, keyword)  # for a conflict dialog
        return self._run(
            label,
            lambda: svc.record_win(
                s, t, h, winner, discarder, replace=replace, expected_version=version, **keyword
            ),
        )

    @Slot()
    def record_draw(self) -> bool:
        if not self._editable()[0]:
            self._update()
            return False
        s, t = self._here
        h = self.hand_spin.value()
        svc = self.document.workspace.service

        kong_points: tuple = ()
        if not self._is_mcr() and self.extras.kongs_edit.text().strip():
            try:  # Shenzhen pays the kongs even in a drawn hand: the draw the sheet showed
                entry = self._extras_entry(())
                kong_points = svc.preview_hand(s, t, h, entry).points
            except Refused as exc:
                self._notice = str(exc)
                self._update()
                return False

        def store(replace: bool) -> bool:
            version = self._correcting[1] if (replace and self._correcting) else self._version
            if kong_points:
                self.attempt = ("entry", entry, kong_points)  # for a conflict dialog
                return self._run(
                    self._label(h, self.tr("draw")),
                    lambda: svc.record_hand(
                        s,
                        t,
                        h,
                        entry,
                        replace=replace,
                        expected_points=kong_points,
                        expected_version=version,
                    ),
                )
            self.attempt = ("draw",)
            return self._run(
                self._label(h, self.tr("draw")),
                lambda: svc.record_draw(s, t, h, replace=replace, expected_version=version),
            )

        if self._correcting:
            self._confirm(
                "confirmReplace",
                self.tr("Replace hand %1 (%2) by a draw?")
                .replace("%1", str(h))
                .replace("%2", self._describe(self._records[h])),
                self.tr("&Replace"),
                lambda: store(True),
            )
            return False
        typed = self._current_draft()
        if kong_points:  # the kongs belong to the draw: only a winner or tiles would be dropped
            typed = Draft(typed.winner, typed.source, typed.fan, typed.state, typed.text)
        if typed.in_progress():  # a winner or tiles typed: Draw by mistake?
            self._confirm(
                "confirmDraw",
                self.tr("Record hand %1 as a draw? What was typed for it is dropped.").replace(
                    "%1", str(h)
                ),
                self.tr("&Draw"),
                lambda: store(False),
            )
            return False
        return store(False)

    @Slot()
    def delete_hand(self) -> None:
        if not self._correcting:
            return
        s, t = self._here
        h = self.hand_spin.value()
        version = self._correcting[1]
        svc = self.document.workspace.service
        self.attempt = ("delete",)
        self._confirm(
            "confirmDelete",
            self.tr("Delete hand %1 (%2)?")
            .replace("%1", str(h))
            .replace("%2", self._describe(self._records[h])),
            self.tr("&Delete"),
            lambda: self._run(
                self._label(h, self.tr("delete")),
                lambda: svc.delete_hand(s, t, h, expected_version=version),
            ),
        )

    def _label(self, hand: int, what: str) -> str:
        s, t = self._here
        return (
            self.tr("Session %1, table %2, hand %3: %4")
            .replace("%1", str(s))
            .replace("%2", str(t))
            .replace("%3", str(hand))
            .replace("%4", what)
        )

    def _run(self, label: str, operation) -> bool:
        s, t = self._here
        h = self.hand_spin.value()
        key = (s, t, h)
        was_correcting = self._correcting is not None
        done = self.document.run(label, operation, where=key)
        if done:
            self._drafts.pop(key, None)
            self._correcting = None
            self._set_correcting_ui(False)
            self._notice = ""
            self._advance(h, was_correcting)
            return True
        error = self.document.last_error
        if isinstance(self.document.last_failure, Stale):  # in any language
            self._save_draft()
            if was_correcting:
                self._correcting = None
                self._set_correcting_ui(False)
            self.reloadRequested.emit()
            stations.offer_conflict(self, key, getattr(self, "attempt", None))  # both versions
        self._notice = error
        self._update()
        return False

    def _advance(self, hand: int, corrected: bool) -> None:
        """After an entry, the next hand not yet entered (after a correction: stay)."""
        if corrected:
            self._load(hand)
            self.focus_winner()
            return
        last = self.hand_spin.maximum()
        later = [n for n in range(hand + 1, last + 1) if n not in self._records]
        earlier = [n for n in range(1, hand) if n not in self._records]
        target = (later or earlier or [hand])[0]
        self._load(target)
        self.focus_winner()

    @Slot()
    def clear_entry(self) -> None:
        """Clear the tiles, flowers and flags, as a step of its own on the undo stack."""
        key = self.current_key()
        state, text = self.entry.state(), self.entry.notation_text()
        if key is None or not (state.tile_count() or state.flowers or text.strip()):
            return

        document = self.document

        def clear() -> None:  # on the form shown then (the pages may have been rebuilt)
            document.entry_form.entry.clear()

        def restore() -> None:
            form = document.entry_form
            if form.current_key() == key and form._editable()[0]:
                form.entry.restore(state, text)

        self.document.push_entry(
            self._label(key[2], self.tr("clear the tiles")), key, clear, restore
        )

    # -- correction mode ---------------------------------------------------------------
    @Slot(bool)
    def _on_correct_toggled(self, on: bool) -> None:
        if self._loading:
            return
        key = self.current_key()
        record = self._records.get(self.hand_spin.value())
        if on and key is not None and record is not None:
            self._correcting = (key, self._version)
        else:
            self._correcting = None
        self._set_correcting_ui(self._correcting is not None)
        self._notice = ""
        self._load(self.hand_spin.value())
        if self._correcting:
            self.focus_winner()

    @Slot()
    def cancel_correction(self) -> None:
        """Esc while correcting: back to the stored hand, nothing changed."""
        if self._correcting:
            self.correct_button.setChecked(False)
            self._on_correct_toggled(False)

    def _set_correcting_ui(self, on: bool) -> None:
        self.correct_button.blockSignals(True)
        self.correct_button.setChecked(on)
        self.correct_button.blockSignals(False)
        self.delete_button.setVisible(on)
        self.mode_label.setVisible(on)
        if on:
            self.mode_label.setText(
                self.tr("Correcting hand %1: you confirm before it is replaced.").replace(
                    "%1", str(self.hand_spin.value())
                )
            )

    def _confirm(self, name: str, text: str, accept: str, action) -> QMessageBox | None:
        """A question that does not block (tests and the keyboard answer it alike); one
        at a time (a second Enter while it opens asks nothing more)."""
        if self.findChild(QMessageBox, name) is not None:
            return None
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Please confirm"), text, parent=self)
        box.setObjectName(name)
        yes = box.addButton(accept, QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        # the safe answer is the default: Enter (pressed for everything on the sheet)
        # and Escape keep what is stored; replacing or deleting takes a click or the
        # answer's own key (its mnemonic, e.g. Alt+R for Replace)
        yes.setAutoDefault(False)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)

        def answered(button: object) -> None:
            box.deleteLater()
            box.setObjectName("")
            self.window().activateWindow()  # back to the sheet, keys included
            if button is yes:
                action()
            else:
                self.focus_winner()

        box.buttonClicked.connect(answered)
        box.open()
        return box


class _Room(QWidget):
    """A room of fixed height for a label, outside any layout, so that its new text lays
    nothing out again. In a layout, a label asks every parent to lay out again at each new
    text, and the tab widget among them then repaints its whole page: the whole sheet at
    each tile click, for the message that counts the tiles."""

    def __init__(self, label: QLabel, parent: QWidget) -> None:
        super().__init__(parent)
        self._label = label
        label.setParent(self)
        self.setFixedHeight(label.height())
        # as wide as the form makes it (the message wraps inside), never wider
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._label.setGeometry(self.rect())
        super().resizeEvent(event)


def _restyle(widget: QWidget, sheet: str) -> None:
    """A style sheet set only when it changes (setting one re-polishes the widget)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)
