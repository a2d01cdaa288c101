"""What a user sees on a window, as text: every visible label, button, group title,
tab, header and shown cell of an item view, combo box item, placeholder, menu and
window title. Used by the language walk (tests/test_ui_language_walk.py)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QTreeView,
    QWidget,
)

ROWS = 80  # cells of an item view looked at: the first rows, more than a screen shows


def _plain(text: str) -> str:
    """Rich text as the words it shows."""
    if "<" in text:
        text = re.sub(r"<[^>]+>", " ", text)
    return html.unescape(text)


def _count(counter, parent: QModelIndex) -> int:
    # a list or table model of PySide6 hides one of the two overloads, not always the same
    try:
        return counter(parent)
    except TypeError:
        pass
    try:
        return counter()
    except TypeError:
        return 1  # a list model's columns: one


def _cells(model, parent: QModelIndex, tree: bool, depth: int = 0) -> list[str]:
    texts: list[str] = []
    for row in range(min(_count(model.rowCount, parent), ROWS)):
        for column in range(_count(model.columnCount, parent)):
            index = model.index(row, column, parent)
            value = index.data(Qt.ItemDataRole.DisplayRole)
            if value is not None:
                texts.append(str(value))
        first = model.index(row, 0, parent)
        if tree and depth < 3 and _count(model.rowCount, first) > 0:
            texts += _cells(model, first, tree, depth + 1)
    return texts


def _view_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    texts = []
    header = getattr(view, "horizontalHeader", None) or getattr(view, "header", None)
    if header is not None and header().isVisibleTo(view):
        texts += [
            str(model.headerData(c, Qt.Orientation.Horizontal) or "")
            for c in range(model.columnCount())
            if not header().isSectionHidden(c)
        ]
    if isinstance(view, QTreeView) or hasattr(view, "verticalHeader"):
        vertical = getattr(view, "verticalHeader", None)
        if vertical is not None and vertical().isVisibleTo(view):
            texts += [
                str(model.headerData(r, Qt.Orientation.Vertical) or "")
                for r in range(min(model.rowCount(), ROWS))
            ]
    return texts + _cells(model, view.rootIndex(), isinstance(view, QTreeView))


def menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        if action.menu() is not None:
            texts += menu_texts(action.menu())
        elif not action.isSeparator():
            texts.append(action.text())
    return texts


def visible_texts(root: QWidget) -> list[str]:
    """Every text ``root`` shows (widgets hidden inside it left out)."""
    texts = [root.windowTitle()] if root.isWindow() else []

    def shown(widget: QWidget) -> bool:
        return widget is root or widget.isVisibleTo(root)

    for label in root.findChildren(QLabel):
        if shown(label):
            texts.append(_plain(label.text()))
    for button in root.findChildren(QAbstractButton):
        if shown(button):
            texts.append(button.text())
    for box in root.findChildren(QGroupBox):
        if shown(box):
            texts.append(box.title())
    for bar in root.findChildren(QTabBar):
        if shown(bar):
            texts += [bar.tabText(i) for i in range(bar.count())]
    for view in root.findChildren(QAbstractItemView):
        # a combo box's list is its items: looked at through the combo box
        if shown(view) and not isinstance(view.parentWidget(), QComboBox):
            texts += _view_texts(view)
    for combo in root.findChildren(QComboBox):
        if shown(combo):
            texts += [combo.itemText(i) for i in range(combo.count())]
    for edit in root.findChildren(QLineEdit):
        if shown(edit):
            texts.append(edit.placeholderText())
    for edit in root.findChildren(QTextEdit) + root.findChildren(QPlainTextEdit):
        if shown(edit):
            texts.append(edit.placeholderText())
    for spin in root.findChildren(QAbstractSpinBox):
        if shown(spin):
            texts += [getattr(spin, "prefix", str)(), getattr(spin, "suffix", str)()]
            texts.append(spin.specialValueText())
    return [t for t in texts if t]
