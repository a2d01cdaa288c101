"""Check the fans the players claim: one line a verdict, and the full reason readable.

A reason from the engine can run to two or three sentences ("Not counted with Full
Flush (24): Full Flush already implies it (no duplication)."). The list keeps one line
a claim so the verdicts can be taken in at a glance; the line's tooltip and the details
pane below the list give the whole reason, wrapped. The pane follows the selected line
and starts on the first wrong claim, so the referee reads why without a click.

The claim is typed, or picked from the fan list beside it (`FanPicker`: search as you
type, tick, count), which writes into the same line. Reasons are worded in the
interface's language (`reasons`); a hand under the minimum is said to be a wrong claim
first.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.ui.hand import engine, reasons
from app.ui.hand.fan_picker import FanPicker, split_claims
from app.ui.wording import colon

MARKS = {"right": "✔", "missing": "✚", "wrong": "✘"}
WRONG_COLOUR = "#c62828"


class ClaimsPane(QWidget):
    """The claimed fans and total, the verdict on each, and the details of one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._evaluation = engine.Evaluation(error="")
        self._options: engine.Options = None
        self._notation = ""
        self.claimed_fans_edit = QLineEdit(self)
        self.claimed_fans_edit.setObjectName("claimedFans")
        self.claimed_fans_edit.setPlaceholderText(
            self.tr("numbers or names, e.g. 28, Short Straight, 80")
        )
        self.claimed_total_edit = QLineEdit(self)
        self.claimed_total_edit.setObjectName("claimedTotal")
        self.claimed_total_edit.setPlaceholderText(self.tr("claimed total"))
        self.claims_list = QListWidget(self)
        self.claims_list.setObjectName("claims")
        self.claims_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.claims_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.claims_list.setMinimumHeight(3 * self.fontMetrics().height() + 6)
        self.details = QLabel(self)
        self.details.setObjectName("claimDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.details.setContentsMargins(4, 2, 4, 2)
        scroll = QScrollArea(self)
        scroll.setObjectName("claimDetailsArea")
        scroll.setWidget(self.details)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.StyledPanel)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(3 * self.fontMetrics().lineSpacing() + 8)

        self.claimed_total_edit.setMaximumWidth(12 * self.fontMetrics().averageCharWidth())
        inputs = QHBoxLayout()
        for text, edit in (
            (self.tr("Claimed fans:"), self.claimed_fans_edit),
            (self.tr("Claimed total:"), self.claimed_total_edit),
        ):
            label = QLabel(text, self)
            label.setBuddy(edit)
            inputs.addWidget(label)
            inputs.addWidget(edit, 3 if edit is self.claimed_fans_edit else 1)
        self.fan_picker = FanPicker(self)
        verdicts = QWidget(self)
        verdicts_layout = QVBoxLayout(verdicts)
        verdicts_layout.setContentsMargins(0, 0, 0, 0)
        verdicts_layout.addWidget(self.claims_list, 3)
        verdicts_layout.addWidget(scroll, 2)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("claimsSplitter")
        splitter.addWidget(self.fan_picker)
        splitter.addWidget(verdicts)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(inputs)
        layout.addWidget(splitter, 1)

        self.claimed_fans_edit.textChanged.connect(self.fan_picker.set_claim_text)
        self.fan_picker.claimsEdited.connect(self.claimed_fans_edit.setText)
        self.claimed_fans_edit.textChanged.connect(self.update_check)
        self.claimed_total_edit.textChanged.connect(self.update_check)
        self.claims_list.currentItemChanged.connect(self._show_details)
        self._show_details(None)

    def set_options(self, options: engine.Options) -> None:
        """The rulings the claims are checked under (a tournament's MCR options)."""
        self._options = options
        self.update_check()

    def set_hand(self, evaluation: engine.Evaluation, notation: str) -> None:
        """The hand the claims are about; the check is made again."""
        self._evaluation = evaluation
        self._notation = notation
        self.update_check()

    def lines(self) -> list[str]:
        """Each line of the check in full, as the details pane shows it (for tests)."""
        return [self._full_text(self.claims_list.item(i)) for i in range(self.claims_list.count())]

    @Slot()
    def update_check(self) -> None:
        self.claims_list.clear()
        raw = self.claimed_fans_edit.text()
        total_text = self.claimed_total_edit.text().strip()
        if not raw.strip() and not total_text:
            self._show_details(None)
            return
        if self._evaluation.error is not None:
            self._add(self.tr("Enter the whole hand to check the claim."))
            self._show_details(None)
            return
        claimed = split_claims(raw)
        claimed_total = int(total_text) if total_text.isdigit() else None
        check = engine.check_claims(
            self._evaluation, self._notation, claimed, claimed_total, self._options
        )
        verdicts = {
            "right": self.tr("right"),
            "missing": self.tr("missing"),
            "wrong": self.tr("wrong"),
        }
        if check.minimum_reason:
            # Said first: under the minimum no claim can be right.
            text = reasons.minimum_text(
                check.fan_without_flowers, check.minimum, check.minimum_reason
            )
            head = self.tr("false win")
            self._add(f"✘ {head}", text, wrong=True)
        for line in check.lines:
            verdict = verdicts.get(line.verdict, line.verdict)
            fan = f" {line.fan} —" if line.fan else ""  # no fan: the claim could not be read
            head = f"{MARKS.get(line.verdict, '?')}{fan} {verdict}"
            reason = reasons.reason_text(line.wrong) if line.wrong is not None else line.reason
            self._add(head, reason, wrong=line.verdict == "wrong")
        if claimed_total is not None:
            if claimed_total == check.total:
                self._add(self.tr("✔ total %1 is right").replace("%1", str(claimed_total)))
            else:
                self._add(
                    self.tr("✘ claimed total %1, the hand is worth %2")
                    .replace("%1", str(claimed_total))
                    .replace("%2", str(check.total)),
                    wrong=True,
                )
        items = [self.claims_list.item(i) for i in range(self.claims_list.count())]
        self.claims_list.setCurrentRow(next((i for i, it in enumerate(items) if _wrong(it)), 0))

    def _add(self, head: str, reason: str = "", *, wrong: bool = False) -> None:
        item = QListWidgetItem(f"{head}{colon()}{reason}" if reason else head)
        item.setData(Qt.ItemDataRole.UserRole, (head, reason, wrong))
        # rich text, so that a long tooltip wraps instead of running off the screen
        item.setToolTip(f"<p>{_html(head, reason)}</p>")
        if wrong:
            item.setForeground(Qt.GlobalColor.darkRed)
        self.claims_list.addItem(item)

    @staticmethod
    def _full_text(item: QListWidgetItem) -> str:
        head, reason, _ = item.data(Qt.ItemDataRole.UserRole)
        return f"{head}{colon()}{reason}" if reason else head

    @Slot(QListWidgetItem)
    def _show_details(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.details.setText(
                "<span style='color: gray'>"
                + html.escape(self.tr("The reason for each claim shows here in full."))
                + "</span>"
            )
            return
        head, reason, wrong = item.data(Qt.ItemDataRole.UserRole)
        self.details.setText(_html(head, reason, WRONG_COLOUR if wrong else None))


def _wrong(item: QListWidgetItem) -> bool:
    return bool(item.data(Qt.ItemDataRole.UserRole)[2])


def _html(head: str, reason: str, colour: str | None = None) -> str:
    style = f" style='color: {colour}'" if colour else ""
    text = f"<b{style}>{html.escape(head)}</b>"
    return text + f"<br>{html.escape(reason)}" if reason else text
