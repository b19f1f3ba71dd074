"""A toddler on the mouse: thousands of random clicks, drags, keys and resizes on each game page.

The monkey plays on a real `MainWindow` with a game running (human seats and a computer
player), animations off and on, and the language switched mid-game. Its events go where a
mouse or keyboard would send them: to the widget under a random point of the page (the table
view's viewport, the panel's buttons ...), keys to the focused widget. Now and then it also
"finds" a legal move (submitted through the controller, as a click on the right thing
would), so that the game moves on through all its phases; a finished game is replaced by a
new one. A modal dialog opened by a click (new game, open file ...) is dismissed as a bored
child would.

Passing means: no exception in any slot, no Qt warning (pytest-qt fails on both), and every
state the games went through is a legal one that replays from its save, with the autosave on
disk holding the game as it stands.
"""

import pytest
import robust_games as rg
import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.saves import load_save
from bugbox.core.session import Session

#: Events per page and animation setting (off, then on): 2 x 3 x this in the default run.
EVENTS = 700
CHECK_EVERY = 50
SIZES = ((1280, 800), (800, 600), (1920, 1080), (560, 420), (1024, 1366), (1600, 700))
KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_0,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_5,
    Qt.Key.Key_6,
    Qt.Key.Key_7,
    Qt.Key.Key_8,
    Qt.Key.Key_9,
    Qt.Key.Key_A,
    Qt.Key.Key_D,
    Qt.Key.Key_H,
    Qt.Key.Key_R,
    Qt.Key.Key_S,
    Qt.Key.Key_U,
    Qt.Key.Key_Plus,
    Qt.Key.Key_Minus,
    Qt.Key.Key_F2,
)


def monkey_setup(game_id: str, rng: Rng) -> Setup:
    """Two humans at the table (so a hand-over happens) and one computer player."""
    if game_id == "verasselt":
        return Setup(
            seats=(
                Seat(name="Ann", colour="red"),
                Seat(name="Bob", colour="blue"),
                Seat(name="Cid", colour="green", computer=True, level=Level.EASY),
            ),
            options={"one_card_per_bars": rng.below(2) == 1},
        )
    if game_id == "verflixxt":
        return Setup(
            seats=(
                Seat(name="Ann", colour="red"),
                Seat(name="Bob", colour="blue"),
                Seat(name="Cid", colour="green", computer=True, level=Level.EASY),
            ),
            options={"wurminator": True},
        )
    return rg.random_setup("schaben", rng)


class DialogKiller:
    """Closes any modal dialog a click opened (counted), from inside its own event loop."""

    def __init__(self):
        self.closed: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._close)
        self.timer.start()

    def _close(self) -> None:
        widget = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if widget is not None:
            self.closed.append(type(widget).__name__)
            reject = getattr(widget, "reject", None)
            reject() if reject is not None else widget.close()


