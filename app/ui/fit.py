"""Fitting long names into small places: a label that elides and tooltips, combo boxes
that do not grow with their longest item, and sizes that follow the screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QGuiApplication, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStyle,
    QStyleOptionHeader,
    QTableView,
    QWidget,
)

# A name longer than this many average characters is elided in forms and lists (its
# tooltip says it in full): 30-character names must not widen a 1280-pixel window.
NAME_CHARS = 16


class ElidedLabel(QLabel):
    """A one-line label that shows as much of its text as fits, ending in "…", with
    the whole text as tooltip when it is cut."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def setText(self, text: str) -> None:  # Qt's name
        self._full = text
        super().setText(text)
        self._update_tip()

    def full_text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What is painted at the current width."""
        return self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideRight, max(0, self.contentsRect().width())
        )

    def minimumSizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance("M…"), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        width = min(metrics.horizontalAdvance(self._full), metrics.averageCharWidth() * 40)
        return QSize(width + 4, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        self.setToolTip(self._full if self.shown_text() != self._full else "")

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            self.contentsRect(),
            int(self.alignment() | Qt.AlignmentFlag.AlignVCenter),
            self.shown_text(),
        )


def fit_combo(combo: QComboBox, chars: int = NAME_CHARS) -> None:
    """A combo box sized for ``chars`` characters, whatever its items; the popup still
    shows the whole names."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    view = combo.view()
    view.setTextElideMode(Qt.TextElideMode.ElideNone)


def fit_combos(root: QWidget, chars: int = NAME_CHARS) -> None:
    """Every combo box under ``root`` sized for ``chars`` characters (names of players
    must not set the width of a page)."""
    for combo in root.findChildren(QComboBox):
        fit_combo(combo, chars)


def screen_scale(widget: QWidget | None = None) -> float:
    """How much room the screen gives, 1.0 at 1280x800 (or less), up to 1.5 at
    1920x1080 and beyond: tiles and projector text grow with it."""
    screen = widget.screen() if widget is not None else QGuiApplication.primaryScreen()
    if screen is None:
        return 1.0
    size = screen.availableGeometry().size()
    return max(1.0, min(1.5, size.width() / 1280, size.height() / 800))


