"""Driving Voll verasselt the way a player does: real mouse events on item positions.

`table(seats, seed, **settings)` starts a game in a real main window (animations off unless
asked) and returns a `Table` with `click`, `drag`, `press` and `play(action)`, which turns
an action (for instance the one a computer player would choose for the human seat) into
clicks and drags on the scene: dice, buttons, cards dragged onto the group, the front yard
or the heap. `at_decision()` checks what a player sees when it is his turn: the screen as
flushed equals a fresh render, the prompt names him, and the buttons of the phase are there.
"""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verasselt import ai
from bugbox.games.verasselt.cards import COLOURS
from bugbox.games.verasselt.rules import Boost, ChooseGroup, PileUp, RefillHub, Roll, Stop
from tests.conftest import keep_screen

SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple")


def seats(*kinds: str) -> tuple[Seat, ...]:
    """ "human" or "computer" per seat, named Anna, Ben, Carla ..."""
    names = ("Anna", "Ben", "Carla", "Dieter", "Emi")
    return tuple(
        Seat(name=names[i], colour=SEAT_COLOURS[i], computer=kind == "computer", level=Level.NORMAL)
        for i, kind in enumerate(kinds)
    )


#: The buttons a player must see at each kind of decision.
PHASE_BUTTONS = {
    "choose_group": ("hub", "catch"),
    "boost_or_roll": ("roll", "roll_all"),
    "decide": ("roll", "roll_all", "stop"),
    "pile_up": ("heap",),
    "forced_refill": (),
}


