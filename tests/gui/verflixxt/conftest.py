"""Driving Verflixxt! kompakt the way a player does: real mouse events on item positions.

`table(seats, seed, wurminator=..., **settings)` starts a game in a real main window
(animations off unless asked) and offers `click_die`, `click_piece`, `drag_piece`,
`hover`, `play_human_turn_step` and `wait_for_human`. `at_decision()` checks what the
player sees when it is his turn: the flushed screen equals a fresh render, the prompt names
him, the die or the pieces he may move glow, and the panel's buttons can be used.
"""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.core.settings import Settings, save_settings
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.course import WURMINATOR
from bugbox.paths import settings_path
from tests.conftest import keep_screen

COLOURS = ("red", "blue", "green", "yellow")


def seats(*kinds: str) -> tuple[Seat, ...]:
    """ "human" or a computer level per seat, in turn order."""
    names = ("Anna", "Bert", "Carla", "Dario")
    return tuple(
        Seat(
            name=names[i],
            colour=COLOURS[i],
            computer=kind != "human",
            level=Level(kind) if kind != "human" else Level.NORMAL,
        )
        for i, kind in enumerate(kinds)
    )


class Table:
    def __init__(self, qtbot, window, setup: Setup, seed: int, screen_truth=None):
        self.qtbot = qtbot
        self.window = window
        self.screen_truth = screen_truth
        self.decisions = 0
        self.done: list[str] = []  # the decisions taken: roll, move, wurminator before/after, leave
        window.start_session(Session("verflixxt", setup, seed))
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
        """The game's controller (autosave, Save as); the page sees only its `flow`."""
        return self.window.controllers["verflixxt"]

    @property
    def flow(self):
        return self.page.flow

    @property
    def state(self) -> rules.State:
        return self.page.flow.state

    def at(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def clickable_point(self, item) -> QPointF | None:
        """A point of `item` where a click reaches it (pieces sharing a tile overlap)."""
        rect = item.sceneBoundingRect()
        for fx, fy in (
            (0.5, 0.5),
            (0.5, 0.3),
            (0.5, 0.7),
            (0.35, 0.5),
            (0.65, 0.5),
            (0.5, 0.2),
            (0.3, 0.3),
            (0.7, 0.3),
            (0.3, 0.7),
            (0.7, 0.7),
        ):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            view_point = self.at(point)
            for hit in self.view.items(view_point):
                if hit.acceptedMouseButtons() == Qt.MouseButton.NoButton or not hit.isVisible():
                    continue
                if hit is item:
                    return self.view.mapToScene(view_point)
                break
        return None

    # doing things -----------------------------------------------------------------------
    def click_at(self, scene_point: QPointF) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.at(scene_point))

    def click_die(self) -> None:
        self.click_at(self.scene.die.sceneBoundingRect().center())

    def click_piece(self, piece: str) -> bool:
        point = self.clickable_point(self.scene.pieces[piece])
        if point is None:
            return False
        self.click_at(point)
        return True

    def hover(self, piece: str) -> None:
        point = self.clickable_point(self.scene.pieces[piece])
        assert point is not None, piece
        self.qtbot.mouseMove(self.view.viewport(), pos=self.at(point))

    def drag(self, start: QPointF, end: QPointF) -> None:
        viewport = self.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=self.at(start))
        self.qtbot.mouseMove(viewport, pos=self.at((start + end) / 2))
        self.qtbot.mouseMove(viewport, pos=self.at(end))
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=self.at(end))

    def drag_piece(self, piece: str, to: QPointF) -> None:
        point = self.clickable_point(self.scene.pieces[piece])
        assert point is not None, piece
        self.drag(point, to)

    def tile_centre(self, tile: int) -> QPointF:
        return self.scene.tiles[tile].sceneBoundingRect().center()

    def wait_idle(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(lambda: not self.page.animator.busy() and not self.flow.showing_events(), timeout=timeout)

    def wait_for_human(self, timeout: int = 60000) -> None:
        self.qtbot.waitUntil(lambda: self.page.can_act() or self.flow.session.is_over(), timeout=timeout)

    def press(self, key) -> None:
        self.qtbot.keyClick(self.view, key)

    def at_decision(self) -> None:
        """A human decides now and nothing more happens without him: the screen is the truth,
        the prompt and the turn name him, and what he may use glows or is enabled."""
        if self.screen_truth is not None:
            self.screen_truth(self.window)
        state, panel = self.state, self.page.panel
        me = state.seats[rules.deciding_player(state)].name
        assert me in panel.turn.text(), panel.turn.text()
        if self.page.shown is None:  # a previewed move is described instead
            assert me in panel.prompt.text(), panel.prompt.text()
        legal = rules.legal_actions(state)
        if state.phase == "roll":
            assert panel.roll.isVisible() and panel.roll.isEnabled(), "the roll button"
            assert self.scene.die.glow > 0, "the die glows"
        else:
            movable = {a.piece for a in legal if isinstance(a, rules.Move)}
            if rules.MoveWurminator() in legal:
                movable.add(WURMINATOR)
                assert panel.wurm_move.isVisible() and panel.wurm_move.isEnabled(), "the Wurminator button"
            assert movable and all(self.scene.pieces[p].glow > 0 for p in movable), "the pieces to move glow"
            if rules.LeaveWurminator() in legal:
                assert panel.wurm_leave.isVisible() and panel.wurm_leave.isEnabled(), "the leave button"
        self.decisions += 1
        keep_screen(self.window, f"verflixxt_{state.phase}_{state.wurminator_due or 'no'}")

    def play_human_turn_step(self, how: int = 0) -> None:
        """One decision of the human to move, by mouse or keys (`how` varies them): roll the
        die (click, Space), move a piece (click, arrows + Enter), move the Wurminator (click, W,
        the panel's button) or leave it (L, the panel's button)."""
        state = self.state
        before = len(self.flow.session.actions)
        legal = rules.legal_actions(state)
        if state.phase == "roll":
            if how % 2:
                self.press(Qt.Key.Key_Space)
            else:
                self.click_die()
            self.done.append("roll")
        elif state.phase == "move" and not (
            rules.MoveWurminator() in legal and state.wurminator_due == "must" and how % 2 == 0
        ):
            pieces = [a.piece for a in legal if isinstance(a, rules.Move)]
            if how % 3 == 1:
                self.press(Qt.Key.Key_Right)
                assert self.page.focus in pieces
                self.press(Qt.Key.Key_Return)
            else:
                assert any(self.click_piece(p) for p in pieces), "no movable piece could be clicked"
            self.done.append("move")
        elif rules.MoveWurminator() in legal and (rules.LeaveWurminator() not in legal or how % 3 != 2):
            if how % 3 == 0 and self.click_piece(WURMINATOR):
                pass
            elif how % 3 == 1:
                self.press(Qt.Key.Key_W)
            else:
                self.qtbot.mouseClick(self.page.panel.wurm_move, Qt.MouseButton.LeftButton)
            self.done.append("wurminator before" if state.phase == "move" else "wurminator after")
        else:
            if how % 2:
                self.press(Qt.Key.Key_L)
            else:
                self.qtbot.mouseClick(self.page.panel.wurm_leave, Qt.MouseButton.LeftButton)
            self.done.append("leave")
        self.qtbot.waitUntil(lambda: len(self.flow.session.actions) > before, timeout=3000)


@pytest.fixture
def table(make_window, qtbot, screen_truth):
    def make(
        kinds=("human", "normal"), seed: int = 1, wurminator: bool = False, start_player: int | None = 0, **settings
    ):
        setup = Setup(seats=seats(*kinds), start_player=start_player, options={"wurminator": wurminator})
        if "animation_speed" in settings:
            # make_window(animation_speed=...) clashes with its own "off": write the file first
            save_settings(Settings(confirm_abandon=False, **settings), settings_path())
            settings = {}
        return Table(qtbot, make_window(**settings), setup, seed, screen_truth)

    return make


def played_until(setup: Setup, seed: int, wanted, limit: int = 2000) -> Session:
    """A session played with seeded random choices until `wanted(state)` holds: the way to
    reach a particular position through the rules (a save file is nothing else)."""
    from bugbox.core.rng import Rng, seed_state

    session = Session("verflixxt", setup, seed)
    rng = Rng(seed_state(seed))
    for _ in range(limit):
        if wanted(session.state):
            return session
        if session.is_over():
            break
        legal = rules.legal_actions(session.state)
        session.play(legal[rng.below(len(legal))])
    raise AssertionError("no such position in this game")


@pytest.fixture
def table_at(make_window, qtbot):
    """A table showing a session prepared with `played_until`."""

    def make(kinds, seed: int, wanted, wurminator: bool = False, **settings):
        setup = Setup(seats=seats(*kinds), start_player=0, options={"wurminator": wurminator})
        for attempt in range(seed, seed + 50):
            try:
                session = played_until(setup, attempt, wanted)
                break
            except AssertionError:
                continue
        window = make_window(**settings)
        t = Table.__new__(Table)
        t.qtbot, t.window = qtbot, window
        window.start_session(session)
        t.page = window.current_page()
        return t

    return make
