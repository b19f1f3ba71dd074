"""Driving Verflixxt! kompakt the way a player does: real mouse events on item positions.

`table(seats, seed, wurminator=..., **settings)` starts a game in a real main window
(animations off unless asked) and offers `click_die`, `click_piece`, `drag_piece`,
`hover`, `play_human_turn` and `wait_for_human`.
"""
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.core.settings import Settings, save_settings
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.course import WURMINATOR
from bugbox.paths import settings_path

COLOURS = ("red", "blue", "green", "yellow")


def seats(*kinds: str) -> tuple[Seat, ...]:
    """"human" or a computer level per seat, in turn order."""
    names = ("Anna", "Bert", "Carla", "Dario")
    return tuple(Seat(name=names[i], colour=COLOURS[i], computer=kind != "human",
                      level=Level(kind) if kind != "human" else Level.NORMAL)
                 for i, kind in enumerate(kinds))


class Table:
    def __init__(self, qtbot, window, setup: Setup, seed: int):
        self.qtbot = qtbot
        self.window = window
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
        return self.page.controller

    @property
    def state(self) -> rules.State:
        return self.page.controller.state

    def at(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def clickable_point(self, item) -> QPointF | None:
        """A point of `item` where a click reaches it (pieces sharing a tile overlap)."""
        rect = item.sceneBoundingRect()
        for fx, fy in ((0.5, 0.5), (0.5, 0.3), (0.5, 0.7), (0.35, 0.5), (0.65, 0.5), (0.5, 0.2), (0.3, 0.3),
                       (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)):
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
        self.qtbot.waitUntil(lambda: not self.page.animator.busy() and not self.controller._busy, timeout=timeout)

    def wait_for_human(self, timeout: int = 20000) -> None:
        self.qtbot.waitUntil(lambda: self.page.can_play() or self.controller.session.is_over(), timeout=timeout)

    def play_human_turn_step(self) -> None:
        """One decision of the human to move, by mouse: roll the die, click a movable piece,
        or click the Wurminator / "Leave" when it is its turn to be decided."""
        state = self.state
        before = len(self.controller.session.actions)
        if state.phase == "roll":
            self.click_die()
        elif state.phase == "move":
            legal = rules.legal_actions(state)
            pieces = [a.piece for a in legal if isinstance(a, rules.Move)]
            if rules.MoveWurminator() in legal and state.wurminator_due == "must":
                pieces.insert(0, WURMINATOR)  # before the own move, this time
            assert any(self.click_piece(p) for p in pieces), "no movable piece could be clicked"
        else:
            if not self.click_piece(WURMINATOR):
                self.qtbot.mouseClick(self.page.panel.wurm_leave, Qt.MouseButton.LeftButton)
        self.wait_idle()
        assert len(self.controller.session.actions) == before + 1, self.page.panel.prompt.text()


@pytest.fixture
def table(make_window, qtbot):
    def make(kinds=("human", "normal"), seed: int = 1, wurminator: bool = False, start_player: int | None = 0,
             **settings):
        setup = Setup(seats=seats(*kinds), start_player=start_player, options={"wurminator": wurminator})
        if "animation_speed" in settings:
            # make_window(animation_speed=...) clashes with its own "off": write the file first
            save_settings(Settings(confirm_abandon=False, **settings), settings_path())
            settings = {}
        return Table(qtbot, make_window(**settings), setup, seed)

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
