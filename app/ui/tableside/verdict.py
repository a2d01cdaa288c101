"""One proposal of the referee's queue, its claim beside the engine's verdict: the
fans claimed and the engine's fans with its reasons, the totals and the payments.

Read from the proposal's JSON (`Proposal.to_json()`, docs/contracts.md): `result` is
the engine's scoring (null under the minimum), `verdict` the claim check (null when
nothing was claimed or the rules check no claims)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.domain.tableside import SEAT_LETTERS
from app.ui.messages import translate_message
from app.ui.tableside.other_reasons import translated
from app.ui.tableside.wording import counts_mcr_fans, minimum_reason, rules_of, wrong_reason
from app.ui.wording import fan_title
from scoring.mcr.fans import FANS
from scoring.names import chinese_name

Json = Mapping[str, object]
GOOD, BAD, MISSED = QColor("#e8f5e9"), QColor("#ffebee"), QColor("#fff8e1")


translate = QCoreApplication.translate  # lupdate reads the context of each call


def why_here(proposal: Json, names: Mapping[str, str] | None = None) -> str:
    """Why the proposal waits for the referee, said in one line (`names`: seat letter
    -> the player, who is named rather than the seat)."""
    disputes = proposal.get("disputes")
    if isinstance(disputes, list) and disputes:
        last = disputes[-1]
        if isinstance(last, Mapping):
            seat = str(last.get("seat"))
            return (
                translate("RefereeQueue", "Disputed by %1: %2")
                .replace("%1", (names or {}).get(seat) or seat)
                .replace("%2", str(last.get("reason")))
            )
    verdict = proposal.get("verdict")
    if proposal.get("result") is None:
        reason = minimum_reason(verdict) if isinstance(verdict, Mapping) else ""
        if not reason:
            return translate("RefereeQueue", "Under the minimum")
        return translate("RefereeQueue", "Under the minimum: %1").replace("%1", reason)
    if isinstance(verdict, Mapping) and verdict.get("verdict") == "wrong":
        return translate("RefereeQueue", "Wrong claim: the engine counts otherwise")
    return translate_message(str(proposal.get("reason") or ""))


def _number(value: object) -> str:
    return "—" if value is None else str(value)


def _signed(value: object) -> str:
    text = str(value)
    return text if text.startswith("-") or text in ("0", "None") else f"+{text}"


class VerdictView(QWidget):
    """The selected proposal: what was claimed, beside what the engine counts."""

    COLUMNS = 4  # fan, claimed, the engine, why

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setObjectName("proposalHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fans = QTableWidget(0, self.COLUMNS, self)
        self.fans.setObjectName("claimBesideEngine")
        self.fans.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.fans.verticalHeader().hide()
        self.fans.setWordWrap(True)
        self.payments = QLabel(self)
        self.payments.setObjectName("proposalPayments")
        self.payments.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.fans, 1)
        layout.addWidget(self.payments)
        self.retranslate()

    def retranslate(self) -> None:
        self.fans.setHorizontalHeaderLabels(
            [
                translate("RefereeQueue", "Fan"),
                translate("RefereeQueue", "Claimed by the table"),
                translate("RefereeQueue", "The engine"),
                translate("RefereeQueue", "Why"),
            ]
        )

    def clear(self) -> None:
        self.heading.setText(translate("RefereeQueue", "Choose a proposal in the list."))
        self.fans.setRowCount(0)
        self.payments.clear()

    def show_proposal(self, proposal: Json, names: Mapping[str, str]) -> None:
        """`names`: seat letter -> "number name" of the table's players."""
        entry = proposal.get("entry")
        entry = entry if isinstance(entry, Mapping) else {}

        def who(letter: object) -> str:
            # the player, not the seat letter: a letter is the match's starting seat,
            # easily misread as the wind the player holds in this hand
            return names.get(str(letter)) or str(letter)

        if entry.get("draw"):
            what = translate("RefereeQueue", "A draw")
        else:
            giver = entry.get("from")
            source = (
                translate("RefereeQueue", "self-drawn")
                if giver in (None, "self")
                else translate("RefereeQueue", "from %1").replace("%1", who(giver))
            )
            what = (
                translate("RefereeQueue", "%1 wins, %2")
                .replace("%1", who(entry.get("winner")))
                .replace("%2", source)
            )
        lines = [
            f"<b>{what}</b>",
            translate("RefereeQueue", "Tiles: %1").replace("%1", str(entry.get("tiles") or "—")),
            translate("RefereeQueue", "Proposed by %1").replace("%1", who(proposal.get("by"))),
            translate("RefereeQueue", "Why here: %1").replace("%1", why_here(proposal, names)),
        ]
        self.heading.setText("<br>".join(lines))
        self._fill(proposal, entry)
        result = proposal.get("result")
        if isinstance(result, Mapping) and isinstance(result.get("payments"), Mapping):
            paid = result["payments"]
            assert isinstance(paid, Mapping)
            parts = [f"{who(s)} {_signed(paid.get(s))}" for s in SEAT_LETTERS if s in paid]
            self.payments.setText(
                translate("RefereeQueue", "Payments (the engine): %1").replace(
                    "%1", " · ".join(parts)
                )
            )
        else:
            self.payments.setText(
                translate("RefereeQueue", "No payments: the engine does not count it as a win.")
            )

    def _fill(self, proposal: Json, entry: Json) -> None:
        rows: list[tuple[str, str, str, str, QColor | None]] = []
        verdict = proposal.get("verdict")
        result = proposal.get("result")
        fans = _list(result.get("fans")) if isinstance(result, Mapping) else []
        points = {str(f.get("id")): f.get("points") for f in fans}
        rules = rules_of(verdict) if isinstance(verdict, Mapping) else "mcr"
        if isinstance(verdict, Mapping):
            for fan in _right(verdict):
                rows.append(
                    (
                        _fan(fan, rules),
                        translate("RefereeQueue", "claimed"),
                        _counted(fan, points),
                        translate("RefereeQueue", "right"),
                        GOOD,
                    )
                )
            for fan in _list(verdict.get("missing")):
                rows.append(
                    (
                        _fan(fan, rules),
                        "—",
                        _counted(fan, points),
                        translate("RefereeQueue", "not claimed"),
                        MISSED,
                    )
                )
            for fan in _list(verdict.get("wrong")):
                counted = fan.get("counted")
                rows.append(
                    (
                        _fan(fan, rules) if _named(fan) else str(fan.get("claimed") or ""),
                        str(fan.get("claimed") or ""),
                        "—" if not counted else str(counted),
                        wrong_reason(fan, rules),
                        BAD,
                    )
                )
            claimed_total, total = verdict.get("claimed_total"), verdict.get("total")
        else:
            claim = entry.get("claim")
            for fan in fans:
                rows.append((_fan(fan, rules), "", _counted(fan, points), "", None))
            if claim:
                rows.insert(
                    0, (translate("RefereeQueue", "Claim as written"), str(claim), "", "", None)
                )
            claimed_total = None
            total = result.get("total") if isinstance(result, Mapping) else None
        if isinstance(result, Mapping) and result.get("total") is not None:
            total = result.get("total")
        rows.append(
            (
                translate("RefereeQueue", "Total fan"),
                _number(claimed_total),
                _number(total),
                "",
                None,
            )
        )
        self.fans.setRowCount(len(rows))
        for r, (*texts, colour) in enumerate(rows):
            for c, text in enumerate(texts):
                item = QTableWidgetItem(str(text))
                if colour is not None:
                    item.setBackground(QBrush(colour))
                self.fans.setItem(r, c, item)
        self.fans.resizeColumnsToContents()
        header = self.fans.horizontalHeader()
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.fans.resizeRowsToContents()


