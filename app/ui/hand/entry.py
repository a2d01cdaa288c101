"""The hand-entry widget: build a hand by clicking tiles or typing, see its fans live."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QListWidgetItem,
    QWidget,
)

from app.domain.model import Points
from app.domain.rulesets import TournamentRules
from app.export.rows import format_exact
from app.ui.hand import engine, minimum
from app.ui.hand.entry_layout import MODES, HandEntryLayout
from app.ui.hand.state import HandState
from app.ui.messages import translate_message
from app.ui.tiles.codes import FLOWERS, WINDS
from app.ui.tiles.names import translated_name
from app.ui.tiles.painter import tile_icon
from scoring import HandError, Meld, MeldKind
from scoring.rules import RuleSystem, get_rule_system
from scoring.tiles import is_suited, parse_tile


class HandEntry(HandEntryLayout):
    """Enter a winning hand; shows its fans, total, the minimum, claims and waits.

    Signals:
        notationChanged(str): the hand's notation changed (clicks or typing).
        evaluated(object): a new :class:`engine.Evaluation` for the hand.
        clearRequested(): Clear was pressed; with ``undoable_clear`` the owner clears
            (as an undoable step) instead of the entry itself.
    """

    notationChanged = Signal(str)
    evaluated = Signal(object)
    clearRequested = Signal()

    def __init__(self, parent: QWidget | None = None, *, stacked: bool = False) -> None:
        super().__init__(parent, stacked=stacked)  # the widgets, laid out
        self._state = HandState()
        # the winds and self-drawn flag when an owner (the table sheet) sets them
        self._fixed: tuple[str, str, bool] | None = None
        self.undoable_clear = False
        # a 13-tile hand brings its waits to the front (the calculator); the table sheet,
        # where the hand is entered to 14 tiles, works them out only when asked
        self.auto_waits = not stacked
        self._evaluation = engine.Evaluation(error="")
        self._options: engine.Options = None  # the tournament's rulings (set_options)
        # the tournament's rule system (set_rules); the default system until then
        self._system: RuleSystem = get_rule_system()
        self._rules: TournamentRules | None = None
        self._extras = ""  # the fourth part another system needs (set_extras)
        self._mode = "tile"
        self._connect()
        self._update_mode_controls()
        self._refresh(write_text=True)

    # -- construction ------------------------------------------------------------
    def _connect(self) -> None:
        self.palette_widget.tileClicked.connect(self._on_tile)
        self.hand_view.meldClicked.connect(self._on_meld_clicked)
        self.hand_view.tileClicked.connect(self._on_hand_tile)
        self.notation_edit.textEdited.connect(self._on_text_edited)
        QShortcut(QKeySequence("Ctrl+L"), self, self.notation_edit.setFocus)
        self.mode_group.idClicked.connect(lambda i: self.set_mode(MODES[i]))
        self.concealed_check.toggled.connect(self._update_mode_controls)
        self.remove_last_button.clicked.connect(self.remove_last)
        self.clear_button.clicked.connect(self._on_clear_clicked)
        for combo in (self.prevalent_combo, self.seat_combo):
            combo.currentIndexChanged.connect(self._on_situation)
        for check in self.situation_checks:
            check.toggled.connect(self._on_situation)
        self.results_tabs.currentChanged.connect(self._on_results_tab)

    # -- public API --------------------------------------------------------------
    def state(self) -> HandState:
        return self._state

    def notation(self) -> str:
        return self._state.notation()

    def evaluation(self) -> engine.Evaluation:
        return self._evaluation

    def set_state(self, state: HandState) -> None:
        self._state = self._with_fixed(state)
        self._refresh(write_text=True)

    def set_notation(self, text: str) -> None:
        """Load a typed or stored notation (as if the referee typed it)."""
        self.notation_edit.setText(text)
        self._on_text_edited(text)

    def has_error(self) -> bool:
        """Whether the typed notation is wrong (its message is shown under it)."""
        return bool(self.notation_error.text())

    def error(self) -> str:
        return self.notation_error.text()

    def notation_text(self) -> str:
        """The notation as typed (possibly wrong), for a draft."""
        return self.notation_edit.text()

    def options(self) -> engine.Options:
        return self._options

    def set_options(self, options: engine.Options) -> None:
        """The rulings the hand is scored and its claims checked under: a tournament's
        MCR options (kong_item, flowers, ...), so that the total shown is the total
        stored. None: MIL 2015, the engine's defaults."""
        if options == self._options:
            return
        self._options = options
        self.claims_pane.set_options(options)
        self._refresh(write_text=not self.has_error())

    def rules(self) -> TournamentRules | None:
        return self._rules

    def set_rules(self, rules: TournamentRules | None) -> None:
        """The tournament's rule system (`app.domain.rulesets.TournamentRules`; None:
        MCR with MIL 2015): the hand is scored under it and its options; a system without
        the claim check (`claims`) lists its own elements to tick instead."""
        self._rules = rules
        self._system = rules.system if rules is not None else get_rule_system()
        # a system that checks the players' claimed fans gets the claim check; one
        # with fan and no such check lists its elements to tick (capabilities)
        claims = rules is None or rules.claims
        tabs = self.results_tabs
        elements = tabs.indexOf(self.elements_pane)
        # the calculator of a system with fan lists its elements; the table sheet has
        # its own list in the hand form, and a system without fan has none to tick
        listed = rules is not None and not claims and not self._stacked and rules.has_fan
        if elements >= 0 and not listed:
            tabs.removeTab(elements)
            self.elements_pane.hide()  # out of the tabs, still their child
        claims_at = tabs.indexOf(self.claims_pane)
        if claims and claims_at < 0:
            tabs.insertTab(0, self.claims_pane, self.tr("Check the players' claim"))
        elif not claims and claims_at >= 0:
            tabs.removeTab(claims_at)
            self.claims_pane.hide()
        if listed and tabs.indexOf(self.elements_pane) < 0:
            tabs.insertTab(0, self.elements_pane, self._elements_tab)
        self.elements_pane.set_rules(None if claims else rules)
        tabs.setCurrentIndex(0)
        self._options = None  # set again below: the change is applied once
        self.set_options(rules.options if rules is not None else None)
        self._refresh(write_text=not self.has_error())

    def set_extras(self, extras: str) -> None:
        """The notation's fourth part under another rule system ("from=S": who fed the
        tile), set by the owner that knows it (the table sheet)."""
        if extras != self._extras:
            self._extras = extras
            self._refresh(write_text=not self.has_error())

    def _extras_for_scoring(self) -> str:
        if not self._system.from_required:
            # who fed the tile is not needed to score (MCR): the fan shown is the same
            return ""
        if self._extras or self._fixed is not None:
            return self._extras
        # The calculator alone: who fed the tile changes the payments, not the fan it
        # shows; a system that wants it named gets the next player.
        return "" if self._state.situation.self_drawn else "from=1"

    def set_fixed_situation(self, prevalent: str, seat: str, self_drawn: bool) -> None:
        """The owner decides the winds and the self-drawn flag (the table sheet knows
        them from the rotation and who paid): they are applied after every typed or
        clicked edit, and their controls here are shown but not editable."""
        self._fixed = (prevalent, seat, self_drawn)
        for widget in (self.prevalent_combo, self.seat_combo, self.self_drawn_check):
            widget.setEnabled(False)
        # set by the owner: no mnemonic of its own (the letter belongs to its form)
        self.self_drawn_check.setText(self.tr("Self-drawn"))
        fixed = self._with_fixed(self._state)
        if fixed != self._state:
            self._state = fixed
            # a wrong typed text stays as typed (with its message), never replaced
            self._refresh(write_text=not self.has_error())

    def _with_fixed(self, state: HandState) -> HandState:
        if self._fixed is None:
            return state
        prevalent, seat, self_drawn = self._fixed
        return state.with_situation(prevalent_wind=prevalent, seat_wind=seat, self_drawn=self_drawn)

    def reset(self) -> None:
        """An empty entry for a new hand: no tiles, flowers or flags, adding single
        tiles (nothing of the previous hand carries over)."""
        self.concealed_check.setChecked(False)
        self.promoted_check.setChecked(False)
        self.set_mode("tile")
        self.notation_error.clear()
        self.set_state(self._with_fixed(HandState()))

    def restore(self, state: HandState, text: str) -> None:
        """Show a draft again: its state and its text as typed (wrong or not)."""
        self._state = self._with_fixed(state)
        self._refresh(write_text=True)
        if text and text != self.notation_edit.text():
            self.notation_edit.setText(text)
            self._on_text_edited(text)

    def set_winds(self, prevalent: str, seat: str) -> None:
        self._state = self._state.with_situation(prevalent_wind=prevalent, seat_wind=seat)
        self._refresh(write_text=True)

    def set_self_drawn(self, value: bool) -> None:
        self._state = self._state.with_situation(self_drawn=value)
        self._refresh(write_text=True)

    @Slot(str)
    def set_mode(self, mode: str) -> None:
        self._mode = mode
        self.mode_buttons[mode].setChecked(True)
        self._update_mode_controls()

    @Slot()
    def remove_last(self) -> None:
        self.set_state(self._state.remove_last())

    @Slot()
    def clear(self) -> None:
        """No tiles, flowers or flags (the fixed winds stay)."""
        self.notation_error.clear()
        self.set_state(self._with_fixed(HandState()))

    @Slot()
    def _on_clear_clicked(self) -> None:
        if self.undoable_clear:
            self.clearRequested.emit()
        else:
            self.clear()

    # -- reactions -------------------------------------------------------------
    @Slot()
    def _update_mode_controls(self) -> None:
        combo = self.claim_combo
        combo.blockSignals(True)
        current = combo.currentIndex()
        combo.clear()
        if self._mode == "chow":
            for text in (
                self.tr("claimed 1st tile"),
                self.tr("claimed 2nd tile"),
                self.tr("claimed 3rd tile"),
            ):
                combo.addItem(text)
        else:
            for text in (
                self.tr("from left (previous)"),
                self.tr("from across"),
                self.tr("from right (next)"),
            ):
                combo.addItem(text)
        combo.setCurrentIndex(max(0, current))
        combo.blockSignals(False)
        is_kong = self._mode == "kong"
        self.concealed_check.setEnabled(is_kong)
        self.promoted_check.setEnabled(is_kong and not self.concealed_check.isChecked())
        combo.setEnabled(
            self._mode != "tile" and not (is_kong and self.concealed_check.isChecked())
        )

    @Slot(str)
    def _on_tile(self, code: str) -> None:
        if code in FLOWERS:
            self.set_state(self._state.toggle_flower(code))
            return
        tile = parse_tile(code)
        if self._mode == "tile":
            self.set_state(self._state.add_tile(tile))
            return
        claimed: int | None = self.claim_combo.currentIndex() + 1
        kind = MeldKind(self._mode)
        promoted = False
        if kind is MeldKind.CHOW:
            if not is_suited(tile):
                self.status_label.setText(self.tr("A chow needs suited tiles."))
                return
            tile -= max(0, tile % 9 - 6)  # a chow from 8 or 9 starts at 7
        elif kind is MeldKind.KONG:
            if self.concealed_check.isChecked():
                claimed = None
            else:
                promoted = self.promoted_check.isChecked()
        self.set_state(self._state.add_meld(Meld(kind, tile, claimed, promoted)))

    @Slot(int)
    def _on_meld_clicked(self, index: int) -> None:
        self.set_state(self._state.remove_meld(index))

    @Slot(str)
    def _on_hand_tile(self, code: str) -> None:
        self.set_state(self._state.with_winning(parse_tile(code)))

    @Slot()
    def _on_situation(self) -> None:
        self._state = self._state.with_situation(
            prevalent_wind=self.prevalent_combo.currentData(),
            seat_wind=self.seat_combo.currentData(),
            self_drawn=self.self_drawn_check.isChecked(),
            last_tile=self.last_tile_check.isChecked(),
            wall_last=self.wall_last_check.isChecked(),
            kong=self.kong_check.isChecked(),
        )
        self._state = self._with_fixed(self._state)
        self._refresh(write_text=not self.has_error())

    @Slot(str)
    def _on_text_edited(self, text: str) -> None:
        try:
            state = HandState.from_notation(text)
        except HandError as exc:
            self.notation_error.setText(translate_message(str(exc)))
            self._evaluate_error(str(exc))
            return
        conflict = self._situation_conflict(text, state)
        if conflict:
            self.notation_error.setText(conflict)
            self._evaluate_error(conflict)
            return
        self.notation_error.clear()
        self._state = self._with_fixed(state)
        self._refresh(write_text=False)

    def _situation_conflict(self, text: str, state: HandState) -> str:
        """With fixed winds: a typed situation that says otherwise (never overruled
        silently: the referee corrects the text or removes the situation)."""
        parts = "".join(text.split()).split("|")
        if self._fixed is None or len(parts) < 2 or not parts[1]:
            return ""
        prevalent, seat, self_drawn = self._fixed
        s = state.situation
        if (s.prevalent_wind, s.seat_wind, s.self_drawn) == (prevalent, seat, self_drawn):
            return ""
        return self.tr(
            "The notation says %1; this hand is %2 (the sheet sets the winds and "
        ).replace("%1", s.notation()[:3]).replace(
            "%2", f"{prevalent}{seat}{int(self_drawn)}"
        ) + self.tr("who paid): remove the situation or correct it.")

    def _evaluate_error(self, message: str) -> None:
        """A wrong text: no score is shown (the last valid one would mislead). The
        engine's message (English) is shown in the user's language."""
        message = translate_message(message)
        self._evaluation = engine.Evaluation(error=message)
        self.fan_model.set_fans(())
        self.total_label.setText(self.tr("Not a hand yet"))
        self.status_label.setText(message)
        self.minimum_label.hide()
        self.evaluated.emit(self._evaluation)

    def _sync_controls(self) -> None:
        s = self._state.situation
        pairs = ((self.prevalent_combo, s.prevalent_wind), (self.seat_combo, s.seat_wind))
        for combo, wind in pairs:
            combo.blockSignals(True)
            combo.setCurrentIndex(WINDS.index(wind))
            combo.blockSignals(False)
        checks = (
            (self.self_drawn_check, s.self_drawn),
            (self.last_tile_check, s.last_tile),
            (self.wall_last_check, s.wall_last),
            (self.kong_check, s.kong),
        )
        for check, value in checks:
            check.blockSignals(True)
            check.setChecked(value)
            check.blockSignals(False)
        self.kong_check.setText(
            self.tr("Kong replacement") if s.self_drawn else self.tr("Robbing the kong")
        )
        self.hand_view.set_state(self._state)
        self.palette_widget.set_state(self._state)

    def _refresh(self, *, write_text: bool) -> None:
        text = self._state.notation()
        if not write_text and self.has_error():  # the typed text is wrong: no score
            self._sync_controls()
            self._evaluate_error(self.error())
            return
        if write_text:
            empty = not (self._state.tile_count() or self._state.flowers)
            self.notation_edit.setText("" if empty else text)  # no lone "|EE0000"
            self.notation_error.clear()
        self._sync_controls()
        self._evaluate(text)
        self.notationChanged.emit(text)

    def _evaluate(self, text: str) -> None:
        count = self._state.tile_count()
        self.waits_list.clear()
        if count == 14:
            evaluation = engine.evaluate(
                self._state.to_hand(), self._options, self._system, self._extras_for_scoring()
            )
        else:
            evaluation = engine.Evaluation(error="")
        self._evaluation = evaluation
        self.fan_model.set_fans(
            evaluation.fans, tuple(f for f in FLOWERS if f in self._state.flowers)
        )
        # (the header sizes the columns to their contents: no resizeColumnsToContents here)
        if count != 14:
            self.total_label.setText(
                self.tr("1 tile") if count == 1 else self.tr("%1 tiles").replace("%1", str(count))
            )
            self.status_label.setText(
                self.tr(
                    "A winning hand has 14 tiles (a kong counts 3); with 13 the waits are listed."
                )
            )
            self.minimum_label.hide()
            if count == 13 and (self.auto_waits or self._waits_shown()):
                self._show_waits()
        elif evaluation.error is not None:
            self.total_label.setText(self.tr("Not a winning hand"))
            self.status_label.setText(evaluation.error)
            self.minimum_label.hide()
        else:
            if self._rules is not None and not self._rules.has_fan:
                self.total_label.setText(self.tr("A win (no fan: the outcome settles)"))
            elif isinstance(evaluation.total, int) or evaluation.total.denominator != 1:
                # a half fan (the International's Chicken Hand) is written exactly
                total = evaluation.total
                self.total_label.setText(
                    self.tr("%n fan", "", total)
                    if isinstance(total, int)
                    else self.tr("%1 fan").replace("%1", format_exact(total))
                )
            else:
                self.total_label.setText(self.tr("%n fan", "", int(evaluation.total)))
            self.status_label.setText("")
            self.minimum_label.setVisible(not evaluation.meets_minimum)
            self.minimum_label.setText(self._under_minimum())
        self.claims_pane.set_hand(evaluation, text)
        # a 13-tile hand shows its waits; a hand that no longer has 13 leaves the waits
        tabs = self.results_tabs
        if count == 13 and self.auto_waits:
            tabs.setCurrentWidget(self.waits_list)
        elif count != 13 and self._waits_shown() and self.auto_waits:
            tabs.setCurrentIndex(0)
        self.evaluated.emit(evaluation)

    def _minimum(self) -> Points:
        """The tournament's minimum (its system's, or the one an option sets)."""
        rules = self._rules
        return rules.min_fan() if rules is not None else self._system.min_fan(self._system.defaults)

    def _under_minimum(self) -> str:
        """The sentence under a total below the minimum: the minimum, and what it leaves
        out (app.ui.hand.minimum)."""
        return minimum.under_minimum(self._system, self._minimum())

    def _waits_shown(self) -> bool:
        return self.results_tabs.currentWidget() is self.waits_list

    @Slot(int)
    def _on_results_tab(self, _index: int) -> None:
        """The waits are worked out when their tab is looked at (they cost a scoring of
        every tile that completes the hand)."""
        if self._waits_shown() and not self.waits_list.count():
            if self._state.tile_count() == 13:
                self._show_waits()

    def _show_waits(self) -> None:
        waits = engine.waits_of(self._state.to_hand(), self._options, self._system)
        if isinstance(waits, str):
            self.status_label.setText(waits)
            return
        if not waits:
            self.waits_list.addItem(self.tr("No tile completes this hand."))
            return
        low = self._minimum()
        for wait in waits:
            ev = wait.evaluation
            # the tile by its name (五筒, 5 Dots): its code is for typing, not reading
            name = translated_name(wait.tile)
            if ev.error:
                text = self.tr("%1: %2").replace("%1", name).replace("%2", ev.error)
            elif ev.meets_minimum:
                text = self.tr("%1: %2 fan").replace("%1", name).replace("%2", str(ev.total))
            else:
                text = minimum.wait_under(name, ev.total, low)
            item = QListWidgetItem(tile_icon(wait.tile, 22), text)
            self.waits_list.addItem(item)
