"""The hand entry remembers scores and waits (issue 9, item 9: a tile click under 16 ms)
and never shows a stale one: what is shown is always the engine's answer for the hand,
the situation, the rulings and the language as they stand."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.ui.hand import engine
from app.ui.hand.entry import HandEntry
from app.ui.hand.fan_model import TILES_ROLE, FanModel
from app.ui.main import install_translation, remove_translation

NINE_GATES = "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m".split()


def make_entry(qtbot) -> HandEntry:
    entry = HandEntry()  # the calculator: a 13-tile hand lists its waits unasked
    qtbot.addWidget(entry)
    entry.resize(1300, 700)
    entry.show()
    return entry


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_tile(qtbot, entry: HandEntry, tile: str) -> None:
    click(qtbot, entry.palette_widget.button(tile))


def fresh(notation: str, options: engine.Options = None) -> engine.Evaluation:
    """The engine's answer worked out now (nothing remembered)."""
    engine.clear_caches()
    return engine.evaluate(notation, options)


def shown_fans(entry: HandEntry) -> list[tuple[str, int, int]]:
    """The fan list as the referee reads it: name, points, count of each row."""
    model = entry.fan_model
    return [
        (
            model.index(r, FanModel.NAME).data(),
            model.index(r, FanModel.POINTS).data(),
            model.index(r, FanModel.COUNT).data(),
        )
        for r in range(model.rowCount())
    ]


def expected_fans(evaluation: engine.Evaluation) -> list[tuple[str, int, int]]:
    return [(f.name, f.points, f.count) for f in evaluation.fans]


def test_the_fans_shown_after_clicks_are_the_engines_for_the_hand(qtbot):
    engine.clear_caches()
    entry = make_entry(qtbot)
    for tile in NINE_GATES:
        click_tile(qtbot, entry, tile)
    # 13 tiles: the nine waits, each scored (these scores are remembered)
    waits = engine.waits_of(entry.state().to_hand())
    assert entry.waits_list.count() == len(waits) == 9
    assert shown_fans(entry) == []
    for last in ("5m", "9m"):  # the 14th tile, then another one in its place
        click_tile(qtbot, entry, last)
        assert entry.state().tile_count() == 14
        notation = entry.notation()
        want = fresh(notation)
        assert want.error is None and want.fans
        assert shown_fans(entry) == expected_fans(want)
        assert entry.evaluation().fans == want.fans
        assert entry.total_label.text() == f"{want.total} fan"
        click(qtbot, entry.findChild(QPushButton, "removeLast"))
        assert entry.state().tile_count() == 13
        assert shown_fans(entry) == []  # no score shown for 13 tiles
    # the same hand again, now answered from memory: the same fans
    click_tile(qtbot, entry, "5m")
    assert shown_fans(entry) == expected_fans(fresh(entry.notation()))


def test_a_situation_edit_never_shows_the_score_before_it(qtbot):
    engine.clear_caches()
    entry = make_entry(qtbot)
    entry.set_notation("123456789m123p55p")
    discard = entry.evaluation().total
    assert discard == fresh(entry.notation()).total
    click(qtbot, entry.self_drawn_check)
    assert entry.notation().endswith("|EE1000")
    self_drawn = fresh(entry.notation()).total
    assert self_drawn != discard
    assert entry.evaluation().total == self_drawn
    assert entry.total_label.text() == f"{self_drawn} fan"
    entry.seat_combo.setCurrentIndex(1)  # seat wind South
    assert entry.evaluation().fans == fresh(entry.notation()).fans
    entry.seat_combo.setCurrentIndex(0)
    click(qtbot, entry.self_drawn_check)  # back to the first situation: its own score
    assert entry.evaluation().total == discard
    assert shown_fans(entry) == expected_fans(fresh(entry.notation()))


def test_the_winds_set_by_the_sheet_are_scored_anew(qtbot):
    engine.clear_caches()
    entry = make_entry(qtbot)
    entry.set_notation("EEE123m456p789s55p")
    entry.set_fixed_situation("E", "E", False)
    both = entry.evaluation()
    entry.set_fixed_situation("S", "W", False)  # East now counts for nobody
    neither = entry.evaluation()
    assert neither.total < both.total
    assert neither.fans == fresh(entry.notation()).fans
    entry.set_fixed_situation("E", "E", True)
    assert entry.evaluation().fans == fresh(entry.notation()).fans
    assert shown_fans(entry) == expected_fans(fresh(entry.notation()))


