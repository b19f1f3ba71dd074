"""The accessible table (ui/accessible.py) of every game, offscreen: a golden save opened in
the real main window, its table read through Qt's accessibility interfaces as the AT-SPI
bridge reads them, and its decisions walked and done with the keys a blind player uses
(Page Down, Return). The AT-SPI bus itself is read in tests/e2e/test_screen_reader.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QPushButton, QWidget

from bugbox.core.registry import GAMES
from tests.e2e.atspi_reader import Node, found
from tests.e2e.table_facts import SAVES, facts, golden_to_read


def table_nodes(view) -> list[Node]:
    """The table and its children as a screen reader gets them (name, role)."""
    table = QAccessible.queryAccessibleInterface(view)
    nodes = [Node("0", "canvas", table.text(QAccessible.Text.Name))]
    for index in range(table.childCount()):
        child = table.child(index)
        nodes.append(Node(f"0/{index}", str(child.role()), child.text(QAccessible.Text.Name)))
    return nodes


def open_golden(make_window, qtbot, tmp_path, game: str):
    window = make_window()
    assert window.open_file(golden_to_read(game, tmp_path))
    page = window.current_page()
    qtbot.waitUntil(lambda: page.can_act(), timeout=10_000)
    return window, page


@pytest.mark.parametrize("game", sorted(g for g in GAMES if g in SAVES))
def test_the_table_names_every_fact_of_a_golden_position(make_window, qtbot, tmp_path, game):
    _, page = open_golden(make_window, qtbot, tmp_path, game)
    nodes = table_nodes(page.table_view())
    assert GAMES[game].title.split("!")[0] in nodes[0].name
    missing = [fact for fact in facts(game) if not found(nodes, fact)]
    assert not missing, f"not on the table: {missing}\n" + "\n".join(n.name for n in nodes)
    # every child has a name, and the decisions are there to be focused
    assert all(n.name.strip() for n in nodes)
    assert page.table_view().described_table.decisions()


@pytest.mark.parametrize("game", sorted(g for g in GAMES if g in SAVES))
def test_page_down_walks_the_decisions_and_return_does_one(make_window, qtbot, tmp_path, game):
    window, page = open_golden(make_window, qtbot, tmp_path, game)
    view = page.table_view()
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=5_000)
    table = view.described_table
    first = table.decisions()[0]
    moves_before = len(page.session.actions)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert table.focused() == first
    interface = QAccessible.queryAccessibleInterface(view)
    focus = interface.focusChild()
    assert focus is not None and focus.text(QAccessible.Text.Name) == first.name
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert table.focused() == first
    # the decision is done as the table's own key or click would do it: something changes
    names_before = [p.name for p in table.parts]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: len(page.session.actions) > moves_before or [p.name for p in table.parts] != names_before,
        timeout=10_000,
    )
    # the computer players answer before the window goes (their thread must not outlive it)
    qtbot.waitUntil(lambda: page.can_act() or not page.has_running_game(), timeout=30_000)


@pytest.mark.parametrize("announcements", [True, False])
def test_what_happens_is_announced_once_per_move_unless_switched_off(make_window, qtbot, tmp_path, announcements):
    window = make_window(animation_speed="off", confirm_abandon=False, announcements=announcements)
    assert window.open_file(golden_to_read("verflixxt", tmp_path))
    page = window.current_page()
    qtbot.waitUntil(page.can_act, timeout=10_000)
    log = page.panel.log
    assert log.announced == []  # the log of a game opened is no news
    before = log.count()
    page.table_view().described_table.decisions()[0].action()
    qtbot.waitUntil(lambda: log.count() > before, timeout=10_000)
    qtbot.waitUntil(lambda: page.can_act() or not page.has_running_game(), timeout=30_000)
    if announcements:
        assert log.announced and all(line in log.lines() for line in log.announced)
    else:
        assert log.announced == []


def test_the_launcher_names_each_button_with_its_game_and_return_presses_it(make_window, qtbot):
    window = make_window()
    launcher = window.findChild(QWidget, "launcher")
    names = [b.accessibleName() for b in launcher.findChildren(QPushButton) if b.isVisible()]
    for spec in GAMES.values():
        assert any(spec.title in name for name in names), names
    tile = next(iter(launcher.tiles.values()))
    assert tile.cover.accessibleName()
    with qtbot.waitSignal(launcher.records, timeout=5_000):  # a button that opens no dialog
        launcher.records_button.setFocus()
        qtbot.keyClick(launcher.records_button, Qt.Key.Key_Return)


@pytest.mark.parametrize("game", sorted(g for g in GAMES if g in SAVES))
def test_the_focused_decision_is_ringed_on_the_table(make_window, qtbot, tmp_path, game):
    window, page = open_golden(make_window, qtbot, tmp_path, game)
    view = page.table_view()
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=5_000)
    before = view.grab().toImage()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    part = view.described_table.focused()
    assert part is not None and part.rect is not None, "the first decision has a place on the table"
    after = view.grab().toImage()
    corner = view.mapFromScene(part.rect.topLeft())  # the ring runs just outside the part
    changed = sum(
        before.pixel(x, y) != after.pixel(x, y)
        for x in range(max(0, corner.x() - 12), corner.x() + 30)
        for y in range(max(0, corner.y() - 12), corner.y() + 30)
        if x < before.width() and y < before.height()
    )
    assert changed > 40, "no ring drawn around the focused decision"


def test_the_launcher_rings_the_focused_button(make_window, qtbot):
    window = make_window()
    launcher = window.findChild(QWidget, "launcher")
    tile = next(iter(launcher.tiles.values()))
    window.activateWindow()
    launcher.records_button.setFocus()
    qtbot.waitUntil(launcher.records_button.hasFocus, timeout=5_000)
    unfocused = tile.grab().toImage()
    tile.play_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(tile.play_button.hasFocus, timeout=5_000)
    focused = tile.grab().toImage()
    edge = tile.play_button.geometry().adjusted(-3, -3, 3, 3)
    left = [(edge.left(), y) for y in range(edge.top(), edge.bottom())]
    assert sum(unfocused.pixel(x, y) != focused.pixel(x, y) for x, y in left) > len(left) // 2
