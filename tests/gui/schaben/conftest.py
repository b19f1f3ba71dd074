"""Driving Schaben jagen the way a player does: real mouse events on item positions.

`table` opens the game in a real main window (animations off unless asked) and offers
`click_card`, `click_square`, `drag_card`, `drag_exterminator` and `play(step, how)`, which
turn a solution step into clicks or drags on the scene.

Tests about a particular situation on the table (he stands on G1 looking west, two cockroaches
meet on one square, ...) play tasks of their own, `situations.json` (tasks of an earlier
shipped set, kept with their ids), loaded the way a player loads a task file
(`open_situation`); the shipped set may change without them.
"""

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt

from bugbox.games.schaben.tasks import load_file, shipped_tasks
from bugbox.games.schaben.view.scene import centre

TASKS = {t.id: t for t in shipped_tasks()}
SITUATIONS_FILE = Path(__file__).with_name("situations.json")
SITUATIONS = {t.id: t for t in load_file(SITUATIONS_FILE, strict=False)}


class Table:
    def __init__(self, qtbot, window):
        self.qtbot = qtbot
        self.window = window
        window.play("schaben")
        self.page = window.current_page()

    # where things are ------------------------------------------------------------------
    @property
    def view(self):
        return self.page.view

    @property
    def scene(self):
        return self.page.scene

    @property
    def controller(self):
        """The game's controller (autosave, Save as, the record's help); the page sees only
        its `flow`."""
        return self.window.controllers[self.page.game_id]

    @property
    def flow(self):
        return self.page.flow

    @property
    def state(self):
        return self.page.flow.state

    def at(self, scene_point: QPointF):
        return self.view.mapFromScene(scene_point)

    def slot(self, kind: str) -> int:
        """The first card of this kind still in hand."""
        return next(c.slot for c in self.scene.cards if c.kind == kind and not c.order)

    def card_pos(self, slot: int):
        return self.at(self.scene.cards[slot].sceneBoundingRect().center())

    # doing things -----------------------------------------------------------------------
    def open(self, task_id: str):
        """Choose a shipped task in the browser by clicking its card."""
        self.page.new_game_request()
        card = self.page.browser.card(task_id)
        self.page.browser.scroller.ensureWidgetVisible(card)
        self.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        assert self.page.task.id == task_id
        return TASKS[task_id]

    def open_situation(self, task_id: str):
        """Load situations.json as the player's own tasks and click the task with this id."""
        self.page.new_game_request()
        browser = self.page.browser
        browser.load_tasks(SITUATIONS_FILE)
        card = next(c for c in browser.custom_grid.cards if c.task.id == task_id)
        browser.scroller.ensureWidgetVisible(card)
        self.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        assert self.page.task == SITUATIONS[task_id]
        return SITUATIONS[task_id]

    def click(self, pos):
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def click_card(self, slot: int):
        self.click(self.card_pos(slot))

    def click_square(self, square: str):
        self.click(self.at(centre(square) + QPointF(30, 30)))  # off the figure's middle

    def drag(self, start, end):
        viewport = self.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        middle = (start + end) / 2
        self.qtbot.mouseMove(viewport, pos=middle)
        self.qtbot.mouseMove(viewport, pos=end)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def drag_card(self, slot: int, square: str):
        self.drag(self.card_pos(slot), self.at(centre(square)))

    def drag_exterminator(self, square: str):
        ex = self.scene.exterminator
        self.drag(self.at(ex.sceneBoundingRect().center()), self.at(centre(square)))

    def play(self, step, how: str = "click"):
        """One solution step through the scene: "click" (card, then square), "drag" (the
        card onto the square) or "walk" (pick the card, then drag the exterminator)."""
        slot = self.slot(step.card)
        square = step.to or step.place or step.remove
        before = len(self.flow.session.actions)
        if how == "drag":
            self.drag_card(slot, square or self.state.exterminator)
        else:
            self.click_card(slot)
            if square is not None:
                if how == "walk":
                    self.drag_exterminator(square)
                else:
                    self.click_square(square)
        self.wait_idle()
        assert len(self.flow.session.actions) == before + 1, self.page.panel.message.text()

    def wait_idle(self, timeout: int = 5000):
        self.qtbot.waitUntil(lambda: not self.page.animator.busy() and not self.flow.showing_events(), timeout=timeout)

    def message(self) -> str:
        return self.page.panel.message.text()


@pytest.fixture
def table(make_window, qtbot):
    def make(**settings):
        return Table(qtbot, make_window(**settings))

    return make
