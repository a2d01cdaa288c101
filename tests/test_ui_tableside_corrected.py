"""The referee's Accept corrected… dialog keeps a proposal's robbing of a kong: the
choice is offered, prefilled from the proposal's `entry.robbed`, and the corrected
entry carries it to the store (docs/contracts.md, "Table-side entry"). A real file
tournament, a real dialog (offscreen)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.ui.tableside.settle import CorrectedDialog
from app.ui.workspace import Workspace
from tests.tableside_helpers import tokens, tournament
from tests.test_tableside_robbed import ROBBED

NAMES = {"E": "1 Ann", "S": "2 Bob", "W": "3 Cat", "N": "4 Dan"}


@pytest.fixture
def workspace(tmp_path: Path) -> Iterator[Workspace]:
    service = tournament(str(tmp_path / "t.mcrt"))
    service.backup_dir = None
    yield Workspace(service)
    service.close()


def queued(workspace: Workspace, robbed: bool) -> dict[str, object]:
    """A win on South's kong proposed with a wrong claim: it waits for the referee."""
    svc = workspace.service
    body = {"hand": 1, "winner": "E", "from": "S", "tiles": ROBBED, "robbed": robbed}
    p = svc.propose(tokens(svc)["E"], body | {"claim": "Pure Straight"})
    assert p.status == "referee"
    [row] = svc.referee_queue()
    return dict(row)


@pytest.mark.slow
def test_the_robbed_kong_is_prefilled_and_stored_with_the_corrected_entry(qtbot, workspace):
    dialog = CorrectedDialog(workspace, queued(workspace, robbed=True), NAMES)
    qtbot.addWidget(dialog)
    chosen: list[object] = []
    dialog.chosen.connect(chosen.append)
    dialog.show()
    assert dialog.robbed.isChecked() and dialog.robbed.isEnabled()
    assert dialog.ok.isEnabled(), dialog.preview.text()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    [entry] = chosen
    assert entry.robbed and entry.discarder == 2
    workspace.service.accept(int(str(queued_id(workspace))), entry)
    [hand] = workspace.service.hands(1, 1)
    assert hand.robbed
    assert "Robbing The Kong" in [f.name for f in hand.fans]


def queued_id(workspace: Workspace) -> object:
    [row] = workspace.service.referee_queue()
    return row["id"]


def test_a_plain_win_is_not_robbed_and_a_self_draw_cannot_rob(qtbot, workspace):
    dialog = CorrectedDialog(workspace, queued(workspace, robbed=False), NAMES)
    qtbot.addWidget(dialog)
    assert not dialog.robbed.isChecked()
    dialog.robbed.setChecked(True)  # the referee's ruling: it was robbed
    assert dialog.entry().robbed
    dialog.giver.setCurrentIndex(0)  # self-drawn: nothing to rob
    assert not dialog.robbed.isEnabled() and not dialog.entry().robbed
    dialog.winner.setCurrentIndex(0)  # a draw robs nothing either
    assert not dialog.robbed.isEnabled() and not dialog.entry().robbed