class Table:
    def __init__(self, qtbot, window, setup: Setup, seed: int, screen_truth=None):
        self.qtbot = qtbot
        self.window = window
        self.screen_truth = screen_truth
        self.decisions = 0  # settled decision points checked by `at_decision`
        window.start_session(Session("verasselt", setup, seed))
        self.page = window.current_page()
        self.done: list[str] = []  # the kinds of action played through the scene

    # where things are ----------------------------------------------------------------
    @property
    def view(self):
        return self.page.view

    @property
    def scene(self):
        return self.page.scene

    @property
    def controller(self):
        """The game's controller (autosave, Save as); the page sees only its `flow`."""
        return self.window.controllers[self.page.game_id]

    @property
    def flow(self):
        return self.page.flow

    @property
    def state(self):
        return self.page.flow.state

    @property
    def session(self):
        return self.page.flow.session

    def at(self, scene_point: QPointF):
        return self.view.mapFromScene(scene_point)

    def visible_point(self, item: QGraphicsItem) -> QPointF:
        """A point of `item` that no other item covers (cards and dice overlap in rows)."""
        rect = item.sceneBoundingRect().adjusted(8, 8, -8, -8)
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95):
                point = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
                top = self.view.itemAt(self.at(point))
                while top is not None and top is not item and top.parentItem() is not None:
                    top = top.parentItem()
                if top is item:
                    return point
        raise AssertionError(f"no visible point on {item}")

    # doing things ---------------------------------------------------------------------
    def click(self, item: QGraphicsItem):
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.at(self.visible_point(item)))

    def click_button(self, name: str):
        button = self.scene.buttons[name]
        assert button.isVisible() and button.is_enabled(), name
        self.click(button)

    def drag(self, item: QGraphicsItem, scene_point: QPointF):
        viewport = self.view.viewport()
        start = self.at(self.visible_point(item))
        end = self.at(scene_point)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(viewport, pos=(start + end) / 2)
        self.qtbot.mouseMove(viewport, pos=end)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def press(self, key):
        self.qtbot.keyClick(self.view, key)

    def wait_for_human(self, timeout: int = 20000):
        """Until a human may act (computers have played, animations are over; maybe after a
        hand-over) or the game is over."""

        def ready() -> bool:
            waiting = self.scene.handover.isVisible() and not self.page.animator.busy()
            return self.page.can_act() or waiting or self.session.is_over()

        self.qtbot.waitUntil(ready, timeout=timeout)

    def wait_idle(self, timeout: int = 10000):
        def idle() -> bool:
            return not self.page.animator.busy() and not self.flow.showing_events()

        try:
            self.qtbot.waitUntil(idle, timeout=timeout)
        except self.qtbot.TimeoutError:
            running = [
                (type(a).__name__, a.state(), a.currentTime(), a.totalDuration()) for a in self.page.animator._running
            ]
            raise AssertionError(
                f"still moving: animations {running}, flow busy {self.flow.showing_events()}"
            ) from None

    def wait_played(self, before: int, timeout: int = 3000):
        """Until the gesture's action has reached the rules (at once, unless a card was
        still sliding). Computers may already have played after it."""
        self.qtbot.waitUntil(lambda: len(self.session.actions) > before, timeout=timeout)

    def yard_card(self, seat: int, colour: str):
        return self.scene.zones[("yard", seat)][colour][-1]

    def play(self, action, how: int = 0):
        """One action through the scene; `how` varies the gesture (click, drag or key)."""
        before = len(self.session.actions)
        scene, me = self.scene, self.page.decider()
        if isinstance(action, ChooseGroup):
            if how % 3 == 0:
                self.click_button("hub" if action.group == "hub" else "catch")
            elif how % 3 == 1:
                self.press(Qt.Key.Key_H if action.group == "hub" else Qt.Key.Key_C)
            else:
                zone = "hub" if action.group == "hub" else "prev"
                cards = [c for colour in COLOURS for c in scene.zones[zone][colour]]
                self.click(cards[0] if cards else scene.row_mats[zone][0])
        elif isinstance(action, Boost):
            colour = next(c for c in COLOURS if action.cards[c])
            card = self.yard_card(me, colour)
            if how % 2:
                self.click(card)
            else:
                self.drag(card, scene.zone_centre(scene.group_zone()))
            self.wait_played(before)
            self.done.append("boost")
            return  # one card per gesture: the caller asks again for the rest
        elif isinstance(action, Roll):
            self.page.selection.clear()
            if len(action.dice) == 7 and how % 2:
                self.click_button("roll_all")
            else:
                for index in action.dice:
                    self.click(scene.dice[index])
                assert self.page.selection == set(action.dice)
                if how % 3 == 1:
                    self.press(Qt.Key.Key_R)
                else:
                    self.click_button("roll")
        elif isinstance(action, Stop):
            if how % 2:
                self.press(Qt.Key.Key_S)
            else:
                self.click_button("stop")
        elif isinstance(action, PileUp):
            for colour in COLOURS:
                for _ in range(action.front_yard[colour]):
                    card = next(c for c in scene.zones["receipt"][colour] if c.staged is None)
                    self.drag(card, scene.zone_centre(("yard", me)))
            left = [c for colour in COLOURS for c in scene.zones["receipt"][colour] if c.staged is None]
            if left and len(self.session.actions) == before:
                self.drag(left[0], scene.zone_centre(("heap", me)))
                if len(left) > 1:
                    self.click_button("heap")
        elif isinstance(action, RefillHub):
            for colour in COLOURS:
                for _ in range(action.cards[colour]):
                    card = next(c for c in scene.zones[("yard", me)][colour] if c.staged is None)
                    self.drag(card, scene.zone_centre("hub"))
        self.wait_played(before)
        assert self.session.actions[before] == action
        self.done.append(action.kind)

    def at_decision(self):
        """A human decides now and nothing more will happen without him: what he sees must be
        the truth (the flushed screen equals a fresh render), the prompt must name him, and
        the buttons of the phase must be there, enabled where they can be used."""
        if self.screen_truth is not None:
            self.screen_truth(self.window)
        if self.scene.handover.isVisible():
            return
        me = self.page.name(self.page.decider())
        prompt = self.scene.prompt.toPlainText()
        assert me and me in prompt, (me, prompt)
        phase = self.state.phase
        for name in PHASE_BUTTONS[phase]:
            button = self.scene.buttons[name]
            shown = [n for n, b in self.scene.buttons.items() if b.isVisible()]
            assert button.isVisible(), (phase, name, prompt, shown, self.page.animating, self.page.can_act())
            assert button.is_enabled() or name == "roll", (phase, name)
        if phase in ("boost_or_roll", "decide"):
            assert all(die.show_number for die in self.scene.dice), "dice number badges"
        self.decisions += 1
        keep_screen(self.window, f"verasselt_{phase}")

    def play_to_the_end(self, level=Level.NORMAL, limit: int = 600):
        """The human seats play what a computer player of `level` would, through the scene."""
        turn = 0
        while not self.session.is_over():
            self.wait_for_human(timeout=60000)
            if self.session.is_over():
                break
            self.at_decision()
            if self.scene.handover.isVisible():
                self.click(self.scene.handover)
                self.wait_for_human()
                self.at_decision()
            action = ai.choose_action(self.state, level, turn)
            self.play(action, how=turn)
            turn += 1
            assert turn < limit


@pytest.fixture
def table(make_window, qtbot, screen_truth):
    def make(
        kinds=("human", "computer", "computer"),
        seed: int = 1,
        start_player: int | None = 0,
        options: dict | None = None,
        **settings,
    ):
        window = make_window(**settings)
        setup = Setup(seats=seats(*kinds), start_player=start_player, options=options or {})
        return Table(qtbot, window, setup, seed, screen_truth)

    return make