def test_other_rulings_are_scored_anew(qtbot):
    engine.clear_caches()
    entry = make_entry(qtbot)
    entry.set_notation("123456789m123p55p|EE0000|ab")
    with_flowers = entry.evaluation().total
    entry.set_options({"flowers": False})
    without = entry.evaluation().total
    assert without == fresh(entry.notation(), {"flowers": False}).total
    assert without == with_flowers - 2
    entry.set_options(None)
    assert entry.evaluation().total == with_flowers


def test_a_message_remembered_follows_the_language(qtbot):
    engine.clear_caches()
    entry = make_entry(qtbot)
    entry.set_notation("123456789m1357p9p")  # 14 tiles that do not win
    english = entry.evaluation().error
    assert english and english.startswith("This hand does not win")
    app = QApplication.instance()
    translator = install_translation(app, "zh_CN")
    assert translator is not None
    try:
        entry.set_notation("123456789m1357p9p")
        assert entry.evaluation().error != english
        assert "不能和" in entry.status_label.text()
    finally:
        remove_translation(app, translator)
    entry.set_notation("123456789m1357p9p")
    assert entry.evaluation().error == english


def test_a_stand_in_for_the_engine_is_asked_not_the_memory(qtbot, monkeypatch):
    import scoring
    from tests.test_ui_support import FakeResult

    entry = make_entry(qtbot)
    entry.set_notation("123456789m123p55p")
    assert entry.evaluation().total > 8
    monkeypatch.setattr(scoring, "score_hand", lambda *a, **k: FakeResult(6, False, ()))
    entry.set_notation("123456789m123p55p")
    assert entry.evaluation().total == 6


def test_the_fan_list_resets_only_when_its_fans_change(qtbot, qtmodeltester):
    model = FanModel()
    qtmodeltester.check(model)  # stays attached: every change below is checked too
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(model.rowCount()))
    inserted: list[int] = []
    model.rowsInserted.connect(lambda *_: inserted.append(1))
    hand = fresh("[567m,2]123p456s789s55p|ES1000|2").fans
    other = fresh("1112345678999m5m").fans
    model.set_fans(())
    assert resets == []  # still no fans: nothing for the view to redo
    model.set_fans(hand)
    model.set_fans(tuple(hand))
    assert resets == [len(hand)]
    model.set_fans(other)
    model.set_fans(())
    assert resets == [len(hand), len(other), 0]
    assert inserted == []  # one reset a change, not a signal a row
    model.set_fans(hand)
    assert model.fans() == hand
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    f = hand[0]
    codes = "5m6m7m 4s5s6s 7s8s9s 1p2p3p 5p5p"  # All Chows: the tiles drawn, as text
    assert row == [f.fan_id, f.name, f.name_zh, f.points, f.count, f.total, codes]
    tiles = model.index(0, FanModel.TILES)
    assert tiles.data(Qt.ItemDataRole.ToolTipRole) == codes
    assert not model.flags(tiles) & Qt.ItemFlag.ItemIsEditable


def test_the_fan_list_draws_each_fans_tiles_and_the_flowers_held(qtbot, qtmodeltester):
    model = FanModel()
    qtmodeltester.check(model)
    fans = fresh("[567m,2]123p456s789s55p|ES1000|2").fans

    def drawn() -> dict[object, object]:
        return {
            model.index(r, FanModel.NUMBER).data(): model.index(r, FanModel.TILES).data(TILES_ROLE)
            for r in range(model.rowCount())
        }

    model.set_fans(fans, ("a", "b"))
    groups = drawn()
    assert groups[71] == (("4s", "5s", "6s"), ("7s", "8s", "9s"))
    assert groups[79] == (("5p", "5p"),)  # the pair; "won on 5p" is words
    assert groups[81] == (("a", "b"),)  # the engine only counts the flowers: held ones drawn
    model.set_fans(fans)  # the same fans, no flowers held any more
    assert not drawn()[81]