def _list(value: object) -> Sequence[Json]:
    return [v for v in value if isinstance(v, Mapping)] if isinstance(value, list) else []


def _fan(fan: Json, rules: str = "mcr") -> str:
    count = fan.get("count")
    name = str(fan.get("name") or fan.get("id") or "")
    key = fan.get("id")
    mcr_fans = counts_mcr_fans(rules)
    known = FANS.get(key) if isinstance(key, int) and mcr_fans else None
    if known is not None and known.name == name:  # an MCR fan: its Chinese name too
        name = fan_title(known.name, known.name_zh)
    elif not mcr_fans and translated():  # another system's element: its Chinese name
        name = _other_name(rules, key, name)
    return f"{name} ×{count}" if isinstance(count, int) and count > 1 else name


def _right(verdict: Json) -> list[Json]:
    """The claims that stand: the verdict's `right`, or (the International check lists
    every claim with its status) those of its `claims` whose status is right."""
    if "right" in verdict:
        return list(_list(verdict.get("right")))
    return [
        {"id": c.get("id"), "name": c.get("name"), "count": c.get("claimed")}
        for c in _list(verdict.get("claims"))
        if c.get("status") == "right"
    ]


def _named(fan: Json) -> bool:
    """Is a wrong claim shown by the element's name (an element without its name in
    the JSON, as the International and Shenzhen checks give it, by its Chinese name in
    Chinese; else as the player wrote it)?"""
    return bool(fan.get("name") or (fan.get("id") and translated()))


def _other_name(rules: str, ident: object, name: str) -> str:
    """Another system's element (by id: 22, "MO-05", "SZ-W1") by its Chinese name, as
    an MCR fan is named in Chinese; as given when the index has none."""
    from scoring.names import table

    try:
        elements = table(rules)
    except (KeyError, ValueError):
        return name
    key = next((k for k, e in elements.items() if str(e.id) == str(ident)), None)
    zh = chinese_name(rules, key) if key is not None else None
    return fan_title(name if name != str(ident) else "", zh) if zh else name


def _counted(fan: Json, points: Mapping[str, object]) -> str:
    """The engine's fan points for `fan` ("counted" where the engine gave no score:
    a hand under the minimum has no scoring, only the check's fans)."""
    value = fan.get("points", points.get(str(fan.get("id"))))
    return (
        translate("RefereeQueue", "counted")
        if value is None
        else translate("RefereeQueue", "%1 fan").replace("%1", str(value))
    )