class ElidingHeader(QHeaderView):
    """A horizontal header whose titles are elided line by line when their section is
    narrower than the text (Qt would cut a centred title at both ends)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def paintSection(self, painter: QPainter, rect: QRect, index: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOptionForIndex(option, index)
        option.rect = rect
        room = rect.width() - 2 * self.style().pixelMetric(
            QStyle.PixelMetric.PM_HeaderMargin, option, self
        )
        metrics = self.fontMetrics()
        option.text = "\n".join(
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
            for line in option.text.split("\n")
        )
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()


CELL_MARGINS = 12  # a cell's text margins and grid line, as Qt's item delegate draws them


class ColumnFit(QObject):
    """Keeps a table's columns within its width: the ``capped`` columns (long names)
    give up width down to what their cells need, their headers elided (the header
    tooltip says the whole name); the last column takes what is left. Refitted when
    the table is resized and whenever :meth:`fit` is called after new rows."""

    def __init__(
        self,
        table: QTableView,
        capped: Callable[[], Sequence[int]],
        rows: int = 0,
        widest: Callable[[], Sequence[str]] | None = None,
    ) -> None:
        super().__init__(table)
        self.table = table
        self.capped = capped
        self.rows = rows  # rows that must be in view: they give up a little height
        self.widest = widest  # per column, the widest text it may come to hold
        header = ElidingHeader(table)
        header.setStretchLastSection(False)  # the last column is set to Stretch in fit()
        table.setHorizontalHeader(header)
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()  # at once: the new width is what the user sees next
        return False

    def fit(self) -> None:
        table, header = self.table, self.table.horizontalHeader()
        count = header.count()
        if count < 2:
            return
        capped = [c for c in self.capped() if 0 <= c < count - 1]
        metrics = table.fontMetrics()
        # the last column keeps room for its texts (at most a third of the table, at
        # least a few characters); a little slack for the grid
        width = table.viewport().width()
        last = min(self._cells_width(count - 1), width // 3)
        room = width - max(metrics.averageCharWidth() * 4, last) - count
        cells = {c: self._cells_width(c) for c in range(count - 1)}
        wanted = {c: max(self._title_width(c), cells[c]) for c in range(count - 1)}
        fixed = sum(w for c, w in wanted.items() if c not in capped)
        share = (room - fixed) // max(1, len(capped))
        for c in range(count - 1):
            width = wanted[c]
            if c in capped:  # never less than the cells need: points must stay readable
                width = min(width, max(share, cells[c]))
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(c, width)
        header.setSectionResizeMode(count - 1, QHeaderView.ResizeMode.Stretch)
        if self.rows:
            self._fit_rows()

    def _title_width(self, column: int) -> int:
        """The width of a column's title, line by line, with the header's margins."""
        header = self.table.horizontalHeader()
        title = str(self.table.model().headerData(column, Qt.Orientation.Horizontal) or "")
        metrics = header.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for line in title.split("\n")) + 10
        # the style's own margins: some titles need a few pixels more than 10
        return max(widest, header.sectionSizeHint(column))

    def _cells_width(self, column: int) -> int:
        """The width the cells of ``column`` need: measured from the model's texts when
        it can give them (asking Qt's delegate about every cell is slow), else Qt's."""
        model = self.table.model()
        if not hasattr(model, "texts"):
            return self.table.sizeHintForColumn(column)
        longest = sorted(model.texts(column), key=len)[-8:]  # digits are all one width
        samples = list(self.widest()) if self.widest is not None else []
        if column < len(samples):
            longest.append(samples[column])
        if not longest:
            return 0
        metrics = self.table.fontMetrics()
        return max(metrics.horizontalAdvance(t) for t in longest) + CELL_MARGINS

    def _fit_rows(self) -> None:
        """Rows a few pixels lower rather than the last hands out of view (a window with
        room keeps the height asked for, see ScreenFit)."""
        table, heights = self.table, self.table.verticalHeader()
        wanted = table.property("baseRowHeight")
        if wanted is None:
            wanted = heights.defaultSectionSize()
            table.setProperty("baseRowHeight", wanted)
        wanted = round(int(wanted) * (table.property("rowScale") or 1.0))
        lowest = table.fontMetrics().height() + 2
        height = max(lowest, min(wanted, table.viewport().height() // self.rows))
        if height != heights.defaultSectionSize():
            heights.setDefaultSectionSize(height)


# Tables of text whose rows grow with the window too (the others size their own rows).
ROOMY_TABLES = frozenset({"hands", "standings", "teamStandings", "penalties"})
BASE_SIZE = (1280, 800)  # the smallest screen the layout is made for
MAX_SCALE = 1.6


def window_scale(width: int, height: int) -> float:
    """1.0 at 1280x800 or less, growing with the window, at most 1.6: how much bigger
    tiles may be drawn."""
    return max(1.0, min(MAX_SCALE, width / BASE_SIZE[0], height / BASE_SIZE[1]))


class ScreenFit(QObject):
    """Grows the tile pictures (palettes and hands) and the rows of the sheets with the
    window: a 1920x1080 screen gets tiles a third bigger than a 1280x800 laptop. Each
    widget's own size is its size at 1280x800."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.apply)
        self._applied: tuple[float, object] | None = None
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._later.start()
        return False

    def scale(self) -> float:
        return window_scale(self.window.width(), self.window.height())

    def apply(self, force: bool = False) -> None:
        from app.ui.hand.hand_view import HandView
        from app.ui.tiles.palette import TilePalette

        scale = self.scale()
        # layout requests are frequent: work only for a new scale or new pages
        central = self.window.centralWidget()
        if not force and (scale, central) == self._applied:
            return
        self._applied = (scale, central)
        for widget in self.window.findChildren(TilePalette) + self.window.findChildren(HandView):
            base = widget.property("baseTileWidth")
            if base is None:
                base = widget.tile_width()
                widget.setProperty("baseTileWidth", base)
            width = round(int(base) * scale)
            if width != widget.tile_width():
                widget.set_tile_width(width)
        for view in self.window.findChildren(QTableView):
            if view.objectName() not in ROOMY_TABLES:
                continue
            rows = view.verticalHeader()
            base = view.property("baseRowHeight")
            if base is None:
                base = rows.defaultSectionSize()
                view.setProperty("baseRowHeight", base)
            view.setProperty("rowScale", scale)
            fitting = [f for f in view.findChildren(ColumnFit) if f.rows]
            if fitting:  # it knows how many rows must stay in view
                fitting[0].fit()
                continue
            height = round(int(base) * scale)
            if height != rows.defaultSectionSize():
                rows.setDefaultSectionSize(height)
