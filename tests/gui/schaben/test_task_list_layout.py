"""The task list at every window size: the cards re-flow into as many columns as fit, every
card lies inside the visible width and the arrow keys reach each one (issue 32: after
1920x1080 and back to 1280x800 the grid stayed 21 cards wide, past the window's right edge).
And the player's own puzzles: the list opens at its top, where they are, and a puzzle card
lines up with the first column of the tasks below it."""

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

SIZES = [(1280, 800), (1920, 1080), (1280, 800), (1024, 768), (1600, 1000), (1366, 768), (1920, 1080), (1024, 768)]


def _resize(t, size):
    t.window.resize(*size)
    t.qtbot.waitUntil(lambda: t.window.size() == QSize(*size))
    for _ in range(3):  # the scroll area lays out, then the grids place their cards
        QApplication.processEvents()


def _on_screen(browser, card) -> QRect:
    viewport = browser.scroller.viewport()
    return QRect(card.mapTo(viewport, QPoint(0, 0)), card.size())


def _focused(t):
    return QApplication.focusWidget()


def test_the_task_list_reflows_at_every_size_and_the_keys_reach_every_card(table):
    t = table()
    browser = t.page.browser
    t.window.activateWindow()
    t.qtbot.waitUntil(t.window.isActiveWindow)
    grid, viewport = browser.grid, browser.scroller.viewport()
    seen_columns = set()
    for size in SIZES:
        _resize(t, size)
        width = viewport.width()
        assert browser.scroller.widget().width() <= width, size  # nothing hangs out to the right
        for card in grid.cards:
            rect = _on_screen(browser, card)
            assert 0 <= rect.left() and rect.right() < width, (size, card.label, rect, width)
        seen_columns.add(grid.columns)
        # the arrow keys walk every card, and the one in focus is always in sight
        first = grid.cards[0]
        first.setFocus()
        for card in grid.cards[1:]:
            QTest.keyClick(_focused(t), Qt.Key.Key_Right)
            assert card.hasFocus(), (size, card.label)
            assert viewport.rect().contains(_on_screen(browser, card)), (size, card.label)
        for _ in range(len(grid.cards)):  # and back up, a row at a time, to the top row
            above = _focused(t)
            QTest.keyClick(above, Qt.Key.Key_Up)
            if _focused(t) is above:
                break
            assert _on_screen(browser, _focused(t)).left() == _on_screen(browser, above).left()  # the same column
            assert viewport.rect().contains(_on_screen(browser, _focused(t)))
        assert grid.cards.index(_focused(t)) < grid.columns
    assert len(seen_columns) >= 3  # the sizes really asked for other rows


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_the_list_opens_at_the_new_puzzles_and_a_puzzle_lines_up_with_the_first_column(table, speed):
    t = table(animation_speed=speed)
    browser = t.page.browser
    _resize(t, (1024, 768))  # too small for every card: the list scrolls
    browser.scroller.ensureWidgetVisible(browser.grid.cards[-1])  # the player went down to the last tasks
    assert browser.scroller.verticalScrollBar().value() > 0
    browser.seed_source = lambda: 11
    browser.difficulty_box.setCurrentIndex(browser.difficulty_box.findData("easy"))
    t.qtbot.mouseClick(browser.new_button, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.stack.currentWidget() is t.page.table, timeout=60000)
    assert t.page.task.id == "P1"
    t.qtbot.mouseClick(t.page.panel.tasks, Qt.MouseButton.LeftButton)  # "All tasks"
    assert t.page.stack.currentWidget() is browser
    QApplication.processEvents()
    viewport = browser.scroller.viewport()
    assert browser.puzzle_heading.mapTo(viewport, QPoint(0, 0)).y() >= 0  # "Your new puzzles" in sight
    p1, first = browser.puzzle_card("P1"), browser.grid.cards[0]
    assert viewport.rect().contains(_on_screen(browser, p1))
    assert _on_screen(browser, p1).left() == _on_screen(browser, first).left()  # not alone in the middle
    for size in ((1920, 1080), (1280, 800)):
        _resize(t, size)
        assert _on_screen(browser, browser.puzzle_card("P1")).left() == _on_screen(browser, first).left()
