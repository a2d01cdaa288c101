import pytest

from app.ui.main import main
from app.ui.window import MainWindow


def test_main_window_opens(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == "MCR Tournament Manager"


@pytest.mark.slow
def test_screenshot_of_a_demo_view(qtbot, tmp_path):
    out = tmp_path / "hand.png"
    assert main(["--demo", "--screenshot", str(out), "--view", "hand"]) == 0
    assert out.stat().st_size > 10000
