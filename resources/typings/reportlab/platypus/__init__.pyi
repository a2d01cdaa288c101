from collections.abc import Callable, Sequence
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas

class Flowable:
    canv: Any  # the canvas being drawn on: the document's own canvas class
    width: float
    height: float
    hAlign: str  # LEFT, CENTER or RIGHT in its frame
    def __init__(self) -> None: ...
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]: ...
    def draw(self) -> None: ...

class Spacer(Flowable):
    def __init__(self, width: float, height: float, isGlue: bool = False) -> None: ...

class PageBreak(Flowable):
    def __init__(self, nextTemplate: str | None = None) -> None: ...

class NextPageTemplate(Flowable):
    def __init__(self, pt: str | int | Sequence[str]) -> None: ...

class Paragraph(Flowable):
    def __init__(
        self, text: str, style: ParagraphStyle | None = None, bulletText: str | None = None
    ) -> None: ...

class TableStyle:
    def __init__(self, cmds: Sequence[tuple[Any, ...]] | None = None) -> None: ...

class Table(Flowable):
    def __init__(
        self,
        data: Sequence[Sequence[object]],
        colWidths: Sequence[float | None] | None = None,
        rowHeights: Sequence[float | None] | None = None,
        style: TableStyle | None = None,
        repeatRows: int = 0,
    ) -> None: ...
    def setStyle(self, tblstyle: TableStyle) -> None: ...

class Frame:
    id: str
    def __init__(
        self,
        x1: float,
        y1: float,
        width: float,
        height: float,
        leftPadding: float = 6,
        bottomPadding: float = 6,
        rightPadding: float = 6,
        topPadding: float = 6,
        id: str | None = None,
    ) -> None: ...

class PageTemplate:
    id: str
    def __init__(
        self,
        id: str | None = None,
        frames: Sequence[Frame] = (),
        onPage: Callable[[Any, Any], None] = ...,
        onPageEnd: Callable[[Any, Any], None] = ...,
    ) -> None: ...

class BaseDocTemplate:
    width: float
    height: float
    leftMargin: float
    rightMargin: float
    topMargin: float
    bottomMargin: float
    pagesize: tuple[float, float]
    def __init__(self, filename: Any, **kw: Any) -> None: ...
    def addPageTemplates(self, pageTemplates: Sequence[PageTemplate]) -> None: ...
    def setProgressCallBack(self, callback: Callable[[str, int], None]) -> None: ...
    def build(
        self,
        flowables: list[Flowable],
        filename: Any = None,
        canvasmaker: type[Canvas] = ...,
    ) -> None: ...
