"""The hand-entry widget's widgets and their layout, without behaviour: the tiles held,
how a clicked tile is added, the palette, the situation, the notation, the total and
the fans, the claim check and the waits. `HandEntry` (app.ui.hand.entry) connects them.

Texts are translated in the ``HandEntry`` context, as the entry's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.hand.claims import ClaimsPane
from app.ui.hand.elements import ElementsPane
from app.ui.hand.fan_model import FanModel, TilesDelegate
from app.ui.hand.hand_view import HandView
from app.ui.tiles.codes import WINDS
from app.ui.tiles.painter import tile_size
from app.ui.tiles.palette import TilePalette
from app.ui.wording import fans_in_english

MODES = ("tile", "chow", "pung", "kong")


def wind_names() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "E": translate("winds", "East"),
        "S": translate("winds", "South"),
        "W": translate("winds", "West"),
        "N": translate("winds", "North"),
    }


class HandEntryLayout(QWidget):
    """The widgets of the hand entry, built and laid out (``stacked``: the results
    below the tiles, for narrow places such as the table sheet)."""

    def __init__(self, parent: QWidget | None = None, *, stacked: bool = False) -> None:
        super().__init__(parent)
        self._stacked = stacked
        self._build()

    def _build(self) -> None:
        self.hand_view = HandView(self, tile_width=34 if self._stacked else 40)
        self.palette_widget = TilePalette(self, tile_width=28 if self._stacked else 34)
        self._build_notation()
        left = self._build_left()
        right = self._build_right()
        splitter = QSplitter(
            Qt.Orientation.Vertical if self._stacked else Qt.Orientation.Horizontal, self
        )
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        if not self._stacked:  # the tiles as wide as they ask, the fans get the rest
            splitter.setSizes([left.sizeHint().width(), 10_000])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

    def _build_notation(self) -> None:
        self.notation_edit = QLineEdit(self)
        self.notation_edit.setObjectName("notation")
        sample = "[567m,2]123p456s789s55p|ES1000|ab"  # a whole hand stays in view
        example = QCoreApplication.translate(
            "HandEntry", "e.g. [567m,2]123p456s789s55p|ES1000|2"
        )  # and the example
        widest = max(map(self.notation_edit.fontMetrics().horizontalAdvance, (sample, example)))
        self.notation_edit.setMinimumWidth(widest + 16)  # the frame and text margins
        self.notation_edit.setPlaceholderText(example)
        self.notation_edit.setToolTip(
            QCoreApplication.translate(
                "HandEntry",
                "Type the hand: 123m 5p [555p,2] [EEEE]; the last tile is the winning tile; "
                "|PSabcd for winds and flags; |n or |letters for flowers (Ctrl+L)",
            )
        )
        self.notation_error = QLabel(self)
        self.notation_error.setObjectName("notationError")
        self.notation_error.setStyleSheet("color: #c62828")
        self.notation_error.setWordWrap(True)

    def _build_left(self) -> QWidget:
        """The tiles, how a tile is added, the palette, the situation and the notation
        (and below them, unless stacked, the claim check and the waits)."""
        left = QWidget(self)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.hand_view)
        lv.addLayout(self._build_mode_row())
        below = QHBoxLayout()
        below.addWidget(self.palette_widget, 0, Qt.AlignmentFlag.AlignTop)
        side = QVBoxLayout()
        side.addWidget(self._build_situation())
        notation_label = QLabel(QCoreApplication.translate("HandEntry", "Notation (Ctrl+L):"), self)
        notation_label.setBuddy(self.notation_edit)
        side.addWidget(notation_label)
        side.addWidget(self.notation_edit)
        side.addWidget(self.notation_error)
        side.addStretch(1)
        below.addLayout(side, 1)
        lv.addLayout(below)
        self.results_tabs = self._build_results_tabs()
        if not self._stacked:
            lv.addWidget(self.results_tabs, 1)
        return left

    def _build_right(self) -> QWidget:
        """The total, the minimum, the status and the fans (stacked: in the tabs)."""
        right = QWidget(self)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        self.total_label = QLabel(self)
        self.total_label.setObjectName("total")
        font = self.total_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.total_label.setFont(font)
        self.minimum_label = QLabel(self)
        self.minimum_label.setObjectName("minimumWarning")
        self.minimum_label.setStyleSheet("color: white; background: #c62828; padding: 3px;")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status")
        self.status_label.setWordWrap(True)
        self.fan_model = FanModel(self)
        self.fan_table = QTableView(self)
        self.fan_table.setObjectName("fans")
        self.fan_table.setModel(self.fan_model)
        self.fan_table.setItemDelegateForColumn(FanModel.TILES, TilesDelegate(self.fan_table))
        self.fan_table.verticalHeader().hide()
        # the name column is already Chinese in Chinese: no second column of it
        self.fan_table.setColumnHidden(FanModel.NAME_ZH, not fans_in_english())
        self.fan_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.fan_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.fan_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the tiles take what is left (their text is in the tooltip when they do not fit)
        header.setSectionResizeMode(FanModel.TILES, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)
        rv.addWidget(self.total_label)
        rv.addWidget(self.minimum_label)
        rv.addWidget(self.status_label)
        if self._stacked:
            # narrow places: the fans, the claim check and the waits take turns, each
            # with the whole of the room below the tiles
            self.results_tabs.insertTab(
                0, self.fan_table, QCoreApplication.translate("HandEntry", "Fans")
            )
            self.results_tabs.setCurrentIndex(0)
            rv.addWidget(self.results_tabs, 1)
        else:
            rv.addWidget(self.fan_table, 1)
        return right

    def _build_mode_row(self) -> QVBoxLayout:
        """How a clicked tile is added and the undo buttons; below, how a set was claimed
        (a row of its own, so that the tiles need less width)."""
        row = QHBoxLayout()
        row.addWidget(QLabel(QCoreApplication.translate("HandEntry", "Add as:")))
        self.mode_group = QButtonGroup(self)
        labels = {
            "tile": QCoreApplication.translate("HandEntry", "&Tile"),
            "chow": QCoreApplication.translate("HandEntry", "&Chow"),
            "pung": QCoreApplication.translate("HandEntry", "P&ung"),
            "kong": QCoreApplication.translate("HandEntry", "Kon&g"),
        }
        self.mode_buttons: dict[str, QToolButton] = {}
        for i, mode in enumerate(MODES):
            button = QToolButton(self)
            button.setObjectName(f"mode-{mode}")
            button.setText(labels[mode])
            button.setCheckable(True)
            button.setChecked(mode == "tile")
            self.mode_group.addButton(button, i)
            self.mode_buttons[mode] = button
            row.addWidget(button)
        self.claim_combo = QComboBox(self)
        self.claim_combo.setObjectName("claimedFrom")
        self.claim_combo.setToolTip(
            QCoreApplication.translate(
                "HandEntry", "Who gave the claimed tile (for a chow: which tile)"
            )
        )
        self.concealed_check = QCheckBox(
            QCoreApplication.translate("HandEntry", "Concea&led"), self
        )
        self.concealed_check.setObjectName("concealedKong")
        self.promoted_check = QCheckBox(
            QCoreApplication.translate("HandEntry", "Promoted"), self
        )  # no letter left
        self.promoted_check.setObjectName("promotedKong")
        claim_row = QHBoxLayout()
        claim_row.addWidget(self.claim_combo)
        claim_row.addWidget(self.concealed_check)
        claim_row.addWidget(self.promoted_check)
        claim_row.addStretch(1)
        row.addStretch(1)
        self.remove_last_button = undo = QPushButton(
            QCoreApplication.translate("HandEntry", "Remove last"), self
        )
        undo.setObjectName("removeLast")
        undo.setShortcut(QKeySequence("Ctrl+Backspace"))
        undo.setToolTip(
            QCoreApplication.translate("HandEntry", "Remove the last tile or set (Ctrl+Backspace)")
        )
        self.clear_button = clear = QPushButton(
            QCoreApplication.translate("HandEntry", "Clear"), self
        )
        clear.setObjectName("clearHand")
        row.addWidget(undo)
        row.addWidget(clear)
        rows = QVBoxLayout()
        rows.addLayout(row)
        rows.addLayout(claim_row)
        return rows

    def _build_situation(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("HandEntry", "Situation"), self)
        layout = QGridLayout(box)
        names = wind_names()
        self.prevalent_combo = QComboBox(box)
        self.prevalent_combo.setObjectName("prevalentWind")
        self.seat_combo = QComboBox(box)
        self.seat_combo.setObjectName("seatWind")
        for combo in (self.prevalent_combo, self.seat_combo):
            for wind in WINDS:
                combo.addItem(names[wind], wind)
        layout.addWidget(QLabel(QCoreApplication.translate("HandEntry", "Prevalent wind:")), 0, 0)
        layout.addWidget(self.prevalent_combo, 0, 1)
        layout.addWidget(QLabel(QCoreApplication.translate("HandEntry", "Seat wind:")), 1, 0)
        layout.addWidget(self.seat_combo, 1, 1)
        self.self_drawn_check = QCheckBox(
            QCoreApplication.translate("HandEntry", "Self-&drawn"), box
        )
        self.self_drawn_check.setObjectName("selfDrawn")
        self.last_tile_check = QCheckBox(
            QCoreApplication.translate("HandEntry", "Last of its &kind"), box
        )
        self.last_tile_check.setObjectName("lastTile")
        self.wall_last_check = QCheckBox(
            QCoreApplication.translate("HandEntry", "La&st of the wall"), box
        )
        self.wall_last_check.setObjectName("wallLast")
        self.kong_check = QCheckBox(
            QCoreApplication.translate("HandEntry", "Robbing the kong"), box
        )
        self.kong_check.setObjectName("kongFlag")
        self.situation_checks = checks = (
            self.self_drawn_check,
            self.last_tile_check,
            self.wall_last_check,
            self.kong_check,
        )
        for i, check in enumerate(checks):
            layout.addWidget(check, 2 + i // 2, i % 2)
        return box

    def _build_results_tabs(self) -> QTabWidget:
        """The claim check and the waits: one at a time, each with the whole room."""
        tabs = QTabWidget(self)
        tabs.setObjectName("resultsTabs")
        self.claims_pane = ClaimsPane(tabs)
        self.claimed_fans_edit = self.claims_pane.claimed_fans_edit
        self.claimed_total_edit = self.claims_pane.claimed_total_edit
        self.claims_list = self.claims_pane.claims_list
        self.waits_list = QListWidget(tabs)
        self.waits_list.setObjectName("waits")
        self.waits_list.setIconSize(tile_size(22))
        tabs.addTab(
            self.claims_pane, QCoreApplication.translate("HandEntry", "Check the players' claim")
        )
        tabs.addTab(self.waits_list, QCoreApplication.translate("HandEntry", "Waits (13 tiles)"))
        # another system's elements, ticked (shown instead of MCR's claim check)
        self.elements_pane = ElementsPane(tabs)
        self._elements_tab = QCoreApplication.translate("HandEntry", "Elements")
        self.elements_pane.hide()  # a tab only under another system (set_rules)
        return tabs
