"""Pick the claimed fans from the fan list: search as you type, tick, count.

The claim stays one line of text (numbers or names, "Short Straight x2"), which the
referee may also type; the picker shows that text as ticks and counts and writes every
change back into it. So the text is the one record of the claim, and both ways of
entering it agree.

Signals: ``claimsEdited(str)`` — the claim text after a tick or a count changed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.ui.wording import fan_title
from scoring.mcr.fans import FANS
from scoring.mcr.names import all_names, name_key, names_index, parse_claim
from scoring.names import search, split_entries

KEY_ROLE = Qt.ItemDataRole.UserRole
MAX_TIMES = 8  # Flower Tiles: eight; no other fan counts more often


def split_claims(text: str) -> list[str]:
    return split_entries(text)


def read_claims(text: str) -> tuple[dict[int, int], list[str]]:
    """The fans a claim text names, with their counts; and the entries naming no single fan."""
    counts: dict[int, int] = {}
    unread: list[str] = []
    for entry in split_claims(text):
        keys, times, message = parse_claim(entry)
        if message:
            unread.append(entry)
        else:
            counts[keys[0]] = counts.get(keys[0], 0) + times
    return counts, unread


def claim_text(counts: dict[int, int], unread: list[str]) -> str:
    """The claim as text: entries not understood first (kept as typed), then each fan by
    its engine name, or by number where that name is ambiguous, with its count."""
    parts = list(unread)
    index = names_index()
    for key in sorted(counts):
        name = FANS[key].name
        label = name if len(index.get(name_key(name), ())) == 1 else str(key)
        parts.append(label + (f" x{counts[key]}" if counts[key] > 1 else ""))
    return ", ".join(parts)


class FanPicker(QWidget):
    """The 81 fans and the MIL kong item, searchable, each ticked when claimed."""

    claimsEdited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._counts: dict[int, int] = {}
        self._unread: list[str] = []
        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("fanSearch")
        self.search_edit.setPlaceholderText(self.tr("Find a fan: name, number, pinyin, 中文"))
        self.search_edit.setClearButtonEnabled(True)
        self.fan_list = QListWidget(self)
        self.fan_list.setObjectName("fanPicker")
        self.count_spin = QSpinBox(self)
        self.count_spin.setObjectName("claimCount")
        self.count_spin.setRange(1, MAX_TIMES)
        self.count_spin.setPrefix("× ")
        self.count_spin.setToolTip(self.tr("How many times the selected fan is claimed"))
        for key, fan in FANS.items():
            item = QListWidgetItem(self._label(key), self.fan_list)
            item.setData(KEY_ROLE, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setToolTip(" · ".join(all_names(key)) + f"\n{fan.rule}")
        count_row = QHBoxLayout()
        label = QLabel(self.tr("Times:"), self)
        label.setBuddy(self.count_spin)
        count_row.addWidget(label)
        count_row.addWidget(self.count_spin)
        count_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.fan_list, 1)
        layout.addLayout(count_row)

        self.search_edit.textChanged.connect(self._filter)
        self.search_edit.returnPressed.connect(self._tick_first_shown)
        self.fan_list.itemChanged.connect(self._on_item_changed)
        self.fan_list.currentItemChanged.connect(self._show_count)
        self.count_spin.valueChanged.connect(self._on_count)
        self._show_count(None)

    # -- public API --------------------------------------------------------------
    def set_claim_text(self, text: str) -> None:
        """Show a typed claim as ticks and counts (no signal)."""
        self._counts, self._unread = read_claims(text)
        self._sync_items()

    def counts(self) -> dict[int, int]:
        return dict(self._counts)

    def item_of(self, key: int) -> QListWidgetItem:
        return next(
            self.fan_list.item(i)
            for i in range(self.fan_list.count())
            if self.fan_list.item(i).data(KEY_ROLE) == key
        )

    def shown_keys(self) -> list[int]:
        """The fans the search leaves in view, in list order."""
        return [
            self.fan_list.item(i).data(KEY_ROLE)
            for i in range(self.fan_list.count())
            if not self.fan_list.item(i).isHidden()
        ]

    # -- internals ---------------------------------------------------------------
    def _label(self, key: int) -> str:
        fan = FANS[key]
        number = f"{fan.fan_id}." if fan.fan_id is not None else "•"
        times = self._counts.get(key, 0)
        suffix = f"  ×{times}" if times > 1 else ""
        # the search still finds a fan by its English name in Chinese (see _filter)
        return f"{number} {fan_title(fan.name, fan.name_zh, '  ')}  ({fan.points}){suffix}"

    def _sync_items(self) -> None:
        self.fan_list.blockSignals(True)
        try:
            for i in range(self.fan_list.count()):
                item = self.fan_list.item(i)
                key = item.data(KEY_ROLE)
                item.setText(self._label(key))
                ticked = Qt.CheckState.Checked if key in self._counts else Qt.CheckState.Unchecked
                item.setCheckState(ticked)
        finally:
            self.fan_list.blockSignals(False)
        self._show_count(self.fan_list.currentItem())

    @Slot(str)
    def _filter(self, text: str) -> None:
        found = set(search(text, "mcr"))  # the one name index (scoring.names)
        for i in range(self.fan_list.count()):
            item = self.fan_list.item(i)
            item.setHidden(item.data(KEY_ROLE) not in found)
        shown = self.shown_keys()
        if shown:
            self.fan_list.setCurrentItem(self.item_of(shown[0]))

    @Slot()
    def _tick_first_shown(self) -> None:
        """Enter in the search field ticks (or unticks) the first fan shown."""
        shown = self.shown_keys()
        if not shown:
            return
        item = self.item_of(shown[0])
        ticked = item.checkState() == Qt.CheckState.Checked
        item.setCheckState(Qt.CheckState.Unchecked if ticked else Qt.CheckState.Checked)
        self.search_edit.selectAll()

    @Slot(QListWidgetItem)
    def _on_item_changed(self, item: QListWidgetItem) -> None:
        key = item.data(KEY_ROLE)
        ticked = item.checkState() == Qt.CheckState.Checked
        if ticked and key not in self._counts:
            self._counts[key] = 1
        elif not ticked and key in self._counts:
            del self._counts[key]
        else:
            return
        self._sync_items()
        self.claimsEdited.emit(claim_text(self._counts, self._unread))

    @Slot(QListWidgetItem, QListWidgetItem)
    def _show_count(
        self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None
    ) -> None:
        key: int | None = item.data(KEY_ROLE) if item is not None else None
        self.count_spin.blockSignals(True)
        self.count_spin.setEnabled(key in self._counts)
        self.count_spin.setValue(self._counts.get(key, 1) if key is not None else 1)
        self.count_spin.blockSignals(False)

    @Slot(int)
    def _on_count(self, value: int) -> None:
        item = self.fan_list.currentItem()
        if item is None or item.data(KEY_ROLE) not in self._counts:
            return
        self._counts[item.data(KEY_ROLE)] = value
        self._sync_items()
        self.claimsEdited.emit(claim_text(self._counts, self._unread))
