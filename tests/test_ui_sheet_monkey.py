"""A tired referee at random (seeded): keys, clicks, tables and hands switched, undo and
redo, corrections answered yes or no. Whatever the order, every hand stored holds what
the screen showed when Record (or Draw) was pressed, and nothing else changes."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QMessageBox

from tests.test_ui_sheet_trust import hooks, new_window, tournament  # noqa: F401

NOTATIONS = ["123m456m789m123p55p", "123p456p789pSSS5m5m", "123m45", "12x", "", "11122233344455m"]
TILES = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "5p", "E", "a"]


def snapshot(window) -> dict:
    ws = window.document.workspace
    return {(s, t): {h.hand: h for h in ws.hands(s, t)} for s in (1, 2) for t in (1, 2)}


def shown(window) -> tuple:
    """What the form says Record would store: (session, table, hand, winner, from, fan)."""
    page = window.pages["table"]
    form = page.hand_form
    h = hooks(window)
    winner = h.winner.currentData() if h.winner.currentIndex() >= 0 else None
    source = h.from_.currentData() if h.from_.currentIndex() >= 0 else None
    fan = int(h.fan.text()) if h.fan.text() else None
    return (*page.current(), form.hand_spin.value(), winner, source, fan)


@pytest.mark.parametrize(
    "seed",
    [
        # the first seed is the fast loop's smoke; the others are slow
        pytest.param(int(s), marks=[pytest.mark.slow] if n else [])
        for n, s in enumerate(__import__("os").environ.get("MONKEY_SEEDS", "1 2").split())
    ],
)
def test_whatever_the_referee_does_the_store_holds_what_was_shown(
    qtbot,
    tmp_path,
    tournament,  # noqa: F811
    seed,
):
    window = new_window(qtbot, tmp_path, tournament)
    rng = random.Random(seed)
    h = hooks(window)
    page = window.pages["table"]
    entry = page.hand_entry
    correct = page.findChild(QAbstractButton, "correct")
    stored_by_us = 0
    for _step in range(160):
        action = rng.choice(
            ["winner", "from", "fan", "notation", "tile", "flag", "record", "record", "draw",
             "hand", "table", "undo", "redo", "clear", "correct"]
        )  # fmt: skip
        before = snapshot(window)
        expected = None
        if action in ("winner", "from"):
            combo = h.winner if action == "winner" else h.from_
            combo.setFocus()
            qtbot.keyClick(combo, rng.choice("abcds0"))
        elif action == "fan":
            h.fan.setFocus()
            h.fan.selectAll()
            qtbot.keyClicks(h.fan, rng.choice(["6", "8", "24", "88", "7", "x"]))
        elif action == "notation":
            h.notation.setFocus()
            h.notation.selectAll()
            qtbot.keyClicks(h.notation, rng.choice(NOTATIONS))
        elif action == "tile":
            qtbot.mouseClick(
                entry.palette_widget.button(rng.choice(TILES)), Qt.MouseButton.LeftButton
            )
        elif action == "flag":
            name = rng.choice(["lastTile", "wallLast", "kongFlag"])
            qtbot.mouseClick(entry.findChild(QCheckBox, name), Qt.MouseButton.LeftButton)
        elif action in ("record", "draw"):
            button = h.record if action == "record" else h.draw
            expected = shown(window) if button.isEnabled() else None
            correcting = correct.isChecked()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            boxes = [
                b for b in window.findChildren(QMessageBox) if b.objectName().startswith("confirm")
            ]
            box = boxes[0] if boxes else None
            if box is not None:
                yes = rng.random() < 0.6
                answer = box.buttons()[0] if yes else box.button(QMessageBox.StandardButton.Cancel)
                qtbot.mouseClick(answer, Qt.MouseButton.LeftButton)
                if not yes:
                    expected = None
            elif correcting:
                expected = None
            if expected is not None and action == "draw":
                expected = (*expected[:3], None, None, None)
        elif action == "hand":
            h.hand.setValue(rng.randint(1, 16))
        elif action == "table":
            window.open_table(rng.randint(1, 2), rng.randint(1, 2))
        elif action == "undo":
            window.undo_action.trigger()
        elif action == "redo":
            window.redo_action.trigger()
        elif action == "clear":
            qtbot.mouseClick(
                entry.findChild(QAbstractButton, "clearHand"), Qt.MouseButton.LeftButton
            )
        elif action == "correct" and correct.isEnabled():
            qtbot.mouseClick(correct, Qt.MouseButton.LeftButton)
        after = snapshot(window)
        changed = {
            (key, n)
            for key in after
            for n in set(after[key]) | set(before[key])
            if after[key].get(n) != before[key].get(n)
        }
        if action in ("record", "draw"):
            if expected is None:
                assert not changed, (action, changed)
            else:
                s, t, n = expected[:3]
                same = before[(s, t)].get(n) == after[(s, t)].get(n) and correcting
                assert changed == (set() if same else {((s, t), n)}), h.message.text()
                record = after[(s, t)][n]
                stored_by_us += 1
                if action == "draw":
                    assert record.draw
                else:
                    discarder = record.discarder if record.discarder is not None else 0
                    assert (record.winner, discarder, record.fan) == expected[3:]
        elif action not in ("undo", "redo"):
            assert not changed, (action, changed)
        else:
            assert len(changed) <= 1
    assert stored_by_us > 2  # the run did store hands (so the checks above ran)
    window.close_document()