class Monkey:
    def __init__(self, qtbot, window, game_id: str, seed: int):
        self.qtbot, self.window, self.game_id = qtbot, window, game_id
        self.rng = Rng(seed)
        self.sent = 0
        self.found = 0  # legal moves the monkey "found" (submitted directly)
        self.sessions: list[Session] = []

    # the game ------------------------------------------------------------------------------
    @property
    def page(self):
        return self.window.pages[self.game_id]

    def new_game(self) -> None:
        session = Session(self.game_id, monkey_setup(self.game_id, self.rng), self.rng.below(2**31))
        self.window.start_session(session)

    def session(self) -> Session | None:
        controller = self.page.flow
        if controller is None:
            return None
        if not self.sessions or self.sessions[-1] is not controller.session:
            self.sessions.append(controller.session)  # a new game was started (e.g. from the page)
        return controller.session

    def legal_move(self) -> None:
        controller = self.page.flow
        if controller is not None and self.page.can_act():
            legal = controller.session.rules.legal_actions(controller.state)
            self.found += controller.submit(legal[self.rng.below(len(legal))])

    # events --------------------------------------------------------------------------------
    def target(self) -> tuple[QWidget, QPoint]:
        """The widget under a random point of the page, and the point in its coordinates;
        a third of the time the centre of a random item on the table (cards, dice, pawns are
        what little hands hit most)."""
        page = self.window.stack.currentWidget()
        views = [v for v in page.findChildren(QGraphicsView) if v.isVisible()]
        if views and self.rng.below(3) == 0:
            view = views[self.rng.below(len(views))]
            items = [i for i in view.items() if i.isVisible()]
            if items:
                centre = items[self.rng.below(len(items))].sceneBoundingRect().center()
                return view.viewport(), view.mapFromScene(centre)
        point = QPoint(self.rng.below(max(1, page.width())), self.rng.below(max(1, page.height())))
        widget = page.childAt(point) or page
        return widget, widget.mapFrom(page, point)

    def button(self) -> Qt.MouseButton:
        return Qt.MouseButton.RightButton if self.rng.below(10) == 0 else Qt.MouseButton.LeftButton

    def click(self) -> None:
        widget, pos = self.target()
        if self.rng.below(8) == 0:
            self.qtbot.mouseDClick(widget, self.button(), pos=pos)
        else:
            self.qtbot.mouseClick(widget, self.button(), pos=pos)

    def drag(self) -> None:
        widget, pos = self.target()
        self.qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=pos)
        for _ in range(self.rng.randint(1, 4)):
            if not shiboken6.isValid(widget):
                return
            pos = QPoint(pos.x() + self.rng.randint(-150, 150), pos.y() + self.rng.randint(-150, 150))
            self.qtbot.mouseMove(widget, pos)
        if shiboken6.isValid(widget):
            self.qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=pos)

    def hover(self) -> None:
        widget, pos = self.target()
        self.qtbot.mouseMove(widget, pos)

    def key(self) -> None:
        widget = QApplication.focusWidget() or self.page
        modifier = Qt.KeyboardModifier.ShiftModifier if self.rng.below(6) == 0 else Qt.KeyboardModifier.NoModifier
        if self.rng.below(25) == 0:  # Edit > Undo
            widget, modifier = self.window, Qt.KeyboardModifier.ControlModifier
            self.qtbot.keyClick(widget, Qt.Key.Key_Z, modifier)
            return
        self.qtbot.keyClick(widget, KEYS[self.rng.below(len(KEYS))], modifier)

    def resize(self) -> None:
        self.window.resize(*SIZES[self.rng.below(len(SIZES))])

    def language(self) -> None:
        self.window.ctx.update_settings(language=("en", "de", "ja")[self.rng.below(3)])

    def step(self) -> None:
        roll = self.rng.below(100)
        if roll < 45:
            self.click()
        elif roll < 60:
            self.drag()
        elif roll < 70:
            self.hover()
        elif roll < 88:
            self.key()
        elif roll < 90:
            self.resize()
        elif roll < 91:
            self.language()
        else:
            self.legal_move()
        self.sent += 1

    def run(self, events: int) -> None:
        for n in range(events):
            if self.window.current_page() is not self.page or self.page.flow is None:
                self.new_game()  # the monkey left the table (e.g. "back to the games") or no game yet
            session = self.session()
            if session is not None and session.is_over() and self.rng.below(4) == 0:
                self.new_game()
            self.step()
            if n % 10 == 0:
                self.qtbot.wait(1)  # let timers, computer moves and animations run
            if n % CHECK_EVERY == 0:
                self.check()
        self.check()

    # what must hold --------------------------------------------------------------------------
    def check(self) -> None:
        session = self.session()
        if session is not None:
            rg.check_state(self.game_id, session.state, session.setup)

    def check_all(self) -> tuple[int, int]:
        """Every game played is legal throughout and replays from its save; the autosave is
        the running game. Returns the number of actions played, and of those by human seats."""
        played = human = 0
        for session in self.sessions:
            for state in session.states:
                rg.check_state(self.game_id, state, session.setup)
            seats = session.setup.seats
            human += sum(not seats[session.rules.deciding_player(state)].computer for state in session.states[:-1])
            replayed = Session.replay(self.game_id, session.setup, session.seed, session.action_dicts())
            assert replayed.state == session.state
            played += len(session.actions)
        controller = self.page.flow
        autosave = self.window.autosave_of(self.page.game_id)
        if controller is not None and not controller.session.is_over() and not controller.showing_events():
            _, saved = load_save(autosave)
            assert saved.state == controller.state, "the autosave is not the game on the table"
        return played, human


@pytest.mark.parametrize("game_id", rg.GAME_IDS)
def test_random_clicks_drags_keys_and_resizes_never_break_a_game(make_window, qtbot, game_id):
    if reason := rg.not_built(game_id, "page", "ai"):
        pytest.skip(reason)
    killer = DialogKiller()
    window = make_window(animation_speed="off")
    monkey = Monkey(qtbot, window, game_id, seed=sum(map(ord, game_id)))
    monkey.new_game()
    monkey.run(EVENTS)
    window.ctx.update_settings(animation_speed="fast", language="de")  # animations on, mid-game
    monkey.run(EVENTS)
    window.ctx.update_settings(animation_speed="off")
    qtbot.wait(50)
    played, human = monkey.check_all()
    killer.timer.stop()
    rg.count("gui events sent", monkey.sent)
    rg.count(f"{game_id} games played", len(monkey.sessions))
    rg.count("gui actions played", played)
    print(
        f"{game_id}: {monkey.sent} events, {len(monkey.sessions)} games, {played} actions "
        f"({human - monkey.found} by clicks and keys, {monkey.found} found), "
        f"dialogs closed: {len(killer.closed)} {sorted(set(killer.closed))}"
    )
    assert monkey.sent == 2 * EVENTS and played > 0
